"""Assemble the deployable static site into ``_site/``.

The site is the page (index.html, pyscript.toml), the ``byte`` Python package, our static
files, and only those runtime files from ``node_modules`` that the boot actually loads:

* PyScript: ``core.js`` plus every chunk reached by following its imports, except the
  plugins that ``pyscript.toml`` switches off and the lazy features we never use.
* Pyodide: the interpreter, its wasm, the standard library zip and a lock file trimmed to
  the packages we ship (none: our code travels through ``[files]``).
* fake-indexeddb: the in-memory IndexedDB that the loader installs when the browser denies
  storage (a cross-site iframe).

The page's loader is written as ES modules with one job each (``static/boot.js``, which
imports the parts in ``static/boot/``); the site gets them joined into one script in
``static/boot.js``'s place (:func:`joined_loader`, ``tools/join_modules.py``): one request
and no module graph to walk before the boot's downloads start.

The page is written once per language (:func:`language_page`): ``index.html`` in English
and ``index.<tag>.html`` beside it for each other language and the tests' pseudo-language,
each with its markup translated, its first paint drawn with that language's catalogue
installed, the loader's texts written in (no request) and its own manifest; the compiled
catalogues go to ``locale/<tag>.mo``, which the page's Python loads when it starts (only
for the language in use: English loads none).

It also writes the illustrated rules pages (``rules/<game>.html``, by ``tools/rules_pages.py``
with the board code, so they need no Python in the browser).

The build also regenerates the ``[files]`` table of ``pyscript.toml`` from the package tree.
The site gets the package as archives instead (``python/page.zip`` for the page,
``python/worker.zip`` for the computer player, one per game loaded on first use: one
request each instead of one per file), with ``.pyc`` files compiled by the shipped Pyodide
under Node, so the browser skips compiling our modules at every boot. The build
fills the service worker's precache list (versioned by a hash of the cached content) and the
loader's table of runtime sizes, and writes ``.gz`` / ``.br`` copies of large text files.

Run ``python tools/build.py`` (``--out DIR`` to build elsewhere, ``--salt TEXT`` to force a
new version, as the update-flow test does).
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import i18n as catalogues  # tools/i18n.py
import join_modules  # tools/join_modules.py
import rules_pages  # (puts the project on sys.path)

from byte import i18n
from byte.web import first_paint, first_visit

try:  # optional: brotli compresses better; gzip alone is fine
    import brotli
except ImportError:  # pragma: no cover - depends on the environment
    brotli = None

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "_site"
PACKAGE = "byte"
CONFIG = "pyscript.toml"
CACHE_DIR = ROOT / "node_modules" / ".cache" / "byte-site"

# Files at the top of the site besides index.html and the config.
STATIC_DIR = "static"
# The interpreter PyScript loads: Pyodide's entry, wrapped (see the file). Emitted beside
# the vendored pyodide.mjs, since PyScript takes the folder of its URL as Pyodide's.
INTERPRETER_ENTRY = "interpreter.mjs"
# In static/ in the source, emitted elsewhere: the service worker at the site root (so its
# scope is the site), the interpreter beside Pyodide.
SOURCE_ONLY = {"sw.js", INTERPRETER_ENTRY}
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
BOOT_RUNTIME = tuple(name for name in PYODIDE_FILES if name != "python_stdlib.zip")
"""The vendored runtime files a boot loads (the standard library is the trimmed one)."""
# A memory snapshot of Pyodide, started (tools/snapshot.mjs): the page's and the computer
# player's interpreters restore it instead of starting Python. It ships gzip-compressed as a
# file of its own (the loaders inflate it with DecompressionStream), so its download is
# small whether or not the host compresses what it sends. Beside our archives, not in the
# vendored runtime's folder: that is cached as immutable, and the snapshot may change
# (with tools/snapshot.mjs) while the Pyodide version stays.
SNAPSHOT = "python/pyodide-snapshot.gz"
SNAPSHOT_SCRIPT = ROOT / "tools" / "snapshot.mjs"
# The standard library as the site ships it: Pyodide's, trimmed to the modules the site's
# Python imports (found by tools/stdlib_modules.mjs). Pyodide's whole one stays in the
# vendored folder, for the modules left out (byte/web/stdlib_on_demand.py fetches it
# when one is imported) and for an interpreter entry cached before the trimmed one.
STDLIB = "stdlib-{digest}.zip"
"""In the vendored runtime's folder (cached as immutable), named by its content."""
STDLIB_FULL = "python_stdlib.zip"
STDLIB_SCRIPT = ROOT / "tools" / "stdlib_modules.mjs"
STDLIB_MARK = "/*BUILD:STDLIB*/null"  # in static/interpreter.mjs: the trimmed one's path
# Pyodide packages the page loads (the npm package ships no wheels, so this stays empty).
PYODIDE_PACKAGES: tuple[str, ...] = ()
# PyScript chunks that core imports lazily for features we never use. Any other lazy
# import is a plugin (kept unless the config disables it) or an unknown chunk that makes
# the build stop, so a PyScript upgrade is reviewed instead of silently breaking the boot.
PYSCRIPT_LAZY_UNUSED = ("codemirror", "zip", "pyodide_graph")
PYSCRIPT_ALWAYS = ("error", "toml")  # "!error" still imports it; toml parses our config

COMPRESSIBLE = {".js", ".mjs", ".wasm", ".json", ".jsonl", ".html", ".css", ".svg", ".toml",
                ".py", ".pyc", ".webmanifest", ".txt", ".mo"}
COMPRESS_MIN_BYTES = 1024

# The page's loader: static/boot.js and the modules of static/boot/ it imports, which the
# site gets joined into one script (tools/join_modules.py) in boot.js's place.
BOOT_SCRIPT = "boot.js"
BOOT_PARTS = "boot"
LOADER_HEADER = ("// The page's loader: static/boot.js and the modules of static/boot/ it "
                 "imports,\n// joined by tools/build.py.\n\n")
# Placeholders the build fills in the loader (static/boot/page.js) and static/sw.js.
RUNTIME_MARK = "/*BUILD:RUNTIME*/null"
VERSION_MARK = '/*BUILD:VERSION*/"dev"'
PRECACHE_MARK = "/*BUILD:PRECACHE*/[]"
WORKER_MARK = "/*BUILD:WORKER*/null"
WORKER_SCRIPT = "bot-worker.js"  # in static/: the computer player's worker
FIRST_MARK = "/*BUILD:FIRST*/null"
FIRST_SCRIPT = "first-board.js"  # in static/: which board the page paints first
FIRST_BOARDS = "static/first-boards.json"  # every game's start as a still board
SKELETON = '<div class="board-skeleton" aria-hidden="true"></div>'
"""In index.html's board box: the build puts the opening game's still board before it."""
WELCOME_EMPTY = '<h2 id="welcome-title" translate="no">Welcome!</h2>'
"""In index.html's welcome dialog: the build writes the whole welcome in its place."""

