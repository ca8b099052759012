"""A straightforward implementation of the Checkers rule sets, for comparison.

Obviously simple on purpose: the board is a dict ``{(file, rank): piece}`` (``w``/``b``
men, ``W``/``B`` kings), a capture is searched recursively on copies of the board, and a
move is played on a fresh copy. It is the speed baseline of ``bench/perft_checkers.py`` and
a second opinion on the rules (draw rules are left out: perft from the start never
reaches them).

    python bench/naive_checkers.py brazilian 5     # perft(5) of the start
"""

from __future__ import annotations

import sys

RULES = {
    # size, men capture backwards, flying kings, majority rule, crowning ends a capture, first
    "brazilian": (8, True, True, True, False, "w"),
    "international": (10, True, True, True, False, "w"),
    "english": (8, False, False, False, True, "b"),
    "russian": (8, True, True, False, False, "w"),
    "pool": (8, True, True, False, False, "b"),
    "italian": (8, False, False, True, True, "w"),
    "frisian": (10, True, True, True, False, "w"),
    "frysk": (10, True, True, True, False, "w"),
    "antidraughts": (10, True, True, True, False, "w"),
    "breakthrough": (10, True, True, True, False, "w"),
}
MID_CROWN = ("russian",)
"""A man reaching the far row in a capture goes on as a king."""
STRAIGHT = ("frisian", "frysk")
"""Captures along ranks and files too, and the majority counts value (man 100, king 199)."""
BACK_ROW_ONLY = ("frysk",)
DIRECTIONS = ((-1, 1), (1, 1), (-1, -1), (1, -1))
STRAIGHT_DIRECTIONS = ((0, 2), (0, -2), (2, 0), (-2, 0))


def start(variant: str) -> tuple[dict, str]:
    size = RULES[variant][0]
    rows = size // 2 - 1
    board = {}
    for rank in range(size):
        for file in range(size):
            if (file + rank) % 2 == 0:
                if variant in BACK_ROW_ONLY:
                    if rank in (0, size - 1):
                        board[file, rank] = "w" if rank == 0 else "b"
                elif rank < rows:
                    board[file, rank] = "w"
                elif rank >= size - rows:
                    board[file, rank] = "b"
    return board, RULES[variant][5]


def moves(board: dict, turn: str, variant: str) -> list[tuple]:
    """Legal moves as (start, end, frozenset of captured squares)."""
    size, backwards, flying, majority, crown_stops, _ = RULES[variant]
    if variant == "breakthrough" and any(p.isupper() for p in board.values()):
        return []
    ranked: dict = {}
    for square, piece in list(board.items()):
        if piece.lower() == turn:
            for end, order in piece_captures(board, square, piece, variant):
                taken = frozenset(order)
                kings = [board[s].isupper() for s in order]
                if variant in STRAIGHT:
                    rank = (100 * len(order) + 99 * sum(kings), piece.isupper())
                elif variant == "italian":
                    rank = (len(order), piece.isupper(), sum(kings), tuple(kings))
                else:
                    rank = (len(order),) if majority else ()
                move = (square, end, taken)
                ranked[move] = max(ranked.get(move, rank), rank)
    if ranked:
        best = max(ranked.values())
        return [move for move, rank in ranked.items() if rank == best]
    steps = []
    forward = 1 if turn == "w" else -1
    for (file, rank), piece in board.items():
        if piece.lower() != turn:
            continue
        for df, dr in DIRECTIONS:
            if piece.islower() and dr != forward:
                continue
            distance = 1
            while True:
                target = (file + df * distance, rank + dr * distance)
                if not on_board(target, size) or target in board:
                    break
                steps.append(((file, rank), target, frozenset()))
                if piece.islower() or not flying:
                    break
                distance += 1
    return steps


def on_board(square: tuple[int, int], size: int) -> bool:
    return 0 <= square[0] < size and 0 <= square[1] < size


def piece_captures(board: dict, square: tuple, piece: str, variant: str) -> list[tuple]:
    """Every (end, captured set) a piece can reach by a complete capture."""
    size, backwards, flying, majority, crown_stops, _ = RULES[variant]
    king = piece.isupper()
    forward = 1 if piece.lower() == "w" else -1
    far_rank = size - 1 if forward == 1 else 0
    directions = DIRECTIONS + STRAIGHT_DIRECTIONS if variant in STRAIGHT else DIRECTIONS

    def search(board: dict, at: tuple, taken: tuple, king: bool) -> list:
        """Finished captures from ``at``: (end, captured squares in order)."""
        found = []
        for df, dr in directions:
            if not king and not backwards and dr != forward:
                continue
            over = (at[0] + df, at[1] + dr)
            if king and flying:
                while on_board(over, size) and over not in board:
                    over = (over[0] + df, over[1] + dr)
            if not on_board(over, size) or over not in board:
                continue
            if board[over].lower() == piece.lower() or over in taken:
                continue
            if variant == "italian" and not king and board[over].isupper():
                continue
            land = (over[0] + df, over[1] + dr)
            branches = []
            while on_board(land, size) and land not in board:
                after = dict(board)
                del after[at]
                after[land] = piece
                crowned = not king and land[1] == far_rank
                if crowned and crown_stops:
                    branches.append([(land, (*taken, over))])
                else:
                    going = king or (crowned and variant in MID_CROWN)
                    branches.append(search(after, land, (*taken, over), going))
                if not (king and flying):
                    break
                land = (land[0] + df, land[1] + dr)
            # A flying king lands where it can go on, if it can anywhere.
            on = [b for b in branches if any(len(t) > len(taken) + 1 for _, t in b)]
            for branch in on or branches:
                found.extend(branch)
        if not found and taken:
            found.append((at, taken))
        return found

    return search(board, square, (), king)


def play(board: dict, move: tuple, variant: str) -> dict:
    size = RULES[variant][0]
    start_square, end, taken = move
    after = dict(board)
    piece = after.pop(start_square)
    for square in taken:
        del after[square]
    # Russian: a man that took a piece next to the far row had reached it, and was crowned.
    near = {"w": size - 2, "b": 1}.get(piece, -1)
    if piece == "w" and end[1] == size - 1:
        piece = "W"
    elif piece == "b" and end[1] == 0:
        piece = "B"
    elif variant in MID_CROWN and any(square[1] == near for square in taken):
        piece = piece.upper()
    after[end] = piece
    return after


def perft(board: dict, turn: str, variant: str, depth: int) -> int:
    if depth == 0:
        return 1
    legal = moves(board, turn, variant)
    if depth == 1:
        return len(legal)
    other = "b" if turn == "w" else "w"
    return sum(perft(play(board, move, variant), other, variant, depth - 1) for move in legal)


if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 else "brazilian"
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    board, turn = start(name)
    print(perft(board, turn, name, depth))
