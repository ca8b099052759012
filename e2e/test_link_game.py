"""Playing a friend by link: the friend who opens the link is told it is their move in a
game sent to them; after their move a prominent Send your move hands the link of the
whole game to the share sheet, or copies it where there is none."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from e2e.a11y import assert_accessible
from e2e.board import wait_still
from e2e.browser import assert_clean, wait_ready
from e2e.test_checkers import play_by_clicks

LINK = "g=checkers&m=c3-d4"


def test_the_friend_plays_and_sends_the_move_through_the_share_sheet(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    # A share sheet that records what it was given.
    page.add_init_script("Navigator.prototype.share = async function (data) {"
                         " window.sharedData = data; };")
    page.goto(f"{site_url}#{LINK}")
    wait_ready(page)
    box = page.locator("#send-move")
    expect(page.locator("#send-move-text")).to_have_text(
        "A game sent to you: it is your move (Black). Play it, then send your reply back "
        "the same way.")
    send = page.locator("#send-move-button")
    expect(send).to_be_hidden()
    wait_still(page)
    play_by_clicks(page, "f6-e5")
    expect(send).to_be_visible()
    expect(box).to_contain_text("Your move is made.")
    wait_still(page)
    assert_accessible(page)
    send.click()
    expect(page.locator("#message")).to_have_text("Move sent.")
    shared = page.evaluate("() => window.sharedData.url")
    assert shared.endswith("#g=checkers&m=c3-d4,f6-e5"), shared
    assert_clean(page)


def test_without_a_share_sheet_the_link_is_copied(context: BrowserContext,
                                                   site_url: str) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.add_init_script("delete Navigator.prototype.share;")
    page.goto(f"{site_url}#{LINK}")
    wait_ready(page)
    wait_still(page)
    play_by_clicks(page, "f6-e5")
    page.locator("#send-move-button").click()
    expect(page.locator("#message")).to_have_text("Link copied: paste it to your friend.")
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied.endswith("#g=checkers&m=c3-d4,f6-e5"), copied
    assert_clean(page)


def test_no_link_box_in_a_game_of_ones_own(open_app: Callable[..., Page]) -> None:
    page = open_app()
    expect(page.locator("#send-move")).to_be_hidden()
    page.locator('[data-switch-game="checkers"]').click()
    expect(page.locator("#send-move")).to_be_hidden()
