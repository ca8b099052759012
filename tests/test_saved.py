import doctest
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import byte.saved
from byte import ByteError, Position
from byte.record import Game
from byte.saved import FORMAT, VERSION, dumps, loads
from byte.settings import COMPUTER, Settings


def random_game(seed: int, size: int = 8) -> Game:
    rng = random.Random(seed)
    game = Game(Position(size))
    for _ in range(rng.randrange(60)):
        if game.end.is_over():
            break
        game.push(rng.choice(game.end.legal_moves()))
    return game


def test_docstrings():
    assert doctest.testmod(byte.saved).failed == 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.sampled_from([8, 10]))
def test_round_trip(seed: int, size: int) -> None:
    game = random_game(seed, size)
    later = Game(game.position_at(len(game.moves) // 2), game.moves[len(game.moves) // 2:])
    chosen = Settings(opponent=COMPUTER, level=2, human="b", flip=True)
    prefs = {"sound": False, "theme": "dark", "volume": 0.5, "animations": 2}
    saved = loads(dumps(later, ply=len(later.moves) // 2, settings=chosen, prefs=prefs))
    assert saved.problems == []
    assert saved.game.start == later.start and saved.game.moves == later.moves
    assert saved.ply == len(later.moves) // 2
    assert saved.settings == chosen.stated()
    assert Settings().with_stated(saved.settings).pairs() == chosen.pairs()
    assert saved.prefs == prefs


def test_settings_are_saved_as_link_keys_and_bad_ply_is_refused():
    text = dumps(Game(), settings=Settings(opponent=COMPUTER, level=4, human="b", flip=True))
    assert json.loads(text)["settings"] == {"vs": "c4", "h": "b"}  # turned: as usual
    unturned = dumps(Game(), settings=Settings(opponent=COMPUTER, level=4, human="b"))
    assert json.loads(unturned)["settings"] == {"vs": "c4", "h": "b", "f": "0"}
    assert json.loads(dumps(Game(), settings=Settings(level=4)))["settings"] == {}
    # A saved game from before kept the link's keys as they were: it still opens.
    old = json.loads(text)
    old["settings"] = {"vs": "h", "h": "r", "f": "0", "embed": "1"}
    assert loads(json.dumps(old)).settings == {"opponent": "human", "human": "random",
                                               "flip": False}
    with pytest.raises(ByteError):
        dumps(Game(), ply=1)


def saved_dict(**changes: object) -> str:
    data = json.loads(dumps(Game(moves=["b2-a3", "a5-b4", "d2-c3"]),
                            settings=Settings(opponent=COMPUTER, level=4)))
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("text, reason", [
    ("", "cut short or garbled"),
    ('{"format": "byte-saved-game", "version": 1, "start": ', "cut short or garbled"),
    ("[1, 2]", "not a game saved by this site"),
    ('{"format": "chess"}', "not a game saved by this site"),
    (saved_dict(version=3), "newer version"),
    (saved_dict(version="1"), "version is missing"),
    (saved_dict(start=7), "start position is missing"),
    (saved_dict(start="w,w w 0-0"), "start position is broken"),
    ("[" * 100_001, "far too long"),
    ("[" * 5000 + "]" * 5000, "damaged|not a game saved"),
], ids=lambda value: value[:30] if isinstance(value, str) else value)
def test_unusable_saves_raise_byte_error(text: str, reason: str) -> None:
    with pytest.raises(ByteError, match=reason):
        loads(text)


def test_damaged_parts_are_dropped_and_said():
    saved = loads(saved_dict(moves=["b2-a3", "a5-b4", "b2-a3", "d2-c3"], ply=9))
    assert [str(m) for m in saved.game.moves] == ["b2-a3", "a5-b4"]
    assert saved.problems[0].startswith("move 3 (White's b2-a3) is not legal")
    assert saved.problems[1] == (
        "the saved move number 9 is past the end of the game (2 moves); showing the last move"
    )
    assert saved.settings == {"opponent": COMPUTER, "level": 4, "human": "w"}
    saved = loads(saved_dict(moves="b2-a3", settings=[1], prefs={"ok": 1, "bad name": 2,
                                                                 "x": {"deep": 1}}))
    assert saved.game.moves == [] and saved.settings == {} and saved.prefs == {"ok": 1}
    assert saved.problems == [
        "the saved moves were damaged and were dropped",
        "the saved move number 3 is past the end of the game (0 moves); showing the last move",
        "the saved settings were damaged and were dropped",
        "2 damaged preferences dropped",
    ]
    saved = loads(saved_dict(settings={"vs": "<c9>", "f": True}, ply=True))
    assert saved.settings == {}
    assert all("<" not in problem for problem in saved.problems)


def test_fuzz_corrupted_saves():
    rng = random.Random(11)
    texts = [dumps(random_game(seed), settings=Settings(opponent=COMPUTER, level=1, human="w"),
                   prefs={"sound": True})
             for seed in range(10)]
    for _ in range(3000):
        chars = list(rng.choice(texts))
        for _ in range(rng.randint(1, 4)):
            where = rng.randrange(len(chars))
            action = rng.randrange(3)
            if action == 0:
                del chars[where]
            elif action == 1:
                chars.insert(where, rng.choice('{}[]",:0123456789abwnp-.<>'))
            else:
                chars[where] = rng.choice('{}[]",:0123456789abwnp-.<>')
        try:
            saved = loads("".join(chars))
        except ByteError as error:
            assert str(error)
            continue
        assert 0 <= saved.ply <= len(saved.game.moves)
        assert Game(saved.game.start, saved.game.moves).end == saved.game.end
        assert all(not set(p) & set("<>&") for p in saved.problems)


@settings(max_examples=300, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["format", "version", "start", "moves", "ply", "settings", "prefs", "x"]),
        inner, max_size=6),
    max_leaves=20,
))
def test_fuzz_any_json(value: object) -> None:
    if isinstance(value, dict):
        value = {**value, "format": FORMAT, "version": VERSION} if len(value) % 2 else value
    try:
        saved = loads(json.dumps(value))
    except ByteError:
        return
    assert 0 <= saved.ply <= len(saved.game.moves)


def test_a_first_version_save_opens_as_byte() -> None:
    """Saves written before the site had other games carry no game: they are Byte."""
    old = ('{"format":"byte-saved-game","version":1,"start":"' + Position().code()
           + '","moves":["b2-a3"],"ply":1,"settings":{"vs":"c2"}}')
    saved = loads(old)
    assert saved.game.game == "byte" and saved.game.texts == ["b2-a3"] and not saved.problems


def test_a_save_of_an_unknown_game_is_refused_in_words() -> None:
    text = dumps(Game(moves=["b2-a3"])).replace('"game":"byte"', '"game":"chess"')
    with pytest.raises(ByteError, match="cannot be opened here: there is no game 'chess'"):
        loads(text)
