"""The board markup, drawn by the shell with Byte's view hooks: hooks for tests,
accessible names, highlights, flip, escaping."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from byte import Move, Position, games, parse_square
from byte.games.byte.view import describe_stack, mini_stack_svg, stack_base
from byte.web import board
from byte.web.board import CELL, BoardView, Grid

byte_view = games.view("byte")


def board_svg(position: Position, view: BoardView, label: str | None = None) -> str:
    return board.board_svg(position, view, byte_view, label)


def square_label(position: Position, square: int, view: BoardView) -> str:
    return board.square_label(position, square, view, byte_view)


LAYOUT = byte_view.layout(Position())

NS = "{http://www.w3.org/2000/svg}"
EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup)


def checkers(root: ET.Element) -> list[ET.Element]:
    return [el for el in root.iter(f"{NS}g") if "data-level" in el.attrib]


def squares(root: ET.Element) -> dict[str, ET.Element]:
    return {el.get("data-square"): el for el in root.iter(f"{NS}g")
            if el.get("role") == "button"}


@pytest.mark.parametrize(("size", "count"), [(8, 24), (10, 40)])
def test_start_board_has_every_checker_and_dark_square(size: int, count: int) -> None:
    position = Position.start(size)
    root = parse(board_svg(position, BoardView()))
    assert root.get("id") == "board"
    assert root.get("data-position") == position.code()
    assert len(checkers(root)) == count
    named = squares(root)
    assert len(named) == size * size // 2
    assert set(named) == {f"{'abcdefghij'[s & 15]}{(s >> 4) + 1}"
                          for s in position.dark_squares}
    assert root.get("viewBox") == f"0 0 {size * CELL} {size * CELL}"


def test_checkers_carry_square_and_level_bottom_to_top() -> None:
    position = Position.from_code(EXAMPLE)
    root = parse(board_svg(position, BoardView()))
    on_e3 = [el for el in checkers(root) if el.get("data-square") == "e3"]
    assert [el.get("data-level") for el in on_e3] == ["1", "2", "3", "4", "5"]
    colours = ["w" if "ck-w" in el.get("class").split() else "b" for el in on_e3]
    assert "".join(colours) == position.stack("e3") == "bwbwb"
    assert "ck-bottom" in on_e3[0].get("class") and "ck-top" in on_e3[-1].get("class")
    # Drawn upwards: each checker higher on screen than the one below it.
    ys = [float(re.search(r"cy=\"([\d.]+)\"", ET.tostring(el, encoding="unicode")).group(1))
          for el in on_e3]
    assert ys == sorted(ys, reverse=True)


def test_height_badge_and_black_pattern() -> None:
    position = Position.from_code(EXAMPLE)
    markup = board_svg(position, BoardView())
    root = parse(markup)
    badges = [el for el in root.iter(f"{NS}g") if "height" in el.get("class", "").split()]
    assert sorted(b.find(f"{NS}text").text for b in badges) == ["3", "5"]
    # Black checkers differ by pattern, not colour alone.
    black = [el for el in checkers(root) if "ck-b" in el.get("class").split()]
    white = [el for el in checkers(root) if "ck-w" in el.get("class").split()]
    assert all(el.find(f"{NS}ellipse[@class='ck-mark']") is not None for el in black)
    assert all(el.find(f"{NS}ellipse[@class='ck-mark']") is None for el in white)


def test_accessible_names() -> None:
    assert describe_stack("wwb") == "stack of 3, white bottom, black top"
    assert describe_stack("b") == "one black checker"
    position = Position.from_code(EXAMPLE)
    view = BoardView(selected=(parse_square("f2"),), targets=frozenset({parse_square("e3")}))
    named = squares(parse(board_svg(position, view)))
    assert named["e3"].get("aria-label") == (
        "e3: stack of 5, black bottom, black top, legal target")
    assert named["f2"].get("aria-label").startswith("f2: stack of 3, white bottom, black top")
    assert "selected" in named["f2"].get("aria-label")
    assert named["a1"].get("aria-label") == "a1: empty"
    assert square_label(position, parse_square("c3"), BoardView()) == "c3: empty"


def test_highlights_selection_targets_last_move_and_lift_preview() -> None:
    position = Position.from_code(EXAMPLE)
    f2, e3 = parse_square("f2"), parse_square("e3")
    view = BoardView(selected=(f2,), part=2, targets=frozenset({e3}),
                     parts=frozenset({1, 2}), last_path=(f2, e3))
    root = parse(board_svg(position, view))
    classes = [el.get("class") for el in root.iter()]
    assert classes.count("hl-selected") == 1
    assert classes.count("hl-target-ring") == 1  # e3 is occupied: a ring, not a dot
    assert classes.count("hl-last") == 2
    lifted = [el for el in checkers(root) if "ck-lift" in el.get("class")]
    assert [(el.get("data-square"), el.get("data-level")) for el in lifted] == [
        ("f2", "2"), ("f2", "3")]
    picks = [el.get("data-level") for el in checkers(root) if "ck-pick" in el.get("class")]
    assert picks == ["1", "2"]


def test_empty_targets_get_dots() -> None:
    position = Position()
    view = BoardView(selected=(parse_square("b2"),),
                     targets=frozenset({parse_square("a3"), parse_square("c3")}))
    root = parse(board_svg(position, view))
    # Both targets hold a black checker at the start; no dots.
    assert sum(el.get("class") == "hl-target-ring" for el in root.iter()) == 2
    position = Position.from_code(EXAMPLE)
    view = BoardView(targets=frozenset({parse_square("d4")}))
    root = parse(board_svg(position, view))
    assert sum(el.get("class") == "hl-target-dot" for el in root.iter()) == 1


def test_flip_mirrors_squares_and_coordinates() -> None:
    assert Grid(8, LAYOUT).origin(0) == (0, 700)
    assert Grid(8, LAYOUT, flip=True).origin(0) == (700, 0)
    ten = byte_view.layout(Position(10))
    assert Grid(10, ten, flip=True).origin(9 * 16 + 9) == (0, 900)
    assert Grid(8, LAYOUT, flip=True).square_at(7, 0) == 0
    plain = parse(board_svg(Position(), BoardView()))
    flipped = parse(board_svg(Position(), BoardView(flip=True)))
    assert flipped.get("data-flip") == "1" and plain.get("data-flip") == "0"

    def a1_rect(root: ET.Element) -> tuple[str, str]:
        rect = squares(root)["a1"].find(f"{NS}rect")
        return rect.get("x"), rect.get("y")

    assert a1_rect(plain) == ("0", "700") and a1_rect(flipped) == ("700", "0")
    files = [t.text for t in flipped.iter(f"{NS}text") if t.text and t.text.isalpha()]
    assert len(files) == 8


def test_focus_is_a_roving_tabindex() -> None:
    position = Position()
    root = parse(board_svg(position, BoardView(focus=parse_square("d4"))))
    tabbable = [el.get("data-square") for el in squares(root).values()
                if el.get("tabindex") == "0"]
    assert tabbable == ["d4"]


def test_markup_is_escaped() -> None:
    markup = board_svg(Position(), BoardView(), label='<script>alert("x")</script>')
    assert "<script>" not in markup
    assert parse(markup).get("aria-label") == '<script>alert("x")</script>'


def test_hint_arrow_and_mini_stack() -> None:
    position = Position()
    hint = Move(parse_square("b2"), 1, parse_square("c3"))
    root = parse(board_svg(position, BoardView(hint_path=byte_view.path(position, hint))))
    assert any(el.get("class") == "hint-arrow" for el in root.iter())
    mini = parse(mini_stack_svg("wbw", level=2))
    parts = [el for el in mini.iter(f"{NS}g") if "ck" in el.get("class", "").split()]
    assert len(parts) == 3 and all("data-square" not in el.attrib for el in parts)
    assert ["ck-lift" in el.get("class") for el in parts] == [False, True, True]


def test_stacks_fit_inside_their_square() -> None:
    assert stack_base(1) < CELL
    assert stack_base(7) - 7 * 9 - 12 > 0


def test_board_carries_game_variant_and_position() -> None:
    root = parse(board_svg(Position(10), BoardView()))
    assert (root.get("data-game"), root.get("data-variant")) == ("byte", "byte")
    assert root.get("data-position") == Position(10).code()


def test_scores_and_compulsory_pieces_are_marked() -> None:
    position = Position()
    b2 = parse_square("b2")
    root = parse(board_svg(position, BoardView(scores={b2: "+4"}, must=frozenset({b2}))))
    texts = [t.text for t in root.iter(f"{NS}text") if "score-text" in t.get("class", "")]
    assert texts == ["+4"]
    assert sum(el.get("class") == "hl-must" for el in root.iter()) == 1
    assert "must capture" in squares(root)["b2"].get("aria-label")
