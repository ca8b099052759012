"""The finder that downloads the standard library modules the build left out."""

from __future__ import annotations

import importlib
import sys
import zipfile
from pathlib import Path

import pytest

from byte.web.stdlib_on_demand import StdlibOnDemand, install


@pytest.fixture
def whole_library(tmp_path: Path) -> bytes:
    """A stand-in for the whole standard library: one module the trimmed one lacks, and a
    submodule of a package it has, under names the running Python counts as standard."""
    archive = tmp_path / "whole.zip"
    with zipfile.ZipFile(archive, "w") as whole:
        whole.writestr("package_for_test/__init__.py", "")
        whole.writestr("package_for_test/left_out.py", "ANSWER = 42\n")
        whole.writestr("left_out_for_test.py", "ANSWER = 'left out'\n")
    return archive.read_bytes()


def test_a_module_left_out_is_downloaded_once_and_imported(
        whole_library: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    finder = StdlibOnDemand("https://site/full.zip", archive=str(tmp_path / "full.zip"),
                            fetch=lambda url: asked.append(url) or whole_library)
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, finder])
    # The trimmed library: the package, without its submodule.
    trimmed = tmp_path / "trimmed.zip"
    with zipfile.ZipFile(trimmed, "w") as kept:
        kept.writestr("package_for_test/__init__.py", "")
    monkeypatch.setattr(sys, "path", [*sys.path, str(trimmed)])
    # (A made-up name, counted as standard for this test.)
    monkeypatch.setattr(sys, "stdlib_module_names",
                        sys.stdlib_module_names | {"left_out_for_test", "package_for_test"})
    try:
        assert importlib.import_module("left_out_for_test").ANSWER == "left out"
        assert importlib.import_module("package_for_test").__file__.startswith(str(trimmed))
        assert importlib.import_module("package_for_test.left_out").ANSWER == 42
        assert asked == ["https://site/full.zip"] and finder.state == "added"
        assert finder.find_spec("not_a_standard_module_at_all") is None
    finally:
        for name in ("left_out_for_test", "package_for_test", "package_for_test.left_out"):
            sys.modules.pop(name, None)


def test_a_failed_download_leaves_the_import_failing_as_it_would(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def offline(url: str) -> bytes:
        raise OSError("offline")

    finder = StdlibOnDemand("full.zip", fetch=offline, archive=str(tmp_path / "full.zip"))
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, finder])
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("tomllib.never_there")
    assert finder.state == "failed"


def test_install_adds_one_finder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    first = install("a.zip")
    assert install("b.zip") is first and sys.meta_path.count(first) == 1