# The page's languages (static/language.js, index.html's Language choice).
LANGUAGE_MARK = "/*BUILD:LANGUAGES*/null"
LANGUAGE_SCRIPT = "language.js"
LANGUAGE_KEY = "byte.language"
"""Where the page keeps the language the player chose (local storage)."""
TEXTS_EMPTY = '<script type="application/json" id="page-texts">{}</script>'
"""In index.html's head: the build writes the loader's texts in the page's language there."""
LANGUAGE_SELECT = ('<select id="language-select" name="language" '
                   'aria-labelledby="language-legend"></select>')
"""In index.html's Sound and looks: the build lists the languages in it."""
LOCALE_DIR = "locale"
"""The site folder of the compiled catalogues: ``locale/<tag>.mo``."""
MANIFEST = "static/manifest.webmanifest"
MANIFEST_TEXTS = ("name", "short_name", "description")
"""The manifest's fields a player reads (translated in each language's manifest)."""
RULES_LINK = re.compile(r'href="\./rules/([a-z0-9_-]+)\.html"')


class BuildError(Exception):
    """The site cannot be built; the message says what to do."""


@dataclass
class BuildResult:
    out: Path
    version: str
    precache: list[str]
    files: list[Path] = field(default_factory=list)
    seconds: float = 0.0


# ---------------------------------------------------------------------------- package tree

COMMAND_LINE_ONLY = ("byte/__main__.py", "byte/cli.py", "byte/cli_*.py", "byte/arena.py",
                     "byte/players.py", "byte/protocols/*.py")
"""The modules of ``python -m byte`` alone (its commands, the arena of matches, the engine
protocols), which the site leaves out too: no page or worker imports them
(tests/test_build.py checks it), and with them go the standard modules only they use
(argparse, multiprocessing, queue, shlex, pickle: about 60 kB of the trimmed library)."""


