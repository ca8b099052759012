"""Nothing is lost without a way back: a line replaced by playing from an earlier move can
be brought back, and a game left for a new one is in the player's list, to reopen."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from byte import Position
from e2e.board import new_game, play_move
from e2e.browser import assert_clean


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
