"""tools/build.py: the config lists every package file, the runtime is trimmed, the site is
complete and its service worker precache is versioned by content."""

from __future__ import annotations

import concurrent.futures
import gzip
import json
import os
import random
import re
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import i18n as catalogues  # noqa: E402 - tools/i18n.py


def walk_package(root: Path) -> set[str]:
    found = set()
    for folder, dirs, files in os.walk(root / "byte"):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            rel = Path(folder, name).relative_to(root)
            if not name.endswith((".pyc", ".pyo")) and not any(
                    rel.match(pattern) for pattern in build.COMMAND_LINE_ONLY):
                found.add(rel.as_posix())
    return found


def test_config_lists_every_package_file() -> None:
    """Fails when a module is added without rebuilding: run `python tools/build.py`."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    listed = config["files"]
    assert all(src == dst for src, dst in listed.items())
    assert {src.removeprefix("./") for src in listed} == walk_package(ROOT)
    assert "byte/__init__.py" in {src.removeprefix("./") for src in listed}


def test_package_files_ignores_caches(tmp_path: Path) -> None:
    (tmp_path / "byte" / "web" / "__pycache__").mkdir(parents=True)
    (tmp_path / "byte" / "__init__.py").write_text("")
    (tmp_path / "byte" / "web" / "main.py").write_text("")
    (tmp_path / "byte" / "web" / "__pycache__" / "main.cpython-311.pyc").write_bytes(b"")
    assert build.package_files(tmp_path) == ["byte/__init__.py", "byte/web/main.py"]


def test_package_files_leave_out_the_command_line(tmp_path: Path) -> None:
    for rel in ["byte/__main__.py", "byte/cli.py", "byte/cli_bestmove.py", "byte/arena.py",
                "byte/protocols/hub.py", "byte/bot.py", "byte/web/click_model.py"]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("")
    assert build.package_files(tmp_path) == ["byte/bot.py", "byte/web/click_model.py"]


def our_imports(path: Path) -> set[str]:
    """The modules of our package that a source file imports (anywhere in it, functions
    too), as repository paths: ``byte/x.py`` or ``byte/x/__init__.py``."""
    found = set()
    for name in build.imported_names([path]):  # the names the stdlib's trim reads too
        if name.split(".")[0] != "byte":
            continue
        base = name.replace(".", "/")
        for candidate in (f"{base}.py", f"{base}/__init__.py"):
            if (ROOT / candidate).is_file():
                found.add(candidate)
    return found


def test_the_site_ships_every_module_of_ours_it_imports() -> None:
    """Leaving the command line's modules out must not leave a page or worker import
    without its module (the browser would fail only when that code path runs)."""
    shipped = set(build.package_files())
    missing = {(source, needed) for source in shipped if source.endswith(".py")
               for needed in our_imports(ROOT / source) if needed not in shipped}
    assert not missing
    # and the check sees what it must: the command line's own imports are left out
    assert "byte/arena.py" in our_imports(ROOT / "byte/cli.py")
    assert "byte/arena.py" not in shipped


def test_render_config_replaces_only_the_generated_block() -> None:
    head = 'name = "Byte"\ninterpreter = "./x/pyodide.mjs"\n'
    once = build.render_config(head, ["byte/a.py"])
    assert once.startswith(head)
    twice = build.render_config(once, ["byte/a.py", "byte/b.py"])
    assert twice.startswith(head)
    assert tomllib.loads(twice)["files"] == {"./byte/a.py": "./byte/a.py",
                                             "./byte/b.py": "./byte/b.py"}
    assert twice.count(build.FILES_BEGIN) == 1
    assert build.render_config(twice, ["byte/a.py", "byte/b.py"]) == twice


def make_dist(tmp_path: Path, extra_lazy: str = "") -> Path:
    """A small stand-in for PyScript's dist folder with the same import shapes."""
    dist = tmp_path / "dist"
    dist.mkdir()
    files = {
        "core.js": 'export{a as b}from"./core-AAAAAAAA.js";',
        "core-AAAAAAAA.js": (
            'import{x}from"./shared-BBBBBBBB.js";'
            'const T=async e=>(await import("./toml-CCCCCCCC.js")).parse(e);'
            'var P={codemirror:()=>Promise.resolve(),'
            '"py-editor":()=>import("./py-editor-DDDDDDDD.js"),'
            'error:()=>import("./error-EEEEEEEE.js")};'
            'const Z=()=>import("./zip-FFFFFFFF.js");' + extra_lazy
        ),
        "shared-BBBBBBBB.js": "export const x=1;",
        "toml-CCCCCCCC.js": "export const parse=1;",
        "py-editor-DDDDDDDD.js": (
            'import"./core-AAAAAAAA.js";const l=()=>import("./cm-GGGGGGGG.js");'
        ),
        "error-EEEEEEEE.js": 'import{x}from"./core-AAAAAAAA.js";',
        "zip-FFFFFFFF.js": "",
        "cm-GGGGGGGG.js": "",
        "unknown-HHHHHHHH.js": "",
    }
    for name, text in files.items():
        (dist / name).write_text(text)
    return dist


