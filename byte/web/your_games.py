"""Your games (PyScript only): the player's list of games, a visible entry of the panel.

Every game left for another one is kept (see :mod:`byte.web.keeping`); this dialog lists
them, most recent first, each with a small picture of its last position, the rule set,
the opponent, the date and the result, and lets the player open, export or delete it. The
words come from :func:`byte.web.persist.kept_summary` and the list from
:class:`byte.web.persist.GameStore` (both tested on CPython).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import js
from pyscript import document

from byte import games, i18n
from byte.i18n import tr
from byte.web import dom, persist
from byte.web.board import BoardView, board_svg
from byte.web.parts import FocusBoard
from byte.web.share import OPENED, ShareDialog, download_file, js_object, markup

_IDS = re.compile(r'\s(?:id|tabindex|role|aria-label)="[^"]*"')
"""What a picture in the list must not carry: the page's ids and the board's roles."""


def picture(kept: Any) -> str:
    """A small picture of a kept game's last position (decorative: the words say it all)."""
    game = kept.game
    position = game.end
    view = BoardView(interactive=False, show_targets=False)
    markup_text = board_svg(position, view, games.view(game.game))
    hidden = '<svg aria-hidden="true" '  # i18n: not shown (markup)
    markup_text = _IDS.sub("", markup_text).replace("<svg ", hidden, 1)
    return markup_text.replace('class="board ', 'class="kept-picture board ', 1)  # i18n: not shown


def file_name(kept: Any, index: int) -> str:
    """``checkers-english-game-3.txt``: the game, its rule set and its place in the list."""
    game = kept.game
    info = games.find(game.game)
    name = info.id if game.variant == info.default.id else f"{info.id}-{game.variant}"
    return f"{name}-game-{index + 1}.txt"


class YourGames:
    """The Your games button and dialog of one page (they share the Share dialog's store
    and its download)."""

    def __init__(self, share: ShareDialog, *, focus_board: FocusBoard) -> None:
        self.share = share
        self.focus_board = focus_board
        self.dialog: Any = None  # the dialog element, built when first opened
        self.kept: list[Any] = []
        dom.listen("#your-games-button", "click", self.guarded(lambda _e: self.open()))

    @property
    def store(self) -> persist.GameStore:
        return self.share.keeping.store

    def guarded(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        def run(event: Any) -> None:
            try:
                handler(event)
            except Exception as error:
                self.status(tr("That did not work: {error}.", error=error), True)

        return run

    def build(self) -> None:
        dom.by_id("app").insertAdjacentHTML("beforeend", markup(
            "dialog", class_="dialog games-dialog", id="games-dialog",
            aria_labelledby="games-title", inner=(
                markup("h2", tr("Your games"), id="games-title")
                + markup("p", tr("Every game you leave for another one is kept here, finished "
                                 "or not, on this device."), class_="share-note")
                + markup("ol", id="games-list", class_="games-list")
                + markup("p", id="games-status", class_="message", role="status",
                         aria_live="polite")
                + '<div class="dialog-buttons">'
                + markup("button", tr("Close"), type="button", class_="btn primary",
                         data_games="close") + "</div>")))
        self.dialog = dom.by_id("games-dialog")
        dom.listen(self.dialog, "click", self.guarded(self.on_click))

    def open(self) -> None:
        if self.dialog is None:
            self.build()
        # The game on screen is in the list too, as it is now.
        self.share.keeping.keep_current()
        self.fill()
        self.status("")
        dom.show_dialog(self.dialog, "[data-games]")

    def fill(self) -> None:
        entries = self.store.history()
        self.kept = [kept for _, kept in entries]
        if not entries:
            items = markup("li", tr("No games yet: a game you leave for another one comes "
                                    "here."), class_="share-note")
        else:
            items = "".join(self.item(index, when, kept)
                            for index, (when, kept) in enumerate(entries))
        dom.by_id("games-list").innerHTML = items

    @staticmethod
    def item(index: int, when: float, kept: Any) -> str:
        words = persist.kept_summary(kept)
        # The date as the page's language writes dates (the browser's own formats).
        date = str(js.Date.new(when).toLocaleString(i18n.language(), js_object(
            {"dateStyle": "medium", "timeStyle": "short"})))
        name = tr("{game}, {date}", game=words.title, date=date)
        actions = "".join(
            markup("button", label, type="button", class_="btn", data_games=action,
                   data_index=str(index), aria_label=tr("{action}: {game}", action=label,
                                                        game=name))
            for action, label in (("open", tr("Open")), ("export", tr("Export")),
                                  ("delete", tr("Delete"))))
        return markup("li", class_="kept-game", inner=(
            markup("span", class_="kept-board", inner=picture(kept))
            + markup("div", class_="kept-words", inner=(
                markup("p", class_="kept-title", inner=markup("strong", words.title)
                       + markup("span", f" · {words.moves}"))
                + markup("p", words.opponent)
                + markup("p", words.result, class_="kept-result")
                + markup("p", inner=markup("time", date), class_="kept-date")))
            + markup("div", class_="kept-actions", inner=actions)))

    def status(self, text: str, error: bool = False) -> None:
        box = document.getElementById("games-status")
        if box:
            box.textContent = text
            box.classList.toggle("alert", error)

    def on_click(self, event: Any) -> None:
        target = event.target
        control = target.closest("[data-games]") if hasattr(target, "closest") else None
        if not control:
            return
        action = str(control.getAttribute("data-games"))
        if action == "close":
            self.dialog.close()
            return
        index_text = str(control.getAttribute("data-index") or "")
        index = int(index_text) if index_text.isdigit() else -1
        if not 0 <= index < len(self.kept):
            return
        kept = self.kept[index]
        if action == "open":
            self.reopen(kept)
        elif action == "export":
            download_file(kept.game.text(), file_name(kept, index), "text/plain")
            self.status(tr("Downloading {file}.", file=file_name(kept, index)))
        elif action == "delete":
            title = persist.kept_summary(kept).title
            if self.store.forget(index):
                self.fill()
                self.status(tr("The game of {game} was deleted from your list.", game=title))
                following = self.dialog.querySelector(
                    f'[data-games="open"][data-index="{min(index, len(self.kept) - 1)}"]')
                (following or self.dialog.querySelector('[data-games="close"]')).focus()
            else:
                self.status(tr("That game could not be deleted: the browser refused."), True)

    def reopen(self, kept: Any) -> None:
        if self.share.open_kept(kept, OPENED, self.status, self.dialog):
            self.focus_board()


__all__ = ["YourGames", "file_name", "picture"]
