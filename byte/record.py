"""Game records: a start position plus the moves played, for any game of the site.

:class:`Game` checks every move against the rules of its start position's game. Its text
form is the game's own (``records.py`` in the game's folder: Byte's tagged record,
Reversi's transcript, Checkers' PDN); this module holds what they share: the tag pairs,
the move numbers and a reader for tagged records that skips comments and variations.

A tagged record has tag lines, then numbered moves, then the result::

    [Variant "8x8"]
    [Result "*"]

    1. b2-a3 a5-b4 2. d2-c3 *

>>> game = Game()
>>> game.push("b2-a3")
Move(src=17, level=1, dst=32)
>>> Game.parse(game.text()).moves == game.moves
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from byte import games, i18n
from byte.errors import ByteError, or_list, quote
from byte.i18n import tr, trn

# Patterns are kept as text: `re` compiles each on first use and keeps it, so the page's
# start, which imports this module, compiles none it does not use.
_TAG = r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\s*$'
_MOVE_NUMBER = r"^\d+\.(\.\.)?$"
_NUMBERED_MOVE = r"^(\d+\.(?:\.\.)?)(\S+)$"
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
MAX_MOVES = 2000


class _Swap:
    """The pie rule's swap: after the first move of the game, the second player may take
    over the side that made it instead of replying. The board does not change and the
    same side is to move; the players change sides (the one who made the first move now
    plays the other side, and moves next). It is written ``swap``.
    """

    __slots__ = ()

    def __str__(self) -> str:
        return SWAP_TEXT

    def __repr__(self) -> str:
        return "SWAP"

    def __reduce__(self) -> str:
        return "SWAP"


SWAP_TEXT = "swap"
SWAP = _Swap()
TIME_FORFEIT = "time forfeit"  # i18n: not shown (a tag value)
"""The ``Termination`` tag of a game lost on time (its result is then decisive although
the board is not over)."""
RESIGNATION = "resignation"
"""The ``Termination`` tag of a game a player resigned (decisive, the board not over)."""
DRAW_AGREED = "draw agreed"  # i18n: not shown (a tag value)
"""The ``Termination`` tag of a game the players agreed to draw."""
"""The swap as a move of :attr:`Game.moves` (its text is ``swap``)."""


class Game:
    """A start position and the moves played from it, each checked against the rules.

    Without a start it is Byte's 8x8 start (the site's first game).

    >>> game = Game(moves=["b2-a3", "a5-b4"])
    >>> len(game), game.end.turn, game.texts
    (2, 'w', ['b2-a3', 'a5-b4'])
    >>> game.position_at(1).turn
    'b'

    With the pie rule (``pie=True``) the second move may be the swap: the same board,
    the same side to move, the players changed sides.

    >>> pie = Game(moves=["b2-a3", "swap", "a5-b4"], pie=True)
    >>> pie.swapped, pie.end.turn, pie.numbered_moves()
    (True, 'w', ['1.', 'b2-a3', 'swap', 'a5-b4'])
    """

    def __init__(
        self,
        start: Any | None = None,
        moves: Iterable[Any] = (),
        tags: dict[str, str] | None = None,
        pie: bool = False,
    ) -> None:
        if start is None:
            default = games.find(None)
            start = games.rules(default.id).start(default.default.id,
                                                  default.default.default_size)
        self.start = start.copy()
        self.tags: dict[str, str] = dict(tags or {})
        self.moves: list[Any] = []
        self.texts: list[str] = []
        """Each move in the game's notation, as written when it was played."""
        self.notes: list[str] = []
        """What reading a record skipped (comments, variations), in words."""
        self.pie = bool(pie)
        """The pie rule is on: right after the first move, the second player may swap."""
        self.lost_on_time: str | None = None
        """The side whose time ran out (see :meth:`flag`)."""
        self.resigned: str | None = None
        """The side that resigned (see :meth:`resign`)."""
        self.draw_agreed = False
        """The players agreed a draw (see :meth:`agree_draw`)."""
        self.draw_offer: str | None = None
        """The side whose draw offer waits for an answer (not part of the record: a link
        carries it); a move by the other side declines it."""
        self._end = self.start.copy()
        for move in moves:
            self.push(move)

    @classmethod
    def new(cls, game: str | None = None, variant: str | None = None,
            size: int | None = None) -> Game:
        """A game from the start of ``game``'s ``variant`` on ``size`` (defaults: the
        registry's).

        >>> Game.new("byte", size=10).start.size
        10
        """
        info = games.find(game)
        chosen = info.variant(variant)
        size = size or chosen.default_size
        if size not in chosen.sizes:
            raise ByteError(tr("{variant} is played on {sizes}, not {size}x{size}",
                               variant=chosen.title,
                               sizes=or_list([f"{n}x{n}" for n in chosen.sizes]), size=size))
        return cls(games.rules(info.id).start(chosen.id, size))

    @property
    def game(self) -> str:
        """The game's id in the registry (``"byte"``, ``"reversi"``, ``"checkers"``)."""
        return self.start.game

    @property
    def variant(self) -> str:
        return self.start.variant

    @property
    def info(self) -> games.Variant:
        """The variant's descriptor (its name, sizes and first mover)."""
        return games.find(self.game).variant(self.variant)

    @property
    def end(self) -> Any:
        """The position after the last move (do not push onto it; use :meth:`push`)."""
        return self._end

    def __len__(self) -> int:
        return len(self.moves)

    @property
    def swapped(self) -> bool:
        """True when the second player took the first move with the pie rule's swap."""
        return len(self.moves) > 1 and self.moves[1] is SWAP

    def swap_refusal(self) -> str | None:
        """Why the swap cannot be played now, or None when it can."""
        if not self.pie:
            return tr("swapping sides needs the pie rule, which this game does not use")
        if len(self.moves) != 1:
            return tr("the swap is only possible right after the first move of the game")
        if self._end.is_over():
            return tr("the game is over")
        return None

    @property
    def can_swap(self) -> bool:
        """True when the next move may be the pie rule's swap."""
        return self.swap_refusal() is None

    def push(self, move: Any) -> Any:
        """Play a move given as text or as a move; :class:`ByteError` if it is illegal."""
        if len(self.moves) >= MAX_MOVES:
            raise ByteError(tr("a game record holds at most {most} moves", most=MAX_MOVES))
        if self.lost_on_time is not None:
            raise ByteError(tr("the game is over: a player ran out of time"))
        if self.resigned is not None or self.draw_agreed:
            raise ByteError(tr("the game is over: {outcome}", outcome=self.ending_words()))
        if move is SWAP or (isinstance(move, str) and move.strip().lower() == SWAP_TEXT):
            refusal = self.swap_refusal()
            if refusal:
                raise ByteError(tr("{move} is not legal here: {reason}", move=SWAP_TEXT,
                                   reason=refusal), reason=refusal)
            self.moves.append(SWAP)
            self.texts.append(SWAP_TEXT)
            return SWAP
        position = self._end
        if self.draw_offer is not None and self.draw_offer != position.turn:
            self.draw_offer = None  # the other side played on: the offer is declined
        if isinstance(move, str):
            checked = position.parse_move(move)
        elif move in position.legal_moves():
            checked = move
        else:
            checked = position.parse_move(position.notation(move))  # says why, in words
        text = position.notation(checked)
        position.push(checked)
        self.moves.append(checked)
        self.texts.append(text)
        return checked

    def pop(self) -> Any:
        """Take back the last move."""
        if not self.moves:
            raise ByteError(tr("there is no move to take back"))
        move = self.moves.pop()
        self.texts.pop()
        self.reopen()  # played on from earlier: a decision of the players no longer stands
        self.draw_offer = None
        if move is SWAP:
            return move
        return self._end.pop()

    def position_at(self, ply: int) -> Any:
        """The position after ``ply`` moves (0 = the start), as a fresh copy."""
        if not 0 <= ply <= len(self.moves):
            raise ByteError(tr("ply {ply} is outside this game (0 to {last})", ply=ply,
                               last=len(self.moves)))
        position = self.start.copy()
        for move in self.moves[:ply]:
            if move is not SWAP:
                position.push(move)
        return position.copy()

    def flag(self, side: str) -> None:
        """``side`` ran out of time: it loses, whatever the board shows, and the record
        says so (``[Termination "time forfeit"]``).

        >>> game = Game(moves=["b2-a3"]); game.flag("b")
        >>> game.result(), game.winner()
        ('1-0', 'w')
        """
        if self._end.is_over():
            return  # the board had already decided
        self.lost_on_time = side
        self.tags["Termination"] = TIME_FORFEIT

    def resign(self, side: str) -> None:
        """``side`` resigns: it loses, whatever the board shows, and the record says so
        (``[Termination "resignation"]``). :class:`ByteError` when the game is over.

        >>> game = Game(moves=["b2-a3"]); game.resign("w")
        >>> game.result(), game.winner(), game.ending_words()
        ('0-1', 'b', 'White resigned')
        """
        self._refuse_ending()
        self.resigned = side
        self.tags["Termination"] = RESIGNATION

    def agree_draw(self) -> None:
        """The players agree a draw (``[Termination "draw agreed"]``).

        >>> game = Game(moves=["b2-a3"]); game.agree_draw()
        >>> game.result(), game.winner(), game.ending_words()
        ('1/2-1/2', None, 'drawn by agreement')
        """
        self._refuse_ending()
        self.draw_agreed = True
        self.tags["Termination"] = DRAW_AGREED

    def reopen(self) -> None:
        """Forget a resignation or an agreed draw (the game is played on from earlier)."""
        if self.resigned is not None or self.draw_agreed:
            self.resigned, self.draw_agreed = None, False
            self.tags.pop("Termination", None)  # i18n: not shown (a tag name)

    def _refuse_ending(self) -> None:
        if self.lost_on_time is not None or self.resigned is not None or self.draw_agreed \
                or self._end.is_over():
            raise ByteError(tr("the game is already over"))

    @property
    def decided(self) -> bool:
        """True when the game is over by the players' decision or the clock, the board
        not (a resignation, an agreed draw, a fallen flag)."""
        return self.lost_on_time is not None or self.resigned is not None or self.draw_agreed

    def ending_words(self) -> str:
        """How a game decided off the board ended, in words ('' for any other)."""
        if self.resigned is not None:
            return tr("{side} resigned", side=games.side_name(self.resigned))
        if self.draw_agreed:
            return tr("drawn by agreement")
        if self.lost_on_time is not None:
            return tr("{side} ran out of time", side=games.side_name(self.lost_on_time))
        return ""

    def winner(self) -> str | None:
        if self.lost_on_time is not None:
            return "b" if self.lost_on_time == "w" else "w"
        if self.resigned is not None:
            return "b" if self.resigned == "w" else "w"
        if self.draw_agreed:
            return None
        return self._end.winner()

    def result(self) -> str:
        """``'1-0'`` (White won), ``'0-1'``, ``'1/2-1/2'`` (a draw) or ``'*'`` (unfinished)."""
        if self.lost_on_time is not None:
            return "0-1" if self.lost_on_time == "w" else "1-0"
        if self.resigned is not None:
            return "0-1" if self.resigned == "w" else "1-0"
        if self.draw_agreed:
            return "1/2-1/2"
        if not self._end.is_over():
            return "*"
        return {"w": "1-0", "b": "0-1"}.get(self._end.winner(), "1/2-1/2")

    def move_label(self, ply: int) -> str:
        """The number a move carries in the record: ``'3.'`` for the side that moves first
        in the variant, ``'3...'`` for the other. ``ply`` counts from 0.
        """
        starts_second = self.start.turn != self.info.first
        # The swap takes no turn on the board: the moves after it keep their numbers.
        board_ply = ply - 1 if ply > 1 and self.swapped else ply
        index = board_ply + (1 if starts_second else 0)
        number = index // 2 + 1
        return f"{number}." if index % 2 == 0 else f"{number}..."

    def numbered_moves(self) -> list[str]:
        """The move list as record words: ``['1.', 'b2-a3', 'a5-b4', '2.', 'd2-c3']``
        (a game starting with the second mover opens with ``'1...'``)."""
        words: list[str] = []
        for ply, text in enumerate(self.texts):
            label = self.move_label(ply)
            if not label.endswith("...") or ply == 0:
                words.append(label)
            words.append(text)
        return words

    def text(self) -> str:
        """The record in the game's own text form (see its ``records`` module)."""
        return games.records(self.game).write(self)

    @classmethod
    def parse(cls, text: str, game: str | None = None, variant: str | None = None,
              size: int | None = None) -> Game:
        """Read a record of any game and replay it; :class:`ByteError` names the first
        illegal move. ``game`` is used when the text does not say which game it is
        (the default is what the text looks like, else Byte); a record of that game that
        does not say its variant or board is read as ``variant`` on ``size`` (the board
        on screen; see :func:`board_tags`).

        >>> Game.parse('[Variant "8x8"]\\n\\n1. b2-a3 a5-b4 *').end.turn
        'w'
        >>> Game.parse("1. 9-13 *", "checkers", "english").variant
        'english'
        >>> Game.parse("e4 *", "reversi", "othello", 6).start.size
        6
        """
        if not isinstance(text, str):
            raise ByteError(tr("a game record must be text"))
        record = read_tagged(text)
        chosen = _which_game(record, game)
        on_screen = chosen == game and variant is not None
        if on_screen and not states_its_board(record, chosen):
            info = games.find(chosen).variant(variant)
            record.tags = {**board_tags(chosen, info.id, size or info.default_size),
                           **record.tags}
        parsed = games.records(chosen).read(record, variant if on_screen else None)
        parsed.notes = list(record.notes)
        return parsed


