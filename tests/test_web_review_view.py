"""The review panel's state and markup (byte.web.review_view) and the puzzle panel's."""

from __future__ import annotations

import re

from byte.puzzles import Progress, load
from byte.record import Game
from byte.review import Evaluation
from byte.web import puzzle_view
from byte.web.review_view import HEIGHT, ReviewRun, graph_svg, panel_html

MOVES = ["b2-a3", "a5-b4", "d2-c3"]


def finished_run() -> ReviewRun:
    run = ReviewRun.start(Game(moves=MOVES))
    for evaluation in (Evaluation(0.0, "b2-a3", 9), Evaluation(0.1, "h6-g5", 9),
                       Evaluation(0.8, "d2-c3", 9), Evaluation(0.7, None, 9)):
        run.add(evaluation)
    return run


def test_a_run_asks_position_by_position_and_finishes() -> None:
    run = ReviewRun.start(Game(moves=MOVES))
    assert run.running and not run.done
    assert run.request() == {"code": Game().start.code(), "moves": [], "game": "byte",
                             "variant": "byte"}
    run.add(Evaluation(0.0, "b2-a3", 9))
    assert run.request()["moves"] == ["b2-a3"]
    assert run.progress_words() == "Reviewing move 1 of 3…"
    done = finished_run()
    assert done.done and not done.running
    assert list(done.marks()) == [2]
    assert done.move_name(2) == "1. Black a5-b4"


def test_a_new_review_keeps_what_the_last_one_knew_of_the_same_moves() -> None:
    old = finished_run()
    longer = Game(moves=[*MOVES, "c5-d4"])
    again = ReviewRun.start(longer, old)
    assert len(again.evaluations) == 4 and again.next_ply() == 4 and again.running
    other = ReviewRun.start(Game(moves=["b2-c3"]), old)
    assert other.evaluations == []


def test_the_graph_has_a_point_per_position_a_dot_per_mark_and_words() -> None:
    svg = graph_svg(finished_run(), 2)
    assert svg.count('class="graph-hit"') == 4
    assert re.findall(r'data-review-ply="(\d+)"', svg) == ["0", "1", "2", "3"]
    assert svg.count("<circle") == 1 and "mark-blunder" in svg
    assert 'aria-labelledby="review-graph-title review-graph-desc"' in svg
    assert "Marked: 1. Black a5-b4 blunder." in svg
    # White's advantage is drawn upwards: +0.8 is near the top.
    points = re.search(r'class="graph-line" points="([^"]+)"', svg).group(1).split()
    assert float(points[2].split(",")[1]) < HEIGHT / 2 < float(points[0].split(",")[1]) + 1


def test_the_panel_in_each_state() -> None:
    assert "Play some moves" in panel_html(None, 0, False)
    assert 'data-review="start"' in panel_html(None, 0, True)
    running = ReviewRun.start(Game(moves=MOVES))
    html = panel_html(running, 0, True)
    assert "Reviewing move 0 of 3…" in html and 'data-review="cancel"' in html
    running.running, running.stopped = False, True
    assert "Continue the review" in panel_html(running, 0, True)
    running.error = "The review stopped: no."
    assert 'role="alert">The review stopped: no.' in panel_html(running, 0, True)
    html = panel_html(finished_run(), 3, True)
    assert "Better: <b>h6-g5</b>" in html
    assert "<b>Black</b>: no inaccuracies, no mistakes, 1 blunder" in html
    assert html.count("<tr><td>") == 3 and 'data-review="close"' in html


def test_the_puzzle_panel_outside_and_inside_a_puzzle() -> None:
    puzzles = load("byte")
    progress = Progress({puzzles[0].id})
    outside = puzzle_view.panel_html("Byte", puzzles, progress, None, "")
    assert f"Solved: 1 of {len(puzzles)}." in outside
    inside = puzzle_view.panel_html("Byte", puzzles, progress, 1, "your move")
    assert f"Puzzle 2 of {len(puzzles)}" in inside and puzzles[1].title in inside
    # One instruction, said once.
    find = ("find the only winning move" if puzzles[1].turns == 1
            else f"find the {puzzles[1].turns} winning moves")
    assert inside.count("winning move") == 1 and find in inside
    assert "Solved." in puzzle_view.panel_html("Byte", puzzles, progress, 1, "solved")
    assert "Solved before" in puzzle_view.panel_html("Byte", puzzles, progress, 0, "your move")
    assert puzzle_view.panel_html("Byte", [], progress, None, "") == ""
