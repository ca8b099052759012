"""The player's sound and board look: what is kept, how it is read back (pure: tested on
CPython; the dialog is :mod:`byte.web.looks_dialog`).

Kept in local storage under :data:`STORAGE_KEY` as one small JSON object. Storage is never
trusted: a value that is missing, of the wrong type or unknown falls back to its default,
each on its own, so one damaged field never costs the others (and never an error).

The look is CSS only: the page's ``<html>`` carries one attribute per choice
(:func:`attributes`), and ``static/app.css`` turns them into colours (custom properties)
and piece styles, so switching redraws nothing. ``static/looks.js`` sets the same
attributes from storage before the page first paints (and on the rules pages, which run
no Python), so a chosen theme never flashes the default one first.

>>> looks = read('{"theme": "blue", "sound": false}')
>>> looks.theme, looks.sound, looks.coordinates
('blue', False, True)
>>> read("not json at all") == Looks()
True
>>> attributes(looks, embed=False)["data-board-theme"]
'blue'
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

STORAGE_KEY = "byte.looks"

THEMES: tuple[tuple[str, str], ...] = (  # i18n: not shown (the page's markup names them)
    ("wood", "Wood"),  # i18n: not shown
    ("green", "Green"),  # i18n: not shown
    ("blue", "Blue"),  # i18n: not shown
    ("contrast", "High contrast"),  # i18n: not shown
)
"""The board themes (id, name), the default first; their colours are in static/app.css and
their names, as the player reads them, in the Sound and looks dialog's markup."""

_NAME = re.compile(r"[a-z][a-z0-9-]{0,23}\Z")
"""What a kept id may look like (the loader, static/looks.js, checks the same)."""


@dataclass(frozen=True)
class Looks:
    """The sound and the board's look.

    ``sound``: sounds on the site's own page; ``sound_in_embeds``: inside a board embedded
    in another page, off until turned on there (a page someone is reading should not start
    clicking); ``pieces``: each game's piece style, by game id (a game not named has its
    first style); ``coordinates``: the square names along the board's edges.
    """

    theme: str = THEMES[0][0]
    pieces: Mapping[str, str] = field(default_factory=dict)
    coordinates: bool = True
    sound: bool = True
    sound_in_embeds: bool = False

    def sound_on(self, embed: bool) -> bool:
        """Whether the page makes sounds (inside an embed or not).

        >>> Looks().sound_on(embed=False), Looks().sound_on(embed=True)
        (True, False)
        """
        return self.sound_in_embeds if embed else self.sound

    def with_sound(self, on: bool, embed: bool) -> Looks:
        """The same with the sound of this kind of page (an embed or not) set to ``on``."""
        return replace(self, sound_in_embeds=on) if embed else replace(self, sound=on)

    def with_pieces(self, game: str, style: str) -> Looks:
        return replace(self, pieces={**self.pieces, game: style})

    def piece_style(self, game: str, styles: tuple[tuple[str, str], ...]) -> str:
        """The style of ``game``'s pieces among ``styles`` (its view's), its first by
        default or when the kept one is not among them.

        >>> styles = (("classic", "Classic"), ("flat", "Flat"))
        >>> Looks(pieces={"reversi": "flat"}).piece_style("reversi", styles)
        'flat'
        >>> Looks(pieces={"reversi": "gold"}).piece_style("reversi", (("classic", "C"),))
        'classic'
        """
        kept = self.pieces.get(game)
        return next((style for style, _ in styles if style == kept), styles[0][0])


def _flag(data: Mapping[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    return value if isinstance(value, bool) else default


def read(text: Any) -> Looks:
    """The looks kept as ``text`` (what local storage gave: anything at all). Whatever
    cannot be used is its default; nothing raises.

    >>> read(None) == read("") == read("[1, 2]") == read('{"theme": 7}') == Looks()
    True
    >>> read('{"theme": "neon", "coordinates": false}')
    Looks(theme='wood', pieces={}, coordinates=False, sound=True, sound_in_embeds=False)
    >>> read('{"pieces": {"checkers": "flat", "reversi": 3, "<b>": "flat"}}').pieces
    {'checkers': 'flat'}
    """
    if not isinstance(text, str) or not text:
        return Looks()
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return Looks()
    if not isinstance(data, dict):
        return Looks()
    theme = next((known for known, _ in THEMES if known == data.get("theme")), Looks.theme)
    pieces = data.get("pieces")
    kept = {}
    if isinstance(pieces, dict):
        kept = {game: style for game, style in pieces.items()
                if isinstance(game, str) and isinstance(style, str)
                and _NAME.match(game) and _NAME.match(style)}
    return Looks(theme=theme, pieces=kept,
                 coordinates=_flag(data, "coordinates", True),
                 sound=_flag(data, "sound", True),
                 sound_in_embeds=_flag(data, "sound_in_embeds", False))


def write(looks: Looks) -> str:
    """The text kept in local storage (read back by :func:`read` and static/looks.js).

    >>> read(write(Looks(theme="contrast", pieces={"byte": "wood"}))).pieces
    {'byte': 'wood'}
    """
    return json.dumps({"theme": looks.theme, "pieces": dict(sorted(looks.pieces.items())),
                       "coordinates": looks.coordinates, "sound": looks.sound,
                       "sound_in_embeds": looks.sound_in_embeds}, separators=(",", ":"))


def attributes(looks: Looks, embed: bool, styles: Mapping[str, str] | None = None
               ) -> dict[str, str]:
    """The ``<html>`` attributes that give the page this look (static/looks.js writes the
    same ones from storage before Python starts). ``styles``: each shown game's piece style
    as :meth:`Looks.piece_style` settled it (else the kept ones as they are).

    >>> found = attributes(Looks(coordinates=False, pieces={"checkers": "flat"}), embed=True)
    >>> found["data-coords"], found["data-sound"], found["data-pieces-checkers"]
    ('off', 'off', 'flat')
    """
    found = {"data-board-theme": looks.theme,
             "data-coords": "on" if looks.coordinates else "off",
             "data-sound": "on" if looks.sound_on(embed) else "off"}
    for game, style in sorted({**looks.pieces, **(styles or {})}.items()):
        found[f"data-pieces-{game}"] = style
    return found


class LooksStore:
    """The looks in local storage (``storage`` None where the browser denies it: the
    choices then last as long as the page). Failing to write is not worth a word: the
    choice still applies to the page on screen."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def load(self) -> Looks:
        if self.storage is None:
            return Looks()
        try:
            return read(self.storage.getItem(STORAGE_KEY))
        except Exception:
            return Looks()

    def save(self, looks: Looks) -> bool:
        """Keep ``looks``; False when the browser refused."""
        if self.storage is None:
            return False
        try:
            self.storage.setItem(STORAGE_KEY, write(looks))
        except Exception:
            return False
        return True


__all__ = ["STORAGE_KEY", "THEMES", "Looks", "LooksStore", "attributes", "read",  # i18n: not shown
           "write"]
