"""What the perft benchmarks share: the depths a run asks for, and a timed call."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable


def chosen_depths(doc: str, quick: tuple[int, ...], full: tuple[int, ...]) -> tuple[int, ...]:
    """The depths to count: ``full``, or ``quick`` with ``--quick`` on the command line
    (``doc``'s first line is the help's description)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    depths = ", ".join(str(depth) for depth in quick)
    parser.add_argument("--quick", action="store_true", help=f"only depth {depths}")
    return quick if parser.parse_args().quick else full


def timed(function: Callable[..., int], *args: object) -> tuple[int, float]:
    """``function(*args)`` and the wall-clock seconds it took."""
    started = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - started
