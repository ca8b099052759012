"""Thinking longer on the page (byte/web/think_panel.py) alone, the worker answering
in-process (tests/fake_page.py): depths shown as they come, stopped by the player, by a
move on the board or by leaving the analysis board, and the exact result in words."""

from __future__ import annotations

from fake_page import Element, InProcessWorker, Page, event

from byte.bot import load
from byte.record import Game
from byte.web.analysis import close_analysis, open_analysis
from byte.web.controller import Session
from byte.web.dom import Writes
from byte.web.think_panel import PLACES, Think

REVERSI_ENDING = "XXXXXXXXOXXXXXX-OOXOXXX-OOOXXOXXOOOOOOOXOOOOXOOXOOOOOO-XOOOOOO-- O"


class Workers:
    """The computer part as thinking longer sees it: one worker."""

    def __init__(self, worker: InProcessWorker) -> None:
        self.worker = worker

    async def get_worker(self) -> InProcessWorker:
        return self.worker


def think(session: Session, page: Page, worker: InProcessWorker, writes: Writes,
          on_flush=None) -> Think:
    def flush() -> None:
        page.flush()
        if on_flush is not None:
            on_flush()

    return Think(session, workers=Workers(worker), embed=False, writes=writes, flush=flush,
                 say=page.say, spawn=page.spawn)


def button(job: str) -> Element:
    return Element("button", {"data-think": job})


def markups(writes: Writes, place: str) -> list[str]:
    return [value["html"] for selector, what, value in writes.items
            if selector == f"#{place}-think" and what == "=markup"]


def statuses(writes: Writes, place: str) -> list[str]:
    return [value for selector, what, value in writes.items
            if selector == f"#{place}-think-status"]


def test_depths_are_shown_as_they_come_and_the_status_speaks_at_start_and_end() -> None:
    session, page, writes = Session(), Page(), Writes()
    open_analysis(session)
    part = think(session, page, InProcessWorker(deepen_seconds=0.5), writes)
    part.write()
    assert "Think longer" in markups(writes, "analysis")[-1]
    part.on_click(event(button("start")))
    assert part.run is not None and part.run.running
    assert 'data-think="stop"' in markups(writes, "analysis")[-1]
    page.wait()
    run = part.run
    assert not run.running and run.ended in ("time", "done")
    assert [depth.depth for depth in run.depths] == list(range(1, len(run.depths) + 1))
    assert len(run.depths) >= 2
    html = markups(writes, "analysis")[-1]
    assert f"depth {run.depths[-1].depth}" in html and "Best line: 1. " in html
    assert "Think again" in html
    for place in PLACES:  # one run, shown in both boxes
        assert markups(writes, place)[-1] == html
        # The live region: when it starts and when it ends, not at every depth.
        assert statuses(writes, place) == [
            "Thinking longer…", f"Thought to depth {run.depths[-1].depth}: "
                                f"{html.split('<b>')[1].split('</b>')[0]}."]


def test_stop_keeps_what_it_found() -> None:
    session, page, writes = Session(), Page(), Writes()
    worker = InProcessWorker(deepen_seconds=30)
    part = think(session, page, worker, writes,
                 on_flush=lambda: part.run and len(part.run.depths) >= 2 and part.run.running
                 and part.on_click(event(button("stop"))))
    part.start()
    page.wait()
    run = part.run
    assert run is not None and run.ended == "stopped" and len(run.depths) == 2
    assert worker.deepen_stops >= 1
    assert statuses(writes, "review")[-1].startswith("Stopped at depth 2: ")


def test_a_move_on_the_board_stops_it_and_puts_it_away() -> None:
    session, page, writes = Session(), Page(), Writes()
    worker = InProcessWorker(deepen_seconds=30)

    def move_on() -> None:
        if part.run is not None and part.run.depths and session.ply == 0:
            session.play(session.position.legal_moves()[0])
            part.write()  # the render that follows the move

    part = think(session, page, worker, writes, on_flush=move_on)
    part.start()
    page.wait()
    assert part.run is None and worker.deepen_stops >= 1 and session.ply == 1
    assert "Think longer" in markups(writes, "analysis")[-1]


def test_opening_or_closing_the_analysis_board_stops_it() -> None:
    session, page, writes = Session(), Page(), Writes()
    worker = InProcessWorker(deepen_seconds=30)
    part = think(session, page, worker, writes)
    part.start()
    open_analysis(session)
    part.write()
    assert part.run is None
    part.start()
    close_analysis(session)
    part.write()
    assert part.run is None
    page.wait()  # stopped before they began: the worker is asked nothing
    assert part.run is None and worker.asked == []


def test_leaving_the_analysis_board_stops_a_run_under_way() -> None:
    session, page, writes = Session(), Page(), Writes()
    open_analysis(session)
    worker = InProcessWorker(deepen_seconds=30)

    def leave() -> None:
        if part.run is not None and part.run.depths and session.analysis is not None:
            close_analysis(session)
            part.write()

    part = think(session, page, worker, writes, on_flush=leave)
    part.start()
    page.wait()
    assert part.run is None and worker.deepen_stops == 1 and len(worker.asked) == 1


def test_the_exact_result_in_words() -> None:
    session = Session(Game(load(REVERSI_ENDING, game="reversi", variant="othello")))
    page, writes = Page(), Writes()
    part = think(session, page, InProcessWorker(deepen_seconds=10), writes)
    part.start()
    page.wait()
    assert part.run.ended == "solved"
    html = markups(writes, "review")[-1]
    assert "<b>White wins by 8</b>" in html and "Best line: h2 h3 pass g8" in html
    assert statuses(writes, "review")[-1] == "Solved: White wins by 8."


def test_a_finished_game_has_nothing_to_think_about() -> None:
    session = Session(Game(load("X" * 64 + " X", game="reversi", variant="othello")))
    page, writes = Page(), Writes()
    part = think(session, page, InProcessWorker(), writes)
    part.write()
    assert " disabled>" in markups(writes, "analysis")[-1]
    part.start()
    assert part.run is None
    assert page.said == [("The game is over here: there is nothing to think about.", True)]
