import subprocess
import sys
from pathlib import Path

import pytest

from byte import START_CODES, Position
from tests.command_line import run

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"


def test_moves(capsys):
    code, out, _ = run(capsys, "moves", "--position", EXAMPLE)
    assert code == 0 and sorted(out.split()) == ["e3:2-f2", "f2-e3", "f2:2-e3"]


def test_moves_batch(capsys, monkeypatch):
    over = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,. b 1-2"
    lines = [START_CODES[8], "broken", over, ""]
    monkeypatch.setattr(sys, "stdin", __import__("io").StringIO("\n".join(lines) + "\n"))
    code, out, _ = run(capsys, "moves", "--batch")
    rows = out.split("\n")
    assert code == 1
    assert len(rows[0].split(" ")) == 35
    assert rows[1].startswith("error: ") and rows[2] == "" and rows[3].startswith("error: ")


def test_perft_and_divide(capsys):
    assert run(capsys, "perft", "3")[1].strip() == "32349"
    assert run(capsys, "perft", "2", "--size", "10")[1].strip() == "3756"
    code, out, _ = run(capsys, "perft", "2", "--divide")
    lines = out.strip().split("\n")
    assert lines[-1] == "1116" and len(lines) == 35 + 2
    assert sum(int(line.split()[1]) for line in lines[:35]) == 1116


def test_play(capsys):
    code, out, _ = run(capsys, "play", "--position", EXAMPLE, "f2-e3")
    assert code == 0 and out.strip().endswith(" b 1-2")


def test_play_reports_illegal_moves_with_exit_2(capsys):
    code, out, err = run(capsys, "play", "--position", EXAMPLE, "e3:4-f2")
    assert code == 2 and out == ""
    assert err.startswith("error: e3:4-f2 is not legal here") and EXAMPLE in err


@pytest.mark.parametrize(
    "args",
    [
        ["moves", "--position", "w w w"],
        ["perft", "2", "--position", "1/2/3 w 0-0"],
        ["play", "b2-z9"],
        ["perft", "x"],
        ["perft", "2", "--size", "9"],
        ["moves", "--position", START_CODES[8] + " 10"],
    ],
)
def test_bad_input_is_one_error_line(capsys, args):
    code, _, err = run(capsys, *args)
    assert code != 0
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


def test_module_runs_from_the_repository_root_without_install():
    done = subprocess.run(
        [sys.executable, "-m", "byte", "play", "b2-a3", "nonsense"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and "Traceback" not in done.stderr


WIN_IN_ONE = ".,.,.,wwwwwww/.,.,.,./.,.,.,./.,.,.,./.,wwbbw,.,./.,bwbw,.,./.,.,.,./.,.,.,. w 1-0"


@pytest.mark.parametrize("level", [2, 3, 4, 5])
def test_bestmove_takes_a_winning_stack(capsys, level):
    code, out, _ = run(capsys, "bestmove", "--position", WIN_IN_ONE, "--level", str(level))
    assert code == 0
    # c3:2-d4 and d4:2-c3 both make an 8 with White on top, which wins the game.
    position = Position.from_code(WIN_IN_ONE)
    position.push(position.parse_move(out.strip()))
    assert position.winner() == "w"


def test_bestmove_verbose_reports_the_search(capsys):
    code, out, _ = run(capsys, "bestmove", "--position", WIN_IN_ONE, "--verbose", "--seed", "3")
    assert code == 0 and "depth" in out and "nodes" in out


def test_bestmove_refuses_a_finished_game(capsys):
    over = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,. b 1-2"
    code, _, err = run(capsys, "bestmove", "--position", over)
    assert code != 0 and err.startswith("error: ")
