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
Black, each stage (``learned.stage_of``: by how many stacks have been won) with its own
weights. ``K`` comes from the hand-written evaluation alone (the logistic fit of the
results to it), so ``z`` stays in its points. Each position is also shown with its
colours swapped (the same game from the other side).

A label mixes the playing search's score (weight ``--searched``, as the odds
``sigmoid(score / K)``) with the game's result. Cross-entropy plus ``--ridge`` times the
squared stack weights (in log-odds) is minimised by full-batch gradient steps (Adam). The
last ``--holdout`` share of the games is held apart: the fit prints, per stage, how well
the evaluation predicts their results, with the stacks and from the hand-written
evaluation alone. numpy (a development dependency) is needed here only. Both steps are
seeded or deterministic: the same arguments give the same file.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from training import (  # noqa: E402
    commands,
    fit_stage,
    games_in,
    log_odds_scale,
    record_self_play,
    write_weights,
)

from byte.arena import random_opening  # noqa: E402
from byte.games.byte import engine, learned  # noqa: E402
from byte.games.byte.rules import WHITE, Position, from_code, start  # noqa: E402
from byte.weights import pack  # noqa: E402

SCORE_LIMIT = 5 * engine.STACK
"""Search scores in the labels are kept within this many points (a won line's score is
far beyond any evaluation)."""


def generate(size: int, games: int, nodes: int, seed: int, opening_plies: int,
             vary: float, out: Path) -> None:
    def opening(number: int) -> Position:
        pos = start(size=size)
        for move in random_opening(size, opening_plies, number, "byte"):
            pos.push(move)
        return pos

    # (The evaluation judges positions where the side to move cannot complete a stack of
    # its own: the search plays such merges out first.)
    record_self_play("byte", out, games, seed, opening, nodes, vary, engine.STACK // 5,
                     recorded=lambda pos: not engine.scoring_moves(pos))


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
    scale = log_odds_scale(np, hands, results, start=float(engine.STACK))
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
        weights, more, report = fit_stage(np, rows, held, learned.WEIGHTS_PER_STAGE, scale,
                                          ridge, steps)
        print(f"stage {stage}: {report}", file=sys.stderr, flush=True)
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
    parser, make, learn = commands(__doc__.splitlines()[0], nodes=3000)
    for command in (make, learn):
        command.add_argument("--size", type=int, default=8, choices=(8, 10))
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.size, args.games, args.nodes, args.seed, args.opening_plies,
                 args.vary, args.out)
    else:
        fit(args.size, args.data, args.out or learned.weights_file(args.size), args.ridge,
            args.steps, args.holdout, args.searched)


if __name__ == "__main__":
    main()
