"""Embed mode as a reader sees it: board, previous/next, flip, a link to the full game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from byte.record import Game
from e2e.browser import assert_clean, new_context, wait_ready

MOVES = ["b2-c3", "c5-b4", "d2-c3"]


@pytest.fixture
def frame_sized(browser: Browser, site_url: str) -> Iterator[BrowserContext]:
    context = new_context(browser, site_url, viewport={"width": 420, "height": 480},
                          color_scheme="dark")
    yield context
    context.close()


def test_embed_steps_flips_and_links_out(frame_sized: BrowserContext, site_url: str) -> None:
    game = Game(moves=MOVES)
    page = frame_sized.new_page()
    page.goto(f"{site_url}#m={','.join(MOVES)}&n=2&embed=1")
    wait_ready(page)
    board = page.locator("#board")
    expect(board).to_have_attribute("data-position", game.position_at(2).code())
    expect(page.locator("#panel")).to_be_hidden()
    expect(page.locator("#embed-bar")).to_be_visible()
    expect(page.locator("#embed-status")).to_have_text("Move 2 of 3: c5-b4")
    # Arrow keys and the buttons step through the moves.
    page.keyboard.press("ArrowRight")
    expect(board).to_have_attribute("data-position", game.position_at(3).code())
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(board).to_have_attribute("data-position", game.position_at(1).code())
    page.locator('#embed-bar [data-action="next"]').click()
    expect(board).to_have_attribute("data-position", game.position_at(2).code())
    page.locator('#embed-bar [data-action="flip"]').click()
    expect(board).to_have_attribute("data-flip", "1")
    link = page.locator("#open-full")
    expect(link).to_have_attribute("target", "_blank")
    assert ",".join(MOVES).replace(",", "%2C") in (link.get_attribute("href") or "") or \
        ",".join(MOVES) in (link.get_attribute("href") or "")
    # Sized to the frame: no scrolling either way, board as wide as the frame allows.
    sizes = page.evaluate("""() => [document.documentElement.scrollWidth,
                                    document.documentElement.scrollHeight]""")
    assert sizes[0] <= 420 and sizes[1] <= 480
    box = board.bounding_box()
    assert box and box["width"] >= 400 - 48
    # The reader's dark scheme is followed.
    background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(22, 27, 25)"
    assert_clean(page)


def test_the_embed_bar_fits_one_row_at_every_width(browser: Browser, site_url: str) -> None:
    """Counter, buttons and the link to the full game on one row, none cut off, at 280, 320,
    480 and 800 px (one page, resized: the layout is CSS only)."""
    context = new_context(browser, site_url, viewport={"width": 280, "height": 340})
    try:
        page = context.new_page()
        page.goto(f"{site_url}#m={','.join(MOVES)}&n=2&embed=1")
        wait_ready(page)
        for width in (280, 320, 480, 800):
            page.set_viewport_size({"width": width, "height": width + 60})
            page.evaluate("() => new Promise((done) => requestAnimationFrame(done))")
            middles = []
            for selector in ("#embed-bar [data-action='prev']",
                             "#embed-bar [data-action='next']",
                             "#embed-bar [data-action='flip']", "#open-full", "#embed-status"):
                box = page.locator(selector).bounding_box()
                assert box, selector
                assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (width, selector)
                # Not cut off below.
                assert box["y"] + box["height"] <= width + 60 + 0.5, (width, selector)
                middles.append(box["y"] + box["height"] / 2)
            assert max(middles) - min(middles) < 8, (width, middles)  # one row
            status = page.locator("#embed-status")
            # It says which move is shown (shortened only where the frame is very narrow).
            assert page.evaluate("(el) => el.textContent", status.element_handle()) == \
                "Move 2 of 3: c5-b4"
            expect(page.locator("#open-full")).to_be_visible()
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        assert_clean(page)
    finally:
        context.close()
