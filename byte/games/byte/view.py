"""How Byte looks and is played on the page: the view hooks of the game protocol.

Stacks are drawn in side view, bottom to top, with the height as a number in the top
checker's colour (its owner would score the stack) and a rim in the bottom checker's
colour (its owner may slide the stack). Black checkers carry a pattern as well as a
colour. A move is clicked as its source stack then its target; when several checkers of
the stack could be lifted onto that target the player picks one (tap the checker, or the
level picker the shell shows for :func:`question`).

Hooks for tests: every checker carries ``data-square`` and ``data-level`` (1 = bottom).

>>> from byte import games
>>> from byte.games.byte.rules import Position
>>> from byte.web.board import BoardView, board_svg
>>> board_svg(Position(), BoardView(), games.view("byte")).count('class="ck ')
24
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from byte.errors import or_list
from byte.games import side_name
from byte.games.byte.rules import (
    BLACK,
    MAX_HEIGHT,
    PASS,
    WHITE,
    Move,
    Position,
)
from byte.games.byte.rules import (
    parse_square as parse_name,
)
from byte.games.byte.rules import (
    square_name as name_of,
)
from byte.i18n import N_, tr, trc, trn
from byte.web.board import (
    CELL,
    SVG_NS,
    BoardView,
    Grid,
    Option,
    Question,
    algebraic_coordinates,
    light_squares,
)

FLIPPABLE = True
SQUARE_CLASS = "sq-dark"
DARK_SQUARES_ONLY = True
"""Only the dark squares are played: their tap areas may reach into the light ones."""
PART_ATTRIBUTE = "data-level"
"""A tap on a checker names its level: the part of the stack the player means."""
COLOUR_NAMES = {WHITE: "white", BLACK: "black"}

# Side-view checker geometry (user units inside one square).
DISC_RX = 38  # half width of a checker
DISC_RY = 12  # half height of its top face seen at an angle
THICKNESS = 9  # height of one checker's side band: 7 checkers fit in a square
LIFT_RAISE = 7  # how far the checkers that would move are raised as a preview


# --- the board and its squares --------------------------------------------------------------


@cache
def _layout(size: int) -> dict[int, tuple[int, int]]:
    return {rank * 16 + file: (file, size - 1 - rank)
            for rank in range(size) for file in range(size) if (rank + file) % 2 == 0}


def layout(position: Position) -> dict[int, tuple[int, int]]:
    """Each dark square's (column, row from the top) with White at the bottom."""
    return _layout(position.size)


def squares(position: Position) -> tuple[int, ...]:
    return position.dark_squares


def square_name(position: Position, square: int) -> str:
    return name_of(square)


def parse_square(position: Position, name: str) -> int:
    return parse_name(name)


def board_name(position: Position) -> str:
    return tr("Byte board")


def occupied(position: Position, square: int) -> bool:
    return bool(position.board[square])


def describe(position: Position, square: int) -> str:
    return describe_stack(position.board[square])


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
        return tr("empty")
    if len(stack) == 1:
        return tr("one white checker") if stack == WHITE else tr("one black checker")
    return tr("stack of {n}, {bottom} bottom, {top} top", n=len(stack),
              bottom=_colour(stack[0]), top=_colour(stack[-1]))


def _colour(side: str) -> str:
    return trc("a checker's colour", "white") if side == WHITE else trc("a checker's colour",
                                                                         "black")


def scores(position: Position) -> dict[str, tuple[str, str]]:
    """The panel's score per side: (number, what it counts)."""
    target = position.target
    return {side: (f"{position.won[side]} / {target}", tr("stacks won"))
            for side in (WHITE, BLACK)}


def background(position: Position, grid: Grid) -> str:
    return light_squares(grid)


def coordinates(position: Position, grid: Grid, view: BoardView) -> str:
    return algebraic_coordinates(grid)


# --- pieces -----------------------------------------------------------------------------------


def stack_base(height: int) -> float:
    """Y of the bottom face centre of a stack's lowest checker, centring the stack.

    >>> stack_base(1), stack_base(7)
    (54.5, 81.5)
    """
    return CELL / 2 + height * THICKNESS / 2


def checker_y(height: int, level: int) -> float:
    """Y of the bottom face centre of the checker at ``level`` in a stack ``height`` high."""
    return stack_base(height) - (level - 1) * THICKNESS


def checker_markup(square: int | None, level: int, colour: str, x: int, y: float,
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
        f' data-square="{name_of(square)}" data-level="{level}"')
    return f'<g class="{css}"{hooks}>{band}{face}{mark}</g>'


