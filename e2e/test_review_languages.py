"""The review, the analysis board, the puzzles and the editor in another language: in the
pseudo-language every word of their panels is from the catalogue (it marks each one) and
the longer words overflow nothing, on a desktop and a phone; in French the evaluation
scale and a review read as a French player expects."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from e2e.browser import assert_clean, wait_ready
from e2e.languages import unmarked

REVIEW_WAIT = 120_000  # the worker boots its own Python, then searches, on a busy machine
# Black's h6-g5 leaves the man on g5 to f4xh6: a blunder the review marks.
SHORT_GAME = "g=checkers&m=g3-f4,h6-g5,f4xh6"


def open_page(context: BrowserContext, site_url: str, tag: str, fragment: str) -> Page:
    page = context.new_page()
    page.goto(f"{site_url}index.{tag}.html#{fragment}")
    wait_ready(page)
    return page


def panel_words(page: Page, selector: str) -> list[str]:
    """The visible text and the accessible names inside ``selector``."""
    texts = page.evaluate(
        """(selector) => {
          const root = document.querySelector(selector);
          const names = [...root.querySelectorAll('[aria-label], [title]')]
            .map((e) => e.getAttribute('aria-label') || e.getAttribute('title'));
          return [root.innerText, ...names];
        }""", selector)
    return [text for text in texts if text]


def overflowing(page: Page, selector: str) -> list[str]:
    return page.evaluate(
        """(selector) => [...document.querySelectorAll(selector + ' *')]
          .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1
                  && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0
                  && !['svg', 'SELECT', 'INPUT'].includes(e.tagName)
                  && !e.closest('svg'))
          .map((e) => e.tagName + '.' + e.className + ': ' + e.textContent.slice(0, 40))""",
        selector)


def test_the_review_and_the_analysis_in_the_pseudo_language(screen: BrowserContext,
                                                            site_url: str) -> None:
    page = open_page(screen, site_url, "en-XA", SHORT_GAME)
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)
    panel.locator(".review-table summary").click()
    words = panel_words(page, "#review-panel")
    left = [word for text in words for word in unmarked(text)
            if not word.isdigit() and word not in ("h6-g5", "g3-f4", "f4xh6")]
    assert left == [], words
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    page.locator("#analyse-button").click()
    engine = page.locator("#analysis-engine .engine-score").first
    expect(engine).to_be_visible(timeout=REVIEW_WAIT)
    words = panel_words(page, "#analysis-engine")
    left = [word for text in words for word in unmarked(text)]
    assert all(word.isdigit() or "-" in word or "x" in word for word in left), left
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    assert_clean(page)


def test_the_puzzles_and_the_editor_in_the_pseudo_language(screen: BrowserContext,
                                                           site_url: str) -> None:
    # Breakthrough draughts: its puzzles name their rule set, one more text to check.
    page = open_page(screen, site_url, "en-XA", "g=checkers&v=breakthrough")
    page.locator("#tab-puzzles").click()
    panel = page.locator("#puzzle-panel")
    panel.locator('[data-puzzle="start"]').click()
    expect(panel.locator(".puzzle-rules")).to_be_visible()
    left = [word for text in panel_words(page, "#puzzle-panel") for word in unmarked(text)
            if not word.isdigit()]
    assert left == [], left
    assert overflowing(page, "#puzzle-panel") == []
    panel.locator('[data-puzzle="leave"]').click()
    page.locator("#edit-button").click()
    expect(page.locator("#editor-panel")).to_be_visible()
    page.locator("[data-editor='clear']").click()
    alert = page.locator("#editor-alert")
    expect(alert).not_to_be_empty()
    for text in (alert.inner_text(), page.locator("#editor-status").inner_text(),
                 page.locator("#editor-board").get_attribute("aria-label") or ""):
        assert [word for word in unmarked(text) if not word.isdigit()] == [], text
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    assert_clean(page)


def test_a_review_in_french(screen: BrowserContext, site_url: str) -> None:
    page = open_page(screen, site_url, "fr", SHORT_GAME)
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)
    expect(page.locator("#message")).to_have_text("Revue terminée : 1 coup marqué.")
    expect(panel.locator(".review-marks li button")).to_contain_text("1. Noirs h6-g5 : gaffe")
    expect(panel.locator(".review-better")).to_contain_text(
        "les chances de gain des Noirs passent de")
    expect(panel.locator(".chart-y span")).to_have_text(["100 %", "50 %", "0 %"])
    expect(panel.locator(".review-summary li").nth(1)).to_have_text(
        "Noirs : aucune imprécision, aucune erreur, 1 gaffe")
    assert_clean(page)
