"""The games of the site, looked up by name and imported on first use.

This module holds only descriptors (names, variants, sizes, who moves first): the New game
dialog and the link reader need them before any rules are loaded. A game's modules are
imported by :func:`load` (through :func:`rules`, :func:`engine`, :func:`records`,
:func:`view`, :func:`editor`, :func:`lessons`, :func:`guide`) the first time they are
asked for, so a page that opens on Byte never pays for Reversi's or Checkers' modules.

The protocol a game implements is typed in :mod:`byte.games.protocol` and explained in
``docs/game-protocol.md``.

>>> find("reversi").variant("reversi").name
'Reversi (free opening)'
>>> find("checkers").default.id
'brazilian'
>>> find("chess")
Traceback (most recent call last):
...
byte.errors.ByteError: there is no game 'chess' here: choose byte, reversi or checkers
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import cast

from byte.errors import ByteError, is_number, or_list
from byte.games.protocol import (
    RESOLVED,
    EditorHooks,
    EngineHooks,
    GuideHooks,
    LessonsHooks,
    RecordsHooks,
    Resolved,
    RulesHooks,
    ViewHooks,
)
from byte.i18n import N_, tr

WHITE = "w"
BLACK = "b"
SIDE_NAMES = {WHITE: N_("White"), BLACK: N_("Black")}
"""Every game of the set has two sides, White (light) and Black (dark): the English names
(catalogue messages); :func:`side_name` gives them in the player's language."""


def side_name(side: str) -> str:
    """The name of side ``"w"`` or ``"b"`` in the current language (``"White"``)."""
    return tr(SIDE_NAMES[side])


def to_move(side: str) -> str:
    """"White to move" or "Black to move" in the current language: one message per side,
    since languages word them differently (Russian: «Ход белых»)."""
    return tr("White to move") if side == WHITE else tr("Black to move")


@dataclass(frozen=True)
class Variant:
    """One way to play a game: its rule set or start, the board sizes, the first mover."""

    id: str
    name: str
    """What players see, e.g. ``"Checkers"`` or ``"International draughts"``, in English
    (a catalogue message): show :attr:`title`, the name in the player's language."""
    sizes: tuple[int, ...]
    """Board sizes, the default first."""
    first: str
    """The side that moves first from the start: ``"w"`` or ``"b"``."""
    aliases: tuple[str, ...] = ()

    @property
    def default_size(self) -> int:
        return self.sizes[0]

    @property
    def title(self) -> str:
        """The variant's name in the current language (what the page shows)."""
        return tr(self.name)


def _no_codes(text: str) -> tuple[str, ...]:
    return ()


def _no_claim(tags: Mapping[str, str], words: Sequence[str]) -> bool | None:
    return None


@dataclass(frozen=True)
class GameInfo:
    """A game of the site: its id (the ``g=`` of links), name and variants."""

    id: str
    name: str
    """The game's name in English (a catalogue message): show :attr:`title`."""
    package: str
    """Where the game's modules live: ``<package>.rules``, ``<package>.view`` … (the
    site's own games are ``byte.games.<id>``, the folder the build packs per game)."""
    variants: tuple[Variant, ...]
    """The rule sets or starts, the default first."""
    pie: bool = False
    """The New game dialog offers the pie rule (the second player may swap after the
    first move; see ``byte.record.SWAP``)."""
    code_variants: Callable[[str], tuple[str, ...]] = _no_codes
    """The variants whose position code ``text`` has the form of, most likely first (none:
    not a code of this game). Import asks every game, so this lives here, not in the
    game's modules: recognising a code loads no game."""
    surely_code: Callable[[str], bool] = lambda text: False
    """True when ``text`` can only be meant as a position code of this game (Import then
    says the code is broken rather than that no record could be read)."""
    claims_record: Callable[[Mapping[str, str], Sequence[str]], bool | None] = _no_claim
    """Whether a record that names no game (its tags, its move words) is of this game:
    True surely, False surely not, None when its form cannot tell."""

    @property
    def default(self) -> Variant:
        return self.variants[0]

    @property
    def title(self) -> str:
        """The game's name in the current language (what the page shows)."""
        return tr(self.name)

    def variant(self, name: str | None) -> Variant:
        """The variant called ``name`` (an id or an alias, any case); None: the default."""
        if name is None:
            return self.default
        wanted = name.strip().lower()
        for variant in self.variants:
            if wanted == variant.id or wanted in variant.aliases:
                return variant
        ids = ", ".join(variant.id for variant in self.variants)
        raise ByteError(tr("{game} has no variant {name}: choose {ids}", game=self.title,
                           name=repr(name[:24]), ids=ids))


