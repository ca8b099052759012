"""Opening books: the file format, lazy loading, legal moves only, and the levels that
play from them."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from byte import book, games
from byte.book import Book, read_book, write_book
from byte.bot import choose_move
from byte.games.reversi.rules import from_code, start

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = [path for path in (ROOT / "byte" / "games").glob("*/book-*.txt")]


def test_read_and_write_are_inverse() -> None:
    entries = {"W:W31-50:B1-20": [("32-28", 12), ("33-28", 5)],
               "B:W31-50:B1-20": [("19-23", -3)]}
    text = write_book(entries, ["made by hand"])
    assert text.startswith("# made by hand\n")
    assert read_book(text) == entries


def test_unreadable_lines_and_scores_are_skipped() -> None:
    text = "# comment\n\nno moves here\nW:W31:B1\t32-28 x\t31-27 4\n"
    assert read_book(text) == {"W:W31:B1": [("31-27", 4)]}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda path: path.name)
def test_every_book_move_is_legal_in_its_position(path: Path) -> None:
    game = path.parent.name
    variant, size = path.stem.removeprefix("book-").rsplit("-", 1)
    entries = read_book(path.read_text(encoding="utf-8"))
    assert len(entries) >= 20
    rules = games.rules(game)
    for code, moves in entries.items():
        pos = rules.from_code(code, variant)
        assert pos.size == int(size) and not pos.is_over()
        legal = pos.legal_moves()
        assert moves and len({text for text, _ in moves}) == len(moves)
        for text, _ in moves:
            assert pos.parse_move(text) in legal, (code, text)


def test_the_othello_book_ships_and_covers_every_first_move() -> None:
    entries = read_book(book.book_path("reversi", "othello", 8).read_text(encoding="utf-8"))
    first = {text for text, _ in entries[start().code()]}
    assert first == {"c4", "d3", "e6", "f5"}


def test_a_book_is_read_on_first_use_only(tmp_path: Path) -> None:
    path = tmp_path / "book.txt"
    path.write_text(f"{start().code()}\tf5 3\ta1 9\n", encoding="utf-8")
    opened = Book(path)
    assert not opened.loaded
    moves = opened.moves(start())
    assert opened.loaded
    # a1 is not legal at the start: a damaged line is skipped, never played.
    assert [(start().notation(move), score) for move, score in moves] == [("f5", 3)]
    assert Book(tmp_path / "missing.txt").moves(start()) == []


def test_the_bot_loads_no_book_until_a_level_with_one_moves() -> None:
    code = ("import sys; import byte.bot as bot; from byte.games.reversi.rules import start; "
            "bot.choose_move(start(), 1, seed=1); print('byte.book' in sys.modules); "
            "bot.choose_move(start(), 5, seed=1); print('byte.book' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.split() == ["False", "True"]


def test_level_five_plays_the_book_without_searching() -> None:
    choice = choose_move(start(), 5, seed=3)
    assert start().notation(choice.move) in {"c4", "d3", "e6", "f5"}
    assert choice.result.nodes == 0
    # Out of the book it searches as before.
    late = from_code("XXXXXXXXOOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXX" + "-" * 24 + " O")
    if late.legal_moves():
        assert choose_move(late, 5, seed=3).result.nodes > 0


def test_weaker_levels_vary_among_the_book_moves() -> None:
    pos = start()
    pos.push(pos.parse_move("f5"))
    kept = {text for text, _ in book.book_for(pos).entries()[pos.code()]}
    played = {pos.notation(choose_move(pos, 3, seed=seed).move) for seed in range(30)}
    assert played <= kept
    if len(kept) > 1:
        assert len(played) > 1
    best = {pos.notation(choose_move(pos, 5, seed=seed).move) for seed in range(10)}
    top = max(score for _, score in book.book_for(pos).entries()[pos.code()])
    assert best <= {text for text, score in book.book_for(pos).entries()[pos.code()]
                    if score == top}


def test_choose_with_a_spread_follows_the_scores(tmp_path: Path) -> None:
    path = tmp_path / "book.txt"
    path.write_text(f"{start().code()}\tf5 100\td3 0\n", encoding="utf-8")
    book._BOOKS[("reversi", "othello", 8)], saved = Book(path), book._BOOKS.get(
        ("reversi", "othello", 8))
    try:
        rng = random.Random(5)
        picks = [start().notation(book.choose(start(), 50, rng)[0]) for _ in range(300)]
        assert picks.count("f5") > 200 and "d3" in picks
        assert {start().notation(book.choose(start(), 0, rng)[0]) for _ in range(20)} == {"f5"}
    finally:
        if saved is None:
            del book._BOOKS[("reversi", "othello", 8)]
        else:
            book._BOOKS[("reversi", "othello", 8)] = saved


OPENINGS = [("checkers", variant.id, variant.default_size)
            for variant in games.find("checkers").variants] + [("byte", "byte", 8),
                                                               ("byte", "byte", 10)]
"""Every draughts rule set, and Byte on both boards: the books of the start position."""


@pytest.mark.parametrize(("game", "variant", "size"), OPENINGS,
                         ids=[f"{game}-{variant}-{size}" for game, variant, size in OPENINGS])
def test_every_draughts_rule_set_and_byte_board_opens_from_its_book(
        game: str, variant: str, size: int) -> None:
    """Level 5 plays a best book move at the start without searching; level 3 keeps to
    the book's moves; level 2 has no book and searches."""
    pos = games.rules(game).start(variant, size)
    assert book.book_path(game, variant, size).is_file()
    entries = book.book_for(pos).entries()[pos.code()]
    top = max(score for _, score in entries)
    choice = choose_move(pos, 5, seed=1)
    assert choice.result.nodes == 0
    assert (pos.notation(choice.move), top) in entries
    played = {pos.notation(choose_move(pos, 3, seed=seed).move) for seed in range(30)}
    assert played <= {text for text, _ in entries}
    assert choose_move(pos, 2, seed=1).result.nodes > 0
