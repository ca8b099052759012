"""byte.web.first_visit: who is welcomed, what each choice starts, lesson links."""

from __future__ import annotations

import pytest

from byte import games
from byte.errors import ByteError
from byte.lessons import PROGRESS_KEY
from byte.web import first_visit
from byte.web.controller import Session
from byte.web.persist import GAME_KEY, HISTORY_KEY, STORAGE_KEY, MemoryStorage


class Refusing(MemoryStorage):
    def getItem(self, key: str) -> str | None:
        raise OSError("SecurityError")

    def setItem(self, key: str, value: str) -> None:
        raise OSError("QuotaExceededError")


def test_a_first_visit_is_welcomed() -> None:
    assert first_visit.should_welcome("", MemoryStorage())
    assert first_visit.should_welcome("vs=c3&unknown=1", MemoryStorage())  # names no game


@pytest.mark.parametrize("key", [first_visit.WELCOMED_KEY, STORAGE_KEY, HISTORY_KEY,
                                 PROGRESS_KEY, GAME_KEY + "checkers"])
def test_anything_kept_means_a_returning_visitor(key: str) -> None:
    assert not first_visit.should_welcome("", MemoryStorage({key: "x"}))


@pytest.mark.parametrize("fragment", ["g=byte", "m=b2-a3", "p=x", "s=10", "v=english",
                                      "embed=1", "learn=byte", "learn=nothing"])
def test_a_link_opens_what_it_names_instead(fragment: str) -> None:
    assert not first_visit.should_welcome(fragment, MemoryStorage())


def test_no_welcome_without_storage_or_in_an_embed() -> None:
    assert not first_visit.should_welcome("", None)
    assert not first_visit.should_welcome("", Refusing())
    assert not first_visit.should_welcome("", MemoryStorage(), embed=True)


def test_the_welcome_is_remembered_quietly() -> None:
    storage = MemoryStorage()
    first_visit.remember_welcomed(storage)
    assert not first_visit.should_welcome("", storage)
    first_visit.remember_welcomed(Refusing())  # no error
    first_visit.remember_welcomed(None)


def test_arrival_opens_lessons_from_a_link_but_never_in_an_embed() -> None:
    assert first_visit.arrival("learn=reversi", MemoryStorage()) == first_visit.Arrival(
        False, "reversi")
    assert first_visit.arrival("", MemoryStorage()) == first_visit.Arrival(True, None)
    assert first_visit.arrival("learn=byte", MemoryStorage(), embed=True).learn is None


@pytest.mark.parametrize(("value", "name"), first_visit.game_choices())
def test_every_choice_starts_a_game_a_session_accepts(value: str, name: str) -> None:
    game, _, variant = value.partition("/")
    for choice in (first_visit.COMPUTER, first_visit.DEVICE, first_visit.LINK):
        start = first_visit.start_for(choice, value)
        assert start.lessons is None and start.message
        session = Session()
        session.new_game(**start.new_game)
        assert (session.game.game, session.game.variant) == (game, variant)
        if choice == first_visit.COMPUTER:
            assert session.settings.level == first_visit.BEGINNER_LEVEL
            # The beginner plays the side that moves first.
            assert session.settings.human == games.find(game).variant(variant).first
        else:
            assert session.settings.opponent == "human"
    assert first_visit.start_for(first_visit.LEARN, value).lessons == game


def test_the_welcome_offers_every_variant_of_every_game() -> None:
    offered = [value for value, _ in first_visit.game_choices()]
    assert offered == [f"{info.id}/{variant.id}" for info in games.GAMES.values()
                       for variant in info.variants]
    assert [choice.key for choice in first_visit.CHOICES] == [
        first_visit.COMPUTER, first_visit.DEVICE, first_visit.LINK, first_visit.LEARN]


def test_bad_choices_are_refused_in_words() -> None:
    with pytest.raises(ByteError, match="no choice"):
        first_visit.start_for("dance", "byte")
    with pytest.raises(ByteError, match="no game"):
        first_visit.start_for("computer", "chess")
    assert first_visit.start_for("computer", "byte", level=9).new_game["level"] == 1


def test_the_fragment_is_read_as_every_link_is_the_first_of_a_repeated_key_winning() -> None:
    from byte.links import parse_fragment

    fragment = "#learn=reversi&learn=checkers&embed=%31"
    assert first_visit.fragment_pairs(fragment) == parse_fragment(fragment).values
    assert first_visit.learn_target(fragment) == "reversi"
    assert first_visit.fragment_pairs(fragment)["embed"] == "1"


def test_not_now_and_the_lessons_keep_the_chosen_game_and_level() -> None:
    for choice in (first_visit.NOT_NOW, first_visit.LEARN):
        start = first_visit.start_for(choice, "checkers/english", level=3)
        session = Session()
        session.new_game(**start.new_game)
        assert (session.game.game, session.game.variant) == ("checkers", "english")
        assert session.settings.opponent == "human" and session.settings.level == 3
    assert first_visit.start_for(first_visit.NOT_NOW, "checkers/english").message.startswith(
        "A board of English checkers")


def test_every_choice_keeps_the_level_chosen_for_new_game() -> None:
    for choice in (first_visit.COMPUTER, first_visit.DEVICE, first_visit.LINK):
        session = Session()
        session.new_game(**first_visit.start_for(choice, "reversi/othello", level=4).new_game)
        assert session.settings.level == 4


def test_the_end_of_a_lesson_offers_the_computer_at_the_level_chosen() -> None:
    start = first_visit.play_after_lesson("checkers", 2)
    session = Session()
    session.new_game(**start.new_game)
    assert session.settings.opponent == "computer" and session.settings.level == 2
    assert session.game.game == "checkers"
    assert session.settings.human == games.find("checkers").variant(session.game.variant).first


@pytest.mark.parametrize("tag", ["fr", "ja", "en-XA"])
def test_the_welcome_links_the_rules_page_of_its_language(tag: str) -> None:
    from i18n import compiled  # tools/i18n.py

    from byte import i18n
    i18n.install(tag, compiled(tag))
    try:
        assert first_visit.rules_href("checkers") == f"./rules/{tag}/checkers.html"
        assert f'href="./rules/{tag}/reversi.html"' in first_visit.welcome_html("reversi/othello")
    finally:
        i18n.install(i18n.DEFAULT)
    assert first_visit.rules_href("checkers") == "./rules/checkers.html"
