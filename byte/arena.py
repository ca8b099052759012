"""Matches between two players: colours alternated, varied openings, run on every core.

Games come in pairs that share an opening (a few random plies from the start) with the
colours swapped, so neither player profits from a lucky opening or from moving first.
The result gives wins, draws, the score of the first player (a draw counts half) and a
95% confidence interval (Wilson score interval). Any game of the site can be played.

>>> result = play_match("greedy", "random", games=2, workers=1, seed=3)
>>> result.games, result.wins_a + result.wins_b + result.draws
(2, 2)
"""

from __future__ import annotations

import argparse
import math
import os
import queue
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import get_context

from byte import games as registry
from byte.errors import ByteError
from byte.players import make_player

MAX_PLIES = 1_000
"""Where the arena stops a game that has not ended. Most games last well under 150 plies,
but a rule set without a move-count draw (American pool checkers) lets two players who
both avoid repetition shuffle kings for ever: such a game is scored as a draw, and its
outcome says it was stopped, so a match's summary counts them among its draws."""


@dataclass
class GameResult:
    index: int
    a_is_white: bool
    points_a: float
    """1 when ``a`` won, 0.5 for a draw, 0 when ``b`` won."""
    plies: int
    seconds_a: float
    decisions_a: int
    seconds_b: float
    decisions_b: int
    error: str = ""
    outcome: str = ""
    """How the game ended, in the game's words (e.g. "Draw by threefold repetition")."""
    final: str = ""
    """The position code where it ended; with :attr:`outcome`, enough to study a draw."""
    score: str = ""
    """The pieces (or discs) left at the end, in the game's words."""
    start: str = ""
    """The position code after the random opening, where the players took over."""
    moves: list[str] = field(default_factory=list)
    """The players' moves from :attr:`start`, in the game's notation (to replay a game)."""


@dataclass
class MatchResult:
    """Totals of a match of ``a`` against ``b``."""

    a: str
    b: str
    size: int
    game: str = registry.DEFAULT_GAME
    variant: str = registry.find(None).default.id
    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    white_wins: int = 0
    errors: list[str] = field(default_factory=list)
    plies: int = 0
    seconds_a: float = 0.0
    decisions_a: int = 0
    seconds_b: float = 0.0
    decisions_b: int = 0
    drawn: list[GameResult] = field(default_factory=list)
    """The drawn games, in the order they finished (how each ended, and where)."""
    last: GameResult | None = None
    """The game that finished last (a progress report can show how it ended)."""

    @property
    def points_a(self) -> float:
        """``a``'s score: a win is 1, a draw half."""
        return self.wins_a + self.draws / 2

    @property
    def rate(self) -> float:
        """``a``'s share of the points (a draw counts half)."""
        return self.points_a / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """95% Wilson score interval for ``a``'s share of the points."""
        return wilson_interval(self.points_a, self.games)

    def ms_per_decision(self) -> tuple[float, float]:
        """Average thinking time (CPU) of ``a`` and ``b`` per decision (a position with more
        than one legal move), in milliseconds."""
        per_a = 1000 * self.seconds_a / self.decisions_a if self.decisions_a else 0.0
        per_b = 1000 * self.seconds_b / self.decisions_b if self.decisions_b else 0.0
        return per_a, per_b

    def summary(self) -> str:
        low, high = self.interval()
        ms_a, ms_b = self.ms_per_decision()
        name = registry.find(self.game).variant(self.variant).name
        draws = f" ({self.draws} drawn)" if self.draws else ""
        text = (
            f"{self.a} vs {self.b} ({name} {self.size}x{self.size}): "
            f"{self.wins_a}-{self.wins_b}{draws} "
            f"in {self.games} games, {self.a} scores {100 * self.rate:.1f}% "
            f"(95% CI {100 * low:.1f}-{100 * high:.1f}%); White won {self.white_wins}; "
            f"{self.plies / max(1, self.games):.0f} plies/game; "
            f"ms/decision {ms_a:.0f} vs {ms_b:.0f}"
        )
        if self.drawn:
            text += "; draws: " + ", ".join(
                f"{count} {reason}" for reason, count in self.draw_reasons().items()
            )
        if self.errors:
            text += f"; {len(self.errors)} ERRORS: {self.errors[0]}"
        return text

    def draw_reasons(self) -> dict[str, int]:
        """How many drawn games ended each way, most frequent first."""
        return dict(Counter(played.outcome or "unknown" for played in self.drawn).most_common())


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% with the default ``z``)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def start_position(game: str, variant: str | None, size: int | None):
    """The start of ``game``'s ``variant`` on ``size`` (None: the variant's default)."""
    info = registry.find(game)
    chosen = info.variant(variant)
    return registry.rules(info.id).start(chosen.id, size or chosen.default_size)


