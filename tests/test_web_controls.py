"""The page's input part alone (byte/web/controls.py), with fake events and elements."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from fake_page import Document, Element, Page, event

from byte.web.controller import Session
from byte.web.controls import Controls
from byte.web.parts import PageMode


class Rect(SimpleNamespace):
    pass


def board_page(session: Session, wrap_width: float = 640) -> Document:
    """A page with the session's board: one element per square, in grid order."""
    grid, position = session.grid(), session.position
    names = [session.hooks.square_name(position, square)
             for square in session.hooks.layout(position)]
    squares = [Element("rect", {"data-square": name}) for name in names]
    pieces = [Element("g", {"data-square": name, "data-level": "1"}) for name in names]
    for piece in pieces:
        piece.classList.add("ck")
    board = Element("svg", {"id": "board"}, squares + pieces)
    board.getBoundingClientRect = lambda: Rect(left=0, top=0, width=wrap_width,
                                               height=wrap_width)
    wrap = Element("div", {"id": "board-wrap"}, [board], offsetWidth=wrap_width,
                   offsetHeight=wrap_width)
    wrap.getBoundingClientRect = lambda: Rect(left=0, top=0, width=wrap_width,
                                              height=wrap_width)
    wrap.setPointerCapture = lambda _id: None
    assert grid.size == position.size
    return Document([wrap, Element("div", {"id": "board-box"}),
                     Element("button", {"id": "zoom-out"})])


def controls(session: Session, page: Page, document: Document, mode: PageMode | None = None,
             embed: bool = False) -> Controls:
    return Controls(session, mode=mode or PageMode(), embed=embed, document=document,
                    by_id=document.getElementById,
                    wrap=lambda: document.getElementById("board-wrap"),
                    render=page.render, say=page.say, act=page.act, run=page.run)


def square(document: Document, session: Session, index: int) -> Any:
    name = session.hooks.square_name(session.position, index)
    found = document.querySelector(f'[data-square="{name}"]')
    assert found is not None
    return found


def tap(part: Controls, target: Any, **fields: Any) -> None:
    part.on_pointer_down(event(target, **fields))
    part.on_pointer_up(event(target, **fields))


def test_a_click_on_a_square_plays_the_move_it_completes() -> None:
    session, page = Session(), Page()
    session.new_game(game="reversi")
    document = board_page(session)
    part = controls(session, page, document)
    move = session.legal[0]
    (target,) = session.path(move)
    tap(part, square(document, session, target))
    assert len(session.game.moves) == 1 and session.game.moves[0] == move
    assert part.press is None


def test_a_press_outside_the_squares_does_nothing() -> None:
    session, page = Session(), Page()
    document = board_page(session)
    part = controls(session, page, document)
    tap(part, Element("div"))
    tap(part, None)
    assert not session.game.moves and not page.outcomes and part.press is None


def test_a_drag_drops_the_piece_on_the_square_under_the_pointer() -> None:
    session, page = Session(), Page()  # Byte: a checker is lifted, then dropped
    document = board_page(session, wrap_width=640)
    part = controls(session, page, document)
    move = session.legal[0]
    start, end = session.path(move)[0], session.path(move)[-1]
    column, row = session.grid().cell(end)
    cell = 640 / session.position.size
    part.on_pointer_down(event(square(document, session, start), clientX=5, clientY=5))
    assert part.press is not None and part.press["can_drag"]
    part.on_pointer_move(event(None, clientX=40, clientY=40))
    assert part.press["drag"] and document.getElementById("board").classList.contains("dragging")
    name = session.hooks.square_name(session.position, start)
    lifted = document.querySelectorAll(f'#board .ck[data-square="{name}"]')
    assert lifted and all(piece.classList.contains("ck-drag") for piece in lifted)
    assert lifted[0].getAttribute("transform").startswith("translate(")
    part.on_pointer_up(event(None, clientX=(column + 0.5) * cell, clientY=(row + 0.5) * cell))
    assert session.game.moves == [move] and part.press is None