def package_files(root: Path = ROOT) -> list[str]:
    """Every file of the ``byte`` package that the browser needs, as sorted posix paths."""
    base = root / PACKAGE
    found = []
    for path in sorted(base.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix in {".pyc", ".pyo"}:
            continue
        rel = path.relative_to(root)
        if any(rel.match(pattern) for pattern in COMMAND_LINE_ONLY):
            continue
        found.append(rel.as_posix())
    return found


def files_table(paths: list[str]) -> str:
    """The ``[files]`` TOML table mapping each package file to the same place in Pyodide."""
    lines = ["[files]"]
    lines += [f'"./{p}" = "./{p}"' for p in paths]
    return "\n".join(lines) + "\n"


FILES_BEGIN = "# BEGIN generated by tools/build.py from the byte/ package tree: do not edit"
FILES_END = "# END generated"


def render_config(text: str, paths: list[str], table: str | None = None) -> str:
    """Return the config text with its generated ``[files]`` block replaced (or appended):
    ``paths`` each to the same place, or the ``table`` given."""
    block = f"{FILES_BEGIN}\n{files_table(paths) if table is None else table}{FILES_END}\n"
    pattern = re.compile(re.escape(FILES_BEGIN) + r".*?" + re.escape(FILES_END) + r"\n?", re.S)
    if pattern.search(text):
        return pattern.sub(lambda _m: block, text)
    return text.rstrip("\n") + "\n\n" + block


def sync_config(root: Path = ROOT) -> bool:
    """Rewrite the source ``pyscript.toml`` so ``[files]`` lists the package tree.

    Returns True when the file changed (a module was added or removed).
    """
    path = root / CONFIG
    old = path.read_text(encoding="utf-8")
    new = render_config(old, package_files(root))
    if new != old:
        path.write_text(new, encoding="utf-8")
        return True
    return False


# ---------------------------------------------------------------------------- vendor lists

def _npm_version(package_dir: Path) -> str:
    try:
        return json.loads((package_dir / "package.json").read_text())["version"]
    except FileNotFoundError as err:
        raise BuildError(f"{package_dir} is missing: run `npm ci` first") from err


IMPORT_RE = re.compile(r"""(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}/[^"']+)["']""")
DYNAMIC_RE = re.compile(r"""\bimport\(\s*["'](\.{1,2}/[^"']+)["']\s*\)""")
PLUGIN_RE = re.compile(r"""["']?([\w-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*["']\./([^"']+)["']""")


def chunk_stem(name: str) -> str:
    """``py-editor-C4XsZtn7.js`` -> ``py-editor`` (Rollup appends an 8-char hash)."""
    return re.sub(r"-[A-Za-z0-9_-]{8}\.js$", "", name)


def static_imports(source: str) -> list[str]:
    dynamic = set(DYNAMIC_RE.findall(source))
    return [s for s in IMPORT_RE.findall(source) if s not in dynamic]


def pyscript_chunks(dist: Path, disabled_plugins: set[str]) -> list[str]:
    """Files of PyScript's dist that a page with our config loads, from core.js's imports."""
    needed: set[str] = set()

    def visit(name: str, follow_dynamic: bool) -> None:
        if name in needed:
            return
        path = dist / name
        if not path.is_file():
            raise BuildError(f"PyScript imports {name}, which is not in {dist}")
        needed.add(name)
        source = path.read_text(encoding="utf-8")
        for spec in static_imports(source):
            visit(Path(spec).name, follow_dynamic=False)
        if not follow_dynamic:
            return
        plugins = {file: plugin for plugin, file in PLUGIN_RE.findall(source)}
        for spec in sorted(set(DYNAMIC_RE.findall(source))):
            file = Path(spec).name
            stem = chunk_stem(file)
            plugin = plugins.get(file)
            if plugin is not None:
                if plugin in PYSCRIPT_ALWAYS or plugin not in disabled_plugins:
                    visit(file, follow_dynamic=False)
            elif stem in PYSCRIPT_ALWAYS:
                visit(file, follow_dynamic=False)
            elif not any(stem.startswith(lazy) for lazy in PYSCRIPT_LAZY_UNUSED):
                raise BuildError(
                    f"PyScript core lazily imports an unknown chunk {file!r}: decide whether "
                    "the boot needs it (tools/build.py PYSCRIPT_* lists)"
                )

    visit("core.js", follow_dynamic=False)
    # core.js only re-exports the main chunk; the main chunk holds the lazy imports.
    for name in list(needed):
        if name != "core.js":
            needed.discard(name)
            visit(name, follow_dynamic=True)
    return sorted(needed)


def esm_closure(base: Path, entry: str) -> list[str]:
    """Relative ES-module import closure of ``entry`` inside ``base`` (posix paths)."""
    seen: set[str] = set()
    todo = [entry]
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        source = (base / rel).read_text(encoding="utf-8")
        for spec in IMPORT_RE.findall(source) + DYNAMIC_RE.findall(source):
            target = (Path(rel).parent / spec).as_posix()
            todo.append(_normalise(target))
    return sorted(seen)


def _normalise(posix: str) -> str:
    parts: list[str] = []
    for part in posix.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def trimmed_lock(lock: dict, keep: tuple[str, ...] = PYODIDE_PACKAGES) -> dict:
    """The Pyodide lock file reduced to the packages we load (and their dependencies)."""
    packages = lock.get("packages", {})
    wanted: set[str] = set()
    todo = list(keep)
    while todo:
        name = todo.pop()
        if name in wanted:
            continue
        if name not in packages:
            raise BuildError(f"Pyodide lock file has no package {name!r}")
        wanted.add(name)
        todo += packages[name].get("depends", [])
    return {**lock, "packages": {k: v for k, v in packages.items() if k in wanted}}


BOOT_GAME = "byte"
"""The game the page opens on: its folder loads at boot; every other game's on first use."""
GAME_FILES = f"{PACKAGE}/games/files.json"
"""Generated into the site: each lazily loaded game's archive, for the page and the worker."""
ARCHIVES = "python"
"""The site folder of the package's archives: ``page.zip`` (what the page's Python boots
with), ``worker.zip`` (the computer player's), and one per game loaded on first use."""
PAGE_SCRIPT = f"{PACKAGE}/web/main.py"
"""The page's entry point, which index.html names as a script: shipped as a file too."""
# The archives' entries carry this date so that a rebuild of the same files is the same
# archive (the site's version is a hash of its content).
ARCHIVE_DATE = (1980, 1, 1, 0, 0, 0)


def lazy_game(path: str) -> str | None:
    """The game whose folder holds this package file, when that game loads on first use.

    None for the files every boot needs: the shell, the registry and the opening game.

    >>> lazy_game("byte/games/reversi/__pycache__/rules.cpython-314.pyc")
    'reversi'
    >>> lazy_game("byte/games/__pycache__/__init__.cpython-314.pyc") is None
    True
    >>> lazy_game("byte/games/__init__.py") is None, lazy_game("byte/games/byte/view.py") is None
    (True, True)
    """
    parts = path.split("/")
    if (len(parts) >= 4 and parts[:2] == [PACKAGE, "games"]
            and parts[2] not in (BOOT_GAME, "__pycache__")):
        return parts[2]
    return None


def split_by_game(paths: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    """The files loaded at boot, and each other game's files (site-relative, ``./`` first)."""
    boot: list[str] = []
    lazy: dict[str, list[str]] = {}
    for path in paths:
        game = lazy_game(path)
        if game is None:
            boot.append(path)
        else:
            lazy.setdefault(game, []).append(f"./{path}")
    return boot, lazy


def sourceless(paths: list[str]) -> dict[str, str]:
    """The entries of an archive of the site files ``paths``: entry name -> site file.

    A module of ours whose unchecked bytecode is among ``paths`` ships as that bytecode
    alone, in the module's own place (``x.pyc`` beside where ``x.py`` would be, which
    importlib loads without a source), so the browser downloads each module once, not
    twice (the sources were about a third of an archive). Everything else ships as it is:
    PyScript's own bytecode (checked against the package PyScript writes out), and the
    page's entry script, which the page names as a file.

    >>> sourceless(["byte/a.py", "byte/__pycache__/a.cpython-314.pyc", "byte/b.json"])
    {'byte/a.pyc': 'byte/__pycache__/a.cpython-314.pyc', 'byte/b.json': 'byte/b.json'}
    >>> list(sourceless(["byte/web/main.py", "byte/web/__pycache__/main.cpython-314.pyc"]))
    ['byte/web/main.py', 'byte/web/__pycache__/main.cpython-314.pyc']
    """
    compiled: dict[str, str] = {}  # our source -> its bytecode
    for rel in paths:
        folder, _, name = rel.rpartition("/__pycache__/")
        if folder.split("/")[0] == PACKAGE and name.endswith(".pyc"):
            compiled[f"{folder}/{name.split('.')[0]}.py"] = rel
    alone = {source: made for source, made in compiled.items()
             if source in paths and source != PAGE_SCRIPT}
    entries: dict[str, str] = {}
    for rel in paths:
        if rel in alone:
            entries[rel.removesuffix(".py") + ".pyc"] = alone[rel]
        elif rel not in alone.values():
            entries[rel] = rel
    return entries


def write_archive(out: Path, name: str, paths: list[str]) -> str:
    """Pack the site files ``paths`` (relative to ``out``) into ``<ARCHIVES>/<name>.zip``
    (our modules as bytecode alone: :func:`sourceless`) and return its site path (``./``
    first).

    One archive instead of a hundred small files: the runtime fetches each [files] entry
    as its own request, and unpacks an archive whose destination ends in ``/*``.
    """
    target = out / ARCHIVES / f"{name}.zip"
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for entry_name, rel in sorted(sourceless(paths).items()):
            entry = zipfile.ZipInfo(entry_name, ARCHIVE_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, (out / rel).read_bytes())
    return f"./{target.relative_to(out).as_posix()}"


def archives_table(archives: list[str]) -> str:
    """The site's ``[files]`` table: each archive unpacked into Python's home folder."""
    return "[files]\n" + "".join(f'"{path}" = "./*"\n' for path in archives)


def worker_needs(path: str) -> bool:
    """Whether the computer player's worker loads this package file: all of the package
    but the page's modules (``byte/web/``), except its own ``byte/web/worker``, the finder
    of left-out standard modules ``byte/web/stdlib_on_demand`` and the downloads it shares
    with the page, ``byte/web/game_files`` (.py or .pyc).
    """
    parts = path.split("/")
    if parts[:2] != [PACKAGE, "web"]:
        return True
    return parts[-1].split(".")[0] in ("worker", "stdlib_on_demand", "game_files")


# ---------------------------------------------------------------------------- bytecode

PRECOMPILE_SCRIPT = ROOT / "tools" / "precompile.mjs"


def precompile(sources: list[str], out: Path, pyodide_dir: Path, root: Path = ROOT, *,
               checked: bool = False) -> list[str]:
    """Write unchecked-hash ``.pyc`` files for ``sources`` (``.py`` paths under ``root``) into
    ``out`` (``checked``: checked-hash ones, which Python compares with their source).

    They are compiled by the shipped Pyodide itself (under Node), so their bytecode version
    is the browser's. Returns the ``.pyc`` paths, relative to ``out``. Results are cached by
    the hash of the sources and the runtime, so an unchanged tree costs nothing.
    """
    hasher = hashlib.sha256(PRECOMPILE_SCRIPT.read_bytes())
    hasher.update(_npm_version(pyodide_dir).encode() + (b"checked" if checked else b""))
    for rel in sources:
        hasher.update(rel.encode() + b"\0" + hashlib.sha256((root / rel).read_bytes()).digest())
    cached = CACHE_DIR / f"pyc-{hasher.hexdigest()[:16]}"
    listing = cached / "files.json"
    if not listing.is_file():
        node = shutil.which("node")
        if node is None:
            raise BuildError("Node.js is needed to precompile the Python files (npm ci brings it)")
        # A staging folder of this build's own, so parallel builds never share one.
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f"{cached.name}.", suffix=".tmp", dir=CACHE_DIR))
        run = subprocess.run(
            [node, str(PRECOMPILE_SCRIPT), str(pyodide_dir), str(root), str(staging),
             *(["--checked-hash"] if checked else []), *sources],
            capture_output=True, text=True, check=False)
        if run.returncode != 0:
            raise BuildError(f"precompiling the Python files failed:\n{run.stderr.strip()}")
        made = json.loads(run.stdout.strip().splitlines()[-1])
        (staging / "files.json").write_text(json.dumps(sorted(made.values())), encoding="utf-8")
        try:
            staging.replace(cached)  # atomic: a cached tree is always whole
        except OSError:
            if listing.is_file():
                # Another build of the same tree (a parallel test process) cached it first,
                # and may be copying from it now: keep that one.
                shutil.rmtree(staging, ignore_errors=True)
            else:  # a folder without its listing is no cached tree: replace it
                shutil.rmtree(cached, ignore_errors=True)
                staging.replace(cached)
    compiled = json.loads(listing.read_text(encoding="utf-8"))
    for rel in compiled:
        _copy(cached / rel, out / rel)
    return compiled


