"""Reversi's computer-player hooks: the evaluation, move order, when to solve, the levels.

The evaluation scores a position for the side to move in points; :data:`SCALE` points is
a clear advantage. What it counts, from the board alone (bit-set arithmetic, no loops
over squares):

- **mobility** — moves now, for both sides: the player with fewer choices is the one who
  ends up forced into bad squares;
- **potential mobility** — empty squares next to the opponent's discs (where moves may
  appear), against those next to one's own: few discs facing empty squares is good;
- **corners** — a corner disc can never be turned;
- **X- and C-squares** — discs diagonally or along the edge next to an *empty* corner
  usually hand that corner to the opponent;
- **stable discs** on the edges — discs joined along an edge to an own corner, and the
  discs of a full edge, can never be turned;
- **late game** — the disc difference, and who gets the last move (parity), count more
  as the board fills up.

Weights live in :class:`Weights` so that matches can tune them. On 8x8 the levels play
with an evaluation learned from self-play and exact endgame results
(:mod:`byte.games.reversi.learned`): patterns of squares on top of this hand-written
evaluation (:func:`hand_evaluate`), which other sizes keep. ``use_evaluation`` picks
one by name (``"learned"`` or ``"hand"``), so that matches can pit them against each
other. The learned one costs more per node, so its levels search fewer nodes
(:func:`levels_for`) and take about as long a move. Level 5 with it (15,000 nodes)
against level 5 with the hand-written evaluation alone (25,000 nodes, as it played
before), 100 games from 8-ply random openings, colours swapped (``bench/strength.py
--game reversi --only level5-level5@hand --games 50``, seeds 5 and 6): 80 won, 2 drawn,
18 lost, 81.0% (95% CI 72.2-87.5%), at 251 against 265-269 ms of CPU a decision. (The
patterns before the X-squares and 2x5 corner blocks, fitted to 7,018 games: 68.5%; an
earlier evaluation of patterns alone, fitted to the games' results only: 8-12 in 20
games.)

>>> from byte.games.reversi.rules import start
>>> hand_evaluate(start())  # the start is symmetric
0
>>> pos = start()
>>> [pos.notation(move) for move in order_moves(pos, pos.legal_moves())]
['d3', 'c4', 'f5', 'e6']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from byte.bot import EvaluationChoice, Level
from byte.games.reversi import learned
from byte.games.reversi.endgame import OutOfBudget, solver_for
from byte.games.reversi.rules import GEOMETRY, Geometry, Position
from byte.search import Solution

SCALE = 100
"""Points of a clear advantage (about a corner more, or a few more moves than the other
side): the evaluation bar shows ``tanh(score / (1.5 * SCALE))``."""


@dataclass(frozen=True)
class Weights:
    """Evaluation weights in points (:data:`SCALE` is a clear advantage)."""

    mobility: int = 10
    """Per legal move more than the opponent."""
    potential: int = 4
    """Per empty square next to an opponent disc, more than next to an own disc."""
    corner: int = 60
    x_square: int = 40
    """Penalty per disc diagonally next to an empty corner."""
    c_square: int = 12
    """Penalty per disc on an edge next to an empty corner."""
    stable: int = 10
    """Per stable edge disc."""
    disc: int = 3
    """Per disc more than the opponent, in full on a full board, fading out by
    :attr:`disc_from` empty squares."""
    disc_from: int = 20
    parity: int = 10
    """For having the last move (an odd number of empty squares), late in the game."""
    parity_from: int = 20


DEFAULT_WEIGHTS = Weights()


class _Tables:
    """The evaluation's masks for one board size, built the first time the size is used."""

    def __init__(self, geometry: Geometry) -> None:
        n = self.size = geometry.size
        cells = geometry.cells
        self.geometry = geometry
        self.full = geometry.full
        self.not_left = geometry.full & ~geometry.left_column
        self.not_right = geometry.full & ~geometry.right_column
        self.corners = sum(1 << square for square in geometry.corners)
        self.edges = (
            geometry.top_row, geometry.bottom_row, geometry.left_column, geometry.right_column,
        )
        self.rows_edges = geometry.top_row | geometry.bottom_row
        self.column_edges = geometry.left_column | geometry.right_column
        # Each corner with its X-square and C-squares, as (row, column) steps inwards.
        neighbours = []
        for corner in geometry.corners:
            row, column = divmod(corner, n)
            down = 1 if row == 0 else -1
            right = 1 if column == 0 else -1
            x = (row + down) * n + column + right
            c = ((row + down) * n + column, row * n + column + right)
            neighbours.append((1 << x, (1 << c[0]) | (1 << c[1])))
        # Indexed by which corners are empty (bit i: corner i of geometry.corners).
        self.x_by_empty = []
        self.c_by_empty = []
        for index in range(16):
            self.x_by_empty.append(sum(neighbours[i][0] for i in range(4) if index >> i & 1))
            self.c_by_empty.append(sum(neighbours[i][1] for i in range(4) if index >> i & 1))
        self.shift_corner = (n - 2, cells - n - 2, cells - 4)
        # Move order: corners first, X-squares last, then fewer replies for the opponent.
        x_squares = {square for square in range(cells) if self.x_by_empty[15] >> square & 1}
        c_squares = {square for square in range(cells) if self.c_by_empty[15] >> square & 1}
        edge = geometry.top_row | geometry.bottom_row | self.column_edges
        self.order = []
        for square in range(cells):
            if square in geometry.corners:
                rank = -1000
            elif square in x_squares:
                rank = 1000
            elif square in c_squares:
                rank = 12
            elif edge >> square & 1:
                rank = -4
            else:
                rank = 0
            self.order.append(rank)
        self.playable = cells - 4


