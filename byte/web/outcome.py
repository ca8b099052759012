"""What one action on the page's game did (:class:`Outcome`), and the words its messages
share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from byte.games import BLACK, SIDE_NAMES, WHITE


def side_name(side: str) -> str:
    return SIDE_NAMES[side]


def other(side: str) -> str:
    return BLACK if side == WHITE else WHITE


def plural(count: int, word: str) -> str:
    """``'1 move'``, ``'3 moves'``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


@dataclass
class Outcome:
    """What one action did: moves added to the game, a message, a live announcement."""

    played: list[Any] = field(default_factory=list)
    played_texts: list[str] = field(default_factory=list)
    message: str = ""
    error: bool = False
    announce: str = ""
    refused_move: bool = False
    """A move tried on the board and refused by the rules (a puzzle counts it as a try)."""
    sound: str = ""
    """The sound it makes, by its name in :mod:`byte.web.sounds` (``""``: none)."""

    @property
    def changed_game(self) -> bool:
        return bool(self.played)
