"""Checkers in the browser: a whole game against level 1 by clicks, with a multiple capture
and a crowning in it; an ambiguous capture chosen by clicking its landing square; a draw
by the king-move rule reached from a link; an embed in a cross-site frame."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from byte.games.checkers.rules import from_code
from e2e.board import board_code, click_square, wait_still
from e2e.browser import assert_clean
from e2e.embedding import embedded_app

# White's man on f2 must take three men (f2xd4xb6xd8) and is crowned on d8.
CROWNING = "W:Wf2,a1:Be3,c5,c7,h6,g7"
KINGS = "W:WKa1,Kc1:BKh8,Kf8"
# Thirty king moves without a capture and without a position seen three times.
KING_MOVES = ["c1-d2", "f8-h6", "d2-e1", "h6-f8", "e1-g3", "f8-b4", "g3-h4", "b4-c5", "h4-g3",
              "c5-b6", "g3-f4", "b6-f2", "f4-h6", "f2-g3", "h6-g5", "g3-d6", "g5-h6", "d6-f8",
              "h6-e3", "f8-b4", "e3-h6", "b4-a5", "h6-f8", "a5-d8", "f8-c5", "d8-h4", "c5-a7",
              "h4-g5", "a7-f2", "h8-b2"]


def play_by_clicks(page: Page, notation: str) -> None:
    """Click a move's start and end (the page asks for landings only when it must)."""
    position = from_code(board_code(page))
    move = position.parse_move(notation)
    path = position.path(move)
    names = [position.square_name(square) for square in path]
    click_square(page, names[0])
    click_square(page, names[-1])


def test_a_whole_game_against_level_one(open_app: Callable[..., Page]) -> None:
    page = open_app(f"g=checkers&p={CROWNING}&vs=c1&h=w")
    f2 = page.locator('#board .sq[data-square="f2"]')
    expect(f2).to_have_attribute("aria-label", "f2: white man, must capture")
    play_by_clicks(page, "f2xd8")
    expect(page.locator('#board .king[data-square="d8"]')).to_have_count(1)
    expect(page.locator("#moves .move").first).to_have_text("f2xd8")
    for _ in range(200):  # each turn of the loop sees one move played, by either side
        expect(page.locator("#thinking")).to_be_hidden(timeout=60_000)
        wait_still(page)
        if page.locator("#banner").is_visible():
            break
        code = board_code(page)
        position = from_code(code)
        if position.turn != "w":  # the computer's move is on its way
            expect(page.locator("#board")).not_to_have_attribute("data-position", code,
                                                                  timeout=60_000)
            continue
        moves = position.legal_moves()
        best = max(moves, key=lambda m: (len(m.captured), -moves.index(m)))
        play_by_clicks(page, position.notation(best))
        expect(page.locator("#board")).not_to_have_attribute("data-position", code)
    expect(page.locator("#banner")).to_be_visible()
    # The game as played, move by move: a draw by the move counters needs its history.
    final = from_code(CROWNING)
    for text in page.locator("#moves .move").all_inner_texts():
        final.push(final.parse_move(text))
    assert final.code() == board_code(page)
    assert final.is_over()
    expect(page.locator("#banner-text")).to_contain_text(final.outcome().split(": ")[-1])
    assert_clean(page)


def test_an_ambiguous_capture_is_chosen_by_its_landing_square(
        open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&p=W:WKf2:Bd6,g5,d4,c7")
    click_square(page, "f2")
    click_square(page, "h4")
    expect(page.locator("#message")).to_contain_text("Several captures end on h4")
    click_square(page, "c5")
    expect(page.locator("#moves .move")).to_have_text(["f2xc5xe7xh4"])
    assert_clean(page)


def test_a_compulsory_capture_is_explained(open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&p=W:Wc3,g3:Bd4")
    click_square(page, "g3")
    expect(page.locator("#alert")).to_have_text("A capture is compulsory: take with c3.")
    assert_clean(page)


def test_the_king_move_draw_from_a_link(open_app: Callable[..., Page]) -> None:
    position = from_code(KINGS)
    for text in KING_MOVES:
        position.push(position.parse_move(text))
    assert position.is_over() and position.winner() is None
    page = open_app(f"g=checkers&p={KINGS}&m={','.join(KING_MOVES[:-1])}")
    expect(page.locator("#banner")).to_be_hidden()
    play_by_clicks(page, KING_MOVES[-1])
    expect(page.locator("#banner-text")).to_have_text(position.outcome())
    assert "15 moves each" in position.outcome()
    assert_clean(page)


def test_an_embedded_draughts_game_in_a_cross_site_frame(browser: Browser, site_url: str,
                                                        blog_server) -> None:
    with embedded_app(browser, site_url, blog_server, "localhost",
                      fragment="g=checkers&v=international&m=32-28,19-23&embed=1") as (page, frame):
        expect(frame.locator("#board")).to_have_attribute("data-variant", "international")
        expect(frame.locator("#board .man")).to_have_count(40)
        frame.locator('#embed-bar [data-action="prev"]').click()
        expect(frame.locator('#board .pc[data-square="28"]')).to_have_count(1)
        assert_clean(page)