BALANCE_TRIES = 100
"""How many openings :func:`random_opening` draws at most to find an even one."""


def random_opening(size: int, plies: int, seed: int, game: str = registry.DEFAULT_GAME,
                   variant: str | None = None, even: bool = False) -> list:
    """``plies`` uniformly random legal moves from the start (fewer if the game ends).

    With ``even``, openings are drawn (from the same seed, so still reproducibly) until one
    leaves a position the game's evaluation judges within half a unit of its
    :data:`SCALE` of even (in Checkers, half a man, captures due followed to their end):
    a random move that hangs a piece decides the pair of games played from it, whoever
    plays them, and a match should measure the players."""
    rng = random.Random(seed)
    evaluate = registry.engine(registry.find(game).id).evaluate if even else None
    for _ in range(BALANCE_TRIES if even else 1):
        pos = start_position(game, variant, size)
        moves = []
        for _ in range(plies):
            if pos.is_over():
                break
            move = rng.choice(pos.legal_moves())
            pos.push(move)
            moves.append(move)
        if evaluate is None or pos.is_over() or abs(evaluate(pos)) <= _half_unit(game):
            return moves
    return moves


def _half_unit(game: str) -> int:
    return registry.engine(registry.find(game).id).SCALE // 2


def play_game(a: str, b: str, index: int, size: int = 8, opening_plies: int = 2,
              seed: int = 0, game: str = registry.DEFAULT_GAME, variant: str | None = None,
              even_openings: bool = False) -> GameResult:
    """Play game ``index`` of a match; even games give ``a`` White, odd games Black
    (``even_openings``: see :func:`random_opening`)."""
    pair = index // 2
    a_is_white = index % 2 == 0
    player_a = make_player(a, seed=seed * 1_000_003 + index * 2 + 1)
    player_b = make_player(b, seed=seed * 1_000_003 + index * 2 + 2)
    pos = start_position(game, variant, size)
    opening = random_opening(size, opening_plies, seed * 7919 + pair, game, variant,
                             even_openings)
    for move in opening:
        pos.push(move)
    plies = len(opening)
    start_code = pos.code()
    played: list[str] = []
    white, black = (player_a, player_b) if a_is_white else (player_b, player_a)
    seconds = {"a": 0.0, "b": 0.0}
    decisions = {"a": 0, "b": 0}
    error = ""
    while not pos.is_over() and plies < MAX_PLIES:
        player = white if pos.turn == "w" else black
        who = "a" if player is player_a else "b"
        legal = pos.legal_moves()
        # CPU time of this process: other jobs on the machine do not count against a player.
        started = time.process_time()
        try:
            move = player.choose(pos)
        except Exception as exc:  # a crash is a result to report, not a reason to stop
            error = f"{player.name} crashed on {pos.code()}: {exc!r}"
            break
        # Forced moves are answered instantly by every player; counting them would make a
        # player that meets many of them look faster, so only real decisions are timed.
        if len(legal) > 1:
            seconds[who] += time.process_time() - started
            decisions[who] += 1
        if move not in legal:
            error = f"{player.name} played illegal {move!r} on {pos.code()}"
            break
        played.append(pos.notation(move))
        pos.push(move)
        plies += 1
    stopped = not error and not pos.is_over()
    winner = pos.winner()
    # A broken game counts as a loss for the player that broke it.
    if error:
        points_a = 1.0 if who == "b" else 0.0
    elif stopped or winner is None:
        points_a = 0.5
    else:
        points_a = 1.0 if (winner == "w") == a_is_white else 0.0
    return GameResult(
        index,
        a_is_white,
        points_a,
        plies,
        seconds["a"],
        decisions["a"],
        seconds["b"],
        decisions["b"],
        error,
        f"Stopped unfinished after {MAX_PLIES} plies" if stopped else pos.outcome(),
        pos.code(),
        pos.score(),
        start_code,
        played,
    )


def _play(job: tuple) -> GameResult:
    return play_game(*job)


def _as_they_finish(pool, job, games: int, workers: int):
    """The games' results as they finish, each game's job made only when a worker is about
    to be free (so ``job`` sees every game finished before it but the last few)."""
    finished: queue.SimpleQueue = queue.SimpleQueue()
    index = running = 0
    while index < games or running:
        # One game waiting beyond the busy workers, so none of them idles.
        while index < games and running <= workers:
            pool.apply_async(_play, (job(index),), callback=finished.put,
                             error_callback=finished.put)
            index += 1
            running += 1
        played = finished.get()
        running -= 1
        if isinstance(played, BaseException):
            raise played
        yield played


