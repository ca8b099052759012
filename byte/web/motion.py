"""The page's animation part (``app.motion``): turns the plans the game's view makes into
animations the page runs in the same step as the board they move on.

A game's ``animation(before, move, grid)`` returns plain steps, so the game decides what
moves and this module only knows how to show three kinds of step:

* ``slide``: elements (a CSS selector, found on the new board) travel from an offset in
  user units (``from``), through optional points (``via``), with an optional ``arc``;
* ``ghost``: markup that is no longer on the board (a won stack, captured pieces) shown
  for a moment where it was, then rising (``rise``) and fading;
* ``flip``: a piece turns over (a Reversi disc): the old face (``markup``) narrows to an
  edge, then the new one (``select``) widens from it, after ``delay`` ms.

Each step becomes keyframes here; the page's bridge (static/boot/dom-bridge.js,
``"=animate"``) starts them with the render's other writes. Where Python runs in a worker,
starting them one element at a time took a round trip each, and under load the board
showed a moved piece at rest for a moment before it jumped back to fly, and a click in
that moment passed through it. The bridge also skips everything under
``prefers-reduced-motion`` and ends each animation itself (a flying piece catches clicks
again, a ghost goes), with no call back into Python.

>>> Motion().plan([{"kind": "slide", "select": ".ck", "from": [0, -35]}])[0]["frames"]
[{'transform': 'translate(0px, -35px)'}, {'transform': 'translate(0px, 0px)'}]
"""

from __future__ import annotations

from typing import Any

MOVE_MS = 220
LEAVE_MS = 520
FLIP_MS = 260


def shift(x: float, y: float) -> str:
    """A CSS translation by ``x``, ``y`` pixels."""
    return f"translate({x}px, {y}px)"  # i18n: not shown (CSS)


class Motion:
    """The move animations waiting for the next render: :meth:`stage` a move just played,
    and the render's :meth:`write` hands them to the page with the new board."""

    def __init__(self) -> None:
        self.pending: list[dict[str, Any]] = []

    def stage(self, steps: list[dict]) -> None:
        """Animate ``steps`` (a game's ``animation(before, move, grid)``) on the next
        board drawn."""
        self.pending += self.plan(steps)

    def write(self, writes: Any) -> None:
        """Add the staged animations to ``writes`` (after the board's markup) and forget
        them."""
        if self.pending:
            writes.set("#board", "=animate", self.pending)
            self.pending = []

    def plan(self, steps: list[dict]) -> list[dict[str, Any]]:
        """The page's animations for a game's ``steps``: each names its elements (``select``
        on the board, or a ``ghost``'s markup and class), its keyframes and options, and
        whether it flies (``moving``: it catches no click until it lands)."""
        found: list[dict[str, Any]] = []
        for step in steps:
            kind = step["kind"]
            if kind == "slide":
                found.append(self._slide(step))
            elif kind == "ghost":
                found.append(self._ghost(step))
            elif kind == "flip":
                found += self._flip(step)
        return found

    @staticmethod
    def _slide(step: dict) -> dict[str, Any]:
        from_x, from_y = step["from"]
        frames: list[dict[str, object]] = [{"transform": shift(from_x, from_y)}]
        points = list(step.get("via", []))
        for index, (x, y) in enumerate(points):
            frames.append({"transform": shift(x, y), "offset": (index + 1) / (len(points) + 1)})
        arc = step.get("arc", 0)
        if arc and not points:
            frames.append({"transform": shift(from_x / 2, from_y / 2 + arc), "offset": 0.5})
        frames.append({"transform": "translate(0px, 0px)"})
        duration = MOVE_MS * max(1, len(points) + 1) ** 0.7
        # While it flies over other squares the piece must not catch their clicks.
        return {"select": step["select"], "frames": frames, "moving": True,
                "options": {"duration": duration, "easing": "ease-out"}}

    @staticmethod
    def _ghost(step: dict) -> dict[str, Any]:
        rise = step.get("rise", 0)
        frames = [
            {"transform": "translate(0px, 0px)", "opacity": 1},
            {"transform": "translate(0px, 0px)", "opacity": 1, "offset": 0.35},
            {"transform": shift(0, -rise), "opacity": 0},
        ]
        return {"ghost": step["markup"], "class": step.get("class", "ghost"), "frames": frames,
                "options": {"duration": LEAVE_MS + MOVE_MS, "delay": step.get("delay", 0),
                            "easing": "ease-in", "fill": "backwards"}}

    @staticmethod
    def _flip(step: dict) -> list[dict[str, Any]]:
        delay = step.get("delay", 0)
        half = FLIP_MS / 2

        def options(start: float) -> dict[str, object]:
            return {"duration": half, "delay": start, "easing": "ease-in-out",
                    "fill": "backwards"}

        # Both faces turn about their own centre.
        return [
            {"ghost": step["markup"], "class": "ghost flip-old", "turn": True,
             "frames": [{"transform": "scaleX(1)"}, {"transform": "scaleX(0)"}],
             "options": options(delay)},
            {"select": step["select"], "turn": True,
             "frames": [{"transform": "scaleX(0)"}, {"transform": "scaleX(1)"}],
             "options": options(delay + half)},
        ]
