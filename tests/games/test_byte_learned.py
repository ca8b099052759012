"""The learned Byte evaluation: its kinds of stacks, its weights file, and the switch."""

from __future__ import annotations

from itertools import product

import pytest

from byte.errors import ByteError
from byte.games import evaluation
from byte.games.byte import engine, learned
from byte.games.byte.rules import MAX_HEIGHT, Position, from_code, start
from tests.random_play import random_positions


def positions(count: int, seed: int, size: int = 8) -> list[Position]:
    return random_positions(lambda: start(size=size), count, seed)


def test_every_stack_that_can_stand_has_one_number():
    stacks = ["".join(colours) for height in range(1, MAX_HEIGHT)
              for colours in product("wb", repeat=height)]
    assert sorted(learned.STACK_KINDS) == sorted(stacks)
    assert sorted(learned.STACK_KINDS.values()) == list(range(len(stacks)))
    assert 2 * len(stacks) == learned.WEIGHTS_PER_STAGE


def test_stack_numbers_read_each_stack_and_whether_it_touches_another():
    # d8, h4 and a3 stand alone; f2 (white under black) and e1 (black under white) touch.
    pos = from_code(".,w,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,b/ww,.,.,./.,.,wb,./.,.,bw,. w 1-1")
    kinds = learned.STACK_KINDS
    assert sorted(learned.stack_numbers(pos)) == sorted([
        2 * kinds["w"], 2 * kinds["b"], 2 * kinds["ww"], 2 * kinds["wb"] + 1,
        2 * kinds["bw"] + 1])


@pytest.mark.parametrize(("size", "stages"), [(8, [0, 1, 2]), (10, [0, 1, 1, 2, 2])])
def test_the_stage_follows_the_stacks_won(size, stages):
    assert [learned.stage_of(size, won) for won in range(len(stages))] == stages


def test_the_learned_evaluation_plays_where_it_exists_and_the_hand_one_can_be_chosen():
    assert learned.available(8) and learned.available(10)
    pos = positions(1, seed=2)[0]
    hand = engine.hand_evaluate(pos)
    assert engine.evaluate(pos) == learned.evaluate(pos, hand)  # the default
    with evaluation("byte", "hand"):
        assert engine.evaluate(pos) == hand
    assert engine.evaluate(pos) == learned.evaluate(pos, hand)  # put back after the block
    with pytest.raises(ByteError, match="no evaluation called 'deep'"):
        engine.use_evaluation("deep")


@pytest.mark.parametrize("size", [8, 10])
def test_a_board_without_weights_plays_the_hand_written_evaluation(size, monkeypatch):
    monkeypatch.setitem(learned._AVAILABLE, size, False)
    for pos in positions(3, seed=4, size=size):
        assert engine.evaluate(pos) == engine.hand_evaluate(pos)
    with evaluation("byte", "hand"):
        hand_levels = engine.levels_for(size)
    assert engine.levels_for(size) == hand_levels


def test_the_learned_levels_search_fewer_nodes_with_as_wide_a_noise():
    learned_levels = engine.levels_for(8)
    with evaluation("byte", "hand"):
        hand_levels = engine.levels_for(8)
    assert hand_levels[1].temperature > 0
    for number, level in learned_levels.items():
        hand = hand_levels[number]
        assert level.nodes == int(hand.nodes * engine.LEARNED_SHARE)
        assert level.temperature == hand.temperature * engine.LEARNED_TEMPERATURE
        assert level.max_seconds == hand.max_seconds


def test_the_weights_file_is_checked_for_its_board(tmp_path):
    with pytest.raises(ValueError, match="another board"):
        learned._Weights(learned.weights_file(8), 10)
