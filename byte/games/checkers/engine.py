"""The computer player's hooks for Checkers: evaluation, move order, tactics, levels.

Scores are in points for the side to move; :data:`SCALE` (100) is one man. The evaluation
adds, for each side:

- **material** — a man is 100; a king is worth three men where kings fly (Checkers,
  International) and a bit under one and a half in English checkers;
- **advancement** — men further up the board are nearer to a king (a little: rushing
  forward also gives the opponent targets);
- **back-rank guard** — men still on their own first row keep enemy men from crowning,
  which matters while the opponent has no king yet;
- **centre** — men and kings on the central squares control more of the board;
- **runaway men** — a man with no enemy piece left in the cone in front of it will crown;
- **king mobility** — where kings fly, a king with many open diagonals is worth more;
- **trading when ahead** — with fewer pieces on the board a lead counts for more, and
  kings against a lone king are hard to win (those endgames are damped towards a draw);
- **closing in** — where kings are short, kings ahead against kings alone are worth more
  the nearer they stand to the enemy kings (the way to drive them out of a double corner).

Antidraughts turns it round (own pieces are a burden, the opponent's few moves a threat),
and Breakthrough adds the race: advancement counts three times over, and a runaway man
that crowns before any of the opponent's is worth ten men.

All of it is bit counting over the position's bitboards, so one evaluation costs a few
microseconds.

In Checkers, International draughts, English checkers, Russian draughts, Pool checkers,
Italian draughts, Frisian draughts and Antidraughts the levels play with a learned
evaluation on top of this one (:mod:`byte.games.checkers.learned`: blocks of men, in
English checkers, Russian draughts and Pool checkers also the material and the kings'
squares, fitted to self-play by ``tools/train_checkers.py``); ``use_evaluation`` picks
``"learned"`` or ``"hand"`` (:func:`hand_evaluate`, every other rule set's), so that
matches can pit them against each other. The learned one costs about a sixth more a node,
so its levels search :data:`LEARNED_NODE_SHARE` of the nodes (:func:`levels_for`). Level
5 with it against level 5 with this one alone, as it played before, 100 games from even
2-ply openings, colours swapped, both stopped at 0.3 s of CPU a move (``bench/strength.py
--game checkers --variant brazilian --only level5-level5@hand --slowdown 20``): in
Checkers (``--seed 5`` and ``--seed 6``) 55 won, 38 drawn, 7 lost, 74.0% (95% CI
64.6-81.6%), at 326 to 346 ms a decision each side (68.0% with its first weights, fitted
to 1,757 games played with 1,500 nodes a move; with king features fitted to the same
games as these weights 68.0%, and 68.4% over 49 games with the material table fitted on
positions with a king only); in International draughts (``--variant international``, two
runs of 50 games, ``--seed 5`` and ``--seed 6``) 58 won, 35 drawn, 7 lost, 75.5% (95% CI
66.2-82.9%), at 283 against 290 ms a decision; in English checkers (``--variant
english``, the same two seeds) 51 won, 44 drawn, 5 lost, 73.0% (95% CI 63.6-80.7%), at
344 to 351 ms a decision each side (68.5% with weights of men only, fitted to 1,416 games
played with 1,500 nodes a move); in Russian draughts (``--variant russian``, the same two
seeds) 57 won, 34 drawn, 9 lost, 74.0% (95% CI 64.6-81.6%; the seeds gave 72.0% and
76.0%), at 303 to 327 ms a decision each side (72.0% with weights of men only fitted to
the same games, 70.0% with its first weights, fitted to 1,506 games played with 1,500
nodes a move); in Pool checkers (``--variant pool``, the same two seeds) 53 won, 40
drawn, 7 lost, 73.0% (95% CI 63.6-80.7%), at 401 to 413 ms a decision each side (65.5%
with weights of men only, fitted to 1,520 games played with 1,500 nodes a move); in
Italian draughts (``--variant italian``, 30 games with each of ``--seed 5`` and ``--seed
6``, 20 with each of 7 and 8) 45 won, 33 drawn, 22 lost, 61.5% (95% CI 51.7-70.4%), at
350 to 379 ms a decision each side; in Frisian draughts (``--variant frisian``, 50 games
with each of ``--seed 5`` and ``--seed 6``) 81 won, 5 drawn, 14 lost, 83.5% (95% CI
75.0-89.5%), at 287 to 290 ms a decision each side; in Antidraughts (``--variant
antidraughts``, 50 games with each of ``--seed 5`` and ``--seed 6``) 92 won, none drawn,
8 lost, 92.0% (95% CI 85.0-95.9%), at 288 to 290 ms a decision each side.

>>> from byte.games.checkers.rules import from_code, start
>>> hand_evaluate(start())
0
>>> abs(evaluate(start())) < SCALE // 10  # the learned one: the move is worth a little
True
>>> evaluate(from_code("W:W21-32:B1-11", "english")) > SCALE // 4  # a man ahead
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from byte.bot import EvaluationChoice, Level
from byte.games.checkers import learned
from byte.games.checkers.rules import BLACK, GEOMETRY, OTHER, WHITE, Move, Position

SCALE = 100
"""One man: the evaluation of a clear advantage."""

MAN = 100
FLYING_KING = 300
SHORT_KING = 140
CENTRE = 4
BACK_GUARD = 6
KING_MOBILITY = 2
RUNAWAY = 60
"""A runaway man is nearly a king: this, less 8 points per row still to go."""
TRADE = 40
"""Bonus per man of lead, scaled by how many of the start's pieces are gone."""


