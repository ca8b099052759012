"""Playing in a real browser: a whole game by clicks, undo/redo, 10x10, keyboard, computer.

The tests share one page (booting Python is the slow part) and each starts with a fresh
game from the New game dialog, which is itself under test.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from byte import PASS, Position
from byte.record import Game
from e2e.board import (
    board_code,
    checker_point,
    expect_code,
    new_game,
    play_move,
    settle,
    square_point,
    wait_still,
)
from e2e.browser import assert_clean, new_context, wait_ready

# With this seed the chooser below plays a 30-ply game that Black wins 2-1, with four
# mid-stack lifts and one forced pass (the test checks that these really happen).
GAME_SEED = 67
SHOTS = Path(__file__).resolve().parent / "screenshots"


@pytest.fixture(scope="module", params=["worker", "main"])
def shared_page(request: pytest.FixtureRequest, browser: Browser, site_url: str,
                main_thread_url: str) -> Iterator[Page]:
    """Every test here runs twice: with the page's Python in a worker (a top-level page)
    and on the main thread (as in another site's frame, or on a host without isolation)."""
    url = {"worker": site_url, "main": main_thread_url}[request.param]
    context = new_context(browser, url)
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    assert page.evaluate("() => document.documentElement.dataset.python") == request.param
    yield page
    context.close()


@pytest.fixture
def app(shared_page: Page) -> Page:
    """The shared page with a fresh two-player 8x8 game, White at the bottom."""
    page = shared_page
    page.emulate_media(reduced_motion="no-preference")
    if page.locator("#eval-toggle").is_checked():
        page.get_by_label("Show evaluation").uncheck()
    new_game(page)
    if page.locator("#board").get_attribute("data-flip") == "1":
        page.locator(".panel [data-action='flip']").click()
    expect_code(page, Position().code())
    return page


def choose(position: Position, rng: random.Random):
    moves = position.legal_moves()
    lifts = [m for m in moves if m.level > 1]
    return rng.choice(lifts) if lifts and rng.random() < 0.5 else rng.choice(moves)


def planned_game(seed: int) -> list:
    """The moves of one random game (favouring mid-stack lifts), chosen by the engine."""
    position, rng, moves = Position(), random.Random(seed), []
    while not position.is_over():
        move = choose(position, rng)
        moves.append(move)
        position.push(move)
    return moves


def test_whole_game_by_clicks(app: Page) -> None:
    moves = planned_game(GAME_SEED)
    position = Position()
    lifts = passes = 0
    for move in moves:
        if move == PASS:
            passes += 1  # the page plays it by itself right after the previous move
            assert position.move_stack[-1] == PASS
            side = "White" if position.turn == "b" else "Black"
            after = "Black" if side == "White" else "White"
            expect(app.locator("#message")).to_have_text(
                f"{side} has no legal move and passes. {after} to move.")
            expect(app.locator("#turn")).to_have_text(f"{after} to move")
            continue
        lifts += move.level > 1
        # Lifts alternate between tapping the checker and using the level picker.
        play_move(app, position, move, pick_checker=move.level > 1 and lifts % 2 == 1)
    assert lifts >= 2 and passes >= 1, "the chosen game should exercise lifts and a pass"
    assert position.winner() == "b" and position.won == {"w": 1, "b": 2}
    expect_code(app, position.code())
    expect(app.locator("#banner")).to_be_visible()
    expect(app.locator("#banner-text")).to_have_text("Black has won 2 stacks: Black wins, 1-2")
    expect(app.locator("#announcer")).to_contain_text("Game over")
    assert app.locator("#moves button.move").count() == len(position.move_stack)
    expect(app.locator("#moves .move").filter(has_text="pass")).to_have_count(passes)
    # All three stacks of eight have left the board once the last one's animation is over.
    wait_still(app)
    expect(app.locator("#board .ck")).to_have_count(0)
    SHOTS.mkdir(exist_ok=True)
    app.screenshot(path=str(SHOTS / "game-over.png"))
    assert_clean(app)


def test_undo_redo_and_browsing(app: Page) -> None:
    position = Position()
    start = position.code()
    play_move(app, position, position.parse_move("b2-c3"))
    after_one = position.code()
    play_move(app, position, position.parse_move("c5-b4"))
    after_two = position.code()
    app.get_by_role("button", name="Undo").click()
    expect_code(app, after_one)
    app.keyboard.press("u")
    expect_code(app, start)
    expect(app.get_by_role("button", name="Undo")).to_be_disabled()
    app.get_by_role("button", name="Redo").click()
    expect_code(app, after_one)
    app.keyboard.press("Control+y")
    expect_code(app, after_two)
    # Jump back through the move list, then step with the arrow keys.
    app.locator('#moves [data-ply="1"]').click()
    expect_code(app, after_one)
    expect(app.locator('#moves [data-ply="1"]')).to_have_attribute("aria-current", "step")
    app.keyboard.press("ArrowRight")
    expect_code(app, after_two)
    app.keyboard.press("Home")
    expect_code(app, start)
    # A new move from an earlier position replaces the later ones.
    app.keyboard.press("End")
    app.keyboard.press("ArrowLeft")
    replay = Position.from_code(after_one)
    play_move(app, replay, replay.parse_move("e5-d4"))
    assert app.locator("#moves button.move").count() == 2
    assert_clean(app)


def test_reason_for_a_stack_that_cannot_move(app: Page) -> None:
    a3, b2 = square_point(app, "a3"), square_point(app, "b2")
    app.mouse.click(*a3)
    expect(app.locator("#alert")).to_have_text(
        "a3 holds no White checker, so White cannot lift from it.")
    app.mouse.click(*b2)
    expect(app.locator('#board .hl-target-ring')).to_have_count(2)
    expect(app.locator("#alert")).to_have_text("")
    assert_clean(app)


def test_ten_by_ten_game_starts_with_forty_checkers(app: Page) -> None:
    new_game(app, size=10)
    expect_code(app, Position.start(10).code())
    expect(app.locator("#board .ck[data-level]")).to_have_count(40)
    expect(app.locator("#board .sq[data-square]")).to_have_count(50)
    expect(app.locator("#score-w")).to_have_text("0 / 3")
    position = Position.start(10)
    play_move(app, position, position.legal_moves()[0])
    assert_clean(app)


def focused_square(page: Page) -> str:
    """The board square with the keyboard focus, once the page has answered the last key
    (the board is drawn anew, then gets its focus back)."""
    for _ in range(20):
        settle(page)
        square = page.evaluate("() => document.activeElement?.dataset?.square")
        if square:
            return square
    raise AssertionError("no board square has the focus")


def step_focus(page: Page, key: str) -> str:
    """Press an arrow key on the board and return the square that gets the focus.

    Where Python runs in a worker the focus moves a moment after the key, and on a busy
    machine that moment can outlast any quiet spell: wait for the focus to leave."""
    before = focused_square(page)
    page.keyboard.press(key)
    page.wait_for_function(
        "(from) => (document.activeElement?.dataset?.square || from) !== from", arg=before)
    return focused_square(page)


def test_keyboard_only_move_and_lift_level(app: Page) -> None:
    # Tab onto the board, walk to b2 with the arrows, select, walk to c3, move.
    app.locator("#board .sq[tabindex='0']").focus()
    app.evaluate("() => document.querySelector('#board .sq[tabindex=\"0\"]').focus()")
    start_square = app.evaluate("() => document.activeElement.dataset.square")
    assert start_square
    position = Position()
    target = "b2"
    for _ in range(20):
        here = focused_square(app)
        if here == target:
            break
        rank, file = int(here[1:]), "abcdefgh".index(here[0])
        want_rank, want_file = int(target[1:]), "abcdefgh".index(target[0])
        if rank != want_rank:
            step_focus(app, "ArrowDown" if rank > want_rank else "ArrowUp")
        else:
            step_focus(app, "ArrowLeft" if file > want_file else "ArrowRight")
    assert focused_square(app) == "b2"
    app.keyboard.press("Enter")
    expect(app.locator("#board .hl-selected")).to_have_count(1)
    here = step_focus(app, "ArrowUp")
    assert here in ("a3", "c3")
    app.keyboard.press(" ")
    position.push(position.parse_move(f"b2-{here}"))
    expect_code(app, position.code())
    assert_clean(app)


def test_keyboard_lift_through_the_level_picker(app: Page) -> None:
    position = Position()
    for text in ("b2-a3", "c3-d4", "d4-c5", "a3-b4"):
        play_move(app, position, position.parse_move(text))
    # b4 (w b w) can go onto c5 whole or from its top checker: the picker asks.
    wait_still(app)
    app.evaluate("() => document.querySelector('#board .sq[tabindex=\"0\"]').focus()")
    assert app.evaluate("() => document.activeElement.dataset.square") == "b4"
    app.keyboard.press("Enter")
    if step_focus(app, "ArrowUp") != "c5":
        step_focus(app, "ArrowRight")
    assert focused_square(app) == "c5"
    app.keyboard.press("Enter")
    picker = app.locator("#level-picker")
    expect(picker).to_be_visible()
    expect(picker.locator('[data-pick="1"]')).to_be_focused()
    app.keyboard.press("Tab")
    expect(picker.locator('[data-pick="3"]')).to_be_focused()
    app.keyboard.press("Enter")
    position.push(position.parse_move("b4:3-c5"))
    expect_code(app, position.code())
    expect(picker).to_be_hidden()
    assert focused_square(app) == "c5"
    assert_clean(app)


def test_against_the_computer_level_one(app: Page) -> None:
    new_game(app, computer_level=1, side="White")
    expect(app.locator("#player-b .player-name")).to_have_text("Black (computer)")
    position = Position()
    b2, c3 = square_point(app, "b2"), square_point(app, "c3")
    # The thinking mark can come and go between two polls of a busy machine (level 1
    # answers within milliseconds), so an observer set up before the move records it.
    app.evaluate("""() => {
        const mark = document.querySelector('#thinking');
        window.thinkingShown = !mark.hidden;
        new MutationObserver(() => { window.thinkingShown ||= !mark.hidden; })
            .observe(mark, {attributes: true, attributeFilter: ['hidden']});
    }""")
    app.mouse.click(*b2)
    app.mouse.click(*c3)
    position.push(position.parse_move("b2-c3"))
    app.wait_for_function("() => window.thinkingShown === true")
    # The computer answers with a legal move and it is White's turn again.
    app.wait_for_function(
        "() => document.querySelector('#board').dataset.position.split(' ')[1] === 'w'",
        timeout=30_000)
    reply_code = board_code(app)
    assert any(_after(position, m) == reply_code for m in position.legal_moves())
    expect(app.locator("#thinking")).to_be_hidden()
    expect(app.locator("#moves button.move")).to_have_count(2)
    # A hint (from the strongest level) draws an arrow for one of the player's legal moves.
    app.get_by_role("button", name="Hint").click()
    expect(app.locator("#board .hint-arrow")).to_have_count(1, timeout=30_000)
    expect(app.locator("#message")).to_contain_text("Hint: ")
    hint = app.locator("#message").inner_text().removeprefix("Hint: ").rstrip(".")
    replied = Position.from_code(reply_code)
    assert hint in [str(m) for m in replied.legal_moves()]
    # The evaluation bar fills in from the computer player's search.
    app.get_by_label("Show evaluation").check()
    bar = app.locator("#eval-bar")
    expect(bar).to_be_visible()
    expect(bar).not_to_have_class("eval-bar unknown", timeout=30_000)
    assert 0 <= int(bar.get_attribute("aria-valuenow") or "x") <= 100  # winning chances, %
    # Playing Black: the board turns round and the computer opens.
    new_game(app, computer_level=1, side="Black")
    expect(app.locator("#board")).to_have_attribute("data-flip", "1")
    app.wait_for_function(
        "() => document.querySelector('#board').dataset.position.split(' ')[1] === 'b'",
        timeout=30_000)
    first = Position.from_code(board_code(app))
    assert any(_after(Position(), m) == first.code() for m in Position().legal_moves())
    expect(app.locator("#turn")).to_have_text("Your move (Black)")
    assert_clean(app)


def _after(position: Position, move) -> str:
    position.push(move)
    try:
        return position.code()
    finally:
        position.pop()


def test_checker_tap_selects_the_level(app: Page) -> None:
    """Build a stack, then lift its middle checker by tapping it."""
    position = Position()
    for text in ("b2-c3", "c5-b4"):
        play_move(app, position, position.parse_move(text))
    # c3 holds a black checker under a white one: White lifts the upper one onto b4.
    move = position.parse_move("c3:2-b4")
    wait_still(app)
    target = square_point(app, _name(move.dst))
    app.mouse.click(*checker_point(app, _name(move.src), move.level))
    expect(app.locator(f'#board .ck-lift[data-square="{_name(move.src)}"]')).not_to_have_count(0)
    app.mouse.click(*target)
    position.push(move)
    expect_code(app, position.code())
    assert_clean(app)


def _name(square: int) -> str:
    from byte import square_name

    return square_name(square)


def test_drag_and_drop(app: Page) -> None:
    position = Position()
    wait_still(app)
    start, end = checker_point(app, "b2", 1), square_point(app, "c3")
    app.mouse.move(*start)
    app.mouse.down()
    app.mouse.move(start[0] + 15, start[1] - 10, steps=3)
    app.mouse.move(end[0] + 30, end[1] + 30, steps=6)
    dragged = app.locator('#board .ck-drag[data-square="b2"]')
    expect(dragged).to_have_count(1)
    app.mouse.up()
    position.push(position.parse_move("b2-c3"))
    expect_code(app, position.code())
    # Dropping on a square that is no target puts the stack back and says why.
    wait_still(app)
    start, end = checker_point(app, "c5", 1), square_point(app, "c7")
    app.mouse.move(*start)
    app.mouse.down()
    app.mouse.move(end[0] + 30, end[1] + 30, steps=6)
    app.mouse.up()
    expect_code(app, position.code())
    expect(app.locator("#alert")).to_contain_text("c5-c7 is not legal here")
    assert_clean(app)


# How many animations the page has started so far (counting from the first call): the
# board's animations all go through Element.animate. A count, rather than the animations
# running at one moment, which on a busy machine may end between two looks.
COUNT_ANIMATIONS = """() => {
  if (window.__animations === undefined) {
    window.__animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      window.__animations += 1;
      return animate.apply(this, args);
    };
  }
  return window.__animations;
}"""


def test_no_animation_when_reduced_motion_is_asked(app: Page) -> None:
    started = app.evaluate(COUNT_ANIMATIONS)
    app.emulate_media(reduced_motion="reduce")
    position = Position()
    play_move(app, position, position.parse_move("b2-c3"))
    settle(app)
    assert app.evaluate(COUNT_ANIMATIONS) == started
    assert app.evaluate("() => document.getAnimations().length") == 0
    app.emulate_media(reduced_motion="no-preference")
    play_move(app, position, position.parse_move("c5-b4"))
    app.wait_for_function(f"() => window.__animations > {started}")
    assert_clean(app)


# Watches the board being drawn anew: at the end of the step that drew it (a mutation
# observer runs before the page does anything else), notes each new board's position and
# the checkers already flying on it.
WATCH_BOARDS = """() => {
  window.__boards = [];
  new MutationObserver(() => {
    const board = document.querySelector('#board');
    if (!board) return;
    const flying = [...board.querySelectorAll('.ck-moving')].filter(
      (checker) => checker.getAnimations().length > 0);
    window.__boards.push([board.dataset.position,
                          flying.map((checker) => checker.dataset.square + checker.dataset.level)]);
  }).observe(document.querySelector('#board-wrap'), { childList: true });
}"""


def test_a_move_flies_from_the_moment_its_board_is_drawn_and_lands_by_itself(app: Page) -> None:
    """The board that shows a move already has the moved checkers in flight (where Python
    runs in a worker they used to stand at rest for a moment, then jump back to fly, and
    a click then passed through them); once landed they catch clicks again."""
    position = Position()
    play_move(app, position, position.parse_move("b2-c3"))
    wait_still(app)
    app.evaluate(WATCH_BOARDS)
    play_move(app, position, position.parse_move("c5-b4"))
    code = position.code()
    app.wait_for_function(
        "(code) => window.__boards.some(([position]) => position === code)", arg=code)
    shown = [flying for drawn, flying in app.evaluate("() => window.__boards") if drawn == code]
    assert shown[0] == ["b42"], shown  # the checker from c5, on top of b4's
    wait_still(app)
    expect(app.locator("#board .ck-moving")).to_have_count(0)
    assert app.locator('#board .ck[data-square="b4"][data-level="2"]').evaluate(
        "(checker) => getComputedStyle(checker).pointerEvents") != "none"
    assert_clean(app)


def test_a_checker_that_cannot_go_is_refused_before_anything_plays(open_app) -> None:
    """Tapping e3's level-4 checker (White cannot lift it) says so and raises the checker
    that would go; nothing is played until the player chooses the target."""
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
    page = open_app(f"p={code.replace(' ', '_')}")
    wait_still(page)
    page.mouse.click(*checker_point(page, "e3", 4))
    expect(page.locator("#alert")).to_contain_text("Checker 4 of e3 cannot move now; checker 2")
    expect_code(page, code)
    expect(page.locator('#board .ck-lift[data-square="e3"]')).to_have_count(4)  # 2 and up
    assert_clean(page)


def test_the_first_tab_lands_on_a_piece_of_the_side_to_move(app: Page) -> None:
    app.locator("#game-title").click()
    for _ in range(30):
        app.keyboard.press("Tab")
        if app.evaluate("() => Boolean(document.activeElement.closest('#board'))"):
            break
    square = app.evaluate("() => document.activeElement.dataset.square")
    position = Position()
    assert square in {_name(move.src) for move in position.legal_moves()}


def test_the_move_list_keeps_the_move_shown_in_view(open_app) -> None:
    game = Game.new("checkers")
    while len(game.moves) < 70:
        moves = game.position_at(len(game.moves)).legal_moves()
        if not moves:
            break
        game.push(moves[0])
    page = open_app("g=checkers&m=" + ",".join(game.texts))
    box = page.locator(".moves-box")
    current = page.locator('#moves [aria-current="step"]')
    in_view = """(box) => {
        const entry = box.querySelector('[aria-current="step"]').getBoundingClientRect();
        const view = box.getBoundingClientRect();
        return entry.top >= view.top && entry.bottom <= view.bottom;
    }"""
    expect(current).to_have_attribute("data-ply", str(len(game.moves)))
    assert box.evaluate("(box) => box.scrollHeight > box.clientHeight + 100")  # a long list
    assert box.evaluate(in_view)
    page.locator('.panel [data-action="first"]').click()
    expect(current).to_have_count(0)
    expect(box).to_have_js_property("scrollTop", 0)
    # A move in the middle, reached from the end one move at a time.
    page.locator('.panel [data-action="last"]').click()
    for _ in range(30):
        page.locator('.panel [data-action="prev"]').click()
    expect(current).to_have_attribute("data-ply", str(len(game.moves) - 30))
    assert box.evaluate(in_view)
    assert_clean(page)
