"""Reversi's board editor hooks: black and white discs.

A click with a colour puts a disc of that colour on the square (a second click takes it
off); Empty clears it. The rules' ``from_code`` refuses what no game can reach: in Othello
an empty central square, in the free opening discs outside the centre before it is full.

>>> apply("b", ""), apply("b", "b"), apply("w", "b"), apply("empty", "w")
('b', '', 'w', '')
"""

from __future__ import annotations

from byte.editor import Tool
from byte.errors import ByteError
from byte.games.reversi.rules import BLACK, GEOMETRY, WHITE, Position
from byte.games.reversi.view import disc_markup
from byte.i18n import N_, tr, trc

DISCS = {BLACK: N_("Black: put a black disc on a square (again: take it off)"),
         WHITE: N_("White: put a white disc on a square (again: take it off)")}
"""The discs of the palette and what a click with one does (messages)."""
CODE = {BLACK: "X", WHITE: "O"}


def _art(colour: str) -> str:
    return (f'<svg class="tool-art" viewBox="0 0 100 100" aria-hidden="true">'
            f'{disc_markup(None, colour, 50, 48)}</svg>')


def tools(variant: str, size: int) -> list[Tool]:
    names = {BLACK: trc("editor tool", "Black"), WHITE: trc("editor tool", "White")}
    found = [Tool(colour, names[colour], tr(description), _art(colour))
             for colour, description in DISCS.items()]
    return [*found, Tool("empty", tr("Empty"), tr("Empty: clear the square"))]


def squares(variant: str, size: int) -> tuple[int, ...]:
    return tuple(range(size * size))


def contents(position: Position) -> dict[int, str]:
    return {square: position.disc(square) for square in position.squares
            if position.disc(square)}


def extra(position: Position) -> dict[str, int]:
    return {}


def apply(tool: str, held: str) -> str:
    if tool == "empty":
        return ""
    if tool not in DISCS:
        raise ByteError(tr("there is no tool {name} in Reversi's editor",
                           name=repr(tool[:24])))
    return "" if held == tool else tool


def code(variant: str, size: int, held: dict[int, str], turn: str,
         counts: dict[str, int]) -> str:
    """The board from a1 row by row (``X`` Black, ``O`` White, ``-`` empty), then the side."""
    board = "".join(CODE.get(held.get(square, ""), "-") for square in range(size * size))
    return f"{board} {CODE[turn]}"


def draft(variant: str, size: int, held: dict[int, str], turn: str,
          counts: dict[str, int]) -> Position:
    """A position holding exactly what is set up, legal or not (for drawing it)."""
    black = white = 0
    for square, colour in held.items():
        if colour == BLACK:
            black |= 1 << square
        else:
            white |= 1 << square
    position = Position.__new__(Position)
    position._setup(variant, GEOMETRY[size], black, white, turn)
    return position
