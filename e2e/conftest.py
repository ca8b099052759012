"""Browser-test fixtures: the built site served on 127.0.0.1, Debian's Chromium via Playwright.

For test authors:

* ``app`` — a page already booted to ``data-app-state="ready"`` at the site root.
* ``open_app(fragment="", page=None)`` — open the site (e.g. ``open_app("p=...&n=3")``) in a
  fresh page of the recorded context and wait until Python is ready; returns the page.
* ``assert_clean(page)`` (from ``e2e.browser``) — no console errors, page errors, CSP
  violations, failed requests or requests to any other host so far, in that page's context.
* ``site_url`` — base URL (ends with ``/``); ``site`` — the built folder (private); ``browser``;
  ``context`` — a fresh recorded context per test; ``wait_ready(page)`` (``e2e.browser``).

Every request is logged at the context level (which also sees worker requests), and every
console error, uncaught page error and CSP violation is recorded on ``context.log``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from e2e.browser import CHROMIUM, CHROMIUM_ARGS, new_context, wait_ready

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import serve  # noqa: E402

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
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium")
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture
def context(browser: Browser, site_url: str) -> Iterator[BrowserContext]:
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