class _TableCache(dict):
    def __missing__(self, size: int) -> _Tables:
        tables = self[size] = _Tables(GEOMETRY[size])
        return tables


_TABLES: dict[int, _Tables] = _TableCache()


def _around(discs: int, tables: _Tables) -> int:
    """Every square next to a disc of ``discs`` (the discs themselves included)."""
    left = (discs >> 1) & tables.not_right
    right = (discs << 1) & tables.not_left
    row = discs | left | right
    n = tables.size
    return row | (row << n) | (row >> n)


def _edge_stable(own: int, occupied: int, tables: _Tables) -> int:
    """Discs of ``own`` on the edges that can never be turned: those joined along an edge
    to an own corner, and every disc of a full edge (an edge disc can only be turned
    along its edge)."""
    stable = own & tables.corners
    for edge in tables.edges:
        if occupied & edge == edge:
            stable |= own & edge
    if not stable:
        return 0
    n = tables.size
    rows = own & tables.rows_edges
    columns = own & tables.column_edges
    while True:
        grown = stable | (rows & ((stable << 1) | (stable >> 1))) | (
            columns & ((stable << n) | (stable >> n))
        )
        if grown == stable:
            return stable
        stable = grown


CHOICE = EvaluationChoice("Reversi")  # i18n: not shown (matches between evaluations)
use_evaluation = CHOICE.use
"""The engine hook: ``use_evaluation("hand")`` makes the levels play the hand-written
evaluation on 8x8 (``"learned"`` back), handing back the name of the one chosen before."""


def evaluate(pos: Position) -> int:
    """How good ``pos`` is for the side to move, in points (:data:`SCALE`: clearly better):
    the hand-written evaluation, or on 8x8 the learned one once ``use_evaluation``
    chose it."""
    if pos.size == 8 and CHOICE.learned and learned.available():
        return learned.evaluate(pos, hand_evaluate(pos))
    return hand_evaluate(pos)


