"""The board as SVG markup: pure functions, no browser, testable on CPython.

Two layers:

* a game-independent square grid (:class:`Grid`): square placement for any size, flipped
  or not, light/dark squares, file and rank coordinates, highlight overlays;
* the Byte stack renderer: every checker of a stack drawn in side view, bottom to top,
  with the height as a number and emphasis on the bottom checker (its owner may slide
  the stack) and the top checker (its owner would score the stack).

Hooks for tests and tools: the ``<svg>`` has ``id="board"`` and ``data-position`` (the
position code on screen); every dark square element carries ``data-square="c3"`` and an
accessible name; every checker carries ``data-square`` and ``data-level`` (1 = bottom).

>>> from byte import Position
>>> markup = board_svg(Position(), BoardView())
>>> markup.startswith('<svg') and 'data-square="c3"' in markup
True
>>> markup.count('class="ck ')
24
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape

from byte.games.byte.rules import BLACK, WHITE, Move, Position, square_name

CELL = 100  # user units per square; the viewBox scales to any screen size
SVG_NS = "http://www.w3.org/2000/svg"

# Side-view checker geometry (user units inside one square).
DISC_RX = 38  # half width of a checker
DISC_RY = 12  # half height of its top face seen at an angle
THICKNESS = 9  # height of one checker's side band: 7 checkers fit in a square
LIFT_RAISE = 7  # how far the checkers that would move are raised as a preview


def stack_base(height: int) -> float:
    """Y of the bottom face centre of a stack's lowest checker, centring the stack.

    >>> stack_base(1), stack_base(7)
    (54.5, 81.5)
    """
    return CELL / 2 + height * THICKNESS / 2


def checker_y(height: int, level: int) -> float:
    """Y of the bottom face centre of the checker at ``level`` in a stack ``height`` high."""
    return stack_base(height) - (level - 1) * THICKNESS

COLOUR_NAMES = {WHITE: "white", BLACK: "black"}


def attr(value: object) -> str:
    """Escape a value for a double-quoted attribute (or text) in markup."""
    return escape(str(value), quote=True)


@dataclass(frozen=True)
class Grid:
    """Where each square of a ``size`` x ``size`` board is drawn (game-independent).

    Squares are numbered ``rank * 16 + file`` as in the engine. ``flip`` puts rank 1 at
    the top and file a on the right (the view from the second player's side).

    >>> Grid(8).origin(0)        # a1: bottom-left corner
    (0, 700)
    >>> Grid(8, flip=True).origin(0)
    (700, 0)
    """

    size: int
    flip: bool = False

    @property
    def extent(self) -> int:
        return self.size * CELL

    def origin(self, square: int) -> tuple[int, int]:
        """Top-left corner of ``square`` in user units."""
        rank, file = square >> 4, square & 15
        column = self.size - 1 - file if self.flip else file
        row = rank if self.flip else self.size - 1 - rank
        return column * CELL, row * CELL

    def centre(self, square: int) -> tuple[int, int]:
        x, y = self.origin(square)
        return x + CELL // 2, y + CELL // 2

    def squares(self) -> Iterable[int]:
        for rank in range(self.size):
            for file in range(self.size):
                yield rank * 16 + file

    @staticmethod
    def is_dark(square: int) -> bool:
        return ((square >> 4) + (square & 15)) % 2 == 0

    def light_squares_markup(self) -> str:
        """One rect per light square (they never take part in play)."""
        parts = []
        for square in self.squares():
            if not self.is_dark(square):
                x, y = self.origin(square)
                parts.append(f'<rect class="sq-light" x="{x}" y="{y}" width="{CELL}" '
                             f'height="{CELL}"/>')
        return "".join(parts)

    def coordinates_markup(self) -> str:
        """File letters along the bottom edge and rank numbers along the left edge."""
        parts = []
        bottom_rank = self.size - 1 if self.flip else 0
        left_file = self.size - 1 if self.flip else 0
        for file in range(self.size):
            square = bottom_rank * 16 + file
            x, y = self.origin(square)
            tone = "on-dark" if self.is_dark(square) else "on-light"
            parts.append(f'<text class="coord {tone}" x="{x + CELL - 6}" y="{y + CELL - 6}" '
                         f'text-anchor="end">{"abcdefghij"[file]}</text>')
        for rank in range(self.size):
            square = rank * 16 + left_file
            x, y = self.origin(square)
            tone = "on-dark" if self.is_dark(square) else "on-light"
            parts.append(f'<text class="coord {tone}" x="{x + 6}" y="{y + 20}">{rank + 1}</text>')
        return '<g class="coords" aria-hidden="true">' + "".join(parts) + "</g>"

    def overlay(self, square: int, css_class: str, inset: int = 0) -> str:
        """A rect over a square (selection, last move), or inset from its edges (a ring)."""
        x, y = self.origin(square)
        rounded = f' rx="{inset * 2}"' if inset else ""
        return (f'<rect class="{attr(css_class)}" x="{x + inset}" y="{y + inset}" '
                f'width="{CELL - 2 * inset}" height="{CELL - 2 * inset}"{rounded}/>')

    def dot(self, square: int, css_class: str, radius: int = 14) -> str:
        cx, cy = self.centre(square)
        return f'<circle class="{attr(css_class)}" cx="{cx}" cy="{cy}" r="{radius}"/>'

    def arrow(self, src: int, dst: int, css_class: str) -> str:
        """An arrow between two square centres (a hint)."""
        x1, y1 = self.centre(src)
        x2, y2 = self.centre(dst)
        dx, dy = x2 - x1, y2 - y1
        length = max((dx * dx + dy * dy) ** 0.5, 1)
        ux, uy = dx / length, dy / length
        tip_x, tip_y = x2 - ux * 18, y2 - uy * 18
        head = 26
        base_x, base_y = tip_x - ux * head, tip_y - uy * head
        left = (base_x - uy * head * 0.6, base_y + ux * head * 0.6)
        right = (base_x + uy * head * 0.6, base_y - ux * head * 0.6)
        return (f'<g class="{attr(css_class)}" aria-hidden="true">'
                f'<line x1="{x1}" y1="{y1}" x2="{base_x:.1f}" y2="{base_y:.1f}"/>'
                f'<polygon points="{tip_x:.1f},{tip_y:.1f} {left[0]:.1f},{left[1]:.1f} '
                f'{right[0]:.1f},{right[1]:.1f}"/></g>')


@dataclass(frozen=True)
class BoardView:
    """Everything besides the position that decides how the board looks.

    ``selected``/``level``: the chosen stack and the checker to lift (None until chosen);
    ``targets``: legal destinations to mark; ``pickable``: lift levels the player may still
    choose from (their checkers get a marker); ``last_move`` and ``hint`` are moves to show;
    ``focus``: the square that owns the keyboard focus (roving tabindex).
    """

    flip: bool = False
    selected: int | None = None
    level: int | None = None
    targets: frozenset[int] = field(default_factory=frozenset)
    pickable: frozenset[int] = field(default_factory=frozenset)
    last_move: Move | None = None
    hint: Move | None = None
    focus: int | None = None
    interactive: bool = True


def describe_stack(stack: str) -> str:
    """Plain words for a stack: ``'stack of 3, white bottom, black top'``.

    >>> describe_stack("")
    'empty'
    >>> describe_stack("b")
    'one black checker'
    >>> describe_stack("wwb")
    'stack of 3, white bottom, black top'
    """
    if not stack:
        return "empty"
    if len(stack) == 1:
        return f"one {COLOUR_NAMES[stack]} checker"
    return (f"stack of {len(stack)}, {COLOUR_NAMES[stack[0]]} bottom, "
            f"{COLOUR_NAMES[stack[-1]]} top")


def square_label(position: Position, square: int, view: BoardView) -> str:
    """The accessible name of a dark square: ``'c3: stack of 3, white bottom, black top'``."""
    words = [f"{square_name(square)}: {describe_stack(position.board[square])}"]
    if square == view.selected:
        words.append("selected")
        if view.level and view.level > 1:
            words.append(f"lifting from checker {view.level}")
    if square in view.targets:
        words.append("legal target")
    if view.last_move and view.last_move.level and square in (view.last_move.src,
                                                              view.last_move.dst):
        words.append("last move")
    return ", ".join(words)


def checker_markup(square: int | None, level: int, colour: str, x: int, y: int,
                   classes: Iterable[str] = ()) -> str:
    """One checker in side view; ``y`` is the centre of its bottom face.

    ``square`` None draws a picture without the test hooks (outside the board).
    """
    top = y - THICKNESS
    cx = x + CELL // 2
    left, right = cx - DISC_RX, cx + DISC_RX
    css = " ".join(["ck", f"ck-{colour}", *classes])
    band = (f'<path class="ck-side" d="M{left} {top}V{y}A{DISC_RX} {DISC_RY} 0 0 0 {right} {y}'
            f'V{top}Z"/>')
    face = f'<ellipse class="ck-face" cx="{cx}" cy="{top}" rx="{DISC_RX}" ry="{DISC_RY}"/>'
    if colour == BLACK:
        # Black differs by pattern as well as colour: a ridged ring on the face and a
        # stitched line along the side, visible in greyscale and to colour-blind players.
        stitch_y = y - THICKNESS / 2
        mark = (f'<ellipse class="ck-mark" cx="{cx}" cy="{top}" rx="{DISC_RX - 9}" '
                f'ry="{DISC_RY - 3}"/><path class="ck-mark" d="M{left + 3} {stitch_y:.1f}'
                f'A{DISC_RX - 3} {DISC_RY} 0 0 0 {right - 3} {stitch_y:.1f}"/>')
    else:
        mark = ""
    hooks = "" if square is None else (
        f' data-square="{square_name(square)}" data-level="{level}"')
    return f'<g class="{css}"{hooks}>{band}{face}{mark}</g>'


def stack_markup(position: Position, square: int, grid: Grid, view: BoardView) -> str:
    """Every checker of the stack on ``square``, bottom to top, plus its height badge."""
    stack = position.board[square]
    if not stack:
        return ""
    x, y0 = grid.origin(square)
    name = square_name(square)
    lifting = view.selected == square and view.level is not None
    parts = [f'<g class="stack" data-square="{name}" data-height="{len(stack)}" '
             f'aria-hidden="true">']
    # A soft shadow grounds the stack on its square. Under a stack of two or more, a rim in
    # the bottom checker's colour marks who may slide it (the badge's colour: who scores).
    base_y = y0 + stack_base(len(stack))
    parts.append(f'<ellipse class="stack-shadow" cx="{x + CELL // 2}" cy="{base_y + 3}" '
                 f'rx="{DISC_RX + 2}" ry="{DISC_RY + 1}"/>')
    if len(stack) > 1:
        parts.append(f'<ellipse class="stack-base base-{stack[0]}" cx="{x + CELL // 2}" '
                     f'cy="{base_y + 2}" rx="{DISC_RX + 5}" ry="{DISC_RY + 3}"/>')
    for index, colour in enumerate(stack):
        level = index + 1
        classes = []
        if level == 1:
            classes.append("ck-bottom")
        if level == len(stack):
            classes.append("ck-top")
        raise_by = 0
        if lifting and level >= (view.level or 1) and view.level and view.level > 1:
            classes.append("ck-lift")
            raise_by = LIFT_RAISE
        if view.selected == square and level in view.pickable:
            classes.append("ck-pick")
        y = y0 + checker_y(len(stack), level) - raise_by
        parts.append(checker_markup(square, level, colour, x, y, classes))
    if len(stack) > 1:
        top_colour = stack[-1]
        bx, by = x + CELL - 17, y0 + 17
        parts.append(f'<g class="height height-{top_colour}"><circle cx="{bx}" cy="{by}" r="14"/>'
                     f'<text x="{bx}" y="{by + 6}" text-anchor="middle">{len(stack)}</text></g>')
    parts.append("</g>")
    return "".join(parts)


def board_svg(position: Position, view: BoardView, label: str | None = None) -> str:
    """The whole board: squares, coordinates, highlights, stacks, as one ``<svg>`` string."""
    grid = Grid(position.size, view.flip)
    side = "White" if position.turn == WHITE else "Black"
    if label is None:
        label = f"Byte board, {position.size} by {position.size}, {side} to move"
    extent = grid.extent
    out = [
        f'<svg xmlns="{SVG_NS}" id="board" class="board" viewBox="0 0 {extent} {extent}" '
        f'role="group" aria-label="{attr(label)}" data-position="{attr(position.code())}" '
        f'data-size="{position.size}" data-flip="{int(view.flip)}" '
        f'data-interactive="{int(view.interactive)}">',
        grid.light_squares_markup(),
    ]
    focus = view.focus if view.focus in position.dark_squares else position.dark_squares[0]
    # Dark squares: the interactive, named elements (roving tabindex for the keyboard).
    for square in position.dark_squares:
        x, y = grid.origin(square)
        name = square_name(square)
        tabindex = "0" if square == focus else "-1"
        out.append(
            f'<g class="sq" id="sq-{name}" data-square="{name}" role="button" '
            f'tabindex="{tabindex}" aria-label="{attr(square_label(position, square, view))}">'
            f'<rect class="sq-dark" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>'
            f'<rect class="focus-ring" x="{x + 4}" y="{y + 4}" width="{CELL - 8}" '
            f'height="{CELL - 8}" rx="6"/></g>'
        )
    # Highlights under the stacks, then coordinates.
    marks = []
    last = view.last_move
    if last is not None and last.level:
        marks.append(grid.overlay(last.src, "hl-last"))
        marks.append(grid.overlay(last.dst, "hl-last"))
    if view.selected is not None:
        marks.append(grid.overlay(view.selected, "hl-selected"))
    for square in sorted(view.targets):
        if position.board[square]:
            marks.append(grid.overlay(square, "hl-target-ring", inset=5))
        else:
            marks.append(grid.dot(square, "hl-target-dot"))
    out.append('<g class="marks" aria-hidden="true">' + "".join(marks) + "</g>")
    out.append(grid.coordinates_markup())
    out.append('<g class="stacks">')
    for square in position.dark_squares:
        out.append(stack_markup(position, square, grid, view))
    out.append("</g>")
    if view.hint is not None and view.hint.level:
        out.append(grid.arrow(view.hint.src, view.hint.dst, "hint-arrow"))
    out.append("</svg>")
    return "".join(out)


def mini_stack_svg(stack: str, level: int | None = None) -> str:
    """A small standalone picture of one stack (for the lift-level picker buttons).

    Checkers from ``level`` up are drawn raised, to show what would be lifted.
    """
    height = max(len(stack), 1)
    base = stack_base(7)
    bottom = base + DISC_RY + 3
    top = base - 7 * THICKNESS - DISC_RY - 2 * LIFT_RAISE - 3
    parts = [f'<svg xmlns="{SVG_NS}" class="mini-stack" viewBox="{50 - DISC_RX - 3} {top} '
             f'{2 * DISC_RX + 6} {bottom - top}" aria-hidden="true">']
    for index, colour in enumerate(stack[:height]):
        classes = ["ck-lift"] if level and index + 1 >= level else []
        raise_by = 2 * LIFT_RAISE if classes else 0
        parts.append(checker_markup(None, index + 1, colour, 0,
                                    base - index * THICKNESS - raise_by, classes))
    parts.append("</svg>")
    return "".join(parts)
