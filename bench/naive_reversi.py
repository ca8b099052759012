"""A deliberately plain Reversi perft: the yardstick for the bit-set rules' speed.

The board is a list of ``"b"``, ``"w"`` or ``""``; a move scans the eight directions
square by square, and every move copies the board. Same rules and counting as the spec
(a forced pass is a move, a finished game counts as one leaf), written to be obviously
right rather than fast, so the benchmark compares like with like.

>>> perft(start(8), "b", 4)
244
"""

from __future__ import annotations

DIRECTIONS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def start(size: int, free: bool = False) -> list[str]:
    """The Othello start (or the empty board of the free opening), row by row from a1."""
    board = [""] * (size * size)
    if not free:
        half = size // 2
        board[(half - 1) * size + half - 1] = "w"
        board[half * size + half] = "w"
        board[(half - 1) * size + half] = "b"
        board[half * size + half - 1] = "b"
    return board


def central(size: int) -> list[int]:
    half = size // 2
    return [(half - 1) * size + half - 1, (half - 1) * size + half,
            half * size + half - 1, half * size + half]


def flips(board: list[str], size: int, side: str, square: int) -> list[int]:
    """The squares a disc of ``side`` on the empty ``square`` would turn."""
    other = "w" if side == "b" else "b"
    row, column = divmod(square, size)
    turned = []
    for dr, dc in DIRECTIONS:
        line = []
        r, c = row + dr, column + dc
        while 0 <= r < size and 0 <= c < size and board[r * size + c] == other:
            line.append(r * size + c)
            r, c = r + dr, c + dc
        if line and 0 <= r < size and 0 <= c < size and board[r * size + c] == side:
            turned.extend(line)
    return turned


def in_opening(board: list[str], size: int, free: bool) -> bool:
    """The free opening lasts until the four central squares are filled."""
    return free and any(not board[square] for square in central(size))


def moves(board: list[str], size: int, side: str, free: bool) -> list[int]:
    """The squares ``side`` may play (the free opening: the empty central squares)."""
    if in_opening(board, size, free):
        return [square for square in central(size) if not board[square]]
    return [
        square for square in range(size * size)
        if not board[square] and flips(board, size, side, square)
    ]


def play(board: list[str], size: int, side: str, square: int, free: bool) -> list[str]:
    """A new board with ``side``'s disc on ``square`` and the outflanked discs turned."""
    after = list(board)
    if not in_opening(board, size, free):
        for turned in flips(board, size, side, square):
            after[turned] = side
    after[square] = side
    return after


def perft(board: list[str], side: str, depth: int, free: bool = False) -> int:
    """Move sequences of length ``depth`` from ``board`` with ``side`` to move."""
    if depth == 0:
        return 1
    size = int(len(board) ** 0.5)
    other = "w" if side == "b" else "b"
    mine = moves(board, size, side, free)
    if not mine:
        if not moves(board, size, other, free):
            return 1  # the game is over: one leaf
        return perft(board, other, depth - 1, free)  # the pass is a move
    return sum(
        perft(play(board, size, side, square, free), other, depth - 1, free) for square in mine
    )
