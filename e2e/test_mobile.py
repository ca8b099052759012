"""A phone in portrait: the board fills the width, the panel sits below, taps play moves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte import Position
from byte.games.reversi.rules import start as reversi_start
from e2e.board import box_of, play_move, square_point, wait_still
from e2e.browser import PHONE, assert_clean, new_context, ready_page, wait_ready

SHOTS = Path(__file__).resolve().parent / "screenshots"


@pytest.fixture
def phone(browser: Browser, site_url: str) -> Iterator[BrowserContext]:
    context = new_context(browser, site_url, **PHONE)
    yield context
    context.close()


def test_phone_portrait_layout_and_taps(phone: BrowserContext, site_url: str) -> None:
    page: Page = phone.new_page()
    page.goto(site_url)
    wait_ready(page)
    board = page.locator("#board").bounding_box()
    panel = page.locator("#panel").bounding_box()
    assert board and panel
    # The width less the evaluation bar's column, kept even while the bar is off so that
    # switching it on moves nothing: 44 px squares on 8x8.
    assert board["width"] >= 350 and board["x"] >= 0 and board["x"] + board["width"] <= 390
    assert panel["y"] >= board["y"] + board["height"] - 1, "the panel goes below the board"
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    position = Position()
    for text in ("b2-c3", "c5-b4"):
        play_move(page, position, position.parse_move(text), tap=True)
    # A lift on a phone: tap the stack, tap the target, then the large level picker.
    move = position.parse_move("c3:2-b4")
    assert [m.level for m in position.legal_moves() if m.src == move.src
            and m.dst == move.dst] == [2]
    wait_still(page)
    page.touchscreen.tap(*square_point(page, "c3"))
    page.touchscreen.tap(*square_point(page, "b4"))
    position.push(move)
    expect(page.locator("#board")).to_have_attribute("data-position", position.code())
    # Undo by tap.
    page.get_by_role("button", name="Undo").tap()
    position.pop()
    expect(page.locator("#board")).to_have_attribute("data-position", position.code())
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone.png"), full_page=True)
    assert_clean(page)


def test_phone_level_picker(phone: BrowserContext, site_url: str) -> None:
    """Where two checkers of one stack could go onto the same target, the picker asks."""
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
    page: Page = phone.new_page()
    page.goto(site_url + "#p=" + code.replace(" ", "_"))
    wait_ready(page)
    expect(page.locator("#board")).to_have_attribute("data-position", code)
    page.touchscreen.tap(*square_point(page, "f2"))
    page.touchscreen.tap(*square_point(page, "e3"))
    picker = page.locator("#level-picker")
    expect(picker).to_be_visible()
    expect(picker.locator("[data-pick]")).to_have_count(2)
    box = picker.locator('[data-pick="2"]').bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44, "big enough for a thumb"
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone-picker.png"))
    picker.locator('[data-pick="2"]').tap()
    position = Position.from_code(code)
    position.push(position.parse_move("f2:2-e3"))
    expect(page.locator("#board")).to_have_attribute("data-position", position.code())
    assert_clean(page)


@pytest.mark.parametrize("fragment", ["s=10", "g=checkers&v=international"])
def test_ten_by_ten_squares_are_big_enough_to_tap(phone: BrowserContext, site_url: str,
                                                  fragment: str) -> None:
    """Every playable square of a 10x10 board on a 390 px phone takes taps over a diamond
    at least 44 px on its side (it reaches into the light squares around it)."""
    page: Page = phone.new_page()
    page.goto(f"{site_url}#{fragment}")
    wait_ready(page)
    sides = page.evaluate("""() => [...document.querySelectorAll('#board .sq-hit')].map(
        (el) => el.getBoundingClientRect().width / Math.SQRT2)""")
    assert len(sides) == 50 and min(sides) >= 44, min(sides)
    # A tap on a light square's corner next to a dark square goes to that dark square.
    cell = page.locator('#board .sq[data-square="b2"] > rect, '
                        '#board .sq[data-square="42"] > rect').first
    rect = cell.bounding_box()
    assert rect
    hit = page.evaluate("""([x, y]) => document.elementFromPoint(x, y)
        .closest('[data-square]')?.dataset.square""", [rect["x"] + rect["width"] + 4,
                                                       rect["y"] + rect["height"] / 2])
    assert hit in ("b2", "42")
    assert_clean(page)


def test_the_new_game_dialog_fits_a_small_phone(browser: Browser, site_url: str) -> None:
    with ready_page(browser, site_url, viewport={"width": 320, "height": 568}, is_mobile=True,
                    has_touch=True) as page:
        page.locator(".panel-head [data-action='new']").tap()
        dialog = page.locator("#new-game-dialog")
        expect(dialog).to_be_visible()
        box = dialog.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 320
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 320
        start = page.locator("#new-game-start")
        start.scroll_into_view_if_needed()
        start_box = start.bounding_box()
        assert start_box and start_box["height"] >= 44 and start_box["x"] + start_box[
            "width"] <= 320
        assert_clean(page)


MAIN_CONTROLS = ("[data-action='new']", "[data-action='first']", "[data-action='prev']",
                 "[data-action='next']", "[data-action='last']", "[data-action='undo']",
                 "[data-action='redo']", "[data-action='hint']")


PHONE_SCREENS = [("", 390, 844), ("", 844, 390), ("g=reversi&s=10", 390, 844),
                 ("g=checkers&v=international", 844, 390)]


def drawn_boxes(page: Page, selectors: list[str]) -> list[dict | None]:
    """The boxes of the first element of each selector, once all are drawn: a game another
    link opens may be drawn a moment after the page has looked settled on a busy machine
    (its rules are loaded on first use)."""
    for _ in range(100):
        boxes = [page.locator(selector).first.bounding_box() for selector in selectors]
        if all(boxes):
            break
        page.wait_for_timeout(100)
    return boxes


def test_board_and_main_controls_fit_one_phone_screen(browser: Browser, site_url: str) -> None:
    """Upright and sideways, 8x8 and 10x10: one phone, turned and given other links (the
    layout is CSS only, so it follows the screen without a reload)."""
    with ready_page(browser, site_url, **PHONE) as page:
        assert page.evaluate("() => window.scrollY") == 0  # nothing scrolled the page
        board = page.locator("#board")
        for fragment, width, height in PHONE_SCREENS:
            page.set_viewport_size({"width": width, "height": height})
            if fragment:
                shown = board.get_attribute("data-position") or ""
                page.evaluate("(fragment) => { location.hash = fragment; }", fragment)
                expect(board).not_to_have_attribute("data-position", shown)
            wait_still(page)
            page.evaluate("() => window.scrollTo(0, 0)")
            boxes = drawn_boxes(page, ["#board", *(f"#panel {s}" for s in MAIN_CONTROLS)])
            screen = (fragment, width, height)
            for selector, box in zip(("#board", *MAIN_CONTROLS), boxes, strict=True):
                assert box, (screen, selector)
                assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (screen, selector)
                assert box["y"] >= 0 and box["y"] + box["height"] <= height + 0.5, (
                    screen, selector, box)
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width, screen
            SHOTS.mkdir(exist_ok=True)
            name = f"phone-{fragment.partition('=')[2].partition('&')[0] or 'byte'}"
            page.screenshot(path=str(SHOTS / f"{name}-{width}x{height}.png"))
        assert_clean(page)


def layout(page: Page) -> list:
    return page.evaluate("""() => ['#board', '#panel [data-action=undo]',
        '#panel [data-action=hint]', '#moves-empty'].map((s) => {
          const box = document.querySelector(s).getBoundingClientRect();
          return [s, Math.round(box.x), Math.round(box.y + window.scrollY),
                  Math.round(box.width)]; })""")


def test_nothing_moves_when_a_message_appears_or_the_evaluation_bar_is_switched_on(
        phone: BrowserContext, site_url: str) -> None:
    page: Page = phone.new_page()
    page.goto(site_url)
    wait_ready(page)
    wait_still(page)
    before = layout(page)
    page.touchscreen.tap(*square_point(page, "a1"))  # a square with no stack: words
    expect(page.locator("#message, #alert").filter(has_text="a1")).to_have_count(1)
    assert layout(page) == before
    page.locator("#eval-toggle").check()
    expect(page.locator("#eval-bar")).to_be_visible()
    wait_still(page)
    assert layout(page) == before
    assert_clean(page)


def test_a_ten_by_ten_reversi_board_zooms_under_the_finger_then_plays(
        phone: BrowserContext, site_url: str) -> None:
    """Every square of 10x10 Reversi is playable, so none can take taps beyond its own
    39 px: the first tap magnifies the board, the second plays the square tapped."""
    page: Page = phone.new_page()
    page.goto(f"{site_url}#g=reversi&s=10")
    wait_ready(page)
    wait_still(page)
    square = '#board .sq[data-square="{}"] > rect:first-of-type'
    small = box_of(page, square.format("d5"))
    assert small and small["width"] < 44, "the plain board is too small for a finger"
    page.touchscreen.tap(small["x"] + small["width"] / 2, small["y"] + small["height"] / 2)
    expect(page.locator("#board-box")).to_have_class("board-box zoomed")
    expect(page.locator("#zoom-out")).to_be_visible()
    page.wait_for_timeout(300)  # the zoom's short transition
    assert page.locator("#board").get_attribute("data-position") == reversi_start(
        "othello", 10).code(), "the first tap only zoomed"
    big = box_of(page, square.format("d5"))
    assert big and big["width"] >= 44 and big["height"] >= 44, big
    zoom_out = page.locator("#zoom-out").bounding_box()
    assert zoom_out and zoom_out["width"] >= 44 and zoom_out["height"] >= 44
    page.touchscreen.tap(big["x"] + big["width"] / 2, big["y"] + big["height"] / 2)
    expect(page.locator("#moves .move")).to_have_text(["d5"])
    expect(page.locator("#board-box")).to_have_class("board-box")
    expect(page.locator("#zoom-out")).to_be_hidden()
    # Zoom in and back out without playing.
    page.touchscreen.tap(small["x"] + 5, small["y"] + 5)
    expect(page.locator("#zoom-out")).to_be_visible()
    page.locator("#zoom-out").tap()
    expect(page.locator("#board-box")).to_have_class("board-box")
    expect(page.locator("#moves .move")).to_have_count(1)
    assert_clean(page)