# --- how each game's texts are recognised, without loading the game -----------------------


def _byte_codes(text: str) -> tuple[str, ...]:
    return ("byte",) if "/" in text else ()  # ranks split by "/"


_REVERSI_BOARDS = (36, 64, 100)


def _reversi_codes(text: str) -> tuple[str, ...]:
    return () if "/" in text or ":" in text else ("othello", "reversi")  # a board of XO-


def _reversi_code(text: str) -> bool:
    return bool(_reversi_codes(text)) and len(text.split()[0]) in _REVERSI_BOARDS


_SQUARE = r"[a-jA-J](?:10|[1-9])"
_REVERSI_WORDS = r"^(?:[a-jA-J](?:10|[1-9])|pass|PASS|PA|pa|--)+$"


def _reversi_record(tags: Mapping[str, str], words: Sequence[str]) -> bool:
    # Bare squares (f5, or a whole transcript f5d6c3); Byte's and Checkers' moves have a
    # '-' or an 'x'.
    return any(re.search(_SQUARE, word) for word in words) and all(
        re.match(_REVERSI_WORDS, word) for word in words)


_ALGEBRAIC_FEN = ("brazilian", "russian")
_SMALL_FEN = ("english", "pool", "italian")
_LARGE_FEN = ("international", "frisian", "frysk", "antidraughts", "breakthrough")


def _checkers_codes(text: str) -> tuple[str, ...]:
    """A draughts FEN has a ``:``; algebraic squares are of the 8x8 algebraic rule sets,
    numbers of the 32-square ones while they fit, else of the 10x10 ones."""
    if ":" not in text or "/" in text:
        return ()
    lists = [part.strip()[1:] for part in text.split(":")[1:]]  # drop the W / B
    squares = [token.strip().lstrip("Kk") for part in lists
               for token in re.split(r"[,-]", part) if token.strip()]
    if any(square[:1].isalpha() for square in squares):
        return _ALGEBRAIC_FEN
    numbers = [int(square) for square in squares if is_number(square, 3)]
    return _LARGE_FEN + _SMALL_FEN if numbers and max(numbers) > 32 else \
        _SMALL_FEN + _LARGE_FEN


def _checkers_record(tags: Mapping[str, str], words: Sequence[str]) -> bool | None:
    return True if "GameType" in tags or "FEN" in tags else None


GAMES: dict[str, GameInfo] = {
    game.id: game
    for game in (
        GameInfo("byte", N_("Byte"), "byte.games.byte", (
            Variant("byte", N_("Byte"), (8, 10), WHITE, aliases=("standard",)),
        ), pie=True, code_variants=_byte_codes, surely_code=lambda text: "/" in text),
        GameInfo("reversi", N_("Reversi"), "byte.games.reversi", (
            Variant("othello", N_("Othello"), (8, 6, 10), BLACK),
            Variant("reversi", N_("Reversi (free opening)"), (8, 6, 10), BLACK, aliases=("free",)),
        ), code_variants=_reversi_codes, surely_code=_reversi_code,
            claims_record=_reversi_record),
        GameInfo("checkers", N_("Checkers"), "byte.games.checkers", (
            Variant("brazilian", N_("Checkers"), (8,), WHITE, aliases=("checkers", "klyo")),
            Variant("international", N_("International draughts"), (10,), WHITE,
                    aliases=("draughts", "fmjd")),
            Variant("english", N_("English checkers"), (8,), BLACK,
                    aliases=("american", "straight")),
            Variant("russian", N_("Russian draughts"), (8,), WHITE, aliases=("shashki",)),
            Variant("pool", N_("Pool checkers"), (8,), BLACK,
                    aliases=("american-pool", "pool-checkers")),
            Variant("italian", N_("Italian draughts"), (8,), WHITE, aliases=("dama",)),
            Variant("frisian", N_("Frisian draughts"), (10,), WHITE),
            Variant("frysk", N_("Frysk!"), (10,), WHITE, aliases=("frysk!",)),
            Variant("antidraughts", N_("Antidraughts"), (10,), WHITE,
                    aliases=("anti", "giveaway")),
            Variant("breakthrough", N_("Breakthrough draughts"), (10,), WHITE),
        ), code_variants=_checkers_codes, surely_code=lambda text: ":" in text,
            claims_record=_checkers_record),
    )
}
DEFAULT_GAME = "byte"