IMPORT_NAMES = re.compile(r"^\s*(?:from\s+([A-Za-z_][\w.]*)\s+import\b|import\s+([A-Za-z_][\w.]*))",
                          re.M)


def imported_names(python_files: list[Path], other_files: list[Path] = ()) -> list[str]:
    """Every absolute module name imported in ``python_files`` (anywhere: in functions
    too), and the names in ``import`` lines of ``other_files`` (Python that JavaScript
    runs: PyScript's bundle, our loaders)."""
    names: set[str] = set()
    for path in python_files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    for path in other_files:
        for found in IMPORT_NAMES.findall(path.read_text(encoding="utf-8")):
            names.update(name for name in found if name)
    return sorted(names)


def stdlib_files(pyodide_dir: Path, names: list[str]) -> list[str]:
    """The files of Pyodide's standard library behind the modules ``names`` load (and
    those Pyodide itself loads at start), found by ``tools/stdlib_modules.mjs``; cached."""
    hasher = hashlib.sha256(STDLIB_SCRIPT.read_bytes())
    hasher.update(_npm_version(pyodide_dir).encode() + "\0".join(names).encode())
    cached = CACHE_DIR / f"stdlib-{hasher.hexdigest()[:16]}.json"
    if not cached.is_file():
        node = shutil.which("node")
        if node is None:
            raise BuildError("Node.js is needed to find the standard library modules we use")
        run = subprocess.run([node, str(STDLIB_SCRIPT), str(pyodide_dir), *names],
                             capture_output=True, text=True, check=False)
        if run.returncode != 0:
            raise BuildError(f"finding the standard library modules failed:\n"
                             f"{run.stderr.strip()}")
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        tmp.write_text(run.stdout.strip().splitlines()[-1], encoding="utf-8")
        tmp.replace(cached)
    return json.loads(cached.read_text(encoding="utf-8"))


def trimmed_stdlib(whole: Path, keep: list[str]) -> bytes:
    """Pyodide's standard library zip with only the files ``keep`` (entries copied as
    they are: the same names, dates and compression)."""
    wanted = set(keep)
    buffer = io.BytesIO()
    with zipfile.ZipFile(whole) as source, zipfile.ZipFile(buffer, "w") as trimmed:
        for entry in source.infolist():
            if entry.filename in wanted:
                trimmed.writestr(entry, source.read(entry), compress_type=entry.compress_type,
                                 compresslevel=9)
        missing = wanted - set(source.namelist())
    if missing:
        raise BuildError(f"the standard library lacks {sorted(missing)[:5]}")
    return buffer.getvalue()


def interpreter_snapshot(pyodide_dir: Path, stdlib: Path) -> bytes:
    """The gzip-compressed memory snapshot of the shipped Pyodide (see ``SNAPSHOT``), made
    under Node by ``tools/snapshot.mjs`` with the standard library the site ships
    (``stdlib``: the snapshot remembers what is in it); cached by the script, the runtime
    it ran and that library."""
    hasher = hashlib.sha256(SNAPSHOT_SCRIPT.read_bytes())
    hasher.update(_npm_version(pyodide_dir).encode())
    hasher.update(hashlib.sha256(stdlib.read_bytes()).digest())
    cached = CACHE_DIR / f"snapshot-{hasher.hexdigest()[:16]}.gz"
    if not cached.is_file():
        node = shutil.which("node")
        if node is None:
            raise BuildError("Node.js is needed to make the interpreter's snapshot (npm ci "
                             "brings it)")
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE_DIR) as work:
            raw = Path(work) / "snapshot"
            run = subprocess.run([node, str(SNAPSHOT_SCRIPT), str(pyodide_dir), str(raw),
                                  str(stdlib)],
                                 capture_output=True, text=True, check=False)
            if run.returncode != 0 or not raw.is_file():
                raise BuildError(f"making the interpreter's snapshot failed:\n"
                                 f"{run.stderr.strip()}")
            packed = Path(work) / "snapshot.gz"
            packed.write_bytes(gzip.compress(raw.read_bytes(), compresslevel=9, mtime=0))
            packed.replace(cached)  # atomic: a cached snapshot is always whole
    return cached.read_bytes()


