"""Boot time of the page against the floor: a bare Pyodide page served from the same folder.

Builds the site into a temporary folder, adds ``bench/floor.html`` (load Pyodide, run
``1+1``, mark ready) beside it, serves both with the production headers, and times each page
in Debian's Chromium from navigation start to ``data-app-state="ready"``:

* cold: a fresh browser context each run (empty HTTP cache, no service worker);
* warm: a reload in the same context (HTTP cache; service worker blocked, like the floor);
* warm+sw (the page only): a reload once the service worker has cached everything.

Prints medians over ``--runs`` alternating runs, the ratio to the floor, first contentful
paint and bytes transferred. Usage: ``python bench/boot.py [--runs 7] [--no-compress]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import serve  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

from e2e.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

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

# Records when the root's data-app-state becomes "ready", relative to navigation start.
READY_PROBE = """
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.appState === "ready") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-state"] });
"""
METRICS = """() => {
  const entries = [...performance.getEntriesByType("navigation"),
                   ...performance.getEntriesByType("resource")];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    ready: window.__readyAt,
    fcp: fcp ? fcp.startTime : null,
    bytes: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    requests: entries.length,
  };
}"""


def write_floor(site: Path) -> None:
    pyodide_dir = next((site / "static" / "vendor").glob("pyodide-*")).relative_to(site)
    folder = site / "bench"
    folder.mkdir(exist_ok=True)
    (folder / "floor.html").write_text(FLOOR_HTML, encoding="utf-8")
    (folder / "floor.js").write_text(FLOOR_JS.format(pyodide=pyodide_dir.as_posix()),
                                     encoding="utf-8")


def load(page: Page, url: str, reload: bool = False) -> dict:
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function("() => window.__readyAt !== undefined", timeout=120_000,
                           polling=20)
    return page.evaluate(METRICS)


def measure(browser: Browser, url: str, with_sw: bool) -> dict[str, dict]:
    """One cold load and one warm reload (and one warm reload under the service worker)."""
    results: dict[str, dict] = {}
    context = browser.new_context(service_workers="block")
    context.add_init_script(READY_PROBE)
    page = context.new_page()
    results["cold"] = load(page, url)
    results["warm"] = load(page, url, reload=True)
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
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        site = build.build(Path(tmp) / "_site", compress=not args.no_compress).out
        write_floor(site)
        server = serve.start(site)
        pages = {"page": server.url, "floor": server.url + "bench/floor.html"}
        samples: dict[tuple[str, str], list[dict]] = {}
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                measure(browser, pages["page"], with_sw=False)  # warm the OS file cache
                for run in range(args.runs):
                    order = ["page", "floor"] if run % 2 == 0 else ["floor", "page"]
                    for name in order:
                        for mode, metrics in measure(browser, pages[name],
                                                     with_sw=name == "page").items():
                            samples.setdefault((name, mode), []).append(metrics)
                browser.close()
        finally:
            server.stop()

    def median(name: str, mode: str, key: str) -> float:
        values = [m[key] for m in samples[(name, mode)] if m[key] is not None]
        return statistics.median(values) if values else float("nan")

    print(f"Boot to ready, median of {args.runs} runs, "
          f"{'uncompressed' if args.no_compress else 'precompressed (br/gzip)'}:")
    print(f"{'':9}{'page ms':>9}{'floor ms':>10}{'ratio':>7}{'page MB':>9}{'floor MB':>10}"
          f"{'page req':>9}")
    for mode in ("cold", "warm"):
        page_ms, floor_ms = median("page", mode, "ready"), median("floor", mode, "ready")
        print(f"{mode:9}{page_ms:9.0f}{floor_ms:10.0f}{page_ms / floor_ms:7.2f}"
              f"{median('page', mode, 'bytes') / 1e6:9.2f}"
              f"{median('floor', mode, 'bytes') / 1e6:10.2f}"
              f"{median('page', mode, 'requests'):9.0f}")
    sw_ms = median("page", "warm+sw", "ready")
    print(f"{'warm+sw':9}{sw_ms:9.0f}{'':10}{sw_ms / median('floor', 'warm', 'ready'):7.2f}"
          f"{median('page', 'warm+sw', 'bytes') / 1e6:9.2f}")
    print(f"first contentful paint (board skeleton), cold: "
          f"{median('page', 'cold', 'fcp'):.0f} ms; ready {median('page', 'cold', 'ready'):.0f} ms")
    cold_gap = median("page", "cold", "ready") - median("floor", "cold", "ready")
    print(f"cold page minus floor: {cold_gap:+.0f} ms (PyScript, our Python files, the app's "
          f"start-up); load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
