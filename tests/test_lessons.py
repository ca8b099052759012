"""byte.lessons and every game's lesson data: each step's position is valid, its taught
moves are legal and the only ones accepted, wrong tries get the engine's reasons, and
progress survives damaged storage."""

from __future__ import annotations

import json
import re

import pytest
from i18n import compiled  # tools/i18n.py
from pseudo import english_left

from byte import games, i18n, lessons
from byte.errors import ByteError
from byte.web.persist import MemoryStorage

ALL_STEPS = [(lesson, index, step)
             for game in games.GAMES for lesson in lessons.lessons(game)
             for index, step in enumerate(lesson.steps)]
IDS = [f"{lesson.key}-{index}" for lesson, index, _ in ALL_STEPS]

# Tries that no step teaches: nonsense, off-board squares, a pass, far moves.
WRONG_TRIES = ["pass", "zz", "a1-h8", "a1", "b2-a3", "c3-b4", "e3:4-f2", "32-28", "c3xe5",
               "f5", "22x15", "h8"]


def test_every_game_has_lessons_with_unique_ids() -> None:
    for game in games.GAMES:
        found = lessons.lessons(game)
        assert found, game
        assert len({lesson.id for lesson in found}) == len(found)
        for lesson in found:
            assert lesson.game == game
            assert 2 <= len(lesson.steps) <= 8, lesson.key  # a short series
            games.find(game).variant(lesson.variant)  # a variant of the registry


@pytest.mark.parametrize(("lesson", "index", "step"), ALL_STEPS, ids=IDS)
def test_step_position_is_valid_and_playable(lesson, index, step) -> None:
    position = lessons.step_position(lesson, step)
    assert not position.is_over()
    assert position.legal_moves()
    # The code round-trips: the position is exactly what the step says.
    rules = games.rules(lesson.game)
    start = rules.from_code(step.position, lesson.variant_of(step))
    assert start.code() == rules.from_code(start.code(), lesson.variant_of(step)).code()
    assert step.title and step.text and step.success and step.about


@pytest.mark.parametrize(("lesson", "index", "step"), ALL_STEPS, ids=IDS)
def test_taught_moves_are_legal_and_the_only_ones_accepted(lesson, index, step) -> None:
    position = lessons.step_position(lesson, step)
    taught = lessons.accepted_moves(lesson, step)
    assert len(set(taught)) == len(step.accept)
    legal = position.legal_moves()
    assert set(taught) <= set(legal)
    for move in legal:
        text = position.notation(move)
        verdict = lessons.judge(lesson, step, text)
        assert verdict.accepted == (move in taught), text
        assert verdict.move == text
        if verdict.accepted:
            assert verdict.message == step.success
        else:
            assert verdict.message == (f"{text} is legal, but this step is about "
                                       f"{step.about}. Try again.")
        # The move object itself (what the board's clicks produce) is judged the same.
        assert lessons.judge(lesson, step, move).accepted == verdict.accepted


@pytest.mark.parametrize(("lesson", "index", "step"), ALL_STEPS, ids=IDS)
def test_wrong_tries_get_the_engines_reason(lesson, index, step) -> None:
    position = lessons.step_position(lesson, step)
    checked = 0
    for text in WRONG_TRIES:
        try:
            position.parse_move(text)
        except ByteError as error:
            reason = str(error)
            verdict = lessons.judge(lesson, step, text)
            assert not verdict.accepted
            assert verdict.message.rstrip(".") == reason.rstrip(".")
            checked += 1
    assert checked >= 3


def test_a_byte_slide_away_from_the_nearest_stack_is_explained() -> None:
    lesson = lessons.find("byte", "moving")
    verdict = lessons.judge(lesson, lesson.steps[0], "c3-b2")
    assert verdict.message == ("c3-b2 is not legal here: a slide must bring the stack closer "
                               "to its nearest stack.")


def test_checkers_majority_and_compulsory_capture_are_explained() -> None:
    lesson = lessons.find("checkers", "basics")
    assert lessons.judge(lesson, lesson.steps[1], "g3-h4").message == \
        "A capture is compulsory: take with c3."
    assert "the most pieces must be taken" in lessons.judge(lesson, lesson.steps[3],
                                                           "h2xf4").message


def test_the_draw_step_ends_in_a_draw() -> None:
    lesson = lessons.find("checkers", "basics")
    step = next(step for step in lesson.steps if step.before)
    position = lessons.step_position(lesson, step)
    position.push(position.parse_move(step.accept[0]))
    assert position.is_over() and position.winner() is None


def test_unknown_lessons_and_games_are_refused_in_words() -> None:
    with pytest.raises(ByteError, match="no lesson"):
        lessons.find("byte", "flying")
    with pytest.raises(ByteError, match="no game"):
        lessons.lessons("chess")


# ------------------------------------------------------------------------- progress


