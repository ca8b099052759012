"""The first-visit welcome (PyScript only): what would the visitor like to do, and in
which game?

The decisions live in :mod:`byte.web.first_visit` (who is welcomed, what each choice
starts; tested on CPython). This module fills ``#welcome-dialog`` (the ``BEGIN learn``
block of ``index.html``) in one ``innerHTML`` write, starts what was chosen, and opens the
lessons for a ``#learn=<game>`` link.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from pyscript import window

from byte import games
from byte.errors import is_number
from byte.web import dom, first_visit
from byte.web.controller import Session
from byte.web.dom import by_id
from byte.web.first_visit import BEGINNER_LEVEL
from byte.web.keeping import current_fragment, local_storage
from byte.web.lessons import Lessons
from byte.web.parts import Act, FocusBoard, Say


def arrival(embed: bool) -> first_visit.Arrival:
    """How this visit began (read before anything is saved): a first visit, a lesson link."""
    return first_visit.arrival(current_fragment(), local_storage(), embed)


class Welcome:
    """The welcome dialog, and the lessons it leads to: a game chosen here replaces the
    one in ``session`` (kept first by ``keep_current_game``) through ``act``."""

    def __init__(self, session: Session, *, keep_current_game: Callable[[], None], act: Act,
                 say: Say, render: Callable[[], None], focus_board: FocusBoard) -> None:
        self.session = session
        self.keep_current_game = keep_current_game
        self.act = act
        self.say = say
        self.render = render
        self.focus_board = focus_board
        self.storage = local_storage()
        self.lessons = Lessons(self.storage, on_play=self.play_after_lesson)
        self.listen("#welcome-dialog", "click", self.on_click)
        self.listen("#welcome-dialog", "change", self.on_change)
        self.listen("#welcome-dialog", "close", self.on_close)
        self.listen(window, "hashchange", self.on_hashchange)

    @functools.cached_property
    def dialog(self) -> Any:
        """The page's welcome dialog (asked for when first shown, not at start)."""
        return by_id("welcome-dialog")

    def listen(self, target, event: str, handler: Callable) -> None:
        dom.listen(target, event, handler)

    # --- the dialog -----------------------------------------------------------------------

    def open(self) -> None:
        """Ask what the visitor wants, for the game on screen (any game may be chosen)."""
        current = self.session.game
        self.dialog.innerHTML = first_visit.welcome_html(f"{current.game}/{current.variant}")
        dom.show_dialog(self.dialog, 'input[name="welcome-game"]:checked')

    def chosen_game(self) -> str:
        checked = self.dialog.querySelector('input[name="welcome-game"]:checked')
        return str(checked.value) if checked else games.DEFAULT_GAME

    def on_change(self, _event) -> None:
        game = self.chosen_game().partition("/")[0]
        link = by_id("welcome-rules-link")
        if link:
            link.href = first_visit.rules_href(game)
            link.textContent = first_visit.rules_link_text(game)

    def on_close(self, _event) -> None:
        first_visit.remember_welcomed(self.storage)

    def on_click(self, event) -> None:
        target = event.target
        button = target.closest("[data-welcome]") if hasattr(target, "closest") else None
        if not button:
            return
        choice = str(button.getAttribute("data-welcome"))
        self.choose(choice)

    def choose(self, choice: str) -> None:
        """Start what the welcome's ``choice`` names, with the game and level its form
        shows (also an answer given before Python was ready)."""
        game = self.chosen_game()
        level_box = by_id("welcome-level")
        level_text = str(level_box.value) if level_box else ""
        level = int(level_text) if is_number(level_text, 1) and 1 <= int(level_text) <= 5 \
            else BEGINNER_LEVEL
        self.dialog.close()
        start = first_visit.start_for(choice, game, level)
        if choice in (first_visit.NOT_NOW, first_visit.LEARN):
            # The chosen game stays on the board (behind the lessons, after them).
            self._set_up(start)
            if start.lessons is not None:
                self.lessons.open(start.lessons)
            return
        self._start(start)
        if choice == first_visit.LINK:
            share = by_id("share-button")
            if share:  # drawn out until it is used
                share.classList.add("attention")
                self.listen(share, "click", lambda _e: share.classList.remove("attention"))
        self.focus_board()

    def _start(self, start: first_visit.Start) -> None:
        """Start the game ``start`` names (the game on screen kept in the player's list)."""
        session = self.session
        self.keep_current_game()
        self.act(lambda: session.new_game(**start.new_game))
        self.say(start.message)

    def _set_up(self, start: first_visit.Start) -> None:
        """Put the chosen game on the board unless it is there already (the level chosen
        is kept for New game either way)."""
        session = self.session
        wanted = start.new_game
        if (session.game.game, session.game.variant) != (wanted["game"], wanted["variant"]):
            self._start(start)
            if start.lessons is not None:
                self.say("")
        else:
            session.settings.level = wanted["level"]
            self.render()

    def play_after_lesson(self, game: str) -> None:
        """The end of a lesson: a game of that game against the computer, at the level
        last chosen."""
        level = self.session.settings.level
        self._start(first_visit.play_after_lesson(game, level))
        self.focus_board()

    # --- links ----------------------------------------------------------------------------

    def on_hashchange(self, event) -> None:
        # The new address from the event: the game's own handler may rewrite it first.
        game = first_visit.learn_target(str(event.newURL or "").partition("#")[2])
        if game is not None:
            self.lessons.open(game)


def start(welcome: Welcome, visit: first_visit.Arrival) -> Welcome:
    """Show the welcome on a first visit, or the lessons a ``#learn=<game>`` link names."""
    # A visitor who used New game while Python loaded has already chosen.
    chooser = by_id("new-game-dialog")
    chosen = bool(chooser and (chooser.open or str(chooser.returnValue or "") == "start"))
    # The loader opens the welcome (the build's markup) on a first visit before Python
    # runs, and keeps an answer given meanwhile in data-chosen.
    dialog = welcome.dialog
    early = str(dialog.getAttribute("data-chosen") or "") if dialog else ""
    if early:
        dialog.removeAttribute("data-chosen")
        first_visit.remember_welcomed(welcome.storage)
        known = {choice.key for choice in first_visit.CHOICES}
        welcome.choose(early if early in known else "close")
        return welcome
    if dialog and dialog.open and (not visit.welcome or chosen):
        dialog.close()  # the loader guessed a first visit where Python knows better
    if visit.learn is not None:
        welcome.lessons.open(visit.learn)
    elif visit.welcome and chosen:
        first_visit.remember_welcomed(welcome.storage)
    elif visit.welcome and not (dialog and dialog.open):
        welcome.open()
    return welcome
