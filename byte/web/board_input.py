"""Input on the board, for any game: clicks, taps, drags and the keyboard's focus, narrowed
down to one legal move by the position's :class:`~byte.web.click_model.ClickModel`.

:class:`BoardInput` is a part of the session (:class:`byte.web.controller.Session` builds
it and hands it the :class:`Board` it reads): it owns the squares clicked so far, the part
of the piece chosen, the question asked and the keyboard's focus. The board gives it the
position on screen, the game's view hooks, the click model of the legal moves and their
paths, why no move may be made now, and how a move is played. The words about a game's
pieces (Byte's checkers lifted from a stack, draughts' captures) come from the game's view
hooks.
"""

from __future__ import annotations

from typing import Any, Protocol

from byte.errors import is_number
from byte.games.protocol import ViewHooks
from byte.i18n import tr
from byte.web.board import Question
from byte.web.click_model import ClickModel
from byte.web.outcome import Outcome
from byte.web.sounds import WRONG


class Board(Protocol):
    """What board input reads: the position on screen, its game's view hooks and click
    model, whether the board is shown turned, why no move may be made now (None when one
    may), and how a move is played."""

    @property
    def position(self) -> Any: ...

    @property
    def hooks(self) -> ViewHooks: ...

    @property
    def clicks(self) -> ClickModel: ...

    @property
    def flipped(self) -> bool: ...

    def input_refusal(self) -> str | None: ...

    def play(self, move: Any) -> Outcome: ...