def find(name: str | None) -> GameInfo:
    """The game called ``name`` (None: Byte); :class:`ByteError` for an unknown one."""
    if name is None:
        return GAMES[DEFAULT_GAME]
    game = GAMES.get(name.strip().lower())
    if game is None:
        raise ByteError(tr("there is no game {name} here: choose {games}",
                           name=repr(name[:24]), games=or_list(list(GAMES))))
    return game


_LOADED: dict[tuple[str, str], Resolved] = {}


def load(name: str | None, part: str) -> Resolved:
    """The one loader of a game's modules: ``<package>.<part>`` of the game called
    ``name``, imported on first use and resolved through its protocol (every optional hook
    filled by its default; see :mod:`byte.games.protocol`)."""
    game = find(name)
    kind = RESOLVED[part]
    found = _LOADED.get((game.package, part))
    if found is None:
        module = importlib.import_module(f"{game.package}.{part}")
        found = _LOADED[(game.package, part)] = kind(game.id, module)
    return found


def rules(name: str | None) -> RulesHooks:
    """The rules of a game (``start``, ``from_code``, its pass move)."""
    return cast(RulesHooks, load(name, "rules"))


def engine(name: str | None) -> EngineHooks:
    """The computer player's hooks of a game (evaluation, move order, levels)."""
    return cast(EngineHooks, load(name, "engine"))


@contextmanager
def evaluation(name: str | None, evaluation_name: str) -> Iterator[None]:
    """Let a game's computer player use its evaluation called ``evaluation_name`` (see the
    engine's ``use_evaluation``) inside the ``with`` block, and the one before after it,
    whatever happens inside: for matches and tests between evaluations. A game whose
    engine has no ``use_evaluation`` has only one: asking it for another is a ByteError.

    >>> with evaluation("checkers", "hand"):
    ...     pass
    >>> with evaluation("byte", "deep"):
    ...     pass
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: Byte has no evaluation called 'deep': use learned or hand
    """
    switch = engine(name).use_evaluation
    if switch is None:
        raise ByteError(  # matches between evaluations: a tool's words
            f"{find(name).name} has only one evaluation: "  # i18n: not shown (CLI)
            f"no {evaluation_name}")
    previous = switch(evaluation_name)
    try:
        yield
    finally:
        switch(previous)


def records(name: str | None) -> RecordsHooks:
    """A game's record format (``write``, ``read``, its board tags)."""
    return cast(RecordsHooks, load(name, "records"))


def view(name: str | None) -> ViewHooks:
    """How a game is drawn and played on the page (its ``view`` module)."""
    return cast(ViewHooks, load(name, "view"))


def editor(name: str | None) -> EditorHooks:
    """The board editor's hooks of a game (its palette, how a set-up becomes a code)."""
    return cast(EditorHooks, load(name, "editor"))


def lessons(name: str | None) -> LessonsHooks:
    """A game's lessons."""
    return cast(LessonsHooks, load(name, "lessons"))


def guide(name: str | None) -> GuideHooks:
    """A game's illustrated rules page."""
    return cast(GuideHooks, load(name, "guide"))
