"""The puzzles' exact prover for Checkers: the results the general solver finds (which
keeps the repetition rule), the traps of a lone king, its budget, the rule sets it suits
and a table that serves several positions."""

from __future__ import annotations

import random

import pytest

from byte import games
from byte.bot import new_searcher
from byte.games.checkers.prover import Prover, provable
from byte.games.checkers.rules import from_code, rules_for, start


def small_positions(count: int, seed: int) -> list:
    """Random positions of two or three pieces, men and kings, either side to move."""
    rng = random.Random(seed)
    names = start()
    found = []
    while len(found) < count:
        squares = rng.sample(range(1, 33), rng.randint(2, 3))
        sides: dict[str, list[str]] = {"W": [], "B": []}
        for index, square in enumerate(squares):
            side = "WB"[index % 2]
            crowning = square <= 4 if side == "W" else square >= 29
            king = crowning or rng.random() < 0.5
            sides[side].append(("K" if king else "") + names.square_name(square))
        pos = from_code(f"{rng.choice('WB')}:W{','.join(sides['W'])}:B{','.join(sides['B'])}")
        if not pos.is_over():
            found.append(pos)
    return found


def test_it_agrees_with_the_general_solver() -> None:
    engine = games.engine("checkers")
    compared = 0
    for pos in small_positions(20, seed=7):
        general = new_searcher(engine).solve(pos, 10_000)
        proof = Prover(pos.rules).solve(pos, 10_000)
        if general is None or proof is None:
            continue
        assert proof.value == general.value, pos.code()
        compared += 1
    assert compared >= 4


def test_a_king_against_a_king_is_a_draw_unless_trapped() -> None:
    assert Prover(rules_for("brazilian")).solve(from_code("W:WKb2:BKg5"), 100_000).value == 0
    # Black's king in the corner can only run along the long diagonal, which White's
    # king holds: every square it can reach is taken.
    trapped = from_code("B:WKh8:BKa1")
    assert Prover(trapped.rules).solve(trapped, 100_000).value == -1


def test_a_side_that_holds_for_ever_is_found_quickly() -> None:
    # Two kings cannot catch a king that keeps to the open diagonals: a set of boards the
    # lone king holds proves the draw in thousands of nodes (a plain search of every
    # count needs hundreds of thousands).
    pos = from_code("W:WKc3,Ke3:BKf8")
    prover = Prover(pos.rules)
    assert prover.solve(pos, 40_000).value == 0
    assert prover.nodes < 40_000


def test_the_proving_move_is_legal_and_gets_the_value() -> None:
    pos = from_code("W:WKc3:BKf6,h6")  # c3xh8 takes both (c3xg7 takes one)
    proof = Prover(pos.rules).solve(pos, 100_000)
    assert (proof.value, pos.notation(proof.move)) == (1, "c3xh8")
    assert proof.move in pos.legal_moves()


def test_what_it_learnt_serves_the_next_position() -> None:
    pos = from_code("W:WKb2:BKg5")
    prover = Prover(pos.rules)
    prover.solve(pos, 100_000)
    first = prover.nodes
    assert prover.solve(pos, 100_000).value == 0
    assert prover.nodes < first / 10
    assert pos.code() == "W:WKb2:BKg5" and pos.counters()["quiet"] == 0


def test_a_budget_too_small_gives_no_answer() -> None:
    pos = from_code("W:Wa3,c3,e3:Bb6,d6,f6")
    assert Prover(pos.rules).solve(pos, 50) is None
    assert Prover(pos.rules).solve(pos, 10**6, stop=lambda: True) is None


def test_only_rule_sets_decided_by_the_board_and_the_count() -> None:
    assert provable(rules_for("brazilian")) and provable(rules_for("english"))
    for variant in ("international", "russian", "frisian", "breakthrough", "antidraughts"):
        assert not provable(rules_for(variant)), variant
    engine = games.engine("checkers")
    assert engine.prover(start("international")) is None
    assert isinstance(engine.prover(start()), Prover)
    with pytest.raises(ValueError):
        Prover(rules_for("international"))
    with pytest.raises(ValueError):
        Prover(rules_for("brazilian")).solve(start("english"), 1000)
