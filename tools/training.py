"""What the training tools of the learned evaluations share: games read back from the
files ``generate`` writes, the weights file written, a self-play move, and the logistic
fit of weights to the odds of winning.

    from training import games_in, write_weights
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from byte.bot import new_searcher
from byte.games import engine as engine_of
from byte.games import evaluation
from byte.search import Searcher


def games_in(path: Path) -> list[list[dict]]:
    """The rows of a file written by a tool's ``generate`` (one JSON object a line, each
    with its ``game`` number), grouped by game, in the order written."""
    by_game: dict[int, list[dict]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        by_game.setdefault(row["game"], []).append(row)
    return list(by_game.values())


def write_weights(path: Path, data: dict) -> int:
    """Write a weights file (``data``, its tables packed by ``byte.weights.pack``) as one
    line of compact JSON; its size in bytes."""
    text = json.dumps(data, separators=(",", ":")) + "\n"
    path.write_text(text, encoding="utf-8")
    return len(text.encode())


def self_play_move(searcher: Searcher, pos: Any, nodes: int, rng: random.Random,
                   vary: float, margin: int) -> tuple[Any, int | None]:
    """The move a self-play game plays in ``pos`` and the search's score for the side to
    move (None for a forced move): the search's best within ``nodes``, or now and then
    (a share ``vary`` of the moves) another the search scored within ``margin`` points of
    the best, so that the games spread out."""
    moves = pos.legal_moves()
    if len(moves) == 1:
        return moves[0], None
    varied = rng.random() < vary
    found = searcher.search(pos, max_nodes=nodes, score_all_moves=varied)
    move = found.move
    if varied and found.root_scores:
        best = max(found.root_scores.values())
        near = [m for m, value in found.root_scores.items() if value >= best - margin]
        move = rng.choice(sorted(near, key=pos.notation))
    return move, found.score


def commands(description: str, nodes: int) -> tuple[argparse.ArgumentParser, ...]:
    """A training tool's command line: the parser and its two commands, ``generate`` and
    ``fit``, with the options they share (``nodes``: the default search nodes a move);
    a tool adds its own (the rule set, the board size) to each."""
    parser = argparse.ArgumentParser(description=description)
    chosen = parser.add_subparsers(dest="command", required=True)
    make = chosen.add_parser("generate", help="play and record games")
    make.add_argument("--games", type=int, default=2000)
    make.add_argument("--nodes", type=int, default=nodes, help="search nodes per move")
    make.add_argument("--opening-plies", type=int, default=4)
    make.add_argument("--vary", type=float, default=0.1,
                      help="how often a player picks among its near-best moves")
    make.add_argument("--seed", type=int, default=1)
    make.add_argument("--out", type=Path, default=Path("games.jsonl"))
    learn = chosen.add_parser("fit", help="fit the weights")
    learn.add_argument("data", type=Path, nargs="+", help="files written by generate")
    learn.add_argument("--ridge", type=float, default=3.0)
    learn.add_argument("--steps", type=int, default=300)
    learn.add_argument("--searched", type=float, default=0.7,
                       help="weight of the playing search's score in a label")
    learn.add_argument("--holdout", type=float, default=0.1,
                       help="share of the games kept apart to measure the fit")
    learn.add_argument("--out", type=Path, default=None)
    return parser, make, learn


def record_self_play(game: str, out: Path, games: int, seed: int, opening: Callable[[int], Any],
                     nodes: int, vary: float, margin: int, recorded: Callable[[Any], bool],
                     max_plies: int | None = None) -> None:
    """Play ``games`` self-play games of ``game`` and write their positions to ``out``.

    Each game starts from ``opening(number)`` (a position, the random opening already
    played; ``number`` from the seeded generator) and is played by the levels' searcher
    with the hand-written evaluation (the one the labels improve on), ``nodes`` a move,
    now and then varied (:func:`self_play_move`). A game still going after ``max_plies``
    counts as a draw. Every position ``recorded`` accepts is written as a line
    ``{"game", "code", "score", "result"}``, from White's side: the search's score (None
    where the move was forced) and the game's result (1, 0 or -1)."""
    rng = random.Random(seed)
    written = 0
    started = time.perf_counter()
    with evaluation(game, "hand"), out.open("w", encoding="utf-8") as sink:
        searcher_hooks = engine_of(game)
        for number in range(games):
            pos = opening(rng.getrandbits(32))
            searcher = new_searcher(searcher_hooks)
            rows = []
            plies = 0
            while not pos.is_over() and (max_plies is None or plies < max_plies):
                move, score = self_play_move(searcher, pos, nodes, rng, vary, margin)
                if recorded(pos):
                    white_score = None if score is None else (
                        score if pos.turn == "w" else -score)
                    rows.append({"game": number, "code": pos.code(), "score": white_score})
                pos.push(move)
                plies += 1
            winner = pos.winner() if pos.is_over() else None
            result = 0 if winner is None else 1 if winner == "w" else -1
            for row in rows:
                sink.write(json.dumps({**row, "result": result}) + "\n")
            written += len(rows)
            if (number + 1) % 20 == 0:
                print(f"{number + 1} games, {written} positions, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)


def cross_entropy(np: Any, target: Any, odds: Any) -> float:
    """The mean cross-entropy of predicted ``odds`` against ``target`` probabilities."""
    odds = np.clip(odds, 1e-6, 1 - 1e-6)
    return float(-np.mean(target * np.log(odds) + (1 - target) * np.log(1 - odds)))


def log_odds_scale(np: Any, scores: Any, results: Any, start: float) -> float:
    """K, the points of an evaluation per unit of log-odds: the logistic fit of the
    results (1 won, 0 lost, 0.5 drawn) to ``sigmoid(score / K)``, by Newton steps on
    1/K from ``start``."""
    scale = start
    for _ in range(200):
        inverse = 1 / scale
        odds = 1 / (1 + np.exp(-scores * inverse))
        gradient = np.sum((odds - results) * scores)
        curvature = np.sum(odds * (1 - odds) * scores * scores) + 1e-9
        scale = 1 / max(1e-4, inverse - gradient / curvature)
    return scale


def logistic_fit(np: Any, numbers: Any, extra: Any, target: Any, count: int, scale: float,
                 ridge: float, steps: int) -> tuple[Any, Any]:
    """The table weights (``count`` of them) and the extras' weights (the hand-written
    evaluation's share, the move's) minimising the cross-entropy of ``sigmoid(z / scale)``
    against ``target``, where ``z`` sums each row's weights by number (``numbers``, one
    row a position) plus ``extra @ (share, move)``; by Adam's gradient steps (full batch).

    A number ``count`` or more picks no weight: it fills up rows with fewer numbers than
    others (its weight stays 0)."""
    width = numbers.shape[1]
    padding = int(numbers.max(initial=0)) + 1 - count
    total = count + max(0, padding)
    flat = numbers.ravel()
    weights = np.zeros(total)
    more = np.array([1.0, 0.0])
    moments = [np.zeros(total), np.zeros(total), np.zeros(2), np.zeros(2)]
    rate, beta1, beta2 = 2.0, 0.9, 0.999
    for step in range(1, steps + 1):
        z = weights[numbers].sum(axis=1) + extra @ more
        error = (1 / (1 + np.exp(-z / scale)) - target) / scale / len(target)
        gradient = np.bincount(flat, weights=np.repeat(error, width), minlength=total)
        # (The penalty is on weights in log-odds, as if a few positions of each
        # arrangement were even.)
        gradient += 2 * ridge * weights / scale / scale / len(target)
        gradient[count:] = 0.0
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
    return weights[:count], more


def fit_stage(np: Any, rows: list[tuple], held: list[tuple], count: int, scale: float,
              ridge: float, steps: int) -> tuple[Any, Any, str]:
    """Fit one game stage: ``rows`` (and ``held``, the positions of the games held apart)
    are ``(numbers, hand, move, target, result)`` from White's side, ``numbers`` the
    weight numbers of a position (below ``count``; positions may have fewer than others).
    Returns the weights, the extras' weights (:func:`logistic_fit`) and a line on how
    well they predict: the loss on the targets and, on the held games, the loss against
    their results, beside the hand-written evaluation's alone."""

    def as_arrays(chosen: list[tuple]) -> tuple[Any, Any]:
        width = max(len(row[0]) for row in chosen)
        numbers = np.full((len(chosen), width), count, dtype=np.int64)
        for index, row in enumerate(chosen):
            numbers[index, :len(row[0])] = row[0]
        return numbers, np.array([[row[1], row[2]] for row in chosen], dtype=float)

    def odds(weights: Any, more: Any, numbers: Any, extra: Any) -> Any:
        z = np.append(weights, 0.0)[numbers].sum(axis=1) + extra @ more  # (padding: 0)
        return 1 / (1 + np.exp(-z / scale))

    numbers, extra = as_arrays(rows)
    target = np.array([row[3] for row in rows])
    weights, more = logistic_fit(np, numbers, extra, target, count, scale, ridge, steps)
    report = (f"{len(target)} samples, loss "
              f"{cross_entropy(np, target, odds(weights, more, numbers, extra)):.4f}")
    if held:
        h_numbers, h_extra = as_arrays(held)
        h_result = np.array([row[4] for row in held])
        hand_only = 1 / (1 + np.exp(-h_extra[:, 0] / scale))
        report += (f"; {len(held)} positions of games held apart, against their results: "
                   f"{cross_entropy(np, h_result, odds(weights, more, h_numbers, h_extra)):.4f}"
                   f" (the hand-written evaluation alone "
                   f"{cross_entropy(np, h_result, hand_only):.4f})")
    return weights, more, report + f"; hand share {more[0]:.3f}, move {more[1]:.1f}"
