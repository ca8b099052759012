"""The seven rule sets added to Checkers, in the browser: a whole game of each, two players
on one device, played by clicks to its end (Frysk! from its start, chosen in the New game
dialog's "More rule sets"; the others from a link to a position with few pieces, so each
ends soon and shows its own rules: Russian crowning in mid-capture, Italian men facing a
king, Frisian straight captures, Antidraughts and Breakthrough ends), and axe on the
dialog and the new boards."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from byte.games.checkers.rules import Move, Position, from_code
from e2e.a11y import assert_accessible
from e2e.board import board_code, click_square, wait_still
from e2e.browser import assert_clean

GAMES = {
    "russian": "W:Wa3,c3,e3:Bd6,b6,h8",
    "pool": "B:W21,22,23:B9,10,K1",
    "italian": "W:W21,22,23:B10,11,K1",
    "frisian": "W:W31,32,33:B18,19,20",
    "antidraughts": "W:W31,32:B18,19",
    "breakthrough": "W:W21,26:B30,35",
}


def choose(position: Position) -> Move:
    """Both players' choice: the move that leaves the opponent fewest moves (a quick end)."""
    def rank(move: Move) -> tuple:
        position.push(move)
        over = position.is_over()
        left = 0 if over else position.count_moves()
        position.pop()
        return (not over, left, -len(move.captured))

    return min(position.legal_moves(), key=rank)


def play_by_clicks(page: Page, position: Position, move: Move) -> None:
    """The start and the end; then landing squares, one by one, only while the page asks."""
    names = [position.square_name(square) for square in position.path(move)]
    played = page.locator("#moves .move").count()
    click_square(page, names[0])
    click_square(page, names[-1])
    for landing in names[1:-1]:
        if page.locator("#moves .move").count() > played:
            break
        click_square(page, landing)
    expect(page.locator("#moves .move")).to_have_count(played + 1)


def play_to_the_end(page: Page, variant: str, start: str) -> Position:
    final = from_code(start, variant)
    for _ in range(80):
        if final.is_over():
            break
        assert from_code(board_code(page), variant).code() == final.code()
        move = choose(final)
        play_by_clicks(page, final, move)
        final.push(move)
    assert final.is_over()
    expect(page.locator("#banner")).to_be_visible()
    expect(page.locator("#banner-text")).to_contain_text(final.outcome().split(": ")[-1])
    assert board_code(page) == final.code()
    return final


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_a_whole_game_by_two_players(open_app: Callable[..., Page], variant: str) -> None:
    start = GAMES[variant]
    page = open_app(f"g=checkers&v={variant}&p={start}&vs=h")
    expect(page.locator("#board")).to_have_attribute("data-position", from_code(
        start, variant).code())
    play_to_the_end(page, variant, start)
    assert_clean(page)


def test_frysk_from_the_new_game_dialog(open_app: Callable[..., Page]) -> None:
    page = open_app()
    wait_still(page)
    page.locator(".panel-head [data-action='new']").click()
    dialog = page.locator("#new-game-dialog")
    expect(dialog).to_be_visible()
    dialog.locator('input[name="game"][value="checkers"]').check()
    more = dialog.locator("details.more-rules")
    expect(more.locator('input[value="frysk"]')).to_be_hidden()  # folded away at first
    more.locator("summary").click()
    assert_accessible(page)
    more.get_by_label("Frysk!").check()
    dialog.get_by_label("Two players on this device").check()
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-position", "W:W46-50:B1-5")
    play_to_the_end(page, "frysk", "W:W46-50:B1-5")
    assert_accessible(page)
    # The dialog opens again on the rule set played, unfolded.
    page.locator(".panel-head [data-action='new']").click()
    expect(dialog.locator('input[value="frysk"]')).to_be_checked()
    expect(dialog.locator('input[value="frysk"]')).to_be_visible()
    assert_clean(page)


@pytest.mark.parametrize("variant", ["italian", "frisian"])
def test_new_boards_are_accessible(open_app: Callable[..., Page], variant: str) -> None:
    page = open_app(f"g=checkers&v={variant}")
    expect(page.locator("#board")).to_have_attribute("data-position", "W:W21-32:B1-12"
                                                      if variant == "italian" else
                                                      "W:W31-50:B1-20")
    assert_accessible(page)
    assert_clean(page)


def test_a_one_piece_capture_beside_a_longer_one_is_picked(open_app: Callable[..., Page]) -> None:
    # Russian: the king on e3 takes d2 alone (e3xc1), or four men round to c1.
    page = open_app("g=checkers&v=russian&p=W:WKe3,b2:Bd2,c5,c7,d6,e7&vs=h")
    click_square(page, "e3")
    click_square(page, "c1")
    picker = page.locator("#level-picker")
    expect(picker).to_be_visible()
    expect(picker.locator(".pick")).to_have_count(2)
    assert_accessible(page)
    picker.locator(".pick", has_text="e3xc1").first.click()
    expect(page.locator("#moves .move")).to_have_text(["e3xc1"])
    expect(picker).to_be_hidden()
    assert_clean(page)
