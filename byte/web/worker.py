"""What the computer player's worker runs: it only computes, and never touches the DOM.

``static/bot-worker.js`` boots Pyodide in a plain web worker, loads this package and calls
:func:`think` for every request of the page, :func:`review` for the game review's
questions (one position each, so the page shows progress and can stop between them), or
:func:`deepen` when the player asks the computer to think longer (each completed depth
is sent to the page as it comes). The answer travels back as JSON text.

>>> import json
>>> from byte.games.byte.rules import START_CODES, Position
>>> reply = json.loads(think(START_CODES[8], 1, 7))
>>> reply["move"] in {str(move) for move in Position.from_code(START_CODES[8]).legal_moves()}
True
>>> json.loads(think("not a position", 1, 7))["error"].startswith("ByteError")
True
>>> sorted(json.loads(review(START_CODES[8], "byte", "", "b2-a3")))
['best', 'choices', 'result', 'score', 'stopped']
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping

from byte.bot import load
from byte.bot import think as bot_think
from byte.deepening import SECONDS
from byte.deepening import deepen as think_longer
from byte.errors import ByteError, read_number
from byte.games import DEFAULT_GAME
from byte.i18n import N_, tr
from byte.review import evaluate_position


def think(code: str, level: int, seed: int, game: str = DEFAULT_GAME, variant: str = "",
          all_moves: bool = False, moves: str = "", stop: Callable[[], bool] | None = None
          ) -> str:
    """The bot's decision on ``code`` of ``game``/``variant`` after ``moves`` (move texts
    separated by spaces) at ``level``, as JSON (see :func:`byte.bot.think`); ``all_moves``
    scores every legal move (hints on every square). ``stop`` (the page's shared flag)
    ends the search at once; the reply then says ``"stopped": true``."""
    # Without a flag the page sends null, which reaches Python as a non-callable JsNull.
    asked = (lambda: bool(stop())) if callable(stop) else None
    try:
        reply = bot_think(str(code), whole(level, N_("the level"), 1, 5),
                          seed=whole(seed, N_("the seed"), -(2 ** 53), 2 ** 53),
                          moves=str(moves).split(),
                          game=str(game) or None, variant=str(variant) or None,
                          all_moves=bool(all_moves), stop=asked)
    except ByteError as error:
        return json.dumps({"error": f"ByteError: {error}"})
    except Exception as error:
        return json.dumps({"error": f"{type(error).__name__}: {error}"})
    plain = str | int | float | bool | dict | list
    return json.dumps({key: value for key, value in reply.items()
                       if isinstance(value, plain) or value is None})


def whole(value: object, what: str, low: int, high: int) -> int:
    """A number of the page's message (a JavaScript number or its text) checked to be a
    whole number from ``low`` to ``high``; :class:`ByteError` in words otherwise.

    >>> whole(3, "the level", 1, 5), whole(2.0, "the level", 1, 5), whole("4", "the level", 1, 5)
    (3, 2, 4)
    >>> whole("②", "the level", 1, 5)
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: the level '②' is not a number
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        if not low <= value <= high:
            raise ByteError(tr("{what} must be {low} to {high}", what=tr(what), low=low,
                               high=high))
        return value
    return read_number(value if isinstance(value, str) else repr(value)[:40], what,
                       low=low, high=high)


def review(code: str, game: str = DEFAULT_GAME, variant: str = "", moves: str = "",
           stop: Callable[[], bool] | None = None) -> str:
    """The review's evaluation (:func:`byte.review.evaluate_position`) of the position
    after ``moves`` (texts separated by spaces) from ``code``, as JSON; ``{"error": ...}``
    in words when the position or a move is refused. ``"stopped": true`` says the shared
    flag cut the search short (the page asks again or drops the answer)."""
    stopped = []

    def asked() -> bool:
        if callable(stop) and stop():
            stopped.append(True)
            return True
        return False

    try:
        pos = load(str(code), str(moves).split(), str(game) or None, str(variant) or None)
        reply = evaluate_position(pos, stop=asked).to_dict()
        return json.dumps({**reply, "stopped": bool(stopped)})
    except Exception as error:
        return json.dumps({"error": f"{type(error).__name__}: {error}"})


def deepen(code: str, game: str = DEFAULT_GAME, variant: str = "", moves: str = "",
           seconds: object = SECONDS, stop: Callable[[], bool] | None = None,
           report: Callable[[str], object] | None = None) -> str:
    """Think longer about the position after ``moves`` from ``code``
    (:func:`byte.deepening.deepen`): each completed depth goes to ``report`` as JSON text
    the moment it is found (the page shows the search deepening), and the answer, as JSON,
    says how it ended: ``{"depths": n, "stopped": bool, "timed_out": bool}``
    (``stopped``: the shared flag ended it; ``timed_out``: its time did), or
    ``{"error": ...}`` in words.

    >>> ending = "XXXXXXXXOXXXXXX-OOXOXXX-OOOXXOXXOOOOOOOXOOOOXOOXOOOOOO-XOOOOOO-- O"
    >>> found = []
    >>> json.loads(deepen(ending, "reversi", "", "", 10, None, found.append))
    {'depths': 1, 'stopped': False, 'timed_out': False}
    >>> json.loads(found[0])["result"], json.loads(found[0])["margin"]
    ('w', 8)
    """
    asked = (lambda: bool(stop())) if callable(stop) else None
    count = 0
    started = time.perf_counter()
    limit = float(seconds) if isinstance(seconds, int | float) else SECONDS
    limit = max(0.0, min(SECONDS, limit))
    try:
        pos = load(str(code), str(moves).split(), str(game) or None, str(variant) or None)
        for depth in think_longer(pos, limit, asked):
            count += 1
            if callable(report):
                report(json.dumps(depth.to_dict()))
    except Exception as error:
        return json.dumps({"error": f"{type(error).__name__}: {error}"})
    stopped = bool(asked and asked())
    timed_out = not stopped and time.perf_counter() - started >= limit * 0.98
    return json.dumps({"depths": count, "stopped": stopped, "timed_out": timed_out})


# The worker's own texts (static/bot-worker.js) before Python answers: a prefix, then the
# browser's error, which is the browser's own words.
_STARTUP_FAILURES = {
    "Python could not start: ": N_(  # i18n: not shown (the worker's words, matched)
        "Python could not start ({error})."),
    "the game's files could not be downloaded: ":  # i18n: not shown (matched)
        N_("the game's files could not be downloaded ({error})."),
}


def reason(request: Mapping[str, object], error: str) -> str:
    """The worker's ``error`` for ``request`` in the page's language.

    The worker loads no catalogue, so the reasons it gives are English. Python's refusals
    (a bad position, move or level) are found again here, where the page's language is
    installed, by the same checks on the same request: cheap, as no search runs. The
    loader's own failures are told by their prefix.

    >>> reason({"code": "not a position", "level": 1, "seed": 7}, "ByteError: in English")
    "a position code lists 8 or 10 ranks separated by '/', not 1"
    >>> reason({}, "Python could not start: network down")
    'Python could not start (network down).'
    """
    for prefix, message in _STARTUP_FAILURES.items():
        if error.startswith(prefix):
            return tr(message, error=error[len(prefix):])
    if error.startswith("ByteError: "):
        try:
            whole(request.get("level", 1), N_("the level"), 1, 5)
            whole(request.get("seed", 0), N_("the seed"), -(2 ** 53), 2 ** 53)
            moves = request.get("moves") or []
            load(str(request.get("code", "")),
                 [str(text) for text in moves] if isinstance(moves, list | tuple)
                 else str(moves).split(),
                 str(request.get("game") or "") or None,
                 str(request.get("variant") or "") or None)
        except ByteError as found:
            return str(found)
        except Exception:  # the checks fail otherwise here: the worker's words will do
            pass
        return error.removeprefix("ByteError: ")
    return tr("its worker failed ({error}).", error=error)
