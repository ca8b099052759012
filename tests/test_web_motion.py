"""The page's move animations alone (byte/web/motion.py): the plans the page runs."""

from __future__ import annotations

from byte import PASS
from byte.web.controller import Session
from byte.web.dom import Writes
from byte.web.motion import FLIP_MS, LEAVE_MS, MOVE_MS, Motion


def steps_of(session: Session, game: str | None = None) -> list[dict]:
    """The game's animation steps for its first legal move, played."""
    if game:
        session.new_game(game=game)
    before, move = session.position.copy(), session.legal[0]
    session.play(move)
    return session.hooks.animation(before, move, session.grid())


def test_a_reversi_move_slides_its_disc_in_and_turns_the_captured_one_over() -> None:
    plans = Motion().plan(steps_of(Session(), "reversi"))
    slide, old_face, new_face = plans
    assert slide["select"].endswith('[data-square="d3"]')
    assert slide["frames"][0] == {"transform": "translate(0px, -35.0px)"}
    assert slide["frames"][-1] == {"transform": "translate(0px, 0px)"}
    assert slide["moving"]  # it catches no click while it flies
    assert slide["options"]["duration"] == MOVE_MS
    assert "disc-w" in old_face["ghost"] and "flip-old" in old_face["class"]
    assert old_face["frames"] == [{"transform": "scaleX(1)"}, {"transform": "scaleX(0)"}]
    assert new_face["select"].endswith('[data-square="d4"]')
    assert new_face["frames"] == [{"transform": "scaleX(0)"}, {"transform": "scaleX(1)"}]
    assert new_face["options"]["delay"] == old_face["options"]["delay"] + FLIP_MS / 2 == \
        190 + FLIP_MS / 2
    assert old_face["turn"] and new_face["turn"] and not new_face.get("moving")


def test_a_byte_move_slides_the_checkers_moved_along_an_arc() -> None:
    (slide,) = Motion().plan(steps_of(Session()))
    assert len(slide["frames"]) == 3 and slide["frames"][1]["offset"] == 0.5  # the arc's top
    assert slide["frames"][1]["transform"].startswith("translate(")


def test_a_slide_through_points_takes_longer_and_a_ghost_rises_and_fades() -> None:
    slide, ghost = Motion().plan([
        {"kind": "slide", "select": ".piece", "from": [200, 200], "via": [[100, 100]]},
        {"kind": "ghost", "markup": "<circle/>", "rise": 60, "delay": 40}])
    assert [frame.get("offset") for frame in slide["frames"]] == [None, 0.5, None]
    assert slide["options"]["duration"] == MOVE_MS * 2 ** 0.7
    assert ghost["ghost"] == "<circle/>" and ghost["class"] == "ghost"
    assert ghost["frames"][-1] == {"transform": "translate(0px, -60px)", "opacity": 0}
    assert ghost["options"]["duration"] == LEAVE_MS + MOVE_MS
    assert ghost["options"]["delay"] == 40 and not ghost.get("moving")


def test_a_staged_move_goes_to_the_page_with_the_next_render_after_its_board() -> None:
    motion, writes = Motion(), Writes()
    writes.markup("#board-wrap", "<svg id='board'></svg>")
    motion.write(writes)  # nothing staged: nothing written
    assert [what for _, what, _ in writes.items] == ["=markup"]
    motion.stage(steps_of(Session(), "reversi"))
    motion.write(writes)
    assert [(selector, what) for selector, what, _ in writes.items] == [
        ("#board-wrap", "=markup"), ("#board", "=animate")]
    assert len(writes.items[-1][2]) == 3
    motion.write(writes)  # written once only
    assert len(writes.items) == 2


def test_a_move_with_nothing_to_show_plans_nothing() -> None:
    session = Session()
    assert Motion().plan(session.hooks.animation(session.position, PASS, session.grid())) == []
