"""The computer player thinks in its worker: the page stays responsive meanwhile."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from byte import PASS, Position
from e2e.board import board_code, play_move
from e2e.browser import assert_clean

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""


def test_main_thread_stays_free_while_the_computer_thinks(
    context: BrowserContext, open_app: Callable[..., Page]
) -> None:
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    # Black (the computer, level 5) is to move after 1. b2-a3 a5-b4 2. d2-c3: it thinks at
    # once. Its first answer also waits for its worker to boot Pyodide.
    open_app("m=b2-a3,a5-b4,d2-c3&vs=c5&h=w", page=page)
    expect(page.locator("#thinking")).to_be_hidden(timeout=60_000)
    # White replies; now the warm worker only thinks, and that is what is measured.
    position = Position.from_code(board_code(page))
    play_move(page, position, next(m for m in position.legal_moves() if m != PASS))
    expect(page.locator("#thinking")).to_be_visible()
    # While it thinks the player can still look back through the game.
    page.keyboard.press("Home")
    expect(page.locator("#board")).to_have_attribute("data-position", Position().code())
    expect(page.locator("#thinking")).to_be_hidden(timeout=60_000)
    timing = page.locator("#thinking")
    asked = float(timing.get_attribute("data-asked-at") or "nan")
    answered = float(timing.get_attribute("data-answered-at") or "nan")
    assert answered > asked
    tasks = page.evaluate("() => window.__longTasks")
    during = [duration for start, duration in tasks if asked <= start <= answered]
    assert all(duration <= 100 for duration in during), during
    # The reply was added at the end of the game: one legal Black move after White's.
    page.keyboard.press("End")
    shown = page.locator("#board").get_attribute("data-position")
    replies = []
    for move in position.legal_moves():
        position.push(move)
        replies.append(position.code())
        position.pop()
    assert shown in replies
    assert_clean(page)


def test_a_worker_that_cannot_start_is_reported_in_words(
    context: BrowserContext, open_app: Callable[..., Page]
) -> None:
    context.route("**/static/bot-worker.js", lambda route: route.abort("connectionrefused"))
    page = context.new_page()
    open_app("vs=c1&h=b", page=page)  # the computer has White and must move first
    expect(page.locator("#alert")).to_contain_text("The computer could not move", timeout=30_000)
    expect(page.locator("#thinking")).to_be_hidden()
    # The page itself carries on: the board is there and still answers.
    page.keyboard.press("f")
    expect(page.locator("#board")).to_be_visible()
    assert page.evaluate("() => document.documentElement.dataset.appState") == "ready"
