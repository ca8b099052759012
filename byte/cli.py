"""The command line: ``python -m byte [--game G] [--variant V] COMMAND ...``.

Without ``--game`` the game is Byte. Every failure caused by input is one ``error: ...``
line on stderr and a non-zero exit.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from byte import games
from byte.errors import ByteError, is_number, quote

EXIT_BAD_INPUT = 1
EXIT_ILLEGAL_MOVE = 2


class _Parser(argparse.ArgumentParser):
    """argparse, but usage mistakes print one ``error:`` line like every other failure."""

    def error(self, message: str) -> None:  # type: ignore[override]
        command = " ".join(["python -m byte", *self.prog.split()[1:], "-h"])
        sys.stderr.write(f"error: {message} (see {command})\n")
        raise SystemExit(EXIT_BAD_INPUT)


def _variant(args: argparse.Namespace) -> games.Variant:
    return games.find(args.game).variant(args.variant)


def _from_code(args: argparse.Namespace, code: str) -> Any:
    return games.rules(args.game).from_code(position_text(code), _variant(args).id)


def position_text(text: str) -> str:
    """A position code as given on the command line: a PDN ``[FEN "..."]`` tag (as copied
    from a draughts record) is read as the code it holds; anything else is the code itself.

    >>> position_text('[FEN "W:W31-50:B1-20"]')
    'W:W31-50:B1-20'
    >>> position_text("W:W31-50:B1-20")
    'W:W31-50:B1-20'
    """
    stripped = text.strip()
    if not stripped.startswith("["):
        return text
    inner = stripped[1:-1].strip() if stripped.endswith("]") else ""
    name, _, value = inner.partition(" ")
    value = value.strip()
    if name.upper() != "FEN" or len(value) < 2 or value[0] != '"' or value[-1] != '"':
        raise ByteError(f"{quote(stripped[:40])} is neither a position code nor a PDN "
                        'tag like [FEN "W:W31-50:B1-20"]')
    return value[1:-1].strip()


def _position_from(args: argparse.Namespace) -> Any:
    if getattr(args, "position", None):
        return _from_code(args, args.position)
    variant = _variant(args)
    size = getattr(args, "size", None) or variant.default_size
    if size not in variant.sizes:
        sizes = " or ".join(str(n) for n in variant.sizes)
        raise ByteError(f"{variant.name} is played on {sizes}, not {size}x{size}")
    return games.rules(args.game).start(variant.id, size)


def _moves_line(position: Any) -> str:
    """The legal moves as the spec's texts, sorted as plain strings, space-separated."""
    return " ".join(sorted(position.notation(move) for move in position.legal_moves()))


def _size(text: str) -> int:
    if not is_number(text, 2) or not 4 <= int(text) <= 16:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a board size")
    return int(text)


def cmd_moves(args: argparse.Namespace) -> int:
    """Print the legal moves of one position, or of many read from stdin (``--batch``)."""
    if not args.batch:
        position = _position_from(args)
        for text in sorted(position.notation(move) for move in position.legal_moves()):
            print(text)
        return 0
    _variant(args)  # a bad game or variant is one error, not one per line
    failed = False
    out = sys.stdout
    for line in _input_lines():
        try:
            text = _moves_line(_from_code(args, _batch_code(line)))
        except ByteError as error:
            failed = True
            out.write(f"error: {error}\n")
            continue
        out.write(text + "\n")
    return EXIT_BAD_INPUT if failed else 0


MAX_BATCH_LINE = 1_000
"""Characters of a ``--batch`` line that may hold a position code (the longest is far
shorter); a longer line is answered with an error."""


def _input_lines() -> Iterator[str]:
    """The lines of stdin, read as bytes and decoded as UTF-8 whatever the locale says:
    a byte that is not UTF-8 becomes U+FFFD, so that line is refused as a code and every
    later line is still answered."""
    source = getattr(sys.stdin, "buffer", None)
    if source is None:  # a text stream without bytes (tests hand one in)
        yield from sys.stdin
        return
    for raw in source:
        yield raw.decode("utf-8", "replace")


def _batch_code(line: str) -> str:
    code = line.strip()
    if len(code) > MAX_BATCH_LINE:
        raise ByteError(f"the line is {len(code):,} characters long, far too long to be a "
                        "position code")
    if "\ufffd" in code:
        raise ByteError("the line is not UTF-8 text, so it holds no position code")
    return code


