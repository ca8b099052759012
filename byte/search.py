"""Game-independent alpha-beta search: negamax, iterative deepening, transposition table,
and an exact solver.

The search only needs a position object with

- ``legal_moves() -> list`` (an empty list once the game is over; a pass is a move),
- ``push(move)`` / ``pop()`` (make and unmake; the side to move changes with every move,
  so a game whose turn is several actions, like a capture chain, makes it one move),
- ``key`` (a hash of the position, kept up to date by push/pop),
- ``is_over() -> bool``, ``winner()`` and ``turn`` (``winner() == turn`` means the side to
  move has won; ``winner() is None`` in a finished game is a draw),

and an evaluation function ``evaluate(pos) -> int`` that scores the position for the side
to move (positive = good for it).

Optional game-specific helpers make it stronger without tying it to one game:

- ``tactical_moves(pos) -> list``: moves worth searching past the horizon (quiescence),
  like captures in checkers or completing a stack in Byte;
- ``move_order(pos, moves) -> list``: the moves sorted best-first by a cheap guess;
- ``final_score(pos) -> int``: the value of a finished game for the side to move, whose
  size is the margin the game cares about (Reversi's disc difference); without it a win
  is 1, a loss -1 and a draw 0;
- ``drawn(pos) -> bool``: True for a game still going whose result is a draw with correct
  play (a known drawn ending, like two kings against one where kings fly). Where the
  search stops and would evaluate, it scores such a position as a draw, so a contempt
  applies to it too: without the hook the ending looks as good as an even middle game,
  and a level playing for a win would trade down into it. Moves inside the horizon are
  still searched (a drawn ending can hold a trap). The exact solver ignores the hook (a
  proof needs the real result);
- ``quiet_move(move) -> bool``: True for a move that takes nothing (nor completes
  anything). With it, a search asked to ``reduce_late`` looks at quiet moves that come
  late in a node's order (after the table's move and the killers) two plies less deep
  first, and again at full depth only when that shallow look says the move might be best:
  good move ordering makes such moves rarely best, and the nodes saved buy about a ply
  (late move reductions). Moves that take are never reduced, so tactics stay exact.

Scores of finished games rank first by result, then by margin, then by distance: a bigger
win beats a smaller one, and a quicker win beats a slower one with the same margin. Draws
score exactly 0, unless a search is given a ``contempt`` (a level playing for a win).

Budgets are counted in nodes (positions entered), so a search gives the same answer on any
machine; a wall-clock cap only protects slow devices and is checked every few hundred
nodes, as is an optional ``stop()`` callback that lets the caller cancel a search at once.
When the budget ends an iteration half-way, its work is not all lost: it searched the last
iteration's best move first, and a move it then proved better (a full-window search that
finished) is played instead. In Checkers at level 5 that changes about one move in twelve,
and a search of 600,000 nodes agreed with the changed move more often (8 of 23 positions)
than with the old one (4).

>>> class Nim:  # take 1 or 2 from a heap; whoever takes the last one wins
...     def __init__(self, heap): self.heap, self.turn, self.history = heap, 0, []
...     key = property(lambda self: self.heap * 2 + self.turn)
...     def legal_moves(self): return [m for m in (1, 2) if m <= self.heap]
...     def push(self, m): self.heap -= m; self.turn ^= 1; self.history.append(m)
...     def pop(self): m = self.history.pop(); self.heap += m; self.turn ^= 1; return m
...     def is_over(self): return self.heap == 0
...     def winner(self): return self.turn ^ 1 if self.heap == 0 else None
>>> result = Searcher(lambda pos: 0).search(Nim(7), max_nodes=10_000)
>>> result.move, result.solved, result.score > 0
(1, True, True)
>>> Searcher(lambda pos: 0).solve(Nim(6))  # a multiple of 3 is lost for the side to move
Solution(value=-1, move=1, exact=False)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

WIN = 1_000_000_000
"""Base score of a won game for the side to move: ``WIN + margin * MAX_PLY - plies``."""
MAX_PLY = 1_000
MAX_MARGIN = 200
"""The largest margin ``final_score`` may give (Reversi on 10x10: 100 discs)."""
WIN_BOUND = WIN - MAX_PLY
"""Scores at or above this (or at or below its negation) are proven wins (losses)."""
INFINITY = WIN + (MAX_MARGIN + 2) * MAX_PLY

_EXACT, _LOWER, _UPPER = 0, 1, 2
_CLOCK_EVERY = 256
REDUCE_FROM_DEPTH = 3
"""Late move reductions apply where at least this many plies remain (below it the
reduced look would be the quiescence search alone)."""
REDUCE_FROM_MOVE = 3
"""The moves before this index in a node's order (the table's move, the killers) are never
reduced."""


class _OutOfBudget(Exception):
    """Raised inside the tree when the node budget or the clock runs out, or on a stop."""

    better: tuple[Any, int] | None = None
    """(move, score) at the root: a move the unfinished iteration proved better than the one
    it searched first (set on the way out by :meth:`Searcher._root`)."""


@dataclass(frozen=True)
class Solution:
    """What the exact solver proved: the value for the side to move (positive: it wins by
    that margin, 0: a draw, negative: it loses) and a move that achieves it."""

    value: int
    move: Any
    exact: bool = False
    """True when ``value`` is the margin itself, not only its sign: then ``move`` is best
    in a lost position too (it loses by least)."""


@dataclass
class SearchResult:
    """What a search found. ``score`` is for the side to move at the root."""

    move: Any
    score: int
    depth: int
    nodes: int
    seconds: float
    solved: bool
    """True when ``score`` is a proven win or loss (the game was searched to its end)."""
    stopped: bool = False
    """True when the caller's ``stop()`` ended the search (the move is the best so far)."""
    capped: bool = False
    """True when the time cap ended the search before its node budget (a slow device)."""
    root_scores: dict = field(default_factory=dict)
    """Scores of every root move at ``depth`` (only with ``score_all_moves=True``)."""
    pv: list = field(default_factory=list)


