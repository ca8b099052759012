"""The trimmed standard library (tools/build.py): every game boots and plays with it, and
a module it left out is still there when imported (byte/web/stdlib_on_demand.py)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from byte import games
from e2e.browser import assert_clean, in_page_python, ready_page, wait_ready

pytestmark = pytest.mark.first_visit

WHOLE_LIBRARY = "/python_stdlib.zip"


def whole_library_asked(context: BrowserContext) -> int:
    return sum(url.endswith(WHOLE_LIBRARY) for url in context.log.requests)


def computer_opens(page: Page, game: str, variant: str) -> None:
    """Open a game against the computer, which moves first; wait for its move."""
    first = games.find(game).variant(variant).first
    page.evaluate("(hash) => { location.hash = hash; }",
                  f"g={game}&v={variant}&vs=c1&h={'b' if first == 'w' else 'w'}")
    page.wait_for_function(
        """([variant]) => document.querySelector('#board')?.dataset.variant === variant
            && document.querySelectorAll('#moves button.move').length >= 1""",
        arg=[variant], timeout=60_000)


def test_every_game_boots_and_plays_with_the_trimmed_library(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    for info in games.GAMES.values():
        for variant in info.variants:
            computer_opens(page, info.id, variant.id)
    assert whole_library_asked(context) == 0, "a module the site imports was left out"
    assert_clean(page)


# Run in the page's Python (on the main thread, where page scripts reach it): a module the
# trimmed library lacks, imported as any code path would.
IMPORT_LEFT_OUT = in_page_python("""
import statistics
import xml.dom.minidom
board = xml.dom.minidom.parseString("<board/>")
answer = [statistics.mean([1, 2, 6]), board.documentElement.tagName]
""", "answer")


def test_a_module_left_out_is_fetched_when_imported(browser: Browser,
                                                     main_thread_url: str) -> None:
    with ready_page(browser, main_thread_url) as page:
        context = page.context
        assert whole_library_asked(context) == 0
        assert page.evaluate(IMPORT_LEFT_OUT) == [3, "board"]
        assert whole_library_asked(context) == 1
        assert page.evaluate(IMPORT_LEFT_OUT) == [3, "board"]  # downloaded once
        assert whole_library_asked(context) == 1
        problems = [p for p in context.log.problems() if "Synchronous XMLHttpRequest" not in p]
        assert not problems, problems
