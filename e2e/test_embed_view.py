"""Embed mode as a reader sees it: board, previous/next, flip, a link to the full game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from byte.record import Game
from e2e.browser import assert_clean, new_context, ready_page, wait_ready

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


STATUS_READABLE = """(status) => status.scrollWidth <= status.clientWidth + 1
    && status.getBoundingClientRect().height < 32"""


def test_the_embed_bar_fits_at_every_width(browser: Browser, site_url: str) -> None:
    """Buttons and the link to the full game on one row, none cut off, and the status one
    line that is never cut (a line of its own on a narrow frame), at 280, 320, 480 and
    800 px (one page, resized: the layout is CSS only)."""
    with ready_page(browser, site_url, f"{site_url}#m={','.join(MOVES)}&n=2&embed=1",
                    viewport={"width": 280, "height": 340}) as page:
        status = page.locator("#embed-status")
        for width in (280, 320, 480, 800):
            height = width + 60
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate("() => new Promise((done) => requestAnimationFrame(done))")
            middles = []
            for selector in ("#embed-bar [data-action='prev']",
                             "#embed-bar [data-action='next']",
                             "#embed-bar [data-action='flip']", "#open-full", "#embed-status",
                             "#board"):
                box = page.locator(selector).bounding_box()
                assert box, selector
                assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (width, selector)
                # Not cut off below.
                assert box["y"] + box["height"] <= height + 0.5, (width, selector)
                if selector not in ("#embed-status", "#board"):
                    middles.append(box["y"] + box["height"] / 2)
            assert max(middles) - min(middles) < 8, (width, middles)  # one row of buttons
            # It says which move is shown, whole, on one line.
            expect(status).to_have_text("Move 2 of 3: c5-b4")
            assert status.evaluate(STATUS_READABLE), width
            expect(page.locator("#open-full")).to_be_visible()
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        assert_clean(page)


@pytest.mark.parametrize(("fragment", "width", "height"), [
    ("g=reversi&m=f5,d6,c3", 320, 360), ("g=reversi&m=f5,d6,c3", 600, 450),
    ("g=checkers&v=international&m=32-28,19-23,28x19,14x23", 320, 360),
    ("g=checkers&v=international&m=32-28,19-23,28x19,14x23", 600, 450)])
def test_embeds_of_every_size_read_well(browser: Browser, site_url: str, fragment: str,
                                        width: int, height: int) -> None:
    """The sizes blogs use: the board and the bar inside the frame, the status whole on one
    line, the buttons in a row, no Flip where the game never flips, readable square names."""
    with ready_page(browser, site_url, f"{site_url}#{fragment}&embed=1",
                    viewport={"width": width, "height": height}) as page:
        reversi = fragment.startswith("g=reversi")
        expect(page.locator("#embed-bar [data-action='flip']")).to_be_visible(
            visible=not reversi)
        status = page.locator("#embed-status")
        expect(status).to_have_text("Move 4 of 4: 14x23" if not reversi else "Move 3 of 3: c3")
        assert status.evaluate(STATUS_READABLE)
        buttons = page.locator("#embed-bar .btn:visible")
        middles = {round(box["y"] + box["height"] / 2) for box in
                   (buttons.nth(i).bounding_box() for i in range(buttons.count())) if box}
        assert max(middles) - min(middles) < 8, middles
        for selector in ("#board", "#embed-bar"):
            box = page.locator(selector).bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, selector
            assert box["y"] >= 0 and box["y"] + box["height"] <= height + 0.5, selector
        # Square names at least 9 px high on screen.
        smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll(
            '#board .coord')].map((text) => text.getBoundingClientRect().height))""")
        assert smallest >= 9, smallest
        assert_clean(page)
