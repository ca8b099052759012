"""The illustrated rules pages: static HTML written at build time, one page per game and
language.

Each game's ``guide`` module (``byte/games/<id>/guide.py``, see :mod:`byte.guide`) gives
the sections; every diagram is drawn by the board code the page itself uses
(:func:`byte.web.board.board_svg` with the game's view hooks) from a position code, then
turned into a still picture (no focusable squares, one accessible name). The pages need
no Python in the browser, work offline (the build precaches them like every site file),
link each section by its id, and print cleanly (``static/rules.css``).

Every page is written in every language of the site: English as ``rules/<game>.html``,
the others as ``rules/<language>/<game>.html`` (the tests' pseudo-language too), each with
its ``<html lang>``, links to the same page in the other languages (``hreflang``
alternates and a visible list), and its Play and Lessons links opening the page of that
language (``index.<language>.html``).

Run ``python tools/rules_pages.py OUT`` to write them alone; ``tools/build.py`` calls
:func:`write_pages` for the site.
"""

from __future__ import annotations

import functools
import posixpath
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import i18n as catalogues  # noqa: E402  (tools/i18n.py)

from byte import games, i18n  # noqa: E402
from byte.games.protocol import GuideHooks  # noqa: E402
from byte.guide import Diagram, page_path  # noqa: E402
from byte.i18n import tr, trc  # noqa: E402
from byte.web.board import BoardView, board_svg  # noqa: E402

LANGUAGES: tuple[str, ...] = tuple(language.tag for language in i18n.LANGUAGES) + (
    i18n.PSEUDO,)
"""Every language a page is written in: the site's, then the tests' pseudo-language."""


@functools.cache
def _compiled(language: str) -> bytes:
    return catalogues.compiled(language)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Texts in ``language`` inside the block, English again after it."""
    i18n.install(language, None if language == i18n.DEFAULT else _compiled(language))
    try:
        yield
    finally:
        i18n.install(i18n.DEFAULT)


def home_page(language: str) -> str:
    """The site's page in ``language``: ``'index.html'``, ``'index.fr.html'``."""
    return "index.html" if language == i18n.DEFAULT else f"index.{language}.html"


def _href(source: str, target: str) -> str:
    """The relative link from the site path ``source`` to the site path ``target``."""
    path = posixpath.relpath(target, posixpath.dirname(source))
    return path if path.startswith("../") else f"./{path}"


def guide(game: str) -> GuideHooks:
    """The game's illustrated rules page (its ``guide`` module)."""
    return games.guide(game)


_SQUARE_TAG = re.compile(r'<g class="sq" id="sq-[^"]*" data-square="([^"]*)"[^>]*>')
_SVG_TAG = re.compile(r"<svg [^>]*>")


def diagram_svg(game: str, variant: str, diagram: Diagram) -> str:
    """A still board for ``diagram``: the game's drawing, its move as an arrow, the caption
    as its accessible name, and nothing focusable or clickable."""
    variant = diagram.variant or variant
    position = games.rules(game).from_code(diagram.code, variant)
    hooks = games.view(game)
    hint: tuple[int, ...] = ()
    if diagram.move is not None:
        hint = tuple(hooks.path(position, position.parse_move(diagram.move)))
    markup = board_svg(position, BoardView(interactive=False, hint_path=hint,
                                           show_targets=False), hooks,
                       label=_alt(hooks, position, diagram))
    markup = _SQUARE_TAG.sub(lambda found: f'<g class="sq" data-square="{found.group(1)}">',
                             markup)
    opening = _SVG_TAG.match(markup)
    assert opening is not None
    tag = opening.group(0)
    tag = re.sub(r' id="board"', "", tag)
    tag = tag.replace(' role="group"', ' role="img"')
    tag = tag.replace('class="board ', 'class="board diagram ')  # i18n: not shown (CSS classes)
    return tag + markup[opening.end():]


def _alt(hooks, position, diagram: Diagram) -> str:
    """The picture in words: the caption, then what stands where."""
    pieces = [f"{hooks.square_name(position, sq)} {hooks.describe(position, sq)}"
              for sq in hooks.squares(position) if hooks.occupied(position, sq)]
    caption = tr(diagram.caption)
    if len(pieces) > 16:
        return tr("Diagram: {caption}", caption=caption)
    return tr("Diagram: {caption} Pieces: {pieces}.", caption=caption, pieces="; ".join(pieces))


def render(game: str, language: str = i18n.DEFAULT) -> str:
    """The whole rules page of ``game`` as HTML, in ``language``; its Play and Lessons links
    open the site's page in that language."""
    with speaking(language):
        return _page(game, language, home_page(language))


