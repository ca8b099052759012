"""Which sound each action makes: every game's kinds of move, the end, the refused move,
the low clock, and the default of a game without the hook."""

from __future__ import annotations

import types

import pytest

from byte import Position, games, parse_square
from byte.games.checkers import rules as checkers
from byte.games.protocol import ViewHooks
from byte.games.reversi import rules as reversi
from byte.record import Game
from byte.web import sounds
from byte.web.controller import Session

# Black's f2-e3 completes a stack of 8 and wins the game (tests/games/test_byte_rules.py).
BYTE_EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
# White's f2-g3 leaves Black without a legal move (tests/test_web_controller.py).
BYTE_BEFORE_PASS = (".,.,.,./.,.,bwbwbbb,./.,.,wbbw,./.,.,.,./.,.,.,./.,.,.,wbbw/.,.,w,./.,.,.,. "
                    "w 1-0")

byte_view = games.view("byte")
checkers_view = games.view("checkers")
reversi_view = games.view("reversi")


def after(position, text: str):
    move = position.parse_move(text)
    result = position.copy()
    result.push(move)
    return move, result


def sound_of(hooks, position, text: str) -> str:
    move, later = after(position, text)
    return sounds.move_sound(hooks, position, move, later)


@pytest.mark.parametrize(("code", "move", "sound"), [
    ("W:Wc3,e1:Bh8,a7", "c3-d4", sounds.MOVE),
    ("W:Wc3,e1:Bd4,h8", "c3xe5", sounds.CAPTURE),
    ("W:Wb6,e1:Bh4,a3", "b6-c7", sounds.MOVE),  # one row short of the crown
    ("W:Wc7,e1:Bh4,a3", "c7-d8", sounds.CROWN),
    # A capture that lands on the last row crowns: the crowning is what rings.
    ("W:Wb6,e1:Bc7,h4,a3", "b6xd8", sounds.CROWN),
    # A king moving is a plain move, though its piece is upper-case before and after.
    ("W:WKc3,e1:Bh8,a7", "c3-d4", sounds.MOVE),
])
def test_checkers_moves_captures_and_crownings(code: str, move: str, sound: str) -> None:
    assert sound_of(checkers_view, checkers.from_code(code), move) == sound


def test_the_last_capture_ends_the_game_with_the_end_sound() -> None:
    last = checkers.from_code("W:Wc3:Bd4")
    assert sound_of(checkers_view, last, "c3xe5") == sounds.END


def test_reversi_discs_flip_and_a_pass_is_silent() -> None:
    start = reversi.start("othello")
    assert sound_of(reversi_view, start, "f5") == sounds.FLIP
    must_pass = reversi.from_code(
        "XXXXXXXXXXXOXXXXXXXXXXOXXXXXXXOXXXOXOXOXXOXXXXOOXOOOXXOOXXXXXXO- O")
    assert must_pass.legal_moves() == [reversi.PASS]
    later = must_pass.copy()
    later.push(reversi.PASS)
    assert sounds.move_sound(reversi_view, must_pass, reversi.PASS, later) == sounds.SILENT


def test_byte_stack_completion_and_plain_moves() -> None:
    example = Position.from_code(BYTE_EXAMPLE)
    assert sound_of(byte_view, example, "e3:2-f2") == sounds.MOVE
    # f2-e3 completes Black's second stack, which also wins: the end's sound.
    assert sound_of(byte_view, example, "f2-e3") == sounds.END
    # The same with one stack fewer won, and its checkers on the board far away.
    one_short = Position.from_code("wwww,bbbb,.,./" + BYTE_EXAMPLE.split("/", 1)[1]
                                   .replace(" 1-1", " 1-0"))
    assert sound_of(byte_view, one_short, "f2-e3") == sounds.COMPLETE


def test_a_game_without_the_hook_or_with_a_strange_answer_gets_the_plain_move() -> None:
    start = reversi.start("othello")
    plain = types.ModuleType("plain_view", "Reversi's view without its sound hook")
    plain.__dict__.update({name: value for name, value in vars(reversi_view.module).items()
                           if name != "sound"})
    bare = ViewHooks("reversi", plain)
    assert sound_of(bare, start, "f5") == sounds.MOVE
    odd = types.SimpleNamespace(sound=lambda before, move, after: "trumpet")
    assert sound_of(odd, start, "f5") == sounds.MOVE


def test_the_session_says_what_a_played_move_and_a_refused_click_sound_like() -> None:
    session = Session(Game(checkers.from_code("W:Wc3,e1:Bd4,h8", "brazilian")), seed=3)
    square = session.position.parse_square
    outcome = session.click(square("e1"))  # a capture is compulsory: e1 may not move
    assert outcome.error and outcome.sound == sounds.WRONG
    session.click(square("c3"))
    outcome = session.click(square("e5"))
    assert [session.game.texts[-1]] == ["c3xe5"] and outcome.sound == sounds.CAPTURE
    # Stepping through the moves and plain messages make no sound.
    assert session.step(-1).sound == sounds.SILENT
    assert session.cancel().sound == sounds.SILENT


def test_a_move_and_a_pass_in_one_action_keep_the_move_sound() -> None:
    session = Session(Game(Position.from_code(BYTE_BEFORE_PASS)), seed=1)
    session.click(parse_square("f2"))
    outcome = session.click(parse_square("g3"))
    assert [str(m) for m in outcome.played] == ["f2-g3", "pass"]
    assert outcome.sound == sounds.MOVE


def test_a_refused_drop_sounds_wrong() -> None:
    session = Session(seed=1)
    assert session.drag_start(parse_square("b2"))
    outcome = session.drop(parse_square("b4"))
    assert outcome.error and outcome.sound == sounds.WRONG


def test_the_low_clock_warns_only_a_person() -> None:
    assert sounds.low_time_sound(human=True) == sounds.LOW_TIME
    assert sounds.low_time_sound(human=False) == sounds.SILENT


def test_every_sound_has_a_voice_in_the_page() -> None:
    """static/sound.js plays each kind this module can ask for."""
    from pathlib import Path

    script = (Path(__file__).resolve().parent.parent / "static" / "sound.js").read_text()
    for kind in sounds.KINDS:
        assert f'"{kind}"' in script, kind


def test_resigning_and_an_agreed_draw_sound_the_end() -> None:
    session = Session(Game.new("checkers"), seed=1)
    assert session.resign().sound == sounds.END
    session = Session(Game.new("checkers"), seed=1)
    session.offer_draw()
    assert session.answer_draw(False).sound == sounds.SILENT
    session.offer_draw()
    assert session.answer_draw(True).sound == sounds.END
