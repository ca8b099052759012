"""The game session behind the page: pure Python, no browser, testable on CPython.

A :class:`Session` holds a :class:`~byte.record.Game`, the ply on screen and the
:class:`Settings`, and turns player input into moves:

* click/tap a stack to select it (its legal destinations become targets), click a target
  to move; when several checkers of the stack could be lifted onto that target the player
  picks one (tap the checker, or a level picker); a choice that leaves one legal move
  completes the move; drag-and-drop goes through the same steps;
* a click that cannot lead anywhere gets a reason in plain words;
* keyboard focus moves over the dark squares with the arrow keys; Enter/Space click;
* undo/redo (takebacks that stop where a player has a real choice), stepping and jumping
  through the moves; a new move played from an earlier ply replaces the moves after it;
* forced passes are played at once and announced;
* against the computer: :meth:`Session.bot_request` says when the computer must think and
  what about; :meth:`Session.bot_result` applies the answer unless it went stale.

The whole state is a plain dict (:meth:`Session.snapshot` / :meth:`Session.from_snapshot`)
so links and saved games can carry it.

>>> session = Session()
>>> session.click(parse_square("b2")).message
''
>>> sorted(square_name(s) for s in session.targets)
['a3', 'c3']
>>> [str(m) for m in session.click(parse_square("c3")).played]
['b2-c3']
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any

from byte.position import BLACK, PASS, WHITE, ByteError, Move, Position, square_name
from byte.position import parse_square as parse_square  # re-exported for callers and doctest
from byte.record import Game
from byte.web.svg import BoardView

HUMAN = "human"
COMPUTER = "computer"
SIDE_NAMES = {WHITE: "White", BLACK: "Black"}
LEVELS = range(1, 6)
HINT_LEVEL = 5
SNAPSHOT_VERSION = 1

_RETRY = "Undo or start a new game to let it try again."


def side_name(side: str) -> str:
    return SIDE_NAMES[side]


def other(side: str) -> str:
    return BLACK if side == WHITE else WHITE


@dataclass
class Settings:
    """How the session is played: board size for new games, opponent, and view options.

    ``human`` is the side the person plays against the computer (``'w'`` or ``'b'``).
    """

    size: int = 8
    opponent: str = HUMAN
    level: int = 2
    human: str = WHITE
    flip: bool = False
    show_eval: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Read settings written by :meth:`to_dict`; unknown keys are ignored.

        >>> Settings.from_dict({"size": 10, "opponent": "computer", "level": 4}).level
        4
        >>> Settings.from_dict({"level": 9})
        Traceback (most recent call last):
        ...
        byte.errors.ByteError: the computer's level must be 1 to 5, not 9
        """
        if not isinstance(data, dict):
            raise ByteError("the settings must be a table of names and values")
        settings = cls()
        size = data.get("size", settings.size)
        if size not in (8, 10) or isinstance(size, bool):
            raise ByteError(f"the board size must be 8 or 10, not {size!r}")
        opponent = data.get("opponent", settings.opponent)
        if opponent not in (HUMAN, COMPUTER):
            raise ByteError(f"the opponent must be 'human' or 'computer', not {opponent!r}")
        level = data.get("level", settings.level)
        if isinstance(level, bool) or level not in LEVELS:
            raise ByteError(f"the computer's level must be 1 to 5, not {level!r}")
        human = data.get("human", settings.human)
        if human not in (WHITE, BLACK):
            raise ByteError(f"the player's side must be 'w' or 'b', not {human!r}")
        flip = data.get("flip", settings.flip)
        show_eval = data.get("show_eval", settings.show_eval)
        if not isinstance(flip, bool) or not isinstance(show_eval, bool):
            raise ByteError("the flip and evaluation settings must be true or false")
        return cls(size, opponent, level, human, flip, show_eval)


@dataclass
class Outcome:
    """What one action did: moves added to the game, a message, a live announcement."""

    played: list[Move] = field(default_factory=list)
    message: str = ""
    error: bool = False
    announce: str = ""

    @property
    def changed_game(self) -> bool:
        return bool(self.played)


