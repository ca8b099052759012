"""Tic-tac-toe's rules: White and Black put a stone on an empty square in turn; three in a
row (across, down or diagonal) wins, a full board without one is a draw.

Squares are 0..8 from a3 (top left) to c1; a move is its square. The position code is the
nine squares top row first (``w``, ``b`` or ``.``), a space and the side to move.

>>> position = start()
>>> position.push(position.parse_move("b2")); position.code()
'....w.... b'
"""

from __future__ import annotations

from byte.errors import ByteError, quote
from tests.plain_search import plain_perft

WHITE, BLACK = "w", "b"
OTHER = {WHITE: BLACK, BLACK: WHITE}
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8),
         (2, 4, 6))
CODE_CHARACTERS = "wb. "
SIDES = {WHITE: "White", BLACK: "Black"}


def square_name(square: int) -> str:
    return "abc"[square % 3] + str(3 - square // 3)


def parse_square(name: str) -> int:
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in "abc" or text[1] not in "123":
        raise ByteError(f"{quote(name)} is not a square: the squares are a1 to c3")
    return (3 - int(text[1])) * 3 + "abc".index(text[0])


class Position:
    game = "tictactoe"
    variant = "tictactoe"
    size = 3

    def __init__(self, cells: str = "." * 9, turn: str = WHITE) -> None:
        self.cells = list(cells)
        self.turn = turn
        self.history: list[int] = []

    @property
    def key(self) -> int:
        return hash((tuple(self.cells), self.turn))

    def line_of(self, side: str) -> bool:
        return any(all(self.cells[s] == side for s in line) for line in LINES)

    def winner(self) -> str | None:
        for side in (WHITE, BLACK):
            if self.line_of(side):
                return side
        return None

    def is_over(self) -> bool:
        return self.winner() is not None or "." not in self.cells

    def outcome(self) -> str:
        if not self.is_over():
            return ""
        winner = self.winner()
        if winner is None:
            return "The board is full with no row of three: a draw"
        return f"{SIDES[winner]} has three in a row: {SIDES[winner]} wins"

    def score(self) -> str:
        winner = self.winner()
        return {WHITE: "1-0", BLACK: "0-1"}.get(winner or "", "½-½" if self.is_over() else "0-0")

    def legal_moves(self) -> list[int]:
        if self.is_over():
            return []
        return [square for square, held in enumerate(self.cells) if held == "."]

    def push(self, move: int) -> None:
        self.cells[move] = self.turn
        self.turn = OTHER[self.turn]
        self.history.append(move)

    def pop(self) -> int:
        move = self.history.pop()
        self.cells[move] = "."
        self.turn = OTHER[self.turn]
        return move

    def copy(self) -> Position:
        return Position("".join(self.cells), self.turn)

    def code(self) -> str:
        return "".join(self.cells) + " " + self.turn

    def notation(self, move: int) -> str:
        return square_name(move)

    def parse_move(self, text: str) -> int:
        square = parse_square(text)
        if self.is_over():
            raise ByteError("the game is over: no move can be played")
        if self.cells[square] != ".":
            raise ByteError(f"{square_name(square)} is taken: a stone goes on an empty square")
        return square

    def perft(self, depth: int) -> int:
        """The plain count through push and pop (a finished game has no move): a game this
        small needs no faster one."""
        return plain_perft(self, depth, finished=0)


def start(variant: str = "tictactoe", size: int = 3) -> Position:
    if size != 3:
        raise ByteError(f"Tic-tac-toe is played on 3x3, not {size}x{size}")
    return Position()


def from_code(code: str, variant: str = "tictactoe") -> Position:
    parts = code.split()
    if len(parts) != 2 or len(parts[0]) != 9 or set(parts[0]) - set("wb.") or \
            parts[1] not in (WHITE, BLACK):
        raise ByteError(f"{quote(code)} is not a Tic-tac-toe position: nine squares of w, b "
                        "or ., a space and the side to move")
    cells, turn = parts
    whites, blacks = cells.count(WHITE), cells.count(BLACK)
    if (whites, turn) not in ((blacks, WHITE), (blacks + 1, BLACK)):
        raise ByteError(f"White moves first, so {whites} white and {blacks} black stones "
                        f"cannot have {SIDES[turn]} to move")
    position = Position(cells, turn)
    if position.line_of(WHITE) and position.line_of(BLACK):
        raise ByteError("both sides cannot have three in a row")
    return position
