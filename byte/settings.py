"""How a game is played and shown: the one settings type of the site (:class:`Settings`),
used by the page's session, its links and its saved games.

A session holds a whole :class:`Settings`: the game, variant and board size of new games,
the opponent (a person, or the computer at a level), the side the person plays against the
computer, and the view options. Links and saved games carry the part of it that says who
plays whom and how the board is turned, as three keys of the link format::

    vs=h | vs=c1 … vs=c5     the opponent: two people, or the computer at level 1 to 5
    h=w | h=b | h=r          the side the person plays against the computer (r: drawn
                             at random when the link is opened)
    f=1 | f=0                the board turned (Black at the bottom) or not; without it,
                             the person's side against the computer is at the bottom

A link states some of these facts and leaves the others to the page: what it states is a
:data:`Stated`, a dict keyed by the names of :class:`Settings`' fields (one name per fact),
which :meth:`Settings.with_stated` puts on top of the page's own settings.

>>> settings = Settings(opponent=COMPUTER, level=4, human=BLACK, flip=True)
>>> settings.pairs()  # Black at the bottom goes without saying when the person plays Black
[('vs', 'c4'), ('h', 'b')]
>>> Settings().with_stated(read_stated(dict(settings.pairs()), [])).flip
True
>>> problems = []
>>> stated = read_stated({"vs": "c3", "h": "r"}, problems)
>>> stated, problems
({'opponent': 'computer', 'level': 3, 'human': 'random'}, [])
>>> Settings().with_stated(stated, random.Random(1)).level
3
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from byte import games
from byte.clock import TimeControl
from byte.errors import ByteError, or_list, quote
from byte.games import BLACK, WHITE
from byte.i18n import tr

HUMAN = "human"
COMPUTER = "computer"
RANDOM = "random"
"""The person's side drawn at random when the game starts (a link's ``h=r``)."""
LEVELS = range(1, 6)

Stated = dict[str, Any]
"""Some of the settings, keyed by :class:`Settings`' field names: what a link or a saved
game states (``opponent``, ``level``, ``human``, which may be :data:`RANDOM`, ``flip``)."""

LINK_KEYS = ("vs", "h", "f")
"""The link keys of the settings (saved games keep the same ones)."""


@dataclass
class Settings:
    """How the session is played: the game, variant and board size for new games, the
    opponent (:data:`HUMAN` or :data:`COMPUTER`, at ``level`` 1 to 5), and view options.

    ``human`` is the side the person plays against the computer (``'w'`` or ``'b'``);
    ``flip`` shows Black at the bottom;
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

    def stated(self) -> Stated:
        """What a link or a saved game carries of these settings: the computer's level and
        the person's side when the computer plays, the board's turn where it is not the
        usual one (:meth:`usual_flip`); defaults left out."""
        stated: Stated = {}
        if self.opponent == COMPUTER:
            stated.update(opponent=COMPUTER, level=self.level, human=self.human)
        if self.flip != self.usual_flip():
            stated["flip"] = self.flip
        return stated

    def usual_flip(self) -> bool:
        """Whether the board is usually turned: against the computer the person's own side
        is at the bottom, as on every playing site; otherwise White is."""
        return self.opponent == COMPUTER and self.human == BLACK

    def pairs(self) -> list[tuple[str, str]]:
        """These settings as link keys (see :meth:`stated`)."""
        return stated_pairs(self.stated())

    def with_stated(self, stated: Stated, rng: random.Random | None = None) -> Settings:
        """A copy of these settings with what a link or a saved game ``stated`` put on
        top; a side stated as :data:`RANDOM` is drawn with ``rng``."""
        result = replace(self)
        if stated.get("opponent") == HUMAN:
            result.opponent = HUMAN
        elif stated.get("opponent") == COMPUTER and stated.get("level") in LEVELS:
            result.opponent = COMPUTER
            result.level = stated["level"]
        human = stated.get("human")
        if human in (WHITE, BLACK):
            result.human = human
        elif human == RANDOM:
            result.human = (rng or random).choice((WHITE, BLACK))
        if isinstance(stated.get("flip"), bool):
            result.flip = stated["flip"]
        elif human is not None:
            result.flip = result.usual_flip()  # the side is stated, the turn goes with it
        return result

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


def stated_pairs(stated: Stated) -> list[tuple[str, str]]:
    """Stated settings as link keys (the ones not stated left out).

    >>> stated_pairs({"opponent": HUMAN, "human": RANDOM, "flip": False})
    [('vs', 'h'), ('h', 'r'), ('f', '0')]
    """
    pairs: list[tuple[str, str]] = []
    opponent = stated.get("opponent")
    if opponent == HUMAN:
        pairs.append(("vs", "h"))
    elif opponent == COMPUTER:
        pairs.append(("vs", f"c{stated.get('level', Settings.level)}"))
    human = stated.get("human")
    if human is not None:
        pairs.append(("h", "r" if human == RANDOM else human))
    flip = stated.get("flip")
    if flip is not None:
        pairs.append(("f", "1" if flip else "0"))
    return pairs


OPPONENTS = ("h",) + tuple(f"c{level}" for level in LEVELS)
"""The values of ``vs=``."""


def read_stated(values: Mapping[str, object], problems: list[str]) -> Stated:
    """The settings stated by link keys (``vs``, ``h``, ``f`` of a link's or a saved game's
    values); a bad value is left unstated and explained in ``problems``."""
    opponent = values.get("vs")
    human = values.get("h")
    flip = values.get("f")
    stated: Stated = {}
    if opponent is not None:
        if opponent == "h":
            stated["opponent"] = HUMAN
        elif opponent in OPPONENTS:
            stated.update(opponent=COMPUTER, level=int(str(opponent)[1:]))
        else:
            problems.append(tr(
                "vs={value} is not an opponent: use vs=h for two players or vs=c1 to vs=c5 "
                "for the computer at level 1 to 5; it was ignored",
                value=quote(str(opponent))[1:-1]))
    if human is not None:
        if human in (WHITE, BLACK):
            stated["human"] = human
        elif human == "r":
            stated["human"] = RANDOM
        else:
            problems.append(tr("h={value} is not a side: use h=w, h=b or h=r (random); it "
                               "was ignored", value=quote(str(human))[1:-1]))
    if flip is not None:
        read_flag("f", flip, problems, stated, "flip")
    return stated


def read_flag(key: str, value: object, problems: list[str], into: dict[str, Any],
              name: str) -> None:
    """Read a link's ``key=1``/``key=0`` into ``into[name]``, or explain in ``problems``."""
    if value in ("1", "0", True, False):
        into[name] = value in ("1", True)
    else:
        problems.append(tr("{key}={value} should be {key}=1 or {key}=0; it was ignored",
                           key=key, value=quote(str(value))[1:-1]))