def hand_evaluate(pos: Position, weights: Weights = DEFAULT_WEIGHTS) -> int:
    """How good ``pos`` is for the side to move, in points (:data:`SCALE`: clearly better).

    >>> from byte.games.reversi.rules import from_code
    >>> hand_evaluate(from_code("X" + "-" * 26 + "OX------XO" + "-" * 27 + " X")) > SCALE // 2
    True
    """
    tables = _TABLES[pos.size]
    own, opp = pos.own, pos.opp
    occupied = own | opp
    empty = tables.full ^ occupied
    empties = empty.bit_count()
    mine = pos.mobility()
    theirs = tables.geometry.moves(opp, own).bit_count()
    score = weights.mobility * (mine - theirs)
    # Potential mobility: empty squares around the other side's discs are where one's own
    # moves can come from.
    score += weights.potential * (
        (_around(opp, tables) & empty).bit_count() - (_around(own, tables) & empty).bit_count()
    )
    corners = tables.corners
    score += weights.corner * ((own & corners).bit_count() - (opp & corners).bit_count())
    corner_empty = empty & corners
    if corner_empty:
        shift = tables.shift_corner
        index = (
            (corner_empty & 1)
            | (corner_empty >> shift[0] & 2)
            | (corner_empty >> shift[1] & 4)
            | (corner_empty >> shift[2] & 8)
        )
        x = tables.x_by_empty[index]
        c = tables.c_by_empty[index]
        score -= weights.x_square * ((own & x).bit_count() - (opp & x).bit_count())
        score -= weights.c_square * ((own & c).bit_count() - (opp & c).bit_count())
    if occupied & tables.corners or empties < tables.playable // 3:
        score += weights.stable * (
            _edge_stable(own, occupied, tables).bit_count()
            - _edge_stable(opp, occupied, tables).bit_count()
        )
    if empties < weights.disc_from:
        scaled = weights.disc * (own.bit_count() - opp.bit_count()) * (weights.disc_from - empties)
        # Rounded towards zero, so the other side to move sees exactly the negation.
        step = weights.disc_from
        score += scaled // step if scaled >= 0 else -(-scaled // step)
    if empties < weights.parity_from:
        score += weights.parity if empties & 1 else -weights.parity
    return score


REPLY_ORDER_EMPTIES = (6, 14)
"""Between these many empty squares (the exact solver's range), moves are also ordered by
the opponent's replies (fewest first): it halves the nodes of a 14-empties solve. Before
that the search's own hash move and killers order about as well for half the time, and
just before the end a static order is cheaper than counting."""


def order_moves(pos: Position, moves: list) -> list:
    """The moves best-first by a cheap guess: corners first, X-squares last, and in
    between (late in the game) the moves that leave the opponent fewest replies."""
    if len(moves) < 2 or pos.in_opening():
        return moves
    tables = _TABLES[pos.size]
    rank = tables.order
    low, high = REPLY_ORDER_EMPTIES
    if not low <= pos.empties() <= high:
        return sorted(moves, key=rank.__getitem__)
    geometry = tables.geometry
    generate, flips = geometry.moves, geometry.flips
    own, opp = pos.own, pos.opp
    scored = []
    for move in moves:
        bit = 1 << move
        turned = flips(own, opp, bit)
        replies = generate(opp ^ turned, own | turned | bit).bit_count()
        scored.append((rank[move] + 8 * replies, move))
    scored.sort()
    return [move for _, move in scored]


tactical_moves = None
"""Reversi has no captures to search past the horizon: every move is a quiet move."""


def final_score(pos: Position) -> int:
    """The result of a finished game for the side to move: the disc difference with the
    empty squares given to the winner (0 for a draw).

    >>> from byte.games.reversi.rules import from_code
    >>> final_score(from_code("X" * 40 + "-" * 24 + " O"))
    -64
    """
    own, opp = pos.own.bit_count(), pos.opp.bit_count()
    empty = pos.empties()
    if own > opp:
        return own - opp + empty
    if own < opp:
        return own - opp - empty
    return 0


