"""What one action on the page's game did (:class:`Outcome`), and the words its messages
share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from byte.games import BLACK, WHITE, side_name, to_move
from byte.i18n import tr

__all__ = ["Outcome", "join_sentences", "other", "resigned",  # i18n: not shown
           "side_name", "to_move", "wins", "wins_on_time"]


def join_sentences(*texts: str) -> str:
    """Whole sentences one after the other: a space between them, none after a sentence
    that ends the way Japanese and Chinese end theirs (。), and none for an empty text.

    >>> join_sentences("Replayed.", "", "White to move.")
    'Replayed. White to move.'
    >>> join_sentences("戻しました。", "白の番。")
    '戻しました。白の番。'
    """
    joined = ""
    for text in texts:
        text = text.strip()
        if not text:
            continue
        joined += ("" if not joined or joined.endswith(("。", "！", "？")) else " ") + text
    return joined


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
    ending: str = ""
    """The game-over sentence that ends :attr:`announce` when the action ended the game
    (``""``: none)."""

    @property
    def announce_before_ending(self) -> str:
        """:attr:`announce` without its game-over sentence, for a message beside the
        game-over card, which says the result.

        >>> Outcome(announce="White a5-b4. Game over: White wins.",
        ...         ending="Game over: White wins.").announce_before_ending
        'White a5-b4.'
        >>> Outcome(announce="White a5-b4.").announce_before_ending
        'White a5-b4.'
        """
        if self.ending and self.announce.endswith(self.ending):
            return self.announce.removesuffix(self.ending).rstrip()
        return self.announce

    @property
    def changed_game(self) -> bool:
        return bool(self.played)
