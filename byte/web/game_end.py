"""How a game ends besides on the board (pure Python, no browser): resigning, draw offers,
and what the game-over card offers next (a rematch, another level).

:class:`GameEnding` is a part of the session (:class:`byte.web.controller.Session` builds it
and hands it the :class:`Match` it ends). It keeps no state of its own: the decision is
kept in the record (:meth:`byte.record.Game.resign`, :meth:`byte.record.Game.agree_draw`,
``Game.draw_offer``), so links, saved games and exported records carry it.

* Anyone may resign a running game: against the computer the person, between two players
  on one device the side to move (the player whose turn it is does it on lichess too).
* A draw is offered in the games where players expect it (the game's view module says
  ``DRAW_OFFERS = True``: draughts). The side to move offers; the other side accepts or
  declines (a move of theirs declines too). Against the computer, the computer answers
  from its evaluation: it accepts when it cannot expect more than a draw.

>>> from byte.record import Game
>>> from byte.web.controller import Session
>>> session = Session(Game.new("checkers"))
>>> session.ending.offer_draw().message
'White offers a draw. Black: accept or decline it (a move declines it too).'
>>> session.ending.answer_draw(True).announce
'Black accepts the draw. Drawn by agreement.'
>>> session.game.result()
'1/2-1/2'
"""

from __future__ import annotations

from typing import Any, Protocol

from byte import games
from byte.games import BLACK, WHITE
from byte.games.protocol import ViewHooks
from byte.i18n import tr
from byte.record import Game
from byte.settings import COMPUTER, HUMAN, Settings
from byte.web.outcome import Outcome, other
from byte.web.sounds import END

DRAW_ACCEPTED_AT = 0.1
"""The computer accepts a draw when its evaluation, from its own side on the -1 to +1
scale, is this or less: it cannot expect more than a draw."""


def by_side(side: str, white: str, black: str) -> str:
    """The words for ``side``: a sentence naming a side is one message per side, so each
    language words it as it must (a side's name changes form in a sentence in some)."""
    return white if side == WHITE else black


class Match(Protocol):
    """What ending a game reads and does: the record, the settings, the analysis board
    (open or not), the game's view hooks and name, the side out of time, the person's side
    against the computer, the result in words; showing a ply, and stopping everything that
    runs (the computer, the clocks) to show the last move."""

    game: Game
    settings: Settings
    analysis: Any

    @property
    def hooks(self) -> ViewHooks: ...

    @property
    def info(self) -> games.Variant: ...

    @property
    def lost_on_time(self) -> str | None: ...

    def human_side(self, ply: int | None = None) -> str: ...

    def go_to(self, ply: int) -> Outcome: ...

    def banner(self) -> str: ...

    def stop_at_end(self) -> None: ...


