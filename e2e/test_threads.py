"""Where the page's Python runs, and what the page does meanwhile.

A top-level page is cross-origin isolated and runs its Python in a worker, so the main
thread stays free while Python boots and works; inside another site's frame the page is not
isolated and runs the same Python on the main thread. Both boot, keep their keys from
scrolling the page, and are useful before Python is up.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from byte import Position
from e2e.a11y import assert_accessible
from e2e.board import expect_code, play_move, settle
from e2e.browser import assert_clean, long_tasks_probe, new_context, ready_page, wait_ready
from e2e.embedding import embedded_app

# Each boot here is a first visit: nothing downloaded or compiled before.
pytestmark = pytest.mark.first_visit

LONG_TASKS = long_tasks_probe()
WHERE = """() => ({
  isolated: self.crossOriginIsolated,
  python: document.documentElement.dataset.python,
  loader: document.documentElement.dataset.pythonThread,
  interpreter: document.documentElement.dataset.interpreter ?? null,
})"""


def test_a_top_level_page_runs_python_in_a_worker(app: Page) -> None:
    # "python" is written by the Python itself (PyScript's RUNNING_IN_WORKER).
    # "interpreter": the worker instantiated the interpreter the loader had compiled.
    assert app.evaluate(WHERE) == {"isolated": True, "python": "worker", "loader": "worker",
                                   "interpreter": "page"}
    # The computer's own worker starts from there and answers.
    app.keyboard.press("h")
    expect(app.locator("#board .hint-arrow")).to_have_count(1, timeout=60_000)
    assert_clean(app)


def test_a_cross_site_frame_runs_python_on_the_main_thread(
    browser: Browser, site_url: str, blog_server
) -> None:
    with embedded_app(browser, site_url, blog_server, "localhost",
                      fragment="m=b2-c3,c5-b4&embed=1") as (page, frame):
        assert frame.evaluate(WHERE) == {"isolated": False, "python": "main", "loader": "main",
                                         "interpreter": None}
        # Our isolation headers do not stop a plain page from framing the board.
        assert page.evaluate("() => self.crossOriginIsolated") is False
        frame.locator('#embed-bar [data-action="prev"]').click()
        expect(frame.locator("#embed-status")).to_have_text("Move 1 of 2: b2-c3")
        assert_clean(page)


def test_the_main_thread_stays_free_while_the_page_boots(
    context: BrowserContext, site_url: str
) -> None:
    """Behaviour, not a benchmark (bench/boot.py measures): booting Python on the main
    thread is one task of seconds; in the worker no task comes near one second."""
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    ready, tasks = page.evaluate("() => [window.__readyAt, window.__longTasks]")
    during = [round(duration) for start, duration in tasks if start < ready]
    assert all(duration < 1000 for duration in during), during
    assert page.evaluate(WHERE)["python"] == "worker"
    assert_clean(page)


# IndexedDB refused a moment after it was asked while localStorage works: the loader's
# quick check passes and sends Python to the worker, the thorough one fails afterwards.
INDEXEDDB_REFUSED_LATE = """
IDBFactory.prototype.open = function () {
  const request = {};
  setTimeout(() => request.onerror?.(new Event("error")), 50);
  return request;
};
"""


def test_storage_refused_after_python_went_to_the_worker_moves_it_to_the_main_thread(
    context: BrowserContext, site_url: str
) -> None:
    """The loader does not wait for its IndexedDB probe where localStorage works (the probe
    takes 100-200 ms while the page lays itself out); where the probe then finds storage
    refused, the page boots again, once, with Python on the main thread beside the
    in-memory stand-in."""
    context.add_init_script(INDEXEDDB_REFUSED_LATE)
    page = context.new_page()
    navigations: list[str] = []
    page.on("framenavigated",
            lambda frame: frame == page.main_frame and navigations.append(frame.url))
    page.goto(site_url)
    for _ in range(600):  # the reload
        if len(navigations) == 2:
            break
        page.wait_for_timeout(100)
    assert len(navigations) == 2, navigations
    # Whatever the first page still had in flight went with it, and so did its errors:
    # PyScript's own IndexedDB store may have met the refusal before the reload (it then
    # calls dispatchEvent on the request, which this test's stand-in lacks, and leaves the
    # refusal unhandled). The page that plays below is held to a clean log.
    context.log.failed.clear()
    context.log.console_errors.clear()
    context.log.page_errors.clear()
    wait_ready(page)
    assert page.evaluate(WHERE) == {"isolated": True, "python": "main", "loader": "main",
                                    "interpreter": None}
    assert page.evaluate("() => [document.documentElement.dataset.storage, window.name]") == [
        "memory", ""]
    position = Position()
    play_move(page, position, position.parse_move("b2-c3"))
    assert_clean(page)


def test_the_worker_finds_the_runtime_the_page_downloaded(
    context: BrowserContext, site_url: str, site_server
) -> None:
    """The loader downloads the big runtime files to count them for the progress bar (the
    interpreter in its preparation worker), and the modules the worker imports one after
    another; PyScript's worker then takes them from the HTTP cache: each is sent once."""
    first = len(site_server.sent)
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    sent = site_server.sent[first:]
    def named(path: str, name: str) -> bool:
        """(The standard library is the site's trimmed one, named by its content.)"""
        file = path.rsplit("/", 1)[-1]
        if name == "stdlib":
            return file.startswith("stdlib-") and file.endswith(".zip")
        return file == name

    for name in ("pyodide.asm.wasm", "stdlib", "pyodide.asm.mjs", "pyodide.mjs",
                 "interpreter.mjs"):
        assert [status for path, status in sent if named(path, name)] == [200], name


