"""Interactive lessons, for any game of the site: pure Python, no browser, tested on CPython.

A game's lessons are data in ``byte/games/<id>/lessons.py`` (a ``LESSONS`` tuple of
:class:`Lesson`): each lesson is a short series of :class:`Step`, and each step teaches one
rule on a small position, asking the learner for one move. This module runs them:

* :func:`lessons` finds a game's lessons (imported on first use, like its rules), their
  texts in the language of the moment (the data marks them with ``N_``);
* :func:`judge` answers a try: the engine's own reason when the move is not legal (the
  game's ``parse_move``), a plain "legal, but this step is about …" when it is legal but
  not the move taught, the step's success words when it is the one;
* :class:`Progress` remembers the steps done, in the browser's local storage (any
  :class:`byte.web.persist.Storage`), and reads damaged data as no progress.

>>> lesson = find("byte", "moving")
>>> step = lesson.steps[0]
>>> judge(lesson, step, "c3-b4").accepted
False
>>> print(judge(lesson, step, "c3-b4").message)  # doctest: +ELLIPSIS
c3-b4 is not legal here: ...
>>> judge(lesson, step, "c3-d4").accepted
True
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from byte import games
from byte.errors import ByteError, read_json
from byte.i18n import tr, trc, trn
from byte.record import Game

PROGRESS_KEY = "byte.lessons"
"""Local-storage key of the steps done: ``{"byte/moving": [0, 1], ...}``."""


@dataclass(frozen=True)
class Step:
    """One rule on one position: what to do, the move(s) that do it, and why it works.

    ``position`` is the game's position code; ``before`` moves are played from it first
    (to build a history, e.g. a repeated position) and shown as the last moves; ``accept``
    are the moves taught, in the game's notation (any form ``parse_move`` reads);
    ``about`` finishes the sentence "this step is about …" for other legal moves.
    """

    title: str
    text: str
    position: str
    accept: tuple[str, ...]
    success: str
    about: str
    before: tuple[str, ...] = ()
    variant: str | None = None
    """The rule set of this step when it differs from its lesson's."""


@dataclass(frozen=True)
class Lesson:
    """A short series of steps about one part of a game's rules."""

    id: str
    title: str
    summary: str
    game: str
    variant: str
    steps: tuple[Step, ...] = field(default_factory=tuple)

    @property
    def key(self) -> str:
        """The lesson's name in links and progress: ``"byte/moving"``."""
        return f"{self.game}/{self.id}"

    def variant_of(self, step: Step) -> str:
        return step.variant or self.variant


@dataclass(frozen=True)
class Verdict:
    """The answer to one try: taught or not, and the words for the learner."""

    accepted: bool
    message: str
    move: str = ""
    """The move tried, in the game's canonical notation ('' when it could not be read)."""


def lessons(game: str) -> tuple[Lesson, ...]:
    """Every lesson of ``game``, in teaching order, its texts in the current language.

    >>> [lesson.id for lesson in lessons("reversi")][:1]
    ['basics']
    """
    return tuple(_in_language(lesson) for lesson in games.lessons(game).LESSONS)


def _in_language(lesson: Lesson) -> Lesson:
    """``lesson`` with its words translated now (the data holds the English, marked)."""
    steps = tuple(replace(step, title=tr(step.title), text=tr(step.text),
                          success=tr(step.success), about=tr(step.about))
                  for step in lesson.steps)
    return replace(lesson, title=tr(lesson.title), summary=tr(lesson.summary), steps=steps)


def find(game: str, lesson_id: str) -> Lesson:
    """The lesson ``lesson_id`` of ``game``; :class:`ByteError` when there is none."""
    for lesson in lessons(game):
        if lesson.id == lesson_id:
            return lesson
    raise ByteError(tr("{game} has no lesson {lesson}", game=tr(games.find(game).name),
                       lesson=repr(lesson_id[:24])))


def step_game(lesson: Lesson, step: Step) -> Game:
    """The step's board as a game: its position, and the moves played before the try."""
    start = games.rules(lesson.game).from_code(step.position, lesson.variant_of(step))
    return Game(start, step.before)


