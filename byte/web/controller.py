"""The game session behind the page: pure Python, no browser, testable on CPython.

A :class:`Session` holds a :class:`~byte.record.Game` of any game of the site, the ply on
screen and the :class:`Settings`, and turns player input into moves. It knows no game:
the game's ``view`` module says which squares a move passes through (its *path*), and
input narrows the legal moves down to one:

* a click or tap keeps the squares clicked so far; the legal moves whose path holds them
  (in order, starting with the piece) remain; their next squares become targets;
* when one move is left whose path ends on the last click, it is played (Reversi's one
  click, Byte's two, a draughts capture by its start and end); when several share every
  square, the game asks (:attr:`Session.question`: Byte's choice of the checker to lift);
  an ambiguous capture is settled by clicking a landing square on the way;
* a click that cannot lead anywhere gets a reason in plain words, from the game;
* keyboard focus moves over the playable squares with the arrow keys; Enter/Space click;
* undo/redo (takebacks that stop where a player has a real choice), stepping and jumping
  through the moves; a new move played from an earlier ply replaces the moves after it;
* forced passes are played at once and announced;
* against the computer: :meth:`Session.bot_request` says when the computer must think and
  what about; :meth:`Session.bot_result` applies the answer unless it went stale;
* the pie rule (:meth:`Session.swap`): right after the first move the second player may
  swap sides; against the computer the person then plays the other side
  (:meth:`Session.human_side`), and the computer decides itself from its evaluation;
* clocks (:attr:`Session.clock`, a :class:`byte.clock.Clock`): each move switches them;
  a side whose time runs out loses (:meth:`Session.check_clock`); pausing stops them and
  the board until they resume.

Links and saved games carry a session in the site's one saved-game format
(:mod:`byte.saved`): :func:`byte.web.persist.saved_text` writes it and
:func:`byte.web.persist.reopen_saved` brings it back.

>>> session = Session()
>>> view = session.hooks  # the game's view: here Byte's, the default game
>>> square = lambda name: view.parse_square(session.position, name)
>>> session.click(square("b2")).message
''
>>> sorted(view.square_name(session.position, s) for s in session.targets)
['a3', 'c3']
>>> session.click(square("c3")).played_texts
['b2-c3']
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from byte import games
from byte.chances import mover_text
from byte.clock import Clock, TimeControl
from byte.errors import ByteError
from byte.games import BLACK, WHITE
from byte.games.protocol import ViewHooks
from byte.i18n import tr, trc, trn
from byte.record import SWAP, Game
from byte.settings import COMPUTER, HUMAN, Settings
from byte.web.board import BoardView, Grid, Question, grid_for
from byte.web.board_input import BoardInput
from byte.web.click_model import ClickModel
from byte.web.computer_turns import ComputerTurns
from byte.web.game_end import GameEnding, by_side
from byte.web.outcome import (
    Outcome,
    join_sentences,
    other,
    resigned,
    side_name,
    to_move,
    wins,
    wins_on_time,
)
from byte.web.sounds import END, WRONG, move_sound


class Session:
    """One game on the page: the record, the ply on screen, the settings, the clocks; and
    the parts it is composed of, each owning its own state: :attr:`board_input` (clicks,
    taps, drags, the keyboard's focus), :attr:`computer` (the computer's turns, hints and
    evaluations) and :attr:`ending` (resigning, draw offers, what comes after the game).
    The parts read the session through the narrow views their modules declare
    (:class:`~byte.web.board_input.Board`, :class:`~byte.web.computer_turns.Table`,
    :class:`~byte.web.game_end.Match`); the session's methods named after theirs are the
    page's way in."""

    def __init__(self, game: Game | None = None, ply: int | None = None,
                 settings: Settings | None = None, seed: int | None = None,
                 now: Callable[[], float] = time.time) -> None:
        self.now = now
        """The clocks' time source (tests pass a fake one)."""
        self.clock: Clock | None = None
        """The game's clocks when it is played against time, else None."""
        self._flag_told = False
        self.game = Game()
        self.settings = Settings()
        self.ply = 0
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        """The computer's choices of this game follow it (a reload replays them)."""
        self.board_input = BoardInput(self)
        self.computer = ComputerTurns(self)
        self.ending = GameEnding(self)
        self.notice = self.load(game if game is not None else Game(), ply, settings).message
        """What loading the game did by itself (a forced pass played), to tell the player."""

    # --- the game's hooks -----------------------------------------------------------------

    @property
    def hooks(self) -> ViewHooks:
        """The view module of the game on screen (drawing and input hooks)."""
        return games.view(self.game.game)

    @property
    def info(self) -> games.Variant:
        return self.game.info

    def grid(self) -> Grid:
        """Where the squares are drawn now (the game's layout, flipped or not)."""
        return grid_for(self.position, BoardView(flip=self.settings.flip), self.hooks)

    # --- loading and saving ---------------------------------------------------------------

    def load(self, game: Game, ply: int | None = None, settings: Settings | None = None,
             keep_analysis: bool = False) -> Outcome:
        """Show ``game`` at ``ply`` (default: its end). Plays a pending forced pass.
        Another game ends the analysis board unless ``keep_analysis`` (a line of it)."""
        self.game = game
        self.replaced = None
        self.clock = None  # a game loaded without clocks; new_game and saved games set them
        self._flag_told = False
        if not keep_analysis:
            self.analysis = None
        self._cached_ply = -1  # a new game: forget the cached position
        if settings is not None:
            self.settings = settings
        self.settings.game = game.game
        self.settings.variant = game.variant
        self.settings.size = game.start.size
        self.ply = len(game.moves) if ply is None else max(0, min(ply, len(game.moves)))
        self.computer.cancel()
        self.board_input.clear()
        self.computer.hint = None
        self.board_input.reset_focus()
        return self._settle(Outcome())

    def new_game(self, size: int | None = None, opponent: str = HUMAN, level: int = 2,
                 human: str = WHITE, game: str | None = None,
                 variant: str | None = None, pie: bool = False,
                 clock: str = "") -> Outcome:
        """Start afresh (default: the same game and variant); ``human`` may be
        ``'random'`` to draw the player's side. ``pie`` turns on the pie rule (games that
        offer it); ``clock`` is a time control such as ``"5+3"`` (``""``: no clocks)."""
        if human == "random":
            human = random.choice((WHITE, BLACK))
        game = game or self.game.game
        info = games.find(game)
        chosen = info.variant(variant or (self.game.variant if info.id == self.game.game
                                          else None))
        size = size or chosen.default_size
        settings = Settings.from_dict({**self.settings.to_dict(), "size": size, "game": info.id,
                                       "variant": chosen.id, "opponent": opponent,
                                       "level": level, "human": human, "pie": pie,
                                       "clock": clock})
        # Against the computer the person's own side is at the bottom; two players see
        # White at the bottom, as on a real board (Reversi is never turned).
        settings.flip = settings.usual_flip()
        self.seed = random.randrange(1 << 30)
        self.computer.new_game()
        new = Game.new(info.id, chosen.id, size)
        new.pie = settings.pie
        outcome = self.load(new, 0, settings)
        if settings.clock:
            timed = (WHITE, BLACK) if opponent != COMPUTER else (human,)
            self.clock = Clock(TimeControl.parse(settings.clock), self.now, timed)
        name = chosen.title
        if opponent == COMPUTER:
            words = [tr("New game of {game}, {size} by {size}, against the computer, "
                        "level {level}.", game=name, size=size, level=level),
                     tr("You play White.") if human == WHITE else tr("You play Black.")]
        else:
            words = [tr("New game of {game}, {size} by {size}, for two players.", game=name,
                        size=size),
                     sentence(to_move(self.game.start.turn))]
        if self.clock is not None:
            words.append(tr("Clocks: {control}; they start with the first move.",
                            control=self.clock.control.words))
        if self.game.pie:
            words.append(tr("Pie rule: after the first move, the second player may swap "
                            "sides."))
        outcome.announce = join_sentences(*words)
        return outcome

    # --- what is on screen ----------------------------------------------------------------

    @property
    def position(self) -> Any:
        """The position on screen (a fresh copy: read it, don't push onto it)."""
        if self._cached_ply != self.ply or self._cached_len != len(self.game.moves):
            self._cached = self.game.position_at(self.ply)
            self._cached_legal = self._cached.legal_moves()
            self._cached_clicks = ClickModel(
                {move: tuple(self.hooks.path(self._cached, move)) for move in self._cached_legal},
                self.hooks.part_of)
            self._cached_ply, self._cached_len = self.ply, len(self.game.moves)
        return self._cached

    _cached_ply = -1
    _cached_len = -1

    @property
    def legal(self) -> list[Any]:
        self.position  # noqa: B018 (refreshes the cache)
        return self._cached_legal

    @property
    def clicks(self) -> ClickModel:
        """The click model of the position on screen (its legal moves and their paths)."""
        self.position  # noqa: B018 (refreshes the cache)
        return self._cached_clicks

    def path(self, move: Any) -> tuple[int, ...]:
        """The squares a player clicks for a legal move of the position on screen."""
        return self.clicks.path(move)

    @property
    def forced_pass(self) -> bool:
        """True when the side to move has only a pass."""
        legal = self.legal
        return len(legal) == 1 and not self.path(legal[0])

    @property
    def at_end(self) -> bool:
        return self.ply == len(self.game.moves)

    @property
    def last_move(self) -> Any:
        return self.game.moves[self.ply - 1] if self.ply else None

    def human_side(self, ply: int | None = None) -> str:
        """The side the person plays against the computer at ``ply`` (default: on
        screen): the one chosen for the game, or the other once a swap was played."""
        ply = self.ply if ply is None else ply
        swapped = self.game.swapped and ply >= 2
        return other(self.settings.human) if swapped else self.settings.human

    def is_human(self, side: str, ply: int | None = None) -> bool:
        return self.settings.opponent == HUMAN or side == self.human_side(ply)

    @property
    def computer_side(self) -> str | None:
        if self.settings.opponent != COMPUTER:
            return None
        return other(self.human_side())

    def view(self) -> BoardView:
        """The :class:`BoardView` for drawing the board in its current state."""
        hooks = self.hooks
        position = self.position
        last_path: tuple[int, ...] = ()
        last_marks: frozenset[int] = frozenset()
        if self.ply and self.game.moves[self.ply - 1] is not SWAP:
            before = self.game.position_at(self.ply - 1)
            move = self.game.moves[self.ply - 1]
            last_path = tuple(hooks.path(before, move))
            last_marks = frozenset(hooks.changed(before, move))
        interactive = self.input_refusal() is None
        board_input = self.board_input
        clicked = board_input.clicked
        must = frozenset(hooks.must_move(position)) if interactive and not clicked \
            else frozenset()
        targets = board_input.targets
        if not clicked and interactive and self.settings.show_moves and \
                hooks.SHOW_MOVES:
            targets = frozenset(p[0] for p in (self.path(m) for m in self.legal) if p)
        scores = {}
        hint = self.computer.hint
        shown = self.computer.hint_scores
        if not shown and self.analysis is not None and hooks.HINT_EVERY_MOVE:
            shown = self.analysis.move_scores(position)  # values on the squares
        if shown and interactive:
            for move in self.legal:
                text = position.notation(move)
                if text in shown and self.path(move):
                    scores[self.path(move)[-1]] = self._score_text(shown[text])
        return BoardView(
            flip=self.settings.flip,
            selected=clicked,
            part=board_input.part,
            parts=board_input.parts_in_play(),
            targets=targets,
            last_path=last_path,
            last_marks=last_marks,
            hint_path=self.path(hint) if hint in self.legal else (),
            must=must,
            scores=scores,
            focus=board_input.focus,
            interactive=interactive,
            show_targets=self.settings.show_moves,
            coordinates=self.settings.coordinates,
        )

    def _score_text(self, score: float) -> str:
        """A hint's value: the winning chances of the side to move (:mod:`byte.chances`)."""
        return mover_text(score if self.position.turn == WHITE else -score)

    def status(self) -> str:
        """One line: whose turn it is, or the result."""
        position = self.position
        flag = self.lost_on_time
        if flag is not None and self.at_end:
            return wins_on_time(other(flag))
        if self.at_end and (self.game.resigned or self.game.draw_agreed):
            winner = self.game.winner()
            return wins(winner) if winner else trc("result", "Draw")
        if position.is_over():
            winner = position.winner()
            return wins(winner) if winner else trc("result", "Draw")
        side = side_name(position.turn)
        if self.settings.opponent == COMPUTER:
            if position.turn == self.computer_side:
                return tr("Computer ({side}) to move", side=side)
            if self.swap_offered:
                return tr("Your move ({side}): play, or swap sides", side=side)
            return tr("Your move ({side})", side=side)
        if self.swap_offered:
            return tr("{side} to move, or swap sides", side=side)
        return to_move(position.turn)

    def embed_status(self) -> str:
        """The embed bar's words: which move is shown, of how many (or whose turn).

        >>> session = Session(Game(moves=["b2-a3", "a5-b4"]), ply=1)
        >>> session.embed_status()
        'Move 1 of 2: b2-a3'
        """
        total = len(self.game.moves)
        if not total:
            return self.status()
        if self.ply == 0:
            return trn("Start, {n} move", "Start, {n} moves", total)
        return tr("Move {ply} of {total}: {move}", ply=self.ply, total=total,
                  move=self.game.texts[self.ply - 1])

    def banner(self) -> str:
        """Game-over text for the final position (empty while the game runs)."""
        end = self.game.end
        if not self.at_end:
            return ""
        clock = self.clock
        if clock is not None and clock.flag is not None:
            winner, reason = other(clock.flag), clock.result_words()
        elif self.game.resigned is not None:
            winner = other(self.game.resigned)
            if self.settings.opponent == COMPUTER:
                human = self.human_side(len(self.game.moves))
                return tr("You resigned: the computer wins") if winner != human else \
                    tr("The computer resigned: you win")
            return resigned(self.game.resigned)
        elif self.game.draw_agreed:
            return tr("Drawn by agreement")
        elif not end.is_over():
            return ""
        else:
            winner = end.winner()
            reason = end.outcome()
        if self.settings.opponent == COMPUTER and winner is not None:
            human = self.human_side(len(self.game.moves))
            if winner == human:
                return tr("You win. {reason}", reason=reason)
            return tr("The computer wins. {reason}", reason=reason)
        return reason

    def move_rows(self) -> list[tuple[str, list[tuple[int, str]]]]:
        """The move list as numbered rows: ``[("1.", [(1, "b2-a3"), (2, "a5-b4")]), ...]``.

        Each entry carries the ply reached after the move (what clicking it shows). A game
        whose start has the second mover to move begins with ``("1...", [(1, move)])``.
        """
        rows: list[tuple[str, list[tuple[int, str]]]] = []
        for index, text in enumerate(self.game.texts):
            label = self.game.move_label(index)
            if label.endswith("...") and rows and index > 0:
                rows[-1][1].append((index + 1, text))
            else:
                rows.append((label, [(index + 1, text)]))
        return rows

    def movers(self) -> list[str]:
        """The side that made each move of the game (a swap is made by the side to move
        and leaves it to move).

        >>> Session(Game(moves=["b2-a3", "swap", "a5-b4"], pie=True)).movers()
        ['w', 'b', 'b']
        """
        side = self.game.start.turn
        found = []
        for move in self.game.moves:
            found.append(side)
            if move is not SWAP:
                side = other(side)
        return found

    @property
    def flipped(self) -> bool:
        """The board is shown turned (Black at the bottom)."""
        return self.settings.flip

    def input_refusal(self) -> str | None:
        """Why the board takes no move right now, or None when it does."""
        position = self.position
        if position.is_over():
            return tr("The game is over. Start a new game, or look back through the moves.")
        clock = self.clock
        if clock is not None and clock.flag is not None:
            return tr("The game is over: {result}. Start a new game, or look back through "
                      "the moves.", result=clock.result_words())
        if self.analysis is None and (self.game.resigned or self.game.draw_agreed):
            return tr("The game is over: {result}. Start a new game, or look back through "
                      "the moves.", result=self.game.ending_words())
        if self.clock is not None and self.clock.paused:
            return tr("The clocks are paused: resume them to play on.")
        if not self.is_human(position.turn):
            if self.computer.thinking:
                return tr("The computer is thinking…")
            return tr("It is the computer's turn here: go to the last move to continue, "
                      "or undo to an earlier move of yours.")
        if self.forced_pass:
            return by_side(position.turn, tr("White has no legal move here and must pass."),
                           tr("Black has no legal move here and must pass."))
        return None

    # --- the board's input (the page's way in to board_input) -----------------------------

    def click(self, square: int, part: int | None = None) -> Outcome:
        """A click or tap on ``square`` (see :meth:`BoardInput.click`)."""
        return self.board_input.click(square, part)

    def choose(self, key: str) -> Outcome:
        return self.board_input.choose(key)

    def cancel(self) -> Outcome:
        return self.board_input.cancel()

    def drag_start(self, square: int, part: int | None = None) -> bool:
        return self.board_input.drag_start(square, part)

    def drop(self, square: int) -> Outcome:
        return self.board_input.drop(square)

    def move_focus(self, direction: str) -> None:
        self.board_input.move_focus(direction)

    def activate(self) -> Outcome:
        return self.board_input.activate()

    @property
    def focus(self) -> int:
        """The square the keyboard is on."""
        return self.board_input.focus

    @focus.setter
    def focus(self, square: int) -> None:
        self.board_input.focus = square

    @property
    def clicked(self) -> tuple[int, ...]:
        return self.board_input.clicked

    @property
    def selected(self) -> int | None:
        return self.board_input.selected

    @property
    def part(self) -> int | None:
        return self.board_input.part

    @property
    def question(self) -> Question | None:
        return self.board_input.question

    @property
    def targets(self) -> frozenset[int]:
        return self.board_input.targets

    # --- the computer (the page's way in to computer) -------------------------------------

    def bot_request(self) -> dict[str, Any] | None:
        """The question for the computer when it must move now (see
        :meth:`ComputerTurns.bot_request`)."""
        return self.computer.bot_request()

    def bot_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        return self.computer.bot_result(token, result)

    def bot_failed(self, token: int, reason: str) -> Outcome | None:
        return self.computer.bot_failed(token, reason)

    def hint_request(self) -> dict[str, Any] | None:
        return self.computer.hint_request()

    def hint_result(self, token: int, result: dict[str, Any]) -> Outcome | None:
        return self.computer.hint_result(token, result)

    def evaluation_request(self) -> dict[str, Any]:
        return self.computer.evaluation_request()

    def current_evaluation(self) -> float | None:
        return self.computer.current_evaluation()

    @property
    def thinking(self) -> int | None:
        """The token of the computer move being computed, if any."""
        return self.computer.thinking

    @property
    def hinting(self) -> int | None:
        """The token of the hint being computed, if any."""
        return self.computer.hinting

    @hinting.setter
    def hinting(self, token: int | None) -> None:
        self.computer.hinting = token

    @property
    def evaluation(self) -> dict[str, float]:
        return self.computer.evaluation

    @property
    def opening_words(self) -> str:
        return self.computer.opening_words

    @opening_words.setter
    def opening_words(self, words: str) -> None:
        self.computer.opening_words = words

    # --- how the game ends (the page's way in to ending) ----------------------------------

    def resign(self) -> Outcome:
        """The person (or the side to move) resigns (see :meth:`GameEnding.resign`)."""
        return self.ending.resign()

    def resigner(self) -> str:
        return self.ending.resigner()

    def ending_refusal(self) -> str | None:
        return self.ending.ending_refusal()

    @property
    def draw_offers(self) -> bool:
        return self.ending.draw_offers

    def draw_refusal(self) -> str | None:
        return self.ending.draw_refusal()

    def offer_draw(self) -> Outcome:
        return self.ending.offer_draw()

    def draw_question(self) -> str:
        return self.ending.draw_question()

    def answer_draw(self, accept: bool, computer: bool = False) -> Outcome:
        return self.ending.answer_draw(accept, computer)

    def computer_answers_draw(self, score: float | None) -> Outcome:
        return self.ending.computer_answers_draw(score)

    def rematch_options(self) -> dict[str, Any]:
        return self.ending.rematch_options()

    def next_level(self) -> int | None:
        return self.ending.next_level()

    @property
    def game_over(self) -> bool:
        """The game has ended, on the board, by the clock or by a decision."""
        return self.ending.game_over

    def stop_at_end(self) -> None:
        """Stop everything that runs (the computer, the clocks) and show the last move:
        the game is decided off the board."""
        self.computer.cancel()
        self.board_input.clear()
        self.ply = len(self.game.moves)
        self.computer.hint = None
        if self.clock is not None:
            self.clock.stop()

    # --- playing --------------------------------------------------------------------------

    def play(self, move: Any) -> Outcome:
        """Play a legal move (or the pie rule's :data:`~byte.record.SWAP`) at the ply on
        screen, replacing any later moves."""
        flagged = self.check_clock()
        if flagged is not None:
            return flagged
        if self.clock is not None and self.clock.flag is not None:
            return Outcome(message=tr("The game is over: {result}.",
                                      result=self.clock.result_words()), error=True)
        if move is SWAP:
            # The person's swap was checked by swap(); the computer's reaches here directly.
            refusal: str | None = tr("the swap comes right after the first move")
            if self.ply == 1:
                refusal = Game(self.game.start, self.game.moves[:1],
                               pie=self.game.pie).swap_refusal()
            if refusal:
                return Outcome(message=sentence(refusal), error=True)
        elif move not in self.legal:
            return Outcome(message=self.why_illegal(move), error=True, sound=WRONG)
        outcome = Outcome()
        replaced: tuple[int, list[str]] | None = None
        if not self.at_end and self.analysis is not None:
            # On the analysis board the later moves stay in the tree: a side line.
            known = self.analysis.knows(self, move)
            while len(self.game.moves) > self.ply:
                self.game.pop()
            if not known:
                outcome.message = tr("A new variation.")
        elif not self.at_end:
            dropped = len(self.game.moves) - self.ply
            replaced = (self.ply, list(self.game.texts[self.ply:]))
            while len(self.game.moves) > self.ply:
                self.game.pop()
            outcome.message = trn(
                "Play continues from here; the {n} later move was replaced. “Bring back” "
                "restores them.",
                "Play continues from here; the {n} later moves were replaced. “Bring back” "
                "restores them.", dropped)
        self.computer.cancel()
        if self.analysis is not None:
            self.game.reopen()  # exploring a resigned or agreed game: the moves go on
        self._push(move, outcome)
        self.replaced = replaced
        return self._settle(outcome)

    replaced: tuple[int, list[str]] | None = None
    """The moves the last move from an earlier position replaced: (where, their texts)."""
    analysis: Any = None
    """The analysis board's move tree (:class:`byte.web.analysis.Analysis`) while it is
    open: the game on screen is then the line of the tree being looked at."""

    def bring_back(self) -> Outcome:
        """Undo a replacement: the replaced moves come back, and the line played instead
        becomes the one that can be brought back (so nothing is ever lost).

        >>> session = Session(Game(moves=["b2-a3", "a5-b4", "d2-c3"]), ply=1)
        >>> session.play(session.position.parse_move("c5-d4")).played_texts
        ['c5-d4']
        >>> session.bring_back().message, session.game.texts
        ('The 2 replaced moves are back.', ['b2-a3', 'a5-b4', 'd2-c3'])
        >>> session.bring_back().message, session.game.texts
        ('The 1 replaced move is back.', ['b2-a3', 'c5-d4'])
        """
        if self.replaced is None:
            return Outcome(message=tr("There is no replaced line to bring back."),
                           error=True)
        ply, texts = self.replaced
        current = list(self.game.texts[ply:])
        while len(self.game.moves) > ply:
            self.game.pop()
        for text in texts:
            self.game.push(text)
        self.replaced = (ply, current) if current else None
        self.computer.cancel()
        outcome = self.go_to(len(self.game.moves))
        count = len(texts)
        outcome.message = trn("The {n} replaced move is back.", "The {n} replaced moves are back.",
                              count)
        return self._settle(outcome)

    def why_illegal(self, move: Any) -> str:
        """Plain words for why ``move`` is not legal here (the engine's explanation)."""
        try:
            self.position.parse_move(self.game.end.notation(move))
        except (ByteError, KeyError, TypeError, ValueError) as error:
            return sentence(str(error))
        return tr("That move is legal.")

    def _push(self, move: Any, outcome: Outcome) -> None:
        before = self.game.end.copy()
        self.game.push(move)
        self.ply = len(self.game.moves)
        self.board_input.clear()
        self.computer.forget_hint()
        after = self.game.end
        self._switch_clock(before.turn)
        if move is SWAP:
            if self.settings.opponent == COMPUTER and self.hooks.FLIPPABLE:
                self.settings.flip = self.human_side() == BLACK  # the person's side below
            # Nothing moved: no animation, no path; the words say who plays what now.
            outcome.announce = join_sentences(outcome.announce, self.swap_words())
            outcome.played_texts.append(self.game.texts[-1])
            return
        outcome.played.append(move)
        outcome.played_texts.append(self.game.texts[-1])
        words = self.hooks.announce(before, move, after)
        sound = move_sound(self.hooks, before, move, after)
        if sound:  # a silent pass after a move leaves that move's sound
            outcome.sound = sound
        if after.is_over():
            outcome.ending = tr("Game over: {result}.", result=self.banner())
            words = join_sentences(words, outcome.ending)
        outcome.announce = join_sentences(outcome.announce, words)
        focus = self.hooks.focus_after(after, move)
        if focus is not None:
            self.board_input.focus = focus
        if self.analysis is not None:
            self.analysis.pushed(self)

    def add_at_end(self, move: Any) -> Outcome:
        """Add ``move`` at the end of the game while the player looks at an earlier ply
        (the computer's reply to a move they then went back from): the view stays."""
        viewing = self.ply
        outcome = Outcome()
        self._push(move, outcome)
        self._settle(outcome)
        self.ply = viewing
        return outcome

    # --- the pie rule ---------------------------------------------------------------------

    def swap_refusal(self) -> str | None:
        """Why the player on screen cannot swap sides now, or None when they can."""
        if not self.game.pie:
            return tr("This game is played without the pie rule, so there is no swap.")
        if self.ply != 1:
            return tr("Swapping sides is only possible right after the first move.")
        refusal = self.input_refusal()
        if refusal:
            return refusal
        if self.game.position_at(1).is_over():
            return tr("The game is over.")
        return None

    @property
    def swap_offered(self) -> bool:
        """True when the person to move may take the first move with the pie rule's swap
        (right after the first move, when it is their choice)."""
        return self.game.pie and self.ply == 1 and self.swap_refusal() is None

    def swap(self) -> Outcome:
        """The pie rule's swap: the second player takes over the first move (see
        :data:`byte.record.SWAP`). Against the computer the person then plays the other
        side, and the computer moves next.

        >>> session = Session(Game(moves=["b2-a3"], pie=True))
        >>> session.swap().announce
        'Black swapped sides: the player who moved second now plays White; Black is to move.'
        """
        if self.swap_refusal():
            return Outcome(message=self.swap_refusal() or "", error=True)
        outcome = self.play(SWAP)
        if not outcome.error and not outcome.message:
            outcome.message = outcome.announce
        return outcome

    def swap_words(self) -> str:
        """What the swap changed, in words."""
        # One sentence per side: some languages decline the sides' names in them.
        white_first = self.game.start.turn == WHITE
        if self.settings.opponent == COMPUTER:
            if self.human_side(2) == self.game.start.turn:
                return tr("You swapped sides: you now play White, the side of the first move; "
                          "the computer plays Black and moves next.") if white_first else \
                    tr("You swapped sides: you now play Black, the side of the first move; "
                       "the computer plays White and moves next.")
            return tr("The computer swapped sides: it takes White's first move and plays "
                      "White; you now play Black, and it is your move.") if white_first else \
                tr("The computer swapped sides: it takes Black's first move and plays Black; "
                   "you now play White, and it is your move.")
        return tr("Black swapped sides: the player who moved second now plays White; Black is "
                  "to move.") if white_first else \
            tr("White swapped sides: the player who moved second now plays Black; White is "
               "to move.")

    # --- clocks ---------------------------------------------------------------------------

    @property
    def lost_on_time(self) -> str | None:
        """The side whose time ran out (it lost), if any."""
        return self.clock.flag if self.clock is not None else None

    def _switch_clock(self, mover: str) -> None:
        clock = self.clock
        if clock is None:
            return
        if clock.exchanged != self.game.swapped:
            clock.switch(mover, None)
            clock.exchange()
        end = self.game.end
        if end.is_over():
            clock.switch(mover, None)
            clock.stop()
        else:
            clock.switch(mover, end.turn)

    def check_clock(self) -> Outcome | None:
        """When a flag has just fallen: the game ends (the computer stops thinking) and
        the outcome says so, once. None otherwise."""
        clock = self.clock
        flag = clock.check() if clock is not None else None
        if clock is None or flag is None or self._flag_told:
            return None
        self._flag_told = True
        self.game.flag(flag)  # the record says so too
        self.computer.cancel()
        self.board_input.clear()
        words = self.banner() or clock.result_words()
        return Outcome(message=sentence(words), announce=tr("Time is up. {result}.", result=words),
                       sound=END)

    def pause(self) -> Outcome:
        """Stop the clocks (and the board) until :meth:`resume`."""
        if self.clock is None or not self.clock.pause():
            return Outcome(message=tr("The clocks are not running."), error=True)
        return Outcome(message=tr("Clocks paused. Resume them to play on."),
                       announce=tr("Clocks paused."))

    def resume(self) -> Outcome:
        if self.clock is None or not self.clock.resume():
            return Outcome(message=tr("The clocks are not paused."), error=True)
        return Outcome(message=tr("Clocks running."), announce=tr("Clocks running again."))

    def _settle(self, outcome: Outcome) -> Outcome:
        """At the end of the game, play a forced pass for whoever must pass, and say so."""
        while self.at_end and not self.position.is_over() and self.forced_pass:
            self._push(self.legal[0], outcome)
            if not outcome.message:
                outcome.message = outcome.announce.split(". ")[-1]
                turn = sentence(to_move(self.position.turn))
                if not self.position.is_over() and not outcome.message.endswith(turn):
                    outcome.message = outcome.message.rstrip(".") + ". " + turn
        return outcome

    # --- navigation -----------------------------------------------------------------------

    def _chooses(self, ply: int) -> bool:
        """True when the player to move at ``ply`` makes a real choice (a takeback stop)."""
        position = self.game.position_at(ply)
        if position.is_over() or not self.is_human(position.turn, ply):
            return False
        legal = position.legal_moves()
        return not (len(legal) == 1 and not self.hooks.path(position, legal[0]))

    def go_to(self, ply: int) -> Outcome:
        """Show the position after ``ply`` moves (0 = the start)."""
        ply = max(0, min(ply, len(self.game.moves)))
        # Browsing leaves the computer thinking (its move lands at the end of the game);
        # only a takeback, a new move or a new game cancels it.
        if ply != self.ply:
            self.computer.hinting = None
            self.computer.hint_scores = {}
        self.ply = ply
        self.board_input.clear()
        self.computer.hint = None
        return Outcome(announce=self.describe_ply())

    def step(self, delta: int) -> Outcome:
        return self.go_to(self.ply + delta)

    def undo_target(self) -> int | None:
        """The ply an undo goes back to, or None when there is nothing to take back (nor
        after a resignation or an agreed draw: the players decided)."""
        if self.analysis is None and (self.game.resigned or self.game.draw_agreed):
            return None
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
            return Outcome(message=tr("There is no move to take back."), error=True)
        self.computer.cancel()
        words = self.takeback_words(target, self.ply)
        outcome = self.go_to(target)
        outcome.message = words
        outcome.announce = join_sentences(words, outcome.announce)
        return outcome

    def takeback_words(self, target: int, ply: int) -> str:
        """What an undo from ``ply`` back to ``target`` takes back, in words.

        >>> session = Session(Game(moves=["b2-a3", "a5-b4"]))
        >>> session.takeback_words(1, 2)
        "Took back Black's move a5-b4."
        >>> session.settings.opponent = "computer"
        >>> session.takeback_words(0, 2)
        "Took back your move and the computer's."
        """
        movers = self.movers()[target:ply]
        texts = self.game.texts[target:ply]
        if self.settings.opponent == COMPUTER:
            human = self.human_side(target)
            mine = sum(1 for side in movers if side == human)
            return _takeback_words(mine, len(movers) - mine)
        if len(texts) == 1:
            return tr("Took back White's move {move}.", move=texts[0]) \
                if movers[0] == WHITE else tr("Took back Black's move {move}.", move=texts[0])
        return trn("Took back {n} move: {moves}.", "Took back {n} moves: {moves}.", len(texts),
                   moves=", ".join(texts))

    def redo(self) -> Outcome:
        target = self.redo_target()
        if target is None:
            return Outcome(message=tr("There is no move to replay."), error=True)
        self.computer.cancel()
        outcome = self.go_to(target)
        outcome.announce = join_sentences(tr("Replayed."), outcome.announce)
        return outcome

    def describe_ply(self) -> str:
        if self.ply == 0:
            return tr("Start position. {status}.", status=self.status())
        return tr("After {number} {move}. {status}.", number=self.game.move_label(self.ply - 1),
                  move=self.game.texts[self.ply - 1], status=self.status())


