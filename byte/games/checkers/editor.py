"""The board editor hooks of Checkers, International draughts and English checkers: men
and kings of both colours.

A click with a piece puts it on the square (a second click with the same piece takes it
off); Empty clears the square. The rules' ``from_code`` refuses a man on its crowning row,
too many pieces, or a side to move whose opponent has no piece left to have moved.

>>> apply("W", ""), apply("W", "W"), apply("b", "W"), apply("empty", "B")
('W', '', 'b', '')
"""

from __future__ import annotations

from byte.editor import Tool
from byte.errors import ByteError
from byte.games.checkers.rules import BLACK, WHITE, Position, start
from byte.games.checkers.view import piece_markup

PIECES = {"w": "White man", "W": "White king", "b": "Black man", "B": "Black king"}


def _art(piece: str) -> str:
    return (f'<svg class="tool-art" viewBox="0 0 100 100" aria-hidden="true">'
            f'{piece_markup(None, piece, 50, 48)}</svg>')


def tools(variant: str, size: int) -> list[Tool]:
    found = [Tool(piece, words, f"{words}: put one on a square (again: take it off)",
                  _art(piece)) for piece, words in PIECES.items()]
    return [*found, Tool("empty", "Empty", "Empty: clear the square")]


def squares(variant: str, size: int) -> tuple[int, ...]:
    return tuple(start(variant).squares)


def contents(position: Position) -> dict[int, str]:
    return {square: position.piece(square) for square in position.squares
            if position.piece(square)}


def extra(position: Position) -> dict[str, int]:
    return {}


def apply(tool: str, held: str) -> str:
    if tool == "empty":
        return ""
    if tool not in PIECES:
        raise ByteError(f"there is no tool {tool[:24]!r} in the draughts editor")
    return "" if held == tool else tool


def code(variant: str, size: int, held: dict[int, str], turn: str,
         counts: dict[str, int]) -> str:
    """The PDN FEN: side to move, then the White and the Black pieces (``K`` a king)."""
    board = start(variant)
    lists = {WHITE: [], BLACK: []}
    for square in board.squares:
        piece = held.get(square, "")
        if piece:
            name = board.square_name(square)
            lists[piece.lower()].append(("K" if piece.isupper() else "") + name)
    return f"{turn.upper()}:W{','.join(lists[WHITE])}:B{','.join(lists[BLACK])}"


def draft(variant: str, size: int, held: dict[int, str], turn: str,
          counts: dict[str, int]) -> Position:
    """A position holding exactly what is set up, legal or not (for drawing it)."""
    position = start(variant)
    geo = position._geo
    white = black = kings = 0
    for square, piece in held.items():
        bit = geo.bit[square]
        if piece.lower() == WHITE:
            white |= bit
        else:
            black |= bit
        if piece.isupper():
            kings |= bit
    position.white, position.black, position.kings = white, black, kings
    position.turn = turn
    position._reset_history()
    return position
