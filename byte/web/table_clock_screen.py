"""The table clock's screen (PyScript only): the device as a clock for a game over a real board.

The rules live in :mod:`byte.web.table_clock` (tested on CPython); this module shows them:

* a full-screen modal ``<dialog>`` with two big halves, Black's at the top turned to face
  the player across the table, and a bar between them: Pause, Reset, the time control
  (the game clocks' presets or a custom one) and Back to the game (where the screen is
  wider than tall, the style sheet puts the halves side by side, upright, the bar under
  them);
* each half is one button: a tap (or Space, Enter) ends that player's turn; the keyboard
  focus then moves to the half whose clock runs, so pressing Space again and again plays
  on;
* the faces are written once a second (tenths under ten seconds), only the text that
  changed; the time-out is said through the dialog's own alert (what lies outside an open
  modal dialog is hidden from screen readers), low time once per side through its status;
* while a clock runs the screen asks the browser to keep the display awake, where it can;
* leaving (Back to the game, Escape) pauses a running clock and gives the page back as it
  was: the game on the page is never touched.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from functools import cached_property
from html import escape
from typing import Any

from pyscript import document, window

from byte.clock import TimeControl
from byte.errors import ByteError
from byte.i18n import N_, tr
from byte.web import dom
from byte.web.changes import WritesChanges
from byte.web.controller import Session
from byte.web.dom import by_id
from byte.web.parts import FocusBoard
from byte.web.table_clock import (
    CHOICES,
    CUSTOM,
    DEFAULT_CONTROL,
    HALVES,
    TableClock,
    choose_control,
)

CHOICE_WORDS = {CUSTOM: N_("Custom")}


def markup(chosen: str) -> str:
    """The dialog's content: the two halves and the bar between them."""
    def half(side: str) -> str:
        return (f'<button type="button" class="tc-half" id="tc-{side}" data-side="{side}">'
                f'<span class="tc-name"></span> <span class="tc-time"></span> '
                f'<span class="tc-words"></span> <span class="tc-moves"></span></button>')

    # Each text translated and escaped before it goes into the markup (outside f-strings,
    # where the catalogue's extraction finds them).
    title, controls, pause, reset = (escape(tr("Table clock")), escape(tr("Clock controls")),
                                     escape(tr("Pause")), escape(tr("Reset")))
    back, time, minutes, seconds = (escape(tr("Back to the game")), escape(tr("Time")),
                                    escape(tr("Minutes")), escape(tr("+ seconds")))
    options = "".join(
        f'<option value="{escape(value)}"{" selected" if value == chosen else ""}>'
        f"{escape(tr(CHOICE_WORDS[value]) if value in CHOICE_WORDS else value)}</option>"
        for value in CHOICES)
    top, bottom = HALVES
    return (
        f'<h2 id="tc-title" class="sr-only">{title}</h2>'
        + half(top)
        + f'<div class="tc-bar" role="group" aria-label="{controls}">'
        '<div class="tc-buttons">'
        f'<button type="button" class="btn" id="tc-pause" aria-pressed="false">{pause}</button>'
        f'<button type="button" class="btn" id="tc-reset">{reset}</button>'
        f'<button type="button" class="btn primary" id="tc-close">{back}</button>'
        "</div>"
        '<div class="tc-control">'
        f'<label>{time} <select id="tc-choice">{options}</select></label>'
        '<span class="tc-custom" id="tc-custom" hidden>'
        f'<label>{minutes} <input type="number" id="tc-minutes" min="0.1" max="180" '
        'step="any" value="5" inputmode="decimal"></label>'
        f'<label>{seconds} <input type="number" id="tc-increment" min="0" max="60" step="1" '
        'value="3" inputmode="numeric"></label></span>'
        "</div>"
        '<p class="tc-status" id="tc-status" role="status" aria-live="polite"></p>'
        '<p class="tc-alert" id="tc-alert" role="alert"></p>'
        "</div>"
        + half(bottom))


