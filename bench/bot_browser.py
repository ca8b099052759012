"""The computer player's time per move in the browser, and the main thread while it thinks.

Builds the site, serves it on 127.0.0.1 with the production headers and opens the page in
Debian's Chromium. For every level and every sampled position of one game (Black to move),
it changes the page's link to that game against the computer playing Black, exactly as a
player opening such a link would, and times the page's own "thinking" indicator from
shown to hidden, and reads when the page asked its worker and when the answer came (the
indicator stays up a little longer on purpose, until the player's own move has finished
animating, so "shown" is what a player sees and "answer" what the computer needed).
Meanwhile a PerformanceObserver records the main thread's long tasks (> 50 ms).

Prints, per level, the median and maximum time per move in the browser and the CPython
time for the same positions in this process (the ratio is Pyodide's slowdown here), and
the longest main-thread task seen while the worker was thinking. Any game of the site:
the sampled positions are those where the second mover of the variant is to move, and
the page's computer plays that side.

    python bench/bot_browser.py [--game reversi] [--variant V] [--every 2] [--levels 1,5]
"""

from __future__ import annotations

import argparse
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
from playwright.sync_api import sync_playwright  # noqa: E402

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


def game_positions(every: int, game: str, variant: str | None) -> tuple[list[list[str]], str]:
    """Move lists that lead to positions of one level-3 self-play game where the second
    mover is to move, and that side."""
    record = Game.new(game, variant)
    position = record.start.copy()
    second = "b" if record.info.first == "w" else "w"
    played: list[str] = []
    samples = []
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
    args = parser.parse_args()
    levels = [int(level) for level in args.levels.split(",")]
    info = games.find(args.game)
    variant = info.variant(args.variant)
    samples, second = game_positions(args.every, info.id, variant.id)
    human = "w" if second == "b" else "b"
    prefix = f"g={info.id}&v={variant.id}&"
    print(f"{len(samples)} positions from one level-3 self-play game of {variant.name}, "
          f"{games.SIDE_NAMES[second]} to move")

    site = build.build(Path(tempfile.mkdtemp()) / "_site").out
    server = serve.start(site)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.add_init_script(LONG_TASKS + THINKING)
            page.goto(server.url + f"#{prefix}vs=c1&h={human}")
            wait_ready(page)
            print(f"{'level':>5} {'answer median':>14} {'max':>7} {'shown median':>13} "
                  f"{'CPython median':>15} {'ratio':>6} {'longest main-thread task':>25}")
            for level in levels:
                browser_times, shown_times, cpython_times, longest = [], [], [], 0.0
                # The first answer also waits for the worker's boot: not a move time.
                for index, moves in enumerate([samples[0], *samples]):
                    page.evaluate("() => { window.__thinking = []; window.__longTasks = []; }")
                    page.evaluate("(hash) => { location.hash = hash; }",
                                  f"{prefix}m={','.join(moves)}&vs=c{level}&h={human}")
                    page.wait_for_function(f"() => ({LAST_THINK})() !== null", timeout=120_000)
                    started, ended = page.evaluate(LAST_THINK)
                    if index == 0:
                        continue
                    timing = page.locator("#thinking")
                    asked = float(timing.get_attribute("data-asked-at"))
                    answered = float(timing.get_attribute("data-answered-at"))
                    tasks = page.evaluate("() => window.__longTasks")
                    during = [d for start, d in tasks if asked <= start <= answered]
                    longest = max([longest, *during])
                    browser_times.append((answered - asked) / 1000)
                    shown_times.append((ended - started) / 1000)
                    start = Game.new(info.id, variant.id).start
                    clock = time.perf_counter()
                    think(start.code(), level, seed=index, moves=moves, game=info.id,
                          variant=variant.id)
                    cpython_times.append(time.perf_counter() - clock)
                median = statistics.median(browser_times)
                base = statistics.median(cpython_times)
                shown = statistics.median(shown_times)
                print(f"{level:>5} {median:>13.3f}s {max(browser_times):>6.2f}s {shown:>12.3f}s "
                      f"{base:>14.3f}s {median / base:>6.2f} {longest:>23.0f}ms")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
