"""The computer player: legal moves at every level, determinism, think/hint."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from byte import book, bot, games
from byte.bot import (
    LEVEL_NUMBERS,
    choose_move,
    hint,
    think,
    white_score,
)
from byte.games.byte.rules import MAX_HEIGHT, PASS, START_CODES, ByteError, Move, Position
from byte.search import WIN

VECTORS = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "byte-vectors.jsonl").read_text().splitlines()
    if line.strip()
]
PLAYABLE = [v for v in VECTORS if v["moves"]]
FORCED_PASSES = [v for v in VECTORS if v["moves"] == ["pass"]]
# How many positions each level is asked about (stronger levels think longer).
SAMPLE = {1: 150, 2: 80, 3: 20, 4: 8, 5: 6}


@pytest.mark.parametrize("level", LEVEL_NUMBERS)
def test_every_level_plays_a_legal_move(level: int, random_positions) -> None:
    rng = random.Random(level)
    codes = [v["position"] for v in PLAYABLE]
    codes += [pos.code() for pos in random_positions(60, seed=level)]
    # Forced passes always, then a sample; late positions are cheap, so keep many of them.
    sample = [v["position"] for v in FORCED_PASSES[:10]] + rng.sample(codes, SAMPLE[level])
    assert any(Position.from_code(c).size == 10 for c in sample)
    for code in sample:
        reply = think(code, level, seed=rng.randrange(1000))
        pos = Position.from_code(code)
        assert reply["move"] is not None
        assert pos.parse_move(reply["move"]) in pos.legal_moves()
        assert -1.0 <= reply["score"] <= 1.0
        if pos.legal_moves() == [PASS]:
            assert reply["move"] == "pass"


@pytest.mark.parametrize("level", [1, 2, 3])
def test_same_seed_same_move(level: int, random_positions) -> None:
    for code in [pos.code() for pos in random_positions(6, seed=10 + level)]:
        first = think(code, level, seed=42)
        second = think(code, level, seed=42)
        assert first["move"] == second["move"]
        assert first["nodes"] == second["nodes"]


def gifts(pos: Position) -> list[Move]:
    """Moves that complete a stack of 8 with the opponent's checker on top."""
    found = []
    for move in pos.legal_moves():
        if move.level:
            lifted = pos.board[move.src][move.level - 1 :]
            if len(pos.board[move.dst]) + len(lifted) == MAX_HEIGHT and lifted[-1] != pos.turn:
                found.append(move)
    return found


def test_level_one_varies_with_the_seed_but_avoids_gifts_mostly() -> None:
    moves = {think(START_CODES[8], 1, seed=seed)["move"] for seed in range(30)}
    assert len(moves) > 3  # noise: level 1 is not one fixed line
    # Positions from random games where some moves hand the opponent a stack, others not.
    rng = random.Random(3)
    found: list[tuple[str, float]] = []
    while len(found) < 40:
        pos = Position.start(8)
        while not pos.is_over():
            given, legal = gifts(pos), pos.legal_moves()
            if given and len(given) < len(legal) and rng.random() < 0.5:
                found.append((pos.code(), len(given) / len(legal)))
                break
            pos.push(rng.choice(legal))
    random_rate = sum(share for _, share in found) / len(found)
    bot_gifts = 0
    for index, (code, _) in enumerate(found):
        pos = Position.from_code(code)
        bot_gifts += pos.parse_move(think(code, 1, seed=index)["move"]) in gifts(pos)
    assert random_rate > 0.1
    assert bot_gifts / len(found) < random_rate / 2


def test_strong_levels_take_a_winning_stack() -> None:
    # Black to move wins at once with e3-f2 (8 high, black on top, the second stack).
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. b 1-1"
    for level in (2, 3, 4, 5):
        reply = think(code, level, seed=1)
        assert reply["move"] == "e3-f2"
    reply = think(code, 5, seed=1)
    assert reply["solved"] and reply["winner"] == "b" and reply["score"] == -1.0


def test_think_applies_moves_and_reports_a_finished_game() -> None:
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
    over = think(code, 3, moves=["f2-e3"])
    assert over["move"] is None and over["winner"] == "b" and over["solved"]
    reply = think(START_CODES[8], 2, seed=1, moves=["b2-c3"])
    pos = Position.from_code(START_CODES[8])
    pos.push(pos.parse_move("b2-c3"))
    assert pos.parse_move(reply["move"]) in pos.legal_moves()
    assert json.loads(json.dumps(reply)) == reply  # plain data for the web worker


def test_hint_is_level_five_and_solves_late_positions() -> None:
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
    reply = hint(code)
    assert reply == {**think(code, 5, seed=0), "ms": reply["ms"]}
    assert reply["solved"]
    assert reply["move"] in {"e3:2-f2", "f2:2-e3"}


@pytest.mark.parametrize(
    ("code", "level", "moves"),
    [
        ("not a position", 3, None),
        (START_CODES[8], 0, None),
        (START_CODES[8], 6, None),
        (START_CODES[8], 2, ["a1-h8"]),
    ],
)
def test_bad_input_raises_byte_error(code: str, level: int, moves: list[str] | None) -> None:
    with pytest.raises(ByteError):
        think(code, level, moves=moves)


def test_white_score_is_from_whites_view() -> None:
    engine = games.engine("checkers")
    assert white_score(50, "w", engine) > 0 > white_score(50, "b", engine)
    assert white_score(WIN, "w", engine) == 1.0
    assert white_score(-WIN, "w", engine) == -1.0
    assert -1 < white_score(300, "b", engine) < 0
    # The one mapping is the game's: its clear advantage is about 80% winning chances.
    assert white_score(engine.SCALE, "w", engine) == engine.winning_chances(engine.SCALE)


def test_choose_move_leaves_the_position_alone() -> None:
    pos = Position.start(8)
    pos.push(pos.legal_moves()[3])
    before = (pos.code(), list(pos.move_stack), pos.key)
    choose_move(pos, 3, seed=1)
    assert (pos.code(), list(pos.move_stack), pos.key) == before


def test_a_slower_device_divides_the_time_caps_and_the_reply_says_capped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The site's default device never caps a small budget; a modelled device a billion
    times slower, on a clock that gains a second per reading, stops every search."""
    settings = bot.levels(bot.games.engine("byte"), 8)[5]
    assert bot.time_cap(settings) == settings.max_seconds
    assert think(START_CODES[8], 1, seed=1)["capped"] is False
    # Level 5 plays the start from its book: after 1. b2-a3 (not a book move) it searches.
    pos = Position.start(8)
    pos.push(pos.parse_move("b2-a3"))
    assert not book.book_for(pos).moves(pos)
    ticks = iter(range(10**9))
    monkeypatch.setattr(bot, "DEVICE", bot.Device(slowdown=1e9,
                                                  clock=lambda: float(next(ticks))))
    assert bot.time_cap(settings) == settings.max_seconds / 1e9
    reply = think(pos.code(), 5, seed=1)
    assert reply["capped"] is True and reply["nodes"] < settings.nodes
    assert reply["move"] in {str(move) for move in pos.legal_moves()}
