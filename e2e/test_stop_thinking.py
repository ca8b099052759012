"""The computer stops when asked: an undo while it thinks ends its search at once, by the
shared flag where the page is cross-origin isolated, by ending its worker in a cross-site
frame (where isolation is impossible); either way the board takes the player's input."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from byte import Position
from e2e.board import play_move
from e2e.browser import assert_clean
from e2e.embedding import embedded_app

THINKING = "#thinking"


def click(frame, name: str) -> None:
    """Click a square near its corner, where no checker is drawn."""
    cell = frame.locator(f'#board .sq[data-square="{name}"] > rect').first
    cell.click(position={"x": 6, "y": 6}, force=True)


def searching(frame) -> None:
    """Wait until the worker has the request: an undo before that has nothing to stop (the
    request is dropped unsent), so it would leave no mark of how the search stopped."""
    frame.wait_for_function("() => document.getElementById('thinking').dataset.sentAt")


def start_thinking_then_undo(page: Page) -> tuple[float, str]:
    """Level 5 (Black) thinks about its reply; the player takes back at once."""
    expect(page.locator(THINKING)).to_have_attribute("data-worker", re.compile("."),
                                                     timeout=90_000)  # the worker is up
    position = Position()
    play_move(page, position, position.parse_move("b2-a3"))
    expect(page.locator(THINKING)).to_be_visible()
    searching(page)
    page.wait_for_timeout(150)
    page.locator('[data-action="undo"]').first.click()
    expect(page.locator(THINKING)).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-position", Position().code())
    page.wait_for_function("() => document.getElementById('thinking').dataset.stoppedBy")
    data = page.locator(THINKING)
    return float(data.get_attribute("data-stopped-at") or "nan"), \
        data.get_attribute("data-stopped-by") or ""


def test_a_top_level_page_stops_the_search_by_the_shared_flag(
        open_app: Callable[..., Page]) -> None:
    page = open_app("vs=c5&h=w")
    if not page.evaluate("() => self.crossOriginIsolated"):
        # Without isolation the worker is ended instead; the frame test covers that.
        stopped_at, how = start_thinking_then_undo(page)
        assert how == "ended"
        return
    stopped_at, how = start_thinking_then_undo(page)
    assert how == "flag"
    page.wait_for_function("() => document.getElementById('thinking').dataset.staleAt")
    stale_at = float(page.locator(THINKING).get_attribute("data-stale-at") or "nan")
    assert stale_at - stopped_at < 300  # the search answered within 300 ms of the stop
    assert_clean(page)


def test_a_cross_site_frame_ends_the_worker_and_plays_on(browser: Browser, site_url: str,
                                                        blog_server) -> None:
    with embedded_app(browser, site_url, blog_server, "localhost",
                      fragment="vs=c5&h=w&embed=1") as (page, frame):
        assert not frame.evaluate("() => self.crossOriginIsolated")
        # An embed has no undo button: take back through the page's own handle, as the
        # full page's Undo does.
        expect(frame.locator(THINKING)).to_have_attribute("data-worker", "plain",
                                                          timeout=90_000)
        click(frame, "b2")
        click(frame, "a3")
        expect(frame.locator(THINKING)).not_to_have_attribute("hidden", "")
        searching(frame)
        frame.evaluate("() => window.byteApp.run('undo')")
        frame.wait_for_function("() => document.getElementById('thinking').dataset.stoppedBy")
        assert frame.locator(THINKING).get_attribute("data-stopped-by") == "ended"
        # The board plays on, and the computer answers again (a new worker).
        expect(frame.locator("#board")).to_have_attribute("data-position", Position().code())
        click(frame, "d2")
        click(frame, "c3")
        expect(frame.locator("#embed-status")).to_contain_text("Move 2 of 2", timeout=90_000)
        assert_clean(page)
