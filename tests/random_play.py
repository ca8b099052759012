"""Positions of random games, through a game's public API only (``legal_moves``, ``push``,
``is_over``): the spread of positions that tests of evaluations and their training run on."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


def random_positions(start: Callable[[], Any], count: int, seed: int,
                     plies: tuple[int, int] = (2, 40)) -> list[Any]:
    """``count`` positions, none of them over, each after a random number of random moves
    (from ``plies[0]`` up to ``plies[1]``) from a new ``start()``; the same for a seed."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        pos = start()
        for _ in range(rng.randrange(*plies)):
            if pos.is_over():
                break
            pos.push(rng.choice(pos.legal_moves()))
        if not pos.is_over():
            found.append(pos)
    return found
