"""Puzzles: every shipped puzzle proven again by the exact solver; the learner's attempt
followed move by move; progress read back from anything storage may hold."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from byte import games
from byte.errors import ByteError
from byte.puzzles import CHECK_NODES, Attempt, Progress, Puzzle, check, load

SHIPPED = [puzzle for info in games.GAMES.values() for puzzle in load(info.id)]


def material(puzzle: Puzzle) -> tuple[int, int]:
    """The pieces the winner takes along the line, and those it gives (the defence
    takes)."""
    pos = puzzle.position()
    taken = given = 0
    for index, text in enumerate(puzzle.line):
        move = pos.parse_move(text)
        if index % 2:
            given += len(move.captured)
        else:
            taken += len(move.captured)
        pos.push(move)
    return taken, given


def test_every_game_ships_puzzles_with_unique_ids() -> None:
    for game in ("byte", "reversi", "checkers"):
        assert len(load(game)) >= 6, f"{game} has too few puzzles"
    ids = [puzzle.id for puzzle in SHIPPED]
    assert len(ids) == len(set(ids))
    codes = [(puzzle.game, puzzle.code) for puzzle in SHIPPED]
    assert len(codes) == len(set(codes))


def test_checkers_puzzles_are_shots_of_the_default_rules_and_of_breakthrough() -> None:
    # A player of Checkers (the default rules) gets puzzles of those rules; Breakthrough
    # draughts keeps its own. Each is a shot: the winner moves at least twice and takes.
    puzzles = load("checkers")
    default = games.find("checkers").default.id
    assert {puzzle.variant for puzzle in puzzles} == {default, "breakthrough"}
    assert len([p for p in puzzles if p.variant == default]) >= 8
    for puzzle in puzzles:
        assert len(puzzle.line) >= 3 and any("x" in move for move in puzzle.line[::2])
        if puzzle.variant == default:
            # ... and gives material first: it takes back more than the defence took.
            taken, given = material(puzzle)
            assert given >= 1 and taken > given, puzzle.id


@pytest.mark.parametrize("puzzle", SHIPPED, ids=[puzzle.id for puzzle in SHIPPED])
def test_each_puzzle_is_proven_again(puzzle: Puzzle) -> None:
    # Every winner's move of the line wins, and at each of its turns every other move is
    # proven not to win, with the result the data gives.
    assert check(puzzle, full=True) == []
    # ... and it is small enough for the proof budget that checks it.
    assert games.engine(puzzle.game).solve_when(puzzle.position(), solve_nodes=CHECK_NODES)


def test_a_whole_line_is_proven_move_by_move() -> None:
    longest = max((p for p in SHIPPED if p.game == "byte"), key=lambda p: len(p.line))
    assert longest.turns >= 2
    assert check(longest, full=True) == []


def test_a_wrong_line_is_caught() -> None:
    puzzle = next(p for p in SHIPPED if p.wrong[0])
    wrong_move = next(iter(puzzle.wrong[0]))
    broken = Puzzle(puzzle.id, puzzle.game, puzzle.variant, puzzle.code,
                    (wrong_move, *puzzle.line[1:2]), puzzle.wrong[:1])
    assert check(broken, full=False)


def test_an_attempt_with_a_wrong_try() -> None:
    puzzle = next(p for p in SHIPPED if p.wrong[0] and len(p.line) >= 2)
    attempt = Attempt(puzzle)
    assert attempt.after([]).kind == "your move"
    wrong_move = next(iter(puzzle.wrong[0]))
    step = attempt.after([wrong_move])
    other = "Black" if puzzle.side == "w" else "White"
    assert (step.kind, step.keep, step.move) == ("wrong", 0, wrong_move)
    assert step.words.startswith(f"{wrong_move} ") and other in step.words
    assert step.words.endswith("Try again.")
    attempt.note_wrong(wrong_move)
    step = attempt.after([puzzle.line[0]])
    assert (step.kind, step.move, step.keep) == ("reply", puzzle.line[1], 1)
    # The learner moved for the other side: the defence is put right.
    if puzzle.turns > 1 or len(puzzle.line) > 2:
        assert attempt.after(list(puzzle.line[:1]) + ["zz"]).kind == "reply"
    done = attempt.after(list(puzzle.line))
    assert done.kind == "solved"
    assert done.words == f"Solved after 1 wrong try: {games.SIDE_NAMES[puzzle.side]} wins."


def test_the_title_names_the_winner() -> None:
    for puzzle in SHIPPED:
        assert puzzle.title == f"{games.SIDE_NAMES[puzzle.position().turn]} to play and win"


@pytest.mark.parametrize("text", ["", "[]", "null", '{"solved": 3}', "{", '{"solved": [[1]]}'])
def test_progress_from_bad_storage_is_empty(text: str) -> None:
    assert Progress.from_text(text).solved == set()
    assert Progress.from_text(None).solved == set()


def test_progress_round_trips_and_finds_the_next_unsolved() -> None:
    puzzles = load("byte")[:3]
    progress = Progress({puzzles[0].id, puzzles[1].id})
    assert Progress.from_text(progress.to_text()) == progress
    assert progress.count(puzzles) == 2
    assert progress.next_unsolved(puzzles) == 2
    assert progress.next_unsolved(puzzles, after=2) == 2
    progress.solved.add(puzzles[2].id)
    assert progress.next_unsolved(puzzles, after=2) == 0


@pytest.mark.parametrize("line", ['{"id": "x"}', "[1, 2]", '{"id": "x", "variant": "byte", '
                                  '"code": "c", "line": [], "wrong": []}', "not json"])
def test_a_bad_puzzle_file_is_refused_in_words(tmp_path: Path, line: str) -> None:
    (tmp_path / "puzzles.jsonl").write_text(line + "\n", encoding="utf-8")
    with pytest.raises(ByteError, match="puzzles.jsonl line 1"):
        load("byte", root=tmp_path)


def test_puzzles_round_trip_as_data() -> None:
    puzzle = SHIPPED[0]
    again = Puzzle.from_dict(json.loads(json.dumps(puzzle.to_dict())), puzzle.game)
    assert again == puzzle
