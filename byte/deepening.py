"""Thinking longer about one position: iterative deepening shown depth by depth, and the
exact result once a proof reaches the end of the game (game-independent, pure Python).

The analysis board and the review let the player ask the computer to look at the
position on screen for a few seconds: :func:`deepen` yields a :class:`Depth` after every
completed depth of the search (the evaluation, the best line, the work done), so the page
can show the search deepening as it goes, and stops when the caller's ``stop()`` says so,
when its time is up, or when the position is solved. Where the game says an exact proof
is worth trying (its engine's ``solve_when``), the proof comes first, with the game's own
solver where it has one: a proof answers what no depth can, the result with best play
(Reversi's solver also proves the exact disc margin). A search that reaches the end of
the game in every line proves a win too, and then says how soon it comes.

Each depth is searched by a fresh call of the searcher, which keeps its transposition
table between calls: the shallower iterations a call repeats are answered from the table,
so the repetition costs little, and a depth is only ever reported complete.

>>> from byte.games.reversi.rules import from_code
>>> ending = "XXXXXXXXOXXXXXX-OOXOXXX-OOOXXOXXOOOOOOOXOOOOXOOXOOOOOO-XOOOOOO-- O"
>>> [(found.result, found.margin, found.line[:4]) for found in deepen(from_code(ending))]
[('w', 8, ['h2', 'h3', 'pass', 'g8'])]
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from typing import Any

from byte import games
from byte.search import MAX_PLY, WIN, is_win_score

SECONDS = 10.0
"""How long the computer thinks when asked to think longer, at most."""
MAX_DEPTH = 60
"""The deepest iteration (a depth past the end of every line proves the result)."""
PROOF_SCALE = 8
"""Thinking longer affords the exact proof this many times the budget of the strongest
level's (its time is capped anyway, see :data:`PROOF_SHARE`)."""
PROOF_SHARE = 0.5
"""The share of the time an exact proof may use before the search takes over."""
LINE_LENGTH = 12
"""The most moves a best line shows."""
DRAW = "draw"
"""A proven result: a draw with best play (else the winning side, ``'w'`` or ``'b'``)."""


@dataclass
class Depth:
    """What the search knows after one completed depth (or the exact proof)."""

    depth: int
    """Plies searched (0: the exact proof, which looks at no depth)."""
    score: float
    """The evaluation on the site's one scale: -1 Black wins, 0 even, +1 White wins."""
    line: list[str]
    """The best line from the position, in the game's notation."""
    nodes: int
    """Positions looked at so far, all depths and proofs together."""
    ms: int
    """Time spent so far, in milliseconds."""
    result: str | None = None
    """A proven result: ``'w'``, ``'b'`` or :data:`DRAW` (None: not proven)."""
    margin: int | None = None
    """A proven win's margin, where the game's solver proves it exactly (Reversi's discs)."""
    plies: int | None = None
    """A win the search proved by reaching the end of the game: at most this many plies."""

    @property
    def solved(self) -> bool:
        return self.result is not None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Depth:
        """Read :meth:`to_dict` back (a worker's message); ValueError when it does not fit."""
        if not isinstance(data, dict):
            raise ValueError("a depth is a dictionary")
        try:
            depth = cls(int(data["depth"]), float(data["score"]),
                        [str(text) for text in data["line"]], int(data["nodes"]),
                        int(data["ms"]))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"a depth is damaged ({error})") from None
        result = data.get("result")
        if result not in (None, "w", "b", DRAW):
            raise ValueError(f"a depth's result is damaged ({str(result)[:20]})")
        depth.result = result
        for name in ("margin", "plies"):
            value = data.get(name)
            if value is not None:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(f"a depth's {name} is damaged")
                setattr(depth, name, value)
        depth.score = max(-1.0, min(1.0, depth.score))
        return depth


def deepen(pos: Any, seconds: float = SECONDS, stop: Callable[[], bool] | None = None,
           clock: Callable[[], float] = time.perf_counter,
           max_depth: int = MAX_DEPTH) -> Iterator[Depth]:
    """Think about ``pos`` (left as it was) for at most ``seconds`` by ``clock``: a
    :class:`Depth` after each completed depth, deepest last, until ``stop()`` says so, the
    time is up, ``max_depth`` is searched or the result is proven (the last one then has
    ``result``). A finished game yields nothing: there is nothing to think about."""
    started = clock()
    deadline = started + max(0.0, seconds)
    board = pos.copy()
    if board.is_over():
        return
    moves = board.legal_moves()
    if len(moves) == 1:
        # A forced move needs no thought: think about the position after it.
        forced = moves[0]
        text = board.notation(forced)
        board.push(forced)
        if board.is_over():
            yield _finished(board, [text], 0, _ms(clock, started))
            return
        for found in deepen(board, deadline - clock(), stop, clock, max_depth - 1):
            found.depth += 1
            found.line = [text, *found.line][:LINE_LENGTH]
            if found.plies is not None:
                found.plies += 1
            yield found
        return
    yield from _Thinker(board, deadline, stop, clock, started).run(max_depth)


