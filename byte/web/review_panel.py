"""The game review on the page (PyScript only): asks the worker, draws the panel.

The review runs in the computer player's worker (:func:`byte.web.worker.review`), one
position per question, so the panel shows "Reviewing move 12 of 40…", a stop takes
effect at once (the worker's shared flag, else after the current question's small
budget) and the page stays usable meanwhile: the player may browse, play on, or start
another game (a review that no longer fits the game on screen is dropped). What it shows
is built by :mod:`byte.web.review_view`; the marks reach the move list through
:meth:`Reviewing.review_marks`.
"""

from __future__ import annotations

import json

from pyscript import window

from byte.i18n import tr, trn
from byte.review import Evaluation, MoveReview
from byte.web.review_view import ReviewRun, panel_html
from byte.web.worker_client import WorkerFailed

PANEL_ID = "review-panel"
RETRIES = 3
"""How often a question is asked again when the worker was ended under it (the computer
was stopped where the page has no shared flag)."""


class Reviewing:
    """The review side of :class:`byte.web.app.App` (a mixin)."""

    review_run: ReviewRun | None = None
    _review_generation = 0
    _review_shown: tuple | None = None

    def wire_review(self) -> None:
        self.listen(f"#{PANEL_ID}", "click", self.on_review_click)
        self.listeners.append(lambda session: self.write_review())

    def review_marks(self) -> dict[int, MoveReview]:
        """The marked moves of the game on screen, by ply (empty without a review)."""
        run = self.review_run
        if run is None or not run.fits(self.session.game):
            return {}
        return run.marks()

    def render_review(self, force: bool = False) -> None:
        """Draw the review panel now (outside a render: a worker's answer arrived)."""
        self.write_review(force)
        self.writes.apply(window)

    def write_review(self, force: bool = False) -> None:
        """The review panel's markup, into the render's writes when it changed."""
        if self.embed:
            return
        session = self.session
        run = self.review_run
        if run is not None and not run.fits(session.game):
            self.stop_review(drop=True)
            run = None
        has_moves = bool(session.game.texts)
        key = (id(run), run and len(run.evaluations), run and run.running,
               run and run.stopped, run and run.error, session.ply, has_moves)
        if key == self._review_shown and not force:
            return
        self._review_shown = key
        self.writes.text("#tab-review", run.tab_words() if run is not None else tr("Review"))
        # Keyboard users keep their place: the button of the same job, else the first.
        self.writes.markup(f"#{PANEL_ID}", panel_html(run, session.ply, has_moves),
                           focus_by="data-review", fallback="[data-review], [data-review-ply]",
                           keep_open="details.review-table")

    def on_review_click(self, event) -> None:
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
            self.start_review()
        elif job == "cancel":
            self.stop_review()
            self.say(tr("Review stopped."))
        elif job == "close":
            self.stop_review(drop=True)
            self.render()

    def start_review(self) -> None:
        """Review the game on screen (keeping what an earlier review of it knows)."""
        session = self.session
        if not session.game.texts:
            self.say(tr("There is no move to review yet."), error=True)
            return
        self._review_generation += 1
        self.review_run = ReviewRun.start(session.game, self.review_run)
        self.render()
        if self.review_run.running:
            self.spawn(self._review(self._review_generation))

    def stop_review(self, drop: bool = False) -> None:
        """Stop the review now (its results so far stay shown unless ``drop``)."""
        self._review_generation += 1
        run = self.review_run
        if run is not None and run.running:
            run.running = False
            run.stopped = True
            if self.worker is not None:
                self.worker.stop_review()
        if drop:
            self.review_run = None
        self.render_review(force=True)

    async def _review(self, generation: int) -> None:
        run = self.review_run
        failures = 0
        while run.running and generation == self._review_generation:
            try:
                worker = await self.get_worker()
                text = await worker.review(run.request())
            except WorkerFailed as error:
                failures += 1
                if failures <= RETRIES and generation == self._review_generation:
                    continue  # the worker was ended under it: a new one answers
                run.running = False
                run.error = tr("The review stopped: the worker failed ({reason}).",
                               reason=str(error))
                break
            except Exception as error:
                run.running = False
                run.error = tr("The review could not start ({reason}).", reason=str(error))
                break
            if generation != self._review_generation:
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
            self.render_review()
        if generation == self._review_generation:
            self.render()
            if run.done:
                self.say(trn("Review finished: {n} marked move.",
                             "Review finished: {n} marked moves.", len(run.marks())))
