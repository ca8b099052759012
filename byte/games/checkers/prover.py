"""An exact win/draw/loss prover for the Checkers rule sets that end quiet play by a
count (the puzzles' proofs; the general solver of :mod:`byte.search` serves the rest).

Where a rule set draws after so many moves with only kings moving and nothing captured
(Checkers: 15 moves each), the game is finite without its repetition rule, and a
position's value depends only on the board, the side to move and that count ``q``. Two
facts make the proofs small:

- **The repetition rule never changes the result of a game that starts at a position**
  (it only matters through positions seen before the start). Say a side wins once
  repetitions are ignored, and let it always play a move that wins soonest (``d``, the
  plies to its win, with the other side resisting longest). ``d`` falls by at least one
  a ply; and a board with more quiet moves behind it has less time left, so the same
  board later on has a ``d`` at least as large. So no position comes back, no repetition
  happens and the win stands. A side that cannot win without the rule cannot win with
  it (the rule only ends games in draws); so draws agree too. Along a puzzle's line the
  same holds with the line's own positions before (each has a larger ``d``: the winner's
  move is its only winning one, so it wins soonest), see :mod:`byte.puzzles`.
- **The value moves towards a draw as the count grows**: a side that wins with ``q``
  quiet moves behind it wins with fewer too (the same moves, more time), and a side that
  cannot win at ``q`` cannot at ``q + 1``. So one table entry per board holds four
  thresholds (won up to ``q``, lost up to ``q``, not won from ``q``, not lost from ``q``)
  and answers for every count, not only the one it was proven at.

The table is keyed by the exact bitboards (no hash that two boards could share) and is
true for any position of the rule set, so one :class:`Prover` may prove many positions
(the moves of a puzzle) and reuse what it learnt.

>>> from byte.games.checkers.rules import from_code
>>> prover = Prover.for_position(from_code("W:WKb2:BKg5"))
>>> prover.solve(from_code("W:WKb2:BKg5"), 200_000).value  # a king against a king
0
>>> pos = from_code("W:WKc3:BKf6,h6")
>>> solution = prover.solve(pos, 200_000)
>>> solution.value, pos.notation(solution.move)  # takes both (c3xg7 takes one)
(1, 'c3xh8')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from byte.games.checkers.rules import Position, Rules
from byte.search import Solution

_NEVER = 1 << 30
_MAX_PLY = 900
"""Deeper than this the proof gives up (Python's recursion stays within its limit)."""


class _OutOfBudget(Exception):
    """The node budget ran out, or the caller stopped the proof."""


def provable(rules: Rules) -> bool:
    """Whether :class:`Prover` is exact for a rule set: quiet play ends by a count, and
    nothing else about the past (an endgame count, a king's moves in a row) decides.

    >>> from byte.games.checkers.rules import rules_for
    >>> provable(rules_for("brazilian")), provable(rules_for("international"))
    (True, False)
    """
    return bool(rules.quiet_moves) and rules.endgame_moves is None \
        and not rules.king_wander and not rules.goal


class Prover:
    """Proves positions of one rule set, keeping what it proved between positions."""

    def __init__(self, rules: Rules) -> None:
        if not provable(rules):
            raise ValueError(f"the prover does not suit {rules.variant}")  # i18n: not shown
        self.rules = rules
        # (white, black, kings, turn) -> [won up to q, lost up to q, not won from q,
        # not lost from q, the best move found (raw)]
        self.table: dict[tuple, list] = {}
        self.nodes = 0
        self._limit = 0
        self._stop: Callable[[], bool] | None = None

    @classmethod
    def for_position(cls, pos: Position) -> Prover | None:
        """A prover for ``pos``'s rule set, or None when it does not suit it."""
        return cls(pos.rules) if provable(pos.rules) else None

    def solve(self, pos: Position, max_nodes: int,
              stop: Callable[[], bool] | None = None) -> Solution | None:
        """The value for the side to move (1 win, 0 draw, -1 loss) and a move that gets
        it; None when ``max_nodes`` ran out first. The positions before ``pos`` are not
        looked at (see the module's docstring); ``pos`` is left as it was."""
        if pos.rules != self.rules:
            raise ValueError("a position of another rule set")  # i18n: not shown (a tool's)
        work = pos.copy()
        work._repeat_limit = _NEVER  # repetitions change no result (see above)
        self.nodes = 0
        self._limit = max_nodes
        self._stop = stop
        moves = work._raw_moves()
        if not moves:
            raise ValueError("the game is over: there is nothing to solve")  # i18n: not shown
        try:
            value, best = self._root(work, moves)
        except _OutOfBudget:
            return None
        return Solution(value, work._make_move(*best))

    def _root(self, pos: Position, moves: list) -> tuple[int, tuple]:
        best_value, best = -2, moves[0]
        for move in self._ordered(pos, moves, None):
            pos._push_raw(*move)
            try:
                value = -self._value(pos, -1, -max(-1, best_value), 1)
            finally:
                pos._pop_raw()
            if value > best_value:
                best_value, best = value, move
                if value >= 1:
                    break
        return best_value, best

    def _value(self, pos: Position, alpha: int, beta: int, ply: int) -> int:
        """The value for the side to move within (alpha, beta), fail-soft."""
        self.nodes += 1
        if self.nodes >= self._limit or ply > _MAX_PLY:
            raise _OutOfBudget
        if self._stop is not None and not self.nodes & 1023 and self._stop():
            raise _OutOfBudget
        if pos._draw:  # only the count can draw here
            return 0
        moves = pos._raw_moves()
        if not moves:
            return -1
        count = pos._quiet
        key = (pos.white, pos.black, pos.kings, pos.turn)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            won, lost, not_won, not_lost, hint = entry
            low = 1 if count <= won else (0 if count >= not_lost else -1)
            high = -1 if count <= lost else (0 if count >= not_won else 1)
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        else:
            entry = self.table[key] = [-1, -1, _NEVER, _NEVER, None]
        if len(moves) > 1:
            # A move to a board proven enough already ends the search here (where one
            # move that holds is enough, it is often one the table knows).
            table = self.table
            for move in moves:
                pos._push_raw(*move)
                known = table.get((pos.white, pos.black, pos.kings, pos.turn))
                quiet = pos._quiet
                pos._pop_raw()
                if known is not None:
                    high = -1 if quiet <= known[1] else (0 if quiet >= known[2] else 1)
                    if -high >= beta:
                        self._store(entry, count, -high, alpha, beta, move)
                        return -high
        original_alpha = alpha
        best, best_move = -2, None
        for move in self._ordered(pos, moves, hint):
            pos._push_raw(*move)
            try:
                value = -self._value(pos, -beta, -max(alpha, best), ply + 1)
            finally:
                pos._pop_raw()
            if value > best:
                best, best_move = value, move
                if value >= beta:
                    break
        self._store(entry, count, best, original_alpha, beta, best_move)
        return best

    @staticmethod
    def _store(entry: list, count: int, best: int, alpha: int, beta: int, move: Any) -> None:
        """Note what a search within (alpha, beta) proved for a board at ``count``."""
        if best >= beta or best > alpha:  # a lower bound (or the exact value)
            if best == 1:
                entry[0] = max(entry[0], count)
            elif best == 0:
                entry[3] = min(entry[3], count)
        if best <= alpha or best < beta:  # an upper bound (or the exact value)
            if best == -1:
                entry[1] = max(entry[1], count)
            elif best == 0:
                entry[2] = min(entry[2], count)
        entry[4] = move

    @staticmethod
    def _ordered(pos: Position, moves: list, hint: Any) -> list:
        """The move that proved this board before first, then men before kings (a man's
        step cannot be undone: the quiet count starts again)."""
        if len(moves) == 1:
            return moves
        kings = pos.kings
        ordered = sorted(moves, key=lambda move: bool(move[0] & kings))
        if hint is not None and hint in ordered:
            ordered.remove(hint)
            ordered.insert(0, hint)
        return ordered
