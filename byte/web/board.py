"""The board as SVG markup, for any game: pure functions, no browser, testable on CPython.

The shell draws what every game shares: the ``<svg>`` with its test hooks, one focusable
element per playable square (with its accessible name), the highlights (selection, legal
targets, the last move, the hint) and the coordinates. The game's ``view`` module draws
its own board background and pieces and says where each square is (``docs/game-protocol.md``).

Hooks for tests and tools: the ``<svg>`` has ``id="board"``, ``data-game``,
``data-variant`` and ``data-position`` (the position code on screen); every playable
square element carries ``data-square`` (its name in the game's notation) and an
accessible name.

>>> from byte import games
>>> from byte.games.byte.rules import Position
>>> markup = board_svg(Position(), BoardView(), games.view("byte"))
>>> markup.startswith('<svg') and 'data-square="c3"' in markup and 'data-game="byte"' in markup
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from byte.games import to_move
from byte.games.protocol import ViewHooks
from byte.i18n import tr, trc

CELL = 100
"""User units per square; the viewBox scales to any screen size."""
SVG_NS = "http://www.w3.org/2000/svg"


def attr(value: object) -> str:
    """Escape a value for a double-quoted attribute (or text) in markup."""
    return escape(str(value), quote=True)


@dataclass(frozen=True)
class Grid:
    """Where each square is drawn: ``layout`` maps a square to its (column, row) with row 0
    at the top as the first player sees the board; ``flip`` turns the board around.

    >>> grid = Grid(8, {0: (0, 7)})
    >>> grid.origin(0), Grid(8, {0: (0, 7)}, flip=True).origin(0)
    ((0, 700), (700, 0))
    """

    size: int
    layout: Mapping[int, tuple[int, int]]
    flip: bool = False

    @property
    def extent(self) -> int:
        return self.size * CELL

    def cell(self, square: int) -> tuple[int, int]:
        """The (column, row) of ``square`` on screen."""
        column, row = self.layout[square]
        if self.flip:
            return self.size - 1 - column, self.size - 1 - row
        return column, row

    def origin(self, square: int) -> tuple[int, int]:
        """Top-left corner of ``square`` in user units."""
        column, row = self.cell(square)
        return column * CELL, row * CELL

    def centre(self, square: int) -> tuple[int, int]:
        x, y = self.origin(square)
        return x + CELL // 2, y + CELL // 2

    def square_at(self, column: int, row: int) -> int | None:
        """The square drawn at a screen (column, row), or None when none is there."""
        if self.flip:
            column, row = self.size - 1 - column, self.size - 1 - row
        for square, place in self.layout.items():
            if place == (column, row):
                return square
        return None

    def overlay(self, square: int, css_class: str, inset: int = 0) -> str:
        """A rect over a square (selection, last move), or inset from its edges (a ring)."""
        x, y = self.origin(square)
        rounded = f' rx="{inset * 2}"' if inset else ""
        return (f'<rect class="{attr(css_class)}" x="{x + inset}" y="{y + inset}" '
                f'width="{CELL - 2 * inset}" height="{CELL - 2 * inset}"{rounded}/>')

    def dot(self, square: int, css_class: str, radius: int = 14) -> str:
        cx, cy = self.centre(square)
        return f'<circle class="{attr(css_class)}" cx="{cx}" cy="{cy}" r="{radius}"/>'

    def arrow(self, path: tuple[int, ...], css_class: str) -> str:
        """An arrow through the centres of ``path`` (a hint); a single square gets a ring."""
        if len(path) == 1:
            return (f'<g class="{attr(css_class)}" aria-hidden="true">'
                    f'{self.overlay(path[0], "hint-ring", inset=8)}</g>')
        points = [self.centre(square) for square in path]
        (x1, y1), (x2, y2) = points[-2], points[-1]
        dx, dy = x2 - x1, y2 - y1
        length = max((dx * dx + dy * dy) ** 0.5, 1)
        ux, uy = dx / length, dy / length
        tip_x, tip_y = x2 - ux * 18, y2 - uy * 18
        head = 26
        base_x, base_y = tip_x - ux * head, tip_y - uy * head
        left = (base_x - uy * head * 0.6, base_y + ux * head * 0.6)
        right = (base_x + uy * head * 0.6, base_y - ux * head * 0.6)
        line = " ".join(f"{x},{y}" for x, y in points[:-1]) + f" {base_x:.1f},{base_y:.1f}"
        return (f'<g class="{attr(css_class)}" aria-hidden="true">'
                f'<polyline points="{line}" fill="none"/>'
                f'<polygon points="{tip_x:.1f},{tip_y:.1f} {left[0]:.1f},{left[1]:.1f} '
                f'{right[0]:.1f},{right[1]:.1f}"/></g>')

    def coordinates(self, columns: Iterable[str], rows: Iterable[str], dark: Any) -> str:
        """Column labels along the bottom edge and row labels along the left edge (as the
        board is shown). ``dark(column, row)`` says whether a corner cell is dark, so the
        label takes the colour that reads on it."""
        columns, rows = list(columns), list(rows)
        if self.flip:
            columns, rows = columns[::-1], rows[::-1]
        parts = []
        last = self.size - 1
        for column, text in enumerate(columns):
            tone = "on-dark" if dark(column, last) else "on-light"
            x, y = column * CELL, last * CELL
            parts.append(f'<text class="coord {tone}" x="{x + CELL - 6}" y="{y + CELL - 7}" '
                         f'text-anchor="end">{attr(text)}</text>')
        for row, text in enumerate(rows):
            tone = "on-dark" if dark(0, row) else "on-light"
            parts.append(f'<text class="coord {tone}" x="6" y="{row * CELL + 22}">'
                         f"{attr(text)}</text>")
        return '<g class="coords" aria-hidden="true">' + "".join(parts) + "</g>"


def light_squares(grid: Grid) -> str:
    """One rect for every cell that is not a playable square (a checkers board's light
    squares, which never take part in play)."""
    played = set(grid.layout.values())
    return "".join(
        f'<rect class="sq-light" x="{column * CELL}" y="{row * CELL}" width="{CELL}" '
        f'height="{CELL}"/>'
        for row in range(grid.size) for column in range(grid.size)
        if (column, row) not in played)


def algebraic_coordinates(grid: Grid) -> str:
    """Files a, b, c… along the bottom and ranks from 1 at the bottom, on a board with
    a1 dark (Byte, Checkers)."""
    size = grid.size
    return grid.coordinates("abcdefghij"[:size], [str(size - row) for row in range(size)],
                            lambda column, row: (column + row) % 2 == 1)


def pieces_layer(position: Any, grid: Grid, css_class: str,
                 piece_at: Callable[[int], str | None],
                 markup: Callable[[int, str, float, float, str], str]) -> str:
    """A ``<g>`` with ``markup(square, piece, cx, cy, name)`` for every square holding a
    piece (``piece_at`` says what is there, or a falsy value for nothing)."""
    parts = [f'<g class="{css_class}">']
    for square in grid.layout:
        piece = piece_at(square)
        if piece:
            cx, cy = grid.centre(square)
            parts.append(markup(square, piece, cx, cy, position.square_name(square)))
    parts.append("</g>")
    return "".join(parts)


@dataclass(frozen=True)
class BoardView:
    """Everything besides the position that decides how the board looks.

    ``selected``: the squares clicked so far for the move being made (the piece first);
    ``part``/``parts``: a piece's part chosen or still to choose (Byte: which checker of a
    stack is lifted); ``targets``: the squares a next click may go to; ``last_path`` and
    ``last_marks``: the last move's squares and what it changed besides (captured pieces,
    flipped discs); ``hint_path``: a suggested move; ``must``: pieces that must move
    (a compulsory capture); ``scores``: a value to write on squares (Reversi's hints);
    ``focus``: the square that owns the keyboard focus (roving tabindex);
    ``show_targets``: legal moves are marked before any click (Reversi's dots).
    """

    flip: bool = False
    selected: tuple[int, ...] = ()
    part: int | None = None
    parts: frozenset[int] = field(default_factory=frozenset)
    targets: frozenset[int] = field(default_factory=frozenset)
    last_path: tuple[int, ...] = ()
    last_marks: frozenset[int] = field(default_factory=frozenset)
    hint_path: tuple[int, ...] = ()
    must: frozenset[int] = field(default_factory=frozenset)
    scores: Mapping[int, str] = field(default_factory=dict)
    focus: int | None = None
    interactive: bool = True
    show_targets: bool = True
    coordinates: str = ""
    """The game's coordinate style when it has several (e.g. ``"numbers"``), else ``""``."""


@dataclass(frozen=True)
class Option:
    """One answer to a :class:`Question`: a key to press, words, a picture, the move."""

    key: str
    label: str
    detail: str
    name: str
    """The accessible name of its button (it starts with the visible label)."""
    art: str
    move: Any


@dataclass(frozen=True)
class Question:
    """What the page asks when several moves share every clicked square (Byte: which
    checker of the stack to lift)."""

    title: str
    text: str
    options: tuple[Option, ...]


def grid_for(position: Any, view: BoardView, hooks: ViewHooks) -> Grid:
    """The grid of ``position`` as the game lays it out, flipped when asked and allowed."""
    flip = view.flip and hooks.FLIPPABLE
    return Grid(position.size, hooks.layout(position), flip)


def square_label(position: Any, square: int, view: BoardView, hooks: ViewHooks) -> str:
    """The accessible name of a square: ``'c3: stack of 3, white bottom, black top'``."""
    words = [f"{hooks.square_name(position, square)}: {hooks.describe(position, square)}"]
    if view.selected and square == view.selected[0]:
        words.append(tr("selected"))
    elif square in view.selected:
        words.append(tr("on the chosen path"))
    if square in view.targets:
        words.append(tr("legal target"))
    if square in view.must:
        words.append(tr("must capture"))
    if square in view.last_path:
        words.append(tr("last move"))
    if square in view.scores:
        words.append(tr("value {score}", score=view.scores[square]))
    return trc("between items of a list", ", ").join(words)


def board_svg(position: Any, view: BoardView, hooks: ViewHooks, label: str | None = None,
              live: bool = True) -> str:
    """The whole board as one ``<svg>`` string: the game's background, the squares with
    their names, highlights, coordinates, the game's pieces, the hint.

    ``live=False``: a picture of the board for the page to show before Python runs (drawn
    at build time): the same squares (``data-square``) and pieces, but nothing that
    invites input (no focusable squares, no buttons, not interactive), one accessible
    name for the whole picture, and the pieces in a ``data-layer="pieces"`` group, so the
    loader can show the bare board of a position it cannot draw itself.
    """
    grid = grid_for(position, view, hooks)
    if label is None:
        label = tr("{board}, {size} by {size}, {turn}", board=hooks.board_name(position),
                   size=position.size, turn=to_move(position.turn))
    extent = grid.extent
    interactive = int(view.interactive and live)
    role = "group" if live else "img"
    still = "" if live else ' data-still="1"'
    out = [
        f'<svg xmlns="{SVG_NS}" id="board" class="board board-{attr(position.game)}" '
        f'viewBox="0 0 {extent} {extent}" role="{role}" '
        f'aria-label="{attr(label)}" '
        f'data-game="{attr(position.game)}" data-variant="{attr(position.variant)}" '
        f'data-position="{attr(position.code())}" data-size="{position.size}" '
        f'data-flip="{int(grid.flip)}" data-interactive="{interactive}"'
        f'{still}>',
        hooks.background(position, grid),
    ]
    squares = hooks.squares(position)
    focus = view.focus if view.focus in squares else squares[len(squares) // 2]
    cell_class = hooks.SQUARE_CLASS
    diagonal = hooks.DARK_SQUARES_ONLY
    for square in squares:
        x, y = grid.origin(square)
        name = hooks.square_name(position, square)
        tabindex = "0" if square == focus else "-1"
        # Where only the dark squares are played, each one's tap area reaches halfway into
        # the light squares around it (a diamond twice the square's size): a 10x10 board
        # on a phone still gives every square a target of about 55 px.
        hit = ""
        if diagonal:
            cx, cy = x + CELL // 2, y + CELL // 2
            hit = (f'<polygon class="sq-hit" points="{cx},{cy - CELL} {cx + CELL},{cy} '
                   f'{cx},{cy + CELL} {cx - CELL},{cy}"/>')
        names = (f' role="button" tabindex="{tabindex}" '
                 f'aria-label="{attr(square_label(position, square, view, hooks))}"'
                 if live else "")
        out.append(
            f'<g class="sq" id="sq-{attr(name)}" data-square="{attr(name)}"{names}>{hit}'
            f'<rect class="{cell_class}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>'
            f'<rect class="focus-ring" x="{x + 4}" y="{y + 4}" width="{CELL - 8}" '
            f'height="{CELL - 8}" rx="6"/></g>'
        )
    out.append('<g class="marks" aria-hidden="true">' + _marks(position, view, grid, hooks)
               + "</g>")
    out.append(hooks.coordinates(position, grid, view))
    pieces = hooks.pieces(position, grid, view)
    out.append(pieces if live else f'<g data-layer="pieces">{pieces}</g>')
    if view.scores:
        out.append('<g class="scores" aria-hidden="true">')
        for square, text in view.scores.items():
            cx, cy = grid.centre(square)
            out.append(f'<text class="score-text" x="{cx}" y="{cy + 9}" '
                       f'text-anchor="middle">{attr(text)}</text>')
        out.append("</g>")
    if view.hint_path:
        out.append(grid.arrow(view.hint_path, "hint-arrow"))
    out.append("</svg>")
    return "".join(out)


def _marks(position: Any, view: BoardView, grid: Grid, hooks: ViewHooks) -> str:
    marks = [grid.overlay(square, "hl-last") for square in view.last_path]
    marks += [grid.overlay(square, "hl-changed", inset=10) for square in view.last_marks]
    marks += [grid.overlay(square, "hl-must", inset=5) for square in sorted(view.must)]
    if view.selected:
        marks.append(grid.overlay(view.selected[0], "hl-selected"))
        marks += [grid.overlay(square, "hl-path") for square in view.selected[1:]]
    occupied = hooks.occupied
    for square in sorted(view.targets):
        if occupied(position, square):
            marks.append(grid.overlay(square, "hl-target-ring", inset=5))
        else:
            marks.append(grid.dot(square, "hl-target-dot"))
    return "".join(marks)
