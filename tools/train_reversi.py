"""Fit the learned Othello 8x8 evaluation: positions from self-play, labelled by the exact
endgame solver, pattern weights fitted by least squares.

    python tools/train_reversi.py generate --games 10000 --nodes 300 --seed 31 --out a.jsonl
    python tools/train_reversi.py fit a.jsonl [b.jsonl ...] [--ridge 100] [--chain 0.7]

``generate`` plays games after 8 random plies (the openings vary) between two quick
searches of the hand-written evaluation, until 14 squares are empty; there the exact
solver finds the best final disc difference, and the game goes on along the solver's
perfect line. It writes one JSON line per position, in the order played:
``{"game", "code", "value"}``, the value from the side to move's view: on the perfect line
the position's exact value, before it the exact result of its game (what the players'
choices led to).

``fit`` turns each position into its patterns (``byte/games/reversi/patterns.py``) in all
eight symmetric forms, its parity and the hand-written evaluation, and fits one table of
weights per game stage (``learned.STAGES``) by ridge regression on the disc difference
(conjugate gradients; numpy, a development dependency, at training time only). The hand-
written evaluation is a feature, so the patterns learn what it misses. The stages are
fitted from the last: a position before the solver's is labelled, with weight
``--chain``, by the fitted later stage's value of the first position of its game in that
stage, and with the rest by its game's result, whose noise is every mistake of the quick
searches until the solver took over. The last games of each file are held apart: the
fit prints, per stage, the error against their results with and without the patterns.
It writes ``byte/games/reversi/weights-8.json``: per stage, the pattern weights in tenths
of a disc (packed, ``byte/weights.py``) and the extras. Both steps are seeded or deterministic:
the same arguments give the same file.
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

from training import games_in, write_weights  # noqa: E402

from byte.games.reversi import engine, learned  # noqa: E402
from byte.games.reversi.endgame import EndgameSolver  # noqa: E402
from byte.games.reversi.patterns import (  # noqa: E402
    PATTERN_WEIGHTS,
    pattern_numbers,
    symmetries,
)
from byte.games.reversi.rules import PASS, from_code, start  # noqa: E402
from byte.search import Searcher  # noqa: E402
from byte.weights import pack  # noqa: E402

HAND_UNIT, HAND_SHARE = learned.HAND_UNIT, learned.HAND_SHARE
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
            rows = [(earlier.code(), None) for earlier in before]
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
            for code, value in rows:
                if value is None:  # before the solver: the game's result
                    value = black_value if code.endswith("X") else -black_value
                sink.write(json.dumps({"game": game, "code": code, "value": value}) + "\n")
            written += len(rows)
            if (game + 1) % 50 == 0:
                print(f"{game + 1} games, {written} positions, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)


def features(own: int, opp: int) -> tuple[array, float]:
    """(pattern weight numbers, parity) of a position."""
    return array("I", pattern_numbers(own, opp)), learned.parity_feature(own, opp)


class _Sample:
    """One position of a generated game, ready for the fit."""

    __slots__ = ("forms", "held", "hand", "stage", "turn", "value", "exact")

    def __init__(self, pos, value: float, exact: bool, held: bool) -> None:
        self.stage = learned.stage_of(pos.empties())
        self.turn = pos.turn
        self.value = value
        self.exact = exact
        self.held = held
        # The hand-written evaluation is one more feature (the same in every symmetric
        # form): the patterns learn what it misses.
        self.hand = engine.hand_evaluate(pos) / HAND_UNIT
        pairs = [(pos.own, pos.opp)] if held else list(
            zip(symmetries(pos.own), symmetries(pos.opp), strict=True))
        self.forms = [features(own, opp) for own, opp in pairs]


def read_games(data: list[Path], holdout: float) -> list[list[_Sample]]:
    """Every game of the files, its positions in the order played (the last ``holdout``
    share of each file's games kept apart to measure the fit)."""
    games: list[list[_Sample]] = []
    for path in data:
        played = games_in(path)
        first_held = int(len(played) * (1 - holdout))
        for number, rows in enumerate(played):
            game = []
            for row in rows:
                pos = from_code(row["code"])
                if pos.is_over() or pos.legal_moves() == [PASS]:
                    continue
                game.append(_Sample(pos, float(row["value"]), pos.empties() <= SOLVE_AT,
                                    number >= first_held))
            games.append(game)
        print(f"read {path}: {len(played)} games", file=sys.stderr, flush=True)
    return games


def ridge_fit(np, numbers, extra, target, ridge: float, iterations: int) -> tuple:
    """Least squares with the pattern weights pulled towards nothing (``ridge``, in
    squared discs) and the extras free: conjugate gradients on the normal equations
    ``(X^T X + ridge) w = X^T y``, where each row of X is the one-hot sum of a position's
    pattern numbers and its extras."""
    width = numbers.shape[1]
    flat = numbers.ravel()

    def normal(weights, more) -> tuple:
        guess = weights[numbers].sum(axis=1) + extra @ more
        back = np.bincount(flat, weights=np.repeat(guess, width), minlength=PATTERN_WEIGHTS)
        return back + ridge * weights, extra.T @ guess

    weights = np.zeros(PATTERN_WEIGHTS)
    more = np.zeros(extra.shape[1])
    residual = (np.bincount(flat, weights=np.repeat(target, width), minlength=PATTERN_WEIGHTS),
                extra.T @ target)
    direction = (residual[0].copy(), residual[1].copy())
    size = residual[0] @ residual[0] + residual[1] @ residual[1]
    for _ in range(iterations):
        applied = normal(*direction)
        step = size / (direction[0] @ applied[0] + direction[1] @ applied[1])
        weights += step * direction[0]
        more += step * direction[1]
        residual = (residual[0] - step * applied[0], residual[1] - step * applied[1])
        new_size = residual[0] @ residual[0] + residual[1] @ residual[1]
        direction = (residual[0] + new_size / size * direction[0],
                     residual[1] + new_size / size * direction[1])
        size = new_size
    return weights, more


def fit(data: list[Path], out: Path, ridge: float, iterations: int, holdout: float,
        chain: float) -> None:
    """Fit every stage's weights by ridge regression (conjugate gradients on the normal
    equations; numpy at training time only) and write the weights file.

    The stages are fitted from the last to the first. A position the solver did not
    reach is labelled, with weight ``chain``, by the fitted later stage's value of the
    first position of its game in that stage (where that one was solved, by its exact
    value), and with the rest by the game's result: the result alone carries every
    mistake of the quick searches that played the game to the end, a later stage's
    opinion only those of the next few moves."""
    try:
        import numpy as np
    except ImportError:
        sys.exit("fit needs numpy: pip install -r requirements-dev.txt")
    games = read_games(data, holdout)
    fitted: dict[int, tuple] = {}

    def predict(sample: _Sample) -> float:
        weights, more = fitted[sample.stage]
        numbers, parity = sample.forms[0]
        return sum(weights[number] for number in numbers) + more @ [parity, sample.hand, 1.0]

    tables = {}
    for stage in reversed(range(len(learned.STAGES))):
        train: list[tuple] = []
        held: list[tuple] = []
        for game in games:
            for index, sample in enumerate(game):
                if sample.stage != stage:
                    continue
                label = sample.value
                if not sample.exact and chain:
                    later = next((other for other in game[index + 1:]
                                  if other.stage > stage), None)
                    if later is not None:
                        opinion = later.value if later.exact else predict(later)
                        opinion = opinion if later.turn == sample.turn else -opinion
                        label = chain * opinion + (1 - chain) * sample.value
                for numbers, parity in sample.forms:
                    row = (numbers, parity, sample.hand, label, sample.value)
                    (held if sample.held else train).append(row)
        numbers = np.array([list(row[0]) for row in train], dtype=np.int64)
        extra = np.array([[row[1], row[2], 1.0] for row in train])
        target = np.array([row[3] for row in train])
        weights, more = ridge_fit(np, numbers, extra, target, ridge, iterations)
        product = weights[numbers].sum(axis=1) + extra @ more
        fitted[stage] = (weights, more)
        error = np.sqrt(np.mean((target - product) ** 2))
        report = f"stage {stage}: {len(target)} samples, error {error:.2f} discs"
        if held:
            h_numbers = np.array([list(row[0]) for row in held], dtype=np.int64)
            h_extra = np.array([[row[1], row[2], 1.0] for row in held])
            h_result = np.array([row[4] for row in held])
            h_guess = weights[h_numbers].sum(axis=1) + h_extra @ more
            # What the extras alone (the hand-written evaluation, parity) give.
            alone = np.linalg.lstsq(extra, target, rcond=None)[0]
            report += (f"; on {len(held)} positions of games held apart, against their "
                       f"results {np.sqrt(np.mean((h_result - h_guess) ** 2)):.2f} (without "
                       f"patterns {np.sqrt(np.mean((h_result - h_extra @ alone) ** 2)):.2f})")
        print(report, file=sys.stderr, flush=True)
        tenths = np.clip(np.rint(weights * 10), -32767, 32767).astype(int)
        tables[str(stage)] = {
            "patterns": pack(tenths.tolist()),
            "parity": int(round(more[0] * 10)),
            "hand": int(round(more[1] * HAND_SHARE)),
            "bias": int(round(more[2] * 10)),
        }
    tables = dict(sorted(tables.items()))
    size = write_weights(out, {"stages": learned.STAGES, "patterns": learned.PATTERN_NAMES,
                               "unit": "tenths of a disc", "tables": tables})
    print(f"wrote {out} ({size:,} bytes)", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("generate", help="play and label positions")
    make.add_argument("--games", type=int, default=1500)
    make.add_argument("--nodes", type=int, default=200, help="search nodes per move")
    make.add_argument("--seed", type=int, default=1)
    make.add_argument("--out", type=Path, default=Path("positions.jsonl"))
    learn = commands.add_parser("fit", help="fit the weights")
    learn.add_argument("data", type=Path, nargs="+", help="files written by generate")
    learn.add_argument("--ridge", type=float, default=100.0,
                       help="how strongly weights are pulled towards nothing (squared discs)")
    learn.add_argument("--iterations", type=int, default=150,
                       help="conjugate-gradient steps per stage")
    learn.add_argument("--chain", type=float, default=0.7,
                       help="weight of the later stage's opinion in a label (0: results only)")
    learn.add_argument("--holdout", type=float, default=0.1,
                       help="share of the positions (the last games) kept to measure the fit")
    learn.add_argument("--out", type=Path, default=learned.WEIGHTS_FILE)
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.games, args.seed, args.nodes, args.out)
    else:
        fit(args.data, args.out, args.ridge, args.iterations, args.holdout, args.chain)


if __name__ == "__main__":
    main()
