"""Checkers move-generation speed: perft from the start of each rule set, leaves per second.

    python bench/perft_checkers.py            # 8x8 to depth 9, International to depth 8
    python bench/perft_checkers.py --quick    # 8x8 to depth 7, International to depth 6

Each count is checked against the spec's table. The baseline is the plain implementation
of ``bench/naive_checkers.py`` (dict board, recursive capture search on copies), run in the
same process on lower depths, so the ratio shows what the bitboard engine buys on this
machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import naive_checkers  # noqa: E402

from byte.games.checkers import rules  # noqa: E402

EXPECTED = {
    "brazilian": (1, 7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766, 21560022),
    "english": (1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564),
    "international": (
        1, 9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423, 258895763,
    ),
}
DEPTHS = {  # (engine's deepest, baseline's depth), full run and --quick
    "full": {"brazilian": (9, 6), "english": (9, 6), "international": (8, 5)},
    "quick": {"brazilian": (7, 5), "english": (7, 5), "international": (6, 4)},
}


def timed(function, *args) -> tuple[int, float]:
    started = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="lower depths (a few seconds)")
    parser.add_argument("--variant", choices=sorted(EXPECTED), help="only this rule set")
    args = parser.parse_args()
    depths = DEPTHS["quick" if args.quick else "full"]
    for variant, (deepest, baseline_depth) in depths.items():
        if args.variant and variant != args.variant:
            continue
        print(f"\n{rules.RULES[variant].name} ({variant})")
        print(f"{'depth':>5} {'leaves':>12} {'seconds':>8} {'leaves/s':>12}  check")
        for depth in range(max(1, deepest - 3), deepest + 1):
            leaves, seconds = timed(rules.start(variant).perft, depth)
            expected = EXPECTED[variant][depth]
            ok = "ok" if leaves == expected else f"WRONG (expected {expected:,})"
            rate = leaves / seconds if seconds else float("inf")
            print(f"{depth:>5} {leaves:>12,} {seconds:>8.2f} {rate:>12,.0f}  {ok}")
        board, turn = naive_checkers.start(variant)
        base_leaves, base_seconds = timed(
            naive_checkers.perft, board, turn, variant, baseline_depth
        )
        fast_leaves, fast_seconds = timed(rules.start(variant).perft, baseline_depth)
        assert base_leaves == fast_leaves == EXPECTED[variant][baseline_depth]
        print(
            f"baseline (plain implementation, perft {baseline_depth}): {base_seconds:.2f} s "
            f"against {fast_seconds:.3f} s; the engine is {base_seconds / fast_seconds:.1f}x "
            "faster"
        )


if __name__ == "__main__":
    main()
