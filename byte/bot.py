"""The computer player of every game: five levels over one alpha-beta search.

A level is a node budget (how much it may look ahead) plus move noise (how often it
prefers a move it thinks is worse). Both are counted, not timed, so a level plays the same
move for the same position and seed on any machine; a wall-clock cap only stops the search
early on a device far slower than expected. Each game tunes its own levels and supplies
its evaluation through its ``engine`` module (``docs/game-protocol.md``); this module
knows no game.

>>> from byte.games.byte.rules import START_CODES
>>> reply = think(START_CODES[8], level=1, seed=7)
>>> reply["move"] == think(START_CODES[8], level=1, seed=7)["move"]
True
>>> sorted(reply)
['capped', 'depth', 'draw', 'move', 'ms', 'nodes', 'score', 'solved', 'stopped', 'winner']
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from byte import games
from byte.errors import ByteError
from byte.games.protocol import EngineHooks
from byte.i18n import tr
from byte.search import MAX_PLY, WIN, Searcher, SearchResult, is_win_score


@dataclass(frozen=True)
class Level:
    """How one level plays."""

    nodes: int
    """Node budget of the search: the same on every machine."""
    temperature: float
    """Move noise in evaluation points: 0 always plays the best move found."""
    max_seconds: float
    """Safety cap for slow devices; the node budget normally ends the search well before."""
    max_depth: int = 64
    solve_nodes: int = 0
    """Budget for an exact proof once the game's ``solve_when`` says so (0: never try)."""
    contempt: int = 0
    """Evaluation points a draw is worth less than nothing to this level: it plays on for a
    win rather than steer into a draw while it is at most that much worse (in games full
    of draws, a strong level beats a weaker one only this way)."""
    reduce_late: bool = False
    """Search late quiet moves less deeply first (late move reductions, for games with a
    ``quiet_move`` hook): about a ply deeper on the same budget."""
    book_spread: float | None = None
    """None: no opening book. Else the level plays its game's book moves while the
    position is in the book (:mod:`byte.book`), with this much variety in evaluation
    points (0: a best book move)."""


class EvaluationChoice:
    """Which of its evaluations a game's levels play: the learned one (the default) or the
    hand-written one, the state behind the engine hook ``use_evaluation`` (for matches
    and tests between the two). ``on_change`` is called at each change (to forget what
    was worked out with the other one).

    >>> choice = EvaluationChoice("Byte")
    >>> choice.learned, choice.use("hand"), choice.learned, choice.use("learned")
    (True, 'learned', False, 'hand')
    >>> choice.use("deep")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: Byte has no evaluation called 'deep': use learned or hand
    """

    NAMES = ("learned", "hand")

    def __init__(self, game_name: str, on_change: Callable[[], None] | None = None) -> None:
        self.game_name = game_name
        self.name = "learned"
        self.on_change = on_change

    @property
    def learned(self) -> bool:
        """True while the learned evaluation is chosen (where a position has one)."""
        return self.name == "learned"

    def use(self, name: str) -> str:
        """Make ``name`` (one of :data:`NAMES`) the evaluation the levels play; the name
        of the one chosen before."""
        if name not in self.NAMES:
            raise ByteError(  # matches between evaluations: a tool's words
                f"{self.game_name} has no evaluation called {name!r}: "  # i18n: not shown (CLI)
                "use learned or hand")
        previous, self.name = self.name, name
        if self.on_change is not None:
            self.on_change()
        return previous


@dataclass(frozen=True)
class Device:
    """How the levels' time caps are read. The site always uses the default (the wall
    clock of the device it runs on); a benchmark models a slower device by dividing every
    cap by ``slowdown`` and may time the caps in CPU time, so that other load on its own
    machine does not cut searches short (see ``bench/strength.py --slowdown``)."""

    slowdown: float = 1.0
    """How many times slower than this process the modelled device is."""
    clock: Callable[[], float] = time.perf_counter
    """The clock the caps are timed by, in seconds."""


DEVICE = Device()
"""The device the levels play on: set by benchmarks only (worker processes of a match
inherit it when they are forked)."""

LEVEL_NUMBERS = range(1, 6)
HINT_LEVEL = 5


def levels(engine: EngineHooks, size: int, variant: str = "") -> Mapping[int, Level]:
    """A game's levels on a board size, in a variant (the engine's ``levels_for``)."""
    return engine.levels_for(size, variant)


def new_searcher(engine: EngineHooks) -> Searcher:
    """A searcher with a game's evaluation, tactics, move order and final score, timed by
    the :data:`DEVICE` clock."""
    return Searcher(
        engine.evaluate,
        tactical_moves=engine.tactical_moves,
        move_order=engine.order_moves,
        final_score=engine.final_score,
        drawn=engine.drawn,
        quiet_move=engine.quiet_move,
        clock=DEVICE.clock,
    )


