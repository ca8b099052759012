"""Time per move of each bot level on CPython, over positions from real games.

The positions come from level-2 self-play games (8x8 and 10x10), so they cover the opening,
the middle game and the end. Prints median, 90th percentile and worst time per move, the
nodes searched per second, and, as a same-process baseline, how many random plies per
second the rules engine plays (generate + push) on this machine.

Targets (the browser runs Python ~2-2.7x slower): level 1-2 under 0.1 s, level 3 about
0.4 s, level 5 at most ~1.2 s median on CPython.

    python bench/bot_speed.py [--games 3] [--levels 1,2,3,4,5] [--size 8]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from byte.bot import choose_move
from byte.games.byte.rules import Position


def game_positions(size: int, games: int, seed: int = 0) -> list[Position]:
    """Every position (side to move has a choice) of a few level-2 self-play games."""
    positions = []
    rng = random.Random(seed)
    for _ in range(games):
        pos = Position.start(size)
        for _ in range(2):
            pos.push(rng.choice(pos.legal_moves()))
        while not pos.is_over():
            if len(pos.legal_moves()) > 1:
                positions.append(Position.from_code(pos.code()))
            pos.push(choose_move(pos, 2, rng.getrandbits(32)).move)
    return positions


def engine_baseline(seconds: float = 1.0) -> float:
    """Random plies per second (legal_moves + push), the engine's raw speed here."""
    rng = random.Random(1)
    plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        pos = Position.start(8)
        while not pos.is_over():
            pos.push(rng.choice(pos.legal_moves()))
            plies += 1
    return plies / (time.perf_counter() - start)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="self-play games per size")
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--size", type=int, choices=(8, 10), action="append")
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    sizes = args.size or [8, 10]
    baseline = engine_baseline()
    print(f"engine baseline: {baseline:,.0f} random plies/s (generate + push)")
    for size in sizes:
        positions = game_positions(size, args.games)
        print(f"\n{size}x{size}: {len(positions)} positions from {args.games} games")
        print("level  median ms   p90 ms   max ms   nodes/s   nodes/s vs baseline")
        for level in levels:
            times, nodes = [], 0
            for index, pos in enumerate(positions):
                choice = choose_move(pos, level, seed=index)
                times.append(choice.seconds * 1000)
                nodes += choice.result.nodes
            rate = nodes / (sum(times) / 1000)
            print(
                f"{level:5d} {statistics.median(times):10.1f} {percentile(times, 0.9):8.1f} "
                f"{max(times):8.1f} {rate:9,.0f}   {rate / baseline:5.2f}x"
            )


if __name__ == "__main__":
    main()
