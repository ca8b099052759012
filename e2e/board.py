"""Helpers for driving the board in browser tests: click or tap squares and checkers.

Squares are clicked near their top-left corner, where no checker is drawn, so a click means
"this square"; a checker is clicked on the visible part of its side, so it means "this
checker". Moves are chosen and checked with the engine running here in CPython.
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

from byte import PASS, Move, Position, square_name


def board_code(page: Page) -> str:
    return page.locator("#board").get_attribute("data-position") or ""


def expect_code(page: Page, code: str) -> None:
    expect(page.locator("#board")).to_have_attribute("data-position", code)


def box_of(page: Page, selector: str) -> dict | None:
    """The element's box, asked again while the board is being drawn anew (where Python runs
    in a worker the old board can go just as the box is read)."""
    for _ in range(20):
        box = page.locator(selector).bounding_box()
        if box:
            viewport = page.viewport_size
            if viewport and not (box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]):
                # Off screen (a panel below took the scroll): bring it into view, as a
                # player would, so a click at its point lands on it.
                page.locator(selector).first.scroll_into_view_if_needed()
                box = page.locator(selector).bounding_box() or box
            return box
        page.wait_for_timeout(100)
    return None


def show_board(page: Page) -> None:
    """Scroll the board into view where part of it is off screen (as a player would)."""
    page.locator("#board").evaluate("""(board) => {
      const box = board.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) board.scrollIntoView({block: "nearest"});
    }""")


def click_square(page: Page, name: str) -> None:
    """Click the middle of a square, as a player does (on the piece when one stands there)."""
    wait_still(page)
    box = box_of(page, f'#board .sq[data-square="{name}"] > rect:first-of-type')
    assert box, f"no square {name}"
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def square_point(page: Page, name: str) -> tuple[float, float]:
    box = box_of(page, f'#board .sq[data-square="{name}"] > rect:first-of-type')
    assert box, f"square {name} is not on the board"
    return box["x"] + box["width"] * 0.1, box["y"] + box["height"] * 0.1


def checker_point(page: Page, name: str, level: int) -> tuple[float, float]:
    """A point on the visible side band of a checker (the checker above hides its top)."""
    box = box_of(page, f'#board .ck[data-square="{name}"][data-level="{level}"]')
    assert box, f"no checker {level} on {name}"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] * (1 - 5 / 33)


# Resolves once the page has not changed for a while and no animation runs. Where Python
# runs in a worker, its answer to an input lands a moment later, and a flying piece must
# have landed before a person aims at it (a move's animation starts with the board that
# shows the move, and ends in the page with no word from Python).
SETTLED = """(quiet) => new Promise((resolve) => {
  let timer;
  const check = () => {
    if (document.getAnimations().some((a) => a.playState === "running")) {
      timer = setTimeout(check, 50);
    } else {
      observer.disconnect();
      resolve(true);
    }
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(check, quiet);
  });
  observer.observe(document,
    { subtree: true, childList: true, attributes: true, characterData: true });
  timer = setTimeout(check, quiet);
})"""


def settle(page: Page, quiet_ms: int = 150) -> None:
    """Wait until the page has answered the last input: no change for ``quiet_ms``."""
    page.evaluate(SETTLED, quiet_ms)


def wait_still(page: Page) -> None:
    """Wait until the page is settled and move animations are over (a person aims at
    checkers that stand still)."""
    settle(page)


def press(page: Page, point: tuple[float, float], tap: bool) -> None:
    if tap:
        page.touchscreen.tap(*point)
    else:
        page.mouse.click(*point)


def play_move(page: Page, position: Position, move: Move, *, tap: bool = False,
              pick_checker: bool = False) -> None:
    """Play ``move`` through the page's input, then push it (and any forced pass) on
    ``position`` and wait until the board shows the result."""
    if move != PASS:
        wait_still(page)
        src, dst = square_name(move.src), square_name(move.dst)
        # The whole board in view first, so bringing one square into view cannot move the
        # other; then both points: the board is drawn anew after the first press.
        show_board(page)
        target = square_point(page, dst)
        if pick_checker:
            press(page, checker_point(page, src, move.level), tap)
        else:
            press(page, square_point(page, src), tap)
        before = board_code(page)
        press(page, target, tap)
        # Where Python runs in a worker, the page answers a moment after the press: wait
        # until it either played the move or asks which checker to lift.
        page.wait_for_function(
            """(before) => !document.querySelector('#level-picker').hidden
                || document.querySelector('#board').dataset.position !== before""", arg=before)
        if page.locator("#level-picker").is_visible():
            picker = page.locator(f'#level-picker [data-pick="{move.level}"]')
            if tap:
                picker.tap()
            else:
                picker.click()
    position.push(move)
    if position.legal_moves() == [PASS]:
        position.push(PASS)  # the page plays a forced pass by itself
    expect_code(page, position.code())


def new_game(page: Page, size: int | None = 8, computer_level: int | None = None,
             side: str = "White", game: str = "byte", variant: str | None = None) -> None:
    """Start a new game through the New game dialog (two players unless a level is given)."""
    wait_still(page)
    page.locator(".panel-head [data-action='new']").click()
    dialog = page.locator("#new-game-dialog")
    expect(dialog).to_be_visible()
    dialog.locator(f'input[name="game"][value="{game}"]').check()
    if variant is not None:
        dialog.locator(f'input[name="variant-{game}"][value="{variant}"]').check()
    if size is not None and game != "checkers":
        dialog.locator(f'input[name="size-{game}"][value="{size}"]').check()
    if computer_level is None:
        dialog.get_by_label("Two players on this device").check()
    else:
        dialog.get_by_label("The computer").check()
        dialog.get_by_label(str(computer_level), exact=True).check()
        value = {"White": "w", "Black": "b", "Random": "random"}[side]
        dialog.locator(f'input[name="human"][value="{value}"]').check()
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()
    if computer_level is None or side == "White":
        expect(page.locator("#moves button.move")).to_have_count(0)
    else:
        # The computer may open at once, so the new game shows no move or its first one.
        page.wait_for_function(
            "() => document.querySelectorAll('#moves button.move').length <= 1")


def pause_holds_the_time(page: Page, pause: Locator, time: Locator, wait_ms: int) -> None:
    """Press a clock's Pause: it becomes a pressed Resume, and the time shown stands still
    for ``wait_ms``."""
    pause.click()
    expect(pause).to_have_text("Resume")
    expect(pause).to_have_attribute("aria-pressed", "true")
    shown = time.inner_text()
    page.wait_for_timeout(wait_ms)
    expect(time).to_have_text(shown)