def step_position(lesson: Lesson, step: Step) -> Any:
    """The position the learner moves in (after the step's ``before`` moves)."""
    return step_game(lesson, step).end


def accepted_moves(lesson: Lesson, step: Step) -> list[Any]:
    """The moves the step teaches, as the game's move objects."""
    position = step_position(lesson, step)
    return [position.parse_move(text) for text in step.accept]


def judge(lesson: Lesson, step: Step, tried: Any) -> Verdict:
    """Answer a try: ``tried`` is a move in notation, or a legal move object of the step.

    >>> lesson = find("byte", "moving")
    >>> judge(lesson, lesson.steps[0], "pass").message
    'pass is not legal here: White has a legal move, so passing is not allowed.'
    """
    position = step_position(lesson, step)
    if isinstance(tried, str):
        try:
            move = position.parse_move(tried)
        except ByteError as error:
            return Verdict(False, _sentence(str(error)))
    else:
        move = tried
        if move not in position.legal_moves():
            return Verdict(False, tr("That move is not legal here."))
    text = position.notation(move)
    if move in accepted_moves(lesson, step):
        return Verdict(True, step.success, text)
    # Translators: {topic} is a step's topic, such as "the majority rule" or "passing".
    return Verdict(False, tr("{move} is legal, but this step is about {topic}. Try again.",
                             move=text, topic=step.about), text)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", "。", "！", "？")) else text + "."


# --------------------------------------------------------------------------- progress


class Progress:
    """The lesson steps done, kept in local storage; bad or missing data is no progress.

    ``storage`` is None where the browser denies storage: progress then lasts as long as
    the page.

    >>> from byte.web.persist import MemoryStorage
    >>> storage = MemoryStorage({PROGRESS_KEY: "{not json"})
    >>> progress = Progress(storage)
    >>> progress.done("byte/moving")
    set()
    >>> progress.mark("byte/moving", 0)
    >>> Progress(storage).done("byte/moving")
    {0}
    """

    def __init__(self, storage: Any | None) -> None:
        self.storage = storage
        self._items = self._read()

    def _read(self) -> dict[str, set[int]]:
        if self.storage is None:
            return {}
        try:
            text = self.storage.getItem(PROGRESS_KEY)
            data = read_json(text, "progress") if isinstance(text, str) else {}
        except Exception:
            return {}
        if not isinstance(data, dict):
            return {}
        found: dict[str, set[int]] = {}
        for key, steps in data.items():
            if isinstance(key, str) and isinstance(steps, list):
                found[key] = {s for s in steps
                              if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < 100}
        return found

    def done(self, lesson_key: str) -> set[int]:
        """The indexes of the steps of ``lesson_key`` done so far."""
        return set(self._items.get(lesson_key, set()))

    def mark(self, lesson_key: str, step: int) -> None:
        """Remember that step ``step`` of ``lesson_key`` was done (quietly, if refused)."""
        self._items.setdefault(lesson_key, set()).add(step)
        if self.storage is None:
            return
        data = {key: sorted(steps) for key, steps in self._items.items()}
        with contextlib.suppress(Exception):  # full or refused: progress is a convenience
            self.storage.setItem(PROGRESS_KEY, json.dumps(data))

    def complete(self, lesson: Lesson) -> bool:
        """True when every step of ``lesson`` is done."""
        return self.done(lesson.key) >= set(range(len(lesson.steps)))

    def next_step(self, lesson: Lesson) -> int:
        """Where to resume ``lesson``: its first step not done (0 when all are)."""
        done = self.done(lesson.key)
        for index in range(len(lesson.steps)):
            if index not in done:
                return index
        return 0

    def summary(self, lesson: Lesson) -> str:
        """``'2 of 3 steps done'``, ``'done'`` or ``'not started'``."""
        count = len(self.done(lesson.key) & set(range(len(lesson.steps))))
        total = len(lesson.steps)
        if count == 0:
            return tr("not started")
        if count == total:
            return trc("lesson", "done")
        return trn("{done} of {n} step done", "{done} of {n} steps done", total, done=count)
