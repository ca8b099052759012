import doctest

import pytest

import byte.clock
from byte.clock import AWAY_GRACE, SIDES, Clock, TimeControl, format_time, spoken_time
from byte.errors import ByteError
from tests.fake_time import FakeTime


def after_the_first_move(minutes: float, increment: int = 0,
                         timed: tuple[str, ...] = SIDES) -> tuple[Clock, FakeTime]:
    """A clock just after White's first move, Black to move, and the hand-moved time it
    reads."""
    now = FakeTime()
    clock = Clock(TimeControl(minutes, increment), now, timed=timed)
    clock.switch("w", "b")
    return clock, now


def test_docstrings():
    assert doctest.testmod(byte.clock).failed == 0


def test_nothing_runs_before_the_first_move():
    now = FakeTime()
    clock = Clock(TimeControl(5), now)
    now.advance(100)
    assert clock.remaining("w") == 300 and clock.remaining("b") == 300
    assert not clock.ticking and clock.check() is None


def test_ticking_and_increment_after_each_timed_move():
    clock, now = after_the_first_move(3, 2)
    now.advance(7.5)
    assert clock.remaining("b") == pytest.approx(172.5)
    clock.switch("b", "w")
    assert clock.remaining("b") == pytest.approx(174.5)
    now.advance(20)
    assert clock.remaining("w") == pytest.approx(160)
    clock.switch("w", "b")
    assert clock.remaining("w") == pytest.approx(162)
    assert clock.running == "b"


def test_pause_stops_time_and_resume_restarts_it():
    clock, now = after_the_first_move(1)
    now.advance(10)
    assert clock.pause() and not clock.pause()
    now.advance(500)
    assert clock.remaining("b") == pytest.approx(50)
    assert clock.check() is None
    assert clock.resume() and not clock.resume()
    now.advance(5)
    assert clock.remaining("b") == pytest.approx(45)


def test_timeout_loses_and_freezes_the_clocks():
    clock, now = after_the_first_move(0.1)
    now.advance(5.9)
    assert clock.check() is None
    now.advance(0.2)
    assert clock.check() == "b"
    assert clock.result_words() == "Black ran out of time: White wins"
    clock.switch("b", "w")  # a move after the flag fell changes nothing
    now.advance(30)
    assert clock.remaining("w") == pytest.approx(6) and clock.remaining("b") == 0
    assert clock.running == "b" and not clock.ticking


def test_only_the_timed_side_runs_against_the_computer():
    clock, now = after_the_first_move(1, 5, timed=("b",))  # the computer's first move
    now.advance(10)
    clock.switch("b", "w")           # the person's move: +5
    assert clock.remaining("b") == pytest.approx(55) and clock.running is None
    now.advance(1000)                # the computer thinks: nobody's time runs
    assert clock.check() is None and clock.remaining("w") == 60


def test_exchange_keeps_each_players_time():
    clock, now = after_the_first_move(1, 0, timed=("b",))
    now.advance(15)
    clock.switch("b", "b")
    clock.exchange()
    assert clock.timed == ("w",) and clock.exchanged
    assert clock.remaining("w") == pytest.approx(45) and clock.remaining("b") == 60
    clock.switch("b", "b")
    assert clock.running is None  # the computer (Black now) is to move


def test_save_and_restore_charges_a_reload():
    clock, now = after_the_first_move(2, 1)
    now.advance(30)
    data = clock.to_dict()
    now.advance(5)
    back, note = Clock.from_dict(data, now)
    assert note == "" and back.ticking and back.running == "b"
    assert back.remaining("b") == pytest.approx(85) and back.remaining("w") == 120
    now.advance(1)
    assert back.remaining("b") == pytest.approx(84)


def test_a_long_absence_pauses_the_clocks_after_the_grace():
    clock, now = after_the_first_move(5)
    data = clock.to_dict()
    now.advance(3600)
    back, note = Clock.from_dict(data, now)
    assert back.paused and back.remaining("b") == pytest.approx(300 - AWAY_GRACE)
    assert "paused" in note and back.check() is None


def test_time_running_out_while_away_is_a_loss_said_in_words():
    clock, now = after_the_first_move(0.5)
    now.advance(25)
    data = clock.to_dict()
    now.advance(10)
    back, note = Clock.from_dict(data, now)
    assert back.flag == "b" and note == "Black's time ran out while the page was closed."


def test_paused_and_finished_clocks_come_back_as_they_were():
    clock, now = after_the_first_move(1)
    clock.pause()
    back, _ = Clock.from_dict(clock.to_dict(), FakeTime(10**6))
    assert back.paused and back.remaining("b") == 60
    clock.resume()
    now.advance(61)
    clock.check()
    back, _ = Clock.from_dict(clock.to_dict(), FakeTime(10**6))
    assert back.flag == "b" and back.result_words().startswith("Black ran out of time")


@pytest.mark.parametrize("data", [
    None, [], {}, {"control": "x"}, {"control": "5+0", "left": {"w": "a", "b": 1}},
    {"control": "5+0", "left": {"w": 1, "b": 1}, "running": "x"},
    {"control": "5+0", "left": {"w": -1, "b": 1}}, {"control": "5+0", "timed": 3, "left": {}},
])
def test_damaged_clocks_are_refused_in_words(data):
    with pytest.raises(ByteError):
        Clock.from_dict(data, FakeTime())


@pytest.mark.parametrize("text", ["", "x", "5+", "0+0", "500+0", "5+-1", "5+99", "nan+1", "5+1.5"])
def test_bad_time_controls(text):
    with pytest.raises(ByteError):
        TimeControl.parse(text)


def test_faces_and_words():
    assert format_time(600) == "10:00" and format_time(10) == "0:10"
    assert format_time(9.99) == "0:09.9"
    assert spoken_time(0.4) == "0 seconds"
    assert TimeControl.parse(" 5 + 3 ").text == "5+3"
