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

Draws cost the most: every move of the side that cannot win must be refuted until the
count runs out. Where both sides have a king, the prover first looks for a **set of
boards a side holds for ever** (:meth:`Prover._holds`): from each board of the set where
that side moves, one of its moves stays in the set, and no move of the other side leaves
it, none taking the last piece or leaving the side without a move. Such a side cannot
lose at any count (the count only ends games in draws), so a king against a king is a
draw in about a thousand nodes rather than tens of thousands.

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
_HOLD_BOARDS = 12_000
"""The most boards one look for a holding set (:meth:`Prover._holds`) may add."""
_HOLD_TRIES = 2
"""After this many looks that found no holding set for a side with the same pieces, the
prover stops looking for one (it searches)."""
_MAX_PLY = 900
"""Deeper than this the proof gives up (Python's recursion stays within its limit)."""


class _OutOfBudget(Exception):
    """The node budget ran out, or the caller stopped the proof."""


class _NoSet(Exception):
    """A look for a holding set outgrew its own budget."""


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
        self._next_stop = 0
        self._failed_holds: set[tuple] = set()
        self._failed_material: dict[tuple, int] = {}

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
        self._next_stop = 1024
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

    def _tick(self) -> None:
        """Count a node; _OutOfBudget past the budget or once the caller stops."""
        self.nodes += 1
        if self.nodes >= self._limit:
            raise _OutOfBudget
        if self.nodes >= self._next_stop:
            self._next_stop = self.nodes + 1024
            if self._stop is not None and self._stop():
                raise _OutOfBudget

    def _value(self, pos: Position, alpha: int, beta: int, ply: int) -> int:
        """The value for the side to move within (alpha, beta), fail-soft."""
        self._tick()
        if ply > _MAX_PLY:
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
        if entry[2] > 0 and beta > 0 and self._holds(pos, key, defender=False):
            # The other side holds at any count: no win here.
            if alpha >= 0:
                return 0
            beta = 0
        if entry[3] > 0 and alpha < 0 and self._holds(pos, key, defender=True):
            # The side to move holds at any count: no loss here.
            if beta <= 0:
                return 0
            alpha = 0
        if alpha >= beta:
            return alpha
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

    def _holds(self, pos: Position, key: tuple, defender: bool) -> bool:
        """Whether a side (the side to move when ``defender``, else the other) can keep
        from losing forever from this board, whatever the count: a set of boards closed
        under play is found where it always has a move that stays in the set and the
        other side has none that leaves it (or the table knows the side holds there).
        Then it cannot lose at any count; each board of the set is noted in the table.
        False when no such set was found within a small budget (nothing is proven)."""
        defending = pos.turn if defender else ("b" if pos.turn == "w" else "w")
        kings = pos.kings
        if not pos.white & kings or not pos.black & kings:
            return False  # a side without a king rarely holds for ever: not worth a look
        material = (defending, (pos.white & kings).bit_count(), pos.white.bit_count(),
                    (pos.black & kings).bit_count(), pos.black.bit_count())
        if (key, defending) in self._failed_holds \
                or self._failed_material.get(material, 0) >= _HOLD_TRIES:
            return False
        table = self.table
        scratch = pos.copy()
        scratch._repeat_limit = _NEVER
        children: dict[tuple, list] = {}
        lost: set[tuple] = set()  # the defender loses there (in the endless game)
        choice: dict[tuple, int] = {}  # the defender's move, by board
        budget = _HOLD_BOARDS

        def expand(board: tuple) -> bool:
            """Add a board (and what it needs) to the set; False past the budget."""
            nonlocal budget
            todo = [board]
            while todo:
                here = todo.pop()
                if here in children or here in lost:
                    continue
                budget -= 1
                self._tick()  # past the whole proof's budget: out of _holds too
                if budget < 0:
                    return False
                known = table.get(here)
                mine = here[3] == defending
                if known is not None:
                    if (known[3] == 0) if mine else (known[2] == 0):
                        children[here] = []  # the table knows it holds here
                        continue
                    if (known[1] >= 0) if mine else (known[0] >= 0):
                        lost.add(here)  # lost at some count: lost in the endless game
                        continue
                scratch.white, scratch.black, scratch.kings, scratch.turn = here
                scratch._quiet = scratch._draw = 0
                found = []
                for move in scratch._raw_moves():
                    scratch._push_raw(*move)
                    found.append((scratch.white, scratch.black, scratch.kings, scratch.turn))
                    scratch._pop_raw()
                if not found:
                    if mine:
                        lost.add(here)
                    else:
                        children[here] = []  # the other side is out of moves: it lost
                    continue
                children[here] = found
                if mine:
                    # A board of the set already, else one where the other side cannot
                    # take at once: a small set closes sooner.
                    index = next((i for i, child in enumerate(found) if child in children),
                                 None)
                    if index is None:
                        index = next((i for i, child in enumerate(found)
                                      if not self._takes(scratch, child)), 0)
                    choice[here] = index
                    todo.append(found[index])
                else:
                    todo.extend(found)
            return True

        try:
            if not expand(key):
                raise _NoSet
            changed = True
            while changed and key not in lost:
                changed = False
                for board, following in list(children.items()):
                    if board in lost or not following:
                        continue
                    if board[3] != defending:
                        if any(child in lost for child in following):
                            lost.add(board)
                            changed = True
                        continue
                    index = choice[board]
                    if following[index] not in lost:
                        continue
                    changed = True
                    while index < len(following) and following[index] in lost:
                        index += 1
                    if index == len(following):
                        lost.add(board)
                    else:
                        choice[board] = index
                        if not expand(following[index]):
                            raise _NoSet
        except _NoSet:
            key_lost = True
        else:
            key_lost = key in lost
        if key_lost:
            self._failed_holds.add((key, defending))
            self._failed_material[material] = self._failed_material.get(material, 0) + 1
            return False
        for board in children:
            if board in lost:
                continue
            entry = table.get(board)
            if entry is None:
                entry = table[board] = [-1, -1, _NEVER, _NEVER, None]
            entry[3 if board[3] == defending else 2] = 0
        return True

    @staticmethod
    def _takes(scratch: Position, board: tuple) -> bool:
        """Whether the side to move on ``board`` has a capture."""
        scratch.white, scratch.black, scratch.kings, scratch.turn = board
        me, opp = scratch._sides()
        return bool(scratch._raw_captures(me, opp, scratch.kings, scratch.turn == "w"))

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
