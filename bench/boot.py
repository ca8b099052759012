"""Boot time of the page against the floor: a bare Pyodide page served from the same folder.

Builds the site into a temporary folder, adds ``bench/floor.html`` (load Pyodide, run
``1+1``, mark ready) beside it, serves both with the production headers, and times each page
in Debian's Chromium from navigation start to ``data-app-state="ready"``:

* cold: a fresh browser context each run (empty HTTP cache, no service worker);
* warm: a reload in the same context (HTTP cache; service worker blocked, like the floor);
* third: one more reload, the third visit (see below);
* warm+sw (the page only): a reload once the service worker has cached everything.

Four pages: ``page`` (top-level, so Python runs in a worker), ``main`` (the same top-level
page from a host that drops the isolation headers: Python on the main thread, as every page
booted before the worker mode, so its ratio compares with the figures of that time),
``embed`` (the page inside a cross-site frame of a plain host page, the blog case: Python on
the main thread too) and ``floor``. Besides the time to ready, each reports how busy its
main thread was until then, from a ``longtask`` PerformanceObserver installed before
anything loads: the longest task and the total blocking time (the sum of every task's time
beyond 50 ms).

The floor starts Python as Pyodide does by default. The page restores the build's memory
snapshot of a started interpreter instead (``tools/snapshot.mjs``, ``static/interpreter.mjs``),
so it may come in under the floor. The snapshot is about 5 MB more to download, so the
loader uses it only where it arrives sooner than Python would start without it
(``static/boot/interpreter.js``, ``snapshotInTime``): the ``snapshot`` column counts the
runs that restored it, and ``--network`` shows the other case.

Reading the warm rows: the loader has the interpreter compiled in a worker of its own as it
downloads, and hands the compiled module to PyScript's worker
(``static/boot/interpreter.js``, ``static/interpreter.mjs``). On a reload Chromium serves
that compile from its caches: a traced reload spent about 0.2 s of CPU on optimizing
compiles, as the floor does, where a worker that compiled by itself spent 5-6 s. ``warm``
is a second visit, ``third`` a third; ``embed`` (a cross-site frame) misses that cache on a
reload.

Prints medians over ``--runs`` alternating runs, the ratio to the floor, first contentful
paint, and the requests and bytes (headers included) the browser took from the network for
the page and its workers until ready.

First, the first visit as a phone on a slow network sees it (``--first-visit-runs``, at
Lighthouse's phone network, 1.6 Mbit/s and 150 ms round trip, and at 20 Mbit/s): the time
until a board is on screen (the page's own markup, or the loader's, before Python), the
time until the first move can be played (ready), the bytes received by each, and the bytes
by file until ready. ``--network 20,40`` emulates a connection (Mbit/s,
round trip in ms) where downloads cost what they cost outside this machine. Usage:
``python bench/boot.py [--runs 7] [--no-compress] [--network MBPS,RTT_MS]
[--first-visit-runs 3] [--only-first-visit]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import serve  # noqa: E402
from playwright.sync_api import Browser, Page, Request, sync_playwright  # noqa: E402

from e2e.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from e2e.embedding import FRAME, HOST_PAGE  # noqa: E402

FLOOR_HTML = """<!doctype html>
<html lang="en" data-app-state="loading">
<head><meta charset="utf-8"><title>Pyodide floor</title>
<link rel="icon" href="../static/icons/icon.svg" type="image/svg+xml">
<script type="module" src="./floor.js"></script></head>
<body><p>Bare Pyodide: load the interpreter and run 1+1.</p></body></html>
"""
FLOOR_JS = """import {{ loadPyodide }} from "../{pyodide}/pyodide.mjs";
const pyodide = await loadPyodide({{ indexURL: new URL("../{pyodide}/", import.meta.url).href }});
if (pyodide.runPython("1+1") !== 2) throw new Error("Pyodide gave a wrong answer");
document.documentElement.dataset.appState = "ready";
"""

# Records when the root's data-app-state becomes "ready", relative to navigation start, and
# every main-thread task over 50 ms (the observer is in place before any script runs). It
# says "ready" on the console, which the bench waits for: polling the page from Playwright
# would first inject Playwright's own script into it (about 20 ms of parsing and running on
# the main thread while the page boots) and then run a task every few milliseconds.
READY_MESSAGE = "bench: ready"
READY_PROBE = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.appState === "ready") {
    window.__readyAt = performance.now();
    observer.disconnect();
    console.debug(READY_MESSAGE);
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-state"] });
""".replace("READY_MESSAGE", json.dumps(READY_MESSAGE))
METRICS = """() => {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const tasks = window.__longTasks.filter(([start]) => start < window.__readyAt)
    .map(([, duration]) => duration);
  return {
    ready: window.__readyAt,
    longest: Math.max(0, ...tasks),
    blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    fcp: fcp ? fcp.startTime : null,
    start: document.documentElement.dataset.pythonStart ?? null,
  };
}"""


