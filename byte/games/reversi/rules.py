"""Reversi and Othello positions: legal moves, make/unmake, codes, notation, transcripts.

Squares are integers ``row * size + column`` counted from the top-left corner, so on 8x8
``a1 == 0``, ``h1 == 7`` and ``h8 == 63`` (the Othello naming: rows go down). A move is
the square a disc goes on, or :data:`PASS`.

The board is two Python integers used as bit sets, one for the discs of the side to move
and one for the other side: finding every legal move is a few dozen shifts and masks
instead of a loop over squares and directions, which is what makes pure Python fast
enough for a real search. The shift tables depend on the board size and are built the
first time a size is used.

>>> pos = start()
>>> [pos.notation(move) for move in pos.legal_moves()]
['d3', 'c4', 'f5', 'e6']
>>> pos.push(pos.parse_move("F5"))
>>> pos.score(), pos.turn
('4-1', 'w')
>>> pos.code()
'---------------------------OX------XXX-------------------------- O'
>>> pos.parse_move("d3")
Traceback (most recent call last):
...
byte.errors.ByteError: d3 flips nothing: a move must outflank at least one black disc
>>> pos.pop() == pos.parse_square("f5")
True
>>> start().perft(4)
244
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable

from byte.errors import ByteError, quote
from byte.games import BLACK, WHITE, side_name
from byte.games import find as find_game
from byte.i18n import tr, trn

PASS = -1
"""The pass move (only legal when the side to move has no other move)."""
SIZES = (8, 6, 10)
FILES = "abcdefghij"
OTHER = {WHITE: BLACK, BLACK: WHITE}
PASS_WORDS = ("pass", "pa", "--")
"""What readers accept for a pass (any case); writers print ``pass``."""
CODE_CHARS = {"x": BLACK, "*": BLACK, "o": WHITE, "-": None, ".": None}
"""Board characters a code reader accepts (any case); writers print ``X``, ``O`` and ``-``."""


# --- tables per board size -----------------------------------------------------------------


class Geometry:
    """Everything that depends only on the board size: masks, names, hash keys, and the
    move generator, flip finder and perft counter compiled as closures over the size's
    constants (closure variables are the fastest reads Python has)."""

    def __init__(self, size: int) -> None:
        n = self.size = size
        cells = self.cells = size * size
        self.full = (1 << cells) - 1
        left = sum(1 << (row * n) for row in range(n))
        self.left_column = left
        self.right_column = left << (n - 1)
        # Discs that can be flipped along a row or a diagonal are never on the left or right
        # edge; masking them off also stops shifts from wrapping into the next row.
        self.inner = self.full & ~left & ~self.right_column
        self.top_row = (1 << n) - 1
        self.bottom_row = self.top_row << (n * (n - 1))
        half = n // 2
        self.centre_squares = (
            (half - 1) * n + half - 1, (half - 1) * n + half, half * n + half - 1, half * n + half,
        )
        self.centre = sum(1 << square for square in self.centre_squares)
        # Othello: same colours on a diagonal, dark discs to the north-east and south-west.
        self.othello_black = (1 << ((half - 1) * n + half)) | (1 << (half * n + half - 1))
        self.othello_white = (1 << ((half - 1) * n + half - 1)) | (1 << (half * n + half))
        self.squares = tuple(range(cells))
        self.names = tuple(f"{FILES[sq % n]}{sq // n + 1}" for sq in range(cells))
        self.by_name = {name: sq for sq, name in enumerate(self.names)}
        self.corners = (0, n - 1, cells - n, cells - 1)
        rng = random.Random(0x5EED0 + size)
        self.zobrist = {
            BLACK: [rng.getrandbits(64) for _ in range(cells)],
            WHITE: [rng.getrandbits(64) for _ in range(cells)],
        }
        # Indexed by a flipped disc's bit_length() (square + 1), the cheapest index to get.
        self.zobrist_flip = [0] + [
            b ^ w for b, w in zip(self.zobrist[BLACK], self.zobrist[WHITE], strict=True)
        ]
        self.zobrist_white_to_move = rng.getrandbits(64)
        self.zobrist_free_opening = rng.getrandbits(64)
        self.moves = _move_generator(n, self.full, self.inner)
        self.flips = _flip_finder(n, self.inner)
        self.perft = _perft_counter(self.moves, self.flips)

    def key(self, black: int, white: int, turn: str, free: bool) -> int:
        """The hash of a position, computed from scratch (push and pop update it)."""
        key = self.zobrist_white_to_move if turn == WHITE else 0
        if free:
            key ^= self.zobrist_free_opening
        for bits, table in ((black, self.zobrist[BLACK]), (white, self.zobrist[WHITE])):
            while bits:
                low = bits & -bits
                key ^= table[low.bit_length() - 1]
                bits ^= low
        return key


class _GeometryCache(dict):
    """``GEOMETRY[size]``, built the first time a size is asked for."""

    def __missing__(self, size: int) -> Geometry:
        if size not in SIZES:
            raise ByteError(tr("a Reversi board is 8x8, 6x6 or 10x10, not {size}x{size}",
                               size=size))
        geometry = self[size] = Geometry(size)
        return geometry


GEOMETRY: dict[int, Geometry] = _GeometryCache()


def _move_generator(n: int, full: int, inner: int) -> Callable[[int, int], int]:
    """``moves(own, opp)``: the bit set of squares where ``own`` may play.

    Per direction, ``t`` grows from the own discs through unbroken runs of opponent discs
    (one step, then two at a time with ``pre``, the pairs of adjacent opponent discs); an
    empty square just past such a run is a move. Runs are at most ``n - 2`` long: two
    doubling steps cover 8x8 and 6x6, 10x10 needs a third (``deep``).
    """
    deep = n > 8
    s = n + 1  # down-right
    z = n - 1  # down-left
    n2, s2, z2 = 2 * n, 2 * s, 2 * z

    def moves(own: int, opp: int) -> int:
        h = opp & inner
        # Left and right.
        pre = h & (h << 1)
        t = h & (own << 1)
        t |= h & (t << 1)
        t |= pre & (t << 2)
        t |= pre & (t << 2)
        if deep:
            t |= pre & (t << 2)
        found = t << 1
        pre >>= 1
        t = h & (own >> 1)
        t |= h & (t >> 1)
        t |= pre & (t >> 2)
        t |= pre & (t >> 2)
        if deep:
            t |= pre & (t >> 2)
        found |= t >> 1
        # Up and down: no wrapping, bits shifted off the board simply vanish.
        pre = opp & (opp << n)
        t = opp & (own << n)
        t |= opp & (t << n)
        t |= pre & (t << n2)
        t |= pre & (t << n2)
        if deep:
            t |= pre & (t << n2)
        found |= t << n
        pre >>= n
        t = opp & (own >> n)
        t |= opp & (t >> n)
        t |= pre & (t >> n2)
        t |= pre & (t >> n2)
        if deep:
            t |= pre & (t >> n2)
        found |= t >> n
        # The diagonal going down to the right.
        pre = h & (h << s)
        t = h & (own << s)
        t |= h & (t << s)
        t |= pre & (t << s2)
        t |= pre & (t << s2)
        if deep:
            t |= pre & (t << s2)
        found |= t << s
        pre >>= s
        t = h & (own >> s)
        t |= h & (t >> s)
        t |= pre & (t >> s2)
        t |= pre & (t >> s2)
        if deep:
            t |= pre & (t >> s2)
        found |= t >> s
        # The diagonal going down to the left.
        pre = h & (h << z)
        t = h & (own << z)
        t |= h & (t << z)
        t |= pre & (t << z2)
        t |= pre & (t << z2)
        if deep:
            t |= pre & (t << z2)
        found |= t << z
        pre >>= z
        t = h & (own >> z)
        t |= h & (t >> z)
        t |= pre & (t >> z2)
        t |= pre & (t >> z2)
        if deep:
            t |= pre & (t >> z2)
        found |= t >> z
        return found & (full ^ (own | opp))

    return moves


def _flip_finder(n: int, inner: int) -> Callable[[int, int, int], int]:
    """``flips(own, opp, bit)``: the opponent discs a disc on ``bit`` would turn (0: none).

    Each direction walks while it meets opponent discs and keeps the run only when an own
    disc closes it. Most directions stop at the first neighbour, so this beats computing
    all eight runs with masks.
    """
    s = n + 1
    z = n - 1

    def flips(own: int, opp: int, bit: int) -> int:
        h = opp & inner
        turned = 0
        x = bit << 1
        if x & h:
            run = x
            x <<= 1
            while x & h:
                run |= x
                x <<= 1
            if x & own:
                turned = run
        x = bit >> 1
        if x & h:
            run = x
            x >>= 1
            while x & h:
                run |= x
                x >>= 1
            if x & own:
                turned |= run
        x = bit << n
        if x & opp:
            run = x
            x <<= n
            while x & opp:
                run |= x
                x <<= n
            if x & own:
                turned |= run
        x = bit >> n
        if x & opp:
            run = x
            x >>= n
            while x & opp:
                run |= x
                x >>= n
            if x & own:
                turned |= run
        x = bit << s
        if x & h:
            run = x
            x <<= s
            while x & h:
                run |= x
                x <<= s
            if x & own:
                turned |= run
        x = bit >> s
        if x & h:
            run = x
            x >>= s
            while x & h:
                run |= x
                x >>= s
            if x & own:
                turned |= run
        x = bit << z
        if x & h:
            run = x
            x <<= z
            while x & h:
                run |= x
                x <<= z
            if x & own:
                turned |= run
        x = bit >> z
        if x & h:
            run = x
            x >>= z
            while x & h:
                run |= x
                x >>= z
            if x & own:
                turned |= run
        return turned

    return flips


def _perft_counter(
    moves: Callable[[int, int], int], flips: Callable[[int, int, int], int]
) -> Callable[[int, int, int], int]:
    """``perft(own, opp, depth)`` for ``depth >= 1`` outside the Reversi opening.

    The last ply is counted, not played: the number of sequences ending there is the
    number of moves (at least 1, since a pass and a finished game both count once).
    """

    def perft(own: int, opp: int, depth: int) -> int:
        found = moves(own, opp)
        if not found:
            if depth == 1 or not moves(opp, own):
                return 1
            return perft(opp, own, depth - 1)
        if depth == 1:
            return found.bit_count()
        total = 0
        if depth == 2:
            while found:
                bit = found & -found
                found ^= bit
                turned = flips(own, opp, bit)
                total += moves(opp ^ turned, own | turned | bit).bit_count() or 1
            return total
        while found:
            bit = found & -found
            found ^= bit
            turned = flips(own, opp, bit)
            total += perft(opp ^ turned, own | turned | bit, depth - 1)
        return total

    return perft


# --- squares and moves as text -------------------------------------------------------------

_SQUARE = re.compile(r"([a-z])([1-9][0-9]?)")


def parse_square(name: str, size: int = 8) -> int:
    """The square called ``name`` (``f5``, any case) on a ``size`` board.

    >>> parse_square("a1"), parse_square("H8"), parse_square("j10", 10)
    (0, 63, 99)
    >>> parse_square("k9")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: k9 is not a square of the 8x8 board
    """
    geometry = GEOMETRY[size]
    if not isinstance(name, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a square must be text such as f5, not {type(name).__name__}")  # i18n: not shown
    text = name.strip().lower()
    square = geometry.by_name.get(text)
    if square is not None:
        return square
    if _SQUARE.fullmatch(text):
        raise ByteError(tr("{square} is not a square of the {size}x{size} board", square=text,
                           size=size))
    raise ByteError(tr("{text} is not a square: write a column letter and a row number, such "
                       "as f5", text=quote(name)))


def square_name(square: int, size: int = 8) -> str:
    """The name of a square on a ``size`` board: ``square_name(37) == 'f5'``."""
    names = GEOMETRY[size].names
    if not isinstance(square, int) or not 0 <= square < len(names):
        raise ByteError(tr("{square} is not a square of the {size}x{size} board",
                           square=repr(square), size=size))
    return names[square]


def transcript(moves: Iterable[int], size: int = 8) -> str:
    """A game's moves as text, passes written out: ``'f5 d6 c3 pass'``.

    >>> transcript([37, 43, PASS])
    'f5 d6 pass'
    """
    return " ".join("pass" if move == PASS else square_name(move, size) for move in moves)


_TOKEN = re.compile(r"pass|pa|--|[a-z][0-9]*|[\s,;]+|.", re.IGNORECASE)


def parse_transcript(
    text: str,
    variant: str = "othello",
    size: int = 8,
    start: Position | str | None = None,
) -> list[str]:
    """Read a game transcript and check it move by move; the moves as canonical text.

    Moves may be concatenated (``f5d6c3``) or separated by spaces or commas, in any case.
    Other programs leave forced passes out, so a pass is inserted wherever the side to
    move has no legal move (at the end too). ``start`` is a position or a code to start
    from (default: the start of ``variant`` on ``size``). The first bad move is named in the error.

    >>> parse_transcript("D3C3E6D2D1E1B2C1 d6")  # Black has no move after c1
    ['d3', 'c3', 'e6', 'd2', 'd1', 'e1', 'b2', 'c1', 'pass', 'd6']
    >>> parse_transcript("f5d6c3d3c4f4f6c9")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: move 8 (White's c9): c9 is not a square of the 8x8 board
    """
    if not isinstance(text, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a transcript must be text, not {type(text).__name__}")  # i18n: not shown
    if start is None:
        pos = Position(variant, size)
    elif isinstance(start, str):
        pos = from_code(start, variant)
    else:
        pos = start.copy()
    played: list[str] = []
    number = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token.isspace() or not token.strip(" \t\r\n,;"):
            continue
        number += 1
        clean = token.lower()
        if clean not in PASS_WORDS and not _SQUARE.fullmatch(clean):
            raise ByteError(tr("move {number} ({text}, character {place}) is not a move: write "
                               "squares such as f5, or pass", number=number, text=quote(token),
                               place=match.start() + 1))
        if pos.is_over():
            raise ByteError(tr("move {number} ({move}): the game is already over ({result})",
                               number=number, move=token, result=pos.result()))
        if clean not in PASS_WORDS and pos.must_pass():
            pos.push(PASS)
            played.append("pass")
        try:
            move = pos.parse_move(token)
        except ByteError as error:
            shown = quote(token)[1:-1]
            if pos.turn == WHITE:
                raise ByteError(tr("move {number} (White's {move}): {error}", number=number,
                                   move=shown, error=error)) from None
            raise ByteError(tr("move {number} (Black's {move}): {error}", number=number,
                               move=shown, error=error)) from None
        played.append(pos.notation(move))
        pos.push(move)
    if not pos.is_over() and pos.must_pass():
        played.append("pass")  # forced, so a transcript that stops here implies it too
    return played


def _shorten(text: str, limit: int = 24) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- positions ---------------------------------------------------------------------------


def _variant_id(variant: str) -> str:
    """The registry's id for a variant name or alias (``"free"`` is ``"reversi"``)."""
    if not isinstance(variant, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a variant is a name such as othello, not {type(variant).__name__}")  # i18n: not shown
    return find_game("reversi").variant(variant).id


def start(variant: str = "othello", size: int = 8) -> Position:
    """The start of ``variant`` (``"othello"`` or ``"reversi"``, the free opening) on a
    ``size`` board (8, 6 or 10); Black moves first.

    >>> start("reversi").score(), start("reversi", 6).legal_moves()
    ('0-0', [14, 15, 20, 21])
    """
    return Position(variant, size)


def from_code(code: str, variant: str = "othello") -> Position:
    """Read a position code ``BOARD SIDE`` (the board size follows from its length).

    >>> from_code("-" * 27 + "OX------XO" + "-" * 27 + " X") == start()
    True
    >>> from_code("-" * 64 + " X")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: in Othello the four central squares are never empty, but d4 is
    """
    if not isinstance(code, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a position code must be text, not {type(code).__name__}")  # i18n: not shown
    variant = _variant_id(variant)
    fields = code.split()
    if len(fields) == 1 and len(fields[0]) in (37, 65, 101):
        # The side glued to the board, as some programs write it.
        fields = [fields[0][:-1], fields[0][-1]]
    if len(fields) != 2:
        raise ByteError(tr("a position code is the board (one character a square) and the side "
                           "to move (X or O), separated by a space"))
    board, side = fields
    size = {36: 6, 64: 8, 100: 10}.get(len(board))
    if size is None:
        raise ByteError(tr("the board of a position code has 36, 64 or 100 squares (6x6, 8x8 "
                           "or 10x10), not {count}", count=len(board)))
    geometry = GEOMETRY[size]
    black = white = 0
    for square, char in enumerate(board):
        colour = CODE_CHARS.get(char.lower(), "?")
        if colour == BLACK:
            black |= 1 << square
        elif colour == WHITE:
            white |= 1 << square
        elif colour == "?":
            raise ByteError(tr("the board holds {text} on {square}: use X for Black, O for White "
                               "and - for an empty square", text=repr(char),
                               square=geometry.names[square]))
    turn = {"x": BLACK, "*": BLACK, "o": WHITE}.get(side.lower())
    if turn is None:
        raise ByteError(tr("the side to move must be X (Black) or O (White), not {text}",
                           text=quote(side)))
    _check_possible(geometry, variant, black, white, turn)
    pos = Position.__new__(Position)
    pos._setup(variant, geometry, black, white, turn)
    return pos


def _check_possible(geometry: Geometry, variant: str, black: int, white: int, turn: str) -> None:
    """Refuse boards no game of ``variant`` can reach (discs are never removed)."""
    centre = geometry.centre
    empty_centre = centre & ~(black | white)
    if not empty_centre:
        return
    first_empty = geometry.names[(empty_centre & -empty_centre).bit_length() - 1]
    if variant == "othello":
        raise ByteError(tr("in Othello the four central squares are never empty, but {square} is",
                           square=first_empty))
    outside = (black | white) & ~centre
    if outside:
        name = geometry.names[(outside & -outside).bit_length() - 1]
        raise ByteError(tr("in the Reversi opening the first four discs go on the four central "
                           "squares, so {square} cannot hold a disc while {empty} is empty",
                           square=name, empty=first_empty))
    placed = (black | white).bit_count()
    if black.bit_count() != (placed + 1) // 2 or turn != (BLACK if placed % 2 == 0 else WHITE):
        raise ByteError(tr("this Reversi opening cannot happen: Black and White take turns on "
                           "the central squares, Black first"))


class Position:
    """A Reversi position: the discs, the side to move, and the moves pushed so far.

    ``own`` and ``opp`` are the bit sets (bit ``square``) of the discs of the side to move
    and of the other side; read them, never assign them (the key would go stale).

    >>> pos = Position("othello", 6)
    >>> pos.push(pos.parse_move("b3"))
    >>> pos.disc("c3"), pos.counts(), pos.flips(pos.parse_square("b2"))
    ('b', {'b': 4, 'w': 1}, [14])
    """

    __slots__ = (
        "variant", "size", "turn", "key", "own", "opp", "move_stack",
        "_undo", "_geo", "_free", "_moves",
    )
    game = "reversi"
    """The game's id in the registry (``byte.games``)."""

    def __init__(self, variant: str = "othello", size: int = 8) -> None:
        variant = _variant_id(variant)
        if size not in SIZES:
            raise ByteError(tr("a Reversi board is 8x8, 6x6 or 10x10, not {size}",
                               size=repr(size)))
        geometry = GEOMETRY[size]
        if variant == "othello":
            self._setup(variant, geometry, geometry.othello_black, geometry.othello_white, BLACK)
        else:
            self._setup(variant, geometry, 0, 0, BLACK)

    def _setup(self, variant: str, geometry: Geometry, black: int, white: int, turn: str) -> None:
        self.variant = variant
        self.size = geometry.size
        self._geo = geometry
        self._free = variant == "reversi"
        self.turn = turn
        self.own, self.opp = (black, white) if turn == BLACK else (white, black)
        self.key = geometry.key(black, white, turn, self._free)
        self.move_stack: list[int] = []
        self._undo: list[tuple] = []
        # Cached moves of the side to move: a bit set, 0 for a forced pass, -1 once the
        # game is over, None when not yet computed. pop() restores it with the rest.
        self._moves: int | None = None

    # --- reading -----------------------------------------------------------------------

    @property
    def geometry(self) -> Geometry:
        """The board size's tables (masks, names, the fast move generator)."""
        return self._geo

    @property
    def squares(self) -> tuple[int, ...]:
        """Every square of the board, ascending (row by row from a1)."""
        return self._geo.squares

    @property
    def black(self) -> int:
        """The bit set of Black's discs."""
        return self.own if self.turn == BLACK else self.opp

    @property
    def white(self) -> int:
        """The bit set of White's discs."""
        return self.opp if self.turn == BLACK else self.own

    def square_name(self, square: int) -> str:
        """The name of a square of this board (``'f5'``)."""
        return square_name(square, self.size)

    def parse_square(self, name: str) -> int:
        """The square of this board called ``name`` (any case)."""
        return parse_square(name, self.size)

    def disc(self, square: int | str) -> str | None:
        """``'b'``, ``'w'`` or None (empty) on a square given by number or name."""
        if isinstance(square, str):
            square = self.parse_square(square)
        elif not isinstance(square, int) or not 0 <= square < self._geo.cells:
            raise ByteError(tr("{square} is not a square of the {size}x{size} board",
                               square=repr(square), size=self.size))
        bit = 1 << square
        if self.own & bit:
            return self.turn
        if self.opp & bit:
            return OTHER[self.turn]
        return None

    def counts(self) -> dict[str, int]:
        """Discs per side: ``{'b': 2, 'w': 2}``."""
        return {BLACK: self.black.bit_count(), WHITE: self.white.bit_count()}

    def empties(self) -> int:
        """How many squares are empty."""
        return self._geo.cells - (self.own | self.opp).bit_count()

    def score(self) -> str:
        """The disc counts, Black first: ``'33-31'``."""
        return f"{self.black.bit_count()}-{self.white.bit_count()}"

    def in_opening(self) -> bool:
        """True in the Reversi free opening: fewer than four discs on the central squares."""
        centre = self._geo.centre
        return self._free and (self.own | self.opp) & centre != centre

    def copy(self) -> Position:
        """An independent copy (without the move history)."""
        other = Position.__new__(Position)
        other.variant = self.variant
        other.size = self.size
        other._geo = self._geo
        other._free = self._free
        other.turn = self.turn
        other.own = self.own
        other.opp = self.opp
        other.key = self.key
        other.move_stack = []
        other._undo = []
        other._moves = self._moves
        return other

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Position)
            and self.variant == other.variant
            and self.size == other.size
            and self.turn == other.turn
            and self.own == other.own
            and self.opp == other.opp
        )

    def __hash__(self) -> int:
        return self.key

    def __repr__(self) -> str:
        return f"from_code({self.code()!r}, {self.variant!r})"

    # --- moves -------------------------------------------------------------------------

    def _move_bits(self) -> int:
        moves = self._moves
        if moves is None:
            own, opp = self.own, self.opp
            occupied = own | opp
            centre = self._geo.centre
            if self._free and occupied & centre != centre:
                moves = centre & ~occupied
            else:
                generate = self._geo.moves
                moves = generate(own, opp)
                if not moves and not generate(opp, own):
                    moves = -1
            self._moves = moves
        return moves

    def legal_moves(self) -> list[int]:
        """The legal moves in square order; ``[PASS]`` when forced; ``[]`` once over."""
        moves = self._move_bits()
        if moves > 0:
            found = []
            while moves:
                low = moves & -moves
                found.append(low.bit_length() - 1)
                moves ^= low
            return found
        return [PASS] if moves == 0 else []

    def move_count(self) -> int:
        """How many legal moves there are (a forced pass counts 1; 0 once over)."""
        moves = self._move_bits()
        return moves.bit_count() if moves > 0 else moves + 1

    def mobility(self) -> int:
        """How many squares the side to move can play (0 when it must pass or the game
        is over); cached, so the evaluation gets it for free after a search asked."""
        moves = self._move_bits()
        return moves.bit_count() if moves > 0 else 0

    def must_pass(self) -> bool:
        """True when the side to move has no move but the game goes on."""
        return self._move_bits() == 0

    def is_over(self) -> bool:
        """True once neither side can move."""
        return self._move_bits() == -1

    def winner(self) -> str | None:
        """``'b'`` or ``'w'`` once the game is over; None while it runs or for a draw."""
        if self._move_bits() != -1:
            return None
        mine, theirs = self.own.bit_count(), self.opp.bit_count()
        if mine == theirs:
            return None
        return self.turn if mine > theirs else OTHER[self.turn]

    def flips(self, move: int) -> list[int]:
        """The squares ``move`` would turn, ascending (none for a pass or in the opening)."""
        if move == PASS or self.in_opening():
            return []
        bit = 1 << move
        if (self.own | self.opp) & bit:
            return []
        turned = self._geo.flips(self.own, self.opp, bit)
        return [square for square in self._geo.squares if turned >> square & 1]

    def push(self, move: int) -> None:
        """Play ``move`` (a legal move: :class:`ByteError` for one that is not)."""
        own, opp = self.own, self.opp
        geometry = self._geo
        key = self.key ^ geometry.zobrist_white_to_move
        if move == PASS:
            if self._move_bits() != 0:
                raise ByteError(tr("{side} cannot pass here", side=side_name(self.turn)))
            self._undo.append((own, opp, self.key, 0))
            self.own, self.opp = opp, own
        else:
            bit = 1 << move
            occupied = own | opp
            centre = geometry.centre
            if self._free and occupied & centre != centre:
                if not centre & bit & ~occupied:
                    raise ByteError(tr("{move} is not legal here", move=geometry.names[move]))
                turned = 0
            else:
                turned = geometry.flips(own, opp, bit)
                if not turned or occupied & bit:
                    raise ByteError(tr("{move} is not legal here",
                                       move=self.square_name(move)))
            self._undo.append((own, opp, self.key, self._moves))
            key ^= geometry.zobrist[self.turn][move]
            flip_keys = geometry.zobrist_flip
            rest = turned
            while rest:
                low = rest & -rest
                key ^= flip_keys[low.bit_length()]
                rest ^= low
            self.own = opp ^ turned
            self.opp = own | turned | bit
        self.key = key
        self.turn = OTHER[self.turn]
        self._moves = None
        self.move_stack.append(move)

    def pop(self) -> int:
        """Take back the last move pushed and return it (everything is restored exactly)."""
        if not self._undo:
            raise ByteError(tr("there is no move to take back"))
        self.own, self.opp, self.key, self._moves = self._undo.pop()
        self.turn = OTHER[self.turn]
        return self.move_stack.pop()

    def perft(self, depth: int) -> int:
        """The number of move sequences of length ``depth`` (a forced pass is a move; a
        game that ends sooner counts once)."""
        if depth <= 0 or self.is_over():
            return 1
        if self.in_opening():
            total = 0
            for move in self.legal_moves():
                self.push(move)
                total += self.perft(depth - 1)
                self.pop()
            return total
        return self._geo.perft(self.own, self.opp, depth)

    # --- text --------------------------------------------------------------------------

    def notation(self, move: int) -> str:
        """The move as the spec writes it: ``'f5'`` or ``'pass'``."""
        return "pass" if move == PASS else square_name(move, self.size)

    def parse_move(self, text: str) -> int:
        """Read a move (``f5``, ``F5``, ``pass``, ``PA``, ``--``) and check it is legal here.

        >>> pos = start()
        >>> pos.parse_move("d4")
        Traceback (most recent call last):
        ...
        byte.errors.ByteError: d4 is taken
        >>> pos.parse_move("pass")
        Traceback (most recent call last):
        ...
        byte.errors.ByteError: Black has a legal move, so passing is not allowed
        """
        if not isinstance(text, str):
            raise ByteError(  # a caller's mistake (the page passes text): not shown
                f"a move must be text such as f5, not {type(text).__name__}")  # i18n: not shown
        clean = text.strip().lower()
        side = side_name(self.turn)
        moves = self._move_bits()
        if clean in PASS_WORDS:
            if moves == 0:
                return PASS
            if moves < 0:
                raise ByteError(tr("the game is over ({result}): there is no move to make",
                                   result=self.result()))
            raise ByteError(tr("{side} has a legal move, so passing is not allowed", side=side))
        if not clean:
            raise ByteError(tr("write a move: a square such as f5, or pass"))
        if not _SQUARE.fullmatch(clean):
            raise ByteError(tr("{text} is not a move: write a square such as f5, or pass",
                               text=quote(text)))
        square = self.parse_square(clean)
        if moves < 0:
            raise ByteError(tr("the game is over ({result}): there is no move to make",
                               result=self.result()))
        bit = 1 << square
        if moves & bit:
            return square
        if (self.own | self.opp) & bit:
            raise ByteError(tr("{square} is taken", square=clean))
        if self.in_opening():
            raise ByteError(tr("{square} is not a central square: in the Reversi opening the "
                               "first four discs go on the four central squares", square=clean))
        if moves == 0:
            raise ByteError(tr("{square} flips nothing: {side} has no legal move and must pass",
                               square=clean, side=side))
        if self.turn == BLACK:
            raise ByteError(tr("{square} flips nothing: a move must outflank at least one white "
                               "disc", square=clean))
        raise ByteError(tr("{square} flips nothing: a move must outflank at least one black disc",
                           square=clean))

    def code(self) -> str:
        """The position code ``BOARD SIDE`` (``X`` Black, ``O`` White, ``-`` empty)."""
        black, white = self.black, self.white
        board = "".join(
            "X" if black >> square & 1 else "O" if white >> square & 1 else "-"
            for square in self._geo.squares
        )
        return f"{board} {'X' if self.turn == BLACK else 'O'}"

    def result(self) -> str:
        """The final score and the winner, ``'37-27, Black wins'``; ``''`` while the game
        runs. Empty squares go to the winner: both counts are shown then."""
        if not self.is_over():
            return ""
        black, white = self.black.bit_count(), self.white.bit_count()
        empty = self._geo.cells - black - white
        score = f"{black}-{white}"
        if black == white:
            if empty:
                return trn("{score} with {n} empty square, a draw",
                           "{score} with {n} empty squares, a draw", empty, score=score)
            return tr("{score}, a draw", score=score)
        if not empty:
            if black > white:
                return tr("{score}, Black wins", score=score)
            return tr("{score}, White wins", score=score)
        if black > white:
            return trn("{score} with {n} empty square, {counted} counting them for the winner, "
                       "Black wins",
                       "{score} with {n} empty squares, {counted} counting them for the "
                       "winner, Black wins", empty, score=score,
                       counted=f"{black + empty}-{white}")
        return trn("{score} with {n} empty square, {counted} counting them for the winner, "
                   "White wins",
                   "{score} with {n} empty squares, {counted} counting them for the winner, "
                   "White wins", empty, score=score, counted=f"{black}-{white + empty}")

    def outcome(self) -> str:
        """Once the game is over, why and how it ended, in words; ``''`` while it runs.

        >>> for part in from_code("X" * 40 + "-" * 24 + " O").outcome().split(": "): print(part)
        White has no disc left
        40-0 with 24 empty squares, 64-0 counting them for the winner, Black wins
        """
        if not self.is_over():
            return ""
        black, white = self.black, self.white
        if not black or not white:
            reason = tr("{side} has no disc left", side=side_name(BLACK if not black else WHITE))
        elif self._geo.full == black | white:
            reason = tr("The board is full")
        else:
            reason = tr("{side} has no legal move and {other} has none either",
                        side=side_name(self.turn), other=side_name(OTHER[self.turn]))
        return tr("{reason}: {result}", reason=reason, result=self.result())
