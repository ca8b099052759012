"""Checkers rules: one engine, ten rule sets as data.

The rule sets (:data:`RULES`) are Checkers (``brazilian``: 8x8, flying kings, men capture
backwards, the most pieces must be taken), International draughts (``international``:
the same on 10x10, with the FMJD draw rules) and English checkers (``english``: 8x8, men
capture forwards only, kings step one square, any capture may be chosen); and Russian
draughts (``russian``: any capture, a man crowned in mid-capture goes on as a king), pool
checkers (``pool``: any capture, Black first), Italian draughts (``italian``: the board
turned, men never take kings, an order of priority among captures), Frisian draughts and
Frysk! (``frisian``, ``frysk``: captures along ranks and files too, the capture of most
value, kings that may not wander), Antidraughts and Breakthrough (``antidraughts``,
``breakthrough``: International moves, another end of the game).

The bitboard search below finds the captures of all but Frisian and Italian draughts;
theirs are walked square by square (:class:`_Walker`), as their rules of choice need the
pieces in the order they are taken, and Frisian's straight captures other rays.

Squares are the standard numbers of the board (PDN): 1 to 32 on 8x8 and 1 to 50 on 10x10,
row by row from Black's side, each row left to right as White sees it (1 = b8, 29 = a1 on
8x8). Checkers writes them as algebraic names (``c3``); the other two as numbers.

Inside, a position is three bitboards (White's pieces, Black's pieces, kings) in a layout
with one unused bit after every second row, so that each diagonal direction is one shift
(by half the board width, or one more) and a shift off the side of the board lands on an
unused bit. A whole move is then a few integer operations, and undoing it restores three
integers.

>>> pos = start()
>>> [pos.notation(m) for m in pos.legal_moves()][:3]
['a3-b4', 'c3-b4', 'c3-d4']
>>> pos.push(pos.parse_move("c3-d4"))
>>> pos.push(pos.parse_move("f6-e5"))
>>> pos.parse_move("d4-c5")
Traceback (most recent call last):
...
byte.errors.ByteError: A capture is compulsory: take with d4
>>> pos.notation(pos.parse_move("D4xF6"))
'd4xf6'
>>> pos.perft(3)
14
>>> start("international").perft(3)
658
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

from byte.errors import ByteError, and_list, is_number, or_list, quote
from byte.games import find, side_name
from byte.i18n import N_, language, tr, trc, trn

WHITE = "w"
BLACK = "b"
OTHER = {WHITE: BLACK, BLACK: WHITE}
FILES = "abcdefghij"

# Why a game was drawn (Position._draw); 0 while it is not.
_REPETITION, _QUIET, _ENDGAME = 1, 2, 3


@dataclass(frozen=True)
class Rules:
    """A rule set: everything that differs between the games of the engine."""

    variant: str
    name: str
    size: int
    first: str
    """The side that moves first from the start."""
    men_capture_backwards: bool
    flying_kings: bool
    """Kings move and capture along whole diagonals (else one square, like men)."""
    majority: bool
    """Among the captures, one taking the most pieces must be chosen."""
    crowning_ends_capture: bool
    """A man that reaches the far row by a capture is crowned and stops there."""
    repetitions: int
    """The game is drawn when a position appears for this many times (0: never)."""
    quiet_moves: int
    """Draw after this many moves each with no man moved and nothing captured (0: no
    such rule)."""
    quiet_words: str
    """How the draw by ``quiet_moves`` is told (in English; the outcome has a message
    for each)."""
    endgame_moves: tuple[int, ...] | None
    """Moves each after which an endgame of each class of :attr:`endgame` is drawn (for
    the FMJD rule: three pieces, and two or fewer, against a lone king)."""
    algebraic: bool
    """Squares are written ``c3`` (else by number)."""
    endgame: str = "fmjd"
    """Which endgame draw rule :attr:`endgame_moves` counts for (see ``_ENDGAMES``)."""
    crown_mid_capture: bool = False
    """A man reaching the far row during a capture is crowned at once and goes on as a
    king (Russian)."""
    capture_order: str = ""
    """Another rule than the majority for choosing among captures: ``"value"`` (Frisian:
    the greatest value, a man 100 and a king 199, then a king first) or ``"italian"`` (the
    priority order of Italian draughts)."""
    orthogonal: bool = False
    """Captures go along ranks and files too (Frisian)."""
    men_take_kings: bool = True
    """Men may capture kings (not in Italian draughts)."""
    mirrored: bool = False
    """The board is turned: a1 is light and square 1 is a8 (Italian draughts)."""
    goal: str = ""
    """Another end of the game: ``"anti"`` (the side left without a move wins) or
    ``"crown"`` (the first king wins)."""
    start_men: int = 0
    """Men each side has at the start when not the full rows (Frysk!: five)."""
    king_wander: int = 0
    """A side with men left may make at most this many non-capturing moves in a row with
    the same king (Frisian: three; 0: no limit)."""
    gametype: str = ""
    """The ``GameType`` number of PDN records."""

    @property
    def men(self) -> int:
        """The most pieces a side can have: a full start."""
        return self.size * (self.size // 2 - 1) // 2

    @property
    def walks(self) -> bool:
        """Captures are found square by square (rules the bitboard search lacks)."""
        return bool(self.capture_order)


# The two kinds of quiet-move draw (Rules.quiet_words); the outcome has a message for each.
_FREE = "moves each with only kings moving and nothing captured"  # i18n: not shown (a key)
_NO_MAN = "moves each with no man moved and nothing captured"  # i18n: not shown (a key)

RULES: dict[str, Rules] = {
    "brazilian": Rules(
        "brazilian", N_("Checkers"), 8, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=True,
        crowning_ends_capture=False, repetitions=3, quiet_moves=15,
        quiet_words=_FREE, endgame_moves=None, algebraic=True, gametype="26",
    ),
    "international": Rules(
        "international", N_("International draughts"), 10, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=True,
        crowning_ends_capture=False, repetitions=3, quiet_moves=25,
        quiet_words=_FREE, endgame_moves=(16, 5), algebraic=False, gametype="20",
    ),
    "english": Rules(
        "english", N_("English checkers"), 8, BLACK,
        men_capture_backwards=False, flying_kings=False, majority=False,
        crowning_ends_capture=True, repetitions=3, quiet_moves=40,
        quiet_words=_NO_MAN, endgame_moves=None, algebraic=False, gametype="21",
    ),
    "russian": Rules(
        "russian", N_("Russian draughts"), 8, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=False,
        crowning_ends_capture=False, repetitions=3, quiet_moves=15,
        quiet_words=_FREE, endgame_moves=(15, 30, 60, 5, 5), algebraic=True,
        endgame="russian", crown_mid_capture=True, gametype="25",
    ),
    "pool": Rules(
        "pool", N_("Pool checkers"), 8, BLACK,
        men_capture_backwards=True, flying_kings=True, majority=False,
        crowning_ends_capture=False, repetitions=3, quiet_moves=0,
        quiet_words="", endgame_moves=(13,), algebraic=False, endgame="pool",
        gametype="23",
    ),
    "italian": Rules(
        "italian", N_("Italian draughts"), 8, WHITE,
        men_capture_backwards=False, flying_kings=False, majority=True,
        crowning_ends_capture=True, repetitions=3, quiet_moves=40,
        quiet_words=_NO_MAN, endgame_moves=None, algebraic=False,
        capture_order="italian", men_take_kings=False, mirrored=True, gametype="22",
    ),
    "frisian": Rules(
        "frisian", N_("Frisian draughts"), 10, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=False,
        crowning_ends_capture=False, repetitions=3, quiet_moves=0,
        quiet_words="", endgame_moves=(7, 2), algebraic=False, endgame="frisian",
        capture_order="value", orthogonal=True, king_wander=3, gametype="40",
    ),
    "frysk": Rules(
        "frysk", N_("Frysk!"), 10, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=False,
        crowning_ends_capture=False, repetitions=3, quiet_moves=0,
        quiet_words="", endgame_moves=(7, 2), algebraic=False, endgame="frisian",
        capture_order="value", orthogonal=True, king_wander=3, start_men=5,
        gametype="40",
    ),
    "antidraughts": Rules(
        "antidraughts", N_("Antidraughts"), 10, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=True,
        crowning_ends_capture=False, repetitions=3, quiet_moves=0,
        quiet_words="", endgame_moves=None, algebraic=False, goal="anti",
        gametype="20",
    ),
    "breakthrough": Rules(
        "breakthrough", N_("Breakthrough draughts"), 10, WHITE,
        men_capture_backwards=True, flying_kings=True, majority=True,
        crowning_ends_capture=False, repetitions=0, quiet_moves=0,
        quiet_words="", endgame_moves=None, algebraic=False, goal="crown",
        gametype="20",
    ),
}


def rules_for(variant: str) -> Rules:
    """The rule set of a variant id or alias (any case); :class:`ByteError` for others.

    >>> rules_for("FMJD").size
    10
    """
    if not isinstance(variant, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a variant must be text, not {type(variant).__name__}")  # i18n: not shown
    rules = RULES.get(variant)
    if rules is None:
        rules = RULES[find("checkers").variant(variant).id]
    return rules


class Move(NamedTuple):
    """One whole turn: from ``src`` to ``dst`` (square numbers), taking ``captured``.

    Two capture sequences with the same start, end and captured set are one move, so a
    move holds just those; ``captured`` is sorted. The squares landed on in between come
    from :meth:`Position.path`.
    """

    src: int
    dst: int
    captured: tuple[int, ...] = ()


_new_move = tuple.__new__  # builds a Move without the keyword-handling constructor


class _Geometry:
    """Tables that depend only on the board size, built the first time a size is used.

    A ``mirrored`` board (Italian draughts) is the plain board seen in a mirror: a1 is
    light, and square 1 is in the corner (a8). Its bits and moves are those of the plain
    board (the rules are the same both ways round); a square's number and the file it
    is shown and named at are the mirror's."""

    def __init__(self, size: int, mirrored: bool = False) -> None:
        half = size // 2
        count = size * half
        self.size = size
        self.half = half
        self.count = count
        self.squares = tuple(range(1, count + 1))
        self.bit = [0] * (count + 1)
        """``bit[square]``: the square's bit (index 0 unused)."""
        self.number: dict[int, int] = {}
        """The square number of a bit."""
        self.coords = [(-1, -1)] * (count + 1)
        """``coords[square]``: (file, rank), both from 0 at White's lower left (a1), as
        the square is shown and named."""
        at: dict[tuple[int, int], int] = {}
        for square in self.squares:
            row, column = divmod(square - 1, half)
            if mirrored:
                # The numbers run left to right as White sees the turned board: the
                # square's column on the plain board is the mirror of its own.
                column = half - 1 - column
            bit = 1 << (row * half + column + row // 2)
            file = 2 * column + (1 if row % 2 == 0 else 0)
            rank = size - 1 - row
            self.bit[square] = bit
            self.number[bit] = square
            self.coords[square] = (size - 1 - file if mirrored else file, rank)
            at[file, rank] = bit
        self.mask = sum(self.bit)
        self.promote = {
            WHITE: sum(self.bit[1 : half + 1]),
            BLACK: sum(self.bit[count - half + 1 :]),
        }
        """The row where each side's men are crowned."""
        self.names = [""] + [f"{FILES[f]}{r + 1}" for f, r in self.coords[1:]]
        self.long_diagonal = sum(
            self.bit[s] for s in self.squares if self.coords[s][0] == self.coords[s][1]
        )
        """The squares of the long diagonal a1-h8 (on a board with a1 dark)."""
        plain = [(-1, -1)] * (count + 1)
        for (file, rank), bit in at.items():
            plain[self.number[bit]] = (file, rank)
        self.by_name = {name: square for square, name in enumerate(self.names) if name}
        # Directions: up-left, up-right (towards Black: lower bits), down-left, down-right.
        self.ray_lists: list[dict[int, tuple[int, ...]]] = []
        fly = []
        for df, dr in ((-1, 1), (1, 1), (-1, -1), (1, -1)):
            lists: dict[int, tuple[int, ...]] = {}
            masks: dict[int, int] = {}
            for square in self.squares:
                file, rank = plain[square]
                ray = []
                file, rank = file + df, rank + dr
                while (file, rank) in at:
                    ray.append(at[file, rank])
                    file, rank = file + df, rank + dr
                lists[self.bit[square]] = tuple(ray)
                masks[self.bit[square]] = sum(ray)
            self.ray_lists.append(lists)
            fly.append((masks, dr < 0))  # going down the board, bits increase
        self.fly = tuple(fly)
        """(ray masks by bit, True when the ray runs to higher bits) for each direction:
        up-left, up-right, down-left, down-right (down the board, bits increase)."""
        # A flying king's moves are read from tables rather than found by scanning its
        # rays: every step of a scan is an operation on an integer of more than 30 bits,
        # which Python allocates (two digits), and a look-up costs about as much as one.
        stars = [{bit: masks[bit] | bit for bit in masks} for masks, _ in fly]
        tables = [_stretches(lists) for lists in self.ray_lists]
        self.stretch = tuple(tables)
        """The stretch tables (see :func:`_stretches`) of the four directions."""
        self.stars = {bit: tuple(star[bit] for star in stars) for bit in self.bit[1:]}
        """By bit, a square's ray in each direction with the square itself: for a piece on
        that square, ``star & occupied`` is the key of its stretch that way."""
        flights = []
        for i in range(4):
            a, b = (j for j in range(4) if j not in (i, 3 - i))
            flights.append((
                stars[i], tables[i],
                a, stars[a], tables[a], b, stars[b], tables[b],
                {bit: (stars[a][bit], stars[b][bit]) for bit in self.bit[1:]},
            ))
        self.flights = tuple(flights)
        """What a flying king's capture search needs, for each direction: its stars (by
        bit, as in :attr:`stars`) and stretch table; then for each of the two directions
        across it (the other two are itself and its opposite, 3 - its index), its index,
        stars and table; and by bit, the stars of a square in those two directions."""
        self.rank_masks = [sum(at.get((f, r), 0) for f in range(size)) for r in range(size)]
        columns = [sum(bit for (file, _), bit in at.items() if file // 2 == c)
                   for c in range(half)]
        self.right2 = sum(columns[: half - 2])
        """Squares with two more dark squares to their right on their rank (by bits:
        a jump along a rank is a shift by one bit over, two bits to land)."""
        self.left2 = sum(columns[2:])
        """Squares with two more dark squares to their left on their rank."""
        # Frisian captures along ranks and files: the next dark square is two away.
        self.straight_lists: list[dict[int, tuple[int, ...]]] = []
        for df, dr in ((0, 2), (-2, 0), (2, 0), (0, -2)):
            lists = {}
            for square in self.squares:
                file, rank = plain[square]
                ray = []
                file, rank = file + df, rank + dr
                while (file, rank) in at:
                    ray.append(at[file, rank])
                    file, rank = file + df, rank + dr
                lists[self.bit[square]] = tuple(ray)
            self.straight_lists.append(lists)
        """By bit, the dark squares along each rank and file (up, left, right, down), as
        :attr:`ray_lists` holds them for the diagonals."""
        self.eight_rays = (*self.ray_lists, *self.straight_lists)
        """The rays of all eight directions (a Frisian king's)."""
        rng = random.Random(0xD8A6 + size)

        def table() -> dict[int, int]:
            return {self.bit[square]: rng.getrandbits(64) for square in self.squares}

        self.z_man = {WHITE: table(), BLACK: table()}
        self.z_king = {WHITE: table(), BLACK: table()}
        self.z_turn = rng.getrandbits(64)
        # Counters that can end the game are part of the key; counts of 0 add nothing, so a
        # freshly loaded position's key is the hash of its board and side to move.
        self.z_quiet = [0] + [rng.getrandbits(64) for _ in range(255)]
        self.z_end = [0] + [rng.getrandbits(64) for _ in range(63)]
        self.z_repeat = [0, rng.getrandbits(64), rng.getrandbits(64), rng.getrandbits(64)]


def _stretches(
    rays: dict[int, tuple[int, ...]],
) -> dict[int, tuple[int, int, tuple[int, ...]]]:
    """Where a flying king on a square gets to along one direction, by the pieces there.

    The key is the square's bit with the pieces on its ray (``ray & occupied | bit``).
    The value is (how many empty squares there are up to the first piece, the mask of
    those squares with that piece, the bits of those empty squares in order): so
    ``value[1] & occupied`` is the first piece, 0 when the ray is open to the edge. The
    square's own bit keeps the keys of different squares apart: a ray's bits all lie on
    one side of it, so it is its key's highest or lowest. A square whose ray is n squares
    long has 2**n keys, about 6,000 in all on 10x10."""
    table: dict[int, tuple[int, int, tuple[int, ...]]] = {}
    for king, ray in rays.items():
        table[king] = (len(ray), sum(ray), ray)
        for index, first in enumerate(ray):
            stretch = (index, sum(ray[: index + 1]), ray[:index])
            # Whatever stands beyond the first piece does not matter.
            tails = [0]
            for bit in ray[index + 1 :]:
                tails += [tail | bit for tail in tails]
            for tail in tails:
                table[king | first | tail] = stretch
    return table


class _GeometryCache(dict):
    def __missing__(self, size: int | tuple[int, bool]) -> _Geometry:
        geometry = self[size] = (
            _Geometry(*size) if isinstance(size, tuple) else _Geometry(size)
        )
        return geometry


GEOMETRY: dict[int | tuple[int, bool], _Geometry] = _GeometryCache()
"""The tables of a board size (``GEOMETRY[8]``), or of a turned board
(``GEOMETRY[8, True]``)."""


# --- capture search ---------------------------------------------------------------------
# Depth-first over bitboards. The moving piece is lifted from its square first (so it may
# cross it again); captured pieces leave ``live`` (they can no longer be jumped) but stay
# in the occupied squares until the move ends, so they block like any other piece. Every
# finished sequence is stored under (start, end, captured) in ``out``, with the number of
# pieces it takes (for the majority rule): sequences that differ only in jump order, or
# only in the squares landed on along the way, collapse there into one move.


def _short_jumps(
    square: int, live: int, empty: int, cap: int, start: int, out: dict,
    h: int, h1: int, stop: int,
) -> None:
    """Jumps over an adjacent piece in all four directions (Checkers men, English kings)."""
    more = False
    over = square >> h1
    if over & live:
        land = over >> h1
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _short_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    over = square >> h
    if over & live:
        land = over >> h
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _short_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    over = square << h
    if over & live:
        land = over << h
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _short_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    over = square << h1
    if over & live:
        land = over << h1
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _short_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    if not more and cap:
        out[start, square, cap] = cap.bit_count()


def _up_jumps(
    square: int, live: int, empty: int, cap: int, start: int, out: dict,
    h: int, h1: int, stop: int,
) -> None:
    """A White man's forward-only jumps (English checkers)."""
    more = False
    over = square >> h1
    if over & live:
        land = over >> h1
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _up_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    over = square >> h
    if over & live:
        land = over >> h
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _up_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    if not more and cap:
        out[start, square, cap] = cap.bit_count()


def _down_jumps(
    square: int, live: int, empty: int, cap: int, start: int, out: dict,
    h: int, h1: int, stop: int,
) -> None:
    """A Black man's forward-only jumps (English checkers)."""
    more = False
    over = square << h
    if over & live:
        land = over << h
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _down_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    over = square << h1
    if over & live:
        land = over << h1
        if land & empty:
            more = True
            if land & stop:
                out[start, land, cap | over] = (cap | over).bit_count()
            else:
                _down_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, stop)
    if not more and cap:
        out[start, square, cap] = cap.bit_count()


def _flying_run(
    run: tuple[int, ...], stretch: int, direction: int, live: int, occupied: int,
    cap: int, start: int, out: dict, flights: tuple,
) -> None:
    """A flying king has just taken along ``direction`` and may land on any square of
    ``run``, the empty squares behind the piece taken; ``stretch`` has those squares and
    the piece that ends them, if any (see :func:`_stretches`).

    Going on in the same direction means taking that piece, whichever square of the run
    the king lands on, and leads to the same moves (they differ only in that square, which
    is not part of a move): so it is searched once for the whole run, not once a square.
    Going back is never possible (the piece just taken is in the way). That leaves the two
    diagonals across, from each square of the run.

    The king must land where it can go on, if it can anywhere: only when no square of the
    run leads on may the move end there, on any of them. (Under the majority rule a move
    that stops while another goes on takes fewer pieces anyway; under a free choice of
    capture, as in Russian draughts, this is the rule itself.)"""
    stars, table, side_a, stars_a, table_a, side_b, stars_b, table_b, across = (
        flights[direction]
    )
    more = False
    # The stretch holds one piece at most, the one after the run.
    ahead = stretch & live
    if ahead:
        _, next_stretch, next_run = table[stars[ahead] & occupied]
        if next_run:
            more = True
            _flying_run(next_run, next_stretch, direction, live ^ ahead, occupied,
                        cap | ahead, start, out, flights)
    # A diagonal across the run meets it on one square only, so with the run's squares
    # added to the occupied ones, ``star & seen`` is the stretch key of each of them.
    seen = occupied | stretch
    # The two diagonals across are written out rather than looped over: this is the inner
    # loop of every flying capture, and a loop would build a tuple per square.
    for land in run:
        star_a, star_b = across[land]
        first = table_a[star_a & seen][1] & live
        if first:
            _, next_stretch, next_run = table_a[stars_a[first] & occupied]
            if next_run:
                more = True
                _flying_run(next_run, next_stretch, side_a, live ^ first, occupied,
                            cap | first, start, out, flights)
        first = table_b[star_b & seen][1] & live
        if first:
            _, next_stretch, next_run = table_b[stars_b[first] & occupied]
            if next_run:
                more = True
                _flying_run(next_run, next_stretch, side_b, live ^ first, occupied,
                            cap | first, start, out, flights)
    if not more:
        count = cap.bit_count()
        for land in run:
            out[start, land, cap] = count


def _crowned_jumps(
    square: int, live: int, occupied: int, cap: int, start: int, out: dict, flights: tuple,
) -> None:
    """A man crowned in the middle of a capture (Russian draughts) on ``square`` goes on
    as a flying king, if it can, in any direction; else its move ends there."""
    more = False
    for direction in range(4):
        stars, table = flights[direction][:2]
        first = table[stars[square] & occupied | square][1] & live
        if first:
            _, next_stretch, next_run = table[stars[first] & occupied]
            if next_run:
                more = True
                _flying_run(next_run, next_stretch, direction, live ^ first, occupied,
                            cap | first, start, out, flights)
    if not more:
        out[start, square, cap] = cap.bit_count()


def _crowning_jumps(
    square: int, live: int, empty: int, cap: int, start: int, out: dict,
    h: int, h1: int, crown: int, occupied: int, flights: tuple,
) -> None:
    """A man's jumps in all four directions where reaching the far row crowns it at once
    (Russian draughts): from there it goes on as a king (:func:`_crowned_jumps`)."""
    # The four directions written out, as in _short_jumps (a loop builds tuples).
    more = False
    over = square >> h1
    if over & live:
        land = over >> h1
        if land & empty:
            more = True
            if land & crown:
                _crowned_jumps(land, live ^ over, occupied, cap | over, start, out, flights)
            else:
                _crowning_jumps(land, live ^ over, empty, cap | over, start, out, h, h1,
                                crown, occupied, flights)
    over = square >> h
    if over & live:
        land = over >> h
        if land & empty:
            more = True
            if land & crown:
                _crowned_jumps(land, live ^ over, occupied, cap | over, start, out, flights)
            else:
                _crowning_jumps(land, live ^ over, empty, cap | over, start, out, h, h1,
                                crown, occupied, flights)
    over = square << h
    if over & live:
        land = over << h
        if land & empty:
            more = True
            if land & crown:
                _crowned_jumps(land, live ^ over, occupied, cap | over, start, out, flights)
            else:
                _crowning_jumps(land, live ^ over, empty, cap | over, start, out, h, h1,
                                crown, occupied, flights)
    over = square << h1
    if over & live:
        land = over << h1
        if land & empty:
            more = True
            if land & crown:
                _crowned_jumps(land, live ^ over, occupied, cap | over, start, out, flights)
            else:
                _crowning_jumps(land, live ^ over, empty, cap | over, start, out, h, h1,
                                crown, occupied, flights)
    if not more and cap:
        out[start, square, cap] = cap.bit_count()


def _flying_scan(
    kings: int, occupied: int, over_up_left: int, over_up_right: int,
    over_down_left: int, over_down_right: int, geo: _Geometry,
) -> tuple[list[tuple[int, int, int]], int]:
    """(the first jumps of the flying kings ``kings``, as (king, direction, piece taken),
    how many squares they can move to without taking, all told). Along each diagonal a
    king gets to the empty squares up to the first piece (one look-up in the stretch
    tables), and can take if that piece is an opponent's with an empty square behind it:
    one of ``over_...`` for that direction."""
    stars = geo.stars
    up_left, up_right, down_left, down_right = geo.stretch
    starts: list[tuple[int, int, int]] = []
    count = 0
    while kings:
        king = kings & -kings
        kings ^= king
        star_a, star_b, star_c, star_d = stars[king]
        # Each stretch: the empty squares of one diagonal up to the first piece, with it.
        count_a, a, _ = up_left[star_a & occupied]
        count_b, b, _ = up_right[star_b & occupied]
        count_c, c, _ = down_left[star_c & occupied]
        count_d, d, _ = down_right[star_d & occupied]
        count += count_a + count_b + count_c + count_d
        first = a & over_up_left
        if first:
            starts.append((king, 0, first))
        first = b & over_up_right
        if first:
            starts.append((king, 1, first))
        first = c & over_down_left
        if first:
            starts.append((king, 2, first))
        first = d & over_down_right
        if first:
            starts.append((king, 3, first))
    return starts, count


def _frisian_man_jumps(
    square: int, live: int, empty: int, cap: int, start: int, out: dict,
    h: int, h1: int, rise: int, right: int, left: int,
) -> None:
    """A Frisian man's jumps in all eight directions: the four diagonals (shifts by
    ``h`` and ``h1``), up and down a file (two rows: a shift by ``rise``) and along a
    rank (one bit over; ``right`` and ``left`` are the squares with room for the jump)."""
    # The eight directions written out, as in _short_jumps (a loop builds tuples).
    more = False
    over = square >> h1
    if over & live:
        land = over >> h1
        if land & empty:
            more = True
            _frisian_man_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, rise,
                               right, left)
    over = square >> h
    if over & live:
        land = over >> h
        if land & empty:
            more = True
            _frisian_man_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, rise,
                               right, left)
    over = square << h
    if over & live:
        land = over << h
        if land & empty:
            more = True
            _frisian_man_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, rise,
                               right, left)
    over = square << h1
    if over & live:
        land = over << h1
        if land & empty:
            more = True
            _frisian_man_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, rise,
                               right, left)
    over = square >> rise
    if over & live:
        land = over >> rise
        if land & empty:
            more = True
            _frisian_man_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, rise,
                               right, left)
    over = square << rise
    if over & live:
        land = over << rise
        if land & empty:
            more = True
            _frisian_man_jumps(land, live ^ over, empty, cap | over, start, out, h, h1, rise,
                               right, left)
    if square & right:
        over = square << 1
        if over & live and square << 2 & empty:
            more = True
            _frisian_man_jumps(square << 2, live ^ over, empty, cap | over, start, out, h, h1,
                               rise, right, left)
    if square & left:
        over = square >> 1
        if over & live and square >> 2 & empty:
            more = True
            _frisian_man_jumps(square >> 2, live ^ over, empty, cap | over, start, out, h, h1,
                               rise, right, left)
    if not more and cap:
        out[start, square, cap] = cap.bit_count()


