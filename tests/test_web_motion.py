"""The page's move animations alone (byte/web/motion.py), on a fake board."""

from __future__ import annotations

from typing import Any

from fake_page import Document, Element

from byte.web.controller import Session
from byte.web.motion import FLIP_MS, Motion


def disc(square: str) -> Element:
    element = Element("g", {"data-square": square})
    element.classList.add("disc")
    return element


def motion(session: Session, document: Document, reduced: bool = False) -> Motion:
    return Motion(session, document=document,
                  board=lambda: document.getElementById("board"),
                  reduced_motion=lambda: reduced, js=lambda value: value,
                  proxy=lambda callback: callback)


def reversi_move() -> tuple[Session, Any, Any, Document]:
    """A Reversi opening move played, and the board drawn after it."""
    session = Session()
    session.new_game(game="reversi")
    before, move = session.position.copy(), session.legal[0]
    session.play(move)
    names = {session.hooks.square_name(session.position, square)
             for square in session.hooks.layout(session.position)}
    board = Element("svg", {"id": "board"}, [disc(name) for name in sorted(names)])
    return session, before, move, Document([board])


def test_a_reversi_move_slides_its_disc_in_and_turns_the_captured_one_over() -> None:
    session, before, move, document = reversi_move()
    motion(session, document).animate_move(before, move)
    board = document.getElementById("board")
    played = board.querySelector('[data-square="d3"]')
    turned = board.querySelector('[data-square="d4"]')
    assert played is not None and turned is not None
    (slide,) = played.animations
    assert slide.frames[0] == {"transform": "translate(0px, -35.0px)"}
    assert slide.frames[-1] == {"transform": "translate(0px, 0px)"}
    assert played.classList.contains("ck-moving")  # it catches no click while it flies
    slide.finish()
    assert not played.classList.contains("ck-moving")
    (widening,) = turned.animations
    assert widening.frames == [{"transform": "scaleX(0)"}, {"transform": "scaleX(1)"}]
    assert widening.options["delay"] == 190 + FLIP_MS / 2
    (ghost,) = [child for child in board.children if child.tagName == "G"
                and "flip-old" in (child.getAttribute("class") or "")]
    assert "disc-w" in ghost.innerHTML  # the old face, narrowing to an edge
    ghost.animations[0].finish()
    assert ghost not in board.children


def test_nothing_moves_for_a_player_who_asked_for_less_motion_or_with_it_off() -> None:
    session, before, move, document = reversi_move()
    motion(session, document, reduced=True).animate_move(before, move)
    off = motion(session, document)
    off.enabled = False
    off.animate_move(before, move)
    board = document.getElementById("board")
    assert not any(element.animations for element in board.descendants())
    assert len(board.children) == len(session.hooks.layout(session.position))


def test_a_byte_move_slides_the_checkers_moved_along_an_arc() -> None:
    session = Session()
    before, move = session.position.copy(), session.legal[0]
    session.play(move)
    moved = Element("g", {"data-square": "a3", "data-level": "2"})
    moved.classList.add("ck")
    document = Document([Element("svg", {"id": "board"}, [moved])])
    motion(session, document).animate_move(before, move)
    (slide,) = moved.animations
    assert len(slide.frames) == 3 and slide.frames[1]["offset"] == 0.5  # the arc's top


def test_no_board_drawn_no_animation() -> None:
    session, before, move, _document = reversi_move()
    motion(session, Document()).animate_move(before, move)  # nothing to find: no failure
