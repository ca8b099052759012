"""Sound and looks in the browser: the sound setting (remembered, off in an embed until
turned on there, a move heard through the page's audio layer), the board themes, piece
styles and coordinates (remembered across a reload and applied to the board, the editor
and the rules pages, on desktop and phone sizes), damaged storage, and the dialog's
accessibility in both colour schemes."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.a11y import assert_accessible
from e2e.board import click_square
from e2e.browser import assert_clean, ready_page, wait_ready

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
SIZES = {"desktop": DESKTOP, "phone": PHONE}

DARK_SQUARE = "#board .sq-dark"


def fill(page: Page, selector: str) -> str:
    """The computed fill of the first match of ``selector``."""
    return page.evaluate(f"() => getComputedStyle(document.querySelector({selector!r})).fill")


def html_data(page: Page, name: str) -> str | None:
    return page.evaluate(f"() => document.documentElement.dataset[{name!r}] ?? null")


def sounds_played(page: Page) -> int:
    return int(html_data(page, "soundsPlayed") or 0)


def open_looks(page: Page) -> None:
    page.locator("#looks-button").click()
    expect(page.locator("#looks-dialog")).to_be_visible()
    expect(page.locator("#piece-choices input").first).to_be_attached()


def close_looks(page: Page) -> None:
    page.locator('#looks-dialog button[value="done"]').click()
    expect(page.locator("#looks-dialog")).to_be_hidden()


def test_a_move_is_heard_and_the_sound_setting_is_remembered(
        open_app: Callable[..., Page]) -> None:
    page = open_app()
    assert html_data(page, "sound") == "on"  # on by default on the site itself
    assert sounds_played(page) == 0  # nothing before the player has touched the page
    click_square(page, "b2")
    click_square(page, "c3")
    # The audio layer really played it: the count goes up only for a sound scheduled on
    # a running audio context.
    page.wait_for_function("() => document.documentElement.dataset.soundsPlayed === '1'")
    assert html_data(page, "soundLast") == "move"
    # A refused move has its own sound.
    click_square(page, "a5")  # Black's checker…
    click_square(page, "d4")  # …cannot go that far
    page.wait_for_function("() => document.documentElement.dataset.soundLast === 'wrong'")

    open_looks(page)
    toggle = page.locator("#sound-toggle")
    expect(toggle).to_be_checked()
    toggle.uncheck()
    close_looks(page)
    expect(page.locator("html")).to_have_attribute("data-sound", "off")
    stored = json.loads(page.evaluate("() => localStorage.getItem('byte.looks')"))
    assert stored["sound"] is False

    page.reload()
    # The loader puts the kept setting on the page before Python starts.
    assert html_data(page, "sound") == "off"
    wait_ready(page)
    played = sounds_played(page)
    click_square(page, "c5")
    click_square(page, "b4")
    page.wait_for_function("() => document.querySelectorAll('#moves .move').length === 2")
    page.wait_for_timeout(300)
    assert sounds_played(page) == played  # off: the audio layer was not asked
    open_looks(page)
    expect(page.locator("#sound-toggle")).not_to_be_checked()
    assert_clean(page)


def test_an_embed_is_silent_until_its_sound_button_is_pressed(
        open_app: Callable[..., Page]) -> None:
    page = open_app("m=b2-c3&embed=1")
    button = page.locator("#embed-sound")
    expect(button).to_be_visible()
    expect(button).to_have_attribute("aria-pressed", "false")
    assert html_data(page, "sound") == "off"
    page.locator('#embed-bar [data-action="prev"]').click()
    page.wait_for_timeout(300)
    assert sounds_played(page) == 0
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.locator("html")).to_have_attribute("data-sound", "on")
    page.wait_for_function("() => Number(document.documentElement.dataset.soundsPlayed) >= 1")
    # Remembered for embeds, and the site's own setting is untouched.
    page.reload()
    wait_ready(page)
    expect(page.locator("#embed-sound")).to_have_attribute("aria-pressed", "true")
    stored = json.loads(page.evaluate("() => localStorage.getItem('byte.looks')"))
    assert stored["sound_in_embeds"] is True and stored["sound"] is True
    button = page.locator("#embed-sound")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "false")
    expect(page.locator("html")).to_have_attribute("data-sound", "off")
    assert_clean(page)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_theme_pieces_and_coordinates_are_applied_and_remembered(
        browser: Browser, site_url: str, size: str) -> None:
    with ready_page(browser, site_url, site_url + "#g=checkers", **SIZES[size]) as page:
        wood = fill(page, DARK_SQUARE)
        man = "#board .pc-w .pc-rim"
        assert page.evaluate(f"() => getComputedStyle(document.querySelector({man!r})).opacity") \
            == "1"
        expect(page.locator("#board .coords").first).to_be_visible()

        open_looks(page)
        page.locator('#looks-form input[name="theme"][value="contrast"]').check()
        page.locator('#looks-form input[name="pieces"][value="flat"]').check()
        page.locator("#coords-toggle").uncheck()
        close_looks(page)
        # Applied at once, without a new board: the same element changes colour.
        expect(page.locator("html")).to_have_attribute("data-board-theme", "contrast")
        expect(page.locator("html")).to_have_attribute("data-pieces-checkers", "flat")
        expect(page.locator("html")).to_have_attribute("data-coords", "off")
        assert fill(page, DARK_SQUARE) == "rgb(0, 71, 171)" != wood
        assert page.evaluate(f"() => getComputedStyle(document.querySelector({man!r})).opacity") \
            == "0"
        expect(page.locator("#board .coords").first).to_be_hidden()

        page.reload()
        # Before Python is up, the loader has already put the kept look on the page.
        assert html_data(page, "boardTheme") == "contrast"
        wait_ready(page)
        assert fill(page, DARK_SQUARE) == "rgb(0, 71, 171)"
        assert html_data(page, "piecesCheckers") == "flat"
        expect(page.locator("#board .coords").first).to_be_hidden()
        open_looks(page)
        expect(page.locator('#looks-form input[name="theme"][value="contrast"]')).to_be_checked()
        expect(page.locator('#looks-form input[name="pieces"][value="flat"]')).to_be_checked()
        expect(page.locator("#coords-toggle")).not_to_be_checked()
        # Each game has its own piece styles: Byte's are offered when Byte is on screen.
        close_looks(page)
        page.locator('[data-switch-game="byte"]').click()
        expect(page.locator("#board")).to_have_attribute("data-game", "byte")
        open_looks(page)
        expect(page.locator("#pieces-legend")).to_have_text("Pieces of Byte")
        page.locator('#looks-form input[name="pieces"][value="wood"]').check()
        page.locator('#looks-form input[name="theme"][value="blue"]').check()
        close_looks(page)
        expect(page.locator("html")).to_have_attribute("data-pieces-byte", "wood")
        expect(page.locator("html")).to_have_attribute("data-board-theme", "blue")
        assert fill(page, "#board .ck-b .ck-face") == "rgb(110, 50, 25)"
        assert fill(page, DARK_SQUARE) == "rgb(140, 162, 173)"
        assert html_data(page, "piecesCheckers") == "flat"  # kept for Checkers
        assert_clean(page)


def test_the_editor_and_the_rules_pages_use_the_chosen_look(
        open_app: Callable[..., Page], site_url: str) -> None:
    page = open_app("g=checkers")
    page.evaluate("""() => localStorage.setItem('byte.looks',
        JSON.stringify({theme: 'green', pieces: {checkers: 'flat'}, coordinates: false}))""")
    page.reload()
    wait_ready(page)
    page.locator("#edit-button").click()
    expect(page.locator("#editor-wrap .sq-dark").first).to_be_visible()
    assert fill(page, "#editor-wrap .sq-dark") == "rgb(118, 150, 86)"
    # The rules pages run no Python: the same small script gives them the look.
    page.goto(site_url + "rules/checkers.html")
    diagram = ".rules-page svg .sq-dark"
    expect(page.locator(diagram).first).to_be_visible()
    assert fill(page, diagram) == "rgb(118, 150, 86)"
    assert page.evaluate("""() => getComputedStyle(
        document.querySelector('.rules-page .pc-rim')).opacity""") == "0"
    assert_clean(page)


@pytest.mark.parametrize("kept", [
    "{not json", "[1,2,3]", '"blue"', '{"theme": {"x": 1}, "pieces": [1], "sound": "yes"}',
    '{"theme": "blue\\"><script>", "pieces": {"checkers": "<b>"}}',
])
def test_damaged_looks_in_storage_give_the_defaults(open_app: Callable[..., Page],
                                                    kept: str) -> None:
    page = open_app()
    page.evaluate("(text) => localStorage.setItem('byte.looks', text)", kept)
    page.reload()
    wait_ready(page)
    assert html_data(page, "boardTheme") == "wood"
    assert html_data(page, "sound") == "on" and html_data(page, "coords") == "on"
    assert html_data(page, "piecesByte") == "classic"
    open_looks(page)
    expect(page.locator('#looks-form input[name="theme"][value="wood"]')).to_be_checked()
    assert_clean(page)


def test_the_dialog_is_reached_by_keyboard_and_accessible(open_app: Callable[..., Page]) -> None:
    page = open_app("g=reversi")
    page.locator("#looks-button").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#looks-dialog")).to_be_visible()
    expect(page.locator("#pieces-legend")).to_have_text("Pieces of Reversi")
    # The keys choose: Space switches the sound, the arrows move between themes.
    page.locator("#sound-toggle").focus()
    page.keyboard.press("Space")
    expect(page.locator("html")).to_have_attribute("data-sound", "off")
    page.locator('#looks-form input[name="theme"][value="wood"]').focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator("html")).to_have_attribute("data-board-theme", "green")
    assert_accessible(page)
    page.keyboard.press("Escape")
    expect(page.locator("#looks-dialog")).to_be_hidden()
    expect(page.locator("#looks-button")).to_be_focused()
    assert_clean(page)