class _Tables:
    """Masks the evaluation needs, per board size (built on first use)."""

    def __init__(self, size: int) -> None:
        geo = GEOMETRY[size]
        self.size = size
        rank = geo.rank_masks
        # rows[side][r]: the squares r rows in front of the side's first row.
        self.rows = {WHITE: list(rank), BLACK: list(reversed(rank))}
        steps = (0, 2, 4, 6, 9, 13, 18, 24, 30) if size == 8 else (
            0, 1, 2, 3, 5, 7, 9, 12, 16, 20
        )
        self.advance = [steps[r] for r in range(size)]
        # (row, bonus) for the rows where a man earns an advancement bonus.
        self.weighted = {
            side: tuple((rows[r], self.advance[r]) for r in range(1, size - 1))
            for side, rows in self.rows.items()
        }
        self.back = {WHITE: rank[0], BLACK: rank[size - 1]}
        low, high = (2, 5) if size == 8 else (2, 7)
        self.centre = 0
        for square in geo.squares:
            file, row = geo.coords[square]
            if low <= file <= high and size // 2 - 2 <= row <= size // 2 + 1:
                self.centre |= geo.bit[square]
        # The runaway check looks at men at most this many rows from the crowning row.
        near = 3 if size == 8 else 4
        self.near = {
            WHITE: sum(rank[size - 1 - near : size - 1]),
            BLACK: sum(rank[1 : near + 1]),
        }
        self.cone: dict[str, dict[int, int]] = {WHITE: {}, BLACK: {}}
        self.to_go: dict[str, dict[int, int]] = {WHITE: {}, BLACK: {}}
        for square in geo.squares:
            file, row = geo.coords[square]
            bit = geo.bit[square]
            for side, ahead in ((WHITE, 1), (BLACK, -1)):
                cone = 0
                for other in geo.squares:
                    f2, r2 = geo.coords[other]
                    rows_ahead = (r2 - row) * ahead
                    if rows_ahead > 0 and abs(f2 - file) <= rows_ahead:
                        cone |= geo.bit[other]
                self.cone[side][bit] = cone
                self.to_go[side][bit] = size - 1 - row if side == WHITE else row


class _TableCache(dict):
    def __missing__(self, size: int) -> _Tables:
        tables = self[size] = _Tables(size)
        return tables


_TABLES: dict[int, _Tables] = _TableCache()


def _king_mobility(kings: int, occupied: int, fly: tuple) -> int:
    """Empty squares the flying kings see along their diagonals."""
    seen = 0
    while kings:
        king = kings & -kings
        kings ^= king
        for rays, rising in fly:
            ray = rays[king]
            blockers = ray & occupied
            if blockers:
                if rising:
                    ray &= (blockers & -blockers) - 1
                else:
                    ray &= -(1 << blockers.bit_length())
            seen += ray.bit_count()
    return seen


def _side_score(
    tables: _Tables, side: str, men: int, kings: int, enemy: int, enemy_kings: int,
    king_value: int,
) -> int:
    """Everything but material trades, for one side (positive: good for it)."""
    score = MAN * men.bit_count() + king_value * kings.bit_count()
    for row, bonus in tables.weighted[side]:
        score += bonus * (men & row).bit_count()
    score += CENTRE * ((men | kings) & tables.centre).bit_count()
    if not enemy_kings:
        score += BACK_GUARD * (men & tables.back[side]).bit_count()
        runners = men & tables.near[side]
        cone = tables.cone[side]
        to_go = tables.to_go[side]
        while runners:
            man = runners & -runners
            runners ^= man
            if not cone[man] & enemy:
                score += RUNAWAY - 8 * to_go[man]
    return score


RESOLVE_PLIES = 8
"""How deep :func:`evaluate` follows compulsory captures before judging the board."""
WON = 20 * SCALE
"""What a capture sequence that leaves the opponent without a move is worth."""
_RESOLVED: dict[str, dict[int, tuple[int, int, int]]] = {}
"""Per rule set, the resolved values of positions with a capture to make: position key to
(value, height, plies). ``plies`` is how deep the resolution could go, ``height`` how deep
it went; when it went less deep than it could, nothing was cut off, and the value holds
for any depth beyond ``height``."""
_RESOLVED_LIMIT = 200_000