def _frisian_king_jumps(
    square: int, live: int, occupied: int, cap: int, start: int, out: dict, rays: tuple,
) -> None:
    """A Frisian king's jumps: flying, along the diagonals and the ranks and files
    (``rays``: by bit, the squares each way). ``occupied`` has the king lifted and the
    pieces taken still on it (they block until the move ends)."""
    more = False
    for table in rays:
        ray = table[square]
        index = 0
        length = len(ray)
        while index < length and not ray[index] & occupied:
            index += 1
        if index + 1 >= length:
            continue
        over = ray[index]
        if not over & live:
            continue
        for land in ray[index + 1 :]:
            if land & occupied:
                break
            more = True
            _frisian_king_jumps(land, live ^ over, occupied, cap | over, start, out, rays)
    if not more and cap:
        out[start, square, cap] = cap.bit_count()


def _bits(mask: int) -> list[int]:
    """The set bits of ``mask`` as single-bit integers, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low)
    return out


@dataclass
class _Walker:
    """One piece's capture sequences, square by square, with every path kept apart: the
    plain search that the notation and the rules the bitboard search lacks (Frisian's
    straight captures, Italian's priorities) rely on."""

    man_rays: list[dict[int, tuple[int, ...]]]
    king_rays: list[dict[int, tuple[int, ...]]]
    occupied: int
    flying: bool
    crown: int
    """The row where this side's men are crowned."""
    stop: bool
    """Crowning ends the move."""
    mid_crown: bool
    """A man crowned in the middle of a capture goes on as a king."""
    kings: int
    """The kings on the board, when men may not take them (else 0)."""

    def walk(
        self, path: tuple[int, ...], live: int, cap: int, order: tuple[int, ...], king: bool
    ) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
        """The finished sequences from ``path`` as (squares landed on, captured mask,
        captured bits in the order taken); a flying king lands only where it can go on,
        if it can anywhere."""
        found: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
        more = False
        occupied = self.occupied
        long = king and self.flying
        targets = live if king else live & ~self.kings
        square = path[-1]
        for rays in self.king_rays if king else self.man_rays:
            ray = rays[square]
            index = 0
            if long:
                while index < len(ray) and not ray[index] & occupied:
                    index += 1
            if index + 1 >= len(ray) or not ray[index] & targets:
                continue
            over = ray[index]
            branches = []
            for land in ray[index + 1 :]:
                if land & occupied:
                    break
                step = (*path, land)
                taken = (*order, over)
                if not king and land & self.crown and (self.stop or self.mid_crown):
                    if self.stop:
                        branches.append([(step, cap | over, taken)])
                    else:
                        branches.append(self.walk(step, live ^ over, cap | over, taken, True))
                else:
                    branches.append(self.walk(step, live ^ over, cap | over, taken, king))
                if not long:
                    break
            if not branches:
                continue
            more = True
            if long:
                going = [b for b in branches if len(b) > 1 or len(b[0][0]) > len(path) + 1]
                branches = going or branches
            for branch in branches:
                found.extend(branch)
        if not more and cap:
            found.append((path, cap, order))
        return found


class Position:
    """A Checkers position: pieces, side to move, draw counters and the moves pushed.

    ``white``, ``black`` and ``kings`` are the bitboards (see the module docstring);
    everything a page or a tool needs is also available by square number or name.

    >>> pos = from_code("W:WKa1,c1:Bd4,g7,h6", "brazilian")
    >>> [pos.notation(m) for m in pos.legal_moves()]  # the king must land on f6, to go on
    ['a1xh8']
    >>> pos.push(pos.parse_move("a1xh8"))
    >>> pos.score(), pos.turn
    ('White 2 (1 king), Black 1', 'b')
    """

    __slots__ = (
        "variant", "size", "rules", "turn", "white", "black", "kings", "key",
        "_geo", "_hash", "_quiet", "_end", "_end_class", "_since", "_draw",
        "_history", "_undo", "_moves", "_cache",
        "_backwards", "_flying", "_majority", "_stop", "_crown", "_quiet_limit",
        "_repeat_limit", "_end_limits", "_calm",
        "_mid_crown", "_via", "_walks", "_goal", "_wander", "_runs", "_reclass",
    )
    game = "checkers"
    """The game's id in the registry (``byte.games``)."""

    def __init__(self, variant: str = "brazilian") -> None:
        rules = rules_for(variant)
        self._setup(rules)
        geo = self._geo
        men = rules.start_men or rules.men
        self.white = sum(geo.bit[geo.count - men + 1 :])
        self.black = sum(geo.bit[1 : men + 1])
        self.kings = 0
        self.turn = rules.first
        self._reset_history()

    def _setup(self, rules: Rules) -> None:
        self.rules = rules
        self.variant = rules.variant
        self.size = rules.size
        self._geo = GEOMETRY[rules.size, True] if rules.mirrored else GEOMETRY[rules.size]
        self._backwards = rules.men_capture_backwards
        self._flying = rules.flying_kings
        self._majority = rules.majority
        self._stop = rules.crowning_ends_capture
        self._crown = (self._geo.promote[BLACK], self._geo.promote[WHITE])
        """The row where the men of the side to move are crowned, by ``white``."""
        self._mid_crown = rules.crown_mid_capture
        rank = self._geo.rank_masks
        size = rules.size
        self._via = {WHITE: rank[size - 2], BLACK: rank[1]} if self._mid_crown else {
            WHITE: 0, BLACK: 0
        }
        """By side, the row in front of the crowning row: where crowning happens in the
        middle of a capture, a man that takes a piece there has been crowned (it can
        only take it by jumping onto the crowning row, or back from it)."""
        self._walks = rules.walks
        self._goal = rules.goal
        self._wander = rules.king_wander
        self._reclass = rules.endgame == "russian"
        """The Russian endgame classes depend on where the lone king stands."""
        never = 1 << 30
        self._quiet_limit = 2 * rules.quiet_moves if rules.quiet_moves else never
        self._repeat_limit = rules.repetitions - 1 if rules.repetitions else never
        self._end_limits = (
            None if rules.endgame_moves is None
            else (0, *(2 * moves for moves in rules.endgame_moves))
        )
        # The counters below which no draw can happen (see _draw_free). A position can come
        # back only four plies or more after it was last seen (between, each side must undo
        # its own king move), so its n-th appearance needs 4 * (n - 1) quiet plies.
        self._calm = (
            min(self._quiet_limit, 4 * self._repeat_limit),
            min(self._end_limits[1:]) if self._end_limits else 1 << 30,
        )
        self._undo: list[tuple] = []
        self._moves: list[Move] = []
        self._cache: tuple = (None, None)

    def _reset_history(self) -> None:
        """Start the draw bookkeeping afresh from the current board (a loaded position)."""
        self._hash = self._board_hash()
        self.key = self._hash
        self._quiet = 0
        self._end = 0
        self._end_class = self._classify() if self._end_limits else 0
        self._since = 0
        self._draw = 0
        self._history = [self._hash]
        self._runs = _NO_RUNS

    def _board_hash(self) -> int:
        geo = self._geo
        key = geo.z_turn if self.turn == BLACK else 0
        for side, pieces in ((WHITE, self.white), (BLACK, self.black)):
            for bit in _bits(pieces):
                key ^= (geo.z_king if bit & self.kings else geo.z_man)[side][bit]
        return key

    def _classify(self) -> int:
        """The endgame class of the rule set's endgame draw rule (an index into
        :attr:`Rules.endgame_moves`, from 1; 0 outside those endgames)."""
        endgame = self.rules.endgame
        if endgame != "fmjd":
            return _ENDGAMES[endgame](self)
        return self._fmjd_class()

    def _fmjd_class(self) -> int:
        """The FMJD endgame class: 1 for three pieces (one a king at least) against a lone
        king, 2 for one or two pieces (one a king at least) against a lone king, else 0."""
        kings = self.kings
        white, black = self.white, self.black
        if black.bit_count() == 1 and black & kings:
            strong = white
        elif white.bit_count() == 1 and white & kings:
            strong = black
        else:
            return 0
        if not strong & kings:
            return 0
        pieces = strong.bit_count()
        return 1 if pieces == 3 else 2 if pieces <= 2 else 0

    # --- reading ------------------------------------------------------------------------

    @property
    def squares(self) -> tuple[int, ...]:
        """Every playable (dark) square, ascending."""
        return self._geo.squares

    def square_name(self, square: int, algebraic: bool | None = None) -> str:
        """The name of a square: the variant's own (``c3`` or ``22``), or algebraic
        (``algebraic=True``, for a coordinates switch) or numeric (``False``).

        >>> start("english").square_name(22), start("english").square_name(22, True)
        ('22', 'c3')
        """
        if algebraic is None:
            algebraic = self.rules.algebraic
        return self._geo.names[square] if algebraic else str(square)

    def parse_square(self, name: str | int) -> int:
        """The number of a square written in the variant's notation (numbered boards also
        read algebraic names); :class:`ByteError` says what is wrong.

        >>> start().parse_square(" C3 "), start("international").parse_square("a1")
        (22, 46)
        >>> start().parse_square("d5")
        Traceback (most recent call last):
        ...
        byte.errors.ByteError: d5 is not a dark square
        """
        geo = self._geo
        count = geo.count
        if isinstance(name, int) and not isinstance(name, bool):
            if 1 <= name <= count:
                return name
            raise ByteError(tr("{square} is not a square: the squares are numbered 1 to {count}",
                               square=name, count=count))
        if not isinstance(name, str):
            raise ByteError(  # a caller's mistake (the page passes text): not shown
                f"a square must be text, not {type(name).__name__}")  # i18n: not shown
        text = name.strip().lower()
        if is_number(text, 3) and not self.rules.algebraic:
            if 1 <= int(text) <= count and text[0] != "0":
                return int(text)
            raise ByteError(tr("{square} is not a square: the squares are numbered 1 to {count}",
                               square=_shorten(text), count=count))
        size = self.size
        if (
            len(text) >= 2
            and text[0] in FILES[:size]
            and is_number(text[1:], 2)
            and text[1] != "0"
            and int(text[1:]) <= size
        ):
            square = geo.by_name.get(text)
            if square is None:
                raise ByteError(tr("{square} is not a dark square", square=text))
            return square
        last = FILES[size - 1]
        if self.rules.algebraic:
            raise ByteError(tr("{square} is not a square of this board: use files a-{last} and "
                               "ranks 1-{size}", square=quote(name.strip()), last=last, size=size))
        raise ByteError(tr("{square} is not a square of this board: use numbers 1 to {count}, "
                           "or files a-{last} and ranks 1-{size}", square=quote(name.strip()),
                           count=count, last=last, size=size))

    def _square(self, square: int | str) -> int:
        return self.parse_square(square)

    def square_coords(self, square: int) -> tuple[int, int]:
        """(file, rank) of a square, both counted from 0 at White's lower left (a1)."""
        return self._geo.coords[square]

    def piece(self, square: int | str) -> str:
        """``"w"``/``"b"`` for a man, ``"W"``/``"B"`` for a king, ``""`` for an empty square.

        >>> start().piece("c3"), start().piece("d6"), start().piece(18)
        ('w', 'b', '')
        """
        bit = self._geo.bit[self._square(square)]
        if bit & self.white:
            return "W" if bit & self.kings else "w"
        if bit & self.black:
            return "B" if bit & self.kings else "b"
        return ""

    def pieces(self, side: str) -> tuple[int, int]:
        """(men, kings) that ``side`` has on the board."""
        mine = self.white if side == WHITE else self.black
        kings = (mine & self.kings).bit_count()
        return mine.bit_count() - kings, kings

    def counters(self) -> dict[str, int]:
        """The draw state: ``quiet`` moves (plies) in a row with no man moved and nothing
        captured, ``endgame`` plies counted by the FMJD endgame rule (0 outside it), and
        ``repetitions``, how often the current position appeared before."""
        return {
            "quiet": self._quiet,
            "endgame": self._end,
            "repetitions": self._history[self._since :].count(self._hash) - 1,
        }

    def copy(self) -> Position:
        """An independent copy, with the draw counters and the positions since the last
        capture or man move (so draws stay right), without the undo history."""
        other = Position.__new__(Position)
        other._setup(self.rules)
        other.turn = self.turn
        other.white = self.white
        other.black = self.black
        other.kings = self.kings
        other.key = self.key
        other._hash = self._hash
        other._quiet = self._quiet
        other._end = self._end
        other._end_class = self._end_class
        other._draw = self._draw
        other._history = self._history[self._since :]
        other._since = 0
        other._runs = self._runs
        return other

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Position)
            and self.variant == other.variant
            and self.key == other.key
            and (self.white, self.black, self.kings, self.turn)
            == (other.white, other.black, other.kings, other.turn)
        )

    def __hash__(self) -> int:
        return self.key

    def __repr__(self) -> str:
        return f"from_code({self.code()!r}, {self.variant!r})"

    # --- the result ---------------------------------------------------------------------

    def is_over(self) -> bool:
        """True once the side to move has no move (it lost) or the game is drawn."""
        return bool(self._draw) or not self._has_move()

    def winner(self) -> str | None:
        """The winner once the game is over: the side left without a move loses (wins, in
        Antidraughts; in Breakthrough the first king wins); None for a draw or a game still
        going."""
        if self._goal == "crown" and self.kings:
            return self._crowned_side()
        if not self._has_move():
            return self.turn if self._goal == "anti" else OTHER[self.turn]
        return None

    def _crowned_side(self) -> str:
        """Breakthrough: the side with a king (the one that just moved, if both have)."""
        last = OTHER[self.turn]
        return last if (self.white if last == WHITE else self.black) & self.kings else self.turn

    def outcome(self) -> str:
        """The result in words once the game is over, ``""`` while it goes on.

        >>> from_code("W:W:Bc5").outcome()
        'White has no piece left: Black wins'
        """
        if self._goal == "crown" and self.kings:
            return tr("{side} has crowned a king and wins",
                      side=side_name(self._crowned_side()))
        if not self._has_move():
            mover, other = side_name(self.turn), side_name(OTHER[self.turn])
            mine = self.white if self.turn == WHITE else self.black
            if self._goal == "anti":
                if not mine:
                    return tr("{side} has no piece left and wins", side=mover)
                return tr("{side} cannot move and wins", side=mover)
            if not mine:
                return tr("{side} has no piece left: {other} wins", side=mover, other=other)
            return tr("{side} cannot move: {other} wins", side=mover, other=other)
        if self._draw == _REPETITION:
            if self.rules.repetitions == 3:
                return tr("Draw by threefold repetition")
            return tr("Draw by {n}-fold repetition", n=self.rules.repetitions)
        if self._draw == _QUIET:
            moves = self.rules.quiet_moves
            if self.rules.quiet_words == _FREE:
                return trn("Draw: {n} move each with only kings moving and nothing captured",
                           "Draw: {n} moves each with only kings moving and nothing captured",
                           moves)
            return trn("Draw: {n} move each with no man moved and nothing captured",
                       "Draw: {n} moves each with no man moved and nothing captured", moves)
        if self._draw == _ENDGAME:
            moves = (self.rules.endgame_moves or ())[self._end_class - 1]
            words = _ENDGAME_WORDS[self.rules.endgame][self._end_class - 1]
            return trn("Draw: {n} move each with {endgame}", "Draw: {n} moves each with {endgame}",
                       moves, endgame=tr(words))
        return ""

    def score(self) -> str:
        """The pieces left, e.g. ``"White 7 (2 kings), Black 5"``.

        >>> start().score()
        'White 12, Black 12'
        """
        parts = []
        for side in (WHITE, BLACK):
            men, kings = self.pieces(side)
            if kings:
                parts.append(trn("{side} {count} ({n} king)", "{side} {count} ({n} kings)",
                                 kings, side=side_name(side), count=men + kings))
            else:
                parts.append(tr("{side} {count}", side=side_name(side), count=men + kings))
        return trc("between items of a list", ", ").join(parts)

    # --- move generation ----------------------------------------------------------------

    def _sides(self) -> tuple[int, int]:
        if self.turn == WHITE:
            return self.white, self.black
        return self.black, self.white

    def _takers(
        self, me: int, opp: int, kings: int, white: bool
    ) -> tuple[int, int, list[tuple[int, int, int]], int]:
        """(the men that can take, the stepping kings that can take, the first jumps of
        the flying kings, how many squares the flying kings can move to without taking).
        Most positions have no capture, and this says so with a few operations on the whole
        board (men and stepping kings) and on each diagonal of a flying king (see
        :func:`_flying_scan`), before any search."""
        geo = self._geo
        empty = geo.mask ^ (me | opp)
        h = geo.half
        h1 = h + 1
        mine = me & kings
        men = me ^ mine
        # The opponent's pieces with an empty square behind them, by the direction of a
        # jump over them: up-left is a shift by h1 to lower bits, up-right by h, down-left
        # and down-right the other way.
        over_up_left = opp & (empty << h1)
        over_up_right = opp & (empty << h)
        over_down_left = opp & (empty >> h)
        over_down_right = opp & (empty >> h1)
        if men or mine and not self._flying:
            # The squares a piece next to them can jump from, up and down the board.
            up = over_up_left << h1 | over_up_right << h
            down = over_down_left >> h | over_down_right >> h1
            # Men that take backwards jump both ways, others forwards only.
            men &= (up | down) if self._backwards else up if white else down
            if not self._flying:
                return men, mine & (up | down), [], 0
        if not mine:
            return men, 0, [], 0
        starts, reach = _flying_scan(
            mine, me | opp, over_up_left, over_up_right, over_down_left, over_down_right, geo
        )
        return men, 0, starts, reach

    def _raw_captures(
        self, me: int, opp: int, kings: int, white: bool
    ) -> list[tuple[int, int, int]]:
        """Legal captures as (start bit, end bit, captured mask); [] when there is none."""
        if self._walks:
            return self._walk_captures(me, opp, kings, white)
        men, mine, starts, _ = self._takers(me, opp, kings, white)
        if not (men or mine or starts):
            return []
        return self._legal_jumps(men, mine, starts, me, opp, white)

    def _legal_jumps(
        self, men: int, mine: int, starts: list[tuple[int, int, int]], me: int, opp: int,
        white: bool,
    ) -> list[tuple[int, int, int]]:
        """The legal captures from the pieces that can take (as :meth:`_jumps`): every
        capture, less those the majority rule forbids."""
        found = self._jumps(men, mine, starts, me, opp, white)
        if self._majority and len(found) > 1:
            best = max(found.values())
            return [move for move, taken in found.items() if taken == best]
        return list(found)

    def _jumps(
        self, men: int, mine: int, starts: list[tuple[int, int, int]], me: int, opp: int,
        white: bool,
    ) -> dict:
        """Every capture of the side ``me`` before the majority rule, from its men
        ``men``, its stepping kings ``mine`` and the first jumps ``starts`` of its flying
        kings (as :meth:`_takers` finds them): {(start bit, end bit, captured mask): how
        many pieces it takes}."""
        geo = self._geo
        occupied = me | opp
        found: dict = {}
        if men or mine:
            empty = geo.mask ^ occupied
            h = geo.half
            h1 = h + 1
            # Men that take backwards jump in all four directions, others forwards only.
            if self._mid_crown:
                crown = self._crown[white]
                while men:
                    low = men & -men
                    men ^= low
                    _crowning_jumps(low, opp, empty | low, 0, low, found, h, h1, crown,
                                    occupied ^ low, geo.flights)
            jumps = _short_jumps if self._backwards else _up_jumps if white else _down_jumps
            stop = self._crown[white] if self._stop else 0
            while men:
                low = men & -men
                men ^= low
                jumps(low, opp, empty | low, 0, low, found, h, h1, stop)
            while mine:
                low = mine & -mine
                mine ^= low
                _short_jumps(low, opp, empty | low, 0, low, found, h, h1, 0)
        flights = geo.flights
        for king, direction, first in starts:
            # The king is lifted from its square for the search, so that it may cross it
            # again. The square behind the piece taken is empty (that is how the scan found
            # the jump), so the king has somewhere to land.
            lifted = occupied ^ king
            stars, table = flights[direction][:2]
            _, stretch, run = table[stars[first] & lifted]
            _flying_run(run, stretch, direction, opp ^ first, lifted, first, king, found,
                        flights)
        return found

    def _raw_steps(
        self, me: int, opp: int, kings: int, white: bool
    ) -> list[tuple[int, int, int]]:
        """Moves without a capture as (start bit, end bit, 0)."""
        geo = self._geo
        occupied = me | opp
        empty = geo.mask ^ occupied
        h = geo.half
        h1 = h + 1
        men = me & ~kings
        moves = []
        append = moves.append
        if white:
            movers = men & (empty << h1)
            while movers:
                low = movers & -movers
                movers ^= low
                append((low, low >> h1, 0))
            movers = men & (empty << h)
            while movers:
                low = movers & -movers
                movers ^= low
                append((low, low >> h, 0))
        else:
            movers = men & (empty >> h)
            while movers:
                low = movers & -movers
                movers ^= low
                append((low, low << h, 0))
            movers = men & (empty >> h1)
            while movers:
                low = movers & -movers
                movers ^= low
                append((low, low << h1, 0))
        mine = me & kings
        if mine:
            if self._flying:
                stars = geo.stars
                tables = geo.stretch
                while mine:
                    king = mine & -mine
                    mine ^= king
                    # Each stretch lists its empty squares, the king's steps that way.
                    for star, table in zip(stars[king], tables, strict=True):
                        for low in table[star & occupied][2]:
                            append((king, low, 0))
            else:
                for shift in (h1, h):
                    movers = mine & (empty << shift)
                    while movers:
                        low = movers & -movers
                        movers ^= low
                        append((low, low >> shift, 0))
                    movers = mine & (empty >> shift)
                    while movers:
                        low = movers & -movers
                        movers ^= low
                        append((low, low << shift, 0))
        return moves

    def _raw_moves(self) -> list[tuple[int, int, int]]:
        if self._draw or self._goal == "crown" and self.kings:
            return []
        me, opp = self._sides()
        kings = self.kings
        white = self.turn == WHITE
        moves = self._raw_captures(me, opp, kings, white)
        if moves:
            return moves
        moves = self._raw_steps(me, opp, kings, white)
        if self._wander:
            tired = self._tired_king()
            if tired:
                moves = [move for move in moves if move[0] != tired]
        return moves

    def _tired_king(self) -> int:
        """Frisian: the king of the side to move that has made the most non-capturing
        moves in a row the rules allow, while its side has men (0: none)."""
        runs = self._runs
        bit, count = runs[:2] if self.turn == WHITE else runs[2:]
        if count < self._wander:
            return 0
        mine = self.white if self.turn == WHITE else self.black
        return bit if mine & ~self.kings else 0

    def _count_moves(self) -> int:
        """How many legal moves there are, counting steps without listing them."""
        if self._draw:
            return 0
        if self._wander and self._tired_king():
            return len(self._raw_moves())
        me, opp = self._sides()
        return self._count(me, opp, self.kings, self.turn == WHITE)

    def _count(self, me: int, opp: int, kings: int, white: bool) -> int:
        """How many legal moves the side ``me`` has. Every leaf of a perft is counted
        here, so this does the work of :meth:`_takers` itself (a call costs about as
        much), and counts the steps without listing them."""
        if self._walks:
            if not self._flying:
                return self._italian_count(me, opp, kings, white)
            captures = self._walk_captures(me, opp, kings, white)
            return len(captures) if captures else self._count_steps(me, opp, kings, white)
        if self._goal == "crown" and kings:
            return 0
        geo = self._geo
        occupied = me | opp
        empty = geo.mask ^ occupied
        h = geo.half
        h1 = h + 1
        mine = me & kings
        men = me ^ mine
        flying = self._flying
        over_up_left = opp & (empty << h1)
        over_up_right = opp & (empty << h)
        over_down_left = opp & (empty >> h)
        over_down_right = opp & (empty >> h1)
        count = takers = taking = 0
        starts: list[tuple[int, int, int]] = []
        if men or mine and not flying:
            up = over_up_left << h1 | over_up_right << h
            down = over_down_left >> h | over_down_right >> h1
            # Men that take backwards jump both ways, others forwards only.
            takers = men & ((up | down) if self._backwards else up if white else down)
            if not flying:
                taking = mine & (up | down)
            # The steps are counted before it is known whether a capture makes them
            # illegal: captures are the rarer case.
            if white:
                count = ((men >> h1) & empty).bit_count() + ((men >> h) & empty).bit_count()
            else:
                count = ((men << h) & empty).bit_count() + ((men << h1) & empty).bit_count()
        if mine:
            if flying:
                starts, reach = _flying_scan(
                    mine, occupied, over_up_left, over_up_right, over_down_left,
                    over_down_right, geo,
                )
                count += reach
            else:
                count += (
                    ((mine >> h1) & empty).bit_count() + ((mine >> h) & empty).bit_count()
                    + ((mine << h) & empty).bit_count() + ((mine << h1) & empty).bit_count()
                )
        if takers or taking or starts:
            return len(self._legal_jumps(takers, taking, starts, me, opp, white))
        return count

    def _italian_count(self, me: int, opp: int, kings: int, white: bool) -> int:
        """:meth:`_count` for Italian draughts: the quick look for a capture of
        :meth:`_italian_captures` (men over men, kings over anything), then the steps
        counted, in one go as most positions have no capture."""
        empty = self._geo.mask ^ (me | opp)
        h = self._geo.half
        h1 = h + 1
        mine = me & kings
        men = me ^ mine
        prey = opp & ~kings
        up = (opp & (empty << h1)) << h1 | (opp & (empty << h)) << h
        down = (opp & (empty >> h)) >> h | (opp & (empty >> h1)) >> h1
        if white:
            taking = men & ((prey & (empty << h1)) << h1 | (prey & (empty << h)) << h)
            count = ((men >> h1) & empty).bit_count() + ((men >> h) & empty).bit_count()
        else:
            taking = men & ((prey & (empty >> h)) >> h | (prey & (empty >> h1)) >> h1)
            count = ((men << h) & empty).bit_count() + ((men << h1) & empty).bit_count()
        if taking or mine & (up | down):
            return len(self._italian_jumps(taking, mine & (up | down), empty, me, opp, kings,
                                           white))
        if mine:
            count += (
                ((mine >> h1) & empty).bit_count() + ((mine >> h) & empty).bit_count()
                + ((mine << h) & empty).bit_count() + ((mine << h1) & empty).bit_count()
            )
        return count

    def _count_steps(self, me: int, opp: int, kings: int, white: bool) -> int:
        """How many moves without a capture the side ``me`` has, without listing them."""
        geo = self._geo
        occupied = me | opp
        empty = geo.mask ^ occupied
        h = geo.half
        h1 = h + 1
        mine = me & kings
        men = me ^ mine
        if white:
            count = ((men >> h1) & empty).bit_count() + ((men >> h) & empty).bit_count()
        else:
            count = ((men << h) & empty).bit_count() + ((men << h1) & empty).bit_count()
        if not mine:
            return count
        if self._flying:
            return count + _flying_scan(mine, occupied, 0, 0, 0, 0, geo)[1]
        return count + (
            ((mine >> h1) & empty).bit_count() + ((mine >> h) & empty).bit_count()
            + ((mine << h) & empty).bit_count() + ((mine << h1) & empty).bit_count()
        )

    def _has_move(self) -> bool:
        """True when the side to move has a legal move (draws aside)."""
        if self._goal == "crown" and self.kings:
            return False
        if self._wander and self._tired_king():
            return bool(self._raw_moves())
        me, opp = self._sides()
        geo = self._geo
        empty = geo.mask ^ (me | opp)
        h = geo.half
        h1 = h + 1
        kings = self.kings
        men = me & ~kings
        if self.turn == WHITE:
            if ((men >> h1) | (men >> h)) & empty:
                return True
        elif ((men << h) | (men << h1)) & empty:
            return True
        mine = me & kings
        if mine and ((mine >> h1) | (mine >> h) | (mine << h) | (mine << h1)) & empty:
            return True
        return bool(self._raw_captures(me, opp, kings, self.turn == WHITE))

    def _make_move(self, src: int, dst: int, cap: int) -> Move:
        number = self._geo.number
        captured = []
        while cap:
            low = cap & -cap
            cap ^= low
            captured.append(number[low])
        return _new_move(Move, (number[src], number[dst], tuple(captured)))

    def legal_moves(self) -> list[Move]:
        """The legal moves, sorted; ``[]`` when the side to move has none or the game is
        drawn. When a capture is possible, only captures are legal."""
        number = self._geo.number
        moves = []
        for src, dst, cap in self._raw_moves():
            if cap:
                moves.append(self._make_move(src, dst, cap))
            else:
                moves.append(_new_move(Move, (number[src], number[dst], ())))
        moves.sort()
        return moves

    def captures(self) -> list[Move]:
        """The legal moves when a capture is compulsory (all of them take), else ``[]``.

        >>> start().captures()
        []
        """
        if self._draw:
            return []
        me, opp = self._sides()
        captures = self._raw_captures(me, opp, self.kings, self.turn == WHITE)
        return sorted(self._make_move(*move) for move in captures)

    def count_moves(self) -> int:
        """``len(legal_moves())``, without building the moves."""
        return self._count_moves()

    # --- make and unmake ----------------------------------------------------------------

    def push(self, move: Move) -> None:
        """Play a move (it must be legal: use :meth:`parse_move` or :meth:`legal_moves`)."""
        bit = self._geo.bit
        cap = 0
        for square in move[2]:
            cap |= bit[square]
        self._push_raw(bit[move[0]], bit[move[1]], cap)
        self._moves.append(move)

    def pop(self) -> Move:
        """Take back the last pushed move and return it; everything is restored exactly."""
        self._pop_raw()
        return self._moves.pop()

    def _push_raw(self, src: int, dst: int, cap: int) -> None:
        geo = self._geo
        kings = self.kings
        quiet = self._quiet
        self._undo.append((
            self.white, self.black, kings, self._hash, self.key, quiet, self._end,
            self._end_class, self._since, self._draw, self._runs,
        ))
        side = self.turn
        key = self._hash ^ geo.z_turn
        if kings & src:
            man = crowned = False
            kings ^= src ^ dst
            table = geo.z_king[side]
            key ^= table[src] ^ table[dst]
        else:
            man = True
            key ^= geo.z_man[side][src]
            crowned = bool(dst & geo.promote[side] or cap & self._via[side])
            if crowned:
                kings |= dst
                key ^= geo.z_king[side][dst]
            else:
                key ^= geo.z_man[side][dst]
        if side == WHITE:
            self.white ^= src ^ dst
            enemy = BLACK
            if cap:
                self.black ^= cap
        else:
            self.black ^= src ^ dst
            enemy = WHITE
            if cap:
                self.white ^= cap
        self.turn = enemy
        if cap:
            taken = cap & kings
            men = cap ^ taken
            if taken:
                kings ^= taken
                table = geo.z_king[enemy]
                while taken:
                    low = taken & -taken
                    taken ^= low
                    key ^= table[low]
            table = geo.z_man[enemy]
            while men:
                low = men & -men
                men ^= low
                key ^= table[low]
        self.kings = kings
        self._hash = key
        history = self._history
        repeats = 0
        if cap or man:
            # Irreversible: no earlier position can come back.
            quiet = 0
            self._since = len(history)
        else:
            quiet += 1
            if quiet >= 4:
                # Positions with this side to move, 4, 6, ... plies back (2 back is
                # impossible: each side moved one of its own pieces).
                for index in range(len(history) - 4, self._since - 1, -2):
                    if history[index] == key:
                        repeats += 1
        history.append(key)
        self._quiet = quiet
        end = 0
        limits = self._end_limits
        draw = 0
        if limits:
            end_class = self._end_class
            if cap or crowned or self._reclass:
                new_class = self._classify()
                if not cap and new_class and new_class == end_class:
                    end = self._end + 1
                end_class = self._end_class = new_class
            elif end_class:
                end = self._end + 1
            self._end = end
            if end_class and end >= limits[end_class]:
                draw = _ENDGAME
        if repeats >= self._repeat_limit:
            draw = _REPETITION
        elif quiet >= self._quiet_limit:
            draw = _QUIET
        self._draw = draw
        if quiet or end or repeats:
            key ^= geo.z_quiet[quiet & 255] ^ geo.z_end[end & 63] ^ geo.z_repeat[min(repeats, 3)]
        if self._wander:
            key = self._run_after(src, dst, man or bool(cap), side, key)
        self.key = key

    def _run_after(self, src: int, dst: int, reset: bool, side: str, key: int) -> int:
        """Frisian: count the mover's non-capturing king moves in a row (a capture or a
        man's move ends the run); the counts are part of the key, as they limit moves."""
        wbit, wcount, bbit, bcount = self._runs
        if side == WHITE:
            wbit, wcount = (0, 0) if reset else (dst, wcount + 1 if src == wbit else 1)
        else:
            bbit, bcount = (0, 0) if reset else (dst, bcount + 1 if src == bbit else 1)
        runs = self._runs = (wbit, wcount, bbit, bcount)
        if runs != _NO_RUNS:
            key ^= hash(runs) * 0x9E3779B97F4A7C15 & 0xFFFFFFFFFFFFFFFF
        return key

    def _pop_raw(self) -> None:
        (
            self.white, self.black, self.kings, self._hash, self.key, self._quiet,
            self._end, self._end_class, self._since, self._draw, self._runs,
        ) = self._undo.pop()
        self._history.pop()
        self.turn = OTHER[self.turn]

    def perft(self, depth: int) -> int:
        """Move sequences of length ``depth`` (a whole turn is one move; captures that
        differ only in the order of the jumps count once; a finished game has none).

        >>> start("english").perft(5), start().perft(5)
        (7361, 7473)
        """
        if depth <= 0:
            return 1
        if self._draw_free(depth) and self._runs_free(depth):
            me, opp = self._sides()
            return self._perft_bits(depth, me, opp, self.kings, self.turn == WHITE)
        # A draw may come within reach: play the moves with the full bookkeeping until it
        # cannot (a capture or a man move resets the counters).
        if depth == 1:
            return self._count_moves()
        total = 0
        for src, dst, cap in self._raw_moves():
            self._push_raw(src, dst, cap)
            total += self.perft(depth - 1)
            self._pop_raw()
        return total

    def _runs_free(self, depth: int) -> bool:
        """True when Frisian's limit on a king's moves in a row cannot bite within
        ``depth`` plies: there is no king yet, and one crowned now would need a move to
        be crowned and its allowed moves before it is held back."""
        if not self._wander:
            return True
        return not self.kings and depth <= 2 * self._wander + 2

    def _draw_free(self, depth: int) -> bool:
        """True when no position whose moves perft(depth) counts can be drawn: those are
        at most ``depth - 1`` plies ahead, and every draw counter grows by one a ply at
        most. Then the draw rules cannot change the count and perft may skip them."""
        if self._draw:
            return False
        quiet, endgame = self._calm
        ahead = depth - 1
        return self._quiet + ahead < quiet and self._end + ahead < endgame

    def _perft_bits(self, depth: int, me: int, opp: int, kings: int, white: bool) -> int:
        """perft on bare bitboards (no draw can happen, see :meth:`_draw_free`): each child
        is three integers passed down, so there is nothing to undo, no key to update, and
        the last ply only counts the moves."""
        if depth == 1:
            return self._count(me, opp, kings, white)
        if self._goal == "crown" and kings:
            return 0
        moves = self._raw_captures(me, opp, kings, white) or self._raw_steps(
            me, opp, kings, white
        )
        crown = self._crown[white]
        via = self._via[WHITE if white else BLACK]
        # The children of the last ply but one are counted straight away, without a call
        # of this method in between: most of a perft's positions are those children.
        deeper = self._count if depth == 2 else partial(self._perft_bits, depth - 1)
        other = not white
        total = 0
        for src, dst, cap in moves:
            if src & kings:
                after = kings ^ src ^ dst
            elif dst & crown or cap & via:
                after = kings | dst
            else:
                after = kings
            if cap:
                total += deeper(opp ^ cap, me ^ src ^ dst, after & ~cap, other)
            else:
                total += deeper(opp, me ^ src ^ dst, after, other)
        return total

    # --- capture paths (for notation, reading and the page) ------------------------------

    def _walks_of(
        self, me: int, opp: int, kings: int, white: bool, pieces: int | None = None
    ) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
        """Every capture sequence of the side ``me`` (of its ``pieces`` only, if given),
        before any rule of choice: (the bits landed on, start first; the captured mask;
        the captured bits in the order taken)."""
        geo = self._geo
        rules = self.rules
        diagonal = geo.ray_lists
        rays = [*diagonal, *geo.straight_lists] if rules.orthogonal else diagonal
        forward = diagonal[:2] if white else diagonal[2:]
        out: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
        occupied = me | opp
        for start_bit in _bits(me if pieces is None else pieces):
            piece = _Walker(
                man_rays=rays if self._backwards else forward,
                king_rays=rays,
                occupied=occupied ^ start_bit,
                flying=self._flying,
                crown=self._crown[white],
                stop=self._stop,
                mid_crown=self._mid_crown,
                kings=0 if rules.men_take_kings else kings,
            )
            out.extend(piece.walk((start_bit,), opp, 0, (), bool(start_bit & kings)))
        return out

    def _walk_captures(
        self, me: int, opp: int, kings: int, white: bool
    ) -> list[tuple[int, int, int]]:
        """The legal captures where the rule set's choice is not the majority: Frisian's
        greatest value (a man 100, a king 199; then a king must take, if it can), or
        Italian's order of priority (most pieces; a king before a man; most kings; the
        king met first). A move's rank is the best of its sequences'."""
        if self.rules.capture_order != "value":
            return self._italian_captures(me, opp, kings, white)
        pieces = self._walk_takers(me, opp, kings, white)
        if not pieces:
            return []
        geo = self._geo
        occupied = me | opp
        empty = geo.mask ^ occupied
        h = geo.half
        rise = self.size + 1
        found: dict = {}
        men = pieces & ~kings
        while men:
            low = men & -men
            men ^= low
            _frisian_man_jumps(low, opp, empty | low, 0, low, found, h, h + 1, rise,
                               geo.right2, geo.left2)
        mine = pieces & kings
        while mine:
            low = mine & -mine
            mine ^= low
            _frisian_king_jumps(low, opp, occupied ^ low, 0, low, found, geo.eight_rays)
        if len(found) <= 1:
            return list(found)
        if not kings:  # only men: the value is a hundred a man, and no king can take
            most = max(found.values())
            return [move for move, count in found.items() if count == most]
        # The value (a man 100, a king 199), then a king's capture before a man's.
        ranks = {
            move: (100 * count + 99 * (move[2] & kings).bit_count(), bool(move[0] & kings))
            for move, count in found.items()
        }
        top = max(ranks.values())
        return [move for move, rank in ranks.items() if rank == top]

    def _italian_captures(
        self, me: int, opp: int, kings: int, white: bool
    ) -> list[tuple[int, int, int]]:
        """Italian draughts' legal captures. The bitboard search finds them all (men jump
        forwards over men only, kings one square), and the first three rules of priority
        need only a move's start and captured pieces. The fourth, the king met first, needs
        the order they are taken in: only when moves tie on the first three while taking
        kings and men both are their sequences walked."""
        geo = self._geo
        empty = geo.mask ^ (me | opp)
        h = geo.half
        h1 = h + 1
        mine = me & kings
        men = me ^ mine
        men_prey = opp & ~kings
        if white:
            takers = men & ((men_prey & (empty << h1)) << h1 | (men_prey & (empty << h)) << h)
        else:
            takers = men & ((men_prey & (empty >> h)) >> h | (men_prey & (empty >> h1)) >> h1)
        up = (opp & (empty << h1)) << h1 | (opp & (empty << h)) << h
        down = (opp & (empty >> h)) >> h | (opp & (empty >> h1)) >> h1
        mine &= up | down
        if not (takers or mine):
            return []
        return self._italian_jumps(takers, mine, empty, me, opp, kings, white)

    def _italian_jumps(
        self, takers: int, mine: int, empty: int, me: int, opp: int, kings: int, white: bool,
    ) -> list[tuple[int, int, int]]:
        """The legal captures of :meth:`_italian_captures`, from its men ``takers`` and
        kings ``mine`` that can take, and the ``empty`` squares."""
        h = self._geo.half
        h1 = h + 1
        men_prey = opp & ~kings
        found: dict = {}
        jumps = _up_jumps if white else _down_jumps
        stop = self._crown[white]
        while takers:
            low = takers & -takers
            takers ^= low
            jumps(low, men_prey, empty | low, 0, low, found, h, h1, stop)
        while mine:
            low = mine & -mine
            mine ^= low
            _short_jumps(low, opp, empty | low, 0, low, found, h, h1, 0)
        if len(found) == 1:
            return list(found)
        if not kings:  # no king on the board: the most pieces is the whole rule
            most = max(found.values())
            return [move for move, count in found.items() if count == most]
        ranks = {
            move: (count, bool(move[0] & kings), (move[2] & kings).bit_count())
            for move, count in found.items()
        }
        top = max(ranks.values())
        best = [move for move, rank in ranks.items() if rank == top]
        count, _, taken_kings = top
        if len(best) == 1 or taken_kings in (0, count):
            return best
        # Rule 4: walk the tied pieces' sequences and compare where the kings come.
        tied = 0
        for move in best:
            tied |= move[0]
        order: dict[tuple[int, int, int], tuple[bool, ...]] = {}
        for path, cap, taken in self._walks_of(me, opp, kings, white, tied):
            move = (path[0], path[-1], cap)
            if move in ranks and ranks[move] == top:
                flags = tuple(bool(bit & kings) for bit in taken)
                if move not in order or order[move] < flags:
                    order[move] = flags
        first = max(order.values())
        return [move for move, flags in order.items() if flags == first]

    def _walk_takers(self, me: int, opp: int, kings: int, white: bool) -> int:
        """The pieces that may have a capture, found with a few operations on the whole
        board (men: a piece to take next to them with an empty square behind; every king
        is looked at square by square)."""
        geo = self._geo
        empty = geo.mask ^ (me | opp)
        h = geo.half
        h1 = h + 1
        mine = me & kings
        men = me ^ mine
        targets = opp if self.rules.men_take_kings else opp & ~kings
        up = (targets & (empty << h1)) << h1 | (targets & (empty << h)) << h
        down = (targets & (empty >> h)) >> h | (targets & (empty >> h1)) >> h1
        takers = men & ((up | down) if self._backwards else up if white else down)
        if self.rules.orthogonal:
            rise = self.size + 1
            straight = (
                (opp & (empty << rise)) << rise | (opp & (empty >> rise)) >> rise
                | geo.right2 & (opp >> 1) & (empty >> 2)
                | geo.left2 & (opp << 1) & (empty << 2)
            )
            takers |= men & straight
        if not self._flying:
            up = (opp & (empty << h1)) << h1 | (opp & (empty << h)) << h
            down = (opp & (empty >> h)) >> h | (opp & (empty >> h1)) >> h1
            return takers | mine & (up | down)
        return takers | mine

    def _sequences(self) -> list[tuple[tuple[int, ...], int]]:
        """Every capture sequence of the side to move, before any rule of choice: (the
        bits landed on, start first; the captured mask). Slow and plain: only for text."""
        me, opp = self._sides()
        walks = self._walks_of(me, opp, self.kings, self.turn == WHITE)
        return [(path, cap) for path, cap, _ in walks]

    def _captures(self) -> dict[Move, list[tuple[int, ...]]]:
        """The legal captures, each with its paths (square numbers, start first)."""
        state = (self._hash, self._draw, self._runs)
        if self._cache[0] == state:
            return self._cache[1]
        legal = {move for move in self._raw_moves() if move[2]}
        number = self._geo.number
        table: dict[Move, list[tuple[int, ...]]] = {}
        for path, cap in self._sequences() if legal else ():
            if (path[0], path[-1], cap) not in legal:
                continue
            move = self._make_move(path[0], path[-1], cap)
            table.setdefault(move, []).append(tuple(number[b] for b in path))
        self._cache = (state, table)
        return table

    def path(self, move: Move) -> tuple[int, ...]:
        """Every square the piece lands on, start to end (a step: its two squares).

        >>> pos = from_code("W:Wc3:Bd4,d6,b4,b6")  # round the four: one move, either way
        >>> [pos.square_name(s) for s in pos.path(pos.parse_move("c3xc3"))]
        ['c3', 'a5', 'c7', 'e5', 'c3']
        """
        if not move.captured:
            return (move.src, move.dst)
        paths = self._captures().get(move)
        if not paths:
            raise ByteError(tr("that capture is not legal here"))
        return paths[0]

    def captured(self, move: Move) -> tuple[int, ...]:
        """The squares of the pieces the move takes, ascending."""
        return move.captured

    def capturing_pieces(self) -> list[int]:
        """The squares of the pieces that may capture, when a capture is compulsory; else []."""
        moves = self.legal_moves()
        if not moves or not moves[0].captured:
            return []
        return sorted({move.src for move in moves})

    # --- notation -------------------------------------------------------------------------

    def notation(self, move: Move) -> str:
        """The canonical text of a move: ``c3-d4``, ``c3xe5``, or the whole path
        (``c3xe5xg3xe1``) when another legal move has the same start and end.

        >>> pos = from_code("W:WKf2:Bd6,g5,d4,c7")
        >>> [pos.notation(m) for m in pos.legal_moves()]
        ['f2xb6xd8xh4', 'f2xc5xe7xh4']
        >>> pos = from_code("W:Wc3:Bd4,d6,f6,f4")
        >>> [pos.notation(m) for m in pos.legal_moves()]
        ['c3xc7', 'c3xg7', 'c3xg3']
        """
        name = self.square_name
        src, dst, captured = move
        if not captured:
            return f"{name(src)}-{name(dst)}"
        table = self._captures()
        if any(other[0] == src and other[1] == dst and other != move for other in table):
            return "x".join(name(square) for square in self.path(move))
        return f"{name(src)}x{name(dst)}"

    def _examples(self) -> tuple[str, str]:
        return ("c3-d4", "c3xe5") if self.rules.algebraic else ("32-28", "23x14")

    def parse_move(self, text: str) -> Move:
        """Read a move and check it is legal here: the whole path of a capture or any part
        of it (start, some landing squares in order, end) that leaves one legal move.
        :class:`ByteError` gives the reason for a refusal, in words.

        >>> pos = from_code("W:Wc3,g3:Bb4,f4,f6")
        >>> pos.parse_move("c3xa5")
        Traceback (most recent call last):
        ...
        byte.errors.ByteError: c3 can take only one piece, g3 can take two, and the most ...
        >>> pos.notation(pos.parse_move(" G3xE5 "))
        'g3xg7'
        >>> pos = from_code("W:WKf2:Bd6,g5,d4,c7")
        >>> pos.parse_move("f2xh4")
        Traceback (most recent call last):
        ...
        byte.errors.ByteError: f2xh4 is ambiguous: write the path, f2xb6xd8xh4 or f2xc5xe7xh4
        >>> pos.notation(pos.parse_move("f2xd8xh4"))
        'f2xb6xd8xh4'
        """
        if not isinstance(text, str):
            raise ByteError(  # a caller's mistake (the page passes text): not shown
                f"a move must be text, not {type(text).__name__}")  # i18n: not shown
        clean = "".join(text.split()).lower()
        shown = quote(clean, 40)
        step_example, capture_example = self._examples()
        if not clean:
            raise ByteError(tr("write a move, such as {step} or {capture}", step=step_example,
                               capture=capture_example))
        is_capture = "x" in clean
        if is_capture and "-" in clean:
            raise ByteError(tr("{move} mixes '-' and 'x': write a step as {step} and a capture "
                               "as {capture}", move=shown, step=step_example,
                               capture=capture_example))
        parts = clean.split("x" if is_capture else "-")
        if len(parts) < 2 or not all(parts):
            raise ByteError(tr("{move} is not a move: write a step as {step} and a capture as "
                               "{capture}", move=shown, step=step_example,
                               capture=capture_example))
        squares = tuple(self.parse_square(part) for part in parts)
        shown = ("x" if is_capture else "-").join(self.square_name(s) for s in squares)
        legal = self.legal_moves()
        if not legal:
            raise ByteError(tr("the game is over: {outcome}", outcome=self.outcome()))
        name = self.square_name
        src = squares[0]
        piece = self.piece(src)
        if not piece:
            raise ByteError(tr("there is no piece on {square}", square=name(src)))
        if piece.lower() != self.turn:
            raise ByteError(self._not_yours(src, piece))
        compulsory = bool(legal[0].captured)
        if not is_capture:
            if len(squares) != 2:
                raise ByteError(tr("a step goes from one square to the next, such as {step}; a "
                                   "capture is written with x, such as {capture}",
                                   step=step_example, capture=capture_example))
            dst = squares[1]
            same = [m for m in legal if m.src == src and m.dst == dst]
            if same and not compulsory:
                return same[0]
            if same:
                raise ByteError(tr("{move} takes: write {moves}", move=shown,
                                   moves=or_list([self.notation(m) for m in same])))
            if compulsory:
                raise ByteError(self._compulsory(src))
            if self._wander and self._tired_king() == self._geo.bit[src]:
                raise ByteError(self._tired_words(src))
            raise ByteError(self._why_no_step(src, dst, piece))
        if not compulsory:
            if len(squares) == 2 and any(m.src == src and m.dst == squares[1] for m in legal):
                raise ByteError(tr("{move} takes nothing: write {step}", move=shown,
                                   step=f"{name(src)}-{name(squares[1])}"))
            if not self.rules.men_take_kings and piece.islower() and self._jumps_a_king(
                src, squares[1]
            ):
                raise ByteError(tr("a man cannot take a king in {variant}",
                                   variant=tr(self.rules.name)))
            raise ByteError(tr("there is nothing to take: {side} has no capture",
                               side=side_name(self.turn)))
        mine = {m: paths for m, paths in self._captures().items() if m.src == src}
        if not mine:
            raise ByteError(self._compulsory(src))
        exact = [m for m, paths in mine.items() if squares in paths]
        if exact:
            return exact[0]
        found = [
            m for m, paths in mine.items()
            if any(p[-1] == squares[-1] and _in_order(squares[1:-1], p[1:-1]) for p in paths)
        ]
        if not found:
            found = [
                m for m, paths in mine.items()
                if any(_in_order(squares[1:], p[1:]) for p in paths)
            ]
        if len(found) == 1:
            return found[0]
        if found:
            full = sorted("x".join(name(s) for s in self.path(m)) for m in found)
            raise ByteError(tr("{move} is ambiguous: write the path, {paths}", move=shown,
                               paths=or_list(full)))
        own = sorted(self.notation(m) for m in mine)
        if self._majority:
            shorter = [
                cap.bit_count() for path, cap in self._sequences()
                if self._geo.number[path[0]] == src
                and _in_order(squares[1:], tuple(self._geo.number[b] for b in path[1:]))
            ]
            most = len(next(iter(mine)).captured)
            if shorter and max(shorter) < most:
                raise ByteError(tr(
                    "{move} takes only {pieces}, {square} can take {count} ({moves}), and the "
                    "most pieces must be taken", move=shown, pieces=_pieces(max(shorter)),
                    square=name(src), count=_number(most), moves=or_list(own)))
        if self._walks and any(
            _in_order(squares[1:], tuple(self._geo.number[b] for b in path[1:]))
            for path, _ in self._sequences() if self._geo.number[path[0]] == src
        ):
            raise ByteError(tr("{move} may not be chosen: {rule}: take with {moves}",
                               move=shown, rule=self._choice_words(), moves=or_list(own)))
        raise ByteError(tr("{move} is not a capture here: {square} can take with {moves}",
                           move=shown, square=name(src), moves=or_list(own)))

    def _jumps_a_king(self, src: int, land: int) -> bool:
        """True when a jump from ``src`` to ``land`` would go over an enemy king."""
        (f0, r0), (f1, r1) = self.square_coords(src), self.square_coords(land)
        if abs(f1 - f0) != 2 or abs(r1 - r0) != 2:
            return False
        over = self._geo.by_name.get(f"{FILES[(f0 + f1) // 2]}{(r0 + r1) // 2 + 1}")
        piece = self.piece(over) if over else ""
        return piece.isupper() and piece.lower() != self.turn

    def _not_yours(self, square: int, piece: str) -> str:
        # One message per owner: the possessive is worded differently in each language.
        if piece.lower() == WHITE:
            return tr("the piece on {square} is White's, and it is Black's turn",
                      square=self.square_name(square))
        return tr("the piece on {square} is Black's, and it is White's turn",
                  square=self.square_name(square))

    def _compulsory(self, square: int) -> str:
        """Why the side to move's piece on ``square`` may not move while others must take."""
        name = self.square_name
        if self._majority:
            sequences = self._sequences()
            number = self._geo.number
            own = [cap.bit_count() for path, cap in sequences if number[path[0]] == square]
            best = max((cap.bit_count() for _, cap in sequences), default=0)
            if own and max(own) < best:
                leaders = sorted(
                    {number[path[0]] for path, cap in sequences if cap.bit_count() == best}
                )
                return trn(
                    "{square} can take only {pieces}, {others} can take {count}, and the most "
                    "pieces must be taken",
                    "{square} can take only {pieces}, {others} can take {count}, and the most "
                    "pieces must be taken", len(leaders), square=name(square),
                    pieces=_pieces(max(own)), others=and_list([name(s) for s in leaders]),
                    count=_number(best))
        pieces = [name(s) for s in self.capturing_pieces()]
        if self._walks and name(square) not in pieces and any(
            self._geo.number[path[0]] == square for path, _ in self._sequences()
        ):
            return tr("{square} may not take: {rule}, take with {pieces}", square=name(square),
                      rule=self._choice_words(), pieces=or_list(pieces))
        return tr("A capture is compulsory: take with {pieces}", pieces=or_list(pieces))

    def _choice_words(self) -> str:
        """The rule of choice among captures, in words (Frisian, Italian)."""
        if self.rules.capture_order == "value":
            return tr("the capture of the greatest value must be made (a man counts 100, a king "
                      "199), by a king if one can")
        return tr("the capture that comes first must be made (the most pieces; then by a "
                  "king; the most kings; the king taken first)")

    def _tired_words(self, square: int) -> str:
        return trn("the king on {square} has made {count} move in a row: while you have men, "
                   "move another piece (or take)",
                   "the king on {square} has made {count} moves in a row: while you have men, "
                   "move another piece (or take)", self._wander,
                   square=self.square_name(square), count=_number(self._wander))

    def _why_no_step(self, src: int, dst: int, piece: str) -> str:
        name = self.square_name
        if self.piece(dst):
            return tr("there is already a piece on {square}", square=name(dst))
        (f0, r0), (f1, r1) = self.square_coords(src), self.square_coords(dst)
        king = piece.isupper()
        ahead = (r1 > r0) if self.turn == WHITE else (r1 < r0)
        if abs(f1 - f0) != abs(r1 - r0):
            return tr("kings move along the diagonals") if king else tr(
                "a man moves one square diagonally forward")
        if not king:
            return tr("men move forward only") if not ahead else tr(
                "a man moves one square at a time")
        if not self._flying:
            return tr("kings move one square at a time in {variant}",
                      variant=tr(self.rules.name))
        df = 1 if f1 > f0 else -1
        dr = 1 if r1 > r0 else -1
        for step in range(1, abs(f1 - f0)):
            square = self._geo.by_name[f"{FILES[f0 + df * step]}{r0 + dr * step + 1}"]
            if self.piece(square):
                return tr("the way from {start} to {end} is blocked by {square}",
                          start=name(src), end=name(dst), square=name(square))
        return tr("{move} is not legal here", move=f"{name(src)}-{name(dst)}")  # pragma: no cover

    def mandatory_reason(self, square: int | str) -> str:
        """Why the piece on ``square`` may not move now, in words; ``""`` when it may.

        >>> pos = from_code("W:Wc3,g3:Bd4")
        >>> pos.mandatory_reason("g3")
        'A capture is compulsory: take with c3'
        >>> pos.mandatory_reason("c3")
        ''
        """
        square = self._square(square)
        name = self.square_name(square)
        if self.is_over():
            return tr("the game is over: {outcome}", outcome=self.outcome())
        piece = self.piece(square)
        if not piece:
            return tr("there is no piece on {square}", square=name)
        if piece.lower() != self.turn:
            return self._not_yours(square, piece)
        moves = self.legal_moves()
        if any(move.src == square for move in moves):
            return ""
        if moves[0].captured:
            return self._compulsory(square)
        if self._wander and self._tired_king() == self._geo.bit[square]:
            return self._tired_words(square)
        if piece.isupper():
            return tr("the king on {square} cannot move: the squares around it are taken",
                      square=name)
        return tr("the man on {square} cannot move: the squares ahead of it are taken",
                  square=name)

    # --- position code --------------------------------------------------------------------

    def code(self) -> str:
        """The position code (PDN draughts FEN): ``W:W31-50:B1-20``, ``K`` before a king.

        >>> start("international").code()
        'W:W31-50:B1-20'
        """
        side = "W" if self.turn == WHITE else "B"
        return f"{side}:W{self._list(self.white)}:B{self._list(self.black)}"

    def _list(self, pieces: int) -> str:
        geo = self._geo
        kings = self.kings
        squares = sorted(geo.number[b] for b in _bits(pieces))
        if self.rules.algebraic:
            squares.sort(key=lambda s: geo.coords[s][::-1])
            return ",".join(
                ("K" if geo.bit[s] & kings else "") + geo.names[s] for s in squares
            )
        # Runs of three or more men in a row are written as ranges, as in "31-50".
        items: list[str] = []
        run: list[int] = []
        for square in [*squares, 0]:
            if square and not geo.bit[square] & kings and run and square == run[-1] + 1:
                run.append(square)
                continue
            if len(run) >= 3:
                items.append(f"{run[0]}-{run[-1]}")
            else:
                items.extend(str(s) for s in run)
            run = []
            if not square:
                break
            if geo.bit[square] & kings:
                items.append(f"K{square}")
            else:
                run = [square]
        return ",".join(items)

    @classmethod
    def _from_code(cls, code: str, rules: Rules) -> Position:
        if not isinstance(code, str):
            raise ByteError(  # a caller's mistake (the page passes text): not shown
                f"a position code must be text, not {type(code).__name__}")  # i18n: not shown
        pos = cls.__new__(cls)
        pos._setup(rules)
        geo = pos._geo
        example = {"brazilian": "W:Wc3,Ke1:Bf6", "english": "B:W21-32:B1-12"}.get(
            rules.variant, "W:W31-50:B1-20"
        )
        text = "".join(code.split())
        if text.endswith("."):
            text = text[:-1]
        fields = text.split(":")
        if len(fields) != 3:
            raise ByteError(tr("a position code has three parts separated by ':': the side to "
                               "move, the White pieces and the Black pieces, as in {example}",
                               example=example))
        side = fields[0].upper()
        if side not in ("W", "B"):
            raise ByteError(tr("the side to move must be W or B, not {text}",
                               text=quote(fields[0])))
        found: dict[int, str] = {}
        listed: list[str] = []
        for field in fields[1:]:
            colour = field[:1].upper()
            if colour not in ("W", "B"):
                raise ByteError(tr("each list of pieces starts with W or B, not {text}",
                                   text=quote(field, 12)))
            white_list = colour == "W"
            if colour in listed:
                raise ByteError(tr("the White pieces are listed twice") if white_list
                                else tr("the Black pieces are listed twice"))
            listed.append(colour)
            body = field[1:]
            for item in body.split(",") if body else []:
                if not item:
                    raise ByteError(tr(
                        "the list of White pieces has an empty entry: separate squares with "
                        "single commas") if white_list else tr(
                        "the list of Black pieces has an empty entry: separate squares with "
                        "single commas"))
                king = item[0] in "Kk"
                name = item[1:] if king else item
                first, dash, last = name.partition("-")
                if dash and not rules.algebraic:
                    if not (is_number(first, 3) and is_number(last, 3)
                            and int(first) <= int(last)):
                        raise ByteError(tr("{text} is not a range of squares: write it as "
                                           "31-50", text=quote(name)))
                    squares = [
                        pos.parse_square(str(n)) for n in range(int(first), int(last) + 1)
                    ]
                else:
                    squares = [pos.parse_square(name)]
                for square in squares:
                    if square in found:
                        raise ByteError(tr("{square} is named twice",
                                           square=pos.square_name(square)))
                    found[square] = colour.upper() if king else colour.lower()
        white = black = kings = 0
        for square, piece in found.items():
            bit = geo.bit[square]
            side_of = piece.lower()
            if piece.islower() and bit & geo.promote[side_of]:
                if rules.algebraic:
                    row = tr("rank {rank}", rank=rules.size if side_of == WHITE else 1)
                elif side_of == WHITE:
                    row = tr("Black's back row")
                else:
                    row = tr("White's back row")
                if side_of == WHITE:
                    raise ByteError(tr("a White man cannot stand on {square}, on {row}: it would "
                                       "have been crowned", square=pos.square_name(square),
                                       row=row))
                raise ByteError(tr("a Black man cannot stand on {square}, on {row}: it would "
                                   "have been crowned", square=pos.square_name(square), row=row))
            if side_of == WHITE:
                white |= bit
            else:
                black |= bit
            if piece.isupper():
                kings |= bit
        for side_of, pieces in ((WHITE, white), (BLACK, black)):
            if pieces.bit_count() > rules.men:
                raise ByteError(trn(
                    "{side} has {n} piece; each side has at most {most} in {variant}",
                    "{side} has {n} pieces; each side has at most {most} in {variant}",
                    pieces.bit_count(), side=side_name(side_of), most=rules.men,
                    variant=tr(rules.name)))
        turn = side.lower()
        mover = black if turn == WHITE else white
        if not mover:
            # The side that made the last move cannot have lost its last piece doing it.
            raise ByteError(tr("{side} has no piece, so {side} cannot have made the last move: "
                               "the position is impossible", side=side_name(OTHER[turn])))
        pos.white, pos.black, pos.kings = white, black, kings
        pos.turn = turn
        pos._reset_history()
        return pos


