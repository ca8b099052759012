"""The click model alone: built from moves and their paths, it says what clicks allow."""

from __future__ import annotations

from byte.web.click_model import ClickModel

# A draughts-like position: two captures from 1 that both end on 9 (by 5 or by 6), a step
# from 1 to 4, a move of another piece, and a pass-like move with no path.
PATHS = {"1x5x9": (1, 5, 9), "1x6x9": (1, 6, 9), "1-4": (1, 4), "2-3": (2, 3), "pass": ()}


def test_clicks_narrow_the_moves_along_their_paths_in_order() -> None:
    model = ClickModel(PATHS)
    assert model.matching((1,)) == ["1x5x9", "1x6x9", "1-4"]
    assert model.matching((1, 9)) == ["1x5x9", "1x6x9"]  # a landing may be skipped
    assert model.matching((1, 6, 9)) == ["1x6x9"]
    assert model.matching((1, 9, 5)) == []  # out of order
    assert model.matching((7,)) == [] and model.matching(()) == []


def test_targets_are_the_later_squares_or_the_landings_that_tell_ways_apart() -> None:
    model = ClickModel(PATHS)
    assert model.targets(()) == frozenset()
    assert model.targets((1,)) == {5, 6, 9, 4}
    assert model.targets((1, 9)) == {5, 6}  # both end on 9: a landing on the way chooses
    assert model.targets((1, 5)) == {9}


def test_a_click_completes_a_move_or_asks_when_nothing_can_tell_them_apart() -> None:
    model = ClickModel(PATHS)
    assert model.complete((1,)) == []  # a first click completes only one-square moves
    assert model.complete((1, 4)) == ["1-4"]
    both = model.complete((1, 9))
    assert both == ["1x5x9", "1x6x9"] and not model.needs_question(both, (1, 9))
    same = ClickModel({"a": (1, 2), "b": (1, 2)})
    assert same.needs_question(same.complete((1, 2)), (1, 2))
    assert ClickModel({"r": (7,)}).complete((7,)) == ["r"]  # Reversi's one click


def test_parts_of_a_piece_filter_the_moves() -> None:
    model = ClickModel({"lift1": (1, 2), "lift2": (1, 2), "other": (3, 4)},
                       part_of=lambda move: 2 if move == "lift2" else 1)
    assert model.matching((1,), part=2) == ["lift2"]
    assert model.parts(model.matching((1,))) == {1, 2}
    assert ClickModel(PATHS).parts(["1-4"]) == set()  # whole pieces
    assert model.starts() == [1, 3] and ClickModel(PATHS).starts() == [1, 2]
