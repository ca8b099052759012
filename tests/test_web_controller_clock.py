"""The session with clocks and the pie rule: swaps for two players and against the
computer, the computer's own swap decision, time-outs, pause, and the clocks' bookkeeping."""

from __future__ import annotations

import doctest

import pytest

import byte.web.controller
from byte import parse_square
from byte.record import Game
from byte.web.controller import COMPUTER, HUMAN, Session


class FakeTime:
    def __init__(self) -> None:
        self.t = 5000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def play(session: Session, text: str):
    outcome = session.play(session.position.parse_move(text))
    assert not outcome.error, outcome.message
    return outcome


def test_docstrings():
    assert doctest.testmod(byte.web.controller).failed == 0


def test_swap_for_two_players_is_offered_once_right_after_the_first_move():
    session = Session(seed=1)
    session.new_game(pie=True)
    assert session.game.pie and not session.swap_offered
    assert session.swap().error
    play(session, "b2-a3")
    assert session.swap_offered and session.status() == "Black to move, or swap sides"
    outcome = session.swap()
    assert not outcome.error and outcome.played == [] and outcome.played_texts == ["swap"]
    assert "swapped sides" in outcome.announce
    assert session.game.texts == ["b2-a3", "swap"] and session.position.turn == "b"
    assert session.view().last_path == ()
    assert not session.swap_offered and session.swap().error
    play(session, "a5-b4")
    assert session.move_rows() == [("1.", [(1, "b2-a3"), (2, "swap"), (3, "a5-b4")])]


def test_no_swap_without_the_pie_rule():
    session = Session(seed=1)
    session.new_game()
    play(session, "b2-a3")
    assert not session.swap_offered
    assert "without the pie rule" in session.swap().message


def test_the_person_who_swaps_against_the_computer_takes_the_other_side():
    session = Session(seed=1)
    session.new_game(opponent=COMPUTER, human="b", pie=True)
    request = session.bot_request()
    assert request is not None
    session.bot_result(request["token"], {"move": "b2-a3", "score": 0.4})
    assert session.human_side() == "b" and session.swap_offered
    assert "play, or swap sides" in session.status()
    outcome = session.swap()
    assert "you now play White" in outcome.announce
    assert session.human_side() == "w" and session.computer_side == "b"
    request = session.bot_request()
    assert request is not None and request["moves"] == ["b2-a3"]  # the swap is no board move
    outcome = session.bot_result(request["token"], {"move": "a5-b4", "score": 0.0})
    assert outcome.played_texts == ["a5-b4"] and session.status() == "Your move (White)"
    # Undo goes back to the person's own choices: the swap position itself is one.
    assert session.undo_target() == 1


def test_the_computer_swaps_when_the_first_move_is_good_for_the_first_side():
    session = Session(seed=1)
    session.new_game(opponent=COMPUTER, human="w", pie=True)
    play(session, "b2-a3")
    request = session.bot_request()
    assert request is not None
    outcome = session.bot_result(request["token"], {"move": "a5-b4", "score": 0.25})
    assert session.game.texts == ["b2-a3", "swap"]
    assert "The computer swapped sides" in outcome.message
    assert session.human_side() == "b" and session.status() == "Your move (Black)"
    assert session.bot_request() is None


def test_the_computer_replies_when_the_first_move_is_not_good_for_the_first_side():
    session = Session(seed=1)
    session.new_game(opponent=COMPUTER, human="w", pie=True)
    play(session, "b2-a3")
    request = session.bot_request()
    session.bot_result(request["token"], {"move": "a5-b4", "score": -0.1})
    assert session.game.texts == ["b2-a3", "a5-b4"]


def test_clocks_run_for_the_side_to_move_with_increments():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="1+2")
    clock = session.clock
    assert clock is not None and not clock.ticking
    play(session, "b2-a3")
    now.advance(10)
    assert clock.remaining("b") == pytest.approx(50)
    play(session, "a5-b4")
    assert clock.remaining("b") == pytest.approx(52) and clock.running == "w"


def test_time_out_ends_the_game_whatever_the_board_shows():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="0.1+0")
    play(session, "b2-a3")
    now.advance(7)
    outcome = session.check_clock()
    assert outcome is not None and outcome.message == "Black ran out of time: White wins."
    assert session.check_clock() is None  # said once
    assert session.banner() == "Black ran out of time: White wins"
    assert session.status() == "White wins on time"
    assert session.click(parse_square("a5")).error
    assert session.play(session.legal[0]).error
    assert not session.view().interactive