def test_a_tap_on_a_board_too_small_for_a_finger_zooms_first() -> None:
    session, page = Session(), Page()
    session.new_game(game="reversi")
    document = board_page(session, wrap_width=250)
    part = controls(session, page, document)
    (target,) = session.path(session.legal[0])
    tap(part, square(document, session, target), pointerType="touch", clientX=50, clientY=60)
    assert part.zoomed and not session.game.moves
    assert document.getElementById("board-box").classList.contains("zoomed")
    assert document.getElementById("zoom-out").hidden is False
    assert page.messages() == ["Zoomed in: tap a square to play there."]
    tap(part, square(document, session, target), pointerType="touch")
    assert len(session.game.moves) == 1 and not part.zoomed
    assert not document.getElementById("board-box").classList.contains("zoomed")


def test_the_page_keys_run_the_panel_actions() -> None:
    session, page = Session(), Page()
    document = Document()
    part = controls(session, page, document)
    for key, ctrl, shift in (("u", False, False), ("z", True, False), ("z", True, True),
                             ("y", True, False), ("f", False, False), ("n", False, False),
                             ("Home", False, False), ("q", False, False)):
        pressed = event(Element("body"), key=key, ctrlKey=ctrl, shiftKey=shift)
        part.on_key(pressed)
        assert pressed.defaultPrevented == (key != "q")
    assert page.actions == ["undo", "undo", "redo", "redo", "flip", "new", "first"]


def test_keys_typed_into_a_field_or_a_dialog_or_the_editor_are_not_the_pages() -> None:
    session, page, mode = Session(), Page(), PageMode()
    document = Document()
    part = controls(session, page, document, mode=mode)
    part.on_key(event(Element("input"), key="u"))
    dialog = document.appendChild(Element("dialog", {"open": ""}))
    part.on_key(event(Element("body"), key="u"))
    dialog.remove()
    mode.start_editing()
    part.on_key(event(Element("body"), key="u"))
    assert page.actions == []
    mode.stop_editing()
    part.on_key(event(Element("body"), key="u", altKey=True))
    part.on_key(event(Element("body"), key="u"))
    assert page.actions == ["undo"]


def test_an_embed_keeps_only_the_keys_that_browse_the_game() -> None:
    session, page = Session(), Page()
    part = controls(session, page, Document(), embed=True)
    for key in ("u", "n", "ArrowUp", "ArrowDown", "f", "End"):
        part.on_key(event(Element("body"), key=key))
    assert page.actions == ["prev", "next", "flip", "last"]


def test_the_arrows_move_the_focus_and_enter_clicks_the_focused_square() -> None:
    session, page = Session(), Page()
    session.new_game(game="reversi")
    part = controls(session, page, Document())
    target = next(square for move in session.legal for square in session.path(move)
                  if square != session.focus)
    pressed = None
    for _ in range(20):  # walk to the target's column, then its row
        if session.focus == target:
            break
        column, row = session.grid().cell(session.focus)
        goal_column, goal_row = session.grid().cell(target)
        key = ("ArrowRight" if goal_column > column else "ArrowLeft" if goal_column < column
               else "ArrowDown" if goal_row > row else "ArrowUp")
        pressed = event(Element("rect"), key=key)
        part.on_board_key(pressed)
    assert session.focus == target and pressed is not None and pressed.defaultPrevented
    assert page.renders > 0
    part.on_board_key(event(Element("rect"), key="Enter"))
    assert len(session.game.moves) == 1


def test_a_button_with_an_action_runs_it_unless_disabled() -> None:
    session, page = Session(), Page()
    part = controls(session, page, Document())
    button = Element("button", {"data-action": "hint"}, [Element("span")])
    part.on_click(event(button.children[0]))
    button.disabled = True
    part.on_click(event(button))
    part.on_click(event(Element("div")))
    assert page.actions == ["hint"]


def test_the_move_list_goes_to_the_ply_chosen() -> None:
    session, page = Session(), Page()
    for move in ("b2-a3", "a5-b4"):
        session.play(session.position.parse_move(move))
    part = controls(session, page, Document())
    part.on_move_list(event(Element("button", {"data-ply": "1"})))
    assert session.ply == 1


def test_a_failure_drops_the_press_under_way() -> None:
    session, page = Session(), Page()
    document = board_page(session)
    part = controls(session, page, document)
    part.on_pointer_down(event(square(document, session, session.path(session.legal[0])[0])))
    assert part.press is not None
    part.forget_press()
    assert part.press is None
