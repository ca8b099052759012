"""tools/rules_pages.py: one illustrated, linkable, printable rules page per game, its
diagrams drawn by the board code from position codes, nothing on it focusable but links,
written in every language of the site."""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from byte import games, i18n

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import rules_pages  # noqa: E402
from pseudo import english_left  # noqa: E402


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


def test_write_pages_writes_one_page_per_game_and_language(tmp_path: Path) -> None:
    written = rules_pages.write_pages(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(
        rules_pages.page_path(game, language) for game in games.GAMES
        for language in rules_pages.LANGUAGES)


# ------------------------------------------------------------------------- languages

TRANSLATED = [language.tag for language in i18n.LANGUAGES if language.tag != i18n.DEFAULT]
READ_ATTRIBUTES = ("aria-label", "title", "alt")
SAME_IN_SOME_LANGUAGES = {"Byte", "Frysk!", "Pool checkers", "Notation", "Site"}
"""Texts of the pages that some languages write as English does (names, a loanword)."""


class Words(HTMLParser):
    """The texts a reader of a page meets: text, read attributes, the description; apart
    from the names of the other languages, each marked with its own ``lang``."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.pictures: list[str] = []
        self.lang = ""
        self.foreign: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if tag == "html":
            self.lang = found.get("lang", "")
        other_language = tag == "a" and found.get("lang", self.lang) != self.lang
        if other_language or (self.foreign and tag == self.foreign[0]):
            self.foreign.append(tag)
        if tag in ("script", "style"):
            self.skipping += 1
        if self.foreign:
            return
        self.texts += [found[name] for name in READ_ATTRIBUTES if found.get(name)]
        if tag == "svg":
            self.pictures.append(found.get("aria-label", ""))
        if tag == "meta" and found.get("name") == "description":
            self.texts.append(found.get("content", ""))

    def handle_endtag(self, tag: str) -> None:
        if self.foreign and tag == self.foreign[-1]:
            self.foreign.pop()
        if tag in ("script", "style"):
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        if data.strip() and not self.foreign and not self.skipping:
            self.texts.append(data.strip())


def words(html: str) -> Words:
    found = Words()
    found.feed(html)
    return found


@pytest.mark.parametrize("game", list(games.GAMES))
def test_a_page_in_the_pseudo_language_leaves_no_english(game: str) -> None:
    page = words(rules_pages.render(game, i18n.PSEUDO))
    assert page.lang == i18n.PSEUDO
    left = set()
    for text in page.texts:
        left.update(english_left(text))
    assert not left, left
    assert len(page.pictures) == len([d for section in rules_pages.guide(game).SECTIONS
                                      for d in section.diagrams])
    assert len(page.texts) > 40


@pytest.mark.parametrize("tag", TRANSLATED)
@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_page_is_written_in_every_language(game: str, tag: str) -> None:
    english = words(rules_pages.render(game)).texts
    translated = words(rules_pages.render(game, tag))
    assert translated.lang == tag
    assert len(translated.texts) == len(english)
    same = {text for text, source in zip(translated.texts, english, strict=True)
            if text == source and english_left(text)}
    assert same <= SAME_IN_SOME_LANGUAGES, same
    # English again once the page is written.
    assert i18n.language() == i18n.DEFAULT


def test_pages_link_every_language_and_play_in_their_own(tmp_path: Path) -> None:
    for language in rules_pages.LANGUAGES:
        (tmp_path / rules_pages.home_page(language)).write_text("", encoding="utf-8")
    written = rules_pages.write_pages(tmp_path)
    assert len(written) == len(games.GAMES) * (len(i18n.LANGUAGES) + 1)
    for path in written:
        page = Page()
        page.feed(path.read_text(encoding="utf-8"))
        # Every relative link of the pages leads to a page or file of the site.
        for link in page.links:
            target = link.split("#")[0]
            if target:
                assert (path.parent / target).resolve().is_file() or "static/" in target, \
                    (path, link)
    french = (tmp_path / "rules" / "fr" / "checkers.html").read_text(encoding="utf-8")
    assert '<html lang="fr">' in french
    assert 'href="../../index.fr.html#g=checkers"' in french
    assert 'href="../../index.fr.html#learn=checkers"' in french
    assert '<link rel="alternate" hreflang="ja" href="../ja/checkers.html">' in french
    assert '<link rel="alternate" hreflang="x-default" href="../checkers.html">' in french
    assert '<a aria-current="page" lang="fr" href="./checkers.html">Français</a>' in french
    assert '<a lang="ru" hreflang="ru" href="../ru/checkers.html">Русский</a>' in french
    assert "Les dames internationales se jouent sur 10x10" in french
    japanese = (tmp_path / "rules" / "ja" / "reversi.html").read_text(encoding="utf-8")
    assert 'href="../../index.ja.html#g=reversi"' in japanese and "リバーシとオセロ" in japanese
    english = (tmp_path / "rules" / "byte.html").read_text(encoding="utf-8")
    assert 'href="../index.html#g=byte"' in english
    assert '<a lang="pt-BR" hreflang="pt-BR" href="./pt-BR/byte.html">' in english
