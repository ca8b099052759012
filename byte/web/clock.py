"""The page's clocks and the pie rule's swap offer (PyScript only).

The rules of the clocks live in :mod:`byte.clock` and the session
(:class:`byte.web.controller.Session`); this module only shows them and ticks them:

* the clock faces change once per second (ten times a second under ten seconds, and then
  only the running one): where Python runs in a worker every DOM call crosses to the main
  thread, so only text that changed is written;
* the clock text is a ``role="timer"`` (not announced as it changes); low time is said
  once per side through the page's announcer, and the end of the game once;
* while a clock runs, the saved game is written every few seconds, so a reload charges the
  time that passed (see :mod:`byte.clock`);
* the New game dialog's clock and pie rule choices are read and filled here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import cached_property, partial
from typing import Any

from byte import games
from byte.clock import LOW_TIME, PRESETS, TimeControl, format_time, tick_delay
from byte.errors import ByteError
from byte.games import SIDE_NAMES, WHITE
from byte.i18n import tr
from byte.web import dom
from byte.web.changes import WritesChanges
from byte.web.controller import COMPUTER, Session
from byte.web.parts import Act, Apply
from byte.web.sounds import low_time_sound
from byte.web.table_clock import low_time_words

SAVE_EVERY = 5.0
"""Seconds between saves of the game while a clock runs."""


class ClockPanel(WritesChanges):
    """The clocks and the swap offer of the game in ``session``, written to the page at
    each render (:meth:`on_render`) and while a clock runs; its buttons are the
    :attr:`actions`. A flag falling is shown through ``apply`` (or ``render_page``, when
    it fell during another action), low time through ``announce`` and ``play_sound``
    (sent at once with ``flush``); ``save`` keeps the game every few seconds while a
    clock runs; ``recover`` reports a failure."""

    def __init__(self, session: Session, *, embed: bool, act: Act, apply: Apply,
                 render_page: Callable[[], None], announce: Callable[[str], None],
                 play_sound: Callable[[str], None], flush: Callable[[], None],
                 recover: Callable[[Exception], None],
                 save: Callable[[], None] | None = None) -> None:
        self.session = session
        self.embed = embed
        self.act = act
        self.apply = apply
        self.render_page = render_page
        self.announce = announce
        self.play_sound = play_sound
        self.flush = flush
        self.recover = recover
        self.save = save
        # What the page's markup already shows (both hidden): a game without clocks or
        # swap offer writes nothing, and makes no element proxy, at its first render.
        self.written: dict[str, Any] = {"shown": False, "offer": False}
        self.low_told: set[str] = set()
        self._clock_seen: Any = None
        self._timer: Any = None
        self._saved_at = 0.0
        self.actions: dict[str, Callable[[], None]] = {
            "swap": self.swap, "clock-pause": self.toggle_pause}

    # --- the elements: the page's fixed markup, looked up when first shown (each costs a
    # round trip where Python runs in a worker), then kept

    @cached_property
    def box(self) -> Any:
        return dom.by_id("clocks")

    @cached_property
    def faces(self) -> dict[str, Any]:
        return {side: dom.by_id(f"clock-{side}") for side in SIDE_NAMES}

    @cached_property
    def times(self) -> dict[str, Any]:
        return {side: dom.by_id(f"clock-{side}-time") for side in SIDE_NAMES}

    @cached_property
    def names(self) -> dict[str, Any]:
        return {side: dom.one(f"#clock-{side} .clock-side") for side in SIDE_NAMES}

    @cached_property
    def pause_button(self) -> Any:
        return dom.by_id("clock-pause")

    @cached_property
    def offer(self) -> Any:
        return dom.by_id("swap-offer")

    @cached_property
    def offer_text(self) -> Any:
        return dom.by_id("swap-text")

    # --- rendering ------------------------------------------------------------------------

    def on_render(self, session: Session) -> None:
        self.render()
        self.schedule()

    def render(self) -> None:
        session = self.session
        clock = session.clock
        if clock is not self._clock_seen:
            self._clock_seen = clock
            self.low_told = {side for side in SIDE_NAMES
                             if clock is not None and clock.remaining(side) < LOW_TIME}
        shown = clock is not None and not self.embed
        self._write("shown", shown, lambda value: setattr(self.box, "hidden", not value))
        self.render_offer(session)
        if not shown or clock is None:
            return
        computer = session.settings.opponent == COMPUTER
        human = session.human_side(len(session.game.moves))
        for side in SIDE_NAMES:
            timed = side in clock.timed
            name = tr(SIDE_NAMES[side])
            if computer:
                name = (tr("{side} (you)", side=name) if side == human
                        else tr("{side} (computer)", side=name))
            self._text(f"name-{side}", self.names[side], name)
            self._text(f"time-{side}", self.times[side], self.face_text(side))
            classes = ["clock"]
            if timed and clock.running == side and clock.ticking:
                classes.append("running")
            if timed and clock.remaining(side) < LOW_TIME:
                classes.append("low")
            if clock.flag == side:
                classes.append("flagged")
            if not timed:
                classes.append("untimed")
            self._write(f"class-{side}", " ".join(classes),
                        partial(setattr, self.faces[side], "className"))
        self._write("paused", clock.paused,
                    lambda value: self.box.classList.toggle("paused", value))
        self._text("pause-label", self.pause_button,
                   tr("Resume") if clock.paused else tr("Pause"))
        self._write("pause-pressed", clock.paused, lambda value: self.pause_button.setAttribute(
            "aria-pressed", "true" if value else "false"))
        usable = clock.started and not clock.stopped
        self._write("pause-disabled", not usable,
                    lambda value: setattr(self.pause_button, "disabled", value))

    def face_text(self, side: str) -> str:
        clock = self.session.clock
        if clock is None or side not in clock.timed:
            return tr("no clock")
        return format_time(clock.remaining(side))

    def render_offer(self, session: Session) -> None:
        offered = bool(session.swap_offered) and not self.embed
        self._write("offer", offered, lambda value: setattr(self.offer, "hidden", not value))
        if not offered:
            return
        white_first = session.game.start.turn == WHITE
        if session.settings.opponent == COMPUTER:
            text = tr("Pie rule: you may take White's first move as your own instead of "
                      "replying. You then play White, and the computer plays Black and moves "
                      "next.") if white_first else tr(
                "Pie rule: you may take Black's first move as your own instead of replying. "
                "You then play Black, and the computer plays White and moves next.")
        else:
            text = tr("Pie rule: Black may take White's first move instead of replying. The "
                      "player who moved second then plays White; the other player plays Black "
                      "and moves next.") if white_first else tr(
                "Pie rule: White may take Black's first move instead of replying. The player "
                "who moved second then plays Black; the other player plays White and moves "
                "next.")
        self._text("offer-text", self.offer_text, text)

    # --- ticking --------------------------------------------------------------------------

    def schedule(self) -> None:
        """Keep :meth:`run` going while a clock ticks (one loop at a time).

        An asyncio task rather than ``setTimeout``: where Python runs in a worker, a
        timer calling back into Python from the main thread could wait on the worker
        while the worker waits on the main thread for its DOM calls."""
        clock = self.session.clock
        if self._timer is None and clock is not None and clock.ticking:
            self._timer = asyncio.ensure_future(self.run())

    async def run(self) -> None:
        try:
            while True:
                clock = self.session.clock
                if clock is None or not clock.ticking or clock.running is None:
                    return
                await asyncio.sleep(tick_delay(clock.remaining(clock.running)))
                if not self.tick():
                    return
        finally:
            self._timer = None

    def tick(self) -> bool:
        """Update the running clock's face; False when there is nothing left to tick."""
        try:
            session = self.session
            clock = session.clock
            if clock is None:
                return False
            outcome = session.check_clock()
            if outcome is not None:
                self.apply(outcome)  # renders (the clocks too) and says it once
                return False
            if not clock.ticking:
                if clock.flag is not None:
                    self.render_page()  # the flag fell during another action: show the end
                return False
            side = clock.running
            if side is None:
                return False
            self._text(f"time-{side}", self.times[side], self.face_text(side))
            if clock.remaining(side) < LOW_TIME:
                running_low = "clock running low"  # i18n: not shown (CSS classes)
                self._write(f"class-{side}", running_low,
                            lambda value: setattr(self.faces[side], "className", value))
                if side not in self.low_told:
                    self.low_told.add(side)
                    self.announce(low_time_words(side))
                    self.play_sound(low_time_sound(session.is_human(side)))
                    self.flush()
            moment = clock.now()
            if self.save is not None and moment - self._saved_at >= SAVE_EVERY:
                self._saved_at = moment
                self.save()
        except Exception as error:
            self.recover(error)
            return False
        return True

    # --- actions --------------------------------------------------------------------------

    def swap(self) -> None:
        self.act(self.session.swap)

    def toggle_pause(self) -> None:
        session = self.session
        if session.clock is None:
            return
        self.act(session.resume if session.clock.paused else session.pause)