def test_pyscript_chunks_follow_imports_and_skip_disabled_plugins(tmp_path: Path) -> None:
    dist = make_dist(tmp_path)
    assert build.pyscript_chunks(dist, {"py-editor"}) == [
        "core-AAAAAAAA.js", "core.js", "error-EEEEEEEE.js", "shared-BBBBBBBB.js",
        "toml-CCCCCCCC.js",
    ]
    # An enabled plugin comes with its static imports, not its own lazy features.
    with_editor = build.pyscript_chunks(dist, set())
    assert "py-editor-DDDDDDDD.js" in with_editor
    assert "cm-GGGGGGGG.js" not in with_editor
    # "!error" still imports the error chunk (PyScript calls its notOnDOM).
    assert "error-EEEEEEEE.js" in build.pyscript_chunks(dist, {"error", "py-editor"})


def test_pyscript_chunks_stop_at_an_unknown_lazy_chunk(tmp_path: Path) -> None:
    dist = make_dist(tmp_path, extra_lazy='const U=()=>import("./unknown-HHHHHHHH.js");')
    with pytest.raises(build.BuildError, match="unknown-HHHHHHHH.js"):
        build.pyscript_chunks(dist, {"py-editor"})


def test_real_pyscript_needs_only_a_few_chunks() -> None:
    dist = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    assert dist.is_dir(), "run `npm ci` (make test does)"
    chunks = build.pyscript_chunks(dist, {"deprecations-manager", "donkey", "py-editor",
                                          "py-game", "py-terminal"})
    stems = {build.chunk_stem(c) for c in chunks}
    assert stems == {"core.js", "core", "error", "toml"}
    all_js = [p for p in dist.glob("*.js")]
    assert len(chunks) < len(all_js) / 3


def test_esm_closure_follows_relative_imports(tmp_path: Path) -> None:
    (tmp_path / "lib").mkdir()
    (tmp_path / "index.js").write_text('import a from "./lib/a.js";\nexport * from "./b.js";')
    (tmp_path / "b.js").write_text("export const b = 1;")
    (tmp_path / "lib" / "a.js").write_text('import b from "../b.js"; export default b;')
    (tmp_path / "unused.js").write_text("")
    assert build.esm_closure(tmp_path, "index.js") == ["b.js", "index.js", "lib/a.js"]


def test_trimmed_lock_keeps_requested_packages_and_dependencies() -> None:
    lock = {"info": {"version": "1"}, "packages": {
        "a": {"depends": ["b"]}, "b": {"depends": []}, "c": {"depends": []}}}
    assert build.trimmed_lock(lock, ())["packages"] == {}
    assert set(build.trimmed_lock(lock, ("a",))["packages"]) == {"a", "b"}
    assert build.trimmed_lock(lock, ("a",))["info"] == {"version": "1"}
    with pytest.raises(build.BuildError, match="zzz"):
        build.trimmed_lock(lock, ("zzz",))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> build.BuildResult:
    return build.build(tmp_path_factory.mktemp("site"), compress=False)


def precache_of(site: Path) -> list[str]:
    text = (site / "sw.js").read_text()
    match = re.search(r"const PRECACHE = (\[.*?\]);", text, re.S)
    assert match, "sw.js has no filled precache list"
    return json.loads(match.group(1))


