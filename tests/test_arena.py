"""Matches: pairing, colours, openings, statistics and the arena command."""

from __future__ import annotations

import argparse

import pytest

from byte import arena
from byte.arena import (
    MatchResult,
    add_arena_arguments,
    arena_command,
    play_game,
    play_match,
    random_opening,
    start_position,
    wilson_interval,
)
from byte.errors import ByteError
from byte.games.byte.rules import Position
from byte.games.checkers import engine as checkers_engine
from byte.games.checkers.rules import from_code


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.404, abs=0.002) and high == pytest.approx(0.596, abs=0.002)
    low, high = wilson_interval(100, 100)
    assert high == pytest.approx(1.0) and 0.95 < low < 0.97
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_openings_are_random_legal_and_reproducible() -> None:
    assert random_opening(8, 2, 1) == random_opening(8, 2, 1)
    openings = {tuple(random_opening(10, 2, seed)) for seed in range(20)}
    assert len(openings) > 10
    pos = Position.start(10)
    for move in random_opening(10, 4, 3):
        assert move in pos.legal_moves()
        pos.push(move)


def test_even_openings_leave_out_a_hung_man() -> None:
    # Pair 2 of seed 1 in Russian draughts hangs a man: White takes it at once.
    seed = 7919 + 2
    hung = start_position("checkers", "russian", None)
    for move in random_opening(8, 2, seed, "checkers", "russian"):
        hung.push(move)
    assert checkers_engine.evaluate(hung) > checkers_engine.SCALE
    even = start_position("checkers", "russian", None)
    moves = random_opening(8, 2, seed, "checkers", "russian", even=True)
    assert moves == random_opening(8, 2, seed, "checkers", "russian", even=True)
    assert len(moves) == 2
    for move in moves:
        assert move in even.legal_moves()
        even.push(move)
    assert abs(checkers_engine.evaluate(even)) <= checkers_engine.SCALE // 2


def test_games_of_a_pair_share_the_opening_and_swap_colours() -> None:
    first = play_game("random", "greedy", 0, 8, 2, 5)
    second = play_game("random", "greedy", 1, 8, 2, 5)
    assert first.a_is_white and not second.a_is_white
    assert not first.error and not second.error
    # Every ply after the 2-ply opening is a move by a or b; forced ones are not decisions.
    assert 0 < first.decisions_a + first.decisions_b <= first.plies - 2


def test_match_counts_and_strength_shows() -> None:
    result = play_match("greedy", "random", games=24, workers=2, seed=1)
    assert result.games == 24 and result.wins_a + result.wins_b == 24
    assert result.errors == []
    assert result.wins_a >= 16  # one-ply greed beats random play clearly
    assert "greedy vs random" in result.summary()
    assert "95% CI" in result.summary()


def test_drawn_games_keep_how_and_where_they_ended() -> None:
    result = play_match("greedy", "greedy", games=12, workers=1, seed=3, game="checkers",
                        variant="english")
    assert result.draws == len(result.drawn) > 0
    for played in result.drawn:
        assert played.points_a == 0.5 and played.outcome.startswith("Draw")
        assert played.final.startswith(("W:", "B:")) and "king" in played.score
    tally = result.draw_reasons()
    assert sum(tally.values()) == result.draws
    assert result.last is not None and result.last.final.startswith(("W:", "B:"))
    # The game replays from its start code through its moves to where it ended.
    replay = from_code(result.last.start, "english")
    for text in result.last.moves:
        replay.push(replay.parse_move(text))
    assert replay.code() == result.last.final and replay.is_over()
    # The summary lists how the draws ended, most frequent first.
    assert "Draw by threefold repetition" in tally
    listed = ", ".join(f"{count} {how}" for how, count in tally.items())
    assert result.summary().endswith(f"; draws: {listed}")


def test_a_game_stopped_at_the_ply_limit_is_a_draw_not_an_error(monkeypatch) -> None:
    # Pool checkers has no move-count draw, so two players avoiding repetition could
    # shuffle kings for ever; the arena stops them and scores the game as drawn.
    monkeypatch.setattr(arena, "MAX_PLIES", 6)
    played = play_game("random", "random", 0, 8, 2, 1, game="checkers", variant="pool")
    assert not played.error and played.plies == 6
    assert played.points_a == 0.5 and played.outcome == "Stopped unfinished after 6 plies"
    result = play_match("random", "random", games=2, workers=1, seed=1, game="checkers",
                        variant="pool")
    assert result.errors == [] and result.draws == 2
    assert "draws: 2 Stopped unfinished after 6 plies" in result.summary()


@pytest.mark.parametrize("workers", [1, 2])
def test_a_match_stops_after_the_first_pair_that_settles_it(workers: int) -> None:
    asked = []

    def until(result: MatchResult) -> bool:
        asked.append(result.games)
        return result.games >= 4

    result = play_match("greedy", "random", games=20, workers=workers, seed=2, until=until)
    assert asked == [2, 4]  # asked after whole pairs only
    assert result.games == 4 and result.wins_a + result.wins_b + result.draws == 4


@pytest.mark.parametrize("workers", [1, 2])
def test_a_changing_opponent_is_asked_for_as_each_game_starts(workers: int) -> None:
    asked = []

    def opponent(result: MatchResult) -> str:
        asked.append(result.games)
        return "random" if result.games < 2 else "greedy"

    result = play_match("greedy", "uct", games=8, workers=workers, seed=4, opponent=opponent)
    assert result.games == 8 and result.wins_a + result.wins_b + result.draws == 8
    assert result.errors == [] and result.b == "uct"  # b only names the opponent
    assert len(asked) == 8 and asked == sorted(asked) and asked[0] == 0
    if workers == 1:
        assert asked == list(range(8))  # each game knows every game before it
    else:
        # At most one game beyond the busy workers is handed out ahead.
        assert all(seen >= index - workers for index, seen in enumerate(asked))


def test_a_changing_opponent_reports_a_bad_spec_and_cannot_stop_early() -> None:
    with pytest.raises(ByteError, match="unknown player"):
        play_match("greedy", "uct", games=4, workers=2, opponent=lambda result: "uct:fast")
    with pytest.raises(ValueError, match="cannot stop"):
        play_match("greedy", "uct", games=4, workers=2, opponent=lambda result: "random",
                   until=lambda result: False)


def test_arena_command(capsys: pytest.CaptureFixture) -> None:
    parser = argparse.ArgumentParser()
    add_arena_arguments(parser)
    status = arena_command(parser.parse_args(["level1", "random", "--games", "4", "--size", "10"]))
    out = capsys.readouterr().out
    assert status == 0 and "level1 vs random (Byte 10x10)" in out and "in 4 games" in out
    status = arena_command(parser.parse_args(["level9", "random", "--games", "2"]))
    err = capsys.readouterr().err
    assert status == 1 and err.startswith("error: ") and "level" in err
    status = arena_command(parser.parse_args(["uct:fast", "random", "--games", "2"]))
    assert status == 1 and capsys.readouterr().err.startswith("error: unknown player")
