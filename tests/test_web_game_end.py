"""Resigning, draw offers, rematches and the next level (byte/web/game_end.py), and the
decision kept in the record, the link and the saved game."""

from __future__ import annotations

import pytest

from byte import links, saved
from byte.errors import ByteError
from byte.record import Game
from byte.web.controller import COMPUTER, Session, Settings
from byte.web.game_end import DRAW_ACCEPTED_AT, GameEnding
from byte.web.outcome import Outcome
from byte.web.persist import reopen_saved, saved_text


def checkers(moves: tuple[str, ...] = ("c3-d4",), **settings: object) -> Session:
    game = Game.new("checkers")
    for move in moves:
        game.push(move)
    return Session(game, settings=Settings.from_dict({"game": "checkers", **settings}))


def test_two_players_the_side_to_move_resigns() -> None:
    session = checkers()
    outcome = session.resign()
    assert not outcome.error
    assert session.game.resigned == "b" and session.game.result() == "1-0"
    assert session.banner() == "Black resigned: White wins"
    assert session.status() == "White wins"
    # Over: no more moves, no takeback, no second resignation.
    assert session.input_refusal() == ("The game is over: Black resigned. Start a new "
                                        "game, or look back through the moves.")
    assert session.undo_target() is None
    assert session.resign().error
    with pytest.raises(ByteError, match="Black resigned"):
        session.game.push("f6-e5")


def test_against_the_computer_the_person_resigns_even_while_it_thinks() -> None:
    session = checkers(opponent=COMPUTER, human="w", level=3)
    assert session.bot_request() is not None  # the computer (Black) is to move
    assert session.thinking is not None
    session.resign()
    assert session.thinking is None, "the computer stops thinking"
    assert session.game.resigned == "w"
    assert session.banner() == "You resigned: the computer wins"
    assert session.next_level() == 2


def test_a_resignation_travels_in_the_record_link_and_saved_game() -> None:
    for name, first in (("byte", "b2-a3"), ("reversi", "f5"), ("checkers", "c3-d4")):
        game = Game.new(name)
        game.push(first)
        session = Session(game)
        session.resign()
        record = Game.parse(game.text())
        assert (record.resigned, record.result()) == (game.resigned, game.result()), name
        link = links.decode(links.game_fragment(game))
        assert link.problems == [] and link.game.resigned == game.resigned, name
        kept = saved.loads(saved.dumps(game))
        assert kept.problems == [] and kept.game.resigned == game.resigned, name
        again = Session()
        reopen_saved(again, saved.loads(saved_text(session)))
        assert again.game.resigned == game.resigned and again.banner() == session.banner()


def test_a_record_stating_a_resignation_must_be_decisive() -> None:
    game = Game.new("checkers")
    game.push("c3-d4")
    game.agree_draw()
    text = game.text()
    assert 'Termination "draw agreed"' in text
    assert Game.parse(text).draw_agreed
    with pytest.raises(ByteError):
        Game.parse(text.replace("draw agreed", "resignation"))  # a draw is no resignation


def test_a_draw_offer_is_accepted_declined_or_declined_by_a_move() -> None:
    session = checkers()
    assert session.offer_draw().message.startswith("Black offers a draw.")
    assert session.draw_question() == "Black offers a draw. White, do you accept?"
    assert session.offer_draw().error  # one offer at a time
    assert session.answer_draw(False).message == "White declines the draw; play goes on."
    assert session.game.draw_offer is None and session.game.result() == "*"
    # Offered, then the offerer moves: the offer stands; the other side's move declines it.
    session.offer_draw()
    session.play(session.position.parse_move("f6-e5"))
    assert session.game.draw_offer == "b"
    session.play(session.position.parse_move("d4xf6"))
    assert session.game.draw_offer is None
    session.offer_draw()
    session.answer_draw(True)
    assert session.game.draw_agreed and session.banner() == "Drawn by agreement"
    assert session.undo_target() is None


def test_a_waiting_offer_travels_in_the_link() -> None:
    session = checkers()
    session.offer_draw()
    fragment = links.game_fragment(session.game)
    assert fragment.endswith("&offer=b")
    friend = Session(links.decode(fragment).game)
    assert friend.draw_question() == "Black offers a draw. White, do you accept?"
    friend.answer_draw(True)
    assert links.game_fragment(friend.game).endswith("&draw=1")


def test_draws_only_where_players_offer_them() -> None:
    session = Session(Game(moves=["b2-a3"]))
    assert session.offer_draw().message == "Draws are not offered in Byte."
    assert session.game.draw_offer is None


@pytest.mark.parametrize(("score", "accepts"), [
    (0.0, True), (DRAW_ACCEPTED_AT, True), (0.3, False), (-0.3, True), (None, False)])
