"""Opening books: moves for the first plies of a game, chosen by deep searches made ahead
of time (``tools/make_book.py``), so the levels that use one open well and at once.

A book is a text file in its game's folder, ``book-VARIANT-SIZE.txt``, one position a
line: the position code, a tab, then the book's moves for the side to move, best first,
each as ``MOVE SCORE`` (its score in the game's evaluation points, for the side to move)
and separated by tabs. Lines starting with ``#`` say how the book was made. A book is
read the first time a position of its game, variant and size asks for it, and never
before; a game without a book file simply has none. A move the rules refuse (a damaged
file) is skipped, never played.

This module knows no game: it reads position codes and move texts through the position.
"""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

from byte import games

BookEntry = list[tuple[str, int]]
"""A position's book moves as (move text, score), best first."""


class Book:
    """One book file, read on first use."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._entries: dict[str, BookEntry] | None = None

    @property
    def loaded(self) -> bool:
        return self._entries is not None

    def entries(self) -> dict[str, BookEntry]:
        """Every position of the book, read from the file the first time."""
        if self._entries is None:
            self._entries = read_book(self.path.read_text(encoding="utf-8")) \
                if self.path.is_file() else {}
        return self._entries

    def __len__(self) -> int:
        return len(self.entries())

    def moves(self, pos: Any) -> list[tuple[Any, int]]:
        """The book's legal moves for ``pos`` as (move, score), best first (none when the
        position is not in the book)."""
        entry = self.entries().get(pos.code())
        if not entry:
            return []
        found = []
        legal = pos.legal_moves()
        for text, score in entry:
            try:
                move = pos.parse_move(text)
            except Exception:
                continue
            if move in legal:
                found.append((move, score))
        return found


def read_book(text: str) -> dict[str, BookEntry]:
    """The entries of a book file's text (lines it cannot read are skipped).

    >>> read_book("# made by hand\\nW:W31-50:B1-20\\t32-28 12\\t33-28 5\\n")
    {'W:W31-50:B1-20': [('32-28', 12), ('33-28', 5)]}
    """
    entries: dict[str, BookEntry] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        code, *fields = line.split("\t")
        moves = []
        for field in fields:
            move, _, score = field.rpartition(" ")
            try:
                moves.append((move, int(score)))
            except ValueError:
                continue
        if moves:
            entries[code] = sorted(moves, key=lambda item: -item[1])
    return entries


def write_book(entries: dict[str, BookEntry], comments: list[str]) -> str:
    """A book file's text (the inverse of :func:`read_book`), positions sorted."""
    lines = [f"# {comment}" for comment in comments]
    for code in sorted(entries):
        moves = sorted(entries[code], key=lambda item: -item[1])
        lines.append("\t".join([code, *(f"{move} {score}" for move, score in moves)]))
    return "\n".join(lines) + "\n"


def book_path(game: str, variant: str, size: int) -> Path:
    """Where the book of a game, variant and board size lives (it may not exist)."""
    folder = Path(str(games.engine(game).module.__file__)).parent
    return folder / f"book-{variant}-{size}.txt"


_BOOKS: dict[tuple[str, str, int], Book] = {}


def book_for(pos: Any) -> Book:
    """The book of ``pos``'s game, variant and size (read on its first lookup)."""
    key = (pos.game, pos.variant, pos.size)
    book = _BOOKS.get(key)
    if book is None:
        book = _BOOKS[key] = Book(book_path(*key))
    return book


def choose(pos: Any, spread: float, rng: random.Random) -> tuple[Any, int] | None:
    """A book move for ``pos`` and its score, or None when the book has none.

    ``spread`` (evaluation points) sets the variety: 0 plays a best move (the seed picks
    among equally good ones); above 0, a move ``spread`` points worse than the best is
    e times less likely (weaker levels vary their openings this way). Only the moves the
    book keeps are ever chosen: each was close to the best in a deep search.
    """
    moves = book_for(pos).moves(pos)
    if not moves:
        return None
    best = max(score for _, score in moves)
    if spread <= 0:
        top = [(move, score) for move, score in moves if score == best]
        return top[rng.randrange(len(top))]
    weights = [math.exp(max(-50.0, (score - best) / spread)) for _, score in moves]
    return rng.choices(moves, weights)[0]