def evaluate(pos: Position) -> int:
    """How good the position is for the side to move, in points (:data:`SCALE` = a man).

    A capture is compulsory, so a position where the side to move must take is judged
    after the captures (each side taking in turn, as long as one must): the board alone
    would count the pieces about to fall. The answers are cached per position, and so
    are those of the positions the captures pass through (the search meets them again
    as it plays the captures itself).

    >>> from byte.games.checkers.rules import from_code
    >>> evaluate(from_code("W:Wc3,h2:Bd4,a7")) > SCALE  # c3 takes d4 for nothing
    True
    """
    captures = pos.captures()
    if not captures:
        return static_evaluate(pos)
    cache = _RESOLVED.get(pos.variant)
    if cache is None or len(cache) > _RESOLVED_LIMIT:
        cache = _RESOLVED[pos.variant] = {}
    return _resolve(pos, captures, RESOLVE_PLIES, cache)[0]


def _resolve(pos: Position, captures: list[Move], plies: int,
             cache: dict[int, tuple[int, int, int]]) -> tuple[int, int]:
    """The best of the compulsory captures for the side to move, followed to the end but
    at most ``plies`` deep, and how deep that went (a cached answer serves when it was
    found as deep, or went less deep than both its search and this one could)."""
    key = pos.key
    known = cache.get(key)
    if known is not None:
        value, height, depth = known
        if depth == plies or (height < depth and height < plies):
            return value, height
    best = -WON - 1
    height = 1
    for move in captures:
        pos.push(move)
        if pos.is_over():
            winner = pos.winner()
            # For the side that took (Antidraughts: the side left without a move wins).
            value = 0 if winner is None else WON if winner != pos.turn else -WON
        else:
            replies = pos.captures() if plies > 1 else []
            if replies:
                value, below = _resolve(pos, replies, plies - 1, cache)
                value = -value
                if below >= height:
                    height = below + 1
            else:
                value = -static_evaluate(pos)
        pos.pop()
        if value > best:
            best = value
    cache[key] = (best, height, plies)
    return best, height


ANTI_KING = 150
"""Antidraughts: what a king of one's own costs (more than a man: harder to give away)."""
ANTI_MOBILITY = 3
"""Antidraughts: points per move the opponent has (few moves are near a win for him)."""
BREAKTHROUGH = 10 * SCALE
"""Breakthrough: a man that will crown first, whatever the opponent does, wins."""
BREAKTHROUGH_ADVANCE = 3
"""Breakthrough: the advancement table counts this many times over."""


def static_evaluate(pos: Position) -> int:
    """The board alone, for the side to move (no look at captures): the hand-written
    evaluation, or the learned one where the rule set has one and ``use_evaluation``
    chose it."""
    score = hand_evaluate(pos)
    if CHOICE.learned and learned.available(pos.variant):
        return learned.evaluate(pos, score)
    return score


def hand_evaluate(pos: Position) -> int:
    """The hand-written evaluation of the board alone, for the side to move."""
    goal = pos.rules.goal
    if goal == "anti":
        return _anti_evaluate(pos)
    score = _plain_evaluate(pos)
    if goal == "crown":
        score += _race(pos)
    return score


# The cached values of capture sequences were worked out with the evaluation before.
CHOICE = EvaluationChoice("Checkers", on_change=lambda: _RESOLVED.clear())  # i18n: not shown
use_evaluation = CHOICE.use
"""The engine hook: ``use_evaluation("hand")`` makes the levels of the rule sets with a
learned evaluation play the hand-written one (``"learned"`` back), handing back the name
of the one chosen before."""


def _anti_evaluate(pos: Position) -> int:
    """Antidraughts, for the side to move: pieces of one's own are a burden, the
    opponent's are good, and so are his having few moves (he wins with none)."""
    mine, theirs = (pos.white, pos.black) if pos.turn == WHITE else (pos.black, pos.white)
    kings = pos.kings
    score = MAN * (theirs.bit_count() - mine.bit_count())
    score += (ANTI_KING - MAN) * ((theirs & kings).bit_count() - (mine & kings).bit_count())
    # Moves: the more a side has, the further it is from running out of them (a win).
    white = pos.turn == WHITE
    own = pos._count(mine, theirs, kings, white)
    other = pos._count(theirs, mine, kings, not white)
    score -= ANTI_MOBILITY * (min(own, 20) - min(other, 20))
    return score


