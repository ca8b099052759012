"""The engine protocols, driven through a pipe as a GUI drives them."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from byte.games.checkers.rules import from_code as checkers_code
from byte.games.reversi.endgame import EndgameSolver
from byte.games.reversi.rules import from_code as reversi_code
from byte.protocols.hub import hub_to_code
from byte.protocols.nboard import read_ggf

ROOT = Path(__file__).resolve().parent.parent
WAIT = 60.0


class Engine:
    """Our engine in its own process, spoken to line by line."""

    def __init__(self, *arguments: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "byte", *arguments], cwd=ROOT, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=1)
        # A thread reads the answers: waiting on the pipe itself would miss lines that
        # the stream has already buffered.
        self.lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        threading.Thread(target=self._read_all, daemon=True).start()

    def _read_all(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, line: str) -> None:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def read(self, seconds: float = WAIT) -> str:
        try:
            line = self.lines.get(timeout=seconds)
        except queue.Empty:
            self.process.kill()
            raise AssertionError(f"the engine said nothing: {self.process.stderr.read()}") from None
        assert line is not None, f"the engine stopped: {self.process.stderr.read()}"
        return line

    def until(self, start: str, seconds: float = WAIT) -> tuple[str, list[str]]:
        """The first line starting with ``start``, and the lines before it."""
        before = []
        while True:
            line = self.read(seconds)
            if line.startswith(start):
                return line, before
            before.append(line)

    def quit(self) -> int:
        self.send("quit")
        return self.process.wait(timeout=WAIT)


OTHELLO_START = "-" * 27 + "O*------*O" + "-" * 27


def test_nboard_plays_a_game_as_a_gui_asks():
    engine = Engine("--game", "reversi", "engine", "--protocol", "nboard")
    try:
        engine.send("nboard 2")
        assert engine.read() == "set myname Byte"
        engine.send("set depth 3")
        game = f"(;GM[Othello]PC[test]PB[a]PW[b]TY[8]BO[8 {OTHELLO_START} *]B[F5//1.0];)"
        engine.send(f"set game {game}")
        engine.send("go")
        answer, _ = engine.until("===")
        move = answer.split()[1].split("/")[0]
        pos = read_ggf(game)
        assert pos.turn == "w"
        pos.push(pos.parse_move(move))  # a legal move for White
        engine.send(f"move {move}")
        engine.send("ping 7")
        assert engine.until("pong")[0] == "pong 7"
        engine.send("hint 2")
        hints = []
        while len(hints) < 2:
            line = engine.read()
            if line.startswith("search"):
                hints.append(line.split()[1])
        for hint in hints:
            pos.parse_move(hint)  # legal for Black after White's move
    finally:
        assert engine.quit() == 0


def test_nboard_plays_a_won_ending_perfectly():
    code = "--XXXX----XXOO--OOXOOOXXOOOOOXXXOOOOXOXX-OXXXXX-O--OOOX--OOOOO-- X"
    board = code.split()[0].replace("X", "*")
    engine = Engine("--game", "reversi", "engine", "--protocol", "nboard")
    try:
        engine.send("nboard 2")
        engine.read()
        engine.send(f"set game (;GM[Othello]BO[8 {board} *];)")
        engine.send("go")
        move = engine.until("===")[0].split()[1].split("/")[0]
    finally:
        assert engine.quit() == 0
    pos = reversi_code(code)
    best, _ = EndgameSolver(8).best(pos, exact=False)
    pos.push(pos.parse_move(move))
    after, _ = EndgameSolver(8).best(pos, exact=False)
    assert -after == best == 1  # a win, kept


def test_nboard_reports_a_bad_move_and_goes_on():
    engine = Engine("--game", "reversi", "engine", "--protocol", "nboard")
    try:
        engine.send("move d4")
        assert engine.read().startswith("status error: d4 is taken")
        engine.send("ping 1")
        assert engine.read() == "pong 1"
    finally:
        assert engine.quit() == 0


HUB_START = "W" + "b" * 20 + "e" * 10 + "w" * 20


def test_hub_initialises_and_answers_a_forced_capture():
    engine = Engine("--game", "checkers", "engine", "--protocol", "hub")
    try:
        engine.send("hub")
        wait, before = engine.until("wait")
        assert before[0].startswith("id name=Byte")
        assert any(line.startswith("param name=variant") for line in before)
        engine.send("set-param name=variant value=normal")
        engine.send("init")
        assert engine.read() == "ready"
        engine.send("new-game")
        engine.send(f'pos pos={HUB_START} moves="32-28 19-23"')
        engine.send("level move-time=0.3")
        engine.send("go think")
        done, before = engine.until("done")
        assert done == "done move=28x19x23"  # the only legal move, with what it takes
        assert before and before[-1].startswith("info depth=")
        engine.send("ping")
        assert engine.read() == "pong"
    finally:
        assert engine.quit() == 0


def test_hub_stop_ends_a_search_at_once():
    engine = Engine("--game", "checkers", "--variant", "international", "engine",
                    "--protocol", "hub")
    try:
        engine.send("init")
        assert engine.read() == "ready"
        engine.send(f"pos pos={HUB_START}")
        engine.send("level infinite")
        engine.send("go think")
        time.sleep(1.0)
        asked = time.perf_counter()
        engine.send("stop")
        done, _ = engine.until("done", seconds=20)
        assert time.perf_counter() - asked < 10
        move = done.split("=")[1]
        pos = checkers_code(hub_to_code(HUB_START), "international")
        assert move in {f"{m.src}-{m.dst}" for m in pos.legal_moves()}
    finally:
        assert engine.quit() == 0


def test_hub_position_reading():
    assert hub_to_code("B" + "e" * 45 + "wWebB") == "B:W46,K47:B49,K50"
    with pytest.raises(Exception, match="starts with W or B"):
        hub_to_code("X" + "e" * 50)
