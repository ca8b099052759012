"""The board editor of every game: put and take pieces, choose the side to move, then use
the position (pure Python, no browser; the page is :mod:`byte.web.editor`).

The shell knows no game. Each game's ``editor`` module (``byte/games/<id>/editor.py``,
see ``docs/game-protocol.md``) says what a square can hold (its palette of tools), what a
click with a tool does to a square, any counters beside the board (Byte's stacks won),
how to write the position code, and how to draw a position that is not legal yet. The
position is checked by the game's own ``from_code``: an impossible one is refused with
its reason in words.

>>> editor = Editor("checkers", "english")
>>> editor.clear()
>>> [editor.click(editor.square("c3"), "w"), editor.click(editor.square("f6"), "B")]
['', '']
>>> editor.code()
'B:W22:BK11'
>>> editor.check()
''
>>> editor.click(editor.square("b8"), "w")
''
>>> editor.check()
"A White man cannot stand on 1, on Black's back row: it would have been crowned."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from byte import games
from byte.errors import ByteError, or_list, read_number
from byte.games import BLACK, WHITE
from byte.games.protocol import ViewHooks
from byte.i18n import N_, tr


@dataclass(frozen=True)
class Tool:
    """One thing of the palette: what a click with it puts on (or takes off) a square."""

    key: str
    label: str
    """The visible words (short)."""
    name: str
    """The accessible name: the label, then what it does."""
    art: str = ""
    """A small picture (SVG markup), or ``""``."""


@dataclass(frozen=True)
class Counter:
    """A number beside the board that belongs to the position (Byte's stacks won)."""

    key: str
    label: str
    maximum: int


def sentence(text: str) -> str:
    """A reason as a sentence: capital first letter, full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


class Editor:
    """A position being set up: what each square holds, the side to move, the counters.

    ``position``: start from it (default: the variant's start on ``size``).
    """

    def __init__(self, game: str, variant: str | None = None, size: int | None = None,
                 position: Any = None) -> None:
        info = games.find(game)
        chosen = info.variant(variant if variant is not None else
                              (position.variant if position is not None else None))
        self.game = info.id
        self.variant = chosen.id
        self.size = position.size if position is not None else (size or chosen.default_size)
        if self.size not in chosen.sizes:
            raise ByteError(tr("{variant} is played on {sizes}, not {size}x{size}",
                               variant=chosen.title,
                               sizes=or_list([f"{n}x{n}" for n in chosen.sizes]),
                               size=self.size))
        self.hooks = games.editor(self.game)
        self.tool = self.tools()[0].key
        self.focus: int | None = None
        self.load(position if position is not None else
                  games.rules(self.game).start(self.variant, self.size))

    # --- what is being edited -------------------------------------------------------------

    def load(self, position: Any) -> None:
        """Take the pieces, side to move and counters of ``position``."""
        self.contents: dict[int, str] = {
            square: held for square, held in self.hooks.contents(position).items() if held}
        self.turn: str = position.turn
        self.extra: dict[str, int] = dict(self.hooks.extra(position))

    def tools(self) -> list[Tool]:
        return list(self.hooks.tools(self.variant, self.size))

    def counters(self) -> list[Counter]:
        return list(self.hooks.counters(self.variant, self.size))

    def squares(self) -> tuple[int, ...]:
        return tuple(self.hooks.squares(self.variant, self.size))

    def square(self, name: str) -> int:
        """The square called ``name`` in the game's notation."""
        return self.view_hooks.parse_square(self.draft(), name)

    @property
    def view_hooks(self) -> ViewHooks:
        return games.view(self.game)

    # --- editing --------------------------------------------------------------------------

    def choose(self, tool: str) -> None:
        if tool not in {t.key for t in self.tools()}:
            raise ByteError(tr("there is no tool {name} here", name=repr(tool[:24])))
        self.tool = tool

    def click(self, square: int, tool: str | None = None) -> str:
        """Apply ``tool`` (default: the chosen one) to ``square``; ``""`` or a refusal in
        words (the square is left as it was)."""
        if square not in self.squares():
            return tr("Only the playable squares hold pieces.")
        self.focus = square
        try:
            held = self.hooks.apply(tool or self.tool, self.contents.get(square, ""))
        except ByteError as error:
            return sentence(str(error))
        if held:
            self.contents[square] = held
        else:
            self.contents.pop(square, None)
        return ""

    def set_turn(self, side: str) -> None:
        if side not in (WHITE, BLACK):
            raise ByteError(tr("the side to move must be 'w' or 'b', not {text}",
                               text=repr(side[:8])))
        self.turn = side

    def set_counter(self, key: str, value: int) -> str:
        """Set a counter; a refusal in words when out of range."""
        for counter in self.counters():
            if counter.key == key:
                if isinstance(value, bool) or not isinstance(value, int) or \
                        not 0 <= value <= counter.maximum:
                    return tr("{counter} must be 0 to {most}.", counter=counter.label,
                              most=counter.maximum)
                self.extra[key] = value
                return ""
        return tr("There is no {name} to set here.", name=key[:24])

    def set_counter_text(self, key: str, text: str) -> str:
        """Set a counter from what the player typed; a refusal in words when it is not a
        whole number in range.

        >>> editor = Editor("byte")
        >>> editor.set_counter_text("won_w", "1"), editor.set_counter_text("won_w", "²")
        ('', 'Write a whole number.')
        """
        clean = str(text).strip() or "0"
        try:
            value = read_number(clean, N_("the number"), digits=3)
        except ByteError:
            return tr("Write a whole number.")
        return self.set_counter(key, value)

    def clear(self) -> None:
        """An empty board (counters back to zero; the side to move stays)."""
        self.contents = {}
        self.extra = {key: 0 for key in self.extra}

    def reset(self) -> None:
        """The variant's start position."""
        self.load(games.rules(self.game).start(self.variant, self.size))

    def move_focus(self, direction: str, flip: bool = False) -> int:
        """Move the keyboard focus to the nearest square ``up``/``down``/``left``/``right``
        on screen (``flip``: the board is shown turned around); returns it.

        >>> editor = Editor("reversi")
        >>> editor.focus = editor.square("d4")
        >>> editor.view_hooks.square_name(editor.draft(), editor.move_focus("right"))
        'e4'
        """
        layout = self.view_hooks.layout(self.draft())
        size = self.size
        if self.focus not in layout:
            self.focus = sorted(layout)[len(layout) // 2]

        def screen(square: int) -> tuple[int, int]:
            column, row = layout[square]
            return (size - 1 - column, size - 1 - row) if flip else (column, row)

        column, row = screen(self.focus)
        step = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[direction]
        # Left and right keep to the row; up and down go to the next row, to the nearest
        # column (on a board of dark squares only, the focus zig-zags).
        sideways = direction in ("left", "right")
        best = None
        for square in layout:
            c, r = screen(square)
            along = (c - column) * step[0] + (r - row) * step[1]
            across = abs((c - column) * step[1]) + abs((r - row) * step[0])
            if along <= 0 or (sideways and across) or (not sideways and along != 1):
                continue
            score = (along, across, c)
            if best is None or score < best[0]:
                best = (score, square)
        if best is not None:
            self.focus = best[1]
        return self.focus

    # --- the result -----------------------------------------------------------------------

    def code(self) -> str:
        """The position code of what is set up, in the rules' own words when it is legal
        (it may still be impossible)."""
        raw = self.hooks.code(self.variant, self.size, self.contents, self.turn, self.extra)
        try:
            return games.rules(self.game).from_code(raw, self.variant).code()
        except ByteError:
            return raw

    def draft(self) -> Any:
        """A position to draw what is set up, even when it is not legal yet."""
        return self.hooks.draft(self.variant, self.size, self.contents, self.turn, self.extra)

    def position(self) -> Any:
        """The position set up, checked; :class:`ByteError` says why it is impossible."""
        raw = self.hooks.code(self.variant, self.size, self.contents, self.turn, self.extra)
        position = games.rules(self.game).from_code(raw, self.variant)
        self.hooks.check(position)
        return position

    def check(self) -> str:
        """``""`` when the position can be played, else the reason in words."""
        try:
            self.position()
        except ByteError as error:
            return sentence(str(error))
        return ""
