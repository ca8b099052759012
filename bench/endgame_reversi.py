"""Othello endgame solver: solve times by number of empty squares, and a perfection check.

    python bench/endgame_reversi.py                    # 10-18 empties, 8 positions each
    python bench/endgame_reversi.py --empties 12,14,16 --positions 12
    python bench/endgame_reversi.py --check 0          # skip the perfection check
    python bench/endgame_reversi.py --perfect 200      # level 5 judged at 18 empties

Positions come from games between two quick searches (400 nodes a move) after 8 random
plies, from ``--seed``: middle-game-like endings, not random boards (random play leaves
positions far easier or harder than real games). For each number of empty squares the
table shows the exact solve (best disc difference) and the win/draw/loss proof: median
and worst time, median nodes and nodes per second, in CPython (CPU time of this process:
other load on the machine does not count). The browser runs about five times slower
(``bench/bot_browser.py``).

The check (``--check N``): on N positions of 6-8 empties the solver's value is compared
with a plain minimax that looks at every line of play (no pruning, no table), and the move
it picks is checked to reach that value; on N positions of 10-12 empties its value is
compared with the game-independent exact solver of ``byte.search``.

``--perfect N`` (with ``--perfect-empties E``, default 18): on N positions at E empty
squares, level 5's move is judged by the exact solver; prints how many are perfect (keep
the best final disc difference) and how many keep the result.

``--level5 N``: on N positions at each of 12-18 empties, level 5 chooses its move as it
would in a game, and the exact solver judges it: perfect when the move keeps the best
final disc difference, and, when not, whether it still keeps the result (win, draw or
loss). Level 5 proves the exact result from 14 empties and who wins from 19, then the
margin with what is left of its budget (``SOLVE_EMPTIES`` of the engine), so up to 14 it
is perfect by construction and the figures above show what the proofs and search achieve.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from byte.games.reversi import engine
from byte.games.reversi.endgame import EndgameSolver
from byte.games.reversi.rules import Position, start
from byte.search import Searcher
from tests import plain_search


def endings(empties: set[int], per_count: int, seed: int) -> dict[int, list[Position]]:
    """``per_count`` positions (with a choice of moves) at each number of empties."""
    rng = random.Random(seed)
    found: dict[int, list[Position]] = {count: [] for count in empties}
    lowest = min(empties)
    while min(len(positions) for positions in found.values()) < per_count:
        pos = start()
        for _ in range(8):
            pos.push(rng.choice(pos.legal_moves()))
        searcher = Searcher(engine.hand_evaluate, move_order=engine.order_moves,
                            final_score=engine.final_score)
        while not pos.is_over() and pos.empties() >= lowest:
            count = pos.empties()
            if count in found and len(found[count]) < per_count and pos.move_count() > 1:
                found[count].append(pos.copy())
            pos.push(searcher.search(pos, max_nodes=400).move)
    return found


def minimax(pos: Position) -> int:
    """The exact value by looking at every line of play."""
    return plain_search.minimax(pos, engine.final_score)


def timings(positions: list[Position], exact: bool) -> tuple[float, float, int, float]:
    """(median seconds, worst seconds, median nodes, nodes per second) of fresh solves."""
    seconds, nodes = [], []
    for pos in positions:
        solver = EndgameSolver(pos.size)
        started = time.process_time()
        solver.best(pos, exact=exact)
        seconds.append(time.process_time() - started)
        nodes.append(solver.nodes)
    return (statistics.median(seconds), max(seconds), int(statistics.median(nodes)),
            sum(nodes) / sum(seconds))


def check(count: int, seed: int) -> int:
    """Compare with minimax and with the general solver; the number of disagreements."""
    wrong = 0
    small = endings({6, 7, 8}, (count + 2) // 3, seed + 1)
    for positions in small.values():
        for pos in positions:
            expected = minimax(pos)
            value, move = EndgameSolver(pos.size).best(pos)
            pos.push(move)
            reached = -minimax(pos)
            pos.pop()
            if value != expected or reached != expected:
                wrong += 1
                print(f"  WRONG {pos.code()}: solver {value} (move reaches {reached}), "
                      f"minimax {expected}")
    checked = sum(len(positions) for positions in small.values())
    print(f"minimax (every line, 6-8 empties): {checked - wrong} of {checked} agree")
    larger = endings({10, 11, 12}, (count + 2) // 3, seed + 2)
    general_wrong = 0
    for positions in larger.values():
        for pos in positions:
            general = Searcher(engine.evaluate, move_order=engine.order_moves,
                               final_score=engine.final_score)
            expected = general.solve(pos, max_nodes=10**8, exact=True).value
            value, _ = EndgameSolver(pos.size).best(pos)
            if value != expected:
                general_wrong += 1
                print(f"  WRONG {pos.code()}: solver {value}, general solver {expected}")
    checked = sum(len(positions) for positions in larger.values())
    print(f"general solver (10-12 empties): {checked - general_wrong} of {checked} agree")
    return wrong + general_wrong


def level5_check(count: int, seed: int) -> None:
    """How often level 5's move keeps the exact value, by empties."""
    from byte.bot import choose_move

    counts = list(range(12, 19))
    positions = endings(set(counts), count, seed + 3)
    print(f"{'empties':>7}  {'perfect':>9}  {'result kept':>11}  level 5 median time")
    for empties in counts:
        perfect = kept = 0
        seconds = []
        for pos in positions[empties]:
            solver = EndgameSolver(pos.size)
            best, _ = solver.best(pos)
            choice = choose_move(pos, 5, seed=0)
            seconds.append(choice.seconds)
            pos.push(choice.move)
            # A null window: does the move reach the best value?
            if pos.is_over():
                reached = -engine.final_score(pos)
            else:
                reached = -EndgameSolver(pos.size).solve(pos.own, pos.opp, -best, -best + 1)
            if reached >= best:
                perfect += 1
                kept += 1
            else:
                value, _ = EndgameSolver(pos.size).best(pos, exact=False)
                kept += (-value > 0) - (-value < 0) == (best > 0) - (best < 0)
            pos.pop()
        total = len(positions[empties])
        print(f"{empties:>7}  {perfect:>4} of {total:<2}  {kept:>6} of {total:<2}  "
              f"{statistics.median(seconds):.2f} s", flush=True)