def _race(pos: Position) -> int:
    """Breakthrough, for the side to move: men further up the board count for much more,
    and a runaway man (no enemy piece in the cone in front of it) wins, unless the
    opponent has one that crowns sooner (the side to move goes first in a tie)."""
    tables = _TABLES[pos.size]
    white, black = pos.white, pos.black
    score = 0
    best = {}
    for side, men, enemy in ((WHITE, white, black), (BLACK, black, white)):
        sign = 1 if side == WHITE else -1
        for row, bonus in tables.weighted[side]:
            score += sign * (BREAKTHROUGH_ADVANCE - 1) * bonus * (men & row).bit_count()
        cone, to_go = tables.cone[side], tables.to_go[side]
        nearest = None
        while men:
            man = men & -men
            men ^= man
            if not cone[man] & enemy and (nearest is None or to_go[man] < nearest):
                nearest = to_go[man]
        best[side] = nearest
    score = score if pos.turn == WHITE else -score
    mine, theirs = best[pos.turn], best[OTHER[pos.turn]]
    if mine is not None and (theirs is None or mine <= theirs):
        score += BREAKTHROUGH - 10 * mine
    elif theirs is not None:
        score -= BREAKTHROUGH - 10 * theirs
    return score


def _plain_evaluate(pos: Position) -> int:
    """The board alone where the game is won by taking or blocking every enemy piece."""
    tables = _TABLES[pos.size]
    white, black, kings = pos.white, pos.black, pos.kings
    white_kings = white & kings
    black_kings = black & kings
    white_men = white ^ white_kings
    black_men = black ^ black_kings
    flying = pos.rules.flying_kings
    king_value = FLYING_KING if flying else SHORT_KING
    score = _side_score(tables, WHITE, white_men, white_kings, black, black_kings, king_value)
    score -= _side_score(tables, BLACK, black_men, black_kings, white, white_kings, king_value)
    if flying and kings:
        fly = GEOMETRY[pos.size].fly
        occupied = white | black
        score += KING_MOBILITY * (
            _king_mobility(white_kings, occupied, fly) - _king_mobility(black_kings, occupied, fly)
        )
    white_count = white.bit_count()
    black_count = black.bit_count()
    # Material lead in men, kings counted at their value.
    lead = int(
        (
            MAN * (white_men.bit_count() - black_men.bit_count())
            + king_value * (white_kings.bit_count() - black_kings.bit_count())
        )
        / MAN
    )
    if lead:
        start_pieces = 2 * pos.rules.men
        gone = start_pieces - white_count - black_count
        trade = TRADE * abs(lead) * gone // start_pieces  # (rounded the same for both sides)
        score += trade if lead > 0 else -trade
        # A few pieces against a lone king (or two kings) rarely win where kings fly.
        if flying:
            weak_kings, strong_count = (
                (black_kings, white_count) if lead > 0 else (white_kings, black_count)
            )
            weak_count = black_count if lead > 0 else white_count
            if weak_kings and weak_count <= 2 and strong_count <= weak_count + 3 and not (
                pos.rules.orthogonal and weak_count == 1
            ):
                # (Not a lone king where kings also take along ranks and files: two kings
                # often catch it there, see :func:`drawn`.)
                score = int(score / 4)
        else:
            strong, weak = (white_kings, black) if lead > 0 else (black_kings, white)
            if strong and weak == weak & kings:
                chase = _closing_in(tables, strong, weak)
                score += chase if lead > 0 else -chase
    return score if pos.turn == WHITE else -score


CLOSING_IN = 3
"""Points per square nearer: kings ahead against kings alone, where kings are short."""


def _closing_in(tables: _Tables, hunters: int, prey: int) -> int:
    """Where kings are short, the side ahead wins a kings-only ending by driving the enemy
    kings out of their double corners, which takes its kings close to them first: a bonus
    for each of its kings the nearer it stands to the nearest enemy king (without it, the
    search sees no progress in such an ending and may repeat the position into a draw)."""
    geo = GEOMETRY[tables.size]
    coords, number = geo.coords, geo.number
    targets = []
    while prey:
        low = prey & -prey
        prey ^= low
        targets.append(coords[number[low]])
    bonus = 0
    far = tables.size - 1
    while hunters:
        low = hunters & -hunters
        hunters ^= low
        file, row = coords[number[low]]
        nearest = min(max(abs(file - f), abs(row - r)) for f, r in targets)
        bonus += CLOSING_IN * (far - nearest)
    return bonus


def order_moves(pos: Position, moves: list[Move]) -> list[Move]:
    """Best-first guess: captures taking the most first, then crowning moves, then moves
    towards the centre and forward (deterministic for equal guesses)."""
    if len(moves) <= 1:
        return list(moves)
    geo = GEOMETRY[pos.size]
    tables = _TABLES[pos.size]
    bit = geo.bit
    kings = pos.kings
    promote = geo.promote[pos.turn]
    centre = tables.centre
    rows = tables.rows[pos.turn]

    def guess(move: Move) -> int:
        src, dst = bit[move.src], bit[move.dst]
        value = 1000 * len(move.captured)
        if not src & kings:
            if dst & promote:
                value += 500
            else:
                value += 2 if dst & (rows[-2] | rows[-3]) else 0
        if dst & centre:
            value += 3
        if src & centre:
            value -= 1
        return -value

    return sorted(moves, key=guess)


