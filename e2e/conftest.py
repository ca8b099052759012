"""Browser-test fixtures: the built site served on 127.0.0.1, Debian's Chromium via Playwright.

For test authors:

* ``app`` — a page already booted to ``data-app-state="ready"`` at the site root.
* ``open_app(fragment="", page=None)`` — open the site (e.g. ``open_app("p=...&n=3")``) in a
  fresh page of the recorded context and wait until Python is ready; returns the page.
* ``assert_clean(page)`` (from ``e2e.browser``) — no console errors, page errors, CSP
  violations, failed requests or requests to any other host so far, in that page's context.
* ``site_url`` — base URL (ends with ``/``); ``site`` — the built folder (private); ``browser``;
  ``wait_ready(page)`` (``e2e.browser``).
* ``context`` — a recorded context with nothing of the site stored: the session's kept
  ``profile``, whose caches make a boot cheaper, emptied of what the test stored after each
  test. Tests of the boot and tests that change the whole context (an init script) are
  marked ``pytest.mark.first_visit``: their ``context`` is ``fresh_context``, a new, empty
  one with nothing cached.
* Where Python runs: ``site_url`` is served with netlify.toml's headers, so a top-level page
  is cross-origin isolated and runs Python in a worker; ``main_thread_url`` serves the same
  site without the isolation headers (as a host that drops them would), so Python runs on
  the main thread, as it does inside another site's frame. ``thread_url`` is one or the
  other, once each (``both_threads`` says which); open it in a context of its own
  (``new_context(browser, thread_url)``), since the two differ in port.
* ``blog_server`` — a plain static server for pages that frame the site (``e2e.embedding``).
* Service workers are off in test contexts unless asked for (``new_context(...,
  service_workers="allow")``, as the offline and embed tests do): installing one downloads
  the whole site again, which only slows the boot under test.
* ``assert_accessible(page)`` (``e2e.a11y``) runs axe-core in light and in dark colours.
* Every test's browser asks for less motion (``e2e.browser.MOTION``), so moves are drawn
  without their animation and nothing waits it out; a test of the animations asks for them
  (``page.emulate_media(reduced_motion="no-preference")``, as ``e2e/test_play.py`` does).

Every request is logged at the context level (which also sees worker requests), and every
console error, uncaught page error and CSP violation is recorded on ``context.log``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    Playwright,
    expect,
    sync_playwright,
)

from e2e.browser import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DESKTOP,
    MOTION,
    PHONE,
    WELCOMED,
    new_context,
    new_log,
    record,
    wait_ready,
)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import serve  # noqa: E402

from e2e.embedding import blog_server  # noqa: E402, F401 - a fixture for several modules

# Where Python runs in a worker, the page answers an input a moment later, longer still on a
# busy two-core machine: expectations wait up to this long (Playwright's default is 5 s).
expect.set_options(timeout=15_000)

# ---------------------------------------------------------------------------- fixtures

@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per session from the working tree exactly as it is deployed.

    It goes to a folder of its own, so a concurrent build of ``_site`` can't change it.
    """
    return build.build(tmp_path_factory.mktemp("site") / "_site").out


@pytest.fixture(scope="session")
def site_server(site: Path) -> Iterator[serve.SiteServer]:
    server = serve.start(site)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def site_url(site_server: serve.SiteServer) -> str:
    return site_server.url


