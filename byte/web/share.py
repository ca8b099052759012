"""The Share and export dialog (PyScript only): links, the record, the position code, the
embed snippet, board pictures, opening a game or position, and the player's games.

Every decision lives in :mod:`byte.web.persist` and :mod:`byte.web.exchange` (tested on
CPython); this module wires the dialog's buttons. All text from outside (links, files,
pasted text) reaches the page only through ``textContent`` or form values, never as markup.
The address bar and the saved game are :mod:`byte.web.keeping`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import replace
from html import escape
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from byte import i18n, links
from byte.errors import ByteError, is_number
from byte.i18n import number, tr, trn
from byte.web import dom, exchange, persist
from byte.web.board import board_svg
from byte.web.keeping import Keeping
from byte.web.outcome import Outcome, join_sentences

PICTURE_PX = 1024
OPENED, REOPENED = "opened", "reopened"
"""What :meth:`ShareDialog.open_kept` says it did: a game opened from Your games, or
reopened from the Share dialog's list."""
MAX_IMPORT_BYTES = 200_000


def js_object(value: object):
    return to_js(value, dict_converter=js.Object.fromEntries)


def element(tag: str, text: str = "", **attrs: str):
    """A DOM element with attributes and text (never parsed as markup)."""
    node = document.createElement(tag)
    for name, value in attrs.items():
        node.setAttribute(name.rstrip("_").replace("_", "-"), value)
    if text:
        node.textContent = text
    return node


VOID_ELEMENTS = frozenset({"input"})


def markup(tag: str, text: str = "", inner: str = "", **attrs: str) -> str:
    """An element as markup: attributes named as for :func:`element`, ``text`` escaped,
    ``inner`` markup taken as it is.

    >>> markup("button", "Copy <it>", type="button", data_share="copy")
    '<button type="button" data-share="copy">Copy &lt;it&gt;</button>'
    """
    names = "".join(f' {name.rstrip("_").replace("_", "-")}="{escape(value)}"'
                    for name, value in attrs.items())
    if tag in VOID_ELEMENTS:
        return f"<{tag}{names}>"
    return f"<{tag}{names}>{escape(text)}{inner}</{tag}>"


def fieldset(legend: str, inner: str) -> str:
    return markup("fieldset", inner=markup("legend", legend) + inner)


def buttons(items: list[tuple[str, str]]) -> str:
    """A row of the dialog's buttons, each naming its action in ``data-share``."""
    return markup("div", class_="dialog-buttons share-buttons", inner="".join(
        markup("button", words, type="button", class_="btn", data_share=action)
        for action, words in items))


async def copy_field(field) -> bool:
    """Copy a field's text to the clipboard; where the browser refuses, select it and try
    the old copy command. False when nothing was copied (the text is left selected)."""
    try:
        await window.navigator.clipboard.writeText(str(field.value))
        return True
    except Exception:
        field.focus()
        field.select()
        with contextlib.suppress(Exception):
            return bool(document.execCommand("copy"))
        return False


def copy_words(action: str, copied: bool) -> str:
    """What copying a field of the dialog (its button ``action``) did, in words."""
    if action == "copy-link":
        return tr("Link copied.") if copied else tr(
            "Copying was refused by the browser: the link is selected, copy it with Ctrl+C "
            "(or long-press).")
    if action == "copy-record":
        return tr("Game record copied.") if copied else tr(
            "Copying was refused by the browser: the game record is selected, copy it with "
            "Ctrl+C (or long-press).")
    if action == "copy-code":
        return tr("Position code copied.") if copied else tr(
            "Copying was refused by the browser: the position code is selected, copy it with "
            "Ctrl+C (or long-press).")
    return tr("Embed HTML copied.") if copied else tr(
        "Copying was refused by the browser: the embed HTML is selected, copy it with Ctrl+C "
        "(or long-press).")


def download_file(text_or_url: str, filename: str, mime: str, is_url: bool = False) -> None:
    """Hand the browser a file to download: text (of type ``mime``) or a URL."""
    if is_url:
        url = text_or_url
    else:
        blob = js.Blob.new(to_js([text_or_url]), js_object({"type": mime}))
        url = js.URL.createObjectURL(blob)
    link = element("a", href=url, download=filename, hidden="")
    document.body.appendChild(link)
    link.click()
    link.remove()
    if not is_url:
        window.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 30_000)


