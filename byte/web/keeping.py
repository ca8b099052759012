"""The page's game kept (PyScript only): the address bar and the saved game follow every
change, a game left for another joins the player's list, and a link typed into the address
bar or a game switched to takes the screen.

Every decision lives in :mod:`byte.web.persist` (tested on CPython); this module reads
``location.hash`` and local storage and writes them back after every change.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from dataclasses import dataclass

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

from byte.web import dom, persist
from byte.web.controller import Session
from byte.web.dom import Writes
from byte.web.outcome import Outcome
from byte.web.parts import Act, Apply, Listen, Say


@functools.cache
def local_storage():
    """``window.localStorage`` when the browser lets us use it, else None (asked once: it
    does not change while the page lives, and each question crosses from the worker)."""
    if str(document.documentElement.dataset.storage or "") == "memory":
        return None  # the loader found storage denied (a third-party iframe)
    try:
        storage = window.localStorage
        storage.getItem(persist.STORAGE_KEY)
    except Exception:
        return None
    return storage


def current_fragment() -> str:
    return str(window.location.hash or "").removeprefix("#")


@dataclass(frozen=True)
class _Page:
    """What :class:`Keeping` uses of the page (given by :meth:`Keeping.connect`)."""

    session: Session
    writes: Writes
    say: Say
    act: Act
    apply: Apply
    render: Callable[[], None]
    after_change: Callable[[], None]


class Keeping:
    """Links and saving: built before the page (the link or the saved game decides its
    first game, :attr:`start`), then given the page's session and the services it uses by
    :meth:`connect`."""

    def __init__(self, embed: bool = False) -> None:
        self.store = persist.GameStore(None if embed else local_storage())
        self.start = persist.boot(current_fragment(), self.store)
        self.embed = embed or self.start.embed
        self.page: _Page | None = None
        self.written: str | None = None

    @functools.cached_property
    def page_path(self) -> str:
        """The page's address without its fragment (asked once: only the fragment changes)."""
        location = window.location
        return f"{location.pathname}{location.search}"

    @property
    def session(self) -> Session:
        return self._page().session

    def _page(self) -> _Page:
        if self.page is None:
            raise RuntimeError("Keeping.connect() comes first")
        return self.page

    # --- wiring ---------------------------------------------------------------------------

    def connect(self, session: Session, *, writes: Writes, say: Say, act: Act, apply: Apply,
                render: Callable[[], None], after_change: Callable[[], None]) -> None:
        """Follow the page's ``session``: :meth:`on_render` saves and updates the address
        after every render, :meth:`keep_current` keeps a game left for another, and
        :meth:`wire` answers the address bar and the game switcher; :meth:`apply` shows a
        game the Share dialog opened."""
        self.page = _Page(session, writes, say, act, apply, render, after_change)

    def apply(self, outcome: Outcome) -> None:
        """Show an outcome on the page (a game the Share dialog opened)."""
        self._page().apply(outcome)

    def wire(self, listen: Listen) -> None:
        listen(window, "hashchange", self.on_hashchange)
        listen("[data-switch-game]", "click", self.on_switch_game)

    def show_boot_messages(self) -> None:
        """Tell the player what the link or the saved game held (after the first render)."""
        if self.start.alert:
            self._page().say(self.start.alert, error=True)
        elif self.start.message:
            self._page().say(self.start.message)

    def say_later(self, text: str, error: bool = False) -> None:
        """Show a message after the current action has shown its own."""
        say = self._page().say
        window.setTimeout(create_proxy(lambda: say(text, error)), 0)

    # --- after every change ---------------------------------------------------------------

    def on_render(self, session: Session) -> None:
        fragment = persist.address_fragment(session)
        if fragment != self.written:
            self.written = fragment
            tail = f"#{fragment}" if fragment else ""
            if self.embed:
                # The page itself keeps its address; the "open full game" link follows the game.
                full = dom.by_id("open-full")
                if full:
                    full.href = "./index.html" + tail
            else:
                with contextlib.suppress(Exception):  # a sandboxed frame may refuse it
                    window.history.replaceState(None, "", self.page_path + tail)
        if not self.embed:
            note = self.store.save(persist.saved_text(session), session.game.game)
            if note:
                self.say_later(note, error=True)
            elif self.store.storage is not None:
                # The board as drawn, for the next visit's first paint: the page copies
                # it into storage itself, in the same call as the render.
                self._page().writes.set("#board-wrap", "=keep", persist.KEPT_BOARD_KEY)

    def keep_current(self, set_aside: bool = False) -> None:
        """Before another game takes the screen, keep this one in the player's list (and,
        with ``set_aside``, as the game set aside when it is unfinished)."""
        session = self.session
        if not session.game.moves:
            return
        # Its clocks paused: a game left for another waits where it was.
        text = persist.kept_text(session)
        if set_aside and not session.game.end.is_over():
            self.store.set_aside(text)
        if not self.embed:
            self.store.remember(text, float(js.Date.now()))

    def on_switch_game(self, event) -> None:
        """The game switcher: back to the last game of that game, or a new one."""
        # The target, not currentTarget: where Python runs in a worker the handler runs
        # after the event's dispatch, when currentTarget is already gone.
        button = event.target.closest("[data-switch-game]") if event.target else None
        if not button:
            return
        game = str(button.getAttribute("data-switch-game"))
        if game == self.session.game.game:
            return
        self.keep_current()
        self._page().act(lambda: persist.switch_game(self.session, self.store, game))

    def on_hashchange(self, event) -> None:
        # The address the event names, not the current one: a redraw that finished after
        # the change but before this handler ran has already written the old game back.
        fragment = str(event.newURL).partition("#")[2]
        if fragment == self.written:
            return
        self.keep_current(set_aside=True)
        status, alert = persist.reopen(self.session, fragment)
        self.written = None
        page = self._page()
        page.render()
        page.say(alert or status, error=bool(alert))
        page.after_change()
