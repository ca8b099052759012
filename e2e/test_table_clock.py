"""The table clock in the browser: a session over a real board (taps and Space switch the
clocks, pause, a time that runs out, reset, back to the untouched game), and on a 320 px
phone upright and sideways with no axe-core violation, in light and dark."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from byte import Position
from e2e.a11y import assert_accessible
from e2e.board import pause_holds_the_time, play_move, wait_still
from e2e.browser import assert_clean

TIMED_OUT = "Time is up. White ran out of time: Black wins."


def six_seconds(page: Page) -> None:
    """Choose a custom time control of 0.1 minute, no increment, on the open table clock."""
    screen = page.locator("#table-clock")
    screen.get_by_label("Time").select_option("custom")
    expect(screen.locator("#tc-custom")).to_be_visible()
    screen.get_by_label("Minutes").fill("0.1")
    screen.get_by_label("+ seconds").fill("0")
    screen.get_by_label("+ seconds").press("Tab")  # the change is read when the field is left
    expect(screen.locator("#tc-w .tc-time")).to_have_text("0:06.0")
    expect(screen.locator("#tc-b .tc-time")).to_have_text("0:06.0")


def test_a_table_clock_session_over_a_real_board(app: Page) -> None:
    position = Position()
    play_move(app, position, position.parse_move("b2-a3"))
    wait_still(app)
    app.wait_for_function("() => location.hash === '#m=b2-a3'")
    board = app.locator("#board").get_attribute("data-position")
    # From the New game dialog: no new game, the table clock instead.
    app.locator(".panel-head [data-action='new']").click()
    app.locator("#new-game-dialog").get_by_role("button", name="Table clock").click()
    screen = app.locator("#table-clock")
    expect(screen).to_be_visible()
    expect(app.locator("#new-game-dialog")).to_be_hidden()
    six_seconds(app)
    white, black = screen.locator("#tc-w"), screen.locator("#tc-b")
    expect(white).to_have_class("tc-half ready low")
    expect(screen.get_by_role("button", name="Pause", exact=True)).to_be_disabled()
    # White made the first move on the board and taps: Black's clock runs.
    white.click()
    expect(black).to_have_class("tc-half running low")
    expect(white.locator(".tc-moves")).to_have_text("1 move")
    expect(white.locator(".tc-words")).to_have_text("The other player's move")
    app.wait_for_function("() => document.querySelector('#tc-b .tc-time').textContent"
                          " !== '0:06.0'", timeout=5_000)
    expect(white.locator(".tc-time")).to_have_text("0:06.0")
    # The focus followed the running clock: Space ends Black's turn, White's clock runs.
    expect(black).to_be_focused()
    app.keyboard.press("Space")
    expect(white).to_have_class("tc-half running low")
    expect(black.locator(".tc-moves")).to_have_text("1 move")
    black.click()  # the waiting half: nothing happens
    expect(black.locator(".tc-moves")).to_have_text("1 move")
    # Pause holds both clocks.
    pause_holds_the_time(app, screen.locator("#tc-pause"), white.locator(".tc-time"), 800)
    screen.get_by_role("button", name="Resume").click()
    # White's time runs out: the half says so, the alert too, and the clocks stop.
    expect(screen.get_by_role("alert")).to_have_text(TIMED_OUT, timeout=15_000)
    expect(white).to_have_class("tc-half lost low")
    expect(white.locator(".tc-words")).to_have_text("Out of time: you lose")
    expect(black.locator(".tc-words")).to_have_text("You win on time")
    expect(white.locator(".tc-time")).to_have_text("0:00.0")
    expect(screen.locator("#tc-pause")).to_be_disabled()
    white.click()
    expect(white.locator(".tc-moves")).to_have_text("1 move")
    # Reset: full times, no moves; then back to the game, exactly as it was.
    screen.get_by_role("button", name="Reset").click()
    expect(white.locator(".tc-time")).to_have_text("0:06.0")
    expect(white.locator(".tc-moves")).to_have_text("0 moves")
    expect(screen.locator("#tc-alert")).to_be_empty()
    screen.get_by_role("button", name="Back to the game").click()
    expect(screen).to_be_hidden()
    assert app.locator("#board").get_attribute("data-position") == board
    assert app.evaluate("() => location.hash") == "#m=b2-a3"
    expect(app.locator("#moves button.move")).to_have_count(1)
    expect(app.locator("#clocks")).to_be_hidden()
    assert_clean(app)


def test_the_table_clock_on_a_small_phone_upright_and_sideways(
        open_app: Callable[..., Page]) -> None:
    page = open_app()
    page.set_viewport_size({"width": 320, "height": 568})
    help_box = page.locator("#clock-help")
    help_box.locator("summary").click()
    help_box.get_by_role("button", name="Table clock").click()
    screen = page.locator("#table-clock")
    expect(screen).to_be_visible()
    six_seconds(page)
    white, black = screen.locator("#tc-w"), screen.locator("#tc-b")

    def fits_and_big_enough() -> None:
        for target in screen.locator("button, select, input:visible").all():
            box = target.bounding_box()
            assert box and box["height"] >= 44 and box["width"] >= 44, target
            size = page.viewport_size
            assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1, target
            assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 1, target

    # Upright: Black's half at the top, turned to face the player across the table.
    fits_and_big_enough()
    assert black.bounding_box()["y"] < white.bounding_box()["y"]
    assert black.evaluate("(node) => getComputedStyle(node).transform") != "none"
    assert white.evaluate("(node) => getComputedStyle(node).transform") == "none"
    white.click()
    expect(black).to_have_class("tc-half running low")
    assert_accessible(page)  # the running half, low on time
    # Sideways: the halves side by side, both upright.
    page.set_viewport_size({"width": 568, "height": 320})
    fits_and_big_enough()
    assert black.bounding_box()["x"] < white.bounding_box()["x"]
    assert black.evaluate("(node) => getComputedStyle(node).transform") == "none"
    expect(screen.get_by_role("alert")).to_have_text(
        "Time is up. Black ran out of time: White wins.", timeout=15_000)
    expect(black).to_have_class("tc-half lost low")
    assert_accessible(page)  # a lost and a won half
    page.keyboard.press("Escape")
    expect(screen).to_be_hidden()
    assert_clean(page)
