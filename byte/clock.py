"""Game clocks for every game of the site: a time control, a clock per side, increments,
pause, and the flag that falls when a side's time runs out.

Pure Python with an injectable time source (``now``: seconds, the page's wall clock by
default; tests pass a fake one), so every rule here is tested on CPython.

* A time control is minutes for the whole game plus an increment in seconds added after
  each of the side's moves (``"3+2"``: three minutes, two seconds a move).
* The clocks start with the first move: thinking about the first move costs nothing, then
  the side to move's clock runs.
* Against the computer only the person's side is timed (:attr:`Clock.timed`): the
  computer's thinking time comes from its level and never counts against the person.
* A side whose time runs out loses, whatever the board shows (:attr:`Clock.flag`).
* The pie rule's swap exchanges the two clocks with the sides (:meth:`Clock.exchange`), so
  each player keeps their own time.

>>> t = [0.0]
>>> clock = Clock(TimeControl.parse("3+2"), now=lambda: t[0])
>>> clock.switch("w", "b")          # White's first move: the clocks start, Black's runs
>>> t[0] = 10.0
>>> clock.remaining("b"), clock.running
(170.0, 'b')
>>> clock.switch("b", "w")          # Black moved: +2 s
>>> clock.remaining("b")
172.0
>>> t[0] = 300.0
>>> clock.check(), clock.remaining("w")
('w', 0.0)
>>> clock.result_words()
'White ran out of time: Black wins'

**Saving and reloading.** :meth:`Clock.to_dict` records the time left as of ``now()`` and
when that was; the page saves it after every move and every few seconds while a clock
runs. :meth:`Clock.from_dict` charges the time that passed since to the side whose clock
was running, so a reload gives no free time, up to :data:`AWAY_GRACE` seconds: a page
closed for longer comes back with that much charged and the clocks paused, so a closed tab
never loses a game on time unseen (the player resumes it).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from byte.errors import ByteError, is_number, quote
from byte.i18n import N_, tr, trc, trn

WHITE = "w"
BLACK = "b"
SIDES = (WHITE, BLACK)
_NAMES = {WHITE: N_("White"), BLACK: N_("Black")}
"""The sides' names: catalogue messages, shown with ``tr(name)``."""

PRESETS = ("3+2", "5+0", "10+5", "15+10")
"""The time controls offered first in the New game dialog."""
MIN_MINUTES = 0.1
MAX_MINUTES = 180.0
MAX_INCREMENT = 60
AWAY_GRACE = 60.0
"""Seconds of a closed page that are charged to the running clock when it comes back."""
LATEST_MOMENT = 1e13
"""Saved clocks say when they were saved, in seconds since 1970; a later moment (the
year 318,857) is damage, and a number too large for a float would break the reading."""
LOW_TIME = 10.0
"""Under this many seconds the clock shows tenths and says once that time is low."""


@dataclass(frozen=True)
class TimeControl:
    """Minutes for the game plus an increment in seconds after each move.

    >>> TimeControl.parse("10+5")
    TimeControl(minutes=10.0, increment=5)
    >>> TimeControl.parse("0.5+0").text, TimeControl(15, 10).words
    ('0.5+0', '15 minutes + 10 seconds a move')
    """

    minutes: float
    increment: int = 0

    def __post_init__(self) -> None:
        minutes, increment = self.minutes, self.increment
        if isinstance(minutes, bool) or not isinstance(minutes, int | float) or \
                not MIN_MINUTES <= minutes <= MAX_MINUTES:
            raise ByteError(tr("a clock's minutes must be {low} to {high}, not {value}",
                               low=f"{MIN_MINUTES:g}", high=f"{MAX_MINUTES:g}",
                               value=repr(minutes)[:60]))
        if isinstance(increment, bool) or not isinstance(increment, int) or \
                not 0 <= increment <= MAX_INCREMENT:
            raise ByteError(tr("a clock's increment must be 0 to {high} whole seconds, not "
                               "{value}", high=MAX_INCREMENT, value=repr(increment)[:60]))
        object.__setattr__(self, "minutes", float(minutes))

    @property
    def seconds(self) -> float:
        return self.minutes * 60

    @property
    def text(self) -> str:
        """``"3+2"``: minutes, ``+``, increment seconds (the saved and shown form)."""
        return f"{self.minutes:g}+{self.increment}"

    @property
    def words(self) -> str:
        """The control for people: ``"3 minutes + 2 seconds a move"``."""
        shown = f"{self.minutes:g}"
        if self.minutes.is_integer():
            minutes = trn("{minutes} minute", "{minutes} minutes", int(self.minutes),
                          minutes=shown)
        else:
            minutes = trc("a fraction of a minute", "{minutes} minutes", minutes=shown)
        if not self.increment:
            return minutes
        return trn("{minutes} + {n} second a move", "{minutes} + {n} seconds a move",
                   self.increment, minutes=minutes)

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """Read ``"M+S"`` (minutes, increment seconds); :class:`ByteError` in words."""
        if not isinstance(text, str):
            raise ByteError(tr("a time control must be text like 5+3"))
        minutes_text, plus, increment_text = text.strip().partition("+")
        whole, point, part = minutes_text.strip().partition(".")
        increment_text = increment_text.strip()
        # ASCII digits only: float() and int() also take '٣', '1_0', 'nan' and '1e9'.
        if not is_number(whole, 3) or (point and not is_number(part, 3)) or \
                (plus and not is_number(increment_text, 3)):
            raise ByteError(tr("{text} is not a time control: write minutes+seconds, like 5+3",
                               text=quote(text)))
        return cls(float(minutes_text), int(increment_text) if plus else 0)


