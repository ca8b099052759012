"""The first paint is the game: before Python runs, the page shows the board a link names,
the board of the last visit, or the opening board with the welcome; none of it acts as if
it were playable, and Python's first render replaces it square for square, in place.

Each test holds back the interpreter's download (``pyodide.asm.wasm``) to look at the page
as a slow connection shows it before Python, then lets it through.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from byte.games.reversi.rules import start as reversi_start
from e2e.browser import assert_clean, new_context, wait_ready

pytestmark = pytest.mark.first_visit

INTERPRETER = "**/pyodide.asm.wasm"

# The board as the page shows it: its attributes, its squares, where it is drawn, and
# whether anything in it invites input.
BOARD_STATE = """() => {
  const board = document.querySelector("#board-wrap #board");
  if (!board) return null;
  const box = board.getBoundingClientRect();
  const square = board.querySelector(".sq");
  return {
    still: board.dataset.still === "1",
    game: board.dataset.game, variant: board.dataset.variant, size: board.dataset.size,
    position: board.dataset.position ?? null, flip: board.dataset.flip,
    squares: [...board.querySelectorAll(".sq[data-square]")].map((node) => node.dataset.square),
    pieces: board.querySelectorAll('[data-layer="pieces"] *').length,
    box: [box.x, box.y, box.width, box.height].map(Math.round),
    visible: box.width > 100 && getComputedStyle(board).display !== "none",
    focusable: board.querySelectorAll("[tabindex], a, button").length,
    buttons: board.querySelectorAll('[role="button"]').length,
    cursor: square ? getComputedStyle(square).cursor : "",
    busy: document.getElementById("board-wrap").getAttribute("aria-busy"),
    ready: document.documentElement.dataset.appState === "ready",
  };
}"""


class Held:
    """The interpreter's download, held back until :meth:`release`."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.routes: list[Route] = []
        self.released = False
        context.route(INTERPRETER, self.hold)

    def hold(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()
        self.routes.clear()


@pytest.fixture
def held(context: BrowserContext) -> Iterator[Held]:
    holding = Held(context)
    yield holding
    holding.release()


def still_board(page: Page) -> dict:
    page.wait_for_function("() => document.querySelector('#board-wrap #board[data-still]')"
                           " && document.documentElement.dataset.firstBoard !== 'other'")
    state = page.evaluate(BOARD_STATE)
    assert state["still"] and state["visible"] and not state["ready"], state
    return state


def assert_not_playable(page: Page, state: dict) -> None:
    """Nothing on the still board takes the focus or looks clickable, and a click on it,
    or a key, does nothing."""
    assert state["focusable"] == 0 and state["buttons"] == 0, state
    assert state["cursor"] != "pointer" and state["busy"] == "true", state
    square = page.locator("#board-wrap .sq").nth(len(state["squares"]) // 2)
    square.click(force=True)
    for _ in range(6):
        page.keyboard.press("Tab")
        inside = page.evaluate(
            "() => Boolean(document.activeElement?.closest?.('#board-wrap'))")
        assert not inside, "the still board took the keyboard focus"
    again = page.evaluate(BOARD_STATE)
    assert again["position"] == state["position"] and again["still"], again
    assert page.locator("#board-wrap .hl-selected, #board-wrap .hl-target-dot").count() == 0


def test_a_link_shows_its_game_before_python_and_python_takes_it_over(
        context: BrowserContext, site_url: str, held: Held) -> None:
    page = context.new_page()
    page.goto(site_url + "#g=reversi&v=othello&s=6")
    before = still_board(page)
    assert (before["game"], before["variant"], before["size"]) == ("reversi", "othello", "6")
    assert before["position"] == reversi_start("othello", 6).code(), before
    assert len(before["squares"]) == 36 and before["pieces"] > 0
    assert_not_playable(page, before)
    held.release()
    wait_ready(page)
    after = page.evaluate(BOARD_STATE)
    assert not after["still"] and after["busy"] is None, after
    assert after["position"] == before["position"], after
    assert sorted(after["squares"]) == sorted(before["squares"])
    assert after["box"] == before["box"], "the live board moved or changed size"
    assert_clean(page)


def test_a_link_with_moves_shows_its_board_bare_until_python_draws_them(
        context: BrowserContext, site_url: str, held: Held) -> None:
    page = context.new_page()
    # The person plays Black against the computer: the board is turned, Black at the bottom,
    # from the first paint on (the link has no f= to say otherwise).
    page.goto(site_url + "#g=checkers&v=international&m=32-28&vs=c3&h=b")
    before = still_board(page)
    assert (before["game"], before["variant"], before["size"], before["flip"]) == (
        "checkers", "international", "10", "1")
    # The position after the moves is Python's to draw: no pieces, no position claimed.
    assert before["position"] is None and before["pieces"] == 0, before
    assert len(before["squares"]) == 50
    held.release()
    wait_ready(page)
    after = page.evaluate(BOARD_STATE)
    assert sorted(after["squares"]) == sorted(before["squares"])
    assert after["box"] == before["box"]
    assert after["position"].startswith("B:"), after  # Black to move after 32-28
    assert after["flip"] == "1", after
    assert_clean(page)


def test_a_return_visit_shows_the_last_board_before_python(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    page.goto(site_url + "#m=b2-a3,a5-b4&n=1")
    wait_ready(page)
    shown = page.evaluate(BOARD_STATE)
    page.close()
    holding = Held(context)
    try:
        page = context.new_page()
        page.goto(site_url)
        before = still_board(page)
        assert before["position"] == shown["position"], (before, shown)
        assert before["squares"] == shown["squares"]
        assert_not_playable(page, before)
        holding.release()
        wait_ready(page)
    finally:
        holding.release()
    after = page.evaluate(BOARD_STATE)
    assert after["position"] == shown["position"] and not after["still"]
    assert after["box"] == before["box"]
    assert_clean(page)


HOSTILE_BOARD = """<svg xmlns="http://www.w3.org/2000/svg" id="board" viewBox="0 0 800 800"
 onload="window.__hostile = 'onload'" data-game="byte">
<script>window.__hostile = "script"</script>
<foreignObject width="800" height="800"><iframe xmlns="http://www.w3.org/1999/xhtml"
 src="javascript:parent.__hostile='frame'"></iframe></foreignObject>
<a href="javascript:window.__hostile='link'"><text x="10" y="10">Click</text></a>
<g class="sq" data-square="c3"><rect x="200" y="500" width="100" height="100"/></g></svg>"""

# Only board elements, but with attributes no still board keeps: a square that asks to be
# pressed, an id of the page's own, a link in a fill.
EDITED_BOARD = """<svg xmlns="http://www.w3.org/2000/svg" id="board" viewBox="0 0 800 800"
 role="group" aria-label="Byte board, 8 by 8, White to move" data-game="byte">
<g class="sq" id="sq-c3" data-square="c3" role="button" tabindex="0" aria-label="c3: empty">
<rect x="200" y="500" width="100" height="100" fill="url(https://example.com/z)"/></g>
<text x="10" y="10" id="boot-status" xlink:href="https://example.com/"
 xmlns:xlink="http://www.w3.org/1999/xlink">8</text></svg>"""

NOTHING_HOSTILE = """() => {
  const wrap = document.getElementById("board-wrap");
  const names = [...wrap.querySelectorAll("*")].flatMap((node) => node.getAttributeNames());
  return {
    hostile: window.__hostile ?? null,
    elements: wrap.querySelectorAll("script, foreignObject, a, iframe").length,
    attributes: names.filter((name) => name.startsWith("on") || name.includes("href")
      || ["style", "tabindex"].includes(name)),
    buttons: wrap.querySelectorAll('[role="button"]').length,
    urls: wrap.innerHTML.includes("url("),
    ids: document.querySelectorAll("#boot-status").length,
  };
}"""


def keep_board(context: BrowserContext, markup: str) -> None:
    text = " ".join(markup.split("\n"))
    context.add_init_script(
        f"try {{ localStorage.setItem('byte.last-board', {text!r}); }} catch {{ /* denied */ }}")


def test_a_kept_board_with_what_no_board_holds_is_not_shown(
        context: BrowserContext, site_url: str, held: Held) -> None:
    keep_board(context, HOSTILE_BOARD)
    page = context.new_page()
    page.goto(site_url)
    page.wait_for_timeout(500)
    expect(page.locator("#board-wrap .board-skeleton")).to_be_visible()
    assert page.locator("#board-wrap #board").is_hidden()
    found = page.evaluate(NOTHING_HOSTILE)
    assert found == {"hostile": None, "elements": 0, "attributes": [], "buttons": 0,
                     "urls": False, "ids": 1}, found
    held.release()
    wait_ready(page)
    assert not page.evaluate(BOARD_STATE)["still"]
    assert page.evaluate(NOTHING_HOSTILE)["hostile"] is None
    assert_clean(page)


def test_a_kept_board_keeps_only_what_a_still_board_needs(
        context: BrowserContext, site_url: str, held: Held) -> None:
    keep_board(context, EDITED_BOARD)
    page = context.new_page()
    page.goto(site_url)
    state = still_board(page)
    assert state["squares"] == ["c3"] and state["focusable"] == 0 and state["buttons"] == 0
    found = page.evaluate(NOTHING_HOSTILE)
    assert found == {"hostile": None, "elements": 0, "attributes": [], "buttons": 0,
                     "urls": False, "ids": 1}, found
    assert page.locator("#board-wrap #board").get_attribute("role") == "img"
    held.release()
    wait_ready(page)
    assert not page.evaluate(BOARD_STATE)["still"]
    assert_clean(page)


def test_damaged_kept_board_leaves_the_outline(context: BrowserContext, site_url: str,
                                               held: Held) -> None:
    keep_board(context, '<svg id="board"><g')
    page = context.new_page()
    page.goto(site_url)
    page.wait_for_timeout(500)
    expect(page.locator("#board-wrap .board-skeleton")).to_be_visible()
    assert page.locator("#board-wrap #board").is_hidden()
    held.release()
    wait_ready(page)
    assert page.evaluate(BOARD_STATE)["squares"]
    assert_clean(page)


def test_a_first_visit_shows_the_welcome_over_the_board_before_python(
        browser: Browser, site_url: str) -> None:
    context = new_context(browser, site_url, welcomed=False)
    holding = Held(context)
    try:
        page = context.new_page()
        page.goto(site_url)
        board = still_board(page)
        assert board["game"] == "byte" and board["pieces"] > 0
        dialog = page.locator("#welcome-dialog")
        expect(dialog).to_be_visible()
        expect(dialog.locator('input[name="welcome-game"]:checked')).to_be_focused()
        # An answer given before Python is up is carried out once it is.
        page.locator('#welcome-dialog input[value="reversi/othello"]').check()
        dialog.locator('[data-welcome="device"]').click()
        expect(dialog).to_be_hidden()
        holding.release()
        wait_ready(page)
        expect(page.locator("#message")).to_contain_text("Othello for two players")
        expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
        assert page.evaluate("() => localStorage.getItem('byte.welcomed')") == "1"
        assert_clean(page)
    finally:
        holding.release()
        context.close()
