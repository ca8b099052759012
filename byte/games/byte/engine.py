"""Byte evaluation: how good a position is for the side to move, in points.

A stack already won is worth :data:`STACK` points. The rest estimates what is still to be
won, from the board alone:

- **bottoms** — only the owner of a stack's bottom checker may slide it or move it whole,
  so bottoms are mobility;
- **tops** — the top checker of a stack scores it when it reaches 8, so owning the tops of
  tall stacks is worth more the taller they are;
- **merges** — how many merges each side has (a pass, or being left with only bad moves, is
  how games are lost late: tempo);
- **threats** — merges that would make an 8 right now, and who would score it. The side to
  move can cash its own threat at once; the opponent's threats must be answered;
- **gifts** — merges that would complete a stack for the other side (moves a player is
  forced into when it has nothing else).

On both boards the levels play a learned evaluation on top of this one
(:mod:`byte.games.byte.learned`: a weight for every kind of stack, fitted to self-play by
``tools/train_byte.py``); ``use_evaluation`` picks ``"learned"`` or ``"hand"``
(:func:`hand_evaluate`), so that matches can pit them against each other. Level 5 with it
won 86 of 100 games on 8x8 and 83 of 100 on 10x10 against level 5 with the hand-written
evaluation alone, each thinking as long as its level allows, the learned side 161 ms a
decision against 207 (8x8) and 209 against 245 (10x10) (``bench/strength.py --game byte
[--size 10] --only level5-level5@hand --slowdown 20 --games 50 --workers 1``, seeds 5 and
6: 44-6 and 42-8 on 8x8, 45-5 and 38-12 on 10x10). With it the ladder still climbs
(``--decide --slowdown 1 --games 40 --seed 1``): on 8x8 (10x10) level 2 won 89.3%
(91.7%) against level 1, level 3 95.0% (91.7%) against level 2, level 4 67.5% (72.5%)
against level 3, level 5 70.0% (77.5%) against level 4; level 1 beat random play in 36 of
40 games on 8x8 and 95 of 100 on 10x10. In the browser level 5 answered in 0.30 s
(median; longest 1.10 s) on nine 8x8 positions where the hand-written evaluation took
0.37 s (1.10 s), and in 0.43 s (0.99 s) on eleven 10x10 positions, as the hand-written one
(0.43 s, 0.90 s) (``bench/bot_browser.py --game byte [--size 10] --levels 5 --every 2|3``).

Weights live in :class:`Weights` so that self-play can tune them
(see ``bench/tune_eval.py``). Self-play at 2,000 nodes a move (40 paired games per trial)
moved them from the first hand-set guess: doubling ``bottom`` won 75%, halving ``top``
won 75% and then 58% again; halving or doubling ``merge`` did not help (48%, 40%).

The computer player's hooks of the game protocol (``docs/game-protocol.md``) are at the
end: :data:`LEVELS`, :func:`levels_for`, :func:`solve_when`, :func:`final_score`.

>>> from byte.games.byte.rules import Position
>>> hand_evaluate(Position())  # the start is symmetric: only the tempo bonus
10
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from byte.bot import EvaluationChoice, Level
from byte.games.byte import learned
from byte.games.byte.rules import GEOMETRY, MAX_HEIGHT, MERGES, OTHER, Move, Position

STACK = 1000
"""Points for one stack won."""


@dataclass(frozen=True)
class Weights:
    """Evaluation weights in points (a won stack is :data:`STACK`)."""

    bottom: int = 80
    top: tuple[int, ...] = (0, 0, 2, 5, 10, 18, 30, 45)
    """Value of owning the top of a stack, by height (index = height)."""
    merge: int = 6
    own_threat: int = 400
    """The side to move can complete a stack for itself."""
    opponent_threat: int = 350
    """The opponent could complete a stack for itself next move (per threat, first one)."""
    extra_threat: int = 120
    """Each further distinct stack the opponent threatens to complete."""
    match_point: int = 2
    """Multiplier for threats when the threatening side needs only one more stack."""
    tempo: int = 10


DEFAULT_WEIGHTS = Weights()


def make_evaluator(weights: Weights = DEFAULT_WEIGHTS):
    """An evaluation function ``f(pos) -> int`` (points for the side to move) with ``weights``."""
    bottom_w = weights.bottom
    top_w = weights.top
    merge_w = weights.merge
    own_threat_w = weights.own_threat
    opp_threat_w = weights.opponent_threat
    extra_threat_w = weights.extra_threat
    match_point = weights.match_point
    tempo = weights.tempo
    merges_w = MERGES["w"]
    merges_b = MERGES["b"]

    def evaluate_position(pos: Position) -> int:
        board = pos.board
        geo = GEOMETRY[pos.size]
        neighbours = geo.neighbours
        me = pos.turn
        won = pos.won
        target = geo.target
        # Running score from White's point of view.
        score = (won["w"] - won["b"]) * STACK
        mobility_w = 0
        mobility_b = 0
        threats_w: set[int] = set()
        threats_b: set[int] = set()
        for square in geo.dark:
            stack = board[square]
            if not stack:
                continue
            height = len(stack)
            if stack[0] == "w":
                score += bottom_w
            else:
                score -= bottom_w
            if stack[-1] == "w":
                score += top_w[height]
            else:
                score -= top_w[height]
            row_w = merges_w[stack]
            row_b = merges_b[stack]
            for other_square in neighbours[square]:
                other = board[other_square]
                if not other:
                    continue
                other_height = len(other)
                mobility_w += row_w[other_height]
                mobility_b += row_b[other_height]
                # Can a merge from this stack onto the other make exactly 8?
                level = height + other_height - (MAX_HEIGHT - 1)
                if 1 <= level <= other_height and level <= height:
                    mover = stack[level - 1]
                    if mover == stack[-1]:
                        if mover == "w":
                            threats_w.add(other_square)
                        else:
                            threats_b.add(other_square)
        score += merge_w * (mobility_w - mobility_b)
        # Threats: the side to move cashes one now; the other side's threats loom.
        for side, threats, sign in (("w", threats_w, 1), ("b", threats_b, -1)):
            if not threats:
                continue
            boost = match_point if won[side] + 1 >= target else 1
            if side == me:
                value = own_threat_w * boost
            else:
                value = (opp_threat_w + extra_threat_w * (len(threats) - 1)) * boost
            score += sign * value
        if me == "w":
            return score + tempo
        return -score + tempo

    return evaluate_position


hand_evaluate = make_evaluator()
"""The hand-written evaluation with the default weights."""

CHOICE = EvaluationChoice("Byte")  # i18n: not shown (matches between evaluations)
use_evaluation = CHOICE.use
"""The engine hook: ``use_evaluation("hand")`` makes the levels play the hand-written
evaluation (``"learned"`` back), handing back the name of the one chosen before."""


def evaluate(pos: Position) -> int:
    """How good ``pos`` is for the side to move, in points: the hand-written evaluation,
    or the learned one (:mod:`byte.games.byte.learned`) where the board size has one and
    it is chosen (:data:`CHOICE`)."""
    score = hand_evaluate(pos)
    if CHOICE.learned and learned.available(pos.size):
        return learned.evaluate(pos, score)
    return score


def scoring_moves(pos: Position) -> list[Move]:
    """Merges that complete a stack of 8 topped by the side to move (tactical moves)."""
    if pos.is_over():
        return []
    board = pos.board
    geo = GEOMETRY[pos.size]
    neighbours = geo.neighbours
    me = pos.turn
    found = []
    for square in geo.dark:
        stack = board[square]
        if not stack or stack[-1] != me:
            continue
        height = len(stack)
        for other_square in neighbours[square]:
            other = board[other_square]
            if not other:
                continue
            level = height + len(other) - (MAX_HEIGHT - 1)
            if 1 <= level <= len(other) and level <= height and stack[level - 1] == me:
                found.append(Move(square, level, other_square))
    return found


def order_moves(pos: Position, moves: list[Move]) -> list[Move]:
    """Sort moves best-first by a cheap guess: own stacks completed first, gifts last."""
    if len(moves) <= 1:
        return moves
    board = pos.board
    me = pos.turn
    opponent = OTHER[me]

    def guess(move: Move) -> int:
        src, level, dst = move
        if level == 0:
            return 0
        lifted = board[src][level - 1 :]
        grown = len(board[dst]) + len(lifted)
        if grown == MAX_HEIGHT:
            return 1000 if lifted[-1] == me else -1000
        value = grown if lifted[-1] == me else -grown
        if level > 1 and board[src][level - 2] == opponent:
            value -= 1  # uncovers an opposing checker
        return value

    return sorted(moves, key=guess, reverse=True)


# --- the computer player's hooks -----------------------------------------------------------

SCALE = STACK
"""An evaluation of one stack is a clear advantage."""
tactical_moves = scoring_moves

NODE_SECONDS = 25e-6
"""CPython time per searched node on 8x8 (a desktop core, CPU time)."""

# Each level searches about four times as many nodes as the one below: at 8,000 against
# 18,000 nodes the stronger side won only 57% of 100 games, short of the 65% we want, and
# 40,000 against 10,000 won 61%; 70,000 against 10,000 won 82% (40 games). The time caps
# only bite on slow devices: on a mid-range phone (:data:`byte.bot.SLOW_DEVICE`) level 5
# stops at 6 s, about 30,000 nodes, still three times level 4's budget.
# Levels 3-5 open from the book of their board size (``book-byte-8.txt``,
# ``book-byte-10.txt``: searches of twice level 5's nodes, tools/make_book.py), level 5 with
# a best book move, 3 and 4 varying among the moves the book keeps (``book_spread``, in
# evaluation points); levels 1 and 2 stay without one.
LEVELS: dict[int, Level] = {
    1: Level(nodes=400, temperature=300.0, max_seconds=1.0, max_depth=1),
    2: Level(nodes=1_500, temperature=60.0, max_seconds=1.0, max_depth=2),
    3: Level(nodes=2_500, temperature=0.0, max_seconds=2.5, solve_nodes=1_500,
             book_spread=0.3 * STACK),
    4: Level(nodes=10_000, temperature=0.0, max_seconds=4.0, solve_nodes=5_000,
             book_spread=0.1 * STACK),
    5: Level(nodes=70_000, temperature=0.0, max_seconds=6.0, solve_nodes=20_000,
             book_spread=0.0),
}
TEN_BY_TEN_SHARE = 0.6
"""10x10 nodes cost more (more stacks, more moves): budgets there are scaled by this."""
SOLVE_STACKS = 7
"""Try an exact proof when at most this many stacks are left on the board."""


LEARNED_SHARE = 0.85
"""A node of the learned evaluation costs about a sixth more (87,800 against 104,000 nodes
a second, CPython): where it plays, budgets are scaled by this, so a move takes as long."""
LEARNED_TEMPERATURE = 1.7
"""The learned evaluation spreads its scores wider than the hand-written one (it doubles
them before the first stack is won): the levels' noise (``temperature``, in points) is
widened by this, so level 1 stays as gentle. With it, level 1 scored 50.7% over 400 games
against level 1 with the hand-written evaluation on 8x8 (61.3% without), 47.2% on 10x10."""


def levels_for(size: int, variant: str = "") -> dict[int, Level]:
    """The levels on a board size (10x10 searches fewer, dearer nodes, and so does the
    learned evaluation, with a noise as wide as its scores); the same in every variant."""
    nodes = 1.0 if size == 8 else TEN_BY_TEN_SHARE
    temperature = 1.0
    if CHOICE.learned and learned.available(size):
        nodes *= LEARNED_SHARE
        temperature = LEARNED_TEMPERATURE
    if nodes == 1.0 and temperature == 1.0:
        return LEVELS
    return {number: replace(level, nodes=int(level.nodes * nodes),
                            temperature=level.temperature * temperature)
            for number, level in LEVELS.items()}


def solve_when(pos: Position, solve_nodes: int = 0) -> bool:
    """An exact proof pays off once few stacks remain (on any budget: Byte's proofs are
    small)."""
    board = pos.board
    return sum(1 for square in pos.dark_squares if board[square]) <= SOLVE_STACKS


def final_score(pos: Position) -> int:
    """A finished game for the side to move: 1 won, -1 lost (Byte has no draws)."""
    return 1 if pos.winner() == pos.turn else -1
