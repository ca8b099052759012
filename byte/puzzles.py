"""Puzzles: positions from the computer's own games where one side can force a win.

Each puzzle was proven by the exact solver (:meth:`byte.search.Searcher.solve`, or the
game's own prover where it has one, see :func:`new_prover`) when it was made
(``tools/make_puzzles.py``): the side to move wins, with exactly one winning move at each
of its turns along the line, and the line's other moves are the defence that resists
longest.

Checkers' prover (:mod:`byte.games.checkers.prover`) ignores the positions seen before
the one it proves, so a repetition of one of them is not seen. That changes no result
here: a puzzle starts afresh, and the positions of its line before a proof are each
further from the win than the one proven (the winner's move is its only winning one, so
it wins soonest), so the winner's quickest way never comes back to one of them; and a
side that the prover says cannot win cannot win with a repetition rule either.

The data lives with each game, one JSON object a line, in
``byte/games/<game>/puzzles.jsonl``::

    {"id": "byte-3", "variant": "byte", "code": "...", "line": ["d4:2-c5", "b6-a7", ...],
     "wrong": [{"e3-f4": ["draw", "b6-c5"], ...}, ...]}

``line`` alternates the learner's moves and the defence, starting with the learner's;
``wrong[k]`` lists every other legal move of the learner's k-th turn with what it lets the
other side do (``"draw"`` or ``"win"``) and the reply that shows it (``""`` when that
move ends the game itself).

:class:`Attempt` follows the learner: given the moves on the board, it says what happens
next (the defence to play, a wrong move to take back with its explanation, or solved),
so the page only draws and the rules stay testable here. :class:`Progress` is what the
page remembers (the puzzles solved), read back safely from whatever storage holds.

>>> puzzle = Puzzle.from_dict({"id": "t-1", "variant": "othello", "line": ["h8"],
...     "code": "X" * 62 + "O- X", "wrong": [{}]}, "reversi")
>>> puzzle.title
'Black to play and win'
>>> Attempt(puzzle).after([]).kind, Attempt(puzzle).after(["h8"]).kind
('your move', 'solved')
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from byte import games
from byte.errors import ByteError, read_json
from byte.i18n import tr, trn

DATA_FILE = "puzzles.jsonl"
YOUR_MOVE = "your move"  # i18n: not shown (a step's kind, see Step)
LETS = {"draw": "draw", "win": "win"}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a start position (the game's code), the winning line and what the
    learner's other moves allow."""

    id: str
    game: str
    variant: str
    code: str
    line: tuple[str, ...]
    wrong: tuple[dict[str, tuple[str, str]], ...]

    @classmethod
    def from_dict(cls, data: Any, game: str) -> Puzzle:
        """Read one line of a puzzle file; ByteError in words when it is malformed."""
        if not isinstance(data, dict):
            raise ByteError(
                "a puzzle must be a table of names and values")  # i18n: not shown (data)
        try:
            ident, variant, code = str(data["id"]), str(data["variant"]), str(data["code"])
            line = tuple(str(move) for move in data["line"])
            wrong = tuple({str(move): (str(what[0]), str(what[1]))
                           for move, what in step.items()} for step in data["wrong"])
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ByteError(
                f"a puzzle lacks a part or has a bad one ({error})"  # i18n: not shown (data)
            ) from None
        if not line or len(wrong) != (len(line) + 1) // 2:
            raise ByteError(f"puzzle {ident} needs a line and one list of wrong moves "
                            "per turn")  # i18n: not shown (the shipped data's check)
        return cls(ident, game, variant, code, line, wrong)

    def to_dict(self) -> dict:
        return {"id": self.id, "variant": self.variant, "code": self.code,
                "line": list(self.line),
                "wrong": [{move: list(what) for move, what in step.items()}
                          for step in self.wrong]}

    def position(self) -> Any:
        """The puzzle's start position."""
        return games.rules(self.game).from_code(self.code, self.variant)

    @property
    def side(self) -> str:
        """The side that plays and wins (the side to move)."""
        return self.position().turn

    @property
    def title(self) -> str:
        return tr("White to play and win") if self.side == "w" else tr("Black to play and win")

    @property
    def turns(self) -> int:
        """How many moves the learner plays."""
        return (len(self.line) + 1) // 2


def load(game: str, root: Path | None = None) -> list[Puzzle]:
    """The puzzles of ``game`` shipped with the package (an empty list when it has none).

    >>> puzzles = load("byte")
    >>> bool(puzzles) and puzzles[0].game
    'byte'
    """
    games.find(game)  # a game of the site, or ByteError
    folder = root or Path(__file__).resolve().parent / "games" / game
    path = folder / DATA_FILE
    if not path.is_file():
        return []
    found = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip():
            continue
        try:
            found.append(Puzzle.from_dict(json.loads(text), game))
        except (ValueError, ByteError) as error:
            raise ByteError(f"{path.name} line {number}: {error}") from None
    return found


