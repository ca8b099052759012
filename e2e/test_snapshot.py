"""Python starts from the interpreter's snapshot (tools/snapshot.mjs, static/interpreter.mjs)
wherever it runs, and starts afresh, with no word to the player, where it cannot."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Route

from byte import Position
from e2e.board import play_move
from e2e.browser import assert_clean, new_context, wait_ready

# Each boot here is a first visit: nothing downloaded or compiled before.
pytestmark = pytest.mark.first_visit

SNAPSHOT = "**/python/pyodide-snapshot.gz"
START = "() => document.documentElement.dataset.pythonStart"


def boot_and_play(browser: Browser, url: str, route=None,
                  patience_ms: int | None = None) -> tuple[str, list[str]]:
    """Boot the page at ``url`` in a fresh context (with ``route`` on the snapshot's
    download, and the boot's patience for a slow snapshot set to ``patience_ms``), play a
    move; returns how Python started and the browser's complaints."""
    context = new_context(browser, url)
    try:
        if patience_ms is not None:
            context.add_init_script(f"globalThis.byteSnapshotPatienceMs = {patience_ms};")
        if route is not None:
            context.route(SNAPSHOT, route)
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        position = Position()
        play_move(page, position, position.parse_move("b2-c3"))
        return page.evaluate(START), context.log.problems()  # type: ignore[attr-defined]
    finally:
        context.close()


def test_python_starts_from_the_snapshot(browser: Browser, thread_url: str,
                                         both_threads: str) -> None:
    """The snapshot fits and is used. (Whether it is worth waiting for is the next tests'
    matter: here the boot waits for it however busy the machine running the tests is.)"""
    start, problems = boot_and_play(browser, thread_url, patience_ms=60_000)
    assert start == "snapshot"
    assert not problems, problems


def test_without_the_snapshot_python_starts_afresh(browser: Browser, thread_url: str,
                                                   both_threads: str) -> None:
    """A snapshot that never arrives fails nothing: the bar counts it, Python starts the
    slow way and the page plays. The browser's own note of the missing file is all (on the
    page's console where the page downloaded it, on a worker's elsewhere)."""
    start, problems = boot_and_play(
        browser, thread_url, lambda route: route.fulfill(status=404, body="gone"))
    assert start == "fresh"
    assert len(problems) <= 1 and all("404" in problem for problem in problems), problems


def test_a_snapshot_that_does_not_fit_is_set_aside(browser: Browser, thread_url: str,
                                                   both_threads: str) -> None:
    """Something that inflates but is no snapshot of this interpreter (as a snapshot of
    another Pyodide build would be refused): Python starts afresh, the page plays."""
    not_a_snapshot = gzip.compress(bytes(64 * 1024))

    def serve_wrong(route: Route) -> None:
        route.fulfill(status=200, body=not_a_snapshot,
                      headers={"Content-Type": "application/octet-stream"})

    start, problems = boot_and_play(browser, thread_url, serve_wrong)
    assert start == "fresh"
    assert not problems, problems


def test_on_a_slow_connection_python_does_not_wait_for_the_snapshot(
    browser: Browser, thread_url: str, both_threads: str
) -> None:
    """At 20 Mbit/s the snapshot's 5 MB would arrive later than Python starts without it:
    Python starts afresh, and the snapshot's download is stopped (not left to slow down what
    Python asks for next)."""
    context = new_context(browser, thread_url)
    try:
        page = context.new_page()
        network = context.new_cdp_session(page)
        network.send("Network.enable")
        network.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 40, "downloadThroughput": 20 * 125_000,
            "uploadThroughput": 5 * 125_000})
        # Not waiting for the load event: at this speed the page's own files come slowly,
        # and on a busy machine the event once came after the navigation's 30 s. What this
        # test waits for is Python's start (wait_ready, with the boot's longer timeout).
        page.goto(thread_url, wait_until="commit")
        wait_ready(page)
        assert page.evaluate(START) == "fresh"
        position = Position()
        play_move(page, position, position.parse_move("b2-c3"))
        log = context.log  # type: ignore[attr-defined]
        assert any("pyodide-snapshot.gz" in failure and "ERR_ABORTED" in failure
                   for failure in log.failed), log.failed
        assert_clean(context)
    finally:
        context.close()