_NO_RUNS = (0, 0, 0, 0)
"""No king of either side has moved without capturing (see ``Position._run_after``)."""


def _lone_king(pos: Position) -> tuple[int, int]:
    """(the other side's pieces, the lone king) when one side has only a king left;
    (0, 0) otherwise (both have one piece: either way)."""
    kings, white, black = pos.kings, pos.white, pos.black
    if black.bit_count() == 1 and black & kings:
        return white, black
    if white.bit_count() == 1 and white & kings:
        return black, white
    return 0, 0


def _russian_class(pos: Position) -> int:
    """The Russian endgame classes, numbered as ``endgame_moves`` of the rule set: 1 for
    three kings or more against a lone king; 2 and 3 for equal forces with kings, four
    or five pieces each, and six or seven; 4 for three pieces (a king among them)
    against a lone king on the long diagonal; 5 for two pieces or fewer (a king among
    them) against a lone king."""
    strong, lone = _lone_king(pos)
    kings = pos.kings
    if strong & kings:
        pieces = strong.bit_count()
        if pieces <= 2:
            return 5
        if pieces == 3 and lone & pos._geo.long_diagonal:
            return 4
        if (strong & kings).bit_count() >= 3:
            return 1
        return 0
    white, black = pos.white, pos.black
    count = white.bit_count()
    if count == black.bit_count() and (white & kings).bit_count() == (
        black & kings
    ).bit_count() and white & kings:
        if 4 <= count <= 5:
            return 2
        if 6 <= count <= 7:
            return 3
    return 0


