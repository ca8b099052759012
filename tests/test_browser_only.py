"""Which modules run only in the browser is read from their imports (tools/browser_only.py):
the unit tests skip them and the type check leaves them out."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import browser_only


def names(paths: list[Path]) -> set[str]:
    return {path.stem for path in paths if path.parent.name == "web"}


def test_a_module_importing_the_browser_at_its_top_level_is_browser_only() -> None:
    browser = names(browser_only.browser_only_modules())
    assert {"app", "main", "share", "worker_client"} <= browser
    # Imports inside functions run only in the browser: these are tested on CPython.
    assert not {"dom", "game_files", "controller", "board", "worker", "computer"} & browser


def test_a_module_importing_a_browser_only_module_is_browser_only_too(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "page.py").write_text("from pyscript import document\n")
    (package / "panel.py").write_text("from pkg import page\n")
    (package / "rules.py").write_text("def later():\n    import js\n")
    (package / "guarded.py").write_text("try:\n    import js\nexcept ImportError:\n    pass\n")
    found = {path.stem for path in browser_only.browser_only_modules(package)}
    assert found == {"page", "panel", "guarded"}
    assert {path.stem for path in browser_only.plain_modules(package)} == {"__init__", "rules"}
