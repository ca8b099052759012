"""The NBoard protocol of Othello engines, as GUIs and match programs speak it.

Commands (one a line) and our answers:

- ``nboard 2`` → ``set myname Byte``;
- ``set depth N`` — search N plies deep (the endgame is still proven from where level 5
  proves it); ``set game GGF`` — the game so far, in the GGF format (``BO[8 ...]`` the
  start, ``B[f5]`` / ``W[pa]`` the moves, ``TI`` the time each player has); ``set
  contempt N`` is accepted and ignored (Othello draws are rare);
- ``move MOVE[/EVAL/TIME]`` — a move made on the board;
- ``go`` → ``status thinking``, then ``=== MOVE/EVAL/TIME`` (the evaluation in discs for
  the side to move, the time in seconds);
- ``hint N`` → a ``search MOVE EVAL 0 DEPTH`` line for each of the N best moves, then
  ``status``;
- ``ping N`` → ``pong N`` (once everything before it is done); ``learn`` → ``learned``;
- ``quit`` ends.

Without a depth or a clock the engine plays as level 5; with a clock (``TI`` in the
game) it spends a share of its remaining time on each move. There is no pondering: the
engine thinks only when asked to move.

>>> lines = []
>>> engine = NBoard(lines.append)
>>> engine.command("set game (;GM[Othello]PC[x]BO[8 " + "-" * 27 + "O*------*O" + "-" * 27
...                + " *]B[f5]W[d6];)")
>>> engine.pos.code()[-1], engine.pos.move_stack
('X', [37, 43])
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from byte import bot, games
from byte.errors import ByteError
from byte.games.reversi.rules import Position, from_code, start

NAME = "Byte"
MOVES_TO_PLAN = 24
"""A clock's remaining time is shared out as if this many of its own moves remained
(Othello has about 30 a side; the last ones are solved quickly)."""

_BOARD = re.compile(r"BO\[\s*(\d+)\s+([^\]\s]+)\s+([*Oo])\s*\]")
_MOVE = re.compile(r"\b([BW])\[([^\]]*)\]")
_TIME = re.compile(r"\bT([IBW])\[([^\]]*)\]")


def read_ggf(text: str) -> Position:
    """The position at the end of a GGF game record (its start board, then its moves)."""
    board = _BOARD.search(text)
    if board is None:
        pos = start()
    else:
        size, cells, side = board.groups()
        if len(cells) != int(size) ** 2:
            raise ByteError(f"the GGF board BO[{size} ...] has {len(cells)} squares")
        pos = from_code(f"{cells} {'X' if side == '*' else 'O'}", "othello")
    for _, move in _MOVE.findall(text):
        word = move.split("/")[0].strip()
        pos.push(pos.parse_move(word))
    return pos


def _seconds(clock: str) -> float | None:
    """Seconds of a GGF clock ``[h:]m:s`` (its first field; more fields are increments)."""
    first = clock.split("/")[0].strip()
    if not first:
        return None
    try:
        total = 0.0
        for part in first.split(":"):
            total = total * 60 + float(part)
    except ValueError:
        return None
    return total


class NBoard:
    """One engine session: the game so far and the settings the GUI sent."""

    def __init__(self, send: Callable[[str], None], variant: str | None = None) -> None:
        self.send = send
        self.pos = start()
        self.depth: int | None = None
        self.clock: float | None = None
        self.stop: Callable[[], bool] | None = None

    def serve(self, lines) -> None:
        """Answer commands until ``quit`` or the end of the input."""
        self.stop = lines.interrupts(("quit",))
        while True:
            line = lines.next()
            if line is None or line.split()[:1] == ["quit"]:
                return
            try:
                self.command(line)
            except ByteError as error:
                self.send(f"status error: {error}")

    def command(self, line: str) -> None:
        words = line.split()
        if not words:
            return
        name = words[0]
        if name == "nboard":
            self.send(f"set myname {NAME}")
        elif name == "set" and len(words) >= 2:
            self._set(words[1], line.split(None, 2)[2] if len(words) > 2 else "")
        elif name == "move" and len(words) >= 2:
            self.pos.push(self.pos.parse_move(words[1].split("/")[0]))
        elif name == "go":
            self._go()
        elif name == "hint":
            self._hint(int(words[1]) if len(words) > 1 and words[1].isdigit() else 1)
        elif name == "ping":
            self.send(f"pong {words[1] if len(words) > 1 else ''}".rstrip())
        elif name == "learn":
            self.send("learned")
        elif name == "analyze":
            self.send("status analysis is not supported")

    def _set(self, what: str, value: str) -> None:
        if what == "depth":
            if not value.strip().isdigit() or int(value) < 1:
                raise ByteError(f"the depth must be a whole number of plies, not {value!r}")
            self.depth = int(value)
        elif what == "game":
            self.pos = read_ggf(value)
            mover = "B" if self.pos.turn == "b" else "W"
            self.clock = None
            for who, clock in _TIME.findall(value):
                if who in ("I", mover):
                    self.clock = _seconds(clock)
        # contempt and anything else: nothing to change.

    def _settings(self) -> bot.Level:
        seconds = None
        if self.clock is not None:
            seconds = max(0.05, self.clock / MOVES_TO_PLAN)
        if self.depth is not None and seconds is None:
            seconds = 600.0  # a depth and no clock: the depth decides
        return bot.within(self.pos, seconds, self.depth or 64)

    def _go(self) -> None:
        if self.pos.is_over():
            raise ByteError(f"the game is over ({self.pos.result()}): there is no move")
        self.send("status thinking")
        started = time.perf_counter()
        choice = bot.choose_with(self.pos, self._settings(), seed=0, stop=self.stop)
        seconds = time.perf_counter() - started
        discs = _discs(choice, self.pos.turn)
        move = self.pos.notation(choice.move).upper().replace("PASS", "PA")
        self.send(f"nodestats {choice.result.nodes} {seconds:.2f}")
        self.send(f"=== {move}/{discs:.2f}/{seconds:.2f}")
        self.send("status")

    def _hint(self, count: int) -> None:
        if self.pos.is_over():
            raise ByteError("the game is over: there is nothing to hint")
        settings = self._settings()
        result = bot.new_searcher(games.engine("reversi")).search(
            self.pos, settings.nodes, settings.max_depth, bot.time_cap(settings),
            score_all_moves=True, stop=self.stop)
        scores = result.root_scores or {result.move: result.score}
        ranked = sorted(scores, key=lambda move: -scores[move])[:max(1, count)]
        for move in ranked:
            text = self.pos.notation(move).upper().replace("PASS", "PA")
            self.send(f"search {text} {_points_to_discs(scores[move]):.2f} 0 {result.depth}")
        self.send("status")


def _points_to_discs(score: int) -> float:
    """A search score in discs for the side to move (a proven result: its margin)."""
    from byte.search import MAX_PLY, WIN, WIN_BOUND

    if score >= WIN_BOUND:
        return float((score - WIN + MAX_PLY - 1) // MAX_PLY)
    if score <= -WIN_BOUND:
        return -float((-score - WIN + MAX_PLY - 1) // MAX_PLY)
    return score / 10


def _discs(choice: bot.Choice, turn: str) -> float:
    return _points_to_discs(choice.result.score)