# The first visit, for a phone on a slow network: when is a board on screen (the page's
# own markup or the loader's, before Python), and when can the first move be played (the
# app is ready)? A frame callback notes the first frame that paints a visible board.
FIRST_BOARD_PROBE = """
(() => {
  const look = (now) => {
    const board = document.querySelector("#board-wrap #board");
    if (board && board.getBoundingClientRect().width > 0
        && getComputedStyle(board).display !== "none") {
      window.__boardAt = now;
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();
"""
NETWORKS = {"4G": (1.6, 150), "20 Mbit/s": (20.0, 40)}
"""Lighthouse's phone run (1.6 Mbit/s, 150 ms round trip), and a good connection."""


def first_visit(browser: Browser, url: str, network: tuple[float, float]) -> dict:
    """One first visit (nothing cached): the board's time and the app's, and the bytes the
    page and its workers had received by each, with the bytes by file until ready."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(READY_PROBE)
    context.add_init_script(FIRST_BOARD_PROBE)
    page = context.new_page()
    throttle(page, network)
    finished: list[Request] = []
    context.on("requestfinished", lambda request: finished.append(request))
    with page.expect_console_message(lambda message: message.text == READY_MESSAGE,
                                     timeout=300_000):
        page.goto(url)
    times = page.evaluate("() => [performance.timeOrigin, window.__boardAt ?? null, "
                          "window.__readyAt]")
    # Each response: when its last byte came (epoch ms), its bytes (headers included), file.
    arrivals = []
    for request in finished:
        timing, size = request.timing, request.sizes()
        arrivals.append((timing["startTime"] + timing["responseEnd"],
                         max(0, size["responseBodySize"]) + max(0, size["responseHeadersSize"]),
                         urlsplit(request.url).path.rsplit("/", 1)[-1] or "index.html"))
    context.close()
    origin, board_at, ready_at = times

    def received_by(moment: float | None) -> tuple[int, dict[str, int]]:
        total, by_file = 0, {}
        for end, got, name in arrivals:
            if moment is None or end > origin + moment:
                continue
            by_file[name] = by_file.get(name, 0) + got
            total += got
        return total, by_file

    board_bytes, _ = received_by(board_at)
    ready_bytes, files = received_by(ready_at)
    return {"board": board_at, "ready": ready_at, "board_bytes": board_bytes,
            "ready_bytes": ready_bytes, "files": files}


def report_first_visits(browser: Browser, url: str, runs: int) -> None:
    """Print the first visit's figures at each of :data:`NETWORKS`."""
    print(f"First visit, median of {runs} runs (a board on screen; the first move can be "
          "played):")
    print(f"{'':12}{'board ms':>9}{'board MB':>9}{'move ms':>9}{'move MB':>9}")
    for name, network in NETWORKS.items():
        results = [first_visit(browser, url, network) for _ in range(runs)]

        def median(key: str, results: list[dict] = results) -> float:
            values = [result[key] for result in results if result[key] is not None]
            return statistics.median(values) if values else float("nan")

        print(f"{name:12}{median('board'):9.0f}{median('board_bytes') / 1e6:9.2f}"
              f"{median('ready'):9.0f}{median('ready_bytes') / 1e6:9.2f}")
        if name == "4G":
            files = results[-1]["files"]
            shown = sorted(files.items(), key=lambda item: -item[1])
            print("  bytes by file until the first move (last run): " + ", ".join(
                f"{file} {size / 1e6:.2f} MB" if size >= 50_000 else f"{file} {size / 1e3:.0f} kB"
                for file, size in shown if size >= 5_000))


