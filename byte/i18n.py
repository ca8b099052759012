"""The site's words in the player's language: gettext catalogues with named placeholders.

Every text a player reads goes through one of these functions, whose first argument is
the English text itself (the catalogue's message id):

- :func:`tr` for a text, its placeholders named and filled by keyword:
  ``tr("{square} flips nothing", square="d6")``;
- :func:`trn` for a text whose words follow a number (Russian has three forms, Japanese
  one): ``trn("{n} move", "{n} moves", count)``; the number is passed as ``n`` too;
- :func:`trc` when one English text has two meanings that other languages tell apart:
  ``trc("offer", "Draw")`` against ``trc("result", "Draw")``;
- :func:`N_` marks a constant defined at import time (a variant's name, a lesson's
  title): it returns the text unchanged, and the code that shows it passes it through
  :func:`tr` then, in the language of that moment.

Never glue sentences from pieces (``"White" + " wins"``): word order differs between
languages, so the whole sentence is one message with placeholders. A placeholder holds
a name, a number, a square or a text translated on its own, never half a sentence.

Catalogues are gettext's: ``locale/<language>/*.po`` sources in the repository, compiled
by ``tools/i18n.py`` into one ``.mo`` per language, which the page loads only when that
language is used (:func:`install`). English needs none. ``en-XA`` is the pseudo-language
of the tests (:func:`pseudo`): every text visibly marked and made longer, so untranslated
texts and layouts that break with longer words show.

>>> tr("{square} flips nothing", square="d6")
'd6 flips nothing'
>>> trn("{n} move", "{n} moves", 1), trn("{n} move", "{n} moves", 3)
('1 move', '3 moves')
>>> pseudo("{n} moves")
'⟦{n} ṁöṽéš ··⟧'
"""

from __future__ import annotations

import gettext
import io
import re
from dataclasses import dataclass

DOMAIN = "byte"
"""The catalogues' gettext domain (``locale/<language>/*.po`` compile into one)."""

DEFAULT = "en"
"""The language of the source texts, which needs no catalogue."""

PSEUDO = "en-XA"
"""The tests' pseudo-language (the tag browsers use for the same purpose)."""


@dataclass(frozen=True)
class Language:
    """A language of the site: its BCP 47 tag and its name in itself."""

    tag: str
    name: str


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("fr", "Français"),
    Language("nl", "Nederlands"),
    Language("pt-BR", "Português (Brasil)"),
    Language("ru", "Русский"),
    Language("ja", "日本語"),
)
"""The languages a player may choose, in the order the page lists them. Adding one is a
catalogue folder ``locale/<tag>/`` and a line here."""

TAGS = frozenset(language.tag for language in LANGUAGES) | {PSEUDO}


def negotiate(preferred: list[str] | tuple[str, ...], available: frozenset[str] = TAGS,
              ) -> str:
    """The site's language for a browser's ordered preferences (``navigator.languages``).

    An exact tag wins, then a tag of the same language (``pt-PT`` reads ``pt-BR``, ``fr-CA``
    reads ``fr``); the pseudo-language only when asked for by name; else English.

    >>> negotiate(["de-DE", "fr-CA", "en"]), negotiate(["pt"]), negotiate(["es"])
    ('fr', 'pt-BR', 'en')
    >>> negotiate(["EN-xa"]), negotiate(["en-GB"])
    ('en-XA', 'en')
    """
    by_lower = {tag.lower(): tag for tag in available}
    for wanted in preferred:
        if not isinstance(wanted, str):
            continue
        wanted = wanted.strip().replace("_", "-").lower()
        if wanted in by_lower:
            return by_lower[wanted]
        primary = wanted.split("-", 1)[0]
        for tag in sorted(available):
            if tag != PSEUDO and tag.lower().split("-", 1)[0] == primary:
                return tag
    return DEFAULT


_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT


def language() -> str:
    """The tag of the language texts are given in now (``'en'`` until :func:`install`)."""
    return _language


def install(tag: str, compiled: bytes | None = None) -> None:
    """Give every later text in language ``tag``, from its compiled catalogue (``.mo``
    bytes; ``None`` for English). A catalogue that cannot be read leaves English in place,
    so a damaged download never stops the page.

    >>> install("fr", b"not a catalogue"); language()
    'en'
    """
    global _catalogue, _language
    if compiled is None or tag == DEFAULT:
        _catalogue, _language = gettext.NullTranslations(), DEFAULT
        return
    try:
        catalogue = gettext.GNUTranslations(io.BytesIO(compiled))
    except Exception:  # whatever a damaged file raises, the page goes on
        _catalogue, _language = gettext.NullTranslations(), DEFAULT
        return
    _catalogue, _language = catalogue, tag


def _format(translated: str, source: str, values: dict[str, object]) -> str:
    if not values:
        return translated
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError):
        # A translation whose placeholders do not match the source (the catalogue test
        # stops those) must not cost the player the text: say it in English.
        return source.format(**values)


def tr(message: str, /, **values: object) -> str:
    """``message`` in the current language, its ``{placeholders}`` filled from ``values``."""
    return _format(_catalogue.gettext(message), message, values)


def trn(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The form of ``singular``/``plural`` that number ``n`` takes in the current language,
    with ``{n}`` and the other placeholders filled."""
    values = {"n": n, **values}
    source = singular if n == 1 else plural
    return _format(_catalogue.ngettext(singular, plural, n), source, values)


def trc(context: str, message: str, /, **values: object) -> str:
    """``message`` in the sense ``context`` names (gettext's ``pgettext``)."""
    return _format(_catalogue.pgettext(context, message), message, values)


# How each language groups the digits of a large number (CLDR's choices): French a narrow
# no-break space, Russian a no-break space, Dutch and Portuguese a point; the others a comma.
_THOUSANDS = {"fr": "\u202f", "ru": "\u00a0", "nl": ".", "pt-BR": "."}


def number(n: int) -> str:
    """A whole number written as the current language writes it, digits grouped by
    thousands: ``12,345`` in English, ``12 345`` in French, ``12.345`` in Dutch.

    >>> number(1234567), number(-950)
    ('1,234,567', '-950')
    """
    return f"{n:,}".replace(",", _THOUSANDS.get(_language, ","))


def N_(message: str, /) -> str:
    """Mark ``message`` for the catalogue without translating it now."""
    return message


# The pseudo-language: letters with accents, a tail that makes the text about 40% longer
# (German and Russian run that much longer than English), brackets that show where a text
# starts and ends. Placeholders, markup and entities stay as they are.
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺṁñöṗʠŕšťüṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÖṖɊŔŠŤÜṼŴẊÝŽ")
_KEPT = re.compile(r"(\{[^{}]*\}|<[^<>]*>|&[#\w]+;)")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language: marked, accented, longer, placeholders intact.

    >>> pseudo('Move <b>{square}</b>')
    '⟦Ṁöṽé <b>{square}</b> ··⟧'
    """
    if not text.strip():
        return text
    pieces = _KEPT.split(text)
    shown = "".join(piece if index % 2 else piece.translate(_ACCENTED)
                    for index, piece in enumerate(pieces))
    letters = sum(len(piece) for index, piece in enumerate(pieces) if not index % 2)
    return f"⟦{shown} {'·' * max(1, (letters * 2) // 5)}⟧"


PSEUDO_MARKS = ("⟦", "⟧")
"""What every text of the pseudo-language starts and ends with (the browser tests look
for text without them)."""
