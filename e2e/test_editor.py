"""The board editor in the browser: a position set up, refused while impossible (with the
reason), shared by link and reopened; Byte's stacks of any colours; played against a
friend or analysed; used by keyboard; no axe violation."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte.games.checkers.rules import from_code as checkers_code
from e2e.a11y import assert_accessible
from e2e.board import box_of, wait_still
from e2e.browser import PHONE, assert_clean, ready_page, wait_ready


def open_editor(page: Page) -> None:
    wait_still(page)
    page.locator("#edit-button").click()
    expect(page.locator("#editor-panel")).to_be_visible()
    expect(page.locator("#panel")).to_be_hidden()
    expect(page.locator("#editor-board")).to_be_visible()


def tool(page: Page, key: str) -> None:
    page.locator(f'#editor-tools [data-tool="{key}"]').click()
    expect(page.locator(f'#editor-tools [data-tool="{key}"]')).to_have_attribute(
        "aria-pressed", "true")


def click_square(page: Page, name: str) -> None:
    """Click the middle of a square of the editor's board (on its piece, if any)."""
    before = page.locator("#editor-board").get_attribute("data-position")
    box = box_of(page, f'#editor-board .sq[data-square="{name}"] > rect:first-of-type')
    assert box, f"no square {name}"
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function(
        "(before) => document.querySelector('#editor-board')?.dataset.position !== before",
        arg=before)


