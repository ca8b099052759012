"""Puzzles in the browser: one solved with a wrong try first (explained and taken back,
the computer defends), progress remembered after a reload, back to the game left for
them; a Checkers puzzle of the default rules on a desktop and a phone, the board in view,
a wrong move refuted in words, then solved; Breakthrough draughts' own puzzles; no axe-core
violation on the puzzle screen, light and dark."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from byte import games
from byte.games.byte.rules import PASS, Position, square_name
from byte.puzzles import Attempt, load
from e2e.a11y import assert_accessible
from e2e.board import board_code, click_square, expect_code, square_point, wait_still
from e2e.browser import assert_clean, wait_ready
from e2e.test_session_flow import expect_board_in_view

PUZZLES = load("byte")
# The first puzzle with a defence to answer and a wrong move to try.
INDEX = next(i for i, p in enumerate(PUZZLES) if len(p.line) >= 3 and p.wrong[0])
PUZZLE = PUZZLES[INDEX]


def click_move(page: Page, position: Position, text: str) -> None:
    """Play a Byte move by clicks (its checker from the picker when the page asks)."""
    move = position.parse_move(text)
    wait_still(page)
    target = square_point(page, square_name(move.dst))
    page.mouse.click(*square_point(page, square_name(move.src)))
    before = board_code(page)
    page.mouse.click(*target)
    # The page answers a moment later where Python runs in a worker: the move is played
    # (and perhaps taken back already), or the page asks which checker to lift.
    page.wait_for_function(
        """(before) => !document.querySelector('#level-picker').hidden
            || document.querySelector('#board').dataset.position !== before
            || document.querySelector('#alert').textContent !== ''""", arg=before)
    picker = page.locator("#level-picker")
    if picker.is_visible():
        picker.locator(f'[data-pick="{move.level}"]').click()


def open_puzzle(page: Page) -> None:
    page.locator("#tab-puzzles").click()  # the panel's Puzzles section
    panel = page.locator("#puzzle-panel")
    panel.locator('[data-puzzle="start"]').click()
    for _ in range(INDEX):
        expect(panel.locator(".puzzle-title")).to_contain_text("Puzzle")
        panel.locator('[data-puzzle="next"]').click()
    expect(panel.locator(".puzzle-title")).to_have_text(f"Puzzle {INDEX + 1} of {len(PUZZLES)}")
    expect_code(page, PUZZLE.code)


def test_a_puzzle_solved_after_a_wrong_try(open_app: Callable[..., Page]) -> None:
    page = open_app("m=b2-a3,a5-b4")
    # The whole board in view: a square focused by a click near the edge would scroll it.
    page.set_viewport_size({"width": 1280, "height": 1100})
    expect(page.locator("#resign-button")).to_be_visible()  # the game left for the puzzles
    open_puzzle(page)
    panel = page.locator("#puzzle-panel")
    expect(panel.locator(".puzzle-task")).to_contain_text(PUZZLE.title)
    expect(page.locator("#game-row")).to_be_hidden()  # a puzzle is not resigned or drawn
    position = Position.from_code(PUZZLE.code)
    # A wrong move: explained in words, and the board goes back to the puzzle.
    wrong = next(iter(PUZZLE.wrong[0]))
    click_move(page, position, wrong)
    expect(page.locator("#alert")).to_have_text(Attempt(PUZZLE).explain(0, wrong))
    expect_code(page, PUZZLE.code)
    # The winning line: the learner's moves, the computer's defence after each.
    for index in range(0, len(PUZZLE.line), 2):
        click_move(page, position, PUZZLE.line[index])
        position.push(position.parse_move(PUZZLE.line[index]))
        if index + 1 < len(PUZZLE.line):
            position.push(position.parse_move(PUZZLE.line[index + 1]))
            if position.legal_moves() == [PASS] and index + 2 < len(PUZZLE.line):
                position.push(PASS)
            expect_code(page, position.code())
    expect(page.locator("#message")).to_have_text("Solved after 1 wrong try: "
                                                  f"{'White' if PUZZLE.side == 'w' else 'Black'}"
                                                  " wins.")
    expect(panel.locator(".puzzle-state")).to_contain_text(f"Solved: 1 of {len(PUZZLES)}")
    # Back to the game left for the puzzles; the progress is remembered.
    panel.locator('[data-puzzle="leave"]').click()
    expect(page.locator("#moves .move")).to_have_count(2)
    expect(page.locator("#resign-button")).to_be_visible()
    page.reload()
    wait_ready(page)
    expect(panel.locator(".review-note")).to_contain_text(f"Solved: 1 of {len(PUZZLES)}")
    assert board_code(page) != PUZZLE.code
    assert_clean(page)


def test_no_axe_violation_on_the_puzzle_screen(open_app: Callable[..., Page]) -> None:
    page = open_app()
    wait_still(page)
    assert_accessible(page)
    open_puzzle(page)
    wait_still(page)
    assert_accessible(page)


def test_a_puzzle_opened_by_keyboard_puts_the_focus_on_the_board(
        open_app: Callable[..., Page]) -> None:
    page = open_app()
    page.locator("#tab-puzzles").click()
    panel = page.locator("#puzzle-panel")
    expect(panel.locator('[data-puzzle="start"]')).to_be_visible()  # the section is shown
    panel.locator('[data-puzzle="start"]').focus()
    page.keyboard.press("Enter")
    expect(panel.locator(".puzzle-title")).to_contain_text("Puzzle 1 of")
    # The panel was drawn anew; the learner's next keys go to the board, to play.
    page.wait_for_function("() => Boolean(document.activeElement.closest('#board'))")
    assert_clean(page)


def test_a_move_the_rules_refuse_is_a_wrong_try_too(open_app: Callable[..., Page]) -> None:
    """A click the board refuses (a Reversi square that turns nothing) is counted: the
    puzzle is then not solved "at the first try"."""
    puzzle = load("reversi")[0]
    page = open_app("g=reversi")
    page.locator("#tab-puzzles").click()
    panel = page.locator("#puzzle-panel")
    panel.locator('[data-puzzle="start"]').click()
    expect(panel.locator(".puzzle-title")).to_contain_text("Puzzle 1 of")
    expect_code(page, puzzle.code)
    wait_still(page)
    page.mouse.click(*square_point(page, "g7"))
    expect(page.locator("#alert")).to_contain_text("g7 flips nothing")
    expect_code(page, puzzle.code)
    page.mouse.click(*square_point(page, puzzle.line[0]))
    side = "White" if puzzle.side == "w" else "Black"
    expect(page.locator("#message")).to_have_text(f"Solved after 1 wrong try: {side} wins.",
                                                  timeout=30_000)
    assert_clean(page)


CHECKERS = load("checkers")
DEFAULT_RULES = games.find("checkers").default.id
CHECKERS_DEFAULT = [p for p in CHECKERS if p.variant == DEFAULT_RULES]
BREAKTHROUGH = [p for p in CHECKERS if p.variant == "breakthrough"]


def play_checkers_move(page: Page, position, text: str) -> None:
    """Play a Checkers move by clicks: its first and last squares."""
    move = position.parse_move(text)
    path = games.view("checkers").path(position, move)
    for square in (path[0], path[-1]):
        click_square(page, games.view("checkers").square_name(position, square))


def test_a_checkers_puzzle_of_the_default_rules_wrong_then_solved(screen: BrowserContext,
                                                                  site_url: str) -> None:
    """Checkers (the default rules) offers its own puzzles: a wrong move gets the proven
    refutation in words and is taken back, then the winning line solves it."""
    page = screen.new_page()
    page.goto(f"{site_url}#g=checkers")
    wait_ready(page)
    page.locator("#tab-puzzles").click()
    panel = page.locator("#puzzle-panel")
    count = len(CHECKERS_DEFAULT)
    expect(panel.locator(".review-note")).to_contain_text(
        f"{count} puzzles of Checkers, each a forced win proven by the exact solver.")
    panel.locator('[data-puzzle="start"]').click()
    puzzle = CHECKERS_DEFAULT[0]
    expect(panel.locator(".puzzle-title")).to_have_text(f"Puzzle 1 of {count}")
    # The rules are the game's own: no rule set is named.
    expect(panel.locator(".puzzle-rules")).to_have_count(0)
    expect(panel.locator(".puzzle-task")).to_have_text(
        f"{puzzle.title}: find the {puzzle.turns} winning moves, one at each turn."
        if puzzle.turns > 1 else f"{puzzle.title}: find the only winning move.")
    expect_code(page, puzzle.code)
    expect_board_in_view(page, "a puzzle opened")
    # A wrong move that the other side refutes: the refutation is said, the move taken back.
    wrong = next(move for move, (_, reply) in puzzle.wrong[0].items() if reply)
    play_checkers_move(page, puzzle.position(), wrong)
    words = Attempt(puzzle).explain(0, wrong)
    assert puzzle.wrong[0][wrong][1] in words
    expect(page.locator("#alert")).to_have_text(words)
    expect_code(page, puzzle.code)
    position = puzzle.position()
    for index in range(0, len(puzzle.line), 2):
        play_checkers_move(page, position, puzzle.line[index])
        position.push(position.parse_move(puzzle.line[index]))
        if index + 1 < len(puzzle.line):
            position.push(position.parse_move(puzzle.line[index + 1]))
        expect_code(page, position.code())
    winner = "White" if puzzle.side == "w" else "Black"
    expect(page.locator("#message")).to_have_text(f"Solved after 1 wrong try: {winner} wins.")
    expect(panel.locator(".puzzle-state")).to_contain_text(f"Solved: 1 of {count}")
    assert_clean(page)


def test_breakthrough_draughts_keeps_its_own_puzzles(open_app: Callable[..., Page]) -> None:
    page = open_app("g=checkers&v=breakthrough")
    page.locator("#tab-puzzles").click()
    panel = page.locator("#puzzle-panel")
    expect(panel.locator(".review-note")).to_contain_text(
        f"{len(BREAKTHROUGH)} puzzles of Checkers, each a forced win proven by the exact solver.")
    panel.locator('[data-puzzle="start"]').click()
    expect(panel.locator(".puzzle-title")).to_have_text(f"Puzzle 1 of {len(BREAKTHROUGH)}")
    expect(panel.locator(".puzzle-rules")).to_have_text("Rules: Breakthrough draughts.")
    expect_code(page, BREAKTHROUGH[0].code)
    assert_clean(page)
