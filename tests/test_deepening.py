"""Thinking longer (byte/deepening.py): depth by depth, stopped when asked or at its cap,
and the exact result once a proof or the search reaches the end of the game."""

from __future__ import annotations

import pytest

from byte import games
from byte.bot import load
from byte.deepening import DRAW, Depth, _plies, deepen
from byte.search import MAX_PLY, WIN

REVERSI_ENDING = "XXXXXXXXOXXXXXX-OOXOXXX-OOOXXOXXOOOOOOOXOOOOXOOXOOOOOO-XOOOOOO-- O"
"""White (O) to move wins by 8 with h2 (a draw after h3)."""


def start(game: str, variant: str | None = None):
    info = games.find(game)
    chosen = info.variant(variant)
    return games.rules(info.id).start(chosen.id, chosen.default_size)


class Ticks:
    """A clock that moves on by ``step`` seconds each time it is read: the same run on
    any machine."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def replays(pos, line: list[str]) -> bool:
    board = pos.copy()
    for text in line:
        board.push(board.parse_move(text))
    return True


@pytest.mark.parametrize("game, variant", [("byte", None), ("checkers", None),
                                           ("checkers", "international"),
                                           ("reversi", None)])
def test_one_result_per_depth_deeper_each_time(game, variant):
    pos = start(game, variant)
    code = pos.code()
    found = list(deepen(pos, seconds=60, max_depth=4))
    assert [step.depth for step in found] == [1, 2, 3, 4]
    assert pos.code() == code  # left as it was
    nodes = [step.nodes for step in found]
    assert nodes == sorted(nodes) and nodes[0] > 0
    for step in found:
        assert 1 <= len(step.line) <= step.depth + 8
        assert replays(pos, step.line)  # a line in the game's notation, legal move by move
        assert -1.0 < step.score < 1.0 and not step.solved


def test_stops_when_asked_between_depths():
    seen: list[Depth] = []
    for step in deepen(start("checkers"), seconds=60, stop=lambda: len(seen) >= 2):
        seen.append(step)
    assert [step.depth for step in seen] == [1, 2]


def test_stops_when_asked_inside_a_depth():
    asked = [0]

    def stop() -> bool:
        asked[0] += 1
        return asked[0] > 40  # the search asks every few hundred positions

    found = list(deepen(start("reversi"), seconds=60, stop=stop))
    assert found and asked[0] > 40
    assert found[-1].depth < 20  # the unfinished depth is not reported


def test_stops_at_its_time_cap():
    clock = Ticks(0.02)  # the search reads the clock every few hundred positions
    found = list(deepen(start("checkers", "international"), seconds=1.0, clock=clock))
    assert found, "a few depths fit the time"
    assert found[-1].ms <= 1000 and not found[-1].solved
    assert 1.0 <= clock.now <= 1.1  # it ended at its cap, not later
    assert list(deepen(start("checkers"), seconds=0.0)) == []


def test_the_exact_result_and_margin_from_the_solver():
    pos = load(REVERSI_ENDING, game="reversi", variant="othello")
    found = list(deepen(pos, seconds=30))
    assert len(found) == 1
    exact = found[0]
    assert (exact.result, exact.margin, exact.score, exact.depth) == ("w", 8, 1.0, 0)
    assert exact.line[:4] == ["h2", "h3", "pass", "g8"]  # h3 would only draw
    assert replays(pos, exact.line)


def test_a_proven_win_without_a_margin_in_draughts():
    pos = load("W:W11,44:B6,28", game="checkers", variant="breakthrough")
    (exact,) = deepen(pos, seconds=30)
    assert exact.result == "w" and exact.margin is None and exact.line[0] == "11-7"


def test_the_search_proves_a_win_when_it_reaches_the_end(monkeypatch):
    # With the proof turned off, the search itself reaches the end of every line.
    engine = games.engine("checkers")
    monkeypatch.setattr(engine, "solve_when", lambda pos, budget=0: False)
    pos = load("W:W11,44:B6,28", game="checkers", variant="breakthrough")
    found = list(deepen(pos, seconds=30))
    last = found[-1]
    assert last.result == "w" and last.score == 1.0 and last.plies is not None
    assert last.plies <= last.depth + 8 and last.line[0] == "11-7"
    assert all(not step.solved for step in found[:-1])


def test_a_forced_move_is_played_through():
    # After h2 h3 White can only pass: the thinking is about Black's move after it.
    pos = load(REVERSI_ENDING, ["h2", "h3"], game="reversi", variant="othello")
    assert [pos.notation(move) for move in pos.legal_moves()] == ["pass"]
    (exact,) = deepen(pos, seconds=30)
    assert (exact.result, exact.margin, exact.line[0], exact.depth) == ("w", 8, "pass", 1)
    assert replays(pos, exact.line)


def test_a_finished_game_gives_nothing_to_think_about():
    pos = load("X" * 64 + " X", game="reversi", variant="othello")
    assert pos.is_over()
    assert list(deepen(pos)) == []


def test_plies_of_a_proven_score():
    assert _plies(WIN + 8 * MAX_PLY - 7) == 7
    assert _plies(-(WIN + 1 * MAX_PLY - 3)) == 3


def test_a_depth_travels_as_plain_data():
    step = Depth(5, 0.25, ["d3", "c5"], 1200, 340, DRAW)
    assert Depth.from_dict(step.to_dict()) == step
    for damaged in ([], {"depth": "x"}, {**step.to_dict(), "result": "maybe"},
                    {**step.to_dict(), "margin": True}):
        with pytest.raises(ValueError):
            Depth.from_dict(damaged)