@pytest.fixture(scope="session")
def main_thread_url(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site served with netlify.toml's headers except cross-origin isolation."""
    config = serve.config_without_isolation(tmp_path_factory.mktemp("not-isolated"))
    server = serve.start(site, config=config)
    yield server.url
    server.stop()


@pytest.fixture(params=["worker", "main"])
def both_threads(request: pytest.FixtureRequest) -> str:
    """Run a test twice: Python in a worker (isolated page) and on the main thread."""
    return request.param


@pytest.fixture
def thread_url(both_threads: str, site_url: str, main_thread_url: str) -> str:
    """The site's URL where Python runs in ``both_threads``."""
    return {"worker": site_url, "main": main_thread_url}[both_threads]


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as pw:
        yield pw


def require_chromium() -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium")


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    require_chromium()
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


# What a test leaves in the kept profile and the next one must not find: everything the site
# stores, but not the HTTP cache or the compiled code the browser keeps beside it.
SITE_DATA = ("cookies,file_systems,indexeddb,local_storage,websql,service_workers,"
             "cache_storage,shared_storage,storage_buckets")


@pytest.fixture(scope="session")
def profile(playwright_instance: Playwright, site_url: str,
            tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    """One browser profile on disk for the whole session (one per test process), which the
    ``context`` of most tests is.

    A new context is an empty one: every page in it downloads the runtime and compiles the
    interpreter again, seconds of CPU that the browser tests spend on every boot. A kept
    profile keeps its HTTP cache and the code compiled from it, so from the second boot on
    the runtime is already there, and a boot costs about two thirds of the CPU. Between
    tests the ``context`` fixture closes its pages and forgets what the site stored, so
    each test still starts as a visitor with nothing saved."""
    require_chromium()
    kept = playwright_instance.chromium.launch_persistent_context(
        tmp_path_factory.mktemp("profile"), executable_path=CHROMIUM, args=CHROMIUM_ARGS,
        service_workers="block", reduced_motion=MOTION)
    record(kept, {urlsplit(site_url).netloc})
    kept.add_init_script(WELCOMED)

    def kept_for_every_test(*args: object, **kwargs: object) -> None:
        raise RuntimeError("context is kept from test to test, so an init script would "
                           "reach every later test: mark the test pytest.mark.first_visit")

    kept.add_init_script = kept_for_every_test  # type: ignore[method-assign]
    yield kept
    kept.close()


def forget_site_data(profile: BrowserContext) -> None:
    """Close the profile's pages and remove what every origin its log reached stored there
    (caches stay)."""
    origins = {f"{url.scheme}://{url.netloc}" for url in map(urlsplit, profile.log.requests)
               if url.scheme in ("http", "https")}
    # One blank page stays open to talk to the browser through.
    blank = profile.pages[0] if profile.pages else profile.new_page()
    for page in profile.pages:
        if page != blank:
            page.close()
    session = profile.new_cdp_session(blank)
    try:
        for origin in sorted(origins):
            session.send("Storage.clearDataForOrigin",
                         {"origin": origin, "storageTypes": SITE_DATA})
    finally:
        session.detach()
    profile.clear_permissions()
    profile.unroute_all()


@pytest.fixture
def context(request: pytest.FixtureRequest, site_url: str) -> Iterator[BrowserContext]:
    """The kept profile, with nothing of the site stored and a new log for this test.

    Anything a test sets on the whole context would outlive it here (an init script, say),
    and a boot from its caches is no first visit: a test or module marked
    ``pytest.mark.first_visit`` gets ``fresh_context`` instead."""
    if request.node.get_closest_marker("first_visit"):
        yield request.getfixturevalue("fresh_context")
        return
    profile = request.getfixturevalue("profile")
    new_log(profile, {urlsplit(site_url).netloc})
    yield profile
    forget_site_data(profile)


@pytest.fixture
def fresh_context(browser: Browser, site_url: str) -> Iterator[BrowserContext]:
    """A new, empty recorded context: a first visit with nothing cached, for the tests of
    the boot itself and for tests that change the context's behaviour."""
    context = new_context(browser, site_url)
    yield context
    context.close()


@pytest.fixture
def open_app(context: BrowserContext, site_url: str) -> Callable[..., Page]:
    """``open_app(fragment="")`` opens the site in a new page and waits for ``ready``."""

    def open_(fragment: str = "", page: Page | None = None, wait: bool = True) -> Page:
        page = page or context.new_page()
        page.goto(site_url + (f"#{fragment.lstrip('#')}" if fragment else ""))
        if wait:
            wait_ready(page)
        return page

    return open_


@pytest.fixture
def app(open_app: Callable[..., Page]) -> Page:
    """A page at the site root, already booted to ``ready``."""
    return open_app()


@pytest.fixture(params=["desktop", "phone"])
def screen(request: pytest.FixtureRequest, browser: Browser,
           site_url: str) -> Iterator[BrowserContext]:
    """A fresh context on a desktop and, in a second run, on a phone."""
    context = new_context(browser, site_url,
                          **(DESKTOP if request.param == "desktop" else PHONE))
    yield context
    context.close()
