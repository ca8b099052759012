"""Learned draughts evaluations: the hand-written one plus patterns of men, fitted to games.

The board is cut into overlapping blocks of 4x4 squares (nine on 8x8, sixteen on 10x10),
each holding eight playing squares. A block's men (kings are left to the hand-written
evaluation) read in base 3 — 0 empty, 1 a white man, 2 a black man — give an index, and
a table of weights per block scores every arrangement of its men on its own: formations,
holes, outposts and the tempo of a wing, which hand-written terms only approximate.
A table may also have king features (``"kings": true`` in its file; :func:`king_numbers`):
a weight for each count of men and kings (up to :data:`KING_CAP`) of the two sides —
which endings are won, drawn or lost differs from one rule set to another, and the
hand-written evaluation counts kings at one value — and a weight for a king of each
colour on each square.

The score of a position, in points of the hand-written evaluation (100 a man), for the
side to move, is a share of the hand-written evaluation plus, from White's side, the
blocks' weights and a bias for having the move; each game stage (by how many pieces are
left) has its own weights. ``tools/train_checkers.py`` fits them to self-play games, as
the odds of winning (a logistic model): see there. Each rule set with a weights file
(``weights-VARIANT.json``) can use it; it is read the first time a position of that rule
set is evaluated. Eight do: Checkers (6,000 games: ``generate --variant brazilian --games
3000 --nodes 750`` with seeds 11 and 12, then ``fit --variant brazilian --holdout 0.05
--ridge 1`` on the two files), International draughts (1,543 games: ``generate --variant
international`` with seeds 1, 2 and 3 for 769, 204 and 570 games, then ``fit --variant
international --holdout 0.05`` on the three files), English checkers (3,468 games, with
the king features: ``generate --variant english --games 3000 --nodes 750`` with seeds 11
and 12, stopped at 1,736 and 1,732 games, then ``fit --variant english --holdout 0.05
--ridge 1 --kings`` on the two files), Russian draughts (4,803 games, with the king
features: ``generate --variant russian --nodes 750`` with seeds 11 and 12, stopped at
2,525 and 2,278 games, then ``fit --variant russian --holdout 0.05 --ridge 1 --kings
--material-with-kings`` on the two files), Pool checkers (4,963 games, with the king
features: ``generate --variant pool --games 3000 --nodes 750`` with seeds 11 and 12,
stopped at 2,461 and 2,502 games, then ``fit --variant pool --holdout 0.05 --ridge 1
--kings`` on the two files), Italian draughts (1,297 games, about 120 positions each,
twice Pool's: ``generate --variant italian`` with seeds 1 and 2, stopped at 216 and 226
games, and seeds 3 and 4, stopped at 432 and 423, then ``fit --variant italian --holdout
0.05`` on the four files), Frisian draughts (2,000 games, about 62 positions each:
``generate --variant frisian --games 1000`` with seeds 1 and 2, then ``fit --variant
frisian --holdout 0.05`` on the two files) and Antidraughts (2,000 games, about 77
positions each: ``generate --variant antidraughts --games 1000`` with seeds 1 and 2, then
``fit --variant antidraughts --holdout 0.05`` on the two files).

>>> available("brazilian"), available("frysk")
(True, False)
>>> len(blocks(8)), len(blocks(10))
(9, 16)
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from byte.games.checkers.rules import GEOMETRY, WHITE, Position
from byte.weights import unpack

BLOCK_SIZE = 3 ** 8
"""Arrangements of one block's eight squares."""
HERE = Path(__file__).parent


def weights_file(variant: str) -> Path:
    return HERE / f"weights-{variant}.json"


def blocks(size: int) -> list[list[int]]:
    """The blocks of a board size: each a list of its eight square bits, in a fixed order
    (by rank, then file)."""
    geo = GEOMETRY[size]
    at = {geo.coords[square]: geo.bit[square] for square in geo.squares}
    found = []
    for bottom in range(0, size - 3, 2):
        for left in range(0, size - 3, 2):
            found.append([at[file, rank] for rank in range(bottom, bottom + 4)
                          for file in range(left, left + 4) if (file, rank) in at])
    return found


class _Blocks:
    """For each block: its mask, and what each arrangement of white (black) men inside
    it adds to the block's index."""

    def __init__(self, size: int) -> None:
        self.masks = []
        self.white: list[dict[int, int]] = []
        self.black: list[dict[int, int]] = []
        for number, bits in enumerate(blocks(size)):
            self.masks.append(sum(bits))
            white, black = {}, {}
            for subset in range(256):
                men = sum(bit for index, bit in enumerate(bits) if subset >> index & 1)
                digits = sum(3 ** index for index in range(8) if subset >> index & 1)
                white[men] = number * BLOCK_SIZE + digits
                black[men] = 2 * digits
            self.white.append(white)
            self.black.append(black)
        self.reads = tuple(zip(self.masks, self.white, self.black, strict=True))


@cache
def block_tables(size: int) -> _Blocks:
    return _Blocks(size)


