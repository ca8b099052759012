"""Where the page's game comes from and goes to: links, saved games, storage failures."""

from __future__ import annotations

import doctest
import json
import random

import pytest

import byte.web.persist
from byte import BLACK, WHITE, ByteError, Position, saved
from byte.links import decode
from byte.record import Game
from byte.web.controller import COMPUTER, HUMAN, Session, Settings
from byte.web.persist import (
    BLOCKED,
    FULL,
    PREVIOUS_KEY,
    STORAGE_KEY,
    GameStore,
    MemoryStorage,
    address_fragment,
    boot,
    reopen,
    reopen_saved,
    saved_text,
    share_fragment,
)
from tests.fake_time import FakeTime

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"


def test_docstrings() -> None:
    assert doctest.testmod(byte.web.persist).failed == 0


def played(moves: list[str], **settings: object) -> Session:
    return Session(Game(moves=moves), settings=Settings(**settings), seed=7)


class BrokenStorage:
    """Every access refused, as in a third-party iframe that got this far."""

    def getItem(self, key: str) -> str:
        raise PermissionError("SecurityError")

    def setItem(self, key: str, value: str) -> None:
        raise PermissionError("SecurityError")

    def removeItem(self, key: str) -> None:
        raise PermissionError("SecurityError")


def test_address_fragment_restores_the_same_session() -> None:
    session = played(["b2-a3", "a5-b4", "d2-c3"], opponent=COMPUTER, level=4, human=BLACK,
                     flip=True)
    session.go_to(2)
    fragment = address_fragment(session)
    assert fragment == "m=b2-a3,a5-b4,d2-c3&n=2&vs=c4&h=b"
    again = boot(fragment, GameStore(MemoryStorage())).session
    assert again.game.moves == session.game.moves and again.ply == 2
    assert (again.settings.opponent, again.settings.level, again.settings.human,
            again.settings.flip) == (COMPUTER, 4, BLACK, True)


def test_share_links_leave_out_the_opponent_and_face_the_side_to_move() -> None:
    session = played(["b2-a3"], opponent=COMPUTER, level=2)
    assert share_fragment(session) == "m=b2-a3&f=1"
    session.go_to(0)
    assert share_fragment(session) == "m=b2-a3&n=0"
    position_link = decode(share_fragment(session, whole_game=False))
    assert position_link.game.moves == [] and position_link.position == Position()


def test_a_friends_link_opens_for_two_players_whatever_was_saved() -> None:
    store = GameStore(MemoryStorage())
    store.save(saved_text(played(["b2-a3"], opponent=COMPUTER, level=3, human=WHITE)))
    start = boot("m=b2-c3,a3-b4&f=1", store)
    assert start.session.settings.opponent == HUMAN and start.session.settings.flip
    assert start.session.settings.level == 3  # preferences are kept
    assert start.message.startswith("A game of Byte, 2 moves: White to move;")
    assert start.alert == ""


def test_a_link_sets_aside_the_game_in_progress() -> None:
    storage = MemoryStorage()
    store = GameStore(storage)
    store.save(saved_text(played(["b2-a3", "a5-b4"])))
    start = boot("m=d2-c3", store)
    assert start.set_aside and "set aside" in start.message
    previous = GameStore(storage).previous()
    assert previous is not None and [str(m) for m in previous.game.moves] == ["b2-a3", "a5-b4"]
    # The same game by link, or an empty saved game, is not set aside.
    storage2 = MemoryStorage()
    GameStore(storage2).save(saved_text(played(["d2-c3"])))
    assert not boot("m=d2-c3", GameStore(storage2)).set_aside
    assert PREVIOUS_KEY not in storage2.items


def test_no_link_restores_the_saved_game_and_settings() -> None:
    storage = MemoryStorage()
    session = played(["b2-a3", "a5-b4"], opponent=COMPUTER, level=5, human=BLACK,
                     show_eval=True)
    session.go_to(1)
    GameStore(storage).save(saved_text(session))
    start = boot("", GameStore(storage))
    restored = start.session
    assert restored.game.moves == session.game.moves and restored.ply == 1
    assert restored.settings == session.settings and restored.seed == 7
    assert start.message == "Your game was restored." and start.alert == ""
    # A settings-only link changes the settings of the restored game.
    assert boot("f=1", GameStore(storage)).session.settings.flip is True


def kept_again(session: Session) -> Session:
    """``session`` as the page brings it back from its saved game (the one format)."""
    again = Session()
    reopen_saved(again, saved.loads(saved_text(session)))
    return again


