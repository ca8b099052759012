"""The computer player thinks in its worker: the page stays responsive meanwhile."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte import PASS, Move, Position, book, games
from e2e.board import board_code, play_move
from e2e.browser import assert_clean, new_context, wait_ready

# Installed before anything loads: every main-thread task over 50 ms, and every frame held
# over 50 ms with the scripts that ran in it (which the browser names, with their times).
LONG_TASKS = """
window.__longTasks = [];
window.__longFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longFrames.push({
    start: entry.startTime, duration: entry.duration,
    scripts: entry.scripts.map((s) => [s.invoker, s.sourceURL, s.duration]),
  });
}).observe({ type: "long-animation-frame", buffered: true });
"""

def test_main_thread_stays_free_while_the_computer_thinks(
    context: BrowserContext, open_app: Callable[..., Page]
) -> None:
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    # Black (the computer, level 5) is to move after 1. b2-a3 a5-b4 2. d2-c3: it thinks at
    # once. Its first answer also waits for its worker to boot Pyodide.
    open_app("m=b2-a3,a5-b4,d2-c3&vs=c5&h=w", page=page)
    # (Where Python runs in a worker the page may be ready a moment before it shows that
    # the computer thinks: wait for the reply itself.)
    page.wait_for_function(
        "() => document.querySelector('#board').dataset.position.split(' ')[1] === 'w'",
        timeout=60_000)
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
    tasks, frames = page.evaluate("() => [window.__longTasks, window.__longFrames]")
    frames = [frame for frame in frames if asked <= frame["start"] <= answered]
    # Had the search run on the main thread, it would be one task of nearly all the time
    # the worker took, and one script of that length in a frame.
    during = [duration for start, duration in tasks if asked <= start <= answered]
    assert all(duration < (answered - asked) / 2 for duration in during), (during, frames)
    # Nor did any script that ran meanwhile last like a search (level 5 thinks for a second
    # or more). The bound is the same half of the thinking time, not a fixed figure: with
    # the other test process on the same two cores, a task once took 0.75 s of which nothing
    # says it was ours, and PyScript's main-thread side of the worker once took 192 ms, and
    # once 361 ms, to answer the worker (alone, this test's scripts stay far below that).
    scripts = [script for frame in frames for script in frame["scripts"]]
    assert all(duration < (answered - asked) / 2 for _, _, duration in scripts), (
        during, frames)
    # The reply was added at the end of the game: one legal Black move after White's.
    page.keyboard.press("End")
    expect(page.locator("#board")).not_to_have_attribute("data-position", Position().code())
    shown = page.locator("#board").get_attribute("data-position")
    replies = []
    for move in position.legal_moves():
        position.push(move)
        replies.append(position.code())
        position.pop()
    assert shown in replies
    assert_clean(page)


def in_book_after(position: Position, move: Move) -> bool:
    """Whether the computer would find a book move after ``move`` (as the bot looks)."""
    after = position.copy()
    after.push(move)
    return bool(book.book_for(after).moves(after))


def test_the_computer_opens_from_its_book_then_searches(
    open_app: Callable[..., Page]
) -> None:
    """Byte on 10x10, the computer (level 5) has White: its first move comes from the book
    shipped with the site (no node searched), and its answer to a move the book does not
    hold is searched."""
    start = games.rules("byte").start("byte", 10)
    book_moves = {text for text, _ in book.book_for(start).entries()[start.code()]}
    page = open_app("s=10&vs=c5&h=b")
    thinking = page.locator("#thinking")
    expect(thinking).to_have_attribute("data-answered-at", re.compile(r"\d"), timeout=60_000)
    assert thinking.get_attribute("data-nodes") == "0"
    expect(page.locator("#moves .move")).to_have_count(1)
    assert page.locator("#moves .move").inner_text().strip() in book_moves
    # Black replies with a move the book does not keep: the computer searches.
    position = Position.from_code(board_code(page))
    reply = next(move for move in position.legal_moves() if not in_book_after(position, move))
    answered = thinking.get_attribute("data-answered-at")
    play_move(page, position, reply)
    expect(thinking).not_to_have_attribute("data-answered-at", answered or "", timeout=60_000)
    assert int(thinking.get_attribute("data-nodes") or "0") > 0
    assert_clean(page)


def test_a_worker_that_cannot_start_is_reported_in_words(
    browser: Browser, main_thread_url: str
) -> None:
    """Run where Python is on the main thread: the browser under test cannot refuse a
    request made by a worker's own worker (the computer's, started by Python in a worker),
    and the words come from the same Python either way."""
    context = new_context(browser, main_thread_url)
    context.route("**/static/bot-worker.js", lambda route: route.abort("connectionrefused"))
    page = context.new_page()
    page.goto(main_thread_url + "#vs=c1&h=b")  # the computer has White and must move first
    wait_ready(page)
    expect(page.locator("#alert")).to_contain_text("The computer could not move", timeout=30_000)
    expect(page.locator("#thinking")).to_be_hidden()
    # The page itself carries on: the board is there and still answers.
    page.keyboard.press("f")
    expect(page.locator("#board")).to_be_visible()
    assert page.evaluate("() => document.documentElement.dataset.appState") == "ready"
    context.close()
