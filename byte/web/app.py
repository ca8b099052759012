"""The page glue (PyScript): draws the session into the DOM and turns events into input.

Everything that decides anything lives in :mod:`byte.web.controller` (the session and its
input rules) and :mod:`byte.web.svg` (the board markup); this module only renders them,
wires pointer, keyboard and button events, runs animations and talks to the computer
player's worker. It imports the browser modules, so it runs only in Pyodide.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from html import escape

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from byte.games.byte.rules import PASS, WHITE, Move, Position, parse_square, square_name
from byte.web.controller import COMPUTER, Outcome, Session
from byte.web.share import Sharing
from byte.web.svg import (
    CELL,
    LIFT_RAISE,
    Grid,
    board_svg,
    checker_markup,
    checker_y,
    mini_stack_svg,
)
from byte.web.worker_client import BotWorker

DRAG_THRESHOLD_PX = 6
MOVE_MS = 220
LEAVE_MS = 520


def by_id(name: str):  # noqa: ANN201 - a DOM element proxy
    return document.getElementById(name)


def js_object(value: object):  # noqa: ANN201
    return to_js(value, dict_converter=js.Object.fromEntries)


class App:
    """The page: one :class:`Session`, rendered after every change."""

    def __init__(self, session: Session | None = None, embed: bool = False) -> None:
        self.session = session or Session()
        self.embed = embed
        self.listeners: list[Callable[[Session], None]] = []  # e.g. saving, links
        self.wrap = by_id("board-wrap")
        self.press: dict | None = None
        self.worker = None
        self.worker_task = None
        self.animations_on = True
        self._proxies: list = []
        self._eval_busy = False
        self.wire()

    # --- rendering ------------------------------------------------------------------------

    def render(self) -> None:
        session = self.session
        position = session.position
        active = document.activeElement
        inside = bool(active and active.closest and active.closest("#board, #level-picker"))
        on_picker = bool(inside and active.closest("#level-picker"))
        was_asking = not by_id("level-picker").hidden
        self.wrap.innerHTML = board_svg(position, session.view())
        self.render_panel(position)
        self.render_picker(position)
        if inside:
            # Keyboard users keep their place: on the picker while it asks, else the board.
            picker = by_id("level-picker")
            first_pick = picker.querySelector("[data-pick]")
            if first_pick and not picker.hidden and (on_picker or not was_asking):
                first_pick.focus()
            else:
                square = document.getElementById(f"sq-{square_name(session.focus)}")
                if square:
                    square.focus(js_object({"preventScroll": True}))
        for listener in self.listeners:
            listener(session)

    def render_panel(self, position: Position) -> None:
        session = self.session
        target = str(position.target)
        for element in document.querySelectorAll(".player .target"):
            element.textContent = target
        for side in ("w", "b"):
            by_id(f"score-{side}").textContent = str(position.won[side])
            player = by_id(f"player-{side}")
            player.classList.toggle("to-move", position.turn == side and not position.is_over())
            name = "White" if side == WHITE else "Black"
            if session.settings.opponent == COMPUTER:
                name += " (you)" if side == session.settings.human else " (computer)"
            player.querySelector(".player-name").textContent = name
        by_id("turn").textContent = session.status()
        by_id("thinking").hidden = not session.thinking
        banner = session.banner()
        by_id("banner").hidden = not banner
        by_id("banner-text").textContent = banner
        self.render_moves()
        at_start, at_end = session.ply == 0, session.at_end
        for button in document.querySelectorAll('[data-action="first"], [data-action="prev"]'):
            button.disabled = at_start
        for button in document.querySelectorAll('[data-action="next"], [data-action="last"]'):
            button.disabled = at_end
        self.button("undo").disabled = session.undo_target() is None
        self.button("redo").disabled = session.redo_target() is None
        hint = by_id("hint-button")
        hint.disabled = bool(session.hinting) or not session.view().interactive
        hint.setAttribute("aria-busy", "true" if session.hinting else "false")
        by_id("eval-toggle").checked = session.settings.show_eval
        self.render_eval()
        if self.embed:
            total = len(session.game.moves)
            by_id("embed-status").textContent = (
                f"{session.ply} / {total}" if total else session.status())

    def button(self, action: str):  # noqa: ANN201
        return document.querySelector(f'.panel [data-action="{action}"]')

    def render_moves(self) -> None:
        session = self.session
        rows = session.move_rows()
        first = session.game.start.turn
        parts = []
        for label, entries in rows:
            cells = []
            if label.endswith("...") and len(entries) == 1 and entries[0][0] == 1:
                cells.append('<span class="move-gap">…</span>')
            for ply, text in entries:
                current = ' aria-current="step"' if ply == session.ply else ""
                mover = first if ply % 2 == 1 else ("b" if first == "w" else "w")
                name = f"{label.rstrip('.')}. {'White' if mover == 'w' else 'Black'} {text}"
                cells.append(f'<button type="button" class="move" data-ply="{ply}"{current} '
                             f'aria-label="{escape(name)}">{escape(text)}</button>')
            number = escape(label.rstrip("."))
            parts.append(f'<li><span class="move-no">{number}.</span>{"".join(cells)}</li>')
        moves = by_id("moves")
        moves.innerHTML = "".join(parts)
        by_id("moves-empty").hidden = bool(rows)
        current = moves.querySelector('[aria-current="step"]')
        box = moves.parentElement
        if current:
            top, bottom = current.offsetTop, current.offsetTop + current.offsetHeight
            if top < box.scrollTop or bottom > box.scrollTop + box.clientHeight:
                box.scrollTop = max(0, bottom - box.clientHeight + 8)
        elif session.ply == 0:
            box.scrollTop = 0

    def render_picker(self, position: Position) -> None:
        """The large lift-level buttons, while the player chooses a checker to lift."""
        session = self.session
        picker = by_id("level-picker")
        # Only once the destination is known: before that the player taps a checker or a
        # target, and the floating picker must not cover any square they might want.
        levels = session.choice_levels if session.pending_target is not None else ()
        if not levels or session.selected is None:
            picker.hidden = True
            picker.innerHTML = ""
            return
        _, target_y = Grid(position.size, session.settings.flip).origin(session.pending_target)
        picker.classList.toggle("at-top", target_y >= CELL * position.size / 2)
        stack = position.board[session.selected]
        name = square_name(session.selected)
        where = f" onto {square_name(session.pending_target)}"
        buttons = [f'<p class="picker-title">Lift from {name}{where}:</p>']
        for level in levels:
            lifted = len(stack) - level + 1
            pressed = "true" if level == session.level else "false"
            buttons.append(
                f'<button type="button" class="pick" data-pick="{level}" aria-pressed="{pressed}" '
                f'aria-label="Lift checker {level} of {name} and the {lifted - 1} above it">'
                f"{mini_stack_svg(stack, level)}<span>Level {level}</span>"
                f'<small>{"whole stack" if level == 1 else f"top {lifted}"}</small></button>')
        picker.innerHTML = "".join(buttons)
        picker.hidden = False

    def render_eval(self) -> None:
        session = self.session
        bar = by_id("eval-bar")
        bar.hidden = not session.settings.show_eval
        bar.classList.toggle("flipped", session.settings.flip)  # White's share faces White
        if not session.settings.show_eval:
            return
        score = session.current_evaluation()
        position = session.position
        if position.is_over():
            score = 1.0 if position.winner() == WHITE else -1.0
        fill = bar.querySelector(".eval-fill")
        if score is None:
            bar.classList.add("unknown")
            bar.setAttribute("aria-valuetext", "not evaluated yet")
            return
        bar.classList.remove("unknown")
        fill.style.setProperty("--white-share", f"{(score + 1) / 2:.3f}")
        bar.setAttribute("aria-valuenow", str(round(score * 100)))
        if abs(score) < 0.05:
            words = "even"
        else:
            words = f"{'White' if score > 0 else 'Black'} is better ({abs(score):.2f})"
        bar.setAttribute("aria-valuetext", words)
        bar.title = f"Evaluation: {words}"

    # --- applying outcomes ----------------------------------------------------------------

    def apply(self, outcome: Outcome | None, before: Position | None = None) -> None:
        """Render after an action, animate its moves, show its message, speak it."""
        if outcome is None:
            return
        self.render()
        if before is not None and outcome.played and self.animations_on:
            move = outcome.played[0]
            if move != PASS:
                self.animate_move(before, move)
        self.say(outcome.message, outcome.error)
        if outcome.announce:
            self.announce(outcome.announce)
        self.after_change()

    def say(self, text: str, error: bool = False) -> None:
        message, alert = by_id("message"), by_id("alert")
        if error:
            message.textContent = ""
            alert.textContent = text
        else:
            alert.textContent = ""
            message.textContent = text

    def announce(self, text: str) -> None:
        announcer = by_id("announcer")
        announcer.textContent = ""
        window.setTimeout(create_proxy(lambda: setattr(announcer, "textContent", text)), 30)

    def act(self, action: Callable[[], Outcome | None]) -> None:
        """Run a session action with animation bookkeeping."""
        session = self.session
        before, ply, moves = session.position, session.ply, len(session.game.moves)
        outcome = action()
        self.apply(outcome, before)
        # Stepping one move forward replays that move's animation, as on a real board.
        stepped = (outcome is not None and not outcome.played and session.ply == ply + 1
                   and len(session.game.moves) == moves and self.animations_on)
        if stepped and session.last_move not in (None, PASS):
            self.animate_move(before, session.last_move)

    # --- animation ------------------------------------------------------------------------

    def reduced_motion(self) -> bool:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)

    def animate_move(self, before: Position, move: Move) -> None:
        """Slide or lift-and-drop the moved checkers; a completed stack rises and fades."""
        if self.reduced_motion():
            return
        session = self.session
        grid = Grid(before.size, session.settings.flip)
        sx, sy = grid.origin(move.src)
        dx, dy = grid.origin(move.dst)
        moving = before.board[move.src][move.level - 1:]
        base_height = len(before.board[move.dst])
        board = by_id("board")
        completed = base_height + len(moving) == 8
        arc = 0 if base_height == 0 and move.level == 1 else -26
        if completed:
            # The stack is gone from the new board: draw it there for a moment, then fade.
            parts = []
            full = before.board[move.dst] + moving
            for index, colour in enumerate(full):
                parts.append(checker_markup(None, index + 1, colour, dx,
                                            dy + checker_y(len(full), index + 1)))
            ghost = document.createElementNS("http://www.w3.org/2000/svg", "g")
            ghost.setAttribute("class", "ghost-stack")
            ghost.innerHTML = "".join(parts)
            board.appendChild(ghost)
            frames = js_object([
                {"transform": "translate(0px, 0px)", "opacity": 1},
                {"transform": "translate(0px, 0px)", "opacity": 1, "offset": 0.35},
                {"transform": f"translate(0px, {-CELL * 0.6}px)", "opacity": 0},
            ])
            animation = ghost.animate(frames, js_object({"duration": LEAVE_MS + MOVE_MS,
                                                         "easing": "ease-in"}))
            animation.onfinish = create_proxy(lambda _event: ghost.remove())
            return
        for offset in range(len(moving)):
            new_level = base_height + offset + 1
            old_level = move.level + offset
            element = board.querySelector(
                f'.ck[data-square="{square_name(move.dst)}"][data-level="{new_level}"]')
            if not element:
                continue
            from_x = sx - dx
            old_height = len(before.board[move.src])
            new_height = base_height + len(moving)
            from_y = (sy + checker_y(old_height, old_level)) - (dy + checker_y(new_height,
                                                                              new_level))
            frames = [{"transform": f"translate({from_x}px, {from_y}px)"}]
            if arc:
                frames.append({"transform": f"translate({from_x / 2}px, "
                                            f"{from_y / 2 + arc - LIFT_RAISE}px)",
                               "offset": 0.5})
            frames.append({"transform": "translate(0px, 0px)"})
            # While it flies over other squares the checker must not catch their clicks.
            element.classList.add("ck-moving")
            animation = element.animate(js_object(frames), js_object({"duration": MOVE_MS,
                                                                      "easing": "ease-out"}))
            animation.onfinish = create_proxy(
                lambda _event, el=element: el.classList.remove("ck-moving"))

    # --- events ---------------------------------------------------------------------------

    def listen(self, target, event: str, handler: Callable) -> None:  # noqa: ANN001
        def guarded(event_object) -> None:  # noqa: ANN001
            try:
                handler(event_object)
            except Exception as error:  # noqa: BLE001 - keep the board alive, say what broke
                self.recover(error)

        proxy = create_proxy(guarded)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def recover(self, error: Exception) -> None:
        """An unexpected failure in a handler: log it, redraw, and tell the player plainly."""
        window.console.warn(f"byte: {type(error).__name__}: {error}")
        self.press = None
        with contextlib.suppress(Exception):
            self.session.cancel()
            self.render()
        self.say(f"Something went wrong ({error}); the game is unchanged and still playable.",
                 error=True)

    def wire(self) -> None:
        self.listen(self.wrap, "pointerdown", self.on_pointer_down)
        self.listen(self.wrap, "pointermove", self.on_pointer_move)
        self.listen(self.wrap, "pointerup", self.on_pointer_up)
        self.listen(self.wrap, "pointercancel", self.on_pointer_cancel)
        self.listen(self.wrap, "keydown", self.on_board_key)
        self.listen(self.wrap, "focusin", self.on_board_focus)
        self.listen(document, "keydown", self.on_key)
        self.listen(document, "click", self.on_click)
        self.listen(by_id("level-picker"), "click", self.on_pick)
        self.listen(by_id("moves"), "click", self.on_move_list)
        self.listen(by_id("eval-toggle"), "change", self.on_eval_toggle)
        self.listen(by_id("new-game-dialog"), "close", self.on_dialog_close)
        self.listen(by_id("new-game-form"), "change", self.on_dialog_change)

    def hit(self, event) -> tuple[int | None, int | None]:  # noqa: ANN001
        """The square (and checker level) under a pointer event's target element."""
        target = event.target
        if not target or not hasattr(target, "closest"):
            return None, None
        checker = target.closest("[data-level]")
        holder = target.closest("[data-square]")
        if not holder:
            return None, None
        square = parse_square(holder.getAttribute("data-square"))
        level = int(checker.getAttribute("data-level")) if checker else None
        return square, level

    def square_at(self, client_x: float, client_y: float) -> int | None:
        """The dark square under a screen point (for drops), by geometry."""
        board = by_id("board")
        if not board:
            return None
        rect = board.getBoundingClientRect()
        size = self.session.position.size
        if rect.width <= 0:
            return None
        column = int((client_x - rect.left) / rect.width * size)
        row = int((client_y - rect.top) / rect.height * size)
        if not (0 <= column < size and 0 <= row < size):
            return None
        if self.session.settings.flip:
            file, rank = size - 1 - column, row
        else:
            file, rank = column, size - 1 - row
        square = rank * 16 + file
        return square if Grid.is_dark(square) else None

    def on_pointer_down(self, event) -> None:  # noqa: ANN001
        if event.button != 0 or not by_id("board"):
            return
        square, level = self.hit(event)
        if square is None:
            return
        session = self.session
        press = {"square": square, "level": level, "x": event.clientX, "y": event.clientY,
                 "id": event.pointerId, "drag": False, "fresh": False, "can_drag": False}
        targeting = session.selected is not None and (
            square in session.targets or session.pending_target is not None)
        if not targeting:
            before = (session.selected, session.level)
            if session.drag_start(square, level):
                press["can_drag"] = True
                press["fresh"] = before != (session.selected, session.level)
                if press["fresh"]:
                    self.render()
                    self.say("")
        self.press = press
        with contextlib.suppress(Exception):  # capture is a nicety, not a need
            self.wrap.setPointerCapture(event.pointerId)

    def dragged_elements(self):  # noqa: ANN201
        session = self.session
        if session.selected is None:
            return []
        name = square_name(session.selected)
        level = session.level or 1
        found = document.querySelectorAll(f'#board .ck[data-square="{name}"]')
        moving = [el for el in found if int(el.getAttribute("data-level")) >= level]
        if level == 1:  # the whole stack travels, its height badge with it
            moving += list(document.querySelectorAll(f'#board .stack[data-square="{name}"] '
                                                      ".height"))
        return moving

    def on_pointer_move(self, event) -> None:  # noqa: ANN001
        press = self.press
        if not press or event.pointerId != press["id"] or not press["can_drag"]:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["drag"]:
            if dx * dx + dy * dy < DRAG_THRESHOLD_PX ** 2:
                return
            press["drag"] = True
            by_id("board").classList.add("dragging")
        board = by_id("board")
        rect = board.getBoundingClientRect()
        scale = CELL * self.session.position.size / max(rect.width, 1)
        for element in self.dragged_elements():
            element.classList.add("ck-drag")
            element.setAttribute("transform", f"translate({dx * scale:.1f} {dy * scale:.1f})")

    def on_pointer_up(self, event) -> None:  # noqa: ANN001
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
            return  # the press already selected the stack
        self.act(lambda: self.session.click(press["square"], press["level"]))

    def on_pointer_cancel(self, _event) -> None:  # noqa: ANN001
        if self.press and self.press["drag"]:
            self.render()
        self.press = None

    def on_board_focus(self, event) -> None:  # noqa: ANN001
        square, _ = self.hit(event)
        if square is not None and square != self.session.focus:
            self.session.focus = square

    def on_board_key(self, event) -> None:  # noqa: ANN001
        key = event.key
        directions = {"ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left",
                      "ArrowRight": "right"}
        if self.embed and key in directions:
            return  # in an embed the arrows step through the moves (document handler)
        if key in directions:
            event.preventDefault()
            event.stopPropagation()
            self.session.move_focus(directions[key])
            self.render()
        elif key in ("Enter", " "):
            event.preventDefault()
            event.stopPropagation()
            self.act(self.session.activate)
        elif key == "Escape":
            event.stopPropagation()
            self.act(self.session.cancel)
        elif key in "1234567" and len(key) == 1 and self.session.selected is not None:
            event.stopPropagation()
            self.act(lambda: self.session.choose_level(int(key)))

    def on_key(self, event) -> None:  # noqa: ANN001
        if event.defaultPrevented or event.altKey or event.metaKey:
            return
        target = event.target
        tag = str(target.tagName).lower() if target and target.tagName else ""
        if tag in ("input", "textarea", "select") or by_id("new-game-dialog").open:
            return
        key, ctrl = event.key, event.ctrlKey
        lowered = key.lower() if len(key) == 1 else key
        action = None
        if ctrl and lowered == "z":
            action = "redo" if event.shiftKey else "undo"
        elif ctrl and lowered == "y":
            action = "redo"
        elif not ctrl:
            action = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first",
                      "End": "last", "u": "undo", "r": "redo", "f": "flip", "h": "hint",
                      "n": "new", "Escape": "cancel"}.get(lowered)
            if self.embed and lowered in ("ArrowUp", "ArrowDown"):
                action = "prev" if lowered == "ArrowUp" else "next"
            if lowered in ("1", "2", "3", "4", "5", "6", "7") and self.session.selected:
                self.act(lambda: self.session.choose_level(int(key)))
                return
        if action:
            if self.embed and action not in ("prev", "next", "first", "last", "flip"):
                return
            event.preventDefault()
            self.run(action)

    def on_click(self, event) -> None:  # noqa: ANN001
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        button = target.closest("[data-action]")
        if button and not button.disabled:
            self.run(button.getAttribute("data-action"))

    def on_pick(self, event) -> None:  # noqa: ANN001
        button = event.target.closest("[data-pick]") if hasattr(event.target, "closest") else None
        if button:
            level = int(button.getAttribute("data-pick"))
            self.act(lambda: self.session.choose_level(level))

    def on_move_list(self, event) -> None:  # noqa: ANN001
        button = event.target.closest("[data-ply]") if hasattr(event.target, "closest") else None
        if button:
            ply = int(button.getAttribute("data-ply"))
            self.act(lambda: self.session.go_to(ply))

    def on_eval_toggle(self, event) -> None:  # noqa: ANN001
        self.session.settings.show_eval = bool(event.target.checked)
        self.render()
        self.after_change()

    def run(self, action: str) -> None:
        session = self.session
        simple = {"first": lambda: session.go_to(0), "prev": lambda: session.step(-1),
                  "next": lambda: session.step(1),
                  "last": lambda: session.go_to(len(session.game.moves)),
                  "undo": session.undo, "redo": session.redo, "cancel": session.cancel}
        if action in simple:
            self.act(simple[action])
        elif action == "flip":
            session.settings.flip = not session.settings.flip
            self.render()
            self.announce("Board flipped: " + ("Black" if session.settings.flip else "White")
                          + " at the bottom.")
        elif action == "hint":
            self.ask_hint()
        elif action == "new":
            self.open_new_game()

    # --- new game dialog ------------------------------------------------------------------

    def open_new_game(self) -> None:
        dialog = by_id("new-game-dialog")
        form = by_id("new-game-form")
        settings = self.session.settings
        for name, value in (("size", str(settings.size)), ("opponent", settings.opponent),
                            ("level", str(settings.level)), ("human", settings.human)):
            choice = form.querySelector(f'input[name="{name}"][value="{value}"]')
            if choice:
                choice.checked = True
        self.on_dialog_change(None)
        dialog.returnValue = ""
        dialog.showModal()
        by_id("new-game-start").focus()

    def on_dialog_change(self, _event) -> None:  # noqa: ANN001
        form = by_id("new-game-form")
        computer = form.querySelector('input[name="opponent"]:checked').value == COMPUTER
        for fieldset in form.querySelectorAll(".computer-only"):
            fieldset.disabled = not computer
            fieldset.classList.toggle("off", not computer)

    def on_dialog_close(self, _event) -> None:  # noqa: ANN001
        dialog = by_id("new-game-dialog")
        if dialog.returnValue != "start":
            return
        form = by_id("new-game-form")

        def value(name: str) -> str:
            return form.querySelector(f'input[name="{name}"]:checked').value

        opponent = value("opponent")
        self.act(lambda: self.session.new_game(
            size=int(value("size")), opponent=opponent,
            level=int(value("level")) if opponent == COMPUTER else self.session.settings.level,
            human=value("human") if opponent == COMPUTER else WHITE))
        board_square = document.getElementById(f"sq-{square_name(self.session.focus)}")
        if board_square:
            board_square.focus()

    # --- the computer ---------------------------------------------------------------------

    def after_change(self) -> None:
        """Start the computer's thinking or an evaluation when the new state needs one."""
        request = self.session.bot_request()
        if request:
            self.render()
            self.spawn(self.think(request))
            return
        if self.session.settings.opponent == COMPUTER and self.worker_task is None:
            # Start the computer's worker now, so its first reply does not wait for the boot.
            self.spawn(self.warm_up_worker())
        if self.session.settings.show_eval:
            self.maybe_evaluate()

    def spawn(self, coroutine) -> None:  # noqa: ANN001
        """Run a coroutine in the background; a failure is reported, never left unseen."""

        async def guarded() -> None:
            try:
                await coroutine
            except Exception as error:  # noqa: BLE001
                self.recover(error)

        asyncio.ensure_future(guarded())

    async def get_worker(self) -> BotWorker:
        if self.worker is not None and self.worker.closed:
            self.worker, self.worker_task = None, None  # it broke: the next request starts anew
        if self.worker is None:
            if self.worker_task is None:
                self.worker_task = asyncio.ensure_future(self._start_worker())
            try:
                self.worker = await self.worker_task
            except Exception:
                self.worker_task = None  # the next request tries again
                raise
        return self.worker

    async def warm_up_worker(self) -> None:
        """Start the worker ahead of need; a failure here is left to the request that
        needs the worker, which tells the player in words."""
        with contextlib.suppress(Exception):
            await self.get_worker()

    async def _start_worker(self) -> BotWorker:
        worker = BotWorker()
        try:
            await worker.start()
        except Exception:
            worker.close()
            raise
        return worker

    async def ask_worker(self, request: dict) -> dict:
        worker = await self.get_worker()
        text = await worker.think(request["code"], request["level"], request["seed"])
        return json.loads(text)

    async def think(self, request: dict) -> None:
        token = request["token"]
        started = window.performance.now()
        try:
            result = await self.ask_worker(request)
        except Exception as error:  # noqa: BLE001 - tell the player in words
            self.apply(self.session.bot_failed(token, f"its worker failed to start ({error})."))
            return
        if "error" in result:
            self.apply(self.session.bot_failed(token, result["error"]))
            return
        # Let the player's own move finish animating before the reply lands.
        waited = window.performance.now() - started
        # When the worker was asked and answered, for tools that measure the computer player.
        timing = by_id("thinking").dataset
        timing.askedAt = str(round(started))
        timing.answeredAt = str(round(started + waited))
        if waited < MOVE_MS + 80:
            await asyncio.sleep((MOVE_MS + 80 - waited) / 1000)
        session = self.session
        watching = session.at_end  # the move is animated only where the player looks
        before = session.game.end.copy()
        self.apply(session.bot_result(token, result), before if watching else None)

    def ask_hint(self) -> None:
        request = self.session.hint_request()
        if not request:
            self.say("A hint is available when it is your move.", error=True)
            return
        self.render()
        self.say("Looking for a good move…")
        self.spawn(self._hint(request))

    async def _hint(self, request: dict) -> None:
        try:
            result = await self.ask_worker(request)
        except Exception as error:  # noqa: BLE001
            self.session.hinting = None
            self.render()
            self.say(f"No hint: the computer player failed to start ({error}).", error=True)
            return
        outcome = self.session.hint_result(request["token"], result)
        if outcome is not None:
            self.apply(outcome)

    def maybe_evaluate(self) -> None:
        session = self.session
        position = session.position
        if self._eval_busy or position.is_over() or session.current_evaluation() is not None:
            return
        self._eval_busy = True
        code = position.code()
        self.spawn(self._evaluate(code))

    async def _evaluate(self, code: str) -> None:
        try:
            result = await self.ask_worker({"code": code, "level": 3,
                                            "seed": self.session.seed})
            score = result.get("score")
            if isinstance(score, int | float):
                self.session.evaluation[code] = max(-1.0, min(1.0, float(score)))
        except Exception as error:  # noqa: BLE001
            self.say(f"No evaluation: the computer player failed to start ({error}).", error=True)
            return
        finally:
            self._eval_busy = False
        self.render_eval()
        if self.session.settings.show_eval and self.session.current_evaluation() is None:
            self.maybe_evaluate()  # the player moved on meanwhile