def test_site_holds_page_config_package_and_trimmed_runtime(built: build.BuildResult) -> None:
    out = built.out
    for rel in ["index.html", "pyscript.toml", "sw.js", "static/boot.js",
                "static/manifest.webmanifest", "static/icons/icon.svg"]:
        assert (out / rel).is_file(), rel
    shipped = {name for archive in ("page", "worker", "reversi", "checkers")
               for name in archive_names(out, archive)}
    # Every file of the package travels, modules as their bytecode alone.
    assert {rel.removesuffix(".py") + ".pyc" if rel.endswith(".py") else rel
            for rel in walk_package(ROOT) if rel != build.PAGE_SCRIPT} <= shipped
    assert (out / build.PAGE_SCRIPT).is_file()  # index.html names it
    assert not [rel for rel in walk_package(ROOT) if rel != build.PAGE_SCRIPT
                and (out / rel).exists()], "the package travels in its archives only"
    vendor = out / "static" / "vendor"
    pyodide = next(vendor.glob("pyodide-*"))
    # (And the standard library trimmed to what the site imports, named by its content.)
    assert sorted(p.name for p in pyodide.iterdir() if not p.name.startswith("stdlib-")) == sorted(
        [*build.PYODIDE_FILES, build.INTERPRETER_ENTRY])
    assert len([p for p in pyodide.iterdir() if p.name.startswith("stdlib-")]) == 1
    assert not (out / "static" / build.INTERPRETER_ENTRY).exists()  # beside Pyodide only
    config = tomllib.loads((out / "pyscript.toml").read_text())
    assert config["interpreter"] == f"./{pyodide.relative_to(out).as_posix()}/interpreter.mjs"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert lock["packages"] == {} and "info" in lock
    assert not list(out.rglob("*.map")), "source maps are not shipped"
    assert not list(out.rglob("*.d.ts"))


def test_precache_lists_existing_files_and_everything_the_boot_needs(
    built: build.BuildResult,
) -> None:
    out = built.out
    precache = precache_of(out)
    assert precache == built.precache
    assert precache[0] == "./"
    for entry in precache[1:]:
        assert (out / entry).is_file(), entry
    names = " ".join(precache)
    for needed in ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", "core.js",
                   "pyscript.toml", "python/page.zip", "python/worker.zip", "python/reversi.zip",
                   "boot.js", "manifest.webmanifest"]:
        assert needed in names
    assert "sw.js" not in names and "fake-indexeddb" not in names
    assert f'const VERSION = "{built.version}"' in (out / "sw.js").read_text()


def test_the_loader_ships_as_one_script_of_all_its_modules(built: build.BuildResult) -> None:
    out = built.out
    assert not (out / "static" / build.BOOT_PARTS).exists(), "the modules ship joined only"
    boot = (out / "static" / build.BOOT_SCRIPT).read_text()
    assert not re.search(r"^\s*(?:import|export)\b", boot, re.M)
    parts = sorted((ROOT / "static" / build.BOOT_PARTS).glob("*.js"))
    assert len(parts) > 5
    for part in parts:
        assert boot.count(f"// ---- boot/{part.name}\n") == 1
    # The entry comes last: every module it imports has run before the boot starts.
    assert boot.index("// ---- boot.js\n") > max(boot.index(f"// ---- boot/{part.name}\n")
                                                   for part in parts)
    assert build.RUNTIME_MARK not in boot
    assert "./static/boot.js" in built.precache


