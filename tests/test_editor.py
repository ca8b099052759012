"""The board editor: every game's palette and clicks, the position code it writes, and the
validity rules (an impossible position refused with its reason in words)."""

from __future__ import annotations

import pytest

from byte import games
from byte.editor import Editor, sentence
from byte.errors import ByteError
from byte.web.board import BoardView, board_svg

VARIANTS = [("byte", "byte", 8), ("byte", "byte", 10), ("reversi", "othello", 8),
            ("reversi", "reversi", 6), ("reversi", "othello", 10),
            ("checkers", "brazilian", 8), ("checkers", "international", 10),
            ("checkers", "english", 8), ("checkers", "russian", 8), ("checkers", "pool", 8),
            ("checkers", "italian", 8), ("checkers", "frisian", 10), ("checkers", "frysk", 10),
            ("checkers", "antidraughts", 10), ("checkers", "breakthrough", 10)]


@pytest.mark.parametrize(("game", "variant", "size"), VARIANTS)
def test_the_start_and_a_cleared_board_draw_and_reset(game: str, variant: str,
                                                      size: int) -> None:
    editor = Editor(game, variant, size)
    start = games.rules(game).start(variant, size).code()
    assert editor.code() == start
    editor.clear()
    assert not editor.contents
    hooks = games.view(game)
    markup = board_svg(editor.draft(), BoardView(), hooks)  # drawn even when impossible
    assert markup.startswith("<svg")
    editor.reset()
    assert editor.code() == start
    assert len(editor.tools()) >= 3 and all(t.name.startswith(t.label) for t in editor.tools())


def test_byte_stacks_take_any_colours_in_any_order() -> None:
    editor = Editor("byte")
    square = editor.square("d4")
    editor.contents.pop(square, None)
    for tool in ("b", "w", "w"):
        assert editor.click(square, tool) == ""
    assert editor.contents[square] == "bww"
    assert editor.click(square, "take") == "" and editor.contents[square] == "bw"
    for _ in range(5):
        editor.click(square, "b")
    assert len(editor.contents[square]) == 7
    assert editor.click(square, "w") == ("A stack on the board holds at most 7 checkers (a "
                                          "stack of 8 leaves the board).")
    assert editor.click(square, "empty") == "" and square not in editor.contents


def test_byte_checkers_and_stacks_won_must_add_up() -> None:
    editor = Editor("byte")
    editor.clear()
    assert editor.check() == ("The code has 0 checkers on the board and 0 in won stacks; a "
                              "8x8 game always has 24.")
    editor.reset()
    assert editor.set_counter("won_w", 1) == ""
    assert "16 in won stacks" not in editor.check() and "always has 24" in editor.check()
    # Eight checkers leave the board in a won stack: take four of each colour off.
    taken = 0
    for square in list(editor.contents):
        if taken < 8:
            editor.click(square, "empty")
            taken += 1
    assert editor.check() == ""
    assert editor.set_counter("won_w", 3) == "Stacks won by White must be 0 to 2."
    assert editor.set_counter("nothing", 1).startswith("There is no")


def test_byte_too_many_checkers_of_one_colour_are_refused() -> None:
    editor = Editor("byte")
    white = [s for s, held in editor.contents.items() if held == "w"]
    black = [s for s, held in editor.contents.items() if held == "b"]
    editor.click(black[0], "empty")
    editor.click(white[0], "w")  # 13 white, 11 black: still 24 in all
    assert editor.check() == "Each side has 12 checkers on 8x8."


def test_checkers_men_on_their_crowning_row_and_too_many_pieces_are_refused() -> None:
    editor = Editor("checkers")  # Checkers: algebraic squares, White moves up
    editor.clear()
    editor.click(editor.square("c3"), "w")
    editor.click(editor.square("f6"), "b")
    assert editor.check() == ""
    editor.click(editor.square("b8"), "w")
    assert editor.check() == ("A White man cannot stand on b8, on rank 8: it would have "
                              "been crowned.")
    editor.click(editor.square("b8"), "W")  # a king may stand there
    assert editor.check() == ""
    editor.click(editor.square("a1"), "b")
    assert "Black man cannot stand on a1" in editor.check()
    english = Editor("checkers", "english")
    spare = next(s for s in english.squares() if s not in english.contents)
    english.click(spare, "w")
    assert english.check() == "White has 13 pieces; each side has at most 12 in English checkers."


def test_checkers_a_click_with_the_same_piece_takes_it_off() -> None:
    editor = Editor("checkers", "international")
    square = editor.square("28")
    editor.click(square, "B")
    assert editor.contents[square] == "B"
    editor.click(square, "B")
    assert square not in editor.contents


def test_checkers_the_side_that_moved_last_must_have_a_piece() -> None:
    editor = Editor("checkers", "english")
    editor.clear()
    editor.click(editor.square("15"), "B")
    editor.set_turn("b")
    assert editor.check().startswith("White has no piece, so White cannot have made")
    editor.set_turn("w")
    assert editor.check() == ""  # White to move with nothing left: White has lost


def test_reversi_discs_and_the_openings_rules() -> None:
    editor = Editor("reversi")
    d4 = editor.square("d4")
    editor.click(d4, "empty")
    assert editor.check() == "In Othello the four central squares are never empty, but d4 is."
    editor.click(d4, "w")
    assert editor.check() == ""
    editor.click(d4, "b")
    assert editor.contents[d4] == "b"
    editor.click(d4, "b")
    assert d4 not in editor.contents
    free = Editor("reversi", "reversi")
    assert free.code().startswith("-" * 64) and free.check() == ""
    free.click(free.square("a1"), "b")
    assert "cannot hold a disc while d4 is empty" in free.check()


def test_the_side_to_move_and_bad_input_are_checked() -> None:
    editor = Editor("reversi", size=6)
    editor.set_turn("w")
    assert editor.code().endswith(" O") and editor.position().turn == "w"
    with pytest.raises(ByteError, match="side to move"):
        editor.set_turn("x")
    with pytest.raises(ByteError, match="no tool"):
        editor.choose("queen")
    with pytest.raises(ByteError, match="played on"):
        Editor("byte", size=6)
    assert editor.click(999, "b") == "Only the playable squares hold pieces."


def test_sentence_capitalises_and_ends_a_reason() -> None:
    assert sentence("a reason") == "A reason." and sentence("Done!") == "Done!"
