"""tools/join_modules.py: the loader's modules joined into one script, and what the join
refuses; and the loader's own modules keep to the form the join checks."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import join_modules  # noqa: E402

LOADER = ROOT / "static" / "boot.js"
PARTS = ROOT / "static" / "boot"


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder / "main.js"


def test_each_module_comes_once_after_what_it_imports(tmp_path: Path) -> None:
    entry = write(tmp_path, {
        "main.js": 'import { b } from "./parts/b.js";\nimport { a } from "./parts/a.js";\n'
                   "b(a);\n",
        "parts/a.js": "export const a = 1;\n",
        "parts/b.js": 'import { a } from "./a.js";\nimport "./c.js";\n'
                      "export function b(x) { return x + a; }\n",
        "parts/c.js": "globalThis.c = true;\n",
    })
    assert [p.relative_to(tmp_path).as_posix() for p in join_modules.module_order(entry)] == [
        "parts/a.js", "parts/c.js", "parts/b.js", "main.js"]
    script = join_modules.join(entry)
    assert "import" not in script and "export" not in script
    assert script.index("const a = 1;") < script.index("globalThis.c") \
        < script.index("function b(x)") < script.index("b(a);")
    assert script.count("const a = 1;") == 1
    assert "// ---- parts/a.js" in script


def test_dynamic_imports_and_imports_in_text_stay(tmp_path: Path) -> None:
    entry = write(tmp_path, {"main.js": 'const m = () => import("./later.js");\n'
                                        '// import { x } from "./nowhere.js" is only a comment\n'})
    assert 'import("./later.js")' in join_modules.join(entry)


def test_the_joined_script_leaves_out_comment_lines_and_blank_lines(tmp_path: Path) -> None:
    entry = write(tmp_path, {"main.js": '// Why this module is here.\n\nconst u = "http://x/";'
                                        " // kept: after code\n  // an aside\nf(u);\n"})
    assert join_modules.join(entry) == (
        '// ---- main.js\nconst u = "http://x/"; // kept: after code\nf(u);\n')


@pytest.mark.parametrize("line", ["const t = `a", "const s = 'a\\"])
def test_refuses_text_that_goes_on_to_the_next_line(tmp_path: Path, line: str) -> None:
    # The next line's "// b" would be text, not a comment: leaving it out would change it.
    entry = write(tmp_path, {"main.js": f"f();\n{line}\n// b`;\n"})
    with pytest.raises(join_modules.JoinError, match="main.js:2: a template literal"):
        join_modules.join(entry)


@pytest.mark.parametrize(("files", "problem"), [
    ({"main.js": 'import { a } from "./a.js";\n', "a.js": 'import { m } from "./main.js";\n'
      "export const a = 1;\n"}, "import cycle: main.js -> a.js -> main.js"),
    ({"main.js": 'import { a } from "./gone.js";\n'}, "gone.js is imported but missing"),
    ({"main.js": 'import { a } from "./a.js";\n', "a.js": "const a = 1;\n"},
     "a.js exports no a"),
    ({"main.js": 'import { a as b } from "./a.js";\n', "a.js": "export const a = 1;\n"},
     "import only plain names"),
    ({"main.js": 'import * as a from "./a.js";\n', "a.js": "export const a = 1;\n"},
     "imports must read"),
    ({"main.js": 'import "./a.js";\n', "a.js": "const a = 1;\nexport default a;\n"},
     "exports must be"),
    ({"main.js": 'import "./a.js";\n', "a.js": "const a = 1;\nexport { a };\n"},
     "exports must be"),
    ({"main.js": 'import "./a.js";\nconsole.log(shared);\n',
      "a.js": "export const shared = 1;\n"},
     "main.js uses shared of a.js without importing it"),
])
def test_refuses_what_the_modules_one_by_one_would_not_do(
    tmp_path: Path, files: dict[str, str], problem: str,
) -> None:
    with pytest.raises(join_modules.JoinError, match=re.escape(problem)):
        join_modules.join(write(tmp_path, files))


def test_a_name_in_a_comment_a_string_or_a_property_is_not_a_use(tmp_path: Path) -> None:
    entry = write(tmp_path, {
        "main.js": 'import "./a.js";\n// shared is a.js\'s\nconsole.log("shared", x.shared);\n',
        "a.js": "export const shared = 1;\n",
    })
    assert "console.log" in join_modules.join(entry)


def test_every_part_of_the_loader_is_joined_and_says_its_job() -> None:
    order = join_modules.module_order(LOADER)
    assert order[-1] == LOADER.resolve()
    assert set(order[:-1]) == {path.resolve() for path in PARTS.glob("*.js")}, \
        "every module of static/boot/ is imported by the loader"
    for path in PARTS.glob("*.js"):
        text = path.read_text(encoding="utf-8")
        header = text.split("\n\n", 1)[0]
        assert header.startswith("// ") and "Exposes" in header, f"{path.name}: header"
        exported = set(join_modules.EXPORTED.findall(text))
        for name in exported:
            assert name in header, f"{path.name}'s header does not name {name}"
    join_modules.join(LOADER)  # raises when a part breaks the join's rules