PYSCRIPT_STDLIB = Path("src") / "stdlib" / "pyscript.js"
"""In PyScript's npm package: its own Python package, as the text its bundle writes out."""


def pyscript_sources(core: Path) -> tuple[Path, list[str]]:
    """PyScript's own Python package (``pyscript/*.py``), exactly as PyScript writes it into
    the browser's file system and imports it before our script at every boot: a folder and
    the paths in it. Compiled like ours, it is one compile fewer per boot.

    The text comes from the package's stdlib module; each file must be in the shipped bundle
    word for word (else the bytecode would only ever be compiled afresh in the browser).
    Both are checked once per PyScript version: the folder is kept with its listing.
    """
    folder = CACHE_DIR / f"pyscript-{_npm_version(core)}"
    listing = folder / "files.json"
    if listing.is_file():
        return folder, json.loads(listing.read_text(encoding="utf-8"))
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js is needed to read PyScript's Python files (npm ci brings it)")
    module = (core / PYSCRIPT_STDLIB).resolve().as_uri()
    run = subprocess.run(
        [node, "--input-type=module", "-e",
         f"const m = await import({json.dumps(module)}); console.log(JSON.stringify(m.default));"],
        capture_output=True, text=True, check=False)
    if run.returncode != 0:
        raise BuildError(f"reading PyScript's Python files failed:\n{run.stderr.strip()}")
    files = json.loads(run.stdout)["pyscript"]
    bundle = "".join(p.read_text(encoding="utf-8") for p in (core / "dist").glob("core-*.js"))
    stale = [name for name, text in files.items()
             if json.dumps(text, ensure_ascii=False) not in bundle]
    if stale:
        raise BuildError(f"PyScript's bundle does not hold these files as its stdlib has them: "
                         f"{stale}")
    for name, text in files.items():
        target = folder / "pyscript" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
    paths = sorted(f"pyscript/{name}" for name in files)
    listing.write_text(json.dumps(paths), encoding="utf-8")  # last: a listed folder is whole
    return folder, paths


# ---------------------------------------------------------------------------- first paint

def first_paint_page(html: str) -> str:
    """index.html with what a visit shows before Python runs (byte/web/first_paint.py):
    the opening game's start as a still board in the board box, and the welcome."""
    if html.count(SKELETON) != 1 or html.count(WELCOME_EMPTY) != 1:
        raise BuildError("index.html must hold the board skeleton and the welcome's title "
                         "once each (tools/build.py SKELETON, WELCOME_EMPTY)")
    opening = first_paint.still_boards()[first_paint.OPENING]
    game = first_paint.OPENING.split("/")
    html = html.replace(SKELETON, opening + SKELETON)
    return html.replace(WELCOME_EMPTY, first_visit.welcome_html(f"{game[0]}/{game[1]}"))


def first_paint_table() -> dict:
    """What static/first-board.js needs to choose the first board without Python."""
    return first_paint.link_table() | {"opening": first_paint.OPENING,
                                       "keptKeys": first_visit.kept_keys(),
                                       "savedGame": first_visit.STORAGE_KEY}


# ---------------------------------------------------------------------------- languages

def page_languages() -> list[str]:
    """Every language the build writes a page for: the site's, then the pseudo-language."""
    return [language.tag for language in i18n.LANGUAGES] + [i18n.PSEUDO]


def page_name(tag: str) -> str:
    """A language's page, beside index.html (so every relative address stays right):
    ``index.html`` for English, ``index.fr.html`` for French."""
    return "index.html" if tag == i18n.DEFAULT else f"index.{tag}.html"


def catalogue_path(tag: str) -> str:
    return f"{LOCALE_DIR}/{tag}.mo"


def first_boards_path(tag: str) -> str:
    """Every game's still start as ``tag``'s page draws it (square names read aloud)."""
    return FIRST_BOARDS if tag == i18n.DEFAULT else FIRST_BOARDS.replace(".json", f".{tag}.json")


def manifest_path(tag: str) -> str:
    return MANIFEST if tag == i18n.DEFAULT else MANIFEST.replace(".webmanifest",
                                                                 f".{tag}.webmanifest")


def language_table() -> dict:
    """What static/language.js needs: the languages offered, each one's page."""
    return {"tags": [language.tag for language in i18n.LANGUAGES], "pseudo": i18n.PSEUDO,
            "fallback": i18n.DEFAULT, "key": LANGUAGE_KEY,
            "pages": {tag: "./" if tag == i18n.DEFAULT else f"./{page_name(tag)}"
                      for tag in page_languages()}}


def loader_messages(root: Path = ROOT) -> list[str]:
    """The loader's texts: every ``tr("…")`` of the scripts in static/ (the loader's parts too)."""
    return sorted({message.id for message in catalogues.messages(root)
                   if message.where.startswith(f"{STATIC_DIR}/")
                   and message.where.partition(":")[0].endswith(".js")})


def loader_texts(tag: str, translate, messages: list[str]) -> dict[str, str]:
    """The loader's texts in language ``tag``, for the page to carry (none in English:
    the scripts' own texts are English)."""
    if tag == i18n.DEFAULT:
        return {}
    return {message: translate(message) for message in messages}


def language_options(tag: str) -> str:
    """The Language choice's options: each language in its own words (and marked as
    such for screen readers), this page's chosen."""
    return "".join(
        f'<option value="{language.tag}" lang="{language.tag}"'
        f'{" selected" if language.tag == tag else ""}>{language.name}</option>'
        for language in i18n.LANGUAGES)


