"""Games in and out of the page as text and pictures (byte/web/exchange.py)."""

from __future__ import annotations

import doctest

import pytest

import byte.web.exchange
from byte.errors import ByteError
from byte.record import Game
from byte.web.exchange import import_text

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"


def test_docstrings() -> None:
    assert doctest.testmod(byte.web.exchange).failed == 0


def test_import_text_reads_records_codes_and_links() -> None:
    game = Game(moves=["b2-a3", "a5-b4", "d2-c3"])
    imported, ply, note = import_text(game.text())
    assert imported.moves == game.moves and ply == 3 and note.startswith("Game record opened")
    imported, ply, _ = import_text(EXAMPLE)
    assert imported.start.code() == EXAMPLE and ply == 0
    imported, ply, note = import_text("https://example.org/#m=b2-a3,a5-b4&n=1")
    assert len(imported.moves) == 2 and ply == 1 and note.startswith("Link opened")
    for bad, reason in (("", "nothing to open"), ("1. b2-a3 b2-a3", "could not be read"),
                        (EXAMPLE.replace("wwb", "wwq"), "position code is broken"),
                        ("#m=b2-a3,zz", "This link has a problem"),
                        ("#f=1", "holds no game")):
        with pytest.raises(ByteError, match=reason):
            import_text(bad)