def test_the_computer_accepts_a_draw_only_when_it_cannot_expect_more(
        score: float | None, accepts: bool) -> None:
    # The person plays Black; the computer (White) answers from White's view of the score.
    session = checkers(moves=("c3-d4",), opponent=COMPUTER, human="b", level=2)
    assert not session.offer_draw().error
    outcome = session.computer_answers_draw(score)
    assert session.game.draw_agreed is accepts
    if not accepts:
        assert outcome.message == "The computer declines the draw: it still plays for a win."
    # The same score seen from Black's side when the computer plays Black.
    black = checkers(moves=(), opponent=COMPUTER, human="w", level=2)
    black.offer_draw()
    black.computer_answers_draw(None if score is None else -score)
    assert black.game.draw_agreed is accepts


def test_the_person_offers_on_their_move_only() -> None:
    session = checkers(moves=(), opponent=COMPUTER, human="b", level=2)  # White to move
    assert session.offer_draw().message == "Offer the draw on your move."


def test_rematch_swaps_the_sides_and_keeps_the_settings() -> None:
    session = checkers(opponent=COMPUTER, human="b", level=4, clock="5+3")
    options = session.rematch_options()
    assert options == {"size": 8, "opponent": COMPUTER, "level": 4, "human": "w",
                       "game": "checkers", "variant": "brazilian", "pie": False,
                       "clock": "5+3"}
    session.new_game(**options)
    assert session.settings.human == "w" and session.clock is not None


def test_the_computer_opening_a_rematch_keeps_what_was_said() -> None:
    session = checkers(opponent=COMPUTER, human="w", level=2)
    session.new_game(**session.rematch_options())  # the computer now has White
    session.opening_words = "Rematch: you play Black this time."
    request = session.bot_request()
    assert request is not None
    outcome = session.bot_result(request["token"], {"move": "c3-d4"})
    assert outcome.message == "Rematch: you play Black this time. Computer: White c3-d4."
    assert session.opening_words == ""  # said once: a later opening names its move only
    session.opening_words = "Rematch: you play Black this time."
    session.new_game(**session.rematch_options())  # a game started otherwise says nothing
    session.new_game(**session.rematch_options())
    request = session.bot_request()
    assert request is not None
    outcome = session.bot_result(request["token"], {"move": "c3-d4"})
    assert outcome.message == "Computer: White c3-d4."


def test_the_next_level_follows_the_result() -> None:
    session = checkers(opponent=COMPUTER, human="w", level=5)
    assert session.next_level() is None  # the game runs
    session.game.resign("b")  # the computer's side gave up: a win at the top level
    assert session.next_level() is None
    session = checkers(opponent=COMPUTER, human="w", level=2)
    session.game.resign("b")
    assert session.next_level() == 3
    session = checkers(opponent=COMPUTER, human="w", level=1)
    session.resign()
    assert session.next_level() is None  # no level below 1


# ------------------------------------------------------------- the part alone, no session


class FakeMatch:
    """A match the ending part can read: a record, settings, and what it asks recorded."""

    def __init__(self, game: Game, **settings: object) -> None:
        self.game = game
        self.settings = Settings.from_dict({"game": game.game, **settings})
        self.analysis = None
        self.lost_on_time: str | None = None
        self.asked: list[str] = []

    @property
    def hooks(self) -> object:
        from byte import games

        return games.view(self.game.game)

    @property
    def info(self) -> object:
        return self.game.info

    def human_side(self, ply: int | None = None) -> str:
        return self.settings.human

    def go_to(self, ply: int) -> Outcome:
        self.asked.append(f"go to {ply}")
        return Outcome()

    def banner(self) -> str:
        return self.game.ending_words() if self.game.decided else ""

    def stop_at_end(self) -> None:
        self.asked.append("stop")


def test_the_ending_part_keeps_its_decisions_in_the_record() -> None:
    game = Game.new("checkers")
    game.push("c3-d4")
    match = FakeMatch(game)
    ending = GameEnding(match)
    assert ending.resigner() == "b" and ending.draw_offers
    offered = ending.offer_draw()
    assert game.draw_offer == "b" and match.asked == ["go to 1"] and not offered.error
    assert ending.draw_question() == "Black offers a draw. White, do you accept?"
    declined = ending.answer_draw(False)
    assert declined.message == "White declines the draw; play goes on." and game.draw_offer is None
    ending.resign()
    assert game.resigned == "b" and match.asked[-1] == "stop"
    assert ending.game_over and ending.ending_refusal() == "The game is already over."


def test_the_ending_part_against_the_computer() -> None:
    game = Game.new("checkers")
    game.push("c3-d4")
    match = FakeMatch(game, opponent=COMPUTER, human="b", level=5)
    ending = GameEnding(match)
    assert ending.resigner() == "b" and ending.draw_refusal() is None
    ending.offer_draw()
    assert ending.computer_answers_draw(-DRAW_ACCEPTED_AT).error is False
    assert game.draw_agreed and match.asked[-1] == "stop"
    assert ending.next_level() is None  # a draw
    assert ending.rematch_options()["human"] == "w"
    match.analysis = object()
    assert ending.ending_refusal() == "The analysis board has no players: go back to play first."