def for_variant(puzzles: Sequence[Puzzle], variant: str) -> list[Puzzle]:
    """The puzzles a player of ``variant`` is offered: those of that rule set when it has
    some, else all of the game's (each says its rules on the page).

    >>> mine = Puzzle("a", "checkers", "brazilian", "W:Wc3:Bd6", ("c3-d4",), ({},))
    >>> other = Puzzle("b", "checkers", "breakthrough", "W:W31:B20", ("31-27",), ({},))
    >>> [p.id for p in for_variant([other, mine], "brazilian")]
    ['a']
    >>> [p.id for p in for_variant([other, mine], "english")]
    ['b', 'a']
    """
    own = [puzzle for puzzle in puzzles if puzzle.variant == variant]
    return own or list(puzzles)


# --- following the learner ----------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """What happens after the moves on the board.

    ``kind`` is ``"your move"`` (the learner's turn), ``"reply"`` (play ``move``, the
    defence), ``"wrong"`` (take the board back to ``keep`` moves and say ``words``) or
    ``"solved"``.
    """

    kind: str
    move: str = ""
    keep: int = 0
    words: str = ""


@dataclass
class Attempt:
    """One learner's attempt at a puzzle: the wrong tries so far."""

    puzzle: Puzzle
    mistakes: int = 0
    wrong_moves: list[str] = field(default_factory=list)

    def after(self, texts: Sequence[str]) -> Step:
        """What happens when the board shows ``texts`` (the moves from the puzzle's start).

        >>> from byte.games.byte.rules import START_CODES
        >>> puzzle = Puzzle("t", "byte", "byte", START_CODES[8], ("a", "b", "c"),
        ...                 ({"x": ("draw", "y")}, {"z": ("win", "v")}))
        >>> attempt = Attempt(puzzle)
        >>> attempt.after(["a"])
        Step(kind='reply', move='b', keep=1, words='')
        >>> attempt.after(["a", "b", "z"]).words
        'z lets Black win: Black answers v. Try again.'
        >>> attempt.after(["a", "b", "c"]).kind
        'solved'
        """
        line = self.puzzle.line
        agreed = 0
        while agreed < min(len(texts), len(line)) and texts[agreed] == line[agreed]:
            agreed += 1
        if agreed < len(texts):
            if agreed % 2 == 1:  # the other side moved on the learner's board: put it right
                return Step("reply", line[agreed], keep=agreed)
            return Step("wrong", keep=agreed, move=texts[agreed],
                        words=self.explain(agreed // 2, texts[agreed]))
        if agreed == len(line):
            return Step("solved", words=self.solved_words())
        if agreed % 2 == 1:
            return Step("reply", line[agreed], keep=agreed)
        return Step(YOUR_MOVE)

    def explain(self, turn: int, move: str) -> str:
        """Why ``move`` at the learner's ``turn`` (0 = first) is wrong, in words."""
        black_wins = self.puzzle.side == "w"  # the other side is Black
        what = self.puzzle.wrong[turn].get(move)
        if what is None:
            return tr("{move} is not the winning move. Try again.", move=move)
        result, reply = what
        if not reply:  # the move ends the game itself
            if result == "draw":
                return tr("{move} ends the game in a draw. Try again.", move=move)
            if black_wins:
                return tr("{move} hands Black the win. Try again.", move=move)
            return tr("{move} hands White the win. Try again.", move=move)
        if result == "draw":
            if black_wins:
                return tr("{move} lets Black draw: Black answers {reply}. Try again.",
                          move=move, reply=reply)
            return tr("{move} lets White draw: White answers {reply}. Try again.",
                      move=move, reply=reply)
        if black_wins:
            return tr("{move} lets Black win: Black answers {reply}. Try again.",
                      move=move, reply=reply)
        return tr("{move} lets White win: White answers {reply}. Try again.",
                  move=move, reply=reply)

    def note_wrong(self, move: str) -> None:
        self.mistakes += 1
        self.wrong_moves.append(move)

    def note_refused(self) -> None:
        """A move the rules refused was tried: a wrong try too, though the board never
        showed it."""
        self.mistakes += 1

    def solved_words(self) -> str:
        """What is said when the puzzle is solved, with the wrong tries counted.

        >>> from byte.games.byte.rules import START_CODES
        >>> attempt = Attempt(Puzzle("t", "byte", "byte", START_CODES[8], ("a",), ({},)))
        >>> attempt.solved_words()
        'Solved at the first try: White wins.'
        >>> attempt.note_refused()
        >>> attempt.solved_words()
        'Solved after 1 wrong try: White wins.'
        """
        white = self.puzzle.side == "w"
        if not self.mistakes:
            return (tr("Solved at the first try: White wins.") if white
                    else tr("Solved at the first try: Black wins."))
        if white:
            return trn("Solved after {n} wrong try: White wins.",
                       "Solved after {n} wrong tries: White wins.", self.mistakes)
        return trn("Solved after {n} wrong try: Black wins.",
                   "Solved after {n} wrong tries: Black wins.", self.mistakes)


# --- what the page remembers --------------------------------------------------------------


@dataclass
class Progress:
    """The puzzles a player has solved, by id (kept in the browser's storage as JSON)."""

    solved: set[str] = field(default_factory=set)

    @classmethod
    def from_text(cls, text: Any) -> Progress:
        """Read stored progress; anything unreadable counts as nothing solved yet.

        >>> sorted(Progress.from_text('{"solved": ["byte-1", 7]}').solved)
        ['byte-1']
        >>> Progress.from_text("not json").solved
        set()
        """
        try:
            data = read_json(text, tr("the puzzle progress")) if isinstance(text, str) else None
        except ByteError:
            return cls()
        if not isinstance(data, dict) or not isinstance(data.get("solved"), list):
            return cls()
        return cls({item for item in data["solved"] if isinstance(item, str) and len(item) < 40})

    def to_text(self) -> str:
        return json.dumps({"solved": sorted(self.solved)})

    def count(self, puzzles: Sequence[Puzzle]) -> int:
        return sum(1 for puzzle in puzzles if puzzle.id in self.solved)

    def next_unsolved(self, puzzles: Sequence[Puzzle], after: int = -1) -> int:
        """The index of the next puzzle not yet solved after ``after`` (wrapping), or of
        the next one when all are solved."""
        count = len(puzzles)
        for offset in range(1, count + 1):
            index = (after + offset) % count
            if puzzles[index].id not in self.solved:
                return index
        return (after + 1) % count if count else 0


# --- proving (the generator and the tests) ------------------------------------------------


CHECK_NODES = 400_000
"""The proof budget of :func:`check`, per proof."""


def new_prover(pos: Any) -> Any:
    """The game's own exact prover for ``pos``'s rule set when it has one (None: the
    general solver proves). One prover may prove several positions of a puzzle and
    reuse what it learnt."""
    hook = games.engine(pos.game).prover
    return hook(pos) if hook is not None else None


def prove(pos: Any, max_nodes: int, stop: Callable[[], bool] | None = None,
          prover: Any = None) -> int | None:
    """+1 when the side to move wins with best play, 0 a draw, -1 a loss; None when the
    solver's budget ran out. The position is left as it was. ``prover`` (from
    :func:`new_prover`) proves instead of the general solver."""
    if pos.is_over():
        winner = pos.winner()
        return 0 if winner is None else (1 if winner == pos.turn else -1)
    if prover is not None:
        solution = prover.solve(pos, max_nodes, stop)
    else:
        # Imported here: the page imports this module at its start, and only a solve
        # needs the search (which is slow to import in the browser).
        from byte.bot import new_searcher

        solution = new_searcher(games.engine(pos.game)).solve(pos, max_nodes, stop=stop)
    if solution is None:
        return None
    return (solution.value > 0) - (solution.value < 0)


def check(puzzle: Puzzle, max_nodes: int = CHECK_NODES, full: bool = True) -> list[str]:
    """Re-prove a puzzle; the list of what is wrong with it (empty: it holds).

    Each learner move of the line must win (the defence then loses) and, with ``full``,
    every other legal move must not win, with the result the data says.
    """
    problems = []
    pos = puzzle.position()
    prover = new_prover(pos)
    for index, text in enumerate(puzzle.line):
        try:
            move = pos.parse_move(text)
        except ByteError as error:
            return [f"move {index + 1} ({text}) is refused: {error}"]  # i18n: not shown (tool)
        if index % 2 == 0 and (full or index == 0):
            problems += _check_turn(puzzle, pos, index // 2, move, max_nodes, prover)
        pos.push(move)
    return problems


def _check_turn(puzzle: Puzzle, pos: Any, turn: int, winning: Any, max_nodes: int,
                prover: Any) -> list[str]:
    problems = []
    listed = puzzle.wrong[turn]
    others = {pos.notation(move): move for move in pos.legal_moves() if move != winning}
    if set(listed) != set(others):
        problems.append(f"turn {turn + 1}: the wrong moves listed are not the other "
                        "legal moves")  # i18n: not shown (a tool's report)
    pos.push(winning)
    try:
        if prove(pos, max_nodes, prover=prover) != -1:
            found = pos.notation(winning)
            problems.append(f"turn {turn + 1}: {found} does not win")  # i18n: not shown (tool)
    finally:
        pos.pop()
    for text, move in others.items():
        pos.push(move)
        try:
            value = prove(pos, max_nodes, prover=prover)  # for the other side
        finally:
            pos.pop()
        expected = {1: "win", 0: "draw"}.get(value) if value is not None else None
        if expected is None or listed.get(text, ("", ""))[0] != expected:
            said = listed.get(text, ("?",))[0]
            problems.append(f"turn {turn + 1}: {text} does not {said}")  # i18n: not shown (tool)
    return problems
