"""The lessons dialog (PyScript only): the list of a game's lessons and the board of a step.

Everything that decides lives in :mod:`byte.lessons` (the steps, judging a try, progress)
and :mod:`byte.web.lesson_board` (the step's board and click model), both tested on
CPython. This module draws them into ``#lessons-dialog`` (the block of ``index.html``
between ``BEGIN learn`` and ``END learn``) and turns clicks and keys into tries. Each
change is one ``innerHTML`` write, as the page's Python may run in a worker.

Open it with :meth:`Lessons.open`, a ``[data-open-lessons="<game>"]`` button (the help
sections have one), or a link ``#learn=<game>``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from html import escape
from typing import Any

from pyscript import document, window

from byte import games, lessons
from byte.errors import is_number
from byte.guide import rules_href
from byte.i18n import language, tr, trc, trn
from byte.web import dom
from byte.web.controller import Outcome
from byte.web.dom import by_id
from byte.web.lesson_board import LessonSession

KEYS = {"ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left", "ArrowRight": "right"}


def lesson_board_markup(board: LessonSession) -> str:
    """The step's board, with ids of its own (the game's board keeps ``board``/``sq-*``)."""
    from byte.web.board import board_svg

    name = board.hooks.board_name(board.position)
    label = (tr("Lesson board: {board}, White to move", board=name)
             if board.position.turn == games.WHITE
             else tr("Lesson board: {board}, Black to move", board=name))
    markup = board_svg(board.position, board.view(), board.hooks, label=label)
    return (markup.replace(' id="board"', ' id="lesson-board"', 1)
            .replace(' id="sq-', ' id="lesson-sq-'))


class Lessons:
    """The lessons dialog of one page: a game's lessons, then one step at a time."""

    def __init__(self, storage: Any | None, on_play: Callable[[str], None] | None = None) -> None:
        self.progress = lessons.Progress(storage)
        self.on_play = on_play
        self.game = games.DEFAULT_GAME
        self.lesson: lessons.Lesson | None = None
        self.board: LessonSession | None = None
        self.listen("#lessons-dialog", "click", self.on_click)
        self.listen("#lessons-dialog", "keydown", self.on_key)
        self.listen(document, "click", self.on_open_button)

    # The page's markup, asked for when the lessons first open (not at start, where Python
    # in a worker would pay a round trip for each while the page boots).
    @functools.cached_property
    def dialog(self) -> Any:
        return by_id("lessons-dialog")

    @functools.cached_property
    def body(self) -> Any:
        return by_id("lessons-body")

    def listen(self, target, event: str, handler: Callable) -> None:
        def guarded(event_object) -> None:
            try:
                handler(event_object)
            except Exception as error:
                window.console.warn(f"lessons: {type(error).__name__}: {error}")
                self.feedback(tr("Something went wrong ({error}); start the step again.",
                                 error=error), True)

        dom.listen(target, event, guarded)

    # --- opening --------------------------------------------------------------------------

    def open(self, game: str | None = None) -> None:
        """Show the lessons of ``game`` (default: the one shown last)."""
        self.show_list(game or self.game)
        if not self.dialog.open:
            self.dialog.showModal()
        first = self.body.querySelector("[data-lesson]")
        if first:
            first.focus()

    def on_open_button(self, event) -> None:
        target = event.target
        button = target.closest("[data-open-lessons]") if hasattr(target, "closest") else None
        if button:
            self.open(str(button.getAttribute("data-open-lessons")) or None)

    # --- the list -------------------------------------------------------------------------

    def show_list(self, game: str, note: str = "", offer_play: bool = False) -> None:
        info = games.find(game)
        self.game, self.lesson, self.board = info.id, None, None
        name = tr(info.name)
        by_id("lessons-title").textContent = tr("Lessons: {game}", game=name)
        tabs = []
        for other in games.GAMES.values():
            other_name = tr(other.name)
            tabs.append(
                f'<button type="button" class="btn" data-lesson-game="{other.id}" '
                f'aria-pressed="{"true" if other.id == info.id else "false"}">'
                f"{escape(other_name)}</button>")
        items = []
        for lesson in lessons.lessons(info.id):
            steps = trn("{n} step", "{n} steps", len(lesson.steps))
            state = self.progress.summary(lesson)
            items.append(
                f'<li><button type="button" class="btn lesson-pick" data-lesson="{lesson.id}">'
                f'<span class="lesson-name">{escape(lesson.title)}</span>'
                f'<span class="lesson-summary">{escape(lesson.summary)}</span>'
                f'<span class="lesson-state">{escape(steps)} · {escape(state)}'
                "</span></button></li>")
        notice = f'<p class="lesson-note" role="status">{escape(note)}</p>' if note else ""
        if offer_play and self.on_play is not None:
            # A lesson done: the next step is a real game.
            play = tr("Play {game} against the computer", game=name)
            notice += ('<p class="lesson-play"><button type="button" class="btn primary" '
                       f'data-lesson-do="play" id="lesson-play">{escape(play)}</button></p>')
        rules = tr('<a href="{href}">The illustrated rules of {game}</a> (a page you can keep '
                   "or print)", href=escape(rules_href(info.id, language())), game=escape(name))
        games_label, close = escape(trc("one of the site's games", "Game")), escape(tr("Close"))
        self.body.innerHTML = (
            f'<nav class="lesson-games" aria-label="{games_label}">{"".join(tabs)}</nav>{notice}'
            f'<ol class="lesson-list">{"".join(items)}</ol>'
            f'<p class="lesson-rules">{rules}</p>'
            '<div class="dialog-buttons"><button type="button" class="btn" '
            f'data-lesson-do="close">{close}</button></div>')

    # --- a step ---------------------------------------------------------------------------

    def start(self, lesson_id: str, index: int | None = None) -> None:
        lesson = lessons.find(self.game, lesson_id)
        self.lesson = lesson
        if index is None:
            index = self.progress.next_step(lesson)
        self.board = LessonSession(lesson, max(0, min(index, len(lesson.steps) - 1)))
        self.render_step()

    def render_step(self) -> None:
        board, lesson = self.board, self.lesson
        assert board is not None and lesson is not None
        step, index = board.lesson_step, board.index
        total = len(lesson.steps)
        by_id("lessons-title").textContent = lesson.title
        last = index == total - 1
        # The words first (the catalogue's extraction reads no call inside an f-string).
        count = escape(tr("Step {number} of {total}", number=index + 1, total=total))
        pass_word, lift = escape(tr("Pass")), escape(tr("Choose the checker to lift"))
        show, again = escape(tr("Show me")), escape(tr("Start the step again"))
        previous, everything = escape(tr("Previous step")), escape(tr("All lessons"))
        onward = escape(tr("Finish the lesson") if last else tr("Next step"))
        passing = (f'<button type="button" class="btn" data-lesson-do="pass">{pass_word}'
                   "</button>" if board.can_pass else "")
        self.body.innerHTML = (
            f'<p class="lesson-count">{count}</p>'
            f'<h3 class="lesson-step-title" id="lesson-step-title">{escape(step.title)}</h3>'
            f'<p class="lesson-text" id="lesson-text">{escape(step.text)}</p>'
            '<div class="lesson-board-box">'
            '<div class="lesson-board" id="lesson-board-wrap"></div>'
            '<div class="level-picker lesson-picker" id="lesson-picker" role="group" '
            f'aria-label="{lift}" hidden></div></div>'
            '<p class="lesson-feedback" id="lesson-feedback" role="status" '
            'aria-live="polite"></p>'
            f'<div class="lesson-actions">{passing}'
            f'<button type="button" class="btn" data-lesson-do="show">{show}</button>'
            f'<button type="button" class="btn" data-lesson-do="again">{again}</button></div>'
            '<div class="lesson-nav">'
            '<button type="button" class="btn" data-lesson-do="prev"'
            f'{" disabled" if index == 0 else ""}>{previous}</button>'
            '<button type="button" class="btn primary" data-lesson-do="next" id="lesson-next"'
            f" disabled>{onward}</button>"
            f'<button type="button" class="btn" data-lesson-do="list">{everything}</button>'
            "</div>")
        self.render_board()

    def render_board(self) -> None:
        board = self.board
        assert board is not None
        active = document.activeElement
        inside = bool(active and hasattr(active, "closest") and active.closest
                      and active.closest("#lesson-board-wrap, #lesson-picker"))
        by_id("lesson-board-wrap").innerHTML = lesson_board_markup(board)
        self.render_picker()
        by_id("lesson-next").disabled = not board.done
        if inside:
            self.focus_square()

    def render_picker(self) -> None:
        board = self.board
        picker = by_id("lesson-picker")
        question = board.question if board else None
        if question is None:
            picker.hidden = True
            picker.innerHTML = ""
            return
        buttons = [f'<p class="picker-title">{escape(question.title)}</p>']
        for option in question.options:
            buttons.append(
                f'<button type="button" class="pick" data-lesson-pick="{escape(option.key)}">'
                f"{option.art}<span>{escape(option.label)}</span> "
                f"<small>{escape(option.detail)}</small>"
                f'<span class="sr-only">: {escape(option.name)}</span></button>')
        picker.innerHTML = "".join(buttons)
        picker.setAttribute("aria-label", question.title)
        picker.hidden = False
        first = picker.querySelector("[data-lesson-pick]")
        if first:
            first.focus()

    def focus_square(self) -> None:
        board = self.board
        if board is None or board.question is not None:
            return
        name = board.hooks.square_name(board.position, board.focus)
        square = by_id(f"lesson-sq-{name}")
        if square:
            square.focus()

    def feedback(self, text: str, error: bool = False) -> None:
        box = by_id("lesson-feedback")
        if not box:
            return
        box.textContent = text
        box.classList.toggle("lesson-wrong", bool(error and text))
        box.classList.toggle("lesson-right", bool(self.board and self.board.done))

    def apply(self, outcome: Outcome) -> None:
        board = self.board
        was_done = bool(board and board.done)
        self.render_board()
        if outcome.message or outcome.error:
            self.feedback(outcome.message, outcome.error)
        if board is not None and board.done and self.lesson is not None:
            self.progress.mark(self.lesson.key, board.index)
            if not was_done or outcome.played:
                by_id("lesson-next").focus()

    # --- events ---------------------------------------------------------------------------

    def on_click(self, event) -> None:
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        # The svg, not its box: where Python runs in a worker a click may be handled after
        # the board was drawn anew, and a square of the old board is no longer inside the box.
        if target.closest("#lesson-board, #lesson-board-wrap"):
            self.on_board_click(target)
            return
        control = target.closest("[data-lesson], [data-lesson-game], [data-lesson-do], "
                                 "[data-lesson-pick]")
        if not control or control.disabled:
            return
        if control.hasAttribute("data-lesson"):
            self.start(str(control.getAttribute("data-lesson")))
            self.focus_square_first()
        elif control.hasAttribute("data-lesson-game"):
            self.show_list(str(control.getAttribute("data-lesson-game")))
            chosen = self.body.querySelector(f'[data-lesson-game="{self.game}"]')
            if chosen:
                chosen.focus()
        elif control.hasAttribute("data-lesson-pick") and self.board is not None:
            self.apply(self.board.choose(str(control.getAttribute("data-lesson-pick"))))
        else:
            self.run(str(control.getAttribute("data-lesson-do")))

    def focus_square_first(self) -> None:
        title = by_id("lesson-step-title")
        if title:
            title.setAttribute("tabindex", "-1")
            title.focus()

    def run(self, action: str) -> None:
        board, lesson = self.board, self.lesson
        if action == "close":
            self.dialog.close()
            return
        if action == "play" and self.on_play is not None:
            self.dialog.close()
            self.on_play(self.game)
            return
        if action == "list" or board is None or lesson is None:
            self.show_list(self.game)
            first = self.body.querySelector("[data-lesson]")
            if first:
                first.focus()
            return
        if action == "pass":
            self.apply(board.try_text("pass"))
        elif action == "show":
            self.apply(board.show_me())
        elif action == "again":
            self.board = LessonSession(lesson, board.index)
            self.render_step()
            self.focus_square_first()
        elif action == "prev":
            self.start(lesson.id, board.index - 1)
            self.focus_square_first()
        elif action == "next":
            if board.index + 1 < len(lesson.steps):
                self.start(lesson.id, board.index + 1)
                self.focus_square_first()
                return
            self.show_list(self.game, tr("Lesson complete: {lesson}. Well done!",
                                         lesson=lesson.title), offer_play=True)
            following = self._following(lesson)
            button = self.body.querySelector(
                f'[data-lesson="{following.id}"]' if following else "#lesson-play")
            if button:
                button.focus()

    def _following(self, lesson: lessons.Lesson) -> lessons.Lesson | None:
        found = lessons.lessons(lesson.game)
        index = [item.id for item in found].index(lesson.id)
        return found[index + 1] if index + 1 < len(found) else None

    def on_board_click(self, target) -> None:
        board = self.board
        holder = target.closest("[data-square]")
        if board is None or not holder:
            return
        square = board.hooks.parse_square(board.position, str(holder.getAttribute("data-square")))
        part = None
        attribute = board.hooks.PART_ATTRIBUTE
        if attribute:
            piece = target.closest(f"[{attribute}]")
            if piece:
                part = int(piece.getAttribute(attribute))
        self.apply(board.click(square, part))

    def on_key(self, event) -> None:
        board = self.board
        target = event.target
        if board is None or not hasattr(target, "closest") or \
                not target.closest("#lesson-board-wrap"):
            if board is not None and is_number(str(event.key), 1) \
                    and board.clicked:
                self.apply(board.choose(str(event.key)))
            return
        key = str(event.key)
        if key in KEYS:
            event.preventDefault()
            board.move_focus(KEYS[key])
            self.render_board()
            self.focus_square()
        elif key in ("Enter", " "):
            event.preventDefault()
            self.apply(board.activate())
        elif is_number(key, 1) and board.clicked:
            self.apply(board.choose(key))
