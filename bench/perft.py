"""Move-generation speed: perft(4) and perft(5) from the 8x8 start, leaves per second.

    python bench/perft.py            # depths 4 and 5
    python bench/perft.py --quick    # depth 4 only

The baseline is a plain recursive perft over the public API (generate, push, recurse,
pop) run in the same process, so the ratio shows what counting the last plies without
playing them buys on this machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.perft_run import chosen_depths, timed
from byte import Position
from tests.plain_search import plain_perft

EXPECTED = {3: 32_349, 4: 864_299, 5: 20_964_656}


def main() -> None:
    depths = chosen_depths(__doc__, quick=(4,), full=(4, 5))
    print(f"{'depth':>5} {'leaves':>12} {'seconds':>8} {'leaves/s':>12}  check")
    for depth in depths:
        leaves, seconds = timed(Position().perft, depth)
        ok = "ok" if leaves == EXPECTED[depth] else f"WRONG (expected {EXPECTED[depth]})"
        print(f"{depth:>5} {leaves:>12,} {seconds:>8.2f} {leaves / seconds:>12,.0f}  {ok}")
    base_leaves, base_seconds = timed(plain_perft, Position(), 4)
    fast_leaves, fast_seconds = timed(Position().perft, 4)
    assert base_leaves == fast_leaves
    print(
        f"baseline (plain push/pop perft 4): {base_seconds:.2f} s; "
        f"engine perft is {base_seconds / fast_seconds:.1f}x faster"
    )


if __name__ == "__main__":
    main()
