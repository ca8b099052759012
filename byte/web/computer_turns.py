"""The computer's turns and the hints, for any game: when the computer must think, what the
worker is asked, and what its answers do.

:class:`ComputerTurns` is a part of the session (:class:`byte.web.controller.Session`
builds it and hands it the :class:`Table` it plays at): it owns the request tokens (an
answer whose token is no longer current went stale and is dropped), what the computer is
thinking about, the hint asked and shown, and the evaluations the searches returned.
"""

from __future__ import annotations

from typing import Any, Protocol

from byte.clock import Clock
from byte.errors import ByteError
from byte.i18n import tr
from byte.record import SWAP, Game
from byte.settings import COMPUTER, Settings
from byte.web.outcome import Outcome
from byte.web.parts import PlayedBoard

HINT_LEVEL = 5
"""Hints search as hard as the strongest level."""
EVALUATION_LEVEL = 3
"""The evaluation bar's search."""


class Table(PlayedBoard, Protocol):
    """What the computer's turns read of the game being played besides the
    :class:`PlayedBoard`: the record, the ply on screen, the settings, the seed of the
    computer's choices, the clocks, whose turn is the computer's; and how a move is added
    at the end while the player looks at an earlier move."""

    game: Game
    ply: int
    seed: int
    settings: Settings
    clock: Clock | None

    @property
    def at_end(self) -> bool: ...

    @property
    def forced_pass(self) -> bool: ...

    @property
    def computer_side(self) -> str | None: ...

    def add_at_end(self, move: Any) -> Outcome: ...

    def banner(self) -> str: ...


