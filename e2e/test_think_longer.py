"""Thinking longer in the browser: on the analysis board the computer's search deepens
depth by depth in its worker, Stop keeps what it found, and the board stays playable
(a move puts the run away); in the review a Reversi ending is solved to its exact
result. No axe violation in the box."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from byte import Position
from e2e.a11y import assert_accessible
from e2e.board import play_move, wait_still
from e2e.browser import assert_clean, ready_page

THINK_TIMEOUT = 90_000  # the worker boots its own Python first, on a busy machine
REVERSI_ENDING = "XXXXXXXXOXXXXXX-OOXOXXX-OOOXXOXXOOOOOOOXOOOOXOOXOOOOOO-XOOOOOO-- O"
"""White (O) to move wins by 8 with h2."""


def test_thinking_longer_deepens_stops_and_leaves_the_board_playable(
        open_app: Callable[..., Page]) -> None:
    page = open_app()
    position = Position()
    play_move(page, position, position.parse_move("b2-a3"))
    page.locator("#analyse-button").click()
    box = page.locator("#analysis-think")
    expect(box).to_be_visible()
    box.locator("[data-think='start']").click()
    stop = box.locator("[data-think='stop']")
    expect(stop).to_be_visible()
    expect(page.locator("#analysis-think-status")).to_have_text("Thinking longer…")
    # At least two completed depths shown as they come, each with its best line.
    expect(box.locator(".think-depths li").first).to_be_visible(timeout=THINK_TIMEOUT)
    expect(box.locator(".think-best small")).to_contain_text("depth ")
    expect(box.locator(".think-line")).to_contain_text("Best line: 1... ")
    # Stopped at once: the run ends by itself after a few seconds, which on a busy machine
    # a check of the whole page could outlast.
    stop.click()
    expect(box.locator("[data-think='start']")).to_have_text("Think again")
    expect(page.locator("#analysis-think-status")).to_contain_text("Stopped at depth ")
    shown = box.locator(".think-best").inner_text()
    assert "%" in shown or "wins" in shown  # the site's one scale, or a result
    wait_still(page)
    assert_accessible(page)  # the depths, the best line and the result, as they stay
    # The board stays playable; the move puts the run about the old position away.
    play_move(page, position, position.parse_move("a5-b4"))
    expect(box.locator("[data-think='start']")).to_have_text("Think longer")
    expect(box.locator(".think-best")).to_have_count(0)
    expect(page.locator("#analysis-tree .move")).to_have_text(["b2-a3", "a5-b4"])
    assert_clean(page)


def test_the_review_solves_a_reversi_ending_to_its_exact_result(
        open_app: Callable[..., Page]) -> None:
    page = open_app("g=reversi&p=" + REVERSI_ENDING.replace(" ", "_"))
    page.locator("#tab-review").click()
    box = page.locator("#review-think")
    box.locator("[data-think='start']").click()
    expect(box.locator(".think-best b")).to_have_text("White wins by 8", timeout=THINK_TIMEOUT)
    expect(box.locator(".think-line")).to_have_text("Best line: h2 h3 pass g8 g7 h8")
    expect(page.locator("#review-think-status")).to_have_text("Solved: White wins by 8.")
    expect(box.locator("[data-think='start']")).to_have_text("Think again")
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_stop_without_the_shared_flag_ends_the_worker_and_a_new_one_answers(
        browser: Browser, main_thread_url: str) -> None:
    # Served without cross-origin isolation: no shared flag, so Stop ends the worker.
    with ready_page(browser, main_thread_url) as page:
        page.locator("#analyse-button").click()
        box = page.locator("#analysis-think")
        box.locator("[data-think='start']").click()
        expect(box.locator(".think-best")).to_be_visible(timeout=THINK_TIMEOUT)
        box.locator("[data-think='stop']").click()
        expect(page.locator("#analysis-think-status")).to_contain_text("Stopped at depth ")
        # A new worker thinks again, and the computer's analysis goes on.
        box.locator("[data-think='start']").click()
        expect(box.locator(".think-best")).to_be_visible(timeout=THINK_TIMEOUT)
        box.locator("[data-think='stop']").click()
        position = Position()
        play_move(page, position, position.parse_move("b2-a3"))
        expect(page.locator("#analysis-engine .engine-move").first).to_be_visible(
            timeout=THINK_TIMEOUT)
        assert_clean(page)