class GameEnding:
    """Resigning and draw offers, and what the game-over card offers next, in the
    :class:`Match` it is given."""

    def __init__(self, match: Match) -> None:
        self.match = match

    @property
    def game(self) -> Game:
        """The match's record (where the decisions are kept)."""
        return self.match.game

    @property
    def settings(self) -> Settings:
        return self.match.settings

    def person(self) -> str:
        """The side the person plays against the computer, at the end of the game."""
        return self.match.human_side(len(self.game.moves))

    # --- resigning ------------------------------------------------------------------------

    def resigner(self) -> str:
        """The side a resignation now gives up: the person against the computer, else the
        side to move."""
        if self.settings.opponent == COMPUTER:
            return self.person()
        return self.game.end.turn

    def ending_refusal(self) -> str | None:
        """Why the game cannot be resigned or drawn now, or None."""
        if self.match.analysis is not None:
            return tr("The analysis board has no players: go back to play first.")
        game = self.game
        if game.decided or game.end.is_over() or self.match.lost_on_time is not None:
            return tr("The game is already over.")
        return None

    def resign(self) -> Outcome:
        """The resigner gives up: the game is over, and its record says so."""
        refusal = self.ending_refusal()
        if refusal:
            return Outcome(message=refusal, error=True)
        side = self.resigner()
        self._finish()
        self.game.resign(side)
        return Outcome(announce=tr("{result}.", result=self.match.banner()), sound=END)

    def _finish(self) -> None:
        """Stop everything that runs (the computer, the clocks), show the last move; an
        offer still open goes with the game."""
        self.match.stop_at_end()
        self.game.draw_offer = None

    # --- draw offers ----------------------------------------------------------------------

    @property
    def draw_offers(self) -> bool:
        """Whether players of this game offer draws (the game's view module says so)."""
        return self.match.hooks.DRAW_OFFERS

    def draw_refusal(self) -> str | None:
        """Why a draw cannot be offered now, or None when it can."""
        if not self.draw_offers:
            return tr("Draws are not offered in {game}.", game=tr(self.match.info.name))
        refusal = self.ending_refusal()
        if refusal:
            return refusal
        if self.game.draw_offer is not None:
            return by_side(self.game.draw_offer, tr("White has offered a draw already."),
                           tr("Black has offered a draw already."))
        if self.settings.opponent == COMPUTER and self.game.end.turn != self.person():
            return tr("Offer the draw on your move.")
        return None

    def offer_draw(self) -> Outcome:
        """The side to move (the person, against the computer) offers a draw. Against the
        computer the page then asks its evaluation (:meth:`computer_answers_draw`)."""
        refusal = self.draw_refusal()
        if refusal:
            return Outcome(message=refusal, error=True)
        side = self.game.end.turn
        self.game.draw_offer = side
        self.match.go_to(len(self.game.moves))
        if self.settings.opponent == COMPUTER:
            words = tr("You offer a draw; the computer is thinking about it.")
        else:
            words = by_side(
                side,
                tr("White offers a draw. Black: accept or decline it (a move declines it too)."),
                tr("Black offers a draw. White: accept or decline it (a move declines it too)."))
        return Outcome(message=words, announce=words)

    def draw_question(self) -> str:
        """The words of a pending draw offer for the player who answers ('' when none)."""
        side = self.game.draw_offer
        if side is None or self.settings.opponent == COMPUTER:
            return ""
        return by_side(side, tr("White offers a draw. Black, do you accept?"),
                       tr("Black offers a draw. White, do you accept?"))

    def answer_draw(self, accept: bool, computer: bool = False) -> Outcome:
        """The pending offer accepted (the game is drawn) or declined (play goes on), by the
        other side (or by the computer)."""
        side = self.game.draw_offer
        if side is None or self.ending_refusal():
            return Outcome(message=tr("There is no draw offer to answer."), error=True)
        answering = COMPUTER if computer else other(side)
        if not accept:
            self.game.draw_offer = None
            words = {WHITE: tr("White declines the draw; play goes on."),
                     BLACK: tr("Black declines the draw; play goes on."),
                     COMPUTER: tr("The computer declines the draw; play goes on.")}[answering]
            return Outcome(message=words, announce=words)
        self._finish()
        self.game.agree_draw()
        result = self.match.banner()
        words = {WHITE: tr("White accepts the draw. {result}.", result=result),
                 BLACK: tr("Black accepts the draw. {result}.", result=result),
                 COMPUTER: tr("The computer accepts the draw. {result}.", result=result),
                 }[answering]
        return Outcome(announce=words, sound=END)

    def computer_answers_draw(self, score: float | None) -> Outcome:
        """The computer's answer to the person's offer, from its evaluation ``score`` of
        the position (White's view, -1 to +1; None: not known, it declines)."""
        computer = other(self.person())
        mine = None if score is None else (score if computer == WHITE else -score)
        if mine is not None and mine <= DRAW_ACCEPTED_AT:
            return self.answer_draw(True, computer=True)
        outcome = self.answer_draw(False, computer=True)
        if not outcome.error:
            outcome.message = outcome.announce = tr(
                "The computer declines the draw: it still plays for a win.")
        return outcome

    # --- what comes next ------------------------------------------------------------------

    def rematch_options(self) -> dict[str, Any]:
        """:meth:`new_game`'s arguments for a rematch: the same game, variant, size,
        opponent, level, clock and pie rule, the sides swapped."""
        settings = self.settings
        human = settings.human if settings.opponent == COMPUTER else WHITE
        return {"size": self.game.start.size, "opponent": settings.opponent,
                "level": settings.level,
                "human": BLACK if human == WHITE else WHITE,
                "game": self.game.game, "variant": self.game.variant,
                "pie": self.game.pie, "clock": settings.clock or ""}

    def next_level(self) -> int | None:
        """Against the computer, after the game: one level up after a win, one down after
        a loss (None for a draw, a running game, or no level beyond)."""
        if self.settings.opponent != COMPUTER or not self.game_over:
            return None
        winner = self.game.winner()
        if winner is None and self.match.lost_on_time is not None:
            winner = other(self.match.lost_on_time)
        if winner is None:
            return None
        level = self.settings.level
        won = winner == self.person()
        level += 1 if won else -1
        return level if 1 <= level <= 5 else None

    @property
    def game_over(self) -> bool:
        """The game has ended, on the board, by the clock or by a decision."""
        game = self.game
        return game.end.is_over() or game.decided or self.match.lost_on_time is not None


__all__ = ["DRAW_ACCEPTED_AT", "GameEnding", "HUMAN", "Match", "by_side"]
