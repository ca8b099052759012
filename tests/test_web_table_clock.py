"""The table clock's rules, with a fake time source: taps switch the clocks and add the
increment, the waiting half ignores taps, pause, the time-out said once, low time said
once per side, a time control chosen mid-game waits for the reset, and Reset asks twice
while the clocks run."""

from __future__ import annotations

import doctest

import pytest

import byte.web.table_clock
from byte.clock import TimeControl
from byte.errors import ByteError
from byte.games import BLACK, WHITE
from byte.web.table_clock import (
    LOST,
    PAUSED,
    READY,
    RUNNING,
    WAITING,
    WON,
    TableClock,
    choose_control,
)
from tests.fake_time import FakeTime


def table(control: str = "3+2") -> tuple[TableClock, FakeTime]:
    now = FakeTime()
    return TableClock(TimeControl.parse(control), now=now), now


def test_docstrings() -> None:
    assert doctest.testmod(byte.web.table_clock).failed == 0


def test_nothing_runs_before_the_first_move_and_either_half_may_start() -> None:
    clock, now = table()
    assert clock.face(WHITE).state == READY and clock.face(BLACK).state == READY
    assert not clock.can_pause and clock.delay() is None
    now.advance(30)
    assert clock.face(BLACK).time == "3:00"
    assert clock.tap(BLACK) == ""  # Black moved first (Reversi, English checkers)
    assert clock.running == WHITE and clock.moves == {WHITE: 0, BLACK: 1}
    assert clock.face(WHITE).state == RUNNING and clock.face(BLACK).state == WAITING
    assert clock.face(BLACK).time == "3:00"  # the first move is free, with no increment


def test_a_tap_ends_the_turn_adds_the_increment_and_starts_the_other_clock() -> None:
    clock, now = table("3+2")
    clock.tap(WHITE)
    now.advance(20.5)
    assert clock.face(BLACK).time == "2:39"
    clock.tap(BLACK)
    assert clock.clock.remaining(BLACK) == pytest.approx(161.5)
    assert clock.running == WHITE
    now.advance(5)
    clock.tap(WHITE)
    assert clock.clock.remaining(WHITE) == pytest.approx(177)
    assert clock.moves == {WHITE: 2, BLACK: 1}
    assert clock.face(WHITE).moves_text == "2 moves" and clock.face(BLACK).moves_text == "1 move"


def test_a_tap_on_the_waiting_half_changes_nothing() -> None:
    clock, now = table()
    clock.tap(WHITE)
    now.advance(3)
    assert clock.tap(WHITE) == ""
    assert clock.running == BLACK and clock.moves[WHITE] == 1
    assert clock.clock.remaining(WHITE) == pytest.approx(180)


def test_pause_stops_both_clocks_and_the_taps() -> None:
    clock, now = table()
    clock.tap(WHITE)
    assert clock.toggle_pause() == "Clocks paused."
    now.advance(100)
    assert clock.face(BLACK).state == PAUSED and clock.face(BLACK).time == "3:00"
    assert "paused" in clock.tap(BLACK) and clock.moves[BLACK] == 0
    assert clock.delay() is None
    assert clock.toggle_pause() == "Clocks running again."
    now.advance(1.5)
    assert clock.clock.remaining(BLACK) == pytest.approx(178.5)
    assert clock.delay() == pytest.approx(0.52)


def test_a_time_that_runs_out_ends_it_said_once_and_taps_change_nothing() -> None:
    clock, now = table("0.1+0")
    assert clock.low_time() == ""  # six seconds from the start: not news
    clock.tap(WHITE)
    clock.tap(BLACK)
    now.advance(2)
    assert clock.time_up() == ""
    now.advance(4.5)
    assert clock.time_up() == "Time is up. White ran out of time: Black wins."
    assert clock.time_up() == ""
    assert clock.face(WHITE).state == LOST and clock.face(WHITE).time == "0:00.0"
    assert clock.face(BLACK).state == WON and clock.face(BLACK).words == "You win on time"
    assert "reset" in clock.tap(WHITE) and clock.moves[WHITE] == 1
    assert "ran out" in clock.tap_running()
    assert not clock.can_pause and clock.delay() is None
    clock.ask_reset()  # nothing runs: no second press needed
    assert clock.face(WHITE).state == READY and clock.moves == {WHITE: 0, BLACK: 0}


def test_low_time_is_said_once_per_side() -> None:
    clock, now = table("0.5+0")
    clock.tap(WHITE)
    now.advance(21)
    assert clock.low_time() == "Black has less than 10 seconds left."
    assert clock.low_time() == ""
    assert clock.face(BLACK).low and clock.face(BLACK).time == "0:09.0"


def test_space_ends_the_running_turn_and_before_the_start_says_how_to_begin() -> None:
    clock, now = table()
    assert "moved first" in clock.tap_running() and not clock.started
    clock.tap(BLACK)
    now.advance(1)
    assert clock.tap_running() == "" and clock.running == BLACK


def test_a_control_chosen_mid_game_waits_for_the_reset_and_reset_asks_twice() -> None:
    clock, now = table("3+2")
    assert clock.choose(TimeControl.parse("10+5")).startswith("Clocks set to 10 minutes")
    assert clock.face(WHITE).time == "10:00"
    clock.tap(WHITE)
    now.advance(4)
    assert clock.choose(TimeControl.parse("5+0")) == "5 minutes from the next reset."
    assert clock.face(BLACK).time == "9:56"
    assert clock.ask_reset() == "Clocks paused. Press Reset again to start over."
    assert clock.reset_asked and clock.clock.paused and clock.face(BLACK).time == "9:56"
    assert clock.ask_reset().startswith("Clocks set to 5 minutes.")
    assert clock.face(BLACK).time == "5:00" and not clock.started and not clock.reset_asked


def test_choosing_the_control_keeps_the_game_clocks_limits() -> None:
    assert choose_control("15+10") == TimeControl(15, 10)
    assert choose_control("custom", "2", "1") == TimeControl(2, 1)
    with pytest.raises(ByteError, match="not a time control"):
        choose_control("custom", "", "")
    with pytest.raises(ByteError, match="minutes must be"):
        choose_control("custom", "500", "0")
    with pytest.raises(ByteError, match="not one of the clocks"):
        choose_control("7+7")
    with pytest.raises(ByteError, match="not a half"):
        TableClock().tap("top")
