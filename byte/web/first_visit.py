"""Who gets the welcome, and what its choices start: pure Python, tested on CPython.

A first visit (nothing of ours in local storage, no link naming a game or a lesson, not an
embed) opens the welcome, which asks what the visitor wants for the game of their choice:
play the computer at a beginner's level, a friend on this device, a friend by link, or
learn the rules. A returning visitor goes straight back to their game, and a link always
opens what it names. :mod:`byte.web.welcome` is the browser side.

>>> from byte.web.persist import MemoryStorage
>>> should_welcome("", MemoryStorage())
True
>>> should_welcome("g=reversi", MemoryStorage()), should_welcome("learn=byte", MemoryStorage())
(False, False)
>>> should_welcome("", MemoryStorage({"byte.saved-game": "{}"}))
False
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from html import escape
from typing import Any

from byte import games, guide, links
from byte.errors import ByteError
from byte.games import WHITE
from byte.i18n import N_, language, tr
from byte.lessons import PROGRESS_KEY
from byte.web.persist import GAME_KEY, HISTORY_KEY, STORAGE_KEY

WELCOMED_KEY = "byte.welcomed"
"""Set once the welcome was answered or closed, so it never comes back by itself."""
LEARN_KEY = "learn"
"""The fragment key that opens a game's lessons: ``#learn=checkers``."""
BEGINNER_LEVEL = 1
"""The computer's level suggested to a beginner (1 of 5)."""

COMPUTER = "computer"
DEVICE = "device"
LINK = "link"
LEARN = "learn"
NOT_NOW = "close"
"""The welcome's "Not now": no game started for the visitor, but the game they chose set
up on the board."""


@dataclass(frozen=True)
class Choice:
    """One answer of the welcome: its key, the words on its button, and what it starts
    (English, marked for the catalogue: translated where shown, see :func:`welcome_html`;
    ``{level}`` in the detail is the level suggested to a beginner)."""

    key: str
    label: str
    detail: str


CHOICES = (
    Choice(COMPUTER, N_("Play the computer"),
           N_("Level {level} of 5 is a gentle start; you can change it any time.")),
    Choice(DEVICE, N_("Play a friend here"), N_("Two players, taking turns on this device.")),
    Choice(LINK, N_("Play a friend by link"),
           N_("Make your move, then Share sends the link; your friend replies the same way.")),
    Choice(LEARN, N_("Learn the rules"),
           N_("Short lessons on the board, and the illustrated rules.")),
)


def fragment_pairs(fragment: str) -> dict[str, str]:
    """The ``key=value`` pairs of a URL fragment, read as every link is
    (:func:`byte.links.parse_fragment`: percent-decoded, the first of a repeated key)."""
    return links.parse_fragment(fragment).values


def learn_target(fragment: str) -> str | None:
    """The game whose lessons a link opens (``#learn=reversi``), None for another link or
    an unknown game.

    >>> learn_target("learn=Reversi"), learn_target("learn=chess"), learn_target("m=b2-a3")
    ('reversi', None, None)
    """
    wanted = fragment_pairs(fragment).get(LEARN_KEY)
    if not wanted:
        return None
    return wanted.strip().lower() if wanted.strip().lower() in games.GAMES else None


def kept_keys() -> list[str]:
    """The local storage keys whose presence means the visitor has been here before."""
    return [WELCOMED_KEY, STORAGE_KEY, HISTORY_KEY, PROGRESS_KEY,
            *(GAME_KEY + game for game in games.GAMES)]


def should_welcome(fragment: str, storage: Any | None, embed: bool = False) -> bool:
    """True for a first visit: no embed, no link naming a game, position or lesson, and
    nothing of the site kept in ``storage`` (None: the browser denies storage, as in a
    cross-site frame, where the welcome would come back at every visit)."""
    if embed or storage is None:
        return False
    pairs = fragment_pairs(fragment)
    if pairs.get("embed") == "1" or LEARN_KEY in pairs or links.decode(fragment).has_game:
        return False
    keys = kept_keys()
    try:
        # Only text counts as kept (a browser's "nothing" may arrive as a null object).
        return not any(isinstance(storage.getItem(key), str) for key in keys)
    except Exception:
        return False


@dataclass(frozen=True)
class Arrival:
    """How a visit began: show the welcome? open a game's lessons (a ``#learn`` link)?"""

    welcome: bool
    learn: str | None


def arrival(fragment: str, storage: Any | None, embed: bool = False) -> Arrival:
    """What the page opens with, besides the game: the welcome on a first visit, the
    lessons a link names (never both, and neither in an embed).

    >>> from byte.web.persist import MemoryStorage
    >>> arrival("learn=checkers", MemoryStorage())
    Arrival(welcome=False, learn='checkers')
    >>> arrival("learn=checkers&embed=1", MemoryStorage())
    Arrival(welcome=False, learn=None)
    """
    embed = embed or fragment_pairs(fragment).get("embed") == "1"
    learn = None if embed else learn_target(fragment)
    return Arrival(should_welcome(fragment, storage, embed), learn)


def remember_welcomed(storage: Any | None) -> None:
    """The welcome was answered: do not show it again (quietly, when storage refuses)."""
    if storage is None:
        return
    with contextlib.suppress(Exception):
        storage.setItem(WELCOMED_KEY, "1")


@dataclass(frozen=True)
class Start:
    """What a welcome choice starts: a new game's arguments (``Session.new_game``), the
    lessons of a game (opened over a board of that game), and the words to say then."""

    new_game: dict[str, Any]
    lessons: str | None
    message: str


def start_for(choice: str, game_choice: str, level: int = BEGINNER_LEVEL) -> Start:
    """What the welcome's ``choice`` starts for ``game_choice`` (``"game"`` or
    ``"game/variant"``, e.g. ``"checkers/english"``). The player against the computer
    plays the side that moves first.

    >>> start_for("computer", "reversi").new_game["human"]
    'b'
    >>> start = start_for("learn", "checkers/english")
    >>> start.lessons, start.new_game["variant"]
    ('checkers', 'english')
    >>> start_for("dance", "byte")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: the welcome has no choice 'dance'

    Every choice carries the level chosen in the welcome, so that New game offers it
    later. Learning the rules and "Not now" set up a board of the chosen game for two
    players (the page starts it only when another game is on screen).
    """
    game_id, _, variant_id = game_choice.partition("/")
    info = games.find(game_id or None)
    variant = info.variant(variant_id or None)
    level = level if level in range(1, 6) else BEGINNER_LEVEL
    base = {"game": info.id, "variant": variant.id, "size": variant.default_size,
            "level": level}
    name = tr(variant.name)
    white = variant.first == WHITE
    if choice == LEARN:
        return Start({**base, "opponent": "human"}, info.id,
                     tr("Lessons of {game}.", game=tr(info.name)))
    if choice == NOT_NOW:
        return Start({**base, "opponent": "human"}, None,
                     tr("A board of {game}: take turns with a friend here, or choose New game "
                        "to play the computer.", game=name))
    if choice == COMPUTER:
        words = tr("A game of {game} against the computer, level {level}: you play White and "
                   "move first. Good luck!", game=name, level=level) if white else tr(
            "A game of {game} against the computer, level {level}: you play Black and move "
            "first. Good luck!", game=name, level=level)
        return Start({**base, "opponent": "computer", "human": variant.first}, None, words)
    if choice == DEVICE:
        words = tr("A game of {game} for two players on this device: White moves first.",
                   game=name) if white else tr(
            "A game of {game} for two players on this device: Black moves first.", game=name)
        return Start({**base, "opponent": "human"}, None, words)
    if choice == LINK:
        return Start({**base, "opponent": "human"}, None,
                     tr("A game of {game} to play by link: make your first move, then press "
                        "Share and send the link. Your friend opens it, replies, and sends a "
                        "link back.", game=name))
    raise ByteError(tr("the welcome has no choice {choice}", choice=repr(choice[:24])))


def play_after_lesson(game: str, level: int = BEGINNER_LEVEL) -> Start:
    """What "Play <game> against the computer" at the end of a lesson starts: the game's
    first rule set, the player moving first, at ``level``.

    >>> start = play_after_lesson("reversi", 3)
    >>> start.new_game["game"], start.new_game["level"], start.message[:45]
    ('reversi', 3, 'A game of Othello against the computer, level')
    """
    info = games.find(game)
    return start_for(COMPUTER, f"{info.id}/{info.variants[0].id}", level)


def game_choices() -> list[tuple[str, str]]:
    """The games the welcome offers, every variant by its own name (in the language of the
    moment): ``[("byte/byte", "Byte"), ("reversi/othello", "Othello"), ...]``."""
    found = []
    for info in games.GAMES.values():
        for variant in info.variants:
            found.append((f"{info.id}/{variant.id}", tr(variant.name)))
    return found


def rules_href(game: str) -> str:
    """The page's link to a game's illustrated rules in the language of the moment (the
    build writes a rules page per language).

    >>> rules_href("checkers")
    './rules/checkers.html'
    """
    return guide.rules_href(games.find(game).id, language())


def welcome_html(chosen: str) -> str:
    """The welcome dialog's markup, with the game ``chosen`` (``"game/variant"``) ticked:
    written into the page by the build (the loader opens it on a first visit, before
    Python runs) and again by :mod:`byte.web.welcome` when the player asks for it."""
    games_list = []
    for value, name in game_choices():
        checked = " checked" if value == chosen else ""
        games_list.append(f'<label><input type="radio" name="welcome-game" '
                          f'value="{escape(value)}"{checked}> {escape(name)}</label>')
    suggested = escape(tr("{level} (suggested for a beginner)", level=BEGINNER_LEVEL))
    levels = "".join(
        f'<option value="{level}"{" selected" if level == BEGINNER_LEVEL else ""}>'
        f'{suggested if level == BEGINNER_LEVEL else level}</option>' for level in range(1, 6))
    choices = "".join(
        f'<button type="button" class="btn welcome-choice" data-welcome="{choice.key}">'
        f'<span class="welcome-choice-name">{escape(tr(choice.label))}</span>'
        f'<span class="welcome-choice-detail">'
        f'{escape(tr(choice.detail, level=BEGINNER_LEVEL))}</span></button>'
        for choice in CHOICES)
    game = chosen.partition("/")[0]
    # Each text translated and escaped before it goes into the markup (outside f-strings,
    # where the catalogue's extraction finds them).
    title = escape(tr("Welcome! What would you like to do?"))
    lead = escape(tr("Play the games of a checkers set here, in your browser: against the "
                     "computer, with a friend, or learn them first."))
    legend, level_label, not_now = (escape(tr("Game")), escape(tr("Computer level")),
                                    escape(tr("Not now")))
    rules = escape(rules_link_text(game))
    return (
        f'<h2 id="welcome-title">{title}</h2>'
        f'<p class="welcome-lead">{lead}</p>'
        f'<fieldset class="welcome-games"><legend>{legend}</legend>{"".join(games_list)}'
        "</fieldset>"
        # In reading and Tab order: the game, the computer's level, then what to start.
        f'<label class="welcome-level"><span>{level_label}</span> '
        f'<select id="welcome-level">{levels}</select></label>'
        f'<div class="welcome-choices">{choices}</div>'
        f'<p class="welcome-rules"><a id="welcome-rules-link" '
        f'href="{rules_href(game)}">{rules}</a></p>'
        '<div class="dialog-buttons"><button type="button" class="btn" '
        f'data-welcome="close">{not_now}</button></div>')


def rules_link_text(game: str) -> str:
    """The words of the welcome's link to ``game``'s illustrated rules."""
    return tr("The illustrated rules of {game}", game=tr(games.find(game).name))
