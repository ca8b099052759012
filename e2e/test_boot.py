"""The page boots from our own origin only, and a failed runtime load is recoverable."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from e2e.browser import assert_clean, in_page_python, new_context, wait_ready

# The boot under test is a first visit: nothing downloaded or compiled before.
pytestmark = pytest.mark.first_visit


def test_boot_reaches_ready_with_nothing_from_elsewhere(app: Page, site_url: str) -> None:
    assert app.evaluate("() => document.documentElement.dataset.appState") == "ready"
    assert_clean(app)
    requests = app.context.log.requests
    host = urlsplit(site_url).netloc
    # (blob: URLs are made in the page: PyScript starts its worker from one.)
    assert requests and all(urlsplit(u).netloc == host for u in requests
                            if urlsplit(u).scheme != "blob" and "://" in u)
    # The runtime really came from the vendored copy.
    assert any("/static/vendor/pyscript-" in u for u in requests)
    assert any(u.endswith("/pyodide.asm.wasm") for u in requests)
    # With Python on the main thread the page fetched it once (the service worker may
    # fetch it again to cache it): the loader's early download is the one Pyodide uses.
    # With Python in a worker the loader's preparation worker downloads it instead, and the
    # page none (each file is sent once: e2e/test_threads.py).
    fetched = app.evaluate("""() => performance.getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith("/pyodide.asm.wasm")).length""")
    thread = app.evaluate("() => document.documentElement.dataset.pythonThread")
    assert fetched == {"main": 1, "worker": 0}[thread]
    # The loader is gone: Python took the board over.
    expect(app.locator("#boot-status")).to_be_hidden()


# What the page holds at the moment it says "ready": recorded by an observer in place
# before anything loads.
AT_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.appState !== "ready") return;
  observer.disconnect();
  window.__atReady = {
    squares: new Set([...document.querySelectorAll("#board-wrap [data-square]")]
      .map((node) => node.dataset.square)).size,
    skeleton: Boolean(document.querySelector("#board-wrap .board-skeleton")),
    turn: document.getElementById("turn")?.textContent ?? "",
  };
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-state"] });
"""


# Byte plays on the 32 dark squares, Reversi on all 64.
@pytest.mark.parametrize(("game", "squares", "first"),
                         [("byte", 32, "White"), ("reversi", 64, "Black")])
def test_the_page_says_ready_with_the_board_drawn_and_the_game_saved(
        context: BrowserContext, site_url: str, game: str, squares: int, first: str) -> None:
    # "ready" travels in the same call to the page as the first board, so no frame shows
    # a ready page without its board; the game is saved by then too (a test may write
    # storage as soon as the page is ready).
    context.add_init_script(AT_READY)
    page = context.new_page()
    page.goto(site_url + ("" if game == "byte" else f"#g={game}"))
    wait_ready(page)
    at_ready = page.evaluate("() => window.__atReady")
    assert at_ready["squares"] == squares and not at_ready["skeleton"], at_ready
    assert at_ready["turn"].startswith(first), at_ready  # the page's own text says White
    saved = page.evaluate("() => localStorage.getItem('byte.saved-game')")
    assert saved and json.loads(saved)["game"] == game, saved
    assert_clean(page)


# Run through the app's debugging handle: which of our modules did Python load from .pyc
# files it accepts (the running Pyodide's magic number; unchecked-hash, PEP 552), and does
# PyScript's own package, which PyScript writes out at every boot, find checked-hash .pyc
# files that match that text (else Python compiles it afresh)?
BYTECODE_REPORT = in_page_python("""
import importlib.util, os, sys
report = {}
for name, module in sorted(sys.modules.items()):
    if (name == "byte" or name.startswith("byte.")) and getattr(module, "__file__", None):
        # Our modules travel as bytecode alone, loaded without a source.
        path = module.__file__
        alone = path.endswith(".pyc") and not os.path.exists(path[:-1])
        with open(path, "rb") as file:
            head = file.read(8)
        report[name] = (alone and head[:4] == importlib.util.MAGIC_NUMBER
                        and head[4:8] == bytes([1, 0, 0, 0]))
    if (name == "pyscript" or name.startswith("pyscript.")) and getattr(module, "__file__", None):
        with open(module.__file__, "rb") as file:
            source_hash = importlib.util.source_hash(file.read())
        with open(importlib.util.cache_from_source(module.__file__), "rb") as file:
            head = file.read(16)
        report[name] = (head[:4] == importlib.util.MAGIC_NUMBER
                        and head[4:8] == bytes([3, 0, 0, 0]) and head[8:] == source_hash)
""", "report", "{ dict_converter: Object.fromEntries }")


