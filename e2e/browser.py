"""Helpers for browser tests: launch flags, recording what a context does, waiting for boot.

Import them in tests as ``from e2e.browser import assert_clean, wait_ready``.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Frame, Page

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Any request to another host fails loudly instead of leaving the machine.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
BOOT_TIMEOUT_MS = 60_000
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


@dataclass
class BrowserLog:
    """What happened in one browser context."""

    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    csp_violations: list[str] = field(default_factory=list)
    allowed_hosts: set[str] = field(default_factory=set)

    def foreign_requests(self) -> list[str]:
        return [u for u in self.requests
                if urlsplit(u).scheme in ("http", "https", "ws", "wss")
                and urlsplit(u).netloc not in self.allowed_hosts]

    def problems(self) -> list[str]:
        return ([f"console error: {m}" for m in self.console_errors]
                + [f"page error: {m}" for m in self.page_errors]
                + [f"CSP violation: {m}" for m in self.csp_violations]
                + [f"failed request: {m}" for m in self.failed if not benign(m)]
                + [f"request to another host: {u}" for u in self.foreign_requests()])


def benign(failure: str) -> bool:
    """A request cancelled because its page went away (a reload, a navigation) is no fault.

    A missing file still shows up as a console error, a refused or offline one as its own
    network error.
    """
    return failure.endswith("(net::ERR_ABORTED)")


# Reports CSP violations from every frame to the test through a console message.
CSP_LISTENER = """
addEventListener("securitypolicyviolation", (e) => {
  console.error(`CSP-VIOLATION ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`
    + ` at ${e.sourceFile || ""}:${e.lineNumber || 0}`);
});
"""


def record(context: BrowserContext, allowed_hosts: set[str]) -> BrowserLog:
    """Attach a ``BrowserLog`` to ``context`` (as ``context.log``) and return it.

    The handlers write to whatever log ``context.log`` is when an event arrives, so a
    context kept across tests starts each test with a new one (``new_log``)."""
    context.add_init_script(CSP_LISTENER)
    context.on("request", lambda r: context.log.requests.append(r.url))
    context.on("requestfailed", lambda r: context.log.failed.append(f"{r.url} ({r.failure})"))

    def watch(page: Page) -> None:
        def on_console(msg) -> None:
            if msg.type != "error":
                return
            if msg.text.startswith("CSP-VIOLATION"):
                context.log.csp_violations.append(msg.text)
            else:
                context.log.console_errors.append(f"{msg.text} [{msg.location.get('url', '')}]")

        page.on("console", on_console)
        page.on("pageerror", lambda err: context.log.page_errors.append(str(err)))

    context.on("page", watch)
    return new_log(context, allowed_hosts)


def new_log(context: BrowserContext, allowed_hosts: set[str]) -> BrowserLog:
    """Start recording ``context`` into a new, empty log; returns it."""
    log = BrowserLog(allowed_hosts=set(allowed_hosts))
    context.log = log  # type: ignore[attr-defined]
    return log


def wait_ready(page: Page | Frame, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Wait until Python is up in a page or frame; fail with the loader's message if not."""
    # Between two documents (a click that navigates) there may be no root element for a
    # moment, so the check tolerates its absence rather than failing on it.
    page.wait_for_function(
        "() => ['ready', 'error'].includes(document.documentElement?.dataset.appState)",
        timeout=timeout,
    )
    state = page.evaluate("() => document.documentElement.dataset.appState")
    if state != "ready":
        message = page.locator("#boot-status").inner_text()
        owner = page.page if isinstance(page, Frame) else page
        problems = getattr(owner.context, "log", BrowserLog()).problems()
        raise AssertionError(f"boot ended in state {state!r}: {message!r}; {problems}")


def assert_clean(page_or_context: Page | BrowserContext) -> None:
    """No console errors, page errors, CSP violations, failed or foreign requests."""
    context = page_or_context.context if isinstance(page_or_context, Page) else page_or_context
    problems = context.log.problems()  # type: ignore[attr-defined]
    assert not problems, "\n".join(problems)



# A first visit opens the welcome (byte/web/welcome.py) over the board. Tests about other
# things start as a visitor who has answered it; e2e/test_learn.py asks for a first visit.
WELCOMED = "try { localStorage.setItem('byte.welcomed', '1'); } catch (error) { /* denied */ }"


def new_context(browser: Browser, site_url: str, welcomed: bool = True,
                **options: object) -> BrowserContext:
    """A fresh recorded context that may talk to the site's host only; ``welcomed=False``
    makes its first page a first visit (the welcome shows).

    Service workers are blocked unless a test asks for them (``service_workers="allow"``):
    the worker's install downloads every file of every game again, which on a two-core
    machine slows the boot under test; the offline and embed tests allow it.

    The context asks for less motion (:data:`MOTION`) unless a test asks otherwise."""
    options.setdefault("service_workers", "block")
    options.setdefault("reduced_motion", MOTION)
    context = browser.new_context(**options)  # type: ignore[arg-type]
    record(context, {urlsplit(site_url).netloc})
    if welcomed:
        context.add_init_script(WELCOMED)
    return context


def open_ready(context: BrowserContext, address: str) -> Page:
    """A new page of ``context`` opened at ``address``, once the app there is ready."""
    page = context.new_page()
    page.goto(address)
    wait_ready(page)
    return page


@contextlib.contextmanager
def ready_page(browser: Browser, site_url: str, address: str | None = None,
               **options: object) -> Iterator[Page]:
    """A page of a fresh context (:func:`new_context`, given ``options``) opened at
    ``address`` (the site's own page unless given), handed over once the app is ready; the
    context closes after."""
    context = new_context(browser, site_url, **options)
    try:
        yield open_ready(context, address or site_url)
    finally:
        context.close()


MOTION = "reduce"
"""The motion a test's browser asks for: less, as a player can (prefers-reduced-motion), so a
move is drawn at once and the tests need not wait out its animation, a few tenths of a second
at every move of every test. The animations have tests of their own, which ask for them
(``e2e/test_play.py``)."""
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
"""A 390x844 touch phone."""
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
"""A 1280x800 desktop."""


_LONG_TASKS_AND_READY = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.appState === "ready") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-state"] });
"""


def long_tasks_probe(ready_message: str | None = None) -> str:
    """A script to install before anything loads: it keeps every main-thread task over
    50 ms (``window.__longTasks``, start and duration) and when the app said it was ready
    (``window.__readyAt``), and then, given ``ready_message``, says that on the console
    (for a waiter that must not poll the page while it boots)."""
    if ready_message is None:
        return _LONG_TASKS_AND_READY
    disconnect = "    observer.disconnect();\n"
    return _LONG_TASKS_AND_READY.replace(
        disconnect, f"{disconnect}    console.debug({json.dumps(ready_message)});\n")


def in_page_python(source: str, answer: str, to_js: str = "") -> str:
    """A function for ``page.evaluate`` that runs ``source`` in the page's Python (through
    the app's debugging handle: only where Python runs on the main thread, which page
    scripts reach) and returns the variable ``answer`` it set, as JavaScript (``to_js``:
    the options of Pyodide's ``toJs``)."""
    return f"""() => {{
  const globals = window.byteApp.__init__.__globals__;
  const builtins = globals.get("__builtins__");
  const namespace = builtins.get("dict")();
  builtins.get("exec")(`{source}`, namespace);
  return namespace.get("{answer}").toJs({to_js});
}}"""
