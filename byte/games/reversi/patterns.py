"""Othello 8x8 patterns: the board read as lines and corner blocks, each an index.

A pattern is a fixed group of squares; its index counts each square in base 3 (0 empty,
1 a disc of the side to move, 2 an opponent's disc), so a table of weights indexed by it
scores every arrangement of those squares separately. Learned evaluations of the strong
Othello programs are sums of such tables; :mod:`byte.games.reversi.learned` holds ours,
fitted by ``tools/train_reversi.py``.

The board is cut into bytes (one row each) of the two bit sets, of the board turned about
the a1-h8 diagonal (its rows are the columns) and of each row mirrored, so every index is
a few table look-ups: no loop over squares.

Patterns of one class (the four edges, say) share one table: the training shows it every
position in its eight symmetric forms, so the table learns each arrangement however the
board is turned.

>>> from byte.games.reversi.rules import start
>>> pos = start()
>>> indexes = pattern_indexes(pos.own, pos.opp)
>>> len(indexes) == len(INSTANCE_CLASSES), indexes[0]  # the top edge is empty
(True, 0)
>>> b2 = 1 << 9
>>> [form.bit_length() - 1 for form in symmetries(b2)]  # b2 and the other X-squares
[9, 14, 49, 54, 9, 14, 49, 54]
"""

from __future__ import annotations

CLASSES = (
    ("edge", 8), ("corner", 9), ("line2", 8), ("line3", 8), ("line4", 8),
    ("diagonal8", 8), ("diagonal7", 7), ("diagonal6", 6), ("diagonal5", 5), ("diagonal4", 4),
)
"""(name, squares) of each pattern class, in the order of :data:`CLASS_OFFSETS`."""

CLASS_SIZES = tuple(3 ** squares for _, squares in CLASSES)
CLASS_OFFSETS = tuple(sum(CLASS_SIZES[:index]) for index in range(len(CLASSES)))
"""Where each class's table starts in one stage's flat list of weights."""
PATTERN_WEIGHTS = sum(CLASS_SIZES)

INSTANCE_CLASSES = (
    (0,) * 4 + (1,) * 4 + (2,) * 4 + (3,) * 4 + (4,) * 4 + (5,) * 2 + (6,) * 4 + (7,) * 4
    + (8,) * 4 + (9,) * 4
)
"""The class of each index :func:`pattern_indexes` returns, in its order."""

BASE3 = tuple(sum(3 ** bit for bit in range(8) if byte >> bit & 1) for byte in range(256))
"""A byte's set bits as base-3 ones: ``BASE3[own] + 2 * BASE3[opp]`` indexes a line."""
MIRROR = tuple(int(f"{byte:08b}"[::-1], 2) for byte in range(256))
"""A byte with its bits in the opposite order (a row read from the h-file)."""
_GATHER = 0x0101010101010101


def _diagonals() -> list[tuple[int, int, int]]:
    """(mask, shift, length) of every diagonal of 4 to 8 squares, in both directions; the
    multiplication by ``_GATHER`` moves a diagonal's squares (one per column) into the top
    byte, the shift drops its empty low columns."""
    found = []
    for length in (8, 7, 6, 5, 4):
        for offset in sorted({8 - length, -(8 - length)}):
            # Down-right: squares (row, row + offset).
            squares = [(row, row + offset) for row in range(8) if 0 <= row + offset < 8]
            mask = sum(1 << (row * 8 + column) for row, column in squares)
            found.append((mask, min(column for _, column in squares), length))
        for offset in sorted({8 - length, -(8 - length)}):
            # Down-left: squares (row, 7 - row + offset).
            squares = [(row, 7 - row + offset) for row in range(8) if 0 <= 7 - row + offset < 8]
            mask = sum(1 << (row * 8 + column) for row, column in squares)
            found.append((mask, min(column for _, column in squares), length))
    return found


DIAGONALS = tuple(_diagonals())


def transpose(bits: int) -> int:
    """The board turned about the a1-h8 diagonal (square (r, c) to (c, r))."""
    t = (bits ^ (bits >> 7)) & 0x00AA00AA00AA00AA
    bits ^= t ^ (t << 7)
    t = (bits ^ (bits >> 14)) & 0x0000CCCC0000CCCC
    bits ^= t ^ (t << 14)
    t = (bits ^ (bits >> 28)) & 0x00000000F0F0F0F0
    return bits ^ t ^ (t << 28)


