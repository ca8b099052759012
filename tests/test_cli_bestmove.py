"""``bestmove`` with the game so far (``--moves``), options after the command and a PDN
``[FEN "..."]`` tag as the position."""

from __future__ import annotations

import argparse

import pytest

from byte.cli import position_text
from byte.cli_bestmove import add_bestmove_arguments, bestmove_command, move_words
from byte.errors import ByteError
from byte.games.byte.rules import START_CODES, Position
from byte.games.checkers.rules import from_code
from tests.command_line import run

KINGS = '[FEN "W:WK46:BK1"]'
"""A king each on the long edges of the international board: nobody can win."""
SHUFFLE = "1. 46-41 1-6 2. 41-46 6-1 3. 46-41 1-6 4. 41-46 6-1"
"""Both kings step out and back twice: the start position stands for the third time."""
ENDING = "W:WK46,31:BK1,20"
WALK = "46-32 1-18 31-27 18x36 32-5 20-25 5-14 36-47 14-32 25-30 32-16 47-33 16-27 33-24"
"""From ENDING, a game that reaches two pieces against a lone king and plays its five
moves each: a draw by the international rules' endgame counter."""


def test_a_threefold_repetition_in_the_game_so_far_is_seen(capsys) -> None:
    code, _, err = run(capsys, "--game", "checkers", "--variant", "international",
                       "bestmove", "--position", KINGS, "--moves", SHUFFLE)
    assert code == 1 and err == ("error: the game is over (draw by threefold repetition): "
                                 "no move\n")
    # The same board given as a bare position has no history: the game goes on.
    code, out, _ = run(capsys, "--game", "checkers", "--variant", "international",
                       "bestmove", "--position", KINGS, "--level", "1", "--seed", "1")
    assert code == 0 and out.strip() in {"46-41", "46-37", "46-32", "46-28", "46-23",
                                         "46-19", "46-14", "46-10", "46-5"}


def test_the_endgame_draw_counter_runs_through_the_moves(capsys) -> None:
    words = WALK.split()
    code, out, _ = run(capsys, "bestmove", "--game", "checkers", "--variant",
                       "international", "--position", ENDING, "--moves", *words[:-1],
                       "--level", "1", "--seed", "2")
    assert code == 0
    before = from_code(ENDING, "international")
    for text in words[:-1]:
        before.push(before.parse_move(text))
    assert before.parse_move(out.strip()) in before.legal_moves()
    code, _, err = run(capsys, "bestmove", "--game", "checkers", "--variant",
                       "international", "--position", ENDING, "--moves", *words)
    assert code == 1 and "5 moves each" in err


def test_moves_from_the_start_without_a_position(capsys) -> None:
    code, out, _ = run(capsys, "bestmove", "--game", "reversi", "--moves", "f5", "d6", "c3",
                       "--level", "2", "--seed", "4")
    assert code == 0
    from byte.games.reversi.rules import start

    pos = start()
    for text in ("f5", "d6", "c3"):
        pos.push(pos.parse_move(text))
    assert pos.parse_move(out.strip()) in pos.legal_moves()


@pytest.mark.parametrize("args", [
    ["moves", "--game", "reversi"],
    ["--game", "reversi", "moves", "--variant", "othello"],
    ["moves", "--variant", "othello", "--game", "reversi"],
])
def test_game_and_variant_may_follow_the_command(capsys, args: list[str]) -> None:
    code, out, _ = run(capsys, *args)
    assert code == 0 and out.split() == ["c4", "d3", "e6", "f5"]


def test_a_variant_after_the_command_wins_over_one_before(capsys) -> None:
    code, out, _ = run(capsys, "--game", "checkers", "--variant", "international", "perft",
                       "1", "--variant", "english")
    assert code == 0 and out.strip() == "7"


def test_a_pdn_fen_tag_is_a_position_everywhere(capsys) -> None:
    code, out, _ = run(capsys, "--game", "checkers", "moves", "--position",
                       '[FEN "W:Wc3,g3:Bd4"]')
    assert code == 0 and out.split() == ["c3xe5"]
    code, out, _ = run(capsys, "--game", "checkers", "--variant", "international", "perft",
                       "1", "--position", ' [FEN "W:W31-50:B1-20"] ')
    assert code == 0 and out.strip() == "9"


@pytest.mark.parametrize(("args", "code", "words"), [
    (["--game", "checkers", "moves", "--position", "[FEN W:Wc3:Bd4]"], 1,
     "neither a position code nor a PDN tag"),
    (["--game", "checkers", "moves", "--position", '[Event "W:Wc3:Bd4"]'], 1,
     "neither a position code nor a PDN tag"),
    (["--game", "reversi", "bestmove", "--moves", "f5", "a1"], 2,
     "move 2 of --moves (a1) cannot be played"),
    (["bestmove", "--game", "reversi", "--moves", "f5", "--size", "7"], 1, "not 7x7"),
    (["bestmove", "--game", "reversi", "--pie"], 1, "not played with the pie rule"),
    (["bestmove", "--game", "go"], 1, "invalid choice"),
    (["bestmove", "--game", "checkers", "--variant", "chess"], 1, "no variant 'chess'"),
])
def test_bad_input_is_answered_in_words(capsys, args: list[str], code: int,
                                        words: str) -> None:
    exit_code, out, err = run(capsys, *args)
    assert exit_code == code and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and words in err


def test_move_words_skip_numbers_but_keep_moves() -> None:
    assert move_words(["1. f5", "d6 2.", "c3"]) == ["f5", "d6", "c3"]
    assert move_words(["12-16", "1...", "24-20"]) == ["12-16", "24-20"]


def test_position_text_reads_only_the_fen_tag() -> None:
    assert position_text('[FEN "B:W18:B14"]') == "B:W18:B14"
    assert position_text("B:W18:B14") == "B:W18:B14"
    with pytest.raises(ByteError):
        position_text('[FEN "B:W18:B14"')


def run_cli(argv: list[str], capsys: pytest.CaptureFixture) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    add_bestmove_arguments(parser)
    status = bestmove_command(parser.parse_args(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_bestmove_command(capsys: pytest.CaptureFixture) -> None:
    argv = ["--position", START_CODES[8], "--level", "2", "--seed", "3"]
    status, out, err = run_cli(argv, capsys)
    assert status == 0 and err == ""
    assert Position().parse_move(out.strip())
    status, out, _ = run_cli(
        ["--position", START_CODES[10], "--level", "1", "--seed", "3", "--verbose"], capsys
    )
    lines = out.splitlines()
    assert status == 0 and len(lines) == 2
    assert Position.start(10).parse_move(lines[0])
    assert "depth" in lines[1] and "nodes" in lines[1] and "ms" in lines[1]
    status, out, err = run_cli(["--position", "w 0-0", "--level", "3"], capsys)
    assert status == 1 and out == "" and err.startswith("error: ") and err[-1] == "\n"
