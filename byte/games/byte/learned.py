"""Learned Byte evaluations: the hand-written one plus a weight for every kind of stack.

A stack is read from bottom to top (``"wbw"``: a white checker under a black one under a
white one), and whether it touches another stack: a touching stack can merge and be merged
onto, a lone one can only slide towards the others. Every such kind of stack up to seven
high (254 orders of colours, each lone or touching) has a weight of its own, which scores
what the hand-written terms only sum up by bottom, top and height: the checkers buried
inside a stack, whose owner can still lift them onto a taller one.

The score of a position, in points of the hand-written evaluation (1,000 a stack won),
for the side to move, is a share of the hand-written evaluation plus, from White's side,
the weights of the stacks on the board and a bias for having the move; each game stage
(by how many of the stacks still to form are left) has its own weights.
``tools/train_byte.py`` fits them to self-play games, as the odds of winning (a logistic
model): see there. A board size with a weights file (``weights-byte-SIZE.json``) can use
it; it is read the first time a position of that size is evaluated. Both have one: 8x8's
fitted to 4,000 games (about 27 positions each: ``generate --size 8 --games 2000 --nodes
3000`` with seeds 1 and 2, then ``fit --size 8 --holdout 0.05`` on the two files), 10x10's
to 1,369 games (about 46 positions each: ``generate --size 10 --games 1000 --nodes 3000``
with seeds 1 and 2, stopped after 686 and 683 games, then ``fit --size 10 --holdout
0.05`` on the two files).

>>> len(STACK_KINDS), STACK_KINDS["w"], STACK_KINDS["b"], STACK_KINDS["ww"]
(254, 0, 1, 2)
>>> stage_of(8, 0), stage_of(8, 1), stage_of(8, 2), stage_of(10, 2), stage_of(10, 3)
(0, 1, 2, 1, 2)
"""

from __future__ import annotations

import json
from itertools import product
from pathlib import Path

from byte.games.byte.rules import GEOMETRY, MAX_HEIGHT, WHITE, Position
from byte.weights import unpack

HERE = Path(__file__).parent

STACK_KINDS: dict[str, int] = {
    "".join(colours): number
    for number, colours in enumerate(
        colours for height in range(1, MAX_HEIGHT) for colours in product("wb", repeat=height))
}
"""Every stack that can stand on the board (1 to 7 checkers, bottom to top), numbered."""
WEIGHTS_PER_STAGE = 2 * len(STACK_KINDS)
"""A weight for each kind of stack standing alone (even numbers) and touching (odd)."""
STAGES = 3
HAND_SHARE = 1000
"""The hand-written evaluation's weight is stored in thousandths."""


def weights_file(size: int) -> Path:
    return HERE / f"weights-byte-{size}.json"


def stage_of(size: int, won: int) -> int:
    """The game stage of a position where ``won`` stacks have been won in all: 0 before
    the first, 1 while fewer than a winner's count are won (one of three on 8x8, one or
    two of five on 10x10), 2 after (the next stack may decide the game)."""
    if won == 0:
        return 0
    return 1 if won < GEOMETRY[size].target else 2


def stack_numbers(pos: Position) -> list[int]:
    """The weight number of each stack on the board (its kind, twice, plus one when it
    touches another stack), from White's side."""
    board = pos.board
    neighbours = GEOMETRY[pos.size].neighbours
    numbers = []
    for square in pos.dark_squares:
        stack = board[square]
        if stack:
            touching = any(board[other] for other in neighbours[square])
            numbers.append(2 * STACK_KINDS[stack] + touching)
    return numbers


class _Weights:
    """One board size's weights, per stage: for each kind of stack its (lone, touching)
    weights, and the hand-written evaluation's share and the move's bias."""

    def __init__(self, path: Path, size: int) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["stages"] != STAGES or data["size"] != size:
            raise ValueError(f"{path.name} is for other stages or another board")
        self.stacks: list[dict[str, tuple[int, int]]] = []
        self.extra: list[tuple[int, int]] = []
        for stage in range(STAGES):
            table = data["tables"][stage]
            flat = unpack(table["stacks"], WEIGHTS_PER_STAGE)
            self.stacks.append({stack: (flat[2 * number], flat[2 * number + 1])
                                for stack, number in STACK_KINDS.items()})
            self.extra.append((table["hand"], table["move"]))


_LOADED: dict[int, _Weights] = {}
_AVAILABLE: dict[int, bool] = {}


def available(size: int) -> bool:
    """True when board size ``size`` has a learned evaluation (the file system is asked
    once per size)."""
    known = _AVAILABLE.get(size)
    if known is None:
        known = _AVAILABLE[size] = weights_file(size).exists()
    return known


def weights(size: int) -> _Weights:
    table = _LOADED.get(size)
    if table is None:
        table = _LOADED[size] = _Weights(weights_file(size), size)
    return table


def evaluate(pos: Position, hand: int) -> int:
    """How good ``pos`` is for the side to move, in points (1,000 a stack), given
    ``hand``, the hand-written evaluation (``engine.hand_evaluate``)."""
    table = weights(pos.size)
    won = pos.won
    stage = stage_of(pos.size, won[WHITE] + won["b"])
    hand_weight, move = table.extra[stage]
    by_kind = table.stacks[stage]
    board = pos.board
    neighbours = GEOMETRY[pos.size].neighbours
    white_view = 0
    for square in pos.dark_squares:
        stack = board[square]
        if stack:
            lone, touching = by_kind[stack]
            for other in neighbours[square]:
                if board[other]:
                    white_view += touching
                    break
            else:
                white_view += lone
    own = white_view if pos.turn == WHITE else -white_view
    return hand_weight * hand // HAND_SHARE + own + move
