"""The page boots with any content in its storage: each kind of damaged saved data (not
JSON, wrong types, a clock saved at a moment far past any float, a nested games list, a
damaged last game of another game), with and without a link to another game. The page
comes up playable with a plain message, the link opens what it names, and the damaged
entry is kept and can be downloaded from Your games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from byte import Position
from byte.errors import has_hidden
from byte.record import Game
from byte.saved import dumps
from byte.web.persist import GAME_KEY, HISTORY_KEY, STORAGE_KEY
from e2e.board import play_move, wait_still
from e2e.browser import assert_clean, wait_ready

HUGE = "1" + "0" * 400
"""A number of 401 digits: JSON reads it, Python's float() cannot."""


def clocked_game() -> str:
    """A game of Byte with clocks saved at the moment 10**400."""
    data = json.loads(dumps(Game(moves=["b2-a3", "a5-b4"])))
    data["clock"] = {"control": "3+2", "timed": "wb", "left": {"w": 170, "b": 180},
                     "running": "w", "started": True, "paused": False, "stopped": False,
                     "flag": None, "exchanged": False, "at": 0}
    return json.dumps(data).replace('"at": 0', f'"at": {HUGE}')


BAD_JSON = "{not json \u202e<b>"
WRONG_TYPES = json.dumps({"format": "byte-saved-game", "version": 2, "start": 7,
                          "moves": {"b2-a3": 1}, "ply": [], "settings": 3})

DAMAGED = [
    # (storage key, stored text, the link, the alert's words, kept among the damaged)
    (STORAGE_KEY, BAD_JSON, "", "Your saved game could not be restored", True),
    (STORAGE_KEY, BAD_JSON, "g=reversi", "Your saved game could not be restored", True),
    (STORAGE_KEY, WRONG_TYPES, "", "its start position is missing", True),
    (STORAGE_KEY, WRONG_TYPES, "g=reversi", "its start position is missing", True),
    (STORAGE_KEY, clocked_game(), "", "so the game goes on without them", False),
    (STORAGE_KEY, clocked_game(), "g=reversi", "so the game goes on without them", False),
    (STORAGE_KEY, '{"format": "byte-saved-game", "version": ' + HUGE + "}", "g=reversi",
     "newer version", True),
]


def on_the_site(context: BrowserContext, site_url: str) -> Page:
    """A page on the site's origin, where its storage can be written before the app
    boots: a rules page (plain HTML; the app itself would boot Python for nothing)."""
    page = context.new_page()
    page.goto(site_url + "rules/byte.html")
    return page


def store(page: Page, key: str, text: str) -> None:
    page.evaluate("""([key, value]) => { localStorage.clear();
        localStorage.setItem('byte.welcomed', '1'); localStorage.setItem(key, value); }""",
                  [key, text])


def boot(page: Page, site_url: str, fragment: str) -> None:
    page.goto("about:blank")
    page.goto(site_url + (f"#{fragment}" if fragment else ""))
    wait_ready(page)


def expect_playable(page: Page, game: str) -> None:
    """The page shows ``game`` and answers a click with a move."""
    expect(page.locator("#board")).to_have_attribute("data-game", game)
    if game == "byte":
        moves = page.locator("#moves .move").count()
        position = Game(moves=[page.locator("#moves .move").nth(n).inner_text()
                               for n in range(moves)]).end
        play_move(page, position, position.legal_moves()[0])
        return
    wait_still(page)
    before = page.locator("#board").get_attribute("data-position")
    page.locator('#board .sq[data-square="d3"]').click()
    expect(page.locator("#board")).not_to_have_attribute("data-position", before or "")


def open_your_games(page: Page) -> None:
    page.locator("#share-button").click()
    expect(page.locator("#share-dialog")).to_be_visible()


def expect_kept_and_downloadable(page: Page, text: str) -> None:
    open_your_games(page)
    entry = page.locator("#your-games .damaged-entry").first
    expect(entry).to_contain_text("Damaged saved data, kept as it was found")
    with page.expect_download() as download:
        entry.locator('[data-share="download-damaged"]').click()
    assert Path(download.value.path()).read_text(encoding="utf-8") == text
    page.locator('#share-dialog [data-share="close"]').click()


@pytest.mark.parametrize(("key", "text", "fragment", "words", "kept"), DAMAGED)
def test_the_page_boots_with_damaged_storage(context: BrowserContext, site_url: str,
                                             key: str, text: str, fragment: str, words: str,
                                             kept: bool) -> None:
    page = on_the_site(context, site_url)
    store(page, key, text)
    boot(page, site_url, fragment)
    alert = page.locator("#alert")
    expect(alert).to_contain_text(words)
    assert not has_hidden(alert.inner_text()) and "<b>" not in alert.inner_text()
    expect_playable(page, "reversi" if fragment else "byte")
    if kept:
        expect_kept_and_downloadable(page, text)
    # The next visit starts cleanly: the damaged entry is no longer where it broke the page.
    boot(page, site_url, "")
    expect(alert).not_to_contain_text("could not be restored")
    assert_clean(page)


def test_a_deeply_nested_games_list_is_set_aside(context: BrowserContext,
                                                 site_url: str) -> None:
    nested = "[" * 100_000 + "]" * 100_000
    page = on_the_site(context, site_url)
    store(page, HISTORY_KEY, nested)
    boot(page, site_url, "g=reversi")
    expect_playable(page, "reversi")
    expect_kept_and_downloadable(page, nested)
    assert page.evaluate(f"() => localStorage.getItem({HISTORY_KEY!r})") is None
    assert_clean(page)


def test_a_damaged_last_game_of_another_game_is_set_aside(context: BrowserContext,
                                                           site_url: str) -> None:
    page = on_the_site(context, site_url)
    store(page, GAME_KEY + "reversi", WRONG_TYPES)
    boot(page, site_url, "")
    position = Position()
    play_move(page, position, position.parse_move("b2-a3"))
    page.locator("#game-switch [data-switch-game='reversi'], [data-switch-game='reversi']"
                 ).first.click()
    expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
    expect(page.locator("#message, #alert").first).to_be_visible()
    expect_playable(page, "reversi")
    expect_kept_and_downloadable(page, WRONG_TYPES)
    assert_clean(page)