def test_loader_gets_runtime_paths_and_sizes(built: build.BuildResult) -> None:
    boot = (built.out / "static" / "boot.js").read_text()
    match = re.search(r"const RUNTIME = (\{.*?\});\n", boot)
    assert match, "boot.js placeholder not filled"
    runtime = json.loads(match.group(1))
    out = built.out
    assert (out / runtime["core"]).is_file()
    assert (out / runtime["fakeIndexedDB"]).is_file()
    for path, size in runtime["sizes"].items():
        assert (out / path).stat().st_size == size
    # What the loader starts early is exactly what the boot loads (all precached files
    # but the page, its styles, icons and manifest, and the loader itself).
    early = set(runtime["modules"]) | set(runtime["fetches"])
    assert set(runtime["pageFetches"]) == {"./pyscript.toml", f"./{build.PAGE_SCRIPT}"}
    assert set(runtime["pageFetches"]) < set(runtime["fetches"])
    assert all((out / path).is_file() for path in early)
    boot_files = {p for p in built.precache
                  if p.endswith((".js", ".mjs", ".wasm", ".zip", ".json", ".jsonl", ".py", ".pyc",
                                 ".toml", ".gz"))}
    # The loader itself and the computer player's worker and archive (started once the
    # page runs), the games loaded on first use, the interpreter's snapshot (after the
    # interpreter), the first paint's script and the still boards a link may need, the
    # page's own script of the player's looks and of its language, and the sounds (loaded
    # at the player's first gesture).
    later = {"./python/reversi.zip", "./python/checkers.zip", "./python/worker.zip",
             "./static/boot.js", "./static/bot-worker.js", f"./{build.SNAPSHOT}",
             "./static/first-board.js", "./static/looks.js", "./static/language.js",
             "./static/sound.js",
             f"./static/vendor/pyodide-{pyodide_version(built.out)}/{build.STDLIB_FULL}"}
    later |= {f"./{build.first_boards_path(tag)}" for tag in build.page_languages()}
    assert later < boot_files and early == boot_files - later
    # With Python in a worker, the page itself runs PyScript's modules only.
    assert set(runtime["pageModules"]) < set(runtime["modules"])
    assert all("/pyscript-" in path for path in runtime["pageModules"])
    # The words speak of the download a compressing host sends: less than the files.
    assert 0 < runtime["download"] < sum(runtime["sizes"].values())
    # The standard library the boot loads is the trimmed one; the whole one is for the
    # modules it left out.
    assert runtime["stdlib"] in runtime["fetches"] and runtime["stdlib"] in runtime["sizes"]
    assert re.fullmatch(r"\./static/vendor/pyodide-[\d.]+/stdlib-[0-9a-f]{12}\.zip",
                        runtime["stdlib"])
    assert runtime["stdlibFull"].endswith(build.STDLIB_FULL)
    assert not any(path.endswith(build.STDLIB_FULL) for path in runtime["fetches"])
    # The interpreter's snapshot: counted, and downloaded once the interpreter is in.
    assert runtime["snapshot"] == f"./{build.SNAPSHOT}" and runtime["snapshot"] in runtime["sizes"]


def test_the_interpreters_snapshot_ships_compressed(built: build.BuildResult) -> None:
    """A gzip file of its own (the loaders inflate it), which a host sends as it is: about a
    fifth of the memory it holds. Whether Pyodide restores it, the browser tests tell."""
    packed = (built.out / build.SNAPSHOT).read_bytes()
    memory = gzip.decompress(packed)
    assert len(memory) > 16 * 2**20  # an interpreter's memory, not a stub
    assert len(packed) < len(memory) / 4
    assert not (built.out / f"{build.SNAPSHOT}.gz").exists()  # no copy compressed again
    assert f"./{build.SNAPSHOT}" in built.precache  # offline too


def archive_names(out: Path, name: str) -> list[str]:
    with zipfile.ZipFile(out / build.ARCHIVES / f"{name}.zip") as archive:
        return archive.namelist()


def test_games_other_than_the_opening_one_load_on_first_use(built: build.BuildResult) -> None:
    """The boot's archive holds the shell and Byte; the page and the worker get a table of
    the other games' archives."""
    config = tomllib.loads((built.out / build.CONFIG).read_text())["files"]
    assert config == {"./python/page.zip": "./*"}
    page = archive_names(built.out, "page")
    assert "byte/games/byte/rules.pyc" in page and "byte/games/__init__.pyc" in page
    assert build.GAME_FILES in page
    with zipfile.ZipFile(built.out / "python" / "page.zip") as archive:
        table = json.loads(archive.read(build.GAME_FILES))
    assert table == {"checkers": "./python/checkers.zip", "reversi": "./python/reversi.zip"}
    for game in table:
        names = archive_names(built.out, game)
        assert f"byte/games/{game}/rules.pyc" in names
        assert not any(p.endswith(".py") for p in names)
        assert all(p.startswith(f"byte/games/{game}/") for p in names)
        assert not [p for p in page if f"/games/{game}/" in p]
    worker = (built.out / "static" / build.WORKER_SCRIPT).read_text()
    setup = json.loads(re.search(r"const SETUP = (\{.*?\});\n", worker).group(1))
    assert setup["games"] == table
    assert not [p for p in archive_names(built.out, "worker")
                if build.lazy_game(p)]