class Session:
    """One game on the page: the record, the ply on screen, settings and input state."""

    def __init__(self, game: Game | None = None, ply: int | None = None,
                 settings: Settings | None = None, seed: int | None = None) -> None:
        self.game = Game()
        self.settings = Settings()
        self.ply = 0
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.focus = self.game.start.dark_squares[0]
        self._anchor_file = 0
        self._token = 0
        self.thinking: int | None = None  # token of the computer move being computed
        # The computer failed here: it waits for the player (undo, a move, a new game)
        # instead of asking again and again.
        self.bot_stalled = False
        self.hinting: int | None = None  # token of the hint being computed
        self.hint: Move | None = None
        self.evaluation: dict[str, float] = {}  # position code -> score (White's view)
        self.load(game if game is not None else Game(), ply, settings)

    # --- loading and saving ---------------------------------------------------------------

    def load(self, game: Game, ply: int | None = None, settings: Settings | None = None) -> Outcome:
        """Show ``game`` at ``ply`` (default: its end). Plays a pending forced pass."""
        self.game = game
        self._cached_ply = -1  # a new game: forget the cached position
        if settings is not None:
            self.settings = settings
        self.settings.size = game.start.size
        self.ply = len(game.moves) if ply is None else max(0, min(ply, len(game.moves)))
        self._cancel_thinking()
        self._clear_selection()
        self.hint = None
        self.focus = self._default_focus()
        return self._settle(Outcome())

    def snapshot(self) -> dict[str, Any]:
        """The whole session as plain data (JSON-ready)."""
        return {
            "version": SNAPSHOT_VERSION,
            "start": self.game.start.code(),
            "moves": [str(move) for move in self.game.moves],
            "ply": self.ply,
            "settings": self.settings.to_dict(),
            "seed": self.seed,
        }

    @classmethod
    def from_snapshot(cls, data: dict[str, Any]) -> Session:
        """Rebuild a session from :meth:`snapshot`; :class:`ByteError` explains bad data."""
        if not isinstance(data, dict):
            raise ByteError("a saved game must be a table of names and values")
        start = Position.from_code(data.get("start", Position().code()))
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise ByteError("the saved moves must be a list of moves in the notation")
        game = Game(start, moves)
        ply = data.get("ply", len(moves))
        if isinstance(ply, bool) or not isinstance(ply, int):
            raise ByteError("the saved ply must be a whole number")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            seed = None
        settings = Settings.from_dict(data.get("settings", {}))
        return cls(game, ply, settings, seed=seed)

    def new_game(self, size: int = 8, opponent: str = HUMAN, level: int = 2,
                 human: str = WHITE) -> Outcome:
        """Start afresh; ``human`` may be ``'random'`` to draw the player's side."""
        if human == "random":
            human = random.choice((WHITE, BLACK))
        settings = Settings.from_dict({**self.settings.to_dict(), "size": size,
                                       "opponent": opponent, "level": level, "human": human})
        if opponent == COMPUTER:
            settings.flip = human == BLACK
        self.seed = random.randrange(1 << 30)
        self.evaluation.clear()
        outcome = self.load(Game(Position.start(size)), 0, settings)
        if opponent == COMPUTER:
            outcome.announce = (f"New {size} by {size} game against the computer, level {level}. "
                                f"You play {side_name(human)}.")
        else:
            outcome.announce = f"New {size} by {size} game for two players. White to move."
        return outcome

    # --- what is on screen ----------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position on screen (a fresh copy: read it, don't push onto it)."""
        if self._cached_ply != self.ply or self._cached_len != len(self.game.moves):
            self._cached = self.game.position_at(self.ply)
            self._cached_legal = self._cached.legal_moves()
            self._cached_ply, self._cached_len = self.ply, len(self.game.moves)
        return self._cached

    _cached_ply = -1
    _cached_len = -1

    @property
    def legal(self) -> list[Move]:
        self.position  # noqa: B018 (refreshes the cache)
        return self._cached_legal

    @property
    def at_end(self) -> bool:
        return self.ply == len(self.game.moves)

    @property
    def last_move(self) -> Move | None:
        return self.game.moves[self.ply - 1] if self.ply else None

    def is_human(self, side: str) -> bool:
        return self.settings.opponent == HUMAN or side == self.settings.human

    @property
    def computer_side(self) -> str | None:
        return other(self.settings.human) if self.settings.opponent == COMPUTER else None

    def view(self) -> BoardView:
        """The :class:`BoardView` for drawing the board in its current state."""
        pickable: frozenset[int] = frozenset()
        if self.selected is not None:
            if self.pending_target is not None:
                pickable = frozenset(self.choice_levels)
            else:
                levels = {m.level for m in self._moves_from(self.selected)}
                if len(levels) > 1:
                    pickable = frozenset(levels)
        return BoardView(
            flip=self.settings.flip,
            selected=self.selected,
            level=self.level,
            targets=frozenset(self.targets),
            pickable=pickable,
            last_move=self.last_move,
            hint=self.hint,
            focus=self.focus,
            interactive=self._input_refusal() is None,
        )

    def status(self) -> str:
        """One line: whose turn it is, or who won."""
        position = self.position
        winner = position.winner()
        if winner:
            return f"{side_name(winner)} wins"
        side = side_name(position.turn)
        if self.settings.opponent == COMPUTER:
            if position.turn == self.computer_side:
                return f"Computer ({side}) to move"
            return f"Your move ({side})"
        return f"{side} to move"

    def banner(self) -> str:
        """Game-over text for the final position (empty while the game runs)."""
        end = self.game.end
        winner = end.winner()
        if not winner or not self.at_end:
            return ""
        loser = other(winner)
        score = f"{end.won[winner]} stacks to {end.won[loser]}"
        if self.settings.opponent == COMPUTER:
            who = "You win" if winner == self.settings.human else "The computer wins"
            return f"{who} ({side_name(winner)}), {score}"
        return f"{side_name(winner)} wins, {score}"

    def move_rows(self) -> list[tuple[str, list[tuple[int, str]]]]:
        """The move list as numbered rows: ``[("1.", [(1, "b2-a3"), (2, "a5-b4")]), ...]``.

        Each entry carries the ply reached after the move (what clicking it shows). A game
        whose start has Black to move begins with ``("1...", [(1, move)])``.
        """
        rows: list[tuple[str, list[tuple[int, str]]]] = []
        for index, move in enumerate(self.game.moves):
            label = self.game.move_label(index)
            if label.endswith("...") and rows and index > 0:
                rows[-1][1].append((index + 1, str(move)))
            else:
                rows.append((label, [(index + 1, str(move))]))
        return rows

    # --- input ----------------------------------------------------------------------------

    selected: int | None = None
    level: int | None = None
    targets: frozenset[int] = frozenset()
    pending_target: int | None = None
    choice_levels: tuple[int, ...] = ()

    def _clear_selection(self) -> None:
        self.selected = None
        self.level = None
        self.targets = frozenset()
        self.pending_target = None
        self.choice_levels = ()

    def _moves_from(self, square: int) -> list[Move]:
        return [m for m in self.legal if m.level and m.src == square]

    def _select(self, square: int, level: int | None) -> None:
        moves = self._moves_from(square)
        levels = sorted({m.level for m in moves})
        self.selected = square
        self.pending_target = None
        self.choice_levels = ()
        if level in levels:
            self.level = level
        elif len(levels) == 1:
            self.level = levels[0]
        else:
            self.level = None
        self.targets = frozenset(m.dst for m in moves if self.level in (None, m.level))

    def _input_refusal(self) -> str | None:
        """Why the board takes no move right now, or None when it does."""
        position = self.position
        if position.is_over():
            return "The game is over. Start a new game, or look back through the moves."
        if not self.is_human(position.turn):
            if self.thinking:
                return "The computer is thinking…"
            return ("It is the computer's turn here: go to the last move to continue, "
                    "or undo to an earlier move of yours.")
        if self.legal == [PASS]:
            return f"{side_name(position.turn)} has no legal move here and must pass."
        return None

    def click(self, square: int, level: int | None = None) -> Outcome:
        """A click or tap on ``square`` (on the checker at ``level`` when one was hit)."""
        refusal = self._input_refusal()
        if refusal:
            self._clear_selection()
            return Outcome(message=refusal, error=True)
        if square not in self.position.dark_squares:
            return Outcome(message="Only the dark squares are used in Byte.", error=True)
        self.focus = square
        self._anchor_file = square & 15
        if self.pending_target is not None:
            if square == self.selected and level in self.choice_levels:
                return self.choose_level(level)
            if square in (self.selected, self.pending_target):
                return Outcome(message=self.level_question())
            self._clear_selection()
        if self.selected is not None:
            return self._click_with_selection(square, level)
        return self._click_without_selection(square, level)

    def _click_without_selection(self, square: int, level: int | None) -> Outcome:
        if not self._moves_from(square):
            return Outcome(message=self.why_stuck(square), error=True)
        self._select(square, level)
        if self.level is None:
            return Outcome(message="Several checkers of this stack can move: tap the checker "
                                   "to lift, or a highlighted square.")
        return Outcome()

    def _click_with_selection(self, square: int, level: int | None) -> Outcome:
        selected = self.selected
        assert selected is not None
        if square == selected:
            levels = {m.level for m in self._moves_from(square)}
            if level is not None and level != self.level and level in levels:
                self._select(square, level)
                return Outcome()
            self._clear_selection()
            return Outcome()
        moves = [m for m in self._moves_from(selected)
                 if m.dst == square and self.level in (None, m.level)]
        if len(moves) == 1:
            return self.play(moves[0])
        if moves:
            self.pending_target = square
            self.choice_levels = tuple(sorted(m.level for m in moves))
            self.targets = frozenset({square})
            return Outcome(message=self.level_question())
        if self._moves_from(square):
            self._select(square, level)
            return Outcome()
        attempt = Move(selected, self.level or 1, square)
        self._clear_selection()
        return Outcome(message=self.why_illegal(attempt), error=True)

    def level_question(self) -> str:
        """The prompt shown while the player picks which checker to lift."""
        if self.selected is None or self.pending_target is None:
            return ""
        levels = ", ".join(str(level) for level in self.choice_levels)
        return (f"Which checker of {square_name(self.selected)} goes onto "
                f"{square_name(self.pending_target)}? Tap it, or choose level {levels} "
                "(1 is the bottom).")

    def choose_level(self, level: int) -> Outcome:
        """Answer the lift-level question (from the picker, a number key or a checker tap)."""
        if self.selected is None:
            return Outcome()
        if self.pending_target is None:
            levels = {m.level for m in self._moves_from(self.selected)}
            if level in levels:
                self._select(self.selected, level)
                return Outcome()
            return Outcome(message=f"Checker {level} of {square_name(self.selected)} "
                                   "cannot be lifted now.", error=True)
        if level not in self.choice_levels:
            return Outcome(message=self.level_question(), error=True)
        return self.play(Move(self.selected, level, self.pending_target))

    def cancel(self) -> Outcome:
        """Escape: drop the selection (and any pending level question)."""
        had = self.selected is not None
        self._clear_selection()
        return Outcome(message="Selection cleared." if had else "")

    def drag_start(self, square: int, level: int | None = None) -> bool:
        """Pointer down on a stack: select it for dragging. True when a drag may begin."""
        if self._input_refusal() or not self._moves_from(square):
            return False
        if self.selected != square or (level is not None and level != self.level):
            self._select(square, level)
        self.focus = square
        return True

    def drop(self, square: int) -> Outcome:
        """The dragged stack was released over ``square``."""
        if self.selected is None:
            return Outcome()
        if square == self.selected:
            return Outcome()
        selected = self.selected
        if any(m.dst == square and self.level in (None, m.level)
               for m in self._moves_from(selected)):
            return self._click_with_selection(square, None)
        # A drop never selects what lies under it: the stack goes back, with the reason.
        attempt = Move(selected, self.level or 1, square)
        self._clear_selection()
        return Outcome(message=self.why_illegal(attempt), error=True)

    # --- explanations ---------------------------------------------------------------------

    def why_stuck(self, square: int) -> str:
        """Plain words for why the stack on ``square`` cannot move now."""
        position = self.position
        name = square_name(square)
        side = side_name(position.turn)
        stack = position.board[square]
        if not stack:
            return f"{name} is empty. Choose a stack that holds a {side} checker."
        touching = any(position.board[n] for n in position.neighbours(square))
        if touching:
            if position.turn not in stack:
                return (f"{name} holds no {side} checker, so {side} cannot lift from it.")
            return (f"{name} touches another stack, so it can only merge, and no merge from "
                    "it is legal now: a lifted checker must land higher than it stood, and "
                    "a stack holds at most 8.")
        if stack[0] != position.turn:
            owner = side_name(stack[0])
            return (f"The bottom checker of {name} is {owner}'s, so only {owner} may "
                    "slide this stack.")
        return (f"{name} cannot slide: no empty neighbouring square brings it closer to its "
                "nearest stack.")

    def why_illegal(self, move: Move) -> str:
        """Plain words for why ``move`` is not legal here (the engine's explanation)."""
        try:
            self.position.parse_move(str(move))
        except ByteError as error:
            return f"{error}."  # starts with the move itself, e.g. "b2-h8 is not legal…"
        return f"{move} is legal."

    # --- keyboard -------------------------------------------------------------------------

    def _default_focus(self) -> int:
        squares = self.game.start.dark_squares
        return squares[len(squares) // 2]

    def move_focus(self, direction: str) -> None:
        """Move the keyboard focus one dark square ``up``/``down``/``left``/``right`` on screen.

        Up and down step to the next rank (zig-zagging around the column last chosen with
        left/right or a click); left and right step two files along the rank.
        """
        size = self.game.start.size
        rank, file = self.focus >> 4, self.focus & 15
        flip = -1 if self.settings.flip else 1
        if direction in ("left", "right"):
            step = (2 if direction == "right" else -2) * flip
            if 0 <= file + step < size:
                file += step
            self._anchor_file = file
        elif direction in ("up", "down"):
            new_rank = rank + (1 if direction == "up" else -1) * flip
            if not 0 <= new_rank < size:
                return
            candidates = [f for f in (file - flip, file + flip) if 0 <= f < size]
            file = min(candidates, key=lambda f: abs(f - self._anchor_file))
            rank = new_rank
        self.focus = rank * 16 + file

    def activate(self) -> Outcome:
        """Enter or Space on the focused square."""
        return self.click(self.focus)

    # --- playing --------------------------------------------------------------------------

    def play(self, move: Move) -> Outcome:
        """Play a legal move at the ply on screen (replacing any later moves)."""
        if move not in self.legal:
            return Outcome(message=self.why_illegal(move), error=True)
        outcome = Outcome()
        if not self.at_end:
            dropped = len(self.game.moves) - self.ply
            while len(self.game.moves) > self.ply:
                self.game.pop()
            outcome.message = (f"Play continues from here; the {dropped} later "
                               f"move{'s' if dropped != 1 else ''} were replaced.")
        self._cancel_thinking()
        self._push(move, outcome)
        return self._settle(outcome)

    def _push(self, move: Move, outcome: Outcome) -> None:
        before = self.game.end
        mover = before.turn
        won_before = dict(before.won)
        self.game.push(move)
        self.ply = len(self.game.moves)
        self._clear_selection()
        self.hint = None
        after = self.game.end
        outcome.played.append(move)
        if move == PASS:
            words = f"{side_name(mover)} has no legal move and passes."
        else:
            words = f"{side_name(mover)} {move}."
            for side in (WHITE, BLACK):
                if after.won[side] > won_before[side]:
                    words += (f" The stack on {square_name(move.dst)} reached 8: "
                              f"{side_name(side)} wins it ({after.won[WHITE]}–{after.won[BLACK]}).")
        if after.is_over():
            words += f" Game over: {self.banner()}."
        outcome.announce = (outcome.announce + " " + words).strip()
        if move != PASS:
            self.focus = move.dst if after.board[move.dst] else move.src

    def _settle(self, outcome: Outcome) -> Outcome:
        """At the end of the game, play a forced pass for whoever must pass."""
        while self.at_end and self.legal == [PASS]:
            self._push(PASS, outcome)
            if not outcome.message:
                outcome.message = outcome.announce.split(". ")[-1]
        return outcome

    # --- navigation -----------------------------------------------------------------------

    def _chooses(self, ply: int) -> bool:
        """True when the player to move at ``ply`` makes a real choice (a takeback stop)."""
        position = self.game.position_at(ply)
        if position.is_over() or not self.is_human(position.turn):
            return False
        return position.legal_moves() != [PASS]

    def go_to(self, ply: int) -> Outcome:
        """Show the position after ``ply`` moves (0 = the start)."""
        ply = max(0, min(ply, len(self.game.moves)))
        # Browsing leaves the computer thinking (its move lands at the end of the game);
        # only a takeback, a new move or a new game cancels it.
        if ply != self.ply:
            self.hinting = None
        self.ply = ply
        self._clear_selection()
        self.hint = None
        return Outcome(announce=self.describe_ply())

    def step(self, delta: int) -> Outcome:
        return self.go_to(self.ply + delta)

    def undo_target(self) -> int | None:
        """The ply an undo goes back to, or None when there is nothing to take back."""
        for ply in range(self.ply - 1, -1, -1):
            if self._chooses(ply):
                return ply
        return None

    def redo_target(self) -> int | None:
        for ply in range(self.ply + 1, len(self.game.moves) + 1):
            if ply == len(self.game.moves) or self._chooses(ply):
                return ply
        return None

    def undo(self) -> Outcome:
        target = self.undo_target()
        if target is None:
            return Outcome(message="There is no move to take back.", error=True)
        self._cancel_thinking()
        outcome = self.go_to(target)
        outcome.announce = "Took back. " + outcome.announce
        return outcome

    def redo(self) -> Outcome:
        target = self.redo_target()
        if target is None:
            return Outcome(message="There is no move to replay.", error=True)
        self._cancel_thinking()
        outcome = self.go_to(target)
        outcome.announce = "Replayed. " + outcome.announce
        return outcome

    def describe_ply(self) -> str:
        if self.ply == 0:
            return f"Start position. {self.status()}."
        move = self.game.moves[self.ply - 1]
        return f"After {self.game.move_label(self.ply - 1)} {move}. {self.status()}."

    # --- the computer ---------------------------------------------------------------------

    def _next_token(self) -> int:
        self._token += 1
        return self._token

    def _cancel_thinking(self) -> None:
        self.thinking = None
        self.hinting = None
        self.bot_stalled = False

    def bot_request(self) -> dict[str, Any] | None:
        """The question for the computer when it must move now, else None.

        Each request carries a token; :meth:`bot_result` ignores answers whose token is no
        longer current (after an undo, a new game, or leaving the last move).
        """
        if (self.thinking is not None or self.bot_stalled or self.settings.opponent != COMPUTER
                or not self.at_end):
            return None
        position = self.position
        if position.is_over() or position.turn != self.computer_side or self.legal == [PASS]:
            return None
        self.thinking = self._next_token()
        return {"token": self.thinking, "code": position.code(), "level": self.settings.level,
                "seed": self.seed + self.ply}

    def bot_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        """Apply the computer's answer; None when it is stale (the game moved on)."""
        if token != self.thinking:
            return None
        self.thinking = None
        end = self.game.end
        self._remember_eval(result, end.code())
        try:
            move = end.parse_move(str(result.get("move", "")))
        except (ByteError, TypeError) as error:
            self.bot_stalled = True
            return Outcome(message=f"The computer's answer was refused: {error}. {_RETRY}",
                           error=True)
        if self.at_end:
            return self.play(move)
        # The player is looking at an earlier move: add the reply at the end, keep the view.
        viewing = self.ply
        outcome = Outcome()
        self._push(move, outcome)
        self._settle(outcome)
        self.ply = viewing
        outcome.message = (f"The computer played {move}. Go to the last move to continue.")
        return outcome

    def bot_failed(self, token: int, reason: str) -> Outcome | None:
        if token != self.thinking:
            return None
        self.thinking = None
        self.bot_stalled = True
        return Outcome(message=f"The computer could not move: {reason} {_RETRY}", error=True)

    def hint_request(self) -> dict[str, Any] | None:
        """A question for a hint (level 5) on the position on screen, when it is useful."""
        refusal = self._input_refusal()
        if refusal:
            return None
        self.hinting = self._next_token()
        position = self.position
        return {"token": self.hinting, "code": position.code(), "level": HINT_LEVEL,
                "seed": self.seed + self.ply}

    def hint_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        if token != self.hinting:
            return None
        self.hinting = None
        self._remember_eval(result, self.position.code())
        try:
            move = self.position.parse_move(str(result.get("move", "")))
        except ByteError:
            return Outcome(message="No hint is available here.", error=True)
        self.hint = move
        return Outcome(message=f"Hint: {move}.", announce=f"Hint: {move}.")

    def _remember_eval(self, result: dict[str, Any], code: str) -> None:
        """Keep the search's score (White's view) for the position it was asked about."""
        score = result.get("score")
        if isinstance(score, int | float) and not isinstance(score, bool):
            self.evaluation[code] = max(-1.0, min(1.0, float(score)))

    def current_evaluation(self) -> float | None:
        """The last known score of the position on screen (White's view), if any."""
        return self.evaluation.get(self.position.code())