class ShareDialog:
    """The Share and export dialog of one :class:`~byte.web.app.App`: links, the record,
    the position code, the embed snippet, pictures, opening a game, the player's games."""

    def __init__(self, keeping: Keeping) -> None:
        self.keeping = keeping  # its store holds the player's games; its page the game shown

    def apply(self, outcome: Outcome) -> None:
        """Show a game opened here on the page."""
        self.keeping.apply(outcome)

    @property
    def session(self):
        return self.keeping.session

    def listen(self, target, event: str, handler: Callable) -> None:
        dom.listen(target, event, handler)

    def on_render(self, session) -> None:
        if self.dialog is not None and self.dialog.open:
            self.fill_dialog()

    # --- the dialog -----------------------------------------------------------------------

    dialog: Any = None  # the dialog element, built when first opened

    def add_button(self) -> None:
        """The panel's Share button, and its key (S); the dialog is built when first opened."""
        row = document.querySelector(".panel > .action-row")
        if row is None:
            return
        row.insertAdjacentHTML("beforeend", markup(
            "button", tr("Share"), type="button", class_="btn", id="share-button",
            title=tr("Share a link, export or open a game (S)"), aria_haspopup="dialog"))
        self.listen("#share-button", "click", lambda _e: self.open_dialog())
        self.listen(document, "keydown", self.on_key)

    def build_dialog(self) -> None:
        """The Share and export dialog, built at its first opening (not at start, where
        Python in a worker would pay for its element proxies while the page boots).

        Written as markup and inserted at once: where Python runs in a worker, every
        element made one by one costs a round trip to the page (see :mod:`byte.web.dom`)."""
        kinds = "".join(
            f'<label><input type="radio" name="share-kind" value="{value}"'
            f'{" checked" if value == "game" else ""}> {escape(words)}</label>'
            for value, words in (("game", tr("The whole game (opens at the move shown)")),
                                 ("position", tr("This position only"))))
        # A link opens in the language of whoever opens it, unless the sharer asks for this
        # page's (lang=, static/language.js).
        names = {language.tag: language.name for language in i18n.LANGUAGES}
        kinds += markup("label", inner=markup(
            "input", type="checkbox", id="share-lang", name="share-lang") + " " + escape(
            tr("In this page's language ({language})",
               language=names.get(i18n.language(), i18n.language()))))
        sections = [
            fieldset(tr("Link"), kinds + markup(
                "input", type="text", readonly="", id="share-link", class_="share-field",
                aria_label=tr("Link to share"), spellcheck="false")
                + markup("p", id="share-expect", class_="share-note")
                + buttons([("copy-link", tr("Copy link")), ("system-share", tr("Share…"))])),
            fieldset(tr("Game record"), markup(
                "textarea", readonly="", id="share-record", rows="4", class_="share-field",
                aria_label=tr("Game record"), spellcheck="false")
                + buttons([("copy-record", tr("Copy record")),
                           ("download-record", tr("Download .txt"))])),
            fieldset(tr("Position code"), markup(
                "input", type="text", readonly="", id="share-code", class_="share-field",
                aria_label=tr("Position code"), spellcheck="false")
                + buttons([("copy-code", tr("Copy code"))])),
            fieldset(tr("Embed in a web page"), markup(
                "textarea", readonly="", id="share-embed", rows="3", class_="share-field",
                spellcheck="false", aria_label=tr("HTML to embed this board in a web page"))
                + markup("p", tr("Paste it into a blog post or any page: readers step through "
                                 "the moves and can open the full game."), class_="share-note")
                + buttons([("copy-embed", tr("Copy HTML"))])),
            fieldset(tr("Picture of the board"), buttons([("download-svg", tr("Download SVG")),
                                                          ("download-png", tr("Download PNG"))])),
            fieldset(tr("Open a game or position"), markup(
                "textarea", id="import-text", rows="3", class_="share-field",
                spellcheck="false", aria_label=tr("Game record, position code or link to open"),
                placeholder=tr("Paste a game record, a position code or a link"))
                + buttons([("open-text", tr("Open")), ("open-file", tr("Open a file…")),
                           ("restore-previous", tr("Bring back the game set aside"))])
                + markup("input", type="file", id="import-file", hidden="",
                         accept=".txt,.byte,.pgn,.pdn,text/plain")),
            fieldset(tr("Your games"), markup(
                "p", tr("Every game you leave for another is kept here, finished or not, to "
                        "reopen."), class_="share-note")
                + markup("ol", id="your-games", class_="your-games")),
            markup("p", id="share-status", class_="message", role="status",
                   aria_live="polite"),
            '<div class="dialog-buttons">' + markup(
                "button", tr("Close"), type="button", class_="btn primary", data_share="close")
            + "</div>",
        ]
        dom.by_id("app").insertAdjacentHTML("beforeend", markup(
            "dialog", class_="dialog share-dialog", id="share-dialog",
            aria_labelledby="share-title", inner=markup("h2", tr("Share and export"),
                                                        id="share-title") + "".join(sections)))
        dialog = dom.by_id("share-dialog")
        self.dialog = dialog
        self.listen(dialog, "click", self.on_dialog_click)
        self.listen(dialog, "change", self.on_dialog_change)

    def control(self, action: str):
        return self.dialog.querySelector(f'[data-share="{action}"]')

    def whole_game(self) -> bool:
        checked = self.dialog.querySelector('input[name="share-kind"]:checked')
        return not checked or str(checked.value) == "game"

    def page_url(self) -> str:
        """The page for links: whichever language's page is open, the one that picks the
        language of whoever opens the link."""
        location = window.location
        return links.site_address(f"{location.origin}{location.pathname}")

    def fragment(self) -> str:
        """The link's fragment, with this page's language when the sharer asks for it."""
        fragment = persist.share_fragment(self.session, self.whole_game())
        chosen = self.dialog.querySelector("#share-lang") if self.dialog else None
        if chosen is not None and chosen.checked:
            fragment = links.with_language(fragment, i18n.language())
        return fragment

    def share_url(self) -> str:
        fragment = self.fragment()
        return self.page_url() + (f"#{fragment}" if fragment else "")

    def fill_dialog(self) -> None:
        session = self.session
        by_id = dom.by_id
        fragment = self.fragment()
        by_id("share-link").value = self.page_url() + (f"#{fragment}" if fragment else "")
        position = session.position
        if position.is_over():
            expect = tr("The game is over: the link shows it to the end.")
        elif position.turn == "w":
            expect = tr("White is to move here. To play a friend, send the whole-game link: "
                        "they open it, see the last move marked, reply as White and send "
                        "their link back.")
        else:
            expect = tr("Black is to move here. To play a friend, send the whole-game link: "
                        "they open it, see the last move marked, reply as Black and send "
                        "their link back.")
        by_id("share-expect").textContent = expect
        by_id("share-record").value = exchange.record_text(session)
        by_id("share-code").value = position.code()
        title = tr("{game} board", game=session.info.title)
        by_id("share-embed").value = persist.embed_snippet(self.page_url(), fragment, title)
        self.control("system-share").hidden = not js.Reflect.has(window.navigator, "share")
        self.control("restore-previous").hidden = self.keeping.store.previous() is None
        self.fill_history()

    def fill_history(self) -> None:
        """The player's list of games: one button each, most recent first."""
        store = self.keeping.store
        entries = store.history()
        self.history = [kept for _, kept in entries]
        damaged = store.damaged()
        items = [markup("li", tr("No games yet."), class_="share-note")] if not entries else [
            markup("li", inner=markup(
                "button", f"{persist.describe_entry(kept)} · "
                f"{js.Date.new(when).toLocaleString()}", type="button",
                class_="btn link-like", data_share="reopen", data_index=str(index)))
            for index, (when, kept) in enumerate(entries)]
        if damaged and not entries:
            items = []
        # Saved data the page could not use, kept as it was found: the player can take it.
        items += [markup("li", class_="damaged-entry", inner=markup(
            "p", tr("Damaged saved data, kept as it was found ({why}).", why=entry["why"]))
            + markup("div", class_="damaged-actions", inner=markup(
                "button", tr("Download it"), type="button", class_="btn",
                data_share="download-damaged", data_index=str(index))
                + markup("button", tr("Discard it"), type="button", class_="btn",
                         data_share="discard-damaged", data_index=str(index))))
            for index, entry in enumerate(damaged)]
        dom.by_id("your-games").innerHTML = "".join(items)

    def download_damaged(self, index: int) -> None:
        damaged = self.keeping.store.damaged()
        if 0 <= index < len(damaged):
            self.download(damaged[index]["text"], f"damaged-saved-data-{index + 1}.txt",
                          "text/plain")

    def discard_damaged(self, index: int) -> None:
        self.keeping.store.forget_damaged(index)
        self.fill_history()
        self.status(tr("The damaged saved data was discarded."))

    history: list = []

    def reopen_kept(self, index: int) -> None:
        if 0 <= index < len(self.history):
            self.open_kept(self.history[index], REOPENED, self.status, self.dialog)

    def open_kept(self, kept: Any, done: str, status: Any, dialog: Any) -> bool:
        """Put the kept game ``kept`` on the board, the game on screen kept first, and say
        ``done`` (:data:`OPENED` or :data:`REOPENED`) with what it is; or tell ``status`` why
        it could not be, leaving ``dialog`` open. True when it was opened."""
        self.keeping.keep_current()
        again = done.lower() == REOPENED
        try:
            outcome, note = persist.reopen_saved(self.session, kept)
        except Exception:
            status(tr("That game could not be reopened: its saved data is damaged.") if again
                   else tr("That game could not be opened: its saved data is damaged."), True)
            return False
        game = persist.describe_entry(kept)
        opened = tr("Reopened: {game}.", game=game) if again else \
            tr("Opened: {game}.", game=game)
        outcome.message = join_sentences(opened, note)
        dialog.close()
        self.apply(outcome)
        return True

    def open_dialog(self) -> None:
        if self.dialog is None:
            self.build_dialog()
        self.fill_dialog()
        self.status("")
        if not self.dialog.open:
            self.dialog.showModal()
        self.control("copy-link").focus()

    def status(self, text: str, error: bool = False) -> None:
        box = dom.by_id("share-status")
        box.textContent = text
        box.classList.toggle("alert", error)

    def on_key(self, event) -> None:
        if event.defaultPrevented or event.ctrlKey or event.altKey or event.metaKey:
            return
        target = event.target
        tag = str(target.tagName).lower() if target and target.tagName else ""
        if tag in ("input", "textarea", "select") or document.querySelector("dialog[open]"):
            return
        if str(event.key).lower() == "s":
            event.preventDefault()
            self.open_dialog()

    def on_dialog_change(self, event) -> None:
        target = event.target
        if str(target.id) == "import-file":
            asyncio.ensure_future(self.open_file(target))
        elif str(target.name) in ("share-kind", "share-lang"):
            self.fill_dialog()

    def on_dialog_click(self, event) -> None:
        target = event.target
        button = target.closest("[data-share]") if hasattr(target, "closest") else None
        if not button or button.disabled:
            return
        action = str(button.getAttribute("data-share"))
        by_id = dom.by_id
        stem = exchange.file_stem(self.session)
        if action == "close":
            self.dialog.close()
        elif action == "copy-link":
            asyncio.ensure_future(self.copy(by_id("share-link"), action))
        elif action == "system-share":
            asyncio.ensure_future(self.system_share())
        elif action == "copy-record":
            asyncio.ensure_future(self.copy(by_id("share-record"), action))
        elif action == "download-record":
            self.download(exchange.record_text(self.session), f"{stem}.txt", "text/plain")
        elif action == "copy-code":
            asyncio.ensure_future(self.copy(by_id("share-code"), action))
        elif action == "copy-embed":
            asyncio.ensure_future(self.copy(by_id("share-embed"), action))
        elif action == "download-svg":
            self.download(self.picture_svg(), f"{stem}.svg", "image/svg+xml")
        elif action == "download-png":
            asyncio.ensure_future(self.download_png(f"{stem}.png"))
        elif action == "open-text":
            self.open_text(str(by_id("import-text").value or ""))
        elif action == "open-file":
            by_id("import-file").click()
        elif action == "restore-previous":
            self.restore_previous()
        elif action in ("reopen", "download-damaged", "discard-damaged"):
            index_text = str(button.getAttribute("data-index") or "")
            index = int(index_text) if is_number(index_text, 3) else -1
            {"reopen": self.reopen_kept, "download-damaged": self.download_damaged,
             "discard-damaged": self.discard_damaged}[action](index)

    # --- copying and sharing --------------------------------------------------------------

    async def copy(self, field, action: str) -> None:
        """Copy ``field`` for the button ``action`` (``"copy-link"``...), and say so."""
        copied = await copy_field(field)
        self.status(copy_words(action, copied), error=not copied)

    async def system_share(self) -> None:
        url = self.share_url()
        try:
            site = "Byte"  # i18n: not shown (the site's name, the same in every language)
            await window.navigator.share(js_object({"title": site, "url": url}))
        except Exception as error:
            if "AbortError" not in str(error):
                self.status(tr("The share sheet could not open; copy the link instead."), True)
            return
        self.status(tr("Shared."))

    # --- files ----------------------------------------------------------------------------

    def download(self, text_or_url: str, filename: str, mime: str, is_url: bool = False) -> None:
        download_file(text_or_url, filename, mime, is_url)
        self.status(tr("Downloading {file}.", file=filename))

    def page_css(self) -> str:
        """The page's own style rules, so the picture looks like the board on screen."""
        rules = []
        for sheet in document.styleSheets:
            with contextlib.suppress(Exception):  # a sheet from elsewhere cannot be read
                for rule in sheet.cssRules:
                    rules.append(str(rule.cssText))
        return "\n".join(rules)

    def picture_svg(self) -> str:
        session = self.session
        view = replace(session.view(), selected=(), targets=frozenset(), hint_path=(),
                       scores={}, must=frozenset(), interactive=False)
        markup = board_svg(session.position, view, session.hooks)
        return exchange.standalone_svg(markup, self.page_css(), PICTURE_PX,
                                      exchange.picture_caption(session))

    async def download_png(self, filename: str) -> None:
        try:
            blob = js.Blob.new(to_js([self.picture_svg()]), js_object({"type": "image/svg+xml"}))
            url = js.URL.createObjectURL(blob)
            image = window.Image.new()
            image.src = url
            await image.decode()
            canvas = document.createElement("canvas")
            # The picture is the board and its caption strip under it.
            height = round(PICTURE_PX * (1 + exchange.CAPTION_SHARE))
            canvas.width = PICTURE_PX
            canvas.height = height
            canvas.getContext("2d").drawImage(image, 0, 0, PICTURE_PX, height)
            js.URL.revokeObjectURL(url)
            self.download(str(canvas.toDataURL("image/png")), filename, "image/png", is_url=True)
        except Exception as error:
            self.status(tr("The PNG picture could not be made ({error}); try the SVG.",
                           error=error), True)

    async def open_file(self, field) -> None:
        files = field.files
        if not files or files.length == 0:
            return
        chosen = files.item(0)
        field.value = ""
        if chosen.size > MAX_IMPORT_BYTES:
            size = int(chosen.size)
            self.status(trn("{file} is too large to be a game record ({size} byte).",
                            "{file} is too large to be a game record ({size} bytes).", size,
                            file=str(chosen.name), size=number(size)), error=True)
            return
        try:
            text = str(await chosen.text())
        except Exception:
            self.status(tr("That file could not be read."), error=True)
            return
        self.open_text(text)

    def open_text(self, text: str) -> None:
        try:
            game, ply, note = exchange.import_text(text, self.session.game.game,
                                                  self.session.game.variant,
                                                  self.session.game.start.size)
        except ByteError as error:
            self.status(tr("Nothing was opened: {error}.", error=error), error=True)
            return
        session = self.session
        self.keeping.keep_current(set_aside=True)
        outcome = session.load(game, ply)
        outcome.message = note
        if exchange.open_variations(session, text):
            outcome.message = join_sentences(note, tr("Its variations are on the analysis board."))
        dom.by_id("import-text").value = ""
        self.dialog.close()
        self.apply(outcome)

    def restore_previous(self) -> None:
        previous = self.keeping.store.previous()
        if previous is None:
            self.status(tr("There is no game set aside."), error=True)
            return
        session = self.session
        current = persist.kept_text(session) if session.game.moves else None
        try:
            outcome, note = persist.reopen_saved(session, previous)
        except Exception as error:
            self.status(self.keeping.store.set_damaged_aside(persist.PREVIOUS_KEY, error), True)
            return
        self.keeping.store.forget_previous()
        if current is not None:
            self.keeping.store.set_aside(current)  # the two games swap places
        outcome.message = join_sentences(tr("The game set aside is back."), note)
        self.dialog.close()
        self.apply(outcome)
