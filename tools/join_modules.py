"""Join an ES module and the modules it imports into one script, for the page's loader.

The loader (``static/boot.js``) is written as small ES modules in ``static/boot/``, one job
each; the site ships them joined into one file, so the page makes one request for its
loader and the browser walks no module graph before the downloads start. The join is
plain text work, so the modules keep to a simple form that it can check:

* imports are ``import { a, b } from "./x.js";`` or ``import "./x.js";`` at the start of
  a line, of our own modules only (no ``as``, no ``*``, no default);
* exports are ``export`` in front of a top-level ``function``, ``async function``,
  ``const``, ``let`` or ``class`` (no ``export { … }``, no default);
* a module uses another's name only by importing it (checked: the joined script would
  find it anyway, the modules loaded one by one would not), and every imported name is
  exported by its module;
* no import cycles;
* no template literal or string spans lines.

Each module comes once, after the modules it imports, in the order a browser runs them,
so the joined script behaves as the modules do. Two modules declaring the same top-level
name would clash in the joined script: the build has Node check its syntax. The joined
script leaves out the modules' whole-line comments and blank lines (the why stays in the
sources; the page downloads and parses less): safe because no line of a module's code is
inside a template literal or a string.
"""

from __future__ import annotations

import re
from pathlib import Path

IMPORT = re.compile(r'^import\s*(?:\{([^}]*)\}\s*from\s*)?"(\.{1,2}/[^"]+)";[ \t]*\n', re.M)
OTHER_IMPORT = re.compile(r"""^\s*import\s*[\w{*"'`]""", re.M)
EXPORT = re.compile(r"^export\s+(?=(?:async\s+)?function\b|const\b|let\b|class\b)", re.M)
OTHER_EXPORT = re.compile(r"^\s*export\b", re.M)
DECLARED = re.compile(r"^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+"
                      r"([A-Za-z_$][\w$]*)", re.M)
EXPORTED = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+"
                      r"([A-Za-z_$][\w$]*)", re.M)
# Comments and quoted strings, left out when looking for the names a module uses (a
# template literal's text is kept: its ${…} parts are code).
NOT_CODE = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)


class JoinError(Exception):
    """The modules cannot be joined; the message says which and why."""


def _imports(source: str) -> list[tuple[list[str], str]]:
    found = []
    for names, spec in IMPORT.findall(source):
        listed = [name.strip() for name in names.split(",") if name.strip()]
        found.append((listed, spec))
    return found


def module_order(entry: Path) -> list[Path]:
    """``entry`` and every module it imports, each after the modules it imports."""
    order: list[Path] = []
    open_: list[Path] = []

    def visit(path: Path) -> None:
        if path in order:
            return
        if path in open_:
            cycle = " -> ".join(p.name for p in [*open_[open_.index(path):], path])
            raise JoinError(f"import cycle: {cycle}")
        if not path.is_file():
            raise JoinError(f"{path.name} is imported but missing")
        open_.append(path)
        for _names, spec in _imports(path.read_text(encoding="utf-8")):
            visit((path.parent / spec).resolve())
        open_.pop()
        order.append(path)

    visit(entry.resolve())
    return order


def _check(path: Path, source: str, exports: dict[Path, set[str]], base: Path) -> None:
    name = path.relative_to(base).as_posix()
    imported: set[str] = set()
    for names, spec in _imports(source):
        target = (path.parent / spec).resolve()
        for imported_name in names:
            if not re.fullmatch(r"[A-Za-z_$][\w$]*", imported_name):
                raise JoinError(f"{name}: import only plain names ({imported_name!r})")
            if imported_name not in exports[target]:
                raise JoinError(f"{name}: {target.name} exports no {imported_name}")
            imported.add(imported_name)
    rest = IMPORT.sub("", source)
    if OTHER_IMPORT.search(rest):
        raise JoinError(f"{name}: imports must read import {{ a, b }} from \"./x.js\";")
    if OTHER_EXPORT.search(EXPORT.sub("", rest)):
        raise JoinError(f"{name}: exports must be `export` before a declaration")
    code = NOT_CODE.sub(" ", rest)
    own = set(DECLARED.findall(rest))
    for other, names in exports.items():
        if other == path:
            continue
        for used in sorted(names - own - imported):
            if re.search(rf"(?<![\w$.]){re.escape(used)}(?![\w$])", code):
                raise JoinError(f"{name} uses {used} of {other.name} without importing it")


def without_comment_lines(source: str, name: str) -> str:
    """``source`` without its whole-line ``//`` comments and blank lines. Refuses a line of
    code with an odd number of backticks or a backslash at its end: a template literal or
    a string would go on to the next line, whose text a comment line there belongs to.

    >>> without_comment_lines('// why\\n\\nconst u = "http://x"; // note\\n  // more\\n', "m.js")
    'const u = "http://x"; // note\\n'
    """
    kept = []
    for number, line in enumerate(source.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        if line.count("`") % 2 or line.endswith("\\"):
            raise JoinError(f"{name}:{number}: a template literal or a string goes on to the "
                            "next line (join its lines with \\n)")
        kept.append(line)
    return "".join(f"{line}\n" for line in kept)


def join(entry: Path) -> str:
    """The script of ``entry`` and its modules, joined (see the module's docstring)."""
    order = module_order(entry)
    base = entry.resolve().parent
    sources = {path: path.read_text(encoding="utf-8") for path in order}
    exports = {path: set(EXPORTED.findall(source)) for path, source in sources.items()}
    parts = []
    for path in order:
        source = sources[path]
        _check(path, source, exports, base)
        name = path.relative_to(base).as_posix()
        # (The imports leave their lines empty, so a refusal names the module's own line.)
        code = IMPORT.sub(lambda found: "\n" * found.group(0).count("\n"), source)
        body = without_comment_lines(EXPORT.sub("", code), name)
        parts.append(f"// ---- {name}\n{body}")
    return "".join(parts)
