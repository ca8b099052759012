"""The click model of one position, for any game: a plain object built from the legal moves
and the squares each is clicked by (the game's ``view.path``), with no other state.

Clicks narrow the legal moves down: a move still fits when the first click is its start and
the later clicks lie along its path in order (a landing square may be skipped). The
session's input part (:mod:`byte.web.board_input`) keeps the clicks, the question and the
focus; this object answers what they allow.

>>> model = ClickModel({"b2-a3": (1, 8), "b2-c3": (1, 10), "d2-c3": (3, 10)})
>>> model.matching((1,)), sorted(model.targets((1,)))
(['b2-a3', 'b2-c3'], [8, 10])
>>> model.complete((1, 10))
['b2-c3']
>>> model.starts()
[1, 3]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Move = Any


class ClickModel:
    """The legal moves of a position (in their order) and each one's click path."""

    def __init__(self, paths: Mapping[Move, tuple[int, ...]],
                 part_of: Callable[[Move], int] | None = None) -> None:
        self.paths = dict(paths)
        """Each legal move's path; ``()`` for a move no click makes (a forced pass)."""
        self.part_of = part_of
        """The part of its piece a move takes (Byte's checker), None for whole pieces."""

    @property
    def moves(self) -> list[Move]:
        return list(self.paths)

    def path(self, move: Move) -> tuple[int, ...]:
        return self.paths[move]

    def fits(self, move: Move, clicked: tuple[int, ...]) -> bool:
        """True when ``clicked`` starts ``move``'s path and the rest of the clicks lie
        along it in order (a landing square may be skipped)."""
        path = self.paths[move]
        if not path or not clicked or path[0] != clicked[0]:
            return False
        index = 1
        for square in clicked[1:]:
            try:
                index = path.index(square, index) + 1
            except ValueError:
                return False
        return True

    def matching(self, clicked: tuple[int, ...], part: int | None = None) -> list[Move]:
        """The moves ``clicked`` still allows (of that ``part`` of the piece, when given)."""
        moves = [move for move in self.paths if self.fits(move, clicked)]
        if part is not None and self.part_of is not None:
            moves = [move for move in moves if self.part_of(move) == part]
        return moves

    def parts(self, moves: list[Move]) -> set[int]:
        """The parts ``moves`` take (none for whole pieces)."""
        return {self.part_of(move) for move in moves} if self.part_of is not None else set()

    def targets(self, clicked: tuple[int, ...], part: int | None = None) -> frozenset[int]:
        """The squares a next click may go to: every later square of the matching moves;
        where every way ends on the square clicked last, the landings on the way."""
        if not clicked:
            return frozenset()
        found: set[int] = set()
        last = clicked[-1]
        matching = self.matching(clicked, part)
        for move in matching:
            path = self.paths[move]
            start = path.index(last, 1) + 1 if last in path[1:] else 1
            found.update(path[start:])
        if not found and len(matching) > 1:
            # Every way ends on the square clicked last: the landings on the way tell them
            # apart (an ambiguous draughts capture).
            for move in matching:
                found.update(self.paths[move][1:-1])
            found.difference_update(clicked)
        return frozenset(found)

    def complete(self, clicked: tuple[int, ...], part: int | None = None) -> list[Move]:
        """The matching moves the last click completes (on a first click, only moves of
        one square: Reversi's)."""
        last = clicked[-1]
        first = len(clicked) == 1
        return [move for move in self.matching(clicked, part)
                if self.paths[move][-1] == last and (not first or len(self.paths[move]) == 1)]

    def needs_question(self, complete: list[Move], clicked: tuple[int, ...]) -> bool:
        """Several completed moves that no further click tells apart: they share the whole
        path, or one of them goes straight to the end as clicked (a one-piece capture
        beside a longer one, under a free choice of capture)."""
        first = self.paths[complete[0]]
        return all(self.paths[move] == first for move in complete) or any(
            self.paths[move] == clicked for move in complete)

    def starts(self) -> list[int]:
        """The squares moves start from, in order."""
        return sorted({path[0] for path in self.paths.values() if path})
