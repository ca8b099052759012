"""The rules' reasons in the player's language, through the site's own compiled catalogues
(locale/<tag>/*.po as the build compiles them)."""

from __future__ import annotations

import pytest
from i18n import compiled  # tools/i18n.py

from byte import games, i18n
from byte.errors import ByteError
from byte.games.checkers import rules as checkers
from byte.games.reversi import rules as reversi


@pytest.fixture
def speak():
    """Switch the site to a language for one test, back to English after it."""
    def install(tag: str) -> None:
        i18n.install(tag, compiled(tag))
    yield install
    i18n.install(i18n.DEFAULT)


def _refusal(position, move: str) -> str:
    with pytest.raises(ByteError) as refused:
        position.parse_move(move)
    return str(refused.value)


def test_reversi_says_a_move_flips_nothing_in_french_and_russian(speak):
    speak("fr")
    assert _refusal(reversi.start(), "a1") == (
        "a1 ne retourne rien : un coup doit encadrer au moins un pion blanc")
    speak("ru")
    assert _refusal(reversi.start(), "a1") == (
        "a1 ничего не переворачивает: ход должен окружить хотя бы одну белую фишку")


def test_a_majority_capture_refusal_in_french_and_russian(speak):
    position = checkers.from_code("W:Wc3,g3:Bb4,f4,f6")
    speak("fr")
    assert _refusal(position, "c3xa5") == (
        "c3 ne peut prendre que 1 pièce, g3 peut en prendre 2, et la prise majoritaire "
        "est obligatoire")
    speak("ru")
    assert _refusal(position, "c3xa5") == (
        "с c3 можно взять только 1 шашку, с g3 — 2, а по правилу большинства бить нужно "
        "наибольшее число шашек")


def test_russian_counts_take_their_three_forms(speak):
    speak("ru")
    two_kings = checkers.from_code("W:WKa1,Kc1,e1:Bh8")
    assert two_kings.score() == "Белые 3 (2 дамки), Чёрные 1"
    five_kings = checkers.from_code("W:WKa1,Kc1,Ke1,Kg1,Kb2:Bh8")
    assert five_kings.score() == "Белые 5 (5 дамок), Чёрные 1"


def test_names_from_the_registry_are_shown_in_the_language(speak):
    variant = games.find("checkers").variant("russian")
    assert (variant.title, games.side_name("b")) == ("Russian draughts", "Black")
    speak("fr")
    assert (variant.title, games.side_name("b")) == ("Dames russes", "Noirs")
    assert games.to_move("w") == "Aux Blancs de jouer"
    assert variant.name == "Russian draughts"  # the id of the message stays English


def test_english_stays_the_source_text():
    assert _refusal(reversi.start(), "a1") == (
        "a1 flips nothing: a move must outflank at least one white disc")
