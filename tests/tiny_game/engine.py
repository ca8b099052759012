"""Tic-tac-toe's computer player: the shell's search solves it outright."""

from __future__ import annotations

from byte.bot import Level
from tests.tiny_game.rules import LINES, OTHER, Position

SCALE = 10
LEVELS = {level: Level(nodes=50 * level, temperature=0.0, max_seconds=1.0,
                       solve_nodes=2_000) for level in range(1, 6)}


def evaluate(position: Position) -> int:
    """Open lines: rows the side to move may still complete, less the opponent's."""
    def open_lines(side: str) -> int:
        return sum(all(position.cells[s] in (side, ".") for s in line) for line in LINES)
    return open_lines(position.turn) - open_lines(OTHER[position.turn])


def final_score(position: Position) -> int:
    winner = position.winner()
    return 0 if winner is None else (1 if winner == position.turn else -1)


def solve_when(position: Position, solve_nodes: int = 0) -> bool:
    return True
