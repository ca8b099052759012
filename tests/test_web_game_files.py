"""The import hook that downloads a game's folder on first use (byte/web/game_files.py)."""

from __future__ import annotations

import io
import json
import sys
import zipfile
from pathlib import Path

import pytest

from byte.errors import ByteError
from byte.web import game_files


def archive_of(files: dict[str, bytes]) -> bytes:
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return packed.getvalue()


def test_a_game_is_fetched_once_and_then_imported_from_the_unpacked_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(game_files, "PREFIX", "lazydemo.")
    (tmp_path / "lazydemo").mkdir()
    (tmp_path / "lazydemo" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    fetched: list[str] = []

    def fetch(path: str) -> bytes:
        fetched.append(path)
        return {"./python/late.zip": archive_of({"lazydemo/late/__init__.py": b"",
                                                 "lazydemo/late/rules.py": b"ANSWER = 42\n"})}[path]

    hook = game_files.GameFiles({"late": "./python/late.zip"}, fetch)
    monkeypatch.setattr(sys, "meta_path", [hook, *sys.meta_path])
    from lazydemo.late import rules  # type: ignore[import-not-found]

    assert rules.ANSWER == 42
    assert fetched == ["./python/late.zip"]
    assert hook.pending == {}
    assert hook.find_spec("lazydemo.late.rules", None) is None
    assert len(fetched) == 1  # never fetched again


def test_a_broken_archive_is_a_failed_download_and_writes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    hook = game_files.GameFiles({"reversi": "./python/reversi.zip"},
                                lambda path: b"<html>offline</html>")
    with pytest.raises(ByteError, match=r"Reversi could not be downloaded \(File is not a zip"):
        hook.find_spec("byte.games.reversi.rules", None)
    assert "reversi" in hook.pending and not list(tmp_path.iterdir())
    escaping = game_files.GameFiles({"reversi": "./r.zip"},
                                    lambda path: archive_of({"../outside.py": b""}))
    with pytest.raises(ByteError, match="outside its folder"):
        escaping.find_spec("byte.games.reversi", None)
    assert not (tmp_path.parent / "outside.py").exists()


def test_a_failed_download_says_which_game_and_can_be_tried_again() -> None:
    attempts = []

    def offline(path: str) -> bytes:
        attempts.append(path)
        raise OSError("HTTP 503")

    hook = game_files.GameFiles({"reversi": "./python/reversi.zip"}, offline)
    with pytest.raises(ByteError, match=r"Reversi could not be downloaded \(HTTP 503\)"):
        hook.find_spec("byte.games.reversi.rules", None)
    assert "reversi" in hook.pending  # the next try downloads again
    with pytest.raises(ByteError):
        hook.find_spec("byte.games.reversi", None)
    assert len(attempts) == 2


def test_other_modules_are_left_to_the_usual_finders() -> None:
    hook = game_files.GameFiles({"reversi": "./x.zip"}, lambda path: pytest.fail(path))
    assert hook.find_spec("byte.games.byte.rules", None) is None
    assert hook.find_spec("json", None) is None


def test_install_needs_the_table_the_build_writes(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert game_files.install("http://site/") is None  # a source tree: nothing to do
    game_files.TABLE.parent.mkdir(parents=True)
    game_files.TABLE.write_text("not json")
    assert game_files.install("http://site/") is None
    game_files.TABLE.write_text(json.dumps({"reversi": "./python/reversi.zip"}))
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    hook = game_files.install("http://site/")
    assert hook is not None and sys.meta_path[0] is hook and hook.pending == {
        "reversi": "./python/reversi.zip"}


def test_every_byte_comes_back_from_the_user_defined_charset() -> None:
    # What a browser hands over for each byte under "text/plain; charset=x-user-defined".
    text = "".join(chr(b) if b < 0x80 else chr(0xF700 + b) for b in range(256))
    assert game_files.from_user_defined(text) == bytes(range(256))
