"""Links, sharing, export/import and the saved game, in a real browser.

Moves are chosen and checked with the engine running here in CPython; the page gets them
only through clicks.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte import Move, Position, square_name
from byte.links import game_fragment, position_fragment
from byte.record import Game
from e2e.board import settle, square_point
from e2e.browser import assert_clean, new_context, wait_ready

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
STORAGE_KEY = "byte.saved-game"


# ------------------------------------------------------------------------------ helpers


def board_code(page: Page) -> str:
    return page.locator("#board").get_attribute("data-position") or ""


def expect_code(page: Page, code: str) -> None:
    expect(page.locator("#board")).to_have_attribute("data-position", code)


def click_square(page: Page, name: str) -> None:
    """Click near a square's corner, where no checker is drawn."""
    page.mouse.click(*square_point(page, name))


def simple_moves(position: Position) -> list[Move]:
    """Moves that two clicks complete: no other legal move joins the same two squares."""
    legal = position.legal_moves()
    pairs = [(m.src, m.dst) for m in legal]
    return [m for m in legal if m.level and pairs.count((m.src, m.dst)) == 1]


def play_by_clicks(page: Page, rng: random.Random) -> Move:
    """Play a random legal move through the board; wait for the page to show it."""
    position = Position.from_code(board_code(page))
    move = rng.choice(simple_moves(position))
    click_square(page, square_name(move.src))
    click_square(page, square_name(move.dst))
    position.push(move)
    while position.legal_moves() == [Move(-1, 0, -1)]:  # the page plays forced passes
        position.push(Move(-1, 0, -1))
    expect_code(page, position.code())
    return move


def move_list(page: Page) -> list[str]:
    return page.locator("#moves .move").all_inner_texts()


def selected_ply(page: Page) -> int:
    current = page.locator('#moves .move[aria-current="step"]')
    return int(current.get_attribute("data-ply")) if current.count() else 0


def eventually(read: Callable[[], object], expected: object, timeout_ms: int = 15_000) -> None:
    """Assert that ``read()`` comes to equal ``expected`` (where Python runs in a worker the
    page draws the move list a moment after the board)."""
    waited = 0
    while (value := read()) != expected and waited < timeout_ms:
        time.sleep(0.1)
        waited += 100
    assert value == expected


def expect_moves(page: Page, moves: list[str]) -> None:
    eventually(lambda: move_list(page), moves)


def expect_ply(page: Page, ply: int) -> None:
    eventually(lambda: selected_ply(page), ply)


def fragment_of(page: Page) -> str:
    return urlsplit(page.url).fragment


def random_game(seed: int, plies: int, size: int = 8) -> Game:
    rng = random.Random(seed)
    game = Game(Position(size))
    while len(game.moves) < plies and not game.end.is_over():
        game.push(rng.choice(game.end.legal_moves()))
    return game


def open_share(page: Page) -> None:
    """Open the Share dialog (the page fills it, then shows it)."""
    page.locator("#share-button").click()
    expect(page.locator("#share-dialog")).to_be_visible()


def shared_link(page: Page, kind: str = "game") -> str:
    open_share(page)
    choice = page.locator(f'#share-dialog input[name="share-kind"][value="{kind}"]')
    if not choice.is_checked():
        before = page.locator("#share-link").input_value()
        choice.check()
        expect(page.locator("#share-link")).not_to_have_value(before)
    link = page.locator("#share-link").input_value()
    page.locator('#share-dialog [data-share="close"]').click()
    expect(page.locator("#share-dialog")).to_be_hidden()
    return link


# ------------------------------------------------------------------------- reopening


def test_position_link_reopens_exactly(open_app: Callable[..., Page]) -> None:
    position = Position.from_code(EXAMPLE)
    page = open_app(position_fragment(position))
    expect_code(page, EXAMPLE)
    expect_moves(page, [])
    expect(page.locator("#message")).to_have_text("A position of Byte: White to move.")
    # Playable: e3:2-f2 needs the lift picker, f2-e3 wins the game for Black at once.
    click_square(page, "f2")
    click_square(page, "e3")
    page.wait_for_function("""(before) => !document.querySelector('#level-picker').hidden
        || document.querySelector('#board').dataset.position !== before""", arg=EXAMPLE)
    if page.locator("#level-picker").is_visible():
        page.locator('#level-picker [data-pick="1"]').click()
    position.push(position.parse_move("f2-e3"))
    expect_code(page, position.code())
    expect(page.locator("#banner")).to_be_visible()
    assert_clean(page)