def perfection(count: int, empties: int, seed: int) -> tuple[int, int, int]:
    """Level 5's moves at ``empties`` empty squares judged by the exact solver, on
    ``count`` positions: (perfect, result kept, positions). A move is perfect when it keeps
    the best final disc difference; it keeps the result when it keeps win, draw or loss."""
    from byte import bot
    from byte.bot import choose_move

    # Level 5's time caps in CPU time: other load on this machine must not cut it short.
    bot.DEVICE = bot.Device(clock=time.process_time)
    positions = endings({empties}, count, seed + 4)[empties]
    perfect = kept = 0
    seconds = []
    for index, pos in enumerate(positions, 1):
        best, _ = EndgameSolver(pos.size).best(pos)
        started = time.process_time()
        choice = choose_move(pos, 5, seed=0)
        seconds.append(time.process_time() - started)
        pos.push(choice.move)
        if pos.is_over():
            reached = -engine.final_score(pos)
        else:
            reached = -EndgameSolver(pos.size).solve(pos.own, pos.opp, -best, -best + 1)
        pos.pop()
        if reached >= best:
            perfect += 1
            kept += 1
        else:
            pos.push(choice.move)
            if pos.is_over():
                value = engine.final_score(pos)
            else:
                value = EndgameSolver(pos.size).best(pos, exact=False)[0]
            pos.pop()
            kept += (-value > 0) - (-value < 0) == (best > 0) - (best < 0)
        if index % 10 == 0 or index == len(positions):
            print(f"  {index} positions: {perfect} perfect, {kept} keep the result, "
                  f"level 5 median {statistics.median(seconds):.2f} s CPU", flush=True)
    return perfect, kept, len(positions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--empties", default="10,12,14,16,18",
                        help="numbers of empty squares, comma-separated")
    parser.add_argument("--positions", type=int, default=8, help="positions per number")
    parser.add_argument("--check", type=int, default=24,
                        help="positions for the perfection check (0: none)")
    parser.add_argument("--level5", type=int, default=0,
                        help="positions per number of empties for the level 5 check (0: none)")
    parser.add_argument("--perfect", type=int, default=0, metavar="N",
                        help="level 5's moves on N positions at --perfect-empties, judged "
                             "by the exact solver (0: none)")
    parser.add_argument("--perfect-empties", type=int, default=18)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.level5:
        level5_check(args.level5, args.seed)
        return
    if args.perfect:
        perfect, kept, total = perfection(args.perfect, args.perfect_empties, args.seed)
        print(f"level 5 at {args.perfect_empties} empties: {perfect} of {total} moves perfect "
              f"(best disc difference), {kept} of {total} keep the result")
        return
    counts = sorted({int(part) for part in args.empties.split(",")})
    positions = endings(set(counts), args.positions, args.seed)
    print(f"{'empties':>7}  {'exact: median':>13} {'worst':>7} {'nodes':>9} {'nodes/s':>8}"
          f"  {'win/loss: median':>16} {'worst':>7} {'nodes':>8}")
    for count in counts:
        exact = timings(positions[count], exact=True)
        proof = timings(positions[count], exact=False)
        print(f"{count:>7}  {exact[0]:>12.3f}s {exact[1]:>6.2f}s {exact[2]:>9,} "
              f"{exact[3]:>8,.0f}  {proof[0]:>15.3f}s {proof[1]:>6.2f}s {proof[2]:>8,}",
              flush=True)
    if args.check:
        sys.exit(1 if check(args.check, args.seed) else 0)


if __name__ == "__main__":
    main()
