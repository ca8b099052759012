"""The ``bestmove`` command: the computer's move for a position and the game so far.

Command-line only (the site leaves it out, with the other command-line modules): the
browser asks :func:`byte.bot.think` directly.

>>> move_words(["1. 32-28 19-23", "2.", "33-29"])
['32-28', '19-23', '33-29']
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from byte import games
from byte.bot import LEVEL_NUMBERS, should_swap, think_position
from byte.errors import ByteError


def add_bestmove_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``python -m byte bestmove``."""
    parser.add_argument(
        "--position", default=None, metavar="CODE",
        help='position code or PDN [FEN "..."] tag, quoted '  # i18n: not shown (CLI)
             '(default: the start)')
    parser.add_argument(
        "--moves", nargs="+", default=[], metavar="MOVE",
        help="the game so far from the position, as separate words or one quoted text "
             "(move numbers such as 1. are skipped): repetitions and draw counters "
             "count")  # i18n: not shown (command line)
    parser.add_argument("--size", type=int, default=None,
                        help="board size of the start without --position (default: the "
                             "variant's)")  # i18n: not shown (command line)
    parser.add_argument("--level", type=int, default=3, choices=LEVEL_NUMBERS, help="1-5")
    parser.add_argument("--seed", type=int, default=None,
                        help="same seed, same move")  # i18n: not shown (command line)
    parser.add_argument(
        "--verbose", action="store_true",
        help="also print evaluation, depth, nodes and time"  # i18n: not shown (command line)
    )
    parser.add_argument(
        "--pie", action="store_true",
        help="the position follows the first move of a game with the pie rule: print "
             "swap when the computer would take that move over")  # i18n: not shown (CLI)


def bestmove_command(args: argparse.Namespace) -> int:
    """Print the move the bot chooses (``--verbose``: also its evaluation and effort)."""
    try:
        record = _game_so_far(args)
    except _IllegalMove as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except ByteError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    pos = record.end.copy()
    try:
        reply = think_position(pos, args.level, args.seed)
    except ByteError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    pie_move = getattr(args, "pie", False) and len(record) <= 1
    if pie_move and reply["move"] is not None:
        reply["reply"] = reply["move"]
        if should_swap(reply):
            reply["move"] = "swap"
    if reply["move"] is None:
        verdict = "a draw" if reply["draw"] else f"{_side(reply['winner'])} won"
        why = pos.outcome()  # every position says its result in words (the protocol)
        if why:
            verdict = why[0].lower() + why[1:]
        print(f"error: the game is over ({verdict}): no move",  # i18n: not shown (CLI)
              file=sys.stderr)
        return 1
    print(reply["move"])
    if getattr(args, "verbose", False):
        verdict = ""
        if reply["solved"]:
            verdict = " (solved: a draw)" if reply["draw"] else \
                f" (solved: {_side(reply['winner'])} wins)"  # i18n: not shown (command line)
        print(
            f"score {reply['score']:+.3f} (White's view){verdict}, depth {reply['depth']}, "
            f"nodes {reply['nodes']}, {reply['ms']} ms"
        )
    return 0


class _IllegalMove(ByteError):
    """A move of ``--moves`` that the rules refuse (exit status 2, as ``play``)."""


def move_words(texts: list[str]) -> list[str]:
    """The moves of ``--moves``: words of every argument, move numbers left out.

    >>> move_words(["1. 32-28 19-23", "2.", "33-29", "3...", "14-19"])
    ['32-28', '19-23', '33-29', '14-19']
    """
    words = []
    for text in texts:
        for word in text.split():
            if word.rstrip(".").isdigit() and word.endswith("."):
                continue
            words.append(word)
    return words


def _game_so_far(args: argparse.Namespace) -> Any:
    """The game of ``--position`` (or the start) and ``--moves``, each move checked."""
    from byte.cli import position_text
    from byte.record import Game

    info = games.find(getattr(args, "game", None))
    chosen = info.variant(getattr(args, "variant", None))
    rules = games.rules(info.id)
    if args.position is not None:
        start = rules.from_code(position_text(args.position), chosen.id)
    else:
        size = getattr(args, "size", None) or chosen.default_size
        if size not in chosen.sizes:
            sizes = " or ".join(f"{n}x{n}" for n in chosen.sizes)
            raise ByteError(
                f"{chosen.name} is played on {sizes}, "  # i18n: not shown (command line)
                f"not {size}x{size}")
        start = rules.start(chosen.id, size)
    pie = bool(getattr(args, "pie", False))
    if pie and not info.pie:
        raise ByteError(
            f"{info.name} is not played with the pie rule here")  # i18n: not shown (command line)
    record = Game(start, pie=pie)
    for number, text in enumerate(move_words(getattr(args, "moves", None) or []), 1):
        try:
            record.push(text)
        except ByteError as error:
            raise _IllegalMove(f"move {number} of --moves ({text[:24]}) cannot be played: "
                               f"{error}") from None  # i18n: not shown (command line)
    return record


def _side(side: str | None) -> str:
    return games.SIDE_NAMES.get(side or "", "nobody")
