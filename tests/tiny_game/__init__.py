"""Tic-tac-toe, a game of the tests only: a fourth game is a folder and a registry line.

``tests/test_a_fourth_game.py`` registers it (``tests.tiny_game.INFO``) and plays it through
the whole shell, which is not changed for it: sessions, links, saved games, records,
Import, the command line, the board's drawing, the editor, the lessons and the rules page.
"""

import contextlib
from collections.abc import Iterator

from byte import games
from byte.games import WHITE, GameInfo, Variant


def _codes(text: str) -> tuple[str, ...]:
    board = text.split()[0] if text.split() else ""
    return ("tictactoe",) if len(board) == 9 and set(board) <= set("wb.") else ()


INFO = GameInfo(
    "tictactoe", "Tic-tac-toe", "tests.tiny_game",
    (Variant("tictactoe", "Tic-tac-toe", (3,), WHITE, aliases=("noughts",)),),
    code_variants=_codes, surely_code=lambda text: bool(_codes(text)),
)
"""The game's registry line (registered by the tests that play it)."""


@contextlib.contextmanager
def registered() -> Iterator[GameInfo]:
    """The registry with Tic-tac-toe in it, for the time of a ``with`` block."""
    games.GAMES[INFO.id] = INFO
    try:
        yield INFO
    finally:
        del games.GAMES[INFO.id]
