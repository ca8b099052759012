"""Make a game's puzzle set: play the computer against itself, keep proven wins.

Every position of a bot game where the game's engine says an exact solve is worth trying
is tried: the exact solver must prove that the side to move wins with exactly one move;
the defence is the reply the search finds that resists longest; the line goes on while
each of the winner's turns has exactly one winning move (at most ``--turns`` turns), and
stops when the game ends or several moves win. Every other move of each turn is solved
too, so the page can say what it allows ("That lets Black draw: ...").

    python tools/make_puzzles.py --game byte --games 40 --limit 12
    python tools/make_puzzles.py --game checkers --variant english --minutes 3
    python tools/make_puzzles.py --game checkers --variant breakthrough --random 4 --limit 10
    python tools/make_puzzles.py --game checkers --random 1 --kings 1 --wipe --nodes 25000

Checkers' bot games end in king endings too long to prove (flying kings draw long), so its
puzzles come from ``--random``: a few men of each side set at random on the board (none on
a crowning row), with ``--kings`` that many kings a side too, tried when the side to move
can give material and take back more two moves later (:func:`offers`; with ``--wipe``,
take every piece left), and kept when they are proven as above and the line is a shot
(:func:`is_shot`: the winner moves at least twice, gives material and takes back more).
In Breakthrough draughts the first to crown wins, so such endings are proven in a moment;
the default rules, where 15 king moves each without a capture draw, are proven by the
game's own prover (:mod:`byte.games.checkers.prover`), for which a small king ending costs
thousands of nodes rather than millions. ``--nodes`` bounds each proof: what needs more is
left out, so ``tests/test_puzzles.py`` can prove every puzzle again quickly.

The puzzles are appended to ``byte/games/<game>/puzzles.jsonl`` (positions already there
are skipped); ``tests/test_puzzles.py`` proves each again.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from byte import games  # noqa: E402
from byte.bot import choose_move, new_searcher  # noqa: E402
from byte.puzzles import DATA_FILE, Puzzle, load, new_prover, prove  # noqa: E402


def build(pos, nodes: int, turns: int) -> dict | None:
    """The puzzle starting at ``pos`` as data, or None when it is not one."""
    pos = pos.copy()
    line: list[str] = []
    wrong: list[dict[str, list[str]]] = []
    engine = games.engine(pos.game)
    prover = new_prover(pos)  # the game's own, for all the proofs of this puzzle
    for turn in range(turns):
        if pos.is_over() or (turn == 0 and prove(pos, nodes, prover=prover) != 1):
            break
        winning, others = [], {}
        pending = pos.legal_moves()
        # A tenth of the budget first for every move, so a position with a move that
        # needs more than the whole budget costs little before it is left out.
        for budget in (max(1, nodes // 10), nodes):
            unknown = []
            for move in pending:
                pos.push(move)
                value = prove(pos, budget, prover=prover)
                pos.pop()
                if value is None:
                    unknown.append(move)
                elif value == -1:
                    winning.append(move)
                else:
                    others[move] = value
            if len(winning) > 1:
                break
            pending = unknown
        if len(winning) < 2 and pending:
            return None
        if len(winning) != 1:
            if turn == 0:
                return None
            break  # several moves win from here: the puzzle is solved before this turn
        step = {}
        for move, value in others.items():
            pos.push(move)
            over = pos.is_over()
            solver = prover if prover is not None else new_searcher(engine)
            reply = None if over else solver.solve(pos, nodes)
            pos.pop()
            if reply is None and not over:
                return None
            answer = "" if reply is None else _after(pos, move, reply.move)
            step[pos.notation(move)] = ["win" if value == 1 else "draw", answer]
        wrong.append(step)
        line.append(pos.notation(winning[0]))
        pos.push(winning[0])
        if pos.is_over():
            break
        defence = new_searcher(engine).search(pos, max_nodes=nodes // 4).move
        line.append(pos.notation(defence))
        pos.push(defence)
    if not line:
        return None
    return {"variant": pos.variant, "line": line, "wrong": wrong}


def _after(pos, move, reply) -> str:
    pos.push(move)
    try:
        return pos.notation(reply)
    finally:
        pos.pop()


def bot_game(game: str, variant: str, size: int | None, seed: int, limit: int = 300,
             choices: tuple[int, ...] = (2, 3)) -> list:
    """The positions of one game between levels drawn from ``choices`` for each side."""
    rng = random.Random(seed)
    info = games.find(game).variant(variant)
    pos = games.rules(game).start(info.id, size or info.default_size)
    levels = {"w": rng.choice(choices), "b": rng.choice(choices)}
    seen = []
    while not pos.is_over() and len(seen) < limit:
        seen.append(pos.copy())
        choice = choose_move(pos, levels[pos.turn], seed=rng.randrange(1 << 30))
        pos.push(choice.move)
    return seen


def random_positions(game: str, variant: str, men: int, seed: int, kings: int = 0):
    """Endless positions of 2 to ``men`` men a side (1 to ``men`` with kings) set at
    random, White to move, none on a crowning row, and ``kings`` kings a side anywhere
    (squares by the variant's own names)."""
    rng = random.Random(seed)
    rules = games.rules(game)
    size = games.find(game).variant(variant).default_size
    names = rules.start(variant, size)
    per_row = size // 2
    every = range(1, per_row * size + 1)
    inner = range(per_row + 1, per_row * (size - 1) + 1)  # not the first or last row
    while True:
        fewest = 1 if kings else 2
        white, black = rng.randint(fewest, men), rng.randint(fewest, men)
        squares = rng.sample(inner, white + black)
        sides = [[names.square_name(square) for square in squares[:white]],
                 [names.square_name(square) for square in squares[white:]]]
        for side in sides:
            for _ in range(kings):
                square = rng.choice([square for square in every if square not in squares])
                squares.append(square)
                side.append("K" + names.square_name(square))
        yield rules.from_code(f"W:W{','.join(sides[0])}:B{','.join(sides[1])}", variant)


def offers(pos, wipe: bool = False) -> bool:
    """Whether the side to move has the start of a shot: a move that gives material (the
    other side must take) after which, whatever it takes with, the side takes back more
    than it gave (with ``wipe``: every piece left). A cheap look, two moves deep, before
    any proof."""
    for move in pos.legal_moves():
        if move.captured:
            return False  # it must take itself: nothing to give first
        pos.push(move)
        replies = pos.legal_moves()
        pays = bool(replies) and all(reply.captured for reply in replies)
        for reply in replies if pays else ():
            pos.push(reply)
            back = max((len(m.captured) for m in pos.legal_moves()), default=0)
            left = (pos.black if pos.turn == "w" else pos.white).bit_count()
            pos.pop()
            if back <= len(reply.captured) or (wipe and back < left):
                pays = False
                break
        pos.pop()
        if pays:
            return True
    return False


def is_shot(pos, line: list[str]) -> bool:
    """Whether the line is a shot: the winner moves at least twice and takes at least
    once, gives material (the defence takes) and takes more than it gives."""
    if len(line) < 3:
        return False
    pos = pos.copy()
    taken = given = 0
    for index, text in enumerate(line):
        move = pos.parse_move(text)
        if index % 2:
            given += len(move.captured)
        else:
            taken += len(move.captured)
        pos.push(move)
    return given >= 1 and taken > given


def _worth(pos, engine, pieces: int, nodes: int) -> bool:
    """Whether to try a position: the game's own rule for the proof budget ``nodes``, or a
    Checkers position of few men."""
    if engine.solve_when(pos, nodes):
        return True
    kings = getattr(pos, "kings", None)
    return bool(pieces) and kings == 0 and (pos.white | pos.black).bit_count() <= pieces


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="byte")
    parser.add_argument("--variant", default=None)
    parser.add_argument("--size", type=int, default=None)
    parser.add_argument("--games", type=int, default=30, help="bot games to play at most")
    parser.add_argument("--limit", type=int, default=12, help="puzzles to add at most")
    parser.add_argument("--minutes", type=float, default=4.0, help="stop after this long")
    parser.add_argument("--nodes", type=int, default=150_000, help="solver budget per proof")
    parser.add_argument("--turns", type=int, default=4, help="the winner's moves at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pieces", type=int, default=0,
                        help="Checkers: also try positions of men only (no king) with at most "
                             "this many pieces, which the solver proves fastest")
    parser.add_argument("--levels", default="2,3",
                        help="the levels the bots are drawn from (uneven ones: decisive games)")
    parser.add_argument("--random", type=int, default=0, metavar="MEN",
                        help="Checkers: try positions of up to MEN men a side set at random "
                             "instead of bot games, keeping shots (see is_shot)")
    parser.add_argument("--code", action="append", default=[],
                        help="try this position too (the game's code; may be repeated)")
    parser.add_argument("--wipe", action="store_true",
                        help="with --random: only shots that take every piece left")
    parser.add_argument("--kings", type=int, default=0,
                        help="with --random: also this many kings a side")
    args = parser.parse_args(argv)
    info = games.find(args.game)
    variant = info.variant(args.variant)
    engine = games.engine(info.id)
    path = ROOT / "byte" / "games" / info.id / DATA_FILE
    known = load(info.id)
    codes = {puzzle.code for puzzle in known}
    numbers = [int(p.id.rsplit("-", 1)[1]) for p in known if p.id.rsplit("-", 1)[1].isdigit()]
    number = max(numbers, default=0)
    added: list[dict] = []
    deadline = time.monotonic() + args.minutes * 60
    def keep(pos, data: dict) -> None:
        nonlocal number
        number += 1
        puzzle = {"id": f"{info.id}-{number}", "code": pos.code(), **data}
        Puzzle.from_dict(puzzle, info.id)  # the file stays readable
        added.append(puzzle)
        ordered = {key: puzzle[key] for key in ("id", "variant", "code", "line", "wrong")}
        with path.open("a", encoding="utf-8") as out:  # kept at once: a long run may stop
            out.write(json.dumps(ordered, separators=(",", ":")) + "\n")
        print(f"{puzzle['id']}: {puzzle['code']} {' '.join(data['line'])}", flush=True)

    rules = games.rules(info.id)
    for code in args.code:  # positions named on the command line, kept when proven shots
        pos = rules.from_code(code, variant.id)
        if pos.code() in codes or pos.is_over():
            continue
        codes.add(pos.code())
        data = build(pos, args.nodes, args.turns)
        if data is not None and is_shot(pos, data["line"]):
            keep(pos, data)
        else:
            print(f"{code}: not a proven shot", flush=True)
    if args.random:
        for pos in random_positions(info.id, variant.id, args.random, args.seed, args.kings):
            if len(added) >= args.limit or time.monotonic() > deadline:
                break
            code = pos.code()
            if (code in codes or pos.is_over() or len(pos.legal_moves()) < 2
                    or not engine.solve_when(pos, args.nodes)  # small enough to prove again
                    or not offers(pos, args.wipe)):
                continue
            codes.add(code)
            if prove(pos, args.nodes // 20, prover=new_prover(pos)) != 1:
                continue  # a shot wins quickly: no need to spend the whole budget first
            data = build(pos, args.nodes, args.turns)
            if data is not None and is_shot(pos, data["line"]):
                keep(pos, data)
    for game_number in range(0 if args.random or args.code else args.games):
        if len(added) >= args.limit or time.monotonic() > deadline:
            break
        positions = bot_game(info.id, variant.id, args.size, args.seed * 1000 + game_number,
                             choices=tuple(int(n) for n in args.levels.split(",")))
        for pos in reversed(positions):  # the ending first: the solver proves it fastest
            if len(added) >= args.limit or time.monotonic() > deadline:
                break
            code = pos.code()
            if (code in codes or len(pos.legal_moves()) < 2
                    or not _worth(pos, engine, args.pieces, args.nodes)):
                continue
            codes.add(code)
            data = build(pos, args.nodes, args.turns)
            if data is not None:
                keep(pos, data)
    print(f"{len(added)} puzzles added to {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