def block_numbers(pos: Position) -> list[int]:
    """Each block's weight number (block number times :data:`BLOCK_SIZE` plus its index)
    for the men of ``pos``, from White's side."""
    men = ~pos.kings
    white, black = pos.white & men, pos.black & men
    return [to_white[white & mask] + to_black[black & mask]
            for mask, to_white, to_black in block_tables(pos.size).reads]


KING_CAP = 4
"""Kings a side counts in the material table (a fifth plays like a fourth)."""


class _Kings:
    """Where the king features' weight numbers start, after the blocks: first the
    material table, one number per (white men, white kings, black men, black kings), then
    one number per square for a white king on it and one for a black king."""

    def __init__(self, size: int) -> None:
        geo = GEOMETRY[size]
        men = size * (size // 2 - 1) // 2
        self.side = (men + 1) * (KING_CAP + 1)
        self.material = len(blocks(size)) * BLOCK_SIZE
        self.white = self.material + self.side * self.side - 1
        self.black = self.white + geo.count
        self.count = self.side * self.side + 2 * geo.count
        self.number = geo.number


@cache
def king_tables(size: int) -> _Kings:
    return _Kings(size)


def king_numbers(pos: Position) -> list[int]:
    """The weight numbers of the king features of ``pos``, from White's side: one for
    the material (men and kings of each side: the blocks see men only, and which endings
    are won depends on the rule set), one for each king on its square.

    >>> from byte.games.checkers.rules import from_code
    >>> pos = from_code("W:WK1,5,6:BK32", "english")
    >>> first = king_tables(8).material
    >>> [number - first for number in king_numbers(pos)]  # 2 men and a king : a king
    [716, 4225, 4288]
    >>> (2 * (KING_CAP + 1) + 1) * king_tables(8).side + 1
    716
    """
    tables = king_tables(pos.size)
    white_kings, black_kings = pos.white & pos.kings, pos.black & pos.kings
    white, black = white_kings.bit_count(), black_kings.bit_count()
    numbers = [tables.material
               + ((pos.white.bit_count() - white) * (KING_CAP + 1) + min(white, KING_CAP))
               * tables.side
               + (pos.black.bit_count() - black) * (KING_CAP + 1) + min(black, KING_CAP)]
    number = tables.number
    for kings, start in ((white_kings, tables.white), (black_kings, tables.black)):
        while kings:
            low = kings & -kings
            numbers.append(start + number[low])
            kings ^= low
    return numbers


def feature_count(size: int, kings: bool) -> int:
    """How many weights a table has: the blocks', and the king features' with
    ``kings``."""
    return len(blocks(size)) * BLOCK_SIZE + (king_tables(size).count if kings else 0)


def feature_numbers(pos: Position, kings: bool) -> list[int]:
    """The weight numbers of ``pos`` (:func:`block_numbers`, and with ``kings``
    :func:`king_numbers`)."""
    numbers = block_numbers(pos)
    return numbers + king_numbers(pos) if kings else numbers


def stage_of(pieces: int, men: int) -> int:
    """The game stage of a position with ``pieces`` on the board, of a start with ``men``
    a side: 0 while more than two thirds are left, 1 down to a third, 2 below."""
    if 3 * pieces > 4 * men:
        return 0
    if 3 * pieces > 2 * men:
        return 1
    return 2


STAGES = 3
HAND_SHARE = 1000
"""The hand-written evaluation's weight is stored in thousandths."""


class _Weights:
    """One rule set's weights, per stage, as dense lists."""

    def __init__(self, path: Path, size: int) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["stages"] != STAGES or data["size"] != size:
            raise ValueError(f"{path.name} is for other stages or another board")
        self.kings = bool(data.get("kings"))
        """The table has the king features (:func:`king_numbers`) after the blocks."""
        count = feature_count(size, self.kings)
        self.patterns: list[list[int]] = []
        self.extra: list[tuple[int, int]] = []
        for stage in range(STAGES):
            table = data["tables"][stage]
            self.patterns.append(unpack(table["patterns"], count))
            self.extra.append((table["hand"], table["move"]))


_LOADED: dict[str, _Weights] = {}


_AVAILABLE: dict[str, bool] = {}


def available(variant: str) -> bool:
    """True when ``variant`` has a learned evaluation (asked at every evaluation: the
    file system is asked once per rule set)."""
    known = _AVAILABLE.get(variant)
    if known is None:
        known = _AVAILABLE[variant] = weights_file(variant).exists()
    return known


def weights(pos: Position) -> _Weights:
    table = _LOADED.get(pos.variant)
    if table is None:
        table = _LOADED[pos.variant] = _Weights(weights_file(pos.variant), pos.size)
    return table


def evaluate(pos: Position, hand: int) -> int:
    """How good ``pos`` is for the side to move, in points (100 a man), given ``hand``,
    the hand-written evaluation of the board (``engine.hand_evaluate``)."""
    table = weights(pos)
    stage = stage_of((pos.white | pos.black).bit_count(), pos.rules.men)
    hand_weight, move = table.extra[stage]
    white_view = sum(map(table.patterns[stage].__getitem__,
                         feature_numbers(pos, table.kings)))
    own = white_view if pos.turn == WHITE else -white_view
    return hand_weight * hand // HAND_SHARE + own + move

