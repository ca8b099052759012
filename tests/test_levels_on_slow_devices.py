"""The levels on slow devices: a level's time cap never cuts it down to the level below.

Each level's strength comes from its node budget; its ``max_seconds`` cap ends the search
early on a device too slow to reach the budget in time. These tests model such a device
with the game's CPython cost per node (``NODE_SECONDS``) times a slowdown and check the
level tables: from level 2 up every level searches more than the one below on any device,
from level 3 up at least half again as much once the caps bite (the caps grow with the
budgets), and no level thinks longer than :data:`byte.bot.LONGEST_THINK`.
"""

from __future__ import annotations

import pytest

from byte import games
from byte.bot import LEVEL_NUMBERS, LONGEST_THINK, SLOW_DEVICE, levels, nodes_within_cap

MODELLED = [("byte", 8), ("reversi", 8), ("checkers", 8)]
SLOWDOWNS = [1.0, SLOW_DEVICE / 4, SLOW_DEVICE / 2, SLOW_DEVICE, 2 * SLOW_DEVICE]


def reach(game: str, size: int, slowdown: float) -> list[int]:
    """Nodes each level (1-5) searches on a device ``slowdown`` times slower than CPython."""
    engine = games.engine(game)
    table = levels(engine, size)
    return [nodes_within_cap(table[number], engine.module.NODE_SECONDS, slowdown)
            for number in LEVEL_NUMBERS]


@pytest.mark.parametrize(("game", "size"), MODELLED)
@pytest.mark.parametrize("slowdown", SLOWDOWNS)
def test_each_level_searches_more_than_the_level_below(game: str, size: int,
                                                       slowdown: float) -> None:
    nodes = reach(game, size, slowdown)
    assert all(low < high for low, high in zip(nodes[1:], nodes[2:], strict=False)), nodes
    assert all(1.5 * low <= high for low, high in zip(nodes[2:], nodes[3:], strict=False)), nodes


@pytest.mark.parametrize(("game", "size"), MODELLED)
def test_no_level_thinks_longer_than_the_longest_allowance(game: str, size: int) -> None:
    table = levels(games.engine(game), size)
    assert max(level.max_seconds for level in table.values()) <= LONGEST_THINK


def test_a_fast_device_searches_the_whole_budget() -> None:
    table = levels(games.engine("checkers"), 8)
    assert reach("checkers", 8, 1.0) == [table[number].nodes for number in LEVEL_NUMBERS]
