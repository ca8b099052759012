"""The computer player's time per move in the browser, and the main thread while it thinks.

Builds the site, serves it on 127.0.0.1 with the production headers and opens the page in
Debian's Chromium. For every level and every sampled position of one game (Black to move),
it changes the page's link to that game against the computer playing Black, exactly as a
player opening such a link would, and times the page's own "thinking" indicator from
shown to hidden, and reads when the page asked its worker and when the answer came (the
indicator stays up a little longer on purpose, until the player's own move has finished
animating, so "shown" is what a player sees and "answer" what the computer needed).
Meanwhile a PerformanceObserver records the main thread's long tasks (> 50 ms).

Prints, per level, the median and maximum time per move in the browser, the share of
moves whose search the level's time cap stopped before its node budget (the page puts the
worker's node count and that flag on ``#thinking`` as ``data-nodes`` and ``data-capped``),
the median nodes searched, the CPython time for the same positions in this process, the
slowdown F (the browser's time per searched node over CPython's, both on the wall clock
of this machine, so load on it cancels out as far as both get the same share of it),
F(CPU) (the same from CPU time: the workers' threads' over this process's, times the
throttling rate; what a device RATE times slower than this machine would show when
nothing else runs on it: the one to model a device with, on a busy machine), and the
longest main-thread task seen while the worker was thinking. Any game of the site: the
sampled positions are those where the second mover of the variant is to move, and the
page's computer plays that side.

``--throttle RATE`` models a device RATE times slower (4 is the usual stand-in for a
mid-range phone), in one of two ways (``--how``):

- ``devtools``: Chromium's CPU throttling, ``Emulation.setCPUThrottlingRate``, on the
  page's target. It slows the page's main thread only: every dedicated worker is a target
  of its own (the page's Python runs in one, the computer's search in a worker that one
  starts), and the same command sent to a worker target (found through a browser-level
  session with ``Target.getTargets``, reached with ``Target.attachToTarget`` and
  ``Target.sendMessageToTarget``) is refused by Chromium ("only supported for pages, not
  workers"; the refusal is printed). With it the computer's answer times barely change.
- ``process`` (the default): the browser's renderer processes, where the page and all its
  workers run, are let run only 1/RATE of the time (stopped and continued in turns of
  40 ms, as CPU limiters do), so every thread of the page, the computer's worker
  included, is RATE times slower; devtools throttling is then not added on top. The
  turns are timed by this process: when it is starved of CPU (run under ``nice`` on a
  busy machine) they come late and the renderers run longer than their share, so the
  rate achieved is printed at the end. The slowdown to model a device with is F(CPU):
  the rate asked times the workers' CPU time per node over CPython's, which neither the
  achieved rate nor other load on the machine changes much.

``--json FILE`` writes every timed move (for later analysis).

    python bench/bot_browser.py [--game reversi] [--variant V] [--every 2] [--levels 1,5]
                                [--throttle 4] [--how process|devtools] [--json FILE]
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import serve  # noqa: E402
from playwright.sync_api import Browser, CDPSession, Page, sync_playwright  # noqa: E402

from byte import games  # noqa: E402
from byte.bot import choose_move, think  # noqa: E402
from byte.record import Game  # noqa: E402
from e2e.browser import CHROMIUM, CHROMIUM_ARGS, wait_ready  # noqa: E402

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__longTasks.push([entry.startTime, entry.duration]);
  }
}).observe({ type: "longtask", buffered: true });
"""

