"""Byte's board editor hooks: whole stacks, any colours in any order, and the stacks won.

A click with White or Black puts a checker of that colour on top of the square's stack
(at most 7: a stack of 8 leaves the board); Take off removes the top checker; Empty clears
the square. The stacks each side has won are counters beside the board, so a position
whose checkers on the board and in won stacks do not add up is refused (by the rules'
``from_code``).

>>> apply("b", apply("w", ""))
'wb'
>>> apply("take", "wb"), apply("empty", "wbw")
('w', '')
"""

from __future__ import annotations

from byte.editor import Counter, Tool
from byte.errors import ByteError
from byte.games.byte.rules import BLACK, GEOMETRY, MAX_HEIGHT, WHITE, Position
from byte.games.byte.view import mini_stack_svg
from byte.i18n import tr, trc


def tools(variant: str, size: int) -> list[Tool]:
    return [
        Tool("w", trc("editor tool", "White"),
             tr("White: put a white checker on top of the stack"), mini_stack_svg("w")),
        Tool("b", trc("editor tool", "Black"),
             tr("Black: put a black checker on top of the stack"), mini_stack_svg("b")),
        Tool("take", tr("Take off"), tr("Take off: remove the top checker of the stack")),
        Tool("empty", tr("Empty"), tr("Empty: clear the square")),
    ]


def counters(variant: str, size: int) -> list[Counter]:
    target = GEOMETRY[size].target
    return [Counter("won_w", tr("Stacks won by White"), target),
            Counter("won_b", tr("Stacks won by Black"), target)]


def squares(variant: str, size: int) -> tuple[int, ...]:
    return tuple(GEOMETRY[size].dark)


def contents(position: Position) -> dict[int, str]:
    return {square: position.board[square] for square in GEOMETRY[position.size].dark
            if position.board[square]}


def extra(position: Position) -> dict[str, int]:
    return {"won_w": position.won[WHITE], "won_b": position.won[BLACK]}


def apply(tool: str, held: str) -> str:
    """What a square holds after a click with ``tool`` (bottom to top in ``w``/``b``)."""
    if tool in (WHITE, BLACK):
        if len(held) >= MAX_HEIGHT - 1:
            raise ByteError(tr("a stack on the board holds at most {most} checkers (a stack "
                               "of {height} leaves the board)", most=MAX_HEIGHT - 1,
                               height=MAX_HEIGHT))
        return held + tool
    if tool == "take":
        return held[:-1]
    if tool == "empty":
        return ""
    raise ByteError(tr("there is no tool {name} in Byte's editor", name=repr(tool[:24])))


def code(variant: str, size: int, held: dict[int, str], turn: str,
         counts: dict[str, int]) -> str:
    """The position code (ranks from the top, each listing its dark squares from file a)."""
    ranks = []
    for index in range(size):
        rank = size - 1 - index
        cells = [held.get(rank * 16 + file, "") or "." for file in range(size)
                 if (rank + file) % 2 == 0]
        ranks.append(",".join(cells))
    return f"{'/'.join(ranks)} {turn} {counts.get('won_w', 0)}-{counts.get('won_b', 0)}"


def draft(variant: str, size: int, held: dict[int, str], turn: str,
          counts: dict[str, int]) -> Position:
    """A position holding exactly what is set up, legal or not (for drawing it)."""
    position = Position(size)
    position.board = [""] * (16 * size)
    for square, stack in held.items():
        position.board[square] = stack
    position.turn = turn
    position.won = {WHITE: counts.get("won_w", 0), BLACK: counts.get("won_b", 0)}
    position.key = position._compute_key()
    return position