def play_match(
    a: str,
    b: str,
    games: int = 100,
    size: int = 8,
    workers: int | None = None,
    seed: int = 0,
    opening_plies: int = 2,
    progress=None,
    game: str = registry.DEFAULT_GAME,
    variant: str | None = None,
    until=None,
    opponent=None,
    even_openings: bool = False,
) -> MatchResult:
    """Play ``games`` games of ``a`` against ``b`` (player specs, see ``make_player``).

    ``until(result)`` is asked after every complete pair of games (the same opening with
    the colours swapped); when it returns True the match ends there, so a bench can stop
    as soon as its verdict is clear. Games then finish in order, so pairs stay whole.

    ``opponent(result)``, when given, is asked for ``b``'s spec as each game is handed to
    a worker, with the match so far; ``b`` is then only the name the result shows.
    ``even_openings`` leaves out openings that already decide a game (see
    :func:`random_opening`). A bench
    keeps UCT's time per move equal to what the level it plays has measured in this very
    match (a level thinks longer in some games than in others, so a time taken from a
    different match would favour one side).
    """
    if opponent is not None and until is not None:
        raise ValueError("a match with a changing opponent finishes its games unordered: "
                         "it cannot stop between pairs")
    make_player(a)  # fail early on a bad spec
    if opponent is None:
        make_player(b)
    chosen = registry.find(game).variant(variant)
    size = size or chosen.default_size
    if size not in chosen.sizes:
        sizes = " or ".join(str(n) for n in chosen.sizes)
        raise ByteError(f"{chosen.name} is played on {sizes}, not {size}x{size}")
    workers = workers or os.cpu_count() or 1
    result = MatchResult(a, b, size, registry.find(game).id, chosen.id)

    def job(index: int) -> tuple:
        spec = b if opponent is None else opponent(result)
        return (a, spec, index, size, opening_plies, seed, game, chosen.id, even_openings)

    pool = None
    if workers == 1:
        # Lazily: each job is made once the games before it are counted.
        outcomes = (_play(job(index)) for index in range(games))
    else:
        pool = get_context("spawn" if sys.platform == "win32" else "fork").Pool(workers)
        if until is not None:
            # In order when the match may stop early: a stop then falls between two pairs.
            outcomes = pool.imap(_play, [job(index) for index in range(games)])
        else:
            outcomes = _as_they_finish(pool, job, games, workers)
    try:
        for played in outcomes:
            result.games += 1
            result.last = played
            if played.points_a == 0.5:
                result.draws += 1
                result.drawn.append(played)
            elif played.points_a:
                result.wins_a += 1
            else:
                result.wins_b += 1
            if played.points_a != 0.5 and (played.points_a == 1.0) == played.a_is_white:
                result.white_wins += 1
            if played.error:
                result.errors.append(played.error)
            result.plies += played.plies
            result.seconds_a += played.seconds_a
            result.decisions_a += played.decisions_a
            result.seconds_b += played.seconds_b
            result.decisions_b += played.decisions_b
            if progress is not None:
                progress(result)
            if until is not None and result.games % 2 == 0 and until(result):
                break
    finally:
        if pool is not None:
            pool.terminate()  # every result is in, or the rest is not wanted (a stop)
            pool.join()
    return result


# --- command line -------------------------------------------------------------------------


def add_arena_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``python -m byte arena``."""
    parser.add_argument("a", help="first player: level1..level5, random, greedy, uct:0.4s, uct:N")
    parser.add_argument("b", help="second player (same choices)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--size", type=int, default=None,
                        help="board size (default: the variant's)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: cores)")
    parser.add_argument("--seed", type=int, default=0, help="seed for openings and noise")
    parser.add_argument(
        "--opening-plies", type=int, default=2, help="random plies before the players start"
    )


def arena_command(args: argparse.Namespace) -> int:
    """Play a match and print the result; exit status 1 if any game broke."""
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 1
    try:
        result = play_match(
            args.a,
            args.b,
            games=args.games,
            size=args.size,
            workers=args.workers,
            seed=args.seed,
            opening_plies=max(0, args.opening_plies),
            game=getattr(args, "game", None) or registry.DEFAULT_GAME,
            variant=getattr(args, "variant", None),
        )
    except ByteError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(result.summary())
    for error in result.errors:
        print(f"error: {error}", file=sys.stderr)
    return 1 if result.errors else 0