# Records when the thinking indicator is shown and hidden, on the main thread's clock.
THINKING = """
window.__thinking = [];
const watch = () => {
  const spinner = document.getElementById("thinking");
  if (!spinner) return setTimeout(watch, 50);
  new MutationObserver(() => {
    window.__thinking.push([spinner.hidden ? "end" : "start", performance.now()]);
  }).observe(spinner, { attributes: true, attributeFilter: ["hidden"] });
};
watch();
"""
LAST_THINK = """() => {
  const marks = window.__thinking;
  const end = marks.findLastIndex(([kind]) => kind === "end");
  if (end < 0) return null;
  const start = marks.slice(0, end).findLastIndex(([kind]) => kind === "start");
  return start < 0 ? null : [marks[start][1], marks[end][1]];
}"""
# A new answer, played: the indicator hidden and the address no longer the link opened
# (the page writes the computer's move into it).
ANSWERED = """([before, link]) => {
  const timing = document.getElementById("thinking");
  const answered = timing.dataset.answeredAt;
  return answered !== undefined && answered !== before && timing.hidden
    && location.hash.slice(1) !== link;
}"""


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time so far of the dedicated workers' threads of these
    processes (the computer's search and the page's Python), in seconds."""
    ticks = 0
    for pid in pids:
        for thread in Path(f"/proc/{pid}/task").glob("*"):
            with contextlib.suppress(OSError):
                if (thread / "comm").read_text().strip() != "DedicatedWorker":
                    continue
                fields = (thread / "stat").read_text().rsplit(")", 1)[1].split()
                ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def renderer_processes() -> list[int]:
    """Process ids of the Chromium renderers started by this process (its descendants)."""
    parents: dict[int, int] = {}
    renderers = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        if b"--type=renderer" in command:
            renderers.append(int(entry.name))
    mine = []
    for pid in renderers:
        ancestor = parents.get(pid)
        while ancestor and ancestor != os.getpid():
            ancestor = parents.get(ancestor)
        if ancestor == os.getpid():
            mine.append(pid)
    return mine


class DutyCycle(threading.Thread):
    """Lets this process's Chromium renderers run 1/``rate`` of the time, in turns of
    ``period`` seconds (SIGSTOP, SIGCONT), until :meth:`end`, which continues them."""

    def __init__(self, rate: float, period: float = 0.04) -> None:
        super().__init__(daemon=True)
        self.running_share = 1 / rate
        self.period = period
        self._ending = threading.Event()
        self.seen: set[int] = set()
        self.stopped_for = 0.0
        """Seconds the renderers were stopped (a starved throttler stops them for less)."""
        self.started_at = time.monotonic()

    def _signal(self, pids: list[int], number: int) -> None:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, number)

    def run(self) -> None:
        pids: list[int] = []
        next_scan = 0.0
        while not self._ending.is_set():
            if time.monotonic() >= next_scan:
                pids, next_scan = renderer_processes(), time.monotonic() + 1.0
                self.seen.update(pids)
            self._signal(pids, signal.SIGSTOP)
            stopped = time.monotonic()
            self._ending.wait(self.period * (1 - self.running_share))
            self._signal(pids, signal.SIGCONT)
            self.stopped_for += time.monotonic() - stopped
            self._ending.wait(self.period * self.running_share)
        self._signal(pids, signal.SIGCONT)

    def achieved_rate(self) -> float:
        """The slowdown the turns achieved: wall time over the time the renderers ran."""
        wall = time.monotonic() - self.started_at
        return wall / max(1e-9, wall - self.stopped_for)

    def end(self) -> None:
        """Stop throttling and leave every renderer running."""
        self._ending.set()
        self.join()
        self._signal(sorted(self.seen), signal.SIGCONT)


class Throttle:
    """Chromium's CPU throttling at one rate on a page, and the attempt to set it on every
    dedicated worker (each its own devtools target; see the module's docstring)."""

    def __init__(self, browser: Browser, page: Page, rate: float) -> None:
        self.rate = rate
        self.throttled: dict[str, str] = {}
        """Worker targets throttled so far: target id -> title."""
        self._ids = itertools.count(1)
        self._replies: dict[int, dict] = {}
        self._browser = browser.new_browser_cdp_session()
        self._browser.on("Target.receivedMessageFromTarget", self._on_message)
        page_session: CDPSession = page.context.new_cdp_session(page)
        page_session.send("Emulation.setCPUThrottlingRate", {"rate": rate})

    def _on_message(self, event: dict) -> None:
        message = json.loads(event["message"])
        if "id" in message:
            self._replies[message["id"]] = message

    def workers(self) -> None:
        """Throttle the worker targets not throttled yet (call before each timed move)."""
        if self.rate == 1:
            return
        targets = self._browser.send("Target.getTargets")["targetInfos"]
        for target in targets:
            if target["type"] != "worker" or target["targetId"] in self.throttled:
                continue
            session = self._browser.send("Target.attachToTarget",
                                         {"targetId": target["targetId"], "flatten": False})
            number = next(self._ids)
            command = {"id": number, "method": "Emulation.setCPUThrottlingRate",
                       "params": {"rate": self.rate}}
            self._browser.send("Target.sendMessageToTarget",
                               {"sessionId": session["sessionId"],
                                "message": json.dumps(command)})
            deadline = time.monotonic() + 10
            while number not in self._replies and time.monotonic() < deadline:
                self._browser.send("Target.getTargets")  # lets the reply event arrive
                time.sleep(0.05)
            reply = self._replies.get(number, {"error": {"message": "no reply"}})
            error = reply.get("error")
            self.throttled[target["targetId"]] = target["title"] + (
                f" (refused: {error.get('message', error)})" if error else "")


def game_positions(every: int, game: str, variant: str | None,
                   size: int | None = None) -> tuple[list[list[str]], str]:
    """Move lists that lead to positions of one level-3 self-play game where the second
    mover is to move, and that side.

    Where the game has a learned evaluation, the sample game is played with the
    hand-written one, whichever the levels use: a run with a weights file and one without
    it then time the same positions (a level-3 game played with each would differ)."""
    record = Game.new(game, variant, size)
    position = record.start.copy()
    second = "b" if record.info.first == "w" else "w"
    played: list[str] = []
    samples = []
    fixed = (games.evaluation(game, "hand") if games.engine(game).use_evaluation is not None
             else contextlib.nullcontext())
    with fixed:
        while not position.is_over() and len(played) < 200:
            moves = position.legal_moves()
            if position.turn == second and len(played) % (2 * every) == 1 and len(moves) > 1:
                samples.append(list(played))
            move = choose_move(position, 3, seed=len(played)).move
            played.append(position.notation(move))
            position.push(move)
    return samples, second


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=2, help="time every Nth position")
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--game", default="byte")
    parser.add_argument("--variant", default=None)
    parser.add_argument("--size", type=int, default=None,
                        help="board size (default: the variant's)")
    parser.add_argument("--throttle", type=float, default=1.0,
                        help="Chromium's CPU throttling rate (default 1: none; 4: a phone)")
    parser.add_argument("--how", choices=("process", "devtools"), default="process",
                        help="process: the renderers (page and workers) run 1/RATE of the "
                             "time (default); devtools: Chromium's CPU throttling of the "
                             "page's target (its workers refuse it)")
    parser.add_argument("--json", type=Path, default=None, help="write every timed move here")
    args = parser.parse_args()
    levels = [int(level) for level in args.levels.split(",")]
    info = games.find(args.game)
    variant = info.variant(args.variant)
    samples, second = game_positions(args.every, info.id, variant.id, args.size)
    human = "w" if second == "b" else "b"
    prefix = f"g={info.id}&v={variant.id}&" + (f"s={args.size}&" if args.size else "")
    print(f"{len(samples)} positions from one level-3 self-play game of {variant.name}, "
          f"{games.SIDE_NAMES[second]} to move; CPU throttling {args.throttle:g}x"
          + (f" ({args.how})" if args.throttle != 1 else ""))
    records: list[dict] = []

    site = build.build(Path(tempfile.mkdtemp()) / "_site").out
    server = serve.start(site)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.add_init_script(LONG_TASKS + THINKING)
            throttle = Throttle(browser, page, args.throttle) if args.how == "devtools" \
                else None
            duty = DutyCycle(args.throttle) if args.how == "process" and args.throttle != 1 \
                else None
            if duty is not None:
                # A stopped run must not leave the renderers stopped: end it as an exit.
                signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
                duty.start()
            try:
                measure(page, server.url, throttle, levels, samples, prefix, human, info.id,
                        variant.id, records, args.throttle, args.size)
            finally:
                if duty is not None:
                    duty.end()
                    print(f"renderer processes throttled: {len(duty.seen)}, achieved rate "
                          f"{duty.achieved_rate():.2f} (below RATE when this process is "
                          f"starved of CPU: F(CPU) does not depend on it)")
            if throttle is not None:
                print("devtools throttling of worker targets:",
                      ", ".join(throttle.throttled.values()) or "none")
            browser.close()
    finally:
        server.stop()
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"game": info.id, "variant": variant.id,
                                         "throttle": args.throttle,
                                         "how": args.how, "moves": records}))


