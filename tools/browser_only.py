"""Which modules of the ``byte`` package run only in the browser: those whose top-level
code imports Pyodide's ``js`` or ``pyodide`` or PyScript, directly or through another such
module of the package (an import inside a function, run only in the browser, does not
count: ``byte.web.dom`` is tested on CPython). Read from the code itself, so the list never
goes stale: the unit tests skip collecting these modules (``conftest.py``).

>>> sorted(path.name for path in browser_only_modules())[:2]
['analysis_board.py', 'app.py']
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "byte"
BROWSER_MODULES = frozenset({"js", "pyodide", "pyscript"})
"""Modules that exist only inside Pyodide."""


def top_level_imports(source: str) -> set[str]:
    """The modules the top-level code of a module imports (not those inside functions)."""
    found: set[str] = set()
    todo = list(ast.parse(source).body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.If | ast.Try | ast.With):
            todo.extend(ast.iter_child_nodes(node))
        elif isinstance(node, ast.ExceptHandler):
            todo.extend(node.body)
    return found


def _name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_modules(root: Path = PACKAGE) -> list[Path]:
    return sorted(path for path in root.rglob("*.py") if "__pycache__" not in path.parts)


def browser_only_modules(root: Path = PACKAGE) -> list[Path]:
    """The package's modules that need the browser (see the module's docstring)."""
    paths = {_name(path, root): path for path in package_modules(root)}
    imports = {name: top_level_imports(path.read_text()) for name, path in paths.items()}
    browser = {name for name, found in imports.items()
               if any(item.split(".")[0] in BROWSER_MODULES for item in found)}
    grown = True
    while grown:
        grown = False
        for name, found in imports.items():
            if name not in browser and found & browser:
                browser.add(name)
                grown = True
    return sorted(paths[name] for name in browser)


def plain_modules(root: Path = PACKAGE) -> list[Path]:
    """The package's modules that run on CPython as well (tested and type-checked)."""
    browser = set(browser_only_modules(root))
    return [path for path in package_modules(root) if path not in browser]
