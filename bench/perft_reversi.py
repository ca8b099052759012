"""Reversi move-generation speed: perft from the 8x8 start, against a plain implementation.

    python bench/perft_reversi.py            # depths 8 and 9 (the plain one takes a minute)
    python bench/perft_reversi.py --quick    # depth 8 only

The baseline (``bench/naive_reversi.py``) plays the same rules on a list board, scanning
eight directions and copying the board for every move; it runs in the same process, so
the ratio shows what the bit sets and counting the last ply buy on this machine. The
other starts and sizes follow at depth 7, checked against the spec's tables.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import naive_reversi

from bench.perft_run import chosen_depths, timed
from byte.games.reversi.rules import start

EXPECTED_8 = {7: 55_092, 8: 390_216, 9: 3_005_288, 10: 24_571_284}
EXPECTED_7 = {("reversi", 8): 1_536, ("othello", 6): 47_740, ("othello", 10): 55_180}


def check(leaves: int, expected: int) -> str:
    return "ok" if leaves == expected else f"WRONG (expected {expected:,})"


def main() -> None:
    depths = chosen_depths(__doc__, quick=(8,), full=(8, 9))
    print(f"{'':>6} {'depth':>5} {'leaves':>11} {'seconds':>8} {'leaves/s':>11}  check")
    for depth in depths:
        fast, fast_seconds = timed(start().perft, depth)
        plain, plain_seconds = timed(naive_reversi.perft, naive_reversi.start(8), "b", depth)
        rows = (("fast", fast, fast_seconds), ("plain", plain, plain_seconds))
        for name, leaves, seconds in rows:
            print(
                f"{name:>6} {depth:>5} {leaves:>11,} {seconds:>8.2f} {leaves / seconds:>11,.0f}  "
                f"{check(leaves, EXPECTED_8[depth])}"
            )
        ratio = plain_seconds / fast_seconds
        print(f"{'':>6} perft({depth}): the bit-set rules are {ratio:.1f}x faster")
    for (variant, size), expected in EXPECTED_7.items():
        leaves, seconds = timed(start(variant, size).perft, 7)
        print(
            f"{variant} {size}x{size} perft(7): {leaves:,} in {seconds:.2f} s  "
            f"{check(leaves, expected)}"
        )


if __name__ == "__main__":
    main()
