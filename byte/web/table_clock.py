"""The table clock: this device as a two-sided game clock for a game played over a real board
(pure Python; the screen is :mod:`byte.web.table_clock_screen`).

It knows no game and needs no board. The clocks are :class:`byte.clock.Clock` itself, so
the table clock keeps the game clocks' rules: a time control of minutes plus an increment,
the first move free (the clocks start when the first mover taps after it), the increment
after each later move, pause, and the flag that falls when a time runs out. Its two halves
are named by the sides every game of a checkers set has, White and Black: White's half is
at the bottom, Black's at the top (turned to face the player across the table); players
sitting the other way round turn the device.

A tap on a half means "my move is made": that clock stops (and gains the increment) and
the other one runs; a tap on the half that is not running does nothing. Each half counts
its player's moves. Reset first pauses running clocks and asks again, so a stray tap never
wipes a game's times.

>>> t = [0.0]
>>> table = TableClock(TimeControl.parse("3+2"), now=lambda: t[0])
>>> table.tap(WHITE)                  # White's first move is free: Black's clock runs
''
>>> t[0] = 10.0
>>> table.tap(BLACK), table.face(BLACK).time, table.face(WHITE).state
('', '2:52', 'running')
>>> table.moves
{'w': 1, 'b': 1}
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from byte.clock import LOW_TIME, PRESETS, Clock, TimeControl, format_time, tick_delay
from byte.errors import ByteError
from byte.games import BLACK, SIDE_NAMES, WHITE
from byte.i18n import N_, tr, trn
from byte.web.controller import other
from byte.web.game_end import by_side

HALVES = (BLACK, WHITE)
"""The halves from the top of the screen down (side by side: from the left)."""
DEFAULT_CONTROL = "5+0"
CUSTOM = "custom"
CHOICES = (*PRESETS, CUSTOM)
"""The time controls offered: the game clocks' presets, then a custom one."""

READY, RUNNING, WAITING, PAUSED, LOST, WON = "ready", "running", "waiting", "paused", "lost", "won"
"""What a half shows: nothing runs yet, its clock runs, the other one does, paused, out of
time, the other player's time ran out."""

_WORDS = {
    READY: N_("Moving first? Tap after your move"),
    RUNNING: N_("Your move: tap when done"),
    WAITING: N_("The other player's move"),
    PAUSED: N_("Paused"),
    LOST: N_("Out of time: you lose"),
    WON: N_("You win on time"),
}


def low_time_words(side: str) -> str:
    """What is said once when ``side``'s time drops under :data:`byte.clock.LOW_TIME`."""
    seconds = int(LOW_TIME)
    return by_side(side, trn("White has less than {n} second left.",
                             "White has less than {n} seconds left.", seconds),
                   trn("Black has less than {n} second left.",
                       "Black has less than {n} seconds left.", seconds))


@dataclass(frozen=True)
class Face:
    """What one half shows."""

    side: str
    time: str
    """The time left as a clock face (``"4:05"``, tenths under ten seconds)."""
    moves: int
    state: str
    low: bool
    """Under :data:`byte.clock.LOW_TIME` seconds left."""

    @property
    def name(self) -> str:
        return tr(SIDE_NAMES[self.side])

    @property
    def words(self) -> str:
        """What the half says to its player (``"Your move: tap when done"``)."""
        return tr(_WORDS[self.state])

    @property
    def moves_text(self) -> str:
        """``"1 move"``, ``"3 moves"``."""
        return trn("{n} move", "{n} moves", self.moves)


def choose_control(choice: str, minutes: str = "", increment: str = "") -> TimeControl:
    """The time control of the screen's choice: a preset, or ``custom`` with minutes and
    increment seconds as typed; :class:`ByteError` in words otherwise.

    >>> choose_control("10+5").words, choose_control("custom", "0.5", "").text
    ('10 minutes + 5 seconds a move', '0.5+0')
    """
    if choice == CUSTOM:
        return TimeControl.parse(f"{minutes.strip()}+{increment.strip() or '0'}")
    if choice not in PRESETS:
        raise ByteError(tr("{choice} is not one of the clocks offered",
                           choice=repr(choice[:12])))
    return TimeControl.parse(choice)


