"""The board editor's palette for Tic-tac-toe: a white stone, a black stone, empty."""

from __future__ import annotations

from byte.editor import Tool
from tests.tiny_game.rules import Position


def tools(variant: str, size: int) -> list[Tool]:
    return [Tool("w", "White", "White stone"), Tool("b", "Black", "Black stone"),
            Tool("empty", "Empty", "Empty: take a stone off")]


def apply(tool: str, held: str) -> str:
    return "" if tool == "empty" or tool == held else tool


def squares(variant: str, size: int) -> tuple[int, ...]:
    return tuple(range(9))


def contents(position: Position) -> dict[int, str]:
    return {square: held for square, held in enumerate(position.cells) if held != "."}


def extra(position: Position) -> dict[str, int]:
    return {}


def code(variant: str, size: int, held: dict[int, str], turn: str,
         extra: dict[str, int]) -> str:
    return "".join(held.get(square, ".") for square in range(9)) + " " + turn


def draft(variant: str, size: int, held: dict[int, str], turn: str,
          extra: dict[str, int]) -> Position:
    return Position(code(variant, size, held, turn, extra).split()[0], turn)