def language_page(html: str, tag: str, translate, texts: dict[str, str]) -> str:
    """index.html as language ``tag``'s page: its markup's texts through ``translate``,
    the first paint drawn in the language installed now (the caller installs ``tag``'s
    catalogue), ``<html lang>`` and where its catalogue and still boards are, the loader's
    texts, the Language choice and its manifest."""
    for piece in (TEXTS_EMPTY, LANGUAGE_SELECT, '<html lang="en"', f'href="./{MANIFEST}"'):
        if html.count(piece) != 1:
            raise BuildError(f"index.html must hold {piece!r} once (tools/build.py)")
    html = first_paint_page(catalogues.translate_markup(html, translate))
    attributes = f'<html lang="{tag}"'
    if tag != i18n.DEFAULT:
        attributes += (f' data-catalogue="./{catalogue_path(tag)}"'
                       f' data-first-boards="./{first_boards_path(tag)}"')
    html = html.replace('<html lang="en"', attributes)
    data = json.dumps(texts, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    html = html.replace(TEXTS_EMPTY, TEXTS_EMPTY.replace("{}", data))
    html = html.replace(LANGUAGE_SELECT, LANGUAGE_SELECT.replace(
        "></select>", f">{language_options(tag)}</select>"))
    return html.replace(f'href="./{MANIFEST}"', f'href="./{manifest_path(tag)}"')


def link_rules_pages(out: Path) -> None:
    """Point each language's page at the rules pages in its language
    (``rules/<tag>/<game>.html``) where the site has them (written after the pages: they
    link back to them)."""
    for tag in page_languages():
        if tag == i18n.DEFAULT:
            continue
        page = out / page_name(tag)
        html = page.read_text(encoding="utf-8")
        linked = RULES_LINK.sub(
            lambda found, tag=tag: f'href="./rules/{tag}/{found.group(1)}.html"'
            if (out / "rules" / tag / f"{found.group(1)}.html").is_file() else found.group(0),
            html)
        if linked != html:
            page.write_text(linked, encoding="utf-8")


def language_manifest(text: str, tag: str, translate) -> str:
    """The web app manifest in language ``tag``: its name and description translated,
    its ``lang`` and start page that language's."""
    manifest = json.loads(text)
    for key in MANIFEST_TEXTS:
        if key in manifest:
            manifest[key] = translate(manifest[key])
    manifest["lang"] = tag
    if tag != i18n.DEFAULT:
        manifest["start_url"] = f"../{page_name(tag)}"
    return json.dumps(manifest, ensure_ascii=False, indent=2) + "\n"


def write_language_pages(out: Path, html: str, root: Path = ROOT) -> list[Path]:
    """Every language's page, catalogue, still boards and manifest (see :func:`language_page`);
    returns the pages written."""
    written = []
    manifest = (root / MANIFEST).read_text(encoding="utf-8")
    messages = loader_messages(root)
    try:
        for tag in page_languages():
            translate = catalogues.lookup(tag, root)
            compiled = None
            if tag != i18n.DEFAULT:
                compiled = catalogues.compiled(tag, root)
                (out / catalogue_path(tag)).parent.mkdir(parents=True, exist_ok=True)
                (out / catalogue_path(tag)).write_bytes(compiled)
            i18n.install(tag, compiled)
            if tag != i18n.DEFAULT and i18n.language() != tag:
                raise BuildError(f"the compiled catalogue of {tag} cannot be read")
            page = out / page_name(tag)
            texts = loader_texts(tag, translate, messages)
            page.write_text(language_page(html, tag, translate, texts), encoding="utf-8")
            written.append(page)
            (out / first_boards_path(tag)).parent.mkdir(parents=True, exist_ok=True)
            (out / first_boards_path(tag)).write_text(
                json.dumps(first_paint.still_boards(), separators=(",", ":")), encoding="utf-8")
            (out / manifest_path(tag)).write_text(language_manifest(manifest, tag, translate),
                                                  encoding="utf-8")
    finally:
        i18n.install(i18n.DEFAULT)
    return written


# ---------------------------------------------------------------------------- the build

def _packed(data: bytes, suffix: str) -> bytes:
    """``data`` compressed as ``.gz`` or ``.br`` (empty when that saves too little), cached
    by content."""
    digest = hashlib.sha256(data).hexdigest()
    cached = CACHE_DIR / (digest + suffix)
    if not cached.exists():
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        if suffix == ".gz":
            packed = gzip.compress(data, compresslevel=9, mtime=0)
        else:
            packed = brotli.compress(data, quality=9)
        if len(packed) > 0.95 * len(data):  # not worth it: mark as incompressible
            packed = b""
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        tmp.write_bytes(packed)
        tmp.replace(cached)
    return cached.read_bytes()


def _encodings() -> list[str]:
    return [".gz"] + ([".br"] if brotli is not None else [])


def _compressed_copies(path: Path) -> None:
    data = path.read_bytes()
    for suffix in _encodings():
        packed = _packed(data, suffix)
        if packed:
            path.with_name(path.name + suffix).write_bytes(packed)


def download_size(path: Path) -> int:
    """About what a host that compresses sends for ``path``: its smallest encoding."""
    data = path.read_bytes()
    return min([len(data)] + [len(p) for s in _encodings() if (p := _packed(data, s))])


def joined_loader(root: Path = ROOT) -> str:
    """The page's loader as the site ships it: ``static/boot.js`` and the modules it
    imports joined into one script, checked by Node's parser (two modules declaring the
    same name would clash), with the runtime's placeholder still to fill."""
    try:
        script = LOADER_HEADER + join_modules.join(root / STATIC_DIR / BOOT_SCRIPT)
    except join_modules.JoinError as err:
        raise BuildError(f"the loader's modules cannot be joined: {err}") from err
    if script.count(RUNTIME_MARK) != 1:
        raise BuildError(f"the loader must hold the {RUNTIME_MARK} placeholder once")
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js is needed to check the joined loader")
    with tempfile.TemporaryDirectory() as tmp:
        joined = Path(tmp) / "boot.mjs"
        joined.write_text(script, encoding="utf-8")
        run = subprocess.run([node, "--check", str(joined)], capture_output=True, text=True,
                             check=False)
    if run.returncode != 0:
        raise BuildError(f"the joined loader does not parse:\n{run.stderr.strip()}")
    return script


def _fill_placeholder(root: Path, name: str, target: Path, mark: str, value: object) -> None:
    """Write static/``name`` to ``target`` with its placeholder ``mark`` replaced by
    ``value`` as compact JSON (what only the build knows: a path, a table)."""
    text = (root / STATIC_DIR / name).read_text(encoding="utf-8")
    if mark not in text:
        raise BuildError(f"static/{name} lacks the {mark} placeholder")
    target.write_text(text.replace(mark, json.dumps(value, separators=(",", ":"))),
                      encoding="utf-8")


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _local_refs(html: str) -> list[str]:
    return [m for m in re.findall(r"""(?:src|href)=["']([^"'#?]+)""", html)
            if not re.match(r"^[a-z]+:|^//", m)]


def build(out: Path = DEFAULT_OUT, *, salt: str = "", root: Path = ROOT,
          compress: bool = True, bytecode_wanted: bool = True) -> BuildResult:
    """Build the site into ``out`` (replacing it) and return what was built."""
    started = time.perf_counter()
    node = root / "node_modules"
    core_dist = node / "@pyscript" / "core" / "dist"
    pyodide_dir = node / "pyodide"
    fake_idb = node / "fake-indexeddb"
    versions = {
        "pyscript": _npm_version(node / "@pyscript" / "core"),
        "pyodide": _npm_version(pyodide_dir),
        "fake-indexeddb": _npm_version(fake_idb),
    }
    vendor = {name: f"{STATIC_DIR}/vendor/{name}-{ver}" for name, ver in versions.items()}

    sync_config(root)
    config_text = (root / CONFIG).read_text(encoding="utf-8")
    config = tomllib.loads(config_text)
    interpreter = config.get("interpreter", "")
    expected = f"./{vendor['pyodide']}/{INTERPRETER_ENTRY}"
    if interpreter != expected:
        raise BuildError(f"{CONFIG}: interpreter must be {expected!r} (is {interpreter!r})")
    disabled = {p[1:] for p in config.get("plugins", []) if p.startswith("!")}
    # PyScript loads plugins per interpreter type: MicroPython's list must say the same.
    html_source = (root / "index.html").read_text(encoding="utf-8")
    mpy = re.search(r"<mpy-config>(.*?)</mpy-config>", html_source, re.S)
    mpy_plugins = tomllib.loads(mpy.group(1)).get("plugins", []) if mpy else []
    if sorted(mpy_plugins) != sorted(config.get("plugins", [])):
        raise BuildError(f"index.html <mpy-config> plugins must equal {CONFIG}'s plugins")

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    # Config and our package, with bytecode the browser can load without compiling (the
    # pages come after the rules pages, which they link to).
    package = package_files(root)
    for rel in package:
        _copy(root / rel, out / rel)
    sources = [rel for rel in package if rel.endswith(".py")]
    bytecode = precompile(sources, out, pyodide_dir, root) if bytecode_wanted else []
    shipped = package + bytecode  # what Python in the browser gets, .py and .pyc alike
    # PyScript's own package, which the page imports before our script (checked-hash: a
    # mismatch would only cost the compile this saves).
    pyscript_bytecode: list[str] = []
    if bytecode_wanted:
        pyscript_root, pyscript_py = pyscript_sources(node / "@pyscript" / "core")
        pyscript_bytecode = precompile(pyscript_py, out, pyodide_dir, pyscript_root,
                                       checked=True)
    # Games other than the opening one load on first use: the boot's archive holds the
    # rest, plus the table of each other game's archive.
    at_boot, per_game = split_by_game(shipped)
    game_archives = {game: write_archive(out, game, [p.removeprefix("./") for p in paths])
                     for game, paths in per_game.items()}
    (out / GAME_FILES).write_text(json.dumps(game_archives, indent=1), encoding="utf-8")
    page_archive = write_archive(out, "page", [*at_boot, GAME_FILES, *pyscript_bytecode])
    worker_archive = write_archive(out, "worker", [p for p in at_boot if worker_needs(p)])
    # The files themselves stay out of the site, but for the page's entry point.
    for rel in [*shipped, GAME_FILES, *pyscript_bytecode]:
        if rel != PAGE_SCRIPT:
            (out / rel).unlink()
    for top in (out / PACKAGE, out / "pyscript"):
        for folder in [*sorted(top.rglob("*"), reverse=True), top]:
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
    (out / CONFIG).write_text(render_config(config_text, [], archives_table([page_archive])),
                              encoding="utf-8")

    # Our static files (the service worker goes to the root so its scope is the site).
    for src in sorted((root / STATIC_DIR).rglob("*")):
        rel = src.relative_to(root / STATIC_DIR)
        if src.is_dir() or rel.parts[0] == "vendor" or "__pycache__" in rel.parts:
            continue
        if rel.as_posix() in SOURCE_ONLY or rel.parts[0] == BOOT_PARTS:
            continue
        _copy(src, out / STATIC_DIR / rel)
    # The loader, joined (before the version is taken: it hashes the joined script).
    boot = joined_loader(root)
    (out / STATIC_DIR / BOOT_SCRIPT).write_text(boot, encoding="utf-8")

    # Runtime.
    for name in pyscript_chunks(core_dist, disabled):
        _copy(core_dist / name, out / vendor["pyscript"] / name)
    for name in PYODIDE_FILES:
        if name == "pyodide-lock.json":
            lock = trimmed_lock(json.loads((pyodide_dir / name).read_text()))
            dst = out / vendor["pyodide"] / name
            dst.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")
        else:
            _copy(pyodide_dir / name, out / vendor["pyodide"] / name)
    # The standard library, trimmed to what our Python and PyScript's import.
    scripts = [*sorted(core_dist.glob("core-*.js")), *sorted((root / STATIC_DIR).glob("*.js")),
               *sorted((root / STATIC_DIR).glob("*.mjs"))]
    if bytecode_wanted:
        pyscript_root, pyscript_py = pyscript_sources(node / "@pyscript" / "core")
        ours = [root / rel for rel in sources] + [pyscript_root / rel for rel in pyscript_py]
    else:
        ours = [root / rel for rel in sources]
    stdlib_keep = stdlib_files(pyodide_dir, imported_names(ours, scripts))
    trimmed = trimmed_stdlib(pyodide_dir / STDLIB_FULL, stdlib_keep)
    stdlib = f"{vendor['pyodide']}/" + STDLIB.format(
        digest=hashlib.sha256(trimmed).hexdigest()[:12])
    (out / stdlib).write_bytes(trimmed)
    _fill_placeholder(root, INTERPRETER_ENTRY, out / vendor["pyodide"] / INTERPRETER_ENTRY,
                      STDLIB_MARK, f"./{Path(stdlib).name}")
    snapshot = interpreter_snapshot(pyodide_dir, out / stdlib)
    (out / SNAPSHOT).parent.mkdir(parents=True, exist_ok=True)
    (out / SNAPSHOT).write_bytes(snapshot)
    idb_base = fake_idb / "build" / "esm"
    for rel in esm_closure(idb_base, "index.js"):
        _copy(idb_base / rel, out / vendor["fake-indexeddb"] / rel)

    _fill_placeholder(root, FIRST_SCRIPT, out / STATIC_DIR / FIRST_SCRIPT, FIRST_MARK,
                      first_paint_table())

    # The page in every language, with every game's start as a still board for a link's
    # first paint (static/boot/first-paint.js), and the loader's table of the languages' pages.
    language_pages = write_language_pages(out, html_source, root)

    # The illustrated rules pages, drawn by the board code at build time (in every
    # language: they link to each language's page, which links back to them).
    pages = rules_pages.write_pages(out)
    link_rules_pages(out)
    _fill_placeholder(root, LANGUAGE_SCRIPT, out / STATIC_DIR / LANGUAGE_SCRIPT,
                      LANGUAGE_MARK, language_table())

    # Every local reference of the pages must exist in the site.
    for page in [*language_pages, *pages]:
        html = page.read_text(encoding="utf-8")
        missing = [ref for ref in _local_refs(html)
                   if not (page.parent / ref).resolve().is_file()]
        if missing:
            name = page.relative_to(out).as_posix()
            raise BuildError(f"{name} references files the site lacks: {missing}")

    # Files the boot touches: everything except the storage fallback (only used where no
    # service worker can exist) and the service worker itself.
    # The catalogues are not: the service worker keeps the one a page uses when it comes.
    site_files = sorted(p for p in out.rglob("*") if p.is_file())
    versioned = [p for p in site_files
                 if not p.relative_to(out).as_posix().startswith(vendor["fake-indexeddb"])]
    precached = [p for p in versioned
                 if not p.relative_to(out).as_posix().startswith(f"{LOCALE_DIR}/")]
    hasher = hashlib.sha256(salt.encode())
    for path in versioned:
        hasher.update(path.relative_to(out).as_posix().encode() + b"\0")
        hasher.update(hashlib.sha256(path.read_bytes()).digest())
    version = hasher.hexdigest()[:12]
    precache = ["./"] + [
        "./" + p.relative_to(out).as_posix() for p in precached if p.name != "index.html"
        or p.parent != out
    ]

    pyodide_url = f"./{vendor['pyodide']}"
    runtime = {
        "version": version,
        # Paths are relative to the site root.
        "core": f"./{vendor['pyscript']}/core.js",
        "fakeIndexedDB": f"./{vendor['fake-indexeddb']}/index.js",
        # Sizes of the big downloads, so the loader can show real progress, and about how
        # much they weigh over the wire, for its words.
        "sizes": {f"{pyodide_url}/{n}": (out / vendor["pyodide"] / n).stat().st_size
                  for n in BOOT_RUNTIME} | {f"./{stdlib}": (out / stdlib).stat().st_size,
                                            f"./{SNAPSHOT}": len(snapshot)},
        # (The snapshot is compressed already: it travels as it is.)
        "download": sum(download_size(out / vendor["pyodide"] / n) for n in BOOT_RUNTIME)
        + download_size(out / stdlib) + len(snapshot),
        # The interpreter's snapshot, which the loader downloads after the interpreter.
        "snapshot": f"./{SNAPSHOT}",
        # Everything the boot will ask for, one step after another; the loader starts all
        # of it at once so the downloads overlap.
        "modules": [f"./{vendor['pyscript']}/{p.name}"
                    for p in sorted((out / vendor["pyscript"]).iterdir())]
        + [f"{pyodide_url}/{INTERPRETER_ENTRY}", f"{pyodide_url}/pyodide.mjs",
           f"{pyodide_url}/pyodide.asm.mjs"],
        # The modules the page itself runs when Python runs in a worker.
        "pageModules": [f"./{vendor['pyscript']}/{p.name}"
                        for p in sorted((out / vendor["pyscript"]).iterdir())],
        "fetches": [f"{pyodide_url}/{n}" for n in BOOT_RUNTIME if not n.endswith(".mjs")]
        + [f"./{stdlib}", f"./{CONFIG}", page_archive, f"./{PAGE_SCRIPT}"],
        "stdlib": f"./{stdlib}",
        # The whole standard library, for a module the trimmed one left out.
        "stdlibFull": f"{pyodide_url}/{STDLIB_FULL}",
        # What the page's own PyScript fetches before it starts the worker.
        "pageFetches": [f"./{CONFIG}", f"./{PAGE_SCRIPT}"],
        # The first paint (static/boot/first-paint.js): a link's still boards, and
        # where the page keeps the board last shown.
        "firstBoards": f"./{FIRST_BOARDS}",
        "keptBoard": first_paint.KEPT_BOARD_KEY,
    }
    (out / STATIC_DIR / BOOT_SCRIPT).write_text(
        boot.replace(RUNTIME_MARK, json.dumps(runtime)), encoding="utf-8")

    # The computer player's worker loads the same runtime and package files as the page.
    worker = (root / STATIC_DIR / WORKER_SCRIPT).read_text(encoding="utf-8")
    if WORKER_MARK not in worker:
        raise BuildError(f"static/{WORKER_SCRIPT} lacks the {WORKER_MARK} placeholder")
    setup = {"pyodide": f"{pyodide_url}/", "snapshot": f"./{SNAPSHOT}",
             "archive": worker_archive, "games": game_archives, "stdlib": f"./{stdlib}",
             "stdlibFull": f"{pyodide_url}/{STDLIB_FULL}"}
    (out / STATIC_DIR / WORKER_SCRIPT).write_text(
        worker.replace(WORKER_MARK, json.dumps(setup)), encoding="utf-8")

    sw = (root / STATIC_DIR / "sw.js").read_text(encoding="utf-8")
    for mark in (VERSION_MARK, PRECACHE_MARK):
        if mark not in sw:
            raise BuildError(f"static/sw.js lacks the {mark} placeholder")
    sw = sw.replace(VERSION_MARK, json.dumps(version))
    sw = sw.replace(PRECACHE_MARK, json.dumps(precache, indent=0))
    (out / "sw.js").write_text(sw, encoding="utf-8")

    files = sorted(p for p in out.rglob("*") if p.is_file())
    if compress:
        for path in files:
            if path.suffix in COMPRESSIBLE and path.stat().st_size >= COMPRESS_MIN_BYTES:
                _compressed_copies(path)
    return BuildResult(out=out, version=version, precache=precache, files=files,
                       seconds=time.perf_counter() - started)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--salt", default="", help="extra text mixed into the version")
    parser.add_argument("--no-compress", action="store_true", help="skip .gz/.br copies")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="ship only the .py sources (the browser compiles them at boot)")
    args = parser.parse_args(argv)
    try:
        result = build(args.out, salt=args.salt, compress=not args.no_compress,
                       bytecode_wanted=not args.no_bytecode)
    except BuildError as err:
        print(f"build failed: {err}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in result.files)
    print(f"built {result.out} version {result.version}: {len(result.files)} files, "
          f"{size / 1e6:.1f} MB, {len(result.precache)} precached, {result.seconds:.1f} s"
          + ("" if brotli else " (no brotli module: gzip only)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
