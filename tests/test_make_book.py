"""tools/make_book.py: books made by searches, going on behind forced moves."""

from __future__ import annotations

import sys
from pathlib import Path

from byte import games

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import make_book  # tools/make_book.py


def test_the_book_goes_on_behind_a_forced_capture() -> None:
    """In Antidraughts the first moves offer men to take: the reply is forced, and the
    book must still hold the positions after it."""
    entries = make_book.make_book("checkers", "antidraughts", 10, plies=5, nodes=1_500,
                                  margin=0.3, keep=3, positions=14, seed=1,
                                  log=lambda _line: None)
    rules = games.rules("checkers")
    behind_forced = []
    for code, moves in entries.items():
        for text, _ in moves:
            pos = rules.from_code(code, "antidraughts")
            pos.push(pos.parse_move(text))
            replies = pos.legal_moves()
            if len(replies) == 1 and not pos.is_over():
                pos.push(replies[0])
                if pos.code() in entries:
                    behind_forced.append(pos.code())
    assert behind_forced
    for code, moves in entries.items():  # every kept move is legal, best first
        pos = rules.from_code(code, "antidraughts")
        assert all(pos.parse_move(text) in pos.legal_moves() for text, _ in moves)
        assert [score for _, score in moves] == sorted((s for _, s in moves), reverse=True)
