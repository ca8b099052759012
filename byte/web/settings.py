"""How a game on the page is played: the game, variant and board size of new games, the
opponent (a person, or the computer at a level) and the view options. Links and saved
games carry them (:meth:`Settings.to_dict`, :meth:`Settings.from_dict`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from byte import games
from byte.clock import TimeControl
from byte.errors import ByteError, or_list
from byte.games import BLACK, WHITE
from byte.i18n import tr

HUMAN = "human"
COMPUTER = "computer"
LEVELS = range(1, 6)


@dataclass
class Settings:
    """How the session is played: the game, variant and board size for new games, the
    opponent, and view options.

    ``human`` is the side the person plays against the computer (``'w'`` or ``'b'``);
    ``show_moves`` marks the legal moves before any click (Reversi's dots);
    ``coordinates`` picks a game's naming of the squares where it has several.
    """

    size: int = 8
    opponent: str = HUMAN
    level: int = 2
    human: str = WHITE
    flip: bool = False
    show_eval: bool = False
    game: str = games.DEFAULT_GAME
    variant: str = ""
    show_moves: bool = True
    coordinates: str = ""
    pie: bool = False
    """New games use the pie rule (games that offer it)."""
    clock: str = ""
    """The time control of new games (``"5+3"``), ``""`` for none."""

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
            raise ByteError(tr("the settings must be a table of names and values"))
        settings = cls()
        game = data.get("game", settings.game)
        if not isinstance(game, str):
            raise ByteError(tr("the game must be named in words"))
        info = games.find(game)
        variant_name = data.get("variant") or None
        if variant_name is not None and not isinstance(variant_name, str):
            raise ByteError(tr("the variant must be named in words"))
        variant = info.variant(variant_name)
        size = data.get("size", variant.default_size)
        if isinstance(size, bool) or size not in variant.sizes:
            sizes = or_list([str(n) for n in variant.sizes])
            raise ByteError(tr("the board size of {variant} must be {sizes}, not {size}",
                               variant=variant.title, sizes=sizes, size=repr(size)))
        opponent = data.get("opponent", settings.opponent)
        if opponent not in (HUMAN, COMPUTER):
            raise ByteError(tr("the opponent must be 'human' or 'computer', not {opponent}",
                               opponent=repr(opponent)))
        level = data.get("level", settings.level)
        if isinstance(level, bool) or level not in LEVELS:
            raise ByteError(tr("the computer's level must be 1 to 5, not {level}",
                               level=repr(level)))
        human = data.get("human", settings.human)
        if human not in (WHITE, BLACK):
            raise ByteError(tr("the player's side must be 'w' or 'b', not {side}",
                               side=repr(human)))
        flags = {name: data.get(name, getattr(settings, name))
                 for name in ("flip", "show_eval", "show_moves")}
        if not all(isinstance(value, bool) for value in flags.values()):
            raise ByteError(tr("the flip, evaluation and move-marking settings must be true or "
                               "false"))
        coordinates = data.get("coordinates", "")
        if not isinstance(coordinates, str) or len(coordinates) > 20:
            coordinates = ""
        pie = data.get("pie", False) is True and info.pie
        clock = data.get("clock", "") or ""
        if not isinstance(clock, str):
            raise ByteError(tr("the time control must be written like 5+3"))
        if clock:
            clock = TimeControl.parse(clock).text
        return cls(size, opponent, level, human, flags["flip"], flags["show_eval"], info.id,
                   variant.id, flags["show_moves"], coordinates, pie, clock)
