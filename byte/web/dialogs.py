"""The New game dialog (``app.new_game_dialog``): game, variant or start, board size, opponent,
level and colour.

The dialog's markup is static in ``index.html`` (readable before Python starts; a unit
test checks it offers exactly the games, variants and sizes of the registry). This module
fills it from the session, shows only the choices of the chosen game, and starts the game.
The page hands the part what it uses, so it is plain Python, tested with a fake form
(``tests/test_web_dialogs.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from byte import games
from byte.errors import ByteError, read_number
from byte.i18n import N_, tr, trn
from byte.web import clock as clock_choices
from byte.web.controller import COMPUTER, HUMAN, Session
from byte.web.parts import Act, FocusBoard, Listen, Say


class NewGameDialog:
    """The New game dialog: fills it from the session and starts the game chosen.

    ``by_id`` finds the dialog and its form; ``keep_current_game`` runs before a new game
    replaces the one on screen (it is kept in the player's list); ``act`` runs the
    session's new game and applies it; ``say`` and ``focus_board`` follow it."""

    def __init__(self, session: Session, *, by_id: Callable[[str], Any],
                 keep_current_game: Callable[[], None], act: Act, say: Say,
                 focus_board: FocusBoard) -> None:
        self.session = session
        self.by_id = by_id
        self.keep_current_game = keep_current_game
        self.act = act
        self.say = say
        self.focus_board = focus_board

    def wire(self, listen: Listen) -> None:
        listen("#new-game-dialog", "close", self.on_dialog_close)
        listen("#new-game-form", "change", self.on_dialog_change)

    def open(self) -> None:
        """Show the dialog, its choices those of the game on screen."""
        dialog = self.by_id("new-game-dialog")
        form = self.by_id("new-game-form")
        settings = self.session.settings
        game = self.session.game
        for name, value in (("game", game.game), (f"variant-{game.game}", game.variant),
                            (f"size-{game.game}", str(game.start.size)),
                            ("opponent", settings.opponent), ("level", str(settings.level)),
                            ("human", settings.human)):
            choice = form.querySelector(f'input[name="{name}"][value="{value}"]')
            if choice:
                choice.checked = True
        # The rule sets beyond the first three are folded away, unless one of them is on.
        for more in form.querySelectorAll("details.more-rules"):
            if more.querySelector("input:checked"):
                more.open = True
        clock_choices.fill_choices(form, settings)
        self.on_dialog_change(None)
        dialog.returnValue = ""
        dialog.showModal()
        # It opens at its top, the game chosen first (a focused Start button at its foot
        # would scroll a phone's dialog to the bottom).
        dialog.scrollTop = 0
        chosen = form.querySelector('input[name="game"]:checked')
        (chosen or self.by_id("new-game-start")).focus()
        dialog.scrollTop = 0

    def _dialog_value(self, name: str) -> str | None:
        choice = self.by_id("new-game-form").querySelector(f'input[name="{name}"]:checked')
        return str(choice.value) if choice else None

    def on_dialog_change(self, _event: Any) -> None:
        form = self.by_id("new-game-form")
        computer = self._dialog_value("opponent") == COMPUTER
        for fieldset in form.querySelectorAll(".computer-only"):
            fieldset.disabled = not computer
            fieldset.classList.toggle("off", not computer)
        game = self._dialog_value("game") or games.DEFAULT_GAME
        for fieldset in form.querySelectorAll("[data-for-game]"):
            mine = fieldset.getAttribute("data-for-game") == game
            fieldset.hidden = not mine
            fieldset.disabled = not mine
        clock_choices.show_custom(form)
        info = games.find(game)
        variant = info.variant(self._dialog_value(f"variant-{game}"))
        for side in ("w", "b"):
            note = form.querySelector(f'[data-first-note="{side}"]')
            if note:
                note.textContent = tr("(moves first)") if variant.first == side else ""

    def on_dialog_close(self, _event: Any) -> None:
        dialog = self.by_id("new-game-dialog")
        if dialog.returnValue != "start":
            return
        game = self._dialog_value("game") or games.DEFAULT_GAME
        variant = self._dialog_value(f"variant-{game}")
        size_text = self._dialog_value(f"size-{game}")
        opponent = self._dialog_value("opponent") or HUMAN
        level_text = self._dialog_value("level") or "2"
        human = self._dialog_value("human") or "w"
        try:
            clock, pie = clock_choices.read_choices(self.by_id("new-game-form"), game)
            size = read_number(size_text, N_("the board size"), 2) if size_text else None
            level = read_number(level_text, N_("the level"), 1, 1, 5)
        except ByteError as error:
            self.say(tr("No new game: {error}.", error=error), error=True)
            return
        session = self.session
        left = left_game_words(session)
        self.keep_current_game()
        self.act(lambda: session.new_game(
            size=size, opponent=opponent,
            level=level if opponent == COMPUTER else session.settings.level,
            human=human if opponent == COMPUTER else "w", game=game, variant=variant,
            pie=pie, clock=clock))
        if left:
            self.say(left)  # where the game left in the middle went
        self.focus_board()


def left_game_words(session: Any) -> str:
    """Where an unfinished game goes when a new one starts ('' for none or a finished one)."""
    count = len(session.game.moves)
    if not count or session.game_over:
        return ""
    return trn("Your unfinished game of {game} ({n} move) is kept: Your games opens it again.",
               "Your unfinished game of {game} ({n} moves) is kept: Your games opens it again.",
               count, game=session.info.title)
