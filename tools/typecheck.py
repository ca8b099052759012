"""The type check of ``make test``: mypy over every module of the package. The browser-only
ones (found by ``tools/browser_only.py``) import Pyodide's and PyScript's modules, which
exist only in the browser: mypy takes what comes from them as untyped (``Any``:
``ignore_missing_imports``), so the page's own code, and how its parts are wired
together, is still checked.

    python tools/typecheck.py        # exits non-zero on any type error

The settings are in ``pyproject.toml`` (``[tool.mypy]``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_only import ROOT, package_modules


def main() -> int:
    paths = [str(path.relative_to(ROOT)) for path in package_modules()]
    return subprocess.call([sys.executable, "-m", "mypy", *paths], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
