"""What one action on the page's game did (:class:`Outcome`), and the words its messages
share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from byte.games import BLACK, WHITE
from byte.i18n import tr


def side_name(side: str) -> str:
    """A side's name as a label ("White", "Black") in the page's language."""
    return tr("White") if side == WHITE else tr("Black")


def to_move(side: str) -> str:
    """``'White to move'``: whose turn it is, as a status line."""
    return tr("{side} to move", side=side_name(side))


def wins(side: str) -> str:
    """``'White wins'``."""
    return tr("{side} wins", side=side_name(side))


def wins_on_time(side: str) -> str:
    """``'White wins on time'`` (the other side's flag fell)."""
    return tr("{side} wins on time", side=side_name(side))


def resigned(side: str) -> str:
    """``'White resigned: Black wins'``, one sentence per side (some languages decline
    the side's name differently in each half)."""
    return tr("White resigned: Black wins") if side == WHITE else \
        tr("Black resigned: White wins")


def other(side: str) -> str:
    return BLACK if side == WHITE else WHITE


def plural(count: int, word: str) -> str:
    """``'1 move'``, ``'3 moves'``: English only (texts in the catalogue use ``trn``)."""
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
