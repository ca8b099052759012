"""tools/serve.py: serves a site with the headers of netlify.toml, right types, precompression."""

from __future__ import annotations

import gzip
import http.client
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402


@pytest.mark.parametrize(
    ("pattern", "path", "matches"),
    [
        ("/*", "/", True),
        ("/*", "/static/vendor/a/b.js", True),
        ("/static/vendor/*", "/static/vendor/pyodide-1/pyodide.asm.wasm", True),
        ("/static/vendor/*", "/static/app.css", False),
        ("/*.wasm", "/static/vendor/pyodide-1/pyodide.asm.wasm", True),
        ("/*.wasm", "/static/x.wasmx", False),
        ("/*.mjs", "/a/pyodide.mjs", True),
        ("/sw.js", "/sw.js", True),
        ("/sw.js", "/static/sw.js", False),
        ("/sw.js", "/swXjs", False),
        ("/games/:id/board", "/games/42/board", True),
        ("/games/:id/board", "/games/4/2/board", False),
    ],
)
def test_rule_matching_follows_netlify(pattern: str, path: str, matches: bool) -> None:
    assert bool(serve.rule_regexp(pattern).match(path)) is matches


def test_netlify_rules_give_the_production_policy() -> None:
    rules = serve.load_rules()
    page = serve.headers_for(rules, "/")
    csp = page["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";") if " " in d.strip())
    assert directives["default-src"] == "'self'"
    assert directives["frame-ancestors"] == "*"
    assert "'wasm-unsafe-eval'" in directives["script-src"]
    assert "'unsafe-inline'" not in csp
    assert "must-revalidate" in page["Cache-Control"]
    wasm = serve.headers_for(rules, "/static/vendor/pyodide-314.0.2/pyodide.asm.wasm")
    assert wasm["Content-Type"] == "application/wasm"
    assert "immutable" in wasm["Cache-Control"]
    assert wasm["Content-Security-Policy"] == csp
    assert serve.headers_for(rules, "/x/pyodide.mjs")["Content-Type"].startswith(
        "text/javascript")
    assert serve.headers_for(rules, "/sw.js")["Cache-Control"] == "no-cache"
    assert "immutable" not in serve.headers_for(rules, "/pyscript.toml")["Cache-Control"]
    # The trimmed lock file can change within one Pyodide version: never cached for good.
    lock = serve.headers_for(rules, "/static/vendor/pyodide-314.0.2/pyodide-lock.json")
    assert "must-revalidate" in lock["Cache-Control"]
    assert "immutable" not in lock["Cache-Control"]


@pytest.fixture
def tiny_site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>")
    (tmp_path / "static" / "vendor" / "rt-1").mkdir(parents=True)
    wasm = tmp_path / "static" / "vendor" / "rt-1" / "rt.wasm"
    wasm.write_bytes(b"\0asm" + bytes(5000))
    (wasm.parent / "rt.wasm.gz").write_bytes(gzip.compress(wasm.read_bytes()))
    (tmp_path / "static" / "mod.mjs").write_text("export const a = 1;")
    return tmp_path


def fetch(url: str, path: str, headers: dict[str, str] | None = None):
    host = url.split("//")[1].rstrip("/")
    conn = http.client.HTTPConnection(host, timeout=10)
    conn.request("GET", path, headers=headers or {})
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response, body


def test_netlify_rules_isolate_the_page_and_keep_it_embeddable() -> None:
    """Cross-origin isolation on every file (so Python may run in a worker), while any site
    may still frame the page."""
    rules = serve.load_rules()
    for path in ["/", "/index.html", "/static/bot-worker.js",
                 "/static/vendor/pyodide-314.0.2/pyodide.asm.wasm", "/sw.js"]:
        headers = serve.headers_for(rules, path)
        assert headers["Cross-Origin-Opener-Policy"] == "same-origin", path
        assert headers["Cross-Origin-Embedder-Policy"] == "require-corp", path
        assert headers["Cross-Origin-Resource-Policy"] == "cross-origin", path
    csp = serve.headers_for(rules, "/")["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";") if " " in d.strip())
    assert directives["frame-ancestors"] == "*"
    # PyScript starts the page's Python worker from a blob: URL; nothing else widens.
    assert directives["worker-src"] == "'self' blob:"
    assert directives["connect-src"] == "'self'"


def test_a_config_without_isolation_keeps_every_other_header(tmp_path: Path) -> None:
    """As a host that drops the isolation headers: the page then runs Python on the main
    thread (the e2e tests and bench/boot.py serve the site so too)."""
    config = serve.config_without_isolation(tmp_path)
    full = serve.headers_for(serve.load_rules(), "/")
    dropped = serve.headers_for(serve.load_rules(config), "/")
    assert set(full) - set(dropped) == set(serve.ISOLATION_HEADERS)
    assert all(dropped[name] == full[name] for name in dropped)


def test_server_applies_every_netlify_header(tiny_site: Path) -> None:
    rules = serve.load_rules()
    with serve.serving(tiny_site) as url:
        for path in ["/", "/static/vendor/rt-1/rt.wasm", "/static/mod.mjs"]:
            response, _ = fetch(url, path)
            assert response.status == 200
            for name, value in serve.headers_for(rules, path).items():
                assert response.getheader(name) == value, (path, name)
                assert len(response.headers.get_all(name)) == 1, (path, name)


def test_server_types_and_precompressed_files(tiny_site: Path) -> None:
    original = (tiny_site / "static" / "vendor" / "rt-1" / "rt.wasm").read_bytes()
    with serve.serving(tiny_site) as url:
        response, body = fetch(url, "/static/vendor/rt-1/rt.wasm", {"Accept-Encoding": "gzip"})
        assert response.getheader("Content-Type") == "application/wasm"
        assert response.getheader("Content-Encoding") == "gzip"
        assert response.getheader("Vary") == "Accept-Encoding"
        assert gzip.decompress(body) == original
        response, body = fetch(url, "/static/vendor/rt-1/rt.wasm")
        assert response.getheader("Content-Encoding") is None
        assert body == original
        response, _ = fetch(url, "/static/mod.mjs")
        assert response.getheader("Content-Type").startswith("text/javascript")


def test_server_lists_what_it_answered(tiny_site: Path) -> None:
    server = serve.start(tiny_site)
    try:
        fetch(server.url, "/")
        fetch(server.url, "/nothing-here.js")
    finally:
        server.stop()
    assert server.sent == [("/", 200), ("/nothing-here.js", 404)]


def test_server_refuses_missing_and_outside_files(tiny_site: Path) -> None:
    (tiny_site.parent / "secret.txt").write_text("no")
    with serve.serving(tiny_site) as url:
        assert fetch(url, "/nothing-here.js")[0].status == 404
        assert fetch(url, "/../secret.txt")[0].status == 404
        assert fetch(url, "/%2e%2e/secret.txt")[0].status == 404
        assert fetch(url, "/static/")[0].status == 404  # no directory listings


def test_server_answers_revalidation_with_304(tiny_site: Path) -> None:
    with serve.serving(tiny_site) as url:
        first, _ = fetch(url, "/")
        again, body = fetch(url, "/", {"If-Modified-Since": first.getheader("Last-Modified")})
        assert again.status == 304 and body == b""


def test_make_server_explains_an_unbuilt_site(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="build"):
        serve.make_server(tmp_path)


def test_stop_drops_kept_alive_connections(tiny_site: Path, tmp_path: Path) -> None:
    """A redeploy on the same port must not be hidden behind an old keep-alive connection."""
    server = serve.start(tiny_site)
    host, port = server.server_address[:2]
    conn = http.client.HTTPConnection(host, port, timeout=10)
    conn.request("GET", "/")
    assert conn.getresponse().read().startswith(b"<!doctype html><title>t<")
    server.stop()
    other = tmp_path / "other"
    other.mkdir()
    (other / "index.html").write_text("<!doctype html><title>next</title>")
    server = serve.start(other, port=port)
    try:
        with pytest.raises((ConnectionError, http.client.HTTPException, OSError)):
            conn.request("GET", "/")
            conn.getresponse().read()
        assert b"next" in fetch(server.url, "/")[1]
    finally:
        conn.close()
        server.stop()


def test_a_browser_hanging_up_is_not_reported(tiny_site: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    server = serve.make_server(tiny_site)
    try:
        for error, reported in ((ConnectionResetError(), False), (ValueError("bug"), True)):
            try:
                raise error
            except Exception:
                server.handle_error(None, ("127.0.0.1", 1))
            assert bool(capsys.readouterr().err) == reported
    finally:
        server.server_close()
