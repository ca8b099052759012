"""The Reversi evaluation, move order, final score, solve trigger and levels."""

from __future__ import annotations

import random

import pytest

from byte.bot import Level
from byte.games import engine as game_engine
from byte.games.reversi import engine
from byte.games.reversi.endgame import EndgameSolver
from byte.games.reversi.engine import (
    DEFAULT_WEIGHTS,
    LEVELS,
    SCALE,
    evaluate,
    final_score,
    hand_evaluate,
    order_moves,
    solve,
    solve_when,
)
from byte.games.reversi.rules import PASS, Position, from_code, start

SWAP = str.maketrans("XO", "OX")


def random_positions(count: int, seed: int, finished: bool = False) -> list[Position]:
    """Positions of random Othello games on every size: unfinished ones, or game ends."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        pos = start("othello", rng.choice((8, 8, 6, 10)))
        plies = 200 if finished else rng.randrange(0, 70)
        for _ in range(plies):
            moves = pos.legal_moves()
            if not moves:
                break
            pos.push(rng.choice(moves))
        if pos.is_over() == finished:
            found.append(from_code(pos.code()))
    return found


def swapped(pos: Position) -> Position:
    """The same position with the colours swapped, the side to move included."""
    return from_code(pos.code().translate(SWAP), pos.variant)


def other_side_to_move(pos: Position) -> Position:
    board, side = pos.code().split()
    return from_code(f"{board} {side.translate(SWAP)}", pos.variant)


def test_the_registry_finds_these_hooks():
    assert game_engine("reversi").module is engine
    assert game_engine("reversi").tactical_moves is None


def test_the_evaluation_is_colour_blind():
    for pos in random_positions(150, seed=1):
        assert evaluate(pos) == evaluate(swapped(pos)), pos.code()


def test_the_other_side_to_move_gets_the_negated_score():
    # Only having the last move (parity) is the same for whoever moves.
    parity = DEFAULT_WEIGHTS.parity
    for pos in random_positions(150, seed=2):
        total = hand_evaluate(pos) + hand_evaluate(other_side_to_move(pos))
        assert total in (0, 2 * parity, -2 * parity), pos.code()


def test_corners_and_mobility_count():
    base = start()
    corner = from_code("X" + base.code()[1:])
    assert hand_evaluate(corner) - hand_evaluate(base) >= SCALE // 2
    # An X-square next to an empty corner is a liability.
    x_square = from_code(base.code()[:9] + "X" + base.code()[10:])
    assert hand_evaluate(x_square) < hand_evaluate(base)
    # Stable edge discs joined to an own corner add up.
    edge = from_code("XXXX" + base.code()[4:])
    assert hand_evaluate(edge) > hand_evaluate(corner)


def test_final_score_gives_empty_squares_to_the_winner():
    for pos in random_positions(40, seed=3, finished=True):
        counts = pos.counts()
        mine, theirs = counts[pos.turn], counts["w" if pos.turn == "b" else "b"]
        value = final_score(pos)
        assert (value > 0) == (mine > theirs) and (value < 0) == (mine < theirs)
        if value:
            assert abs(value) == abs(mine - theirs) + pos.empties()
        assert abs(value) <= 100
    assert final_score(from_code("X" * 40 + "-" * 24 + " O")) == -64
    assert final_score(from_code("X" * 40 + "-" * 24 + " X")) == 64
    assert final_score(from_code("X" * 32 + "O" * 32 + " X")) == 0
    assert final_score(from_code("OOOOOOOOOOOO-OOOOOXOOOOO-O-OO-OOXXXX X")) == -26


def test_order_moves_is_a_permutation_with_corners_first_and_x_squares_last():
    corners_seen = x_seen = 0
    for pos in random_positions(150, seed=4):
        moves = pos.legal_moves()
        ordered = order_moves(pos, list(moves))
        assert sorted(ordered) == sorted(moves)
        corners = [m for m in moves if m in pos.geometry.corners]
        assert set(ordered[: len(corners)]) == set(corners)
        corners_seen += bool(corners)
        n = pos.size
        x_squares = {n + 1, 2 * n - 2, n * (n - 2) + 1, n * (n - 1) - 2}
        xs = [m for m in moves if m in x_squares]
        if xs:
            assert set(ordered[len(ordered) - len(xs):]) == set(xs)
            x_seen += 1
    assert corners_seen and x_seen
    assert order_moves(start(), [PASS]) == [PASS]
    free = start("reversi")
    assert order_moves(free, free.legal_moves()) == free.legal_moves()


def test_solve_when_looks_at_empty_squares_and_the_budget():
    few = from_code("X" * 30 + "O" * 24 + "-" * 10 + " X")
    many = start()
    assert solve_when(few) and not solve_when(many)
    assert not solve_when(few, solve_nodes=500)
    # A budget proves as many empties as it can afford, no more: a proof that fails
    # wastes the budget.
    assert solve_when(few, solve_nodes=1_000) and not solve_when(few, solve_nodes=999)
    sixteen = from_code("X" * 30 + "O" * 18 + "-" * 16 + " X")
    assert solve_when(sixteen, solve_nodes=80_000)
    assert not solve_when(sixteen, solve_nodes=79_999)


def test_solve_proves_the_margin_where_the_budget_affords_it():
    pos = from_code("XXXXXXXXOOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXXOOOOOXO- X")
    solution, nodes = solve(pos, 1_000)
    # h8 turns g8: 38 discs to 26.
    assert solution.exact and solution.value == 6 and solution.move == 63 and nodes > 0
    # A budget too small for the proof gives nothing, and says what it used.
    twenty = from_code("---OOX----OOOO--OOOXOOXXOOXOOOXXO-OOXOXX--OOOXX----OOOX--OOOOO-- X")
    solution, nodes = solve(twenty, 500)
    assert solution is None and nodes >= 500
    # Sixteen empties on a level 5 budget: who wins, not by how much.
    sixteen = from_code("--XXXX----XXOO--OOXOOOXXOOOOOXXXOOOOXOXX-OXXXXX-O--OOOX--OOOOO-- X")
    solution, _ = solve(sixteen, 80_000)
    assert solution is not None and (solution.exact or solution.value in (-1, 0, 1))
    # When that proof comes cheap, the rest of the budget proves the margin too.
    solution, nodes = solve(sixteen, 1_000_000)
    assert solution.exact and nodes < 1_000_000
    assert solution.value == EndgameSolver(8).best(sixteen)[0]


def test_levels_exist_and_grow():
    assert sorted(LEVELS) == [1, 2, 3, 4, 5]
    assert all(isinstance(level, Level) for level in LEVELS.values())
    nodes = [LEVELS[number].nodes for number in range(1, 6)]
    assert nodes == sorted(nodes)
    assert LEVELS[1].temperature > 0 and LEVELS[1].max_depth == 1
    assert LEVELS[5].temperature == 0 and LEVELS[5].solve_nodes > 0


@pytest.mark.parametrize("size", [6, 8, 10])
def test_evaluation_stays_within_reason_on_every_size(size):
    for pos in random_positions(60, seed=size):
        if pos.size == size:
            assert abs(evaluate(pos)) < 40 * SCALE