def test_game_link_reopens_exactly_and_marks_the_last_move(
        open_app: Callable[..., Page]) -> None:
    game = random_game(3, 14)
    page = open_app(game_fragment(game, ply=9))
    expect_code(page, game.position_at(9).code())
    expect_moves(page, [str(m) for m in game.moves])
    expect_ply(page, 9)
    expect(page.locator("#message")).to_contain_text(f"A game of Byte, {len(game.moves)} moves")
    expect(page.locator("#message")).to_contain_text(f"the last move, {game.moves[8]}, is marked")
    assert page.locator("#board .hl-last").count() >= 1
    # The address bar follows the move list.
    page.locator('#moves .move[data-ply="4"]').click()
    expect_code(page, game.position_at(4).code())
    page.wait_for_function("() => location.hash.includes('n=4')")
    assert fragment_of(page) == game_fragment(game, ply=4)
    assert_clean(page)


def test_10x10_link(open_app: Callable[..., Page]) -> None:
    game = random_game(5, 6, size=10)
    page = open_app(game_fragment(game))
    expect_code(page, game.end.code())
    assert page.locator("#board .ck").count() == 40
    assert_clean(page)


# ---------------------------------------------------------------------------- sharing


def test_share_control_gives_a_link_that_reopens_the_same_state(
        context: BrowserContext, open_app: Callable[..., Page]) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    game = random_game(11, 10)
    page = open_app(game_fragment(game))
    page.locator('#moves .move[data-ply="7"]').click()
    expect_code(page, game.position_at(7).code())
    open_share(page)
    link = page.locator("#share-link").input_value()
    page.locator('#share-dialog [data-share="copy-link"]').click()
    expect(page.locator("#share-status")).to_have_text("Link copied.")
    assert page.evaluate("() => navigator.clipboard.readText()") == link
    page.locator('#share-dialog [data-share="close"]').click()

    other = context.new_page()
    other.goto(link)
    wait_ready(other)
    expect_code(other, game.position_at(7).code())
    expect_moves(other, [str(m) for m in game.moves])
    expect_ply(other, 7)

    position_link = shared_link(page, "position")
    third = context.new_page()
    third.goto(position_link)
    wait_ready(third)
    expect_code(third, game.position_at(7).code())
    expect_moves(third, [])
    assert_clean(page)


def test_export_and_import(context: BrowserContext, open_app: Callable[..., Page]) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    game = random_game(21, 12)
    page = open_app(game_fragment(game, ply=8))
    open_share(page)
    assert page.locator("#share-record").input_value() == game.text()
    assert page.locator("#share-code").input_value() == game.position_at(8).code()
    page.locator('#share-dialog [data-share="copy-code"]').click()
    expect(page.locator("#share-status")).to_have_text("Position code copied.")
    assert page.evaluate("() => navigator.clipboard.readText()") == game.position_at(8).code()

    with page.expect_download() as record_download:
        page.locator('#share-dialog [data-share="download-record"]').click()
    record_text = Path(record_download.value.path()).read_text(encoding="utf-8")
    assert Game.parse(record_text).moves == game.moves
    assert record_download.value.suggested_filename == "byte-8x8-move-8.txt"

    with page.expect_download() as svg_download:
        page.locator('#share-dialog [data-share="download-svg"]').click()
    svg = Path(svg_download.value.path()).read_text(encoding="utf-8")
    assert svg.startswith("<svg ") and f'data-position="{game.position_at(8).code()}"' in svg
    assert "<style><![CDATA[" in svg and ".sq-dark" in svg
    # The picture keeps its colours in a dark-mode viewer, and says what it shows.
    assert "prefers-color-scheme: dark" not in svg and "color-scheme: light" in svg
    assert "Byte · White to move · score 0-0 · after move 8</text>" in svg

    with page.expect_download() as png_download:
        page.locator('#share-dialog [data-share="download-png"]').click()
    png = Path(png_download.value.path()).read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 5000

    # Import: a pasted position code, then a game record from a file, then rubbish.
    page.locator("#import-text").fill(EXAMPLE)
    page.locator('#share-dialog [data-share="open-text"]').click()
    expect_code(page, EXAMPLE)
    expect(page.locator("#message")).to_have_text("Position opened (Byte).")
    open_share(page)
    page.locator("#import-file").set_input_files(files=[{
        "name": "game.txt", "mimeType": "text/plain", "buffer": game.text().encode()}])
    expect_code(page, game.end.code())
    expect_moves(page, [str(m) for m in game.moves])
    open_share(page)
    page.locator("#import-text").fill("1. b2-a3 <img src=x onerror=alert(1)>")
    page.locator('#share-dialog [data-share="open-text"]').click()
    expect(page.locator("#share-status")).to_contain_text("Nothing was opened: that game record")
    assert page.locator("img").count() == 0
    expect_code(page, game.end.code())
    assert_clean(page)


