"""Tune the evaluation weights by self-play: each candidate plays the current weights.

For every weight named on the command line, the weight is multiplied by each factor and
the changed evaluation plays a match against the unchanged one (same node budget, paired
openings, colours swapped, all cores). A change worth keeping wins clearly more than half.

    python bench/tune_eval.py --games 60 --nodes 2500 --param bottom --param merge
    python bench/tune_eval.py --set own_threat=500 --param opponent_threat

``--set`` starts from modified weights (to continue a tuning run).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import asdict, replace
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from byte.arena import random_opening, wilson_interval
from byte.games.byte.engine import (
    DEFAULT_WEIGHTS,
    Weights,
    make_evaluator,
    order_moves,
    scoring_moves,
)
from byte.games.byte.rules import Position
from byte.search import Searcher


def scaled(weights: Weights, name: str, factor: float) -> Weights:
    value = getattr(weights, name)
    if isinstance(value, tuple):
        return replace(weights, **{name: tuple(round(v * factor) for v in value)})
    return replace(weights, **{name: round(value * factor)})


def play(job: tuple) -> bool:
    """One game; True when the candidate wins."""
    candidate, base, nodes, index, size, seed = job
    evaluators = {"c": make_evaluator(candidate), "b": make_evaluator(base)}
    pos = Position.start(size)
    for move in random_opening(size, 2, seed * 7919 + index // 2):
        pos.push(move)
    candidate_colour = "w" if index % 2 == 0 else "b"
    rng = random.Random(seed * 31 + index)
    while not pos.is_over():
        who = "c" if pos.turn == candidate_colour else "b"
        searcher = Searcher(evaluators[who], scoring_moves, order_moves)
        # A little budget jitter keeps paired games from repeating each other exactly.
        result = searcher.search(pos, max_nodes=nodes + rng.randrange(nodes // 4))
        pos.push(result.move)
    return pos.winner() == candidate_colour


def match(candidate: Weights, base: Weights, games: int, nodes: int, size: int, seed: int):
    jobs = [(candidate, base, nodes, index, size, seed) for index in range(games)]
    with get_context("fork").Pool(os.cpu_count() or 1) as pool:
        wins = sum(pool.map(play, jobs))
    return wins


def parse_set(text: str, weights: Weights) -> Weights:
    name, _, value = text.partition("=")
    current = getattr(weights, name)
    if isinstance(current, tuple):
        return replace(weights, **{name: tuple(int(v) for v in value.split(","))})
    return replace(weights, **{name: int(value)})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--nodes", type=int, default=2500)
    parser.add_argument("--size", type=int, default=8, choices=(8, 10))
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--param", action="append", default=[])
    parser.add_argument("--factor", type=float, action="append", default=[])
    parser.add_argument("--set", action="append", default=[], help="NAME=VALUE start point")
    args = parser.parse_args()
    base = DEFAULT_WEIGHTS
    for text in args.set:
        base = parse_set(text, base)
    factors = args.factor or [0.5, 2.0]
    print(f"base: {asdict(base)}")
    for name in args.param:
        for factor in factors:
            candidate = scaled(base, name, factor)
            wins = match(candidate, base, args.games, args.nodes, args.size, args.seed)
            low, high = wilson_interval(wins, args.games)
            print(
                f"{name} x{factor}: {getattr(candidate, name)} wins {wins}/{args.games} "
                f"= {100 * wins / args.games:.0f}% (95% CI {100 * low:.0f}-{100 * high:.0f}%)",
                flush=True,
            )


if __name__ == "__main__":
    main()
