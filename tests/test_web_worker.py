"""byte.web.worker: the computer player's answers, and its refusals in the page's language."""

from __future__ import annotations

import json

import pytest
from i18n import compiled  # tools/i18n.py

from byte import i18n
from byte.bot import load
from byte.errors import ByteError
from byte.games.byte.rules import START_CODES
from byte.web.worker import reason, think

BAD = {"code": "not a position", "moves": [], "level": 1, "seed": 7, "game": "byte",
       "variant": ""}


@pytest.fixture
def french():
    i18n.install("fr", compiled("fr"))
    yield
    i18n.install(i18n.DEFAULT)


def english_refusal(request: dict) -> str:
    """The worker's answer: it runs with no catalogue, so in English."""
    shown = i18n.language()
    i18n.install(i18n.DEFAULT)
    try:
        reply = json.loads(think(request["code"], request["level"], request["seed"],
                                 request["game"], request["variant"],
                                 moves=" ".join(request["moves"])))
    finally:
        i18n.install(shown, compiled(shown) if shown != i18n.DEFAULT else None)
    assert reply["error"].startswith("ByteError: ")
    return reply["error"]


def test_a_refused_position_is_told_again_in_the_pages_language(french) -> None:
    error = english_refusal(BAD)
    with pytest.raises(ByteError) as raised:
        load(BAD["code"], [], "byte")
    french_words = str(raised.value)
    assert french_words != error.removeprefix("ByteError: ")
    assert reason(BAD, error) == french_words


def test_a_refused_move_and_level_are_told_in_the_pages_language(french) -> None:
    request = {**BAD, "code": START_CODES[8], "moves": ["b2-a3", "zz"]}
    with pytest.raises(ByteError) as raised:
        load(START_CODES[8], ["b2-a3", "zz"], "byte")
    assert reason(request, english_refusal(request)) == str(raised.value)
    level = {**BAD, "code": START_CODES[8], "level": 9}
    assert reason(level, english_refusal(level)) == i18n.tr(
        "{what} must be {low} to {high}", what=i18n.tr("the level"), low=1, high=5)


def test_the_loaders_failures_are_translated_with_the_browsers_words(french) -> None:
    assert reason(BAD, "Python could not start: Failed to fetch") == i18n.tr(
        "Python could not start ({error}).", error="Failed to fetch")
    assert "Failed to fetch" in reason(BAD, "the game's files could not be downloaded: "
                                       "Failed to fetch")
    assert reason(BAD, "RangeError: x") == i18n.tr("its worker failed ({error}).",
                                                   error="RangeError: x")


def test_english_reasons_stay_the_workers_words() -> None:
    error = english_refusal(BAD)
    assert reason(BAD, error) == error.removeprefix("ByteError: ")
    assert reason({}, "Python could not start: offline") == "Python could not start (offline)."
    # When the page's checks find nothing wrong, the worker's own words are told.
    assert reason({"code": START_CODES[8], "level": 1, "seed": 7}, "ByteError: odd") == "odd"
