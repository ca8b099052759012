"""The command line run in-process, as the tests drive it."""

from __future__ import annotations

import io
import sys

import pytest

from byte.cli import main


def run(capsys: pytest.CaptureFixture, *args: str, stdin: str | None = None,
        monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str, str]:
    """``byte`` with ``args`` (and ``stdin`` as its input): the exit code, what it printed
    and what it wrote as errors (argparse's usage errors included)."""
    if stdin is not None and monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    try:
        code = main(list(args))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err
