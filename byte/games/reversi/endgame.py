"""Reversi's exact endgame solver: the best final disc difference with perfect play.

The general search (``byte.search``) solves through :class:`Position` objects and the
game-independent move order; this solver works on the two bit sets alone, which makes a
node several times cheaper, and uses what Othello programs have learned about the last
moves of a game:

- **fastest first**: away from the very end, the moves that leave the opponent fewest
  replies are searched first (they cut off most often and keep the tree narrow);
- **parity**: near the end, squares in regions of the board with an odd number of empty
  squares come first (whoever plays last in a region usually gains there);
- **stability cut-offs**: discs that can never be turned bound the score from above, so a
  node whose bound is already below what the side to move is sure of elsewhere is cut
  without a search;
- **a transposition table** of proven bounds and best moves, for the nodes with enough
  empty squares to pay for it (the same position is reached by many move orders);
- the **last square** is scored without making a move: only how many discs it turns.

Scores are for the side to move: the final disc difference with the empty squares given
to the winner (as :func:`byte.games.reversi.engine.final_score`).

>>> from byte.games.reversi.rules import from_code
>>> pos = from_code("XXXXXXXXOOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXXOOOOOXO- X")
>>> solver = solver_for(8)
>>> solver.solve(pos.own, pos.opp)
6
>>> solver.best(pos)
(6, 63)
"""

from __future__ import annotations

import time
from collections.abc import Callable

from byte.games.reversi.rules import GEOMETRY, PASS, Position

SHALLOW = 7
"""At this many empty squares or fewer, moves are found by trying each empty square (in
parity order) rather than by the move generator and sorted by the opponent's replies: a
sort costs more than it saves so close to the end."""
TABLE_FROM = 7
"""Nodes with at least this many empty squares use the transposition table."""
TABLE_LIMIT = 300_000
"""Entries the table may hold before it is emptied (memory in the browser is not free)."""
CLOCK_EVERY = 2048
"""Nodes between two looks at the clock and the stop callback."""


class OutOfBudget(Exception):
    """The node budget, the time cap or a stop ended the solve before its proof."""


