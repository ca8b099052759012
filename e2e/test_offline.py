"""Offline after the first visit, and a clean update when a new version is deployed.

Each test runs its own server (the tests stop it), on a port it can reuse for the next
deploy, so the origin — and with it the service worker — stays the same.
"""

from __future__ import annotations

import json
import random
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from byte import PASS, Move, Position
from e2e.board import board_code, new_game, play_move
from e2e.browser import assert_clean, new_context, wait_ready

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import serve  # noqa: E402

CACHE_COMPLETE = """async ([version, count]) => {
  if (!navigator.serviceWorker.controller) return false;
  if (!(await caches.keys()).includes(`byte-${version}`)) return false;
  const cache = await caches.open(`byte-${version}`);
  return (await cache.keys()).length >= count;
}"""


def precache(site: Path) -> tuple[str, list[str]]:
    text = (site / "sw.js").read_text()
    version = re.search(r'const VERSION = "([0-9a-f]+)"', text)
    files = re.search(r"const PRECACHE = (\[.*?\]);", text, re.S)
    assert version and files, "sw.js was not filled by the build"
    return version.group(1), json.loads(files.group(1))


def wait_cached(page: Page, version: str, count: int, timeout: float = 60.0) -> None:
    """Poll until the worker of ``version`` controls the page with ``count`` files cached.

    (``wait_for_function`` would take the predicate's promise itself as a truthy answer.)
    """
    deadline = time.monotonic() + timeout
    while not page.evaluate(CACHE_COMPLETE, [version, count]):
        assert time.monotonic() < deadline, f"cache byte-{version} never completed"
        page.wait_for_timeout(100)


def wait_offline_ready(page: Page, site: Path) -> str:
    """Wait until the service worker controls the page and has cached every file."""
    version, files = precache(site)
    wait_cached(page, version, len(files))
    return version


@pytest.fixture
def own_server(site: Path) -> Iterator[dict]:
    """A server only this test uses; ``restart(folder)`` serves another build on the same port."""
    state = {"server": serve.start(site)}
    port = state["server"].server_address[1]

    def stop() -> None:
        if state["server"] is not None:
            state["server"].stop()
            state["server"] = None

    def restart(folder: Path) -> None:
        stop()
        state["server"] = serve.start(folder, port=port)

    state.update(url=state["server"].url, stop=stop, restart=restart)
    yield state
    stop()


@pytest.fixture
def sw_context(browser: Browser, own_server: dict) -> Iterator[BrowserContext]:
    context = new_context(browser, own_server["url"], service_workers="allow")
    yield context
    context.close()


def test_reload_offline_boots_from_the_cache(
    sw_context: BrowserContext, own_server: dict, site: Path
) -> None:
    page = sw_context.new_page()
    page.goto(own_server["url"])
    wait_ready(page)
    wait_offline_ready(page, site)
    assert_clean(page)

    own_server["stop"]()
    sw_context.set_offline(True)
    sw_context.log.requests.clear()
    page.reload()
    wait_ready(page)
    assert_clean(page)  # zero failed requests: everything came from the service worker
    assert any(u.endswith("pyodide.asm.wasm") for u in sw_context.log.requests)

    # Still offline, the computer plays (its worker boots from the cache): five replies.
    # (Whole games against it are played in test_play.py.)
    final = play_against_computer(page, seed=11, replies=5)
    expect(page.locator("#board")).to_have_attribute("data-position", final.code())
    assert_clean(page)


def after(position: Position, move: Move) -> str:
    """The code the page shows after ``move`` (and a pass it plays by itself)."""
    position.push(move)
    forced = position.legal_moves() == [PASS]
    if forced:
        position.push(PASS)
    code = position.code()
    if forced:
        position.pop()
    position.pop()
    return code


def play_against_computer(page: Page, seed: int, replies: int, level: int = 1) -> Position:
    """Play White by clicks against the computer until it has made ``replies`` moves (or
    the game ends); return the position."""
    new_game(page, computer_level=level, side="White")
    position = Position()
    rng = random.Random(seed)
    while not position.is_over() and replies > 0:
        if position.turn == "w":
            play_move(page, position, rng.choice(position.legal_moves()))
            continue
        before = position.code()
        page.wait_for_function(
            "(code) => document.querySelector('#board').dataset.position !== code",
            arg=before, timeout=60_000)
        shown = board_code(page)
        answers = [m for m in position.legal_moves() if after(position, m) == shown]
        assert answers, f"the computer's reply to {before!r} is not a legal move: {shown!r}"
        position.push(answers[0])
        replies -= 1
        if position.legal_moves() == [PASS]:
            position.push(PASS)
    return position


def test_new_deploy_offers_reload_and_switches_version(
    sw_context: BrowserContext, own_server: dict, site: Path, tmp_path: Path
) -> None:
    page = sw_context.new_page()
    page.goto(own_server["url"])
    wait_ready(page)
    old_version = wait_offline_ready(page, site)

    # Deploy a changed build at the same address.
    new_site = tmp_path / "next"
    new_version = build.build(new_site, salt="next deploy", compress=False).version
    assert new_version != old_version
    own_server["restart"](new_site)

    page.reload()  # served by the old worker; the browser fetches the new sw.js
    wait_ready(page)
    prompt = page.locator(".boot-update")
    expect(prompt).to_be_visible(timeout=60_000)
    expect(prompt).to_contain_text("New version")
    # Until the player agrees, the old version keeps serving: nothing is mixed.
    assert page.evaluate("() => caches.keys()") == [f"byte-{old_version}", f"byte-{new_version}"]

    with page.expect_navigation():
        prompt.get_by_role("button", name="Reload").click()
    wait_ready(page)
    wait_cached(page, new_version, len(precache(new_site)[1]))
    assert page.evaluate("() => caches.keys()") == [f"byte-{new_version}"]
    expect(page.locator(".boot-update")).to_have_count(0)
    assert_clean(page)