def test_a_game_by_link_between_two_browsers(browser: Browser, site_url: str,
                                            context: BrowserContext,
                                            open_app: Callable[..., Page]) -> None:
    """Alice and Bob, each in their own browser, send each other links after every move."""
    rng = random.Random(8)
    alice = open_app()
    bob_context = new_context(browser, site_url)
    try:
        bob = bob_context.new_page()
        played: list[str] = []
        for _round in range(3):
            played.append(str(play_by_clicks(alice, rng)))
            link = shared_link(alice)
            if played[:-1]:
                settle(bob)  # bob's page has written its own address
            bob.goto(link)
            if bob.evaluate("() => document.documentElement.dataset.appState") != "ready":
                wait_ready(bob)
            expect(bob.locator("#message")).to_contain_text(
                f"the last move, {played[-1]}, is marked")
            expect(bob.locator("#message")).to_contain_text("Black to move")
            assert bob.locator("#board").get_attribute("data-flip") == "1"  # Black at the bottom
            expect_moves(bob, played)
            played.append(str(play_by_clicks(bob, rng)))
            link = shared_link(bob)
            settle(alice)
            alice.goto(link)  # the same page: only the fragment changes
            expect(alice.locator("#message")).to_contain_text("White to move")
            expect_moves(alice, played)
        expected = Game(moves=played).end.code()
        expect_code(alice, expected)
        expect_code(bob, expected)
        assert_clean(alice)
        assert_clean(bob)
    finally:
        bob_context.close()


# ------------------------------------------------------------------------ nothing lost


def test_reload_mid_game_restores_it(open_app: Callable[..., Page],
                                     context: BrowserContext, site_url: str) -> None:
    rng = random.Random(4)
    page = open_app()
    moves = [str(play_by_clicks(page, rng)) for _ in range(5)]
    code = board_code(page)
    page.locator(".panel [data-action=\"flip\"]").click()
    expect(page.locator("#board")).to_have_attribute("data-flip", "1")
    settle(page)  # the page saves the game right after drawing it
    page.reload()
    wait_ready(page)
    expect_code(page, code)
    expect_moves(page, moves)
    expect(page.locator("#board")).to_have_attribute("data-flip", "1")
    # Opening the site again without the fragment brings the game back from storage.
    again = context.new_page()
    again.goto(site_url)
    wait_ready(again)
    expect_code(again, code)
    expect_moves(again, moves)
    expect(again.locator("#message")).to_have_text("Your game was restored.")
    saved = json.loads(again.evaluate(f"() => localStorage.getItem('{STORAGE_KEY}')"))
    assert saved["moves"] == moves and saved["format"] == "byte-saved-game"
    assert_clean(page)


def test_a_link_sets_aside_the_game_in_progress(open_app: Callable[..., Page],
                                                context: BrowserContext, site_url: str) -> None:
    rng = random.Random(6)
    page = open_app()
    moves = [str(play_by_clicks(page, rng)) for _ in range(3)]
    other = context.new_page()
    other.goto(site_url + "#" + position_fragment(Position.from_code(EXAMPLE)))
    wait_ready(other)
    expect(other.locator("#message")).to_contain_text("Your game in progress was set aside")
    open_share(other)
    other.locator('#share-dialog [data-share="restore-previous"]').click()
    expect_moves(other, moves)
    expect(other.locator("#message")).to_have_text("The game set aside is back.")
    assert_clean(other)


CORRUPTED = [
    "{not json",
    json.dumps({"format": "byte-saved-game", "version": 1, "start": "w,w w 0-0"}),
    json.dumps({"format": "byte-saved-game", "version": 99}),
    "\u0000" * 50,
]


