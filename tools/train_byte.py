"""Fit a learned Byte evaluation (``byte/games/byte/learned.py``) from self-play.

    python tools/train_byte.py generate --size 8 --games 2000 --seed 1 --out byte8-1.jsonl
    python tools/train_byte.py fit --size 8 byte8-1.jsonl [more.jsonl ...]

``generate`` plays games between two searches of the hand-written evaluation (``--nodes``
a move, the searcher the levels use) from random openings (``--opening-plies``); now and
then (``--vary``) a player picks another move its search scored within a fifth of a stack
of the best, so the games spread out. It writes every position whose side to move cannot
complete a stack of its own (the evaluation only judges those: the search plays such
merges out first) as ``{"game", "code", "score", "result"}``, from White's side: the
playing search's score in points (none where the move was forced) and the game's result
(1 or -1: Byte has no draws).

``fit`` models the odds that White wins as ``sigmoid(z / K)`` with
``z = a * hand + stacks + m * move`` from White's side: ``hand`` the hand-written
evaluation, ``stacks`` the sum of the weights of the stacks on the board, each by what it
holds from bottom to top and whether it touches another stack (a touching stack can merge
and be merged onto, a lone one can only slide), ``move`` +1 with White to move and -1 with
Black, each stage (``learned.stage_of``: how many stacks are still to be won) with its own
weights. ``K`` comes from the hand-written evaluation alone (the logistic fit of the
results to it), so ``z`` stays in its points. Each position is also shown with its
colours swapped and the board turned (the same game from the other side).

A label mixes the playing search's score (weight ``--searched``, as the odds
``sigmoid(score / K)``) with the game's result. Cross-entropy plus ``--ridge`` times the
squared stack weights (in log-odds) is minimised by full-batch gradient steps (Adam). The
last ``--holdout`` share of the games is held apart: the fit prints, per stage, how well
the evaluation predicts their results, with the stacks and from the hand-written
evaluation alone. numpy (a development dependency) is needed here only. Both steps are
seeded or deterministic: the same arguments give the same file.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from training import games_in, write_weights  # noqa: E402

from byte.arena import random_opening  # noqa: E402
from byte.games import evaluation  # noqa: E402
from byte.games.byte import engine, learned  # noqa: E402
from byte.games.byte.rules import WHITE, Position, from_code, start  # noqa: E402
from byte.search import Searcher  # noqa: E402
from byte.weights import pack  # noqa: E402

SCORE_LIMIT = 5 * engine.STACK
"""Search scores in the labels are kept within this many points (a won line's score is
far beyond any evaluation)."""


def new_searcher() -> Searcher:
    return Searcher(engine.evaluate, tactical_moves=engine.tactical_moves,
                    move_order=engine.order_moves, final_score=engine.final_score)


def generate(size: int, games: int, nodes: int, seed: int, opening_plies: int,
             vary: float, out: Path) -> None:
    # The players search with the hand-written evaluation (the one the labels improve on).
    with evaluation("byte", "hand"):
        _generate(size, games, nodes, seed, opening_plies, vary, out)


def _generate(size: int, games: int, nodes: int, seed: int, opening_plies: int,
              vary: float, out: Path) -> None:
    rng = random.Random(seed)
    written = 0
    started = time.perf_counter()
    with out.open("w", encoding="utf-8") as sink:
        for game in range(games):
            pos = start(size=size)
            for move in random_opening(size, opening_plies, rng.getrandbits(32), "byte"):
                pos.push(move)
            searcher = new_searcher()
            rows = []
            while not pos.is_over():
                moves = pos.legal_moves()
                score = None
                if len(moves) == 1:
                    move = moves[0]
                else:
                    varied = rng.random() < vary
                    found = searcher.search(pos, max_nodes=nodes, score_all_moves=varied)
                    move, score = found.move, found.score
                    if varied and found.root_scores:
                        best = max(found.root_scores.values())
                        near = [m for m, value in found.root_scores.items()
                                if value >= best - engine.STACK // 5]
                        move = rng.choice(sorted(near, key=pos.notation))
                if not engine.scoring_moves(pos):
                    white_score = None if score is None else (
                        score if pos.turn == WHITE else -score)
                    rows.append({"game": game, "code": pos.code(), "score": white_score})
                pos.push(move)
            result = 1 if pos.winner() == WHITE else -1
            for row in rows:
                sink.write(json.dumps({**row, "result": result}) + "\n")
            written += len(rows)
            if (game + 1) % 50 == 0:
                print(f"{game + 1} games, {written} positions, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)


def swapped(pos: Position) -> Position:
    """The same position with the colours swapped: every checker, the side to move and the
    stacks won (Byte's moves go no way in particular, so the board need not turn)."""
    rows, side, won = pos.code().split()[:3]
    white, black = won.split("-")
    colours = str.maketrans("wb", "bw")
    return from_code(f"{rows.translate(colours)} {side.translate(colours)} {black}-{white}")


class _Sample:
    """A position of a generated game, ready for the fit: its forms (as played, and with
    the colours swapped), each (stack numbers, hand, move) from White's side."""

    __slots__ = ("forms", "held", "result", "score", "stage")

    def __init__(self, pos: Position, result: int, score: int | None, held: bool) -> None:
        self.stage = learned.stage_of(pos.size, pos.won["w"] + pos.won["b"])
        self.result = result
        self.score = None if score is None else max(-SCORE_LIMIT, min(SCORE_LIMIT, score))
        self.held = held
        self.forms = []
        for form in (pos,) if held else (pos, swapped(pos)):
            side = 1 if form.turn == WHITE else -1
            hand = side * engine.hand_evaluate(form)
            self.forms.append((learned.stack_numbers(form), hand, side))


def read_games(data: list[Path], holdout: float, size: int) -> list[list[_Sample]]:
    games = []
    for path in data:
        played = games_in(path)
        first_held = int(len(played) * (1 - holdout))
        for number, rows in enumerate(played):
            positions = [from_code(row["code"]) for row in rows]
            if any(pos.size != size for pos in positions):
                sys.exit(f"{path}: game {number} is not on a {size}x{size} board")
            games.append([_Sample(pos, row["result"], row["score"], number >= first_held)
                          for pos, row in zip(positions, rows, strict=True)])
        print(f"read {path}: {len(played)} games", file=sys.stderr, flush=True)
    return games


def cross_entropy(np, target, odds) -> float:
    odds = np.clip(odds, 1e-6, 1 - 1e-6)
    return float(-np.mean(target * np.log(odds) + (1 - target) * np.log(1 - odds)))


def padded(np, lists: list[list[int]]):
    """Stack numbers of positions as one array, each row filled up with the number of a
    weight that stays 0 (:data:`learned.WEIGHTS_PER_STAGE`)."""
    width = max(len(numbers) for numbers in lists)
    table = np.full((len(lists), width), learned.WEIGHTS_PER_STAGE, dtype=np.int64)
    for row, numbers in enumerate(lists):
        table[row, :len(numbers)] = numbers
    return table


def logistic_fit(np, numbers, extra, target, scale: float, ridge: float,
                 steps: int) -> tuple:
    """The stack weights and the extras (the hand-written evaluation's share, the move)
    minimising the cross-entropy of ``sigmoid(z / scale)`` against ``target``, by Adam's
    gradient steps (full batch)."""
    count = learned.WEIGHTS_PER_STAGE + 1  # (the last is the padding's, kept at 0)
    flat = numbers.ravel()
    width = numbers.shape[1]
    weights = np.zeros(count)
    more = np.array([1.0, 0.0])
    moments = [np.zeros(count), np.zeros(count), np.zeros(2), np.zeros(2)]
    rate, beta1, beta2 = 2.0, 0.9, 0.999
    for step in range(1, steps + 1):
        z = weights[numbers].sum(axis=1) + extra @ more
        error = (1 / (1 + np.exp(-z / scale)) - target) / scale / len(target)
        gradient = np.bincount(flat, weights=np.repeat(error, width), minlength=count)
        # (The penalty is on weights in log-odds, as if a few positions of each kind of
        # stack were even.)
        gradient += 2 * ridge * weights / scale / scale / len(target)
        gradient[-1] = 0.0
        for value, grad, first, second, unit in (
            (weights, gradient, moments[0], moments[1], rate),
            (more, extra.T @ error, moments[2], moments[3], rate / 100),
        ):
            first *= beta1
            first += (1 - beta1) * grad
            second *= beta2
            second += (1 - beta2) * grad * grad
            value -= unit * (first / (1 - beta1 ** step)) / (
                np.sqrt(second / (1 - beta2 ** step)) + 1e-12)
    return weights[:-1], more


def fit(size: int, data: list[Path], out: Path, ridge: float, steps: int, holdout: float,
        searched: float) -> None:
    try:
        import numpy as np
    except ImportError:
        sys.exit("fit needs numpy: pip install -r requirements-dev.txt")
    games = read_games(data, holdout, size)

    def sigmoid(x):
        return 1 / (1 + np.exp(-x))

    # K: the hand-written evaluation's points per unit of log-odds.
    hands = np.array([s.forms[0][1] for game in games for s in game if not s.held],
                     dtype=float)
    results = np.array([(s.result + 1) / 2 for game in games for s in game if not s.held])
    scale = float(engine.STACK)
    for _ in range(200):  # Newton steps on 1/K
        inverse = 1 / scale
        odds = sigmoid(hands * inverse)
        gradient = np.sum((odds - results) * hands)
        curvature = np.sum(odds * (1 - odds) * hands * hands) + 1e-9
        scale = 1 / max(1e-5, inverse - gradient / curvature)
    print(f"K = {scale:.1f} points per unit of log-odds", file=sys.stderr, flush=True)

    tables: list[dict] = []
    for stage in range(learned.STAGES):
        rows, held = [], []
        for game in games:
            for sample in game:
                if sample.stage != stage:
                    continue
                target = (sample.result + 1) / 2
                if sample.score is not None:
                    target = searched * float(sigmoid(sample.score / scale)) + (
                        1 - searched) * target
                for number, (numbers, hand, side) in enumerate(sample.forms):
                    # The swapped form is the same game seen from the other side.
                    value = target if number == 0 else 1 - target
                    (held if sample.held else rows).append(
                        (numbers, hand, side, value, (sample.result + 1) / 2))
        if not rows:
            sys.exit(f"no positions of stage {stage} in the games: play more of them")
        numbers = padded(np, [row[0] for row in rows])
        extra = np.array([[row[1], row[2]] for row in rows], dtype=float)
        target = np.array([row[3] for row in rows])
        weights, more = logistic_fit(np, numbers, extra, target, scale, ridge, steps)
        z = np.append(weights, 0.0)[numbers].sum(axis=1) + extra @ more
        loss = cross_entropy(np, target, sigmoid(z / scale))
        report = f"stage {stage}: {len(target)} samples, loss {loss:.4f}"
        if held:
            h_numbers = padded(np, [row[0] for row in held])
            h_extra = np.array([[row[1], row[2]] for row in held], dtype=float)
            h_result = np.array([row[4] for row in held])
            ph = sigmoid((np.append(weights, 0.0)[h_numbers].sum(axis=1) + h_extra @ more)
                         / scale)
            hand_only = sigmoid(h_extra[:, 0] / scale)
            report += (f"; {len(held)} positions of games held apart, against their "
                       f"results: {cross_entropy(np, h_result, ph):.4f} (the hand-written "
                       f"evaluation alone {cross_entropy(np, h_result, hand_only):.4f})")
        print(report + f"; hand share {more[0]:.3f}, move {more[1]:.1f}", file=sys.stderr,
              flush=True)
        rounded = np.clip(np.rint(weights), -32767, 32767).astype(int)
        tables.append({
            "stacks": pack(rounded.tolist()),
            "hand": int(round(more[0] * learned.HAND_SHARE)),
            "move": int(round(more[1])),
        })
    size_written = write_weights(out, {"size": size, "stages": learned.STAGES,
                                       "unit": "points (1000 a stack)",
                                       "scale": round(scale, 1), "tables": tables})
    print(f"wrote {out} ({size_written:,} bytes)", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("generate", help="play and record games")
    make.add_argument("--size", type=int, default=8, choices=(8, 10))
    make.add_argument("--games", type=int, default=2000)
    make.add_argument("--nodes", type=int, default=2000, help="search nodes per move")
    make.add_argument("--opening-plies", type=int, default=4)
    make.add_argument("--vary", type=float, default=0.1,
                      help="how often a player picks among its near-best moves")
    make.add_argument("--seed", type=int, default=1)
    make.add_argument("--out", type=Path, default=Path("games.jsonl"))
    learn = commands.add_parser("fit", help="fit the weights")
    learn.add_argument("data", type=Path, nargs="+", help="files written by generate")
    learn.add_argument("--size", type=int, default=8, choices=(8, 10))
    learn.add_argument("--ridge", type=float, default=3.0)
    learn.add_argument("--steps", type=int, default=300)
    learn.add_argument("--searched", type=float, default=0.7,
                       help="weight of the playing search's score in a label")
    learn.add_argument("--holdout", type=float, default=0.1,
                       help="share of the games kept apart to measure the fit")
    learn.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.size, args.games, args.nodes, args.seed, args.opening_plies,
                 args.vary, args.out)
    else:
        fit(args.size, args.data, args.out or learned.weights_file(args.size), args.ridge,
            args.steps, args.holdout, args.searched)


if __name__ == "__main__":
    main()