def test_a_session_comes_back_whole_from_its_saved_game() -> None:
    session = Session(seed=9, settings=Settings(opponent=COMPUTER, level=4, human=BLACK,
                                                show_eval=True))
    session.load(Game(moves=["b2-c3", "c5-b4"]), 1)
    again = kept_again(session)
    assert again.game.texts == ["b2-c3", "c5-b4"] and again.ply == 1
    assert again.position == session.position and again.seed == 9
    assert again.settings == session.settings
    assert saved_text(again) == saved_text(session)


@pytest.mark.parametrize(("name", "moves", "pie"), [
    ("reversi", ["f5"], False),
    ("checkers", ["c3-d4", "f6-g5"], False),
    ("byte", ["b2-a3", "swap"], True),
])
def test_other_games_and_the_pie_rule_come_back_from_the_saved_game(
        name: str, moves: list[str], pie: bool) -> None:
    game = Game.new(name)
    game.pie = pie
    for text in moves:
        game.push(text)
    again = kept_again(Session(game))
    assert (again.game.game, again.game.texts, again.game.pie) == (name, moves, pie)
    assert again.status() == Session(game).status()


def test_damaged_parts_of_a_saved_game_fall_back_and_the_rest_opens() -> None:
    data = json.loads(saved_text(played(["b2-c3", "c5-b4"], opponent=COMPUTER, level=4)))
    data.update(moves=["b2-c3", "b2-c3"], prefs={"level": 7, "seed": "x", "show_eval": 1})
    kept = saved.loads(json.dumps(data))
    assert kept.game.texts == ["b2-c3"] and kept.problems[0].startswith("move 2")
    again = Session()
    byte.web.persist.reopen_saved(again, kept)
    assert again.game.texts == ["b2-c3"] and again.settings.level == 4  # the vs= key's level
    assert again.settings.show_eval is False
    for broken in ({**data, "start": "nonsense"}, [1, 2]):
        with pytest.raises(ByteError):
            saved.loads(json.dumps(broken))


def test_corrupted_storage_starts_a_new_game_and_says_so() -> None:
    storage = MemoryStorage({STORAGE_KEY: '{"format": "byte-saved-game", "versi'})
    start = boot("", GameStore(storage))
    assert start.session.game.moves == []
    assert start.alert.startswith("Your saved game could not be restored (the saved game is "
                                  "damaged: its text is cut short or garbled)")
    assert STORAGE_KEY not in storage.items  # not read again on the next visit
    data = json.loads(saved_text(played(["b2-a3", "a5-b4"])))
    data["moves"] = ["b2-a3", "<script>", "a5-b4"]
    start = boot("", GameStore(MemoryStorage({STORAGE_KEY: json.dumps(data)})))
    assert [str(m) for m in start.session.game.moves] == ["b2-a3"]
    assert "part of it was damaged" in start.alert and "<" not in start.alert


def test_blocked_and_full_storage_are_told_once() -> None:
    store = GameStore(None)
    assert boot("", store).alert == ""
    assert store.save("one") == BLOCKED
    assert store.save("two") is None
    broken = GameStore(BrokenStorage())
    assert broken.load() == (None, "")
    assert broken.save("x") == FULL and broken.save("y") is None
    assert not broken.set_aside("x")
    full = GameStore(MemoryStorage(quota=10))
    assert full.save("short") is None
    assert full.save("much too long for it") == FULL
    assert full.save("again too long") is None


def test_saving_skips_unchanged_text() -> None:
    storage = MemoryStorage()
    store = GameStore(storage)
    store.save("a")
    storage.items[STORAGE_KEY] = "changed elsewhere"
    store.save("a")
    assert storage.items[STORAGE_KEY] == "changed elsewhere"


def test_bad_links_keep_a_playable_board() -> None:
    for fragment in ("p=<script>", "m=b2-a3,zz", "n=abc", "vs=c9", "m=" + "b2-a3," * 5000):
        start = boot(fragment, GameStore(MemoryStorage()))
        assert start.alert.startswith(("This link has a problem:", "This link has problems:"))
        assert start.session.legal  # someone can move
        assert "<" not in start.alert


def test_embed_links_never_touch_storage() -> None:
    storage = MemoryStorage()
    GameStore(storage).save(saved_text(played(["b2-a3"])))
    start = boot("embed=1", GameStore(storage))
    assert start.embed and start.session.game.moves == []


def test_reopen_a_link_in_a_running_session() -> None:
    session = played(["b2-a3"], opponent=COMPUTER)
    status, alert = reopen(session, "m=d2-c3,a5-b4&n=1")
    assert session.settings.opponent == HUMAN and session.ply == 1
    assert status.startswith("A game of Byte, 2 moves") and alert == ""
    status, alert = reopen(session, "f=1&n=zz")
    assert session.settings.flip and len(session.game.moves) == 2
    assert "n=zz is not a move number" in alert


