"""The welcome, the lessons and the rules pages in the browser: a first visit is welcomed
and a returning one is not; a link opens what it names; a Byte lesson is completed with a
wrong try in between, and its progress is remembered; axe-core finds no violation on the
welcome, a lesson step or any rules page, light and dark."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.a11y import assert_accessible
from e2e.board import box_of, wait_still
from e2e.browser import DESKTOP, PHONE, assert_clean, new_context, ready_page, wait_ready


@pytest.fixture
def first_visit(browser: Browser, site_url: str) -> Iterator[BrowserContext]:
    """A browser that has never been to the site (nothing in its storage)."""
    context = new_context(browser, site_url, welcomed=False)
    yield context
    context.close()


def opened(context: BrowserContext, url: str) -> Page:
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


class Square:
    """A square of the lesson board, clicked near its top-left corner (no piece there)."""

    def __init__(self, page: Page, name: str) -> None:
        self.page, self.name = page, name

    def click(self) -> None:
        wait_still(self.page)  # the step drawn and scrolled into place
        box = box_of(self.page,
                     f'#lesson-board .sq[data-square="{self.name}"] > rect:first-of-type')
        assert box, f"no square {self.name} on the lesson board"
        self.page.mouse.click(box["x"] + box["width"] * 0.12, box["y"] + box["height"] * 0.12)
        wait_still(self.page)


def square(page: Page, name: str) -> Square:
    return Square(page, name)


def test_a_first_visit_is_welcomed_and_a_returning_one_goes_back_to_its_game(
        first_visit: BrowserContext, site_url: str) -> None:
    page = opened(first_visit, site_url)
    welcome = page.locator("#welcome-dialog")
    expect(welcome).to_be_visible()
    expect(welcome.locator("[data-welcome]")).to_have_count(5)  # four choices and "Not now"
    expect(page.locator("#welcome-level")).to_have_value("1")
    welcome.locator('input[value="reversi/othello"]').check()
    expect(page.locator("#welcome-rules-link")).to_have_attribute("href", "./rules/reversi.html")
    welcome.locator('[data-welcome="computer"]').click()
    expect(welcome).to_be_hidden()
    board = page.locator("#board")
    expect(board).to_have_attribute("data-game", "reversi")
    expect(page.locator("#player-b .player-name")).to_have_text("Black (you)")
    expect(page.locator("#message")).to_contain_text("against the computer, level 1")
    # Back again: straight to the game, no welcome.
    page.locator('#board [data-square="f5"]').click()
    expect(page.locator("#moves .move").first).to_have_text("f5")
    again = opened(first_visit, site_url)
    wait_still(again)
    expect(again.locator("#board")).to_have_attribute("data-game", "reversi")
    expect(again.locator("#welcome-dialog")).to_be_hidden()
    assert_clean(again)


def test_a_link_opens_what_it_names_without_the_welcome(first_visit: BrowserContext,
                                                         site_url: str) -> None:
    page = opened(first_visit, site_url + "#g=checkers&v=english")
    wait_still(page)
    expect(page.locator("#board")).to_have_attribute("data-variant", "english")
    expect(page.locator("#welcome-dialog")).to_be_hidden()
    lessons = opened(first_visit, site_url + "#learn=checkers")
    expect(lessons.locator("#lessons-dialog")).to_be_visible()
    expect(lessons.locator("#lessons-title")).to_have_text("Lessons: Checkers")
    expect(lessons.locator("#welcome-dialog")).to_be_hidden()
    assert_clean(lessons)


def test_the_welcome_closed_stays_closed(first_visit: BrowserContext, site_url: str) -> None:
    page = opened(first_visit, site_url)
    page.locator('[data-welcome="close"]').click()
    expect(page.locator("#welcome-dialog")).to_be_hidden()
    again = opened(first_visit, site_url)
    wait_still(again)
    expect(again.locator("#welcome-dialog")).to_be_hidden()


@pytest.fixture(params=["desktop", "phone"])
def first_visit_on(request: pytest.FixtureRequest, browser: Browser,
                   site_url: str) -> Iterator[BrowserContext]:
    """A first visit on a desktop and on a phone screen."""
    context = new_context(browser, site_url, welcomed=False,
                          **(DESKTOP if request.param == "desktop" else PHONE))
    yield context
    context.close()


def inside(inner: dict | None, outer: dict | None) -> bool:
    return bool(inner and outer and inner["x"] >= outer["x"] - 0.5
                and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 0.5)


def test_the_welcome_reads_game_level_start_and_not_now_keeps_the_game(
        first_visit_on: BrowserContext, site_url: str) -> None:
    page = opened(first_visit_on, site_url)
    welcome = page.locator("#welcome-dialog")
    expect(welcome).to_be_visible()
    # Game, then level, then what to start, in reading (and so Tab) order.
    order = page.evaluate("""() => ['.welcome-games', '#welcome-level', '.welcome-choices',
        '[data-welcome="close"]'].map((s) => document.querySelector(s))
        .every((node, i, all) => i === 0
          || (all[i - 1].compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING))""")
    assert order
    # None of them changes its place in the Tab order.
    assert page.evaluate("""() => [...document.querySelectorAll('#welcome-dialog [tabindex]')]
        .every((node) => node.tabIndex <= 0)""")
    expect(welcome.locator('input[value="byte/byte"]')).to_be_focused()
    # The level select stays inside the dialog, on a phone too.
    assert inside(page.locator("#welcome-level").bounding_box(), welcome.bounding_box())
    wait_still(page)
    assert_accessible(page)
    welcome.locator('input[value="checkers/english"]').check()
    page.locator("#welcome-level").select_option("3")
    welcome.locator('[data-welcome="close"]').click()
    expect(welcome).to_be_hidden()
    board = page.locator("#board")
    expect(board).to_have_attribute("data-game", "checkers")
    expect(board).to_have_attribute("data-variant", "english")
    expect(page.locator("#message")).to_contain_text("A board of English checkers")
    # New game offers the level chosen in the welcome, and opens at its top.
    page.locator(".panel-head [data-action='new']").click()
    dialog = page.locator("#new-game-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator('input[name="level"][value="3"]')).to_be_checked()
    expect(dialog.locator('input[name="game"][value="checkers"]')).to_be_focused()
    assert dialog.evaluate("(node) => node.scrollTop") == 0
    assert_clean(page)


def test_learning_the_rules_of_a_game_leaves_its_board(first_visit_on: BrowserContext,
                                                      site_url: str) -> None:
    page = opened(first_visit_on, site_url)
    welcome = page.locator("#welcome-dialog")
    welcome.locator('input[value="checkers/brazilian"]').check()
    welcome.locator('[data-welcome="learn"]').click()
    lessons = page.locator("#lessons-dialog")
    expect(lessons).to_be_visible()
    expect(page.locator("#lessons-title")).to_have_text("Lessons: Checkers")
    lessons.locator('[data-lesson-do="close"]').click()
    expect(lessons).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-game", "checkers")
    assert_clean(page)


def test_a_byte_lesson_with_a_wrong_try_in_between(open_app, site_url: str) -> None:
    page = open_app("learn=byte")
    dialog = page.locator("#lessons-dialog")
    expect(dialog).to_be_visible()
    dialog.locator('[data-lesson="moving"]').click()
    feedback = page.locator("#lesson-feedback")
    expect(page.locator("#lesson-step-title")).to_have_text(
        "A slide goes toward the nearest stack")
    # A wrong try: the engine's reason, and the step waits for another.
    square(page, "c3").click()
    square(page, "b4").click()
    expect(feedback).to_have_text(
        "c3-b4 is not legal here: a slide must bring the stack closer to its nearest stack.")
    expect(page.locator("#lesson-next")).to_be_disabled()
    square(page, "c3").click()
    square(page, "d4").click()
    expect(feedback).to_contain_text("Right: d4 is one step closer to f6")
    expect(page.locator("#lesson-next")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#lesson-step-title")).to_have_text(
        "A stack that touches another cannot slide")
    # A legal move that is not the one taught is explained too.
    square(page, "h2").click()
    square(page, "g3").click()
    expect(feedback).to_contain_text("h2-g3 is legal, but this step is about")
    square(page, "c3").click()
    square(page, "d4").click()
    expect(feedback).to_contain_text("Right:")
    page.locator("#lesson-next").click()
    expect(page.locator("#lesson-step-title")).to_have_text(
        "A merge lifts a checker to a higher level")
    square(page, "e3").click()
    square(page, "f2").click()
    expect(feedback).to_contain_text("that checker rose from level 2 to level 4")
    after = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,b,./.,.,wwbwbwb,./.,.,.,. b 1-1"
    expect(page.locator("#lesson-board")).to_have_attribute("data-position", after)
    page.locator("#lesson-next").click()
    expect(dialog.locator(".lesson-note")).to_have_text(
        "Lesson complete: Moving stacks. Well done!")
    expect(dialog.locator('[data-lesson="moving"] .lesson-state')).to_have_text("3 steps · done")
    # A lesson done, a real game is offered: against the computer, the learner moving first.
    play = dialog.locator("#lesson-play")
    expect(play).to_have_text("Play Byte against the computer")
    play.click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#player-w .player-name")).to_have_text("White (you)")
    expect(page.locator("#message")).to_contain_text("A game of Byte against the computer, level")
    # The progress is remembered.
    again = open_app("learn=byte")
    expect(again.locator('[data-lesson="moving"] .lesson-state')).to_have_text("3 steps · done")
    expect(again.locator('[data-lesson="scoring"] .lesson-state')).to_have_text(
        "3 steps · not started")
    assert_clean(again)


def test_lessons_open_from_the_help_and_passing_is_taught(app: Page) -> None:
    app.locator('details[data-help="byte"] summary').click()
    app.locator('[data-open-lessons="byte"]').click()
    dialog = app.locator("#lessons-dialog")
    dialog.locator('[data-lesson="scoring"]').click()
    # Step 1: c3 and d4 allow two merges, so the page asks which checker to lift.
    square(app, "c3").click()
    square(app, "d4").click()
    expect(app.locator("#lesson-picker")).to_be_visible()
    app.locator('#lesson-picker [data-lesson-pick="3"]').click()
    expect(app.locator("#lesson-feedback")).to_contain_text("is legal, but this step is about")
    square(app, "c3").click()
    square(app, "d4").click()
    app.locator('#lesson-picker [data-lesson-pick="1"]').click()
    expect(app.locator("#lesson-feedback")).to_contain_text("Right: 5 + 3 = 8")
    # Step 2 is passing.
    app.locator("#lesson-next").click()
    expect(app.locator("#lesson-step-title")).to_have_text("Passing")
    square(app, "a1").click()
    expect(app.locator("#lesson-feedback")).to_contain_text("must pass")
    app.locator('[data-lesson-do="pass"]').click()
    expect(app.locator("#lesson-feedback")).to_contain_text("Right: a player with no legal move")
    assert_clean(app)


def test_no_violation_on_the_welcome_and_a_lesson(browser: Browser, site_url: str) -> None:
    context = new_context(browser, site_url, welcomed=False)
    try:
        page = opened(context, site_url)
        expect(page.locator("#welcome-dialog")).to_be_visible()
        assert_accessible(page)
        page.locator('[data-welcome="learn"]').click()
        expect(page.locator("#lessons-dialog")).to_be_visible()
        assert_accessible(page)
        page.locator('[data-lesson="moving"]').click()
        square(page, "c3").click()
        square(page, "b4").click()
        expect(page.locator("#lesson-feedback")).not_to_be_empty()
        assert_accessible(page)  # a step, with a wrong try answered
        page.locator('[data-lesson-do="list"]').click()
        page.locator('[data-lesson-game="checkers"]').click()
        page.locator('[data-lesson="basics"]').click()
        page.locator('[data-lesson-do="show"]').click()
        expect(page.locator("#lesson-feedback")).to_contain_text("The arrow shows")
        assert_accessible(page)
    finally:
        context.close()


@pytest.mark.parametrize("game", ["byte", "reversi", "checkers"])
def test_rules_pages_have_no_violation_and_link_by_section(browser: Browser, site_url: str,
                                                           game: str) -> None:
    context = new_context(browser, site_url)
    try:
        page = context.new_page()
        page.goto(f"{site_url}rules/{game}.html#notation")
        expect(page.locator("h1")).to_contain_text("the rules")
        expect(page.locator("#notation")).to_be_in_viewport()
        assert page.locator("svg.diagram").count() >= 3
        assert_accessible(page)
        page.emulate_media(media="print")
        expect(page.locator(".rules-nav")).to_be_hidden()
        assert_clean(page)
    finally:
        context.close()


def test_play_on_a_rules_page_opens_that_game(browser: Browser, site_url: str) -> None:
    """The player who read the Reversi rules after a game of Byte lands on Reversi."""
    with ready_page(browser, site_url) as page:
        expect(page.locator("#board")).to_have_attribute("data-game", "byte")
        for game in ("reversi", "checkers"):
            page.goto(f"{site_url}rules/{game}.html")
            page.locator(".rules-nav").get_by_role("link", name="Play").click()
            wait_ready(page)
            expect(page.locator("#board")).to_have_attribute("data-game", game)
        assert_clean(page)


@pytest.mark.parametrize(("language", "game", "play"), [
    ("fr", "checkers", "Jouer"), ("ja", "reversi", "対局する"), ("ru", "byte", "Играть"),
    ("nl", "checkers", "Spelen"), ("pt-BR", "reversi", "Jogar")])
def test_a_rules_page_in_another_language_reads_and_plays_in_it(
        browser: Browser, site_url: str, language: str, game: str, play: str) -> None:
    """Each language's rules page: no accessibility violation, its other languages one
    click away, and Play opening the site's page in the same language."""
    context = new_context(browser, site_url)
    try:
        page = context.new_page()
        page.goto(f"{site_url}rules/{language}/{game}.html")
        expect(page.locator("html")).to_have_attribute("lang", language)
        assert page.locator("svg.diagram").count() >= 3
        current = page.locator('.rules-languages [aria-current="page"]')
        expect(current).to_have_attribute("lang", language)
        assert page.locator(".rules-languages a").count() == 6
        assert_accessible(page)
        page.locator(".rules-nav").get_by_role("link", name=play, exact=True).click()
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("#board")).to_have_attribute("data-game", game)
        page.goto(f"{site_url}rules/{language}/{game}.html")
        page.locator('.rules-languages a[lang="en"]').click()
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("h1")).to_contain_text("the rules")
        assert_clean(page)
    finally:
        context.close()
