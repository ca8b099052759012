"""The page's input part (``app.controls``): pointer and keyboard events become session input.

Clicks, taps and drags on the board go to :meth:`Session.click`/:meth:`Session.drop`
with the square (and the piece's part, e.g. Byte's checker level) under the pointer;
keys move the focus, play, pick, and run the panel's actions. A phone's tap on a board
too small for a finger magnifies it first (:mod:`byte.web.zoom`). The page hands the part
what it uses (the session, the page's mode, its callbacks and elements), so it is plain
Python, tested with fake events (``tests/test_web_controls.py``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from byte.errors import is_number
from byte.i18n import tr
from byte.web import zoom
from byte.web.board import CELL
from byte.web.controller import Session
from byte.web.parts import Act, Listen, PageMode, Say

DRAG_THRESHOLD_PX = 6
DIRECTIONS = {"ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left", "ArrowRight": "right"}
PAGE_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next",
             "Home": "first", "End": "last",  # i18n: not shown (the keys' names)
             "u": "undo", "r": "redo", "f": "flip", "h": "hint", "n": "new",
             "Escape": "cancel"}  # i18n: not shown (a key's name)
"""The page's one-key shortcuts (without Ctrl) and the actions they run."""


def key_for_the_page(event: Any, document: Any) -> bool:
    """Whether a keydown may be a page shortcut: no Alt/Meta, not typed into a field, no
    dialog open (New game, Share, welcome, lessons have the keys then)."""
    if event.defaultPrevented or event.altKey or event.metaKey:
        return False
    target = event.target
    tag = str(target.tagName).lower() if target and target.tagName else ""
    if tag in ("input", "textarea", "select") or document.querySelector("dialog[open]"):
        return False
    # The panel's tab list has the arrows, Home and End itself (byte/web/panel_tabs.py).
    return not (hasattr(target, "closest") and target.closest('[role="tablist"]'))


