"""tools/train_checkers.py: games recorded, the turned positions, a fit that loads."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from byte.games.checkers import engine, learned
from byte.games.checkers.rules import from_code
from byte.weights import unpack

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import train_checkers  # tools/train_checkers.py

from tests.games.test_checkers_learned import positions  # random positions of Checkers


def test_a_turned_position_is_the_same_game_from_the_other_side():
    for pos in positions(20, seed=5):
        other = train_checkers.turned(pos)
        assert other.turn != pos.turn
        assert other.white.bit_count() == pos.black.bit_count()
        back = train_checkers.turned(other)
        assert (back.white, back.black, back.kings, back.turn) == (
            pos.white, pos.black, pos.kings, pos.turn)
        # The hand-written evaluation is the same for the side to move.
        assert engine.hand_evaluate(other) == engine.hand_evaluate(pos)


def test_generated_games_are_fitted_into_weights_that_load(tmp_path):
    games = tmp_path / "games.jsonl"
    train_checkers.generate("brazilian", games=3, nodes=150, seed=2, opening_plies=4,
                            vary=0.2, out=games)
    rows = [json.loads(line) for line in games.read_text().splitlines()]
    assert {row["game"] for row in rows} == {0, 1, 2}
    assert all(row["result"] in (-1, 0, 1) for row in rows)
    weights = tmp_path / "weights.json"
    train_checkers.fit("brazilian", [games], weights, ridge=3.0, steps=20, holdout=0.34,
                       chain=0.7, searched=0.7)
    table = learned._Weights(weights, 8)
    assert len(table.patterns) == learned.STAGES
    assert any(any(stage) for stage in table.patterns)  # the blocks learned something
    assert all(hand > 0 for hand, _ in table.extra)


@pytest.mark.parametrize(("kings", "material_with_kings"),
                         [(False, False), (True, False), (True, True)])
def test_the_evaluation_adds_up_what_the_fit_wrote(tmp_path, monkeypatch, kings,
                                                   material_with_kings):
    games = tmp_path / "games.jsonl"
    train_checkers.generate("brazilian", games=2, nodes=150, seed=4, opening_plies=4,
                            vary=0.2, out=games)
    weights = tmp_path / "weights.json"
    train_checkers.fit("brazilian", [games], weights, ridge=3.0, steps=20, holdout=0.0,
                       chain=0.7, searched=0.7, kings=kings,
                       material_with_kings=material_with_kings)
    monkeypatch.setitem(learned._LOADED, "brazilian", learned._Weights(weights, 8))
    data = json.loads(weights.read_text())
    assert data["kings"] is kings
    count = learned.feature_count(8, kings)
    tested_kings = 0
    for pos in positions(30, seed=5):
        tested_kings += pos.kings.bit_count()
        table = data["tables"][learned.stage_of((pos.white | pos.black).bit_count(), 12)]
        known = unpack(table["patterns"], count)
        white_view = sum(known[number] for number in learned.feature_numbers(pos, kings))
        side = 1 if pos.turn == "w" else -1
        hand = engine.hand_evaluate(pos)
        # The model: z = a * hand + blocks + m * move, from White's side, in points.
        expected = table["hand"] * hand / 1000 + side * white_view + table["move"]
        assert abs(learned.evaluate(pos, hand) - expected) <= 1
    assert tested_kings  # positions with kings were among them
    if kings:
        # The king features learned something (every position has a material weight).
        assert any(unpack(table["patterns"], count)[9 * learned.BLOCK_SIZE:].count(0)
                   < learned.king_tables(8).count for table in data["tables"])
        # The material weights of the games' positions without a king are fitted, or
        # with material_with_kings stay 0.
        recorded = [from_code(json.loads(line)["code"], "brazilian")
                    for line in games.read_text().splitlines()]
        kingless = {learned.king_numbers(pos)[0] for pos in recorded if not pos.kings}
        fitted = [unpack(table["patterns"], count) for table in data["tables"]]
        assert any(stage[number] for stage in fitted for number in kingless) is not (
            material_with_kings)


def test_the_fit_reads_the_hand_written_evaluation_whichever_plays():
    # The levels play the learned evaluation; its own input must be the hand-written one.
    assert engine.use_evaluation("learned") == "learned"
    for pos in positions(5, seed=5):
        side = 1 if pos.turn == "w" else -1
        sample = train_checkers._Sample(pos, result=0, score=None, held=False)
        assert sample.forms[0][1] == side * engine.hand_evaluate(pos)
        assert sample.forms[1][1] == -side * engine.hand_evaluate(pos)
