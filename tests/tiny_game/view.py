"""How Tic-tac-toe is drawn and clicked: stones on a 3x3 grid, one click a move."""

from __future__ import annotations

from typing import Any

from byte.errors import ByteError
from tests.tiny_game.rules import SIDES, Position
from tests.tiny_game.rules import parse_square as _parse
from tests.tiny_game.rules import square_name as _name

SQUARE_CLASS = "sq-light"


def layout(position: Position) -> dict[int, tuple[int, int]]:
    return {square: (square % 3, square // 3) for square in range(9)}


def squares(position: Position) -> tuple[int, ...]:
    return tuple(range(9))


def square_name(position: Position, square: int) -> str:
    return _name(square)


def parse_square(position: Position, name: str) -> int:
    return _parse(name)


def board_name(position: Position) -> str:
    return "Tic-tac-toe board"


def occupied(position: Position, square: int) -> bool:
    return position.cells[square] != "."


def describe(position: Position, square: int) -> str:
    held = position.cells[square]
    return "empty" if held == "." else f"{SIDES[held].lower()} stone"


def scores(position: Position) -> dict[str, tuple[str, str]]:
    return {side: (str(position.cells.count(side)), "stones") for side in ("w", "b")}


def background(position: Position, grid: Any) -> str:
    return f'<rect class="ttt-board" width="{grid.extent}" height="{grid.extent}"/>'


def coordinates(position: Position, grid: Any, view: Any) -> str:
    return ""


def pieces(position: Position, grid: Any, view: Any) -> str:
    out = []
    for square, held in enumerate(position.cells):
        if held != ".":
            cx, cy = grid.centre(square)
            out.append(f'<circle class="stone stone-{held}" data-square="{_name(square)}" '
                       f'cx="{cx}" cy="{cy}" r="40"/>')
    return "".join(out)


def path(position: Position, move: int) -> tuple[int, ...]:
    return (move,)


def question(position: Position, moves: list[int]) -> Any:
    raise ByteError("a Tic-tac-toe click always names one move")


def why_not(position: Position, clicked: tuple[int, ...]) -> str:
    try:
        position.parse_move(_name(clicked[-1]))
    except ByteError as error:
        return str(error)
    return f"{_name(clicked[-1])} is legal."


def announce(before: Position, move: int, after: Position) -> str:
    words = f"{SIDES[before.turn]} {_name(move)}."
    return f"{words} {after.outcome()}." if after.is_over() else words


def focus_after(position: Position, move: int) -> int | None:
    return move


def animation(before: Position, move: int, grid: Any) -> list[dict]:
    return []
