"""Fit a learned draughts evaluation (``byte/games/checkers/learned.py``) from self-play.

    python tools/train_checkers.py generate --variant brazilian --games 3000 --out games.jsonl
    python tools/train_checkers.py fit --variant brazilian games.jsonl [more.jsonl ...]

``generate`` plays games between two searches of the hand-written evaluation (``--nodes``
a move, the searcher the levels use) from random openings that leave the position about
even (``--opening-plies``); now and then (``--vary``) a player picks another move its
search scored within a fifth of a man of the best, so the games spread out. A game still
going after ``MAX_PLIES`` counts as a draw. It writes every position without a capture to
make (the evaluation only judges those: the search plays captures out first) as
``{"game", "code", "score", "result"}``, from White's side: the playing search's score
in points (none where the move was forced) and the game's result (1, 0 or -1).

``fit`` models the odds that White wins as ``sigmoid(z / K)`` with
``z = a * hand + blocks + m * move`` from White's side: ``hand`` the hand-written
evaluation, ``blocks`` the weights of the blocks of men (with ``--kings`` also those of
the material and of the kings' squares; with ``--material-with-kings`` the material
table is fitted on positions with a king only, so that rare imbalances of men, its weights
shrunk to 0, keep the hand-written evaluation's full share), ``move`` +1 with White to
move and -1 with Black, each stage (``learned.stage_of``) with its own weights. ``K`` comes
from the hand-written evaluation alone (the logistic fit of the results to it), so ``z``
stays in its points. Each position is also shown with the board turned and the colours
swapped (the same game from the other side).

A label mixes three opinions of a position. The search's score (weight ``--searched``,
as the odds ``sigmoid(score / K)``) sees tactics and plans a few moves deep that the
board alone does not show: this is what the blocks learn most from. The rest goes to the
game's end: the stages are fitted from the last, and a position of an earlier stage gets,
with weight ``--chain``, the fitted later stage's odds for the first position of its game
in that stage, the remainder the game's result (alone, the result carries every mistake
of the quick searches until the end). Cross-entropy plus ``--ridge`` times the squared
block weights (in log-odds) is minimised by full-batch gradient steps (Adam). The last
``--holdout`` share of the games is held apart: the fit prints, per stage, how well the
evaluation predicts their results, with the blocks and from the hand-written evaluation
alone. numpy (a development dependency) is needed here only. Both steps are seeded or
deterministic: the same arguments give the same file.
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
from byte.games.checkers import engine, learned  # noqa: E402
from byte.games.checkers.rules import GEOMETRY, WHITE, Position, from_code, start  # noqa: E402
from byte.weights import pack  # noqa: E402

SCORE_LIMIT = 10 * engine.SCALE
"""Search scores in the labels are kept within this many points (a won line's score is
far beyond any evaluation)."""
MAX_PLIES = 300
"""A generated game still going after this many plies counts as a draw."""


def generate(variant: str, games: int, nodes: int, seed: int, opening_plies: int,
             vary: float, out: Path) -> None:
    def opening(number: int) -> Position:
        pos = start(variant)
        # An opening that leaves the position about even (a random move that hangs a man
        # would decide the game before it starts).
        for move in random_opening(pos.size, opening_plies, number, "checkers", variant,
                                   even=True):
            pos.push(move)
        return pos

    # (The evaluation judges positions without a capture to make: the search plays
    # captures out first.)
    record_self_play("checkers", out, games, seed, opening, nodes, vary, engine.SCALE // 5,
                     recorded=lambda pos: not pos.captures(), max_plies=MAX_PLIES)


def turned(pos: Position) -> Position:
    """The same position with the board turned and the colours swapped."""
    geo = GEOMETRY[pos.size]
    count = geo.count

    def turn(bits: int) -> int:
        return sum(geo.bit[count + 1 - square] for square in geo.squares
                   if bits & geo.bit[square])

    other = pos.copy()
    other.white, other.black = turn(pos.black), turn(pos.white)
    other.kings = turn(pos.kings)
    other.turn = "b" if pos.turn == WHITE else WHITE
    return other


class _Sample:
    """A position of a generated game, ready for the fit: its forms (as played, and
    turned with the colours swapped), each (block numbers, hand, move) from White's side."""

    __slots__ = ("forms", "held", "result", "score", "stage")

    def __init__(self, pos: Position, result: int, score: int | None, held: bool,
                 kings: bool = False, material_with_kings: bool = False) -> None:
        self.stage = learned.stage_of((pos.white | pos.black).bit_count(), pos.rules.men)
        self.result = result
        self.score = None if score is None else max(-SCORE_LIMIT, min(SCORE_LIMIT, score))
        self.held = held
        self.forms = []
        for form in (pos,) if held else (pos, turned(pos)):
            side = 1 if form.turn == WHITE else -1
            hand = side * engine.hand_evaluate(form)
            numbers = learned.feature_numbers(form, kings)
            if kings and material_with_kings and not form.kings:
                # Without a king, the material table's number is the last: left out, its
                # weight stays 0 and the men's material is the hand-written evaluation's.
                numbers.pop()
            self.forms.append((numbers, hand, side))