def tactical_moves(pos: Position) -> list[Move]:
    """Moves worth searching past the horizon: the captures, when one is compulsory (then
    every legal move takes), most pieces first; otherwise none."""
    captures = pos.captures()
    if len(captures) > 1:
        captures.sort(key=lambda move: -len(move.captured))
    return captures


def quiet_move(move: Move) -> bool:
    """True for a move that takes nothing (the search may reduce it when it comes late).

    >>> from byte.games.checkers.rules import start
    >>> all(quiet_move(move) for move in start().legal_moves())
    True
    """
    return not move.captured


def final_score(pos: Position) -> int:
    """A finished game for the side to move: 1 won, 0 drawn, -1 lost."""
    winner = pos.winner()
    if winner is None:
        return 0
    return 1 if winner == pos.turn else -1


SHORT_KING_DRAW = 3
"""Where kings are short (English checkers), equal numbers of kings alone, up to this many
a side, make a drawn ending."""


def drawn(pos: Position) -> bool:
    """True for an ending drawn with correct play, no capture pending. Where the search
    stops it scores these endings as draws, so level 5, playing for a win, keeps pieces on
    the board rather than trade down into one. The few that are lost at once to a trap
    (a lone king shut in a corner) are still found: the moves before the horizon are
    searched.

    - Where kings fly: each side has a king and at most two pieces (two kings cannot catch
      a king that keeps to the open diagonals, and a man beside a king only adds a king).
    - Where kings also take along ranks and files (Frisian, Frysk!): a king against a king
      only. Two kings against one often win there: level 5, left with a lone king against
      two in a game against plain UCT, was lost by force (its search proved it a few
      moves later) while this hook still called the ending drawn.
    - Where kings are short (English checkers): kings only, as many on each side, at most
      :data:`SHORT_KING_DRAW` (one king more wins there, so a side ahead is never drawn).
      Level 5 drew 17 of 94 games against plain UCT, nearly all in such endings, traded
      down into from positions it judged about even.

    >>> from byte.games.checkers.rules import from_code
    >>> drawn(from_code("W:WKb8,Kh2:BKd4")), drawn(from_code("W:WKb8,Kh2,Ke1:BKd4"))
    (True, False)
    >>> drawn(from_code("W:WKa1,h2:BKe5"))  # the king of a1 takes e5
    False
    >>> drawn(from_code("W:WK21,K22:BK1", "english"))  # two short kings win against one
    False
    >>> drawn(from_code("W:WK21,K29:BK1,K4", "english"))
    True
    """
    if pos.rules.goal:
        return False  # Antidraughts and Breakthrough: such endings are won or lost
    white, black, kings = pos.white, pos.black, pos.kings
    white_count, black_count = white.bit_count(), black.bit_count()
    if pos.rules.orthogonal:
        # Frisian: kings take along ranks and files too, so two kings often catch a lone
        # king (the rules give them seven moves); only a king against a king is drawn.
        return white_count == black_count == 1 and (white | black) == kings \
            and not pos.captures()
    if pos.rules.flying_kings:
        if white_count > 2 or black_count > 2:
            return False
        if not white & kings or not black & kings:
            return False
    elif white_count != black_count or white_count > SHORT_KING_DRAW or (white | black) != kings:
        return False
    return not pos.captures()


def prover(pos: Position) -> Any:
    """An exact prover for the puzzles of ``pos``'s rule set
    (:class:`byte.games.checkers.prover.Prover`), or None where it does not suit the rules
    (the general solver proves those). Not for the computer's games: it ignores the
    positions seen before, which a repetition could bring back."""
    # Imported here: only the puzzles' tools and tests prove; the page never does.
    from byte.games.checkers.prover import Prover

    return Prover.for_position(pos)


SOLVE_PIECES = {8: 6, 10: 5}
"""Try an exact solve when at most this many pieces are left (by board size)."""


def solve_when(pos: Position, solve_nodes: int = 0) -> bool:
    """True when few pieces are left, so an exact win/draw/loss proof is worth trying (on
    any budget ``solve_nodes``: the protocol passes it, small endings need little)."""
    return (pos.white | pos.black).bit_count() <= SOLVE_PIECES.get(pos.size, 5)


NODE_SECONDS = 25e-6
"""CPython time per searched node on 8x8 (a desktop core, CPU time; an upper bound, most
searches run at 10-15 µs a node): level 5's 54,000 nodes take at most 1.4 seconds."""

