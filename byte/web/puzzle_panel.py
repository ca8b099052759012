"""Puzzles on the page (``app.puzzles``): the board becomes the puzzle, the computer defends.

A puzzle is played on the main board, so every way of moving (taps, drags, keys) works
as in a game. The game on screen before it is kept in the player's list (as a new game
would be) and comes back with "Back to your game". :class:`byte.puzzles.Attempt` decides
what each move means: the defence is played after the learner's right move, a wrong move
is explained and taken back, and a solved puzzle is remembered in the browser's storage.
Leaving the puzzle's position any other way (a new game, a link, another game) ends the
puzzle. The part declares the page's puzzle mode (:class:`byte.web.parts.PageMode`). The
page hands it what it uses, so it is plain Python, tested with fakes
(``tests/test_web_puzzle_panel.py``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, Protocol

from byte import games
from byte.i18n import tr
from byte.puzzles import YOUR_MOVE, Attempt, Progress, Puzzle, for_variant, load
from byte.record import Game
from byte.settings import HUMAN, Settings
from byte.web.dom import Writes
from byte.web.motion import MOVE_MS
from byte.web.outcome import Outcome
from byte.web.parts import Act, FocusBoard, Later, Listen, PageMode, Say
from byte.web.puzzle_view import panel_html
from byte.web.sounds import WRONG

PANEL_ID = "puzzle-panel"
STORAGE_KEY = "byte-puzzles"
"""Where the solved puzzles are remembered (JSON: ``{"solved": [ids]}``)."""


class PuzzleSession(Protocol):
    """What the puzzles use of the page's :class:`~byte.web.controller.Session`."""

    game: Game
    ply: int
    settings: Settings

    @property
    def at_end(self) -> bool: ...

    @property
    def position(self) -> Any: ...

    def load(self, game: Game, ply: int | None = None, settings: Settings | None = None,
             keep_analysis: bool = False) -> Outcome: ...

    def play(self, move: Any) -> Outcome: ...

    def go_to(self, ply: int) -> Outcome: ...


