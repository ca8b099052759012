"""The learned draughts evaluation: its blocks, its weights file, and the switch."""

from __future__ import annotations

import json

import pytest

from byte import games
from byte.errors import ByteError
from byte.games import evaluation
from byte.games.checkers import engine, learned
from byte.games.checkers.rules import GEOMETRY, from_code, start
from byte.weights import pack
from tests.random_play import random_positions


def positions(count: int, seed: int, variant: str = "brazilian") -> list:
    return random_positions(lambda: start(variant), count, seed)


@pytest.mark.parametrize("size", [8, 10])
def test_the_blocks_cover_the_board_eight_squares_each(size):
    found = learned.blocks(size)
    assert len(found) == (size // 2 - 1) ** 2
    assert all(len(bits) == len(set(bits)) == 8 for bits in found)
    covered = set().union(*found)
    assert covered == set(GEOMETRY[size].bit[1:])


def test_block_numbers_read_the_men_in_base_three():
    pos = from_code("W:Wa1,Kc1:Bb2")  # a1 and b2 lie in the first block; c1 is a king
    bits = learned.blocks(8)[0]
    geo = GEOMETRY[8]
    a1, b2 = geo.bit[geo.by_name["a1"]], geo.bit[geo.by_name["b2"]]
    expected = 3 ** bits.index(a1) + 2 * 3 ** bits.index(b2)
    numbers = learned.block_numbers(pos)
    assert numbers[0] == expected
    assert all(number == block * learned.BLOCK_SIZE for block, number
               in enumerate(numbers) if block and not (pos.white | pos.black) & sum(
                   learned.blocks(8)[block]))


def test_block_numbers_stay_within_their_blocks():
    for pos in positions(30, seed=1):
        for block, number in enumerate(learned.block_numbers(pos)):
            assert block * learned.BLOCK_SIZE <= number < (block + 1) * learned.BLOCK_SIZE


@pytest.mark.parametrize("size, variant", [(8, "english"), (10, "international")])
def test_king_numbers_give_the_material_and_each_kings_square(size, variant):
    tables = learned.king_tables(size)
    seen_material = set()
    for pos in positions(40, seed=3, variant=variant):
        numbers = learned.king_numbers(pos)
        assert len(numbers) == 1 + pos.kings.bit_count()
        assert all(tables.material <= number < tables.material + tables.count
                   for number in numbers)
        assert len(set(numbers)) == len(numbers)
        seen_material.add(numbers[0])
        assert all(number >= tables.material + tables.side ** 2 for number in numbers[1:])
        assert learned.feature_numbers(pos, True) == learned.block_numbers(pos) + numbers
        assert learned.feature_numbers(pos, False) == learned.block_numbers(pos)
    assert len(seen_material) > 1


def test_king_numbers_tell_the_colours_kings_and_squares_apart():
    white_king = learned.king_numbers(from_code("W:WK1:BK32", "english"))
    black_king = learned.king_numbers(from_code("W:WK32:BK1", "english"))
    men = learned.king_numbers(from_code("W:W14:B19", "english"))
    assert white_king[0] == black_king[0] != men[0]  # the same material, not men's
    assert set(white_king[1:]).isdisjoint(black_king[1:])
    many = learned.king_numbers(from_code("W:WK1,K2,K3,K4,K5,K6:BK32", "english"))
    five = learned.king_numbers(from_code("W:WK1,K2,K3,K4,K5:BK32", "english"))
    assert many[0] == five[0]  # more than KING_CAP kings count as KING_CAP


def test_a_weights_file_with_king_features_is_read_and_used(tmp_path, monkeypatch):
    count = learned.feature_count(8, kings=True)
    assert count == learned.feature_count(8, kings=False) + learned.king_tables(8).count
    square_one = learned.king_numbers(from_code("W:WK1:B19", "english"))[1]
    patterns = [0] * count
    patterns[square_one] = 70
    table = {"patterns": pack(patterns), "hand": learned.HAND_SHARE, "move": 0}
    path = tmp_path / "weights-english.json"
    path.write_text(json.dumps({"variant": "english", "size": 8, "stages": learned.STAGES,
                                "kings": True, "tables": [table] * learned.STAGES}))
    monkeypatch.setattr(learned, "weights_file", lambda variant: path)
    monkeypatch.setitem(learned._LOADED, "english", learned._Weights(path, 8))
    on_one = from_code("W:WK1:B19", "english")
    elsewhere = from_code("W:WK10:B19", "english")
    assert learned.evaluate(on_one, 0) == 70
    assert learned.evaluate(elsewhere, 0) == 0
    assert learned.evaluate(from_code("B:WK1:B19", "english"), 0) == -70
    path.write_text(path.read_text().replace('"kings": true', '"kings": false'))
    with pytest.raises(ValueError, match="not"):
        learned._Weights(path, 8)  # a table of the wrong length for the file's features


def test_the_learned_evaluation_plays_where_it_exists_and_the_hand_one_can_be_chosen():
    assert learned.available("brazilian")
    assert not learned.available("frysk")
    pos = positions(1, seed=2)[0]
    hand = engine.hand_evaluate(pos)
    assert engine.static_evaluate(pos) == learned.evaluate(pos, hand)  # the default
    frysk = positions(1, seed=2, variant="frysk")[0]
    assert engine.static_evaluate(frysk) == engine.hand_evaluate(frysk)
    with evaluation("checkers", "hand"):
        assert engine.static_evaluate(pos) == hand
    assert engine.static_evaluate(pos) != hand  # put back after the block
    previous = engine.use_evaluation("hand")
    try:
        assert previous == "learned"  # use_evaluation hands back the one it replaced
    finally:
        engine.use_evaluation(previous)
    with pytest.raises(ByteError, match="no evaluation called 'deep'"):
        engine.use_evaluation("deep")


@pytest.mark.parametrize(("variant", "white_ahead"), [
    ("brazilian", ":Wa1,c1,e1,g1,b2,d2:Bb8,d8,f8,h8"),
    ("international", ":W46-50,41,42:B1-5"),
    ("english", ":W21-26:B1-4"),
    ("russian", ":Wa1,c1,e1,g1,b2,d2:Bb8,d8,f8,h8"),
    ("pool", ":W21-26:B1-4"),
    ("italian", ":W21-26:B1-4"),
    ("frisian", ":W46-50,41,42:B1-5"),
    ("antidraughts", ":W46-50:B1-7"),  # won by losing every piece: two men fewer leads
])
def test_the_learned_evaluation_sees_a_clear_lead(variant, white_ahead):
    assert learned.available(variant)
    with evaluation("checkers", "learned"):
        # White two men ahead, either side to move.
        for turn in "WB":
            pos = from_code(turn + white_ahead, variant)
            assert engine.static_evaluate(pos) != engine.hand_evaluate(pos)
            white_view = engine.static_evaluate(pos) * (1 if pos.turn == "w" else -1)
            assert white_view > engine.SCALE
        assert abs(engine.static_evaluate(start(variant))) < engine.SCALE // 2


VARIANTS = [(variant.id, variant.default_size) for variant in games.find("checkers").variants]


@pytest.mark.parametrize(("variant", "size"), VARIANTS)
def test_where_the_learned_evaluation_plays_the_levels_search_fewer_nodes(variant, size):
    with evaluation("checkers", "hand"):
        hand = engine.levels_for(size, variant)
    with evaluation("checkers", "learned"):
        learned_levels = engine.levels_for(size, variant)
    if learned.available(variant):
        assert all(learned_levels[n].nodes < hand[n].nodes for n in (3, 4, 5))
    else:
        assert learned_levels == hand


def test_these_rule_sets_have_weights():
    have = {variant for variant, _ in VARIANTS if learned.available(variant)}
    assert have == {"brazilian", "international", "english", "russian", "pool", "italian",
                    "frisian", "antidraughts"}


def test_antidraughts_level_3_searches_less_with_the_learned_evaluation_to_stay_below_level_4():
    # The learned evaluation helps level 3's shallow search most; it searches fewer nodes
    # so the ladder keeps its step. (Level 2 stays below it by its depth limit and its
    # random choices, not by its nodes.)
    with evaluation("checkers", "learned"):
        levels = engine.levels_for(10, "antidraughts")
        international = engine.levels_for(10, "international")
    assert levels[3].nodes < international[3].nodes
    assert levels[4].nodes == international[4].nodes
