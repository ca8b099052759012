"""What the training tools of the learned evaluations share: games read back from the
files ``generate`` writes, and the weights file written.

    from training import games_in, write_weights
"""

from __future__ import annotations

import json
from pathlib import Path


def games_in(path: Path) -> list[list[dict]]:
    """The rows of a file written by a tool's ``generate`` (one JSON object a line, each
    with its ``game`` number), grouped by game, in the order written."""
    by_game: dict[int, list[dict]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        by_game.setdefault(row["game"], []).append(row)
    return list(by_game.values())


def write_weights(path: Path, data: dict) -> int:
    """Write a weights file (``data``, its tables packed by ``byte.weights.pack``) as one
    line of compact JSON; its size in bytes."""
    text = json.dumps(data, separators=(",", ":")) + "\n"
    path.write_text(text, encoding="utf-8")
    return len(text.encode())
