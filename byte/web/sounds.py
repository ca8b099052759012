"""Which sound an action on the page makes (pure: no browser, tested on CPython).

The page plays short sounds synthesised in the browser (``static/sound.js``); this module
only decides which one an action calls for, by name. A move's own kind comes from its
game's view hook ``sound(before, move, after)`` (a capture, a crowning, a flip, a stack
completed...); a game without the hook makes the plain move sound. A move that ends the
game makes the end's sound instead, whatever kind it is.

>>> from byte import games
>>> from byte.games.checkers.rules import start
>>> view = games.view("checkers")
>>> before = start()
>>> move = before.legal_moves()[0]
>>> after = before.copy(); after.push(move)
>>> move_sound(view, before, move, after)
'move'
"""

from __future__ import annotations

from typing import Any

from byte.games.protocol import ViewHooks

MOVE = "move"
CAPTURE = "capture"
CROWN = "crown"
FLIP = "flip"
COMPLETE = "complete"
"""A stack completed and taken off the board (Byte)."""
END = "end"
LOW_TIME = "low-time"
WRONG = "wrong"
"""A move the rules refused."""
SILENT = ""
"""Nothing to hear (a forced pass: nothing moved on the board)."""

KINDS = (MOVE, CAPTURE, CROWN, FLIP, COMPLETE, END, LOW_TIME, WRONG)
"""Every sound the page can play, by the names ``static/sound.js`` knows."""


def move_sound(hooks: ViewHooks, before: Any, move: Any, after: Any) -> str:
    """The sound of ``move`` played from ``before`` (giving ``after``): the end's when it
    ends the game, else the game's own kind (``hooks.sound``, the plain move's where the
    game has no such hook).

    A hook answering something the page cannot play gets the plain move's sound, so a
    game's mistake is never silence.
    """
    if after.is_over():
        return END
    kind = hooks.sound(before, move, after)
    return kind if kind == SILENT or kind in KINDS else MOVE


def low_time_sound(human: bool) -> str:
    """The warning when a clock runs low: only for a person's own clock (the computer's
    running low is no news to act on), as on the big game sites.

    >>> low_time_sound(True), low_time_sound(False)
    ('low-time', '')
    """
    return LOW_TIME if human else SILENT


__all__ = ["CAPTURE", "COMPLETE", "CROWN", "END", "FLIP", "KINDS", "LOW_TIME", "MOVE",
           "SILENT", "WRONG", "low_time_sound", "move_sound"]
