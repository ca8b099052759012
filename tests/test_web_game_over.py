"""The game-over part alone (byte/web/game_over.py): the card drawn into the writes, a
rematch, the resign confirmation and the computer's answer to a draw offer."""

from __future__ import annotations

from fake_page import Element, Page

from byte.record import Game
from byte.web.controller import COMPUTER, Session, Settings
from byte.web.dom import Writes
from byte.web.game_over import GameOver
from byte.web.parts import PageMode


def checkers(moves: tuple[str, ...] = ("c3-d4",), **settings: object) -> Session:
    game = Game.new("checkers")
    for move in moves:
        game.push(move)
    return Session(game, settings=Settings.from_dict({"game": "checkers", **settings}))


class Worker:
    """The computer player's worker: answers each question with ``reply``."""

    def __init__(self, reply: dict) -> None:
        self.reply = reply
        self.asked: list[dict] = []

    async def ask_worker(self, request: dict) -> dict:
        self.asked.append(request)
        return self.reply


def part(session: Session, page: Page, *, writes: Writes | None = None,
         worker: Worker | None = None, elements: dict[str, Element] | None = None,
         tabs: list[str] | None = None, reviews: list[bool] | None = None) -> GameOver:
    shown = elements if elements is not None else {}
    return GameOver(
        session, mode=PageMode(), writes=writes or Writes(),
        show_tab=(tabs if tabs is not None else []).append,
        start_review=lambda: (reviews if reviews is not None else []).append(True),
        ask_worker=(worker or Worker({"score": 0.0})).ask_worker,
        keep_current_game=page.keep_current_game, act=page.act, apply=page.apply,
        say=page.say, render=page.render, focus_board=page.focus_board, spawn=page.spawn,
        by_id=shown.get)


def written(writes: Writes, selector: str, what: str) -> list[object]:
    return [value for where, kind, value in writes.items if (where, kind) == (selector, what)]


def test_the_card_shows_the_result_and_the_next_level_once_the_game_is_over() -> None:
    session = checkers(opponent=COMPUTER, human="w", level=2)
    writes = Writes()
    card = part(session, Page(), writes=writes)
    card.on_render(session)
    assert written(writes, "#turn", "hidden") == [False]  # playing: the turn line shows
    assert written(writes, "#game-row", "hidden") == [False]
    session.resign()
    writes.items.clear()
    card.on_render(session)
    assert written(writes, "#turn", "hidden") == [True]  # the card says the result once
    assert written(writes, "#game-row", "hidden") == [True]
    level = session.next_level()
    assert level is not None
    assert written(writes, "#level-button", "textContent") == [f"Try level {level}"]


def test_a_rematch_keeps_the_game_played_and_swaps_the_sides() -> None:
    session, page = checkers(opponent=COMPUTER, human="w", level=3), Page()
    played = session.game
    card = part(session, page)
    card.actions["rematch"]()
    assert page.kept == 1 and session.game is not played
    assert session.settings.human == "b" and session.settings.level == 3
    assert page.messages()[-1] == "Rematch: you play Black this time."
    assert page.focused == [False]


def test_resigning_asks_first_and_the_dialog_s_answer_decides() -> None:
    session, page = checkers(), Page()
    elements = {name: Element() for name in ("resign-text", "resign-dialog", "resign-keep")}
    opened: list[bool] = []
    elements["resign-dialog"].showModal = lambda: opened.append(True)
    card = part(session, page, elements=elements)
    card.actions["resign"]()
    assert opened == [True] and elements["resign-text"].textContent == (
        "Black gives up this game, and White wins it.")  # Black to move, as it resigns
    elements["resign-dialog"].returnValue = ""  # kept playing
    card.on_resign_close(None)
    assert not session.game_over
    card.actions["resign"]()
    elements["resign-dialog"].returnValue = "resign"
    card.on_resign_close(None)
    assert session.game_over and page.focused == [False]


def test_the_computer_answers_a_draw_offer_from_its_worker_s_evaluation() -> None:
    even, page = checkers(opponent=COMPUTER, human="b", level=2), Page()
    worker = Worker({"score": 0.0})
    part(even, page, worker=worker).actions["offer-draw"]()
    page.wait()
    assert worker.asked and even.game.draw_agreed
    # An answer that is no number is no evaluation: the computer declines.
    broken, page = checkers(opponent=COMPUTER, human="b", level=2), Page()
    part(broken, page, worker=Worker({"score": True})).actions["offer-draw"]()
    page.wait()
    assert not broken.game.draw_agreed and broken.game.draw_offer is None
    assert page.messages()[-1] == "The computer declines the draw: it still plays for a win."


def test_a_draw_answer_for_a_position_left_behind_is_dropped() -> None:
    session, page = checkers(opponent=COMPUTER, human="b", level=2), Page()

    class Late(Worker):
        async def ask_worker(self, request: dict) -> dict:
            # The game moved on while the worker thought.
            session.play(session.position.parse_move("f6-e5"))
            return await super().ask_worker(request)

    part(session, page, worker=Late({"score": 0.0})).actions["offer-draw"]()
    renders = page.renders
    page.wait()
    assert not session.game.draw_agreed and session.game.draw_offer is None
    assert page.renders == renders + 1


def test_the_review_button_opens_the_review_tab_and_starts_it() -> None:
    tabs: list[str] = []
    reviews: list[bool] = []
    part(checkers(), Page(), tabs=tabs, reviews=reviews).actions["review-game"]()
    assert tabs == ["review"] and reviews == [True]
