"""The Share and export dialog in other languages: every word of it from the catalogue
(the pseudo-language marks each one), nothing overflowing its box on desktop and phone,
and no accessibility violation in French and Japanese."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from e2e.a11y import assert_accessible
from e2e.browser import assert_clean, wait_ready
from e2e.languages import unmarked

GAME = "m=b2-a3,a5-b4&n=2&vs=c2"


def open_share(context: BrowserContext, site_url: str, tag: str) -> Page:
    page = context.new_page()
    page.goto(f"{site_url}index.{tag}.html#{GAME}")
    wait_ready(page)
    page.locator("#share-button").click()
    expect(page.locator("#share-dialog")).to_be_visible()
    return page


def test_the_share_dialog_in_the_pseudo_language_is_all_marked(screen: BrowserContext,
                                                                site_url: str) -> None:
    page = open_share(screen, site_url, "en-XA")
    dialog = page.locator("#share-dialog")
    # Its words, the names screen readers read, and a status it says.
    page.locator('[data-share="download-record"]').click()
    expect(page.locator("#share-status")).not_to_be_empty()
    texts = [dialog.inner_text(), *dialog.evaluate(
        "d => [...d.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap("
        "e => ['aria-label', 'placeholder', 'title'].map(n => e.getAttribute(n) || ''))")]
    left = [word for text in texts for word in unmarked(text)]
    assert left == []
    overflowing = dialog.evaluate(
        "d => [...d.querySelectorAll('button, label, legend, p, h2')].filter("
        "e => e.offsetParent && e.scrollWidth > e.clientWidth + 1).map(e => e.outerHTML)")
    assert overflowing == []
    assert_clean(page)


def test_the_share_dialog_in_french_and_japanese_is_accessible(context: BrowserContext,
                                                               site_url: str) -> None:
    for tag, title in (("fr", "Partager et exporter"), ("ja", "共有と書き出し")):
        page = open_share(context, site_url, tag)
        expect(page.locator("#share-title")).to_have_text(title)
        assert_accessible(page)
        page.close()
