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
from byte.i18n import N_, tr

PIECES = {
    "w": (N_("White man"), N_("White man: put one on a square (again: take it off)")),
    "W": (N_("White king"), N_("White king: put one on a square (again: take it off)")),
    "b": (N_("Black man"), N_("Black man: put one on a square (again: take it off)")),
    "B": (N_("Black king"), N_("Black king: put one on a square (again: take it off)")),
}
"""The pieces of the palette: their names and what a click with one does (messages)."""


def _art(piece: str) -> str:
    return (f'<svg class="tool-art" viewBox="0 0 100 100" aria-hidden="true">'
            f'{piece_markup(None, piece, 50, 48)}</svg>')


def tools(variant: str, size: int) -> list[Tool]:
    found = [Tool(piece, tr(words), tr(description), _art(piece))
             for piece, (words, description) in PIECES.items()]
    return [*found, Tool("empty", tr("Empty"), tr("Empty: clear the square"))]


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
        raise ByteError(tr("there is no tool {name} in the draughts editor",
                           name=repr(tool[:24])))
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