def stack_markup(position: Position, square: int, grid: Grid, view: BoardView) -> str:
    """Every checker of the stack on ``square``, bottom to top, plus its height badge."""
    stack = position.board[square]
    if not stack:
        return ""
    x, y0 = grid.origin(square)
    name = name_of(square)
    selected = bool(view.selected) and view.selected[0] == square
    lifting = selected and view.part is not None and view.part > 1
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
        if lifting and level >= (view.part or 1):
            classes.append("ck-lift")
            raise_by = LIFT_RAISE
        if selected and level in view.parts:
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


def pieces(position: Position, grid: Grid, view: BoardView) -> str:
    return ('<g class="stacks">'
            + "".join(stack_markup(position, square, grid, view)
                      for square in position.dark_squares)
            + "</g>")


PIECE_STYLES = (("classic", N_("Classic")), ("wood", N_("Wood")))
"""The checker styles a player may choose (static/looks.css draws them), the default first;
their names are catalogue messages, shown with ``tr(name)``."""


def piece_sample() -> str:
    """Two stacks on dark squares: the Sound and looks dialog's picture of a checker
    style."""
    stacks: list[str] = []
    for x, stack in ((0, "wbw"), (100, "bwb")):
        stacks.extend(checker_markup(None, index + 1, colour, x, checker_y(len(stack), index + 1))
                      for index, colour in enumerate(stack))
    return (f'<svg xmlns="{SVG_NS}" viewBox="0 0 200 100" aria-hidden="true">'
            f'<rect class="sq-dark" width="200" height="100"/>{"".join(stacks)}</svg>')


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


# --- input ------------------------------------------------------------------------------------


def path(position: Position, move: Move) -> tuple[int, ...]:
    """The squares a player clicks for ``move``: the stack, then its target."""
    return () if move == PASS else (move.src, move.dst)


def part_of(move: Move) -> int:
    """The checker a move lifts (a piece's part, in the shell's words)."""
    return move.level


def parts_to_choose(position: Position, square: int) -> str:
    """Several checkers of the chosen stack can move."""
    return tr("Several checkers of this stack can move: tap the checker to lift, or a "
              "highlighted square.")


def part_stuck(position: Position, square: int, part: int, movable: list[int]) -> str:
    """The tapped checker cannot move; the ``movable`` ones can."""
    return tr("Checker {part} of {square} cannot move now; checker {levels} can "
              "(highlighted).", part=part, square=square_name(position, square),
              levels=or_list([str(level) for level in movable]))


def part_refused(position: Position, square: int, key: str) -> str:
    """The checker named by a number key cannot be lifted."""
    return tr("Checker {part} of {square} cannot be lifted now.", part=key,
              square=square_name(position, square))


def parts_word() -> str:
    return "checker"


def question(position: Position, moves: list[Move]) -> Question:
    """Which checker to lift, when several could go onto the same target."""
    src, dst = moves[0].src, moves[0].dst
    stack = position.board[src]
    levels = ", ".join(str(move.level) for move in moves)
    options = []
    for move in sorted(moves):
        lifted = len(stack) - move.level + 1
        options.append(Option(
            key=str(move.level),
            label=tr("Level {level}", level=move.level),
            detail=tr("whole stack") if move.level == 1 else trn(
                "top {n}", "top {n}", lifted),
            name=trn("Lift checker {level} of {square} and the {n} above it",
                     "Lift checker {level} of {square} and the {n} above it", lifted - 1,
                     level=move.level, square=name_of(src)),
            art=mini_stack_svg(stack, move.level),
            move=move,
        ))
    return Question(
        title=tr("Lift from {start} onto {end}:", start=name_of(src), end=name_of(dst)),
        text=tr("Which checker of {start} goes onto {end}? Tap it, or choose level {levels} "
                "(1 is the bottom).", start=name_of(src), end=name_of(dst), levels=levels),
        options=tuple(options),
    )


def why_not(position: Position, clicked: tuple[int, ...]) -> str:
    """Plain words for why a click sequence (a stack, maybe a target) makes no move."""
    if len(clicked) == 1:
        return why_stuck(position, clicked[0])
    src, dst = clicked[0], clicked[-1]
    legal = [m for m in position.legal_moves() if m != PASS and m.src == src]
    level = min((m.level for m in legal), default=1)
    attempt = Move(src, level, dst)
    try:
        position.parse_move(str(attempt))
    except ValueError as error:
        # It starts with the move itself, e.g. "b2-h8 is not legal…".
        return trc("a full sentence", "{text}.", text=error)
    return tr("{move} is legal.", move=attempt)


