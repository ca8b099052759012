"""The computer's turns and the hints, for any game: when the computer must think, what the
worker is asked, and what its answers do. A part of :class:`byte.web.controller.Session`;
the session's tests cover it.
"""

from __future__ import annotations

from typing import Any

from byte.errors import ByteError
from byte.i18n import tr
from byte.record import SWAP
from byte.settings import COMPUTER
from byte.web.outcome import Outcome

HINT_LEVEL = 5
"""Hints search as hard as the strongest level."""



def without_ending(announce: str, result: str) -> str:
    """``announce`` without the game-over sentence that ends it (the game-over card says
    the result), as the session words it: ``"Game over: {result}."``."""
    ending = tr("Game over: {result}.", result=result)
    found = announce.rfind(ending)
    return announce[:found].rstrip() if found > 0 else announce


class ComputerTurns:
    """Requests to the computer's worker and their answers, matched by token so that a
    stale answer is dropped (a mixin of :class:`~byte.web.controller.Session`)."""

    def _next_token(self) -> int:
        self._token += 1
        return self._token

    def _cancel_thinking(self) -> None:
        self.thinking = None
        self.hinting = None
        self.bot_stalled = False

    def _request(self, token: int, level: int) -> dict[str, Any]:
        """A question for the worker about the position on screen. It carries the start
        and the moves, not just the position, so the rules that look at the history
        (draughts' repetitions and move counters) see it too."""
        return {"token": token, "code": self.game.start.code(),
                "moves": [text for text, move in zip(self.game.texts[:self.ply],
                                                     self.game.moves, strict=False)
                          if move is not SWAP], "level": level,
                "seed": self.seed + self.ply, "game": self.game.game,
                "variant": self.game.variant}

    def bot_request(self) -> dict[str, Any] | None:
        """The question for the computer when it must move now, else None.

        Each request carries a token; :meth:`bot_result` ignores answers whose token is no
        longer current (after an undo, a new game, or leaving the last move).
        """
        if (self.thinking is not None or self.bot_stalled or self.settings.opponent != COMPUTER
                or not self.at_end):
            return None
        if self.clock is not None and (self.clock.paused or self.clock.check() is not None):
            return None
        position = self.position
        if position.is_over() or position.turn != self.computer_side or self.forced_pass:
            return None
        self.thinking = self._next_token()
        # Right after the first move of a pie-rule game the answer also decides the swap.
        self._pie_token = self.thinking if self.game.can_swap else None
        return self._request(self.thinking, self.settings.level)

    def bot_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        """Apply the computer's answer; None when it is stale (the game moved on)."""
        if token != self.thinking:
            return None
        self.thinking = None
        end = self.game.end
        self._remember_eval(result, end.code())
        if token == self._pie_token and self.game.can_swap and self.at_end:
            from byte.bot import should_swap  # the search is loaded only when it is needed

            if should_swap(result):
                outcome = self.play(SWAP)
                outcome.message = tr("Computer: {words}", words=outcome.announce)
                return outcome
        try:
            move = end.parse_move(str(result.get("move", "")))
        except (ByteError, TypeError) as error:
            self.bot_stalled = True
            return Outcome(message=tr("The computer's answer was refused: {reason}. Undo or "
                                      "start a new game to let it try again.", reason=error),
                           error=True)
        if self.at_end:
            outcome = self.play(move)
            if not outcome.message:
                # The game-over card says the result: the message names the move only.
                outcome.message = tr("Computer: {words}", words=without_ending(
                    outcome.announce, self.banner()))
                if self.opening_words and len(self.game.moves) == 1:
                    # The computer opened the game: what was said at its start stays.
                    outcome.message = f"{self.opening_words} {outcome.message}"
                self.opening_words = ""
            return outcome
        # The player is looking at an earlier move: add the reply at the end, keep the view.
        viewing = self.ply
        outcome = Outcome()
        self._push(move, outcome)
        self._settle(outcome)
        self.ply = viewing
        outcome.message = tr("The computer played {move}. Go to the last move to continue.",
                             move=outcome.played_texts[0])
        return outcome

    def bot_failed(self, token: int, reason: str) -> Outcome | None:
        if token != self.thinking:
            return None
        self.thinking = None
        self.bot_stalled = True
        return Outcome(message=tr("The computer could not move: {reason} Undo or start a new "
                                  "game to let it try again.", reason=reason), error=True)

    def hint_request(self) -> dict[str, Any] | None:
        """A question for a hint (level 5) on the position on screen, when it is useful.
        Games that show a value on every move (Reversi) ask for all of them."""
        if self._input_refusal():
            return None
        self.hinting = self._next_token()
        request = self._request(self.hinting, HINT_LEVEL)
        if self.hooks.HINT_EVERY_MOVE:
            request["all"] = True
        return request

    def evaluation_request(self) -> dict[str, Any]:
        """A question for the evaluation bar about the position on screen (level 3); the
        answer is kept under ``"position"``, that position's code."""
        request = self._request(0, 3)
        request["position"] = self.position.code()
        return request

    def hint_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        if token != self.hinting:
            return None
        self.hinting = None
        self._remember_eval(result, self.position.code())
        try:
            move = self.position.parse_move(str(result.get("move", "")))
        except ByteError:
            return Outcome(message=tr("No hint is available here."), error=True)
        self.hint = move
        scores = result.get("scores")
        if isinstance(scores, dict):
            self.hint_scores = {str(k): float(v) for k, v in scores.items()
                                if isinstance(v, int | float) and not isinstance(v, bool)}
        text = self.position.notation(move)
        words = tr("Hint: {move}.", move=text)
        return Outcome(message=words, announce=words)

    def _remember_eval(self, result: dict[str, Any], code: str) -> None:
        """Keep the search's score (White's view) for the position it was asked about."""
        score = result.get("score")
        if isinstance(score, int | float) and not isinstance(score, bool):
            self.evaluation[code] = max(-1.0, min(1.0, float(score)))

    def current_evaluation(self) -> float | None:
        """The last known score of the position on screen (White's view), if any."""
        return self.evaluation.get(self.position.code())