# --- the New game dialog's choices ---------------------------------------------------------


def fill_choices(form: Any, settings: Any) -> None:
    """Show the session's last clock and pie rule choices in the New game dialog."""
    control = settings.clock or ""
    value = control if control in PRESETS or not control else "custom"
    choice = form.querySelector(f'input[name="clock"][value="{value}"]')
    if choice:
        choice.checked = True
    if value == "custom":
        time_control = TimeControl.parse(control)
        form.querySelector("#clock-minutes").value = f"{time_control.minutes:g}"
        form.querySelector("#clock-increment").value = str(time_control.increment)
    form.querySelector("#pie-choice").checked = bool(settings.pie)
    show_custom(form)


def show_custom(form: Any) -> None:
    """The custom minutes and seconds are asked for only when Custom is chosen (the
    style sheet shows them then; this makes them count for the form's checks)."""
    chosen = form.querySelector('input[name="clock"]:checked')
    custom = bool(chosen) and str(chosen.value) == "custom"
    for field in form.querySelectorAll("#clock-custom input"):  # i18n: not shown
        field.disabled = not custom
        field.required = custom


def read_choices(form: Any, game: str) -> tuple[str, bool]:
    """The time control (``""``: none) and the pie rule chosen; :class:`ByteError` says
    in words what is wrong with a custom time control."""
    chosen = form.querySelector('input[name="clock"]:checked')
    value = str(chosen.value) if chosen else ""
    if value == "custom":
        minutes = str(form.querySelector("#clock-minutes").value).strip()
        increment = str(form.querySelector("#clock-increment").value).strip() or "0"
        value = TimeControl.parse(f"{minutes}+{increment}").text
    elif value and value not in PRESETS:
        raise ByteError(tr("{choice} is not one of the clocks offered",
                           choice=repr(value[:12])))
    pie_box = form.querySelector("#pie-choice")
    pie = bool(pie_box and pie_box.checked) and games.find(game).pie
    return value, pie
