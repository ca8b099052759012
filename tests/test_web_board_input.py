"""byte.web.board_input alone: clicks, taps, drags and the keyboard's focus on a board that is
a plain object (a position, its game's view hooks and click model), with no session."""

from __future__ import annotations

from typing import Any

from byte import games
from byte.record import Game
from byte.web.board_input import BoardInput
from byte.web.click_model import ClickModel
from byte.web.outcome import Outcome

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"


class FakeBoard:
    """A board the input part can read: one position, never moving on; moves played are
    only recorded."""

    def __init__(self, game: str = "byte", code: str | None = None) -> None:
        rules = games.rules(game)
        self.position = rules.from_code(code) if code else Game.new(game).start
        self.hooks = games.view(game)
        self.clicks = ClickModel(
            {move: tuple(self.hooks.path(self.position, move))
             for move in self.position.legal_moves()}, self.hooks.part_of)
        self.flipped = False
        self.refusal: str | None = None
        self.played: list[str] = []

    def input_refusal(self) -> str | None:
        return self.refusal

    def play(self, move: Any) -> Outcome:
        self.played.append(self.position.notation(move))
        return Outcome(played=[move])

    def square(self, name: str) -> int:
        return self.hooks.parse_square(self.position, name)

    def names(self, squares: frozenset[int]) -> list[str]:
        return sorted(self.hooks.square_name(self.position, s) for s in squares)


def test_a_click_selects_and_a_click_on_a_target_plays() -> None:
    board = FakeBoard()
    board_input = BoardInput(board)
    assert board_input.click(board.square("b2")) == Outcome()
    assert board_input.selected == board.square("b2")
    assert board.names(board_input.targets) == ["a3", "c3"]
    board_input.click(board.square("c3"))
    assert board.played == ["b2-c3"]
    assert board_input.focus == board.square("c3")


def test_a_refusal_drops_the_selection_and_says_why() -> None:
    board = FakeBoard()
    board_input = BoardInput(board)
    board_input.click(board.square("b2"))
    board.refusal = "The clocks are paused."
    outcome = board_input.click(board.square("c3"))
    assert outcome.error and outcome.message == "The clocks are paused."
    assert board_input.clicked == () and board.played == []
    assert not board_input.drag_start(board.square("b2"))


def test_a_wrong_click_gets_the_games_reason_and_escape_clears() -> None:
    board = FakeBoard()
    board_input = BoardInput(board)
    refused = board_input.click(board.square("a3"))  # a stack of Black's, White to move
    assert refused.error and refused.message and board.played == []
    board_input.click(board.square("b2"))
    assert board_input.cancel().message == "Selection cleared."
    assert board_input.selected is None and board_input.cancel().message == ""


def test_the_question_and_the_part_chosen_belong_to_the_input() -> None:
    board = FakeBoard(code=EXAMPLE)
    board_input = BoardInput(board)
    board_input.click(board.square("f2"))
    assert board_input.part is None and board_input.parts_in_play() == frozenset({1, 2})
    asked = board_input.click(board.square("e3"))
    assert "Which checker of f2 goes onto e3?" in asked.message
    assert [option.key for option in board_input.question.options] == ["1", "2"]
    assert board_input.targets == frozenset({board.square("e3")})
    board_input.choose("2")
    assert board.played == ["f2:2-e3"]
    # Choosing the part first narrows the targets; a part that cannot move is refused.
    board_input.clear()
    board_input.click(board.square("f2"), part=2)
    assert board_input.part == 2 and board.names(board_input.targets) == ["e3"]
    board_input.clear()
    tapped = board_input.click(board.square("f2"), part=3)
    assert tapped.error and "Checker 3 of f2 cannot move now" in tapped.message


def test_drag_and_drop_make_the_same_moves_as_clicks() -> None:
    board = FakeBoard()
    board_input = BoardInput(board)
    assert board_input.drag_start(board.square("b2"))
    assert board_input.drop(board.square("b2")) == Outcome()  # put back where it was
    refused = board_input.drop(board.square("e5"))
    assert refused.error and board_input.clicked == ()
    board_input.drag_start(board.square("b2"))
    board_input.drop(board.square("a3"))
    assert board.played == ["b2-a3"]
    # A one-click game has nothing to drag.
    reversi = FakeBoard("reversi")
    assert not BoardInput(reversi).drag_start(reversi.square("f5"))
    BoardInput(reversi).click(reversi.square("f5"))
    assert reversi.played == ["f5"]


def test_the_keyboard_focus_walks_the_playable_squares() -> None:
    board = FakeBoard()
    board_input = BoardInput(board)
    board_input.reset_focus()
    assert board_input.focus == board.clicks.starts()[0]
    board_input.focus = board.square("b2")
    board_input.anchor_column = 1
    board_input.move_focus("up")
    board_input.move_focus("up")
    assert board_input.focus == board.square("b4")  # zig-zags around its column
    board_input.move_focus("right")
    assert board_input.focus == board.square("d4")
    board.flipped = True
    board_input.move_focus("up")  # on a turned board "up" goes toward rank 1
    assert board.hooks.square_name(board.position, board_input.focus)[1] == "3"
    board_input.focus = board.square("b2")
    board_input.activate()
    assert board_input.selected == board.square("b2")