def _page(game: str, language: str, home: str) -> str:
    info = games.find(game)
    book = guide(game)
    here = page_path(info.id, language)
    root = "../" * here.count("/")  # from the page's folder to the top of the site
    title = tr(book.TITLE)
    name = tr(info.name)
    # The words first (the catalogue's extraction reads no call inside an f-string).
    play, lessons_word = escape(trc("a link to the game", "Play")), escape(tr("Lessons"))
    site_label, contents = escape(tr("Site")), escape(tr("Contents"))
    others = []
    for other in games.GAMES:
        if other != game:
            rules = tr("{game} rules", game=tr(games.find(other).name))
            others.append(f'<a href="{_href(here, page_path(other, language))}">'
                          f"{escape(rules)}</a>")
    toc = "".join(f'<li><a href="#{section.id}">{escape(tr(section.title))}</a></li>'
                  for section in book.SECTIONS)
    page_title = escape(tr("{game}: the rules, illustrated", game=title))
    description = escape(tr("The rules of {game}, section by section, with diagrams.",
                            game=title))
    heading = escape(tr("{game}: the rules", game=title))
    learn = escape(tr("Learn by playing: the lessons"))
    play_game = escape(tr("Play {game}", game=name))
    play_href = f"{root}{home}#g={info.id}"
    learn_href = f"{root}{home}#learn={info.id}"
    parts = [
        "<!doctype html>",
        f'<html lang="{language}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{page_title}</title>",
        f'<meta name="description" content="{description}">',
        '<meta name="color-scheme" content="light dark">',
        *_alternates(info.id, here),
        f'<link rel="icon" href="{root}static/icons/icon.svg" type="image/svg+xml">',
        f'<link rel="stylesheet" href="{root}static/app.css">',
        f'<link rel="stylesheet" href="{root}static/rules.css">',
        # The player's board theme and pieces, as chosen on the site (Sound and looks).
        f'<link rel="stylesheet" href="{root}static/looks.css">',
        f'<script src="{root}static/looks.js"></script>',
        "</head>",
        f'<body class="rules-page" data-game="{info.id}">',
        '<header class="rules-head">',
        f'<nav class="rules-nav" aria-label="{site_label}">'
        # Play opens this page's game, not whichever game the player left on the board.
        f'<a href="{play_href}">{play}</a> '
        f'<a href="{learn_href}">{lessons_word}</a> {" ".join(others)}</nav>',
        _language_list(info.id, here, language),
        f"<h1>{heading}</h1>",
        # First the game in plain words; which rule books it follows is said at the foot.
        f'<p class="intro">{escape(tr(book.INTRO))}</p>',
        "</header>",
        '<main class="rules-main">',
        f'<nav class="toc" aria-label="{contents}"><h2 class="toc-title">{contents}</h2>'
        f"<ol>{toc}</ol></nav>",
    ]
    for section in book.SECTIONS:
        parts.append(f'<section class="rule" id="{section.id}" '
                     f'aria-labelledby="{section.id}-title">')
        parts.append(f'<h2 id="{section.id}-title"><a class="anchor" href="#{section.id}">'
                     f"{escape(tr(section.title))}</a></h2>")
        parts += [f"<p>{escape(tr(text))}</p>" for text in section.paragraphs]
        for diagram in section.diagrams:
            parts.append('<figure class="diagram-figure">'
                         + diagram_svg(game, book.VARIANT, diagram)
                         + f"<figcaption>{escape(tr(diagram.caption))}</figcaption></figure>")
        parts.append("</section>")
    parts += [
        "</main>",
        f'<footer class="rules-foot"><p>{escape(tr(book.CREDIT))}</p>'
        f'<p><a href="{learn_href}">{learn}</a> · '
        f'<a href="{play_href}">{play_game}</a></p></footer>',
        "</body>",
        "</html>",
    ]
    return "\n".join(parts) + "\n"


def _alternates(game: str, here: str) -> list[str]:
    """The same page in every language of the site, for search engines and browsers."""
    links = [f'<link rel="alternate" hreflang="{language.tag}" '
             f'href="{_href(here, page_path(game, language.tag))}">'
             for language in i18n.LANGUAGES]
    links.append(f'<link rel="alternate" hreflang="x-default" '
                 f'href="{_href(here, page_path(game))}">')
    return links


def _language_list(game: str, here: str, current: str) -> str:
    """The visible list of the page's languages, each named in itself."""
    items = []
    for language in i18n.LANGUAGES:
        if language.tag == current:
            items.append(f'<li><a aria-current="page" lang="{language.tag}" '
                         f'href="{_href(here, here)}">{escape(language.name)}</a></li>')
        else:
            items.append(f'<li><a lang="{language.tag}" hreflang="{language.tag}" '
                         f'href="{_href(here, page_path(game, language.tag))}">'
                         f"{escape(language.name)}</a></li>")
    label = escape(tr("Languages"))
    return f'<nav class="rules-languages" aria-label="{label}"><ul>{"".join(items)}</ul></nav>'


def write_pages(out: Path) -> list[Path]:
    """Write every game's rules page in every language under ``out/rules/``; returns the
    files written. A page's Play and Lessons links open the site's page of its language
    (``index.<language>.html``, which the build writes for every language)."""
    written = []
    for language in LANGUAGES:
        for game in games.GAMES:
            path = out / page_path(game, language)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(render(game, language), encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_pages(Path(sys.argv[1] if len(sys.argv) > 1 else "_site")):
        print(written_path)