def is_win_score(score: int) -> bool:
    """True for scores that prove a win or a loss."""
    return score >= WIN_BOUND or score <= -WIN_BOUND


class Searcher:
    """Alpha-beta searcher bound to one evaluation (and optional game helpers).

    A searcher keeps its transposition table between calls, which helps when it plays a
    whole game; call :meth:`clear` to forget it.
    """

    def __init__(
        self,
        evaluate: Callable[[Any], int],
        tactical_moves: Callable[[Any], Sequence] | None = None,
        move_order: Callable[[Any, list], list] | None = None,
        final_score: Callable[[Any], int] | None = None,
        drawn: Callable[[Any], bool] | None = None,
        quiet_move: Callable[[Any], bool] | None = None,
        table_size: int = 400_000,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        """``clock`` (seconds) times the ``max_seconds`` caps: the wall clock by default;
        a benchmark may give CPU time, so other load on its machine does not cut searches
        short."""
        self.evaluate = evaluate
        self.clock = clock
        self.tactical_moves = tactical_moves
        self.move_order = move_order
        self.final_score = final_score
        self.drawn = drawn
        self.quiet_move = quiet_move
        self._reduce = False
        self.table_size = table_size
        self.table: dict[int, tuple] = {}
        self.proven: dict[int, bool] = {}
        self.evaluations: dict[int, int] = {}
        self._contempt = 0
        self._root_turn: Any = None
        self.history: dict[Any, int] = {}
        self.killers: list[list] = [[None, None] for _ in range(MAX_PLY + 1)]
        self.nodes = 0
        self._node_limit = 0
        self._deadline = 0.0
        self._next_clock = 0
        self._stop: Callable[[], bool] | None = None
        self.stopped = False
        self.capped = False

    def clear(self) -> None:
        """Forget the transposition table and the move-ordering history."""
        self.table.clear()
        self.proven.clear()
        self.evaluations.clear()
        self.history.clear()
        self.killers = [[None, None] for _ in range(MAX_PLY + 1)]

    # --- entry point -------------------------------------------------------------------

    def search(
        self,
        pos: Any,
        max_nodes: int = 20_000,
        max_depth: int = 64,
        max_seconds: float | None = None,
        score_all_moves: bool = False,
        stop: Callable[[], bool] | None = None,
        contempt: int = 0,
        reduce_late: bool = False,
    ) -> SearchResult:
        """Search ``pos`` by iterative deepening until a budget runs out or the game is solved.

        ``max_nodes`` is the budget that decides the move (the same on every machine);
        ``max_seconds`` is a safety cap. With ``score_all_moves`` every root move gets an
        exact score at each depth (slower; used to add noise to weak levels). ``stop`` is
        asked every few hundred nodes; when it answers True the search ends with the best
        move found so far. ``contempt`` (evaluation points) makes a drawn ending worth that
        much less than nothing to the side to move at the root, so it plays on rather than
        settle for a draw while it is at most that much worse (the scores stored in the
        transposition table assume it: a searcher keeps one contempt for one side).
        ``reduce_late`` searches late quiet moves less deeply first (late move reductions,
        see the module docstring; only with a ``quiet_move`` hook). The position is left as
        it was.
        """
        self._contempt = contempt
        self._reduce = reduce_late and self.quiet_move is not None
        self._root_turn = pos.turn
        start = self.clock()
        moves = pos.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to search")
        self._start_budget(start, max_nodes, max_seconds, stop)
        if len(self.table) > self.table_size:
            self.table.clear()
        if len(self.proven) > self.table_size:
            self.proven.clear()
        if len(self.evaluations) > self.table_size:
            self.evaluations.clear()
        for move_history in self.history:
            self.history[move_history] >>= 2
        moves = self._order(pos, moves, None, 0)
        best = SearchResult(moves[0], 0, 0, 0, 0.0, False)
        if len(moves) == 1 and not score_all_moves:
            # A forced move needs no search; still give a quick static score.
            pos.push(moves[0])
            try:
                score = -self.evaluate(pos) if not pos.is_over() else -self._terminal(pos, 1)
            finally:
                pos.pop()
            best.score = score
            best.solved = is_win_score(score)
            best.seconds = self.clock() - start
            return best
        previous_scores: dict = {}
        for depth in range(1, max_depth + 1):
            try:
                if score_all_moves:
                    move, score, scores = self._root_all(pos, moves, depth, previous_scores)
                else:
                    move, score = self._root(pos, moves, depth)
                    scores = {}
            except _OutOfBudget as out:
                # The unfinished iteration searched the previous best move first: a move
                # it then proved better is the better choice, from a deeper look. Nothing
                # else of it is trusted.
                if out.better is not None:
                    best.move, best.score = out.better
                    best.solved = is_win_score(best.score)
                break
            best = SearchResult(move, score, depth, self.nodes, 0.0, is_win_score(score))
            best.root_scores = scores
            previous_scores = scores
            # Put the best move first for the next iteration.
            moves.remove(move)
            moves.insert(0, move)
            if is_win_score(score):
                break
        best.nodes = self.nodes
        best.seconds = self.clock() - start
        best.stopped = self.stopped
        best.capped = self.capped
        best.pv = self._principal_variation(pos, best.move)
        return best

    def _start_budget(self, start: float, max_nodes: int, max_seconds: float | None,
                      stop: Callable[[], bool] | None) -> None:
        self.nodes = 0
        self._node_limit = max(1, max_nodes)
        self._deadline = start + max_seconds if max_seconds is not None else float("inf")
        self._next_clock = _CLOCK_EVERY
        self._stop = stop
        self.stopped = False
        self.capped = False

    def _child_score(
        self, pos: Any, move: Any, depth: int, alpha: int, beta: int, ply: int, first: bool
    ) -> int:
        """Score of ``move`` by principal-variation search: the first move gets the full
        window; later ones a null window, searched again only when they beat alpha."""
        pos.push(move)
        try:
            if first:
                return -self._negamax(pos, depth - 1, -beta, -alpha, ply + 1)
            score = -self._negamax(pos, depth - 1, -alpha - 1, -alpha, ply + 1)
            if alpha < score < beta:
                score = -self._negamax(pos, depth - 1, -beta, -score, ply + 1)
            return score
        finally:
            pos.pop()

    def _root(self, pos: Any, moves: list, depth: int) -> tuple[Any, int]:
        alpha, beta = -INFINITY, INFINITY
        best_move, best_score = moves[0], -INFINITY
        for index, move in enumerate(moves):
            try:
                score = self._child_score(pos, move, depth, alpha, beta, 0, index == 0)
            except _OutOfBudget as out:
                if best_move != moves[0]:
                    # It beat the first move's score in a null window, then held in a
                    # search again with the full window.
                    out.better = (best_move, best_score)
                raise
            if score > best_score:
                best_move, best_score = move, score
                if score > alpha:
                    alpha = score
        self._store(pos.key, depth, best_score, _EXACT, best_move, 0)
        return best_move, best_score

    def _root_all(self, pos: Any, moves: list, depth: int, previous: dict) -> tuple[Any, int, dict]:
        if previous:
            moves.sort(key=lambda m: -previous.get(m, -INFINITY))
        scores = {}
        for move in moves:
            pos.push(move)
            try:
                scores[move] = -self._negamax(pos, depth - 1, -INFINITY, INFINITY, 1)
            finally:
                pos.pop()
        best_move = max(moves, key=lambda m: scores[m])
        return best_move, scores[best_move], scores

    # --- exact solving -------------------------------------------------------------------

    def solve(
        self,
        pos: Any,
        max_nodes: int = 20_000,
        max_seconds: float | None = None,
        exact: bool = False,
        stop: Callable[[], bool] | None = None,
    ) -> Solution | None:
        """Prove the result with best play, ignoring the evaluation.

        First win, draw or loss (a null-window proof: cheap); with ``exact`` the margin
        too (Reversi's best disc difference), as far as the budget allows: when it runs
        out after the first proof, the answer keeps that proof's sign (value ±1 or 0).
        Returns None when not even the first proof fits the budget. Games with cycles must
        end them themselves (a repetition draw in ``is_over``). The position is left as
        it was.
        """
        moves = pos.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is nothing to solve")
        self._start_budget(self.clock(), max_nodes, max_seconds, stop)
        try:
            value, move = self._solve_root(pos, moves, -1, 1)
        except _OutOfBudget:
            return None
        value = (value > 0) - (value < 0)  # the null window proves only the sign
        first = Solution(value, move)
        if not exact or value == 0:
            return first
        window = (0, MAX_MARGIN + 1) if value > 0 else (-MAX_MARGIN - 1, 0)
        try:
            value, move = self._solve_root(pos, moves, *window)
        except _OutOfBudget:
            return first
        return Solution(value, move)

    def _solve_root(self, pos: Any, moves: list, alpha: int, beta: int) -> tuple[int, Any]:
        best_value, best_move = -MAX_MARGIN - 2, None
        for move in self._order(pos, moves, self._proof_move(pos.key), 0):
            pos.push(move)
            try:
                value = -self._solve(pos, -beta, -max(alpha, best_value), 1)
            finally:
                pos.pop()
            if value > best_value:
                best_value, best_move = value, move
                if value >= beta:
                    break
        return best_value, best_move

    def _proof_move(self, key: int) -> Any:
        entry = self.proven.get(key)
        return entry[2] if entry else None

    def _final(self, pos: Any) -> int:
        if self.final_score is not None:
            return self.final_score(pos)
        winner = pos.winner()
        return 0 if winner is None else (1 if winner == pos.turn else -1)

    def _solve(self, pos: Any, alpha: int, beta: int, ply: int) -> int:
        """The exact value for the side to move, within the window (fail-soft bounds)."""
        self._tick()
        if pos.is_over():
            return self._final(pos)
        key = pos.key
        entry = self.proven.get(key)
        tt_move = None
        if entry is not None:
            low, high, tt_move = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
            if alpha >= beta:
                return alpha
        if ply >= MAX_PLY - 1:
            raise _OutOfBudget
        original_alpha = alpha
        best, best_move = -MAX_MARGIN - 2, None
        for move in self._order(pos, pos.legal_moves(), tt_move, ply):
            pos.push(move)
            try:
                value = -self._solve(pos, -beta, -max(alpha, best), ply + 1)
            finally:
                pos.pop()
            if value > best:
                best, best_move = value, move
                if value >= beta:
                    break
        low, high = (entry[0], entry[1]) if entry else (-MAX_MARGIN - 2, MAX_MARGIN + 2)
        if best <= original_alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.proven[key] = (low, high, best_move)
        return best

    # --- the tree ------------------------------------------------------------------------

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes >= self._node_limit:
            raise _OutOfBudget
        if self.nodes >= self._next_clock:
            self._next_clock = self.nodes + _CLOCK_EVERY
            if self.clock() > self._deadline:
                self.capped = True
                raise _OutOfBudget
            if self._stop is not None and self._stop():
                self.stopped = True
                raise _OutOfBudget

    def _terminal(self, pos: Any, ply: int) -> int:
        """Score of a finished game for the side to move: result, then margin, then speed."""
        value = self._final(pos)
        if value == 0:
            return self._draw_score(pos)
        margin = min(abs(value), MAX_MARGIN)
        score = WIN + margin * MAX_PLY - ply
        return score if value > 0 else -score

    def _draw_score(self, pos: Any) -> int:
        """A drawn game for the side to move: 0, or the contempt against the root's side."""
        if not self._contempt:
            return 0
        return -self._contempt if pos.turn == self._root_turn else self._contempt

    def _negamax(self, pos: Any, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        if pos.is_over():
            return self._terminal(pos, ply)
        if depth <= 0:
            return self._quiesce(pos, alpha, beta, ply, 4)
        key = pos.key
        entry = self.table.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_score, e_flag, tt_move = entry
            if e_depth >= depth:
                score = _from_table(e_score, ply)
                if (
                    e_flag == _EXACT
                    or (e_flag == _LOWER and score >= beta)
                    or (e_flag == _UPPER and score <= alpha)
                ):
                    return score
        if ply >= MAX_PLY - 1:
            return self.evaluate(pos)
        moves = self._order(pos, pos.legal_moves(), tt_move, ply)
        original_alpha = alpha
        best_score = -INFINITY
        best_move = moves[0]
        reduce = self._reduce and depth >= REDUCE_FROM_DEPTH
        for index, move in enumerate(moves):
            if reduce and index >= REDUCE_FROM_MOVE and self.quiet_move(move):
                # A null-window look one ply less deep than a child's turn (two less than
                # this node's): above alpha only if the move might be best after all.
                score = self._child_score(pos, move, depth - 1, alpha, alpha + 1, ply, False)
                if score > alpha:
                    score = self._child_score(pos, move, depth, alpha, beta, ply, False)
            else:
                score = self._child_score(pos, move, depth, alpha, beta, ply, index == 0)
            if score > best_score:
                best_score, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        killers = self.killers[ply]
                        if killers[0] != move:
                            killers[1] = killers[0]
                            killers[0] = move
                        self.history[move] = self.history.get(move, 0) + depth * depth
                        break
        if best_score <= original_alpha:
            flag = _UPPER
        elif best_score >= beta:
            flag = _LOWER
        else:
            flag = _EXACT
        self._store(key, depth, best_score, flag, best_move, ply)
        return best_score

    def _quiesce(self, pos: Any, alpha: int, beta: int, ply: int, depth_left: int) -> int:
        # A known drawn ending is judged a draw where the search stops, not before it: the
        # moves inside the horizon are still searched, so a trap in the ending is seen.
        if self.drawn is not None and self.drawn(pos):
            return self._draw_score(pos)
        # Transpositions are common (many move orders reach one position): cache evaluations.
        stand = self.evaluations.get(pos.key)
        if stand is None:
            stand = self.evaluations[pos.key] = self.evaluate(pos)
        if self.tactical_moves is None or depth_left <= 0 or stand >= beta:
            return stand
        best = stand
        if stand > alpha:
            alpha = stand
        for move in self.tactical_moves(pos):
            pos.push(move)
            try:
                self._tick()
                if pos.is_over():
                    score = -self._terminal(pos, ply + 1)
                else:
                    score = -self._quiesce(pos, -beta, -alpha, ply + 1, depth_left - 1)
            finally:
                pos.pop()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    # --- helpers -------------------------------------------------------------------------

    def _order(self, pos: Any, moves: list, tt_move: Any, ply: int) -> list:
        if len(moves) <= 1:
            return moves
        if self.move_order is not None:
            moves = self.move_order(pos, moves)
        else:
            history = self.history
            moves = sorted(moves, key=lambda m: -history.get(m, 0))
        killers = self.killers[ply]
        front = [m for m in (tt_move, killers[0], killers[1]) if m is not None and m in moves]
        if front:
            seen = []
            for m in front:
                if m not in seen:
                    seen.append(m)
            moves = seen + [m for m in moves if m not in seen]
        return moves

    def _store(self, key: int, depth: int, score: int, flag: int, move: Any, ply: int) -> None:
        self.table[key] = (depth, _to_table(score, ply), flag, move)

    def _principal_variation(self, pos: Any, first: Any, limit: int = 12) -> list:
        line = [first]
        pushed = 0
        pos.push(first)
        pushed += 1
        try:
            while len(line) < limit and not pos.is_over():
                entry = self.table.get(pos.key)
                if entry is None or entry[3] is None or entry[3] not in pos.legal_moves():
                    break
                line.append(entry[3])
                pos.push(entry[3])
                pushed += 1
        finally:
            for _ in range(pushed):
                pos.pop()
        return line


def _to_table(score: int, ply: int) -> int:
    """Store win scores relative to the node, so they stay right when reached at another ply."""
    if score >= WIN_BOUND:
        return score + ply
    if score <= -WIN_BOUND:
        return score - ply
    return score


def _from_table(score: int, ply: int) -> int:
    if score >= WIN_BOUND:
        return score - ply
    if score <= -WIN_BOUND:
        return score + ply
    return score