def fragment_options() -> dict[str, str]:
    """The ``key=value`` pairs of the URL fragment (only what this module reads)."""
    text = str(window.location.hash or "").lstrip("#")
    pairs = {}
    for part in text.split("&"):
        key, _, value = part.partition("=")
        if key:
            pairs[key] = value
    return pairs


def start() -> App:
    """Build the app, draw the first board and tell the loader and tests we are ready."""
    options = fragment_options()
    # Links, the saved game and the Share dialog (byte.web.share) decide the first game,
    # and whether this page is an embed.
    sharing = Sharing(options.get("embed") == "1")
    embed = sharing.embed
    if embed:
        document.documentElement.classList.add("embed")
        by_id("panel").hidden = True
        by_id("embed-bar").hidden = False
        link = by_id("open-full")
        fragment = "&".join(f"{k}={v}" for k, v in options.items() if k != "embed")
        link.href = "./index.html" + (f"#{fragment}" if fragment else "")
    app = App(sharing.start.session, embed=embed)
    sharing.attach(app)
    app.render()
    window.byteApp = create_proxy(app)  # a handle for debugging in the console
    document.documentElement.setAttribute("data-app-state", "ready")
    sharing.show_boot_messages()
    app.after_change()
    return app


__all__ = ["App", "start"]
