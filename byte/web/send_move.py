"""Playing a friend by link (PyScript only): the game that came in a link, and Send your
move.

A two-player game opened from a link is a game between two devices: the friend who opens
it is told it is their move in a game sent to them and that their reply goes back the same
way; once a move is made here, a prominent Send your move hands the link of the whole game
to the device's share sheet (``navigator.share``) where there is one, else copies it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import to_js
from pyscript import window

from byte import links
from byte.i18n import tr
from byte.web.controller import COMPUTER, Session
from byte.web.dom import Writes
from byte.web.game_end import by_side
from byte.web.parts import Listen, Say, Spawn
from byte.web.persist import share_fragment


def link_holds_game() -> bool:
    """Whether the address names a game (moves or a start), as a friend's link does."""
    text = str(window.location.hash or "").lstrip("#")
    keys = {part.partition("=")[0] for part in text.split("&")}
    return bool(keys & {"m", "p"}) and "embed" not in keys


class SendMove:
    """The link game's box in the panel: written into ``writes`` with each render
    (:meth:`on_render`), its button the action ``send-move`` (:meth:`send`)."""

    def __init__(self, session: Session, *, writes: Writes, render: Callable[[], None],
                 say: Say, spawn: Spawn) -> None:
        self.session = session
        self.writes = writes
        self.render = render
        self.say = say
        self.spawn = spawn
        self.received: int | None = len(session.game.moves) if link_holds_game() else None
        """How many moves the game had when it came in a link (None: not a link game)."""
        self._game = id(session.game)
        self.actions: dict[str, Callable[[], None]] = {"send-move": self.send}
        """The ``data-action`` name of its button."""

    def wire(self, listen: Listen) -> None:
        listen(window, "hashchange", self.on_link)

    def on_link(self, _event: Any) -> None:
        self.received = len(self.session.game.moves) if link_holds_game() else None
        self._game = id(self.session.game)
        self.render()

    def on_render(self, session: Session) -> None:
        writes = self.writes
        if id(session.game) != self._game:
            self.received = None  # another game took the screen (a link's comes in on_link)
        self._game = id(session.game)
        received = self.received
        linked = (received is not None and session.settings.opponent != COMPUTER
                  and session.analysis is None)
        writes.set("#send-move", "hidden", not linked)
        if not linked or received is None:
            return
        played = len(session.game.moves) > received
        writes.set("#send-move-button", "hidden", not played)
        if played:
            words = tr("Your move is made. Send it to your friend: the link holds the whole "
                       "game, and their reply comes back the same way.")
        elif session.game_over:
            words = tr("A game sent to you, finished.")
        else:
            words = by_side(
                session.position.turn,
                tr("A game sent to you: it is your move (White). Play it, then send your reply "
                   "back the same way."),
                tr("A game sent to you: it is your move (Black). Play it, then send your reply "
                   "back the same way."))
        writes.text("#send-move-text", words)

    def link(self) -> str:
        location = window.location
        page = links.site_address(f"{location.origin}{location.pathname}")
        return f"{page}#{share_fragment(self.session)}"

    def send(self) -> None:
        self.spawn(self._send(self.link()))

    async def _send(self, url: str) -> None:
        navigator = window.navigator
        if js.Reflect.has(navigator, "share"):
            try:
                data = to_js({"title": tr("Your move"), "url": url},
                             dict_converter=js.Object.fromEntries)
                await navigator.share(data)
                self.say(tr("Move sent."))
                return
            except Exception as error:
                if "AbortError" in str(error):
                    self.say(tr("Not sent: the share was cancelled."))
                    return
        copied = False
        with contextlib.suppress(Exception):
            await navigator.clipboard.writeText(url)
            copied = True
        if copied:
            self.say(tr("Link copied: paste it to your friend."))
        else:
            self.say(tr("Copy this link and send it to your friend: {url}", url=url))


__all__ = ["SendMove", "link_holds_game"]
