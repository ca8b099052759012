"""The analysis board on the page (PyScript only): its panel, its move tree, and the
computer's analysis asked of the computer player's worker.

Every decision lives in :mod:`byte.web.analysis` (tested on CPython); this module shows
the tree and the computer's answers (each built as one HTML string, set once), turns
clicks into actions, and keeps the worker busy with the position on screen: a quick look
first, then a deeper one, never on the page's thread. A search about a position the
player has left is stopped (where the page has the shared stop flag) or its answer
dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any, Protocol

from pyscript import document

from byte.i18n import tr
from byte.web import dom
from byte.web.analysis import ANALYSIS_LEVELS, close_analysis, engine_html, open_analysis, tree_html
from byte.web.controller import Session
from byte.web.controls import key_for_the_page
from byte.web.dom import Writes
from byte.web.parts import Act, Listen, PageMode, Say, Spawn, Worker


class AnalysisWorker(Protocol):
    """Where the analysis is asked: the computer player's worker
    (:class:`byte.web.computer.Computer`)."""

    worker: Worker | None

    async def ask_worker(self, request: dict) -> dict: ...


class AnalysisBoard:
    """The analysis board's panel for the analysis in ``session``: written into
    ``writes`` with each render (:meth:`on_render`), its questions asked of ``workers``;
    the game-over card's Analyse button is the action ``analyse`` (:attr:`actions`)."""

    def __init__(self, session: Session, *, workers: AnalysisWorker, mode: PageMode,
                 embed: bool, writes: Writes, act: Act, say: Say, render: Callable[[], None],
                 spawn: Spawn) -> None:
        self.session = session
        self.workers = workers
        self.mode = mode
        self.embed = embed
        self.writes = writes
        self.act = act
        self.say = say
        self.render = render
        self.spawn = spawn
        self.busy_code: str | None = None  # the position the worker is looking at
        self.engine_on = True
        self._shown: tuple | None = None
        self._open = False  # whether the page shows the panel (as the markup starts)
        self.actions: dict[str, Callable[[], None]] = {"analyse": lambda: self.run("analyse")}

    def wire(self, listen: Listen) -> None:
        listen("#study-row", "click", self.on_click)
        listen("#analysis-panel", "click", self.on_click)
        listen("#engine-toggle", "change", self.on_engine_toggle)
        listen(document, "keydown", self.on_key)

    # --- showing --------------------------------------------------------------------------

    def on_render(self, session: Session) -> None:
        """The analysis panel's part of a render, into the app's writes."""
        analysis = session.analysis
        writes = self.writes
        open_ = analysis is not None and not self.embed
        if open_ != self._open:  # the page's markup starts closed
            self._open = open_
            writes.toggle("html", "analysing", open_)
            writes.set("#analysis-panel", "hidden", not open_)
            writes.set("#analyse-button", "hidden", open_)
        if not open_:
            self._shown = None
            return
        self.think()  # first, so the panel says whether the computer is looking
        position = session.position
        current = analysis.current(session)
        busy = self.busy_code == position.code()
        known = analysis.known(position)
        shown = (analysis.tree.movetext(numbers=False), current.id, busy, self.engine_on,
                 None if known is None else (known["level"], tuple(known["scores"].items())))
        if shown != self._shown:
            self._shown = shown
            off = tr("Computer analysis is off.")
            engine = engine_html(analysis, position, session.ply, busy) if self.engine_on \
                else f'<p class="engine-status">{escape(off)}</p>'
            writes.markup("#analysis-tree", tree_html(analysis, current.id))
            writes.markup("#analysis-engine", engine).reveal("#analysis-tree")

    # --- the computer's analysis ----------------------------------------------------------

    def think(self) -> None:
        """Ask the worker about the position on screen when its answer is not known yet."""
        session = self.session
        analysis = session.analysis
        if analysis is None or not self.engine_on:
            return
        code = session.position.code()
        if self.busy_code is not None:
            if self.busy_code != code:
                self._stop_stale()
            return
        for level in ANALYSIS_LEVELS:
            request = analysis.engine_request(session, level)
            if request is not None:
                self.busy_code = code
                self.spawn(self._ask(request, level))
                return

    def _stop_stale(self) -> None:
        worker = self.workers.worker
        # Only the shared flag stops a search cheaply; without it the answer is dropped.
        if worker is not None and worker.stop_flag is not None:
            worker.cancel()

    async def _ask(self, request: dict, level: int) -> None:
        code = request["position"]
        try:
            result = await self.workers.ask_worker(request)
        except Exception as error:
            self.busy_code = None
            self.engine_on = False
            dom.by_id("engine-toggle").checked = False
            self.say(tr("The computer's analysis could not start ({reason}).",
                            reason=str(error)), error=True)
            self.render()
            return
        self.busy_code = None
        session = self.session
        analysis = session.analysis
        if analysis is None:
            return
        if analysis.engine_result(code, level, result):
            score = result.get("score")
            if isinstance(score, int | float) and not isinstance(score, bool):
                session.evaluation[code] = max(-1.0, min(1.0, float(score)))
        elif "error" in result:
            self.say(tr("The computer's analysis failed: {reason}",
                            reason=str(result["error"])), error=True)
            return
        if session.position.code() == code:
            self.render()  # the values on the squares and the list beside the board
        else:
            self.think()  # the player moved on meanwhile

    def on_engine_toggle(self, event: Any) -> None:
        self.engine_on = bool(event.target.checked)
        if not self.engine_on and self.busy_code is not None:
            self._stop_stale()
        self.render()

    # --- actions --------------------------------------------------------------------------

    def run(self, action: str) -> None:
        session = self.session
        act = self.act
        if action == "analyse":
            act(lambda: open_analysis(session))
        elif action == "close-analysis":
            act(lambda: close_analysis(session))
        elif session.analysis is None:
            return
        elif action == "promote":
            act(lambda: session.analysis.promote(session))
        elif action == "main-line":
            act(lambda: session.analysis.promote(session, all_the_way=True))
        elif action == "delete":
            act(lambda: session.analysis.delete(session))

    def on_click(self, event: Any) -> None:
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        node = target.closest("[data-node]")
        if node and self.session.analysis is not None:
            node_id = int(node.getAttribute("data-node"))
            self.act(lambda: self.session.analysis.select(self.session, node_id))
            return
        move = target.closest("[data-engine-move]")
        if move and self.session.analysis is not None:
            text = str(move.getAttribute("data-engine-move"))
            self.act(lambda: self.play_text(text))
            return
        button = target.closest("[data-study]")
        if button and not button.disabled:
            action = str(button.getAttribute("data-study"))
            if action != "edit":  # the editor's own module answers that one
                self.run(action)

    def play_text(self, text: str) -> Any:
        session = self.session
        return session.play(session.position.parse_move(text))

    def on_key(self, event: Any) -> None:
        if (not key_for_the_page(event, document) or event.ctrlKey or self.embed
                or self.mode.editing):
            return
        key = str(event.key)
        if key.lower() == "a" and self.session.analysis is None:
            self.run("analyse")
        elif self.session.analysis is not None and key.lower() == "p":
            self.run("promote")
        elif self.session.analysis is not None and key == "Delete":
            self.run("delete")
