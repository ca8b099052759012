import json
import pathlib
import random
from collections.abc import Callable

import pytest
from i18n import compiled  # tools/i18n.py, on the path by the root conftest.py

from byte import Position, i18n

DATA = pathlib.Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def vectors() -> list[dict]:
    """The spec's public test positions (from an independent implementation)."""
    lines = (DATA / "byte-vectors.jsonl").read_text().splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def random_position(rng: random.Random, max_plies: int = 70) -> Position:
    """A position of a random game on 8x8 or 10x10, at most ``max_plies`` in, not finished."""
    while True:
        pos = Position.start(rng.choice((8, 10)))
        for _ in range(rng.randrange(0, max_plies)):
            if pos.is_over():
                break
            pos.push(rng.choice(pos.legal_moves()))
        if not pos.is_over():
            return Position.from_code(pos.code())


@pytest.fixture
def random_positions() -> Callable[[int, int], list[Position]]:
    """``random_positions(count, seed)``: unfinished positions of random games, reproducibly."""

    def make(count: int, seed: int) -> list[Position]:
        rng = random.Random(seed)
        return [random_position(rng) for _ in range(count)]

    return make


@pytest.fixture
def speak():
    """Switch the site to a language for one test, back to English after it."""
    def install(tag: str) -> None:
        i18n.install(tag, compiled(tag))
    yield install
    i18n.install(i18n.DEFAULT)
