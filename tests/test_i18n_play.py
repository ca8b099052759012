"""The play screen's words in the player's language (the session's status lines,
announcements and messages, the board's accessible names, the games list and links),
through the site's own compiled catalogues (locale/<tag>/*.po as the build compiles them)."""

from __future__ import annotations

import re

import pytest
from pseudo import english_left as words_outside_marks

from byte import i18n, saved
from byte.record import Game
from byte.settings import Settings
from byte.web import exchange, persist
from byte.web.board import board_svg
from byte.web.controller import Session

_INNERMOST = re.compile(re.escape(i18n.PSEUDO_MARKS[0]) + "[^" + "".join(i18n.PSEUDO_MARKS)
                        + "]*" + re.escape(i18n.PSEUDO_MARKS[1]))


def english_left(text: str) -> list[str]:
    """The words of ``text`` the pseudo-language did not mark, marks inside marks too (a
    translated text in a placeholder of another)."""
    while True:
        inner = _INNERMOST.sub(" ", text)
        if inner == text:
            return words_outside_marks(text)
        text = inner


def _words_of_a_game(game: str) -> list[str]:
    """Every text the session gives while a short game against the computer is played,
    taken back, replayed, replaced and brought back."""
    session = Session()
    said = [session.new_game(opponent="computer", game=game, level=3, pie=game == "byte")
            .announce]
    for _ in range(4):
        outcome = session.play(session.legal[0])
        said += [outcome.message, outcome.announce, session.status(), session.banner()]
    said += [session.undo().message, session.redo().announce, session.embed_status()]
    session.go_to(1)
    said += [session.play(session.legal[-1]).message, session.bring_back().message,
             session.describe_ply(), session.pause().message, session.resume().message]
    said.append(board_svg(session.position, session.view(), session.hooks))
    kept = saved.loads(persist.saved_text(session))
    summary = persist.kept_summary(kept)
    said += [persist.describe_entry(kept), summary.title, summary.opponent, summary.result,
             summary.moves, exchange.picture_caption(session)]
    return [text for text in said if text]


@pytest.mark.parametrize("game", ["byte", "checkers", "reversi"])
def test_a_game_in_the_pseudo_language_leaves_no_english(speak, game):
    speak(i18n.PSEUDO)
    for text in _words_of_a_game(game):
        assert english_left(text) == [], text


@pytest.mark.parametrize("tag", ["fr", "nl", "pt-BR", "ru", "ja"])
def test_every_language_says_a_whole_game(speak, tag):
    english = _words_of_a_game("checkers")
    speak(tag)
    translated = _words_of_a_game("checkers")
    assert len(translated) == len(english)
    changed = [text for text, source in zip(translated, english, strict=True) if text != source]
    assert len(changed) >= len(english) - 2  # numbers-only lines may read the same


def test_french_and_russian_status_lines(speak):
    session = Session(Game(moves=["b2-a3"]), settings=Settings(opponent="computer"))
    speak("fr")
    assert session.status() == "L’ordinateur (Noirs) joue"
    assert session.takeback_words(0, 1) == "Votre coup a été repris."
    speak("ru")
    assert session.status() == "Ходит компьютер (Чёрные)"


def test_russian_plurals_take_their_three_forms(speak):
    speak("ru")
    assert Session(Game(moves=["b2-a3", "a5-b4"]), ply=1).embed_status() == "Ход 1 из 2: b2-a3"
    for count, form in ((1, "ход возвращён"), (3, "хода возвращены"), (5, "ходов возвращены")):
        message = session_replaced(count).bring_back().message
        assert form in message, (count, message)


def session_replaced(count: int) -> Session:
    """A session whose last move replaced ``count`` later moves (to bring back)."""
    session = Session(Game.new("reversi"))
    for _ in range(count + 1):
        session.play(session.legal[0])
    session.go_to(1)
    replaced = session.game.moves[1]
    session.play(next(move for move in session.legal if move != replaced))
    return session


def test_swapping_sides_is_one_sentence_per_side(speak):
    session = Session(Game(moves=["b2-a3"], pie=True))
    speak("ru")
    assert session.swap().announce == (
        "Чёрные поменялись сторонами: игрок, ходивший вторым, теперь играет белыми; "
        "ходят чёрные.")


def test_english_stays_the_source_text():
    session = Session(Game(moves=["b2-a3", "a5-b4"]))
    assert session.takeback_words(0, 2) == "Took back 2 moves: b2-a3, a5-b4."
    assert persist.describe_entry(saved.loads(persist.saved_text(session))) == (
        "Byte, 2 moves, White to move")