def write_floor(site: Path) -> None:
    pyodide_dir = next((site / "static" / "vendor").glob("pyodide-*")).relative_to(site)
    folder = site / "bench"
    folder.mkdir(exist_ok=True)
    (folder / "floor.html").write_text(FLOOR_HTML, encoding="utf-8")
    (folder / "floor.js").write_text(FLOOR_JS.format(pyodide=pyodide_dir.as_posix()),
                                     encoding="utf-8")


def write_blog(folder: Path, site_url: str) -> None:
    """A plain host page that frames the site, for the embed figures."""
    frame = FRAME.format(src=f"{site_url}#m=b2-c3,c5-b4&embed=1").replace(' loading="lazy"', "")
    (folder / "post.html").write_text(HOST_PAGE.format(frame=frame), encoding="utf-8")


def load(page: Page, url: str, reload: bool = False) -> dict:
    # Requests are counted from the browser's side, the workers' included (the page's own
    # resource timing sees neither the interpreter's download nor Python's files there).
    finished: list[Request] = []

    def collect(request: Request) -> None:
        finished.append(request)

    page.context.on("requestfinished", collect)
    try:
        with page.expect_console_message(lambda message: message.text == READY_MESSAGE,
                                         timeout=120_000):
            if reload:
                page.reload()
            else:
                page.goto(url)
    finally:
        page.context.remove_listener("requestfinished", collect)
    # The embed: the figures are the framed page's.
    target = page.frames[1] if url.endswith("post.html") else page
    metrics = target.evaluate(METRICS)
    if url.endswith("post.html"):  # the host page's own requests are not the embed's
        host = urlsplit(url).netloc
        finished = [request for request in finished if urlsplit(request.url).netloc != host]
    sizes = [request.sizes() for request in finished]
    metrics["bytes"] = sum(max(0, size["responseBodySize"]) + max(0, size["responseHeadersSize"])
                           for size in sizes)
    metrics["requests"] = len(finished)
    return metrics


def throttle(page: Page, network: tuple[float, float] | None) -> None:
    """Chromium's network emulation for the page (its workers' requests included):
    ``network`` is (megabits per second down, round trip in ms), or None for none."""
    if network is None:
        return
    mbps, rtt = network
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": rtt, "downloadThroughput": mbps * 125_000,
        "uploadThroughput": mbps * 125_000 / 4})