def test_time_out_against_the_computer_names_the_winner():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(opponent=COMPUTER, human="w", clock="0.1+0")
    play(session, "b2-a3")
    request = session.bot_request()
    now.advance(100)  # the computer's thinking costs the person nothing
    session.bot_result(request["token"], {"move": "a5-b4"})
    assert session.clock.remaining("w") == pytest.approx(6)
    now.advance(6.5)
    assert session.check_clock() is not None
    assert session.banner() == "The computer wins. White ran out of time: Black wins"
    assert session.bot_request() is None


def test_pause_stops_the_clocks_and_the_board():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="1+0")
    play(session, "b2-a3")
    assert not session.pause().error
    now.advance(1000)
    assert session.check_clock() is None
    assert "paused" in session.click(parse_square("a5")).message
    assert not session.resume().error and session.resume().error
    assert session.clock.remaining("b") == pytest.approx(60)


def test_a_swap_exchanges_the_clocks_with_the_players():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="1+0", pie=True)
    play(session, "b2-a3")
    now.advance(20)  # Black's player thinks 20 s, then swaps
    session.swap()
    assert session.clock.remaining("w") == pytest.approx(40)
    assert session.clock.remaining("b") == pytest.approx(60) and session.clock.running == "b"
    # Playing from the start again (the swap replaced) gives the clocks back to their sides.
    session.go_to(1)
    play(session, "a5-b4")
    assert not session.clock.exchanged


def test_two_players_without_a_clock_have_none():
    session = Session(seed=1)
    session.new_game(opponent=HUMAN)
    assert session.clock is None and session.check_clock() is None
    assert session.pause().error


def test_a_reload_brings_the_clocks_back_with_the_time_away_charged():
    from byte.web import persist

    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="3+2", pie=True)
    play(session, "b2-a3")
    now.advance(12)
    store = persist.GameStore(persist.MemoryStorage())
    store.save(persist.saved_text(session), "byte")
    address = persist.address_fragment(session)
    assert address == "pie=1&m=b2-a3"
    now.advance(3)  # the reload
    from byte import saved

    stored = saved.loads(store.read(), now)
    assert stored.clock is not None and stored.clock.remaining("b") == pytest.approx(165)
    start = persist.boot(address, store)
    assert start.session.clock is not None and start.session.game.pie
    assert start.session.settings.clock == "3+2" and start.session.settings.pie
    # Without the address (the saved game alone) the clocks come back too.
    again = persist.boot("", store)
    assert again.session.clock is not None and again.session.clock.running == "b"


def test_old_saved_games_have_no_clocks():
    from byte.web import persist

    store = persist.GameStore(persist.MemoryStorage())
    store.save(persist.saved_text(Session(Game(moves=["b2-a3"]))), "byte")
    start = persist.boot("", store)
    assert start.session.clock is None and not start.session.game.pie


def test_the_computer_is_not_asked_once_the_flag_fell_and_the_end_is_still_told():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(opponent=COMPUTER, human="b", clock="0.1+0")
    request = session.bot_request()
    session.bot_result(request["token"], {"move": "b2-a3"})
    now.advance(10)
    assert session.bot_request() is None
    outcome = session.check_clock()
    assert outcome is not None and "Black ran out of time" in outcome.message


def test_a_game_left_for_another_waits_with_its_clocks_paused():
    from byte.web import persist

    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="5+0")
    play(session, "b2-a3")
    store = persist.GameStore(persist.MemoryStorage())
    persist.switch_game(session, store, "reversi")
    assert session.clock is None
    kept = store.last_of("byte")
    assert kept is not None and kept.clock is not None and kept.clock.paused
    assert persist.describe_entry(kept) == "Byte, 1 move, Black to move"


def test_the_list_of_games_names_a_time_loss():
    from byte import saved
    from byte.web import persist

    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="0.1+0")
    play(session, "b2-a3")
    now.advance(7)
    session.check_clock()
    stored = saved.loads(persist.saved_text(session), now)
    assert persist.describe_entry(stored) == "Byte, 1 move, White wins on time"


def test_swapping_against_the_computer_turns_the_board_to_the_person():
    session = Session(seed=1)
    session.new_game(opponent=COMPUTER, human="b", pie=True)
    assert session.settings.flip
    request = session.bot_request()
    session.bot_result(request["token"], {"move": "b2-a3", "score": 0.0})
    session.swap()
    assert not session.settings.flip and session.human_side() == "w"


def test_the_record_of_a_game_lost_on_time_says_so():
    now = FakeTime()
    session = Session(seed=1, now=now)
    session.new_game(clock="0.1+0")
    play(session, "b2-a3")
    now.advance(7)
    session.check_clock()
    text = session.game.text()
    assert '[Termination "time forfeit"]' in text and '[Result "1-0"]' in text
