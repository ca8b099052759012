"""The package's one error for bad input, shared by every game and the shell, and the two
helpers every reader of input uses: :func:`read_number` and :func:`quote`.

Every message is a readable sentence meant for a player ("d6 flips nothing: …"), so the
page and the command line can show it as it is. Input reaches the site from links, saved
games, pasted records, the board editor, the command line and the computer player's
worker; each reader turns anything malformed into a :class:`ByteError`, never another
exception, and quotes the input it refuses with :func:`quote` (short, no control or
bidirectional characters, no markup).
"""

from __future__ import annotations

import json
import re
import unicodedata

from byte.i18n import tr, trc


class ByteError(ValueError):
    """Bad input (a move, a position code, a record, a link): the message says what is wrong.

    Its message never carries a control or bidirectional character, whatever input it
    quotes: each becomes ``?`` (a line break a space), so the message reads as written.

    >>> str(ByteError("'e4\u202e' is not a square"))
    "'e4?' is not a square"

    A refused move's message names the move; ``reason`` keeps why alone, for a message
    that names the move its own way (the link reader's "move 3 (White's c3-d4) is not
    legal: …"), so nobody has to take a translated sentence apart:

    >>> error = ByteError("c3-d4 is not legal here: it is Black's turn",
    ...                   reason="it is Black's turn")
    >>> error.reason
    "it is Black's turn"
    """

    def __init__(self, *args: object, reason: str | None = None) -> None:
        super().__init__(*(_visible(arg) if isinstance(arg, str) else arg for arg in args))
        self.reason = None if reason is None else _visible(reason)


DIGITS = frozenset("0123456789")
MAX_DIGITS = 9
"""Digits a number read from input may have: every count, size, level or square of the
site fits in far fewer, and Python refuses to convert numbers of more than 4,300 digits."""

# Characters that would change how a message reads or looks: controls (Cc), format and
# bidirectional controls (Cf, such as U+202E), surrogates, private use and unassigned
# code points, and the line and paragraph separators.
_HIDDEN = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def _visible(text: str) -> str:
    if not any(unicodedata.category(char) in _HIDDEN for char in text):
        return text
    return "".join((" " if char in "\t\n\r" else "?")
                   if unicodedata.category(char) in _HIDDEN else char for char in text)


def is_number(text: object, digits: int = MAX_DIGITS) -> bool:
    """True when ``text`` is a whole number written with 1 to ``digits`` ASCII digits.

    ``str.isdigit`` is not enough: it is true for superscript and circled digits
    (``'²'``, ``'④'``), which ``int`` refuses.

    >>> is_number("12"), is_number("²"), is_number("④"), is_number("1" * 10), is_number("")
    (True, False, False, False, False)
    """
    return isinstance(text, str) and 0 < len(text) <= digits and DIGITS.issuperset(text)


def read_number(text: object, what: str, digits: int = MAX_DIGITS,
                low: int | None = None, high: int | None = None) -> int:
    """``text`` read as a whole number of ASCII digits between ``low`` and ``high``;
    :class:`ByteError` naming ``what`` otherwise.

    >>> read_number("12", "the move number")
    12
    >>> read_number("f⁸", "the rank")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: the rank 'f⁸' is not a number
    >>> read_number("9", "the level", low=1, high=5)
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: the level 9 is not between 1 and 5

    ``what`` is shown through the catalogue: mark it where it is written
    (``N_("the level")``).
    """
    what = tr(what)
    if not is_number(text, digits):
        if isinstance(text, str):
            raise ByteError(tr("{what} {text} is not a number", what=what, text=quote(text)))
        raise ByteError(tr("{what} of type {kind} is not a number", what=what,
                           kind=type(text).__name__))
    value = int(text)  # type: ignore[arg-type] - is_number checked it is text
    if (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            raise ByteError(tr("{what} {value} is not between {low} and {high}", what=what,
                               value=value, low=low, high=high))
        if low is not None:
            raise ByteError(tr("{what} {value} should be at least {low}", what=what,
                               value=value, low=low))
        raise ByteError(tr("{what} {value} should be at most {high}", what=what,
                           value=value, high=high))
    return value


def plain(text: str, limit: int = 300) -> str:
    """``text`` made safe to show anywhere: no markup characters, no control or bidi
    characters, at most ``limit`` characters.

    >>> plain("<b>bold</b> & more")
    '?b?bold?/b? ? more'
    >>> plain("abc\\u202edef\\x00\\u2028")
    'abc?def??'
    """
    kept = []
    for char in str(text):
        if char in "<>&":
            kept.append("?")
        elif unicodedata.category(char) in _HIDDEN:
            kept.append(" " if char in "\t\n\r" else "?")
        else:
            kept.append(char)
    result = "".join(kept)
    return result if len(result) <= limit else result[: limit - 1] + "…"


def quote(text: object, limit: int = 24) -> str:
    """A piece of input quoted for a message: shortened, in quotes and made :func:`plain`.

    >>> quote("x" * 40)
    "'xxxxxxxxxxxxxxxxxxxxxxx…'"
    >>> quote("\\u202eevil")
    "'?evil'"
    """
    text = str(text)
    shown = text if len(text) <= limit else text[: limit - 1] + "…"
    return "'" + plain(shown) + "'"


def has_hidden(text: str) -> bool:
    """True when ``text`` holds a character :func:`plain` would replace (tests use it).

    >>> has_hidden("a\\u202eb"), has_hidden("plain words")
    (True, False)
    """
    return any(unicodedata.category(char) in _HIDDEN for char in text)


MAX_NESTING = 32
"""Deepest nesting of lists and objects read from storage (ours is three deep): a deeper
text is refused before it is parsed, since a parser recursing through it may exhaust the
stack of a browser's Python instead of raising."""
_NESTING_TOKENS = r'"(?:[^"\\]|\\.)*"|[\[\]{}]'


def read_json(text: str, what: str) -> object:
    """``text`` parsed as JSON, nested at most :data:`MAX_NESTING` deep; :class:`ByteError`
    naming ``what`` otherwise.

    >>> read_json('{"a": [1, "[[["]}', "the list")
    {'a': [1, '[[[']}
    >>> read_json("[" * 40 + "]" * 40, "the list")
    Traceback (most recent call last):
    ...
    byte.errors.ByteError: the list is damaged: it is nested far too deeply
    """
    depth = 0
    for token in re.finditer(_NESTING_TOKENS, text):
        char = token.group()[0]
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise ByteError(tr("{what} is damaged: it is nested far too deeply",
                                   what=tr(what)))
        elif char in "]}":
            depth -= 1
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise ByteError(tr("{what} is damaged: its text is cut short or garbled",
                           what=tr(what))) from None


def or_list(items: list[str]) -> str:
    """Choices for a message, in the current language: ``'c3, e3 or g3'``.

    >>> or_list(["c3", "e3", "g3"]), or_list(["c3"])
    ('c3, e3 or g3', 'c3')
    """
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} or {last}", items=trc("between items of a list", ", ").join(items[:-1]),
              last=items[-1])


def and_list(items: list[str]) -> str:
    """Items for a message, in the current language: ``'c3, e3 and g3'``.

    >>> and_list(["c3", "e3"])
    'c3 and e3'
    """
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} and {last}", items=trc("between items of a list", ", ").join(items[:-1]),
              last=items[-1])