def _pool_class(pos: Position) -> int:
    """1 for three kings against a lone king (pool checkers), else 0."""
    strong, _ = _lone_king(pos)
    return 1 if strong.bit_count() == 3 and strong & ~pos.kings == 0 else 0


def _frisian_class(pos: Position) -> int:
    """1 for two kings against a lone king, 2 for a king against a king, else 0."""
    strong, _ = _lone_king(pos)
    if not strong or strong & ~pos.kings:
        return 0
    return {2: 1, 1: 2}.get(strong.bit_count(), 0)


_ENDGAMES = {"russian": _russian_class, "pool": _pool_class, "frisian": _frisian_class}
"""The endgame draw rules other than the FMJD one, by the name in ``Rules.endgame``."""

_ENDGAME_WORDS = {
    "fmjd": (N_("three pieces against a lone king"),
             N_("two pieces or fewer against a lone king")),
    "russian": (
        N_("three kings or more against a lone king"),
        N_("equal forces with kings, four or five pieces each"),
        N_("equal forces with kings, six or seven pieces each"),
        N_("three pieces against a lone king on the long diagonal"),
        N_("two pieces or fewer against a lone king"),
    ),
    "pool": (N_("three kings against a lone king"),),
    "frisian": (N_("two kings against a lone king"), N_("a king against a king")),
}
"""The endgames of each class of a rule set's endgame draw rule, shown in the outcome."""


