"""Hostile input never breaks anything: every place input enters, for every game, refuses
what it cannot use with a ByteError in plain words (no control or bidi characters), reads
legal input back exactly, and the page's start survives any content in its storage.

Property tests drive the entry points of ``tools/fuzz.py`` (the long run) on a smaller
scale, from legal inputs mutated and from random text."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from byte import links, saved
from byte.clock import Clock, TimeControl
from byte.errors import ByteError, has_hidden, is_number, quote, read_number
from byte.record import Game
from byte.web import exchange, persist

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import fuzz

QUICK = settings(max_examples=100, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])
VARIANT = st.sampled_from(fuzz.VARIANTS)
SEED = st.integers(0, 2 ** 32)


def legal_game(seed: int, variant: tuple[str, str, int], longest: int = 40) -> Game:
    game, chosen, size = variant
    return fuzz.random_game(random.Random(seed), game, chosen, size, longest)


def garbage_or_mutated(seed: int, legal: str, text: str) -> str:
    """One of three: random text from Hypothesis, ``legal`` mutated, or fuzz garbage."""
    rng = random.Random(seed)
    roll = seed % 3
    if roll == 0:
        return text
    return fuzz.mutate_text(rng, legal) if roll == 1 else fuzz.random_text(rng)


# ------------------------------------------------------------------- the number reader


@pytest.mark.parametrize("text", ["²", "④", "٣", "５", "1²", "", " 1", "-1", "1" * 10,
                                  "9" * 4301])
def test_the_number_reader_takes_ascii_digits_only_and_bounds_them(text: str) -> None:
    assert not is_number(text)
    with pytest.raises(ByteError, match="is not a number"):
        read_number(text, "the size")


def test_quoting_shortens_and_hides_controls_bidi_and_markup() -> None:
    shown = quote("\u202e<b>" + "x" * 50 + "\x00\u2028")
    assert not has_hidden(shown) and "<" not in shown and len(shown) <= 26
    assert str(ByteError("a\u202eb\nc")) == "a?b c"


# ----------------------------------------------------------------------------- links


@pytest.mark.parametrize("fragment", [
    "m=f⁸-", "g=checkers&v=english&m=④-2", "s=" + "9" * 4301, "n=" + "9" * 5000,
    "g=checkers&p=W:W1-" + "9" * 4400 + ":B2", "m=b2-a3:" + "9" * 4400,
    "g=reversi&m=f5,\u202ed6", "g=checkers&v=international&m=3²-28"])
def test_the_issues_links_are_answered_in_words(fragment: str) -> None:
    link = links.decode(fragment)
    assert link.problems and not any(has_hidden(problem) for problem in link.problems)
    with pytest.raises(ByteError) as refused:
        links.decode(fragment, strict=True)
    assert not has_hidden(str(refused.value))


def test_a_strict_link_cleans_its_message_before_raising() -> None:
    with pytest.raises(ByteError) as refused:
        links.decode("\u202e=1&" + "a=1&" * 40, strict=True)
    assert not has_hidden(str(refused.value))


@QUICK
@given(SEED, VARIANT, st.text(max_size=80))
def test_links_of_every_game_never_break(seed: int, variant: tuple, text: str) -> None:
    game = legal_game(seed, variant)
    fragment = links.game_fragment(game, random.Random(seed).randint(0, len(game.moves)))
    hostile = garbage_or_mutated(seed, fragment, text)
    fuzz.enter_link(hostile)
    fuzz.enter_link(hostile, strict=True)


@QUICK
@given(SEED, VARIANT)
def test_legal_links_read_back_exactly(seed: int, variant: tuple) -> None:
    game = legal_game(seed, variant)
    fuzz.link_round_trip(game, random.Random(seed).randint(0, len(game.moves)))


# ---------------------------------------------------------------------- saved games


def clocked(at: object, **changes: object) -> str:
    moment = [1000.0]
    clock = Clock(TimeControl.parse("3+2"), now=lambda: moment[0])
    clock.switch("w", "b")
    data = {**clock.to_dict(), "at": at, **changes}
    text = json.loads(saved.dumps(Game(moves=["b2-a3"])))
    text["clock"] = data
    return json.dumps(text)


@pytest.mark.parametrize("text", [
    clocked(10 ** 400), clocked(-(10 ** 400)), clocked(1e308), clocked("soon"),
    clocked(5.0, left={"w": 10 ** 400, "b": 1}),
    clocked(5.0, flag="w"),                                   # a fallen flag with time left
    clocked(5.0, flag="b", timed="w", left={"w": 60, "b": 0}),  # a flag without a clock
])
def test_damaged_or_impossible_clocks_are_refused_with_a_message(text: str) -> None:
    back = saved.loads(text, now=lambda: 1010.0)
    assert back.clock is None and back.game.texts == ["b2-a3"]
    assert any("clocks" in problem for problem in back.problems)


@QUICK
@given(SEED, VARIANT, st.text(max_size=80))
def test_saved_games_of_every_game_never_break_the_start(seed: int, variant: tuple,
                                                         text: str) -> None:
    rng = random.Random(seed)
    game = legal_game(seed, variant, 20)
    legal = saved.dumps(game, clock=fuzz.random_clock(rng) if seed % 2 else None)
    if seed % 4 == 0:
        hostile = json.dumps(fuzz.mutate_json(rng, json.loads(legal), 2))
    else:
        hostile = garbage_or_mutated(seed, legal, text)
    fuzz.enter_saved(hostile)


@QUICK
@given(SEED, VARIANT)
def test_legal_saved_games_read_back_exactly(seed: int, variant: tuple) -> None:
    game = legal_game(seed, variant)
    fuzz.saved_round_trip(saved.dumps(game, clock=fuzz.random_clock(random.Random(seed))), game)


def boot_with(items: dict[str, str], fragment: str = "") -> tuple[persist.Boot, persist.GameStore]:
    store = persist.GameStore(persist.MemoryStorage(items))
    return persist.boot(fragment, store), store


@pytest.mark.parametrize("fragment", ["", "g=reversi"])
def test_a_saved_game_that_breaks_the_start_is_set_aside_and_the_link_still_opens(
        fragment: str) -> None:
    damaged = clocked(10 ** 400)
    storage = {persist.STORAGE_KEY: damaged.replace('"version":2', '"version":2,"ply":1')}
    start, store = boot_with(storage, fragment)
    assert start.session.game.game == ("reversi" if fragment else "byte")
    assert start.session.position.legal_moves()
    # The clocks are refused in words; the rest of the game comes back when there is no link.
    assert "clocks" in start.alert and not has_hidden(start.alert)


def test_anything_a_saved_game_raises_sets_it_aside_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    text = saved.dumps(Game(moves=["b2-a3"]))

    def broken(*_args: object, **_kwargs: object) -> None:
        raise OverflowError("int too large to convert to float")

    monkeypatch.setattr(persist, "settings_from_saved", broken)
    start, store = boot_with({persist.STORAGE_KEY: text}, "g=reversi")
    assert start.session.game.game == "reversi"
    assert "kept as it was found" in start.alert and "number far too large" in start.alert
    assert store.read() is None and [entry["text"] for entry in store.damaged()] == [text]
    again, _ = boot_with(dict(store.storage.items))  # the next visit starts cleanly
    assert again.alert == "" and again.session.game.game == "byte"


def test_a_deeply_nested_games_list_is_set_aside() -> None:
    nested = fuzz.nested_list(50_000)
    start, store = boot_with({persist.HISTORY_KEY: nested})
    assert store.history() == []
    assert [entry["text"] for entry in store.damaged()] == [nested]
    assert store.read(persist.HISTORY_KEY) is None


def test_damaged_entries_of_the_games_list_are_set_aside_and_the_rest_kept() -> None:
    good = saved.dumps(Game(moves=["b2-a3"]))
    entries = [{"at": 10 ** 400, "text": good}, {"at": 5.0, "text": good},
               {"at": 6.0, "text": "{broken"}, [[[]]], {"at": 7.0, "text": {"nested": []}}]
    store = persist.GameStore(persist.MemoryStorage({persist.HISTORY_KEY: json.dumps(entries)}))
    assert [when for when, _ in store.history()] == [5.0]
    assert len(store.damaged()) == 4
    assert "{broken" in [entry["text"] for entry in store.damaged()]
    assert len(json.loads(store.read(persist.HISTORY_KEY))) == 1
    store.forget_damaged(0)
    assert len(store.damaged()) == 3


def test_damaged_data_of_its_own_is_kept_whole() -> None:
    store = persist.GameStore(persist.MemoryStorage({persist.DAMAGED_KEY: "[[[["}))
    assert store.damaged() == [{"key": persist.DAMAGED_KEY, "text": "[[[[",
                                "why": "the damaged data list was damaged"}]
    store.storage.items[persist.STORAGE_KEY] = "{nope"
    store.load()
    assert [entry["text"] for entry in store.damaged()] == ["{nope", "[[[["]


@QUICK
@given(SEED, VARIANT, st.text(max_size=60))
def test_the_games_list_never_breaks(seed: int, variant: tuple, text: str) -> None:
    rng = random.Random(seed)
    kept = [{"at": 1.0 + n, "text": saved.dumps(legal_game(seed + n, variant, 10))}
            for n in range(3)]
    hostile = json.dumps(fuzz.mutate_json(rng, kept, 2)) if seed % 2 else \
        garbage_or_mutated(seed, json.dumps(kept), text)
    fuzz.enter_history(hostile)


# -------------------------------------------------------------- records, codes, moves


@QUICK
@given(SEED, VARIANT, VARIANT, st.text(max_size=80))
def test_records_and_imports_of_every_game_never_break(seed: int, variant: tuple,
                                                       screen: tuple, text: str) -> None:
    game = legal_game(seed, variant)
    hostile = garbage_or_mutated(seed, game.text(), text)
    fuzz.enter_record(hostile, None, None)
    fuzz.enter_import(hostile, screen[0], screen[1])


@QUICK
@given(SEED, VARIANT)
def test_legal_records_read_back_exactly(seed: int, variant: tuple) -> None:
    game = legal_game(seed, variant)
    fuzz.record_round_trip(game.text(), game)


@QUICK
@given(SEED, VARIANT, st.text(max_size=60))
def test_position_codes_and_moves_of_every_game_never_break(seed: int, variant: tuple,
                                                            text: str) -> None:
    game = legal_game(seed, variant)
    position = game.position_at(random.Random(seed).randint(0, len(game.moves)))
    fuzz.enter_code(position.code(), variant[0], variant[1])  # legal: reads back
    fuzz.enter_code(garbage_or_mutated(seed, position.code(), text), variant[0], variant[1])
    move = game.texts[0] if game.texts else "pass"
    fuzz.enter_move(garbage_or_mutated(seed, move, text), position)


def test_import_reads_untagged_records_and_codes_as_the_board_on_screen() -> None:
    game, _, note = exchange.import_text("1. 9-13 *", "checkers", "english")
    assert game.variant == "english" and note == "Game record opened: 1 move."
    game, _, _ = exchange.import_text("e4", "reversi", "othello", 6)
    assert game.start.size == 6 and game.texts == ["e4"]
    game, _, note = exchange.import_text("W:W31,32:B1,2", "checkers", "international")
    assert game.variant == "international" and note == "Position opened (International draughts)."
    game, _, note = exchange.import_text("W:W31,32:B1,2", "byte", "byte")
    assert note == "Position opened as English checkers (it is not a position of Byte)."
    game, _, note = exchange.import_text("1. 9-13 *", "reversi", "othello")
    assert game.variant == "english" and "opened as English checkers" in note


def test_a_score_tag_the_moves_contradict_is_refused() -> None:
    game = Game.new("reversi")
    game.push("f5")
    text = game.text()
    assert Game.parse(text).texts == ["f5"]
    with pytest.raises(ByteError, match="the score is '2-60'"):
        Game.parse(text.replace(game.end.score(), "2-60"))
    byte = Game(moves=["b2-a3"]).text()
    with pytest.raises(ByteError, match="score"):
        Game.parse(byte.replace('[Score "0-0"]', '[Score "1-0"]'))


@pytest.mark.parametrize("record", ["1. b2-a3\u202e a5-b4 *", "[Event \"\u202e\"]\n\n1. x\x00y *",
                                    "f5 d6\u2066 c3"])
def test_record_messages_carry_no_control_or_bidi_characters(record: str) -> None:
    with pytest.raises(ByteError) as refused:
        exchange.import_text(record, "byte", "byte")
    assert not has_hidden(str(refused.value))


# ---------------------------------------------------------- the editor, CLI and worker


@QUICK
@given(SEED, VARIANT, st.text(max_size=20))
def test_the_editor_of_every_game_never_breaks(seed: int, variant: tuple, text: str) -> None:
    fuzz.enter_editor(random.Random(seed), *variant, garbage_or_mutated(seed, "c3", text))


@settings(max_examples=25, deadline=None)
@given(VARIANT, st.lists(st.binary(max_size=40), max_size=4))
def test_moves_batch_answers_every_line_whatever_its_bytes(variant: tuple,
                                                           lines: list[bytes]) -> None:
    lines = [line.replace(b"\n", b" ") for line in lines]
    data = b"".join(line + b"\n" for line in lines)
    fuzz.enter_batch(data, variant[0], variant[1])


def test_moves_batch_goes_on_after_a_line_that_is_not_utf8() -> None:
    start = Game().start.code().encode()
    data = start + b"\n\xff\xfe bad\n" + start + b"\n"
    assert fuzz.enter_batch(data, "byte", "byte") == "refused"


@settings(max_examples=12, deadline=None)
@given(SEED, VARIANT)
def test_the_workers_messages_are_checked(seed: int, variant: tuple) -> None:
    code = legal_game(seed, variant, 6).end.code()
    fuzz.enter_worker(random.Random(seed), code, variant[0], variant[1])


def test_moves_batch_under_a_strict_utf8_locale_answers_every_line() -> None:
    import os
    import subprocess

    start = Game().start.code().encode()
    data = b"\xff\xfe\n" + start + b"\n" + "\u202e".encode() + b"\n" + start + b"\n"
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict"}
    ran = subprocess.run([sys.executable, "-m", "byte", "moves", "--batch"], input=data,
                         capture_output=True, env=env, timeout=60,
                         cwd=Path(__file__).resolve().parent.parent)
    answers = ran.stdout.decode().splitlines()
    assert ran.returncode == 1 and not ran.stderr
    assert [line.startswith("error: ") for line in answers] == [True, False, True, False]
    assert not any(has_hidden(line) for line in answers)


def test_switching_to_a_game_whose_last_game_is_damaged_starts_it_anew_and_keeps_it() -> None:
    from byte.web.controller import Session

    storage = persist.MemoryStorage({persist.GAME_KEY + "reversi": '{"format": 3'})
    store = persist.GameStore(storage)
    session = Session(Game(moves=["b2-a3"]))
    outcome = persist.switch_game(session, store, "reversi")
    assert session.game.game == "reversi" and not session.game.moves
    assert outcome.message.startswith("A new game of Othello. A game kept here could not be "
                                      "restored")
    assert [entry["text"] for entry in store.damaged()] == ['{"format": 3']
    assert store.read(persist.GAME_KEY + "reversi") is None


@pytest.mark.parametrize(("level", "seed", "words"), [
    ("②", 7, "the level '②' is not a number"), (9, 7, "the level must be 1 to 5"),
    (1, "9" * 5000, "the seed"), (1, float("nan"), "the seed"), (True, 1, "the level"),
])
def test_the_worker_refuses_bad_levels_and_seeds_in_words(level: object, seed: object,
                                                           words: str) -> None:
    from byte.web import worker

    reply = json.loads(worker.think(Game().start.code(), level, seed))
    assert reply["error"].startswith("ByteError: ") and words in reply["error"]


def test_puzzle_and_lesson_progress_survive_any_stored_text() -> None:
    from byte.lessons import PROGRESS_KEY
    from byte.lessons import Progress as LessonProgress
    from byte.puzzles import Progress as PuzzleProgress

    for text in (fuzz.nested_list(100_000), "{", '{"solved": [[[["x"]]]]}', "1e999"):
        assert PuzzleProgress.from_text(text).solved == set()
        storage = persist.MemoryStorage({PROGRESS_KEY: text})
        assert LessonProgress(storage).done("byte-1") == set()
