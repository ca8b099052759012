"""Strength of the bot: the pairings of the computer-player issue, with win rates and 95% CIs.

Pairings (first player's win rate is printed; targets in brackets):

- level1 vs random   (level 1 beats random)
- level2 vs level1   (>= 65%, and clearly)
- level3 vs level2, level4 vs level3, level5 vs level4   (>= 65% each)
- level5 vs uct at equal time per move   (>= 90%); each game UCT starts gets level 5's mean
  time per decision so far in this match (before level 5 has finished a game, its mean
  over a few positions of a random game, :func:`probe_ms`); forced
  moves are instant for both and are not timed. Times are CPU time of the playing
  process, so other load on the machine does not tilt the match. ``--uct-seconds`` fixes
  UCT's time instead.
- level5 vs level5@hand   (>= 75%): in a game with a learned evaluation (Reversi on 8x8,
  the draughts rule sets with a weights file), level 5 as it plays now against level 5
  with the hand-written evaluation and its own node budget, as it played before; the
  learned one searches fewer nodes, so the two think about as long (the times per
  decision are printed). Only run where the game has the two evaluations.
- greedy vs random   (a sanity line for the baselines)

Games are paired (same random opening, colours swapped) and run on every core. A draw
counts half. In Checkers an opening that already decides the game (a man hung, by the
evaluation) is drawn again (``EVEN_OPENINGS``).

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

Several variants in one run: ``--rule-sets russian:40,pool:20`` plays the pairings asked
for in each, with its own number of games, and ends with one table (games, wins-draws-
losses of the first player, score, interval, time per decision). ``--new-rule-sets`` is
the table of the seven checkers rule sets added last, with the game counts of their
target (40 games for Russian and Frisian, 20 for the others) and level5-uct unless
``--only`` names other pairings (the ladder: ``--only level2-level1 --only ...``).

A shorter equal time: level 5's node budget takes 0.6-1.3 s a decision (CPU) in these
rule sets, and a game against UCT at equal time one to two minutes of a core, so the 180
games of ``--new-rule-sets`` take three to five hours of one core. With ``--slowdown 20``
level 5 stops at a twentieth of its time cap (0.3 s CPU, a quarter to a third of its
budget: the same search, one or two plies shallower) and UCT gets the same mean time (about
30 s of CPU for a game of Frisian): the pairing still measures the search against UCT at
equal time, with less for both; level 5 then plays as it would on a device 20 times
slower.

    python bench/strength.py [--game reversi] [--variant V] [--games 100] [--size 8]
                             [--quick] [--only level5-uct] [--opening-plies N]
                             [--decide [--min-games 20]] [--slowdown F]
                             [--rule-sets V:N,... | --new-rule-sets]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from byte import bot
from byte.arena import MatchResult, play_match, start_position, wilson_interval

DECIDE_Z = 2.576
"""The z of a 99% interval: the early stop's test (see the module's docstring)."""

OPENING_PLIES = {"reversi": 8}
"""Random plies before the players start, per game (2 for the others). Levels 3-5 play
without noise, so a pair of games is decided by its opening alone: Othello's first two
plies have only 12 outcomes (3 up to symmetry), so a 100-game match would replay a
handful of games. Eight random plies give thousands of openings, each balanced by the
colour swap."""

EVEN_OPENINGS = {"checkers"}
"""Games whose random openings must leave an even position (see ``random_opening``): in
draughts two random plies hang a man now and then (one pair in five of Russian's first
ten games), and a pair played from such an opening measures the opening, not the players
(level 5 lost a Russian game begun a man down, 110 points behind before its first move)."""

NEW_RULE_SETS = ("russian:40,frisian:40,pool:20,italian:20,frysk:20,antidraughts:20,"
                 "breakthrough:20")
"""The checkers rule sets added last and the games their level 5 plays against UCT."""

PAIRINGS = [
    ("greedy", "random", None),
    ("level1", "random", None),
    ("level2", "level1", 0.65),
    ("level3", "level2", 0.65),
    ("level4", "level3", 0.65),
    ("level5", "level4", 0.65),
    ("level5", "uct", 0.90),
    ("level5", "level5@hand", 0.75),
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
    parser.add_argument(
        "--rule-sets", default=None,
        help="several variants in one run, each with its own number of games, e.g. "
             "russian:40,pool:20 (a table of all of them at the end)")
    parser.add_argument(
        "--new-rule-sets", action="store_true",
        help="the checkers rule sets added last, with their target's game counts: "
             f"{NEW_RULE_SETS} (level5-uct unless --only says otherwise)")
    args = parser.parse_args()
    if args.slowdown is not None:
        if args.slowdown <= 0:
            parser.error("--slowdown must be positive")
        bot.DEVICE = bot.Device(slowdown=args.slowdown, clock=time.process_time)
    games = 20 if args.quick else args.games
    plan = [(args.variant, games)]
    if args.new_rule_sets:
        args.game = "checkers"
        args.rule_sets = args.rule_sets or NEW_RULE_SETS
        args.only = args.only or ["level5-uct"]
    if args.rule_sets:
        try:
            plan = [(variant, int(count)) for variant, _, count in
                    (item.strip().partition(":") for item in args.rule_sets.split(","))]
        except ValueError:
            parser.error("--rule-sets is a list like russian:40,pool:20")
    device = "" if args.slowdown is None else \
        f"; a device {args.slowdown:g}x slower (time caps / {args.slowdown:g}, CPU time)"
    rows = []
    for variant, count in plan:
        count += count % 2
        print(f"{count} games per pairing: {args.game} {variant or ''} "
              f"{args.size or 'default size'}{device}\n", flush=True)
        rows += run_pairings(args, variant, count)
    print("\nrule set      pairing                        games  W-D-L       score%  95% CI"
          "        ms/decision (a vs b)")
    for result, _ in rows:
        low, high = result.interval()
        ms_a, ms_b = result.ms_per_decision()
        record = f"{result.wins_a}-{result.draws}-{result.wins_b}"
        print(
            f"{result.variant:13s} {result.a + ' vs ' + result.b:30s} {result.games:5d}  "
            f"{record:10s} {100 * result.rate:6.1f}   {100 * low:5.1f}-{100 * high:5.1f}   "
            f"{ms_a:7.0f} vs {ms_b:.0f}"
        )


def has_learned_evaluation(game: str, variant: str | None, size: int | None) -> bool:
    """True when level 5 of ``game`` here plays with a learned evaluation: its levels then
    differ from the hand-written evaluation's (they search fewer nodes). Reversi on 6x6
    or a draughts rule set without a weights file has only the hand-written one."""
    engine = bot.games.engine(game)
    if engine.use_evaluation is None:
        return False
    chosen = bot.games.find(game).variant(variant)
    size = size or chosen.default_size
    variant = chosen.id
    with bot.games.evaluation(game, "hand"):
        hand_levels = dict(engine.levels_for(size, variant))
    return dict(engine.levels_for(size, variant)) != hand_levels


def run_pairings(args: argparse.Namespace, variant: str | None,
                 games: int) -> list[tuple[MatchResult, float | None]]:
    """The pairings asked for (``--only``) in one variant, each printed as it ends."""
    level5_ms = None
    rows = []
    common = {"size": args.size, "workers": args.workers, "game": args.game,
              "variant": variant, "even_openings": args.game in EVEN_OPENINGS,
              "opening_plies": OPENING_PLIES.get(args.game, 2) if args.opening_plies is None
              else args.opening_plies}
    for a, b, target in PAIRINGS:
        name = f"{a}-{b}"
        if args.only and name not in args.only:
            continue
        opponent = None
        if "@" in b and not has_learned_evaluation(args.game, variant, args.size):
            continue  # the two players would be the same
        if b == "uct":
            if args.uct_seconds is not None:
                b = f"uct:{args.uct_seconds:.3f}s"
            else:
                if level5_ms is None:
                    level5_ms = probe_ms(args.game, variant, args.size, args.seed)
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
    return rows


PROBE_SEARCHES = 8
"""Level 5's searches timed before a match against UCT, for the first game's time."""


def probe_ms(game: str, variant: str | None, size: int | None, seed: int) -> float:
    """Level 5's mean CPU time per decision over a few positions of a random game (every
    fourth ply from the start): UCT's time in the first game, before level 5 has finished
    one in the match itself (a few seconds, where a probe match took minutes)."""
    rng = random.Random(seed)
    pos = start_position(game, variant, size)
    spent, searches = 0.0, 0
    for ply in range(4 * PROBE_SEARCHES):
        if pos.is_over():
            break
        moves = pos.legal_moves()
        if ply % 4 == 3 and len(moves) > 1:
            started = time.process_time()
            bot.choose_move(pos, bot.HINT_LEVEL, seed)
            spent += time.process_time() - started
            searches += 1
        pos.push(rng.choice(moves))
    return 1000 * spent / max(1, searches)


def equal_time(first_ms: float):
    """UCT with level 5's mean CPU time per decision so far in this match (``first_ms``,
    from a probe, until level 5 has played a game of it): each game UCT starts gets the
    time level 5 has actually been taking against it."""

    def opponent(result: MatchResult) -> str:
        ms = result.ms_per_decision()[0] if result.decisions_a else first_ms
        return f"uct:{ms / 1000:.3f}s"

    return opponent


def settled(target: float, min_games: int):
    """True once the 99% interval of the first player's score excludes ``target``."""

    def until(result: MatchResult) -> bool:
        if result.games < min_games:
            return False
        low, high = wilson_interval(result.points_a, result.games, z=DECIDE_Z)
        return low > target or high < target

    return until


if __name__ == "__main__":
    main()
