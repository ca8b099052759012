"""Game review: how much each move lost, on the evaluation bar's scale, for any game.

Every position of a game gets one :class:`Evaluation` (from White's view, in [-1, 1]: the
search's score through the game's one mapping, :func:`byte.bot.white_score`, or exactly
±1 / 0 when the exact solver proved a win, a loss or a draw); the player reads it as
winning chances in per cent (:mod:`byte.chances`: -1 is 0%, +1 is 100%). A move's *loss*
is how far the bar fell for the side that played it, from the position before the move to
the position after it. Because the bar already folds each game's units into one scale,
the thresholds below work for Byte, Reversi and every Checkers rule set alike.

Thresholds (a loss of at least this much on the bar, whose whole range is 2, i.e. 100
percentage points of winning chances):

- :data:`INACCURACY` 0.2 (10 points of winning chances) — from an even position, about a
  third of the game's clear advantage (a third of a stack in Byte, of a man in Checkers,
  a third of a corner's worth in Reversi): worth knowing, rarely decisive.
- :data:`MISTAKE` 0.4 (20 points) — about two thirds of a clear advantage from an even
  position.
- :data:`BLUNDER` 0.6 (30 points) — a whole clear advantage from an even position
  (tanh(0.67) ≈ 0.58), or most of a won position thrown away.

These are the winning-chances drops lichess uses (10, 20 and 30 percentage points of a
0-100 scale whose midpoint is even, i.e. 0.2, 0.4, 0.6 of our -1..1 bar). Near the ends
of the bar tanh flattens, so a move that keeps a big advantage is never marked for
shedding points it did not need, and a move in an already lost position is rarely marked.

Proven results come first: a move that throws away a proven win (to a draw or a loss) is a
blunder, and so is one that turns a proven draw into a proven loss, whatever the bar
says. A move with no alternative (a forced pass, the only capture) is never marked, nor a
move that is the engine's own best choice (the search saw no better one).

>>> evaluations = [Evaluation(0.0, "a", 2), Evaluation(0.05, "b", 2),
...                Evaluation(0.7, "c", 2), Evaluation(0.7, None, 0)]
>>> [(r.move, r.verdict, r.better) for r in classify(["w", "b", "w"], ["a", "x", "c"],
...                                                    evaluations)]
[('a', '', None), ('x', 'blunder', 'b'), ('c', '', None)]
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from byte import games
from byte.chances import drop_words
from byte.i18n import tr, trn
from byte.search import is_win_score

INACCURACY = 0.2
MISTAKE = 0.4
BLUNDER = 0.6
VERDICTS = ("inaccuracy", "mistake", "blunder")
SYMBOLS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The marks of annotated games, shown next to a move in the move list."""

REVIEW_LEVEL = 4
"""The review searches each position with this level's budgets (no noise)."""
REVIEW_SECONDS = 2.5
"""A cap per position, so a long game's review never stalls on a slow device."""

DRAW = "draw"


@dataclass(frozen=True)
class Evaluation:
    """What the engine thinks of one position of the game.

    ``score`` is from White's view in [-1, 1]; ``best`` the best move found (the game's
    notation, None once the game is over); ``choices`` how many legal moves there are;
    ``result`` is ``"w"``, ``"b"`` or ``"draw"`` when proven with best play, else None.
    """

    score: float
    best: str | None
    choices: int
    result: str | None = None

    def to_dict(self) -> dict:
        return {"score": self.score, "best": self.best, "choices": self.choices,
                "result": self.result}

    @classmethod
    def from_dict(cls, data: Any) -> Evaluation:
        """Read the worker's answer; anything malformed raises ValueError in words.

        >>> Evaluation.from_dict({"score": 2, "best": "f5", "choices": 4, "result": None})
        Evaluation(score=1.0, best='f5', choices=4, result=None)
        >>> Evaluation.from_dict({"score": "high"})
        Traceback (most recent call last):
        ...
        ValueError: the evaluation is not a number
        """
        if not isinstance(data, dict):
            raise ValueError("the evaluation is not a table")
        score = data.get("score")
        if isinstance(score, bool) or not isinstance(score, int | float) or math.isnan(score):
            raise ValueError("the evaluation is not a number")
        best = data.get("best")
        choices = data.get("choices", 0)
        result = data.get("result")
        if best is not None and not isinstance(best, str):
            raise ValueError("the best move is not a move's text")
        if isinstance(choices, bool) or not isinstance(choices, int) or choices < 0:
            raise ValueError("the number of legal moves is not a count")
        if result not in (None, "w", "b", DRAW):
            raise ValueError("the proven result is not White, Black or a draw")
        return cls(max(-1.0, min(1.0, float(score))), best, choices, result)


@dataclass(frozen=True)
class MoveReview:
    """One move of the reviewed game. ``ply`` counts moves from 1 (the move list's
    numbering of plies); ``before``/``after`` are White's-view scores around it; ``loss``
    is for the mover (0 or more); ``verdict`` is ``""`` or one of :data:`VERDICTS`."""

    ply: int
    side: str
    move: str
    before: float
    after: float
    loss: float
    verdict: str
    better: str | None
    reason: str

    @property
    def symbol(self) -> str:
        return SYMBOLS.get(self.verdict, "")


def verdict_for(loss: float) -> str:
    """The mark a loss on the bar earns.

    >>> [verdict_for(x) for x in (0.1, 0.2, 0.45, 0.6, 1.9)]
    ['', 'inaccuracy', 'mistake', 'blunder', 'blunder']
    """
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return ""


def _for(side: str, score: float) -> float:
    return score if side == "w" else -score


def _proven_for(side: str, result: str | None) -> int | None:
    """+1 a proven win for ``side``, 0 a proven draw, -1 a proven loss, None unknown."""
    if result is None:
        return None
    if result == DRAW:
        return 0
    return 1 if result == side else -1