@dataclass
class TaggedText:
    """A tagged record split up: tags, move words (numbers and comments removed), the
    result word if any, and notes on what was skipped."""

    tags: dict[str, str] = field(default_factory=dict)
    words: list[str] = field(default_factory=list)
    result: str | None = None
    notes: list[str] = field(default_factory=list)


COMMENT = "{}"
"""The token :func:`movetext_tokens` leaves where a comment was."""
DRAUGHTS_RESULTS = ("2-0", "0-2", "1-1", "0-0")
"""Results in the draughts world's style (two points a game)."""


def split_tags(text: str) -> tuple[dict[str, str], str]:
    """The tag pairs of a tagged record and its move text (``%`` lines dropped).

    >>> split_tags('[Event "x"]\\n1. c3-d4 *')
    ({'Event': 'x'}, '1. c3-d4 *')
    """
    tags: dict[str, str] = {}
    body: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("%"):
            continue
        if line.startswith("[") and not body:
            match = re.match(_TAG, line)
            if not match:
                raise ByteError(tr('line {number} is not a tag like [Event "Club game"]',
                                   number=number))
            tags[match.group(1)] = re.sub(r"\\(.)", r"\1", match.group(2))
            continue
        body.append(raw)
    return tags, "\n".join(body)


def movetext_tokens(movetext: str) -> list[str]:
    """The words and parentheses of a move text, each comment (``{...}``, or ``;`` to the
    end of the line) left as one :data:`COMMENT` token.

    >>> movetext_tokens("1. c3-d4 {good} (1. a3-b4)d6-c5 ; why\\n1-0")
    ['1.', 'c3-d4', '{}', '(', '1.', 'a3-b4', ')', 'd6-c5', '{}', '1-0']
    """
    tokens: list[str] = []
    # One regular expression does the splitting: a record may be 200,000 characters long.
    for found in re.finditer(_MOVETEXT_TOKEN, movetext):
        token = found.group()
        if len(tokens) >= MAX_TOKENS:
            raise ByteError(tr("the record holds more than {most} words, far more than any "
                               "game", most=i18n.number(MAX_TOKENS)))
        if token == "{":
            raise ByteError(tr("a comment opened with {opening} is never closed with {closing}",
                               opening="'{'", closing="'}'"))
        tokens.append(COMMENT if token[0] in "{;" else token)
    return tokens


