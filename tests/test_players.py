"""Baseline players and the player specs used by the arena."""

from __future__ import annotations

import random

import pytest

from byte.games.byte.rules import ByteError, Position
from byte.players import GreedyPlayer, LevelPlayer, RandomPlayer, UCTPlayer, make_player


def play_out(white, black, size: int = 8, seed: int = 0) -> Position:
    pos = Position.start(size)
    rng = random.Random(seed)
    pos.push(rng.choice(pos.legal_moves()))
    while not pos.is_over():
        player = white if pos.turn == "w" else black
        before = pos.code()
        move = player.choose(pos)
        assert pos.code() == before  # choosing must not change the position
        assert move in pos.legal_moves()
        pos.push(move)
    return pos


@pytest.mark.parametrize(
    ("spec", "kind"),
    [
        ("random", RandomPlayer),
        ("greedy", GreedyPlayer),
        ("level3", LevelPlayer),
        ("uct:0.05s", UCTPlayer),
        ("UCT:300", UCTPlayer),
    ],
)
def test_make_player(spec: str, kind: type) -> None:
    assert isinstance(make_player(spec, seed=1), kind)


@pytest.mark.parametrize("spec", ["", "level0", "level6", "uct:", "uct:fast", "minimax"])
def test_bad_player_spec(spec: str) -> None:
    with pytest.raises(ByteError):
        make_player(spec)


def test_every_baseline_finishes_games_on_both_sizes() -> None:
    for size in (8, 10):
        for white, black in [
            (RandomPlayer(1), GreedyPlayer(2)),
            (UCTPlayer(iterations=30, seed=3), LevelPlayer(1, seed=4)),
        ]:
            assert play_out(white, black, size).winner() in ("w", "b")


def test_greedy_takes_a_winning_stack_and_random_is_uniform() -> None:
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. b 1-1"
    pos = Position.from_code(code)
    assert str(GreedyPlayer(0).choose(pos)) == "e3-f2"
    player = RandomPlayer(5)
    start = Position.start(8)
    seen = {player.choose(start) for _ in range(400)}
    assert seen == set(start.legal_moves())


def test_uct_is_reproducible_with_iterations() -> None:
    start = Position.start(8)
    first = UCTPlayer(iterations=150, seed=9).choose(start)
    assert first == UCTPlayer(iterations=150, seed=9).choose(start)


def test_uct_respects_its_time_budget() -> None:
    import time

    player = UCTPlayer(seconds=0.1, seed=1)
    started = time.process_time()  # its budget is CPU time: other load must not count
    player.choose(Position.start(10))
    assert time.process_time() - started < 0.6
    assert player.total_iterations > 0


def test_uct_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        UCTPlayer()


def test_a_level_can_play_with_another_evaluation_of_its_game():
    from byte.games.reversi import engine as reversi_engine
    from byte.games.reversi.rules import start as reversi_start

    player = make_player("level2@hand", seed=1)
    assert player.name == "level2@hand"
    pos = reversi_start()
    assert player.choose(pos) in pos.legal_moves()
    # The evaluation is put back after the move.
    assert reversi_engine.use_evaluation("learned") == "learned"
    with pytest.raises(ByteError, match="no evaluation called 'deep'"):
        make_player("level2@deep").choose(Position.start(8))
