"""Clocks and the pie rule in the browser: a clock that runs out ends the game, the swap
offered and played in a Byte game between two players, and no axe-core violation while
clocks and the swap offer are shown (light and dark)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from byte import Position
from e2e.a11y import assert_accessible
from e2e.board import pause_holds_the_time, play_move, square_point, wait_still
from e2e.browser import PHONE, assert_clean, ready_page, wait_ready


def start_game(page: Page, clock: str | None = None, minutes: str = "", increment: str = "0",
               pie: bool = False, computer_level: int | None = None) -> None:
    """A new Byte game through the New game dialog, with a clock and the pie rule."""
    wait_still(page)
    page.locator(".panel-head [data-action='new']").click()
    dialog = page.locator("#new-game-dialog")
    expect(dialog).to_be_visible()
    dialog.locator('input[name="game"][value="byte"]').check()
    if computer_level is None:
        dialog.get_by_label("Two players on this device").check()
    else:
        dialog.get_by_label("The computer").check()
        dialog.get_by_label(str(computer_level), exact=True).check()
    if clock is not None:
        dialog.locator(f'input[name="clock"][value="{clock}"]').check()
    if clock == "custom":
        expect(dialog.locator("#clock-custom")).to_be_visible()
        dialog.locator("#clock-minutes").fill(minutes)
        dialog.locator("#clock-increment").fill(increment)
    pie_box = dialog.locator("#pie-choice")
    pie_box.set_checked(pie)
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()


def test_a_clock_that_runs_out_ends_the_game(app: Page) -> None:
    start_game(app, "custom", minutes="0.1", increment="0")
    clocks = app.locator("#clocks")
    expect(clocks).to_be_visible()
    expect(app.locator("#clock-w-time")).to_have_text("0:06.0")
    # The clocks start with the first move: then Black's runs, in tenths under ten seconds.
    position = Position()
    play_move(app, position, position.parse_move("b2-a3"))
    expect(app.locator("#clock-b")).to_have_class("clock running low")
    first = app.locator("#clock-b-time").inner_text()
    app.wait_for_function("(first) => document.querySelector('#clock-b-time').textContent"
                          " !== first", arg=first, timeout=5_000)
    expect(app.locator("#clock-w-time")).to_have_text("0:06.0")
    # Black thinks too long: White wins on time, whatever the board shows.
    banner = app.locator("#banner-text")
    expect(banner).to_have_text("Black ran out of time: White wins", timeout=20_000)
    expect(app.locator("#turn")).to_have_text("White wins on time")
    expect(app.locator("#clock-b-time")).to_have_text("0:00.0")
    expect(app.locator("#clock-b")).to_have_class("clock low flagged")
    expect(app.locator("#clock-pause")).to_be_disabled()
    before = app.locator("#board").get_attribute("data-position")
    app.mouse.click(*square_point(app, "a5"))
    expect(app.locator("#alert")).to_contain_text("Black ran out of time")
    assert app.locator("#board").get_attribute("data-position") == before
    # The announcer said the low time once and the end once (no flood).
    assert_accessible(app)
    # The finished game and its clocks survive a reload.
    wait_still(app)
    app.reload()
    wait_ready(app)
    expect(app.locator("#banner-text")).to_have_text("Black ran out of time: White wins")
    expect(app.locator("#clock-b-time")).to_have_text("0:00.0")
    assert_clean(app)


def test_pause_stops_the_clock_and_the_board(app: Page) -> None:
    start_game(app, "3+2")
    expect(app.locator("#clock-w-time")).to_have_text("3:00")
    pause = app.locator("#clock-pause")
    expect(pause).to_be_disabled()  # nothing runs before the first move
    position = Position()
    play_move(app, position, position.parse_move("b2-a3"))
    expect(app.locator("#clock-w-time")).to_have_text("3:00")  # the first move is free
    expect(pause).to_be_enabled()
    pause_holds_the_time(app, pause, app.locator("#clock-b-time"), 1500)
    app.mouse.click(*square_point(app, "a5"))
    expect(app.locator("#alert")).to_contain_text("paused")
    pause.click()
    expect(pause).to_have_text("Pause")
    play_move(app, position, position.parse_move("a5-b4"))
    # Black's move stopped Black's clock and started White's.
    expect(app.locator("#clock-b")).to_have_class("clock")
    expect(app.locator("#clock-w")).to_have_class("clock running")
    assert_clean(app)


def test_the_swap_offered_and_played_against_a_friend(app: Page) -> None:
    start_game(app, pie=True)
    offer = app.locator("#swap-offer")
    expect(offer).to_be_hidden()
    position = Position()
    play_move(app, position, position.parse_move("b2-a3"))
    expect(offer).to_be_visible()
    expect(app.locator("#swap-text")).to_contain_text("Black may take White's first move")
    expect(app.locator("#turn")).to_have_text("Black to move, or swap sides")
    code = app.locator("#board").get_attribute("data-position")
    app.get_by_role("button", name="Swap sides").click()
    expect(offer).to_be_hidden()
    expect(app.locator("#moves button.move")).to_have_count(2)
    expect(app.locator("#moves button.move").nth(1)).to_have_text("swap")
    expect(app.locator("#moves button.move").nth(1)).to_have_attribute(
        "aria-label", "1. Black swap")
    expect(app.locator("#message")).to_contain_text("Black swapped sides")
    assert app.locator("#board").get_attribute("data-position") == code  # no board change
    expect(app.locator("#turn")).to_have_text("Black to move")
    app.wait_for_function("() => location.hash === '#pie=1&m=b2-a3,swap'")
    # The game goes on: the player who made the first move now plays Black.
    play_move(app, position, position.parse_move("a5-b4"))
    expect(app.locator("#moves button.move").nth(2)).to_have_attribute(
        "aria-label", "1. Black a5-b4")
    app.wait_for_function("() => location.hash === '#pie=1&m=b2-a3,swap,a5-b4'")
    app.reload()
    wait_ready(app)
    expect(app.locator("#moves button.move")).to_have_count(3)
    expect(offer).to_be_hidden()
    assert_clean(app)


def test_a_link_with_the_pie_rule_offers_the_swap(open_app: Callable[..., Page]) -> None:
    page = open_app("pie=1&m=b2-a3")
    expect(page.locator("#swap-offer")).to_be_visible()
    page.goto(page.url.split("#")[0] + "#m=b2-a3")
    expect(page.locator("#swap-offer")).to_be_hidden()
    assert_clean(page)


def test_no_violation_with_clocks_and_the_swap_offer(open_app: Callable[..., Page]) -> None:
    page = open_app()
    page.locator(".panel-head [data-action='new']").click()
    page.locator('#new-game-form input[name="clock"][value="custom"]').check()
    expect(page.locator("#clock-custom")).to_be_visible()
    assert_accessible(page)  # the dialog with its clock and pie rule choices
    page.keyboard.press("Escape")
    start_game(page, "5+0", pie=True)
    position = Position()
    play_move(page, position, position.parse_move("b2-a3"))
    expect(page.locator("#swap-offer")).to_be_visible()
    expect(page.locator("#clock-b")).to_have_class("clock running")
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_on_a_phone_the_clocks_are_big_and_stay_in_view(browser: Browser, site_url: str) -> None:
    with ready_page(browser, site_url, **PHONE) as page:
        start_game(page, "10+5", pie=True)
        position = Position()
        play_move(page, position, position.parse_move("b2-a3"), tap=True)
        expect(page.locator("#swap-offer")).to_be_visible()
        for selector in ("#clock-w", "#clock-b", "#clock-pause", "#swap-button"):
            box = page.locator(selector).bounding_box()
            assert box and box["height"] >= 44 and box["width"] >= 44, selector
        # The clocks stay on screen under the board, the page never scrolls sideways.
        box = page.locator("#clocks").bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844 + 1
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        page.get_by_role("button", name="Swap sides").tap()
        expect(page.locator("#swap-offer")).to_be_hidden()
        expect(page.locator("#clock-b")).to_have_class("clock running")
        assert_clean(page)


def test_swapping_against_the_computer_gives_the_person_the_first_move(app: Page) -> None:
    wait_still(app)
    app.locator(".panel-head [data-action='new']").click()
    dialog = app.locator("#new-game-dialog")
    dialog.locator('input[name="game"][value="byte"]').check()
    dialog.get_by_label("The computer").check()
    dialog.get_by_label("1", exact=True).check()
    dialog.locator('input[name="human"][value="b"]').check()
    dialog.locator('input[name="clock"][value="15+10"]').check()
    dialog.locator("#pie-choice").check()
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()
    # The computer (White) opens; the person may take that move over.
    expect(app.locator("#swap-offer")).to_be_visible(timeout=30_000)
    expect(app.locator("#swap-text")).to_contain_text("you may take White's first move")
    expect(app.locator("#clock-w-time")).to_have_text("no clock")
    app.get_by_role("button", name="Swap sides").click()
    expect(app.locator("#player-w .player-name")).to_have_text("White (you)")
    expect(app.locator("#clock-w .clock-side")).to_have_text("White (you)")
    # The computer now plays Black and replies; then it is the person's move as White.
    expect(app.locator("#moves button.move")).to_have_count(3, timeout=30_000)
    expect(app.locator("#turn")).to_have_text("Your move (White)")
    expect(app.locator("#clock-w")).to_have_class("clock running")
    expect(app.locator("#board")).to_have_attribute("data-flip", "0")
    assert_clean(app)