def test_h_r_draws_a_side() -> None:
    sides = {boot("m=b2-a3&vs=c1&h=r", GameStore(None), random.Random(seed)).session.settings.human
             for seed in range(20)}
    assert sides == {WHITE, BLACK}


def test_a_link_to_a_position_with_a_forced_pass_says_both() -> None:
    code = "XXXXXXXXXXXOXXXXXXXXXXOXXXXXXXOXXXOXOXOXXOXXXXOOXOOOXXOOXXXXXXO- O"
    start = boot(f"g=reversi&p={code.replace(' ', '_')}", GameStore(MemoryStorage()))
    assert start.message == ("A position of Othello: White to move. White has no legal move "
                             "and passes. Black to move.")
    assert start.session.game.texts == ["pass"]


def test_the_players_list_keeps_each_game_once_most_recent_first() -> None:
    store = GameStore(MemoryStorage())
    first = saved.dumps(Game(moves=["b2-a3"]))
    second = saved.dumps(Game.new("reversi"))
    third = saved.dumps(Game(Game.new("checkers").start, ["c3-d4"]))
    assert store.remember(first, 1.0) and not store.remember(second, 2.0)
    assert store.remember(third, 3.0) and store.remember(first, 4.0)
    assert [(when, kept.game.game) for when, kept in store.history()] == [
        (4.0, "byte"), (3.0, "checkers")]
    store.storage.setItem(byte.web.persist.HISTORY_KEY, "[{broken")
    assert store.history() == []
    assert GameStore(None).remember(first, 1.0) is False


def clocked(now: FakeTime, control: str = "5+0") -> Session:
    """Two players with clocks, after White's first move: Black's clock runs."""
    session = Session(seed=3, now=now)
    session.new_game(clock=control)
    session.play(session.position.parse_move("b2-a3"))
    return session


def test_a_game_reopened_from_your_games_gets_its_clocks_back_paused() -> None:
    now = FakeTime(10_000.0)
    session = clocked(now)
    now.t += 20
    store = GameStore(MemoryStorage())
    assert store.remember(byte.web.persist.kept_text(session), when=now.t)
    # Keeping it stops nothing on screen: the session's clock still runs.
    assert session.clock.ticking and session.clock.remaining("b") == pytest.approx(280)
    session.new_game(game="reversi")
    now.t += 600  # ten minutes on another game: none of it is charged
    (_, kept), = store.history()
    outcome, note = byte.web.persist.reopen_saved(session, kept)
    assert not outcome.error and session.game.texts == ["b2-a3"]
    clock = session.clock
    assert clock is not None and clock.paused and clock.running == "b"
    assert clock.remaining("b") == pytest.approx(280) and clock.remaining("w") == 300
    assert session.settings.clock == "5+0" and "paused" in session.input_refusal()
    now.t += 30
    assert clock.remaining("b") == pytest.approx(280)  # paused until the players resume
    session.resume()
    now.t += 5
    assert clock.remaining("b") == pytest.approx(275)


def test_an_old_kept_game_with_running_clocks_comes_back_paused_too() -> None:
    now = FakeTime(10_000.0)
    session = clocked(now)
    text = saved_text(session)  # kept as running (before kept games were paused)
    now.t += 15
    kept = saved.loads(text, now)
    again = Session(now=now)
    _, note = byte.web.persist.reopen_saved(again, kept)
    assert again.clock.paused and again.clock.remaining("b") == pytest.approx(285)
    assert note == "Its clocks are paused: resume them to play on."


def test_a_game_lost_on_time_reopened_from_the_list_stays_lost() -> None:
    now = FakeTime(10_000.0)
    session = clocked(now, "0.1+0")
    now.t += 7
    assert session.check_clock() is not None
    kept = saved.loads(byte.web.persist.kept_text(session), now)
    again = Session(now=now)
    byte.web.persist.reopen_saved(again, kept)
    assert again.clock.flag == "b" and again.check_clock() is None  # not told twice
    assert "ran out of time" in again.banner()


def test_the_address_of_the_same_game_keeps_its_clocks_another_link_drops_them() -> None:
    now = FakeTime(10_000.0)
    session = clocked(now)
    clock = session.clock
    reopen(session, "m=b2-a3&n=0")
    assert session.clock is clock and session.ply == 0
    reopen(session, "m=d2-c3")
    assert session.clock is None
