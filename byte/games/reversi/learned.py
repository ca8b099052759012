"""The learned Othello 8x8 evaluation: pattern weights fitted to exact endgame results.

The score of a position for the side to move is, per game stage, the sum of one weight
per pattern (``byte/games/reversi/patterns.py``: edges, corner blocks, lines and
diagonals, each arrangement of its squares weighted on its own), a share of the
hand-written evaluation (``engine.hand_evaluate``: mobility, potential mobility, corners,
stable discs), a weight for parity and a bias. The weights predict the final disc
difference; ``tools/train_reversi.py`` fits them to positions from self-play whose
results the exact endgame solver proved, and writes them to ``weights-8.json`` (tenths of
a disc, packed by :mod:`byte.weights`). They are read the first time an 8x8 position is
evaluated. The shipped ones come from 20,000 games (``generate --games 10000 --nodes 300``
with seeds 31 and 32, 1,059,281 positions; then ``fit --holdout 0.05`` on the two files).
On the games held apart, their error against the games' results, in discs, by empty
squares: 7.3 (0-15), 14.4 (16-23), 19.9 (24-31), 23.9 (32-39), 26.9 (40-47) and 28.3 (48
and more); the hand-written evaluation and parity alone: 14.1, 17.8, 22.2, 25.6, 28.2 and
29.2.

>>> from byte.games.reversi.rules import from_code
>>> ending = from_code("XXXXXX--XXXOO---XXXOOOOOXXOXOOOXXOOOOO--OOOOOO--OOOOOO--O-OOXO-- X")
>>> from byte.games.reversi.engine import hand_evaluate
>>> evaluate(ending, hand_evaluate(ending)) > 10 * POINTS_PER_DISC  # Black wins by 36
True
"""

from __future__ import annotations

import json
from pathlib import Path

from byte.games.reversi.patterns import CLASSES, PATTERN_WEIGHTS, pattern_numbers
from byte.games.reversi.rules import GEOMETRY, Position
from byte.weights import unpack

WEIGHTS_FILE = Path(__file__).with_name("weights-8.json")
STAGES = (48, 40, 32, 24, 16, 0)
"""A position with at least ``STAGES[i]`` empty squares (and fewer than the stage before)
is scored by the weights of stage ``i``: what matters changes as the board fills."""
POINTS_PER_DISC = 10
"""The evaluation's points (``engine.SCALE`` is a clear advantage) per disc of predicted
final difference: a clear advantage is about ten discs."""

PATTERN_NAMES = [name for name, _ in CLASSES]
"""The pattern classes, in order, as the weights file names them."""

_FULL = GEOMETRY[8].full


def stage_of(empties: int) -> int:
    for index, bound in enumerate(STAGES):
        if empties >= bound:
            return index
    return len(STAGES) - 1


def parity_feature(own: int, opp: int) -> float:
    """1 when the side to move would play the last move (odd empties), else -1."""
    return 1.0 if (_FULL ^ (own | opp)).bit_count() & 1 else -1.0


class _Weights:
    """The weights of every stage, as lists (read from the file on first use)."""

    def __init__(self, path: Path = WEIGHTS_FILE) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data["stages"]) != STAGES:
            raise ValueError(f"{path.name} was fitted for other stages: {data['stages']}")
        if data.get("patterns") != PATTERN_NAMES:
            raise ValueError(f"{path.name} was fitted for other patterns: "
                             f"{data.get('patterns')}")
        self.patterns: list[list[int]] = []
        self.extra: list[tuple[int, int, int]] = []
        for stage in range(len(STAGES)):
            table = data["tables"][str(stage)]
            self.patterns.append(unpack(table["patterns"], PATTERN_WEIGHTS))
            self.extra.append((table["parity"], table["hand"], table["bias"]))
        # The stage of each number of empty squares, looked up rather than searched.
        self.stage_by_empties = [stage_of(empties) for empties in range(65)]


_LOADED: list[_Weights] = []


def weights() -> _Weights:
    if not _LOADED:
        _LOADED.append(_Weights())
    return _LOADED[0]


_AVAILABLE: list[bool] = []


def available() -> bool:
    """True when the weights file ships (the evaluation can be used); asked at every
    evaluation, the file system only once."""
    if not _AVAILABLE:
        _AVAILABLE.append(WEIGHTS_FILE.exists())
    return _AVAILABLE[0]


HAND_UNIT = 10
"""Points of the hand-written evaluation per unit of its feature (about a disc)."""
HAND_SHARE = 1000
"""The hand feature's weight is stored in thousandths: tenths of a disc per unit."""


def evaluate(pos: Position, hand: int = 0) -> int:
    """The predicted final disc difference for the side to move, in points
    (:data:`POINTS_PER_DISC` a disc). ``hand`` is the hand-written evaluation of ``pos``
    (``engine.hand_evaluate``): the weights add what the patterns see to a share of it."""
    own, opp = pos.own, pos.opp
    table = weights()
    empties = 64 - (own | opp).bit_count()
    stage = table.stage_by_empties[empties]
    parity, hand_weight, bias = table.extra[stage]
    total = bias + sum(map(table.patterns[stage].__getitem__, pattern_numbers(own, opp)))
    total += parity if empties & 1 else -parity
    # hand / HAND_UNIT discs, times its weight (thousandths), in tenths of a disc.
    total += hand_weight * hand * 10 // (HAND_UNIT * HAND_SHARE)
    # Tenths of a disc to points.
    return total * POINTS_PER_DISC // 10
