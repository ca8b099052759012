"""The page's side of the computer player's worker (``static/bot-worker.js``).

Requests are numbered; each reply settles the future of its number. Browser-only (it uses
``js``), so only the browser tests exercise it.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document

from byte.i18n import tr
from byte.web.parts import WorkerFailed

WORKER_SCRIPT = "./static/bot-worker.js"


class BotWorker:
    """One module worker running our package in Pyodide; ``await think(...)`` for replies
    (the :class:`byte.web.parts.Worker` the computer part is handed; a failure raises
    :class:`byte.web.parts.WorkerFailed`)."""

    def __init__(self, script: str = WORKER_SCRIPT) -> None:
        url = js.URL.new(script, document.baseURI).href
        options = to_js({"type": "module", "name": "bot"}, dict_converter=js.Object.fromEntries)
        self._worker = js.Worker.new(url, options)
        self._pending: dict[int, asyncio.Future] = {}
        self._ids = itertools.count(1)
        self.closed = False
        self._thinking = 0  # requests of moves still being computed
        self._reviewing = 0  # review questions still being answered
        self._deepening = 0  # requests to think longer still running
        self._progress: dict[int, Callable[[str], None]] = {}  # id -> each depth's handler
        # With cross-origin isolation a shared flag stops the search at once; without it
        # (a cross-site frame) the only way to stop a busy worker is to end it.
        self.stop_flag = None
        if getattr(js, "crossOriginIsolated", False) and hasattr(js, "SharedArrayBuffer"):
            self.stop_flag = js.Int32Array.new(js.SharedArrayBuffer.new(4))
        self._worker.addEventListener("message", create_proxy(self._on_message))
        self._worker.addEventListener("error", create_proxy(self._on_error))

    async def start(self) -> None:
        """Boot the worker's Python now (the first move then does not wait for it)."""
        message: dict = {"start": True}
        if self.stop_flag is not None:
            message["flag"] = self.stop_flag.buffer
        await self._send(message)

    def cancel(self) -> str:
        """Stop the thinking now: by the shared flag (the worker stays, its answer is
        stale), or by ending the worker. Says which (``"flag"``, ``"ended"``, ``""``)."""
        if not self._thinking:
            return ""
        if self.stop_flag is not None:
            js.Atomics.store(self.stop_flag, 0, 1)
            return "flag"
        self.close(tr("the computer was stopped"))
        return "ended"

    async def think(self, request: dict) -> str:
        """The worker's JSON answer for a request of the session (its ``code``, ``moves``,
        ``level``, ``seed``, ``game``, ``variant`` and optional ``all``; see
        :func:`byte.web.worker.think`)."""
        keys = ("code", "moves", "level", "seed", "game", "variant", "all")
        self._thinking += 1
        try:
            return await self._send({key: request[key] for key in keys if key in request})
        finally:
            self._thinking -= 1

    async def review(self, request: dict) -> str:
        """The review's JSON evaluation of one position (its ``code``, ``moves``, ``game``
        and ``variant``; see :func:`byte.web.worker.review`). It is not the computer's
        thinking, so :meth:`cancel` leaves it alone; :meth:`stop_review` stops it."""
        keys = ("code", "moves", "game", "variant")
        self._reviewing += 1
        try:
            return await self._send({"task": "review",
                                     **{key: request[key] for key in keys if key in request}})
        finally:
            self._reviewing -= 1

    def stop_review(self) -> None:
        """Stop a review question now, by the shared flag, unless the computer's own
        thinking may be what runs (then the question ends by its small budget)."""
        if self._reviewing and not self._thinking and self.stop_flag is not None:
            js.Atomics.store(self.stop_flag, 0, 1)

    async def deepen(self, request: dict, on_depth: Callable[[str], None]) -> str:
        """Think longer about one position (its ``code``, ``moves``, ``game``, ``variant``
        and ``seconds``; see :func:`byte.web.worker.deepen`): ``on_depth`` gets each
        completed depth's JSON as it comes, the answer says how it ended. Only
        :meth:`stop_deepening` stops it before its time is up."""
        keys = ("code", "moves", "game", "variant", "seconds")
        self._deepening += 1
        try:
            return await self._send({"task": "deepen",
                                     **{key: request[key] for key in keys if key in request}},
                                    on_depth)
        finally:
            self._deepening -= 1

    def stop_deepening(self) -> str:
        """Stop the thinking longer now: by the shared flag, or by ending the worker (a
        new one answers the next request). Says which, as :meth:`cancel` does."""
        if not self._deepening:
            return ""
        if self.stop_flag is not None:
            js.Atomics.store(self.stop_flag, 0, 1)
            return "flag"
        self.close(tr("the computer was stopped"))
        return "ended"

    async def _send(self, message: dict, on_progress: Callable[[str], None] | None = None
                    ) -> str:
        if self.closed:
            raise WorkerFailed(tr("it was stopped"))
        request_id = next(self._ids)
        future = asyncio.get_event_loop().create_future()
        self._pending[request_id] = future
        if on_progress is not None:
            self._progress[request_id] = on_progress
            future.add_done_callback(lambda _: self._progress.pop(request_id, None))
        self._worker.postMessage(to_js({"id": request_id, **message},
                                       dict_converter=js.Object.fromEntries))
        return await future

    def _on_message(self, event) -> None:
        data = event.data
        progress = getattr(data, "progress", None)
        if progress is not None:  # a step of a request still running (a depth)
            handler = self._progress.get(int(data.id))
            if handler is not None:
                handler(str(progress))
            return
        future = self._pending.pop(int(data.id), None)
        if future is None or future.done():
            return
        error = getattr(data, "error", None)
        if error is not None:
            future.set_exception(WorkerFailed(str(error)))
        else:
            future.set_result(str(data.text))

    def _on_error(self, event) -> None:
        # The script itself failed (missing, refused, or broken): nothing pending will come.
        event.preventDefault()
        reason = str(getattr(event, "message", "") or tr("its script could not be loaded"))
        self.close(reason)

    def close(self, reason: str = "") -> None:
        """Stop the worker; whatever is still waiting fails with ``reason`` (by default,
        that it was stopped)."""
        reason = reason or tr("it was stopped")
        self.closed = True
        self._worker.terminate()
        pending, self._pending = self._pending, {}
        for future in pending.values():
            if not future.done():
                future.set_exception(WorkerFailed(reason))