def test_corrupted_storage_is_survived(open_app: Callable[..., Page]) -> None:
    page = open_app()
    rng = random.Random(1)
    for stored in CORRUPTED:
        page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                      [STORAGE_KEY, stored])
        page.reload()
        wait_ready(page)
        expect(page.locator("#alert")).to_contain_text("Your saved game could not be restored")
        expect_code(page, Position().code())
        move = play_by_clicks(page, rng)  # playable, and saved again
        # The page saves just after it draws the move: wait for it, or the save would
        # overwrite the damaged game this loop is about to store.
        page.wait_for_function(
            "([key, moved]) => (localStorage.getItem(key) || '').includes(moved)",
            arg=[STORAGE_KEY, f'"{square_name(move.src)}-{square_name(move.dst)}'])
        page.evaluate("() => history.replaceState(null, '', location.pathname)")
    # Damaged moves: the good ones before the first bad one come back.
    data = {"format": "byte-saved-game", "version": 1, "start": Position().code(),
            "moves": ["b2-a3", "a5-b4", "zz", "d2-c3"], "ply": 2, "settings": {}, "prefs": {}}
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [STORAGE_KEY, json.dumps(data)])
    page.reload()
    wait_ready(page)
    expect_moves(page, ["b2-a3", "a5-b4"])
    expect(page.locator("#alert")).to_contain_text("part of it was damaged")
    assert_clean(page)


@pytest.mark.first_visit  # its init script must not reach later tests
def test_full_storage_is_told_once(context: BrowserContext, open_app: Callable[..., Page]) -> None:
    context.add_init_script("""
        Storage.prototype.setItem = function () {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
    """)
    page = open_app()
    expect(page.locator("#alert")).to_contain_text("Saving stopped")
    rng = random.Random(2)
    for _ in range(3):  # the game goes on, and the message is not repeated
        play_by_clicks(page, rng)
        page.wait_for_timeout(100)
        expect(page.locator("#alert")).not_to_contain_text("Saving stopped")
    assert_clean(page)


# --------------------------------------------------------------------------- bad links

BAD_LINKS = [
    ("m=b2-a3,a5-b4,b2-a3,d2-c3", "move 3 (White's b2-a3) is not legal", ["b2-a3", "a5-b4"]),
    ("p=w,w/b_w_0-0&m=b2-a3", "the position code in p= is broken", []),
    ("p=" + EXAMPLE.replace("bwbwb", "bwbwbwbw").replace(" 1-1", " 0-1").replace(" ", "_"),
     "e3 holds 8 checkers", []),
    ("m=" + ",".join(["b2-a3"] * 10_000), "only the first 20,000 were read", ["b2-a3"]),
    ("m=b2-a3,<img src=x onerror=window.pwned=1>&n=<script>window.pwned=1</script>",
     "is not a move", ["b2-a3"]),
    ("p=%3Csvg%20onload%3Dalert(1)%3E&vs=<b>", "broken", []),
    ("m=b2-a3&n=99&theme=dark&%zz=1", "n=99 is past the end of the game", ["b2-a3"]),
]


def test_bad_links_open_with_a_message_and_a_playable_board(
        open_app: Callable[..., Page], site_url: str) -> None:
    """The first link boots the page; the others arrive as address changes (hashchange)."""
    page = None
    for index, (fragment, says, kept) in enumerate(BAD_LINKS):
        if page is None:
            page = open_app(fragment)
        else:
            # Once the page has written its address for the last move (it follows the
            # game), a new address is a new link.
            settle(page)
            page.goto(site_url + "#" + fragment)
        alert = page.locator("#alert")
        expect(alert).to_contain_text("This link has")
        expect(alert).to_contain_text(says)
        expect_moves(page, kept)
        # Nothing from the link ran or became markup.
        assert page.evaluate("() => window.pwned === undefined")
        assert page.locator("img, script:not([src]):not([type])").count() == 0
        assert "<" not in alert.inner_text()
        play_by_clicks(page, random.Random(index))
    assert_clean(page)


def test_editing_the_address_reopens_the_link(open_app: Callable[..., Page],
                                              site_url: str) -> None:
    page = open_app()
    game = random_game(9, 6)
    settle(page)  # the page has written its own address
    page.goto(site_url + "#" + game_fragment(game, ply=2))  # same document: hashchange
    expect_code(page, game.position_at(2).code())
    expect_moves(page, [str(m) for m in game.moves])
    settle(page)
    page.goto(site_url + "#m=zz")
    expect(page.locator("#alert")).to_contain_text("move 1 ('zz') is not a move")
    assert_clean(page)
