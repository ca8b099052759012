"""What the page's parts share (plain Python): the page's mode, and the small interfaces
each part is handed when it is built.

The page (:class:`byte.web.app.App`) is composed of parts that own their state and get
what they use in their constructors, never by reading each other's attributes:

* :class:`byte.web.controls.Controls` — pointer and keyboard input;
* :class:`byte.web.motion.Motion` — move animations;
* :class:`byte.web.dialogs.NewGameDialog` — the New game dialog;
* :class:`byte.web.puzzle_panel.Puzzles` — puzzles on the board, and their panel;
* :class:`byte.web.computer.Computer` — the computer player's worker: moves, hints,
  evaluations;
* :class:`byte.web.review_panel.Review` — the game review, and its panel.

Each is plain Python (the browser's objects are handed in), so each is tested alone on
CPython with fakes (``tests/test_web_<module>.py``).

>>> mode = PageMode()
>>> mode.current.value
'playing'
>>> mode.start_puzzle(); mode.start_editing(); mode.current.value
'editing'
>>> mode.stop_editing(); mode.current.value  # the puzzle is still on the board under it
'puzzle'
>>> mode.stop_puzzle(); mode.current.value
'playing'
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from byte.games.protocol import ViewHooks
from byte.web.outcome import Outcome


class Mode(enum.Enum):
    """What the page's board is for (only one at a time)."""

    PLAYING = "playing"
    """A game (the usual case; browsing its moves and reviewing it included)."""
    PUZZLE = "puzzle"
    """A puzzle is on the board (:class:`byte.web.puzzle_panel.Puzzles`)."""
    EDITING = "editing"
    """The board editor covers the board (``byte/web/editor.py``): the page's keys are
    the editor's."""


class PageMode:
    """The page's :class:`Mode`, declared in one place: the puzzles part says when a
    puzzle is on the board, the editor when it covers the board (over a game or a
    puzzle, which is there again when the editor closes). The lessons and the welcome
    are dialogs over the page, not modes: an open dialog keeps the page's keys itself
    (:func:`byte.web.controls.key_for_the_page`)."""

    def __init__(self) -> None:
        self._puzzle = False
        self._editing = False

    @property
    def current(self) -> Mode:
        if self._editing:
            return Mode.EDITING
        return Mode.PUZZLE if self._puzzle else Mode.PLAYING

    @property
    def editing(self) -> bool:
        return self._editing

    def start_editing(self) -> None:
        self._editing = True

    def stop_editing(self) -> None:
        self._editing = False

    def start_puzzle(self) -> None:
        self._puzzle = True

    def stop_puzzle(self) -> None:
        self._puzzle = False


class PlayedBoard(Protocol):
    """What a part that plays moves reads of the game on screen: its position, its game's
    view hooks, why the board takes no move now (None when it may); and how a move is
    played."""

    @property
    def position(self) -> Any: ...

    @property
    def hooks(self) -> ViewHooks: ...

    def input_refusal(self) -> str | None: ...

    def play(self, move: Any) -> Outcome: ...


class Say(Protocol):
    """Show a message under the board (``error``: as an alert, read out at once)."""

    def __call__(self, text: str, error: bool = False) -> None: ...


class Apply(Protocol):
    """Render after an action's :class:`Outcome`, animate its move (played from
    ``before``), show its message and start what follows it (the computer's turn...)."""

    def __call__(self, outcome: Outcome | None, before: Any = None) -> None: ...


class FocusBoard(Protocol):
    """Put the keyboard focus on the board's focused square."""

    def __call__(self, scroll: bool = True) -> None: ...


Act = Callable[[Callable[[], Outcome | None]], None]
"""Run a session action, then apply its outcome (animating a move stepped to)."""

Spawn = Callable[[Coroutine[Any, Any, None]], None]
"""Run a coroutine in the background; a failure is reported, never left unseen."""

Later = Callable[[float, Callable[[], None]], None]
"""Run a callback after some milliseconds; a failure is reported, never left unseen."""

Listen = Callable[[Any, str, Callable[[Any], None]], None]
"""Call a handler for an event on a target (an element, or a CSS selector of the page's
fixed markup); a failure is reported, never left to break the page."""


class WorkerFailed(Exception):
    """The computer player's worker could not answer; the message says why, in words."""


class Worker(Protocol):
    """The computer player's worker as the parts use it
    (:class:`byte.web.worker_client.BotWorker` in the page)."""

    closed: bool
    stop_flag: Any

    async def start(self) -> None: ...

    def cancel(self) -> str: ...

    async def think(self, request: dict) -> str: ...

    async def review(self, request: dict) -> str: ...

    def stop_review(self) -> None: ...

    async def deepen(self, request: dict, on_depth: Callable[[str], None]) -> str: ...

    def stop_deepening(self) -> str: ...

    def close(self, reason: str = "") -> None: ...