MAX_TOKENS = 20_000
"""Words, comments and parentheses of a record that are read (a game of 2,000 moves with
its numbers and notes is far shorter)."""
MAX_VARIATION_DEPTH = 24
"""Variations inside variations that a record may nest."""
_MOVETEXT_TOKEN = r"\{[^}]*\}|\{|;[^\n]*|[()]|[^\s(){;]+"


def move_word(token: str) -> str:
    """A move word of a record without its move number and annotation glyphs; ``""`` for a
    bare move number or a ``$`` glyph.

    >>> move_word("12.c3-d4!?"), move_word("12..."), move_word("$3")
    ('c3-d4', '', '')
    """
    if token.startswith("$") or re.match(_MOVE_NUMBER, token):
        return ""
    numbered = re.match(_NUMBERED_MOVE, token)
    if numbered:
        token = numbered.group(2)
    return token.rstrip("!?")


def read_tagged(text: str) -> TaggedText:
    """Split a tagged record (PGN/PDN style) into tags and move words.

    Comments (``{...}``, ``;`` to the end of the line, ``%`` lines), variations
    (``(...)``, nested) and annotation glyphs (``$3``, ``!``, ``?``) are skipped, with a
    note; the result word is kept apart.

    >>> record = read_tagged('[Event "x"]\\n1. c3-d4 {good} (1. a3-b4) d6-c5 1-0')
    >>> record.tags, record.words, record.result, record.notes
    ({'Event': 'x'}, ['c3-d4', 'd6-c5'], '1-0', ['1 comment skipped', '1 variation skipped'])
    """
    record = TaggedText()
    comments = variations = 0
    record.tags, movetext = split_tags(text)
    depth = 0
    for token in movetext_tokens(movetext):
        if token == "(":
            variations += depth == 0
            depth += 1
            if depth > MAX_VARIATION_DEPTH:
                raise ByteError(tr("the record nests variations more than {most} deep",
                                   most=MAX_VARIATION_DEPTH))
        elif token == ")":
            if depth == 0:
                raise ByteError(tr("a variation closed with ')' was never opened with '('"))
            depth -= 1
        elif depth:
            continue
        elif token == COMMENT:
            comments += 1
        elif record.result is not None:
            raise ByteError(tr("{text} follows the result {result}", text=quote(token),
                               result=repr(record.result)))
        elif token in RESULTS or token in DRAUGHTS_RESULTS:
            record.result = token
        elif word := move_word(token):
            if len(record.words) >= MAX_MOVES:
                raise ByteError(tr("the record holds more than {most} moves, more than a game "
                                   "here can hold", most=i18n.number(MAX_MOVES)))
            record.words.append(word)
    if depth:
        raise ByteError(tr("a variation opened with '(' is never closed with ')'"))
    if comments:
        record.notes.append(trn("{n} comment skipped", "{n} comments skipped", comments))
    if variations:
        record.notes.append(trn("{n} variation skipped", "{n} variations skipped", variations))
    return record


