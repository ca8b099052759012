"""The strength benchmark's choice of pairings (its matches themselves run in bench/)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

PATH = Path(__file__).resolve().parent.parent / "bench" / "strength.py"


@pytest.fixture(scope="module")
def strength():
    spec = importlib.util.spec_from_file_location("strength", PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("game", "variant", "size", "expected"), [
    ("reversi", None, None, True),
    ("reversi", None, 6, False),  # the learned Othello evaluation is for 8x8 only
    ("checkers", "brazilian", None, True),
    ("checkers", "frisian", None, False),  # a draughts rule set without weights
    ("checkers", "italian", None, True),
    ("checkers", "pool", None, True),
    ("byte", None, None, False),  # one evaluation in the game
])
def test_level5_against_its_hand_written_self_only_where_they_differ(
        strength, game, variant, size, expected) -> None:
    assert strength.has_learned_evaluation(game, variant, size) is expected