def test_our_modules_load_from_bytecode(browser: Browser, main_thread_url: str) -> None:
    """The build's .pyc files match the shipped Pyodide, so the boot compiles nothing of ours
    (which travels as bytecode alone) nor of PyScript's.

    Checked where Python runs on the main thread: page scripts cannot call into a worker's
    Python, and both load the same files in the same way.
    """
    context = new_context(browser, main_thread_url)
    page = context.new_page()
    page.goto(main_thread_url)
    wait_ready(page)
    report = page.evaluate(BYTECODE_REPORT)
    context.close()
    assert {"byte.games.byte.rules", "byte.web.app", "byte.web.controller"} <= set(report)
    assert {"pyscript", "pyscript.context", "pyscript.display"} <= set(report), sorted(report)
    assert all(report.values()), report


def test_loader_shows_real_progress(context: BrowserContext, site_url: str) -> None:
    """While the wasm downloads, the loader names it and counts bytes."""
    page = context.new_page()
    held: list[Route] = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(site_url)
    expect(page.locator("#board-wrap #board[data-still]")).to_be_visible()  # the first paint
    for _ in range(600):  # the loader asks for the wasm once Pyodide's script runs
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the wasm request was never made"
    message = page.locator("#boot-status .boot-message")
    expect(message).to_contain_text("Getting the game ready")
    expect(message).to_contain_text(" MB")
    assert page.locator("#boot-status progress").evaluate("p => p.value < 1")
    held[0].continue_()
    context.unroute("**/pyodide.asm.wasm")
    wait_ready(page)
    assert_clean(page)


def test_runtime_failure_shows_error_and_retry_recovers(
    context: BrowserContext, site_url: str
) -> None:
    page = context.new_page()
    context.route("**/pyodide.asm.wasm", lambda route: route.abort("connectionrefused"))
    page.goto(site_url)
    page.wait_for_function("() => document.documentElement.dataset.appState === 'error'",
                           timeout=60_000)
    status = page.locator("#boot-status")
    expect(status).to_be_visible()
    expect(status).to_have_attribute("role", "alert")
    expect(status).to_contain_text("pyodide.asm.wasm")
    retry = status.get_by_role("button", name="Retry")
    expect(retry).to_be_visible()

    context.unroute("**/pyodide.asm.wasm")
    with page.expect_navigation():
        retry.click()
    # The refused download and whatever the failed page still had in flight were logged;
    # that was the test. Its uncaught "Failed to fetch" can be reported after the reload
    # has begun, so it is cleared with the rest. From here on the log must stay clean.
    context.log.failed.clear()
    context.log.console_errors.clear()
    context.log.page_errors.clear()
    wait_ready(page)
    expect(page.locator("#boot-status")).to_be_hidden()
    assert_clean(page)


def test_production_csp_is_enforced_and_violations_are_caught(
    context: BrowserContext, site_url: str
) -> None:
    """The page runs under netlify.toml's policy, and the log would catch a breach."""
    page = context.new_page()
    response = page.goto(site_url)
    assert response is not None
    csp = response.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "frame-ancestors *" in csp
    wait_ready(page)
    assert_clean(page)
    page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.head.append(script);
    }""")
    page.wait_for_timeout(200)
    assert page.evaluate("() => window.__injected === undefined")
    assert any("script-src" in v for v in context.log.csp_violations)
