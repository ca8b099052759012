"""The Hub protocol of draughts engines (version 2, as Scan speaks it), for International
draughts on 10x10 and the other rule sets we know.

The other program sends commands, one a line, as a word and ``name=value`` pairs
(values with spaces in double quotes):

- ``hub`` → ``id name=Byte ...``, a ``param`` line for each setting, then ``wait``;
  ``set-param name=variant value=normal`` picks the rules (``normal`` is International
  draughts; our other rule sets answer to their own names); ``init`` → ``ready``;
- ``new-game``; ``pos pos=W... moves="32-28 19-23"`` — the position (the side to move,
  ``W`` or ``B``, then one character a square: ``w``/``b`` men, ``W``/``B`` kings, ``e``
  empty) and the moves played from it, so repetitions and the draw counters are seen;
- ``level depth=N``, ``level move-time=S``, ``level time=S [inc=S] [moves=N]`` or
  ``level infinite`` — how long to think;
- ``go think`` → ``info depth=... score=... nodes=... time=... pv="..."`` and ``done
  move=...``; ``go analyze`` thinks the same way; ``go ponder`` is not used (we do
  not ponder), so it waits for ``stop`` or ``ponder-hit``;
- ``stop`` ends a search at once (the best move so far); ``ping`` → ``pong``; ``quit``.

Moves are written as the spec of the rules writes square numbers: ``32-28`` for a step
and, for a capture, its start and end with the captured squares after them
(``28x19x23``, as Hub programs expect); a capture read needs only as many of them as
tell it apart.

>>> lines = []
>>> engine = Hub(lines.append)
>>> engine.command('pos pos=W' + 'b' * 20 + 'e' * 10 + 'w' * 20 + ' moves="32-28 19-23"')
>>> engine.pos.code()
'W:W28,31,33-50:B1-18,20,23'
>>> engine.move_text(engine.pos.parse_move("28x19"))
'28x19x23'
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Callable

from byte import bot
from byte.errors import ByteError
from byte.games import find
from byte.games.checkers.rules import Move, Position, from_code, start

NAME = "Byte"
HUB_VARIANTS = {"normal": "international"}
"""Hub's names of rule sets, where they differ from ours."""
MOVES_TO_PLAN = 30
"""A clock's remaining time is shared out as if this many of its own moves remained."""


def parse_command(line: str) -> tuple[str, dict[str, str]]:
    """The command word and its ``name=value`` arguments (a name alone has value "").

    >>> parse_command('pos pos=We moves="32-28 19-23"')
    ('pos', {'pos': 'We', 'moves': '32-28 19-23'})
    """
    try:
        words = shlex.split(line)
    except ValueError as error:
        raise ByteError(f"cannot read {line!r}: {error}") from None
    if not words:
        return "", {}
    arguments = {}
    for word in words[1:]:
        name, _, value = word.partition("=")
        arguments[name] = value
    return words[0], arguments


