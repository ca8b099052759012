"""The strength benchmark's choice of pairings (its matches themselves run in bench/)."""

from __future__ import annotations

import pytest

from tests.bench_scripts import load


@pytest.fixture(scope="module")
def strength():
    return load("strength")


@pytest.mark.parametrize(("game", "variant", "size", "expected"), [
    ("reversi", None, None, True),
    ("reversi", None, 6, False),  # the learned Othello evaluation is for 8x8 only
    ("checkers", "brazilian", None, True),
    ("checkers", "frysk", None, False),  # a draughts rule set without weights
    ("checkers", "italian", None, True),
    ("checkers", "pool", None, True),
    ("byte", None, None, True),
    ("byte", None, 10, True),
])
def test_level5_against_its_hand_written_self_only_where_they_differ(
        strength, game, variant, size, expected) -> None:
    assert strength.has_learned_evaluation(game, variant, size) is expected