def test_archives_are_the_same_for_the_same_files(tmp_path: Path) -> None:
    """Entries carry a fixed date, so a rebuild does not change the site's version."""
    (tmp_path / "byte").mkdir()
    (tmp_path / "byte" / "a.py").write_text("A = 1\n")
    first = build.write_archive(tmp_path, "one", ["byte/a.py"])
    second = build.write_archive(tmp_path, "two", ["byte/a.py"])
    assert first == "./python/one.zip"
    assert (tmp_path / first).read_bytes() == (tmp_path / second).read_bytes()


def test_split_by_game_keeps_the_opening_game_at_boot() -> None:
    boot, lazy = build.split_by_game(["byte/search.py", "byte/games/__init__.py",
                                      "byte/games/byte/rules.py", "byte/games/reversi/view.py"])
    assert boot == ["byte/search.py", "byte/games/__init__.py", "byte/games/byte/rules.py"]
    assert lazy == {"reversi": ["./byte/games/reversi/view.py"]}


def test_download_size_is_the_smallest_encoding(tmp_path: Path) -> None:
    text = tmp_path / "a.js"
    text.write_text("let a = 1;\n" * 2000)
    assert build.download_size(text) < text.stat().st_size / 10
    noise = tmp_path / "b.bin"
    noise.write_bytes(random.Random(1).randbytes(5000))
    assert build.download_size(noise) == 5000  # incompressible: sent as it is


def test_every_module_ships_as_unchecked_bytecode_alone(built: build.BuildResult) -> None:
    """Each module of ours travels once: as bytecode where importlib loads a module without
    a source (``x.pyc`` in place of ``x.py``), in the archive that carries it; only the
    page's entry script keeps its source (the page names it), with bytecode beside it."""
    for source in [p for p in build.package_files() if p.endswith(".py")]:
        folder, name = source.rsplit("/", 1)
        archive_name = build.lazy_game(source) or "page"
        with zipfile.ZipFile(built.out / build.ARCHIVES / f"{archive_name}.zip") as archive:
            names = archive.namelist()
            if source == build.PAGE_SCRIPT:
                assert source in names
                bytecode = next(n for n in names if n.startswith(f"{folder}/__pycache__/"
                                                                 f"{name[:-3]}.cpython-"))
            else:
                assert source not in names
                assert not any(n.startswith(f"{folder}/__pycache__/{name[:-3]}.")
                               for n in names), source
                bytecode = source[:-3] + ".pyc"
            head = archive.read(bytecode)[:16]
        assert head[4:8] == bytes([1, 0, 0, 0])  # hash-based, never checked against a source
    # The source config (in the repository) lists no bytecode; only the site's copy does.
    assert not any(key.endswith(".pyc") for key in tomllib.loads(
        (build.ROOT / build.CONFIG).read_text())["files"])


def test_pyscripts_own_package_ships_with_checked_bytecode(built: build.BuildResult) -> None:
    """PyScript writes its Python package out at every boot and imports it before our
    script: the page's archive carries its bytecode, checked against that text (PEP 552),
    and the files themselves stay out of the site."""
    _, sources = build.pyscript_sources(build.ROOT / "node_modules" / "@pyscript" / "core")
    assert "pyscript/__init__.py" in sources
    with zipfile.ZipFile(built.out / build.ARCHIVES / "page.zip") as archive:
        names = archive.namelist()
        for source in sources:
            folder, name = source.rsplit("/", 1)
            pycs = [n for n in names if n.startswith(f"{folder}/__pycache__/{name[:-3]}.cpython-")]
            assert len(pycs) == 1, source
            assert archive.read(pycs[0])[4:8] == bytes([3, 0, 0, 0])  # checked-hash
    assert not (built.out / "pyscript").exists()


def test_bytecode_follows_the_source(tmp_path: Path) -> None:
    """A changed module gets new bytecode (the cache is keyed by the sources)."""
    root = tmp_path / "tree"
    (root / "byte").mkdir(parents=True)
    (root / "byte" / "__init__.py").write_text("ANSWER = 1\n")
    pyodide = build.ROOT / "node_modules" / "pyodide"
    first = build.precompile(["byte/__init__.py"], tmp_path / "one", pyodide, root)
    (root / "byte" / "__init__.py").write_text("ANSWER = 2\n")
    second = build.precompile(["byte/__init__.py"], tmp_path / "two", pyodide, root)
    assert first == second and first[0].startswith("byte/__pycache__/__init__.cpython-")
    one = (tmp_path / "one" / first[0]).read_bytes()
    two = (tmp_path / "two" / second[0]).read_bytes()
    assert one[:8] == two[:8] and one[8:16] != two[8:16]  # same header kind, new source hash


def test_parallel_builds_of_a_new_tree_share_its_bytecode(tmp_path: Path) -> None:
    """Test processes build the site at once: both compile a tree not cached yet, the first
    to finish caches it, and neither build fails nor loses a file."""
    root = tmp_path / "tree"
    (root / "byte").mkdir(parents=True)
    (root / "byte" / "__init__.py").write_text(f"TREE = {str(tmp_path)!r}\n")  # never cached
    pyodide = build.ROOT / "node_modules" / "pyodide"
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        runs = [pool.submit(build.precompile, ["byte/__init__.py"], tmp_path / name, pyodide,
                            root) for name in ("one", "two")]
        first, second = (run.result() for run in runs)
    assert first == second
    assert (tmp_path / "one" / first[0]).read_bytes() == (tmp_path / "two" / first[0]).read_bytes()


@pytest.mark.parametrize(("path", "needed"), [
    ("byte/bot.py", True),
    ("byte/__pycache__/search.cpython-314.pyc", True),
    ("byte/web/app.py", False),
    ("byte/web/worker_client.py", False),
    ("byte/web/__pycache__/svg.cpython-314.pyc", False),
    ("byte/web/worker.py", True),
    ("byte/web/__pycache__/worker.cpython-314.pyc", True),
])
def test_worker_needs_the_package_but_the_page(path: str, needed: bool) -> None:
    assert build.worker_needs(path) is needed


def test_worker_loads_the_same_runtime_and_files(built: build.BuildResult) -> None:
    worker = (built.out / "static" / build.WORKER_SCRIPT).read_text()
    match = re.search(r"const SETUP = (\{.*?\});\n", worker)
    assert match, "bot-worker.js placeholder not filled"
    setup = json.loads(match.group(1))
    assert (built.out / setup["pyodide"] / "pyodide.mjs").is_file()
    assert setup["archive"] == "./python/worker.zip"
    assert setup["snapshot"] == f"./{build.SNAPSHOT}"  # Python starts as on the page
    files = archive_names(built.out, "worker")
    assert set(files) <= set(archive_names(built.out, "page"))
    names = {path.rsplit("/", 1)[1].split(".")[0] for path in files}
    assert {"rules", "search", "engine", "bot", "worker"} <= names
    assert not names & {"app", "controller", "svg", "share", "worker_client"}  # page only


def test_version_follows_content(built: build.BuildResult, tmp_path: Path) -> None:
    again = build.build(tmp_path / "same", compress=False)
    assert again.version == built.version  # idempotent
    salted = build.build(tmp_path / "salted", compress=False, salt="next deploy")
    assert salted.version != built.version
    assert (tmp_path / "salted" / "sw.js").read_text() != (built.out / "sw.js").read_text()


def test_compressed_copies_are_smaller_and_decode_to_the_original(tmp_path: Path) -> None:
    import gzip

    sample = tmp_path / "big.js"
    sample.write_text("const x = 1;\n" * 2000)
    build._compressed_copies(sample)
    packed = tmp_path / "big.js.gz"
    assert packed.stat().st_size < sample.stat().st_size / 10
    assert gzip.decompress(packed.read_bytes()) == sample.read_bytes()
    if build.brotli is not None:
        br = tmp_path / "big.js.br"
        assert build.brotli.decompress(br.read_bytes()) == sample.read_bytes()


def test_manifest_makes_the_site_installable() -> None:
    """Icons exist with the declared sizes (PNG header), including maskable ones."""
    import struct

    static = ROOT / "static"
    manifest = json.loads((static / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["display"] == "standalone" and manifest["start_url"]
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    purposes = set()
    for icon in manifest["icons"]:
        path = static / icon["src"]
        assert path.is_file(), icon["src"]
        purposes.add(icon["purpose"])
        if icon["type"] == "image/png":
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", data[16:24])
            assert icon["sizes"] == f"{width}x{height}"
    assert {"any", "maskable"} <= purposes
    sizes = {i["sizes"] for i in manifest["icons"] if i["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes


def test_rules_pages_are_built_and_precached(built: build.BuildResult) -> None:
    for game in ("byte", "reversi", "checkers"):
        page = built.out / "rules" / f"{game}.html"
        assert page.is_file()
        assert f"./rules/{game}.html" in built.precache
    assert "./static/rules.css" in built.precache


def test_the_page_paints_the_game_before_python(built: build.BuildResult) -> None:
    """The built page holds the opening game's start as a still board, and the welcome;
    the first paint's script knows every game's variants and sizes; every game's start is
    there for a link, each with the live board's squares and nothing that takes input."""
    from byte import games
    from byte.web import first_paint
    from byte.web.board import board_svg
    from byte.web.controller import Session

    page = (built.out / "index.html").read_text()
    opening = first_paint.still_boards()[first_paint.OPENING]
    assert opening + build.SKELETON in page
    assert 'id="welcome-title">Welcome! What would you like to do?' in page
    assert page.count('data-welcome="') == 5  # four choices and "Not now"
    first = (built.out / "static" / build.FIRST_SCRIPT).read_text()
    assert build.FIRST_MARK not in first and '"opening":"byte/byte/8/0"' in first
    boards = json.loads((built.out / build.FIRST_BOARDS).read_text())
    expected = {first_paint.board_key(info.id, variant.id, size, flip)
                for info in games.GAMES.values() for variant in info.variants
                for size in variant.sizes for flip in (False, True)}
    assert set(boards) == expected
    square = re.compile(r'<g class="sq" id="sq-([^"]+)" data-square="\1"([^>]*)>')
    for key, markup in boards.items():
        game, variant, size, flip = key.split("/")
        session = Session()
        session.new_game(game=game, variant=variant, size=int(size))
        session.settings.flip = flip == "1"
        live = board_svg(session.position, session.view(), session.hooks)
        assert square.findall(markup) and all(rest == "" for _, rest in square.findall(markup))
        assert [name for name, _ in square.findall(markup)] == [
            name for name, _ in square.findall(live)], key
        assert f'data-position="{session.position.code()}"' in markup
        assert 'tabindex' not in markup and 'role="img"' in markup and 'data-still="1"' in markup


def pyodide_version(out: Path) -> str:
    return next((out / "static" / "vendor").glob("pyodide-*")).name.removeprefix("pyodide-")


def test_the_standard_library_is_trimmed_to_what_the_site_imports(
        built: build.BuildResult) -> None:
    """The boot's standard library holds the modules our Python imports (and PyScript's,
    and what Pyodide loads at start), in a fraction of the whole library's size; the
    snapshot is made with it; the interpreter entry names it."""
    out = built.out
    whole = out / "static" / "vendor" / f"pyodide-{pyodide_version(out)}" / build.STDLIB_FULL
    [trimmed_path] = whole.parent.glob("stdlib-*.zip")
    with zipfile.ZipFile(trimmed_path) as trimmed:
        names = set(trimmed.namelist())
    for needed in ("json/__init__.py", "random.py", "dataclasses.py", "html/__init__.py",
                   "zipfile/__init__.py", "encodings/cp437.py", "traceback.py",
                   "importlib/abc.py", "pyodide/ffi/__init__.py"):
        assert needed in names, needed
    assert "xml/dom/minidom.py" not in names and "statistics.py" not in names
    assert trimmed_path.stat().st_size < whole.stat().st_size / 2
    entry = (whole.parent / build.INTERPRETER_ENTRY).read_text()
    assert build.STDLIB_MARK not in entry and f'"./{trimmed_path.name}"' in entry
    worker = (out / "static" / build.WORKER_SCRIPT).read_text()
    assert f'"stdlib": "./static/vendor/pyodide-{pyodide_version(out)}/{trimmed_path.name}"' \
        in worker


# ---------------------------------------------------------------------------- languages

def page_texts(html: str) -> dict[str, str]:
    match = re.search(r'<script type="application/json" id="page-texts">(.*?)</script>', html,
                      re.S)
    assert match, "the page carries no loader texts"
    return json.loads(match.group(1))


def test_every_language_has_its_page_catalogue_and_manifest(built: build.BuildResult) -> None:
    from byte import i18n

    out = built.out
    assert build.page_languages() == [*(language.tag for language in i18n.LANGUAGES),
                                      i18n.PSEUDO]
    for tag in build.page_languages():
        page = (out / build.page_name(tag)).read_text(encoding="utf-8")
        assert f'<html lang="{tag}"' in page
        assert f'href="./{build.manifest_path(tag)}"' in page
        manifest = json.loads((out / build.manifest_path(tag)).read_text(encoding="utf-8"))
        assert manifest["lang"] == tag
        if tag == i18n.DEFAULT:
            # English needs no catalogue: the page fetches none and carries no texts.
            assert "data-catalogue" not in page and page_texts(page) == {}
            assert manifest["start_url"] == "../"
            continue
        assert f'data-catalogue="./{build.catalogue_path(tag)}"' in page
        assert (out / build.catalogue_path(tag)).read_bytes() == catalogues.compiled(tag)
        assert f"./{build.page_name(tag)}" in built.precache
        assert f"./{build.catalogue_path(tag)}" not in built.precache  # kept when used
        assert manifest["start_url"] == f"../{build.page_name(tag)}"
        boards = json.loads((out / build.first_boards_path(tag)).read_text(encoding="utf-8"))
        assert set(boards) == set(json.loads((out / build.FIRST_BOARDS).read_text()))


def test_a_language_page_is_written_in_its_language(built: build.BuildResult) -> None:
    page = (built.out / "index.fr.html").read_text(encoding="utf-8")
    assert "<title>Byte, Reversi et Dames" in page
    assert ">Nouvelle partie</button>" in page and ">New game</button>" not in page
    assert 'aria-label="Coup précédent"' in page
    texts = page_texts(page)
    assert texts["Retry"] == "Réessayer"
    assert set(texts) == set(build.loader_messages())
    assert texts["Getting the game ready… {done} of {total} MB"].count("{done}") == 1
    manifest = json.loads((built.out / "static/manifest.fr.webmanifest").read_text("utf-8"))
    assert manifest["name"] == "Byte, Reversi et Dames"
    # The Language choice lists every language in its own words, this one chosen.
    assert '<option value="fr" lang="fr" selected>Français</option>' in page
    assert '<option value="ja" lang="ja">日本語</option>' in page


def test_the_pseudo_language_page_marks_every_text(built: build.BuildResult) -> None:
    from byte import i18n

    page = (built.out / "index.en-XA.html").read_text(encoding="utf-8")
    # The markup's texts (the welcome and the board come from Python: their texts are the
    # catalogue's too, checked in the browser once every module's texts are wrapped).
    start = page.index('<dialog class="dialog welcome-dialog"')
    markup = page[:start] + page[page.index("</dialog>", start):]
    markup = re.sub(r'<select id="language-select".*?</select>|<svg.*?</svg>', "", markup,
                    flags=re.S)
    unmarked = [text for text in catalogues.markup_texts(markup)
                if not (text.startswith(i18n.PSEUDO_MARKS[0])
                        and text.endswith(i18n.PSEUDO_MARKS[1]))]
    assert unmarked == []


def test_the_loader_moves_a_visit_to_its_language(built: build.BuildResult) -> None:
    script = (built.out / "static" / build.LANGUAGE_SCRIPT).read_text(encoding="utf-8")
    match = re.search(r"const TABLE = (\{.*?\});\n", script)
    assert match, "static/language.js placeholder not filled"
    table = json.loads(match.group(1))
    assert table["pages"]["en"] == "./" and table["pages"]["pt-BR"] == "./index.pt-BR.html"
    for address in table["pages"].values():
        assert (built.out / address).resolve().is_file() or address == "./"
    assert table["pseudo"] not in table["tags"]  # never offered in the Language choice
