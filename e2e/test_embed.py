"""The site boots inside iframes: a cross-site one (storage and service workers denied, the
blog case) and a same-site one (a normal page)."""

from __future__ import annotations

from functools import partial
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Frame, Page, expect

from byte.record import Game
from e2e import embedding
from e2e.browser import assert_clean, ready_page

MOVES = ["b2-c3", "c5-b4", "d2-c3"]
LINKED_GAME = f"m={','.join(MOVES)}&embed=1"
embedded_app = partial(embedding.embedded_app, fragment=LINKED_GAME)


def step_through_the_game(page: Page, frame: Frame) -> None:
    """The frame shows the linked game at its last move and steps back and forth."""
    game = Game(moves=MOVES)
    board = frame.locator("#board")
    expect(board).to_have_attribute("data-position", game.position_at(3).code())
    expect(frame.locator("#embed-bar")).to_be_visible()
    frame.locator('#embed-bar [data-action="prev"]').click()
    expect(board).to_have_attribute("data-position", game.position_at(2).code())
    frame.locator('#embed-bar [data-action="prev"]').click()
    expect(board).to_have_attribute("data-position", game.position_at(1).code())
    page.keyboard.press("ArrowRight")  # the frame has focus after the clicks
    expect(board).to_have_attribute("data-position", game.position_at(2).code())


def test_boots_in_a_cross_site_frame(browser: Browser, site_url: str, blog_server) -> None:
    assert urlsplit(site_url).hostname == "127.0.0.1"
    with embedded_app(browser, site_url, blog_server, "localhost") as (page, frame):
        # The browser really denied storage, and the loader fell back to memory.
        assert frame.evaluate("() => document.documentElement.dataset.storage") == "memory"
        assert frame.evaluate("() => document.documentElement.dataset.appState") == "ready"
        assert not frame.evaluate("() => Boolean(navigator.serviceWorker?.controller)")
        assert not any(u.endswith("/sw.js") for u in page.context.log.requests)
        step_through_the_game(page, frame)
        assert_clean(page)


def test_boots_in_a_same_site_frame(browser: Browser, site_url: str, blog_server) -> None:
    with embedded_app(browser, site_url, blog_server, "127.0.0.1") as (page, frame):
        assert frame.evaluate("() => document.documentElement.dataset.storage") == "persistent"
        step_through_the_game(page, frame)
        assert_clean(page)


def test_the_embed_control_gives_html_that_works(browser: Browser, site_url: str,
                                                 blog_server) -> None:
    """The full page's Share dialog offers the iframe HTML; pasted in a blog, it works."""
    with ready_page(browser, site_url, f"{site_url}#m={','.join(MOVES)}") as page:
        page.locator("#share-button").click()
        expect(page.locator("#share-dialog")).to_be_visible()  # filled, then shown
        snippet = page.locator("#share-embed").input_value()
        assert 'loading="lazy"' in snippet and 'title="' in snippet
        assert "aspect-ratio" in snippet and "embed=1" in snippet
        assert snippet.startswith(f'<iframe src="{site_url}#')
    with embedded_app(browser, site_url, blog_server, "localhost",
                      snippet=snippet) as (page, frame):
        step_through_the_game(page, frame)
        assert_clean(page)


def test_the_computer_plays_in_a_cross_site_frame(browser: Browser, site_url: str,
                                                  blog_server) -> None:
    """An embedded board against the computer: storage is denied in a cross-site frame, and
    the computer's worker needs none."""
    with embedded_app(browser, site_url, blog_server, "localhost",
                      fragment="vs=c1&h=b&embed=1") as (page, frame):
        assert frame.evaluate("() => document.documentElement.dataset.storage") == "memory"
        # The computer has White and moves first; its worker boots inside the frame.
        expect(frame.locator("#moves .move")).to_have_count(1, timeout=90_000)
        moved = frame.locator("#board").get_attribute("data-position")
        start = Game().position_at(0)
        assert moved in {_after(start, move) for move in start.legal_moves()}
        expect(frame.locator("#alert")).to_have_text("")
        assert_clean(page)


def _after(position, move) -> str:
    after = position.copy()
    after.push(move)
    return after.code()