def read_games(variant: str, data: list[Path], holdout: float, kings: bool = False,
               material_with_kings: bool = False) -> list[list[_Sample]]:
    games = []
    for path in data:
        played = games_in(path)
        first_held = int(len(played) * (1 - holdout))
        for number, rows in enumerate(played):
            games.append([_Sample(from_code(row["code"], variant), row["result"],
                                  row["score"], number >= first_held, kings,
                                  material_with_kings)
                          for row in rows])
        print(f"read {path}: {len(played)} games", file=sys.stderr, flush=True)
    return games


def fit(variant: str, data: list[Path], out: Path, ridge: float, steps: int,
        holdout: float, chain: float, searched: float, kings: bool = False,
        material_with_kings: bool = False) -> None:
    try:
        import numpy as np
    except ImportError:
        sys.exit("fit needs numpy: pip install -r requirements-dev.txt")
    size = start(variant).size
    count = learned.feature_count(size, kings)
    games = read_games(variant, data, holdout, kings, material_with_kings)

    def sigmoid(x):
        return 1 / (1 + np.exp(-x))

    # K: the hand-written evaluation's points per unit of log-odds.
    hands = np.array([form[1] for game in games for s in game for form in s.forms[:1]
                      if not s.held], dtype=float)
    results = np.array([(s.result + 1) / 2 for game in games for s in game if not s.held])
    scale = log_odds_scale(np, hands, results, start=100.0)
    print(f"K = {scale:.1f} points per unit of log-odds", file=sys.stderr, flush=True)

    fitted: dict[int, tuple] = {}

    def white_odds(sample: _Sample) -> float:
        weights, hand_weight, move_weight = fitted[sample.stage]
        numbers, hand, side = sample.forms[0]
        z = hand_weight * hand + sum(weights[n] for n in numbers) + move_weight * side
        return float(sigmoid(z / scale))

    tables: list[dict] = [{} for _ in range(learned.STAGES)]
    for stage in reversed(range(learned.STAGES)):
        rows, held = [], []
        for game in games:
            for index, sample in enumerate(game):
                if sample.stage != stage:
                    continue
                target = (sample.result + 1) / 2
                if chain and stage + 1 < learned.STAGES:
                    later = next((other for other in game[index + 1:]
                                  if other.stage > stage), None)
                    if later is not None:
                        target = chain * white_odds(later) + (1 - chain) * target
                if sample.score is not None:
                    target = searched * float(sigmoid(sample.score / scale)) + (
                        1 - searched) * target
                for number, (numbers, hand, side) in enumerate(sample.forms):
                    # The turned form is the same game seen from the other side.
                    value = target if number == 0 else 1 - target
                    (held if sample.held else rows).append(
                        (numbers, hand, side, value, (sample.result + 1) / 2))
        weights, more, report = fit_stage(np, rows, held, count, scale, ridge, steps)
        fitted[stage] = (weights, more[0], more[1])
        print(f"stage {stage}: {report}", file=sys.stderr, flush=True)
        rounded = np.clip(np.rint(weights), -32767, 32767).astype(int)
        tables[stage] = {
            "patterns": pack(rounded.tolist()),
            "hand": int(round(more[0] * learned.HAND_SHARE)),
            "move": int(round(more[1])),
        }
    size_written = write_weights(out, {"variant": variant, "size": size,
                                     "stages": learned.STAGES, "kings": kings,
                                     "unit": "points (100 a man)",
                                     "scale": round(scale, 1), "tables": tables})
    print(f"wrote {out} ({size_written:,} bytes)", file=sys.stderr)


def main() -> None:
    parser, make, learn = commands(__doc__.splitlines()[0], nodes=1500)
    make.add_argument("--variant", default="brazilian")
    learn.add_argument("--variant", default="brazilian")
    learn.add_argument("--chain", type=float, default=0.7,
                       help="weight of the later stage's odds in a label (0: results only)")
    learn.add_argument("--kings", action="store_true",
                       help="fit the king features too (learned.king_numbers)")
    learn.add_argument("--material-with-kings", action="store_true",
                       help="with --kings, fit the material table on positions with a king "
                            "only (the men's material stays the hand-written evaluation's)")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.variant, args.games, args.nodes, args.seed, args.opening_plies,
                 args.vary, args.out)
    else:
        fit(args.variant, args.data, args.out or learned.weights_file(args.variant),
            args.ridge, args.steps, args.holdout, args.chain, args.searched, args.kings,
            args.material_with_kings)


if __name__ == "__main__":
    main()
