"""How Reversi looks and is played on the page: the view hooks of the game protocol.

A green board with grid lines and the four star points, discs with a clear dark and light
face, the legal moves as small dots (switchable), the last move marked, the flipped discs
turned over in the animation, coordinates a–h/1–8 in the Othello orientation (a1 at the
top left; the board is never flipped). One click or tap plays a move; a click on an
illegal square gets the engine's reason. A hint can show a value on every legal move.

Hooks for tests: every disc carries ``data-square`` and ``data-disc`` (``b`` or ``w``).

>>> from byte.games.reversi.rules import start
>>> from byte.web.board import BoardView, board_svg
>>> from byte import games
>>> board_svg(start(), BoardView(), games.view("reversi")).count('class="disc ')
4
"""

from __future__ import annotations

from functools import cache

from byte.games import side_name
from byte.games.reversi.rules import BLACK, PASS, WHITE, Position
from byte.i18n import N_, tr, trc, trn
from byte.web.board import CELL, SVG_NS, BoardView, Grid, Question, pieces_layer

FLIPPABLE = False
SHOW_MOVES = True
HINT_EVERY_MOVE = True
SQUARE_CLASS = "sq-green"
DISC_R = 40


@cache
def _layout(size: int) -> dict[int, tuple[int, int]]:
    return {square: (square % size, square // size) for square in range(size * size)}


def layout(position: Position) -> dict[int, tuple[int, int]]:
    """Square ``row * size + column``, a1 at the top left."""
    return _layout(position.size)


def squares(position: Position) -> tuple[int, ...]:
    return position.squares


def square_name(position: Position, square: int) -> str:
    return position.square_name(square)


def parse_square(position: Position, name: str) -> int:
    return position.parse_square(name)


def board_name(position: Position) -> str:
    return tr("Reversi board") if position.variant == "reversi" else tr("Othello board")


def occupied(position: Position, square: int) -> bool:
    return position.disc(square) is not None


def describe(position: Position, square: int) -> str:
    disc = position.disc(square)
    if not disc:
        return tr("empty")
    return tr("black disc") if disc == BLACK else tr("white disc")


def scores(position: Position) -> dict[str, tuple[str, str]]:
    counts = position.counts()
    return {side: (str(counts[side]), trn("disc", "discs", counts[side]))
            for side in (WHITE, BLACK)}


def background(position: Position, grid: Grid) -> str:
    """The green felt with its grid lines and the star points of the 8x8 board."""
    extent = grid.extent
    parts = [f'<rect class="rv-felt" x="0" y="0" width="{extent}" height="{extent}"/>']
    return "".join(parts)


def _grid_lines(size: int) -> str:
    extent = size * CELL
    lines = ['<path class="rv-line" d="'
             + "".join(f"M{i * CELL} 0V{extent}M0 {i * CELL}H{extent}" for i in range(1, size))
             + '"/>']
    if size >= 8:
        for column, row in ((2, 2), (2, size - 2), (size - 2, 2), (size - 2, size - 2)):
            lines.append(f'<circle class="rv-star" cx="{column * CELL}" cy="{row * CELL}" r="7"/>')
    return "".join(lines)


def coordinates(position: Position, grid: Grid, view: BoardView) -> str:
    size = position.size
    columns = "abcdefghij"[:size]
    rows = [str(row + 1) for row in range(size)]
    return (f'<g aria-hidden="true" class="rv-grid">{_grid_lines(size)}</g>'
            + grid.coordinates(columns, rows, lambda column, row: True))


def disc_markup(square: int | None, colour: str, cx: float, cy: float,
                name: str = "", classes: str = "") -> str:
    """One disc seen from above, with a rim so both faces read in any colour scheme."""
    hooks = "" if square is None else f' data-square="{name}" data-disc="{colour}"'
    return (f'<g class="disc disc-{colour}{" " + classes if classes else ""}"{hooks}>'
            f'<circle class="disc-rim" cx="{cx}" cy="{cy + 3}" r="{DISC_R}"/>'
            f'<circle class="disc-face" cx="{cx}" cy="{cy}" r="{DISC_R}"/>'
            f'<circle class="disc-shine" cx="{cx}" cy="{cy}" r="{DISC_R - 9}"/></g>')


def pieces(position: Position, grid: Grid, view: BoardView) -> str:
    return pieces_layer(position, grid, "discs", position.disc, disc_markup)


PIECE_STYLES = (("classic", N_("Classic")), ("flat", N_("Flat")))
"""The disc styles a player may choose (static/looks.css draws them), the default first;
their names are catalogue messages, shown with ``tr(name)``."""


def piece_sample() -> str:
    """A black and a white disc on the felt: the Sound and looks dialog's picture of a
    disc style."""
    return (f'<svg xmlns="{SVG_NS}" viewBox="0 0 200 100" aria-hidden="true">'
            '<rect class="rv-felt" width="200" height="100"/>'
            '<path class="rv-line" d="M100 0V100"/>'
            f'{disc_markup(None, BLACK, 50, 48)}{disc_markup(None, WHITE, 150, 48)}</svg>')


# --- input ------------------------------------------------------------------------------------


def path(position: Position, move: int) -> tuple[int, ...]:
    return () if move == PASS else (move,)


def question(position: Position, moves: list[int]) -> Question:  # pragma: no cover
    raise AssertionError("a Reversi square is always exactly one move")


def why_not(position: Position, clicked: tuple[int, ...]) -> str:
    """The engine's reason, e.g. ``d6 flips nothing: a move must outflank …``."""
    square = clicked[-1]
    try:
        position.parse_move(position.square_name(square))
    except ValueError as error:
        text = str(error)  # it starts with the square: "d6 flips nothing: …"
        return text if text.endswith((".", "。")) else trc("a full sentence", "{text}.",
                                                            text=text)
    return tr("{move} is legal.", move=position.square_name(square))


def changed(before: Position, move: int) -> list[int]:
    """The discs a move turned (marked with the last move)."""
    return [] if move == PASS else before.flips(move)


def announce(before: Position, move: int, after: Position) -> str:
    side = side_name(before.turn)
    if move == PASS:
        return tr("{side} has no legal move and passes.", side=side)
    flipped = len(before.flips(move))
    played = before.square_name(move)
    if flipped:
        return trn("{side} {move}, turning {n} disc ({score}).",
                   "{side} {move}, turning {n} discs ({score}).", flipped, side=side,
                   move=played, score=after.score())
    return tr("{side} {move} ({score}).", side=side, move=played, score=after.score())


def sound(before: Position, move: int, after: Position) -> str:
    """What the move sounds like (``byte.web.sounds``): every disc placed flips others; a
    forced pass moves nothing, and is silent."""
    return "" if move == PASS else "flip"


def focus_after(position: Position, move: int) -> int | None:
    return None if move == PASS else move


def animation(before: Position, move: int, grid: Grid) -> list[dict]:
    """The new disc drops in; then each turned disc flips over, nearest first."""
    if move == PASS:
        return []
    name = before.square_name(move)
    plan: list[dict] = [{"kind": "slide", "select": f'.disc[data-square="{name}"]',
                         "from": [0, -CELL * 0.35], "via": [], "arc": 0}]
    old = "w" if before.turn == BLACK else "b"
    mx, my = grid.centre(move)
    for square in sorted(before.flips(move),
                         key=lambda s: abs(grid.centre(s)[0] - mx) + abs(grid.centre(s)[1] - my)):
        cx, cy = grid.centre(square)
        distance = max(abs(cx - mx), abs(cy - my)) // CELL
        plan.append({"kind": "flip", "markup": disc_markup(None, old, cx, cy),
                     "select": f'.disc[data-square="{before.square_name(square)}"]',
                     "delay": 120 + 70 * distance})
    return plan