class ComputerTurns:
    """Requests to the computer's worker and their answers, matched by token so that a
    stale answer is dropped; the hint and the evaluations found on the way."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.token = 0
        """The last request's token (each request takes the next)."""
        self.thinking: int | None = None
        """The token of the computer move being computed, None when it is not thinking."""
        self.stalled = False
        """The computer failed here: it waits for the player (undo, a move, a new game)
        instead of asking again and again."""
        self.pie_token: int | None = None
        """The request whose answer also decides the pie rule's swap."""
        self.hinting: int | None = None
        """The token of the hint being computed."""
        self.hint: Any = None
        """The move a hint suggests, shown on the board."""
        self.hint_scores: dict[str, float] = {}
        """Each move's score (move text: White's view) that a hint found."""
        self.evaluation: dict[str, float] = {}
        """Position code: the last score a search gave it (White's view, -1 to +1)."""
        self.opening_words = ""
        """Words said when a game was started (a rematch, another level): the computer's
        first move of that game adds to them instead of replacing them."""

    def next_token(self) -> int:
        self.token += 1
        return self.token

    def cancel(self) -> None:
        """Forget what is being computed (its answers will be stale)."""
        self.thinking = None
        self.hinting = None
        self.stalled = False

    def forget_hint(self) -> None:
        """The hint and its scores belong to a position left behind."""
        self.hint = None
        self.hint_scores = {}

    def new_game(self) -> None:
        """A new game: no evaluation known, nothing said at its start yet."""
        self.evaluation.clear()
        self.opening_words = ""

    def request(self, token: int, level: int) -> dict[str, Any]:
        """A question for the worker about the position on screen. It carries the start
        and the moves, not just the position, so the rules that look at the history
        (draughts' repetitions and move counters) see it too."""
        table = self.table
        game = table.game
        return {"token": token, "code": game.start.code(),
                "moves": [text for text, move in zip(game.texts[:table.ply], game.moves,
                                                     strict=False)
                          if move is not SWAP], "level": level,
                "seed": table.seed + table.ply, "game": game.game, "variant": game.variant}

    def bot_request(self) -> dict[str, Any] | None:
        """The question for the computer when it must move now, else None.

        Each request carries a token; :meth:`bot_result` ignores answers whose token is no
        longer current (after an undo, a new game, or leaving the last move).
        """
        table = self.table
        if (self.thinking is not None or self.stalled or table.settings.opponent != COMPUTER
                or not table.at_end):
            return None
        clock = table.clock
        if clock is not None and (clock.paused or clock.check() is not None):
            return None
        position = table.position
        if position.is_over() or position.turn != table.computer_side or table.forced_pass:
            return None
        self.thinking = self.next_token()
        # Right after the first move of a pie-rule game the answer also decides the swap.
        self.pie_token = self.thinking if table.game.can_swap else None
        return self.request(self.thinking, table.settings.level)

    def bot_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        """Apply the computer's answer; None when it is stale (the game moved on)."""
        if token != self.thinking:
            return None
        self.thinking = None
        table = self.table
        end = table.game.end
        self.remember_evaluation(result, end.code())
        if token == self.pie_token and table.game.can_swap and table.at_end:
            from byte.bot import should_swap  # the search is loaded only when it is needed

            if should_swap(result):
                outcome = table.play(SWAP)
                outcome.message = tr("Computer: {words}", words=outcome.announce)
                return outcome
        try:
            move = end.parse_move(str(result.get("move", "")))
        except (ByteError, TypeError) as error:
            self.stalled = True
            return Outcome(message=tr("The computer's answer was refused: {reason}. Undo or "
                                      "start a new game to let it try again.", reason=error),
                           error=True)
        if table.at_end:
            outcome = table.play(move)
            if not outcome.message:
                # The game-over card says the result: the message names the move only.
                outcome.message = tr("Computer: {words}",
                                     words=outcome.announce_before_ending)
                if self.opening_words and len(table.game.moves) == 1:
                    # The computer opened the game: what was said at its start stays.
                    outcome.message = f"{self.opening_words} {outcome.message}"
                self.opening_words = ""
            return outcome
        # The player is looking at an earlier move: add the reply at the end, keep the view.
        outcome = table.add_at_end(move)
        outcome.message = tr("The computer played {move}. Go to the last move to continue.",
                             move=outcome.played_texts[0])
        return outcome

    def bot_failed(self, token: int, reason: str) -> Outcome | None:
        if token != self.thinking:
            return None
        self.thinking = None
        self.stalled = True
        return Outcome(message=tr("The computer could not move: {reason} Undo or start a new "
                                  "game to let it try again.", reason=reason), error=True)

    def hint_request(self) -> dict[str, Any] | None:
        """A question for a hint (level 5) on the position on screen, when it is useful.
        Games that show a value on every move (Reversi) ask for all of them."""
        if self.table.input_refusal():
            return None
        self.hinting = self.next_token()
        request = self.request(self.hinting, HINT_LEVEL)
        if self.table.hooks.HINT_EVERY_MOVE:
            request["all"] = True
        return request

    def evaluation_request(self) -> dict[str, Any]:
        """A question for the evaluation bar about the position on screen (level 3); the
        answer is kept under ``"position"``, that position's code."""
        request = self.request(0, EVALUATION_LEVEL)
        request["position"] = self.table.position.code()
        return request

    def hint_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        if token != self.hinting:
            return None
        self.hinting = None
        position = self.table.position
        self.remember_evaluation(result, position.code())
        try:
            move = position.parse_move(str(result.get("move", "")))
        except ByteError:
            return Outcome(message=tr("No hint is available here."), error=True)
        self.hint = move
        scores = result.get("scores")
        if isinstance(scores, dict):
            self.hint_scores = {str(k): float(v) for k, v in scores.items()
                                if isinstance(v, int | float) and not isinstance(v, bool)}
        text = position.notation(move)
        words = tr("Hint: {move}.", move=text)
        return Outcome(message=words, announce=words)

    def remember_evaluation(self, result: dict[str, Any], code: str) -> None:
        """Keep the search's score (White's view) for the position it was asked about."""
        score = result.get("score")
        if isinstance(score, int | float) and not isinstance(score, bool):
            self.evaluation[code] = max(-1.0, min(1.0, float(score)))

    def current_evaluation(self) -> float | None:
        """The last known score of the position on screen (White's view), if any."""
        return self.evaluation.get(self.table.position.code())
