"""The play screen's own words in another language: the status line, the players' names,
the board's and its squares' accessible names, the move list's, and what a takeback says
are all from the catalogue (the pseudo-language marks each one), in French as well."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from e2e.browser import assert_clean, open_ready
from e2e.languages import unmarked

GAME = "m=b2-a3,a5-b4&n=2"


def open_page(context: BrowserContext, site_url: str, tag: str) -> Page:
    return open_ready(context, f"{site_url}index.{tag}.html#{GAME}")


def screen_words(page: Page) -> list[str]:
    """The status line, the players' names, the message, and the accessible names of the
    board, its squares and the move list."""
    names = page.evaluate(
        "() => [document.querySelector('#board'), ...document.querySelectorAll("
        "'#board [aria-label], #moves [aria-label]')].map(e => e.getAttribute('aria-label'))")
    texts = [page.locator("#turn").inner_text(), page.locator("#message").inner_text(),
             *page.locator(".player-name").all_inner_texts()]
    return [text for text in [*texts, *names] if text]


def test_the_play_screen_in_the_pseudo_language_is_all_marked(context: BrowserContext,
                                                              site_url: str) -> None:
    page = open_page(context, site_url, "en-XA")
    page.locator('.panel [data-action="undo"]').click()
    expect(page.locator("#message")).not_to_be_empty()
    words = screen_words(page)
    left = [word for text in words for word in unmarked(text)]
    assert left == [], words
    assert_clean(page)


def test_the_play_screen_in_french(context: BrowserContext, site_url: str) -> None:
    page = open_page(context, site_url, "fr")
    expect(page.locator("#turn")).to_have_text("Aux Blancs de jouer")
    page.locator('.panel [data-action="undo"]').click()
    expect(page.locator("#message")).to_have_text("Coup des Noirs a5-b4 repris.")
    expect(page.locator("#moves .move").first).to_have_attribute("aria-label", "1. Blancs b2-a3")
