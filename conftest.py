"""Test collection for the whole repository: the package's doctests run with the unit tests.

The browser-only modules import Pyodide's ``js`` or PyScript, so only the browser tests
(``e2e/``) exercise them; which they are is read from their imports
(``tools/browser_only.py``), never listed by hand.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "tools"))

from browser_only import browser_only_modules

collect_ignore = [str(path) for path in browser_only_modules()]
