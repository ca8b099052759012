"""The Othello endgame solver against a plain minimax that looks at every line of play."""

from __future__ import annotations

import random

import pytest

from byte.games.reversi.endgame import EndgameSolver, OutOfBudget, solver_for
from byte.games.reversi.engine import final_score
from byte.games.reversi.rules import PASS, Position, from_code, start
from tests import plain_search


def minimax(pos: Position) -> int:
    return plain_search.minimax(pos, final_score)


def endings(count: int, empties: int, seed: int, size: int = 8) -> list[Position]:
    """Positions with ``empties`` empty squares (the game still going), from random play."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        pos = start("othello", size)
        while pos.empties() > empties and not pos.is_over():
            pos.push(rng.choice(pos.legal_moves()))
        if not pos.is_over() and pos.empties() == empties:
            found.append(pos)
    return found


@pytest.mark.parametrize("empties", [1, 2, 3, 5, 7, 8])
def test_values_and_moves_match_minimax(empties):
    solver = EndgameSolver(8)
    for pos in endings(8, empties, seed=empties):
        expected = minimax(pos)
        assert solver.solve(pos.own, pos.opp) == expected, pos.code()
        value, move = solver.best(pos)
        assert value == expected
        pos.push(move)
        assert -minimax(pos) == expected  # the move it picks keeps the value
        pos.pop()
        win_draw_loss, move = solver.best(pos, exact=False)
        assert win_draw_loss == (expected > 0) - (expected < 0)
        pos.push(move)
        assert (-minimax(pos) > 0) - (-minimax(pos) < 0) == win_draw_loss
        pos.pop()


def test_null_windows_tell_above_from_below():
    solver = EndgameSolver(8)
    for pos in endings(6, 8, seed=11):
        expected = minimax(pos)
        for alpha in range(-15, 16, 2):
            value = solver.solve(pos.own, pos.opp, alpha, alpha + 1)
            # Fail-soft: a bound on the right side of the window.
            assert (value > alpha) == (expected > alpha)
            assert value >= expected if value <= alpha else value <= expected


def test_a_wrong_guess_costs_time_not_the_answer():
    solver = EndgameSolver(8)
    for pos in endings(4, 9, seed=5):
        values = {solver.best(pos, guess=guess)[0] for guess in (-64, -10, 0, 12, 64)}
        assert values == {minimax(pos)}


def test_other_board_sizes():
    for pos in endings(4, 7, seed=2, size=6):
        assert solver_for(6).best(pos)[0] == minimax(pos)
    for pos in endings(2, 6, seed=3, size=10):
        assert solver_for(10).best(pos)[0] == minimax(pos)


def test_a_forced_pass_is_the_move():
    # White has no move, Black has: White must pass.
    pos = from_code("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O")
    assert pos.legal_moves() == [PASS]
    value, move = EndgameSolver(8).best(pos)
    assert move == PASS and value == minimax(pos)


def test_the_end_of_the_game_is_refused():
    with pytest.raises(ValueError):
        EndgameSolver(8).best(from_code("X" * 64 + " O"))


def test_budget_and_stop_end_the_solve():
    pos = from_code("---OOX----OOOO--OOOXOOXXOOXOOOXXO-OOXOXX--OOOXX----OOOX--OOOOO-- X")
    solver = EndgameSolver(8)
    with pytest.raises(OutOfBudget):
        solver.best(pos, max_nodes=3_000)
    assert 3_000 <= solver.nodes < 3_000 + 2_000
    asked = []
    with pytest.raises(OutOfBudget):
        solver.best(pos, stop=lambda: asked.append(1) or True)
    assert asked == [1]