def measure(browser: Browser, url: str, with_sw: bool,
            network: tuple[float, float] | None = None) -> dict[str, dict]:
    """One cold load and two reloads (and one warm reload under the service worker)."""
    results: dict[str, dict] = {}
    context = browser.new_context(service_workers="block")
    context.add_init_script(READY_PROBE)
    page = context.new_page()
    throttle(page, network)
    results["cold"] = load(page, url)
    results["warm"] = load(page, url, reload=True)
    results["third"] = load(page, url, reload=True)
    context.close()
    if with_sw:
        context = browser.new_context(service_workers="allow")
        context.add_init_script(READY_PROBE)
        page = context.new_page()
        load(page, url)
        deadline = time.monotonic() + 120
        while not page.evaluate("() => Boolean(navigator.serviceWorker.controller)"):
            if time.monotonic() > deadline:
                raise RuntimeError("the service worker never took control")
            page.wait_for_timeout(100)
        page.wait_for_timeout(500)
        results["warm+sw"] = load(page, url, reload=True)
        context.close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-compress", action="store_true",
                        help="serve without the .gz/.br copies")
    parser.add_argument("--first-visit-runs", type=int, default=3,
                        help="first visits per network for the first-visit figures (0: none)")
    parser.add_argument("--only-first-visit", action="store_true",
                        help="measure the first visits only")
    parser.add_argument("--network", metavar="MBPS,RTT_MS",
                        help="emulate a network, e.g. 20,40 (20 Mbit/s, 40 ms round trip); "
                             "the embed's cross-site frame is not throttled")
    args = parser.parse_args(argv)
    network = tuple(float(x) for x in args.network.split(",")) if args.network else None

    with tempfile.TemporaryDirectory() as tmp:
        site = build.build(Path(tmp) / "_site", compress=not args.no_compress).out
        write_floor(site)
        server = serve.start(site)
        not_isolated = serve.start(site, config=serve.config_without_isolation(Path(tmp)))
        # The host page is on another site (localhost, the site on 127.0.0.1): cross-site.
        blog_dir = Path(tmp) / "blog"
        blog_dir.mkdir()
        write_blog(blog_dir, server.url)
        quiet = type("Quiet", (SimpleHTTPRequestHandler,), {"log_message": lambda *a: None})
        blog = ThreadingHTTPServer(("127.0.0.1", 0), partial(quiet, directory=blog_dir))
        threading.Thread(target=blog.serve_forever, daemon=True).start()
        pages = {"page": server.url, "main": not_isolated.url,
                 "floor": server.url + "bench/floor.html",
                 "embed": f"http://localhost:{blog.server_address[1]}/post.html"}
        samples: dict[tuple[str, str], list[dict]] = {}
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                measure(browser, pages["page"], with_sw=False)  # warm the OS file cache
                if args.first_visit_runs:
                    report_first_visits(browser, pages["page"], args.first_visit_runs)
                    if args.only_first_visit:
                        return 0
                for run in range(args.runs):
                    order = ["page", "floor", "main", "embed"]
                    order = order[run % 4:] + order[:run % 4]
                    for name in order:
                        for mode, metrics in measure(browser, pages[name],
                                                     with_sw=name == "page",
                                                     network=network).items():
                            samples.setdefault((name, mode), []).append(metrics)
                browser.close()
        finally:
            server.stop()
            not_isolated.stop()
            blog.shutdown()
            blog.server_close()

    def median(name: str, mode: str, key: str) -> float:
        values = [m[key] for m in samples[(name, mode)] if m[key] is not None]
        return statistics.median(values) if values else float("nan")

    def restored(name: str, mode: str) -> str:
        """In how many runs Python started from the snapshot ("-" for the floor)."""
        starts = [m["start"] for m in samples[(name, mode)]]
        if not any(starts):
            return "-"
        return f"{starts.count('snapshot')}/{len(starts)}"

    print(f"Boot to ready, median of {args.runs} runs, "
          f"{'uncompressed' if args.no_compress else 'precompressed (br/gzip)'}"
          + (f", network {network[0]:g} Mbit/s, {network[1]:g} ms round trip" if network else "")
          + ":")
    print(f"{'':14}{'ready ms':>9}{'x floor':>8}{'longest ms':>11}{'blocking ms':>12}"
          f"{'MB':>7}{'requests':>9}{'snapshot':>9}")
    rows = [(name, mode) for name in ("page", "main", "embed", "floor")
            for mode in ("cold", "warm", "third") + (("warm+sw",) if name == "page" else ())]
    for name, mode in rows:
        ready = median(name, mode, "ready")
        floor = median("floor", "warm" if mode == "warm+sw" else mode, "ready")
        print(f"{name + ' ' + mode:14}{ready:9.0f}{ready / floor:8.2f}"
              f"{median(name, mode, 'longest'):11.0f}{median(name, mode, 'blocking'):12.0f}"
              f"{median(name, mode, 'bytes') / 1e6:7.2f}{median(name, mode, 'requests'):9.0f}"
              f"{restored(name, mode):>9}")
    print("page: top-level, its Python in a worker; main: top-level without isolation, its "
          "Python on the main thread (as before the worker mode); embed: the page in a "
          "cross-site frame, its Python on the main thread; floor: bare Pyodide on the main "
          "thread. snapshot: runs in which Python was restored from the build's snapshot "
          "rather than started (the loader skips it where it would arrive too late).")
    print(f"goal, top-level page: longest task <= 200 ms, blocking <= 300 ms, cold <= 1.15x "
          f"floor; now {median('page', 'cold', 'longest'):.0f} ms, "
          f"{median('page', 'cold', 'blocking'):.0f} ms, "
          f"{median('page', 'cold', 'ready') / median('floor', 'cold', 'ready'):.2f}x")
    print(f"first contentful paint (the board, drawn by the page's own markup), cold: "
          f"{median('page', 'cold', 'fcp'):.0f} ms; ready {median('page', 'cold', 'ready'):.0f} ms")
    cold_gap = median("page", "cold", "ready") - median("floor", "cold", "ready")
    print(f"cold page minus floor: {cold_gap:+.0f} ms (PyScript, our Python files, the app's "
          f"start-up); load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
