"""The end of a game on the page (PyScript only): the game-over card, resigning with a
confirmation, draw offers and their answers.

The card says the result once (the turn line gives way to it) and offers what comes
next: a rematch (the same game and settings, the sides swapped), the review of this game,
the analysis board, another level against the computer, a new game. Every decision lives
in :mod:`byte.web.game_end` (tested on CPython); against the computer, its answer to a
draw offer comes from the computer player's worker, which evaluates the position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from byte.i18n import tr
from byte.web.controller import COMPUTER
from byte.web.game_end import by_side
from byte.web.parts import Mode, PageMode


class GameOver:
    """The game-over card, Resign and Offer a draw, for :class:`byte.web.app.App`."""

    def __init__(self, app: Any, mode: PageMode, show_tab: Callable[[str], None]) -> None:
        self.app = app
        self.mode = mode  # a puzzle on the board is no game to resign or offer a draw in
        self.show_tab = show_tab  # the panel's tabs (byte/web/panel_tabs.py)
        app.listeners.append(self.on_render)
        app.actions.update({
            "rematch": self.rematch, "level": self.try_level, "review-game": self.review,
            "resign": self.ask_resign, "offer-draw": self.offer_draw,
            "accept-draw": lambda: self.answer(True),
            "decline-draw": lambda: self.answer(False)})
        app.listen("#resign-dialog", "close", self.on_resign_close)

    @property
    def session(self) -> Any:
        return self.app.session

    def on_render(self, session: Any) -> None:
        if self.app.embed:
            return
        writes = self.app.writes
        banner = session.banner()
        writes.set("#turn", "hidden", bool(banner))  # the card says the result, once
        level = session.next_level() if banner else None
        writes.set("#level-button", "hidden", level is None)
        if level is not None:
            writes.text("#level-button", tr("Try level {level}", level=level))
        playing = not session.game_over and session.analysis is None \
            and self.mode.current is not Mode.PUZZLE
        writes.set("#game-row", "hidden", not playing)
        writes.set("#draw-button", "hidden", not session.draw_offers)
        writes.set("#draw-button", "disabled", session.draw_refusal() is not None)
        question = session.draw_question() if playing else ""
        writes.set("#draw-offer", "hidden", not question).text("#draw-offer-text", question)

    # --- what comes next ------------------------------------------------------------------

    def _start(self, options: dict[str, Any], words: str) -> None:
        app, session = self.app, self.session
        for keep in app.before_new_game:  # the game just played is kept in the list
            keep()
        app.act(lambda: session.new_game(**options))
        session.opening_words = words
        app.say(words)
        app.focus_board(scroll=False)

    def rematch(self) -> None:
        options = self.session.rematch_options()
        if options["opponent"] == COMPUTER:
            words = by_side(options["human"], tr("Rematch: you play White this time."),
                            tr("Rematch: you play Black this time."))
        else:
            words = tr("Rematch: the players swap sides.")
        self._start(options, words)

    def try_level(self) -> None:
        session = self.session
        level = session.next_level()
        if level is None:
            return
        options = session.rematch_options()
        options["level"] = level
        self._start(options, by_side(
            options["human"],
            tr("A new game against the computer at level {level}; you play White.", level=level),
            tr("A new game against the computer at level {level}; you play Black.", level=level)))

    def review(self) -> None:
        app = self.app
        self.show_tab("review")
        app.review.start()

    # --- resigning ------------------------------------------------------------------------

    def ask_resign(self) -> None:
        session, app = self.session, self.app
        refusal = session.ending_refusal()
        if refusal:
            app.say(refusal, error=True)
            return
        side = session.resigner()
        if session.settings.opponent == COMPUTER:
            words = tr("You give up this game, and the computer wins it.")
        else:
            words = by_side(side, tr("White gives up this game, and Black wins it."),
                            tr("Black gives up this game, and White wins it."))
        app.by_id("resign-text").textContent = words
        dialog = app.by_id("resign-dialog")
        dialog.returnValue = ""
        dialog.showModal()
        app.by_id("resign-keep").focus()  # the safe answer first

    def on_resign_close(self, _event: Any) -> None:
        if str(self.app.by_id("resign-dialog").returnValue) == "resign":
            self.app.act(self.session.resign)
            self.app.focus_board(scroll=False)

    # --- draw offers ----------------------------------------------------------------------

    def offer_draw(self) -> None:
        app, session = self.app, self.session
        outcome = session.offer_draw()
        app.apply(outcome)
        if not outcome.error and session.settings.opponent == COMPUTER:
            app.spawn(self._computer_answer(session.evaluation_request()))

    async def _computer_answer(self, request: dict) -> None:
        app, session = self.app, self.session
        try:
            result = await app.computer.ask_worker(request)
        except Exception as error:
            result = {"error": str(error)}
        if session.game.draw_offer is None or session.position.code() != request["position"]:
            session.game.draw_offer = None  # the game moved on meanwhile: no answer
            app.render()
            return
        score = result.get("score")
        usable = isinstance(score, int | float) and not isinstance(score, bool)
        app.apply(session.computer_answers_draw(float(score) if usable else None))

    def answer(self, accept: bool) -> None:
        self.app.act(lambda: self.session.answer_draw(accept))


__all__ = ["GameOver"]
