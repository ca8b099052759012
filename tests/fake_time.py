"""A clock the test moves by hand: pass it where the code takes ``now``."""

from __future__ import annotations


class FakeTime:
    """Seconds since some start; stands still until :meth:`advance`."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds
