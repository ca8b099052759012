"""The saved game: a small versioned JSON text for the browser's local storage.

It holds the game in progress (start position code + moves in the spec's notation), the
ply on screen, the settings (their link keys, :func:`byte.settings.stated_pairs`) and free-form
preferences of the page (short names with text, number or true/false values)::

    {"format": "byte-saved-game", "version": 2, "game": "byte", "variant": "byte",
     "start": "<position code>", "moves": ["b2-a3", "a5-b4"], "ply": 2,
     "settings": {"vs": "c3", "h": "w"}, "prefs": {"sound": false}}

Optional keys: ``"pie": true`` (the game uses the pie rule; ``moves`` may hold ``swap``)
and ``"clock"`` (the clocks, as :meth:`byte.clock.Clock.to_dict` writes them). Without
them a saved game reads exactly as before.

Version 1 (the first site, Byte only) had no ``game`` and ``variant``: it reads as Byte.
An optional ``"analysis": {"tree": "<moves with variations>", "line": [0, 1, …]}`` keeps
the analysis board's tree and the line on screen (older readers ignore it).

Reading is as lenient as links are: :func:`loads` keeps the legal moves before the first
bad one and drops bad settings and preferences, saying so in :attr:`Saved.problems`; it
raises :class:`~byte.games.byte.rules.ByteError` only when nothing can be kept (not JSON, not our
format, a newer version, or a broken start position).

>>> from byte.record import Game
>>> text = dumps(Game(moves=["b2-a3"]), ply=1, prefs={"sound": False})
>>> saved = loads(text)
>>> [str(m) for m in saved.game.moves], saved.ply, saved.prefs, saved.problems
(['b2-a3'], 1, {'sound': False}, [])
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from byte import games
from byte.clock import Clock
from byte.errors import ByteError, read_json
from byte.i18n import N_, number, tr, trn
from byte.links import ENDING_KEYS, ending_pairs, plain, read_ending, read_ply, replay
from byte.record import Game
from byte.settings import LINK_KEYS, Settings, Stated, read_stated

FORMAT = "byte-saved-game"
VERSION = 2
MAX_TEXT = 100_000
"""Longest saved text read (a real saved game is well under 10,000 characters)."""
MAX_PREFS = 32
MAX_PREF_INT = 2 ** 53
"""Largest whole number a preference holds: the page's JavaScript reads it exactly."""
# Patterns are kept as text: `re` compiles each on first use and keeps it, so the page's
# start, which imports this module, compiles none it does not use.
_PREF_NAME = r"^[A-Za-z][A-Za-z0-9_-]{0,31}$"
PrefValue = str | int | float | bool


@dataclass
class Saved:
    """A saved game read back: the game, the ply shown, settings, preferences, problems."""

    game: Game
    ply: int
    settings: Stated = field(default_factory=dict)
    """The settings the saved game states (by :class:`~byte.settings.Settings`' names)."""
    prefs: dict[str, PrefValue] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    clock: Clock | None = None
    """The game's clocks, with the time the page was closed charged (see byte.clock)."""
    clock_note: str = ""
    """What happened to the clocks while the page was closed, in words ("" if nothing)."""
    analysis: dict | None = None
    """The analysis board's tree when the game was saved with it open (as
    :meth:`byte.web.analysis.Analysis.to_data` writes it; checked when it is opened)."""


def dumps(
    game: Game,
    ply: int | None = None,
    settings: Settings | None = None,
    prefs: dict[str, PrefValue] | None = None,
    clock: Clock | None = None,
    analysis: dict | None = None,
) -> str:
    """The saved-game text for ``game`` shown at ``ply`` (default: the last move), with
    its ``settings`` (their link keys) and its ``clock`` when it is played against time."""
    ply = len(game.moves) if ply is None else ply
    if not 0 <= ply <= len(game.moves):
        raise ByteError(tr("ply {ply} is outside this game (0 to {last})", ply=ply,
                           last=len(game.moves)))
    stated = dict((settings or Settings()).pairs())
    kept, _ = _clean_prefs(prefs or {})
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": game.game,
        "variant": game.variant,
        "start": game.start.code(),
        "moves": list(game.texts),
        "ply": ply,
        "settings": stated,
        "prefs": kept,
    }
    if game.pie:
        data["pie"] = True
    data.update(ending_pairs(game))  # a resignation, an agreed draw or a draw offer
    if clock is not None:
        data["clock"] = clock.to_dict()
    if analysis is not None:
        data["analysis"] = analysis  # an optional key: older readers ignore it
    return json.dumps(data, separators=(",", ":"))


def loads(text: str, now: Callable[[], float] = time.time) -> Saved:
    """Read a saved-game text; :class:`ByteError` when nothing in it can be used.
    ``now`` is the clocks' time source (the time the page was closed is charged)."""
    if not isinstance(text, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a saved game must be text, not {type(text).__name__}")  # i18n: not shown
    if len(text) > MAX_TEXT:
        raise ByteError(tr("the saved game is {length} characters long, far too long to be ours",
                           length=number(len(text))))
    data = read_json(text, N_("the saved game"))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ByteError(tr("the saved data is not a game saved by this site"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ByteError(tr("the saved game is damaged: its version is missing"))
    if version > VERSION:
        raise ByteError(tr("the saved game was written by a newer version of this site (format "
                           "{version})", version=version))
    start_code = data.get("start")
    if not isinstance(start_code, str):
        raise ByteError(tr("the saved game is damaged: its start position is missing"))
    try:
        info = games.find(_text(data.get("game", games.DEFAULT_GAME)))
        variant = info.variant(_text(data.get("variant", info.default.id)))
    except ByteError as error:
        raise ByteError(tr("the saved game cannot be opened here: {error}", error=error)) \
            from None
    try:
        start = games.rules(info.id).from_code(start_code[:600], variant.id)
    except (ByteError, ValueError) as error:
        raise ByteError(tr("the saved game is damaged: its start position is broken: {error}",
                           error=error)) from None
    problems: list[str] = []
    game = Game(start, pie=data.get("pie") is True and info.pie)
    moves = data.get("moves", [])
    if isinstance(moves, list) and all(isinstance(move, str) for move in moves):
        replay(game, moves, problems, source="saved game")  # i18n: not shown (a key)
    else:
        problems.append(tr("the saved moves were damaged and were dropped"))
    read_ending(game, {key: str(data[key])[:24] for key in ENDING_KEYS if key in data},
                problems)
    ply_value = data.get("ply")
    ply_text = None if ply_value is None else str(ply_value)[:20]
    ply = read_ply(ply_text, len(game.moves), problems, key=N_("the saved move number "))
    settings_data = data.get("settings", {})
    if isinstance(settings_data, dict):
        values = {k: v for k, v in settings_data.items() if k in LINK_KEYS}
        settings = read_stated({k: str(v) for k, v in values.items()}, problems)
    else:
        settings = {}
        problems.append(tr("the saved settings were damaged and were dropped"))
    prefs_data = data.get("prefs", {})
    if isinstance(prefs_data, dict):
        prefs, dropped = _clean_prefs(prefs_data)
        if dropped:
            problems.append(trn("{n} damaged preference dropped",
                                "{n} damaged preferences dropped", dropped))
    else:
        prefs = {}
        problems.append(tr("the saved preferences were damaged and were dropped"))
    clock, clock_note = None, ""
    if "clock" in data:
        try:
            clock, clock_note = Clock.from_dict(data["clock"], now)
        except ByteError as error:
            problems.append(tr("{error}, so the game goes on without them", error=error))
    analysis = data.get("analysis")
    return Saved(game, ply, settings, prefs, [plain(problem) for problem in problems],
                 clock, clock_note, analysis if isinstance(analysis, dict) else None)


def _text(value: object) -> str:
    """A saved name as text (a damaged one becomes a name no game has)."""
    return value[:40] if isinstance(value, str) else "?"


def _clean_prefs(prefs: dict) -> tuple[dict[str, PrefValue], int]:
    """The well-formed preferences (short names, scalar values) and how many were not."""
    kept: dict[str, PrefValue] = {}
    dropped = 0
    for name, value in prefs.items():
        good_name = isinstance(name, str) and re.match(_PREF_NAME, name)
        good_value = (
            isinstance(value, bool)
            or (isinstance(value, int) and abs(value) <= MAX_PREF_INT)
            or (isinstance(value, float) and value == value and abs(value) != float("inf"))
            or (isinstance(value, str) and len(value) <= 200)
        )
        if good_name and good_value and len(kept) < MAX_PREFS:
            kept[name] = value
        else:
            dropped += 1
    return kept, dropped
