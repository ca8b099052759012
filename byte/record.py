"""Game records: a start position plus the moves played, and their plain-text form.

The text form has tag lines, then numbered moves, then the result::

    [Variant "8x8"]
    [Result "*"]

    1. b2-a3 a5-b4 2. d2-c3 *

A game that starts from another position carries it in a ``[Position "CODE"]`` tag; when
Black moves first the move list starts with ``1...``.

>>> game = Game()
>>> game.push("b2-a3")
Move(src=17, level=1, dst=32)
>>> Game.parse(game.text()).moves == game.moves
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from byte.games.byte.rules import BLACK, WHITE, ByteError, Move, Position

_TAG = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]$')
_MOVE_NUMBER = re.compile(r"^\d+\.(\.\.)?$")
_NUMBERED_MOVE = re.compile(r"^(\d+\.(?:\.\.)?)(\S+)$")
RESULTS = ("1-0", "0-1", "*")
MAX_MOVES = 2000


class Game:
    """A start position and the moves played from it, each checked against the rules.

    >>> game = Game(moves=["b2-a3", "a5-b4"])
    >>> len(game), game.end.turn
    (2, 'w')
    >>> game.position_at(1).turn
    'b'
    """

    def __init__(
        self,
        start: Position | None = None,
        moves: Iterable[Move | str] = (),
        tags: dict[str, str] | None = None,
    ) -> None:
        self.start = start.copy() if start is not None else Position()
        self.tags: dict[str, str] = dict(tags or {})
        self.moves: list[Move] = []
        self._end = self.start.copy()
        for move in moves:
            self.push(move)

    @property
    def end(self) -> Position:
        """The position after the last move (do not push onto it; use :meth:`push`)."""
        return self._end

    def __len__(self) -> int:
        return len(self.moves)

    def push(self, move: Move | str) -> Move:
        """Play a move given as text or :class:`Move`; :class:`ByteError` if it is illegal."""
        if len(self.moves) >= MAX_MOVES:
            raise ByteError(f"a game record holds at most {MAX_MOVES} moves")
        position = self._end
        if isinstance(move, str):
            checked = position.parse_move(move)
        else:
            checked = position.parse_move(str(move))
        position.push(checked)
        self.moves.append(checked)
        return checked

    def pop(self) -> Move:
        """Take back the last move."""
        if not self.moves:
            raise ByteError("there is no move to take back")
        self.moves.pop()
        return self._end.pop()

    def position_at(self, ply: int) -> Position:
        """The position after ``ply`` moves (0 = the start), as a fresh copy."""
        if not 0 <= ply <= len(self.moves):
            raise ByteError(f"ply {ply} is outside this game (0 to {len(self.moves)})")
        position = self.start.copy()
        for move in self.moves[:ply]:
            position.push(move)
        position.move_stack.clear()
        position._undo.clear()
        return position

    def result(self) -> str:
        """``'1-0'`` or ``'0-1'`` once the game is over, else ``'*'``."""
        winner = self._end.winner()
        return {WHITE: "1-0", BLACK: "0-1"}.get(winner, "*")

    def move_label(self, ply: int) -> str:
        """The number a move carries in the record: ``'3.'`` for White, ``'3...'`` for Black.

        ``ply`` counts from 0 for the first move of the game.
        """
        first_black = self.start.turn == BLACK
        index = ply + (1 if first_black else 0)
        number = index // 2 + 1
        return f"{number}." if index % 2 == 0 else f"{number}..."

    def text(self) -> str:
        """The plain-text record: tags, a blank line, numbered moves and the result."""
        tags = {"Variant": f"{self.start.size}x{self.start.size}"}
        tags.update({k: v for k, v in self.tags.items() if k not in ("Variant", "Result")})
        if self.start != Position(self.start.size):
            tags["Position"] = self.start.code()
        else:
            tags.pop("Position", None)
        tags["Result"] = self.result()
        tags["Score"] = f"{self._end.won[WHITE]}-{self._end.won[BLACK]}"
        lines = [f'[{key} "{_escape(value)}"]' for key, value in tags.items()]
        words: list[str] = []
        for ply, move in enumerate(self.moves):
            label = self.move_label(ply)
            if label.endswith("...") and ply > 0:
                words.append(str(move))
            else:
                words.append(f"{label} {move}")
        words.append(self.result())
        body = _wrap(words)
        return "\n".join(lines) + "\n\n" + body + "\n"

    @classmethod
    def parse(cls, text: str) -> Game:
        """Read a record and replay it; :class:`ByteError` names the first illegal move.

        >>> Game.parse('[Variant "8x8"]\\n\\n1. b2-a3 a5-b4 *').end.turn
        'w'
        """
        if not isinstance(text, str):
            raise ByteError("a game record must be text")
        tags: dict[str, str] = {}
        move_words: list[str] = []
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith(("%", ";")):
                continue
            if line.startswith("["):
                match = _TAG.match(line)
                if not match:
                    raise ByteError(f'line {number} is not a tag like [Variant "8x8"]')
                tags[match.group(1)] = _unescape(match.group(2))
                continue
            move_words.extend(line.split())
        size_text = tags.get("Variant", "8x8")
        if size_text not in ("8x8", "10x10"):
            raise ByteError(f'the Variant tag must be "8x8" or "10x10", not "{size_text}"')
        size = int(size_text.split("x")[0])
        if "Position" in tags:
            start = Position.from_code(tags["Position"])
            if start.size != size:
                raise ByteError(
                    f"the Position tag is a {start.size}x{start.size} board "
                    f"but the Variant tag says {size_text}"
                )
        else:
            start = Position(size)
        game = cls(start, tags={k: v for k, v in tags.items() if k not in ("Result", "Score")})
        result_word = None
        for word in move_words:
            if result_word is not None:
                raise ByteError(f"{word!r} follows the result {result_word!r}")
            if word in RESULTS:
                result_word = word
                continue
            if _MOVE_NUMBER.match(word):
                continue
            numbered = _NUMBERED_MOVE.match(word)
            if numbered:
                word = numbered.group(2)
            ply = len(game.moves)
            try:
                game.push(word)
            except ByteError as error:
                side = "White" if game.end.turn == WHITE else "Black"
                raise ByteError(
                    f"move {game.move_label(ply)} {word} ({side}) is illegal: {error}"
                ) from None
        stated = tags.get("Result", result_word)
        if stated is not None and stated not in RESULTS:
            raise ByteError(f'the Result tag must be "1-0", "0-1" or "*", not "{stated}"')
        if stated not in (None, "*") and stated != game.result():
            raise ByteError(
                f"the record says the result is {stated} but its moves end with {game.result()}"
            )
        return game


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


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
