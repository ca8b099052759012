"""A fourth game is a folder and a registry line: Tic-tac-toe (``tests/tiny_game/``, a game
of the tests only) plays through the whole shell, which knows nothing of it: a session
clicked on the page's click model, links, saved games, records and Import, the command
line and the computer player, the board's drawing, the editor, lessons and the rules page.
(``tests/test_protocol.py`` holds it to the protocol like every game of the site.)
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from byte import cli, games, lessons, links, saved
from byte.editor import Editor
from byte.errors import ByteError
from byte.guide import Diagram
from byte.record import Game
from byte.web import exchange, persist
from byte.web.board import BoardView, board_svg
from byte.web.controller import Session
from tests import tiny_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import rules_pages

WIN = ["b2", "a1", "a3", "c1", "c3", "b1"]
"""White's moves b2, a3, c3 against Black's a1, c1, b1: Black completes the bottom row."""


@pytest.fixture(autouse=True)
def fourth_game() -> Iterator[games.GameInfo]:
    with tiny_game.registered() as info:
        yield info


def square(session: Session, name: str) -> int:
    return session.hooks.parse_square(session.position, name)


def test_the_registry_loads_it_from_its_own_package() -> None:
    assert games.find("TicTacToe").variant("noughts").id == "tictactoe"
    assert games.rules("tictactoe").module.__name__ == "tests.tiny_game.rules"
    assert games.view("tictactoe").FLIPPABLE  # a default the game left out


def test_a_session_plays_it_by_clicks_to_the_end() -> None:
    session = Session(Game.new("tictactoe"), seed=1)
    for text in WIN:
        outcome = session.click(square(session, text))
        assert outcome.played_texts == [text], outcome.message
    assert session.position.is_over() and session.position.winner() == "b"
    assert "Black wins" in session.status()
    refused = session.click(square(session, "a2"))
    assert refused.error and "over" in refused.message
    session.undo()
    assert not session.position.is_over()


def test_a_taken_square_is_refused_in_the_games_words() -> None:
    session = Session(Game.new("tictactoe"), seed=1)
    session.click(square(session, "b2"))
    outcome = session.click(square(session, "b2"))
    assert outcome.error and outcome.message.startswith("b2 is taken")


def test_the_board_is_drawn_by_the_shell() -> None:
    position = games.rules("tictactoe").from_code("w...b.... w", "tictactoe")
    markup = board_svg(position, BoardView(), games.view("tictactoe"))
    assert 'data-game="tictactoe"' in markup and 'data-square="a3"' in markup
    assert markup.count('class="sq"') == 9 and 'class="sq-light"' in markup
    assert 'aria-label="a3: white stone"' in markup


def played_game() -> Game:
    game = Game.new("tictactoe")
    for text in WIN[:4]:
        game.push(text)
    return game


def test_links_and_saved_games_carry_it() -> None:
    game = played_game()
    link = links.decode(links.game_fragment(game, 3), strict=True)
    assert (link.game.game, link.game.texts, link.ply) == ("tictactoe", game.texts, 3)
    kept = saved.loads(saved.dumps(game), now=lambda: 1_000_100.0)
    assert (kept.game.game, kept.game.texts) == ("tictactoe", game.texts)
    start = persist.boot("#" + links.game_fragment(game), persist.GameStore(
        persist.MemoryStorage()), rng=random.Random(1))
    assert start.session.game.texts == game.texts and start.session.position.turn == "w"


def test_records_and_import_read_it() -> None:
    game = played_game()
    text = game.text()
    assert text.startswith('[Game "Tic-tac-toe"]') and "1. b2 a1 2. a3 c1" in text
    back = Game.parse(text)
    assert (back.game, back.texts) == ("tictactoe", game.texts)
    opened, ply, note = exchange.import_text("ww.bb.... w", "byte", "byte")
    assert (opened.game, ply) == ("tictactoe", 0) and "Tic-tac-toe" in note
    with pytest.raises(ByteError, match="White moves first"):
        exchange.import_text("www...... w", "tictactoe", "tictactoe")


def test_the_command_line_and_the_computer_play_it(capsys: pytest.CaptureFixture) -> None:
    assert cli.main(["--game", "tictactoe", "perft", "4"]) == 0
    assert capsys.readouterr().out.split()[0] == "3024"
    assert cli.main(["--game", "tictactoe", "moves", "--position", "ww.bb.... w"]) == 0
    assert capsys.readouterr().out.split() == ["a1", "b1", "c1", "c2", "c3"]
    assert cli.main(["--game", "tictactoe", "bestmove", "--position", "ww.bb.... w",
                     "--level", "5", "--seed", "1"]) == 0
    assert capsys.readouterr().out.split()[0] == "c3"  # the win, found by the solver


def test_the_editor_lessons_and_rules_page_take_it() -> None:
    editor = Editor("tictactoe")
    editor.click(editor.square("b2"), "w")
    editor.set_turn("b")
    assert editor.code() == "....w.... b" and editor.check() == ""
    editor.click(editor.square("a1"), "w")
    assert "White moves first" in editor.check()
    lesson = lessons.find("tictactoe", "rows")
    verdict = lessons.judge(lesson, lesson.steps[0], "c3")
    assert verdict.accepted
    markup = rules_pages.diagram_svg("tictactoe", "tictactoe",
                                     Diagram("ww.bb.... w", "White wins with c3.", "c3"))
    assert 'data-game="tictactoe"' in markup and "hint-arrow" in markup