# Restores interpreters from the snapshot in one page, two with the loader's function and
# two with Pyodide's own option alone; returns each one's first random number. (In a page of
# the site without the loader, which reads the downloads of the runtime's files itself.)
TWO_RESTORES = """async (pyodideFolder) => {
  const folder = new URL(pyodideFolder, new URL("../", document.baseURI)).href;
  const { startPython, loadPyodide } = await import(folder + "interpreter.mjs");
  const { loadPyodide: plain } = await import(folder + "pyodide.mjs");
  const memory = async () => {
    const response = await fetch(new URL("../python/pyodide-snapshot.gz", document.baseURI));
    return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  };
  const draw = "import random\\nrandom.random()";
  const ours = [];
  for (let i = 0; i < 2; i++) {
    const [pyodide, start] = await startPython({ indexURL: folder }, memory());
    ours.push([start, pyodide.runPython(draw)]);
  }
  const bare = [];
  for (let i = 0; i < 2; i++) {
    const pyodide = await plain({ indexURL: folder, _loadSnapshot: memory() });
    bare.push(pyodide.runPython(draw));
  }
  return { ours, bare, loadPyodide: typeof loadPyodide };
}"""


def test_each_restored_interpreter_draws_its_own_random_numbers(
    browser: Browser, site: Path, site_url: str
) -> None:
    """Python's random module is seeded once, when Pyodide imports it, so every copy of the
    snapshot would draw the same numbers (the bare restores show it); ours reseeds."""
    context = new_context(browser, site_url)
    try:
        page = context.new_page()
        page.goto(f"{site_url}rules/byte.html")
        folder = next((site / "static" / "vendor").glob("pyodide-*")).relative_to(site)
        result = page.evaluate(TWO_RESTORES, f"./{folder.as_posix()}/")
        (start_1, drawn_1), (start_2, drawn_2) = result["ours"]
        assert start_1 == start_2 == "snapshot"
        assert drawn_1 != drawn_2
        assert result["bare"][0] == result["bare"][1]
        assert result["loadPyodide"] == "function"  # what PyScript calls
        assert_clean(context)
    finally:
        context.close()


# The worker's side of the handshake as static/interpreter.mjs had it before the snapshot:
# a question without a protocol, answered with the bare compiled module (or null).
OLDER_INTERPRETER = """export * from "./pyodide.mjs";
const own = WebAssembly.instantiateStreaming;
const channel = new MessageChannel();
const answer = new Promise((resolve) => {
  channel.port1.onmessage = ({ data }) => resolve(data instanceof WebAssembly.Module ? data : null);
});
postMessage({ byteInterpreter: "wanted" }, [channel.port2]);
WebAssembly.instantiateStreaming = async function (source, imports) {
  WebAssembly.instantiateStreaming = own;
  const module = await answer;
  if (module === null) return own.call(WebAssembly, source, imports);
  globalThis.byteInterpreterFrom = "page";
  return { module, instance: await WebAssembly.instantiate(module, imports) };
};
"""


def serve_the_older_interpreter_entry(context: BrowserContext) -> None:
    context.route("**/interpreter.mjs", lambda route: route.fulfill(
        status=200, body=OLDER_INTERPRETER,
        headers={"Content-Type": "text/javascript; charset=utf-8"}))


def test_an_older_interpreter_entry_still_gets_the_compiled_interpreter(
    browser: Browser, site_url: str
) -> None:
    """The interpreter's entry is cached as immutable with the runtime, so a returning
    visitor's browser may run an older one: the loader answers it as it asks, and the page
    boots as it did then (the page's compile, no snapshot)."""
    context = new_context(browser, site_url)
    try:
        serve_the_older_interpreter_entry(context)
        page = context.new_page()
        page.goto(site_url)
        wait_ready(page)
        assert page.evaluate(
            "() => [document.documentElement.dataset.interpreter, "
            "document.documentElement.dataset.pythonStart]") == ["page", "fresh"]
        position = Position()
        play_move(page, position, position.parse_move("b2-c3"))
        assert_clean(context)
    finally:
        context.close()


def test_the_computer_players_worker_starts_from_the_snapshot(
    browser: Browser, site_url: str
) -> None:
    """static/bot-worker.js restores the same snapshot as the page (here in a page of the
    site without the loader, so the worker downloads it itself). It does not go through
    the interpreter's entry, whose older copies (served as immutable) would ask a page for
    the interpreter and wait: with one in place the worker starts all the same."""
    context = new_context(browser, site_url)
    try:
        serve_the_older_interpreter_entry(context)
        page = context.new_page()
        page.goto(f"{site_url}rules/byte.html")
        answer = page.evaluate("""() => new Promise((resolve) => {
          const worker = new Worker("../static/bot-worker.js", { type: "module" });
          worker.onmessage = ({ data }) => { worker.terminate(); resolve(data); };
          worker.postMessage({ id: 1, start: true });
        })""")
        assert answer == {"id": 1, "text": "ready", "start": "snapshot"}
        assert_clean(context)
    finally:
        context.close()
