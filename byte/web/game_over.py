"""The end of a game on the page (PyScript only): the game-over card, resigning with a
confirmation, draw offers and their answers.

The card says the result once (the turn line gives way to it) and offers what comes
next: a rematch (the same game and settings, the sides swapped), the review of this game,
the analysis board, another level against the computer, a new game. Every decision lives
in :mod:`byte.web.game_end` (tested on CPython); against the computer, its answer to a
draw offer comes from the computer player's worker, which evaluates the position.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from byte.i18n import tr
from byte.web.controller import COMPUTER, Session
from byte.web.dom import Writes
from byte.web.game_end import by_side
from byte.web.parts import Act, Apply, FocusBoard, Listen, Mode, PageMode, Say, Spawn


class GameOver:
    """The game-over card, Resign and Offer a draw, for the game in ``session``: written
    into ``writes`` with each render (:meth:`on_render`), its buttons the :attr:`actions`.

    ``mode`` tells whether a puzzle is on the board (no game to resign or offer a draw
    in); ``show_tab`` opens a section of the panel (:mod:`byte.web.panel_tabs`),
    ``start_review`` the review of the game, ``ask_worker`` the computer player's
    evaluation (its answer to a draw offer)."""

    def __init__(self, session: Session, *, mode: PageMode, writes: Writes,
                 show_tab: Callable[[str], None], start_review: Callable[[], None],
                 ask_worker: Callable[[dict], Awaitable[dict]],
                 keep_current_game: Callable[[], None], act: Act, apply: Apply, say: Say,
                 render: Callable[[], None], focus_board: FocusBoard, spawn: Spawn,
                 by_id: Callable[[str], Any]) -> None:
        self.session = session
        self.mode = mode
        self.writes = writes
        self.show_tab = show_tab
        self.start_review = start_review
        self.ask_worker = ask_worker
        self.keep_current_game = keep_current_game
        self.act = act
        self.apply = apply
        self.say = say
        self.render = render
        self.focus_board = focus_board
        self.spawn = spawn
        self.by_id = by_id
        self.actions: dict[str, Callable[[], None]] = {
            "rematch": self.rematch, "level": self.try_level, "review-game": self.review,
            "resign": self.ask_resign, "offer-draw": self.offer_draw,
            "accept-draw": lambda: self.answer(True),
            "decline-draw": lambda: self.answer(False)}
        """The ``data-action`` names of the card's and the panel's buttons."""

    def wire(self, listen: Listen) -> None:
        listen("#resign-dialog", "close", self.on_resign_close)

    def on_render(self, session: Session) -> None:
        writes = self.writes
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
        session = self.session
        self.keep_current_game()  # the game just played is kept in the list
        self.act(lambda: session.new_game(**options))
        session.opening_words = words
        self.say(words)
        self.focus_board(scroll=False)

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
        self.show_tab("review")
        self.start_review()

    # --- resigning ------------------------------------------------------------------------

    def ask_resign(self) -> None:
        session = self.session
        refusal = session.ending_refusal()
        if refusal:
            self.say(refusal, error=True)
            return
        side = session.resigner()
        if session.settings.opponent == COMPUTER:
            words = tr("You give up this game, and the computer wins it.")
        else:
            words = by_side(side, tr("White gives up this game, and Black wins it."),
                            tr("Black gives up this game, and White wins it."))
        self.by_id("resign-text").textContent = words
        dialog = self.by_id("resign-dialog")
        dialog.returnValue = ""
        dialog.showModal()
        self.by_id("resign-keep").focus()  # the safe answer first

    def on_resign_close(self, _event: Any) -> None:
        if str(self.by_id("resign-dialog").returnValue) == "resign":
            self.act(self.session.resign)
            self.focus_board(scroll=False)

    # --- draw offers ----------------------------------------------------------------------

    def offer_draw(self) -> None:
        session = self.session
        outcome = session.offer_draw()
        self.apply(outcome)
        if not outcome.error and session.settings.opponent == COMPUTER:
            self.spawn(self._computer_answer(session.evaluation_request()))

    async def _computer_answer(self, request: dict) -> None:
        session = self.session
        try:
            result = await self.ask_worker(request)
        except Exception as error:
            result = {"error": str(error)}
        if session.game.draw_offer is None or session.position.code() != request["position"]:
            session.game.draw_offer = None  # the game moved on meanwhile: no answer
            self.render()
            return
        score = result.get("score")
        if isinstance(score, bool) or not isinstance(score, int | float):
            score = None  # no usable evaluation: the computer declines
        self.apply(session.computer_answers_draw(None if score is None else float(score)))

    def answer(self, accept: bool) -> None:
        self.act(lambda: self.session.answer_draw(accept))


__all__ = ["GameOver"]