def time_cap(settings: Level) -> float:
    """A level's time cap in seconds on :data:`DEVICE` (its ``max_seconds`` on the site)."""
    return settings.max_seconds / DEVICE.slowdown


SLOW_DEVICE = 8.0
"""How many times slower than CPython on a desktop core a mid-range phone's browser runs
the search: Pyodide's own slowdown in the computer's worker (1.8-1.9 per move on a quiet
machine, ``bench/bot_browser.py``; a busy machine measures more) times the 4x CPU
throttling that stands for a mid-range phone. The level tables are checked against it."""

LONGEST_THINK = 8.0
"""The longest time cap of any level, in seconds: on a slow device level 5 thinks up to
this long, with the thinking indicator shown."""


def nodes_within_cap(settings: Level, node_seconds: float, slowdown: float) -> int:
    """How many nodes a level's search reaches before its time cap on a device
    ``slowdown`` times slower than CPython, when a node costs ``node_seconds`` of CPython
    (at most the level's budget: the budget ends the search first on a fast device).

    >>> nodes_within_cap(Level(nodes=10_000, temperature=0, max_seconds=1.0), 1e-4, 2.0)
    5000
    """
    return min(settings.nodes, int(settings.max_seconds / (node_seconds * slowdown)))


@dataclass
class Choice:
    """A level's decision on one position."""

    move: Any
    result: SearchResult
    solved: bool
    """True when the result with best play is proven (a win, a loss or a draw)."""
    winner: str | None
    """Who wins with best play, when ``solved`` (None: a proven draw)."""
    seconds: float


def choose_move(pos: Any, level: int, seed: int | None = None,
                stop: Callable[[], bool] | None = None) -> Choice:
    """Pick a move for the side to move at ``level`` (1-5). The position is left as it was.

    With the same ``seed`` the same position always gets the same move; ``seed=None``
    draws fresh randomness (only levels with noise use it). ``stop`` cancels the thinking
    at once (the best move found so far is returned).
    """
    if level not in LEVEL_NUMBERS:
        raise ByteError(tr("the level must be 1 to 5, not {level}", level=level))
    if not pos.legal_moves():
        raise ByteError(tr("the game is over: there is no move to choose"))
    settings = levels(games.engine(pos.game), pos.size, pos.variant)[level]
    return choose_with(pos, settings, seed, stop)


def within(pos: Any, seconds: float | None = None, max_depth: int = 64) -> Level:
    """The strongest level given a time per move instead of its node budget (engine
    protocols, where the other program sets the clock): it searches until ``seconds``
    (or to ``max_depth``) and proves the endings level 5 proves. Without ``seconds`` it is
    level 5 itself, with ``max_depth`` if given."""
    strongest = levels(games.engine(pos.game), pos.size)[HINT_LEVEL]
    if seconds is None:
        return Level(strongest.nodes, 0.0, strongest.max_seconds, max_depth,
                     strongest.solve_nodes, strongest.contempt, strongest.reduce_late,
                     strongest.book_spread)
    return Level(10**12, 0.0, max(0.01, seconds), max_depth, strongest.solve_nodes,
                 strongest.contempt, strongest.reduce_late, strongest.book_spread)


