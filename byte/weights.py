"""Learned weights as text: a table of small integers packed for a JSON file.

A learned evaluation's table has tens of thousands of weights, most of them zero. As a
JSON list it would be large and slow to read in the browser; packed — 16-bit integers,
little-endian, compressed with zlib, in base 64 — it is a few kilobytes per table and
unpacks in C.

>>> text = pack([0, 5, -3, 0, 32767])
>>> unpack(text, 5)
[0, 5, -3, 0, 32767]
"""

from __future__ import annotations

import binascii
import sys
import zlib
from array import array


def pack(values: list[int]) -> str:
    """``values`` (each within 16 bits, signed) as ASCII text."""
    table = array("h", values)
    if sys.byteorder == "big":
        table.byteswap()
    return binascii.b2a_base64(zlib.compress(table.tobytes(), 9), newline=False).decode()


def unpack(text: str, count: int) -> list[int]:
    """The ``count`` integers that :func:`pack` wrote; ValueError for text that is not
    such a table or holds another number of them."""
    try:
        raw = zlib.decompress(binascii.a2b_base64(text))
    except (binascii.Error, zlib.error) as error:
        raise ValueError(f"not a packed table of weights: {error}") from None
    if len(raw) != 2 * count:
        raise ValueError(f"a packed table of {len(raw) // 2} weights, not {count}")
    table = array("h")
    table.frombytes(raw)
    if sys.byteorder == "big":
        table.byteswap()
    return table.tolist()
