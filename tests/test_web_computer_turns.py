"""byte.web.computer_turns alone: its requests, tokens, hints and evaluations, at a table that
is a plain object (a record, the ply on screen, settings), with no session."""

from __future__ import annotations

from typing import Any

from byte import games
from byte.clock import Clock, TimeControl
from byte.record import SWAP, Game
from byte.settings import COMPUTER, HUMAN, Settings
from byte.web.computer_turns import HINT_LEVEL, ComputerTurns
from byte.web.outcome import Outcome


class FakeTable:
    """A game at a table: moves are pushed onto the record; nothing else happens."""

    def __init__(self, game: Game | None = None, opponent: str = COMPUTER,
                 human: str = "w") -> None:
        self.game = game if game is not None else Game()
        self.ply = len(self.game.moves)
        self.seed = 100
        self.settings = Settings(opponent=opponent, level=3, human=human)
        self.clock: Clock | None = None
        self.refusal: str | None = None
        self.added: list[str] = []

    @property
    def position(self) -> Any:
        return self.game.position_at(self.ply)

    @property
    def hooks(self) -> Any:
        return games.view(self.game.game)

    @property
    def at_end(self) -> bool:
        return self.ply == len(self.game.moves)

    @property
    def forced_pass(self) -> bool:
        return False

    @property
    def computer_side(self) -> str | None:
        if self.settings.opponent != COMPUTER:
            return None
        return "b" if self.settings.human == "w" else "w"

    def input_refusal(self) -> str | None:
        return self.refusal

    def play(self, move: Any) -> Outcome:
        self.game.push(move)
        self.ply = len(self.game.moves)
        return Outcome(played=[move], played_texts=[self.game.texts[-1]],
                       announce=f"{self.game.texts[-1]}.")

    def add_at_end(self, move: Any) -> Outcome:
        self.game.push(move)
        self.added.append(self.game.texts[-1])
        return Outcome(played=[move], played_texts=[self.game.texts[-1]])

    def banner(self) -> str:
        return ""


def test_the_computer_is_asked_on_its_turn_only_and_once() -> None:
    table = FakeTable(Game(moves=["b2-a3"]))
    turns = ComputerTurns(table)
    request = turns.bot_request()
    assert request == {"token": 1, "code": table.game.start.code(), "moves": ["b2-a3"],
                       "level": 3, "seed": 101, "game": "byte", "variant": "byte"}
    assert turns.thinking == 1 and turns.bot_request() is None  # already thinking
    assert ComputerTurns(FakeTable(Game())).bot_request() is None  # the person's turn
    assert ComputerTurns(FakeTable(Game(moves=["b2-a3"]), opponent=HUMAN)).bot_request() is None


def test_a_stale_answer_is_dropped_and_a_current_one_played() -> None:
    table = FakeTable(Game(moves=["b2-a3"]))
    turns = ComputerTurns(table)
    token = turns.bot_request()["token"]
    turns.cancel()  # an undo, a new game: the answer went stale
    assert turns.bot_result(token, {"move": "a5-b4"}) is None and table.game.texts == ["b2-a3"]
    token = turns.bot_request()["token"]
    outcome = turns.bot_result(token, {"move": "a5-b4", "score": 0.25})
    assert table.game.texts == ["b2-a3", "a5-b4"] and outcome.message == "Computer: a5-b4."
    assert turns.thinking is None
    assert turns.evaluation[Game(moves=["b2-a3"]).end.code()] == 0.25


def test_an_answer_while_the_player_looks_back_is_added_at_the_end() -> None:
    table = FakeTable(Game(moves=["b2-a3"]))
    turns = ComputerTurns(table)
    token = turns.bot_request()["token"]
    table.ply = 0  # the player went back to the start; the computer keeps thinking
    outcome = turns.bot_result(token, {"move": "a5-b4"})
    assert table.added == ["a5-b4"]
    assert outcome.message == "The computer played a5-b4. Go to the last move to continue."


