"""Fit the learned Othello 8x8 evaluation: positions from self-play, labelled by the exact
endgame solver, pattern weights fitted by least squares.

    python tools/train_reversi.py generate --games 1500 --out positions.jsonl [--seed 1]
    python tools/train_reversi.py fit positions.jsonl [--epochs 12] [--seed 1]

``generate`` plays games after 8 random plies (the openings vary) between two quick
searches of the hand-written evaluation, until 14 squares are empty; there the exact
solver finds the best final disc difference, and the game goes on along the solver's
perfect line. Every position before that is labelled with the exact result of its game
(what the players' choices led to, from its side to move); every position on the perfect
line with its own exact value. It writes one JSON line per position: ``{"code", "value"}``.

``fit`` turns each position into its patterns (``byte/games/reversi/patterns.py``) in all
eight symmetric forms, plus the difference in mobility and the parity, and fits one table
of weights per game stage (``learned.STAGES``) by stochastic gradient descent on the
squared error in discs, with a little weight decay so that rare arrangements stay near
nothing. It writes ``byte/games/reversi/weights-8.json``: per stage, the weights that are
not zero, in tenths of a disc. Both steps are seeded: the same arguments give the same file.
Pure Python: no dependency beyond the project.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from byte.games.reversi import engine, learned  # noqa: E402
from byte.games.reversi.endgame import EndgameSolver  # noqa: E402
from byte.games.reversi.patterns import (  # noqa: E402
    CLASS_OFFSETS,
    INSTANCE_CLASSES,
    PATTERN_WEIGHTS,
    pattern_indexes,
    symmetries,
)
from byte.games.reversi.rules import PASS, from_code, start  # noqa: E402
from byte.search import Searcher  # noqa: E402

SOLVE_AT = 14
"""Empty squares where a generated game is handed to the exact solver."""


def generate(games: int, seed: int, nodes: int, out: Path) -> None:
    rng = random.Random(seed)
    solver = EndgameSolver(8)
    written = 0
    started = time.perf_counter()
    with out.open("w", encoding="utf-8") as sink:
        for game in range(games):
            pos = start()
            for _ in range(8):
                pos.push(rng.choice(pos.legal_moves()))
            searcher = Searcher(engine.hand_evaluate, move_order=engine.order_moves,
                                final_score=engine.final_score)
            before = []
            while not pos.is_over() and pos.empties() > SOLVE_AT:
                before.append(pos.copy())
                moves = pos.legal_moves()
                # A little variety beyond the opening: now and then the second choice.
                move = searcher.search(pos, max_nodes=nodes).move
                if len(moves) > 1 and rng.random() < 0.05:
                    move = rng.choice([m for m in moves if m != move])
                pos.push(move)
            rows = []
            if pos.is_over():
                black_value = engine.final_score(pos) * (1 if pos.turn == "b" else -1)
            else:
                solver.table.clear()
                value, _ = solver.best(pos)
                black_value = value if pos.turn == "b" else -value
                line = pos.copy()
                while not line.is_over():
                    value, move = solver.best(line)
                    rows.append((line.code(), value))
                    line.push(move)
            for earlier in before:
                rows.append((earlier.code(), black_value if earlier.turn == "b" else -black_value))
            for code, value in rows:
                sink.write(json.dumps({"code": code, "value": value}) + "\n")
            written += len(rows)
            if (game + 1) % 50 == 0:
                print(f"{game + 1} games, {written} positions, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)


def features(own: int, opp: int) -> tuple[array, float, float]:
    """(global pattern weight numbers, mobility difference, parity) of a position."""
    indexes = pattern_indexes(own, opp)
    numbers = array("I", (CLASS_OFFSETS[klass] + index
                          for klass, index in zip(INSTANCE_CLASSES, indexes, strict=True)))
    return numbers, learned.mobility_feature(own, opp), learned.parity_feature(own, opp)


def fit(data: Path, epochs: int, seed: int, out: Path, rate: float, decay: float,
        holdout: float) -> None:
    rng = random.Random(seed)
    samples: list[list] = [[] for _ in learned.STAGES]
    held: list[list] = [[] for _ in learned.STAGES]
    lines = data.read_text(encoding="utf-8").splitlines()
    # The last positions (whole games, as written) are kept apart to measure the fit.
    first_held = int(len(lines) * (1 - holdout))
    for number, line in enumerate(lines):
        row = json.loads(line)
        pos = from_code(row["code"])
        if pos.is_over() or pos.legal_moves() == [PASS]:
            continue
        stage = learned.stage_of(pos.empties())
        if number >= first_held:
            numbers, mobility, parity = features(pos.own, pos.opp)
            held[stage].append((numbers, mobility, parity, float(row["value"])))
            continue
        for own, opp in zip(symmetries(pos.own), symmetries(pos.opp), strict=True):
            numbers, mobility, parity = features(own, opp)
            samples[stage].append((numbers, mobility, parity, float(row["value"])))
    tables = {}
    for stage, rows in enumerate(samples):
        weights = [0.0] * PATTERN_WEIGHTS
        extra = [0.0, 0.0, 0.0]  # mobility, parity, bias
        step = rate
        for epoch in range(epochs):
            rng.shuffle(rows)
            total = 0.0
            for numbers, mobility, parity, target in rows:
                guess = extra[0] * mobility + extra[1] * parity + extra[2]
                for number in numbers:
                    guess += weights[number]
                error = target - guess
                total += error * error
                change = step * error
                for number in numbers:
                    weights[number] += change - decay * weights[number]
                extra[0] += change * mobility * 0.1
                extra[1] += change * parity * 0.1
                extra[2] += change * 0.1
            step *= 0.8
            kept = 0.0
            for numbers, mobility, parity, target in held[stage]:
                guess = extra[0] * mobility + extra[1] * parity + extra[2]
                guess += sum(weights[number] for number in numbers)
                kept += (target - guess) ** 2
            print(f"stage {stage} epoch {epoch + 1}: {len(rows)} samples, "
                  f"error {(total / max(1, len(rows))) ** 0.5:.2f} discs, on "
                  f"{len(held[stage])} held apart "
                  f"{(kept / max(1, len(held[stage]))) ** 0.5:.2f}", file=sys.stderr,
                  flush=True)
        tables[str(stage)] = {
            "patterns": [[number, round(weight * 10)] for number, weight in enumerate(weights)
                         if round(weight * 10)],
            "mobility": round(extra[0] * 10),
            "parity": round(extra[1] * 10),
            "bias": round(extra[2] * 10),
        }
    out.write_text(json.dumps({"stages": learned.STAGES, "unit": "tenths of a disc",
                               "tables": tables}, separators=(",", ":")) + "\n",
                   encoding="utf-8")
    print(f"wrote {out} ({out.stat().st_size:,} bytes)", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("generate", help="play and label positions")
    make.add_argument("--games", type=int, default=1500)
    make.add_argument("--nodes", type=int, default=200, help="search nodes per move")
    make.add_argument("--seed", type=int, default=1)
    make.add_argument("--out", type=Path, default=Path("positions.jsonl"))
    learn = commands.add_parser("fit", help="fit the weights")
    learn.add_argument("data", type=Path)
    learn.add_argument("--epochs", type=int, default=10)
    learn.add_argument("--rate", type=float, default=0.004)
    learn.add_argument("--decay", type=float, default=1e-5)
    learn.add_argument("--seed", type=int, default=1)
    learn.add_argument("--holdout", type=float, default=0.1,
                       help="share of the positions (the last games) kept to measure the fit")
    learn.add_argument("--out", type=Path, default=learned.WEIGHTS_FILE)
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.games, args.seed, args.nodes, args.out)
    else:
        fit(args.data, args.epochs, args.seed, args.out, args.rate, args.decay, args.holdout)


if __name__ == "__main__":
    main()