def _in_order(wanted: tuple[int, ...], path: tuple[int, ...]) -> bool:
    """True when the squares of ``wanted`` appear in ``path`` in that order."""
    squares = iter(path)
    return all(square in squares for square in wanted)


_NUMBERS = (
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen", "twenty",
)


def _number(count: int) -> str:
    """A count in a message: a word in English (``"two"``), a figure in the other languages,
    whose number words agree with the noun they count."""
    if language() != "en" or count >= len(_NUMBERS):
        return str(count)
    return _NUMBERS[count]


def _pieces(count: int) -> str:
    return trn("{count} piece", "{count} pieces", count, count=_number(count))


def _shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def start(variant: str = "brazilian", size: int | None = None) -> Position:
    """The start position of a variant (``brazilian``, ``international``, ``english`` or an
    alias); ``size`` may only repeat the variant's board size.

    >>> start("english").code()
    'B:W21-32:B1-12'
    """
    rules = rules_for(variant)
    if size is not None and size != rules.size:
        raise ByteError(tr("{variant} is played on {size}x{size}, not {wrong}x{wrong}",
                           variant=tr(rules.name), size=rules.size, wrong=size))
    return Position(rules.variant)


def from_code(code: str, variant: str = "brazilian") -> Position:
    """Read a position code of the spec (``W:Wa1,c1:BKh8``); :class:`ByteError` with a
    plain sentence for a bad or impossible one. The draw counters start at zero.

    >>> from_code("W:Wa3,Kc1:Bh8").piece("c1")
    'W'
    >>> from_code("W:Wb8:Bh8")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: a White man cannot stand on b8, on rank 8: it would have been crowned
    """
    return Position._from_code(code, rules_for(variant))
