"""byte.web.lesson_board: a lesson step on the board, driven by clicks as in a game."""

from __future__ import annotations

from i18n import compiled  # tools/i18n.py
from pseudo import english_left

from byte import i18n, lessons
from byte.web.lesson_board import LessonSession


def square(board: LessonSession, name: str) -> int:
    return board.hooks.parse_square(board.position, name)


def test_a_wrong_click_gets_the_games_reason_and_the_learner_tries_again() -> None:
    board = LessonSession(lessons.find("byte", "moving"), 1)
    board.click(square(board, "c3"))
    outcome = board.click(square(board, "b2"))
    assert outcome.error
    assert outcome.message == ("c3-b2 is not legal here: c3 touches another stack, so it can "
                               "only merge.")
    assert not board.done and not board.game.moves
    board.click(square(board, "c3"))
    outcome = board.click(square(board, "d4"))
    assert not outcome.error and outcome.message == board.lesson_step.success
    assert board.done and board.game.texts == ["c3-d4"]
    # The board takes no more moves once the step is done.
    assert board.click(square(board, "d4")).error


def test_a_legal_move_that_is_not_taught_is_refused_with_the_topic() -> None:
    board = LessonSession(lessons.find("byte", "moving"), 1)
    board.click(square(board, "h2"))
    outcome = board.click(square(board, "g3"))
    assert outcome.error
    assert outcome.message.startswith("h2-g3 is legal, but this step is about")
    assert not board.game.moves and board.clicked == ()


def test_lifting_a_checker_that_cannot_go_is_explained() -> None:
    board = LessonSession(lessons.find("byte", "moving"), 2)
    outcome = board.click(square(board, "e3"), part=4)
    assert outcome.error and outcome.message.startswith("Checker 4 of e3 cannot move now")
    board.cancel()
    board.click(square(board, "e3"), part=2)
    outcome = board.click(square(board, "f2"))
    assert board.done and board.game.texts == ["e3:2-f2"], outcome.message


def test_a_forced_pass_waits_for_the_learner() -> None:
    board = LessonSession(lessons.find("byte", "scoring"), 1)
    assert not board.game.moves  # not passed for the learner
    refused = board.click(square(board, "a1"))
    assert refused.error and "must pass" in refused.message
    assert board.can_pass
    assert board.try_text("pass").message == board.lesson_step.success
    assert board.done


def test_pass_when_a_move_exists_is_explained() -> None:
    board = LessonSession(lessons.find("reversi", "basics"), 0)
    outcome = board.try_text("pass")
    assert outcome.error and outcome.message == \
        "Black has a legal move, so passing is not allowed."
    assert not LessonSession(lessons.find("checkers", "basics"), 0).can_pass


def test_show_me_marks_the_taught_move_with_an_arrow() -> None:
    board = LessonSession(lessons.find("checkers", "basics"), 2)
    assert board.view().hint_path == ()
    assert "a3xe7" in board.show_me().message
    assert board.view().hint_path[0] == square(board, "a3")
    board.click(square(board, "a3"))
    board.click(square(board, "e7"))
    assert board.done and board.view().hint_path == ()


def test_black_learners_see_their_side_at_the_bottom() -> None:
    english = LessonSession(lessons.find("checkers", "english"), 0)
    assert english.settings.flip
    assert not LessonSession(lessons.find("reversi", "basics"), 0).settings.flip


def test_the_coachs_words_are_in_the_players_language() -> None:
    i18n.install(i18n.PSEUDO, compiled(i18n.PSEUDO))
    try:
        board = LessonSession(lessons.find("reversi", "basics"), 2)
        said = [board.show_me().message, board.try_text("pass").message,
                board.click(square(board, "a1")).message]
        assert said[0].startswith("⟦") and "pass" in said[0]
        assert said[1].startswith("⟦")
        assert said[2].startswith("⟦")
        assert not any(english_left(text) for text in said), said
    finally:
        i18n.install(i18n.DEFAULT)