def sentence(text: str) -> str:
    """``text`` as a sentence of its own: ``'White to move.'`` (Japanese ends it with 。)."""
    return trc("a full sentence", "{text}.", text=text)


def _takeback_words(mine: int, theirs: int) -> str:
    """What an undo against the computer took back: ``mine`` of the person's moves and
    ``theirs`` of the computer's, in words.

    >>> _takeback_words(1, 1), _takeback_words(2, 0)
    ("Took back your move and the computer's.", 'Took back your 2 moves.')
    """
    if mine and theirs:
        if mine == 1 and theirs == 1:
            return tr("Took back your move and the computer's.")
        if theirs == 1:
            return trn("Took back your {n} move and the computer's.",
                       "Took back your {n} moves and the computer's.", mine)
        if mine == 1:
            return trn("Took back your move and the computer's {n} move.",
                       "Took back your move and the computer's {n} moves.", theirs)
        return tr("Took back your {mine} moves and the computer's {theirs} moves.",
                  mine=mine, theirs=theirs)
    if mine:
        return tr("Took back your move.") if mine == 1 else \
            trn("Took back your {n} move.", "Took back your {n} moves.", mine)
    return tr("Took back the computer's.") if theirs == 1 else \
        trn("Took back the computer's {n} move.", "Took back the computer's {n} moves.", theirs)
