"""One evaluation scale in the browser, on a desktop and a phone: the evaluation bar, the
analysis board and the review all show White's winning chances in per cent, with the
same legend; the review's graph names its axes (winning chances, move numbers), a click
on it shows that position on a board in view, and the Review tab shows the progress of a
review that runs; no axe violation, light and dark."""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext, Page, expect

from byte.chances import legend
from e2e.a11y import assert_accessible
from e2e.browser import assert_clean, open_ready
from e2e.test_session_flow import expect_board_in_view, long_game, scroll_down

ENGINE_WAIT = 120_000  # the worker boots its own Python first, on a busy machine
PERCENT = re.compile(r"^\d{1,3}%$")
# Black's h6-g5 leaves the man on g5 to f4xh6: a blunder the review marks.
SHORT_GAME = "g=checkers&m=g3-f4,h6-g5,f4xh6"


def open_page(context: BrowserContext, site_url: str, fragment: str) -> Page:
    return open_ready(context, f"{site_url}#{fragment}")


def test_the_bar_and_the_analysis_speak_winning_chances(screen: BrowserContext,
                                                          site_url: str) -> None:
    page = open_page(screen, site_url, SHORT_GAME)
    page.get_by_label("Show evaluation").check()
    bar = page.locator("#eval-bar")
    expect(bar).not_to_have_class(re.compile(r"\bunknown\b"), timeout=ENGINE_WAIT)
    expect(page.locator("#eval-number")).to_have_text(PERCENT)
    chances = int(page.locator("#eval-number").inner_text().rstrip("%"))
    assert bar.get_attribute("aria-valuenow") == str(chances)
    expect(bar).to_have_attribute("aria-valuetext", re.compile(
        rf"^White's winning chances {chances}%: (even|White is better|Black is better)$"))
    assert legend() in (bar.get_attribute("title") or "")
    # The analysis board: the same scale, every move's chances, and the legend in words.
    page.locator("#analyse-button").click()
    status = page.locator("#analysis-panel .engine-status b")
    expect(status).to_have_text(PERCENT, timeout=ENGINE_WAIT)
    expect(page.locator("#analysis-panel .eval-legend")).to_have_text(legend())
    scores = page.locator("#analysis-panel .engine-score")
    expect(scores.first).to_have_text(PERCENT)
    for text in scores.all_inner_texts():
        assert PERCENT.match(text) or text in ("White wins", "Black wins"), text
    assert_accessible(page)
    assert_clean(page)


def test_the_review_graph_is_labelled_and_shows_a_chosen_move(screen: BrowserContext,
                                                                site_url: str) -> None:
    page = open_page(screen, site_url, SHORT_GAME)
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=ENGINE_WAIT)
    chart = panel.locator(".review-chart")
    expect(chart.locator(".chart-caption")).to_contain_text("White's winning chances")
    expect(chart.locator(".chart-y span")).to_have_text(["100%", "50%", "0%"])
    expect(chart.locator(".chart-x-ticks text").first).to_have_text("1")
    # The blunder's reason is on the same scale.
    expect(panel.locator(".review-better")).to_contain_text(
        re.compile(r"Black's winning chances fall from \d+% to \d+%"))
    expect(panel.locator(".review-table tbody td").nth(1)).to_contain_text("%")
    # Each point names its move and its chances; a click shows that position on a board
    # in view (on a phone the panel is below the board: scroll to the graph first).
    point = chart.locator('.graph-hit[data-review-ply="1"]')
    expect(point.locator("title")).to_contain_text("1. White g3-f4: ")
    scroll_down(page)
    chart.scroll_into_view_if_needed()
    point.click(force=True)
    expect(page.locator('#moves .move[data-ply="1"]')).to_have_attribute("aria-current",
                                                                          "step")
    expect_board_in_view(page, "a click on the review graph")
    expect(chart.locator(".graph-now")).to_have_attribute("x1", re.compile(r"^106\.6"))
    assert_accessible(page)
    assert_clean(page)


def test_a_long_review_shows_its_progress_on_its_tab(screen: BrowserContext,
                                                      site_url: str) -> None:
    page = open_page(screen, site_url, long_game(30))
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    tab = page.locator("#tab-review")
    # At once: the tab and the panel say the review runs; the share grows as it goes.
    expect(tab).to_have_text(re.compile(r"^Review \d+%$"))
    expect(panel.locator(".review-status")).to_contain_text("Reviewing move")
    expect(panel.locator("progress.review-progress")).to_be_visible()
    expect(tab).to_have_text(re.compile(r"^Review ([1-9]\d?)%$"), timeout=ENGINE_WAIT)
    # Another section keeps showing the progress on the tab.
    page.locator("#tab-moves").click()
    expect(tab).to_have_text(re.compile(r"^Review \d+%$"))
    page.locator("#tab-review").click()
    panel.locator('[data-review="cancel"]').click()
    expect(tab).to_have_text("Review")
    assert_clean(page)