def classify(turns: Sequence[str], moves: Sequence[str],
             evaluations: Sequence[Evaluation]) -> list[MoveReview]:
    """Review every move: ``turns[i]`` played ``moves[i]`` in the position evaluated by
    ``evaluations[i]``, reaching ``evaluations[i + 1]`` (so there is one evaluation more
    than moves; fewer evaluations review only the moves they cover)."""
    reviews = []
    for index in range(min(len(moves), len(evaluations) - 1)):
        side, move = turns[index], moves[index]
        here, there = evaluations[index], evaluations[index + 1]
        before, after = _for(side, here.score), _for(side, there.score)
        loss = max(0.0, before - after)
        verdict, reason = verdict_for(loss), ""
        was, now = _proven_for(side, here.result), _proven_for(side, there.result)
        if was is not None and now is not None and now < was:
            verdict = "blunder"
            reason = (tr("it throws away a proven win") if was == 1
                      else tr("it turns a proven draw into a loss"))
        elif was is not None and now is not None:
            verdict = ""  # the proven result is kept: the bar's wobble means nothing
        if here.choices <= 1 or here.best is None or here.best == move:
            verdict, reason = "", ""
        if verdict and not reason:
            reason = drop_words(side, here.score, there.score)
        reviews.append(MoveReview(index + 1, side, move, here.score, there.score,
                                  round(loss, 4), verdict,
                                  here.best if verdict else None, reason))
    return reviews


def counts(reviews: Sequence[MoveReview], side: str) -> dict[str, int]:
    """How many inaccuracies, mistakes and blunders ``side`` made.

    >>> counts([], "w")
    {'inaccuracy': 0, 'mistake': 0, 'blunder': 0}
    """
    found = dict.fromkeys(VERDICTS, 0)
    for review in reviews:
        if review.side == side and review.verdict:
            found[review.verdict] += 1
    return found


def summary(reviews: Sequence[MoveReview], side: str) -> str:
    """One side's marks in words, e.g. ``'1 inaccuracy, no mistakes, 2 blunders'``.

    >>> summary([], "b")
    'no inaccuracies, no mistakes, no blunders'
    """
    found = counts(reviews, side)
    number = found["inaccuracy"]
    inaccuracies = (trn("{n} inaccuracy", "{n} inaccuracies", number) if number
                    else tr("no inaccuracies"))
    number = found["mistake"]
    mistakes = trn("{n} mistake", "{n} mistakes", number) if number else tr("no mistakes")
    number = found["blunder"]
    blunders = trn("{n} blunder", "{n} blunders", number) if number else tr("no blunders")
    return tr("{inaccuracies}, {mistakes}, {blunders}", inaccuracies=inaccuracies,
              mistakes=mistakes, blunders=blunders)


# --- evaluating positions (the worker runs this; tools and tests too) ----------------------


def evaluate_position(pos: Any, stop: Callable[[], bool] | None = None) -> Evaluation:
    """The review's evaluation of ``pos`` (left as it was): the exact solver where the
    game says a proof is worth trying, else a search at :data:`REVIEW_LEVEL`'s budget.

    >>> from byte.games.reversi.rules import from_code
    >>> board = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-"
    >>> evaluate_position(from_code(board + " X", "othello"))
    Evaluation(score=-1.0, best='h8', choices=1, result='b')
    """
    if pos.is_over():
        winner = pos.winner()
        return Evaluation({"w": 1.0, "b": -1.0}.get(winner, 0.0), None, 0, winner or DRAW)
    # Imported here: the page imports this module at its start, and only an evaluation
    # needs the search (which is slow to import in the browser).
    from byte.bot import levels, new_searcher, prove, white_score

    engine = games.engine(pos.game)
    settings = levels(engine, pos.size, pos.variant)[REVIEW_LEVEL]
    moves = pos.legal_moves()
    searcher = new_searcher(engine)
    me = pos.turn
    opponent = "b" if me == "w" else "w"
    if settings.solve_nodes and engine.solve_when(pos, settings.solve_nodes):
        proof, _ = prove(engine, searcher, pos, settings.solve_nodes, REVIEW_SECONDS / 2, stop)
        if proof is not None:
            result = DRAW if proof.value == 0 else (me if proof.value > 0 else opponent)
            score = {"w": 1.0, "b": -1.0}.get(result, 0.0)
            best = proof.move
            if proof.value < 0 and not proof.exact:
                # Lost anyway: name the move that resists longest, found by the search.
                searcher.clear()
                best = searcher.search(pos, settings.nodes, settings.max_depth,
                                       REVIEW_SECONDS / 2, stop=stop).move
            return Evaluation(score, pos.notation(best), len(moves), result)
        searcher.clear()
    found = searcher.search(pos, settings.nodes, settings.max_depth, REVIEW_SECONDS,
                            stop=stop)
    result = None
    if is_win_score(found.score):
        result = me if found.score > 0 else opponent
    score = white_score(found.score, me, engine)
    return Evaluation(round(score, 4), pos.notation(found.move), len(moves), result)


def review_game(game: Any, progress: Callable[[int, int], None] | None = None
                ) -> tuple[list[Evaluation], list[MoveReview]]:
    """Evaluate every position of a :class:`byte.record.Game` and review its moves
    (on CPython: tools and tests; the page asks the worker position by position)."""
    positions = [game.position_at(ply) for ply in range(len(game.moves) + 1)]
    evaluations = []
    for index, pos in enumerate(positions):
        if progress is not None:
            progress(index, len(game.moves))
        evaluations.append(evaluate_position(pos))
    turns = [pos.turn for pos in positions[:-1]]
    return evaluations, classify(turns, list(game.texts), evaluations)
