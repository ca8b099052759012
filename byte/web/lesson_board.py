"""The board of one lesson step: the page's click model with a coach in front of it.

Pure Python (no browser), tested on CPython. :class:`LessonSession` is a
:class:`~byte.web.controller.Session` on the step's position where every move the clicks
complete is first judged by :func:`byte.lessons.judge`: the taught move is played, any
other comes back with the reason in words and the learner tries again. Clicks that make
no move at all get the game's own reasons (its view's ``why_not``), as in a game. A forced
pass is not played for the learner: passing is one of the things a lesson teaches.

>>> from byte import games, lessons
>>> lesson = lessons.find("byte", "moving")
>>> board = LessonSession(lesson, 0)
>>> square = lambda name: board.hooks.parse_square(board.position, name)
>>> board.click(square("c3")).message
''
>>> board.click(square("b4")).message  # doctest: +ELLIPSIS
'c3-b4 is not legal here: a slide must bring the stack closer to its nearest stack.'
>>> board.click(square("c3")).message, board.click(square("d4")).message[:6]
('', 'Right:')
>>> board.done
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from byte import games, lessons
from byte.i18n import tr
from byte.web.board import BoardView
from byte.web.controller import Outcome, Session


class LessonSession(Session):
    """One step of a lesson on the board: tries are judged, the taught move ends it."""

    def __init__(self, lesson: lessons.Lesson, index: int) -> None:
        self.lesson = lesson
        self.index = index
        self.lesson_step = lesson.steps[index]  # (a Session's ``step`` steps through moves)
        self.done = False
        self.tries = 0
        self.showing = False
        super().__init__(lessons.step_game(lesson, self.lesson_step))
        self.settings.show_moves = True
        # Black at the bottom when Black is the learner (the board turns like a game's).
        self.settings.flip = self.position.turn == "b" and self.hooks.FLIPPABLE
        self.board_input.reset_focus()

    def input_refusal(self) -> str | None:
        if self.done:
            return tr("This step is done: go on to the next one, or try it again.")
        return super().input_refusal()

    def _settle(self, outcome: Outcome) -> Outcome:
        return outcome  # never pass for the learner

    def play(self, move: Any) -> Outcome:
        """Play ``move`` when it is the one the step teaches; otherwise say why not."""
        if self.done:
            return Outcome(message=self.input_refusal() or "", error=True)
        self.tries += 1
        verdict = lessons.judge(self.lesson, self.lesson_step, move)
        if not verdict.accepted:
            self.board_input.clear()
            return Outcome(message=verdict.message, error=True)
        outcome = super().play(move)
        self.done = True
        self.showing = False
        outcome.message = verdict.message
        return outcome

    def try_text(self, text: str) -> Outcome:
        """A try written in the game's notation (the Pass button sends ``"pass"``)."""
        if self.done:
            return Outcome(message=self.input_refusal() or "", error=True)
        verdict = lessons.judge(self.lesson, self.lesson_step, text)
        if not verdict.accepted:
            self.tries += 1
            self.board_input.clear()
            return Outcome(message=verdict.message, error=True)
        return self.play(self.position.parse_move(text))

    def show_me(self) -> Outcome:
        """Mark the taught move on the board (an arrow), without playing it."""
        if self.done:
            return Outcome()
        self.showing = True
        move = lessons.accepted_moves(self.lesson, self.lesson_step)[0]
        words = self.position.notation(move)
        if not self.hooks.path(self.position, move):
            return Outcome(message=tr("The move here is {move}: press Pass.", move=words))
        return Outcome(message=tr("The arrow shows {move}: now play it.", move=words))

    def view(self) -> BoardView:
        base = super().view()
        if not self.showing or self.done:
            return base
        move = lessons.accepted_moves(self.lesson, self.lesson_step)[0]
        path = tuple(self.hooks.path(self.position, move))
        return replace(base, hint_path=path)

    @property
    def can_pass(self) -> bool:
        """True when the game has a pass move (its rules' ``PASS``; draughts have none)."""
        return games.rules(self.lesson.game).PASS is not None