def why_stuck(position: Position, square: int) -> str:
    """Plain words for why the stack on ``square`` cannot move now."""
    name = name_of(square)
    white = position.turn == WHITE
    if square not in position.dark_squares:
        return tr("Only the dark squares are used in Byte.")
    stack = position.board[square]
    if not stack:
        if white:
            return tr("{square} is empty. Choose a stack that holds a White checker.",
                      square=name)
        return tr("{square} is empty. Choose a stack that holds a Black checker.", square=name)
    touching = any(position.board[n] for n in position.neighbours(square))
    if touching:
        if position.turn not in stack:
            if white:
                return tr("{square} holds no White checker, so White cannot lift from it.",
                          square=name)
            return tr("{square} holds no Black checker, so Black cannot lift from it.",
                      square=name)
        return tr("{square} touches another stack, so it can only merge, and no merge from "
                  "it is legal now: a lifted checker must land higher than it stood, and a "
                  "stack holds at most 8.", square=name)
    if stack[0] != position.turn:
        if stack[0] == WHITE:
            return tr("The bottom checker of {square} is White's, so only White may slide "
                      "this stack.", square=name)
        return tr("The bottom checker of {square} is Black's, so only Black may slide this "
                  "stack.", square=name)
    return tr("{square} cannot slide: no empty neighbouring square brings it closer to its "
              "nearest stack.", square=name)


def announce(before: Position, move: Move, after: Position) -> str:
    """Words for a move just played, for everyone (screen readers and the message line)."""
    side = side_name(before.turn)
    if move == PASS:
        return tr("{side} has no legal move and passes.", side=side)
    for scorer in (WHITE, BLACK):
        if after.won[scorer] > before.won[scorer]:  # one stack of 8 at most a move
            return tr("{side} {move}. The stack on {square} reached 8: {winner} wins it "
                      "({score}).", side=side, move=move, square=name_of(move.dst),
                      winner=side_name(scorer),
                      score=f"{after.won[WHITE]}–{after.won[BLACK]}")
    return tr("{side} {move}.", side=side, move=move)


def sound(before: Position, move: Move, after: Position) -> str:
    """What the move sounds like (``byte.web.sounds``): a stack of 8 taken off the board
    has its own; a forced pass moves nothing, and is silent."""
    if move == PASS:
        return ""
    if any(after.won[side] > before.won[side] for side in (WHITE, BLACK)):
        return "complete"
    return "move"


def focus_after(position: Position, move: Move) -> int | None:
    """Where the keyboard focus goes after ``move`` (the moved stack, or its source)."""
    if move == PASS:
        return None
    return move.dst if position.board[move.dst] else move.src


def animation(before: Position, move: Move, grid: Grid) -> list[dict]:
    """How to show ``move``: the lifted checkers slide (or arc) from the source to their
    new places; a stack that reached 8 rises from its square and fades."""
    if move == PASS:
        return []
    sx, sy = grid.origin(move.src)
    dx, dy = grid.origin(move.dst)
    moving = before.board[move.src][move.level - 1:]
    base_height = len(before.board[move.dst])
    if base_height + len(moving) == MAX_HEIGHT:
        full = before.board[move.dst] + moving
        markup = "".join(checker_markup(None, index + 1, colour, dx,
                                        dy + checker_y(len(full), index + 1))
                         for index, colour in enumerate(full))
        return [{"kind": "ghost", "markup": markup, "class": "ghost-stack", "rise": CELL * 0.6}]
    arc = 0 if base_height == 0 and move.level == 1 else -26
    plan = []
    old_height = len(before.board[move.src])
    new_height = base_height + len(moving)
    for offset in range(len(moving)):
        new_level = base_height + offset + 1
        old_level = move.level + offset
        from_y = (sy + checker_y(old_height, old_level)) - (dy + checker_y(new_height, new_level))
        plan.append({"kind": "slide",
                     "select": f'.ck[data-square="{name_of(move.dst)}"][data-level="{new_level}"]',
                     "from": [sx - dx, from_y], "via": [],
                     "arc": arc - LIFT_RAISE if arc else 0})
    return plan


def dragged(position: Position, square: int, part: int | None) -> list[str]:
    """CSS selectors of what a drag from ``square`` carries (with ``part`` lifted)."""
    name = name_of(square)
    level = part or 1
    height = len(position.board[square])
    selectors = [f'#board .ck[data-square="{name}"][data-level="{lv}"]'
                 for lv in range(level, height + 1)]
    if level == 1:  # the whole stack travels, its height badge with it
        selectors.append(f'#board .stack[data-square="{name}"] .height')
    return selectors