def cmd_perft(args: argparse.Namespace) -> int:
    """Count move sequences; ``--divide`` splits the count by first move."""
    position = _position_from(args)
    if args.depth < 0:
        raise ByteError("the perft depth must be 0 or more")
    started = time.perf_counter()
    if args.divide and args.depth > 0:
        total = 0
        for move in position.legal_moves():
            position.push(move)
            count = position.perft(args.depth - 1)
            position.pop()
            total += count
            print(f"{position.notation(move)} {count}")
        print()
    else:
        total = position.perft(args.depth)
    seconds = time.perf_counter() - started
    print(total)
    if args.verbose:
        rate = total / seconds if seconds else float("inf")
        print(f"{seconds:.3f} s, {rate:,.0f} leaves/s", file=sys.stderr)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """Play moves from a position and print the resulting position code."""
    from byte.record import Game

    game = Game(_position_from(args), pie=args.pie)
    if args.pie and not games.find(args.game).pie:
        raise ByteError(f"{games.find(args.game).name} is not played with the pie rule here")
    for text in args.moves:
        try:
            game.push(text)
        except ByteError as error:
            print(f"error: {error} (position {game.end.code()})", file=sys.stderr)
            return EXIT_ILLEGAL_MOVE
    print(game.end.code())
    if game.swapped:
        print("the players swapped sides after the first move (the pie rule)", file=sys.stderr)
    return 0


def _add_position_options(parser: argparse.ArgumentParser, size: bool = True) -> None:
    parser.add_argument("--position", metavar="CODE",
                        help='a position code or a PDN [FEN "..."] tag (default: the start)')
    if size:
        parser.add_argument(
            "--size", type=_size, default=None,
            help="board size of the start to use without --position (default: the variant's)",
        )


def _add_game_options(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--game`` and ``--variant``, before the command or after it. After it they have no
    default of their own (argparse would otherwise overwrite what came before)."""
    default_game = games.DEFAULT_GAME if top else argparse.SUPPRESS
    default_variant = None if top else argparse.SUPPRESS
    parser.add_argument("--game", default=default_game, choices=list(games.GAMES),
                        help="the game (default: byte)")
    parser.add_argument("--variant", default=default_variant,
                        help="its variant or start (default: the game's; e.g. reversi, english)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="byte", description="The games of a checkers set: rules tools and bot.")
    _add_game_options(parser, top=True)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    moves = commands.add_parser("moves", help="list the legal moves of a position")
    _add_position_options(moves)
    moves.add_argument(
        "--batch", action="store_true", help="read position codes from stdin, one per line"
    )
    moves.set_defaults(run=cmd_moves)
    _add_game_options(moves)

    perft = commands.add_parser("perft", help="count move sequences of a given length")
    perft.add_argument("depth", type=int)
    _add_position_options(perft)
    perft.add_argument("--divide", action="store_true", help="show the count after each move")
    perft.add_argument("--verbose", action="store_true", help="print the time taken to stderr")
    perft.set_defaults(run=cmd_perft)
    _add_game_options(perft)

    play = commands.add_parser("play", help="play moves and print the resulting position")
    _add_position_options(play)
    play.add_argument("--pie", action="store_true",
                      help="the pie rule: the second move may be swap (Byte)")
    play.add_argument("moves", nargs="*", metavar="MOVE")
    play.set_defaults(run=cmd_play)
    _add_game_options(play)

    for name, help_text, add_arguments, run in _bot_commands():
        command = commands.add_parser(name, help=help_text)
        add_arguments(command)
        command.set_defaults(run=run)
        _add_game_options(command)
    return parser


def _bot_commands() -> list[tuple[str, str, Callable, Callable]]:
    # Imported here so the rules commands start fast and never load the search.
    from byte import arena, cli_bestmove, protocols

    return [
        ("bestmove", "print the computer's move for a position",
         cli_bestmove.add_bestmove_arguments, cli_bestmove.bestmove_command),
        ("arena", "play matches between players and print the score",
         arena.add_arena_arguments, arena.arena_command),
        ("engine", "play inside another program through its engine protocol",
         protocols.add_engine_arguments, protocols.engine_command),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except ByteError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