SOLVE_EMPTIES = ((170_000, 14, 19), (80_000, 14, 16), (20_000, 12, 14), (4_000, 10, 12),
                 (1_000, 8, 10))
"""(solver budget at least, exact result up to this many empties, win/draw/loss up to
this many): the budget is counted in nodes of the endgame solver
(:mod:`byte.games.reversi.endgame`), which needs about four times the nodes for two
empty squares more, and about a twentieth of them to prove only who wins
(``bench/endgame_reversi.py``). A proof that runs out of budget is wasted and leaves the
level less of its search, so the limits are what the budget affords in most endings: on
170,000 nodes, the exact result at 14 empties (the median proof needs 30,000 nodes) and
who wins at 19 (median 46,000 nodes, 5 of 6 within 72,000; at 18 the median is 21,000,
at 20 400,000). Once who wins is proven, the rest of the budget goes to the margin: a
proof of it, or else the best margin shown so far (see :func:`solve`). At 18 empties
level 5's move keeps the result in 40 of 40 positions and the best final disc difference
in 27 of 40 (``bench/endgame_reversi.py --perfect 40``; 0.74 s CPU a move, median). On
the first 30 of them: 30 and 20 of 30, where the level before (120,000 solver nodes, who
wins from 17 empties) kept 27 and was perfect in 17 (0.60 s CPU)."""
FEWEST_SOLVE_EMPTIES = 6
"""The limit for budgets below the table's."""


def _solve_limits(solve_nodes: int) -> tuple[int, int]:
    for budget, exact, proof in SOLVE_EMPTIES:
        if solve_nodes >= budget:
            return exact, proof
    return FEWEST_SOLVE_EMPTIES, FEWEST_SOLVE_EMPTIES


def solve_when(pos: Position, solve_nodes: int = 120_000) -> bool:
    """True when a proof is worth trying: few empty squares for the budget.

    >>> from byte.games.reversi.rules import from_code
    >>> ten = from_code("X" * 30 + "O" * 24 + "-" * 10 + " X")
    >>> solve_when(ten), solve_when(ten, solve_nodes=500)
    (True, False)
    """
    if pos.in_opening():
        return False
    return pos.empties() <= _solve_limits(solve_nodes)[1]


def solve(pos: Position, solve_nodes: int, max_seconds: float | None = None,
          stop: Callable[[], bool] | None = None) -> tuple[Solution | None, int]:
    """The endgame solver's proof for ``pos`` within ``solve_nodes`` of its nodes, and
    the nodes it used: the exact disc difference where the budget affords it, else only
    win, draw or loss; None when the budget or ``max_seconds`` ran out first.

    >>> from byte.games.reversi.rules import from_code
    >>> solution, nodes = solve(from_code("X" * 60 + "OO-- X"), 1_000)
    >>> solution.exact, solution.value, nodes > 0
    (True, 64, True)
    """
    from byte.bot import DEVICE

    solver = solver_for(pos.size)
    solver.clock = clock = DEVICE.clock
    # A fresh table for every proof: the same position gets the same move however the
    # game reached it (equally good moves are told apart by the search order alone).
    solver.table.clear()
    started = clock()
    exact = pos.empties() <= _solve_limits(solve_nodes)[0]
    try:
        value, move = solver.best(pos, solve_nodes, max_seconds, stop, exact=exact)
    except OutOfBudget:
        solver.table.clear()
        return None, solver.nodes
    used = solver.nodes
    if not exact and value == 0:
        exact = True  # a proven draw is the exact result
    if not exact and used < solve_nodes:
        # The rest of the budget goes to the margin, from the table the first proof left:
        # proven, the move is the best one, not just a winning one. Cut short, a winning
        # move shown to win by more than the least margin (2 discs) is still the better
        # pick than the first winning move found.
        left = None if max_seconds is None else max_seconds - (clock() - started)
        if left is None or left > 0:
            try:
                value, move = solver.best(pos, solve_nodes - used, left, stop, guess=value)
                exact = True
            except OutOfBudget:
                if value > 0 and solver.proven is not None and solver.proven[0] > 2:
                    move = solver.proven[1]
            used += solver.nodes
    solver.table.clear()
    return Solution(value, move, exact=exact), used