class EndgameSolver:
    """The exact solver for one board size (its tables are built once per size)."""

    def __init__(self, size: int) -> None:
        geometry = GEOMETRY[size]
        self.geometry = geometry
        self.cells = geometry.cells
        self.table: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0
        self._limit = 0
        self._deadline = float("inf")
        self._stop: Callable[[], bool] | None = None
        self.next_check = CLOCK_EVERY
        self.clock: Callable[[], float] = time.perf_counter
        """The clock ``max_seconds`` is timed by (benchmarks time it in CPU time)."""
        self.proven: tuple[int, int] | None = None
        """(value, move) of the last exact search: the move reaches at least the value
        (set as its bounds close in; what remains of it when the budget ran out)."""
        self._solve = self._compile()

    # --- entry points --------------------------------------------------------------------

    def solve(self, own: int, opp: int, alpha: int | None = None, beta: int | None = None,
              max_nodes: int = 10**9, max_seconds: float | None = None,
              stop: Callable[[], bool] | None = None) -> int:
        """The exact value for the side to move (own's discs ``own``) within the window
        ``alpha``-``beta`` (default: the whole range); a fail-soft bound outside it.
        Raises :class:`OutOfBudget` when the budget ends first."""
        cells = self.cells
        low = -cells - 1 if alpha is None else alpha
        high = cells + 1 if beta is None else beta
        self._start(max_nodes, max_seconds, stop)
        return self._solve(own, opp, low, high)

    def best(self, pos: Position, max_nodes: int = 10**9, max_seconds: float | None = None,
             stop: Callable[[], bool] | None = None, exact: bool = True,
             guess: int = 0) -> tuple[int, int]:
        """(value, move) with perfect play from ``pos`` (a move is a square or ``PASS``).
        With ``exact=False`` only win, draw or loss is proven (value 1, 0 or -1: about
        four times cheaper). ``guess`` (a disc difference) starts the exact search: a
        close guess saves work, a wrong one only costs a little. Raises
        :class:`OutOfBudget` when the budget ends first (an exact search that had already
        shown a move to reach at least some value leaves it in :attr:`proven`), ValueError
        once the game is over."""
        own, opp = pos.own, pos.opp
        if pos.in_opening():
            raise ValueError("the solver starts once the four central squares are taken")
        cells = self.cells
        moves_of = self.geometry.moves
        self._start(max_nodes, max_seconds, stop)
        self.nodes = 1  # the root
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        if not moves_of(own, opp):
            if not moves_of(opp, own):
                raise ValueError("the game is over: there is nothing to solve")
            value = -self._solve(opp, own, -cells - 1, cells + 1)
            return (value if exact else _sign(value)), PASS
        self.proven = None
        if not exact:
            value, move = self._root(own, opp, -1, 1)
            return _sign(value), move
        # MTD(f): null-window proofs, each moving a bound to the value it found, until
        # the bounds meet. Every proof leaves its work in the table for the next one.
        lower, upper = -cells, cells
        value = max(lower, min(upper, guess))
        move = None
        self.proven = None
        while lower < upper:
            beta = value + 1 if value == lower else value
            value, found = self._root(own, opp, beta - 1, beta)
            if value >= beta:
                lower, move = value, found
                self.proven = (lower, move)
            else:
                upper = value
        if move is None:  # every move loses everything: any is best
            move = self._root(own, opp, -cells - 1, cells + 1)[1]
        return lower, move

    def _root(self, own: int, opp: int, alpha: int, beta: int) -> tuple[int, int]:
        """(fail-soft value, best move) of a position with moves, within the window."""
        moves_of = self.geometry.moves
        flips = self.geometry.flips
        found = moves_of(own, opp)
        children = []
        entry = self.table.get(own << self.cells | opp)
        first = entry[2] if entry else 0
        while found:
            bit = found & -found
            found ^= bit
            turned = flips(own, opp, bit)
            child_own, child_opp = opp ^ turned, own | turned | bit
            rank = -1 if bit == first else moves_of(child_own, child_opp).bit_count()
            children.append((rank, bit.bit_length() - 1, child_own, child_opp))
        children.sort()
        solve = self._solve
        best_value, best_move = -self.cells - 2, children[0][1]
        for index, (_, move, child_own, child_opp) in enumerate(children):
            low = max(alpha, best_value)
            if index and beta - low > 1:
                # A null window first: most moves only need to be shown no better.
                value = -solve(child_own, child_opp, -low - 1, -low)
                if low < value < beta:
                    value = -solve(child_own, child_opp, -beta, -value)
            else:
                value = -solve(child_own, child_opp, -beta, -low)
            if value > best_value:
                best_value, best_move = value, move
                if value >= beta:
                    break
        self.table[own << self.cells | opp] = (
            (best_value, self.cells + 1, 1 << best_move) if best_value >= beta
            else (-self.cells - 1, best_value, 1 << best_move) if best_value <= alpha
            else (best_value, best_value, 1 << best_move))
        return best_value, best_move

    def _start(self, max_nodes: int, max_seconds: float | None,
               stop: Callable[[], bool] | None) -> None:
        self.nodes = 0
        self._limit = max_nodes
        self._deadline = self.clock() + max_seconds if max_seconds else float("inf")
        self._stop = stop
        self.next_check = min(CLOCK_EVERY, max_nodes)

    def _check(self) -> None:
        """Called every :data:`CLOCK_EVERY` nodes, and when the budget ends: is it spent?"""
        self.next_check = min(self.nodes + CLOCK_EVERY, self._limit)
        if self.nodes >= self._limit or self.clock() > self._deadline:
            raise OutOfBudget
        if self._stop is not None and self._stop():
            raise OutOfBudget

    # --- the tree ------------------------------------------------------------------------

    def _compile(self) -> Callable[[int, int, int, int], int]:
        """The recursive solver as closures over this size's constants (the fastest reads
        Python has), counting nodes in ``self.nodes``."""
        geometry = self.geometry
        n = geometry.size
        cells = geometry.cells
        full = geometry.full
        moves_of = geometry.moves
        flip_at = _flip_functions(n)
        table = self.table
        solver = self
        corners = sum(1 << square for square in geometry.corners)
        half = n // 2
        quadrants = []
        for top in (0, half):
            for left in (0, half):
                quadrants.append(sum(1 << (row * n + column)
                                     for row in range(top, top + half)
                                     for column in range(left, left + half)))
        # Squares by how good they usually are to take first near the end: corners, then
        # the other edge squares and the inside, X- and C-squares last.
        rank = _square_ranks(geometry)
        by_rank = sorted(range(cells), key=lambda square: (rank[square], square))
        neighbours = _neighbours(geometry)
        ordered = [(1 << square, neighbours[square], flip_at[square + 1])
                   for square in by_rank]
        edges = (geometry.top_row, geometry.bottom_row, geometry.left_column,
                 geometry.right_column)
        rows_edges = geometry.top_row | geometry.bottom_row
        column_edges = geometry.left_column | geometry.right_column
        lines = _lines(geometry)

        def stable(own: int, occupied: int) -> int:
            """Discs of ``own`` that can never be turned: along the edges, those joined to
            an own corner and those of a full edge; anywhere, those whose four lines are
            all full."""
            found = own & corners
            for edge in edges:
                if occupied & edge == edge:
                    found |= own & edge
            if found:
                rows = own & rows_edges
                columns = own & column_edges
                while True:
                    grown = found | (rows & ((found << 1) | (found >> 1))) | (
                        columns & ((found << n) | (found >> n)))
                    if grown == found:
                        break
                    found = grown
            filled = full
            for line_group in lines:
                group = 0
                for line in line_group:
                    if occupied & line == line:
                        group |= line
                filled &= group | (full ^ _union(line_group))
            return found | (own & filled)

        def final(own: int, opp: int) -> int:
            mine = own.bit_count()
            theirs = opp.bit_count()
            if mine > theirs:
                return cells - 2 * theirs
            if mine < theirs:
                return 2 * mine - cells
            return 0

        def last(own: int, opp: int, bit: int, around: int, flip: Callable) -> int:
            """The value with one empty square, ``bit`` (``around``: its neighbours,
            ``flip``: its flip finder)."""
            diff = 2 * own.bit_count() - cells + 1
            if opp & around:
                turned = flip(own, opp)
                if turned:
                    return diff + 2 * turned.bit_count() + 1
            if own & around:
                turned = flip(opp, own)
                if turned:
                    return diff - 2 * turned.bit_count() - 1
            if diff > 0:
                return diff + 1
            if diff < 0:
                return diff - 1
            return 0

        def shallow(own: int, opp: int, alpha: int, beta: int, squares: list,
                    passed: bool) -> int:
            """Few empty squares (``squares``: (bit, neighbours, flip finder) best-first):
            try each, odd regions first, with no table and no sorting."""
            solver.nodes += 1
            if len(squares) == 1:
                return last(own, opp, *squares[0])
            empty = full ^ (own | opp)
            odd = 0
            for quadrant in quadrants:
                part = empty & quadrant
                if part.bit_count() & 1:
                    odd |= part
            if odd and odd != empty:
                squares = [square for square in squares if square[0] & odd] + [
                    square for square in squares if not square[0] & odd]
            best = -cells - 1
            two = len(squares) == 2
            for square in squares:
                bit, around, flip = square
                if not opp & around:
                    continue  # nothing to turn next to it
                turned = flip(own, opp)
                if not turned:
                    continue
                if two:
                    other = squares[1] if square is squares[0] else squares[0]
                    value = -last(opp ^ turned, own | turned | bit, *other)
                else:
                    rest = squares.copy()
                    rest.remove(square)
                    value = -shallow(opp ^ turned, own | turned | bit, -beta,
                                     -(alpha if alpha > best else best), rest, False)
                if value > best:
                    best = value
                    if value >= beta:
                        return value
            if best > -cells - 1:
                return best
            if passed:
                return final(own, opp)
            return -shallow(opp, own, -beta, -alpha, squares, True)

        def solve(own: int, opp: int, alpha: int, beta: int) -> int:
            """The exact value within the window (fail-soft)."""
            occupied = own | opp
            empty = full ^ occupied
            count = empty.bit_count()
            if count <= SHALLOW:
                if count == 0:
                    return final(own, opp)
                return shallow(own, opp, alpha, beta,
                               [square for square in ordered if empty & square[0]], False)
            solver.nodes += 1
            if solver.nodes >= solver.next_check:
                solver._check()
            found = moves_of(own, opp)
            if not found:
                if not moves_of(opp, own):
                    return final(own, opp)
                return -solve(opp, own, -beta, -alpha)
            key = 0
            first = 0
            if count >= TABLE_FROM:
                key = own << cells | opp
                entry = table.get(key)
                if entry is not None:
                    low, high, first = entry
                    if low >= beta:
                        return low
                    if high <= alpha:
                        return high
                    if low > alpha:
                        alpha = low
                    if high < beta:
                        beta = high
            # Stability: the opponent's stable discs stay theirs, so the side to move can
            # get at most the rest.
            if opp & corners:
                bound = cells - 2 * stable(opp, occupied).bit_count()
                if bound <= alpha:
                    return bound
                if bound < beta:
                    beta = bound
            children = []
            cut_early = count > TABLE_FROM  # the children are in the table too
            while found:
                bit = found & -found
                found ^= bit
                turned = flip_at[bit.bit_length()](own, opp)
                child_own = opp ^ turned
                child_opp = own | turned | bit
                if cut_early:
                    # Enhanced transposition cut-off: a child already proven bad enough
                    # for the opponent ends this node without a search.
                    known = table.get(child_own << cells | child_opp)
                    if known is not None and -known[1] >= beta:
                        value = -known[1]
                        entry = table.get(key)
                        table[key] = (max(value, entry[0]) if entry else value,
                                      entry[1] if entry else cells + 1, bit)
                        return value
                if bit == first:
                    children.append((-99, bit, child_own, child_opp))
                else:
                    replies = moves_of(child_own, child_opp)
                    score = replies.bit_count() * 4 + (replies & corners).bit_count() * 4
                    if bit & corners:
                        score -= 6
                    children.append((score, bit, child_own, child_opp))
            children.sort()
            original_alpha = alpha
            best = -cells - 1
            best_bit = children[0][1]
            for index, (_, bit, child_own, child_opp) in enumerate(children):
                low = alpha if alpha > best else best
                if index:
                    value = -solve(child_own, child_opp, -low - 1, -low)
                    if low < value < beta:
                        value = -solve(child_own, child_opp, -beta, -value)
                else:
                    value = -solve(child_own, child_opp, -beta, -low)
                if value > best:
                    best = value
                    best_bit = bit
                    if value >= beta:
                        break
            if key:
                entry = table.get(key)
                low, high = (entry[0], entry[1]) if entry else (-cells - 1, cells + 1)
                if best <= original_alpha:
                    high = min(high, best)
                elif best >= beta:
                    low = max(low, best)
                else:
                    low = high = best
                table[key] = (low, high, best_bit)
            return best

        return solve


