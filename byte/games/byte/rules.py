"""Byte positions: the board, legal moves, make/unmake, and the position code.

Squares are small integers that do not depend on the board size::

    square = rank_index * 16 + file_index      # a1 == 0, b2 == 17, c3 == 34

A stack is a string of ``w`` and ``b`` written bottom to top, so ``"wwb"`` is two white
checkers under a black one. An empty square holds ``""``.

>>> pos = Position.start(8)
>>> len(pos.legal_moves())
35
>>> pos.push(pos.parse_move("b2-c3"))
>>> pos.stack("c3")
'bw'
>>> pos.pop()
Move(src=17, level=1, dst=34)
>>> pos.code() == START_CODES[8]
True
"""

from __future__ import annotations

import itertools
import random
import struct
from typing import NamedTuple

from byte.errors import ByteError, is_number, quote
from byte.games import side_name
from byte.i18n import tr, trn

WHITE = "w"
BLACK = "b"
SIZES = (8, 10)
MAX_HEIGHT = 8
FILES = "abcdefghij"


class Move(NamedTuple):
    """A move: lift the checker at ``level`` (1 = bottom) of ``src`` and all above it onto ``dst``.

    ``level == 0`` is the pass. Whole-stack moves (slides, and merges of a whole stack) have
    level 1.

    >>> str(Move.parse("c3:2-d4"))
    'c3:2-d4'
    >>> str(Move.parse("c3:1-d4"))
    'c3-d4'
    """

    src: int
    level: int
    dst: int

    def __str__(self) -> str:
        if self.level == 0:
            return "pass"
        if self.level == 1:
            return f"{square_name(self.src)}-{square_name(self.dst)}"
        return f"{square_name(self.src)}:{self.level}-{square_name(self.dst)}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move in the spec's notation (syntax only; legality is the position's job)."""
        if not isinstance(text, str):
            raise ByteError(  # a caller's mistake (the page passes text): not shown
                f"a move must be text, not {type(text).__name__}")  # i18n: not shown
        clean = text.strip().lower()
        if clean == "pass":
            return PASS
        shown = quote(text, 40)
        origin, dash, target = clean.partition("-")
        if not dash:
            raise ByteError(tr("{text} is not a move: write FROM-TO, FROM:LEVEL-TO or pass",
                               text=shown))
        name, colon, level_text = origin.partition(":")
        level = 1
        if colon:
            if not is_number(level_text, 1) or not 1 <= int(level_text) <= 7:
                raise ByteError(tr("{text} is not a move: the level after ':' must be 1 to 7",
                                   text=shown))
            level = int(level_text)
        return cls(parse_square(name), level, parse_square(target))


PASS = Move(-1, 0, -1)


def square_name(square: int) -> str:
    """Name of a square number: ``square_name(34) == 'c3'``."""
    return f"{FILES[square & 15]}{(square >> 4) + 1}"


def parse_square(name: str) -> int:
    """Square number of a name such as ``c3`` or ``j10`` (any board size).

    >>> parse_square("c3")
    34
    """
    text = name.strip().lower()
    if (
        len(text) < 2
        or text[0] not in FILES
        or not is_number(text[1:], 2)
        or not 1 <= int(text[1:]) <= 10
        or text[1] == "0"
    ):
        raise ByteError(tr("{text} is not a square: write a file a-j and a rank 1-10",
                           text=quote(name)))
    return (int(text[1:]) - 1) * 16 + FILES.index(text[0])


def _shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


STACKS = tuple(
    "".join(colours)
    for height in range(1, MAX_HEIGHT)
    for colours in itertools.product((WHITE, BLACK), repeat=height)
)
"""Every stack that can stand on the board (1 to 7 checkers)."""


