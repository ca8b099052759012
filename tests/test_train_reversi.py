"""tools/train_reversi.py: games labelled by the solver, a fit that loads and knows endings."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from byte.games.reversi import engine, learned
from byte.games.reversi.patterns import PATTERN_WEIGHTS
from byte.games.reversi.rules import from_code
from byte.weights import unpack

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import train_reversi  # tools/train_reversi.py


def test_generated_games_are_fitted_into_weights_that_load(tmp_path):
    games = tmp_path / "positions.jsonl"
    train_reversi.generate(games=4, seed=3, nodes=60, out=games)
    rows = [json.loads(line) for line in games.read_text().splitlines()]
    assert {row["game"] for row in rows} == {0, 1, 2, 3}
    first = [from_code(row["code"]) for row in rows if row["game"] == 0]
    # In the order played: the board fills up, and the solver's exact values close it.
    assert [pos.empties() for pos in first] == sorted((p.empties() for p in first),
                                                      reverse=True)
    weights = tmp_path / "weights.json"
    train_reversi.fit([games], weights, ridge=30.0, iterations=10, holdout=0.25, chain=0.7)
    table = learned._Weights(weights)
    assert len(table.patterns) == len(learned.STAGES)
    assert any(any(stage) for stage in table.patterns)
    # The last stage learned from exact values: its hand-written share and patterns
    # together see that a side far ahead at the end wins.
    data = json.loads(weights.read_text())
    assert data["tables"]["5"]["hand"] > 0


def test_the_evaluation_adds_up_what_the_fit_wrote(tmp_path, monkeypatch):
    games = tmp_path / "positions.jsonl"
    train_reversi.generate(games=3, seed=4, nodes=60, out=games)
    weights = tmp_path / "weights.json"
    train_reversi.fit([games], weights, ridge=30.0, iterations=10, holdout=0.0, chain=0.7)
    monkeypatch.setattr(learned, "_LOADED", [learned._Weights(weights)])
    data = json.loads(weights.read_text())
    for line in games.read_text().splitlines()[::7]:
        pos = from_code(json.loads(line)["code"])
        if pos.is_over():
            continue
        table = data["tables"][str(learned.stage_of(pos.empties()))]
        known = unpack(table["patterns"], PATTERN_WEIGHTS)
        numbers, parity = train_reversi.features(pos.own, pos.opp)
        hand = engine.hand_evaluate(pos)
        # The model, in discs: patterns, parity and bias (tenths), hand / 10 (thousandths).
        discs = (sum(known[number] for number in numbers) + table["parity"] * parity
                 + table["bias"]) / 10 + table["hand"] / 1000 * hand / learned.HAND_UNIT
        points = learned.evaluate(pos, hand)
        assert abs(points - discs * learned.POINTS_PER_DISC) <= 2