class Puzzles:
    """Puzzles on the page's board: owns the puzzle on the board and the learner's try at
    it, the game left for it, the puzzle sets read so far and the solved ones.

    ``storage`` gives the browser's local storage (None where denied), asked when the
    progress is first needed; ``warn`` logs for developers; ``writes`` and ``flush`` are
    the render's DOM writes and sending them now; ``render``, ``act``, ``say``,
    ``focus_board`` and ``play_sound`` are the page's; ``keep_current_game`` runs before a
    puzzle replaces the game on screen; ``later`` runs the defence after the learner's
    move has been seen. Its :meth:`after_change` must run before the computer's (a wrong
    try is taken back before anyone looks at whose turn it is)."""

    def __init__(self, session: PuzzleSession, *, mode: PageMode, embed: bool, writes: Writes,
                 flush: Callable[[], None], render: Callable[[], None], act: Act, say: Say,
                 focus_board: FocusBoard, play_sound: Callable[[str], None],
                 keep_current_game: Callable[[], None], later: Later,
                 storage: Callable[[], Any], warn: Callable[[str], None],
                 load_puzzles: Callable[[str], list[Puzzle]] = load) -> None:
        self.session = session
        self.mode = mode
        self.embed = embed
        self.writes = writes
        self.flush = flush
        self.render = render
        self.act = act
        self.say = say
        self.focus_board = focus_board
        self.play_sound = play_sound
        self.keep_current_game = keep_current_game
        self.later = later
        self.storage = storage
        self.warn = warn
        self.load_puzzles = load_puzzles
        self.puzzle: Puzzle | None = None
        self.puzzle_index = 0
        self.attempt: Attempt | None = None
        self._state = ""
        # (game, ply, settings) of the game left for the puzzles
        self._return: tuple[Game, int, Settings] | None = None
        self._sets: dict[str, list[Puzzle]] = {}
        self._progress: Progress | None = None
        self._shown: tuple | None = None
        self._variant = ""  # the rule set whose puzzles the open puzzle was chosen from

    def wire(self, listen: Listen) -> None:
        listen(f"#{PANEL_ID}", "click", self.on_click)

    # --- data -----------------------------------------------------------------------------

    def offered(self) -> tuple[str, list[Puzzle]]:
        """The game whose puzzles the panel offers and the list (see
        :func:`byte.puzzles.for_variant`): during a puzzle, the list it was opened from;
        else the puzzles of the rule set on screen."""
        if self.puzzle is not None:
            game, variant = self.puzzle.game, self._variant
        else:
            game, variant = self.session.game.game, self.session.game.variant
        return game, for_variant(self.puzzles_of(game), variant)

    def puzzles_of(self, game: str) -> list[Puzzle]:
        """Every puzzle of ``game``, whatever its rule set (read on first use; none when
        they cannot be read)."""
        if game not in self._sets:
            try:
                self._sets[game] = self.load_puzzles(game)
            except Exception as error:
                self.warn(f"byte: puzzles of {game}: {error}")  # i18n: not shown
                self._sets[game] = []
        return self._sets[game]

    @property
    def progress(self) -> Progress:
        """The solved puzzles (read from the browser's storage on first use)."""
        if self._progress is None:
            storage = self.storage()
            text = None
            with contextlib.suppress(Exception):
                text = storage.getItem(STORAGE_KEY) if storage is not None else None
            self._progress = Progress.from_text(str(text) if text is not None else "")
        return self._progress

    def save_progress(self) -> None:
        storage = self.storage()
        if storage is not None:
            with contextlib.suppress(Exception):  # full or denied: kept for this visit only
                storage.setItem(STORAGE_KEY, self.progress.to_text())

    # --- drawing --------------------------------------------------------------------------

    def render_panel(self, force: bool = False) -> None:
        """Draw the puzzle panel now (outside a render)."""
        self.write(force)
        self.flush()

    def write(self, force: bool = False) -> None:
        """The puzzle panel, into the render's writes when it changed."""
        if self.embed:
            return
        if self.puzzle is not None and not self._on_puzzle():
            self._end_puzzle()
        game, puzzles = self.offered()
        index = self.puzzle_index if self.puzzle is not None else None
        offered = tuple(puzzle.id for puzzle in puzzles)  # another rule set: others
        key = (game, offered, index, self._state, len(self.progress.solved))
        if key == self._shown and not force:
            return
        self._shown = key
        name = tr(games.find(game).name)
        selector = f"#{PANEL_ID}"
        self.writes.set(selector, "hidden", not puzzles)  # no puzzle set: no empty block
        self.writes.markup(selector, panel_html(name, puzzles, self.progress, index,
                                                self._state),
                           focus_by="data-puzzle", fallback="[data-puzzle]")

    # --- actions --------------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target
        button = target.closest("[data-puzzle]") if target and hasattr(target, "closest") \
            else None
        if not button:
            return
        job = str(button.getAttribute("data-puzzle"))
        game, puzzles = self.offered()
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
        if self.puzzle is None:  # the rule set on screen chooses the list (if of the game)
            self._variant = session.game.variant if session.game.game == game else ""
        puzzles = for_variant(self.puzzles_of(game), self._variant)
        puzzle = puzzles[index]
        if self.puzzle is None:
            self.keep_current_game()  # the game left is kept in the player's list
            self._return = (session.game, session.ply,
                            Settings.from_dict(session.settings.to_dict()))
        start = puzzle.position()
        hooks = games.view(puzzle.game)
        flip = puzzle.side == "b" and hooks.FLIPPABLE
        settings = Settings(size=start.size, opponent=HUMAN, flip=flip, game=puzzle.game,
                            variant=puzzle.variant, show_moves=session.settings.show_moves,
                            coordinates=session.settings.coordinates)
        self.puzzle, self.puzzle_index = puzzle, index
        self.mode.start_puzzle()
        self.attempt = Attempt(puzzle)
        self._state = YOUR_MOVE
        self.act(lambda: session.load(Game(start), 0, settings))
        # The task in the status line too, right under the board on a phone (the puzzle's
        # box in the panel may be below the screen's edge).
        self.say(tr("Puzzle {number} of {count}: {task}.", number=index + 1,
                    count=len(puzzles), task=puzzle.title))
        self.focus_board(scroll=False)

    def leave_puzzles(self) -> None:
        """Back to the game left for the puzzles."""
        back = self._return
        self._end_puzzle()
        if back is None:
            self.render()
            return
        game, ply, settings = back
        self.act(lambda: self.session.load(game, ply, settings))
        self.say(tr("Back to your game."))

    def _end_puzzle(self) -> None:
        self.puzzle, self.attempt, self._state = None, None, ""
        self._return = None
        self.mode.stop_puzzle()

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
        """After every action: answer the learner's move, or end a puzzle left."""
        if self.puzzle is not None:
            if self._on_puzzle():
                self.follow_puzzle()
            else:
                self._end_puzzle()
                self.render_panel()

    def follow_puzzle(self) -> None:
        session, attempt, puzzle = self.session, self.attempt, self.puzzle
        if not session.at_end or attempt is None or puzzle is None:
            return  # looking back over the moves: nothing to answer
        texts = list(session.game.texts)
        step = attempt.after(texts)
        if step.kind == "wrong":
            attempt.note_wrong(step.move)
            self._take_back(step.keep)
            self._state = YOUR_MOVE
            self.play_sound(WRONG)  # the try is taken back: it sounds refused
            self.render()
            self.say(step.words, error=True)
        elif step.kind == "reply":
            if step.keep < len(texts):
                self._take_back(step.keep)
                self.render()
            self._state = "reply"
            self._schedule_defence(step.move, list(session.game.texts))
        elif step.kind == "solved":
            first = self._state != "solved"
            self._state = "solved"
            if first:
                self.progress.solved.add(puzzle.id)
                self.save_progress()
                self.render_panel()
                self.say(step.words)
        else:
            if self._state == "reply" and texts:
                if session.position.turn == "w":
                    self.say(tr("Black answers {move}. Your move: find the winning move.",
                                move=texts[-1]))
                else:
                    self.say(tr("White answers {move}. Your move: find the winning move.",
                                move=texts[-1]))
            self._state = YOUR_MOVE
            self.render_panel()

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

        self.later(MOVE_MS + 150, defend)