def random_words(rng: random.Random, count: int) -> tuple[int, ...]:
    """``count`` numbers of 64 bits from ``rng``: the very numbers that ``count`` calls of
    ``rng.getrandbits(64)`` give (a long draw is filled 32 bits at a time, lowest first),
    drawn in one call, as the page's start builds thousands of them.

    >>> one_call, one_each = random.Random(1), random.Random(1)
    >>> random_words(one_call, 3) == tuple(one_each.getrandbits(64) for _ in range(3))
    True
    """
    return struct.unpack(f"<{count}Q", rng.getrandbits(64 * count).to_bytes(8 * count, "little"))


class _Geometry:
    """Tables that depend only on the board size, computed once per size."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.target = 2 if size == 8 else 3
        self.dark = tuple(
            rank * 16 + file
            for rank in range(size)
            for file in range(size)
            if (rank + file) % 2 == 0
        )
        self.neighbours: list[tuple[int, ...]] = [() for _ in range(16 * size)]
        for square in self.dark:
            rank, file = square >> 4, square & 15
            self.neighbours[square] = tuple(
                (rank + dr) * 16 + file + df
                for dr, df in ((1, -1), (1, 1), (-1, -1), (-1, 1))
                if 0 <= rank + dr < size and 0 <= file + df < size
            )
        # Distance between two dark squares: diagonal steps = max(|dfile|, |drank|).
        # rings[s][d - 1]: the dark squares at distance d from s, to find nearest stacks fast.
        cells = 16 * size
        self.distance = [[0] * cells for _ in range(cells)]
        self.rings: list[tuple[tuple[int, ...], ...]] = [() for _ in range(cells)]
        for a in self.dark:
            row = self.distance[a]
            rings: list[list[int]] = [[] for _ in range(size)]
            for b in self.dark:
                steps = max(abs((a & 15) - (b & 15)), abs((a >> 4) - (b >> 4)))
                row[b] = steps
                rings[steps].append(b)
            self.rings[a] = tuple(tuple(ring) for ring in rings[1:])
        rng = random.Random(0xB17E + size)
        # One random number per (square, stack): there are only 254 stacks of height 1..7.
        self.zobrist = [{"": 0} for _ in range(cells)]
        for square in self.dark:
            self.zobrist[square].update(zip(STACKS, random_words(rng, len(STACKS)), strict=True))
        self.zobrist_turn = rng.getrandbits(64)
        self.zobrist_won = {
            WHITE: [rng.getrandbits(64) for _ in range(8)],
            BLACK: [rng.getrandbits(64) for _ in range(8)],
        }
        self.start_board = [""] * (16 * size)
        for square in self.dark:
            rank = square >> 4
            if 0 < rank < size - 1:
                self.start_board[square] = WHITE if rank % 2 == 1 else BLACK


class _GeometryCache(dict):
    """``GEOMETRY[size]``, built the first time a size is used (the page boots faster when
    it only ever needs 8x8)."""

    def __missing__(self, size: int) -> _Geometry:
        if size not in SIZES:
            raise KeyError(size)
        geometry = self[size] = _Geometry(size)
        return geometry


GEOMETRY: dict[int, _Geometry] = _GeometryCache()
OTHER = {WHITE: BLACK, BLACK: WHITE}


def _merge_counts() -> dict[str, dict[str, tuple[int, ...]]]:
    """MERGES[side][stack][h]: merges ``side`` can make from ``stack`` onto a stack ``h`` high.

    Lifting level i (1-based) onto a stack of height h needs i <= h (it lands higher) and
    height - i + 1 + h <= 8, so the candidate levels form one contiguous range.
    """
    return {
        side: {
            stack: tuple(
                stack.count(side, max(0, len(stack) + h - MAX_HEIGHT), h) if h else 0
                for h in range(MAX_HEIGHT)
            )
            for stack in STACKS
        }
        for side in (WHITE, BLACK)
    }


MERGES = _merge_counts()


class Position:
    """A Byte position: stacks, side to move, stacks won, and the moves pushed so far.

    >>> pos = Position.from_code(
    ...     ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1")
    >>> sorted(str(m) for m in pos.legal_moves())
    ['e3:2-f2', 'f2-e3', 'f2:2-e3']
    >>> pos.push(pos.parse_move("f2-e3"))
    >>> pos.is_over(), pos.winner(), pos.won
    (True, 'b', {'w': 1, 'b': 2})
    """

    __slots__ = ("size", "board", "turn", "won", "key", "move_stack", "_undo", "_geo")
    game = "byte"
    variant = "byte"

    def __init__(self, size: int = 8) -> None:
        if size not in SIZES:
            raise ByteError(tr("the board size must be 8 or 10, not {size}", size=size))
        geo = GEOMETRY[size]
        self._geo = geo
        self.size = size
        self.board: list[str] = list(geo.start_board)
        self.turn = WHITE
        self.won = {WHITE: 0, BLACK: 0}
        self.move_stack: list[Move] = []
        self._undo: list[tuple] = []
        self.key = self._compute_key()

    @classmethod
    def start(cls, size: int = 8) -> Position:
        """The standard start position for an 8x8 or 10x10 board."""
        return cls(size)

    # --- reading -------------------------------------------------------------------------

    @property
    def target(self) -> int:
        """Stacks a player needs to win: 2 on 8x8, 3 on 10x10."""
        return self._geo.target

    @property
    def dark_squares(self) -> tuple[int, ...]:
        """Every playable square, ascending."""
        return self._geo.dark

    def neighbours(self, square: int) -> tuple[int, ...]:
        """The dark squares diagonally adjacent to ``square``."""
        return self._geo.neighbours[square]

    def distance(self, a: int, b: int) -> int:
        """Diagonal steps between two dark squares."""
        return self._geo.distance[a][b]

    def stack(self, square: int | str) -> str:
        """The stack on a square (bottom to top), ``''`` when empty."""
        if isinstance(square, str):
            square = parse_square(square)
        if square not in self._geo.dark:
            raise ByteError(tr("{square} is not a dark square of this board",
                               square=square_name(square)))
        return self.board[square]

    def is_over(self) -> bool:
        """True once a player has won the stacks needed (the game ends at that moment)."""
        target = self._geo.target
        return self.won[WHITE] >= target or self.won[BLACK] >= target

    def winner(self) -> str | None:
        """``'w'`` or ``'b'`` once the game is over, else None."""
        target = self._geo.target
        if self.won[WHITE] >= target:
            return WHITE
        if self.won[BLACK] >= target:
            return BLACK
        return None

    def outcome(self) -> str:
        """The result in words once the game is over, else ``''``.

        >>> pos = Position.from_code(
        ...     ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1")
        >>> pos.push(pos.parse_move("f2-e3"))
        >>> pos.outcome()
        'Black has won 2 stacks: Black wins, 1-2'
        """
        winner = self.winner()
        if winner is None:
            return ""
        return trn("{side} has won {n} stack: {side} wins, {score}",
                   "{side} has won {n} stacks: {side} wins, {score}", self.won[winner],
                   side=side_name(winner), score=self.score())

    def score(self) -> str:
        """Stacks won, White first: ``'1-0'``."""
        return f"{self.won[WHITE]}-{self.won[BLACK]}"

    def notation(self, move: Move) -> str:
        """The move's text in the spec's notation (``c3-d4``, ``c3:2-d4``, ``pass``)."""
        return str(move)

    def copy(self) -> Position:
        """An independent copy of the position (the move history is not copied)."""
        other = Position.__new__(Position)
        other._geo = self._geo
        other.size = self.size
        other.board = list(self.board)
        other.turn = self.turn
        other.won = dict(self.won)
        other.key = self.key
        other.move_stack = []
        other._undo = []
        return other

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Position)
            and self.size == other.size
            and self.board == other.board
            and self.turn == other.turn
            and self.won == other.won
        )

    def __hash__(self) -> int:
        return self.key

    def __repr__(self) -> str:
        return f"Position.from_code({self.code()!r})"

    # --- moves ---------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """All legal moves; ``[PASS]`` when none; ``[]`` once the game is over."""
        if self.is_over():
            return []
        board = self.board
        me = self.turn
        neighbours = self._geo.neighbours
        moves: list[Move] = []
        lonely: list[int] = []
        for src in self._geo.dark:
            stack = board[src]
            if not stack:
                continue
            height = len(stack)
            touching = False
            for dst in neighbours[src]:
                other = board[dst]
                if other:
                    touching = True
                    top = len(other)
                    low = height + top - 7
                    high = top if top < height else height
                    for level in range(low if low > 1 else 1, high + 1):
                        if stack[level - 1] == me:
                            moves.append(Move(src, level, dst))
            if not touching and stack[0] == me:
                lonely.append(src)
        for src in lonely:
            for dst in self._slide_targets(src):
                moves.append(Move(src, 1, dst))
        if not moves:
            return [PASS]
        moves.sort()
        return moves

    def _slide_targets(self, src: int) -> list[int]:
        """Empty neighbours of a lonely stack, strictly closer to one of its nearest stacks."""
        board = self.board
        for ring in self._geo.rings[src]:
            nearest = [square for square in ring if board[square]]
            if nearest:
                break
        else:
            return []
        distance = self._geo.distance
        best = distance[src][nearest[0]]
        targets = []
        for dst in self._geo.neighbours[src]:
            row = distance[dst]
            for square in nearest:
                if row[square] < best:
                    targets.append(dst)
                    break
        return targets

    def count_moves(self) -> int:
        """How many legal moves there are (a forced pass counts 1), without building them."""
        if self.is_over():
            return 0
        board = self.board
        me = self.turn
        neighbours = self._geo.neighbours
        merges = MERGES[me]
        count = 0
        lonely = None
        for src in self._geo.dark:
            stack = board[src]
            if not stack:
                continue
            row = merges[stack]
            touching = False
            for dst in neighbours[src]:
                other = board[dst]
                if other:
                    touching = True
                    count += row[len(other)]
            if not touching and stack[0] == me:
                if lonely is None:
                    lonely = [src]
                else:
                    lonely.append(src)
        if lonely:
            for src in lonely:
                count += len(self._slide_targets(src))
        return count or 1

    def is_legal(self, move: Move) -> bool:
        """True when ``move`` is one of :meth:`legal_moves`."""
        return move in self.legal_moves()

    def parse_move(self, text: str) -> Move:
        """Read a move and check it is legal here; :class:`ByteError` explains a refusal.

        >>> Position().parse_move("b2-c3")
        Move(src=17, level=1, dst=34)
        """
        move = Move.parse(text)
        legal = self.legal_moves()
        if move in legal:
            return move
        reason = self._why_illegal(move, legal)
        raise ByteError(tr("{move} is not legal here: {reason}", move=move, reason=reason),
                        reason=reason)

    def _why_illegal(self, move: Move, legal: list[Move]) -> str:
        side = side_name(self.turn)
        if not legal:
            return tr("the game is over")
        if move == PASS:
            return tr("{side} has a legal move, so passing is not allowed", side=side)
        if legal == [PASS]:
            return tr("{side} has no legal move and must pass", side=side)
        dark = self._geo.dark
        for square in (move.src, move.dst):
            if square not in dark:
                return tr("{square} is not a dark square of the {size}x{size} board",
                          square=square_name(square), size=self.size)
        stack = self.board[move.src]
        if not stack:
            return tr("there is no stack on {square}", square=square_name(move.src))
        if move.level > len(stack):
            return trn("the stack on {square} is only {n} high",
                       "the stack on {square} is only {n} high", len(stack),
                       square=square_name(move.src))
        if move.dst not in self._geo.neighbours[move.src]:
            return tr("moves go one square diagonally")
        target = self.board[move.dst]
        if not target:
            if move.level != 1:
                return tr("only a whole stack can slide, and only onto an empty square")
            if stack[0] != self.turn:
                return tr("{side} does not own the bottom checker of {square}", side=side,
                          square=square_name(move.src))
            if any(self.board[n] for n in self._geo.neighbours[move.src]):
                return tr("{square} touches another stack, so it can only merge",
                          square=square_name(move.src))
            return tr("a slide must bring the stack closer to its nearest stack")
        if stack[move.level - 1] != self.turn:
            if self.turn == WHITE:
                return tr("the checker at level {level} of {square} is not White's",
                          level=move.level, square=square_name(move.src))
            return tr("the checker at level {level} of {square} is not Black's",
                      level=move.level, square=square_name(move.src))
        if len(target) < move.level:
            return tr("the lifted checker must land higher than it stood")
        return tr("the stack would be more than 8 high")

    def push(self, move: Move) -> None:
        """Play a move (it must be legal: use :meth:`parse_move` or :meth:`legal_moves`)."""
        src, level, dst = move
        geo = self._geo
        turn = self.turn
        if level == 0:
            self._undo.append((src, "", dst, "", None))
        else:
            board = self.board
            old_src = board[src]
            old_dst = board[dst]
            stay = old_src[: level - 1]
            grown = old_dst + old_src[level - 1 :]
            zob_src = geo.zobrist[src]
            zob_dst = geo.zobrist[dst]
            key = self.key ^ zob_src[old_src] ^ zob_src[stay] ^ zob_dst[old_dst]
            board[src] = stay
            scorer = None
            if len(grown) == MAX_HEIGHT:
                scorer = grown[-1]
                board[dst] = ""
                won = self.won[scorer]
                self.won[scorer] = won + 1
                table = geo.zobrist_won[scorer]
                key ^= table[won] ^ table[won + 1]
            else:
                board[dst] = grown
                key ^= zob_dst[grown]
            self.key = key
            self._undo.append((src, old_src, dst, old_dst, scorer))
        self.turn = OTHER[turn]
        self.key ^= geo.zobrist_turn
        self.move_stack.append(move)

    def pop(self) -> Move:
        """Take back the last pushed move and return it."""
        src, old_src, dst, old_dst, scorer = self._undo.pop()
        move = self.move_stack.pop()
        geo = self._geo
        key = self.key ^ geo.zobrist_turn
        if move.level:
            board = self.board
            zob_src = geo.zobrist[src]
            zob_dst = geo.zobrist[dst]
            key ^= zob_src[board[src]] ^ zob_src[old_src] ^ zob_dst[board[dst]] ^ zob_dst[old_dst]
            board[src] = old_src
            board[dst] = old_dst
            if scorer is not None:
                won = self.won[scorer]
                self.won[scorer] = won - 1
                table = geo.zobrist_won[scorer]
                key ^= table[won] ^ table[won - 1]
        self.key = key
        self.turn = OTHER[self.turn]
        return move

    def perft(self, depth: int) -> int:
        """Move sequences of length ``depth`` (a pass is a move; a finished game is one leaf).

        >>> Position().perft(2)
        1116
        """
        if depth <= 0 or self.is_over():
            return 1
        if depth == 1:
            return self.count_moves()
        if depth == 2:
            return self._perft2()
        total = 0
        for move in self.legal_moves():
            self.push(move)
            total += self.perft(depth - 1)
            self.pop()
        return total

    def _perft2(self) -> int:
        """perft(2) without playing most moves: the reply count is updated around the move.

        A move changes only its two squares, so the opponent's merge count changes only in
        the pairs that touch them. Slides depend on the whole board, but they only exist
        for lonely stacks; whenever one may be involved we fall back to playing the move.
        """
        board = self.board
        geo = self._geo
        neighbours = geo.neighbours
        me = self.turn
        opp = OTHER[me]
        rows = MERGES[opp]
        contrib = [0] * len(board)
        opp_lonely = []
        for square in geo.dark:
            stack = board[square]
            if not stack:
                continue
            row = rows[stack]
            height = len(stack)
            total = 0
            touching = False
            for other_square in neighbours[square]:
                other = board[other_square]
                if other:
                    touching = True
                    total += row[len(other)] + rows[other][height]
            contrib[square] = total
            if not touching and stack[0] == opp:
                opp_lonely.append(square)
        base = sum(contrib) // 2
        base_slides = sum(len(self._slide_targets(square)) for square in opp_lonely)
        won = self.won
        target = geo.target
        leaves = 0
        for move in self.legal_moves():
            src, level, dst = move
            if level == 0:
                leaves += (base + base_slides) or 1
                continue
            old_src = board[src]
            old_dst = board[dst]
            grown = old_dst + old_src[level - 1 :]
            emptied_dst = len(grown) == MAX_HEIGHT
            if emptied_dst and won[grown[-1]] + 1 >= target:
                leaves += 1
                continue
            new_src = old_src[: level - 1]
            new_dst = "" if emptied_dst else grown
            board[src] = new_src
            board[dst] = new_dst
            if level > 1 and not emptied_dst:
                # The same squares stay occupied: slides of lonely stacks are unchanged.
                slides = base_slides
            else:
                # Lonely stacks are the old ones that stayed lonely, plus stacks next to a
                # square that just emptied, plus a stack that just slid.
                if level == 1:
                    candidates = neighbours[src]  # dst is one of them
                    if emptied_dst:
                        candidates = (*candidates, *neighbours[dst])
                else:
                    candidates = neighbours[dst]
                if opp_lonely:
                    candidates = (*candidates, *opp_lonely)
                slides = 0
                for square in candidates:
                    stack = board[square]
                    if stack and stack[0] == opp:
                        for other_square in neighbours[square]:
                            if board[other_square]:
                                break
                        else:
                            slides += len(self._slide_targets(square))
            before = contrib[src] + contrib[dst]
            if old_dst:
                before -= rows[old_src][len(old_dst)] + rows[old_dst][len(old_src)]
            after = 0
            for square in (src, dst):
                stack = board[square]
                if stack:
                    row = rows[stack]
                    height = len(stack)
                    for other_square in neighbours[square]:
                        other = board[other_square]
                        if other:
                            after += row[len(other)] + rows[other][height]
            if new_src and new_dst:
                after -= rows[new_src][len(new_dst)] + rows[new_dst][len(new_src)]
            board[src] = old_src
            board[dst] = old_dst
            leaves += (base - before + after + slides) or 1
        return leaves

    # --- position code -------------------------------------------------------------------

    def code(self) -> str:
        """The position code of the spec: ``ROWS SIDE W-B``."""
        rows = []
        for rank in range(self.size - 1, -1, -1):
            cells = [
                self.board[rank * 16 + file] or "."
                for file in range(self.size)
                if (rank + file) % 2 == 0
            ]
            rows.append(",".join(cells))
        return f"{'/'.join(rows)} {self.turn} {self.won[WHITE]}-{self.won[BLACK]}"

    @classmethod
    def from_code(cls, code: str) -> Position:
        """Read a position code; :class:`ByteError` says what is wrong with a bad one."""
        if not isinstance(code, str):
            raise ByteError(  # a caller's mistake (the page passes text): not shown
                f"a position code must be text, not {type(code).__name__}")  # i18n: not shown
        fields = code.split()
        if len(fields) not in (3, 4):
            raise ByteError(trn("a position code has 3 fields (ranks, side to move, score), "
                                "separated by spaces; this one has {n}",
                                "a position code has 3 fields (ranks, side to move, score), "
                                "separated by spaces; this one has {n}", len(fields)))
        rows = fields[0].split("/")
        size = len(rows)
        if size not in SIZES:
            raise ByteError(tr("a position code lists 8 or 10 ranks separated by '/', not {size}",
                               size=size))
        if len(fields) == 4 and fields[3] != str(size):
            raise ByteError(tr("the size field says {text} but the code lists {size} ranks",
                               text=quote(fields[3]), size=size))
        pos = cls(size)
        board = [""] * (16 * size)
        checkers = {WHITE: 0, BLACK: 0}
        for index, row in enumerate(rows):
            rank = size - 1 - index
            cells = row.split(",")
            if len(cells) != size // 2:
                raise ByteError(trn("rank {rank} lists {n} square; it has {dark} dark squares",
                                    "rank {rank} lists {n} squares; it has {dark} dark squares",
                                    len(cells), rank=rank + 1, dark=size // 2))
            files = [file for file in range(size) if (rank + file) % 2 == 0]
            for file, cell in zip(files, cells, strict=True):
                name = square_name(rank * 16 + file)
                if cell == ".":
                    continue
                if not cell or cell.strip("wb"):
                    raise ByteError(tr("square {square} holds {text}: write '.' or checkers "
                                       "'w'/'b'", square=name, text=quote(cell)))
                if len(cell) >= MAX_HEIGHT:
                    raise ByteError(tr("square {square} holds {count} checkers; a stack on the "
                                       "board has at most 7 (a stack of 8 leaves the board)",
                                       square=name, count=len(cell)))
                board[rank * 16 + file] = cell
                checkers[WHITE] += cell.count(WHITE)
                checkers[BLACK] += cell.count(BLACK)
        if fields[1] not in (WHITE, BLACK):
            raise ByteError(tr("the side to move must be 'w' or 'b', not {text}",
                               text=quote(fields[1])))
        score_w, dash, score_b = fields[2].partition("-")
        if not (dash and is_number(score_w, 2) and is_number(score_b, 2)):
            raise ByteError(tr("the score must look like '1-0', not {text}",
                               text=quote(fields[2])))
        won = {WHITE: int(score_w), BLACK: int(score_b)}
        target = GEOMETRY[size].target
        stacks_total = 3 if size == 8 else 5
        if won[WHITE] + won[BLACK] > stacks_total or max(won.values()) > target:
            raise ByteError(tr("the score {score} is impossible: {stacks} stacks form on "
                               "{size}x{size} and {target} win", score=fields[2],
                               stacks=stacks_total, size=size, target=target))
        per_side = 12 if size == 8 else 20
        removed = MAX_HEIGHT * (won[WHITE] + won[BLACK])
        on_board = checkers[WHITE] + checkers[BLACK]
        if on_board + removed != 2 * per_side:
            raise ByteError(tr("the code has {board} checkers on the board and {won} in won "
                               "stacks; a {size}x{size} game always has {total}", board=on_board,
                               won=removed, size=size, total=2 * per_side))
        if checkers[WHITE] > per_side or checkers[BLACK] > per_side:
            raise ByteError(tr("each side has {count} checkers on {size}x{size}", count=per_side,
                               size=size))
        pos.board = board
        pos.turn = fields[1]
        pos.won = won
        pos.key = pos._compute_key()
        return pos

    def _compute_key(self) -> int:
        geo = self._geo
        key = geo.zobrist_won[WHITE][self.won[WHITE]] ^ geo.zobrist_won[BLACK][self.won[BLACK]]
        for square in geo.dark:
            key ^= geo.zobrist[square][self.board[square]]
        if self.turn == BLACK:
            key ^= geo.zobrist_turn
        return key


def start(variant: str = "byte", size: int = 8) -> Position:
    """The start position of Byte on an 8x8 or 10x10 board (the game protocol's entry)."""
    return Position(size)


def from_code(code: str, variant: str = "byte") -> Position:
    """Read a position code (the game protocol's entry; Byte has one variant)."""
    return Position.from_code(code)


CODE_CHARACTERS = "wb.,/ 0123456789-"
"""Every character a position code can hold (links check it before reading a code)."""

START_CODES = {
    8: ".,.,.,./b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/.,.,.,. w 0-0",
    10: ".,.,.,.,./b,b,b,b,b/w,w,w,w,w/b,b,b,b,b/w,w,w,w,w/b,b,b,b,b/w,w,w,w,w/b,b,b,b,b/"
    "w,w,w,w,w/.,.,.,.,. w 0-0",
}
"""The start position of each size as a position code (written out: computing the 10x10
one at import would build its tables, which an 8x8 game never needs)."""
