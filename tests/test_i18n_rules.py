"""The rules' reasons in the player's language, through the site's own compiled catalogues
(locale/<tag>/*.po as the build compiles them)."""

from __future__ import annotations

import pytest

from byte import games, i18n
from byte.errors import ByteError
from byte.games.byte.rules import Position as BytePosition
from byte.games.checkers import rules as checkers
from byte.games.reversi import rules as reversi
from byte.links import decode


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


def test_a_link_names_its_refused_move_in_the_language(speak):
    speak("fr")
    assert decode("m=b2-h8").problems == [
        "le coup 1 (b2-h8 des Blancs) n'est pas permis : les coups se font d'une case en "
        "diagonale ; il n'y avait aucun coup avant"]
    speak("ru")
    assert decode("n=9&m=b2-a3").problems == [
        "n=9 — дальше конца партии (1 ход); показан последний ход"]


BAD_MOVES = ("", "zz", "a1", "b2-h8", "c3-d4", "c3xe5", "32-28", "f5", "pass", "d6-c5",
             "a1:3-b2", "c3-d4-e5", "c3xd4-e5", "k11")


@pytest.mark.parametrize(("game", "variant"), [
    ("byte", "byte"), ("reversi", "othello"), ("reversi", "reversi"),
    ("checkers", "brazilian"), ("checkers", "international"), ("checkers", "english"),
    ("checkers", "frisian"), ("checkers", "italian")])
def test_every_refusal_of_a_move_comes_from_the_catalogue(speak, game, variant):
    """In the pseudo-language every text of the catalogue is marked ⟦…⟧: a refusal that is
    not was written outside it."""
    speak(i18n.PSEUDO)
    position = games.rules(game).start(variant, games.find(game).variant(variant).default_size)
    refusals = []
    for text in BAD_MOVES:
        try:
            position.parse_move(text)
        except ByteError as error:
            refusals.append(str(error))
    assert refusals
    for refusal in refusals:
        assert refusal.startswith(i18n.PSEUDO_MARKS[0]) and refusal.endswith(
            i18n.PSEUDO_MARKS[1]), refusal


def test_outcomes_come_from_the_catalogue(speak):
    stacks = BytePosition.from_code(
        ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1")
    stacks.push(stacks.parse_move("f2-e3"))
    speak("ru")
    assert checkers.from_code("W:W:Bc5").outcome() == (
        "Белые остались без шашек: Чёрные побеждают")
    assert stacks.outcome() == "Чёрные выиграли 2 стопки: Чёрные побеждают, 1-2"
    assert reversi.from_code("X" * 40 + "-" * 24 + " O").outcome() == (
        "Белые остались без фишек: 40-0 при 24 пустых полях, 64-0 с учётом пустых полей в "
        "пользу победителя, победа чёрных")


@pytest.mark.parametrize(("game", "variant"), [
    ("byte", "byte"), ("reversi", "othello"), ("checkers", "brazilian"),
    ("checkers", "international")])
def test_the_views_words_come_from_the_catalogue(speak, game, variant):
    speak(i18n.PSEUDO)
    view = games.view(game)
    position = games.rules(game).start(variant, games.find(game).variant(variant).default_size)
    move = position.legal_moves()[0]
    after = position.copy()
    after.push(move)
    squares = list(view.squares(position))
    words = [view.board_name(position), view.announce(position, move, after),
             *(what for _, what in view.scores(position).values()),
             *(view.describe(position, square) for square in squares[:3] + squares[-3:]),
             view.why_not(position, (squares[len(squares) // 2],)),
             *(name for _, name in view.coordinate_styles(position))]
    for text in words:
        assert text.startswith(i18n.PSEUDO_MARKS[0]) and text.endswith(i18n.PSEUDO_MARKS[1]), text
