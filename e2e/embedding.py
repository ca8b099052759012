"""Pages of someone else's site that frame ours: the blog case.

``blog_server`` (a fixture, made available to every test module by conftest.py) serves plain
files from a folder on another port; ``open_embedded`` writes a host page there that frames
the site and waits until the framed page is ready. Served as ``localhost`` while the site
is on ``127.0.0.1``, the frame is cross-site: storage and service workers are denied, and
the page is not cross-origin isolated, so its Python runs on the main thread.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Frame, Page

from e2e.browser import new_context, wait_ready

HOST_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
<link rel="icon" href="data:,"></head>
<body><h1>A blog post about Byte</h1>
{frame}
</body></html>
"""
FRAME = """<iframe src="{src}" title="Byte board" loading="lazy"
  style="width:100%;max-width:480px;aspect-ratio:4/5;border:0"></iframe>"""


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def blog_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int]]:
    """A plain static server for the host pages (no CSP of ours: it is someone else's site)."""
    folder = tmp_path_factory.mktemp("blog")
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=folder))
    Thread(target=server.serve_forever, daemon=True).start()
    yield folder, server.server_address[1]
    server.shutdown()
    server.server_close()


def open_embedded(browser: Browser, site_url: str, blog_server: tuple[Path, int],
                  blog_host: str, fragment: str, snippet: str | None = None,
                  init_script: str | None = None) -> tuple[Page, Frame]:
    """A fresh recorded context showing a blog page on ``blog_host`` that frames the site at
    ``#fragment`` (or holds ``snippet``); returns the page and the framed page, ready."""
    folder, port = blog_server
    name = f"post-{blog_host.replace('.', '-')}.html"
    frame_html = snippet or FRAME.format(src=f"{site_url}#{fragment}")
    (folder / name).write_text(HOST_PAGE.format(frame=frame_html))
    blog_url = f"http://{blog_host}:{port}/{name}"
    context = new_context(browser, site_url, service_workers="allow")  # a frame registers none
    context.log.allowed_hosts.add(urlsplit(blog_url).netloc)
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    page.goto(blog_url)
    frame = page.wait_for_selector("iframe").content_frame()
    assert frame is not None
    wait_ready(frame)
    return page, frame


@contextlib.contextmanager
def embedded_app(browser: Browser, site_url: str, blog_server: tuple[Path, int],
                 blog_host: str, fragment: str, snippet: str | None = None,
                 init_script: str | None = None) -> Iterator[tuple[Page, Frame]]:
    """:func:`open_embedded` for the length of a ``with`` block: the blog page and the
    framed page, ready; the context closes after."""
    page, frame = open_embedded(browser, site_url, blog_server, blog_host, fragment, snippet,
                                init_script)
    try:
        yield page, frame
    finally:
        page.context.close()