def _flip_functions(n: int) -> list[Callable[[int, int], int]]:
    """For each square (indexed by its bit's ``bit_length()``, square + 1), a function
    ``flip(own, opp)``: the discs a move there turns. Each is written out for its square,
    only the directions with room for a flip, every step a test against a constant: about
    twice as fast as walking the rays with shifts, and the solver's hottest code."""
    source = []
    for square in range(n * n):
        row, column = divmod(square, n)
        source += [f"def flip_{square}(own, opp):", "    t = 0"]  # i18n: not shown (generated code)
        for step_row, step_column in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1),
                                      (-1, 1), (-1, -1)):
            ray = []
            r, c = row + step_row, column + step_column
            while 0 <= r < n and 0 <= c < n:
                ray.append(1 << (r * n + c))
                r += step_row
                c += step_column
            if len(ray) < 2:
                continue  # a flip needs a disc to turn and one of the mover's behind it
            indent = "    "
            source.append(f"{indent}if opp & {ray[0]}:")  # i18n: not shown (generated code)
            run = ray[0]
            for index in range(1, len(ray)):
                indent += "    "
                source += [f"{indent}if own & {ray[index]}:",  # i18n: not shown (code)
                           f"{indent}    t |= {run}"]
                if index + 1 < len(ray):
                    source.append(
                        f"{indent}elif opp & {ray[index]}:")  # i18n: not shown (code)
                    run |= ray[index]
        source.append("    return t")
    names = ", ".join(f"flip_{square}" for square in range(n * n))
    source.append(f"FLIPS = [None, {names}]")
    scope: dict = {}
    exec("\n".join(source), scope)
    return scope["FLIPS"]


