"""Strength of the bot: the pairings of the computer-player issue, with win rates and 95% CIs.

Pairings (first player's win rate is printed; targets in brackets):

- level1 vs random   (level 1 beats random)
- level2 vs level1   (>= 65%, and clearly)
- level3 vs level2, level4 vs level3, level5 vs level4   (>= 65% each)
- level5 vs uct at equal time per move   (>= 90%); each game UCT starts gets level 5's mean
  time per decision so far in this match (before level 5 has finished a game, its mean in
  a short probe against level 4, which runs a little shorter than against UCT); forced
  moves are instant for both and are not timed. Times are CPU time of the playing
  process, so other load on the machine does not tilt the match. ``--uct-seconds`` fixes
  UCT's time instead.
- greedy vs random   (a sanity line for the baselines)

Games are paired (same random opening, colours swapped) and run on every core. A draw
counts half.

With ``--decide`` a ladder pairing (level N vs level N-1) stops as soon as its verdict is
clear: after at least ``--min-games`` games, when the 99% Wilson interval lies wholly above
or wholly below the target. Looking after every pair makes a 95% interval too lenient, so
the stop uses 99%, and the line printed still shows the usual 95% interval. The pairing
against UCT always plays all ``--games``.

A slow device (``--slowdown F``): the levels' node budgets decide the move on every
machine, but each level also has a time cap (``max_seconds`` of the game's ``LEVELS``)
that ends the search early on a device too slow to reach the budget in time. The cap is
read on the wall clock in the search (``time.perf_counter``, checked every 256 nodes);
on a device F times slower than this process it bites where here the search would take
longer than ``max_seconds / F``. ``--slowdown F`` plays every level as on such a device:
each cap is divided by F (so a level whose capped search is weaker than the level below
shows in the level-vs-level pairings). F comes from ``bench/bot_browser.py --throttle``:
the browser's time per node over CPython's, for the throttled device being modelled.
The caps are then timed in CPU time of the playing process rather than on the wall
clock: otherwise the arena's own load (other processes, or more workers than free cores)
would stop searches that a quiet machine finishes, and the match would model a device
slower than F by an unknown factor. What remains: CPU time per node itself grows a
little on a busy machine (shared caches, a busy sibling core), which makes the modelled
device slightly slower than F, never faster. Worker processes inherit the setting when
they are forked (Linux, macOS).

    python bench/strength.py [--game reversi] [--variant V] [--games 100] [--size 8]
                             [--quick] [--only level5-uct] [--opening-plies N]
                             [--decide [--min-games 20]] [--slowdown F]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from byte import bot  # noqa: E402
from byte.arena import MatchResult, play_match, wilson_interval  # noqa: E402

DECIDE_Z = 2.576
"""The z of a 99% interval: the early stop's test (see the module's docstring)."""

OPENING_PLIES = {"reversi": 8}
"""Random plies before the players start, per game (2 for the others). Levels 3-5 play
without noise, so a pair of games is decided by its opening alone: Othello's first two
plies have only 12 outcomes (3 up to symmetry), so a 100-game match would replay a
handful of games. Eight random plies give thousands of openings, each balanced by the
colour swap."""

PAIRINGS = [
    ("greedy", "random", None),
    ("level1", "random", None),
    ("level2", "level1", 0.65),
    ("level3", "level2", 0.65),
    ("level4", "level3", 0.65),
    ("level5", "level4", 0.65),
    ("level5", "uct", 0.90),
]


def _progress(result: MatchResult) -> None:
    """A match's running score and each side's CPU time per decision so far on stderr
    after every game (a long match can be read, and its time split judged, while it runs),
    and each game the first player did not win as it ends: how, with what left, its
    position code and its moves, so what a level concedes can be studied."""
    low, high = result.interval()
    ms_a, ms_b = result.ms_per_decision()
    print(f"  {result.a} vs {result.b}: {result.wins_a}-{result.wins_b}-{result.draws} "
          f"after {result.games} games ({100 * low:.0f}-{100 * high:.0f}%); "
          f"{ms_a:.0f} vs {ms_b:.0f} ms per decision", file=sys.stderr, flush=True)
    played = result.last
    if played is None or played.points_a == 1:
        return
    how = "drawn" if played.points_a else "lost"
    side = "White" if played.a_is_white else "Black"
    print(f"    {how} ({result.a} {side}, {played.plies} plies): {played.outcome}; "
          f"{played.score}; {played.final}", file=sys.stderr, flush=True)
    print(f"      from {played.start}: {' '.join(played.moves)}", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per pairing (even)")
    parser.add_argument("--game", default="byte", help="byte, reversi or checkers")
    parser.add_argument("--variant", default=None, help="the variant (default: the game's)")
    parser.add_argument("--size", type=int, default=None, help="board size (default: variant's)")
    parser.add_argument("--opening-plies", type=int, default=None,
                        help="random plies before the players start (default: the game's, "
                             "see OPENING_PLIES)")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="20 games per pairing")
    parser.add_argument(
        "--only", action="append", help="run only these pairings, e.g. level5-uct (repeatable)"
    )
    parser.add_argument(
        "--uct-seconds",
        type=float,
        default=None,
        help="UCT time per decision (default: level 5's mean so far in the match itself)",
    )
    parser.add_argument("--decide", action="store_true",
                        help="stop a ladder pairing once its verdict is clear (99%% interval)")
    parser.add_argument("--min-games", type=int, default=20,
                        help="with --decide, the fewest games before a stop (default 20)")
    parser.add_argument(
        "--slowdown", type=float, default=None,
        help="play the levels as on a device F times slower: each time cap divided by F "
             "and timed in CPU time (see the docstring)")
    args = parser.parse_args()
    if args.slowdown is not None:
        if args.slowdown <= 0:
            parser.error("--slowdown must be positive")
        bot.DEVICE = bot.Device(slowdown=args.slowdown, clock=time.process_time)
    games = 20 if args.quick else args.games
    games += games % 2
    level5_ms = None
    rows = []
    common = {"size": args.size, "workers": args.workers, "game": args.game,
              "variant": args.variant,
              "opening_plies": OPENING_PLIES.get(args.game, 2) if args.opening_plies is None
              else args.opening_plies}
    device = "" if args.slowdown is None else \
        f"; a device {args.slowdown:g}x slower (time caps / {args.slowdown:g}, CPU time)"
    print(f"{games} games per pairing: {args.game} {args.variant or ''} "
          f"{args.size or 'default size'}{device}\n")
    for a, b, target in PAIRINGS:
        name = f"{a}-{b}"
        if args.only and name not in args.only:
            continue
        opponent = None
        if b == "uct":
            if args.uct_seconds is not None:
                b = f"uct:{args.uct_seconds:.3f}s"
            else:
                if level5_ms is None:
                    probe = play_match("level5", "level4", games=4, seed=args.seed + 99,
                                       **common)
                    level5_ms = probe.ms_per_decision()[0]
                opponent = equal_time(level5_ms)
                b = "uct:equal"
        started = time.perf_counter()
        until = None
        if args.decide and target is not None and not b.startswith("uct"):
            until = settled(target, args.min_games)
        result = play_match(a, b, games=games, seed=args.seed, until=until,
                            progress=_progress, opponent=opponent, **common)
        if a == "level5":
            level5_ms = result.ms_per_decision()[0]
        verdict = ""
        if target is not None:
            verdict = "  target met" if result.rate >= target else f"  BELOW {target:.0%}"
            if until is not None and result.games < games:
                verdict += f" (decided after {result.games} games)"
        print(result.summary() + verdict + f"  [{time.perf_counter() - started:.0f} s]", flush=True)
        if b.startswith("uct"):
            ms_a, ms_b = result.ms_per_decision()
            print(f"  UCT thought {ms_b / ms_a:.2f}x as long as {a} per decision "
                  f"({ms_b:.0f} vs {ms_a:.0f} ms CPU)", flush=True)
        rows.append((result, target))
    print("\npairing                     W-L-D        score%  95% CI         ms/decision (a vs b)")
    for result, _ in rows:
        low, high = result.interval()
        ms_a, ms_b = result.ms_per_decision()
        print(
            f"{result.a + ' vs ' + result.b:26s} "
            f"{result.wins_a:3d}-{result.wins_b:<3d}-{result.draws:<3d} "
            f"{100 * result.rate:6.1f}   {100 * low:5.1f}-{100 * high:5.1f}   "
            f"{ms_a:7.0f} vs {ms_b:.0f}"
        )


def equal_time(first_ms: float):  # noqa: ANN201 - a play_match ``opponent``
    """UCT with level 5's mean CPU time per decision so far in this match (``first_ms``,
    from a probe, until level 5 has played a game of it): each game UCT starts gets the
    time level 5 has actually been taking against it."""

    def opponent(result: MatchResult) -> str:
        ms = result.ms_per_decision()[0] if result.decisions_a else first_ms
        return f"uct:{ms / 1000:.3f}s"

    return opponent


def settled(target: float, min_games: int):  # noqa: ANN201 - a play_match ``until``
    """True once the 99% interval of the first player's score excludes ``target``."""

    def until(result: MatchResult) -> bool:
        if result.games < min_games:
            return False
        low, high = wilson_interval(result.points_a, result.games, z=DECIDE_Z)
        return low > target or high < target

    return until


if __name__ == "__main__":
    main()
