"""Checkers move-generation speed: perft per rule set, leaves per second, and the ratio to
a plain implementation.

    python bench/perft_checkers.py            # 8x8 to depth 9, 10x10 to depth 7 or 8
    python bench/perft_checkers.py --quick    # 8x8 to depth 7, 10x10 to depth 6
    python bench/perft_checkers.py --variant frisian

For each rule set, perft from the start at the four deepest depths, each count checked
against the spec's table. Then the ratio: the plain implementation of
``bench/naive_checkers.py`` (dict board, recursive capture search on copies) and the
engine count the same tree in the same process, and

    ratio = engine leaves/s / plain leaves/s   (the same leaves, so also plain s / engine s)

The issue's aim is a ratio of at least 5 for every rule set. The start of a game has few
captures and no kings, so the ratio is also taken on the spec's International test
positions, where flying kings and long majority captures are most of the work.

Times are the CPU time of this process (``time.process_time``), so other work on the
machine disturbs them less than wall-clock time, and the engine's side of a ratio is the
best of three runs: a single run of a few milliseconds, timed by the wall clock on a busy
machine, can be off by any factor.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import naive_checkers

from byte.games.checkers import rules

EXPECTED = {
    "brazilian": (1, 7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766, 21560022),
    "english": (1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564),
    "international": (
        1, 9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423, 258895763,
    ),
    "russian": (1, 7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586),
    "pool": (1, 7, 49, 302, 1469, 7482, 37986, 190146, 929896, 4570534),
    "italian": (1, 7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875),
    "frisian": (1, 9, 81, 658, 3874, 21265, 102431, 540126),
    "frysk": (1, 9, 81, 657, 5329, 41829, 328329, 2572197),
    "antidraughts": (1, 9, 81, 658, 4265, 27117, 167140, 1049442),
    "breakthrough": (1, 9, 81, 658, 4265, 27117, 167140, 1049442),
}
DEPTHS = {  # (engine's deepest, depth of the ratio), full run and --quick
    "full": {"brazilian": (9, 7), "english": (9, 7), "international": (8, 6),
             "russian": (9, 7), "pool": (9, 7), "italian": (9, 7), "frisian": (7, 6),
             "frysk": (7, 5), "antidraughts": (7, 6), "breakthrough": (7, 6)},
    "quick": {"brazilian": (7, 5), "english": (7, 5), "international": (6, 5),
              "russian": (7, 5), "pool": (7, 5), "italian": (7, 5), "frisian": (6, 5),
              "frysk": (6, 4), "antidraughts": (6, 5), "breakthrough": (6, 5)},
}
POSITIONS = [
    # The spec's International test positions: name, code, perft from depth 1, and the
    # depth of the ratio in a full run and with --quick.
    ("Woldouby", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
     (6, 12, 30, 73, 215, 590, 1944, 6269, 22369), {"full": 9, "quick": 8}),
    ("kings", "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
     (14, 55, 1168, 5432, 87195, 629010), {"full": 5, "quick": 4}),
    ("crowning", "W:W6,7,8,9,10:B41,42,43,44,45", (9, 81, 795, 7578, 86351),
     {"full": 5, "quick": 4}),
]


def timed(function: Callable[..., int], *args: object, runs: int = 1) -> tuple[int, float]:
    """The result of ``function(*args)`` and its best CPU time over ``runs`` runs."""
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        result = function(*args)
        best = min(best, time.process_time() - started)
    return result, best


def rate(leaves: int, seconds: float) -> float:
    return leaves / seconds if seconds else float("inf")


def plain_board(pos: rules.Position) -> dict:
    """The position as the plain implementation's dict board."""
    return {pos.square_coords(s): pos.piece(s) for s in pos.squares if pos.piece(s)}


def compare(pos: rules.Position, depth: int, expected: int) -> tuple[float, float, float]:
    """(plain leaves/s, engine leaves/s, ratio) of perft(depth), both checked."""
    board = plain_board(pos)
    plain, plain_seconds = timed(naive_checkers.perft, board, pos.turn, pos.variant, depth)
    fast, fast_seconds = timed(pos.perft, depth, runs=3)
    assert plain == fast == expected, (pos.code(), depth, plain, fast, expected)
    plain_rate, fast_rate = rate(plain, plain_seconds), rate(fast, fast_seconds)
    print(
        f"ratio at perft {depth} ({expected:,} leaves): plain {plain_seconds:.2f} s = "
        f"{plain_rate:,.0f} leaves/s, engine {fast_seconds:.3f} s = {fast_rate:,.0f} "
        f"leaves/s: {fast_rate / plain_rate:.1f}x"
    )
    return plain_rate, fast_rate, fast_rate / plain_rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="lower depths (a few seconds)")
    parser.add_argument("--variant", choices=sorted(EXPECTED), help="only this rule set")
    args = parser.parse_args()
    run = "quick" if args.quick else "full"
    summary: list[tuple[str, int, float, float, float]] = []
    for variant, (deepest, ratio_depth) in DEPTHS[run].items():
        if args.variant and variant != args.variant:
            continue
        print(f"\n{rules.RULES[variant].name} ({variant}), from the start")
        print(f"{'depth':>5} {'leaves':>12} {'seconds':>8} {'leaves/s':>12}  check")
        for depth in range(max(1, deepest - 3), deepest + 1):
            leaves, seconds = timed(rules.start(variant).perft, depth)
            expected = EXPECTED[variant][depth]
            ok = "ok" if leaves == expected else f"WRONG (expected {expected:,})"
            print(f"{depth:>5} {leaves:>12,} {seconds:>8.2f} {rate(leaves, seconds):>12,.0f}  {ok}")
        figures = compare(rules.start(variant), ratio_depth, EXPECTED[variant][ratio_depth])
        summary.append((f"{variant}, start", ratio_depth, *figures))
    if not args.variant or args.variant == "international":
        print("\nInternational draughts, the spec's test positions")
        for name, code, counts, depths in POSITIONS:
            depth = depths[run]
            print(f"{name}: {code}")
            pos = rules.from_code(code, "international")
            figures = compare(pos, depth, counts[depth - 1])
            summary.append((f"international, {name}", depth, *figures))
    print(
        f"\n{'tree':<26} {'perft':>5} {'plain leaves/s':>15} {'engine leaves/s':>16} "
        f"{'ratio':>7}"
    )
    for tree, depth, plain_rate, fast_rate, ratio in summary:
        print(f"{tree:<26} {depth:>5} {plain_rate:>15,.0f} {fast_rate:>16,.0f} {ratio:>6.1f}x")
    print("(ratio = engine leaves/s / plain leaves/s on the same tree; the aim is 5x or more)")


if __name__ == "__main__":
    main()
