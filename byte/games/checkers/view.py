"""How Checkers looks and is played on the page: the view hooks of the game protocol.

Men are drawn from above as rimmed discs, kings with a crown. A move is clicked as the
piece, then its destination; a capture that is the only one from that start to that end
plays at once, otherwise the player clicks the landing squares in between (the shell's
path model does that). When a capture is compulsory the pieces that must capture are
marked, and a click on another piece gets the rule in words. Coordinates follow the
variant: algebraic for Checkers, numbers for English and International draughts
(English can switch to algebraic, as on the best draughts sites).

Hooks for tests: every piece carries ``data-square`` and ``data-piece`` (``w``/``b`` for
men, ``W``/``B`` for kings).

>>> from byte.games.checkers.rules import start
>>> from byte.web.board import BoardView, board_svg
>>> from byte import games
>>> board_svg(start(), BoardView(), games.view("checkers")).count('class="man ')
24
"""

from __future__ import annotations

import re
from functools import cache

from byte.games import side_name
from byte.games.checkers.rules import BLACK, WHITE, Move, Position
from byte.i18n import N_, tr, trc, trn
from byte.web.board import (
    SVG_NS,
    BoardView,
    Grid,
    Option,
    Question,
    algebraic_coordinates,
    light_squares,
    pieces_layer,
)

FLIPPABLE = True
DRAW_OFFERS = True
"""Draughts players offer and accept draws (byte/web/game_end.py)."""
LANDS_ON_EMPTY = True
"""A move never ends on a piece: a click on one, with another piece chosen, means that
piece (byte/web/board_input.py says why it cannot move)."""
SQUARE_CLASS = "sq-dark"
DARK_SQUARES_ONLY = True
"""Only the dark squares are played: their tap areas may reach into the light ones."""
PIECE_R = 38


@cache
def _layout(variant: str, size: int, coords: tuple) -> dict[int, tuple[int, int]]:
    return {square: (file, size - 1 - rank) for square, (file, rank) in coords}


def layout(position: Position) -> dict[int, tuple[int, int]]:
    """Each dark square's (column, row from the top), White at the bottom."""
    coords = tuple((square, position.square_coords(square)) for square in position.squares)
    return _layout(position.variant, position.size, coords)


def squares(position: Position) -> tuple[int, ...]:
    return position.squares


def square_name(position: Position, square: int) -> str:
    return position.square_name(square)


def parse_square(position: Position, name: str) -> int:
    return position.parse_square(name)


def board_name(position: Position) -> str:
    return tr("{variant} board", variant=tr(position.rules.name))


def occupied(position: Position, square: int) -> bool:
    return bool(position.piece(square))


def describe(position: Position, square: int) -> str:
    piece = position.piece(square)
    if not piece:
        return tr("empty")
    return {"w": tr("white man"), "b": tr("black man"), "W": tr("white king"),
            "B": tr("black king")}[piece]


def scores(position: Position) -> dict[str, tuple[str, str]]:
    found = {}
    for side in (WHITE, BLACK):
        men, kings = position.pieces(side)
        what = trn("piece", "pieces", men + kings) if not kings else trn(
            "piece, {kings}", "pieces, {kings}", men + kings,
            kings=trn("{n} king", "{n} kings", kings))
        found[side] = (str(men + kings), what)
    return found


def coordinate_styles(position: Position) -> tuple[tuple[str, str], ...]:
    """The naming of the squares a player may choose: the variant's own first."""
    if position.rules.algebraic:
        return (("algebraic", tr("Letters and numbers")),)
    if position.size == 8:
        return (("numbers", tr("Numbers")), ("algebraic", tr("Letters and numbers")))
    return (("numbers", tr("Numbers")),)


def background(position: Position, grid: Grid) -> str:
    return light_squares(grid)


def coordinates(position: Position, grid: Grid, view: BoardView) -> str:
    style = view.coordinates or coordinate_styles(position)[0][0]
    if position.rules.mirrored and style == "algebraic":
        # The turned board (Italian): a1 is light, so the dark cells are the other half.
        size = grid.size
        return grid.coordinates("abcdefghij"[:size], [str(size - row) for row in range(size)],
                                lambda column, row: (column + row) % 2 == 0)
    if style == "algebraic" or position.rules.algebraic:
        return algebraic_coordinates(grid)
    parts = ['<g class="coords" aria-hidden="true">']
    for square in position.squares:
        x, y = grid.origin(square)
        parts.append(f'<text class="coord on-dark num" x="{x + 5}" y="{y + 20}">'
                     f"{position.square_name(square, algebraic=False)}</text>")
    parts.append("</g>")
    return "".join(parts)


def piece_markup(square: int | None, piece: str, cx: float, cy: float, name: str = "") -> str:
    """A man (a rimmed disc) or a king (the same with a crown), seen from above."""
    colour = piece.lower()
    king = piece.isupper()
    hooks = "" if square is None else f' data-square="{name}" data-piece="{piece}"'
    kind = "king" if king else "man"
    parts = [f'<g class="{kind} pc pc-{colour}"{hooks}>',  # i18n: not shown (markup)
             f'<circle class="pc-rim" cx="{cx}" cy="{cy + 4}" r="{PIECE_R}"/>',
             f'<circle class="pc-face" cx="{cx}" cy="{cy}" r="{PIECE_R}"/>',
             f'<circle class="pc-ring" cx="{cx}" cy="{cy}" r="{PIECE_R - 10}"/>']
    if king:
        # A crown: clear at any size and in greyscale.
        top, base = cy - 16, cy + 12
        parts.append(f'<path class="pc-crown" d="M{cx - 19} {base}L{cx - 22} {top + 4}'
                     f'L{cx - 9} {cy - 2}L{cx} {top - 2}L{cx + 9} {cy - 2}L{cx + 22} {top + 4}'
                     f'L{cx + 19} {base}Z"/>')
    parts.append("</g>")
    return "".join(parts)