def test_a_worker_the_loader_cannot_help_compiles_the_interpreter_itself(
    context: BrowserContext, site_url: str
) -> None:
    """Where the loader cannot compile the interpreter (here its download is not
    WebAssembly), its answer to the worker is "none", and the worker downloads and compiles
    its own: the page boots all the same, with no error to the player."""
    asked: list[str] = []

    def first_one_broken(route: Route) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            route.fulfill(status=200, body=b"not WebAssembly",
                          headers={"Content-Type": "application/wasm", "Cache-Control": "no-store"})
        else:
            route.continue_()

    context.route("**/pyodide.asm.wasm", first_one_broken)
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    assert len(asked) == 2, asked  # the loader's download, then the worker's own
    assert page.evaluate(WHERE) == {"isolated": True, "python": "worker", "loader": "worker",
                                    "interpreter": "worker"}
    position = Position()
    play_move(page, position, position.parse_move("b2-c3"))
    assert_clean(page)


def test_keys_the_game_handles_do_not_scroll_the_page(browser: Browser, thread_url: str,
                                                      both_threads: str) -> None:
    """In a page taller than the window (a narrow screen: the panel under the board):
    arrows move over the board, Home and End step through the game, and the page itself
    stays where it is (scrolled a little, the whole board still in view)."""
    with ready_page(browser, thread_url, f"{thread_url}#m=b2-c3,c5-b4",
                    viewport={"width": 600, "height": 900}) as page:
        assert page.evaluate(WHERE)["python"] == both_threads
        assert page.evaluate("() => document.scrollingElement.scrollHeight > innerHeight")
        page.locator("#board .sq[tabindex='0']").focus()
        start = page.evaluate("() => document.activeElement.dataset.square")
        # Scrolled until the board touches the top of the window: any scroll by a key
        # (up, down, to the top or the bottom) would change where the page is.
        scrolled = page.evaluate("""() => {
          const top = Math.floor(document.querySelector('#board').getBoundingClientRect().top);
          scrollTo(0, top);
          return scrollY;
        }""")
        assert scrolled > 0
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowDown")
        # The worker may take longer than settle()'s quiet time to answer the first key:
        # wait for the focus to move (up, up, down never comes back to the start).
        page.wait_for_function("(start) => document.activeElement.dataset.square !== start",
                               arg=start)
        settle(page)
        assert page.evaluate("() => scrollY") == scrolled
        # Off the board, Home and End step through the game.
        page.evaluate("() => document.activeElement.blur()")
        page.keyboard.press("Home")
        expect_code(page, Position().code())
        page.keyboard.press("End")
        expect(page.locator('#moves [data-ply="2"]')).to_have_attribute("aria-current", "step")
        settle(page)
        assert page.evaluate("() => scrollY") == scrolled
        assert_clean(page)


def test_the_page_is_useful_before_python_is_up(browser: Browser, thread_url: str,
                                               both_threads: str) -> None:
    """While the runtime downloads: the panel and the rules read, the New game choices
    open, and a game chosen there starts once Python is up."""
    context = new_context(browser, thread_url)
    held: list[Route] = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    try:
        page = context.new_page()
        page.goto(thread_url)
        expect(page.locator("#boot-status .boot-message")).to_contain_text("Getting the game ready")
        expect(page.locator("#game-title")).to_be_visible()
        assert_accessible(page)  # what is read meanwhile keeps its contrast
        page.get_by_text("How to play Byte, and keys").click()
        expect(page.get_by_text("A stack of 8 leaves the board")).to_be_visible()
        page.locator(".panel-head [data-action='new']").click()
        dialog = page.locator("#new-game-dialog")
        expect(dialog).to_be_visible()
        dialog.locator('input[name="size-byte"][value="10"]').check()
        dialog.get_by_role("button", name="Start").click()
        expect(dialog).to_be_hidden()
        assert page.evaluate("() => document.documentElement.dataset.appState") == "loading"
        for route in held:
            route.continue_()
        context.unroute("**/pyodide.asm.wasm")
        wait_ready(page)
        assert page.evaluate(WHERE)["python"] == both_threads
        expect_code(page, Position.start(10).code())
        assert_clean(page)
    finally:
        context.close()


def test_without_javascript_the_page_says_so(browser: Browser, site_url: str) -> None:
    context = new_context(browser, site_url, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(site_url)
        expect(page.locator(".boot-noscript")).to_contain_text("needs JavaScript")
        expect(page.locator("#boot-status .boot-message")).to_be_hidden()
        expect(page.locator("#game-title")).to_be_visible()
    finally:
        context.close()