class TableClock:
    """Two clocks, a move counter per half, and the words the screen says."""

    def __init__(self, control: TimeControl | None = None,
                 now: Callable[[], float] = time.time) -> None:
        self.now = now
        self.control = control or TimeControl.parse(DEFAULT_CONTROL)
        self.pending: TimeControl | None = None
        """A time control chosen while a game was under way: it applies at the next reset."""
        self.reset()  # the clocks, the move counts and what was told

    # --- reading --------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.clock.started

    @property
    def over(self) -> bool:
        """A time ran out (the clocks stay stopped until a reset)."""
        return self.clock.check() is not None

    @property
    def running(self) -> str | None:
        """The side whose clock runs (or would, while paused)."""
        return self.clock.running

    @property
    def can_pause(self) -> bool:
        return self.started and not self.over

    def face(self, side: str) -> Face:
        clock = self.clock
        flag = clock.check()
        left = clock.remaining(side)
        if flag is not None:
            state = LOST if flag == side else WON
        elif not clock.started:
            state = READY
        elif clock.paused:
            state = PAUSED
        else:
            state = RUNNING if clock.running == side else WAITING
        return Face(side, format_time(left), self.moves[side], state, left < LOW_TIME)

    def delay(self) -> float | None:
        """Seconds until the running face next changes; None when nothing ticks."""
        clock = self.clock
        if clock.check() is not None or not clock.ticking:
            return None
        return tick_delay(clock.remaining(clock.running))

    # --- playing --------------------------------------------------------------------------

    def tap(self, side: str) -> str:
        """The player of ``side`` says their move is made. Returns words for the player
        when the tap changes nothing (``""`` when it switched the clocks, or was a tap on
        the waiting half, which clock players make by mistake and expect to be ignored)."""
        if side not in HALVES:
            raise ByteError(tr("{side} is not a half of the clock", side=repr(side)))
        clock = self.clock
        if clock.check() is not None:
            return tr("The time ran out: reset the clocks to play again.")
        if clock.paused:
            return tr("The clocks are paused: resume them to play on.")
        if clock.started and clock.running != side:
            return ""
        clock.switch(side, other(side))
        self.moves[side] += 1
        self.reset_asked = False
        return ""

    def tap_running(self) -> str:
        """The keyboard's Space: the player whose clock runs ends their turn."""
        if self.clock.running is None:
            if self.over:
                return self.tap(WHITE)  # says that the time ran out
            return tr("Tap the half of the player who moved first, or Tab to it and press "
                      "Space.")
        return self.tap(self.clock.running)

    def toggle_pause(self) -> str:
        """Pause running clocks or resume paused ones; what happened, in words."""
        clock = self.clock
        if not self.can_pause:
            return tr("The clocks are not running.")
        self.reset_asked = False
        if clock.paused:
            clock.resume()
            return tr("Clocks running again.")
        clock.pause()
        return tr("Clocks paused.")

    def time_up(self) -> str:
        """Once, when a time has just run out: the words to announce. ``""`` otherwise."""
        if self.clock.check() is None or self._flag_told:
            return ""
        self._flag_told = True
        return tr("Time is up. {result}.", result=self.clock.result_words())

    def low_time(self) -> str:
        """Once per side, when its time drops under ten seconds: the words to announce."""
        side = self.clock.running
        if side is None or side in self._low_told or self.clock.remaining(side) >= LOW_TIME:
            return ""
        self._low_told.add(side)
        return low_time_words(side)

    # --- setting --------------------------------------------------------------------------

    def choose(self, control: TimeControl) -> str:
        """A new time control: at once when no game is under way, else from the next reset."""
        if self.started and not self.over:
            self.pending = control if control != self.control else None
            if self.pending is None:
                return tr("The clocks keep {control}.", control=control.words)
            return tr("{control} from the next reset.", control=control.words)
        return self.reset(control)

    def ask_reset(self) -> str:
        """The Reset button: running clocks are paused first and the player asked to press
        it again; otherwise the clocks start over."""
        if self.clock.ticking and not self.over:
            self.clock.pause()
            self.reset_asked = True
            return tr("Clocks paused. Press Reset again to start over.")
        return self.reset()

    def reset(self, control: TimeControl | None = None) -> str:
        """Both clocks back to the full time (of ``control``, or the one chosen last)."""
        self.control = control or self.pending or self.control
        self.pending = None
        self.reset_asked = False
        self.clock = Clock(self.control, self.now)
        self.moves = {WHITE: 0, BLACK: 0}
        self._flag_told = False
        self._low_told: set[str] = {side for side in HALVES if self.control.seconds < LOW_TIME}
        return tr("Clocks set to {control}.", control=self.control.words)
