"""The learned Othello 8x8 evaluation: pattern weights fitted to exact endgame results.

The score of a position for the side to move is, per game stage, the sum of one weight
per pattern (``byte/games/reversi/patterns.py``: edges, corner blocks, lines and
diagonals, each arrangement of its squares weighted on its own), plus weights for the
difference in mobility and for parity. The weights predict the final disc difference;
``tools/train_reversi.py`` fits them to positions from self-play whose results the exact
endgame solver proved, and writes them to ``weights-8.json`` (tenths of a disc, only
those that are not zero). They are read the first time an 8x8 position is evaluated.

>>> from byte.games.reversi.rules import from_code
>>> ending = from_code("XXXXXX--XXXOO---XXXOOOOOXXOXOOOXXOOOOO--OOOOOO--OOOOOO--O-OOXO-- X")
>>> evaluate(ending) > 10 * POINTS_PER_DISC  # Black to move wins by 36 with best play
True
"""

from __future__ import annotations

import json
from pathlib import Path

from byte.games.reversi.patterns import (
    CLASS_OFFSETS,
    INSTANCE_CLASSES,
    PATTERN_WEIGHTS,
    pattern_indexes,
)
from byte.games.reversi.rules import GEOMETRY, Position

WEIGHTS_FILE = Path(__file__).with_name("weights-8.json")
STAGES = (48, 40, 32, 24, 16, 0)
"""A position with at least ``STAGES[i]`` empty squares (and fewer than the stage before)
is scored by the weights of stage ``i``: what matters changes as the board fills."""
POINTS_PER_DISC = 10
"""The evaluation's points (``engine.SCALE`` is a clear advantage) per disc of predicted
final difference: a clear advantage is about ten discs."""

_MOVES = GEOMETRY[8].moves
_FULL = GEOMETRY[8].full
_INSTANCE_OFFSETS = tuple(CLASS_OFFSETS[klass] for klass in INSTANCE_CLASSES)


def stage_of(empties: int) -> int:
    for index, bound in enumerate(STAGES):
        if empties >= bound:
            return index
    return len(STAGES) - 1


def mobility_feature(own: int, opp: int) -> float:
    """Legal moves of the side to move less the opponent's."""
    return float(_MOVES(own, opp).bit_count() - _MOVES(opp, own).bit_count())


def parity_feature(own: int, opp: int) -> float:
    """1 when the side to move would play the last move (odd empties), else -1."""
    return 1.0 if (_FULL ^ (own | opp)).bit_count() & 1 else -1.0


class _Weights:
    """The weights of every stage, as dense lists (read from the file on first use)."""

    def __init__(self, path: Path = WEIGHTS_FILE) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data["stages"]) != STAGES:
            raise ValueError(f"{path.name} was fitted for other stages: {data['stages']}")
        self.patterns: list[list[int]] = []
        self.extra: list[tuple[int, int, int]] = []
        for stage in range(len(STAGES)):
            table = data["tables"][str(stage)]
            dense = [0] * PATTERN_WEIGHTS
            for number, weight in table["patterns"]:
                dense[number] = weight
            self.patterns.append(dense)
            self.extra.append((table["mobility"], table["parity"], table["bias"]))


_LOADED: list[_Weights] = []


def weights() -> _Weights:
    if not _LOADED:
        _LOADED.append(_Weights())
    return _LOADED[0]


def available() -> bool:
    """True when the weights file ships (the evaluation can be used)."""
    return WEIGHTS_FILE.exists()


def evaluate(pos: Position) -> int:
    """The predicted final disc difference for the side to move, in points
    (:data:`POINTS_PER_DISC` a disc)."""
    own, opp = pos.own, pos.opp
    table = weights()
    empties = 64 - (own | opp).bit_count()
    stage = stage_of(empties)
    dense = table.patterns[stage]
    mobility, parity, bias = table.extra[stage]
    total = bias
    for offset, index in zip(_INSTANCE_OFFSETS, pattern_indexes(own, opp), strict=True):
        total += dense[offset + index]
    total += mobility * (pos.mobility() - _MOVES(opp, own).bit_count())
    total += parity if empties & 1 else -parity
    # Tenths of a disc to points.
    return total * POINTS_PER_DISC // 10