def measure(page: Page, url: str, throttle: Throttle | None, levels: list[int],
            samples: list[list[str]], prefix: str, human: str, game: str, variant: str,
            records: list[dict], throttle_rate: float, size: int | None = None) -> None:
    """Time every level on every sampled position (on a board of ``size``, else the
    variant's); print a line per level and add every move to ``records``."""
    page.goto(url + f"#{prefix}vs=c1&h={human}")
    wait_ready(page)
    print(f"{'level':>5} {'answer median':>14} {'max':>7} {'capped':>7} "
          f"{'nodes':>7} {'shown median':>13} {'CPython median':>15} {'F':>6} {'F(CPU)':>7} "
          f"{'longest main-thread task':>25}")
    for level in levels:
        browser_times, shown_times, cpython_times, longest = [], [], [], 0.0
        capped, nodes, cpython_nodes, renderer_cpu, cpython_cpu = [], [], [], [], []
        # The first answer also waits for the worker's boot: not a move time.
        for index, moves in enumerate([samples[0], *samples]):
            if throttle is not None:
                throttle.workers()
            page.evaluate("() => { window.__thinking = []; window.__longTasks = []; }")
            before = page.locator("#thinking").get_attribute("data-answered-at")
            renderers = renderer_processes()
            cpu_before = cpu_seconds(renderers)
            link = f"{prefix}m={','.join(moves)}&vs=c{level}&h={human}"
            page.evaluate("(hash) => { location.hash = hash; }", link)
            # A new answer, and the indicator hidden after it (it may also blink
            # while the page takes in the new link, before the worker is asked).
            page.wait_for_function(ANSWERED, arg=[before, link], timeout=180_000)
            # The indicator's last showing, when the observer saw it both shown and hidden
            # (it sees the state when it runs: two changes in one batch look like one).
            marks = page.evaluate(LAST_THINK)
            if index == 0:
                continue
            timing = page.locator("#thinking")
            asked = float(timing.get_attribute("data-asked-at"))
            answered = float(timing.get_attribute("data-answered-at"))
            renderer_cpu.append(cpu_seconds(renderers) - cpu_before)
            capped.append(timing.get_attribute("data-capped") == "true")
            nodes.append(int(timing.get_attribute("data-nodes") or 0))
            tasks = page.evaluate("() => window.__longTasks")
            during = [d for start, d in tasks if asked <= start <= answered]
            longest = max([longest, *during])
            browser_times.append((answered - asked) / 1000)
            if marks is not None:
                shown_times.append((marks[1] - marks[0]) / 1000)
            start = Game.new(game, variant, size).start
            clock, cpu = time.perf_counter(), time.process_time()
            reply = think(start.code(), level, seed=index, moves=moves, game=game,
                          variant=variant)
            cpython_times.append(time.perf_counter() - clock)
            cpython_cpu.append(time.process_time() - cpu)
            cpython_nodes.append(reply["nodes"])
            records.append({
                "level": level, "moves": len(moves), "browser_s": browser_times[-1],
                "shown_s": (marks[1] - marks[0]) / 1000 if marks else None,
                "capped": capped[-1], "nodes": nodes[-1],
                "cpython_s": cpython_times[-1], "cpython_nodes": reply["nodes"],
                "cpython_cpu_s": time.process_time() - cpu, "renderer_cpu_s": renderer_cpu[-1],
            })
        median = statistics.median(browser_times)
        base = statistics.median(cpython_times)
        shown = statistics.median(shown_times) if shown_times else float("nan")
        # Time per node, over the level's moves that searched (a forced or proven
        # move costs next to nothing in either).
        cpu_slowdown = throttle_rate * (sum(renderer_cpu) / max(1, sum(nodes))) / \
            (sum(cpython_cpu) / max(1, sum(cpython_nodes)))
        slowdown = (sum(browser_times) / max(1, sum(nodes))) / \
            (sum(cpython_times) / max(1, sum(cpython_nodes)))
        print(f"{level:>5} {median:>13.3f}s {max(browser_times):>6.2f}s "
              f"{sum(capped) / len(capped):>6.0%} {statistics.median(nodes):>7.0f} "
              f"{shown:>12.3f}s {base:>14.3f}s {slowdown:>6.2f} {cpu_slowdown:>7.2f} "
              f"{longest:>23.0f}ms",
              flush=True)


if __name__ == "__main__":
    main()
