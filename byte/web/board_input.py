"""Input on the board, for any game: clicks, taps, drags and the keyboard's focus, narrowed
down to one legal move by the position's :class:`~byte.web.click_model.ClickModel`. A part
of :class:`byte.web.controller.Session` (its module's docstring tells the click model);
the session's tests cover it. The words about a game's pieces (Byte's checkers lifted
from a stack, draughts' captures) come from the game's view hooks.
"""

from __future__ import annotations

from typing import Any

from byte.errors import is_number
from byte.i18n import tr
from byte.web.board import Question
from byte.web.game_end import by_side
from byte.web.outcome import Outcome
from byte.web.sounds import WRONG


class BoardInput:
    """The squares clicked so far, the question asked, the keyboard's focus (a mixin of
    :class:`~byte.web.controller.Session`: it uses the session's ``hooks``, ``position``,
    ``legal``, ``path``, ``play`` and the clock and computer state)."""

    clicked: tuple[int, ...] = ()
    _part: int | None = None
    question: Question | None = None

    def _clear_selection(self) -> None:
        self.clicked = ()
        self._part = None
        self.question = None

    @property
    def part(self) -> int | None:
        """The part of the selected piece that moves (Byte: the checker lifted): the one
        the player chose, or the only one that can move."""
        if self._part is not None or not self.clicked:
            return self._part
        part_of = self.hooks.part_of
        if part_of is None:
            return None
        found = {part_of(m) for m in self._matching()}
        return found.pop() if len(found) == 1 else None

    @property
    def selected(self) -> int | None:
        """The piece chosen for the move being made, if any."""
        return self.clicked[0] if self.clicked else None

    def _matching(self, clicked: tuple[int, ...] | None = None) -> list[Any]:
        """The moves the clicks allow (the part chosen counts for the clicks made)."""
        clicked = self.clicked if clicked is None else clicked
        return self.clicks.matching(clicked, self._part if clicked == self.clicked else None)

    @property
    def targets(self) -> frozenset[int]:
        """The squares a next click may go to: every later square of the matching moves."""
        if self.clicked and self.question is not None:
            return frozenset({self.clicked[-1]})
        return self.clicks.targets(self.clicked, self._part)

    def _input_refusal(self) -> str | None:
        """Why the board takes no move right now, or None when it does."""
        position = self.position
        if position.is_over():
            return tr("The game is over. Start a new game, or look back through the moves.")
        if self.lost_on_time is not None:
            return tr("The game is over: {result}. Start a new game, or look back through "
                      "the moves.", result=self.clock.result_words())
        if self.analysis is None and (self.game.resigned or self.game.draw_agreed):
            return tr("The game is over: {result}. Start a new game, or look back through "
                      "the moves.", result=self.game.ending_words())
        if self.clock is not None and self.clock.paused:
            return tr("The clocks are paused: resume them to play on.")
        if not self.is_human(position.turn):
            if self.thinking:
                return tr("The computer is thinking…")
            return tr("It is the computer's turn here: go to the last move to continue, "
                      "or undo to an earlier move of yours.")
        if self.forced_pass:
            return by_side(position.turn, tr("White has no legal move here and must pass."),
                           tr("Black has no legal move here and must pass."))
        return None

    def click(self, square: int, part: int | None = None) -> Outcome:
        """A click or tap on ``square`` (on a piece's ``part`` when one was hit: Byte's
        checker level)."""
        refusal = self._input_refusal()
        if refusal:
            self._clear_selection()
            return Outcome(message=refusal, error=True)
        hooks = self.hooks
        position = self.position
        if square not in hooks.squares(position):
            return Outcome(message=hooks.why_not(position, (square,)), error=True, sound=WRONG)
        self.focus = square
        self._anchor_column = hooks.layout(position)[square][0]
        if self.question is not None:
            if square == self.clicked[0] and part is not None:
                return self.choose(str(part))
            if square in self.clicked:
                return Outcome(message=self.question.text)
            self._clear_selection()
        if not self.clicked:
            return self._start(square, part)
        if square == self.clicked[0] and len(self.clicked) == 1:
            if part is not None and part != self.part and self._with_part(square, part):
                self._part = part
                return Outcome()
            self._clear_selection()
            return Outcome()
        return self._extend(square)

    def _with_part(self, square: int, part: int) -> list[Any]:
        part_of = self.hooks.part_of
        if part_of is None:
            return []
        return [m for m in self._matching((square,)) if part_of(m) == part]

    def _start(self, square: int, part: int | None) -> Outcome:
        """The first click of a move: choose the piece (or play a one-click move)."""
        moves = self._matching((square,))
        if not moves:
            # In a game played by placing on an empty square (one click, its moves shown as
            # dots: Reversi), a click on an empty square is a move tried.
            tried = bool(self.hooks.SHOW_MOVES
                         and not self.hooks.occupied(self.position, square))
            return Outcome(message=self.hooks.why_not(self.position, (square,)), error=True,
                           refused_move=tried, sound=WRONG)
        self.clicked = (square,)
        if part is not None and not self._with_part(square, part) and \
                self.hooks.part_of is not None:
            # The tapped part cannot move: say so now, rather than move another part later.
            outcome = self._settle_input(square)
            movable = sorted({self.hooks.part_of(m) for m in moves})
            outcome.message = self.hooks.part_stuck(self.position, square, part, movable)
            outcome.error = True
            outcome.sound = WRONG
            return outcome
        self._part = part
        return self._settle_input(square)

    def _extend(self, square: int) -> Outcome:
        clicked = (*self.clicked, square)
        if self._matching(clicked):
            self.clicked = clicked
            return self._settle_input(square)
        # After the end was clicked, a landing on the way says which way was meant.
        detour = (*self.clicked[:-1], square, self.clicked[-1])
        if len(self.clicked) > 1 and self._matching(detour):
            self.clicked = detour
            return self._settle_input(detour[-1])
        if self._matching((square,)):
            # Another piece of the side to move: choose it instead.
            self._clear_selection()
            return self._start(square, None)
        if self.hooks.LANDS_ON_EMPTY and self.hooks.occupied(self.position, square):
            # No move ends on a piece: the player meant this piece, which cannot move
            # (blocked, or not theirs). Say why of it, not of a move onto it.
            self._clear_selection()
            return Outcome(message=self.hooks.why_not(self.position, (square,)), error=True)
        reason = self.hooks.why_not(self.position, clicked)
        self._clear_selection()
        return Outcome(message=reason, error=True, refused_move=True, sound=WRONG)

    def _settle_input(self, last: int) -> Outcome:
        """After a click: play the move the clicks complete when there is one, ask when
        several share the whole path, or wait for the next click."""
        moves = self._matching()
        first = len(self.clicked) == 1
        complete = self.clicks.complete(self.clicked, self._part)
        if len(complete) == 1:
            return self.play(complete[0])
        if complete:
            if self.clicks.needs_question(complete, self.clicked):
                self.question = self.hooks.question(self.position, complete)
                return Outcome(message=self.question.text)
            return Outcome(message=self._which_way(complete))
        if first and self._part is None and self.hooks.part_of is not None:
            parts = {self.hooks.part_of(m) for m in moves}
            if len(parts) > 1:
                return Outcome(message=self.hooks.parts_to_choose(self.position, last))
        return Outcome()

    def _which_way(self, moves: list[Any]) -> str:
        end = self.hooks.square_name(self.position, self.clicked[-1])
        return self.hooks.which_way(self.position, moves, end)

    def choose(self, key: str) -> Outcome:
        """Answer the open question (a picker button, a number key, a tap on a part), or
        narrow the selected piece to one part before its target is clicked."""
        if not self.clicked:
            return Outcome()
        if self.question is None:
            part_of = self.hooks.part_of
            if part_of is not None and is_number(key, 1) and self._with_part(self.clicked[0],
                                                                         int(key)):
                self._part = int(key)
                return Outcome()
            return Outcome(message=self.hooks.part_refused(self.position, self.clicked[0], key),
                           error=True, sound=WRONG)
        for option in self.question.options:
            if option.key == key:
                return self.play(option.move)
        return Outcome(message=self.question.text, error=True)

    def cancel(self) -> Outcome:
        """Escape: drop the selection (and any open question)."""
        had = bool(self.clicked)
        self._clear_selection()
        return Outcome(message=tr("Selection cleared.") if had else "")

    def drag_start(self, square: int, part: int | None = None) -> bool:
        """Pointer down on a piece: select it for dragging. True when a drag may begin."""
        if self._input_refusal() or not self._matching((square,)):
            return False
        if all(len(self.path(m)) == 1 for m in self._matching((square,))):
            return False  # a one-click move (Reversi): nothing to drag
        if part is not None and not self._with_part(square, part) and \
                self.hooks.part_of is not None:
            return False  # a part that cannot move: the click says why
        if self.selected != square or (part is not None and part != self.part):
            self._clear_selection()
            self.clicked = (square,)
            self._part = part if part is not None and self._with_part(square, part) else None
        self.focus = square
        return True

    def drop(self, square: int) -> Outcome:
        """The dragged piece was released over ``square``."""
        if not self.clicked or square == self.clicked[0]:
            return Outcome()
        clicked = (*self.clicked, square)
        if self._matching(clicked):
            return self._extend(square)
        # A drop never selects what lies under it: the piece goes back, with the reason.
        reason = self.hooks.why_not(self.position, clicked)
        self._clear_selection()
        return Outcome(message=reason, error=True, sound=WRONG)

    # --- keyboard -------------------------------------------------------------------------

    def _default_focus(self) -> int:
        """The first Tab lands on a piece of the side to move (one that can move), else
        on the middle of the board."""
        position = self.position
        starts = self.clicks.starts()
        if starts:
            return starts[0]
        squares = self.hooks.squares(position)
        return squares[len(squares) // 2]

    def move_focus(self, direction: str) -> None:
        """Move the keyboard focus to the next playable square ``up``/``down``/``left``/
        ``right`` on screen. Up and down keep close to the column last chosen with
        left/right or a click (on a checkers board the focus zig-zags)."""
        hooks = self.hooks
        position = self.position
        layout = hooks.layout(position)
        flipped = self.settings.flip and hooks.FLIPPABLE
        size = position.size

        def screen(square: int) -> tuple[int, int]:
            column, row = layout[square]
            return (size - 1 - column, size - 1 - row) if flipped else (column, row)

        column, row = screen(self.focus)
        cells = {screen(square): square for square in layout}
        if direction in ("left", "right"):
            step = 1 if direction == "right" else -1
            for next_column in range(column + step, size if step > 0 else -1, step):
                if (next_column, row) in cells:
                    self.focus = cells[(next_column, row)]
                    self._anchor_column = next_column
                    return
            return
        step = -1 if direction == "up" else 1
        next_row = row + step
        options = [(abs(c - self._anchor_column), c) for (c, r) in cells if r == next_row]
        if not options:
            return
        _, best = min(options)
        self.focus = cells[(best, next_row)]

    def activate(self) -> Outcome:
        """Enter or Space on the focused square."""
        return self.click(self.focus)
