"""The command line with --game: Reversi and Checkers through every command, and every
bad input answered in one plain line."""

from __future__ import annotations

import pytest

from tests.command_line import run

OTHELLO = "---------------------------OX------XO--------------------------- X"
FORCED_PASS = "XXXXXXXXXXXOXXXXXXXXXXOXXXXXXXOXXXOXOXOXXOXXXXOOXOOOXXOOXXXXXXO- O"
FULL = "XXXOOOOOXXXXXXOOXOXXXOXOXOOXOXOOXOOXXOXOXXOXXXXXXXOOXXXXXXXXXXXX O"


def test_reversi_moves_perft_play_and_bestmove(capsys) -> None:
    code, out, _ = run(capsys, "--game", "reversi", "moves", "--position", OTHELLO)
    assert code == 0 and out.split() == ["c4", "d3", "e6", "f5"]
    assert run(capsys, "--game", "reversi", "perft", "4")[1].strip() == "244"
    assert run(capsys, "--game", "reversi", "--variant", "reversi", "perft", "3")[1].strip() \
        == "24"
    assert run(capsys, "--game", "reversi", "perft", "3", "--size", "6")[1].strip() == "56"
    code, out, _ = run(capsys, "--game", "reversi", "play", "--position", OTHELLO, "f5", "D6")
    assert code == 0 and out.strip().endswith(" X")
    code, out, _ = run(capsys, "--game", "reversi", "bestmove", "--position", OTHELLO,
                       "--level", "2", "--seed", "1")
    assert code == 0 and out.strip() in {"c4", "d3", "e6", "f5"}


def test_reversi_batch_contract(capsys, monkeypatch) -> None:
    lines = [OTHELLO, FORCED_PASS, FULL, "XO", ""]
    code, out, _ = run(capsys, "--game", "reversi", "moves", "--batch",
                       stdin="\n".join(lines) + "\n", monkeypatch=monkeypatch)
    rows = out.split("\n")
    assert code == 1
    assert rows[0] == "c4 d3 e6 f5" and rows[1] == "pass" and rows[2] == ""
    assert rows[3].startswith("error: ") and rows[4].startswith("error: ")


def test_checkers_every_variant(capsys) -> None:
    assert run(capsys, "--game", "checkers", "perft", "3")[1].strip() == "302"
    assert run(capsys, "--game", "checkers", "--variant", "english", "perft", "5")[1].strip() \
        == "7361"
    assert run(capsys, "--game", "checkers", "--variant", "international", "perft", "2")[
        1].strip() == "81"
    code, out, _ = run(capsys, "--game", "checkers", "moves", "--position", "W:Wc3,g3:Bd4")
    assert code == 0 and out.split() == ["c3xe5"]
    code, out, _ = run(capsys, "--game", "checkers", "--variant", "english", "play", "11-15",
                       "23-19")
    assert code == 0 and out.strip().startswith("B:")


def test_checkers_batch_contract(capsys, monkeypatch) -> None:
    lines = ["W:Wc3,g3:Bd4", "B:Wa7,e3,Kb2,a1:B", "W:Wb8:Bb2", "nonsense"]
    code, out, _ = run(capsys, "--game", "checkers", "moves", "--batch",
                       stdin="\n".join(lines) + "\n", monkeypatch=monkeypatch)
    rows = out.split("\n")
    assert code == 1
    assert rows[0] == "c3xe5" and rows[1] == ""
    assert rows[2] == ("error: a White man cannot stand on b8, on rank 8: it would have been "
                       "crowned")
    assert rows[3].startswith("error: ")


@pytest.mark.parametrize(("args", "words"), [
    (["--game", "chess", "moves"], "invalid choice"),
    (["--game", "reversi", "--variant", "go", "moves"], "Reversi has no variant 'go'"),
    (["--game", "reversi", "perft", "2", "--size", "12"], "played on 8 or 6 or 10"),
    (["--game", "checkers", "--variant", "english", "perft", "1", "--size", "10"],
     "played on 8"),
    (["--game", "checkers", "moves", "--position", "W:W:B"], "impossible"),
    (["--game", "reversi", "moves", "--position", "X" * 63 + " X"], "64"),
])
def test_bad_input_is_one_plain_line(capsys, args: list[str], words: str) -> None:
    code, out, err = run(capsys, *args)
    assert code != 0 and err.startswith("error: ") and err.count("\n") == 1
    assert words in err


def test_an_illegal_move_in_play_exits_two(capsys) -> None:
    code, _, err = run(capsys, "--game", "reversi", "play", "d6")
    assert code == 2 and err.startswith("error: d6 flips nothing")
    code, _, err = run(capsys, "--game", "checkers", "--variant", "english", "play", "22-18")
    assert code == 2 and err.startswith("error: ")