def choose_with(pos: Any, settings: Level, seed: int | None = None,
                stop: Callable[[], bool] | None = None) -> Choice:
    """:func:`choose_move` with a level's settings given rather than its number."""
    moves = pos.legal_moves()
    if not moves:
        raise ByteError(tr("the game is over: there is no move to choose"))
    engine = games.engine(pos.game)
    start = time.perf_counter()
    rng = random.Random(seed)
    if settings.book_spread is not None and len(moves) > 1:
        from byte import book

        known = book.choose(pos, settings.book_spread, rng)
        if known is not None:
            move, score = known
            result = SearchResult(move, score, 0, 0, 0.0, False, pv=[move])
            return Choice(move, result, False, None, time.perf_counter() - start)
    searcher = new_searcher(engine)
    me = pos.turn
    opponent = "b" if me == "w" else "w"
    budget = settings.nodes
    cap = time_cap(settings)
    proof_capped = False  # the time cap ended the proof attempt
    if settings.solve_nodes and len(moves) > 1 and engine.solve_when(pos, settings.solve_nodes):
        proof, spent = prove(engine, searcher, pos, settings.solve_nodes, cap / 2, stop)
        proof_capped = searcher.capped
        # The proof attempt is paid from the same budget (its nodes are cheaper: no eval).
        budget = max(budget // 4, budget - int(spent * settings.solve_nodes))
        if proof is not None and (proof.value >= 0 or proof.exact):
            score = (WIN + abs(proof.value) * MAX_PLY) * (1 if proof.value > 0 else -1) \
                if proof.value else 0
            nodes = int(spent * settings.solve_nodes)
            result = SearchResult(proof.move, score, 0, nodes, 0.0, True, pv=[proof.move],
                                  capped=proof_capped)
            winner = (me if proof.value > 0 else opponent) if proof.value else None
            return Choice(proof.move, result, True, winner, time.perf_counter() - start)
        searcher.clear()
        if proof is not None:
            # Lost against best play: still search, to pick the move that resists longest.
            result = searcher.search(pos, budget, settings.max_depth, cap / 2, stop=stop)
            result.capped = result.capped or proof_capped
            return Choice(result.move, result, True, opponent, time.perf_counter() - start)
    noisy = settings.temperature > 0 and len(moves) > 1
    result = searcher.search(
        pos,
        max_nodes=budget,
        max_depth=settings.max_depth,
        max_seconds=cap,
        score_all_moves=noisy,
        stop=stop,
        contempt=settings.contempt,
        reduce_late=settings.reduce_late,
    )
    result.capped = result.capped or proof_capped
    move = result.move
    if noisy and result.root_scores:
        move = _sample(result.root_scores, settings.temperature, engine.SCALE, rng)
        result.score = result.root_scores[move]
    solved = result.solved and move == result.move
    winner = None
    if solved:
        winner = me if result.score > 0 else opponent
    return Choice(move, result, solved, winner, time.perf_counter() - start)


def prove(engine: EngineHooks, searcher: Searcher, pos: Any, solve_nodes: int,
          max_seconds: float, stop: Callable[[], bool] | None) -> tuple[Any, float]:
    """A proof of the result with best play, within ``solve_nodes``: by the game's own
    solver when it has one (``engine.solve``), else by the general one. Returns the
    :class:`byte.search.Solution` (None when the budget ran out) and the share of the
    budget it used."""
    own_solver = engine.solve
    if own_solver is not None:
        proof, nodes = own_solver(pos, solve_nodes, max_seconds, stop)
        searcher.capped = proof is None and nodes < solve_nodes
        return proof, nodes / max(1, solve_nodes)
    proof = searcher.solve(pos, solve_nodes, max_seconds, exact=True, stop=stop)
    return proof, searcher.nodes / max(1, solve_nodes)


def _sample(scores: dict, temperature: float, scale: int, rng: random.Random) -> Any:
    """Softmax choice: a move ``temperature`` points worse is e times less likely."""
    try:
        moves = sorted(scores)  # a fixed order, so the seed alone decides
    except TypeError:  # moves of a game that does not order them
        moves = sorted(scores, key=repr)
    best = _clip(max(scores.values()), scale)
    weights = [math.exp(max(-50.0, (_clip(scores[m], scale) - best) / temperature))
               for m in moves]
    return rng.choices(moves, weights)[0]


def _clip(score: int, scale: int) -> float:
    return float(max(-4 * scale, min(4 * scale, score)))


def white_score(score: int, turn: str, engine: Any) -> float:
    """A search score for the side to move, as a number in [-1, 1] from White's view: a
    proven result is ±1, anything else goes through the game's one mapping
    (``engine.winning_chances``).

    >>> white_score(100, "b", games.engine("checkers")) < 0
    True
    """
    won = 1.0 if score > 0 else -1.0
    value = won if is_win_score(score) else engine.winning_chances(score)
    return value if turn == "w" else -value


def load(code: str, moves: list[str] | None = None, game: str | None = None,
         variant: str | None = None) -> Any:
    """The position of ``code`` in ``game``/``variant`` (default Byte) after ``moves``."""
    info = games.find(game)
    pos = games.rules(info.id).from_code(code, info.variant(variant).id)
    for text in moves or []:
        pos.push(pos.parse_move(text))
    return pos


def think(code: str, level: int, seed: int | None = None, moves: list[str] | None = None,
          game: str | None = None, variant: str | None = None,
          stop: Callable[[], bool] | None = None, all_moves: bool = False) -> dict:
    """The bot's answer for a position, as plain data (for the web worker and tools).

    ``code`` is a position code of ``game`` (default Byte) in ``variant`` and ``moves``
    optional moves played from it. Returns ``{"move": "c3-d4", "score": float, "depth":
    int, "nodes": int, "ms": int, "solved": bool, "winner": "w" | "b" | None, "draw":
    bool}``; ``score`` is in [-1, 1] from White's view (positive: White is better);
    ``winner`` is set only when ``solved``, and ``draw`` is True for a proven draw;
    ``stopped`` says ``stop`` ended the search (the move is the best found so far). With
    ``all_moves`` it also returns ``"scores"``: every legal move's score (White's view),
    searched to the same depth, and ``"pv"``: the best line, as move texts. When the game
    is already over, ``move`` is None.
    Raises :class:`ByteError` for a bad code, an illegal move or a bad level.
    """
    return think_position(load(code, moves, game, variant), level, seed, stop, all_moves)


def think_position(pos: Any, level: int, seed: int | None = None,
                   stop: Callable[[], bool] | None = None, all_moves: bool = False) -> dict:
    """:func:`think` for a position object, which keeps the game that led to it (so
    draws by repetition and the draw counters are seen)."""
    if pos.is_over():
        winner = pos.winner()
        return {"move": None, "score": {"w": 1.0, "b": -1.0}.get(winner, 0.0), "depth": 0,
                "nodes": 0, "ms": 0, "solved": True, "winner": winner, "draw": winner is None,
                "stopped": False, "capped": False}
    if all_moves:
        return _score_every_move(pos, level, stop)
    choice = choose_move(pos, level, seed, stop)
    score = white_score(choice.result.score, pos.turn, games.engine(pos.game))
    if choice.solved:
        score = {"w": 1.0, "b": -1.0}.get(choice.winner or "", 0.0)
    return {
        "move": pos.notation(choice.move),
        "score": round(score, 4),
        "depth": choice.result.depth,
        "nodes": choice.result.nodes,
        "ms": round(choice.seconds * 1000),
        "solved": choice.solved,
        "winner": choice.winner if choice.solved else None,
        "draw": choice.solved and choice.winner is None,
        "stopped": choice.result.stopped,
        "capped": choice.result.capped,
    }


def _score_every_move(pos: Any, level: int, stop: Callable[[], bool] | None) -> dict:
    """Every legal move scored by one search (the analysis board and Reversi's hints)."""
    if level not in LEVEL_NUMBERS:
        raise ByteError(tr("the level must be 1 to 5, not {level}", level=level))
    engine = games.engine(pos.game)
    settings = levels(engine, pos.size, pos.variant)[level]
    started = time.perf_counter()
    result = new_searcher(engine).search(pos, settings.nodes, settings.max_depth,
                                         time_cap(settings), score_all_moves=True, stop=stop)
    scores = result.root_scores or {result.move: result.score}
    best = max(scores, key=lambda move: scores[move])
    turn = pos.turn
    return {
        "move": pos.notation(best),
        "score": round(white_score(scores[best], turn, engine), 4),
        "depth": result.depth,
        "nodes": result.nodes,
        "ms": round((time.perf_counter() - started) * 1000),
        "solved": is_win_score(scores[best]),
        "winner": (turn if scores[best] > 0 else ("b" if turn == "w" else "w"))
        if is_win_score(scores[best]) else None,
        "draw": False,
        "stopped": result.stopped,
        "capped": result.capped,
        "scores": {pos.notation(move): round(white_score(score, turn, engine), 4)
                   for move, score in scores.items()},
        "pv": _line_texts(pos, result.pv if result.pv and result.pv[0] == best else [best]),
    }


SWAP_MARGIN = 0.0
"""How much better than even (White's view, in think()'s [-1, 1] score) the first move must
leave White for the computer to take it with the pie rule's swap."""


def should_swap(reply: dict) -> bool:
    """Whether the second player should swap (the pie rule) after the first move, from
    :func:`think`'s answer for the position after it: the computer takes over the first
    move when it thinks that move leaves the first side better off (White's view score
    above :data:`SWAP_MARGIN`, or a proven win for it).

    >>> should_swap({"score": 0.3, "winner": None}), should_swap({"score": -0.1})
    (True, False)
    """
    score = reply.get("score")
    if not isinstance(score, int | float) or isinstance(score, bool):
        return False
    return score > SWAP_MARGIN


def think_swap(code: str, level: int, seed: int | None = None, game: str | None = None,
               variant: str | None = None) -> dict:
    """:func:`think` for the second player right after the first move of a pie-rule game:
    the answer's ``move`` is ``"swap"`` when the level takes over the first move (the
    searched reply is kept as ``"reply"``), else its reply.

    >>> from byte.games.byte.rules import START_CODES
    >>> answer = think_swap(START_CODES[8].replace(" w ", " b "), level=1, seed=3)
    >>> answer["move"] == "swap" or answer["move"] == answer["reply"]
    True
    """
    reply = think(code, level, seed, game=game, variant=variant)
    reply["reply"] = reply["move"]
    if reply["move"] is not None and should_swap(reply):
        reply["move"] = "swap"
    return reply


def _line_texts(pos: Any, line: list) -> list[str]:
    """A line of moves from ``pos`` in the game's notation (the position is left as it was)."""
    board = pos.copy()
    texts = []
    for move in line:
        texts.append(board.notation(move))
        board.push(move)
    return texts


def hint(code: str, moves: list[str] | None = None, game: str | None = None,
         variant: str | None = None) -> dict:
    """A suggested move for the side to move, from the strongest level (same dict as think)."""
    return think(code, HINT_LEVEL, seed=0, moves=moves, game=game, variant=variant)
