"""Thinking longer's state and markup (byte/web/think_view.py)."""

from __future__ import annotations

from byte.deepening import Depth
from byte.web.think_view import (
    EARLIER_SHOWN,
    LongThink,
    effort_words,
    line_words,
    result_words,
    status_words,
    think_html,
)


def run_with(depths: int, labels: list[str] | None = None) -> LongThink:
    run = LongThink(("checkers", "checkers", "code", True),
                    labels or ["5...", "6.", "6...", "7."], True)
    for depth in range(1, depths + 1):
        run.add(Depth(depth, 0.1 * (depth % 3), ["c5-d4", "e3xc5", "b6xd4"], depth * 100,
                      depth * 10))
    return run


def test_the_button_follows_the_run() -> None:
    assert 'data-think="start"' in think_html(None, True)
    assert "Think longer" in think_html(None, True)
    assert " disabled>" in think_html(None, False, "The computer is thinking…")
    assert "The computer is thinking…" in think_html(None, False, "The computer is thinking…")
    running = run_with(0)
    assert 'data-think="stop"' in think_html(running, True)
    assert "Looking at the first depth…" in think_html(running, True)
    running.finish(stopped=True)
    assert "Think again" in think_html(running, True)
    assert "Stopped before the first depth." in think_html(running, True)


def test_the_latest_depth_then_the_earlier_ones_deepest_first() -> None:
    run = run_with(9)
    html = think_html(run, True)
    assert html.count("<li>") == EARLIER_SHOWN
    assert html.index("<li>8: ") < html.index("<li>4: ")
    assert "<li>3: " not in html
    assert "depth 9 · 900 positions" in html
    # A move of the second player first: its number says so, the next move's too.
    assert "Best line: 5... c5-d4 6. e3xc5 b6xd4" in html


def test_how_it_ended_is_said_once() -> None:
    run = run_with(3)
    assert status_words(run) == "Thinking longer…"
    run.finish(timed_out=True)
    assert run.ended == "time" and status_words(run) == "Thought to depth 3: 50%."
    run.finish(stopped=True)  # a run ends once
    assert run.ended == "time"
    failed = run_with(2)
    failed.finish(error="its worker failed (gone).")
    assert status_words(failed) == \
        "The computer could not think longer: its worker failed (gone)."
    assert "think-error" in think_html(failed, True)
    assert status_words(None) == ""


def test_a_proven_result_wins_over_a_stop() -> None:
    run = run_with(2)
    run.add(Depth(3, -1.0, ["c5-d4"], 500, 40, "b", plies=3))
    run.finish(stopped=True)
    assert run.ended == "solved"
    assert status_words(run) == "Solved: Black wins in 2 moves."
    assert "<b>Black wins in 2 moves</b>" in think_html(run, True)


def test_words_of_results_lines_and_effort() -> None:
    assert result_words(Depth(0, 1.0, [], 0, 0, "w")) == "White wins with best play"
    assert result_words(Depth(1, 1.0, [], 0, 0, "w", plies=1)) == "White wins in 1 move"
    assert effort_words(Depth(0, 1.0, [], 1, 0, "w")) == "solved · 1 position"
    assert effort_words(Depth(4, 0.0, [], 12345, 0)) == "depth 4 · 12,345 positions"
    unnumbered = LongThink(("reversi", "othello", "code", False), ["1.", "1..."], False)
    assert line_words(unnumbered, Depth(2, 0.0, ["d3", "c5"], 1, 1)) == "d3 c5"
