"""The board editor on the page (PyScript only): its board, palette and panel.

Every decision lives in :mod:`byte.editor` and the game's editor hooks (tested on
CPython); this module draws the position being set up (one HTML string, set once), turns
clicks and keys into edits, shows why a position cannot be played, and hands a good one
to the game: against the computer, with a friend, on the analysis board, or as a link.

While the editor is open the game's own board and panel are hidden, not changed: Cancel
returns to the game as it was.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from dataclasses import replace
from html import escape
from typing import Any

from pyscript import document, window

from byte import games, links
from byte.editor import Editor, sentence
from byte.errors import ByteError, read_number
from byte.i18n import tr
from byte.record import Game
from byte.settings import Settings
from byte.web import dom
from byte.web.analysis import open_analysis
from byte.web.board import BoardView, board_svg
from byte.web.controller import COMPUTER, HUMAN, Outcome, Session
from byte.web.controls import key_for_the_page
from byte.web.parts import Apply, FocusBoard, Listen, PageMode
from byte.web.share import copy_field

DIRECTIONS = {"ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left", "ArrowRight": "right"}


def editor_markup(editor: Editor, flip: bool) -> str:
    """The editor's board: the game's own drawing of the position being set up, with ids
    of its own (the game's board stays in the page, hidden)."""
    draft = editor.draft()
    hooks = games.view(editor.game)
    view = BoardView(flip=flip, focus=editor.focus, show_targets=False)
    values = {"board": hooks.board_name(draft), "size": draft.size}
    label = (tr("Board editor: {board}, {size} by {size}, White to move", **values)
             if editor.turn == "w" else
             tr("Board editor: {board}, {size} by {size}, Black to move", **values))
    markup = board_svg(draft, view, hooks, label=label)
    return markup.replace('id="board"', 'id="editor-board"', 1).replace(' id="sq-', ' id="ed-sq-')


def _board_choice(variant: str, size: int) -> str:
    """A rule set and board size as the Board select lists them."""
    return tr("{variant}, {size}×{size}", variant=tr(variant), size=size)


class BoardEditor:
    """The board editor, over the game in ``session``: ``mode`` says the page is editing
    while it is open; the position set up replaces the game (the one left behind kept by
    ``keep_current_game``) and is shown through ``apply``; ``zoom_out`` shows the whole
    board first, ``render_page`` draws the page again when the editor closes."""

    def __init__(self, session: Session, *, mode: PageMode, embed: bool,
                 zoom_out: Callable[[], None], render_page: Callable[[], None],
                 keep_current_game: Callable[[], None], apply: Apply,
                 focus_board: FocusBoard) -> None:
        self.session = session
        self.mode = mode
        self.embed = embed
        self.zoom_out = zoom_out
        self.render_page = render_page
        self.keep_current_game = keep_current_game
        self.apply = apply
        self.focus_board = focus_board
        self.editor: Editor | None = None

    def wire(self, listen: Listen) -> None:
        listen("#study-row", "click", self.on_study)
        listen("#editor-panel", "click", self.on_panel_click)
        listen("#editor-panel", "change", self.on_panel_change)
        listen("#editor-wrap", "click", self.on_board_click)
        listen("#editor-wrap", "keydown", self.on_board_key)
        listen(document, "keydown", self.on_key)

    @property
    def opened(self) -> Editor:
        """The editor while it is open (its controls exist only then)."""
        if self.editor is None:
            raise RuntimeError("the editor is closed")
        return self.editor

    @functools.cached_property
    def wrap(self) -> Any:
        """The editor's board box (the page's markup, asked for when first shown)."""
        return dom.by_id("editor-wrap")

    # --- opening and closing --------------------------------------------------------------

    def open(self) -> None:
        session = self.session
        self.zoom_out()  # the editor's board is never zoomed
        self.editor = Editor(session.game.game, position=session.position)
        self.editor.focus = session.focus
        self.mode.start_editing()
        self._show(True)
        self.fill_board_choice()
        self.fill_panel()
        self.render()
        self.status(tr("Set up a position of {game}: choose what to put, then tap squares.",
                       game=tr(session.info.name)))
        first = document.querySelector("#editor-tools [data-tool]")
        if first:
            first.focus()

    def close(self) -> None:
        self.editor = None
        self.mode.stop_editing()
        self._show(False)
        self.wrap.innerHTML = ""
        self.render_page()

    def _show(self, editing: bool) -> None:
        by_id = dom.by_id
        document.documentElement.classList.toggle("editing", editing)
        by_id("panel").hidden = editing
        by_id("editor-panel").hidden = not editing
        by_id("board-wrap").hidden = editing
        self.wrap.hidden = not editing
        if editing:
            by_id("eval-bar").hidden = True
            by_id("level-picker").hidden = True

    # --- drawing --------------------------------------------------------------------------

    def fill_board_choice(self) -> None:
        """The rule sets and sizes of the game, the current one chosen: once per opening.
        Never again while the editor is open: with Python in a worker, a change is handled
        a moment after it happens, and a choice rewritten then would undo the player's
        next one (and the next change would read the undone value)."""
        editor = self.opened
        info = games.find(editor.game).variant(editor.variant)
        choices = [(variant, size) for variant in games.find(editor.game).variants
                   for size in variant.sizes]
        dom.by_id("editor-variant").innerHTML = "".join(
            f'<option value="{escape(variant.id)}:{size}"'
            f'{" selected" if (variant.id, size) == (info.id, editor.size) else ""}>'
            f"{escape(_board_choice(variant.name, size))}</option>" for variant, size in choices)

    def fill_panel(self) -> None:
        """The palette and the counters: at the opening and for each board chosen."""
        editor = self.opened
        by_id = dom.by_id
        by_id("editor-tools").innerHTML = "".join(
            f'<button type="button" class="btn tool" data-tool="{escape(tool.key)}" '
            f'aria-pressed="false" aria-label="{escape(tool.name)}">{tool.art}'
            f'<span>{escape(tool.label)}</span></button>' for tool in editor.tools())
        counters = editor.counters()
        box = by_id("editor-counters")
        box.hidden = not counters
        beside = tr("Beside the board")
        box.innerHTML = (f"<legend>{escape(beside)}</legend>" + "".join(
            f'<label class="counter">{escape(c.label)} <input type="number" min="0" '
            f'max="{c.maximum}" step="1" inputmode="numeric" data-counter="{escape(c.key)}" '
            f'value="{editor.extra.get(c.key, 0)}"></label>' for c in counters)) \
            if counters else ""

    def render(self) -> None:
        editor = self.editor
        if editor is None:
            return
        active = document.activeElement
        inside = bool(active and active.closest and active.closest("#editor-wrap"))
        flip = self.session.settings.flip
        self.wrap.innerHTML = editor_markup(editor, flip)
        for button in document.querySelectorAll("#editor-tools [data-tool]"):
            pressed = str(button.getAttribute("data-tool")) == editor.tool
            button.setAttribute("aria-pressed", "true" if pressed else "false")
        for radio in document.querySelectorAll('input[name="editor-turn"]'):
            radio.checked = str(radio.value) == editor.turn
        for field in document.querySelectorAll("#editor-counters [data-counter]"):
            field.value = str(editor.extra.get(str(field.getAttribute("data-counter")), 0))
        reason = editor.check()
        by_id = dom.by_id
        by_id("editor-alert").textContent = (
            tr("This position cannot be played: {reason}", reason=reason) if reason else "")
        for name in ("play-computer", "play-friend", "analyse", "copy-link"):
            button = document.querySelector(f'[data-editor="{name}"]')
            button.disabled = bool(reason)
        by_id("editor-link").value = self.link() if not reason else ""
        if inside:
            self.focus_square()

    def focus_square(self) -> None:
        editor = self.opened
        if editor.focus is None:  # no square focused yet: nothing to put the focus on
            return
        name = games.view(editor.game).square_name(editor.draft(), editor.focus)
        square = dom.by_id(f"ed-sq-{name}")
        if square:
            square.focus()

    def link(self) -> str:
        position = self.opened.position()
        flip = position.turn == "b" and games.view(position.game).FLIPPABLE
        fragment = links.position_fragment(position, Settings(flip=bool(flip)))
        location = window.location
        return f"{location.origin}{location.pathname}#{fragment}"

    def status(self, text: str) -> None:
        dom.by_id("editor-status").textContent = text

    # --- input ----------------------------------------------------------------------------

    def on_study(self, event: Any) -> None:
        target = event.target
        button = target.closest("[data-study]") if target and hasattr(target, "closest") else None
        if button and str(button.getAttribute("data-study")) == "edit" and not self.embed:
            self.open()

    def on_key(self, event: Any) -> None:
        if not key_for_the_page(event, document) or event.ctrlKey or self.embed:
            return
        target = event.target
        key = str(event.key)
        if self.editor is None and key.lower() == "e":
            self.open()
        elif self.editor is not None and key == "Escape" and not (
                target and hasattr(target, "closest") and target.closest("#editor-wrap")):
            self.close()

    def square_of(self, element: Any) -> int | None:
        holder = element.closest("[data-square]") if element and hasattr(element, "closest") \
            else None
        if not holder or self.editor is None:
            return None
        try:
            return games.view(self.editor.game).parse_square(
                self.editor.draft(), str(holder.getAttribute("data-square")))
        except (ByteError, ValueError):
            return None

    def edit(self, square: int) -> None:
        editor = self.opened
        problem = editor.click(square)
        hooks = games.view(editor.game)
        draft = editor.draft()
        name = hooks.square_name(draft, square)
        self.render()
        if problem:
            self.status(problem)
        else:
            self.status(f"{name}: {hooks.describe(draft, square)}.")

    def on_board_click(self, event: Any) -> None:
        square = self.square_of(event.target)
        if square is not None:
            self.edit(square)

    def on_board_key(self, event: Any) -> None:
        if self.editor is None:
            return
        key = str(event.key)
        if key in DIRECTIONS:
            event.preventDefault()
            self.editor.move_focus(DIRECTIONS[key], self.session.settings.flip)
            self.render()
            self.focus_square()
        elif key in ("Enter", " "):
            event.preventDefault()
            if self.editor.focus is not None:
                self.edit(self.editor.focus)
                self.focus_square()
        elif key == "Escape":
            self.close()

    def on_panel_change(self, event: Any) -> None:
        editor = self.editor
        target = event.target
        if editor is None or not target:
            return
        if str(target.id or "") == "editor-variant":
            variant, _, size = str(target.value).partition(":")
            try:
                self.editor = Editor(editor.game, variant,
                                     read_number(size, tr("the board size"), 2))
            except ByteError as error:
                self.status(sentence(str(error)))
                return
            self.fill_panel()
            self.render()
            info = games.find(editor.game).variant(variant)
            self.status(tr("The start of {variant}, {size}×{size}.", variant=tr(info.name),
                           size=size))
            return
        if str(target.name or "") == "editor-turn":
            editor.set_turn(str(target.value))
            self.status(tr("White to move.") if editor.turn == "w" else tr("Black to move."))
            self.render()
            return
        key = target.getAttribute("data-counter") if hasattr(target, "getAttribute") else None
        if key:
            problem = editor.set_counter_text(str(key), str(target.value or "0"))
            self.render()
            self.status(problem or "")

    def on_panel_click(self, event: Any) -> None:
        editor = self.editor
        target = event.target
        if editor is None or not target or not hasattr(target, "closest"):
            return
        tool = target.closest("[data-tool]")
        if tool:
            editor.choose(str(tool.getAttribute("data-tool")))
            self.render()
            name = next(t.label for t in editor.tools() if t.key == editor.tool)
            self.status(tr("{tool}: tap the squares to change.", tool=name))
            return
        button = target.closest("[data-editor]")
        if not button or button.disabled:
            return
        action = str(button.getAttribute("data-editor"))
        if action == "clear":
            editor.clear()
            self.render()
            self.status(tr("The board is empty."))
        elif action == "reset":
            editor.reset()
            self.render()
            self.status(tr("The start position."))
        elif action == "cancel":
            self.close()
        elif action == "copy-link":
            asyncio.ensure_future(self.copy_link())
        elif action in ("play-computer", "play-friend", "analyse"):
            self.use(action)

    async def copy_link(self) -> None:
        if await copy_field(dom.by_id("editor-link")):
            self.status(tr("Link copied: it opens this position."))
        else:
            self.status(tr("Copying was refused by the browser: the link is selected, copy "
                           "it with Ctrl+C (or long-press)."))

    def use(self, how: str) -> None:
        """Start a game from the position set up."""
        try:
            position = self.opened.position()
        except ByteError as error:
            self.status(str(error))
            return
        self.keep_current_game()  # the game left behind stays in the player's list
        session = self.session
        settings = replace(session.settings)
        if how == "play-computer":
            settings.opponent = COMPUTER
            settings.human = position.turn
            settings.flip = position.turn == "b"
        else:
            settings.opponent = HUMAN
            settings.flip = False
        self.editor = None
        self.mode.stop_editing()
        self._show(False)
        self.wrap.innerHTML = ""
        outcome = session.load(Game(position), 0, settings)
        if how == "analyse":
            opened = open_analysis(session)
            outcome = Outcome(outcome.played, outcome.played_texts,
                              opened.message, False, opened.announce)
        elif how == "play-computer":
            outcome.message = (
                tr("The position is set up: you play White, against the computer, level "
                   "{level}.", level=settings.level) if position.turn == "w" else
                tr("The position is set up: you play Black, against the computer, level "
                   "{level}.", level=settings.level))
        else:
            outcome.message = (tr("The position is set up: White to move.")
                               if position.turn == "w" else
                               tr("The position is set up: Black to move."))
        self.apply(outcome)
        self.focus_board(scroll=False)
