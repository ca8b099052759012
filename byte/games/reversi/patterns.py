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
    ("edge2x", 10), ("corner", 9), ("corner2x5", 10), ("line2", 8), ("line3", 8),
    ("line4", 8), ("diagonal8", 8), ("diagonal7", 7), ("diagonal6", 6), ("diagonal5", 5),
    ("diagonal4", 4),
)
"""(name, squares) of each pattern class, in the order of :data:`CLASS_OFFSETS`: an edge
with its two X-squares (the squares diagonal to its corners, which decide whether a corner
can be taken), a corner's 3x3 block and its 2x5 block along each edge, the lines parallel
to an edge and the diagonals."""

CLASS_SIZES = tuple(3 ** squares for _, squares in CLASSES)
CLASS_OFFSETS = tuple(sum(CLASS_SIZES[:index]) for index in range(len(CLASSES)))
"""Where each class's table starts in one stage's flat list of weights."""
PATTERN_WEIGHTS = sum(CLASS_SIZES)

INSTANCE_CLASSES = (
    (0,) * 4 + (1,) * 4 + (2,) * 8 + (3,) * 4 + (4,) * 4 + (5,) * 4 + (6,) * 2 + (7,) * 4
    + (8,) * 4 + (9,) * 4 + (10,) * 4
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


_EDGE, _CORNER, _CORNER5, _LINE2, _LINE3, _LINE4 = CLASS_OFFSETS[:6]
_DIAGONAL_OFFSETS = {squares: CLASS_OFFSETS[6 + 8 - squares] for squares in (8, 7, 6, 5, 4)}
_DIAGONAL_READS = tuple((mask, shift, _DIAGONAL_OFFSETS[length])
                        for mask, shift, length in DIAGONALS)
_INSTANCE_OFFSETS = tuple(CLASS_OFFSETS[klass] for klass in INSTANCE_CLASSES)

# Per byte (one row): its X-squares (the b- and g-file) as the edge's two last digits, and
# its first three (five) squares as a corner block's row, read from the a-file or, mirrored,
# from the h-file. A pattern's index is then a few look-ups per row.
_X_SQUARES = tuple(3 ** 8 * ((byte >> 1 & 1) + 3 * (byte >> 6 & 1)) for byte in range(256))
_ROW3 = tuple(BASE3[byte & 7] for byte in range(256))
_ROW3_MIRRORED = tuple(BASE3[MIRROR[byte] & 7] for byte in range(256))
_ROW5 = tuple(BASE3[byte & 31] for byte in range(256))
_ROW5_MIRRORED = tuple(BASE3[MIRROR[byte] & 31] for byte in range(256))


def pattern_numbers(own: int, opp: int) -> list[int]:
    """Every pattern's weight number in one stage's flat list of weights (its class's
    offset plus its index), in :data:`INSTANCE_CLASSES` order: what the evaluation sums.
    """
    base, xs = BASE3, _X_SQUARES
    r3, m3, r5, m5 = _ROW3, _ROW3_MIRRORED, _ROW5, _ROW5_MIRRORED
    # Rows 1-8 of each side, and of the board turned about the a1-h8 diagonal (its rows
    # are the files a-h).
    o0, o1, o2, o3, o4, o5, o6, o7 = own.to_bytes(8, "little")
    p0, p1, p2, p3, p4, p5, p6, p7 = opp.to_bytes(8, "little")
    t0, t1, t2, t3, t4, t5, t6, t7 = transpose(own).to_bytes(8, "little")
    q0, q1, q2, q3, q4, q5, q6, q7 = transpose(opp).to_bytes(8, "little")
    found = [
        # Edges with their X-squares: rank 1, rank 8, the a-file, the h-file.
        _EDGE + base[o0] + 2 * base[p0] + xs[o1] + 2 * xs[p1],
        _EDGE + base[o7] + 2 * base[p7] + xs[o6] + 2 * xs[p6],
        _EDGE + base[t0] + 2 * base[q0] + xs[t1] + 2 * xs[q1],
        _EDGE + base[t7] + 2 * base[q7] + xs[t6] + 2 * xs[q6],
        # Corners 3x3, read row by row from the corner outwards: a1, h1, a8, h8.
        _CORNER + r3[o0] + 27 * r3[o1] + 729 * r3[o2]
        + 2 * (r3[p0] + 27 * r3[p1] + 729 * r3[p2]),
        _CORNER + m3[o0] + 27 * m3[o1] + 729 * m3[o2]
        + 2 * (m3[p0] + 27 * m3[p1] + 729 * m3[p2]),
        _CORNER + r3[o7] + 27 * r3[o6] + 729 * r3[o5]
        + 2 * (r3[p7] + 27 * r3[p6] + 729 * r3[p5]),
        _CORNER + m3[o7] + 27 * m3[o6] + 729 * m3[o5]
        + 2 * (m3[p7] + 27 * m3[p6] + 729 * m3[p5]),
        # Corners 2x5, the edge's five squares then the five beside them: along ranks 1
        # and 8 from each corner, then along the a- and h-files.
        _CORNER5 + r5[o0] + 243 * r5[o1] + 2 * (r5[p0] + 243 * r5[p1]),
        _CORNER5 + m5[o0] + 243 * m5[o1] + 2 * (m5[p0] + 243 * m5[p1]),
        _CORNER5 + r5[o7] + 243 * r5[o6] + 2 * (r5[p7] + 243 * r5[p6]),
        _CORNER5 + m5[o7] + 243 * m5[o6] + 2 * (m5[p7] + 243 * m5[p6]),
        _CORNER5 + r5[t0] + 243 * r5[t1] + 2 * (r5[q0] + 243 * r5[q1]),
        _CORNER5 + m5[t0] + 243 * m5[t1] + 2 * (m5[q0] + 243 * m5[q1]),
        _CORNER5 + r5[t7] + 243 * r5[t6] + 2 * (r5[q7] + 243 * r5[q6]),
        _CORNER5 + m5[t7] + 243 * m5[t6] + 2 * (m5[q7] + 243 * m5[q6]),
        # The lines two, three and four squares in from each edge.
        _LINE2 + base[o1] + 2 * base[p1], _LINE2 + base[o6] + 2 * base[p6],
        _LINE2 + base[t1] + 2 * base[q1], _LINE2 + base[t6] + 2 * base[q6],
        _LINE3 + base[o2] + 2 * base[p2], _LINE3 + base[o5] + 2 * base[p5],
        _LINE3 + base[t2] + 2 * base[q2], _LINE3 + base[t5] + 2 * base[q5],
        _LINE4 + base[o3] + 2 * base[p3], _LINE4 + base[o4] + 2 * base[p4],
        _LINE4 + base[t3] + 2 * base[q3], _LINE4 + base[t4] + 2 * base[q4],
    ]
    for mask, shift, offset in _DIAGONAL_READS:
        found.append(offset + base[((own & mask) * _GATHER >> 56 & 255) >> shift]
                     + 2 * base[((opp & mask) * _GATHER >> 56 & 255) >> shift])
    return found


def pattern_indexes(own: int, opp: int) -> list[int]:
    """Every pattern's index (within its class's table) in :data:`INSTANCE_CLASSES` order."""
    return [number - offset for number, offset
            in zip(pattern_numbers(own, opp), _INSTANCE_OFFSETS, strict=True)]
