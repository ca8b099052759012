"""Talking to the computer player's worker (``app.computer``): moves, hints, evaluations.

The worker (``static/bot-worker.js`` and :mod:`byte.web.worker`) only computes; this
module asks it what :meth:`Session.bot_request` and :meth:`Session.hint_request` say,
and hands the answers back to the session, which ignores stale ones. (The session's own
side of the computer's turns, its tokens and what it asks, is ``session.computer``,
:mod:`byte.web.computer_turns`; this part, ``app.computer``, is the page's.) The page
hands the part how to start a worker (:class:`byte.web.worker_client.BotWorker`), the
clock and its callbacks, so it is plain Python, tested with a worker that answers
in-process (``tests/test_web_computer.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

from byte.i18n import tr
from byte.web.controller import COMPUTER, Session
from byte.web.motion import MOVE_MS
from byte.web.parts import Apply, Say, Spawn, Worker


def worker_reason(request: dict, error: str) -> str:
    """The worker's refusal in the page's language (:func:`byte.web.worker.reason`)."""
    from byte.web import worker  # the rules' checks load only when the worker refused
    return worker.reason(request, error)


class Computer:
    """The computer player's side of the page: owns the worker (started on first need,
    started anew when it broke), the token of the move it is computing, and whether an
    evaluation is under way.

    ``new_worker`` makes an unstarted worker; ``now`` is the page's clock in ms;
    ``timing`` gives the element whose data attributes tell tools and tests when the
    computer was asked, answered and stopped (``#thinking``'s ``dataset``); ``render``,
    ``render_eval``, ``apply`` and ``say`` draw what changed; ``spawn`` runs the waits."""

    def __init__(self, session: Session, *, new_worker: Callable[[], Worker],
                 now: Callable[[], float], timing: Callable[[], Any],
                 render: Callable[[], None], render_eval: Callable[[], None], apply: Apply,
                 say: Say, spawn: Spawn) -> None:
        self.session = session
        self.new_worker = new_worker
        self.now = now
        self.timing = timing
        self.render = render
        self.render_eval = render_eval
        self.apply = apply
        self.say = say
        self.spawn = spawn
        self.worker: Worker | None = None
        self.worker_task: asyncio.Future[Worker] | None = None
        self._eval_busy = False
        self._asking: int | None = None  # token of the move the worker is computing

    def stop_stale_thinking(self) -> None:
        """The game moved on while the computer thought (undo, a new game, another
        game): stop its search now rather than let it run to its budget."""
        if self._asking is None or self.session.thinking == self._asking:
            return
        self._asking = None
        # A worker still starting has not begun the search: the request is dropped when
        # it is ready (see ask_worker).
        unstarted = "before it began"  # i18n: not shown (a value for tools and tests)
        how = self.worker.cancel() if self.worker is not None else unstarted
        if how:
            timing = self.timing()
            timing.stoppedAt = str(round(self.now()))
            timing.stoppedBy = how

    def after_change(self) -> None:
        """Start the computer's thinking or an evaluation when the new state needs one."""
        self.stop_stale_thinking()
        request = self.session.bot_request()
        if request:
            self.render()
            self.spawn(self.think(request))
            return
        if self.session.settings.opponent == COMPUTER and self.worker_task is None:
            # Start the computer's worker now, so its first reply does not wait for the boot.
            self.spawn(self.warm_up_worker())
        if self.session.settings.show_eval:
            self.maybe_evaluate()

    async def get_worker(self) -> Worker:
        if self.worker is not None and self.worker.closed:
            self.worker, self.worker_task = None, None  # it broke: the next request starts anew
        if self.worker is None:
            if self.worker_task is None:
                self.worker_task = asyncio.ensure_future(self._start_worker())
            try:
                self.worker = await self.worker_task
            except Exception:
                self.worker_task = None  # the next request tries again
                raise
        return self.worker

    async def warm_up_worker(self) -> None:
        """Start the worker ahead of need; a failure here is left to the request that
        needs the worker, which tells the player in words."""
        with contextlib.suppress(Exception):
            await self.get_worker()

    def stop_review_question(self) -> None:
        """Stop the review's question the worker is answering, if a worker is running."""
        if self.worker is not None:
            self.worker.stop_review()

    async def _start_worker(self) -> Worker:
        worker = self.new_worker()
        try:
            await worker.start()
        except Exception:
            worker.close()
            raise
        # For tools and tests: the computer's worker is up (and whether it has the flag).
        self.timing().worker = "flag" if worker.stop_flag else "plain"
        return worker

    async def ask_worker(self, request: dict) -> dict:
        worker = await self.get_worker()
        token = request.get("token")
        if token and token not in (self.session.thinking, self.session.hinting):
            return {"stopped": True, "stale": True}  # the game moved on while it started
        if token is not None and token == self._asking:
            # For tools and tests: from now on the computer's search can be stopped.
            self.timing().sentAt = str(round(self.now()))
        text = await worker.think(request)
        return json.loads(text)

    async def think(self, request: dict) -> None:
        token = request["token"]
        started = self.now()
        self._asking = token
        try:
            result = await self.ask_worker(request)
        except Exception as error:
            self.apply(self.session.bot_failed(
                token, tr("its worker failed to start ({error}).", error=error)))
            return
        finally:
            if self._asking == token:
                self._asking = None
        if result.get("stopped"):
            self.timing().staleAt = str(round(self.now()))
        if result.get("stale"):
            return
        if "error" in result:
            self.apply(self.session.bot_failed(token, worker_reason(request, result["error"])))
            return
        # Let the player's own move finish animating before the reply lands.
        waited = self.now() - started
        # When the worker was asked and answered, for tools that measure the computer player.
        # And how far its search went: nodes, and whether the time cap stopped it before
        # its node budget (set first: a tool waits for a new answeredAt).
        timing = self.timing()
        timing.nodes = str(result.get("nodes", ""))
        timing.capped = "true" if result.get("capped") else "false"
        timing.askedAt = str(round(started))
        timing.answeredAt = str(round(started + waited))
        if waited < MOVE_MS + 80:
            await asyncio.sleep((MOVE_MS + 80 - waited) / 1000)
        session = self.session
        watching = session.at_end  # the move is animated only where the player looks
        before = session.game.end.copy()
        self.apply(session.bot_result(token, result), before if watching else None)

    def ask_hint(self) -> None:
        """The panel's Hint: ask the worker for a good move for the player."""
        request = self.session.hint_request()
        if not request:
            self.say(tr("A hint is available when it is your move."), error=True)
            return
        self.render()
        self.say(tr("Looking for a good move…"))
        self.spawn(self._hint(request))

    async def _hint(self, request: dict) -> None:
        try:
            result = await self.ask_worker(request)
        except Exception as error:
            self.session.hinting = None
            self.render()
            self.say(tr("No hint: the computer player failed to start ({error}).", error=error),
                     error=True)
            return
        if "error" in result:
            self.session.hinting = None
            self.render()
            self.say(tr("No hint: {reason}", reason=worker_reason(request, result["error"])),
                     error=True)
            return
        outcome = self.session.hint_result(request["token"], result)
        if outcome is not None:
            self.apply(outcome)

    def maybe_evaluate(self) -> None:
        session = self.session
        position = session.position
        if self._eval_busy or position.is_over() or session.current_evaluation() is not None:
            return
        self._eval_busy = True
        self.spawn(self._evaluate(session.evaluation_request()))

    async def _evaluate(self, request: dict) -> None:
        code = request["position"]
        try:
            result = await self.ask_worker(request)
            score = result.get("score")
            if isinstance(score, int | float) and not isinstance(score, bool):
                self.session.evaluation[code] = max(-1.0, min(1.0, float(score)))
        except Exception as error:
            self.say(tr("No evaluation: the computer player failed to start ({error}).",
                        error=error), error=True)
            return
        finally:
            self._eval_busy = False
        self.render_eval()
        if self.session.settings.show_eval and self.session.current_evaluation() is None:
            self.maybe_evaluate()  # the player moved on meanwhile