NODE_SECONDS = 30e-6
"""CPython time per searched node on 8x8 (a desktop core, CPU time): level 5's 25,000
nodes are under a second (0.7 s for the median move)."""

# Budgets are nodes (the same on every machine), about three times more at each level.
# Over 100 games from 8-ply random openings (bench/strength.py) level 4 scores 72.5%
# against level 3 and level 5 65.5% against level 4; level 5 beat plain UCT at equal CPU
# time per decision 100-0. (Levels 3 and 4 were 4,000 and 10,000
# nodes, level 3 with a 20,000-node solver: 63.5%, from 2-ply openings that replay a few
# games; the re-tune is kept, not re-measured the old way.) The time caps only matter on
# slow devices, where they stop the search first. Levels 4 and 5 get 0.3 ms a node, so on
# a device too slow for its budget level 5 still searches three times more than level 4,
# and level 3 keeps level 2's second. A mid-range phone (:data:`byte.bot.SLOW_DEVICE`,
# 0.24 ms a node) reaches every budget, level 5 in about 6 s, shown by the thinking
# indicator; a device twice slower still gets 2,000, 5,000 and 15,600 nodes at levels 3-5.
# (The caps were 2, 3 and 4 s: there levels 4 and 5 got 6,250 and 8,300 nodes, barely
# apart.) Levels 3-5 open from the book (``book-othello-8.txt``, made by
# ``tools/make_book.py``): level 5 a best book move, levels 4 and 3 vary among the moves
# the book keeps (``book_spread``); levels 1 and 2 stay without one.
LEVELS: dict[int, Level] = {
    1: Level(nodes=200, temperature=1.5 * SCALE, max_seconds=1.0, max_depth=1),
    2: Level(nodes=1_500, temperature=0.4 * SCALE, max_seconds=1.0, max_depth=2),
    3: Level(nodes=2_000, temperature=0.0, max_seconds=1.0, solve_nodes=500,
             book_spread=0.3 * SCALE),
    4: Level(nodes=8_000, temperature=0.0, max_seconds=2.4, solve_nodes=1_000,
             book_spread=0.1 * SCALE),
    5: Level(nodes=25_000, temperature=0.0, max_seconds=7.5, solve_nodes=170_000,
             book_spread=0.0),
}


LEARNED_NODE_SHARE = 0.6
"""The learned evaluation costs more per node (its patterns on top of the hand-written
terms): the levels search this share of their nodes with it, so a move takes about as
long as with the hand-written one (levels 1 and 2 are held back by their depth anyway)."""


def _learned_levels() -> dict[int, Level]:
    return {number: replace(level, nodes=int(level.nodes * LEARNED_NODE_SHARE))
            for number, level in LEVELS.items()}


_LEARNED_LEVELS = _learned_levels()


def levels_for(size: int, variant: str = "") -> dict[int, Level]:
    """The levels: :data:`LEVELS`, searching fewer nodes where the learned evaluation
    plays (:data:`LEARNED_NODE_SHARE`).

    >>> previous = use_evaluation("hand")
    >>> levels_for(8)[5].nodes == LEVELS[5].nodes
    True
    >>> _ = use_evaluation("learned")
    >>> levels_for(8)[5].nodes < LEVELS[5].nodes, levels_for(6)[5].nodes == LEVELS[5].nodes
    (True, True)
    >>> _ = use_evaluation(previous)
    """
    if size == 8 and CHOICE.learned and learned.available():
        return _LEARNED_LEVELS
    return LEVELS