def _union(masks: list[int]) -> int:
    total = 0
    for mask in masks:
        total |= mask
    return total


def _neighbours(geometry) -> list[int]:
    """For each square, the bit set of the squares around it."""
    n = geometry.size
    found = []
    for square in range(geometry.cells):
        row, column = divmod(square, n)
        found.append(sum(1 << (r * n + c)
                         for r in range(row - 1, row + 2) for c in range(column - 1, column + 2)
                         if 0 <= r < n and 0 <= c < n and (r, c) != (row, column)))
    return found


def _lines(geometry) -> list[list[int]]:
    """The board's lines in four groups (rows, columns, both diagonals), each as bit sets."""
    n = geometry.size
    rows = [sum(1 << (row * n + column) for column in range(n)) for row in range(n)]
    columns = [sum(1 << (row * n + column) for row in range(n)) for column in range(n)]
    down = []
    up = []
    for start in range(-(n - 1), n):
        down.append(sum(1 << (row * n + row + start) for row in range(n)
                        if 0 <= row + start < n))
        up.append(sum(1 << (row * n + (start + n - 1 - row)) for row in range(n)
                      if 0 <= start + n - 1 - row < n))
    return [rows, columns, down, up]


def _square_ranks(geometry) -> list[int]:
    """Lower is tried first: corners, edges, the inside, C-squares, X-squares."""
    n = geometry.size
    ranks = []
    for square in range(geometry.cells):
        row, column = divmod(square, n)
        on_row_edge = row in (0, n - 1)
        on_column_edge = column in (0, n - 1)
        near_row = row in (1, n - 2)
        near_column = column in (1, n - 2)
        if on_row_edge and on_column_edge:
            rank = 0
        elif near_row and near_column:
            rank = 4  # X-square
        elif (on_row_edge and near_column) or (on_column_edge and near_row):
            rank = 3  # C-square
        elif on_row_edge or on_column_edge:
            rank = 1
        else:
            rank = 2
        ranks.append(rank)
    return ranks


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


class _SolverCache(dict):
    def __missing__(self, size: int) -> EndgameSolver:
        solver = self[size] = EndgameSolver(size)
        return solver


_SOLVERS: dict[int, EndgameSolver] = _SolverCache()


def solver_for(size: int) -> EndgameSolver:
    """The solver of a board size (kept, with its table, for the whole session)."""
    return _SOLVERS[size]