def test_a_refused_answer_or_a_failure_stalls_the_computer_until_cancelled() -> None:
    table = FakeTable(Game(moves=["b2-a3"]))
    turns = ComputerTurns(table)
    token = turns.bot_request()["token"]
    refused = turns.bot_result(token, {"move": "z9-z9"})
    assert refused.error and "refused" in refused.message and turns.stalled
    assert turns.bot_request() is None
    turns.cancel()
    token = turns.bot_request()["token"]
    failed = turns.bot_failed(token, "the worker stopped.")
    assert failed.error and turns.stalled and turns.bot_failed(token, "again") is None


def test_paused_clocks_keep_the_computer_waiting() -> None:
    table = FakeTable(Game(moves=["b2-a3"]))
    table.clock = Clock(TimeControl(60), lambda: 0.0, ("w",))
    table.clock.switch("w", "b")
    table.clock.pause()
    assert ComputerTurns(table).bot_request() is None


def test_the_computer_decides_the_pie_rules_swap_from_its_answer() -> None:
    table = FakeTable(Game(moves=["b2-a3"], pie=True))
    turns = ComputerTurns(table)
    token = turns.bot_request()["token"]
    assert turns.pie_token == token
    outcome = turns.bot_result(token, {"move": "a5-b4", "score": 0.9})  # White better: swap
    assert table.game.moves[-1] is SWAP and outcome.message.startswith("Computer: ")
    table = FakeTable(Game(moves=["b2-a3"], pie=True))
    turns = ComputerTurns(table)
    turns.bot_result(turns.bot_request()["token"], {"move": "a5-b4", "score": -0.5})
    assert table.game.texts == ["b2-a3", "a5-b4"]


def test_hints_and_their_scores_are_kept_until_forgotten() -> None:
    table = FakeTable(Game.new("reversi"), opponent=HUMAN)
    turns = ComputerTurns(table)
    request = turns.hint_request()
    assert request["level"] == HINT_LEVEL and request["all"] is True  # Reversi: every move
    outcome = turns.hint_result(request["token"], {"move": "f5", "score": 0.1,
                                                   "scores": {"f5": 0.1, "d3": 0.0, "x": True}})
    assert outcome.message == "Hint: f5." and table.position.notation(turns.hint) == "f5"
    assert turns.hint_scores == {"f5": 0.1, "d3": 0.0}
    assert turns.current_evaluation() == 0.1
    turns.forget_hint()
    assert turns.hint is None and turns.hint_scores == {}
    table.refusal = "The game is over."
    assert turns.hint_request() is None
    table.refusal = None
    bad = turns.hint_request()
    assert turns.hint_result(bad["token"], {"move": "a1"}).error


def test_the_evaluation_bar_asks_about_the_position_on_screen() -> None:
    table = FakeTable(Game(moves=["b2-a3", "a5-b4"]), opponent=HUMAN)
    table.ply = 1
    request = ComputerTurns(table).evaluation_request()
    assert request["moves"] == ["b2-a3"] and request["position"] == table.position.code()
    assert request["token"] == 0


def test_a_new_game_forgets_the_evaluations_and_the_words_said() -> None:
    turns = ComputerTurns(FakeTable())
    turns.evaluation["x"] = 0.5
    turns.opening_words = "Rematch."
    turns.new_game()
    assert turns.evaluation == {} and turns.opening_words == ""


def test_the_result_sentence_is_left_to_the_game_over_card() -> None:
    class EndingTable(FakeTable):
        def play(self, move: Any) -> Outcome:
            played = super().play(move)
            played.ending = "Partie finie : les Blancs gagnent."  # in any language
            played.announce += " " + played.ending
            return played

    table = EndingTable(Game(moves=["b2-a3"]))
    turns = ComputerTurns(table)
    outcome = turns.bot_result(turns.bot_request()["token"], {"move": "a5-b4"})
    assert outcome.message == "Computer: a5-b4."
