"""tools/rules_pages.py: one illustrated, linkable, printable rules page per game, its
diagrams drawn by the board code from position codes, nothing on it focusable but links."""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from byte import games

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import rules_pages  # noqa: E402


class Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.svgs: list[dict[str, str | None]] = []
        self.focusable: list[str] = []
        self.sections: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if "id" in found:
            self.ids.append(found["id"] or "")
        if tag == "a":
            self.links.append(found.get("href") or "")
        if tag == "svg":
            self.svgs.append(found)
        if "tabindex" in found or found.get("role") == "button":
            self.focusable.append(tag)
        if tag == "section":
            self.sections.append(found.get("id") or "")

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def read(game: str) -> Page:
    page = Page()
    page.feed(rules_pages.render(game))
    return page


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_section_is_linkable_from_the_contents(game: str) -> None:
    page = read(game)
    assert len(page.ids) == len(set(page.ids))
    assert page.sections == [section.id for section in rules_pages.guide(game).SECTIONS]
    anchors = [link[1:] for link in page.links if link.startswith("#")]
    assert set(anchors) == set(page.sections)


@pytest.mark.parametrize("game", list(games.GAMES))
def test_diagrams_are_the_board_code_drawing_of_their_positions(game: str) -> None:
    page = read(game)
    book = rules_pages.guide(game)
    diagrams = [d for section in book.SECTIONS for d in section.diagrams]
    assert diagrams and len(page.svgs) == len(diagrams)
    for svg, diagram in zip(page.svgs, diagrams, strict=True):
        variant = diagram.variant or book.VARIANT
        position = games.rules(game).from_code(diagram.code, variant)
        assert svg["data-position"] == position.code()
        assert svg["data-game"] == game and svg["data-variant"] == variant
        assert svg["role"] == "img" and (svg["aria-label"] or "").startswith("Diagram: ")
        assert "id" not in svg
    assert page.focusable == []


def test_a_diagram_move_is_drawn_as_an_arrow_and_must_be_legal() -> None:
    arrow = rules_pages.diagram_svg("byte", "byte", rules_pages.Diagram(
        ".,.,.,./.,.,.,./.,.,bbbbb,./.,.,.,./.,.,.,./.,wwb,.,./.,.,.,./.,.,.,. w 1-1",
        "A slide", move="c3-d4"))
    assert 'class="hint-arrow"' in arrow
    with pytest.raises(ValueError, match="not legal"):
        rules_pages.diagram_svg("byte", "byte", rules_pages.Diagram(
            ".,.,.,./.,.,.,./.,.,bbbbb,./.,.,.,./.,.,.,./.,wwb,.,./.,.,.,./.,.,.,. w 1-1",
            "A slide", move="c3-b4"))


def test_pages_credit_the_games_and_link_the_lessons_and_the_game() -> None:
    byte_page = " ".join(read("byte").text)
    assert "Mark Steere" in byte_page
    for game in games.GAMES:
        page = read(game)
        assert f"../index.html#learn={game}" in page.links
        # Play opens this page's game.
        assert f"../index.html#g={game}" in page.links
        assert "../index.html" not in page.links
        others = {f"./{other}.html" for other in games.GAMES if other != game}
        assert others <= set(page.links)


@pytest.mark.parametrize("game", list(games.GAMES))
def test_the_first_paragraph_speaks_plainly(game: str) -> None:
    """The page opens with the game itself; the rule books it follows come at its foot."""
    html = rules_pages.render(game)
    header = html[html.index('<header class="rules-head">'):html.index("</header>")]
    assert rules_pages.guide(game).CREDIT not in header
    assert "klyo" not in header and "FMJD" not in header


def test_pages_use_only_the_sites_own_styles_and_print_css() -> None:
    html = rules_pages.render("checkers")
    # The site's CSP allows no inline script or style: the one script is the site's own
    # file that applies the player's board theme and pieces (static/looks.js).
    assert re.findall(r"<script[^>]*>", html) == ['<script src="../static/looks.js">']
    assert "style=" not in html
    assert '<link rel="stylesheet" href="../static/looks.css">' in html
    css = (ROOT / "static" / "rules.css").read_text(encoding="utf-8")
    assert "@media print" in css


def test_write_pages_writes_one_page_per_game(tmp_path: Path) -> None:
    written = rules_pages.write_pages(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(
        rules_pages.page_path(game) for game in games.GAMES)