LEVELS: dict[int, Level] = {
    1: Level(nodes=300, temperature=60.0, max_seconds=1.0, max_depth=1),
    2: Level(nodes=2_000, temperature=20.0, max_seconds=1.0, max_depth=3),
    3: Level(nodes=3_000, temperature=0.0, max_seconds=0.9, solve_nodes=1_000,
             book_spread=0.3 * SCALE),
    4: Level(nodes=10_000, temperature=0.0, max_seconds=1.5, solve_nodes=3_000,
             book_spread=0.1 * SCALE),
    5: Level(nodes=54_000, temperature=0.0, max_seconds=6.0, solve_nodes=30_000, contempt=25,
                 reduce_late=True, book_spread=0.0),
}
"""The 8x8 levels (Checkers and English checkers). Budgets are nodes (the same on every
machine): level 5's keep the browser within two seconds a move on a desktop, about a
second in the median (``bench/bot_browser.py --levels 5``, 15-25 positions of one game
each: median and longest 0.89 and 1.63 s in Checkers with its learned evaluation, 0.93
and 1.31 s in English checkers (learned too; 1.02 and 1.18 s with the hand-written one
alone), 0.94 and 1.28 s in International draughts (learned too), Russian 0.78 and 1.36 s
(on a machine a third slower, 1.38 and 2.04 s learned against 1.55 and 2.82 s with the
hand-written evaluation alone, Checkers there 1.22 and 2.78 s), Pool 0.97 and 1.85 s (on
the slower machine 1.37 and 3.09 s learned, 1.66 and 2.78 s with the hand-written
evaluation alone), Italian 0.76 and 1.37 s (on the slower machine, the same positions
with ``--every 3``: 1.20 and 2.24 s learned, 1.32 and 2.29 s with the hand-written
evaluation alone), Frisian 0.61 and 1.89 s (on the slower machine, the same positions
with ``--every 3``: 1.02 and 2.43 s learned, 1.07 and 2.38 s with the hand-written
evaluation alone; a second learned run 1.19 and 2.52 s), Frysk! 0.85 and 1.08 s,
Antidraughts 0.67 and 0.84 s (on the slower machine, ``--every 3``: 1.18 and 1.42 s
learned, 1.14 and 1.32 s with the hand-written evaluation alone), Breakthrough 1.08 and
1.29 s). With 80,000 nodes level 5 had taken up to 2.25 s in Checkers. The time caps only
matter on slow devices, where they stop the search first: level 3's keeps it above level
2 on the slowest device the tests model, level 4's is 0.15 ms a node and level 5's the
longest think allowed, so on a mid-range phone (:data:`byte.bot.SLOW_DEVICE`, 0.2 ms a
node) levels 3-5 reach about 3,000, 7,500 and 30,000 nodes, level 5 in 6 s, shown by the
thinking indicator.

Levels 3-5 open from the rule set's book where it has one (``book-VARIANT-SIZE.txt``,
made by ``tools/make_book.py``): level 5 a best book move, levels 4 and 3 vary among the
moves the book keeps. Every rule set has one: Checkers, English checkers and International
draughts 250, 250 and 200 positions, Russian, Pool and Italian 120, the four on 10x10 80,
the first four to six plies, each searched with 150,000 nodes (about three times level 5's
budget; the command is the first line of each file), up to three moves a position within
a fifth of a man of the best, so a reply the book does not keep is one the search thought
clearly worse. The newer rule sets' books came after the figures below were measured.

Level 5 plays for a win: a draw is worth a quarter of a man less than nothing to it
(``contempt``), and so is an ending known to be drawn (:func:`drawn`), so it does not
trade down into one while it has better chances. Where kings fly most games between good
players are drawn, and a level that only searches deeper draws the level below too often.
The ladder in Checkers (``bench/strength.py``, 100 games a pairing unless decided
sooner), with the learned evaluation and 54,000 nodes for level 5: level 5 beat level 4
81.0% (62-38-0; with the weights fitted to 6,000 games, 79.6%, 45-31-0 over 76 games,
``--seed 7``, at 749 against 137 ms a decision), level 4 beat level 3 86.8% (34 games),
level 3 beat level 2 and level 2 level 1 95.0% (20 games each). With the hand-written
evaluation and 80,000 nodes: 69.5%, 76.0% and 92.5%. Before that, with 6,000, 20,000 and
40,000 nodes for levels 3-5, level 5 scored 62.5% against level 4 (64 games); 80,000
nodes alone did not change that (55%, 19 games), nor did contempt (58%, 51 games), until
levels 3 and 4 searched less. In English checkers: 83.3% (48 games), 77.6% (96) and 95.0%
(20), before level 5 reduced late moves.

Level 5 also searches late quiet moves less deeply first (``reduce_late``, with
:func:`quiet_move`): about a ply deeper on the same nodes (9.9 to 11.0 plies over 40 middle
games). Against plain UCT in Checkers that took it from 87.1% (101 games) to 91.5% (100
games; UCT thought 0.89x as long as level 5 there, against 1.05x before; a later run at
0.98x gave 86.0%). Once an iteration cut short by the budget could still change the move
(see :mod:`byte.search`), it scored 90.5% (84-3, 13 drawn, 100 games, seed 29; UCT thought
1.01x as long): in 7 of the draws level 5 had fallen behind and held the ending, the other
6 were a king against a king. In English checkers it scored 93.0% against plain UCT (89-3,
8 drawn, 100 games; UCT thought 0.96x as long), after :func:`drawn` learned the short
kings' endings."""

