"""The game review part alone (byte/web/review_panel.py), its questions answered by a
worker in-process (tests/fake_page.py)."""

from __future__ import annotations

from fake_page import Element, InProcessWorker, Page, event

from byte.web.controller import Session
from byte.web.dom import Writes
from byte.web.parts import WorkerFailed
from byte.web.review_panel import PANEL_ID, RETRIES, Review

MOVES = ("b2-a3", "a5-b4", "d2-c3")


class Workers:
    """The computer part as the review sees it: one worker, started on request."""

    def __init__(self, worker: InProcessWorker) -> None:
        self.worker = worker
        self.stopped = 0

    async def get_worker(self) -> InProcessWorker:
        return self.worker

    def stop_review_question(self) -> None:
        self.stopped += 1


def review(session: Session, page: Page, workers: Workers, writes: Writes | None = None,
           embed: bool = False) -> Review:
    return Review(session, workers=workers, embed=embed, writes=writes or Writes(),
                  flush=page.flush, render=page.render, act=page.act, say=page.say,
                  spawn=page.spawn)


def played() -> Session:
    session = Session()
    for text in MOVES:
        session.play(session.position.parse_move(text))
    return session


def test_a_review_asks_one_position_at_a_time_and_marks_the_moves() -> None:
    session, page, writes = played(), Page(), Writes()
    worker = InProcessWorker()
    part = review(session, page, Workers(worker), writes)
    part.start()
    assert part.run is not None and part.run.running
    page.wait()
    assert part.run.done and not part.run.running
    assert len(worker.asked) == len(MOVES) + 1  # every position, the start included
    assert page.messages()[-1].startswith("Review finished:")
    assert isinstance(part.marks(), dict)
    assert any(item[0] == f"#{PANEL_ID}" for item in writes.items) and page.flushes


def test_nothing_to_review_is_said() -> None:
    session, page = Session(), Page()
    part = review(session, page, Workers(InProcessWorker()))
    part.start()
    assert page.said == [("There is no move to review yet.", True)] and part.run is None


def test_a_stopped_review_keeps_what_it_found_and_a_closed_one_is_dropped() -> None:
    session, page = played(), Page()
    workers = Workers(InProcessWorker())
    part = review(session, page, workers)
    part.start()
    part.on_click(event(Element("button", {"data-review": "cancel"})))
    assert part.run is not None and part.run.stopped and workers.stopped == 1
    assert page.messages() == ["Review stopped."]
    page.wait()  # the review's task, stopped before it began, asks nothing
    assert part.run.evaluations == [] and not workers.worker.asked
    part.on_click(event(Element("button", {"data-review": "close"})))
    assert part.run is None and part.marks() == {}


def test_a_point_of_the_review_goes_to_its_move() -> None:
    session, page = played(), Page()
    part = review(session, page, Workers(InProcessWorker()))
    part.on_click(event(Element("button", {"data-review-ply": "1"})))
    assert session.ply == 1


def test_a_worker_that_keeps_failing_stops_the_review_in_words() -> None:
    class Failing(InProcessWorker):
        async def review(self, request: dict) -> str:
            self.asked.append(request)
            raise WorkerFailed("it was stopped")

    session, page = played(), Page()
    worker = Failing()
    part = review(session, page, Workers(worker))
    part.start()
    page.wait()
    assert part.run is not None and not part.run.running
    assert part.run.error == "The review stopped: the worker failed (it was stopped)."
    assert len(worker.asked) == RETRIES + 1


def test_a_review_that_no_longer_fits_the_game_is_dropped_at_the_next_render() -> None:
    session, page = played(), Page()
    part = review(session, page, Workers(InProcessWorker()))
    part.start()
    session.new_game(game="reversi")
    part.write()
    assert part.run is None
    page.spawned.pop().close()  # never started: nothing to wait for