class Refusing(MemoryStorage):
    def getItem(self, key: str) -> str | None:
        raise OSError("SecurityError")

    def setItem(self, key: str, value: str) -> None:
        raise OSError("QuotaExceededError")


@pytest.mark.parametrize("stored", [
    "{not json", "[1, 2]", '"text"', json.dumps({"byte/moving": "all"}),
    json.dumps({"byte/moving": [True, -1, 500, "1", None]}), "null",
])
def test_damaged_progress_reads_as_none(stored: str) -> None:
    progress = lessons.Progress(MemoryStorage({lessons.PROGRESS_KEY: stored}))
    lesson = lessons.find("byte", "moving")
    assert progress.done(lesson.key) == set()
    assert progress.summary(lesson) == "not started"
    progress.mark(lesson.key, 1)  # and it can be written over
    assert lessons.Progress(progress.storage).done(lesson.key) == {1}


def test_progress_is_remembered_and_resumes_at_the_first_step_not_done() -> None:
    storage = MemoryStorage()
    lesson = lessons.find("byte", "moving")
    progress = lessons.Progress(storage)
    assert progress.next_step(lesson) == 0
    progress.mark(lesson.key, 0)
    progress.mark(lesson.key, 2)
    again = lessons.Progress(storage)
    assert again.next_step(lesson) == 1
    assert again.summary(lesson) == "2 of 3 steps done"
    again.mark(lesson.key, 1)
    assert again.complete(lesson) and again.summary(lesson) == "done"
    assert again.next_step(lesson) == 0


def test_progress_without_storage_or_with_a_refusing_one_still_works() -> None:
    lesson = lessons.find("reversi", "basics")
    for storage in (None, Refusing()):
        progress = lessons.Progress(storage)
        progress.mark(lesson.key, 0)
        assert progress.done(lesson.key) == {0}


# ------------------------------------------------------------------------- languages

TRANSLATED = [language.tag for language in i18n.LANGUAGES if language.tag != i18n.DEFAULT]
NAMES = {"Frysk!", "Pool checkers"}
"""Lesson titles that are names, the same in some languages."""


@pytest.fixture
def speak():
    """Switch the texts to a language for one test (its catalogue compiled from locale/)."""
    yield lambda tag: i18n.install(tag, compiled(tag))
    i18n.install(i18n.DEFAULT)


def texts(lesson: lessons.Lesson) -> list[str]:
    return [lesson.title, lesson.summary] + [text for step in lesson.steps for text in (
        step.title, step.text, step.success, step.about)]


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_lesson_leaves_no_english_in_the_pseudo_language(game: str, speak) -> None:
    speak(i18n.PSEUDO)
    for lesson in lessons.lessons(game):
        for text in texts(lesson):
            assert text.startswith(i18n.PSEUDO_MARKS[0]) and not english_left(text), text
    lesson = lessons.lessons(game)[0]
    assert not english_left(lessons.Progress(None).summary(lesson))


@pytest.mark.parametrize("tag", TRANSLATED)
@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_lesson_is_written_in_every_language(game: str, tag: str, speak) -> None:
    english = [texts(lesson) for lesson in lessons.lessons(game)]
    speak(tag)
    translated = [texts(lesson) for lesson in lessons.lessons(game)]
    assert len(translated) == len(english)
    for ours, theirs in zip(english, translated, strict=True):
        for source, text in zip(ours, theirs, strict=True):
            assert text and (text != source or source in NAMES), (tag, source)
            # Squares and moves stay as they are.
            assert set(re.findall(r"\b[a-h][1-8]\b", source)) <= set(
                re.findall(r"\b[a-h][1-8]\b", text)), (tag, source, text)


def test_a_lessons_judged_answers_in_french(speak) -> None:
    speak("fr")
    lesson = lessons.find("byte", "moving")
    assert lesson.title == "Déplacer les piles"
    right = lessons.judge(lesson, lesson.steps[0], "c3-d4")
    assert right.accepted and right.message.startswith("Exact\u00a0: d4 est plus proche de f6")
    other = lessons.judge(lesson, lesson.steps[1], "h2-g3")
    assert not other.accepted
    assert other.message == ("h2-g3 est permis, mais cette étape porte sur autre chose\u00a0: "
                             "le pion en c3, qui touche d4. Réessayez.")


def test_progress_counts_steps_with_each_languages_plural(speak) -> None:
    lesson = lessons.find("checkers", "basics")  # seven steps
    storage = MemoryStorage()
    progress = lessons.Progress(storage)
    progress.mark(lesson.key, 0)
    progress.mark(lesson.key, 1)
    assert progress.summary(lesson) == "2 of 7 steps done"
    speak("ru")
    assert progress.summary(lesson) == "пройдено 2 из 7 шагов"
    speak("ja")
    assert progress.summary(lesson) == "7ステップ中2ステップ完了"