TEN_BY_TEN_SHARE = 0.6
"""10x10 nodes cost more (more pieces, longer captures): budgets there are scaled by this.
In International draughts level 5 (32,400 nodes; 27,540 with its learned evaluation)
answers in 0.94 s (median) in the browser; with 48,000 nodes it beat level 4 92.5% (20
games, decided) and plain UCT at equal time 100-0 (100 games, 0.76 s a decision each).

The seven newer rule sets, level 5 against plain UCT at equal time, measured with a
shorter time for both (``bench/strength.py --slowdown 20``: level 5 stops at 0.3 s CPU,
a quarter to a third of its budget), wins-draws-losses. At the target's game count:
Russian 35-5-0 in 40 games, 93.8% (95% CI 81.8-98.0%; UCT thought 1.00x as long; two
draws under the rule of fifteen king moves, two under the lone king's, one by
repetition; in three of the four looked at, level 5 had fallen behind to a combination
and held the ending); Frysk! 17-3-0 in 20 games, 92.5% (73.1-98.2%; 1.00x; two draws a
king against a king, one level 5's lone king holding out against two for the rule's
seven moves); Frisian 37-1-2 in 40 games, 93.8% (81.8-98.0%; 1.02x; the draw a king
against a king, both losses with level 5 White). A first run of the same openings had
stood at 5-2-1 after 8 games: there the loss and both draws began with a combination
past the horizon of the shortened search (about 16,000 nodes, 8 plies; in the lost game
level 5's full budget, 48,000 nodes, finds the defence, 30,000 do not), not with a rule
the evaluation misreads. The same eight openings went 8-0-0 in the second run; between
the two the search only got faster (the capture resolution's cache, :func:`evaluate`),
so the difference is mostly the sample and where a time cap happens to stop a search.
On the same version: Italian 18-2-0 in 20 games, 95.0% (76.4-99.1%; 0.99x; both draws
a king against a king, by repetition); Antidraughts 20-0-0 (100%, 83.9-100%), and 8-0-2
in 10 more games from other openings (``--seed 2``; both lost with level 5 holding a
king it could not give away); Breakthrough 15-0-1 in 16 games from those openings
(93.8%), and 8-0-0 in the first 8 of ``--seed 1`` (4-0-0 before); Pool 19-0-1 in 20
games, 95.0% (76.4-99.1%; UCT thought 0.86x as long), and 10-0-0 from the other
openings. Breakthrough, all 20 games of ``--seed 1`` on the version of the ladder below:
20-0-0 (100%, 83.9-100%; UCT 1.00x).

The ladder (``--only levelN-levelM --decide --slowdown 1``: the levels' own budgets,
caps timed in CPU time; a pairing stops once its 99% interval is clear of 65%, else at
the target's game count), the higher level's wins-draws-losses and score:

==============  =============  =============  =============  =============
rule set        2 vs 1         3 vs 2         4 vs 3         5 vs 4
==============  =============  =============  =============  =============
Russian         17-3-0, 92.5%  20-0-0, 100%   29-8-3, 82.5%  26-10-0, 86.1%
                                              (40 games)     (36, decided)
Frisian         20-0-0, 100%   18-2-0, 95.0%  28-7-5, 78.8%  25-8-1, 85.3%
                                              (40 games)     (34, stopped)
Frysk!          18-0-2, 90.0%  19-1-0, 97.5%  12-5-3, 72.5%  11-6-3, 70.0%
Italian         19-1-0, 97.5%  18-2-0, 95.0%  12-7-1, 77.5%  13-6-1, 80.0%
Antidraughts    20-0-0, 100%   20-0-0, 100%   16-0-4, 80.0%  17-1-2, 87.5%
Breakthrough    17-0-3, 85.0%  17-0-3, 85.0%  16-0-4, 80.0%  17-0-3, 85.0%
Pool            19-1-0, 97.5%  18-1-1, 92.5%  12-3-5, 67.5%  13-6-1, 80.0%
==============  =============  =============  =============  =============

20 games where no count is given. Every step is above 65%; the narrowest, Pool's level 4
against level 3 (95% CI 45.7-83.7%) and Frysk!'s level 5 against level 4 (48.1-85.5%),
are small samples. Level 5 took 0.5-1.0 s of CPU a decision here, level 4 0.06-0.13 s.
In Pool at ``--slowdown 20`` (a 0.3 s cap) level 5 took at most 0.31 s and 0.25 s on
average over 122 decisions of three games.

Measured again the same way once the levels played a learned evaluation (40 games each,
``--seed 1``): Russian 4 vs 3 22-15-3, 73.8% (95% CI 58.5-84.9%), 5 vs 4 23-17-0, 78.8%
(63.9-88.6%); Pool 4 vs 3 20-14-6, 67.5% (52.0-79.9%), 5 vs 4 21-9-4, 75.0% (58.4-86.5%;
stopped after 34 games); Frisian 4 vs 3 31-4-5, 82.5% (68.0-91.3%; level 4 119 ms a
decision, level 3 29 ms), 5 vs 4 31-4-5, 82.5% (68.0-91.3%; level 5 577 ms a decision,
level 4 98 ms); Italian 2 vs 1 18-2-0, 95.0% (76.4-99.1%; decided after 20 games), 3 vs 2
19-1-0, 97.5% (80.0-99.7%; decided after 20), 4 vs 3 26-12-2, 80.0% (65.2-89.5%), 5 vs 4
24-13-3, 76.2% (61.1-86.8%; level 5 910 ms a decision, level 4 168 ms); Antidraughts 5 vs
4 31-0-5, 86.1% (71.3-93.9%; decided after 36 games). In Antidraughts level 4 then beat
level 3 only 76-0-44, 63.3% (54.4-71.4%) over 120 games (seeds 1, 2 and 3: 55.0, 72.5 and
62.5%), where with the hand-written evaluation alone it was 33-0-7, 82.5% (``--seed 1``):
the learned evaluation lifts level 3 the most. With level 3 on half its nodes there
(:data:`LEARNED_LADDER_SHARES`), 4 vs 3 105-0-15, 87.5% (80.4-92.3%; seeds 1-3: 82.5,
90.0 and 90.0%) and 3 vs 2 71-0-9, 88.8% (80.0-94.0%; seeds 1 and 2)."""


