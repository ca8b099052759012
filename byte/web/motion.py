"""The page's animation part (``app.motion``): runs the plans the game's view makes.

A game's ``animation(before, move, grid)`` returns plain steps, so the game decides what
moves and this module only knows how to show three kinds of step:

* ``slide``: elements (a CSS selector, found on the new board) travel from an offset in
  user units (``from``), through optional points (``via``), with an optional ``arc``;
* ``ghost``: markup that is no longer on the board (a won stack, captured pieces) shown
  for a moment where it was, then rising (``rise``) and fading;
* ``flip``: a piece turns over (a Reversi disc): the old face (``markup``) narrows to an
  edge, then the new one (``select``) widens from it, after ``delay`` ms.

Everything is skipped under ``prefers-reduced-motion``. The page hands the part the
browser's objects (the document, the board element, the media query, JS conversion), so
it is plain Python, tested with fakes (``tests/test_web_motion.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from byte.web.controller import Session

REDUCED_MOTION = "(prefers-reduced-motion: reduce)"  # i18n: not shown (a media query)
"""The media query of a player who asked for less motion."""
SVG = "http://www.w3.org/2000/svg"  # i18n: not shown (a namespace)
MOVE_MS = 220
LEAVE_MS = 520
FLIP_MS = 260


def shift(x: float, y: float) -> str:
    """A CSS translation by ``x``, ``y`` pixels."""
    return f"translate({x}px, {y}px)"  # i18n: not shown (CSS)


class Motion:
    """The page's move animations: owns whether they are on (:attr:`enabled`).

    ``board`` finds the board's ``<svg>`` (None before the first render),
    ``reduced_motion`` says whether the player asked for less motion, ``js`` turns
    keyframes and options into JS objects and ``proxy`` makes a callback the page can
    call (Pyodide's ``create_proxy``)."""

    def __init__(self, session: Session, *, document: Any, board: Callable[[], Any],
                 reduced_motion: Callable[[], bool], js: Callable[[object], Any],
                 proxy: Callable[[Callable[[Any], None]], Any]) -> None:
        self.session = session
        self.document = document
        self.board = board
        self.reduced_motion = reduced_motion
        self.js = js
        self.proxy = proxy
        self.enabled = True

    def animate_move(self, before: Any, move: Any) -> None:
        """Animate ``move``, just played from ``before``, on the board now drawn."""
        if not self.enabled or self.reduced_motion():
            return
        session = self.session
        grid = session.grid()
        board = self.board()
        if not board:
            return
        for step in session.hooks.animation(before, move, grid):
            kind = step["kind"]
            if kind == "slide":
                self._slide(board, step)
            elif kind == "ghost":
                self._ghost(board, step)
            elif kind == "flip":
                self._flip(board, step)

    def _slide(self, board: Any, step: dict) -> None:
        for element in board.querySelectorAll(step["select"]):
            from_x, from_y = step["from"]
            frames: list[dict[str, object]] = [{"transform": shift(from_x, from_y)}]
            points = list(step.get("via", []))
            for index, (x, y) in enumerate(points):
                frames.append({"transform": shift(x, y),
                               "offset": (index + 1) / (len(points) + 1)})
            arc = step.get("arc", 0)
            if arc and not points:
                frames.append({"transform": shift(from_x / 2, from_y / 2 + arc),
                               "offset": 0.5})
            frames.append({"transform": "translate(0px, 0px)"})
            # While it flies over other squares the piece must not catch their clicks.
            element.classList.add("ck-moving")
            duration = MOVE_MS * max(1, len(points) + 1) ** 0.7
            animation = element.animate(self.js(frames), self.js({"duration": duration,
                                                                  "easing": "ease-out"}))
            animation.onfinish = self.proxy(self._landed(element))

    @staticmethod
    def _landed(element: Any) -> Callable[[Any], None]:
        """What runs when ``element``'s slide ends: it catches clicks again."""
        return lambda _event: element.classList.remove("ck-moving")

    def _ghost(self, board: Any, step: dict) -> None:
        ghost = self.document.createElementNS(SVG, "g")
        ghost.setAttribute("class", step.get("class", "ghost"))
        ghost.innerHTML = step["markup"]
        board.appendChild(ghost)
        rise = step.get("rise", 0)
        delay = step.get("delay", 0)
        frames = self.js([
            {"transform": "translate(0px, 0px)", "opacity": 1},
            {"transform": "translate(0px, 0px)", "opacity": 1, "offset": 0.35},
            {"transform": shift(0, -rise), "opacity": 0},
        ])
        animation = ghost.animate(frames, self.js({"duration": LEAVE_MS + MOVE_MS,
                                                   "delay": delay, "easing": "ease-in",
                                                   "fill": "backwards"}))
        animation.onfinish = self.proxy(lambda _event: ghost.remove())

    def _flip(self, board: Any, step: dict) -> None:
        delay = step.get("delay", 0)
        half = FLIP_MS / 2
        ghost = self.document.createElementNS(SVG, "g")
        ghost.setAttribute("class", "ghost flip-old")
        ghost.innerHTML = step["markup"]
        board.appendChild(ghost)
        for element, frames, start in (
            (ghost, [{"transform": "scaleX(1)"}, {"transform": "scaleX(0)"}], delay),
            *[(el, [{"transform": "scaleX(0)"}, {"transform": "scaleX(1)"}], delay + half)
              for el in board.querySelectorAll(step["select"])],
        ):
            element.style.transformBox = "fill-box"
            element.style.transformOrigin = "center"
            animation = element.animate(self.js(frames), self.js(
                {"duration": half, "delay": start, "easing": "ease-in-out",
                 "fill": "backwards"}))
            if element is ghost:
                animation.onfinish = self.proxy(lambda _event: ghost.remove())
