"""axe-core finds no violation in any state of the page: every game at the start and
mid-game, the level picker, the dialogs, a finished game, an embed, light and dark."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from e2e.a11y import assert_accessible
from e2e.board import square_point, wait_still

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
REVERSI_OVER = "XXXOOOOOXXXXXXOOXOXXXOXOXOOXOXOOXOOXXOXOXXOXXXXXXXOOXXXXXXXXXXXX_O"


# Each is opened in turn in one page, as a link followed from elsewhere (the page reopens
# what a changed address names), so one boot checks them all; both colour schemes each.
STATES = [
    "m=b2-a3,a5-b4", "g=reversi&m=f5,d6", "g=checkers&p=W:Wc3,g3:Bd4",
    "g=checkers&v=international", "g=checkers&v=english&m=11-15",
    f"g=reversi&p={REVERSI_OVER}",
]


def test_no_violation_in_any_game_or_state(open_app: Callable[..., Page]) -> None:
    page = open_app()
    wait_still(page)
    assert_accessible(page)  # Byte at the start
    board = page.locator("#board")
    for fragment in STATES:
        shown = board.get_attribute("data-position")
        page.evaluate("(fragment) => { location.hash = fragment; }", fragment)
        expect(board).not_to_have_attribute("data-position", shown or "")
        wait_still(page)
        assert_accessible(page)
    expect(page.locator("#banner")).to_be_visible()  # the last one is a finished game


@pytest.mark.parametrize("fragment", ["m=b2-a3&embed=1", "g=reversi&embed=1"])
def test_no_violation_in_an_embed(open_app: Callable[..., Page], fragment: str) -> None:
    page = open_app(fragment)
    wait_still(page)
    assert_accessible(page)


def test_no_violation_while_choosing_and_in_dialogs(open_app: Callable[..., Page]) -> None:
    page = open_app(f"p={EXAMPLE.replace(' ', '_')}")
    wait_still(page)
    page.mouse.click(*square_point(page, "f2"))
    assert_accessible(page)  # a stack selected, its targets marked
    page.mouse.click(*square_point(page, "e3"))
    expect(page.locator("#level-picker")).to_be_visible()
    assert_accessible(page)  # the level picker asks
    page.keyboard.press("Escape")
    page.locator(".panel-head [data-action='new']").click()
    expect(page.locator("#new-game-dialog")).to_be_visible()
    assert_accessible(page)
    page.locator('#new-game-form input[name="game"][value="checkers"]').check()
    assert_accessible(page)
    page.keyboard.press("Escape")
    page.locator("#share-button").click()
    expect(page.locator("#share-dialog")).to_be_visible()
    assert_accessible(page)