class BoardInput:
    """The squares clicked so far, the part of the piece chosen, the question asked and the
    keyboard's focus, on the :class:`Board` it is given."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.clicked: tuple[int, ...] = ()
        """The squares clicked for the move being made (the piece first)."""
        self.chosen_part: int | None = None
        """The part of the piece the player chose (Byte: the checker lifted), if any."""
        self.question: Question | None = None
        """The question asked when several moves share every square clicked."""
        self.focus = 0
        """The square the keyboard is on."""
        self.anchor_column = 0
        """The column up and down keep close to (the last one chosen or clicked)."""

    def clear(self) -> None:
        """Drop the selection and any open question (the focus stays)."""
        self.clicked = ()
        self.chosen_part = None
        self.question = None

    @property
    def part(self) -> int | None:
        """The part of the selected piece that moves (Byte: the checker lifted): the one
        the player chose, or the only one that can move."""
        if self.chosen_part is not None or not self.clicked:
            return self.chosen_part
        part_of = self.board.hooks.part_of
        if part_of is None:
            return None
        found = {part_of(m) for m in self.matching()}
        return found.pop() if len(found) == 1 else None

    @property
    def selected(self) -> int | None:
        """The piece chosen for the move being made, if any."""
        return self.clicked[0] if self.clicked else None

    def matching(self, clicked: tuple[int, ...] | None = None) -> list[Any]:
        """The moves the clicks allow (the part chosen counts for the clicks made)."""
        clicked = self.clicked if clicked is None else clicked
        return self.board.clicks.matching(
            clicked, self.chosen_part if clicked == self.clicked else None)

    @property
    def targets(self) -> frozenset[int]:
        """The squares a next click may go to: every later square of the matching moves."""
        if self.clicked and self.question is not None:
            return frozenset({self.clicked[-1]})
        return self.board.clicks.targets(self.clicked, self.chosen_part)

    def parts_in_play(self) -> frozenset[int]:
        """The parts of the selected piece still to choose from (Byte: the checkers the
        question offers, or that the clicks still allow when there are several)."""
        part_of = self.board.hooks.part_of
        if part_of is None or not self.clicked:
            return frozenset()
        if self.question is not None:
            return frozenset(part_of(option.move) for option in self.question.options)
        found = {part_of(m) for m in self.matching()}
        return frozenset(found) if len(found) > 1 else frozenset()

    # --- clicks, taps and drags -----------------------------------------------------------

    def click(self, square: int, part: int | None = None) -> Outcome:
        """A click or tap on ``square`` (on a piece's ``part`` when one was hit: Byte's
        checker level)."""
        refusal = self.board.input_refusal()
        if refusal:
            self.clear()
            return Outcome(message=refusal, error=True)
        hooks = self.board.hooks
        position = self.board.position
        if square not in hooks.squares(position):
            return Outcome(message=hooks.why_not(position, (square,)), error=True, sound=WRONG)
        self.focus = square
        self.anchor_column = hooks.layout(position)[square][0]
        if self.question is not None:
            if square == self.clicked[0] and part is not None:
                return self.choose(str(part))
            if square in self.clicked:
                return Outcome(message=self.question.text)
            self.clear()
        if not self.clicked:
            return self._start(square, part)
        if square == self.clicked[0] and len(self.clicked) == 1:
            if part is not None and part != self.part and self._with_part(square, part):
                self.chosen_part = part
                return Outcome()
            self.clear()
            return Outcome()
        return self._extend(square)

    def _with_part(self, square: int, part: int) -> list[Any]:
        part_of = self.board.hooks.part_of
        if part_of is None:
            return []
        return [m for m in self.matching((square,)) if part_of(m) == part]

    def _start(self, square: int, part: int | None) -> Outcome:
        """The first click of a move: choose the piece (or play a one-click move)."""
        hooks = self.board.hooks
        position = self.board.position
        moves = self.matching((square,))
        if not moves:
            # In a game played by placing on an empty square (one click, its moves shown as
            # dots: Reversi), a click on an empty square is a move tried.
            tried = bool(hooks.SHOW_MOVES and not hooks.occupied(position, square))
            return Outcome(message=hooks.why_not(position, (square,)), error=True,
                           refused_move=tried, sound=WRONG)
        self.clicked = (square,)
        if part is not None and not self._with_part(square, part) and \
                hooks.part_of is not None:
            # The tapped part cannot move: say so now, rather than move another part later.
            outcome = self._settle(square)
            movable = sorted({hooks.part_of(m) for m in moves})
            outcome.message = hooks.part_stuck(position, square, part, movable)
            outcome.error = True
            outcome.sound = WRONG
            return outcome
        self.chosen_part = part
        return self._settle(square)

    def _extend(self, square: int) -> Outcome:
        hooks = self.board.hooks
        position = self.board.position
        clicked = (*self.clicked, square)
        if self.matching(clicked):
            self.clicked = clicked
            return self._settle(square)
        # After the end was clicked, a landing on the way says which way was meant.
        detour = (*self.clicked[:-1], square, self.clicked[-1])
        if len(self.clicked) > 1 and self.matching(detour):
            self.clicked = detour
            return self._settle(detour[-1])
        if self.matching((square,)):
            # Another piece of the side to move: choose it instead.
            self.clear()
            return self._start(square, None)
        if hooks.LANDS_ON_EMPTY and hooks.occupied(position, square):
            # No move ends on a piece: the player meant this piece, which cannot move
            # (blocked, or not theirs). Say why of it, not of a move onto it.
            self.clear()
            return Outcome(message=hooks.why_not(position, (square,)), error=True)
        reason = hooks.why_not(position, clicked)
        self.clear()
        return Outcome(message=reason, error=True, refused_move=True, sound=WRONG)

    def _settle(self, last: int) -> Outcome:
        """After a click: play the move the clicks complete when there is one, ask when
        several share the whole path, or wait for the next click."""
        hooks = self.board.hooks
        clicks = self.board.clicks
        moves = self.matching()
        first = len(self.clicked) == 1
        complete = clicks.complete(self.clicked, self.chosen_part)
        if len(complete) == 1:
            return self.board.play(complete[0])
        if complete:
            if clicks.needs_question(complete, self.clicked):
                self.question = hooks.question(self.board.position, complete)
                return Outcome(message=self.question.text)
            end = hooks.square_name(self.board.position, self.clicked[-1])
            return Outcome(message=hooks.which_way(self.board.position, complete, end))
        if first and self.chosen_part is None and hooks.part_of is not None:
            parts = {hooks.part_of(m) for m in moves}
            if len(parts) > 1:
                return Outcome(message=hooks.parts_to_choose(self.board.position, last))
        return Outcome()

    def choose(self, key: str) -> Outcome:
        """Answer the open question (a picker button, a number key, a tap on a part), or
        narrow the selected piece to one part before its target is clicked."""
        if not self.clicked:
            return Outcome()
        if self.question is None:
            hooks = self.board.hooks
            if hooks.part_of is not None and is_number(key, 1) and \
                    self._with_part(self.clicked[0], int(key)):
                self.chosen_part = int(key)
                return Outcome()
            return Outcome(message=hooks.part_refused(self.board.position, self.clicked[0],
                                                      key),
                           error=True, sound=WRONG)
        for option in self.question.options:
            if option.key == key:
                return self.board.play(option.move)
        return Outcome(message=self.question.text, error=True)

    def cancel(self) -> Outcome:
        """Escape: drop the selection (and any open question)."""
        had = bool(self.clicked)
        self.clear()
        return Outcome(message=tr("Selection cleared.") if had else "")

    def drag_start(self, square: int, part: int | None = None) -> bool:
        """Pointer down on a piece: select it for dragging. True when a drag may begin."""
        if self.board.input_refusal() or not self.matching((square,)):
            return False
        clicks = self.board.clicks
        if all(len(clicks.path(m)) == 1 for m in self.matching((square,))):
            return False  # a one-click move (Reversi): nothing to drag
        if part is not None and not self._with_part(square, part) and \
                self.board.hooks.part_of is not None:
            return False  # a part that cannot move: the click says why
        if self.selected != square or (part is not None and part != self.part):
            self.clear()
            self.clicked = (square,)
            self.chosen_part = part if part is not None and self._with_part(square, part) \
                else None
        self.focus = square
        return True

    def drop(self, square: int) -> Outcome:
        """The dragged piece was released over ``square``."""
        if not self.clicked or square == self.clicked[0]:
            return Outcome()
        clicked = (*self.clicked, square)
        if self.matching(clicked):
            return self._extend(square)
        # A drop never selects what lies under it: the piece goes back, with the reason.
        reason = self.board.hooks.why_not(self.board.position, clicked)
        self.clear()
        return Outcome(message=reason, error=True, sound=WRONG)

    # --- keyboard -------------------------------------------------------------------------

    def reset_focus(self) -> None:
        """The first Tab lands on a piece of the side to move (one that can move), else
        on the middle of the board."""
        starts = self.board.clicks.starts()
        if starts:
            self.focus = starts[0]
            return
        squares = self.board.hooks.squares(self.board.position)
        self.focus = squares[len(squares) // 2]

    def move_focus(self, direction: str) -> None:
        """Move the keyboard focus to the next playable square ``up``/``down``/``left``/
        ``right`` on screen. Up and down keep close to the column last chosen with
        left/right or a click (on a checkers board the focus zig-zags)."""
        hooks = self.board.hooks
        position = self.board.position
        layout = hooks.layout(position)
        flipped = self.board.flipped and hooks.FLIPPABLE
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
                    self.anchor_column = next_column
                    return
            return
        step = -1 if direction == "up" else 1
        next_row = row + step
        options = [(abs(c - self.anchor_column), c) for (c, r) in cells if r == next_row]
        if not options:
            return
        _, best = min(options)
        self.focus = cells[(best, next_row)]

    def activate(self) -> Outcome:
        """Enter or Space on the focused square."""
        return self.click(self.focus)