def format_time(seconds: float) -> str:
    """A clock face: ``"4:05"``, ``"1:02:03"``; tenths under :data:`LOW_TIME` (``"0:09.4"``).

    >>> format_time(245), format_time(3723), format_time(9.46), format_time(-1)
    ('4:05', '1:02:03', '0:09.4', '0:00.0')
    """
    seconds = max(0.0, seconds)
    if seconds < LOW_TIME:
        tenths = int(seconds * 10)  # never round up: 0.05 s left is not 0.1
        return f"0:{tenths // 10:02d}.{tenths % 10}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def spoken_time(seconds: float) -> str:
    """The time left for screen readers: ``"2 minutes 5 seconds"``.

    >>> spoken_time(125), spoken_time(60), spoken_time(7.3)
    ('2 minutes 5 seconds', '1 minute', '7 seconds')
    """
    whole = max(0, int(seconds))
    minutes, secs = divmod(whole, 60)
    parts = []
    if minutes:
        parts.append(f"{minutes} minute{'' if minutes == 1 else 's'}")
    if secs or not minutes:
        parts.append(f"{secs} second{'' if secs == 1 else 's'}")
    return " ".join(parts)


def tick_delay(left: float) -> float:
    """Seconds to wait before a running clock's face next changes: just after its next whole
    second, or a tenth under :data:`LOW_TIME` (where the face shows tenths).

    >>> tick_delay(65.3), tick_delay(4.0), tick_delay(0.03)
    (0.32, 0.1, 0.04)
    """
    delay = min(0.1, left + 0.01) if left < LOW_TIME else left - int(left) + 0.02
    return round(max(0.02, delay), 6)


