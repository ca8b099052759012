"""The game protocol, typed: what a game's modules provide, and the one place that fills in
the optional hooks a game leaves out.

A game is a package (``GameInfo.package``) with up to seven modules: ``rules``,
``engine``, ``records``, ``view``, ``editor``, ``lessons`` and ``guide``. The
``typing.Protocol`` classes below say what each one holds (a module satisfies a protocol
the way an object does: its functions are the methods). ``docs/game-protocol.md`` is the
guide to them.

The shell never reads a game's module directly: :mod:`byte.games` hands it a *resolved*
module (:class:`RulesHooks`, :class:`EngineHooks`, :class:`RecordsHooks`,
:class:`ViewHooks`, :class:`EditorHooks`, :class:`LessonsHooks`, :class:`GuideHooks`).
Each resolved class is python-chess's base board in small: it declares every hook, gives
each optional one its single default, and the game's module overrides what it defines.
A required hook that is missing is refused when the module is first loaded, with the
hook's name, so a new game learns what it lacks at once and never half-works.

>>> from byte import games
>>> view = games.view("reversi")
>>> view.FLIPPABLE, view.SQUARE_CLASS, view.part_of is None
(False, 'sq-green', True)
>>> games.view("byte").FLIPPABLE, games.view("byte").parts_word()
(True, 'checker')
>>> games.records("byte").MOVE_NUMBERS, games.records("reversi").MOVE_NUMBERS
(True, False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from byte.errors import or_list
from byte.i18n import N_, tr, trc, trn

if TYPE_CHECKING:  # only for the annotations: the view types live with the board's drawing
    from byte.bot import Level
    from byte.editor import Counter, Tool
    from byte.guide import Section
    from byte.lessons import Lesson
    from byte.record import Game, TaggedText
    from byte.search import Solution
    from byte.web.board import BoardView, Grid, Question

Move = Any
"""A game's own move type: hashable, never looked into by the shell."""


@runtime_checkable
class Position(Protocol):
    """A position of a game (``rules.py``): make/unmake, the legal moves, the result, and
    text in and out (the position code and the move notation)."""

    game: str
    """The registry id of the game."""
    variant: str
    size: int
    turn: str
    """``"w"`` or ``"b"``: the side to move."""

    @property
    def key(self) -> int:
        """A hash of all the legal moves and the result depend on, kept by push/pop."""

    def legal_moves(self) -> list[Move]:
        """The legal moves in a fixed order; the game's pass when a side must pass;
        ``[]`` once the game is over."""

    def push(self, move: Move) -> None: ...
    def pop(self) -> Move:
        """Unmake the last move; the position (code and key) is exactly as before."""

    def is_over(self) -> bool: ...
    def winner(self) -> str | None:
        """The winning side once over; None while the game runs or when it is drawn."""

    def outcome(self) -> str:
        """The result in words once over; ``""`` while the game runs."""

    def score(self) -> str: ...
    def copy(self) -> Position: ...
    def code(self) -> str:
        """The position code of the game's spec (``from_code`` reads it back)."""

    def notation(self, move: Move) -> str: ...
    def parse_move(self, text: str) -> Move:
        """The legal move ``text`` names; ``ByteError`` with the reason in words."""

    def perft(self, depth: int) -> int: ...


@runtime_checkable
class Rules(Protocol):
    """``rules.py``: where positions come from."""

    def start(self, variant: str, size: int) -> Position: ...
    def from_code(self, code: str, variant: str) -> Position: ...


@runtime_checkable
class Engine(Protocol):
    """``engine.py``: the computer player's hooks (search, levels, exact solves)."""

    SCALE: int
    LEVELS: Mapping[int, Level]

    def evaluate(self, position: Any) -> int: ...
    def final_score(self, position: Any) -> int: ...
    def solve_when(self, position: Any, solve_nodes: int) -> bool: ...


@runtime_checkable
class Records(Protocol):
    """``records.py``: the game's record format."""

    def write(self, game: Game) -> str: ...
    def read(self, record: TaggedText, variant: str | None) -> Game: ...


@runtime_checkable
class View(Protocol):
    """``view.py``: how the board is drawn and clicked (pure Python)."""

    def layout(self, position: Any) -> dict[int, tuple[int, int]]: ...
    def squares(self, position: Any) -> tuple[int, ...]: ...
    def square_name(self, position: Any, square: int) -> str: ...
    def parse_square(self, position: Any, name: str) -> int: ...
    def board_name(self, position: Any) -> str: ...
    def occupied(self, position: Any, square: int) -> bool: ...
    def describe(self, position: Any, square: int) -> str: ...
    def scores(self, position: Any) -> dict[str, tuple[str, str]]: ...
    def background(self, position: Any, grid: Grid) -> str: ...
    def coordinates(self, position: Any, grid: Grid, view: BoardView) -> str: ...
    def pieces(self, position: Any, grid: Grid, view: BoardView) -> str: ...
    def path(self, position: Any, move: Move) -> tuple[int, ...]: ...
    def question(self, position: Any, moves: list[Move]) -> Question: ...
    def why_not(self, position: Any, clicked: tuple[int, ...]) -> str: ...
    def announce(self, before: Any, move: Move, after: Any) -> str: ...
    def focus_after(self, position: Any, move: Move) -> int | None: ...
    def animation(self, before: Any, move: Move, grid: Grid) -> list[dict]: ...