def test_a_position_set_up_is_refused_with_its_reason_then_shared_and_reopened(
        open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers")
    open_editor(page)
    page.locator("[data-editor='clear']").click()
    alert = page.locator("#editor-alert")
    expect(alert).to_contain_text("Black has no piece")
    expect(page.locator("[data-editor='play-friend']")).to_be_disabled()
    tool(page, "W")
    click_square(page, "c3")
    tool(page, "b")
    click_square(page, "f6")
    click_square(page, "b8")
    expect(alert).to_have_text("")
    tool(page, "w")
    click_square(page, "h8")
    expect(alert).to_have_text("This position cannot be played: A White man cannot stand on "
                               "h8, on rank 8: it would have been crowned.")
    tool(page, "empty")
    click_square(page, "h8")
    expect(alert).to_have_text("")
    page.locator('input[name="editor-turn"][value="b"]').check()
    expected = checkers_code("B:WKc3:Bb8,f6").code()
    link = page.locator("#editor-link")
    expect(link).to_have_value(re.compile(re.escape(f"#g=checkers&p={expected}&f=1") + "$"))
    url = link.input_value()
    friend = page.context.new_page()
    friend.goto(url)
    wait_ready(friend)
    expect(friend.locator("#board")).to_have_attribute("data-position", expected)
    expect(friend.locator("#board")).to_have_attribute("data-flip", "1")
    expect(friend.locator("#turn")).to_have_text("Black to move")
    # The editor's own page: play it with a friend.
    page.locator("[data-editor='play-friend']").click()
    expect(page.locator("#editor-panel")).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-position", expected)
    expect(page.locator("#message")).to_have_text("The position is set up: Black to move.")
    assert_clean(page)


def test_byte_stacks_of_any_colours_and_the_stacks_won(app: Page) -> None:
    open_editor(app)
    tool(app, "b")
    click_square(app, "b2")  # the white checker of b2 gets a black one on top
    expect(app.locator('#editor-board .ck[data-square="b2"]')).to_have_count(2)
    expect(app.locator("#editor-alert")).to_contain_text("25 checkers on the board")
    tool(app, "take")
    click_square(app, "b2")
    expect(app.locator("#editor-alert")).to_have_text("")
    counter = app.get_by_label("Stacks won by White")
    counter.fill("1")
    counter.dispatch_event("change")
    expect(app.locator("#editor-alert")).to_contain_text("8 in won stacks")
    counter.fill("0")
    counter.dispatch_event("change")
    expect(app.locator("#editor-alert")).to_have_text("")
    app.locator("[data-editor='analyse']").click()
    expect(app.locator("#analysis-panel")).to_be_visible()
    assert_clean(app)


def test_the_editor_works_by_keyboard_and_cancel_keeps_the_game(
        open_app: Callable[..., Page]) -> None:
    page = open_app("g=reversi&m=f5")
    code = page.locator("#board").get_attribute("data-position")
    open_editor(page)
    tool(page, "w")
    page.locator("#editor-board .sq[tabindex='0']").focus()
    start = page.locator("#editor-board .sq[tabindex='0']").get_attribute("data-square")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#editor-board .sq[tabindex='0']")).not_to_have_attribute(
        "data-square", start or "")
    target = page.locator("#editor-board .sq[tabindex='0']").get_attribute("data-square")
    # The board is drawn anew: the keys go on once the focus is back on it.
    expect(page.locator(f'#editor-board .sq[data-square="{target}"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(f'#editor-board .disc[data-square="{target}"]')).to_have_attribute(
        "data-disc", "w")
    expect(page.locator("#editor-status")).to_contain_text(f"{target}: white disc")
    page.keyboard.press("Escape")
    expect(page.locator("#editor-panel")).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-position", code or "")
    # Another variant and size of the game, then Cancel: the game is still as it was.
    open_editor(page)
    page.locator("#editor-variant").select_option("reversi:6")
    expect(page.locator("#editor-board")).to_have_attribute("data-size", "6")
    expect(page.locator("#editor-board")).to_have_attribute("data-variant", "reversi")
    expect(page.locator("#editor-alert")).to_have_text("")  # the free opening's empty board
    page.locator("[data-editor='cancel']").click()
    expect(page.locator("#board")).to_have_attribute("data-position", code or "")
    assert_clean(page)


def test_the_editor_has_no_axe_violation(open_app: Callable[..., Page]) -> None:
    page = open_app()
    open_editor(page)
    page.locator("[data-editor='clear']").click()
    expect(page.locator("#editor-alert")).not_to_have_text("")
    wait_still(page)
    assert_accessible(page)


SMALL_TARGETS = """(selector) => [...document.querySelectorAll(selector)]
  .filter((e) => e.offsetParent !== null)
  .map((e) => [e.textContent.trim() || e.getAttribute('aria-label') || e.outerHTML.slice(0, 60),
               e.getBoundingClientRect().width, e.getBoundingClientRect().height])
  .filter(([, w, h]) => w < 44 || h < 44)"""


def test_on_a_phone_every_control_of_the_editor_and_the_analysis_is_a_44px_target(
        browser: Browser, site_url: str) -> None:
    with ready_page(browser, site_url, site_url + "#m=b2-a3,a5-b4", **PHONE) as page:
        open_editor(page)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        controls = ("#editor-panel button, #editor-panel input[type=number], "
                    "#editor-panel fieldset > label, #editor-panel .editor-turns > label")
        assert page.evaluate(SMALL_TARGETS, controls) == []
        page.locator("[data-editor='analyse']").tap()
        expect(page.locator("#analysis-panel")).to_be_visible()
        page.locator("#analysis-engine .engine-move").first.wait_for(timeout=90_000)
        page.locator("#analysis-engine .engine-move").first.tap()
        expect(page.locator("#analysis-tree .move")).to_have_count(1)
        assert page.evaluate(SMALL_TARGETS, "#analysis-panel button") == []
        assert_clean(page)


OUTSIDE_THE_PANEL = """() => {
  const panel = document.querySelector('#editor-panel').getBoundingClientRect();
  return [...document.querySelectorAll('#editor-panel select, #editor-panel button')]
    .filter((e) => e.offsetParent !== null)
    .map((e) => [e.textContent.trim().slice(0, 30), e.getBoundingClientRect()])
    .filter(([, box]) => box.left < panel.left - 0.5 || box.right > panel.right + 0.5)
    .map(([name, box]) => `${name}: ${Math.round(box.left)}-${Math.round(box.right)}`);
}"""


def in_viewport(page: Page, selector: str) -> bool:
    return page.evaluate("""(selector) => {
      const box = document.querySelector(selector).getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 0.5
        && box.right <= innerWidth + 0.5 && box.height > 0;
    }""", selector)


SCROLL_THE_EDITOR = """(share) => {
  for (const box of [document.scrollingElement, ...document.querySelectorAll('#editor-panel *')])
    box.scrollTop = (box.scrollHeight - box.clientHeight) * share;
}"""
# The controls of the panel that something else covers where they show (their middle is on
# the screen and not scrolled out of the settings' box, yet another element is on top).
COVERED = """() => {
  const settings = document.querySelector('.editor-body').getBoundingClientRect();
  return [...document.querySelectorAll(
      '#editor-panel button, #editor-panel select, #editor-panel input')]
    .filter((e) => e.offsetParent !== null)
    .filter((e) => {
      const box = e.getBoundingClientRect();
      const x = box.left + box.width / 2, y = box.top + box.height / 2;
      const clipped = !e.closest('.editor-exit') && (y < settings.top || y > settings.bottom);
      if (clipped || y < 0 || y > innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !(top && (top === e || e.contains(top) || top.control === e));
    })
    .map((e) => e.textContent.trim().slice(0, 30) || e.id || e.outerHTML.slice(0, 40));
}"""


def test_the_board_choice_and_every_button_fit_the_panel_copy_and_cancel_in_view(
        screen: BrowserContext, site_url: str) -> None:
    page = screen.new_page()
    page.goto(site_url + "#g=checkers")
    wait_ready(page)
    open_editor(page)
    choice = page.locator("#editor-variant")
    options = choice.locator("option").evaluate_all("(all) => all.map((o) => o.value)")
    assert len(options) >= 10  # every rule set of Checkers, the longest names among them
    for value in options:
        choice.select_option(value)
        expect(choice).to_have_value(value)
        assert page.evaluate(OUTSIDE_THE_PANEL) == [], value
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        # Copy link and Cancel are on screen without scrolling, beside (or under) the board.
        for job in ("copy-link", "cancel"):
            assert in_viewport(page, f"[data-editor='{job}']"), (value, job)
    # The last board's palette and words are drawn (Python may answer a change later).
    size = options[-1].rpartition(":")[2]
    expect(page.locator("#editor-status")).to_contain_text(f", {size}×{size}.")
    # The settings scroll under them, never behind them: wherever the page and the panel
    # are scrolled, both stay in view and no control lies under another. (A shorter
    # desktop window, where everything may just fit at 800 pixels.)
    if (page.viewport_size or {}).get("width", 0) > 800:
        page.set_viewport_size({"width": 1280, "height": 560})
    assert page.evaluate("() => { const s = document.querySelector('.editor-body'); "
                         "return s.scrollHeight > s.clientHeight; }"), "nothing to scroll"
    for share in (0, .25, .5, .75, 1):
        page.evaluate(SCROLL_THE_EDITOR, share)
        for job in ("copy-link", "cancel"):
            assert in_viewport(page, f"[data-editor='{job}']"), (share, job)
        assert page.evaluate(COVERED) == [], share
    # The board stays in view too, on a phone as well: a tool chosen, a square tapped.
    assert in_viewport(page, "#editor-board")
    page.locator("[data-editor='cancel']").click()
    expect(page.locator("#editor-panel")).to_be_hidden()
    assert_clean(page)
