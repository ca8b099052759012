"""The learned Othello evaluation: its patterns, its weights file, and what it knows."""

from __future__ import annotations

import json
import random

import pytest

from byte.games import evaluation
from byte.games.reversi import engine, learned
from byte.games.reversi.endgame import EndgameSolver
from byte.games.reversi.patterns import (
    CLASS_SIZES,
    DIAGONALS,
    INSTANCE_CLASSES,
    pattern_indexes,
    symmetries,
)
from byte.games.reversi.rules import from_code, start


def positions(count: int, seed: int, empties: int) -> list:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        pos = start()
        while pos.empties() > empties and not pos.is_over():
            pos.push(rng.choice(pos.legal_moves()))
        if not pos.is_over():
            found.append(pos)
    return found


def test_pattern_indexes_stay_within_their_tables():
    for pos in positions(30, seed=1, empties=30):
        indexes = pattern_indexes(pos.own, pos.opp)
        for klass, index in zip(INSTANCE_CLASSES, indexes, strict=True):
            assert 0 <= index < CLASS_SIZES[klass]


def instance_squares() -> list[list[tuple[int, int]]]:
    """Every pattern's squares as (row, column), its first digit first, written out square
    by square: what the bit tricks of ``pattern_numbers`` must read."""
    # Edges, then their X-squares (from the a-file or rank 1 side first).
    found = [[(0, c) for c in range(8)] + [(1, 1), (1, 6)],
             [(7, c) for c in range(8)] + [(6, 1), (6, 6)],
             [(r, 0) for r in range(8)] + [(1, 1), (6, 1)],
             [(r, 7) for r in range(8)] + [(1, 6), (6, 6)]]
    for rows in ((0, 1, 2), (7, 6, 5)):
        found.append([(r, c) for r in rows for c in (0, 1, 2)])
        found.append([(r, c) for r in rows for c in (7, 6, 5)])
    # 2x5 blocks: five squares along an edge from a corner, then the five beside them.
    for edge, beside in ((0, 1), (7, 6)):
        for columns in ((0, 1, 2, 3, 4), (7, 6, 5, 4, 3)):
            found.append([(edge, c) for c in columns] + [(beside, c) for c in columns])
    for edge, beside in ((0, 1), (7, 6)):
        for rows in ((0, 1, 2, 3, 4), (7, 6, 5, 4, 3)):
            found.append([(r, edge) for r in rows] + [(r, beside) for r in rows])
    for lines in ((1, 6), (2, 5), (3, 4)):
        found += [[(line, c) for c in range(8)] for line in lines]
        found += [[(r, line) for r in range(8)] for line in lines]
    for mask, _, _ in DIAGONALS:
        squares = [(bit // 8, bit % 8) for bit in range(64) if mask >> bit & 1]
        found.append(sorted(squares, key=lambda square: square[1]))
    return found


def test_pattern_indexes_read_their_squares_in_base_3():
    squares = instance_squares()
    assert len(squares) == len(INSTANCE_CLASSES)
    for pos in positions(20, seed=4, empties=24):
        expected = []
        for instance in squares:
            index = 0
            for digit, (row, column) in enumerate(instance):
                bit = 1 << (row * 8 + column)
                index += 3 ** digit * (1 if pos.own & bit else 2 if pos.opp & bit else 0)
            expected.append(index)
        assert pattern_indexes(pos.own, pos.opp) == expected


def test_symmetric_boards_have_the_same_patterns():
    # The eight forms of a board hold the same arrangements, only in other instances.
    for pos in positions(10, seed=2, empties=40):
        expected = None
        for own, opp in zip(symmetries(pos.own), symmetries(pos.opp), strict=True):
            found = sorted(zip(INSTANCE_CLASSES, pattern_indexes(own, opp), strict=True))
            counts = sorted(klass for klass, _ in found)
            expected = expected or counts
            assert counts == expected


def test_weights_fitted_for_other_patterns_are_refused(tmp_path):
    # A file from before the X-squares and 2x5 blocks would index the wrong weights.
    path = tmp_path / "weights-8.json"
    path.write_text(json.dumps({"stages": list(learned.STAGES), "tables": {}}))
    with pytest.raises(ValueError, match="other patterns"):
        learned._Weights(path)


def test_the_weights_load_and_know_who_wins_endings():
    assert learned.available()
    # On endings of random games, the sign of the evaluation mostly matches the result
    # the exact solver proves (a coin would get half of them).
    solver = EndgameSolver(8)
    agree = 0
    sample = positions(40, seed=3, empties=12)
    for pos in sample:
        value = solver.best(pos)[0]
        agree += (learned.evaluate(pos, engine.hand_evaluate(pos)) > 0) == (value > 0)
    assert agree >= 0.7 * len(sample)


def test_the_learned_evaluation_plays_on_8x8_and_the_hand_one_can_be_chosen():
    pos = from_code("XXXXXX--XXXOO---XXXOOOOOXXOXOOOXXOOOOO--OOOOOO--OOOOOO--O-OOXO-- X")
    hand_score = engine.hand_evaluate(pos)
    # The default: the learned evaluation, with levels 3-5 searching fewer nodes.
    assert engine.evaluate(pos) == learned.evaluate(pos, hand_score) != hand_score
    assert engine.levels_for(8)[5].nodes < engine.LEVELS[5].nodes
    with evaluation("reversi", "hand"):
        assert engine.evaluate(pos) == hand_score
        assert engine.levels_for(8) is engine.LEVELS  # as the levels played before
    assert engine.evaluate(pos) != hand_score
    # Other sizes keep the hand-written evaluation and the levels.
    six = start("othello", 6)
    assert engine.evaluate(six) == engine.hand_evaluate(six)
    assert engine.levels_for(6) is engine.LEVELS
