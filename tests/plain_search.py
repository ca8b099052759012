"""Counting and solving over a game's public API only (``legal_moves``, ``push``, ``pop``):
the slow references, plainly right, that tests and benchmarks hold the fast code to."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def plain_perft(pos: Any, depth: int, finished: int = 1) -> int:
    """The leaves ``depth`` plies ahead (push, recurse, pop); a game that ends sooner
    counts as ``finished`` leaves (one for Byte and Reversi, none by the Checkers spec)."""
    if depth == 0:
        return 1
    if pos.is_over():
        return finished
    total = 0
    for move in pos.legal_moves():
        pos.push(move)
        total += plain_perft(pos, depth - 1, finished)
        pos.pop()
    return total


def minimax(pos: Any, final_score: Callable[[Any], int]) -> int:
    """The exact value for the side to move by looking at every line of play (no pruning,
    no table); ``final_score`` scores a finished game for its side to move."""
    if pos.is_over():
        return final_score(pos)
    best = -1000
    for move in pos.legal_moves():
        pos.push(move)
        best = max(best, -minimax(pos, final_score))
        pos.pop()
    return best
