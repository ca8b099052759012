"""The game review on the page (``app.review``): asks the worker, draws the panel.

The review runs in the computer player's worker (:func:`byte.web.worker.review`), one
position per question, so the panel shows "Reviewing move 12 of 40…", a stop takes
effect at once (the worker's shared flag, else after the current question's small
budget) and the page stays usable meanwhile: the player may browse, play on, or start
another game (a review that no longer fits the game on screen is dropped). What it shows
is built by :mod:`byte.web.review_view`; the marks reach the move list through
:meth:`Review.marks`. The page hands the part what it uses (the computer part's worker
among them), so it is plain Python, tested with a worker that answers in-process
(``tests/test_web_review_panel.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from byte.i18n import tr, trn
from byte.record import Game
from byte.review import Evaluation, MoveReview
from byte.web.dom import Writes
from byte.web.outcome import Outcome
from byte.web.parts import Act, Listen, Say, Spawn, Worker, WorkerFailed
from byte.web.review_view import ReviewRun, panel_html

PANEL_ID = "review-panel"
RETRIES = 3
"""How often a question is asked again when the worker was ended under it (the computer
was stopped where the page has no shared flag)."""


class ReviewedSession(Protocol):
    """What the review uses of the page's :class:`~byte.web.controller.Session`."""

    game: Game
    ply: int

    def go_to(self, ply: int) -> Outcome: ...


class ReviewWorker(Protocol):
    """Where the review's questions go: the computer player's worker
    (:class:`byte.web.computer.Computer`), shared with the computer's moves."""

    async def get_worker(self) -> Worker: ...

    def stop_review_question(self) -> None: ...


class Review:
    """The game review: owns the review under way or shown (:attr:`run`) and which of
    its answers are still awaited (a generation number: a stopped, closed or restarted
    review's late answers are dropped).

    ``workers`` gives the worker; ``writes`` and ``flush`` are the render's DOM writes
    and sending them now; ``render``, ``act``, ``say`` and ``spawn`` are the page's."""

    def __init__(self, session: ReviewedSession, *, workers: ReviewWorker, embed: bool,
                 writes: Writes, flush: Callable[[], None], render: Callable[[], None],
                 act: Act, say: Say, spawn: Spawn) -> None:
        self.session = session
        self.workers = workers
        self.embed = embed
        self.writes = writes
        self.flush = flush
        self.render = render
        self.act = act
        self.say = say
        self.spawn = spawn
        self.run: ReviewRun | None = None
        self._generation = 0
        self._shown: tuple | None = None

    def wire(self, listen: Listen) -> None:
        listen(f"#{PANEL_ID}", "click", self.on_click)

    def marks(self) -> dict[int, MoveReview]:
        """The marked moves of the game on screen, by ply (empty without a review)."""
        run = self.run
        if run is None or not run.fits(self.session.game):
            return {}
        return run.marks()

    def render_panel(self, force: bool = False) -> None:
        """Draw the review panel now (outside a render: a worker's answer arrived)."""
        self.write(force)
        self.flush()

    def write(self, force: bool = False) -> None:
        """The review panel's markup, into the render's writes when it changed."""
        if self.embed:
            return
        session = self.session
        run = self.run
        if run is not None and not run.fits(session.game):
            self.stop(drop=True)
            run = None
        has_moves = bool(session.game.texts)
        key = (id(run), run and len(run.evaluations), run and run.running,
               run and run.stopped, run and run.error, session.ply, has_moves)
        if key == self._shown and not force:
            return
        self._shown = key
        self.writes.text("#tab-review", run.tab_words() if run is not None else tr("Review"))
        # Keyboard users keep their place: the button of the same job, else the first.
        self.writes.markup(f"#{PANEL_ID}", panel_html(run, session.ply, has_moves),
                           focus_by="data-review", fallback="[data-review], [data-review-ply]",
                           keep_open="details.review-table")

    def on_click(self, event: Any) -> None:
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        point = target.closest("[data-review-ply]")
        if point:
            ply = int(point.getAttribute("data-review-ply"))
            self.act(lambda: self.session.go_to(ply))
            return
        button = target.closest("[data-review]")
        if not button:
            return
        job = str(button.getAttribute("data-review"))
        if job == "start":
            self.start()
        elif job == "cancel":
            self.stop()
            self.say(tr("Review stopped."))
        elif job == "close":
            self.stop(drop=True)
            self.render()

    def start(self) -> None:
        """Review the game on screen (keeping what an earlier review of it knows)."""
        session = self.session
        if not session.game.texts:
            self.say(tr("There is no move to review yet."), error=True)
            return
        self._generation += 1
        self.run = ReviewRun.start(session.game, self.run)
        self.render()
        if self.run.running:
            self.spawn(self._review(self.run, self._generation))

    def stop(self, drop: bool = False) -> None:
        """Stop the review now (its results so far stay shown unless ``drop``)."""
        self._generation += 1
        run = self.run
        if run is not None and run.running:
            run.running = False
            run.stopped = True
            self.workers.stop_review_question()
        if drop:
            self.run = None
        self.render_panel(force=True)

    async def _review(self, run: ReviewRun, generation: int) -> None:
        failures = 0
        while run.running and generation == self._generation:
            try:
                worker = await self.workers.get_worker()
                text = await worker.review(run.request())
            except WorkerFailed as error:
                failures += 1
                if failures <= RETRIES and generation == self._generation:
                    continue  # the worker was ended under it: a new one answers
                run.running = False
                run.error = tr("The review stopped: the worker failed ({reason}).",
                               reason=str(error))
                break
            except Exception as error:
                run.running = False
                run.error = tr("The review could not start ({reason}).", reason=str(error))
                break
            if generation != self._generation:
                return  # stopped, closed or restarted meanwhile: this answer is stale
            data = json.loads(text)
            if isinstance(data, dict) and data.get("stopped"):
                continue  # the computer's stop reached this question: ask it again
            if isinstance(data, dict) and "error" in data:
                run.running = False
                run.error = tr("The review stopped: {reason}", reason=str(data["error"]))
                break
            try:
                run.add(Evaluation.from_dict(data))
            except ValueError as error:
                run.running = False
                run.error = tr("The review stopped: {reason}.", reason=str(error))
                break
            self.render_panel()
        if generation == self._generation:
            self.render()
            if run.done:
                self.say(trn("Review finished: {n} marked move.",
                             "Review finished: {n} marked moves.", len(run.marks())))
