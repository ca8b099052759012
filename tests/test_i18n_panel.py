"""The panel's words in the player's language, through the site's own compiled catalogues:
sentences that name a side are chosen per side, numbers take each language's plural form,
and texts marked at import time are translated when shown."""

from __future__ import annotations

from byte.clock import TimeControl
from byte.games import BLACK, WHITE
from byte.record import Game
from byte.web import first_visit
from byte.web.controller import Session
from byte.web.table_clock import TableClock, low_time_words


def test_a_draw_offer_names_each_side_in_its_own_sentence(speak):
    session = Session(Game.new("checkers"))
    speak("fr")
    assert session.offer_draw().message == (
        "Les Blancs proposent la nulle. Noirs\u00a0: acceptez-la ou refusez-la "
        "(jouer un coup la refuse aussi).")
    assert session.draw_question() == "Les Blancs proposent la nulle. Noirs, acceptez-vous\u00a0?"
    speak("ru")
    assert session.answer_draw(False).message == "Чёрные отклоняют ничью; игра продолжается."


def test_the_table_clock_counts_moves_and_seconds_in_each_language_s_plural(speak):
    moment = [0.0]
    table = TableClock(TimeControl.parse("3+2"), now=lambda: moment[0])
    for _ in range(2):
        table.tap(table.running or WHITE)
    speak("ru")
    assert table.face(WHITE).moves_text == "1 ход"
    table.moves[WHITE] = 3
    assert table.face(WHITE).moves_text == "3 хода"
    table.moves[WHITE] = 11
    assert table.face(WHITE).moves_text == "11 ходов"
    assert low_time_words(BLACK) == "У чёрных осталось меньше 10 секунд."
    speak("ja")
    assert table.face(WHITE).moves_text == "11手"
    assert table.face(table.running).words == "あなたの番：指したらタップ"
    assert table.face(BLACK if table.running == WHITE else WHITE).words == "相手の番"


def test_the_welcome_is_translated_when_shown_not_when_imported(speak):
    english = first_visit.welcome_html("reversi/othello")
    speak("nl")
    dutch = first_visit.welcome_html("reversi/othello")
    assert "Welkom! Wat wil je doen?" in dutch and "Tegen de computer spelen" in dutch
    assert "Niveau 1 van 5 is een rustig begin" in dutch
    assert "1 (aanbevolen voor beginners)" in dutch
    assert first_visit.start_for("device", "checkers").message.endswith(": Wit begint.")
    speak("en")
    assert first_visit.welcome_html("reversi/othello") == english
    assert "Level 1 of 5 is a gentle start" in english