@runtime_checkable
class Editor(Protocol):
    """``editor.py``: the board editor's palette and how a set-up becomes a position."""

    def tools(self, variant: str, size: int) -> list[Tool]: ...
    def apply(self, tool: str, held: str) -> str: ...
    def squares(self, variant: str, size: int) -> tuple[int, ...]: ...
    def contents(self, position: Any) -> dict[int, str]: ...
    def extra(self, position: Any) -> dict[str, int]: ...
    def code(self, variant: str, size: int, held: dict[int, str], turn: str,
             extra: dict[str, int]) -> str: ...
    def draft(self, variant: str, size: int, held: dict[int, str], turn: str,
              extra: dict[str, int]) -> Any: ...


@runtime_checkable
class Lessons(Protocol):
    """``lessons.py``: the game's lessons, in teaching order."""

    LESSONS: Sequence[Lesson]


@runtime_checkable
class Guide(Protocol):
    """``guide.py``: the illustrated rules page."""

    TITLE: str
    VARIANT: str
    CREDIT: str
    INTRO: str
    SECTIONS: Sequence[Section]


# --- the resolved modules: every hook declared, the optional ones with their default ----


class Resolved:
    """A game's module seen through its protocol: the names in :attr:`REQUIRED` must be
    there; the names in :attr:`OPTIONAL` are the class's defaults unless the module
    defines them. Nothing else of the module is reachable through it."""

    PART: ClassVar[str] = ""
    """The module's name in the game's package (``"view"``)."""
    REQUIRED: ClassVar[tuple[str, ...]] = ()
    OPTIONAL: ClassVar[tuple[str, ...]] = ()

    def __init__(self, game: str, module: ModuleType) -> None:
        self.game = game
        self.module = module
        names = vars(module)
        missing = [name for name in self.REQUIRED if name not in names]
        if missing:
            raise TypeError(
                f"the {self.PART} module of the game {game!r} ({module.__name__}) lacks "
                f"{', '.join(missing)}: see docs/game-protocol.md")
        for name in (*self.REQUIRED, *self.OPTIONAL):
            if name in names:
                setattr(self, name, names[name])

    def __repr__(self) -> str:
        return f"<{type(self).__name__} of {self.module.__name__}>"


class RulesHooks(Resolved):
    PART = "rules"
    REQUIRED = ("start", "from_code")
    OPTIONAL = ("PASS", "CODE_CHARACTERS")

    start: Callable[[str, int], Any]
    from_code: Callable[[str, str], Any]

    PASS: Move = None
    """The game's pass move, for a game where a side with no move must pass (None: none
    ever passes; a lesson then has no forced pass to leave to the learner)."""
    CODE_CHARACTERS: str | None = None
    """Every character a position code of the game may hold (links refuse any other
    before reading the code); None: the game's ``from_code`` alone judges."""


class EngineHooks(Resolved):
    PART = "engine"
    REQUIRED = ("evaluate", "final_score", "solve_when", "SCALE", "LEVELS")
    OPTIONAL = ("order_moves", "tactical_moves", "drawn", "quiet_move", "solve",
                "prover", "use_evaluation", "levels_for", "winning_chances")

    evaluate: Callable[[Any], int]
    final_score: Callable[[Any], int]
    solve_when: Callable[..., bool]
    SCALE: int
    LEVELS: Mapping[int, Level]

    # The search reads None as "the game has no such idea" and skips the call altogether:
    # these run at every node, where even a call that returns the default costs.
    order_moves: Callable[[Any, list], list] | None = None
    tactical_moves: Callable[[Any], Sequence] | None = None
    drawn: Callable[[Any], bool] | None = None
    quiet_move: Callable[[Any], bool] | None = None
    solve: Callable[..., tuple[Solution | None, int]] | None = None
    """The game's own exact solver (else the general one of :mod:`byte.search`)."""
    prover: Callable[[Any], Any] | None = None
    """For the puzzles' proofs: given a position, an exact prover for its rule set (an
    object with ``solve(position, max_nodes, stop) -> Solution | None`` that may prove
    several positions of the rule set and reuse what it learnt), or None where the
    general solver proves them (see :mod:`byte.puzzles`)."""
    use_evaluation: Callable[[str], str] | None = None
    """For a game with several evaluations: make one current, return the one before
    (:func:`byte.games.evaluation` chooses one for a ``with`` block)."""

    def levels_for(self, size: int, variant: str = "") -> Mapping[int, Level]:
        """The levels on a board size, in a variant (a game whose budgets grow with the
        board, or change with the evaluation a variant plays with, defines its own)."""
        return self.LEVELS

    def winning_chances(self, score: int) -> float:
        """A search score (points for the side to move, not a proven result) on the one
        scale the player sees: -1 lost, 0 even, +1 won, for the side to move (shown as
        winning chances in per cent, :mod:`byte.chances`). The default bends the points
        so that :data:`SCALE` (a clear advantage) is about 80%; a game whose points mean
        something else defines its own."""
        return math.tanh(score / (1.5 * self.SCALE))


