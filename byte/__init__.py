"""Byte, Mark Steere's stacking game for a checkers set: rules, records and a computer player.

>>> from byte import Position
>>> Position.start(10).perft(1)
63
"""

from byte.games.byte.rules import (
    BLACK,
    PASS,
    START_CODES,
    WHITE,
    ByteError,
    Move,
    Position,
    parse_square,
    square_name,
)

__all__ = [
    "BLACK",
    "PASS",
    "START_CODES",
    "WHITE",
    "ByteError",
    "Move",
    "Position",
    "parse_square",
    "square_name",
]