class Controls:
    """The page's input: owns the pointer press under way (:attr:`press`) and whether the
    board is magnified (:attr:`zoomed`).

    ``by_id`` finds the page's elements, ``wrap`` the board's box (asked when first
    needed); ``render``, ``say`` and ``act`` (a session action, then its outcome) draw
    what changed, ``run`` runs a panel action by its ``data-action`` name."""

    def __init__(self, session: Session, *, mode: PageMode, embed: bool, document: Any,
                 by_id: Callable[[str], Any], wrap: Callable[[], Any],
                 render: Callable[[], None], say: Say, act: Act,
                 run: Callable[[str], None]) -> None:
        self.session = session
        self.mode = mode
        self.embed = embed
        self.document = document
        self.by_id = by_id
        self.wrap = wrap
        self.render = render
        self.say = say
        self.act = act
        self.run = run
        self.press: dict | None = None
        self.zoomed = False

    def wire(self, listen: Listen) -> None:
        """Listen to the board, the page's keys and clicks, the picker and the move list."""
        for event, handler in (("pointerdown", self.on_pointer_down),
                               ("pointermove", self.on_pointer_move),
                               ("pointerup", self.on_pointer_up),
                               ("pointercancel", self.on_pointer_cancel),
                               ("keydown", self.on_board_key),
                               ("focusin", self.on_board_focus)):
            listen("#board-wrap", event, handler)
        listen(self.document, "keydown", self.on_key)
        listen(self.document, "click", self.on_click)
        listen("#level-picker", "click", self.on_pick)
        listen("#moves", "click", self.on_move_list)

    def hit(self, event: Any) -> tuple[int | None, int | None]:
        """The square (and the piece's part) under a pointer event's target element."""
        target = event.target
        if not target or not hasattr(target, "closest"):
            return None, None
        holder = target.closest("[data-square]")
        if not holder:
            return None, None
        session = self.session
        hooks = session.hooks
        try:
            square = hooks.parse_square(session.position, str(holder.getAttribute("data-square")))
        except ValueError:
            return None, None
        part = None
        attribute = hooks.PART_ATTRIBUTE
        if attribute:
            piece = target.closest(f"[{attribute}]")
            if piece:
                part = int(piece.getAttribute(attribute))
        return square, part

    def square_at(self, client_x: float, client_y: float) -> int | None:
        """The playable square under a screen point (for drops), by geometry."""
        board = self.by_id("board")
        if not board:
            return None
        rect = board.getBoundingClientRect()
        grid = self.session.grid()
        if rect.width <= 0:
            return None
        column = int((client_x - rect.left) / rect.width * grid.size)
        row = int((client_y - rect.top) / rect.height * grid.size)
        if not (0 <= column < grid.size and 0 <= row < grid.size):
            return None
        return grid.square_at(column, row)

    def on_pointer_down(self, event: Any) -> None:
        if event.button != 0 or not self.by_id("board"):
            return
        square, part = self.hit(event)
        if square is None:
            return
        session = self.session
        press = {"square": square, "part": part, "x": event.clientX, "y": event.clientY,
                 "id": event.pointerId, "drag": False, "fresh": False, "can_drag": False,
                 "touch": str(event.pointerType) == "touch"}
        targeting = session.clicked and (square in session.targets
                                         or session.question is not None)
        if not targeting:
            before = (session.clicked, session.part)
            if session.drag_start(square, part):
                press["can_drag"] = True
                press["fresh"] = before != (session.clicked, session.part)
                if press["fresh"]:
                    self.render()
                    self.say("")
        self.press = press
        with contextlib.suppress(Exception):  # capture is a nicety, not a need
            self.wrap().setPointerCapture(event.pointerId)

    def dragged_elements(self) -> list:
        session = self.session
        if session.selected is None:
            return []
        found = []
        for selector in session.hooks.dragged(session.position, session.selected, session.part):
            found += list(self.document.querySelectorAll(selector))
        return found

    def on_pointer_move(self, event: Any) -> None:
        press = self.press
        if not press or event.pointerId != press["id"] or not press["can_drag"]:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["drag"]:
            if dx * dx + dy * dy < DRAG_THRESHOLD_PX ** 2:
                return
            press["drag"] = True
            self.by_id("board").classList.add("dragging")
        board = self.by_id("board")
        rect = board.getBoundingClientRect()
        scale = CELL * self.session.position.size / max(rect.width, 1)
        for element in self.dragged_elements():
            element.classList.add("ck-drag")
            element.setAttribute("transform", f"translate({dx * scale:.1f} {dy * scale:.1f})")

    def on_pointer_up(self, event: Any) -> None:
        press, self.press = self.press, None
        if not press or event.pointerId != press["id"]:
            return
        if press["drag"]:
            square = self.square_at(event.clientX, event.clientY)
            if square is None or square == self.session.selected:
                self.render()
                return
            self.act(lambda: self.session.drop(square))
            return
        if press["fresh"]:
            return  # the press already selected the piece
        if not self.zoomed and press["touch"] and self.zoom_in(press["x"], press["y"]):
            return  # the tap magnified the board; the next one plays
        self.act(lambda: self.session.click(press["square"], press["part"]))
        self.zoom_out()

    def zoom_in(self, client_x: float, client_y: float) -> bool:
        """Magnify the board about a tap when its squares are too small for a finger."""
        session = self.session
        # The layout size, not the drawn box: right after a zoomed tap the board is still
        # shrinking back (a 0.15 s transition), and its scaled box would look big enough
        # for a finger, so a quick second tap would play instead of zooming.
        wrap = self.wrap()
        rect = wrap.getBoundingClientRect()
        width, height = float(wrap.offsetWidth), float(wrap.offsetHeight)
        diagonal = bool(session.hooks.DARK_SQUARES_ONLY)
        if not zoom.needs_zoom(width, session.position.size, True, diagonal):
            return False
        x, y = zoom.origin(client_x - float(rect.left), client_y - float(rect.top), width,
                           height)
        wrap.style.transformOrigin = f"{x:.0f}px {y:.0f}px"  # i18n: not shown
        self.by_id("board-box").classList.add("zoomed")
        self.by_id("zoom-out").hidden = False
        self.zoomed = True
        self.say(tr("Zoomed in: tap a square to play there."))
        return True

    def zoom_out(self) -> None:
        """Show the whole board again (after a zoomed tap, or when asked)."""
        if not self.zoomed:
            return
        self.zoomed = False
        self.by_id("board-box").classList.remove("zoomed")
        self.by_id("zoom-out").hidden = True

    def forget_press(self) -> None:
        """Drop the press under way (after a failure: the next press starts afresh)."""
        self.press = None

    def on_pointer_cancel(self, _event: Any) -> None:
        if self.press and self.press["drag"]:
            self.render()
        self.press = None

    def on_board_focus(self, event: Any) -> None:
        square, _ = self.hit(event)
        if square is not None and square != self.session.focus:
            self.session.focus = square

    def on_board_key(self, event: Any) -> None:
        key = event.key
        if self.embed and key in DIRECTIONS:
            return  # in an embed the arrows step through the moves (document handler)
        if key in DIRECTIONS:
            event.preventDefault()
            event.stopPropagation()
            self.session.move_focus(DIRECTIONS[key])
            self.render()
        elif key in ("Enter", " "):
            event.preventDefault()
            event.stopPropagation()
            self.act(self.session.activate)
        elif key == "Escape":
            event.stopPropagation()
            self.zoom_out()
            self.act(self.session.cancel)
        elif is_number(key, 1) and self.session.clicked:
            event.stopPropagation()
            self.act(lambda: self.session.choose(key))

    def on_key(self, event: Any) -> None:
        if not key_for_the_page(event, self.document) or self.mode.editing:
            return  # the board editor has its own keys
        key, ctrl = event.key, event.ctrlKey
        lowered = key.lower() if len(key) == 1 else key
        action = None
        if ctrl and lowered == "z":
            action = "redo" if event.shiftKey else "undo"
        elif ctrl and lowered == "y":
            action = "redo"
        elif not ctrl:
            action = PAGE_KEYS.get(lowered)
            if self.embed and lowered in ("ArrowUp", "ArrowDown"):
                action = "prev" if lowered == "ArrowUp" else "next"
            if is_number(key, 1) and self.session.clicked:
                self.act(lambda: self.session.choose(key))
                return
        if action:
            if self.embed and action not in ("prev", "next", "first", "last", "flip"):
                return
            event.preventDefault()
            self.run(action)

    def on_click(self, event: Any) -> None:
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        button = target.closest("[data-action]")
        if button and not button.disabled:
            self.zoom_out()
            self.run(button.getAttribute("data-action"))

    def on_pick(self, event: Any) -> None:
        target = event.target
        button = target.closest("[data-pick]") if hasattr(target, "closest") else None
        if button:
            key = str(button.getAttribute("data-pick"))
            self.act(lambda: self.session.choose(key))

    def on_move_list(self, event: Any) -> None:
        target = event.target
        button = target.closest("[data-ply]") if hasattr(target, "closest") else None
        if button:
            ply = int(button.getAttribute("data-ply"))
            self.act(lambda: self.session.go_to(ply))
