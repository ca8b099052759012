"""A game has an end: the game-over card (the result said once, Rematch, Review this
game, Analyse, another level), Resign with a confirmation, draw offers between two players,
in a link and against the computer, and Undo saying what it took back; on a desktop and a
phone screen, with no axe violation in light and dark."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from e2e.a11y import assert_accessible
from e2e.board import wait_still
from e2e.browser import assert_clean, wait_ready

ENGINE_WAIT = 90_000  # the worker boots its own Python first, on a busy machine



def open_in(context: BrowserContext, site_url: str, fragment: str) -> Page:
    page = context.new_page()
    page.goto(f"{site_url}#{fragment}")
    wait_ready(page)
    return page


def hash_of(page: Page) -> str:
    return page.evaluate("() => location.hash")


def test_resign_with_a_confirmation_is_kept_through_link_and_reload(
        screen: BrowserContext, site_url: str) -> None:
    page = open_in(screen, site_url, "g=checkers&m=c3-d4,f6-e5")
    resign = page.locator("#resign-button")
    dialog = page.locator("#resign-dialog")
    resign.click()
    expect(dialog).to_be_visible()
    expect(page.locator("#resign-text")).to_have_text(
        "White gives up this game, and Black wins it.")
    expect(page.locator("#resign-keep")).to_be_focused()  # the safe answer first
    wait_still(page)
    assert_accessible(page)
    page.locator("#resign-keep").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#banner")).to_be_hidden()
    resign.click()
    page.locator("#resign-confirm").click()
    banner = page.locator("#banner")
    expect(page.locator("#banner-text")).to_have_text("White resigned: Black wins")
    # The result is said once: the turn line gives way, the message does not repeat it.
    expect(page.locator("#turn")).to_be_hidden()
    expect(page.locator("#message")).not_to_contain_text("resigned")
    expect(page.locator("#game-row")).to_be_hidden()  # no Resign in a finished game
    expect(page.locator('.panel > .action-row [data-action="undo"]')).to_be_disabled()
    page.wait_for_function("() => location.hash.includes('res=w')")
    wait_still(page)
    assert_accessible(page)
    # A reload brings the finished game back; so does its link in another page.
    page.reload()
    wait_ready(page)
    expect(page.locator("#banner-text")).to_have_text("White resigned: Black wins")
    friend = screen.new_page()
    friend.goto(site_url + hash_of(page))
    wait_ready(friend)
    expect(friend.locator("#banner-text")).to_have_text("White resigned: Black wins")
    expect(banner).to_be_visible()
    assert_clean(page)


def test_two_players_offer_accept_and_decline_a_draw(screen: BrowserContext,
                                                     site_url: str) -> None:
    page = open_in(screen, site_url, "g=checkers&m=c3-d4")
    offer = page.locator("#draw-button")
    card = page.locator("#draw-offer")
    expect(offer).to_be_visible()
    offer.click()
    expect(page.locator("#draw-offer-text")).to_have_text(
        "Black offers a draw. White, do you accept?")
    expect(offer).to_be_disabled()  # one offer at a time
    page.wait_for_function("() => location.hash.includes('offer=b')")
    wait_still(page)
    assert_accessible(page)
    card.locator('[data-action="decline-draw"]').click()
    expect(card).to_be_hidden()
    expect(page.locator("#message")).to_have_text("White declines the draw; play goes on.")
    offer.click()
    card.locator('[data-action="accept-draw"]').click()
    expect(page.locator("#banner-text")).to_have_text("Drawn by agreement")
    page.wait_for_function("() => location.hash.includes('draw=1')")
    assert_clean(page)


def test_a_draw_offer_travels_in_the_link(open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&m=c3-d4,f6-e5&offer=w")
    card = page.locator("#draw-offer")
    expect(page.locator("#draw-offer-text")).to_have_text(
        "White offers a draw. Black, do you accept?")
    card.locator('[data-action="accept-draw"]').click()
    expect(page.locator("#banner-text")).to_have_text("Drawn by agreement")
    page.wait_for_function("() => location.hash.includes('draw=1')")
    assert "offer=" not in hash_of(page)
    assert_clean(page)


@pytest.mark.parametrize(("start", "answer"), [
    # The computer (Black) has four kings to one man: it plays on.
    ("W:Wa1:BKb8,Kd8,Kf8,Kh8", "The computer declines the draw: it still plays for a win."),
    # The computer has one man against four kings: it takes the draw.
    ("W:WKa1,Kc1,Ke1,Kg1:Bh8", "Drawn by agreement"),
])
def test_the_computer_answers_a_draw_offer_from_its_evaluation(
        open_app: Callable[..., Page], start: str, answer: str) -> None:
    page = open_app(f"g=checkers&p={start}&vs=c1&h=w")
    page.locator("#draw-button").click()
    expect(page.locator("#message")).to_contain_text("the computer is thinking about it")
    if answer.startswith("Drawn"):
        expect(page.locator("#banner-text")).to_have_text(answer, timeout=ENGINE_WAIT)
    else:
        expect(page.locator("#message")).to_have_text(answer, timeout=ENGINE_WAIT)
        expect(page.locator("#banner")).to_be_hidden()
    assert_clean(page)


def test_the_game_over_card_offers_what_comes_next(screen: BrowserContext,
                                                   site_url: str) -> None:
    page = open_in(screen, site_url, "g=checkers&m=c3-d4,f6-e5&vs=c2&h=w")
    page.locator("#resign-button").click()
    page.locator("#resign-confirm").click()
    banner = page.locator("#banner")
    expect(page.locator("#banner-text")).to_have_text("You resigned: the computer wins")
    expect(banner.get_by_role("button")).to_have_text(
        ["Rematch", "Try level 1", "Review this game", "Analyse", "New game"])
    # Review this game: the Review section, reviewing.
    banner.locator('[data-action="review-game"]').click()
    expect(page.locator("#tabpanel-review")).to_be_visible()
    expect(page.locator("#review-panel .review-status, #review-panel .review-graph").first
           ).to_be_visible()
    # Rematch: the same game and level, the sides swapped (the computer now plays White).
    expect(banner).to_be_visible()
    banner.locator('[data-action="rematch"]').click()
    expect(page.locator("#player-b .player-name")).to_have_text("Black (you)")
    expect(page.locator("#player-w .player-name")).to_have_text("White (computer)")
    # The computer opens the rematch; its first move adds to the words, never hides them.
    expect(page.locator("#message")).to_contain_text("Rematch: you play Black this time.")
    expect(page.locator("#message")).to_have_text(
        re.compile(r"Rematch: you play Black this time\. Computer: White \S+\."),
        timeout=ENGINE_WAIT)
    expect(banner).to_be_hidden()
    # After a loss the card offers the level below; it starts a game there.
    page.locator("#resign-button").click()
    page.locator("#resign-confirm").click()
    page.locator("#level-button").click()
    expect(page.locator("#message")).to_have_text(
        "A new game against the computer at level 1; you play White.")
    page.wait_for_function("() => location.hash.includes('vs=c1')")
    # Analyse: the analysis board on the finished game.
    page.locator("#resign-button").click()
    page.locator("#resign-confirm").click()
    banner.locator('[data-action="analyse"]').click()
    expect(page.locator("#tabpanel-analysis")).to_be_visible()
    expect(page.locator("#analysis-tree .move")).to_have_count(0)  # resigned before a move
    assert_clean(page)


def test_undo_says_what_it_took_back(open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&m=c3-d4,f6-e5")
    page.locator('.panel [data-action="undo"]').click()
    expect(page.locator("#message")).to_have_text("Took back Black's move f6-e5.")
    page.goto(page.url.split("#")[0] + "#g=checkers&m=c3-d4,f6-e5&vs=c1&h=w")
    expect(page.locator("#moves .move")).to_have_count(2)
    page.locator('.panel [data-action="undo"]').click()
    expect(page.locator("#message")).to_have_text("Took back your move and the computer's.")
    assert_clean(page)


def test_a_new_game_mid_game_says_where_the_old_one_went(
        open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&m=c3-d4,f6-e5")
    page.locator(".panel-head [data-action='new']").click()
    expect(page.locator("#new-game-dialog")).to_be_visible()
    page.locator("#new-game-start").click()
    expect(page.locator("#message")).to_have_text(
        "Your unfinished game of Checkers (2 moves) is kept: Your games opens it again.")
    expect(page.locator("#moves .move")).to_have_count(0)
    page.locator("#your-games-button").click()
    expect(page.locator("#games-list .kept-game").first).to_contain_text("2 moves")
    assert_clean(page)
