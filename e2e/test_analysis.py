"""The analysis board in the browser: a variation made from an earlier move survives a
reload and an export; promote and delete; the computer's analysis (every move scored, the
best line) from the worker, written on Reversi's squares; no axe violation."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from byte import Position
from byte.games.reversi.rules import start as reversi_start
from e2e.a11y import assert_accessible
from e2e.board import play_move, wait_still
from e2e.browser import assert_clean, ready_page, wait_ready

ENGINE_TIMEOUT = 90_000  # the worker boots its own Python first, on a busy machine


def tree_moves(page: Page):
    return page.locator("#analysis-tree .move")


def make_variation(page: Page) -> None:
    """Three moves, the analysis board, then another second move from move 1."""
    position = Position()
    for text in ("b2-a3", "a5-b4", "d2-c3"):
        play_move(page, position, position.parse_move(text))
    page.locator("#analyse-button").click()
    expect(page.locator("#analysis-panel")).to_be_visible()
    expect(tree_moves(page)).to_have_text(["b2-a3", "a5-b4", "d2-c3"])
    tree_moves(page).first.click()
    earlier = Position()
    earlier.push(earlier.parse_move("b2-a3"))
    expect(page.locator("#board")).to_have_attribute("data-position", earlier.code())
    play_move(page, earlier, earlier.parse_move("c5-d4"))
    expect(page.locator("#message")).to_have_text("A new variation.")


def test_a_variation_survives_a_reload_and_an_export(app: Page) -> None:
    make_variation(app)
    variation = app.locator("#analysis-tree .variation")
    expect(variation).to_have_count(1)
    expect(variation.locator(".move")).to_have_text(["c5-d4"])
    expect(tree_moves(app)).to_have_text(["b2-a3", "a5-b4", "c5-d4", "d2-c3"])
    expect(app.locator('#analysis-tree [aria-current="step"]')).to_have_text("c5-d4")
    app.reload()
    wait_ready(app)
    expect(app.locator("#analysis-panel")).to_be_visible()
    expect(app.locator("#analysis-tree .variation .move")).to_have_text(["c5-d4"])
    expect(app.locator('#analysis-tree [aria-current="step"]')).to_have_text("c5-d4")
    expect(app.locator("#message")).to_have_text("Your analysis was restored.")
    app.locator("#share-button").click()
    record = app.locator("#share-record")
    expect(record).to_have_value("[Variant \"8x8\"]\n[Result \"*\"]\n[Score \"0-0\"]\n\n"
                                 "1. b2-a3 a5-b4 (1... c5-d4) 2. d2-c3 *\n")
    # The exported record opens again with its variation on the analysis board.
    text = record.input_value()
    app.locator("#share-dialog [data-share='close']").click()
    app.locator("[data-study='close-analysis']").click()
    expect(app.locator("#analysis-panel")).to_be_hidden()
    expect(app.locator("#moves .move")).to_have_text(["b2-a3", "c5-d4"])
    app.locator("#share-button").click()
    app.locator("#import-text").fill(text)
    app.locator("#share-dialog [data-share='open-text']").click()
    expect(app.locator("#analysis-panel")).to_be_visible()
    expect(app.locator("#analysis-tree .variation .move")).to_have_text(["c5-d4"])
    assert_clean(app)


def test_promote_and_delete_a_variation(app: Page) -> None:
    make_variation(app)
    app.locator("[data-study='promote']").click()
    expect(app.locator("#message")).to_have_text("The variation was moved up.")
    expect(tree_moves(app)).to_have_text(["b2-a3", "c5-d4", "a5-b4", "d2-c3"])
    expect(app.locator("#analysis-tree .variation .move")).to_have_text(["a5-b4", "d2-c3"])
    app.locator("#analysis-tree .variation .move").first.click()
    app.locator("[data-study='delete']").click()
    expect(app.locator("#message")).to_have_text("2 moves deleted.")
    expect(tree_moves(app)).to_have_text(["b2-a3", "c5-d4"])
    expect(app.locator("#analysis-tree .variation")).to_have_count(0)
    assert_clean(app)


def test_the_computer_scores_every_move_and_shows_its_best_line(app: Page) -> None:
    app.locator("#analyse-button").click()
    moves = app.locator("#analysis-engine .engine-move")
    expect(moves.first).to_be_visible(timeout=ENGINE_TIMEOUT)
    legal = len(Position().legal_moves())
    expect(moves).to_have_count(legal)
    expect(app.locator("#analysis-engine .engine-pv")).to_contain_text("1. ")
    # A move of the list is played from the list, and makes the tree.
    first = moves.first.get_attribute("data-engine-move")
    moves.first.click()
    expect(tree_moves(app)).to_have_text([first])
    assert_clean(app)


def test_reversi_values_are_written_on_the_squares(open_app: Callable[..., Page]) -> None:
    page = open_app("g=reversi")
    page.locator("#analyse-button").click()
    values = page.locator("#board .score-text")
    expect(values.first).to_be_visible(timeout=ENGINE_TIMEOUT)
    expect(values).to_have_count(len(reversi_start().legal_moves()))
    assert_clean(page)


def test_the_analysis_board_has_no_axe_violation(open_app: Callable[..., Page]) -> None:
    page = open_app()
    make_variation(page)
    expect(page.locator("#analysis-engine .engine-move").first).to_be_visible(
        timeout=ENGINE_TIMEOUT)
    wait_still(page)
    assert_accessible(page)


def test_the_analysis_board_works_where_python_runs_on_the_main_thread(
        browser: Browser, main_thread_url: str) -> None:
    with ready_page(browser, main_thread_url) as page:
        expect(page.locator("html")).to_have_attribute("data-python", "main")
        make_variation(page)
        expect(page.locator("#analysis-tree .variation .move")).to_have_text(["c5-d4"])
        expect(page.locator("#analysis-engine .engine-move").first).to_be_visible(
            timeout=ENGINE_TIMEOUT)
        assert_clean(page)
