"""axe-core on every screen a session's flow added, on a 1280x800 desktop and a 390x844
phone, each in light and dark colours (:func:`e2e.a11y.assert_accessible` checks both):
the game-over card after a game against the computer, the draw offer, the resign
confirmation, Your games, the Sound and looks dialog, a finished review, a puzzle and the
board editor. (Single screens are also scanned where their behaviour is tested; this file
makes sure each one is scanned at both sizes.)"""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from e2e.a11y import assert_accessible
from e2e.board import wait_still
from e2e.browser import assert_clean, wait_ready
from e2e.test_editor import SCROLL_THE_EDITOR

REVIEW_WAIT = 120_000  # the worker boots its own Python, then searches, on a busy machine


def open_page(context: BrowserContext, site_url: str, fragment: str) -> Page:
    page = context.new_page()
    page.goto(f"{site_url}#{fragment}")
    wait_ready(page)
    wait_still(page)
    return page


def test_the_resign_confirmation_and_the_game_over_card(screen: BrowserContext,
                                                        site_url: str) -> None:
    page = open_page(screen, site_url, "g=checkers&m=c3-d4,f6-e5&vs=c2&h=w")
    page.locator("#resign-button").click()
    expect(page.locator("#resign-dialog")).to_be_visible()
    wait_still(page)
    assert_accessible(page)
    page.locator("#resign-confirm").click()
    card = page.locator("#banner")
    expect(card.get_by_role("button", name="Rematch")).to_be_visible()
    expect(card.get_by_role("button", name="Try level 1")).to_be_visible()
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_the_draw_offer(screen: BrowserContext, site_url: str) -> None:
    page = open_page(screen, site_url, "g=checkers&m=c3-d4")
    page.locator("#draw-button").click()
    expect(page.locator("#draw-offer")).to_be_visible()
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_your_games_and_the_sound_and_looks_dialog(screen: BrowserContext,
                                                   site_url: str) -> None:
    page = open_page(screen, site_url, "g=checkers&v=english&m=11-15,22-18&vs=c3&h=b")
    page.locator("#your-games-button").click()
    dialog = page.locator("#games-dialog")
    expect(dialog.locator(".kept-game")).not_to_have_count(0)
    wait_still(page)
    assert_accessible(page)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.locator("#looks-button").click()
    expect(page.locator("#looks-dialog")).to_be_visible()
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_a_finished_review(screen: BrowserContext, site_url: str) -> None:
    page = open_page(screen, site_url, "g=checkers&m=g3-f4,h6-g5,f4xh6")
    page.locator("#tab-review").click()
    panel = page.locator("#review-panel")
    panel.locator('[data-review="start"]').click()
    expect(panel.locator('[data-review="close"]')).to_be_visible(timeout=REVIEW_WAIT)
    panel.locator(".review-table summary").click()
    wait_still(page)
    assert_accessible(page)
    assert_clean(page)


def test_a_puzzle_and_the_editor(screen: BrowserContext, site_url: str) -> None:
    page = open_page(screen, site_url, "g=reversi")
    page.locator("#tab-puzzles").click()
    panel = page.locator("#puzzle-panel")
    panel.locator('[data-puzzle="start"]').click()
    expect(panel.locator(".puzzle-title")).to_contain_text("Puzzle 1 of")
    wait_still(page)
    assert_accessible(page)
    page.locator('[data-puzzle="back"], [data-puzzle="leave"]').first.click()
    page.locator("#edit-button").click()
    expect(page.locator("#editor-panel")).to_be_visible()
    # As opened, then with its settings scrolled half-way and to their end: Copy link and
    # Cancel, always in view, lie over no other control at any of them.
    for share in (0, .5, 1):
        page.evaluate(SCROLL_THE_EDITOR, share)
        wait_still(page)
        assert_accessible(page)
    assert_clean(page)
