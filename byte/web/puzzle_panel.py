"""Puzzles on the page (PyScript only): the board becomes the puzzle, the computer defends.

A puzzle is played on the main board, so every way of moving (taps, drags, keys) works
as in a game. The game on screen before it is kept in the player's list (as a new game
would be) and comes back with "Back to your game". :class:`byte.puzzles.Attempt` decides
what each move means: the defence is played after the learner's right move, a wrong move
is explained and taken back, and a solved puzzle is remembered in the browser's storage.
Leaving the puzzle's position any other way (a new game, a link, another game) ends the
puzzle.
"""

from __future__ import annotations

import contextlib

from pyodide.ffi import create_proxy
from pyscript import window

from byte import games
from byte.i18n import tr
from byte.puzzles import YOUR_MOVE, Attempt, Progress, Puzzle, for_variant, load
from byte.record import Game
from byte.web.controller import HUMAN, Settings
from byte.web.keeping import local_storage
from byte.web.motion import MOVE_MS
from byte.web.puzzle_view import panel_html
from byte.web.sounds import WRONG

PANEL_ID = "puzzle-panel"
STORAGE_KEY = "byte-puzzles"
"""Where the solved puzzles are remembered (JSON: ``{"solved": [ids]}``)."""


class Puzzles:
    """The puzzle side of :class:`byte.web.app.App` (a mixin, before ``Computer``)."""

    puzzle: Puzzle | None = None
    puzzle_index = 0
    attempt: Attempt | None = None
    _puzzle_state = ""
    _puzzle_return = None  # (game, ply, settings) of the game left for the puzzles
    _puzzle_sets: dict | None = None
    _puzzle_variant = ""  # the rule set whose puzzles the open puzzle was chosen from
    _puzzle_progress: Progress | None = None
    _puzzle_shown: tuple | None = None
    _defence_timer = None

    def wire_puzzles(self) -> None:
        self.listen(f"#{PANEL_ID}", "click", self.on_puzzle_click)
        self.listeners.append(lambda session: self.write_puzzles())

    # --- data -----------------------------------------------------------------------------

    def puzzles_offered(self) -> tuple[str, list[Puzzle]]:
        """The game whose puzzles the panel offers and the list (see
        :func:`byte.puzzles.for_variant`): during a puzzle, the list it was opened from;
        else the puzzles of the rule set on screen."""
        if self.puzzle is not None:
            game, variant = self.puzzle.game, self._puzzle_variant
        else:
            game, variant = self.session.game.game, self.session.game.variant
        return game, for_variant(self.puzzles_of(game), variant)

    def puzzles_of(self, game: str) -> list[Puzzle]:
        """Every puzzle of ``game``, whatever its rule set."""
        if self._puzzle_sets is None:
            self._puzzle_sets = {}
        if game not in self._puzzle_sets:
            try:
                self._puzzle_sets[game] = load(game)
            except Exception as error:
                window.console.warn(f"byte: puzzles of {game}: {error}")  # i18n: not shown
                self._puzzle_sets[game] = []
        return self._puzzle_sets[game]

    @property
    def progress(self) -> Progress:
        if self._puzzle_progress is None:
            storage = local_storage()
            text = None
            with contextlib.suppress(Exception):
                text = storage.getItem(STORAGE_KEY) if storage is not None else None
            self._puzzle_progress = Progress.from_text(str(text) if text is not None else "")
        return self._puzzle_progress

    def save_progress(self) -> None:
        storage = local_storage()
        if storage is not None:
            with contextlib.suppress(Exception):  # full or denied: kept for this visit only
                storage.setItem(STORAGE_KEY, self.progress.to_text())

    # --- drawing --------------------------------------------------------------------------

    def render_puzzles(self, force: bool = False) -> None:
        """Draw the puzzle panel now (outside a render)."""
        self.write_puzzles(force)
        self.writes.apply(window)

    def write_puzzles(self, force: bool = False) -> None:
        """The puzzle panel, into the render's writes when it changed."""
        if self.embed:
            return
        if self.puzzle is not None and not self._on_puzzle():
            self._end_puzzle()
        game, puzzles = self.puzzles_offered()
        index = self.puzzle_index if self.puzzle is not None else None
        offered = tuple(puzzle.id for puzzle in puzzles)  # another rule set: others
        key = (game, offered, index, self._puzzle_state, len(self.progress.solved))
        if key == self._puzzle_shown and not force:
            return
        self._puzzle_shown = key
        name = tr(games.find(game).name)
        selector = f"#{PANEL_ID}"
        self.writes.set(selector, "hidden", not puzzles)  # no puzzle set: no empty block
        self.writes.markup(selector, panel_html(name, puzzles, self.progress, index,
                                                self._puzzle_state),
                           focus_by="data-puzzle", fallback="[data-puzzle]")

    # --- actions --------------------------------------------------------------------------

    def on_puzzle_click(self, event) -> None:
        target = event.target
        button = target.closest("[data-puzzle]") if target and hasattr(target, "closest") \
            else None
        if not button:
            return
        job = str(button.getAttribute("data-puzzle"))
        game, puzzles = self.puzzles_offered()
        if not puzzles:
            return
        if job == "start":
            self.open_puzzle(game, self.progress.next_unsolved(puzzles))
        elif job == "next":
            self.open_puzzle(game, self.progress.next_unsolved(puzzles, self.puzzle_index))
        elif job == "previous":
            self.open_puzzle(game, (self.puzzle_index - 1) % len(puzzles))
        elif job == "retry":
            self.open_puzzle(game, self.puzzle_index)
        elif job == "leave":
            self.leave_puzzles()

    def open_puzzle(self, game: str, index: int) -> None:
        """Put puzzle ``index`` of the puzzles offered (of ``game``) on the board."""
        session = self.session
        puzzles = self.puzzles_offered()[1]
        puzzle = puzzles[index]
        if self.puzzle is None:
            self._puzzle_variant = session.game.variant
            for keep in self.before_new_game:  # the game left is kept in the player's list
                keep()
            self._puzzle_return = (session.game, session.ply,
                                   Settings.from_dict(session.settings.to_dict()))
        start = puzzle.position()
        hooks = games.view(puzzle.game)
        flip = puzzle.side == "b" and hooks.FLIPPABLE
        settings = Settings(size=start.size, opponent=HUMAN, flip=flip, game=puzzle.game,
                            variant=puzzle.variant, show_moves=session.settings.show_moves,
                            coordinates=session.settings.coordinates)
        self.puzzle, self.puzzle_index = puzzle, index
        self.attempt = Attempt(puzzle)
        self._puzzle_state = YOUR_MOVE
        self.act(lambda: session.load(Game(start), 0, settings))
        self.say(tr("Puzzle {number} of {count}.", number=index + 1, count=len(puzzles)))
        self.focus_board(scroll=False)

    def leave_puzzles(self) -> None:
        """Back to the game left for the puzzles."""
        back = self._puzzle_return
        self._end_puzzle()
        if back is None:
            self.render()
            return
        game, ply, settings = back
        self.act(lambda: self.session.load(game, ply, settings))
        self.say(tr("Back to your game."))

    def _end_puzzle(self) -> None:
        self.puzzle, self.attempt, self._puzzle_state = None, None, ""
        self._puzzle_return = None

    def _on_puzzle(self) -> bool:
        game = self.session.game
        return (self.puzzle is not None and game.game == self.puzzle.game
                and game.start.code() == self.puzzle.code)

    # --- following the learner ------------------------------------------------------------

    def note_refused_move(self) -> None:
        """A move the rules refused, tried on a puzzle: it counts as a wrong try."""
        if self.attempt is not None and self._on_puzzle():
            self.attempt.note_refused()

    def after_change(self) -> None:
        if self.puzzle is not None:
            if self._on_puzzle():
                self.follow_puzzle()
            else:
                self._end_puzzle()
                self.render_puzzles()
        super().after_change()

    def follow_puzzle(self) -> None:
        session = self.session
        if not session.at_end:
            return  # looking back over the moves: nothing to answer
        texts = list(session.game.texts)
        step = self.attempt.after(texts)
        if step.kind == "wrong":
            self.attempt.note_wrong(step.move)
            self._take_back(step.keep)
            self._puzzle_state = YOUR_MOVE
            self.play_sound(WRONG)  # the try is taken back: it sounds refused
            self.render()
            self.say(step.words, error=True)
        elif step.kind == "reply":
            if step.keep < len(texts):
                self._take_back(step.keep)
                self.render()
            self._puzzle_state = "reply"
            self._schedule_defence(step.move, list(session.game.texts))
        elif step.kind == "solved":
            first = self._puzzle_state != "solved"
            self._puzzle_state = "solved"
            if first:
                self.progress.solved.add(self.puzzle.id)
                self.save_progress()
                self.render_puzzles()
                self.say(step.words)
        else:
            if self._puzzle_state == "reply" and texts:
                if session.position.turn == "w":
                    self.say(tr("Black answers {move}. Your move: find the winning move.",
                                move=texts[-1]))
                else:
                    self.say(tr("White answers {move}. Your move: find the winning move.",
                                move=texts[-1]))
            self._puzzle_state = YOUR_MOVE
            self.render_puzzles()

    def _take_back(self, keep: int) -> None:
        game = self.session.game
        while len(game.moves) > keep:
            game.pop()
        self.session.go_to(keep)

    def _schedule_defence(self, text: str, expected: list[str]) -> None:
        puzzle = self.puzzle

        def defend() -> None:
            session = self.session
            if self.puzzle is not puzzle or list(session.game.texts) != expected:
                return  # the learner moved on meanwhile
            try:
                move = session.position.parse_move(text)
            except Exception as error:
                self.say(tr("This puzzle's defence {move} is refused ({reason}).", move=text,
                            reason=str(error)), error=True)
                return
            self.act(lambda: session.play(move))

        self._defence_timer = create_proxy(lambda: self._guarded(defend))
        window.setTimeout(self._defence_timer, MOVE_MS + 150)

    def _guarded(self, action) -> None:
        try:
            action()
        except Exception as error:
            self.recover(error)
