"""axe-core finds no violation in any state of the page: every game at the start and
mid-game, the level picker, the dialogs, a finished game, an embed, light and dark."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.a11y import assert_accessible
from e2e.board import square_point, wait_still
from e2e.browser import new_context, wait_ready

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
REVERSI_OVER = "XXXOOOOOXXXXXXOOXOXXXOXOXOOXOXOOXOOXXOXOXXOXXXXXXXOOXXXXXXXXXXXX_O"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("fragment", [
    "", "m=b2-a3,a5-b4", "g=reversi&m=f5,d6", "g=checkers&p=W:Wc3,g3:Bd4",
    "g=checkers&v=international", "g=checkers&v=english&m=11-15",
    f"g=reversi&p={REVERSI_OVER}", "m=b2-a3&embed=1", "g=reversi&embed=1",
])
def test_no_violation(browser: Browser, site_url: str, fragment: str, scheme: str) -> None:
    context = new_context(browser, site_url, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(f"{site_url}#{fragment}")
        wait_ready(page)
        wait_still(page)
        assert_accessible(page)
    finally:
        context.close()


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
