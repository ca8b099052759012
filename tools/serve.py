"""Serve the built site (``_site/``) on 127.0.0.1 the way the production host does.

* The headers of ``netlify.toml`` (rules matched like Netlify does: in order, a later rule
  overriding an earlier one's header), so the browser runs under the production policy.
* Correct types for ``.wasm`` (streaming compilation needs ``application/wasm``) and ``.mjs``.
* The build's ``.br`` / ``.gz`` copies when the client accepts them.

Command line: ``python tools/serve.py [--port N] [--dir _site]`` prints the URL.
From tests: ``with serving(site) as url: ...`` or ``server = start(site)`` on a free port;
``server.sent`` lists what it answered, as ``(path, status)``.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import os
import re
import socket
import sys
import threading
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SITE = ROOT / "_site"
NETLIFY_TOML = ROOT / "netlify.toml"

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    ".py": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
}
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))  # preferred first


@dataclass(frozen=True)
class HeaderRule:
    pattern: re.Pattern[str]
    values: dict[str, str]


def rule_regexp(for_path: str) -> re.Pattern[str]:
    """Netlify's path matching: ``*`` alone matches the rest (or nothing), ``*`` inside a
    segment matches anything, ``:name`` one segment; case-insensitive, optional final slash.
    """
    parts = []
    for part in (p.rstrip() for p in for_path.split("/")):
        if not part:
            continue
        if part.startswith(":"):
            parts.append("([^/]+)")
        elif part == "*":
            parts.append("?(.*)")
        elif "*" in part:
            parts.append(".*".join(re.escape(piece) for piece in part.split("*")))
        else:
            parts.append(re.escape(part))
    return re.compile("^/" + "/".join(parts) + "/?$", re.I)


def load_rules(path: Path = NETLIFY_TOML) -> list[HeaderRule]:
    config = tomllib.loads(path.read_text(encoding="utf-8"))
    return [HeaderRule(rule_regexp(h["for"]), {k: str(v) for k, v in h["values"].items()})
            for h in config.get("headers", [])]


def headers_for(rules: list[HeaderRule], url_path: str) -> dict[str, str]:
    """The headers the host adds to a response for ``url_path``."""
    result: dict[str, str] = {}
    for rule in rules:
        if rule.pattern.match(url_path):
            result.update(rule.values)
    return result


class SiteHandler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as a real host
    rules: list[HeaderRule] = []
    quiet = True

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)

    def do_GET(self) -> None:
        self._serve(send_body=True)

    def do_HEAD(self) -> None:
        self._serve(send_body=False)

    def _serve(self, send_body: bool) -> None:
        url_path = unquote(urlsplit(self.path).path)
        file = self._resolve(url_path)
        if file is None:
            body = b"Not found\n"
            self.send_response(HTTPStatus.NOT_FOUND)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self._host_headers(url_path)
            self.end_headers()
            if send_body:
                self.wfile.write(body)
            return
        stat = file.stat()
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        since = self.headers.get("If-Modified-Since")
        if since and since == modified:
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("Last-Modified", modified)
            self.send_header("Content-Length", "0")
            self._host_headers(url_path)
            self.end_headers()
            return
        payload, encoding = file, None
        accepted = self.headers.get("Accept-Encoding", "")
        for name, suffix in ENCODINGS:
            packed = file.with_name(file.name + suffix)
            if re.search(rf"\b{name}\b", accepted) and packed.is_file():
                payload, encoding = packed, name
                break
        data = payload.read_bytes()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", TYPES.get(file.suffix, "application/octet-stream"))
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", modified)
        if file.with_name(file.name + ".gz").is_file():
            self.send_header("Vary", "Accept-Encoding")
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self._host_headers(url_path)
        self.end_headers()
        if send_body:
            self.wfile.write(data)

    def _resolve(self, url_path: str) -> Path | None:
        base = Path(self.directory).resolve()
        target = (base / url_path.lstrip("/")).resolve()
        if target != base and base not in target.parents:
            return None
        if target.is_dir():
            target = target / "index.html"
        return target if target.is_file() else None

    def _host_headers(self, url_path: str) -> None:
        for name, value in headers_for(self.rules, url_path).items():
            self.send_header(name, value)

    def send_response(self, code: int, message: str | None = None) -> None:
        self.server.sent.append((unquote(urlsplit(self.path).path), int(code)))
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        # A host header overrides ours (e.g. Content-Type from netlify.toml): keep the last.
        if not hasattr(self, "_headers_buffer"):
            self._headers_buffer = []
        lowered = keyword.lower().encode("latin-1")
        if lowered in (b"content-type", b"cache-control"):
            self._headers_buffer = [
                line for line in self._headers_buffer
                if not line.lower().startswith(lowered + b":")
            ]
        super().send_header(keyword, value)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._connections: set[socket.socket] = set()
        self._lock = threading.Lock()
        # What was answered, in order (list.append is atomic): tests count downloads with it.
        self.sent: list[tuple[str, int]] = []

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def process_request(self, request, client_address) -> None:
        with self._lock:
            self._connections.add(request)
        super().process_request(request, client_address)

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser hung up (a reload, a closed page): no fault of ours
        super().handle_error(request, client_address)

    def shutdown_request(self, request) -> None:
        with self._lock:
            self._connections.discard(request)
        super().shutdown_request(request)

    def stop(self) -> None:
        """Stop serving and drop kept-alive connections too, as a host going away does."""
        self.shutdown()
        self.server_close()
        with self._lock:
            open_connections = list(self._connections)
        for connection in open_connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)


ISOLATION_HEADERS = ("Cross-Origin-Opener-Policy", "Cross-Origin-Embedder-Policy")


def config_without_isolation(folder: Path, config: Path = NETLIFY_TOML) -> Path:
    """Write into ``folder`` a copy of ``config`` without the cross-origin isolation headers
    (as a host that drops them would serve the site): a top-level page then runs its
    Python on the main thread, as every page did before the worker boot. Returns its path."""
    rules = "".join(line for line in config.read_text(encoding="utf-8").splitlines(keepends=True)
                    if not line.strip().startswith(ISOLATION_HEADERS))
    path = folder / "netlify.toml"
    path.write_text(rules, encoding="utf-8")
    return path


def make_server(site: Path = DEFAULT_SITE, host: str = "127.0.0.1", port: int = 0,
                config: Path = NETLIFY_TOML, quiet: bool = True) -> SiteServer:
    """A server for ``site`` (port 0 picks a free one); call ``serve_forever`` to run it."""
    if not (site / "index.html").is_file():
        raise FileNotFoundError(f"{site} holds no built site: run `python tools/build.py`")
    handler = type("Handler", (SiteHandler,), {"rules": load_rules(config), "quiet": quiet})
    return SiteServer((host, port), partial(handler, directory=os.fspath(site)))


def start(site: Path = DEFAULT_SITE, host: str = "127.0.0.1", port: int = 0,
          **kwargs: object) -> SiteServer:
    """Start serving ``site`` in a background thread; ``server.stop()`` ends it."""
    server = make_server(site, host, port, **kwargs)  # type: ignore[arg-type]
    threading.Thread(target=server.serve_forever, name=f"serve {site.name}", daemon=True).start()
    return server


@contextlib.contextmanager
def serving(site: Path = DEFAULT_SITE, **kwargs: object) -> Iterator[str]:
    """``with serving(site) as url:`` serves the site while the block runs."""
    server = start(site, **kwargs)  # type: ignore[arg-type]
    try:
        yield server.url
    finally:
        server.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site locally.")
    parser.add_argument("--dir", type=Path, default=DEFAULT_SITE, help="site folder")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.dir, args.host, args.port, quiet=not args.verbose)
    except (FileNotFoundError, OSError) as err:
        print(f"serve: {err}", file=sys.stderr)
        return 1
    print(f"Byte is served at {server.url}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
