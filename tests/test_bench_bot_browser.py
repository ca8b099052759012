"""bench/bot_browser.py: the positions it times."""

from __future__ import annotations

import pytest

from byte.games import evaluation
from tests.bench_scripts import load


@pytest.fixture(scope="module")
def bot_browser():
    return load("bot_browser")


def test_the_timed_positions_do_not_depend_on_the_evaluation_in_use(bot_browser) -> None:
    # Timing level 5 with and without a learned evaluation compares the same positions.
    with evaluation("checkers", "learned"):
        learned = bot_browser.game_positions(4, "checkers", "english")
    with evaluation("checkers", "hand"):
        hand = bot_browser.game_positions(4, "checkers", "english")
    assert learned == hand and len(learned[0]) > 3 and learned[1] == "w"


def test_a_game_with_one_evaluation_samples_its_own_game(bot_browser) -> None:
    # Byte has no evaluation to choose (asking for "hand" would be refused).
    samples, second = bot_browser.game_positions(4, "byte", None)
    assert second == "b" and samples and all(len(moves) % 2 == 1 for moves in samples)
