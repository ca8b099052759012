"""The page in every language: it follows the browser's languages, a choice made in Sound
and looks is kept (and keeps the game), a link's ``lang=`` wins, ``<html lang>`` says the
language, English loads no catalogue, a game ends in each language with no axe violation,
and the pseudo-language shows no unmarked text and no overflowing box on any screen of a
whole game of each game, on a desktop and a phone."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte import i18n
from e2e.a11y import assert_accessible
from e2e.board import board_code, checker_point, click_square, wait_still
from e2e.browser import DESKTOP, PHONE, assert_clean, new_context, ready_page, wait_ready
from e2e.test_offline import wait_offline_ready

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import serve  # noqa: E402

LANGUAGES = [language.tag for language in i18n.LANGUAGES if language.tag != i18n.DEFAULT]
ENGINE_WAIT = 90_000

# Reversi one move from its end (Black fills the board with a1), two players.
REVERSI_END = ("g=reversi&p=-OOOOOOXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO"
               "_X&vs=h")
REVERSI_LAST = "a1"


def page_of(site_url: str, tag: str) -> str:
    return site_url + build.page_name(tag).removeprefix("index.html")


def language(page: Page) -> str:
    return page.evaluate("() => document.documentElement.lang")


def catalogue_requests(context: BrowserContext) -> list[str]:
    return [url for url in context.log.requests  # type: ignore[attr-defined]
            if "/locale/" in url]


# ---------------------------------------------------------------------------- choosing


@pytest.mark.parametrize(("browser_language", "expected"), [
    ("fr-CA", "fr"), ("pt-PT", "pt-BR"), ("ja-JP", "ja"), ("de-DE", "en")])
def test_the_page_follows_the_browser_s_languages(browser: Browser, site_url: str,
                                                  browser_language: str,
                                                  expected: str) -> None:
    context = new_context(browser, site_url, locale=browser_language)
    try:
        page = context.new_page()
        page.goto(site_url + "#g=checkers")
        page.wait_for_function("(tag) => document.documentElement.lang === tag", arg=expected)
        # The page of that language, the fragment kept.
        assert page.url == page_of(site_url, expected) + "#g=checkers"
        wait_ready(page)
        assert language(page) == expected
        expect(page.locator("#board")).to_have_attribute("data-game", "checkers")
        if expected == i18n.DEFAULT:
            # English reads no catalogue: the boot is the one it always was.
            assert catalogue_requests(context) == []
        else:
            assert catalogue_requests(context) != []
            assert all(url.endswith(f"/locale/{expected}.mo")
                       for url in catalogue_requests(context))
            expect(page.locator(".panel-head [data-action='new']")).not_to_have_text("New game")
        assert_clean(page)
    finally:
        context.close()


def test_a_chosen_language_is_kept_and_keeps_the_game(browser: Browser,
                                                      site_url: str) -> None:
    with ready_page(browser, site_url, site_url + "#g=reversi&m=f5,d6&vs=h",
                    locale="en-US", **DESKTOP) as page:
        assert language(page) == "en"
        wait_still(page)
        code = board_code(page)
        page.locator("#looks-button").click()
        select = page.locator("#language-select")
        expect(select).to_have_value("en")
        expect(select.locator("option")).to_have_text(
            [each.name for each in i18n.LANGUAGES])
        with page.expect_navigation():
            select.select_option("ru")
        wait_ready(page)
        assert language(page) == "ru"
        assert page.url.startswith(page_of(site_url, "ru"))
        # The same game, as it was.
        assert board_code(page) == code
        expect(page.locator("#moves .move")).to_have_count(2)
        # A shared link leaves the language out (it opens in the friend's), unless asked.
        page.locator("#share-button").click()
        link = page.locator("#share-link")
        expect(link).to_have_value(re.compile(re.escape(site_url + "index.html#")))
        assert "lang=" not in link.input_value()
        page.locator("#share-lang").check()
        expect(link).to_have_value(re.compile(r"&lang=ru$"))
        page.keyboard.press("Escape")
        # Remembered: the site's plain address opens in Russian now, whatever the browser.
        page.goto(site_url)
        page.wait_for_function("() => document.documentElement.lang === 'ru'")
        wait_ready(page)
        # A link's lang= wins over the choice (and is not kept as a choice).
        page.goto(site_url + "#g=reversi&lang=ja")
        page.wait_for_function("() => document.documentElement.lang === 'ja'")
        assert page.url == page_of(site_url, "ja") + "#g=reversi&lang=ja"
        wait_ready(page)
        assert page.evaluate("() => localStorage.getItem('byte.language')") == "ru"
        # Back to English by the same choice.
        page.locator("#looks-button").click()
        with page.expect_navigation():
            page.locator("#language-select").select_option("en")
        wait_ready(page)
        assert language(page) == "en" and page.url.startswith(site_url + "#")
        assert_clean(page)


def test_a_link_s_language_wins_over_the_browser_s_in_an_embed_too(browser: Browser,
                                                                   site_url: str) -> None:
    context = new_context(browser, site_url, locale="fr-FR", **PHONE)
    try:
        page = context.new_page()
        page.goto(site_url + "#g=checkers&m=c3-d4&embed=1&lang=nl")
        page.wait_for_function("() => document.documentElement.lang === 'nl'")
        assert page.url == page_of(site_url, "nl") + "#g=checkers&m=c3-d4&embed=1&lang=nl"
        wait_ready(page)
        expect(page.locator("#embed-bar")).to_be_visible()
        expect(page.locator("#open-full .long")).to_have_text("Open het volledige spel")
        # A language's own page stays in its language: the browser's does not move it.
        page.goto(page_of(site_url, "ja") + "#g=reversi")
        wait_ready(page)
        assert language(page) == "ja" and page.url == page_of(site_url, "ja") + "#g=reversi"
        assert_clean(page)
    finally:
        context.close()


# ---------------------------------------------------------------------------- offline


def test_a_language_page_opens_offline_in_its_language(browser: Browser, site: Path) -> None:
    server = serve.start(site)
    context = new_context(browser, server.url, service_workers="allow", locale="ja-JP")
    try:
        page = context.new_page()
        page.goto(server.url + "#g=reversi")
        wait_ready(page)
        assert language(page) == "ja"
        version = wait_offline_ready(page, site)
        # Its catalogue, which came before the service worker, is kept as well.
        page.wait_for_function("""async ([version, path]) => {
          const cache = await caches.open(`byte-${version}`);
          return Boolean(await cache.match(new URL(path, location.href)));
        }""", arg=[version, f"./{build.catalogue_path('ja')}"], timeout=30_000)
        assert_clean(page)
        server.stop()  # (again in the end: stopping twice is harmless)
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert language(page) == "ja"
        # Python read the catalogue offline: the board's words are Japanese, not English.
        square = page.locator('#board [data-square="d4"]').first
        expect(square).to_have_attribute("aria-label", re.compile(r"^d4"))
        expect(square).not_to_have_attribute("aria-label", re.compile(r"white|black|disc"))
        expect(page.locator("#board")).to_have_attribute("data-game", "reversi")
        assert_clean(page)
    finally:
        context.close()
        server.stop()


# ---------------------------------------------------------------------------- real languages


@pytest.mark.parametrize("tag", LANGUAGES)
def test_a_game_ends_in_each_language_with_no_axe_violation(browser: Browser, site_url: str,
                                                            tag: str) -> None:
    with ready_page(browser, site_url, page_of(site_url, tag) + "#" + REVERSI_END,
                    locale="en-US", **DESKTOP) as page:
        assert language(page) == tag
        title = page.title()
        assert title and not title.startswith("Byte, Reversi and Checkers")
        click_square(page, REVERSI_LAST)
        expect(page.locator("#banner")).to_be_visible()
        expect(page.locator(".banner-actions [data-action='rematch']")).not_to_have_text(
            "Rematch")
        assert_accessible(page)
        page.locator("#looks-button").click()
        expect(page.locator("#language-select")).to_have_value(tag)
        assert_accessible(page)
        assert_clean(page)


# ---------------------------------------------------------------------------- pseudo-language

UNMARKED = """([open, close]) => {
  // Texts a player reads or hears that lack the pseudo-language's marks: visible text
  // nodes and the read attributes of visible elements. Not: numbers and punctuation, move
  // notation and square names, the language names of the Language choice, what a player
  // typed or pasted (fields' values), code.
  const square = "(?:[a-z]{1,2}\\\\d{1,2}|\\\\d{1,3}|[a-z])";
  const notation = new RegExp(
    `^(?:${square}|pass|swap)(?:(?:[-:x×]|:\\\\d-)${square})*[+#*]?$`);
  const plain = /^[\\s\\d.,:;+\\-–—×/%()#·…?!=\\[\\]*'"½]*$/;
  const skipped = "script, style, code, kbd, textarea, #language-select, [translate=no]";
  const shown = (element) => element.checkVisibility({ checkOpacity: true,
    checkVisibilityCSS: true }) && !element.closest(skipped);
  const found = new Set();
  // The marked pieces out (innermost first: a text may hold translated texts), what is
  // left must be notation, square names, numbers or punctuation.
  const unmarked = (text) => {
    let left = text;
    for (let before = ""; before !== left;) {
      before = left;
      left = left.replace(new RegExp(`${open}[^${open}${close}]*${close}`, "g"), " ");
    }
    return left;
  };
  const judge = (whole, where) => {
    // A mark left alone belongs to a marked text that markup cuts into several nodes (a
    // side's name in bold inside its sentence): what else is left must still be plain.
    const text = unmarked(whole).split(open).join(" ").split(close).join(" ")
      .replace(/\\s+/g, " ").trim();
    if (!text || plain.test(text)) return;
    const words = text.split(/[\\s,]+/);
    const bare = (word) => word.replace(/^\\d+\\.+|[:;.]+$/g, "");
    if (words.every((word) => notation.test(bare(word)) || plain.test(word))) return;
    found.add(`${where}: ${whole.replace(/\\s+/g, " ").trim().slice(0, 90)}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const where = parent?.id ? `#${parent.id}` : parent?.tagName.toLowerCase();
    if (parent && shown(parent)) judge(node.data, where);
  }
  const read = ["aria-label", "title", "alt", "placeholder", "aria-valuetext",
    "aria-roledescription"];
  for (const element of document.querySelectorAll(read.map((name) => `[${name}]`).join())) {
    if (!shown(element) && !element.closest("#board, svg")) continue;
    if (element.closest(skipped)) continue;
    for (const name of read) {
      const value = element.getAttribute(name);
      if (value) judge(value, `${element.tagName.toLowerCase()}[${name}]`);
    }
  }
  judge(document.title, "title");
  return [...found];
}"""

OVERFLOWING = """() => {
  // Boxes whose words do not fit: the panel's and the dialogs' controls and lines.
  const found = [];
  const boxes = document.querySelectorAll(
    ".panel button, .panel .btn, .panel .tab, .panel label, .panel .player, .panel .turn, "
    + ".panel summary, .panel h1, .panel h2, dialog[open] button, dialog[open] label, "
    + "dialog[open] legend, dialog[open] h2, .embed-bar, .embed-bar .btn");
  for (const box of boxes) {
    if (!box.checkVisibility() || box.clientWidth < 2) continue; // (read only by screen readers)
    const style = getComputedStyle(box);
    if (style.overflowX === "auto" || style.overflowX === "scroll") continue;
    // Out of the panel, a dialog or the embed bar, or of a box that scrolls or clips.
    let outer = box.parentElement;
    while (outer && !outer.matches(".panel, dialog[open], .embed-bar")
           && getComputedStyle(outer).overflowX === "visible") outer = outer.parentElement;
    const sticksOut = outer && box.getBoundingClientRect().right
      > outer.getBoundingClientRect().right + 1;
    if (box.scrollWidth > box.clientWidth + 1 || sticksOut) {
      found.push(`${box.tagName.toLowerCase()}${box.id ? "#" + box.id : ""}.${box.className}: `
        + `${box.textContent.trim().slice(0, 50)} (${box.scrollWidth} > ${box.clientWidth})`);
    }
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) {
    found.push(`the page: ${document.documentElement.scrollWidth} > ${innerWidth}`);
  }
  return found;
}"""


class Screens:
    """What each screen of a pseudo-language visit showed that it should not."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.unmarked: dict[str, list[str]] = {}
        self.overflowing: dict[str, list[str]] = {}

    def look(self, name: str) -> None:
        self.page.wait_for_timeout(150)  # the render after the action
        unmarked = self.page.evaluate(UNMARKED, list(i18n.PSEUDO_MARKS))
        overflowing = self.page.evaluate(OVERFLOWING)
        if unmarked:
            self.unmarked[name] = unmarked
        if overflowing:
            self.overflowing[name] = overflowing

    def dialog(self, name: str, opener: str, dialog: str) -> None:
        self.page.locator(opener).first.click()
        expect(self.page.locator(dialog)).to_be_visible()
        self.look(name)
        self.page.keyboard.press("Escape")
        expect(self.page.locator(dialog)).to_be_hidden()

    def report(self) -> str:
        lines = []
        for title, found in (("unmarked texts", self.unmarked),
                             ("overflowing boxes", self.overflowing)):
            for screen, items in found.items():
                lines.append(f"{title} on {screen}:")
                lines += [f"  {item}" for item in items]
        return "\n".join(lines)


# Each game from a link one move before its end, two players: Byte's c5-d4 (the whole
# stack, chosen below the board) makes White's second stack of eight; Checkers' c3xe5
# takes Black's last man; Reversi's a1 fills the board.
PSEUDO_GAMES = {
    "byte": ("g=byte&p=b,w,b,w/.,.,.,./.,.,.,./.,wwww,.,./.,bbbb,.,./.,.,.,./.,.,.,./w,b,w,b"
             "_w_1-0&vs=h", ["c5", "d4"]),
    "reversi": (REVERSI_END, [REVERSI_LAST]),
    "checkers": ("g=checkers&p=W:Wc3:Bd4&vs=h", ["c3", "e5"]),
}


@pytest.mark.parametrize("game", list(PSEUDO_GAMES))
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_pseudo_language_marks_every_text_on_every_screen(
        browser: Browser, site_url: str, game: str, device: str) -> None:
    context = new_context(browser, site_url, locale="en-US",
                          **(DESKTOP if device == "desktop" else PHONE))
    try:
        page = context.new_page()
        fragment, clicks = PSEUDO_GAMES[game]
        page.goto(page_of(site_url, i18n.PSEUDO) + "#" + fragment)
        wait_ready(page)
        assert language(page) == i18n.PSEUDO
        wait_still(page)
        screens = Screens(page)
        screens.look("the game")
        screens.dialog("New game", ".panel-head [data-action='new']", "#new-game-dialog")
        screens.dialog("Sound and looks", "#looks-button", "#looks-dialog")
        screens.dialog("Share", "#share-button", "#share-dialog")
        screens.dialog("Your games", "#your-games-button", "#games-dialog")
        page.locator(f"details.help[data-help='{game}'] summary").click()
        screens.look("the help")
        if game == "byte":  # the whole stack: its bottom checker
            page.mouse.click(*checker_point(page, clicks[0], 1))
        else:
            click_square(page, clicks[0])
        for square in clicks[1:]:
            click_square(page, square)
        expect(page.locator("#banner")).to_be_visible(timeout=ENGINE_WAIT)
        screens.look("the game's end")
        page.locator("#banner [data-action='review-game']").click()
        expect(page.locator("#tabpanel-review")).to_be_visible()
        page.wait_for_timeout(1000)
        screens.look("the review")
        if page.locator("#tab-puzzles").is_visible():  # (the games that have puzzles)
            page.locator("#tab-puzzles").click()
            expect(page.locator("#tabpanel-puzzles")).to_be_visible()
            screens.look("the puzzles")
        page.locator("#analyse-button").click()
        expect(page.locator("#tabpanel-analysis")).to_be_visible()
        screens.look("the analysis board")
        page.locator("#edit-button").click()
        expect(page.locator("#editor-panel")).to_be_visible()
        screens.look("the board editor")
        assert_clean(page)
        assert not screens.overflowing and not screens.unmarked, screens.report()
    finally:
        context.close()


def test_the_pseudo_language_page_is_never_offered(browser: Browser, site_url: str) -> None:
    with ready_page(browser, site_url, page_of(site_url, i18n.PSEUDO), locale="en-US") as page:
        options = page.locator("#language-select option")
        assert i18n.PSEUDO not in options.evaluate_all("(all) => all.map((o) => o.value)")
        assert language(page) == i18n.PSEUDO