class Hub:
    """One engine session: the rules, the game so far and the time settings."""

    def __init__(self, send: Callable[[str], None], variant: str | None = None) -> None:
        self.send = send
        self.variant = find("checkers").variant(variant or "international").id
        self.pos = start(self.variant)
        self.depth = 64
        self.seconds: float | None = None
        self.stop: Callable[[], bool] | None = None

    def serve(self, lines) -> None:
        """Answer commands until ``quit`` or the end of the input."""
        self.stop = lines.interrupts(("stop", "quit"))
        while True:
            line = lines.next()
            if line is None or line.split()[:1] == ["quit"]:
                return
            if line.split()[:1] == ["stop"]:
                continue  # a stop that came after its search had ended
            try:
                self.command(line)
            except ByteError as error:
                self.send(f'error message="{error}"')

    def command(self, line: str) -> None:
        name, arguments = parse_command(line)
        if name == "hub":
            self.send(f'id name={NAME} version=1 author="{NAME}" country=NL')
            names = " ".join(sorted({"normal", *(v.id for v in find("checkers").variants
                                                  if v.default_size == 10)} - {"international"}))
            self.send(f'param name=variant value=normal type=enum values="{names}"')
            self.send("wait")
        elif name == "set-param":
            if arguments.get("name") == "variant":
                wanted = arguments.get("value", "")
                self.variant = find("checkers").variant(HUB_VARIANTS.get(wanted, wanted)).id
                self.pos = start(self.variant)
        elif name == "init":
            self.send("ready")
        elif name == "new-game":
            self.pos = start(self.variant)
        elif name == "pos":
            self._position(arguments)
        elif name == "level":
            self._level(arguments)
        elif name == "go":
            if "ponder" in arguments:
                return  # no pondering: the answer comes after ponder-hit or stop
            self._go()
        elif name == "ponder-hit":
            self._go()
        elif name == "ping":
            self.send("pong")

    def _position(self, arguments: dict[str, str]) -> None:
        text = arguments.get("pos")
        pos = start(self.variant) if not text else from_code(hub_to_code(text), self.variant)
        for move in arguments.get("moves", "").split():
            pos.push(self.read_move(pos, move))
        self.pos = pos

    def _level(self, arguments: dict[str, str]) -> None:
        try:
            if "depth" in arguments:
                self.depth = max(1, int(arguments["depth"]))
            if "move-time" in arguments:
                self.seconds = float(arguments["move-time"])
            elif "time" in arguments:
                left = float(arguments["time"])
                moves = int(arguments.get("moves") or MOVES_TO_PLAN)
                increment = float(arguments.get("inc") or 0)
                self.seconds = left / max(1, moves) + 0.8 * increment
            if "infinite" in arguments:
                self.seconds = 3600.0
        except ValueError:
            raise ByteError(f"cannot read the level {arguments}") from None

    def _go(self) -> None:
        if self.pos.is_over():
            raise ByteError(f"the game is over: {self.pos.outcome()}")
        started = time.perf_counter()
        settings = bot.within(self.pos, self.seconds, self.depth)
        choice = bot.choose_with(self.pos, settings, seed=0, stop=self.stop)
        seconds = time.perf_counter() - started
        line = bot._line_texts(self.pos, choice.result.pv or [choice.move])
        score = choice.result.score
        shown = score / 10 if abs(score) < 10**8 else (1000.0 if score > 0 else -1000.0)
        self.send(f"info depth={choice.result.depth} score={shown:.2f} "
                  f"nodes={choice.result.nodes} time={seconds:.2f} pv=\"{' '.join(line)}\"")
        self.send(f"done move={self.move_text(choice.move)}")

    def move_text(self, move: Move) -> str:
        """A move as Hub programs write it: captures with every captured square."""
        if not move.captured:
            return f"{move.src}-{move.dst}"
        return "x".join(str(square) for square in (move.src, move.dst, *move.captured))

    def read_move(self, pos: Position, text: str) -> Move:
        """A move in Hub's form (start, end, captured squares) or in ours (a path)."""
        if "x" in text:
            squares = [int(part) for part in text.split("x") if part.isdigit()]
            if len(squares) >= 2:
                src, dst, taken = squares[0], squares[1], set(squares[2:])
                found = [m for m in pos.legal_moves()
                         if m.src == src and m.dst == dst and taken <= set(m.captured)]
                if len(found) == 1:
                    return found[0]
        return pos.parse_move(text)


def hub_to_code(text: str) -> str:
    """Hub's position (side, then a character a square) as our position code.

    >>> hub_to_code("B" + "e" * 45 + "wWebB")
    'B:W46,K47:B49,K50'
    """
    if not text or text[0] not in "WB":
        raise ByteError(f"a Hub position starts with W or B (the side to move), not {text[:1]!r}")
    white, black = [], []
    for square, char in enumerate(text[1:], start=1):
        if char in "wW":
            white.append(("K" if char == "W" else "") + str(square))
        elif char in "bB":
            black.append(("K" if char == "B" else "") + str(square))
        elif char not in "e.":
            raise ByteError(f"a Hub position holds w, b, W, B or e, not {char!r}")
    return f"{text[0]}:W{','.join(white)}:B{','.join(black)}"
