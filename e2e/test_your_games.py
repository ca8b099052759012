"""Nothing is lost without a way back: a line replaced by playing from an earlier move can
be brought back, and a game left for a new one is in the player's list, to reopen."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from byte import Position
from e2e.a11y import assert_accessible
from e2e.board import new_game, play_move, wait_still
from e2e.browser import assert_clean, wait_ready


def test_a_replaced_line_comes_back(app: Page) -> None:
    position = Position()
    for text in ("b2-a3", "a5-b4", "d2-c3"):
        play_move(app, position, position.parse_move(text))
    app.locator('#moves [data-ply="1"]').click()
    earlier = Position()
    earlier.push(earlier.parse_move("b2-a3"))
    play_move(app, earlier, earlier.parse_move("c5-d4"))
    expect(app.locator("#message")).to_contain_text("the 2 later moves were replaced")
    expect(app.locator("#moves .move")).to_have_text(["b2-a3", "c5-d4"])
    app.locator("#bring-back").click()
    expect(app.locator("#moves .move")).to_have_text(["b2-a3", "a5-b4", "d2-c3"])
    expect(app.locator("#message")).to_have_text("The 2 replaced moves are back.")
    assert_clean(app)


def test_a_game_left_for_a_new_one_can_be_reopened(app: Page) -> None:
    position = Position()
    for text in ("b2-a3", "a5-b4"):
        play_move(app, position, position.parse_move(text))
    new_game(app, game="reversi", size=8)
    app.locator("#share-button").click()
    entries = app.locator("#your-games button")
    expect(entries).to_have_count(1)
    expect(entries.first).to_contain_text("Byte, 2 moves, White to move")
    entries.first.click()
    expect(app.locator("#board")).to_have_attribute("data-game", "byte")
    expect(app.locator("#moves .move")).to_have_text(["b2-a3", "a5-b4"])
    assert_clean(app)





def test_your_games_is_a_visible_list_to_open_export_and_delete(
        screen: BrowserContext, site_url: str) -> None:
    page = screen.new_page()
    page.goto(f"{site_url}#g=checkers&v=english&m=11-15,22-18&vs=c3&h=b")
    wait_ready(page)
    button = page.locator("#your-games-button")
    expect(button).to_be_visible()
    box = button.bounding_box()
    assert box and box["y"] + box["height"] <= page.viewport_size["height"]  # no scrolling
    # A second game replaces it on the board: the first is kept.
    new_game(page, game="reversi", size=8)
    page.locator('#board [data-square="f5"]').click()
    expect(page.locator("#moves .move")).to_have_count(1)
    button.click()
    dialog = page.locator("#games-dialog")
    expect(dialog).to_be_visible()
    games = dialog.locator(".kept-game")
    # The game on screen is listed too, most recent first.
    expect(games).to_have_count(2)
    first, second = games.nth(0), games.nth(1)
    expect(first.locator(".kept-title")).to_have_text("Othello · 1 move")
    expect(second.locator(".kept-title")).to_have_text("English checkers · 2 moves")
    expect(second).to_contain_text("Computer, level 3 (you played Black)")
    expect(second.locator(".kept-result")).to_have_text("Unfinished: Black to move")
    expect(second.locator(".kept-date time")).not_to_be_empty()
    # A small picture of the last position, out of the accessibility tree.
    picture = second.locator("svg.kept-picture")
    expect(picture).to_have_attribute("aria-hidden", "true")
    expect(picture).to_have_attribute("data-variant", "english")
    assert page.evaluate("() => document.querySelectorAll('[id=board]').length") == 1
    wait_still(page)
    assert_accessible(page)
    # Export: the game's record as a file.
    with page.expect_download() as download_info:
        second.get_by_role("button", name="Export").click()
    download = download_info.value
    assert download.suggested_filename == "checkers-english-game-2.txt"
    text = Path(download.path()).read_text()
    assert "11-15" in text and "22-18" in text
    # Open: the game comes back where it was; the one on screen is kept in its place.
    second.get_by_role("button", name="Open").click()
    expect(dialog).to_be_hidden()
    board = page.locator("#board")
    expect(board).to_have_attribute("data-variant", "english")
    expect(page.locator("#moves .move")).to_have_text(["11-15", "22-18"])
    expect(page.locator("#message")).to_contain_text("Opened: English checkers, 2 moves")
    # Delete: gone from the list, the others stay.
    button.click()
    expect(games).to_have_count(2)
    othello = games.filter(has_text="Othello")
    othello.get_by_role("button", name="Delete").click()
    expect(games).to_have_count(1)
    expect(games.first.locator(".kept-title")).to_have_text("English checkers · 2 moves")
    expect(page.locator("#games-status")).to_have_text(
        "The game of Othello was deleted from your list.")
    page.reload()
    wait_ready(page)
    button.click()
    expect(games).to_have_count(1)
    assert_clean(page)