def pieces(position: Position, grid: Grid, view: BoardView) -> str:
    return pieces_layer(position, grid, "pieces", position.piece, piece_markup)


PIECE_STYLES = (("classic", N_("Classic")), ("flat", N_("Flat")))
"""The piece styles a player may choose (static/looks.css draws them), the default first;
their names are catalogue messages, shown with ``tr(name)``."""


def piece_sample() -> str:
    """A white man and a black king on dark squares: the Sound and looks dialog's picture
    of a piece style."""
    return (f'<svg xmlns="{SVG_NS}" viewBox="0 0 200 100" aria-hidden="true">'
            '<rect class="sq-dark" width="200" height="100"/>'
            f'{piece_markup(None, "w", 50, 48)}{piece_markup(None, "B", 150, 48)}</svg>')


# --- input ------------------------------------------------------------------------------------


def path(position: Position, move: Move) -> tuple[int, ...]:
    return position.path(move)


def must_move(position: Position) -> list[int]:
    """The pieces that must capture (all of them may be chosen from), when one must."""
    return position.capturing_pieces()


def question(position: Position, moves: list[Move]) -> Question:
    """Which of several captures ending on the square clicked: needed where a one-piece
    capture and a longer one join the same squares (Russian, pool), as no landing square
    tells the one-piece capture apart."""
    options = tuple(Option(key=str(index + 1), label=position.notation(move), detail="",
                           name=position.notation(move), art="", move=move)
                    for index, move in enumerate(moves))
    return Question(title=tr("Which capture?"),
                    text=tr("Several captures end there: choose one."), options=options)


def _sentence(text: str) -> str:
    """A full sentence; one that starts with a square name (``c3 can take…``) keeps it."""
    text = text.strip()
    if not re.match(r"[a-j]\d|\d", text):
        text = text[0].upper() + text[1:]
    if text.endswith((".", "!", "?", "。")):
        return text
    return trc("a full sentence", "{text}.", text=text)


def why_not(position: Position, clicked: tuple[int, ...]) -> str:
    """The rule in words: a compulsory capture, the majority rule, a man's direction…"""
    src = clicked[0]
    reason = position.mandatory_reason(src)
    if reason:
        return _sentence(reason)
    name = position.square_name
    captures = position.capturing_pieces()
    joiner = "x" if captures else "-"
    text = joiner.join(name(square) for square in clicked)
    try:
        position.parse_move(text)
    except ValueError as error:
        return _sentence(str(error))
    return tr("{move} is legal.", move=text)


def which_way(position: Position, moves: list[Move], end: str) -> str:
    """Several captures of the chosen piece end on the square clicked: a landing square on
    the way tells them apart."""
    ways = trc("between items of a list", ", ").join(position.notation(move)
                                                    for move in moves)
    return tr("Several captures end on {end} ({moves}): click the square to land on first.",
              end=end, moves=ways)


def changed(before: Position, move: Move) -> list[int]:
    """The pieces the last move took (marked where they stood)."""
    return list(before.captured(move))


def announce(before: Position, move: Move, after: Position) -> str:
    side = side_name(before.turn)
    played = before.notation(move)
    taken = len(move.captured)
    crowned = before.piece(move.src).islower() and after.piece(move.dst).isupper()
    if taken and crowned:
        return trn("{side} {move}, taking {n} piece, and is crowned.",
                   "{side} {move}, taking {n} pieces, and is crowned.", taken, side=side,
                   move=played)
    if taken:
        return trn("{side} {move}, taking {n} piece.", "{side} {move}, taking {n} pieces.",
                   taken, side=side, move=played)
    if crowned:
        return tr("{side} {move}, and is crowned.", side=side, move=played)
    return tr("{side} {move}.", side=side, move=played)


def sound(before: Position, move: Move, after: Position) -> str:
    """What the move sounds like (``byte.web.sounds``): a crowning rings above a capture."""
    if before.piece(move.src).islower() and after.piece(move.dst).isupper():
        return "crown"
    return "capture" if move.captured else "move"


def focus_after(position: Position, move: Move) -> int | None:
    return move.dst


def animation(before: Position, move: Move, grid: Grid) -> list[dict]:
    """The piece travels along its path; the pieces it took fade where they stood."""
    steps = before.path(move)
    dx, dy = grid.origin(steps[-1])
    via = [[grid.origin(square)[0] - dx, grid.origin(square)[1] - dy] for square in steps[1:-1]]
    sx, sy = grid.origin(steps[0])
    name = before.square_name(steps[-1])
    plan: list[dict] = [{"kind": "slide", "select": f'.pc[data-square="{name}"]',
                         "from": [sx - dx, sy - dy], "via": via, "arc": 0}]
    for index, square in enumerate(move.captured):
        cx, cy = grid.centre(square)
        plan.append({"kind": "ghost", "class": "ghost-piece", "rise": 0,
                     "markup": piece_markup(None, before.piece(square), cx, cy),
                     "delay": 120 + 60 * index})
    return plan


def dragged(position: Position, square: int, part: int | None) -> list[str]:
    return [f'#board .pc[data-square="{position.square_name(square)}"]']
