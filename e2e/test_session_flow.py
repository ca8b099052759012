"""How a session flows, on a 1280x800 desktop and a 390x844 phone: the board never leaves
the screen (a fixed board beside a panel that scrolls on its own; on a phone every change
of the board made from the panel brings the board back into view), the panel's sections
share one place, the board is centred on a phone and a 10x10 board's numbers are readable."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte.record import Game
from e2e.a11y import assert_accessible
from e2e.board import wait_still
from e2e.browser import assert_clean, new_context, wait_ready

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
SIZES = {"desktop": DESKTOP, "phone": PHONE}
REVIEW_WAIT = 120_000  # a few positions searched in the worker on a busy machine
# Black's h6-g5 leaves the man on g5 to f4xh6: a blunder the review marks.
SHORT_GAME = "g=checkers&m=g3-f4,h6-g5,f4xh6"


def long_game(length: int = 60) -> str:
    """A Checkers game long enough to fill the move list (its first legal moves)."""
    game = Game.new("checkers")
    while len(game.moves) < length:
        moves = game.position_at(len(game.moves)).legal_moves()
        if not moves:
            break
        game.push(moves[0])
    return "g=checkers&m=" + ",".join(game.texts)


@pytest.fixture(params=list(SIZES))
def screen(request: pytest.FixtureRequest, browser: Browser,
           site_url: str) -> Iterator[BrowserContext]:
    context = new_context(browser, site_url, **SIZES[request.param])
    context.size = request.param
    yield context
    context.close()


def open_page(context: BrowserContext, site_url: str, fragment: str = "") -> Page:
    page = context.new_page()
    page.goto(site_url + (f"#{fragment}" if fragment else ""))
    wait_ready(page)
    return page


BOARD_IN_VIEW = """() => {
  const box = document.querySelector('#board').getBoundingClientRect();
  return box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1
    && box.right <= innerWidth + 1 && box.width > 100;
}"""


def expect_board_in_view(page: Page, after: str) -> None:
    """The whole board is on screen (waiting for the page's answer to an action).

    The wait is the suite's usual one: on a busy machine the page's Python, in a worker,
    answers a tap seconds later.
    """
    try:
        page.wait_for_function(BOARD_IN_VIEW, timeout=15_000)
    except Exception as error:
        box = page.locator("#board").bounding_box()
        raise AssertionError(f"after {after} the board is not in view: {box}") from error


def scroll_down(page: Page) -> None:
    """Scroll as a reader of the panel would: the page, and the panel where it scrolls."""
    page.evaluate("""() => {
      scrollTo(0, document.scrollingElement.scrollHeight);
      const panel = document.querySelector('#panel');
      panel.scrollTop = panel.scrollHeight;
    }""")


def test_desktop_board_stays_while_the_panel_scrolls(browser: Browser, site_url: str) -> None:
    context = new_context(browser, site_url, **DESKTOP)
    page = open_page(context, site_url, long_game())
    board_before = page.locator("#board").bounding_box()
    # The page itself does not scroll: the panel, as tall as the window, scrolls inside.
    assert page.evaluate("() => document.scrollingElement.scrollHeight <= innerHeight + 1")
    panel = page.locator("#panel")
    box = panel.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= 800 + 1
    # Long help text opens at the bottom of the panel.
    page.locator("#panel details.help:not([hidden]) summary").first.click()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] - 20)
    page.mouse.wheel(0, 1500)
    page.wait_for_function("() => document.querySelector('#panel').scrollTop > 0")
    assert page.locator("#board").bounding_box() == board_before
    # The review's marked move shows on the board in view.
    page.goto(site_url + "#" + SHORT_GAME)
    wait_ready(page)
    page.locator("#tab-review").click()
    page.locator('#review-panel [data-review="start"]').click()
    mark = page.locator("#review-panel .review-marks li button")
    expect(mark).to_have_count(1, timeout=REVIEW_WAIT)
    page.locator('.panel [data-action="first"]').click()
    # The review's panel is drawn again for the new move (its marks too): click the mark
    # once that render is on the page, not the one it replaces.
    expect(page.locator("#moves .move[aria-current]")).to_have_count(0)
    mark.click()
    expect(page.locator('#moves .move[data-ply="2"]')).to_have_attribute("aria-current", "step")
    expect_board_in_view(page, "a review mark")
    assert_clean(page)
    context.close()


def test_the_panel_sections_share_one_place(screen: BrowserContext, site_url: str) -> None:
    page = open_page(screen, site_url, "m=b2-a3,a5-b4")
    tabs = page.get_by_role("tab")
    expect(tabs).to_have_text(["Moves", "Review", "Puzzles"])  # no analysis board open
    moves, review, puzzles = (page.locator(f"#tabpanel-{name}")
                              for name in ("moves", "review", "puzzles"))
    expect(moves).to_be_visible()
    expect(review).to_be_hidden()
    page.locator("#tab-review").click()
    expect(review).to_be_visible()
    expect(moves).to_be_hidden()
    expect(page.locator("#tab-review")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#tab-moves")).to_have_attribute("aria-selected", "false")
    # The keyboard moves along the tab list (the arrows do not step through the moves).
    page.locator("#tab-review").focus()
    page.keyboard.press("ArrowRight")
    expect(puzzles).to_be_visible()
    expect(page.locator("#tab-puzzles")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(moves).to_be_visible()
    expect(page.locator('#moves .move[data-ply="2"]')).to_have_attribute("aria-current", "step")
    # The analysis board comes as a section of its own, and goes when it is closed.
    page.locator("#analyse-button").click()
    expect(page.locator("#tabpanel-analysis")).to_be_visible()
    expect(tabs).to_have_text(["Moves", "Analysis", "Review", "Puzzles"])
    expect(moves).to_be_hidden()
    wait_still(page)
    assert_accessible(page)
    page.locator("[data-study='close-analysis']").click()
    expect(moves).to_be_visible()
    expect(tabs).to_have_text(["Moves", "Review", "Puzzles"])
    # Checkers has its puzzles section too (proven puzzles of its rule sets).
    page.locator('[data-switch-game="checkers"]').click()
    expect(tabs).to_have_text(["Moves", "Review", "Puzzles"])
    page.locator("#tab-review").click()
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_phone_board_comes_back_into_view(browser: Browser, site_url: str) -> None:
    context = new_context(browser, site_url, **PHONE)
    page = open_page(context, site_url, long_game(40))
    expect_board_in_view(page, "the boot")
    # The board is centred: the same gutter on both sides.
    box = page.locator("#board").bounding_box()
    assert box and abs(box["x"] - (390 - box["x"] - box["width"])) <= 1.5, box
    # A move chosen in the list.
    scroll_down(page)
    page.locator('#moves .move[data-ply="5"]').tap()
    expect(page.locator('#moves .move[data-ply="5"]')).to_have_attribute("aria-current", "step")
    expect_board_in_view(page, "a move of the list")
    # Stepping with the panel's buttons.
    scroll_down(page)
    page.locator('.panel [data-action="next"]').tap()
    expect_board_in_view(page, "the next-move button")
    # A line of the analysis tree.
    page.locator("#analyse-button").tap()
    expect(page.locator("#analysis-tree .move").first).to_be_visible()
    scroll_down(page)
    page.locator("#analysis-tree .move").nth(2).tap()
    expect(page.locator("#analysis-tree .move").nth(2)).to_have_attribute("aria-current", "step")
    expect_board_in_view(page, "a move of the analysis tree")
    page.locator("[data-study='close-analysis']").tap()
    # A puzzle.
    page.locator('[data-switch-game="byte"]').tap()
    page.locator("#tab-puzzles").tap()
    scroll_down(page)
    before = page.locator("#board").get_attribute("data-position")
    page.locator('#puzzle-panel [data-puzzle="start"]').tap()
    expect(page.locator("#board")).not_to_have_attribute("data-position", before or "")
    expect_board_in_view(page, "Solve a puzzle")
    scroll_down(page)
    page.locator('#puzzle-panel [data-puzzle="next"]').tap()
    expect(page.locator("#puzzle-panel .puzzle-title")).to_contain_text("Puzzle 2 of")
    expect_board_in_view(page, "Next puzzle")
    # A link opened in the page.
    scroll_down(page)
    page.evaluate("() => { location.hash = 'g=reversi&m=f5,d6'; }")
    expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
    expect_board_in_view(page, "a link")
    assert_clean(page)
    context.close()


def test_phone_review_move_shows_the_whole_board(browser: Browser, site_url: str) -> None:
    context = new_context(browser, site_url, **PHONE)
    page = open_page(context, site_url, SHORT_GAME)
    page.locator("#tab-review").tap()
    page.locator('#review-panel [data-review="start"]').tap()
    mark = page.locator("#review-panel .review-marks li button")
    expect(mark).to_have_count(1, timeout=REVIEW_WAIT)
    page.locator('.panel [data-action="first"]').tap()
    scroll_down(page)
    mark.tap()
    expect(page.locator('#moves .move[data-ply="2"]')).to_have_attribute("aria-current", "step")
    expect_board_in_view(page, "a review mark")
    assert_clean(page)
    context.close()


def test_phone_square_numbers_of_a_10x10_board_are_readable(browser: Browser,
                                                           site_url: str) -> None:
    context = new_context(browser, site_url, **PHONE)
    page = open_page(context, site_url, "g=checkers&v=international")
    heights = page.evaluate("""() => [...document.querySelectorAll('#board .coord.num')]
      .map((text) => text.getBoundingClientRect().height)""")
    assert len(heights) == 50
    # The glyphs' box is a little taller than the font: 10 px letters at least.
    assert min(heights) >= 11, min(heights)
    box = page.locator("#board").bounding_box()
    assert box and abs(box["x"] - (390 - box["x"] - box["width"])) <= 1.5, box
    assert_clean(page)
    context.close()


FOCUS_RING = """() => {
  const square = document.activeElement.closest && document.activeElement.closest('.sq');
  if (!square) return null;
  const ring = square.querySelector('.focus-ring');
  return ring ? getComputedStyle(ring).stroke : null;
}"""


def test_the_board_is_the_first_tab_stop_and_a_tap_leaves_no_focus_ring(
        browser: Browser, site_url: str) -> None:
    """From the top of the page the first Tab reaches the board (before any panel control);
    the keyboard shows its ring, a finger on the board does not."""
    context = new_context(browser, site_url, **DESKTOP)
    page = open_page(context, site_url, "g=checkers")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("Tab")
    expect(page.locator("#board .sq:focus")).to_have_count(1)
    assert page.evaluate(FOCUS_RING) not in (None, "none")
    context.close()
    context = new_context(browser, site_url, **PHONE)
    page = open_page(context, site_url, "g=checkers")
    box = page.locator("#sq-c3").bounding_box()
    assert box
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(page.locator("#board .hl-selected")).to_have_count(1)
    wait_still(page)
    # Whether or not the tapped square kept the focus, no ring is drawn anywhere.
    rings = page.evaluate("""() => [...document.querySelectorAll('#board .focus-ring')]
      .map((ring) => getComputedStyle(ring).stroke)""")
    assert rings and set(rings) == {"none"}, rings
    assert_clean(page)
    context.close()


def test_the_first_hint_shows_it_is_working(browser: Browser, site_url: str) -> None:
    """At the Checkers start the first hint waits for the computer's worker: the button
    shows a spinner from the press until the arrow comes."""
    context = new_context(browser, site_url, **DESKTOP)
    page = open_page(context, site_url, "g=checkers")
    page.evaluate("""() => {
      const button = document.querySelector('#hint-button');
      window.__hintLooks = [];
      new MutationObserver(() => {
        if (button.getAttribute('aria-busy') === 'true') {
          const spinner = getComputedStyle(button.querySelector('.hint-spinner'));
          window.__hintLooks.push([spinner.display, getComputedStyle(button).opacity]);
        }
      }).observe(button, { attributes: true });
    }""")
    page.locator("#hint-button").click()
    expect(page.locator("#board .hint-arrow")).to_have_count(1, timeout=60_000)
    expect(page.locator("#hint-button")).to_have_attribute("aria-busy", "false")
    looks = page.evaluate("() => window.__hintLooks")
    assert looks and looks[0] == ["inline-block", "1"], looks
    expect(page.locator("#hint-button .hint-spinner")).to_be_hidden()
    assert_clean(page)
    context.close()