class RecordsHooks(Resolved):
    PART = "records"
    REQUIRED = ("write", "read")
    OPTIONAL = ("board_tags", "MOVE_NUMBERS")

    write: Callable[[Any], str]
    read: Callable[..., Any]

    MOVE_NUMBERS: bool = True
    """False when the format numbers no moves (Reversi's transcript)."""

    @staticmethod
    def board_tags(variant: str, size: int) -> dict[str, str]:
        """The tags that say a record is of ``variant`` on ``size``: none for a game of
        one board."""
        return {}


class ViewHooks(Resolved):
    PART = "view"
    REQUIRED = ("layout", "squares", "square_name", "parse_square", "board_name",
                "occupied", "describe", "scores", "background", "coordinates", "pieces",
                "path", "question", "why_not", "announce", "focus_after", "animation")
    OPTIONAL = ("FLIPPABLE", "SHOW_MOVES", "HINT_EVERY_MOVE", "SQUARE_CLASS",
                "DARK_SQUARES_ONLY", "PART_ATTRIBUTE", "part_of", "parts_word", "changed",
                "must_move", "dragged", "coordinate_styles", "which_way",
                "parts_to_choose", "part_stuck", "part_refused", "DRAW_OFFERS",
                "LANDS_ON_EMPTY", "PIECE_STYLES", "piece_sample", "sound")

    layout: Callable[[Any], dict[int, tuple[int, int]]]
    squares: Callable[[Any], tuple[int, ...]]
    square_name: Callable[[Any, int], str]
    parse_square: Callable[[Any, str], int]
    board_name: Callable[[Any], str]
    occupied: Callable[[Any, int], bool]
    describe: Callable[[Any, int], str]
    scores: Callable[[Any], dict[str, tuple[str, str]]]
    background: Callable[[Any, Any], str]
    coordinates: Callable[[Any, Any, Any], str]
    pieces: Callable[[Any, Any, Any], str]
    path: Callable[[Any, Move], tuple[int, ...]]
    question: Callable[[Any, list], Any]
    why_not: Callable[[Any, tuple[int, ...]], str]
    announce: Callable[[Any, Move, Any], str]
    focus_after: Callable[[Any, Move], int | None]
    animation: Callable[[Any, Move, Any], list[dict]]

    FLIPPABLE: bool = True
    """False for a board never turned around (Reversi's looks the same either way up)."""
    SHOW_MOVES: bool = False
    """The game offers dots on every legal target (Reversi's setting "show moves")."""
    HINT_EVERY_MOVE: bool = False
    """A hint (and the analysis board) writes a value on every move's square."""
    SQUARE_CLASS: str = "sq-cell"
    """The CSS class of a square's cell (``sq-dark``: checkers' dark squares,
    ``sq-green``: Reversi's felt): ``static/app.css`` colours it."""
    DARK_SQUARES_ONLY: bool = False
    """Only the dark squares are played: each one's tap area reaches into the light
    squares around it, and the keyboard's focus steps diagonally."""
    DRAW_OFFERS: bool = False
    """Players offer and accept draws (draughts, where drawn endings are common); the
    side to move offers, the other side answers."""
    PIECE_STYLES: tuple[tuple[str, str], ...] = (("classic", N_("Classic")),)
    """The piece styles a player may choose (value, name), the default first; drawn by
    ``static/looks.css`` from custom properties, so a change redraws nothing. The names
    are English catalogue messages (marked ``N_``): show ``tr(name)``."""
    LANDS_ON_EMPTY: bool = False
    """No move ends on a piece (draughts): a click on a piece then means that piece, so a
    blocked one is explained rather than a move onto it refused."""
    PART_ATTRIBUTE: str | None = None
    """The attribute of a piece's drawn part that names the part (Byte: ``data-level``,
    the checker of a stack a tap hit)."""
    part_of: Callable[[Move], int] | None = None
    """The part of the piece a move takes (Byte: the checker lifted from a stack); None
    for a game whose pieces are whole."""

    @staticmethod
    def parts_word() -> str:
        """What a part of a piece is called (``"checker"``), in English: a game with parts
        words its own messages (:meth:`parts_to_choose` and the others)."""
        return "piece"

    @staticmethod
    def changed(before: Any, move: Move) -> list[int]:
        """The squares a move changed besides its path (Reversi's flipped discs)."""
        return []

    @staticmethod
    def must_move(position: Any) -> list[int]:
        """The squares of pieces that must move (draughts' compulsory captures)."""
        return []

    @staticmethod
    def dragged(position: Any, square: int, part: int | None) -> list[str]:
        """Selectors of what a drag from ``square`` carries (none: nothing moves along)."""
        return []

    @staticmethod
    def piece_sample() -> str:
        """A small SVG of the game's pieces for the Sound and looks dialog (none: no
        picture)."""
        return ""

    @staticmethod
    def sound(before: Any, move: Move, after: Any) -> str:
        """What ``move`` sounds like (``byte.web.sounds``): ``"move"``, ``"capture"``,
        ``"crown"``, ``"flip"``, ``"complete"``, or ``""`` for silence (a pass)."""
        return "move"

    @staticmethod
    def coordinate_styles(position: Any) -> tuple[tuple[str, str], ...]:
        """The choices of square names (value, words), the first the default; fewer than
        two: no choice to offer."""
        return ()

    @staticmethod
    def which_way(position: Any, moves: list[Move], end: str) -> str:
        """What to say when several moves of the chosen piece end on the square clicked
        (``end``, its name): the click model waits for a square on the way."""
        ways = trc("between items of a list", ", ").join(position.notation(move)
                                                        for move in moves)
        return tr("Several moves end on {end} ({moves}): click a square on the way first.",
                  end=end, moves=ways)

    # The words about a piece's parts, for a game with ``part_of``. The defaults speak of
    # pieces; a game whose parts have a name of their own (Byte's checkers) words its own
    # messages, since a sentence is translated whole.

    def parts_to_choose(self, position: Any, square: int) -> str:
        """Several parts of the chosen piece can move: how to choose one."""
        return tr("Several pieces of this piece can move: tap the piece to move, or a "
                  "highlighted square.")

    def part_stuck(self, position: Any, square: int, part: int, movable: list[int]) -> str:
        """The tapped ``part`` of the piece on ``square`` cannot move; ``movable`` can."""
        return trn("Piece {part} of {square} cannot move now; piece {parts} can "
                   "(highlighted).",
                   "Piece {part} of {square} cannot move now; pieces {parts} can "
                   "(highlighted).", len(movable), part=part,
                   square=self.square_name(position, square),
                   parts=or_list([str(p) for p in movable]))

    def part_refused(self, position: Any, square: int, key: str) -> str:
        """The part named by ``key`` (a number key) of the chosen piece cannot move."""
        return tr("Piece {part} of {square} cannot move now.", part=key,
                  square=self.square_name(position, square))


