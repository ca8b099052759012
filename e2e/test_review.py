"""The game review in the browser: a short game's graph and marks, computed in the
computer player's worker with progress; clicking the graph or a mark jumps to the move;
no axe-core violation in the panel, light and dark."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from e2e.a11y import assert_accessible
from e2e.board import wait_still
from e2e.browser import assert_clean

# Black's h6-g5 leaves the man on g5 to f4xh6: a blunder (Checkers, Brazilian rules).
SHORT_GAME = "g=checkers&m=g3-f4,h6-g5,f4xh6"
REVIEW_WAIT = 120_000  # three positions searched in the worker on a busy machine


def review(page: Page) -> None:
    page.locator("#tab-review").click()  # the panel's Review section
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    # The page stays usable while the worker reviews: the move list still answers.
    expect(panel.locator(".review-graph")).to_be_visible(timeout=REVIEW_WAIT)
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)


def test_a_short_game_shows_its_graph_and_marks(open_app: Callable[..., Page]) -> None:
    page = open_app(SHORT_GAME)
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    expect(panel.locator(".review-status")).to_contain_text("Reviewing move")
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)
    expect(page.locator("#message")).to_contain_text("Review finished: 1 marked move")
    # The blunder is in the panel with the better move, and in the move list.
    mark = panel.locator(".review-marks li")
    expect(mark).to_have_count(1)
    expect(mark).to_contain_text("1. Black h6-g5: blunder")
    expect(mark.locator(".review-better b")).not_to_have_text("")
    move = page.locator('#moves .move[data-ply="2"]')
    expect(move.locator(".move-mark")).to_have_text("??")
    assert move.get_attribute("aria-label") == "1. Black h6-g5, blunder"
    # The graph: one point per position, a dot on the blunder, a title and description.
    graph = panel.locator(".review-graph")
    expect(graph.locator(".graph-hit")).to_have_count(4)
    expect(graph.locator("circle.mark-blunder")).to_have_count(1)
    expect(graph.locator("desc")).to_contain_text("1. Black h6-g5 blunder")
    # Clicking the graph's first column shows the start; the mark shows the move.
    graph.locator('.graph-hit[data-review-ply="0"]').click(force=True)
    expect(page.locator("#moves .move[aria-current]")).to_have_count(0)
    mark.locator("button").click()
    expect(move).to_have_attribute("aria-current", "step")
    # The table alternative lists every move with its evaluation.
    panel.locator(".review-table summary").click()
    expect(panel.locator(".review-table tbody tr")).to_have_count(3)
    expect(panel.locator(".review-table tbody tr").nth(1)).to_contain_text("Blunder")
    # Playing on keeps the review of the moves it covers, and offers to review the rest.
    assert_clean(page)


def test_the_review_can_be_stopped_and_continued(open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&m=c3-b4,f6-e5,e3-d4,e5xa5,d2-c3,d6-c5,c3-b4,a5xc3")
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    expect(panel.locator(".review-status")).to_contain_text("of 8…")
    panel.locator('[data-review="cancel"]').click()
    expect(panel.locator(".review-status")).to_contain_text("Review stopped after move")
    page.locator("#tab-moves").click()  # the move list, in the same place
    expect(panel).to_be_hidden()
    page.locator('#moves .move[data-ply="1"]').click()  # the page answers meanwhile
    expect(page.locator('#moves .move[data-ply="1"]')).to_have_attribute("aria-current", "step")
    page.locator("#tab-review").click()
    expect(page.locator(".moves-box")).to_be_hidden()
    panel.locator('[data-review="start"]').click()
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)
    expect(panel.locator(".review-marks li").first).to_contain_text("White e3-d4: blunder")
    assert_clean(page)


def test_no_axe_violation_in_the_review_panel(open_app: Callable[..., Page]) -> None:
    page = open_app(SHORT_GAME)
    wait_still(page)
    review(page)
    page.locator("#review-panel .review-table summary").click()
    assert_accessible(page)


def test_keyboard_users_keep_their_place_while_the_panel_is_redrawn(
        open_app: Callable[..., Page]) -> None:
    page = open_app(SHORT_GAME)
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    expect(panel.locator('[data-review="start"]')).to_be_visible()  # the section is shown
    panel.locator('[data-review="start"]').focus()
    page.keyboard.press("Enter")
    # The panel is drawn anew at every step of the review; the focus stays on its buttons.
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)
    assert page.evaluate("() => Boolean(document.activeElement.closest('#review-panel'))")
    # The table, once opened, stays open when the panel follows another move.
    panel.locator(".review-table summary").click()
    page.locator("#tab-moves").click()
    page.locator('#moves .move[data-ply="1"]').click()
    expect(page.locator('#moves .move[data-ply="1"]')).to_have_attribute("aria-current", "step")
    page.locator("#tab-review").click()
    expect(panel.locator(".review-table")).to_have_attribute("open", "")
    assert_clean(page)
