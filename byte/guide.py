"""The illustrated rules pages: what a game's ``guide`` module holds (pure data).

Each game describes its rules page in ``byte/games/<id>/guide.py`` as a title, a credit
line and a tuple of :class:`Section` (each linkable by its ``id``), with diagrams given as
position codes. ``tools/rules_pages.py`` turns them into static HTML at build time, drawing
every diagram with the game's own board code, so the pages need no Python in the browser.

>>> Diagram("W:Wc3:Bd4", "A capture", move="c3xe5").variant is None
True
"""

from __future__ import annotations

from dataclasses import dataclass


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