def levels_for(size: int, variant: str = "") -> dict[int, Level]:
    """The levels for a board size and rule set: :data:`LEVELS` on 8x8, smaller node
    budgets on 10x10, and fewer nodes where the learned evaluation plays
    (:data:`LEARNED_NODE_SHARE`, and :data:`LEARNED_LADDER_SHARES` for single levels).

    >>> levels_for(10)[5].nodes < LEVELS[5].nodes
    True
    """
    learned_plays = CHOICE.learned and bool(variant) and learned.available(variant)
    costly = COSTLY_RULE_SETS.get(variant, 1.0)
    ladder = LEARNED_LADDER_SHARES.get(variant, {}) if learned_plays else {}
    if size == 8 and not learned_plays and costly == 1.0:
        return LEVELS
    key = (size, variant, learned_plays)
    if key not in _LEVEL_TABLES:
        share = (TEN_BY_TEN_SHARE if size != 8 else 1.0) * costly
        learned_share = LEARNED_NODE_SHARE if learned_plays else 1.0
        _LEVEL_TABLES[key] = {
            number: replace(
                level,
                nodes=int(level.nodes * share * learned_share * ladder.get(number, 1.0)),
                solve_nodes=int(level.solve_nodes * share),
            )
            for number, level in LEVELS.items()
        }
    return _LEVEL_TABLES[key]


COSTLY_RULE_SETS = {"russian": 0.75, "frisian": 0.65, "english": 0.8, "pool": 0.9}
"""Rule sets whose searches take longer on the same nodes than the others of their board
size (measured, CPython: Russian 14.4 µs a node in level 5's moves against Checkers'
11-12): their levels search this share of the nodes, so level 5 keeps to the browser's
time per move. With the full budgets level 5 took 1.44 s a move (median) in Russian and
1.26 s in Frisian, up to 2.48 s (``bench/bot_browser.py --levels 5``); now see
:data:`LEVELS`. English checkers and Pool checkers once their learned evaluations weighed
the kings too: with the full budgets 1.38 and 1.13 s (median), up to 1.67 and 2.06 s
(English with weights of men only 1.28 s, up to 1.70 s, on the positions of its own
level-3 game); with these shares 0.62 and 0.96 s, up to 1.31 and 1.83 s (each on the
positions of a level-3 game played with the same shares, so not the same positions)."""


LEARNED_NODE_SHARE = 0.85
"""The learned evaluation costs more per node (its blocks of men on top of the
hand-written terms, about a sixth more time a node on 8x8): the levels search this share
of their nodes with it, so a move takes about as long as with the hand-written one."""

LEARNED_LADDER_SHARES: dict[str, dict[int, float]] = {"antidraughts": {3: 0.5}}
"""Levels that search a smaller share of their nodes in a rule set where the learned
evaluation plays, so the ladder keeps its steps. In Antidraughts the learned evaluation
lifts level 3's shallow search the most, and level 4 fell below 65% against it; the
ladder's figures before and after are with :data:`TEN_BY_TEN_SHARE`. Giving level 4
twice its nodes instead took it to 74.2% against level 3 but brought level 5's step down
to 16 won and 10 lost after 26 games."""
_LEVEL_TABLES: dict[tuple[int, str, bool], dict[int, Level]] = {}
