"""tools/train_byte.py: games recorded, the swapped positions, a fit that loads."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from byte.games.byte import engine, learned
from byte.weights import unpack

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import train_byte  # tools/train_byte.py

from tests.games.test_byte_learned import positions  # random positions of Byte


def test_a_swapped_position_is_the_same_game_from_the_other_side():
    for pos in positions(20, seed=5) + positions(5, seed=6, size=10):
        other = train_byte.swapped(pos)
        assert other.turn != pos.turn
        assert (other.won["w"], other.won["b"]) == (pos.won["b"], pos.won["w"])
        assert sorted(other.board) == sorted(
            stack.translate(str.maketrans("wb", "bw")) for stack in pos.board)
        assert train_byte.swapped(other).code() == pos.code()
        # The hand-written evaluation is the same for the side to move.
        assert engine.hand_evaluate(other) == engine.hand_evaluate(pos)


def test_generated_games_are_fitted_into_weights_that_load(tmp_path):
    games = tmp_path / "games.jsonl"
    train_byte.generate(8, games=4, nodes=150, seed=2, opening_plies=4, vary=0.2, out=games)
    rows = [json.loads(line) for line in games.read_text().splitlines()]
    assert {row["game"] for row in rows} == {0, 1, 2, 3}
    assert all(row["result"] in (-1, 1) for row in rows)
    weights = tmp_path / "weights.json"
    train_byte.fit(8, [games], weights, ridge=3.0, steps=20, holdout=0.25, searched=0.7)
    table = learned._Weights(weights, 8)
    assert len(table.stacks) == learned.STAGES
    assert any(any(pair) for pair in table.stacks[0].values())  # the stacks learned something
    assert all(hand > 0 for hand, _ in table.extra)


def test_the_evaluation_adds_up_what_the_fit_wrote(tmp_path, monkeypatch):
    games = tmp_path / "games.jsonl"
    train_byte.generate(8, games=3, nodes=150, seed=4, opening_plies=4, vary=0.2, out=games)
    weights = tmp_path / "weights.json"
    train_byte.fit(8, [games], weights, ridge=3.0, steps=20, holdout=0.0, searched=0.7)
    monkeypatch.setitem(learned._LOADED, 8, learned._Weights(weights, 8))
    monkeypatch.setitem(learned._AVAILABLE, 8, True)
    data = json.loads(weights.read_text())
    for pos in positions(10, seed=5):
        table = data["tables"][learned.stage_of(8, pos.won["w"] + pos.won["b"])]
        known = unpack(table["stacks"], learned.WEIGHTS_PER_STAGE)
        white_view = sum(known[number] for number in learned.stack_numbers(pos))
        side = 1 if pos.turn == "w" else -1
        hand = engine.hand_evaluate(pos)
        # The model: z = a * hand + stacks + m * move, from White's side, in points.
        expected = table["hand"] * hand / 1000 + side * white_view + table["move"]
        assert abs(engine.evaluate(pos) - expected) <= 1


def test_the_fit_reads_the_hand_written_evaluation_whichever_plays():
    # The levels play the learned evaluation; its own input must be the hand-written one.
    assert engine.use_evaluation("learned") == "learned"
    for pos in positions(5, seed=5):
        side = 1 if pos.turn == "w" else -1
        sample = train_byte._Sample(pos, result=1, score=None, held=False)
        assert sample.forms[0][1] == side * engine.hand_evaluate(pos)
        assert sample.forms[1][1] == -side * engine.hand_evaluate(pos)