class Clock:
    """The two clocks of a game. ``timed`` lists the sides that play against time (both
    for two players, only the person's against the computer)."""

    def __init__(self, control: TimeControl, now: Callable[[], float] = time.time,
                 timed: tuple[str, ...] = SIDES) -> None:
        self.control = control
        self.now = now
        self.timed = tuple(side for side in SIDES if side in timed)
        self._left = {side: control.seconds for side in SIDES}
        self.running: str | None = None
        """The side whose clock runs (or would, when paused); None before the first move,
        while an untimed side moves, and once the game is over."""
        self.started = False
        self.paused = False
        self.flag: str | None = None
        """The side whose time ran out (it lost), once that happened."""
        self.exchanged = False
        """True after the pie rule's swap exchanged the clocks."""
        self.stopped = False
        self._since = 0.0

    # --- reading --------------------------------------------------------------------------

    def remaining(self, side: str) -> float:
        """Seconds left for ``side`` now (never below 0)."""
        left = self._left[side]
        if side == self.running and self._ticking:
            left -= self.now() - self._since
        return max(0.0, left)

    @property
    def _ticking(self) -> bool:
        return self.running is not None and not self.paused and not self.stopped

    @property
    def ticking(self) -> bool:
        """True while a clock is counting down."""
        return self._ticking

    def check(self) -> str | None:
        """The side whose time has run out (its flag falls now), else None."""
        if self.flag is None and self._ticking and self.remaining(self.running) <= 0:
            self.flag = self.running
            self._left[self.running] = 0.0
            self.stopped = True
        return self.flag

    def result_words(self) -> str:
        """``"White ran out of time: Black wins"`` once a flag fell, else ``""``."""
        if self.flag is None:
            return ""
        winner = BLACK if self.flag == WHITE else WHITE
        return tr("{side} ran out of time: {winner} wins", side=tr(_NAMES[self.flag]),
                  winner=tr(_NAMES[winner]))

    # --- changing ---------------------------------------------------------------------------

    def _charge(self) -> None:
        """Take the time since the running clock last started off it."""
        if self._ticking:
            moment = self.now()
            self._left[self.running] -= moment - self._since
            self._since = moment

    def switch(self, mover: str, to_move: str | None) -> None:
        """``mover`` finished a move (its clock stops and gains the increment); the clock
        of ``to_move`` runs when that side is timed (None: nobody is to move)."""
        if self.check() or self.stopped:
            return
        self._charge()
        if self.started and mover in self.timed and self.running == mover:
            self._left[mover] += self.control.increment
        self.started = True
        self._run(to_move)

    def _run(self, side: str | None) -> None:
        self.running = side if side in self.timed else None
        self._since = self.now()

    def exchange(self) -> None:
        """The pie rule's swap: the players change sides and take their clocks along."""
        self._charge()
        self._left = {WHITE: self._left[BLACK], BLACK: self._left[WHITE]}
        self.timed = tuple(side for side in SIDES
                           if (BLACK if side == WHITE else WHITE) in self.timed)
        self.exchanged = not self.exchanged
        if self.running is not None and self.running not in self.timed:
            self.running = None

    def pause(self) -> bool:
        """Stop the clocks for now; True when they were running."""
        if self.paused or self.stopped:
            return False
        self._charge()
        self.paused = True
        return True

    def resume(self) -> bool:
        """Start the clocks again after :meth:`pause`; True when they were paused."""
        if not self.paused or self.stopped:
            return False
        self.paused = False
        self._since = self.now()
        return True

    def stop(self) -> None:
        """The game ended on the board: the clocks freeze as they are."""
        self._charge()
        self.stopped = True

    # --- saving -----------------------------------------------------------------------------

    def to_dict(self) -> dict:
        """The clocks as JSON-ready data, as of now."""
        return {
            "control": self.control.text,
            "timed": "".join(self.timed),
            "left": {side: round(self.remaining(side), 2) for side in SIDES},
            "running": self.running,
            "started": self.started,
            "paused": self.paused,
            "stopped": self.stopped,
            "flag": self.flag,
            "exchanged": self.exchanged,
            "at": round(self.now(), 3),
        }

    @classmethod
    def from_dict(cls, data: object, now: Callable[[], float] = time.time
                  ) -> tuple[Clock, str]:
        """Rebuild clocks saved by :meth:`to_dict`, charging the time the page was away
        (see the module's notes). Returns the clock and a sentence for the player when
        something happened meanwhile (``""`` otherwise); :class:`ByteError` for bad data.

        >>> t = [100.0]
        >>> clock = Clock(TimeControl(1), now=lambda: t[0]); clock.switch("w", "b")
        >>> data = clock.to_dict(); t[0] = 104.0          # a reload that took 4 s
        >>> back, note = Clock.from_dict(data, now=lambda: t[0])
        >>> back.remaining("b"), back.ticking, note
        (56.0, True, '')
        """
        if not isinstance(data, dict):
            raise ByteError(tr("the saved clocks are damaged"))
        clock = cls(TimeControl.parse(str(data.get("control", ""))[:40]), now)
        timed = data.get("timed", "wb")
        left = data.get("left")
        if not isinstance(timed, str) or set(timed) - set(SIDES) or not isinstance(left, dict):
            raise ByteError(tr("the saved clocks are damaged"))
        clock.timed = tuple(side for side in SIDES if side in timed)
        for side in SIDES:
            value = left.get(side)
            if isinstance(value, bool) or not isinstance(value, int | float) or \
                    not 0 <= value <= MAX_MINUTES * 60 * 10:
                raise ByteError(tr("the saved clocks are damaged: a time left is not a number"))
            clock._left[side] = float(value)
        running = data.get("running")
        flag = data.get("flag")
        if running not in (None, *SIDES) or flag not in (None, *SIDES):
            raise ByteError(tr("the saved clocks are damaged"))
        flags = {name: data.get(name) is True
                 for name in ("started", "paused", "stopped", "exchanged")}
        clock.running = running if running in clock.timed else None
        clock.started, clock.paused = flags["started"], flags["paused"]
        clock.stopped, clock.exchanged = flags["stopped"] or flag is not None, flags["exchanged"]
        if flag is not None and flag not in clock.timed:
            raise ByteError(tr("the saved clocks are impossible: {side} lost on time but plays "
                               "without a clock", side=tr(_NAMES[flag])))
        if flag is not None and clock._left[flag] > 0:
            raise ByteError(tr("the saved clocks are impossible: {side} lost on time with time "
                               "left", side=tr(_NAMES[flag])))
        clock.flag = flag
        at = data.get("at")
        if at is not None and (isinstance(at, bool) or not isinstance(at, int | float)
                               or not 0 <= at <= LATEST_MOMENT):
            raise ByteError(tr("the saved clocks are damaged: the time they were saved is not "
                               "a moment"))
        moment = now()
        note = ""
        clock._since = moment
        if clock._ticking and at is not None:
            away = max(0.0, moment - float(at))
            side = clock.running
            clock._left[side] -= min(away, AWAY_GRACE)
            if clock._left[side] <= 0:
                clock._left[side] = 0.0
                clock.check()
                note = tr("White's time ran out while the page was closed.") if side == WHITE \
                    else tr("Black's time ran out while the page was closed.")
            elif away > AWAY_GRACE:
                clock.paused = True
                note = tr("The clocks were paused while the page was closed; {side} was charged "
                          "{seconds} seconds. Resume them to play on.", side=tr(_NAMES[side]),
                          seconds=f"{AWAY_GRACE:g}")
        return clock, note
