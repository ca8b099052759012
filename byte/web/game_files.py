"""Games downloaded on first use: the page boots with the opening game only.

The build leaves every other game's folder out of the boot's archive, packs each into an
archive of its own and writes a table of them (``byte/games/files.json``: game id to the
archive's site path). :class:`GameFiles` is an import hook: the first
``import byte.games.<id>...`` of a game that is not on the interpreter's file system yet
downloads that game's archive, unpacks it where the boot would have, and lets the normal
import go on. So nothing else in the shell needs to know that a game came late;
``byte.games.rules("reversi")`` just works.

The download is synchronous on purpose: imports are. Where Python runs in a worker (every
top-level page) that blocks only the worker; inside a cross-site frame it is one short
request, answered by the service worker's cache once one exists.

>>> import io, zipfile
>>> packed = io.BytesIO()
>>> with zipfile.ZipFile(packed, "w") as archive:
...     archive.writestr("byte/games/reversi/rules.py", "# rules")
>>> unpacked = {}
>>> hook = GameFiles({"reversi": "./python/reversi.zip"}, fetch=lambda path: packed.getvalue(),
...                  unpack=lambda data: unpacked.update(read_archive(data)))
>>> hook.find_spec("byte.games.reversi.rules", None) is None  # then the usual finders run
True
>>> unpacked
{'byte/games/reversi/rules.py': b'# rules'}
>>> hook.pending
{}
"""

from __future__ import annotations

import importlib
import importlib.abc
import io
import json
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path

from byte import games
from byte.errors import ByteError
from byte.i18n import tr

TABLE = Path("byte/games/files.json")
PREFIX = "byte.games."


def read_archive(data: bytes) -> dict[str, bytes]:
    """The files of a zip archive, by path."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()
                if not name.endswith("/")}


def unpack_archive(data: bytes) -> None:
    """Write a downloaded archive's files under the interpreter's working directory."""
    files = read_archive(data)
    for name in files:
        if Path(name).is_absolute() or ".." in Path(name).parts:
            raise ValueError(f"an archive may not write outside its folder: {name}")
    for name, content in files.items():
        target = Path(name)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)


class GameFiles(importlib.abc.MetaPathFinder):
    """An import hook that downloads a game's archive the first time it is imported."""

    def __init__(self, table: dict[str, str], fetch: Callable[[str], bytes],
                 unpack: Callable[[bytes], None] = unpack_archive) -> None:
        self.pending = dict(table)
        self.fetch = fetch
        self.unpack = unpack

    def find_spec(self, fullname: str, path: object, target: object = None) -> None:
        if not fullname.startswith(PREFIX):
            return None
        game = fullname[len(PREFIX):].split(".")[0]
        archive = self.pending.get(game)
        if archive is None:
            return None
        try:
            data = self.fetch(archive)
            self.unpack(data)
        except Exception as error:
            name = games.GAMES[game].title if game in games.GAMES else game
            raise ByteError(tr("{game} could not be downloaded ({error}); check the connection "
                               "and try again", game=name, error=error)) from None
        del self.pending[game]
        refresh_path_finders()
        return None  # the files are in place: the usual path finder takes it from here


# x-user-defined hands bytes 0x80-0xFF over as U+F780-U+F7FF, ASCII as itself.
_BYTES_BACK = {0xF700 + byte: byte for byte in range(0x80, 0x100)}


def from_user_defined(text: str) -> bytes:
    """The bytes of a response read with the ``x-user-defined`` charset.

    >>> from_user_defined("a\uf780\uf7ff")
    b'a\\x80\\xff'
    """
    return text.translate(_BYTES_BACK).encode("latin-1")


def refresh_path_finders() -> None:
    """Have the import system look again at folders that gained files (an unpacked
    archive). Only the path entries' finders: ``importlib.invalidate_caches()`` would
    import ``importlib.metadata`` too, which the site's trimmed standard library leaves
    out (tools/build.py)."""
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


def browser_fetch(base: str) -> Callable[[str], bytes]:
    """A synchronous download of a site path, through the page's (or worker's) network."""
    def fetch(path: str) -> bytes:
        import js

        request = js.XMLHttpRequest.new()
        request.open("GET", base + path.removeprefix("./"), False)
        # A synchronous request in a page cannot ask for bytes; this charset hands each
        # byte over as one character (0x80-0xFF mapped to U+F780-U+F7FF).
        request.overrideMimeType("text/plain; charset=x-user-defined")  # i18n: not shown
        request.send(None)
        if request.status != 200:
            raise OSError(f"HTTP {request.status} for {path}")  # i18n: not shown (HTTP)
        return from_user_defined(str(request.responseText))

    return fetch


def install(base: str) -> GameFiles | None:
    """Put the hook in place when the boot left games out (the built site always does)."""
    if not TABLE.exists():
        return None
    try:
        table = json.loads(TABLE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    hook = GameFiles(table, browser_fetch(base))
    sys.meta_path.insert(0, hook)
    return hook
