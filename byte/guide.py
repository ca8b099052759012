"""The illustrated rules pages: what a game's ``guide`` module holds (pure data).

Each game describes its rules page in ``byte/games/<id>/guide.py`` as a title, a credit
line and a tuple of :class:`Section` (each linkable by its ``id``), with diagrams given as
position codes. ``tools/rules_pages.py`` turns them into static HTML at build time, drawing
every diagram with the game's own board code, so the pages need no Python in the browser.

The texts are English, marked with ``N_``: the pages are written once per language, each
text passed through ``tr`` in that language. :func:`page_path` says where each page goes.

>>> Diagram("W:Wc3:Bd4", "A capture", move="c3xe5").variant is None
True
"""

from __future__ import annotations

from dataclasses import dataclass

from byte import i18n

FOLDER = "rules"
"""Where the pages go in the site: ``rules/<game>.html``, ``rules/<language>/<game>.html``."""


@dataclass(frozen=True)
class Diagram:
    """A board drawn from a position ``code``; ``move`` (in notation) is drawn as an
    arrow; ``variant`` is the rule set the code is read with (None: the page's)."""

    code: str
    caption: str
    move: str | None = None
    variant: str | None = None


@dataclass(frozen=True)
class Section:
    """One part of a rules page: its anchor, heading, paragraphs and diagrams."""

    id: str
    title: str
    paragraphs: tuple[str, ...]
    diagrams: tuple[Diagram, ...] = ()


def page_path(game: str, language: str = i18n.DEFAULT) -> str:
    """The site path of a game's rules page in ``language`` (English at the top of the
    folder, every other language in a folder of its own).

    >>> page_path("byte"), page_path("checkers", "pt-BR")
    ('rules/byte.html', 'rules/pt-BR/checkers.html')
    """
    if language == i18n.DEFAULT:
        return f"{FOLDER}/{game}.html"
    return f"{FOLDER}/{language}/{game}.html"


def rules_href(game: str, language: str = i18n.DEFAULT) -> str:
    """The page's link to a game's rules page in ``language``.

    >>> rules_href("reversi", "ja")
    './rules/ja/reversi.html'
    """
    return "./" + page_path(game, language)
