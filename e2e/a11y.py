"""axe-core (pinned in package.json, from the npm registry) run inside a page under test.

The site never ships axe: the browser tests evaluate it in the page they check, through
the browser's devtools protocol, so the page's own Content-Security-Policy stays as
deployed.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Frame, Page

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
RUN = """async () => {
  // Target size (WCAG 2.2 AA, 24 px) is off in axe by default; Lighthouse checks it.
  const result = await axe.run(document, {
    resultTypes: ["violations"], rules: {"target-size": {enabled: true}},
  });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ") + " :: " + n.failureSummary),
  }));
}"""


def violations(page: Page | Frame) -> list[dict]:
    """Every axe violation on the page as it is now (an empty list when it is clean)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    return page.evaluate(RUN)


def describe(found: list[dict]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']}\n  " + "\n  ".join(v["nodes"])
                     for v in found)


DARK = "() => matchMedia('(prefers-color-scheme: dark)').matches"
TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def assert_accessible(page: Page | Frame) -> None:
    """Fail with axe's own words when the page as it is now has any violation, in light
    colours or dark: the check runs in the page's scheme, then again in the other one
    (the colours are CSS only, so they switch in place), which is restored afterwards."""
    found = violations(page)
    assert not found, describe(found)
    tab = page.page if isinstance(page, Frame) else page
    scheme = "dark" if page.evaluate(DARK) else "light"
    other = "light" if scheme == "dark" else "dark"
    tab.emulate_media(color_scheme=other)
    try:
        page.evaluate(TWO_FRAMES)
        found = violations(page)
        assert not found, f"in {other} colours:\n" + describe(found)
    finally:
        tab.emulate_media(color_scheme=scheme)