def flip_vertical(bits: int) -> int:
    """Row 1 and row 8 swapped, and so on."""
    return int.from_bytes(bits.to_bytes(8, "little"), "big")


def mirror(bits: int) -> int:
    """The a-file and the h-file swapped, and so on."""
    return int.from_bytes(bytes(MIRROR[byte] for byte in bits.to_bytes(8, "little")), "little")


def symmetries(bits: int) -> list[int]:
    """The eight symmetric forms of a bit set (itself first)."""
    forms = []
    for turned in (bits, transpose(bits)):
        for flipped in (turned, flip_vertical(turned)):
            forms.append(flipped)
            forms.append(mirror(flipped))
    return forms


_EDGE, _CORNER, _LINE2, _LINE3, _LINE4 = CLASS_OFFSETS[:5]
_DIAGONAL_OFFSETS = {squares: CLASS_OFFSETS[5 + 8 - squares] for squares in (8, 7, 6, 5, 4)}
_DIAGONAL_READS = tuple((mask, shift, _DIAGONAL_OFFSETS[length])
                        for mask, shift, length in DIAGONALS)
_INSTANCE_OFFSETS = tuple(CLASS_OFFSETS[klass] for klass in INSTANCE_CLASSES)


def pattern_numbers(own: int, opp: int) -> list[int]:
    """Every pattern's weight number in one stage's flat list of weights (its class's
    offset plus its index), in :data:`INSTANCE_CLASSES` order: what the evaluation sums.
    """
    base = BASE3
    rev = MIRROR
    o = [(own >> shift) & 255 for shift in (0, 8, 16, 24, 32, 40, 48, 56)]
    p = [(opp >> shift) & 255 for shift in (0, 8, 16, 24, 32, 40, 48, 56)]
    town, topp = transpose(own), transpose(opp)
    to = [(town >> shift) & 255 for shift in (0, 8, 16, 24, 32, 40, 48, 56)]
    tp = [(topp >> shift) & 255 for shift in (0, 8, 16, 24, 32, 40, 48, 56)]
    found = [
        _EDGE + base[o[0]] + 2 * base[p[0]], _EDGE + base[o[7]] + 2 * base[p[7]],
        _EDGE + base[to[0]] + 2 * base[tp[0]], _EDGE + base[to[7]] + 2 * base[tp[7]],
    ]
    # Corners 3x3, read row by row from the corner outwards.
    for a, b, c in ((0, 1, 2), (7, 6, 5)):
        found.append(_CORNER + base[o[a] & 7] + 27 * base[o[b] & 7] + 729 * base[o[c] & 7]
                     + 2 * (base[p[a] & 7] + 27 * base[p[b] & 7] + 729 * base[p[c] & 7]))
        found.append(_CORNER + base[rev[o[a]] & 7] + 27 * base[rev[o[b]] & 7]
                     + 729 * base[rev[o[c]] & 7]
                     + 2 * (base[rev[p[a]] & 7] + 27 * base[rev[p[b]] & 7]
                            + 729 * base[rev[p[c]] & 7]))
    for offset, first, second in ((_LINE2, 1, 6), (_LINE3, 2, 5), (_LINE4, 3, 4)):
        found.append(offset + base[o[first]] + 2 * base[p[first]])
        found.append(offset + base[o[second]] + 2 * base[p[second]])
        found.append(offset + base[to[first]] + 2 * base[tp[first]])
        found.append(offset + base[to[second]] + 2 * base[tp[second]])
    for mask, shift, offset in _DIAGONAL_READS:
        found.append(offset + base[((own & mask) * _GATHER >> 56 & 255) >> shift]
                     + 2 * base[((opp & mask) * _GATHER >> 56 & 255) >> shift])
    return found


def pattern_indexes(own: int, opp: int) -> list[int]:
    """Every pattern's index (within its class's table) in :data:`INSTANCE_CLASSES` order."""
    return [number - offset for number, offset
            in zip(pattern_numbers(own, opp), _INSTANCE_OFFSETS, strict=True)]
