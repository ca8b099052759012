"""Standard library modules the build left out, downloaded when first imported.

The site ships Pyodide's standard library trimmed at build time to the modules its code
imports (tools/build.py, ``stdlib-<hash>.zip`` beside the runtime): a fraction of the
whole, which is most of what the first visit would otherwise download besides the
interpreter. Should a code path
import a module that was left out, :class:`StdlibOnDemand` (last on ``sys.meta_path``)
downloads the whole standard library once, puts it on ``sys.path`` behind the trimmed
one, and the import goes on from there. The download is synchronous: an import cannot
wait for a promise (a worker, and the page's main thread for this one request, allow it).

>>> import sys
>>> asked = []
>>> finder = StdlibOnDemand("full.zip", fetch=lambda url: asked.append(url) or b"")
>>> finder.find_spec("byte_not_stdlib"), asked   # not a standard module: never fetched
(None, [])
"""

from __future__ import annotations

import contextlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Callable, Sequence
from typing import Any

from byte.web.game_files import browser_fetch

FULL_ARCHIVE = "/lib/python_stdlib_full.zip"
"""Where the whole standard library is written once downloaded."""
ARCHIVE_TAIL = ".zip"
RUNTIME_PACKAGES = frozenset({"pyodide", "_pyodide"})
"""Pyodide's own Python packages, which its standard library zip holds too."""

def fetch_bytes(url: str) -> bytes:
    """The body of ``url``, downloaded synchronously (in the browser)."""
    return browser_fetch("")(url)


class StdlibOnDemand(importlib.abc.MetaPathFinder):
    """Finds a standard module the trimmed library lacks in the whole one, which it
    downloads from ``url`` the first time it is needed (once: a failed download leaves
    the import to fail as it would have)."""

    def __init__(self, url: str, fetch: Callable[[str], bytes] = fetch_bytes,
                 archive: str = FULL_ARCHIVE) -> None:
        self.url = url
        self.fetch = fetch
        self.archive = archive
        self.state = "waiting"  # then "added" or "failed"

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: Any = None) -> importlib.machinery.ModuleSpec | None:
        top = name.partition(".")[0]
        if top not in sys.stdlib_module_names and top not in RUNTIME_PACKAGES \
                or not self.ready(name):
            return None
        # A submodule of a package of the trimmed library: the same folder in the whole one.
        search = None if path is None else [
            self.archive + entry.partition(ARCHIVE_TAIL)[2] for entry in path
            if ARCHIVE_TAIL in entry and not entry.startswith(self.archive)]
        return importlib.machinery.PathFinder.find_spec(name, search)

    def ready(self, name: str = "") -> bool:
        """Whether the whole library is on ``sys.path`` (downloaded now if need be, for the
        module ``name``: said on the console, since the build should have kept it)."""
        if self.state == "waiting":
            print(f"The standard module {name} was left out of the site's library: "
                  "downloading the whole library.")  # i18n: not shown (the console)
            try:
                data = self.fetch(self.url)
                with open(self.archive, "wb") as file:
                    file.write(data)
            except Exception:
                self.state = "failed"
                return False
            # (A new entry of sys.path has no cached finder to invalidate.)
            sys.path.append(self.archive)
            self.state = "added"
        return self.state == "added"


def install(url: str) -> StdlibOnDemand:
    """Put the finder last on ``sys.meta_path`` (once), for the whole library at ``url``."""
    for finder in sys.meta_path:
        if isinstance(finder, StdlibOnDemand):
            return finder
    finder = StdlibOnDemand(url)
    with contextlib.suppress(Exception):
        sys.meta_path.append(finder)
    return finder
