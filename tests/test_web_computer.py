"""The computer player's part alone (byte/web/computer.py), with a worker that answers
in-process (tests/fake_page.py)."""

from __future__ import annotations

import asyncio
import itertools
from types import SimpleNamespace

from fake_page import InProcessWorker, Page

from byte.web.computer import Computer
from byte.web.controller import COMPUTER, Session


def computer(session: Session, page: Page, workers: list[InProcessWorker],
             timing: SimpleNamespace | None = None) -> Computer:
    """The part; each worker started is the next of ``workers``; the clock advances a
    second at each reading (no wait for the player's move to finish animating)."""
    ticks = itertools.count(0, 1000)
    marks = timing if timing is not None else SimpleNamespace()
    return Computer(session, new_worker=lambda: workers.pop(0),
                    now=lambda: float(next(ticks)), timing=lambda: marks,
                    render=page.render, render_eval=page.flush, apply=page.apply,
                    say=page.say, spawn=page.spawn)


def computer_first() -> Session:
    session = Session()
    session.new_game(opponent=COMPUTER, level=1, human="b")  # the computer has White
    return session


def test_the_computer_moves_when_its_turn_comes() -> None:
    session, page, marks = computer_first(), Page(), SimpleNamespace()
    worker = InProcessWorker()
    part = computer(session, page, [worker], marks)
    part.after_change()
    assert session.thinking is not None and page.renders == 1  # "thinking" is shown
    page.wait()
    assert len(session.game.moves) == 1 and session.thinking is None
    assert worker.asked[0]["level"] == 1 and part.worker is worker
    assert marks.worker == "plain" and marks.capped == "false" and int(marks.nodes) > 0
    assert int(marks.answeredAt) > int(marks.askedAt)


def test_a_worker_that_cannot_start_is_said_in_words_and_the_next_turn_tries_anew() -> None:
    session, page = computer_first(), Page()
    workers = [InProcessWorker(fail_start="the files could not be downloaded")]
    part = computer(session, page, workers)
    part.after_change()
    page.wait()
    assert not session.game.moves
    text, error = page.said[-1]
    assert error and "its worker failed to start (the files could not be downloaded)" in text
    assert part.worker is None and part.worker_task is None  # the next request starts one


class HeldWorker(InProcessWorker):
    """A worker that answers only when :attr:`release` is set."""

    def __init__(self) -> None:
        super().__init__()
        self.release = asyncio.Event()

    async def think(self, request: dict) -> str:
        self.asked.append(request)
        await self.release.wait()
        return await super().think(request)


def test_thinking_the_game_no_longer_needs_is_stopped_and_its_answer_dropped() -> None:
    session, page, marks = computer_first(), Page(), SimpleNamespace()
    worker = HeldWorker()
    part = computer(session, page, [worker], marks)

    async def play() -> None:
        part.after_change()
        thinking = asyncio.ensure_future(page.spawned.pop())
        while not worker.asked:
            await asyncio.sleep(0)
        assert int(marks.sentAt) >= 0  # from now on the search can be stopped
        session.new_game()  # the player starts another game while the computer thinks
        part.after_change()
        assert worker.cancelled == 1 and marks.stoppedBy == "flag"
        worker.release.set()
        await thinking

    asyncio.run(play())
    assert not session.game.moves and not page.outcomes  # the stale answer is dropped


def test_a_hint_is_asked_on_the_players_turn_only() -> None:
    session, page = computer_first(), Page()
    move = session.legal[0]
    worker = InProcessWorker(replies=[{"move": session.position.notation(move), "score": 0.25}])
    part = computer(session, page, [worker])
    part.ask_hint()  # White's turn: the computer's
    assert page.said == [("A hint is available when it is your move.", True)]
    session.new_game(opponent=COMPUTER, level=1, human="w")
    part.ask_hint()
    page.wait()
    assert session.view().hint_path == session.path(move) and session.hinting is None
    assert page.messages()[-2:] == ["Looking for a good move…",
                                    f"Hint: {session.position.notation(move)}."]


def test_the_evaluation_bar_is_filled_when_shown() -> None:
    session, page = Session(), Page()
    session.settings.show_eval = True
    part = computer(session, page, [InProcessWorker()])
    part.after_change()
    part.after_change()  # one question at a time
    assert len(page.spawned) == 1
    page.wait()
    score = session.current_evaluation()
    assert score is not None and -1 <= score <= 1 and page.flushes == 1
