"""The page glue (PyScript): draws the session into the DOM and turns events into input.

Everything that decides anything lives in :mod:`byte.web.controller` (the session and its
input rules), :mod:`byte.web.board` (the board markup) and the game's ``view`` module.
:class:`App` is composed of parts that own their state, each built here with what it
uses (:mod:`byte.web.parts` lists them and the small interfaces they are handed):

* this module renders the board, the panel and the picker, applies outcomes, runs the
  panel's actions, holds the page's mode (:class:`byte.web.parts.PageMode`) and the
  listener lists, and starts the page;
* ``app.controls`` (:mod:`byte.web.controls`) turns pointer and keyboard events into input;
* ``app.motion`` (:mod:`byte.web.motion`) animates moves;
* ``app.new_game_dialog`` (:mod:`byte.web.dialogs`) is the New game dialog;
* ``app.puzzles`` (:mod:`byte.web.puzzle_panel`) puts puzzles on the board and follows
  the learner;
* ``app.computer`` (:mod:`byte.web.computer`) talks to the computer player's worker;
* ``app.review`` (:mod:`byte.web.review_panel`) reviews the game (in the worker) and
  marks its moves;
* ``app.think`` (:mod:`byte.web.think_panel`) thinks longer about the position on screen
  (in the worker), for the analysis board and the review.

The other parts of the page are built by :func:`start`, each handed the session and the
few services it uses, then taken in by :meth:`App.attach` (drawn with each render, its
buttons' actions, its events): :mod:`byte.web.clock`, :mod:`byte.web.looks_dialog`,
:mod:`byte.web.analysis_board`, :mod:`byte.web.editor`, :mod:`byte.web.panel_tabs`,
:mod:`byte.web.game_over`, :mod:`byte.web.send_move`, :mod:`byte.web.table_clock_screen`
(the table clock, for games over a real board) and :mod:`byte.web.welcome`; so are saving
and links (:mod:`byte.web.keeping`, built first: the link or the saved game decides the
page's first game) and the Share dialog (:mod:`byte.web.share`).

It imports the browser modules, so it runs only in Pyodide.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Callable, Coroutine
from html import escape
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from byte.chances import chances_words, legend, percent
from byte.i18n import tr, trc
from byte.web import dom, welcome
from byte.web.analysis_board import AnalysisBoard
from byte.web.board import board_svg
from byte.web.clock import ClockPanel
from byte.web.computer import Computer
from byte.web.controller import COMPUTER, Outcome, Session
from byte.web.controls import Controls
from byte.web.dialogs import NewGameDialog
from byte.web.dom import by_id
from byte.web.editor import BoardEditor
from byte.web.first_visit import fragment_pairs
from byte.web.game_over import GameOver
from byte.web.keeping import Keeping, local_storage
from byte.web.looks_dialog import LooksDialog
from byte.web.motion import Motion
from byte.web.outcome import side_name
from byte.web.panel_tabs import PanelTabs
from byte.web.parts import Listen, PageMode
from byte.web.puzzle_panel import Puzzles
from byte.web.review_panel import Review
from byte.web.send_move import SendMove
from byte.web.share import ShareDialog
from byte.web.table_clock_screen import TableClockScreen
from byte.web.think_panel import Think
from byte.web.worker_client import BotWorker
from byte.web.your_games import YourGames


def js_object(value: object):
    return to_js(value, dict_converter=js.Object.fromEntries)


class App:
    """The page: one :class:`Session`, rendered after every change, and the parts that
    turn events into input and draw what is not the board (see the module's docstring).

    Building it asks the page for nothing (the parts find their elements when first
    needed), so it adds nothing to the boot but the listeners."""

    def __init__(self, session: Session | None = None, embed: bool = False) -> None:
        self.session = session = session or Session()
        self.embed = embed
        self.mode = PageMode()
        self.listeners: list[Callable[[Session], None]] = []  # drawn with each render
        self.after_change_listeners: list[Callable[[], None]] = []  # after each action
        self.before_new_game: list[Callable[[], None]] = []  # e.g. keep it in the list
        self.actions: dict[str, Callable[[], None]] = {}  # data-action names of other modules
        self.sound_players: list[Callable[[str], None]] = []  # the looks dialog's (sound on?)
        self._shown_game: tuple[str, str] | None = None
        self.writes = dom.Writes()  # the panel's, sent at the end of each render
        self.controls = Controls(
            session, mode=self.mode, embed=embed, document=document, by_id=by_id,
            wrap=lambda: self.wrap, render=self.render, say=self.say, act=self.act,
            run=self.run)
        self.motion = Motion()
        self.new_game_dialog = NewGameDialog(
            session, by_id=by_id, keep_current_game=self.keep_current_game, act=self.act,
            say=self.say, focus_board=self.focus_board)
        self.puzzles = Puzzles(
            session, mode=self.mode, embed=embed, writes=self.writes, flush=self.flush,
            render=self.render, act=self.act, say=self.say, focus_board=self.focus_board,
            play_sound=self.play_sound, keep_current_game=self.keep_current_game,
            later=self.later, storage=local_storage, warn=lambda text: window.console.warn(text))
        self.computer = Computer(
            session, new_worker=BotWorker, now=lambda: float(window.performance.now()),
            timing=lambda: by_id("thinking").dataset, render=self.render,
            render_eval=self.render_eval, apply=self.apply, say=self.say, spawn=self.spawn)
        self.review = Review(
            session, workers=self.computer, embed=embed, writes=self.writes,
            flush=self.flush, render=self.render, act=self.act, say=self.say,
            spawn=self.spawn)
        # After an action the puzzle answers first: it may take a wrong try back before
        # the computer looks at whose turn it is.
        self.after_change_listeners += [self.puzzles.after_change, self.computer.after_change]
        self.think = Think(
            session, workers=self.computer, embed=embed, writes=self.writes,
            flush=self.flush, say=self.say, spawn=self.spawn)
        self.listeners += [lambda _session: self.review.write(),
                           lambda _session: self.puzzles.write(),
                           lambda _session: self.think.write()]
        self.wire()

    @functools.cached_property
    def wrap(self):
        """The board's box (asked of the page when first needed: pointer capture, zoom)."""
        return by_id("board-wrap")

    @staticmethod
    def by_id(name: str):
        return by_id(name)

    def flush(self) -> None:
        """Send the gathered writes to the page now (outside a render)."""
        self.writes.apply(window)

    # --- rendering ------------------------------------------------------------------------

    def render(self, ready: bool = False) -> None:
        """Draw the session: the board, the panel, the picker and every listener's part
        (clocks, review, puzzles, analysis...), gathered in :attr:`writes` and sent to the
        page in one call at the end (where Python runs in a worker, each call to the page
        is a round trip).

        ``ready``: the first render, which also tells the loader and the tests that the
        page is ready, in the same call. It need not ask where the keyboard focus is: before
        it, no board square or picker button exists to hold it."""
        session = self.session
        position = session.position
        writes = self.writes
        place, _, asking = ("" if ready else str(window.byteFocusPlace())).partition(" ")
        # Keyboard users keep their place: on the picker while it asks, else the board.
        to_picker = bool(place) and session.question is not None and (
            place == "picker" or not asking)
        square = self.focus_square_id() if place and not to_picker else ""
        # The new board and the focus on its square in one step: where Python runs in a
        # worker the page handles input between two calls, and a key pressed while no
        # square had the focus would scroll the page instead.
        writes.markup("#board-wrap", board_svg(position, session.view(), session.hooks),
                      focus_id=square)
        self.render_panel(position)
        self.render_picker()
        if to_picker and session.question is not None:
            if session.question.options:
                writes.focus("#level-picker [data-pick]")
            else:
                writes.focus("#" + self.focus_square_id(), scroll=False)
        for listener in self.listeners:
            listener(session)
        if ready:
            writes.set("html", "@data-app-state", "ready")
        self.motion.write(writes)  # after the new board: the animations run on it
        writes.apply(window)

    def focus_square_id(self) -> str:
        """The element id of the board's focused square (as ``board_svg`` names it)."""
        session = self.session
        return "sq-" + session.hooks.square_name(session.position, session.focus)

    def focus_board(self, scroll: bool = True) -> None:
        """Put the keyboard focus on the board's focused square."""
        square = by_id(self.focus_square_id())
        if square:
            square.focus(js_object({"preventScroll": not scroll}))

    def render_game(self) -> None:
        """What changes with the game: titles, help, the panel's game-specific toggles."""
        session = self.session
        info = session.info
        if self._shown_game == (session.game.game, info.id):
            return
        self._shown_game = (session.game.game, info.id)
        game, writes = session.game.game, self.writes
        name = info.title
        writes.text("#game-title", name).text("#embed-title", tr("{game} board", game=name))
        writes.text("head > title", tr("{game} — play it in the browser", game=name))
        writes.set("html", "@data-game", game)
        writes.set("[data-switch-game]", "@aria-current", None)
        writes.set(f'[data-switch-game="{game}"]', "@aria-current", "true")
        writes.set("[data-help]", "hidden", True).set(f'[data-help="{game}"]', "hidden", False)
        hooks = session.hooks
        writes.set("#moves-toggle-row", "hidden", not hooks.SHOW_MOVES)
        options = hooks.coordinate_styles(session.position)
        writes.set("#coords-row", "hidden", len(options) < 2)
        writes.set("#coords-select", "innerHTML", "".join(
            f'<option value="{escape(value)}">{escape(words)}</option>'
            for value, words in options))
        if options:
            writes.set("#coords-select", "value", session.settings.coordinates or options[0][0])

    def render_panel(self, position: Any) -> None:
        session = self.session
        writes = self.writes
        self.render_game()
        scores = session.hooks.scores(position)
        for side in ("w", "b"):
            value, what = scores[side]
            writes.text(f"#score-{side}", value).text(f"#score-{side}-what", what)
            writes.toggle(f"#player-{side}", "to-move",
                          position.turn == side and not position.is_over())
            name = side_name(side)
            if session.settings.opponent == COMPUTER:
                name = tr("{side} (you)", side=name) if side == session.human_side() else \
                    tr("{side} (computer)", side=name)
            writes.text(f"#player-{side} .player-name", name)
        writes.text("#turn", session.status())
        writes.set("#thinking", "hidden", not session.thinking)
        banner = session.banner()
        writes.set("#banner", "hidden", not banner).text("#banner-text", banner)
        self.render_moves()
        at_start, at_end = session.ply == 0, session.at_end
        writes.set('[data-action="first"], [data-action="prev"]', "disabled", at_start)
        writes.set('[data-action="next"], [data-action="last"]', "disabled", at_end)
        writes.set(self.button_selector("undo"), "disabled", session.undo_target() is None)
        writes.set("#bring-back", "hidden", session.replaced is None or self.embed)
        writes.set(self.button_selector("redo"), "disabled", session.redo_target() is None)
        flippable = session.hooks.FLIPPABLE
        writes.set(self.button_selector("flip"), "disabled", not flippable)
        # The embed bar has no room for a button that does nothing: no Flip where the game
        # is never flipped (Reversi).
        writes.set('#embed-bar [data-action="flip"]', "hidden", not flippable)
        writes.set("#hint-button", "disabled",
                   bool(session.hinting) or not session.view().interactive)
        writes.set("#hint-button", "@aria-busy", "true" if session.hinting else "false")
        writes.set("#eval-toggle", "checked", session.settings.show_eval)
        writes.set("#moves-toggle", "checked", session.settings.show_moves)
        if self.embed:
            writes.text("#embed-status", session.embed_status())
        self.write_eval_bar()

    @staticmethod
    def button_selector(action: str) -> str:
        """The CSS selector of the panel's button for ``action``."""
        return f'.panel [data-action="{action}"]'

    def render_moves(self) -> None:
        session = self.session
        rows = session.move_rows()
        movers = session.movers()
        marks = self.review.marks()
        parts = []
        for label, entries in rows:
            cells = []
            if label.endswith("...") and len(entries) == 1 and entries[0][0] == 1:
                cells.append('<span class="move-gap">…</span>')
            for ply, text in entries:
                current = ' aria-current="step"' if ply == session.ply else ""
                mover = movers[ply - 1]
                name = tr("{number}. {side} {move}", number=label.rstrip("."),
                          side=side_name(mover), move=text)
                mark, shown = marks.get(ply), escape(text)
                if mark is not None:  # the review's inaccuracy, mistake or blunder
                    name += f", {verdict_words(mark.verdict)}"
                    shown += f'<span class="move-mark mark-{mark.verdict}">{mark.symbol}</span>'
                cells.append(f'<button type="button" class="move" data-ply="{ply}"{current} '
                             f'aria-label="{escape(name)}">{shown}</button>')
            number = escape(label.rstrip("."))
            parts.append(f'<li><span class="move-no">{number}.</span>{"".join(cells)}</li>')
        self.writes.markup("#moves", "".join(parts)).reveal(".moves-box",
                                                            or_top=session.ply == 0)
        self.writes.set("#moves-empty", "hidden", bool(rows))

    def render_picker(self) -> None:
        """The large answer buttons, while the game asks which of several moves is meant
        (Byte: which checker of the stack to lift)."""
        session, writes = self.session, self.writes
        question = session.question
        if question is None:
            writes.set("#level-picker", "hidden", True).set("#level-picker", "innerHTML", "")
            return
        # The picker floats over the half of the board away from the target square.
        _, target_y = session.grid().origin(session.clicked[-1])
        writes.toggle("#level-picker", "at-top", target_y >= session.grid().extent / 2)
        buttons = [f'<p class="picker-title">{escape(question.title)}</p>']
        for option in question.options:
            pressed = "true" if str(session.part) == option.key else "false"
            # The name is the visible words, then what they mean (for screen readers).
            buttons.append(
                f'<button type="button" class="pick" data-pick="{escape(option.key)}" '
                f'aria-pressed="{pressed}">{option.art}'
                f"<span>{escape(option.label)}</span> <small>{escape(option.detail)}</small>"
                f'<span class="sr-only">: {escape(option.name)}</span></button>')
        writes.set("#level-picker", "innerHTML", "".join(buttons))
        writes.set("#level-picker", "hidden", False)

    def render_eval(self) -> None:
        """The evaluation bar alone (when the computer's evaluation arrives)."""
        self.write_eval_bar()
        self.flush()

    def write_eval_bar(self) -> None:
        session, writes = self.session, self.writes
        shown = session.settings.show_eval
        writes.set("#eval-bar", "hidden", not shown)
        writes.toggle("#eval-bar", "flipped", session.settings.flip)  # White's share faces White
        if shown:
            self.write_evaluation(writes)

    def write_evaluation(self, writes: dom.Writes) -> None:
        session, position = self.session, self.session.position
        score = session.current_evaluation()
        if position.is_over():
            score = {"w": 1.0, "b": -1.0}.get(position.winner(), 0.0)
        if score is None:
            writes.toggle("#eval-bar", "unknown", True)
            writes.set("#eval-bar", "@aria-valuetext", tr("not evaluated yet"))
            writes.text("#eval-number", "…")
            return
        writes.text("#eval-number", tr("{percent}%", percent=percent(score)))
        writes.toggle("#eval-bar", "unknown", False)
        writes.set("#eval-bar .eval-fill", "--white-share", f"{(score + 1) / 2:.3f}")
        writes.set("#eval-bar", "@aria-valuenow", str(percent(score)))
        words = chances_words(score)
        writes.set("#eval-bar", "@aria-valuetext", words)
        writes.set("#eval-bar", "title", tr("{evaluation}. {legend}", evaluation=words,
                                            legend=legend()))

    # --- applying outcomes ----------------------------------------------------------------

    def apply(self, outcome: Outcome | None, before: Any = None) -> None:
        """Render after an action, animate its moves, show its message, speak it."""
        if outcome is None:
            return
        if outcome.refused_move:
            self.puzzles.note_refused_move()
        self.play_sound(outcome.sound)  # sent with the render's writes
        if before is not None and outcome.played:
            self.animate(before, outcome.played[0])
        self.render()
        self.say(outcome.message, outcome.error)
        if outcome.announce:
            self.announce(outcome.announce)
        self.after_change()

    def play_sound(self, kind: str) -> None:
        """Play the sound ``kind`` (:mod:`byte.web.sounds`) with the next writes, when the
        player has sound on (:mod:`byte.web.looks_dialog`)."""
        for player in self.sound_players:
            player(kind)

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
        # Stepping one move forward replays that move's animation, as on a real board.
        stepped = (outcome is not None and not outcome.played and session.ply == ply + 1
                   and len(session.game.moves) == moves)
        if stepped and session.last_move is not None:
            self.animate(before, session.last_move)
        self.apply(outcome, before)

    def animate(self, before: Any, move: Any) -> None:
        """Animate ``move``, played from ``before``, on the board the next render draws."""
        session = self.session
        self.motion.stage(session.hooks.animation(before, move, session.grid()))

    def after_change(self) -> None:
        """After an action (and after anything else that changes the game): each part
        that follows the game takes its turn, in the order of
        :attr:`after_change_listeners` (the puzzle's answer, then the computer's move)."""
        for listener in self.after_change_listeners:
            listener()

    def keep_current_game(self) -> None:
        """Before another game replaces the one on screen (kept in the player's list)."""
        for keep in self.before_new_game:
            keep()

    def attach(self, *, on_render: Callable[[Session], None] | None = None,
               actions: dict[str, Callable[[], None]] | None = None,
               wire: Callable[[Listen], None] | None = None) -> None:
        """Take a part into the page: ``on_render`` draws it with every render, ``actions``
        are the ``data-action`` names its buttons carry, ``wire`` is given the page's
        guarded :meth:`listen` to hear its events."""
        if on_render is not None:
            self.listeners.append(on_render)
        self.actions.update(actions or {})
        if wire is not None:
            wire(self.listen)

    def zoom_out(self) -> None:
        """Show the whole board again (the editor's board is never zoomed)."""
        self.controls.zoom_out()

    # --- events ---------------------------------------------------------------------------

    def listen(self, target, event: str, handler: Callable) -> None:
        """Call ``handler`` for ``event`` on ``target`` (an element, or a CSS selector of
        the page's fixed markup); a failure is reported, never left to break the page."""
        def guarded(event_object) -> None:
            try:
                handler(event_object)
            except Exception as error:
                self.recover(error)

        dom.listen(target, event, guarded)

    def recover(self, error: Exception) -> None:
        """An unexpected failure in a handler: log it, redraw, and tell the player plainly."""
        window.console.warn(f"byte: {type(error).__name__}: {error}")
        self.controls.forget_press()
        with contextlib.suppress(Exception):
            self.session.cancel()
            self.render()
        self.say(tr("Something went wrong ({error}); the game is unchanged and still playable.",
                    error=error), error=True)

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run a coroutine in the background; a failure is reported, never left unseen."""

        async def guarded() -> None:
            try:
                await coroutine
            except Exception as error:
                self.recover(error)

        asyncio.ensure_future(guarded())

    def later(self, delay_ms: float, action: Callable[[], None]) -> None:
        """Run ``action`` after ``delay_ms``; a failure is reported, never left unseen."""
        def guarded() -> None:
            try:
                action()
            except Exception as error:
                self.recover(error)

        window.setTimeout(create_proxy(guarded), delay_ms)

    def wire(self) -> None:
        self.controls.wire(self.listen)
        self.listen("#eval-toggle", "change", self.on_eval_toggle)
        self.listen("#moves-toggle", "change", self.on_moves_toggle)
        self.listen("#coords-select", "change", self.on_coordinates)
        self.new_game_dialog.wire(self.listen)
        self.review.wire(self.listen)
        self.puzzles.wire(self.listen)
        self.think.wire(self.listen)

    def on_eval_toggle(self, event) -> None:
        self.session.settings.show_eval = bool(event.target.checked)
        self.render()
        self.after_change()

    def on_moves_toggle(self, event) -> None:
        self.session.settings.show_moves = bool(event.target.checked)
        self.render()
        self.after_change()

    def on_coordinates(self, event) -> None:
        self.session.settings.coordinates = str(event.target.value)
        self.render()
        self.after_change()

    def run(self, action: str) -> None:
        session = self.session
        simple = {"first": lambda: session.go_to(0), "prev": lambda: session.step(-1),
                  "next": lambda: session.step(1),
                  "last": lambda: session.go_to(len(session.game.moves)),
                  "undo": session.undo, "redo": session.redo, "cancel": session.cancel,
                  "bring-back": session.bring_back}
        if action in simple:
            self.act(simple[action])
        elif action == "flip":
            if not session.hooks.FLIPPABLE:
                self.say(tr("The {game} board is always shown from one side.",
                            game=session.info.title))
                return
            session.settings.flip = not session.settings.flip
            self.render()
            self.announce(tr("Board flipped: Black at the bottom.") if session.settings.flip
                          else tr("Board flipped: White at the bottom."))
        elif action == "hint":
            self.computer.ask_hint()
        elif action == "new":
            self.new_game_dialog.open()
        elif action in self.actions:
            self.actions[action]()


def verdict_words(verdict: str) -> str:
    """A review's mark of a move (:data:`byte.review.VERDICTS`) in words."""
    return {"inaccuracy": trc("move mark", "inaccuracy"), "mistake": trc("move mark", "mistake"),
            "blunder": trc("move mark", "blunder")}.get(verdict, verdict)


def fragment_options() -> dict[str, str]:
    """The ``key=value`` pairs of the URL fragment (only what this module reads)."""
    return fragment_pairs(str(window.location.hash or ""))


def start() -> App:
    """Build the app, draw the first board and tell the loader and tests we are ready."""
    options = fragment_options()
    # A first visit or a lesson link (byte.web.welcome), read before anything is saved.
    visit = welcome.arrival(options.get("embed") == "1")
    # A link or the saved game (byte.web.keeping) decides the first game, and whether this
    # page is an embed.
    keeping = Keeping(options.get("embed") == "1")
    embed = keeping.embed
    if embed:
        document.documentElement.classList.add("embed")
        by_id("panel").hidden = True
        by_id("embed-bar").hidden = False
        by_id("embed-title").hidden = False
        # Its "open full game" link follows the game from the first render (keeping.py).
    with dom.listeners_together():
        app = App(keeping.start.session, embed=embed)
        keeping.connect(app.session, writes=app.writes, say=app.say, act=app.act,
                        apply=app.apply, render=app.render, after_change=app.after_change)
        app.attach(on_render=keeping.on_render, wire=keeping.wire)
        app.before_new_game.append(keeping.keep_current)
        if not embed:
            share = ShareDialog(keeping)
            share.add_button()  # the dialog follows the game while it is open
            app.attach(on_render=share.on_render)
            YourGames(share, focus_board=app.focus_board)
        clocks = ClockPanel(
            app.session, embed=embed, act=app.act, apply=app.apply, render_page=app.render,
            announce=app.announce, play_sound=app.play_sound, flush=app.flush,
            recover=app.recover, save=lambda: keeping.on_render(app.session))
        app.attach(on_render=clocks.on_render, actions=clocks.actions)
        looks = LooksDialog(app.session, embed=embed, writes=app.writes, announce=app.announce)
        app.sound_players.append(looks.queue)
        app.attach(on_render=looks.on_render, actions=looks.actions, wire=looks.wire)
        analysis = AnalysisBoard(
            app.session, workers=app.computer, mode=app.mode, embed=embed, writes=app.writes,
            act=app.act, say=app.say, render=app.render, spawn=app.spawn)
        app.attach(on_render=analysis.on_render, actions=analysis.actions, wire=analysis.wire)
        editor = BoardEditor(
            app.session, mode=app.mode, embed=embed, zoom_out=app.zoom_out,
            render_page=app.render, keep_current_game=app.keep_current_game, apply=app.apply,
            focus_board=app.focus_board)
        app.attach(wire=editor.wire)
        tabs = PanelTabs(writes=app.writes, puzzles=app.puzzles)
        # An embed has no panel: its tabs are never drawn.
        app.attach(on_render=None if embed else tabs.on_render, wire=tabs.wire)
        if not embed:
            game_over = GameOver(
                app.session, mode=app.mode, writes=app.writes, show_tab=tabs.show,
                start_review=app.review.start, ask_worker=app.computer.ask_worker,
                keep_current_game=app.keep_current_game, act=app.act, apply=app.apply,
                say=app.say, render=app.render, focus_board=app.focus_board, spawn=app.spawn,
                by_id=by_id)
            app.attach(on_render=game_over.on_render, actions=game_over.actions,
                       wire=game_over.wire)
            send_move = SendMove(app.session, writes=app.writes, render=app.render,
                                 say=app.say, spawn=app.spawn)
            app.attach(on_render=send_move.on_render, actions=send_move.actions,
                       wire=send_move.wire)
            TableClockScreen(app.session, focus_board=app.focus_board)
            # Before the page says it is ready, so that a Lessons button pressed at once is
            # heard.
            greeter = welcome.Welcome(
                app.session, keep_current_game=app.keep_current_game, act=app.act,
                say=app.say, render=app.render, focus_board=app.focus_board)
    app.render(ready=True)
    keeping.show_boot_messages()
    if not embed:
        welcome.start(greeter, visit)
    app.after_change()
    window.byteApp = create_proxy(app)  # a handle for debugging in the console
    return app


__all__ = ["App", "start"]  # i18n: not shown (names for programs)
