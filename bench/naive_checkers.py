"""A straightforward implementation of the three Checkers rule sets, for comparison.

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
}
DIRECTIONS = ((-1, 1), (1, 1), (-1, -1), (1, -1))


def start(variant: str) -> tuple[dict, str]:
    size = RULES[variant][0]
    rows = size // 2 - 1
    board = {}
    for rank in range(size):
        for file in range(size):
            if (file + rank) % 2 == 0:
                if rank < rows:
                    board[file, rank] = "w"
                elif rank >= size - rows:
                    board[file, rank] = "b"
    return board, RULES[variant][5]


def moves(board: dict, turn: str, variant: str) -> list[tuple]:
    """Legal moves as (start, end, frozenset of captured squares)."""
    size, backwards, flying, majority, crown_stops, _ = RULES[variant]
    captures = set()
    for square, piece in list(board.items()):
        if piece.lower() == turn:
            for end, taken in piece_captures(board, square, piece, variant):
                captures.add((square, end, taken))
    if captures:
        if majority:
            most = max(len(taken) for _, _, taken in captures)
            captures = {move for move in captures if len(move[2]) == most}
        return list(captures)
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
    results = []

    def search(board: dict, at: tuple, taken: frozenset) -> None:
        went_on = False
        for df, dr in DIRECTIONS:
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
            land = (over[0] + df, over[1] + dr)
            while on_board(land, size) and land not in board:
                went_on = True
                after = dict(board)
                del after[at]
                after[land] = piece
                if not king and crown_stops and land[1] == far_rank:
                    results.append((land, taken | {over}))
                else:
                    search(after, land, taken | {over})
                if not (king and flying):
                    break
                land = (land[0] + df, land[1] + dr)
        if not went_on and taken:
            results.append((at, taken))

    search(board, square, frozenset())
    return results


def play(board: dict, move: tuple, variant: str) -> dict:
    size = RULES[variant][0]
    start_square, end, taken = move
    after = dict(board)
    piece = after.pop(start_square)
    for square in taken:
        del after[square]
    if piece == "w" and end[1] == size - 1:
        piece = "W"
    elif piece == "b" and end[1] == 0:
        piece = "B"
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
