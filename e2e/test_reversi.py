"""Reversi in the browser: a whole game against level 1 by clicks, with a forced pass; the
game reopened by its link; a Reversi board embedded in a cross-site frame; switching games
from the New game dialog and back to Byte with the old game still there."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from byte.games.reversi.rules import from_code
from e2e.board import click_square, new_game, play_move, wait_still
from e2e.browser import assert_clean, ready_page
from e2e.embedding import embedded_app

# White (to move) has no move here; Black has eight. Nine squares are empty.
PASS_FIRST = "XXXXXX-XXXXXXOOOXOXXXO--XXXOXOO-XXXXXXO-XOOOOOOOXXXXX-O-XXXXXX-- O"
LINK = f"g=reversi&p={PASS_FIRST.replace(' ', '_')}&vs=c1&h=w"


def board(page: Page) -> tuple[str, str]:
    locator = page.locator("#board")
    return (locator.get_attribute("data-game") or "", locator.get_attribute("data-position")
            or "")


def test_a_whole_game_against_level_one_with_a_pass(open_app: Callable[..., Page]) -> None:
    page = open_app(LINK)
    expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
    # White had to pass: the page played it; the computer (Black) replies, and says so.
    expect(page.locator("#moves .move").first).to_have_text("pass")
    expect(page.locator("#moves .move").first).to_have_attribute("aria-label", "1. White pass")
    # (Black's reply may leave White without a move again: the page passes once more.)
    expect(page.locator("#moves .move").nth(1)).to_be_visible(timeout=90_000)
    expect(page.locator("#message")).to_contain_text("Computer: Black ")
    for _ in range(40):  # each turn of the loop sees one move played, by either side
        expect(page.locator("#thinking")).to_be_hidden(timeout=60_000)
        wait_still(page)
        if page.locator("#banner").is_visible():
            break
        _, code = board(page)
        position = from_code(code.replace("_", " "))
        if position.turn != "w":  # the computer's move is on its way
            expect(page.locator("#board")).not_to_have_attribute("data-position", code,
                                                                  timeout=60_000)
            continue
        move = position.legal_moves()[0]
        click_square(page, position.notation(move))
        expect(page.locator("#board")).not_to_have_attribute("data-position", code)
    expect(page.locator("#banner")).to_be_visible()
    _, code = board(page)
    final = from_code(code)
    assert final.is_over()
    banner = page.locator("#banner-text").inner_text()
    assert final.score().split(" ")[0] in banner or final.outcome().split(": ")[-1] in banner
    # The discs in the panel are the board's.
    counts = final.counts()
    expect(page.locator("#score-b")).to_have_text(str(counts["b"]))
    expect(page.locator("#score-w")).to_have_text(str(counts["w"]))
    moves = [el.inner_text() for el in page.locator("#moves .move").all()]
    assert moves[0] == "pass" and len(moves) >= 9

    # The address bar holds the game: a new page opens it exactly.
    address = page.url
    again = open_app(address.split("#", 1)[1])
    expect(again.locator("#board")).to_have_attribute("data-position", code)
    assert [el.inner_text() for el in again.locator("#moves .move").all()] == moves
    assert_clean(page)
    assert_clean(again)


def test_an_illegal_click_says_why(open_app: Callable[..., Page]) -> None:
    page = open_app("g=reversi")
    expect(page.locator("#board .disc")).to_have_count(4)
    click_square(page, "d6")
    expect(page.locator("#alert")).to_contain_text("d6 flips nothing")
    click_square(page, "f5")
    expect(page.locator("#board .disc")).to_have_count(5)
    expect(page.locator('#board .disc-b[data-square="e5"]')).to_have_count(1)  # turned
    assert_clean(page)


def test_an_embedded_reversi_game_in_a_cross_site_frame(browser: Browser, site_url: str,
                                                       blog_server) -> None:
    with embedded_app(browser, site_url, blog_server, "localhost",
                      fragment="g=reversi&m=f5,d6,c3&embed=1") as (page, frame):
        board_element = frame.locator("#board")
        expect(board_element).to_have_attribute("data-game", "reversi")
        expect(frame.locator("#board .disc")).to_have_count(7)
        frame.locator('#embed-bar [data-action="prev"]').click()
        expect(frame.locator("#board .disc")).to_have_count(6)
        assert_clean(page)


def test_switching_games_keeps_each_games_game(open_app: Callable[..., Page]) -> None:
    from byte.games.byte.rules import Position

    page = open_app()
    position = Position()
    play_move(page, position, position.parse_move("b2-a3"))
    new_game(page, game="reversi", size=8)
    expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
    expect(page.locator("#game-title")).to_have_text("Othello")
    click_square(page, "f5")
    expect(page.locator("#moves .move")).to_have_count(1)
    page.locator('[data-switch-game="byte"]').click()
    expect(page.locator("#board")).to_have_attribute("data-game", "byte")
    expect(page.locator("#moves .move")).to_have_text(["b2-a3"])
    expect(page.locator("#message")).to_have_text("Back to your game of Byte.")
    page.locator('[data-switch-game="reversi"]').click()
    expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
    expect(page.locator("#moves .move")).to_have_text(["f5"])
    assert_clean(page)


def test_a_page_opened_on_byte_downloads_reversi_only_when_it_is_played(
        browser: Browser, site_url: str) -> None:
    # Service workers blocked (the default here): precaching fetches every file anyway.
    with ready_page(browser, site_url) as page:
        requests = page.context.log.requests  # type: ignore[attr-defined]
        assert any(url.endswith("/python/page.zip") for url in requests)
        assert not [url for url in requests if url.endswith(("/reversi.zip", "/checkers.zip"))]
        new_game(page, game="reversi", size=8)
        expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
        click_square(page, "f5")
        expect(page.locator("#moves .move")).to_have_text(["f5"])
        assert any(url.endswith("/python/reversi.zip") for url in requests)
        assert not [url for url in requests if url.endswith("/checkers.zip")]
        assert_clean(page)