def replay_words(game: Game, words: list[str]) -> Game:
    """Push record words onto ``game``; the first illegal one is named in the error."""
    for word in words:
        ply = len(game.moves)
        try:
            game.push(word)
        except ByteError as error:
            values = {"number": game.move_label(ply), "move": quote(word)[1:-1],
                      "error": error}
            if game.end.turn == games.WHITE:
                raise ByteError(tr("move {number} {move} (White) is illegal: {error}",
                                   **values)) from None
            raise ByteError(tr("move {number} {move} (Black) is illegal: {error}",
                               **values)) from None
    return game


def board_tags(game: str, variant: str, size: int) -> dict[str, str]:
    """The tags that say a record of ``game`` is of ``variant`` on ``size``: the game's
    ``board_tags`` hook (its ``records`` module), else none (a game of one board).

    >>> board_tags("reversi", "othello", 6)
    {'Variant': 'othello', 'Size': '6'}
    """
    return dict(games.records(game).board_tags(variant, size))


START_TAGS = ("Position", "FEN")  # i18n: not shown (tag names)
"""The tags that give a record's start position (Byte and Reversi write ``Position``,
draughts ``FEN``)."""


def states_its_board(record: TaggedText, game: str) -> bool:
    """True when ``record`` says which game, variant or board it is of (a ``Game`` tag,
    its start, or any of the game's :func:`board_tags`); an untagged record does not."""
    info = games.find(game)
    named = set(board_tags(game, info.default.id, info.default.default_size))
    return bool({"Game", *START_TAGS, *named} & set(record.tags))  # i18n: not shown (tag names)


