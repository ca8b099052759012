"""Thinking longer on the page (``app.think``): asks the worker, draws the box.

The analysis board and the review each have a "Think longer" box (``#analysis-think``
and ``#review-think``, one run shown in both). The search runs in the computer player's
worker (:func:`byte.web.worker.deepen`), never on the page's thread, and sends every
completed depth as it finds it, so the box deepens while the player goes on using the
page. It stops by itself after :data:`byte.deepening.SECONDS` or once the result is
proven, and whenever the player presses Stop, plays or steps to another position, or
opens or closes the analysis board (the run is about one position: its depths then make
way for the button). The box's live region speaks when the thinking starts and ends,
never at every depth. What is shown is built by :mod:`byte.web.think_view`. The page
hands the part what it uses, so it is plain Python, tested with a worker that answers
in-process (``tests/test_web_think_panel.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from byte import games
from byte.deepening import LINE_LENGTH, SECONDS, Depth
from byte.i18n import tr
from byte.web.dom import Writes
from byte.web.parts import Listen, Say, Spawn, Worker, WorkerFailed
from byte.web.think_view import LongThink, status_words, think_html

PLACES = ("analysis", "review")
"""Where the box is: ``#<place>-think``, its live region ``#<place>-think-status``."""


class ThinkWorker(Protocol):
    """Where the thinking goes: the computer player's worker
    (:class:`byte.web.computer.Computer`)."""

    async def get_worker(self) -> Worker: ...


class Think:
    """Thinking longer: owns the run under way or shown (:attr:`run`) and a generation
    number (a stopped or replaced run's late depths are dropped).

    ``session`` is the page's session (its position, game, ply and analysis board, and
    ``computer.request`` for the worker's question); ``workers`` gives the worker;
    ``writes`` and ``flush`` are the render's DOM writes and sending them now; ``say`` and
    ``spawn`` are the page's."""

    def __init__(self, session: Any, *, workers: ThinkWorker, embed: bool, writes: Writes,
                 flush: Callable[[], None], say: Say, spawn: Spawn) -> None:
        self.session = session
        self.workers = workers
        self.embed = embed
        self.writes = writes
        self.flush = flush
        self.say = say
        self.spawn = spawn
        self.run: LongThink | None = None
        self._worker: Worker | None = None  # the worker thinking, while it does
        self._generation = 0
        self._shown: tuple | None = None
        self._status = ""

    def wire(self, listen: Listen) -> None:
        for place in PLACES:
            listen(f"#{place}-think", "click", self.on_click)

    # --- what is on screen ---------------------------------------------------------------

    def key(self) -> tuple:
        """The position on screen, as a run is tied to it."""
        session = self.session
        game = session.game
        return (game.game, game.variant, session.position.code(),
                session.analysis is not None)

    def why_not(self) -> str:
        """Why the position on screen cannot be thought about ("" when it can)."""
        session = self.session
        if session.position.is_over():
            return tr("The game is over here: there is nothing to think about.")
        if getattr(session, "thinking", None):
            return tr("The computer is thinking…")
        return ""

    def write(self, force: bool = False) -> None:
        """The box's markup into the render's writes, when it changed; a run about
        another position than the one on screen is stopped and put away first."""
        if self.embed:
            return
        run = self.run
        if run is not None and run.key != self.key():
            self.stop(drop=True)
            run = None
        why = self.why_not()
        shown = (id(run), run and len(run.depths), run and run.running, run and run.ended,
                 why)
        if shown == self._shown and not force:
            return
        self._shown = shown
        html = think_html(run, not why, why)
        status = status_words(run)
        for place in PLACES:
            self.writes.markup(f"#{place}-think", html, focus_by="data-think",
                               fallback="[data-think]")
            if status != self._status:
                self.writes.text(f"#{place}-think-status", status)
        self._status = status

    def render_box(self) -> None:
        """Draw the box now (outside a render: a depth arrived)."""
        self.write()
        self.flush()

    # --- actions --------------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target
        button = target.closest("[data-think]") if target and hasattr(target, "closest") \
            else None
        if not button or button.disabled:
            return
        if str(button.getAttribute("data-think")) == "start":
            self.start()
        else:
            self.stop()

    def start(self) -> None:
        """Think longer about the position on screen."""
        why = self.why_not()
        if why:
            self.say(why, error=True)
            return
        self.stop(drop=True)
        session = self.session
        request = session.computer.request(0, 5)
        request.pop("token", None)
        request.update(seconds=SECONDS)
        game = session.game
        labels = [game.move_label(session.ply + index) for index in range(LINE_LENGTH)]
        numbered = bool(games.records(game.game).MOVE_NUMBERS)
        self._generation += 1
        self.run = LongThink(self.key(), labels, numbered)
        self.render_box()
        self.spawn(self._think(self.run, request, self._generation))

    def stop(self, drop: bool = False) -> None:
        """Stop the thinking now; what it found stays shown unless ``drop``."""
        self._generation += 1
        run = self.run
        if run is not None and run.running:
            run.finish(stopped=True)
            if self._worker is not None:
                self._worker.stop_deepening()
        if drop:
            self.run = None
        self.render_box()

    def close(self) -> None:
        """The page is leaving what the run was about (a new game, another game)."""
        self.stop(drop=True)

    async def _think(self, run: LongThink, request: dict, generation: int) -> None:
        def on_depth(text: str) -> None:
            if generation != self._generation:
                # Stopped while the worker had not begun it yet: its flag was cleared
                # when it began, so say stop again.
                if self._worker is not None:
                    self._worker.stop_deepening()
                return
            try:
                run.add(Depth.from_dict(json.loads(text)))
            except ValueError as error:
                run.finish(error=str(error))
                if self._worker is not None:
                    self._worker.stop_deepening()
            self.render_box()

        reply: Any = None
        error = ""
        try:
            worker = await self.workers.get_worker()
            self._worker = worker
            if generation != self._generation:
                return
            text = await worker.deepen(request, on_depth)
            reply = json.loads(text)
        except WorkerFailed as failed:
            error = tr("its worker failed ({error}).", error=str(failed))
        except Exception as failed:
            error = str(failed)
        finally:
            if generation == self._generation:
                self._worker = None
        if generation != self._generation:
            return  # stopped or replaced meanwhile: what it says now is stale
        if isinstance(reply, dict) and "error" in reply:
            error = str(reply["error"])
        run.finish(stopped=bool(isinstance(reply, dict) and reply.get("stopped")),
                   error=error,
                   timed_out=bool(isinstance(reply, dict) and reply.get("timed_out")))
        self.render_box()
