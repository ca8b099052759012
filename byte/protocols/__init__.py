"""Engine protocols: our computer player inside other programs.

``python -m byte --game checkers --variant international engine --protocol hub`` speaks
the Hub protocol of draughts engines (as Scan does); ``python -m byte --game reversi
engine --protocol nboard`` the NBoard protocol of Othello engines. Each reads commands on
standard input and answers on standard output, one line each, for as many games as the
other program plays: no process per move.

A thread reads the input while the engine thinks, so a ``stop`` (or ``quit``) ends a
search at once with the best move found so far.
"""

from __future__ import annotations

import argparse
import queue
import sys
import threading
from collections.abc import Callable
from typing import IO

from byte.errors import ByteError

PROTOCOLS = ("hub", "nboard")


class Lines:
    """The input's lines, read by a thread; ``None`` once the input ends."""

    def __init__(self, stream: IO[str]) -> None:
        self._queue: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        self._pending: list[str | None] = []
        thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        thread.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self._queue.put(line.strip())
        self._queue.put(None)

    def next(self) -> str | None:
        """The next line (waiting for it); None at the end of the input."""
        if self._pending:
            return self._pending.pop(0)
        return self._queue.get()

    def interrupts(self, words: tuple[str, ...]) -> Callable[[], bool]:
        """A ``stop`` callback for a search: True once a line starting with one of
        ``words`` has arrived (it is kept, to be read next), or the input has ended."""

        def asked() -> bool:
            while True:
                try:
                    line = self._queue.get_nowait()
                except queue.Empty:
                    break
                self._pending.append(line)
            return any(line is None or line.split()[:1] and line.split()[0] in words
                       for line in self._pending)

        return asked


def run(protocol: str, game: str, variant: str | None, stdin: IO[str] | None = None,
        stdout: IO[str] | None = None) -> int:
    """Speak ``protocol`` on the streams (standard input and output by default) until
    the other program quits."""
    source = Lines(stdin or sys.stdin)
    sink = stdout or sys.stdout

    def send(line: str) -> None:
        sink.write(line + "\n")
        sink.flush()

    if protocol == "hub":
        if game != "checkers":
            raise ByteError("the Hub protocol is for draughts: add --game checkers")
        from byte.protocols.hub import Hub

        Hub(send, variant).serve(source)
    elif protocol == "nboard":
        if game != "reversi":
            raise ByteError("the NBoard protocol is for Othello: add --game reversi")
        from byte.protocols.nboard import NBoard

        NBoard(send, variant).serve(source)
    else:
        raise ByteError(f"unknown protocol {protocol!r}: use hub or nboard")
    return 0


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``python -m byte engine``."""
    parser.add_argument("--protocol", required=True, choices=PROTOCOLS,
                        help="hub (draughts, as Scan) or nboard (Othello)")


def engine_command(args: argparse.Namespace) -> int:
    """Speak the protocol on standard input and output until the other program quits."""
    game = getattr(args, "game", "byte")
    if args.protocol == "hub" and game == "byte":
        game = "checkers"  # the Hub protocol names the game: draughts
    if args.protocol == "nboard" and game == "byte":
        game = "reversi"
    variant = getattr(args, "variant", None)
    return run(args.protocol, game, variant)