def check_result(game: Game, stated: str | None, results: dict[str, str] | None = None) -> None:
    """Refuse a record whose stated result contradicts its moves. ``results`` maps the
    game's own result words (e.g. draughts' ``2-0``) to ``1-0``/``0-1``/``1/2-1/2``/``*``."""
    if stated is None:
        return
    meaning = (results or {}).get(stated, stated)
    if meaning not in RESULTS:
        raise ByteError(tr("the Result tag {text} is not a result this game writes",
                           text=quote(stated)))
    termination = game.tags.get("Termination", "").strip().lower()  # i18n: not shown (tag names)
    if game.result() == "*" and meaning in ("1-0", "0-1") and termination in (
            TIME_FORFEIT, RESIGNATION):
        loser = "b" if meaning == "1-0" else "w"  # lost on time or resigned, not on the board
        if termination == TIME_FORFEIT:
            game.flag(loser)
        else:
            game.resign(loser)
        return
    if game.result() == "*" and meaning == "1/2-1/2" and termination == DRAW_AGREED:
        game.agree_draw()
        return
    if meaning != "*" and meaning != game.result():
        raise ByteError(tr("the record says the result is {stated} but its moves end with "
                           "{result}", stated=stated, result=game.result()))


def check_score(game: Game, stated: str | None) -> None:
    """Refuse a record whose ``Score`` tag contradicts its moves, as a contradicting
    ``Result`` is refused (the tag is written from the last position's score)."""
    if stated is None:
        return
    found = game.end.score()
    if stated.strip() != found:
        raise ByteError(tr("the record says the score is {stated} but its moves end with "
                           "{score}", stated=quote(stated), score=found))


def tagged_text(tags: dict[str, str], words: list[str], result: str) -> str:
    """Tag lines, a blank line and the words (wrapped at 79 columns) ending in ``result``."""
    lines = [f'[{key} "{_escape(value)}"]' for key, value in tags.items()]
    body = _wrap([*words, result])
    return "\n".join(lines) + "\n\n" + body + "\n"


def _which_game(record: TaggedText, stated: str | None) -> str:
    """The game of a record: the one its ``Game`` tag names; else a game that claims its
    form (the registry's ``claims_record``); else the game on screen unless its form rules
    that out; else the default game."""
    named = record.tags.get("Game")  # i18n: not shown (tag names)
    if named is not None:
        wanted = named.strip().lower()
        for info in games.GAMES.values():
            if wanted in (info.id, info.name.lower()):
                return info.id
        raise ByteError(tr("the record is of a game this site does not have: {text}",
                           text=quote(named)))
    claims = {info.id: info.claims_record(record.tags, record.words)
              for info in games.GAMES.values()}
    for game, claim in claims.items():
        if claim:
            return game
    if stated is not None and claims.get(games.find(stated).id) is not False:
        return games.find(stated).id
    return games.find(None).id


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _wrap(words: list[str], width: int = 79) -> str:
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)
