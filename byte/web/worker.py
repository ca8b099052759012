"""The computer player's web worker (a PyScript named worker): it only computes.

The page starts it on demand as ``<script type="py" worker name="bot">`` and calls
``await worker.think(code, level, seed)``. Answers travel back as JSON text, which crosses
the worker boundary without any proxy; the worker never touches the DOM.
"""

from __future__ import annotations

import json


def think(code: str, level: int, seed: int) -> str:
    """The bot's decision on ``code`` at ``level``, as JSON (see :func:`byte.bot.think`)."""
    from byte.bot import think as bot_think

    try:
        reply = bot_think(str(code), int(level), seed=int(seed))
    except Exception as error:  # noqa: BLE001 - report any failure to the page in words
        return json.dumps({"error": f"{type(error).__name__}: {error}"})
    return json.dumps({key: value for key, value in reply.items()
                       if isinstance(value, str | int | float | bool) or value is None})


def ping() -> str:
    """Answers once the worker's Python is up and the bot imports."""
    import byte.bot  # noqa: F401

    return "ready"


__export__ = ["think", "ping"]
