"""The Byte evaluation, its tactical moves and its move ordering."""

from __future__ import annotations

import json
from pathlib import Path

from byte.games.byte.engine import (
    STACK,
    Weights,
    evaluate,
    make_evaluator,
    order_moves,
    scoring_moves,
)
from byte.games.byte.rules import MAX_HEIGHT, Position

VECTORS = [
    json.loads(line)
    for line in (Path(__file__).parents[1] / "data" / "byte-vectors.jsonl").read_text().splitlines()
    if line.strip()
]


def swapped(pos: Position) -> Position:
    """The same position with the colours (and the side to move and the score) swapped."""
    swap = str.maketrans("wb", "bw")
    rows, side, score = pos.code().split()
    white, black = score.split("-")
    return Position.from_code(f"{rows.translate(swap)} {side.translate(swap)} {black}-{white}")


def test_evaluation_is_colour_blind(random_positions) -> None:
    # The evaluation is for the side to move, so swapping colours must not change it.
    for pos in random_positions(150, seed=1):
        assert evaluate(pos) == evaluate(swapped(pos)), pos.code()


def test_a_won_stack_dominates() -> None:
    pos = Position.from_code(
        ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
    )
    ahead = Position.from_code("/".join([".,.,.,."] * 8) + " w 2-1")
    assert ahead.is_over()  # the game is over; the evaluation still reads the score
    assert evaluate(ahead) >= STACK > evaluate(pos)


def test_scoring_moves_are_exactly_the_own_stack_completions() -> None:
    checked = 0
    for vector in VECTORS:
        pos = Position.from_code(vector["position"])
        expected = set()
        for move in pos.legal_moves():
            if move.level == 0:
                continue
            lifted = pos.board[move.src][move.level - 1 :]
            if len(pos.board[move.dst]) + len(lifted) == MAX_HEIGHT and lifted[-1] == pos.turn:
                expected.add(move)
        assert set(scoring_moves(pos)) == expected, vector["position"]
        checked += bool(expected)
    assert checked > 0  # the vectors hold positions with a stack to complete


def test_order_moves_is_a_permutation_with_completions_first(random_positions) -> None:
    for pos in random_positions(80, seed=2):
        moves = pos.legal_moves()
        ordered = order_moves(pos, list(moves))
        assert sorted(ordered) == sorted(moves)
        own = set(scoring_moves(pos))
        if own:
            assert set(ordered[: len(own)]) == own


def test_threat_weights_change_the_score() -> None:
    # Black to move can complete a stack: the whole e3 (bwbwb) onto f2 (wwb), black on top.
    pos = Position.from_code(
        ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. b 1-1"
    )
    assert [str(m) for m in scoring_moves(pos)] == ["e3-f2"]
    calm = make_evaluator(Weights(own_threat=0))
    eager = make_evaluator(Weights(own_threat=500))
    assert eager(pos) - calm(pos) == 500 * Weights().match_point
