"""Make an opening book by deep searches of our own engine (see ``byte/book.py``).

    python tools/make_book.py --game reversi --variant othello --plies 7
    python tools/make_book.py --game checkers --variant international --plies 4 --nodes 100000

From the start, every position of the book is searched with ``--nodes`` nodes (several
times level 5's budget), every move scored; the moves within ``--margin`` (a share of the
game's evaluation scale) of the best are kept, at most ``--keep`` of them, and the
positions they lead to are searched in turn, breadth first, until ``--plies`` plies or
``--positions`` positions (a forced move, such as a draughts capture, is played without a
search and the book goes on behind it). Searches count nodes, never time, so the same
arguments make the same book on any machine; ``--seed`` only breaks ties between equal
moves.

Othello's start is symmetric: positions are searched once per symmetry class, and the
book holds every symmetric copy, so all four first moves are covered by one search.
Writes ``byte/games/GAME/book-VARIANT-SIZE.txt`` (or ``--out``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from byte import games
from byte.book import BookEntry, book_path, write_book
from byte.bot import new_searcher


def reversi_symmetries(size: int) -> list[Callable[[int], int]]:
    """Square maps that leave Othello's start as it is: identity, the half turn and the
    two diagonal mirrors."""
    n = size

    def square_map(transform: Callable[[int, int], tuple[int, int]]) -> Callable[[int], int]:
        def mapped(square: int) -> int:
            row, column = divmod(square, n)
            new_row, new_column = transform(row, column)
            return new_row * n + new_column
        return mapped

    return [square_map(lambda r, c: (r, c)), square_map(lambda r, c: (n - 1 - r, n - 1 - c)),
            square_map(lambda r, c: (c, r)), square_map(lambda r, c: (n - 1 - c, n - 1 - r))]


def reversi_copies(code: str, moves: BookEntry, size: int) -> list[tuple[str, BookEntry]]:
    """Every symmetric copy of a Reversi book entry (board code and square names)."""
    from byte.games.reversi.rules import GEOMETRY

    geometry = GEOMETRY[size]
    board, side = code.split(" ")
    copies = []
    for mapped in reversi_symmetries(size):
        cells = ["-"] * len(board)
        for square, cell in enumerate(board):
            cells[mapped(square)] = cell
        entry = []
        for text, score in moves:
            if text == "pass":
                entry.append((text, score))
            else:
                entry.append((geometry.names[mapped(geometry.by_name[text])], score))
        copies.append(("".join(cells) + " " + side, entry))
    return copies


def make_book(game: str, variant: str, size: int, plies: int, nodes: int, margin: float,
              keep: int, positions: int, seed: int, log: Callable[[str], None] = print,
              ) -> dict[str, BookEntry]:
    """The book's entries: position code -> [(move text, score)], best first."""
    info = games.find(game)
    chosen = info.variant(variant)
    engine = games.engine(info.id)
    start = games.rules(info.id).start(chosen.id, size)
    rng = random.Random(seed)
    symmetric = info.id == "reversi" and chosen.id == "othello"
    entries: dict[str, BookEntry] = {}
    seen: set[str] = set()
    queue = deque([(start, 0)])
    searched = 0
    started = time.process_time()
    while queue and searched < positions:
        pos, ply = queue.popleft()
        code = pos.code()
        copies = reversi_copies(code, [], size) if symmetric else [(code, [])]
        if any(copy in seen for copy, _ in copies):
            continue
        seen.update(copy for copy, _ in copies)
        if pos.is_over():
            continue
        legal = pos.legal_moves()
        if len(legal) < 2:
            # A forced move (a capture, in draughts) needs no search, but the book goes on
            # behind it: in Antidraughts most openings are such exchanges.
            if ply + 1 < plies:
                child = pos.copy()
                child.push(legal[0])
                queue.append((child, ply + 1))
            continue
        result = new_searcher(engine).search(pos, max_nodes=nodes, max_seconds=None,
                                             score_all_moves=True)
        searched += 1
        scores = result.root_scores or {result.move: result.score}
        ranked = sorted(scores.items(), key=lambda item: (-item[1], rng.random()))
        best = ranked[0][1]
        kept = [(move, score) for move, score in ranked
                if score >= best - margin * engine.SCALE][:keep]
        entry = [(pos.notation(move), int(score)) for move, score in kept]
        for copy, moves in (reversi_copies(code, entry, size) if symmetric
                            else [(code, entry)]):
            # A symmetric position is its own copy: its moves are merged, not replaced.
            merged = dict(entries.get(copy, []))
            merged.update(moves)
            entries[copy] = sorted(merged.items(), key=lambda item: -item[1])
        log(f"{searched:4} ply {ply} depth {result.depth} "
            f"{' '.join(f'{text} {score}' for text, score in entry)} "
            f"({time.process_time() - started:.0f} s)")
        if ply + 1 < plies:
            for move, _ in kept:
                child = pos.copy()
                child.push(move)
                queue.append((child, ply + 1))
    return entries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="reversi")
    parser.add_argument("--variant", default=None)
    parser.add_argument("--size", type=int, default=None)
    parser.add_argument("--plies", type=int, default=7, help="deepest ply of the book")
    parser.add_argument("--nodes", type=int, default=100_000, help="nodes per search")
    parser.add_argument("--margin", type=float, default=0.15,
                        help="keep moves this share of the evaluation scale from the best")
    parser.add_argument("--keep", type=int, default=2, help="at most this many moves a position")
    parser.add_argument("--positions", type=int, default=200, help="at most this many searches")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    info = games.find(args.game)
    chosen = info.variant(args.variant)
    size = args.size or chosen.default_size
    entries = make_book(info.id, chosen.id, size, args.plies, args.nodes, args.margin,
                        args.keep, args.positions, args.seed)
    out = args.out or book_path(info.id, chosen.id, size)
    comments = [f"Opening book of {info.name}, {chosen.name} {size}x{size}: "
                f"{len(entries)} positions, each move's score for the side to move.",
                f"Made by: python tools/make_book.py --game {info.id} --variant {chosen.id} "
                f"--size {size} --plies {args.plies} --nodes {args.nodes} --margin "
                f"{args.margin} --keep {args.keep} --positions {args.positions} "
                f"--seed {args.seed}"]
    out.write_text(write_book(entries, comments), encoding="utf-8")
    print(f"{len(entries)} positions written to {out}")


if __name__ == "__main__":
    main()