class TableClockScreen(WritesChanges):
    """The table clock over the page: it reads the game's time control from ``session``
    (the first time it opens) and gives the keyboard focus back with ``focus_board``."""

    def __init__(self, session: Session, *, focus_board: FocusBoard) -> None:
        self.session = session
        self.focus_board = focus_board
        self.model: TableClock | None = None
        self.written: dict[str, Any] = {}
        self._timer: Any = None
        self._wake: Any = None
        self._opener: Any = None
        self.alert_text = ""
        self.listen(document, "click", self.on_page_click)

    @property
    def clocks(self) -> TableClock:
        """The clocks on screen (made when the dialog first opens, before any of its
        events)."""
        if self.model is None:
            raise RuntimeError("the table clock has not been opened")
        return self.model

    @cached_property
    def dialog(self) -> Any:
        """The table clock's dialog, built when first opened (not at start, where Python
        in a worker would pay for it while the page boots)."""
        by_id("app").insertAdjacentHTML(
            "beforeend", '<dialog id="table-clock" class="table-clock" '
            f'aria-labelledby="tc-title">{markup(DEFAULT_CONTROL)}</dialog>')
        for event, handler in (("click", self.on_click), ("change", self.on_change),
                               ("keydown", self.on_key), ("close", self.on_close)):
            self.listen("#table-clock", event, handler)
        return by_id("table-clock")

    def listen(self, target: Any, event: str, handler: Callable) -> None:
        dom.listen(target, event, handler)

    # The dialog's elements, looked up when first shown (each costs a round trip where
    # Python runs in a worker), then kept: the dialog is built once.
    @cached_property
    def halves(self) -> dict[str, Any]:
        return {side: by_id(f"tc-{side}") for side in HALVES}

    @cached_property
    def parts(self) -> dict[str, dict[str, Any]]:
        return {side: {part: dom.one(f"#tc-{side} .tc-{part}")
                       for part in ("name", "time", "words", "moves")} for side in HALVES}

    # --- opening and leaving --------------------------------------------------------------

    def on_page_click(self, event: Any) -> None:
        target = event.target
        if target and hasattr(target, "closest") and target.closest("[data-table-clock]"):
            self.open()

    def open(self) -> None:
        """Show the table clock over the page (the game stays as it is underneath)."""
        if self.dialog.open:
            return
        opener = document.activeElement
        new_game = by_id("new-game-dialog")
        if new_game and new_game.open:
            new_game.returnValue = ""  # no new game: the table clock instead
            new_game.close()
            opener = None
        self._opener = opener
        if self.model is None:
            control = self.session.settings.clock or DEFAULT_CONTROL
            self.model = TableClock(TimeControl.parse(control))
            self.show_choice(control)
        self.dialog.showModal()
        self.render()
        self.focus_half()
        if not self.clocks.started:
            self.status(self.clocks.reset())

    def show_choice(self, control: str) -> None:
        """Show ``control`` in the time control fields (a custom one in minutes + seconds)."""
        choice = control if control in CHOICES else CUSTOM
        by_id("tc-choice").value = choice
        if choice == CUSTOM:
            minutes, _, increment = control.partition("+")
            by_id("tc-minutes").value = minutes
            by_id("tc-increment").value = increment or "0"
        by_id("tc-custom").hidden = choice != CUSTOM

    def on_close(self, _event: Any) -> None:
        model = self.clocks
        if model is not None and model.clock.ticking and not model.over:
            model.clock.pause()
            self.status(tr("Clocks paused while you were away: resume them to play on."))
        self.release_wake()
        opener = self._opener
        self._opener = None
        if opener is not None and bool(opener.isConnected) and not opener.closest("dialog"):
            opener.focus()
        else:
            self.focus_board(scroll=False)

    # --- input ----------------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        model = self.clocks
        half = target.closest(".tc-half")
        button = target.closest("button")
        if half:
            self.act(lambda: model.tap(str(half.getAttribute("data-side"))))
        elif button and str(button.id) == "tc-pause":
            self.act(model.toggle_pause)
        elif button and str(button.id) == "tc-reset":
            self.act(model.ask_reset)
        elif button and str(button.id) == "tc-close":
            self.dialog.close()

    def on_key(self, event: Any) -> None:
        """Space anywhere but on a control ends the running player's turn (on a half, the
        button's own Space does it)."""
        if str(event.key) != " " or event.repeat or event.ctrlKey or event.altKey:
            return
        tag = str(event.target.tagName).lower() if event.target and event.target.tagName else ""
        if tag in ("button", "input", "select", "textarea"):
            return
        event.preventDefault()
        self.act(self.clocks.tap_running)

    def on_change(self, event: Any) -> None:
        target = event.target
        if str(target.id) not in ("tc-choice", "tc-minutes", "tc-increment"):
            return
        choice = str(by_id("tc-choice").value)
        by_id("tc-custom").hidden = choice != CUSTOM
        try:
            control = choose_control(choice, str(by_id("tc-minutes").value),
                                     str(by_id("tc-increment").value))
        except ByteError as error:
            self.status(tr("The clocks are unchanged: {reason}.", reason=error))
            return
        self.act(lambda: self.clocks.choose(control))

    def act(self, action: Callable[[], str]) -> None:
        """Run a change of the model, say what it says, redraw and keep the clocks ticking."""
        try:
            words = action()
        except Exception as error:
            words = tr("Something went wrong ({error}).", error=error)
        self.status(words)  # an old sentence goes once the clocks move on
        self.render()
        self.focus_half()

    def focus_half(self) -> None:
        """The keyboard focus on the half whose clock runs (White's before the start),
        unless it is on the bar's controls."""
        active = document.activeElement
        if active and active.closest and active.closest(".tc-bar"):
            return
        model = self.clocks
        side = model.running or HALVES[-1]
        self.halves[side].focus()

    # --- showing --------------------------------------------------------------------------

    def status(self, text: str) -> None:
        by_id("tc-status").textContent = text

    def render(self) -> None:
        model = self.clocks
        if model is None:
            return
        ended = model.time_up()  # said once; shown while the clocks stay stopped
        if ended or not model.over:
            self.alert_text = ended
        self._text("alert", by_id("tc-alert"), self.alert_text)
        for side in HALVES:
            self.render_half(side)
        clock = model.clock
        pause = by_id("tc-pause")
        self._text("pause", pause,
                   tr("Resume") if clock.paused and model.can_pause else tr("Pause"))
        self._write("pause-pressed", clock.paused and model.can_pause,
                    lambda value: pause.setAttribute("aria-pressed", "true" if value else "false"))
        self._write("pause-disabled", not model.can_pause,
                    lambda value: setattr(pause, "disabled", value))
        self._write("root-state", "over" if model.over else "paused" if clock.paused else "",
                    lambda value: self.dialog.setAttribute("data-state", value))
        self.schedule()

    def render_half(self, side: str) -> None:
        face = self.clocks.face(side)
        parts = self.parts[side]
        self._text(f"name-{side}", parts["name"], face.name)
        self._text(f"time-{side}", parts["time"], face.time)
        self._text(f"words-{side}", parts["words"], face.words)
        self._text(f"moves-{side}", parts["moves"], face.moves_text)
        classes = " ".join(["tc-half", face.state, *(["low"] if face.low else [])])
        self._write(f"class-{side}", classes,
                    lambda value: setattr(self.halves[side], "className", value))

    # --- ticking --------------------------------------------------------------------------

    def schedule(self) -> None:
        """Keep :meth:`run` going while a clock ticks (an asyncio task, as the game clocks
        do: a timer calling back from the main thread could deadlock a worker)."""
        if self.model is not None and self.model.delay() is not None and self.dialog.open:
            self.keep_awake()
            if self._timer is None:
                self._timer = asyncio.ensure_future(self.run())
        else:
            self.release_wake()

    async def run(self) -> None:
        try:
            while self.dialog.open and (delay := self.clocks.delay()) is not None:
                await asyncio.sleep(delay)
                if not self.dialog.open:
                    break
                low = self.clocks.low_time()
                if low:
                    self.status(low)
                for side in HALVES:
                    self.render_half(side)
            # The loop ends once nothing ticks: paused, closed, or a time ran out. A time can
            # run out after a tick drew the faces and before the loop looks at the clock
            # again (delay() then sees the flag fall), so the time-out is shown here, however
            # the loop ended: said once, the pause button off.
            if self.dialog.open and self.clocks.over:
                self.status("")
                self.render()
        except Exception as error:
            self.status(tr("The clock stopped ticking ({error}).", error=error))
        finally:
            self._timer = None
        if self.clocks.delay() is None:
            self.release_wake()

    # --- keeping the screen on ------------------------------------------------------------

    def keep_awake(self) -> None:
        if self._wake is None and hasattr(window.navigator, "wakeLock"):
            self._wake = "asking"
            asyncio.ensure_future(self._ask_wake())

    async def _ask_wake(self) -> None:
        try:
            self._wake = await window.navigator.wakeLock.request("screen")
        except Exception:
            self._wake = None
            return
        if self.model is None or self.model.delay() is None or not self.dialog.open:
            self.release_wake()  # the clocks stopped while the browser was asked

    def release_wake(self) -> None:
        wake, self._wake = self._wake, None
        if wake is not None and wake != "asking":
            with contextlib.suppress(Exception):
                asyncio.ensure_future(wake.release())
