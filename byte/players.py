"""Players for matches: the bot's levels and the baselines it is measured against.

Every player has a ``name`` and ``choose(pos) -> move`` (the position is left as it was);
they play any game of the site through the game protocol. Baselines:

- :class:`RandomPlayer` — a uniformly random legal move;
- :class:`GreedyPlayer` — the move whose resulting position the evaluation likes best
  (one ply, no look-ahead);
- :class:`UCTPlayer` — plain Monte Carlo tree search: UCB1 selection and uniformly random
  playouts to the end of the game, given a time or an iteration budget per move.

:func:`make_player` builds one from a short spec such as ``"level3"``, ``"random"``,
``"greedy"``, ``"uct:0.4s"`` or ``"uct:2000"``.

>>> from byte.games.byte.rules import Position
>>> pos = Position()
>>> make_player("random", seed=1).choose(pos) in pos.legal_moves()
True
"""

from __future__ import annotations

import math
import random
import time
from contextlib import nullcontext
from typing import Any, Protocol

from byte import games
from byte.bot import LEVEL_NUMBERS, choose_move
from byte.errors import ByteError, is_number, quote
from byte.i18n import tr
from byte.search import INFINITY, WIN

Position = Any
"""A position of any game (the game protocol's position object)."""
Move = Any


class Player(Protocol):
    name: str

    def choose(self, pos: Position) -> Move: ...


class RandomPlayer:
    """Plays a uniformly random legal move."""

    def __init__(self, seed: int | None = None) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, pos: Position) -> Move:
        return self.rng.choice(pos.legal_moves())


class GreedyPlayer:
    """Plays the move after which the evaluation is best for it (ties broken at random)."""

    def __init__(self, seed: int | None = None) -> None:
        self.name = "greedy"
        self.rng = random.Random(seed)

    def choose(self, pos: Position) -> Move:
        best: list[Move] = []
        best_score = -INFINITY
        evaluate = games.engine(pos.game).evaluate
        for move in pos.legal_moves():
            pos.push(move)
            if pos.is_over():
                winner = pos.winner()
                score = 0 if winner is None else (WIN if winner != pos.turn else -WIN)
            else:
                score = -evaluate(pos)
            pos.pop()
            if score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return self.rng.choice(best)


class LevelPlayer:
    """The bot at one of its levels; each move gets its own seed drawn from ``seed``."""

    def __init__(self, level: int, seed: int | None = None,
                 evaluation: str | None = None) -> None:
        if level not in LEVEL_NUMBERS:
            raise ByteError(tr("the level must be 1 to 5, not {level}", level=level))
        self.name = f"level{level}" + (f"@{evaluation}" if evaluation else "")
        self.level = level
        self.evaluation = evaluation
        self.rng = random.Random(seed)
        self.seconds = 0.0
        self.moves = 0

    def choose(self, pos: Position) -> Move:
        chosen = games.evaluation(pos.game, self.evaluation) if self.evaluation else nullcontext()
        with chosen:
            choice = choose_move(pos, self.level, self.rng.getrandbits(32))
        self.seconds += choice.seconds
        self.moves += 1
        return choice.move


class _Node:
    __slots__ = ("move", "parent", "children", "untried", "visits", "wins", "mover")

    def __init__(self, move: Move | None, parent: _Node | None, mover: str, untried: list):
        self.move = move
        self.parent = parent
        self.children: list[_Node] = []
        self.untried = untried
        self.visits = 0
        self.wins = 0.0
        self.mover = mover  # who played ``move`` (the wins are counted for this side)


class UCTPlayer:
    """Plain UCT: UCB1 in the tree, uniformly random playouts, the most visited move wins.

    Give it ``seconds`` per move, or ``iterations`` per move (reproducible), or both (the
    first to run out ends the search). Seconds are CPU time of this process, so the budget
    buys the same work on a busy machine as on an idle one, as a node budget does.
    """

    def __init__(
        self,
        seconds: float | None = None,
        iterations: int | None = None,
        seed: int | None = None,
        exploration: float = 1.4,
    ) -> None:
        if seconds is None and iterations is None:
            raise ValueError("give UCT a time or an iteration budget")
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        self.rng = random.Random(seed)
        budget = f"{seconds}s" if seconds is not None else str(iterations)
        self.name = f"uct:{budget}"
        self.total_iterations = 0
        self.moves = 0

    def choose(self, pos: Position) -> Move:
        moves = pos.legal_moves()
        if len(moves) == 1:
            return moves[0]
        rng = self.rng
        work = pos.copy()
        other = {"w": "b", "b": "w"}
        root = _Node(None, None, other[work.turn], list(moves))
        rng.shuffle(root.untried)
        clock = time.process_time
        deadline = clock() + self.seconds if self.seconds is not None else math.inf
        limit = self.iterations if self.iterations is not None else 1 << 60
        log = math.log
        sqrt = math.sqrt
        c = self.exploration
        done = 0
        while done < limit and (done & 15 or clock() < deadline):
            node = root
            depth = 0
            # Selection.
            while not node.untried and node.children:
                parent_log = log(node.visits)
                best = None
                best_value = -1.0
                for child in node.children:
                    value = child.wins / child.visits + c * sqrt(parent_log / child.visits)
                    if value > best_value:
                        best, best_value = child, value
                node = best
                work.push(node.move)
                depth += 1
            # Expansion.
            if node.untried:
                move = node.untried.pop()
                mover = work.turn
                work.push(move)
                depth += 1
                untried = work.legal_moves()
                rng.shuffle(untried)
                child = _Node(move, node, mover, untried)
                node.children.append(child)
                node = child
            # Playout.
            playout = 0
            while not work.is_over():
                work.push(rng.choice(work.legal_moves()))
                playout += 1
            winner = work.winner()
            for _ in range(depth + playout):
                work.pop()
            # Backpropagation (a draw is half a win for both sides).
            while node is not None:
                node.visits += 1
                if node.mover == winner:
                    node.wins += 1.0
                elif winner is None:
                    node.wins += 0.5
                node = node.parent
            done += 1
        self.total_iterations += done
        self.moves += 1
        best_child = max(root.children, key=lambda child: child.visits)
        return best_child.move


def make_player(spec: str, seed: int | None = None) -> Player:
    """A player from a short spec: ``level1``..``level5`` (``level5@hand``: with the
    game's evaluation called ``hand``), ``random``, ``greedy``,
    ``uct:0.4s`` (seconds per move) or ``uct:2000`` (iterations per move)."""
    text = spec.strip().lower()
    if text == "random":
        return RandomPlayer(seed)
    if text == "greedy":
        return GreedyPlayer(seed)
    level, _, evaluation = text.partition("@")
    if level.startswith("level") and is_number(level[5:], 1) and int(level[5:]) in LEVEL_NUMBERS:
        # level5@hand: the level with the game's evaluation of that name (a game with
        # several, see its engine's use_evaluation), for matches between evaluations.
        return LevelPlayer(int(level[5:]), seed, evaluation or None)
    if text.startswith("uct:"):
        budget = text[4:]
        whole, point, tenths = budget.removesuffix("s").partition(".")
        if budget.endswith("s") and is_number(whole, 4) and (not point or is_number(tenths, 3)):
            return UCTPlayer(seconds=float(budget[:-1]), seed=seed)
        if is_number(budget):
            return UCTPlayer(iterations=int(budget), seed=seed)
    raise ByteError(  # the arena's and the command line's player names
        f"unknown player {quote(spec)}: use level1..level5, random, greedy, uct:SECONDSs "
        "or uct:N")  # i18n: not shown (command line)
