"""Lighthouse on the built site, in Debian's Chromium, served on 127.0.0.1 with the
production headers: prints the category scores for a phone and for a desktop.

    python tools/audit.py            (``make audit`` installs Lighthouse first)

Lighthouse comes from the npm registry at a pinned version (``tools/audit/package.json``),
installed apart from the site's own runtime so the site's set-up stays small.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import serve  # noqa: E402

from e2e.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

LIGHTHOUSE = ROOT / "tools" / "audit" / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


def describe(item: dict) -> str:
    """One failing item in words: the element (for axe's audits) or the source line."""
    node = item.get("node") or {}
    if node:
        why = (node.get("explanation") or "").splitlines()
        return f"{node.get('selector', '')} {node.get('snippet', '')[:120]} {why[1:2]}"
    source = item.get("source") or {}
    return f"{item.get('value', '')} {source.get('url', '')}:{source.get('line', '')}"


def audit(url: str, desktop: bool) -> dict[str, float]:
    # Lighthouse splits its Chrome flags at spaces: the resolver rule (which has spaces)
    # stays out; the browser tests already check that no other host is asked.
    flags = [arg for arg in CHROMIUM_ARGS if not arg.startswith(("--headless", "--host-"))]
    flags.append("--headless=new")
    out = Path(tempfile.mkdtemp()) / "report.json"
    command = [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
               f"--only-categories={','.join(CATEGORIES)}",
               "--chrome-flags=" + " ".join(flags)]
    if desktop:
        command.append("--preset=desktop")
    subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": CHROMIUM},
                   timeout=600)
    report = json.loads(out.read_text())
    for name in ("accessibility", "best-practices"):
        for ref in report["categories"][name]["auditRefs"]:
            found = report["audits"].get(ref["id"], {})
            if ref.get("weight") and found.get("score") is not None and found["score"] < 1:
                print(f"  {name}: {ref['id']}: {found.get('title')}", flush=True)
                for item in (found.get("details") or {}).get("items", [])[:5]:
                    print(f"    {describe(item)}", flush=True)
    metrics = ("first-contentful-paint", "largest-contentful-paint", "speed-index",
               "total-blocking-time", "cumulative-layout-shift")
    print("  " + ", ".join(f"{name} {report['audits'][name].get('displayValue', '')}"
                           for name in metrics if name in report["audits"]), flush=True)
    return {name: report["categories"][name]["score"] for name in CATEGORIES}


def main() -> int:
    if not LIGHTHOUSE.exists():
        print("error: Lighthouse is not installed: run `make audit`", file=sys.stderr)
        return 1
    site = build.build(Path(tempfile.mkdtemp()) / "_site").out
    server = serve.start(site)
    try:
        for name, desktop in (("mobile", False), ("desktop", True)):
            scores = audit(server.url, desktop)
            line = ", ".join(f"{key} {round(100 * (value or 0))}" for key, value in scores.items())
            print(f"{name:8s} {line}", flush=True)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
