"""The type check of ``make test``: mypy over the package's plain-Python modules (those that
also run on CPython; the browser-only ones, found by ``tools/browser_only.py``, import
Pyodide's and PyScript's modules, which exist only in the browser).

    python tools/typecheck.py        # exits non-zero on any type error

The settings are in ``pyproject.toml`` (``[tool.mypy]``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_only import ROOT, plain_modules


def main() -> int:
    paths = [str(path.relative_to(ROOT)) for path in plain_modules()]
    return subprocess.call([sys.executable, "-m", "mypy", *paths], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
