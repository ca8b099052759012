"""The one settings type: the session's whole settings, what links and saved games state of
them (``vs``, ``h``, ``f``), and how a stated part is put on top of the page's own."""

from __future__ import annotations

import random

import pytest

from byte.errors import ByteError
from byte.settings import (
    COMPUTER,
    HUMAN,
    RANDOM,
    Settings,
    read_stated,
    stated_pairs,
)


def test_a_dict_round_trips_and_bad_values_are_refused_in_words() -> None:
    settings = Settings(opponent=COMPUTER, level=4, human="b", flip=True, game="reversi",
                        variant="reversi", size=6, clock="5+3")
    assert Settings.from_dict(settings.to_dict()) == settings
    with pytest.raises(ByteError, match="board size"):
        Settings.from_dict({"game": "reversi", "size": 7})
    with pytest.raises(ByteError, match="opponent"):
        Settings.from_dict({"opponent": "c3"})
    with pytest.raises(ByteError, match="side"):
        Settings.from_dict({"human": "r"})


def test_links_carry_who_plays_whom_and_the_turned_board_only() -> None:
    assert Settings().pairs() == []
    assert Settings(level=5, human="b", show_eval=True).pairs() == []  # two players
    assert Settings(flip=True).pairs() == [("f", "1")]
    computer = Settings(opponent=COMPUTER, level=1, human="w")
    assert computer.pairs() == [("vs", "c1"), ("h", "w")]
    assert computer.stated() == {"opponent": COMPUTER, "level": 1, "human": "w"}


@pytest.mark.parametrize("values, stated", [
    ({"vs": "h"}, {"opponent": HUMAN}),
    ({"vs": "c5", "h": "b"}, {"opponent": COMPUTER, "level": 5, "human": "b"}),
    ({"h": "r", "f": "0"}, {"human": RANDOM, "flip": False}),
    ({"f": True}, {"flip": True}),
])
def test_stated_settings_read_and_written_by_the_same_keys(values: dict, stated: dict) -> None:
    problems: list[str] = []
    assert read_stated(values, problems) == stated and problems == []
    again = dict(stated_pairs(stated))
    assert read_stated(again, problems) == stated and problems == []


def test_bad_link_values_are_dropped_with_a_reason_each() -> None:
    problems: list[str] = []
    assert read_stated({"vs": "c6", "h": "<x>", "f": "yes"}, problems) == {}
    assert [problem.split(" ")[0] for problem in problems] == ["vs=c6", "h=?x?", "f=yes"]


def test_what_is_stated_goes_on_top_and_the_rest_stays() -> None:
    page = Settings(game="checkers", variant="english", level=2, show_eval=True)
    result = page.with_stated({"opponent": COMPUTER, "level": 4, "flip": True})
    assert (result.opponent, result.level, result.flip) == (COMPUTER, 4, True)
    assert (result.game, result.variant, result.show_eval) == ("checkers", "english", True)
    assert page.opponent == HUMAN and page.level == 2  # a copy: the page's own unchanged
    assert page.with_stated({}) == page
    drawn = {page.with_stated({"human": RANDOM}, random.Random(seed)).human
             for seed in range(20)}
    assert drawn == {"w", "b"}