class EditorHooks(Resolved):
    PART = "editor"
    REQUIRED = ("tools", "apply", "squares", "contents", "extra", "code", "draft")
    OPTIONAL = ("counters", "check")

    tools: Callable[[str, int], list]
    apply: Callable[[str, str], str]
    squares: Callable[[str, int], tuple[int, ...]]
    contents: Callable[[Any], dict[int, str]]
    extra: Callable[[Any], dict[str, int]]
    code: Callable[..., str]
    draft: Callable[..., Any]

    @staticmethod
    def counters(variant: str, size: int) -> list[Counter]:
        """Numbers beside the board (Byte's stacks won): none."""
        return []

    @staticmethod
    def check(position: Any) -> None:
        """A check beyond ``from_code``: none (``ByteError`` would refuse the position)."""


class LessonsHooks(Resolved):
    PART = "lessons"
    REQUIRED = ("LESSONS",)

    LESSONS: Sequence[Lesson]


class GuideHooks(Resolved):
    PART = "guide"
    REQUIRED = ("TITLE", "VARIANT", "CREDIT", "INTRO", "SECTIONS")

    TITLE: str
    VARIANT: str
    CREDIT: str
    INTRO: str
    SECTIONS: Sequence[Section]


RESOLVED: dict[str, type[Resolved]] = {
    kind.PART: kind for kind in (RulesHooks, EngineHooks, RecordsHooks, ViewHooks,
                                 EditorHooks, LessonsHooks, GuideHooks)
}
"""Every module a game may have, by its name in the game's package."""
