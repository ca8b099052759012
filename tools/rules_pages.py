"""The illustrated rules pages: static HTML written at build time, one page per game.

Each game's ``guide`` module (``byte/games/<id>/guide.py``, see :mod:`byte.guide`) gives
the sections; every diagram is drawn by the board code the page itself uses
(:func:`byte.web.board.board_svg` with the game's view hooks) from a position code, then
turned into a still picture (no focusable squares, one accessible name). The pages need
no Python in the browser, work offline (the build precaches them like every site file),
link each section by its id, and print cleanly (``static/rules.css``).

Run ``python tools/rules_pages.py OUT`` to write them alone; ``tools/build.py`` calls
:func:`write_pages` for the site.
"""

from __future__ import annotations

import re
import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from byte import games  # noqa: E402
from byte.games.protocol import GuideHooks  # noqa: E402
from byte.guide import Diagram  # noqa: E402
from byte.web.board import BoardView, board_svg  # noqa: E402

FOLDER = "rules"
"""Where the pages go in the site: ``rules/<game>.html``."""


def page_path(game: str) -> str:
    """The site path of a game's rules page: ``'rules/byte.html'``."""
    return f"{FOLDER}/{game}.html"


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
                                           show_targets=False), hooks)
    markup = _SQUARE_TAG.sub(lambda found: f'<g class="sq" data-square="{found.group(1)}">',
                             markup)
    opening = _SVG_TAG.match(markup)
    assert opening is not None
    tag = opening.group(0)
    tag = re.sub(r' id="board"', "", tag)
    tag = re.sub(r' role="group" aria-label="[^"]*"',
                 f' role="img" aria-label="{escape(_alt(hooks, position, diagram))}"', tag)
    tag = tag.replace('class="board ', 'class="board diagram ')
    return tag + markup[opening.end():]


def _alt(hooks, position, diagram: Diagram) -> str:
    """The picture in words: the caption, then what stands where."""
    pieces = [f"{hooks.square_name(position, sq)} {hooks.describe(position, sq)}"
              for sq in hooks.squares(position) if hooks.occupied(position, sq)]
    if len(pieces) > 16:
        return f"Diagram: {diagram.caption}"
    return f"Diagram: {diagram.caption} Pieces: {'; '.join(pieces)}."


def render(game: str) -> str:
    """The whole rules page of ``game`` as HTML."""
    info = games.find(game)
    book = guide(game)
    title = book.TITLE
    others = " ".join(
        f'<a href="./{other}.html">{escape(games.find(other).name)} rules</a>'
        for other in games.GAMES if other != game)
    toc = "".join(f'<li><a href="#{section.id}">{escape(section.title)}</a></li>'
                  for section in book.SECTIONS)
    parts = [
        "<!doctype html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}: the rules, illustrated</title>",
        f'<meta name="description" content="The rules of {escape(title)}, section by '
        'section, with diagrams.">',
        '<meta name="color-scheme" content="light dark">',
        '<link rel="icon" href="../static/icons/icon.svg" type="image/svg+xml">',
        '<link rel="stylesheet" href="../static/app.css">',
        '<link rel="stylesheet" href="../static/rules.css">',
        # The player's board theme and pieces, as chosen on the site (Sound and looks).
        '<link rel="stylesheet" href="../static/looks.css">',
        '<script src="../static/looks.js"></script>',
        "</head>",
        f'<body class="rules-page" data-game="{info.id}">',
        '<header class="rules-head">',
        '<nav class="rules-nav" aria-label="Site">'
        # Play opens this page's game, not whichever game the player left on the board.
        f'<a href="../index.html#g={info.id}">Play</a> '
        f'<a href="../index.html#learn={info.id}">Lessons</a> {others}</nav>',
        f"<h1>{escape(title)}: the rules</h1>",
        # First the game in plain words; which rule books it follows is said at the foot.
        f'<p class="intro">{escape(book.INTRO)}</p>',
        "</header>",
        '<main class="rules-main">',
        f'<nav class="toc" aria-label="Contents"><h2 class="toc-title">Contents</h2><ol>{toc}'
        "</ol></nav>",
    ]
    for section in book.SECTIONS:
        parts.append(f'<section class="rule" id="{section.id}" '
                     f'aria-labelledby="{section.id}-title">')
        parts.append(f'<h2 id="{section.id}-title"><a class="anchor" href="#{section.id}">'
                     f"{escape(section.title)}</a></h2>")
        parts += [f"<p>{escape(text)}</p>" for text in section.paragraphs]
        for diagram in section.diagrams:
            parts.append('<figure class="diagram-figure">'
                         + diagram_svg(game, book.VARIANT, diagram)
                         + f"<figcaption>{escape(diagram.caption)}</figcaption></figure>")
        parts.append("</section>")
    parts += [
        "</main>",
        f'<footer class="rules-foot"><p>{escape(book.CREDIT)}</p>'
        f'<p><a href="../index.html#learn={info.id}">Learn by playing: the lessons</a> · '
        f'<a href="../index.html#g={info.id}">Play {escape(info.name)}</a></p></footer>',
        "</body>",
        "</html>",
    ]
    return "\n".join(parts) + "\n"


def write_pages(out: Path) -> list[Path]:
    """Write every game's rules page under ``out/rules/``; returns the files written."""
    written = []
    for game in games.GAMES:
        path = out / page_path(game)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(game), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_pages(Path(sys.argv[1] if len(sys.argv) > 1 else "_site")):
        print(written_path)