class _Thinker:
    """One :func:`deepen` run on a position with a choice of moves."""

    def __init__(self, pos: Any, deadline: float, stop: Callable[[], bool] | None,
                 clock: Callable[[], float], started: float) -> None:
        from byte.bot import HINT_LEVEL, levels, new_searcher

        self.pos = pos
        self.deadline = deadline
        self.stop = stop
        self.clock = clock
        self.started = started
        self.engine = games.engine(pos.game)
        self.strongest = levels(self.engine, pos.size)[HINT_LEVEL]
        self.searcher = new_searcher(self.engine)
        self.searcher.clock = clock
        self.nodes = 0

    def left(self) -> float:
        return self.deadline - self.clock()

    def halted(self) -> bool:
        return self.left() <= 0 or (self.stop is not None and bool(self.stop()))

    def run(self, max_depth: int) -> Iterator[Depth]:
        proven = self.proof()
        if proven is not None:
            yield proven
            return
        pos = self.pos
        turn = pos.turn
        for depth in range(1, max_depth + 1):
            if self.halted():
                return
            found = self.searcher.search(
                pos, max_nodes=10 ** 12, max_depth=depth, max_seconds=self.left(),
                stop=self.stop, reduce_late=self.strongest.reduce_late)
            self.nodes += found.nodes
            if found.stopped or found.capped or found.depth < depth:
                return  # the depth did not finish: only complete ones are shown
            line = _texts(pos, found.pv or [found.move])
            from byte.bot import white_score

            report = Depth(depth, round(white_score(found.score, turn, self.engine), 4),
                           line, self.nodes, _ms(self.clock, self.started))
            if is_win_score(found.score):
                report.result = turn if found.score > 0 else _other(turn)
                report.plies = _plies(found.score)
            yield report
            if report.solved:
                return

    def proof(self) -> Depth | None:
        """The exact result where the game says a proof is worth trying and one fits the
        time, with a best line proved move by move; None otherwise."""
        from byte.bot import prove

        budget = self.strongest.solve_nodes * PROOF_SCALE
        engine, pos = self.engine, self.pos
        if not budget or not engine.solve_when(pos, budget):
            return None
        solution, used = prove(engine, self.searcher, pos, budget,
                               self.left() * PROOF_SHARE, self.stop)
        self.nodes += int(used * budget)
        if solution is None:
            self.searcher.clear()
            return None
        turn = pos.turn
        result = DRAW if solution.value == 0 else (
            turn if solution.value > 0 else _other(turn))
        line = self.proven_line(solution.move, budget)
        score = {"w": 1.0, "b": -1.0}.get(result, 0.0)
        report = Depth(0, score, line, self.nodes, _ms(self.clock, self.started), result)
        if solution.exact and solution.value:
            report.margin = abs(solution.value)
        self.searcher.clear()
        return report

    def proven_line(self, first: Any, budget: int) -> list[str]:
        """The proof's move, then a proof's move from each position after it, while the
        time lasts: a line that keeps the proven result (each later proof is smaller)."""
        from byte.bot import prove

        board = self.pos.copy()
        texts = []
        move = first
        while True:
            texts.append(board.notation(move))
            board.push(move)
            if len(texts) >= LINE_LENGTH or board.is_over() or self.halted():
                return texts
            moves = board.legal_moves()
            if len(moves) == 1:
                move = moves[0]
                continue
            solution, used = prove(self.engine, self.searcher, board, budget,
                                   self.left() * PROOF_SHARE, self.stop)
            self.nodes += int(used * budget)
            if solution is None:
                return texts
            move = solution.move


def _finished(pos: Any, line: list[str], nodes: int, ms: int) -> Depth:
    """The game over after a forced ``line``: its result, proven."""
    winner = pos.winner()
    result = winner or DRAW
    score = {"w": 1.0, "b": -1.0}.get(result, 0.0)
    return Depth(len(line), score, line, nodes, ms, result,
                 plies=len(line) if winner else None)


def _plies(score: int) -> int:
    """How many plies a proven score's win or loss takes (the search's scores are ``WIN +
    margin * MAX_PLY - plies``)."""
    beyond = abs(score) - WIN
    return (-beyond) % MAX_PLY


def _texts(pos: Any, line: list) -> list[str]:
    board = pos.copy()
    texts = []
    for move in line[:LINE_LENGTH]:
        texts.append(board.notation(move))
        board.push(move)
    return texts


def _other(turn: str) -> str:
    return "b" if turn == "w" else "w"


def _ms(clock: Callable[[], float], started: float) -> int:
    return round((clock() - started) * 1000)
