"""The review's classification: synthetic evaluation sequences and real short games."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from byte import review
from byte.record import Game
from byte.review import Evaluation, classify

EVEN = Evaluation(0.0, "best", 5)


def one_move(before: Evaluation, after: Evaluation, side: str = "w",
             move: str = "played") -> review.MoveReview:
    return classify([side], [move], [before, after])[0]


@pytest.mark.parametrize(("after", "verdict"), [
    (-0.19, ""), (-0.2, "inaccuracy"), (-0.39, "inaccuracy"), (-0.4, "mistake"),
    (-0.59, "mistake"), (-0.6, "blunder"), (-1.0, "blunder"),
])
def test_thresholds_on_the_bar_scale(after: float, verdict: str) -> None:
    found = one_move(EVEN, Evaluation(after, "x", 5))
    assert found.verdict == verdict
    assert found.better == ("best" if verdict else None)
    assert found.loss == pytest.approx(-after)


def test_the_loss_is_for_the_side_that_moved() -> None:
    # White's view: +0.5 is good for White, so Black lost 0.5 by reaching it.
    assert one_move(EVEN, Evaluation(0.5, "x", 5), side="b").verdict == "mistake"
    assert one_move(EVEN, Evaluation(0.5, "x", 5), side="w").verdict == ""
    assert one_move(EVEN, Evaluation(0.5, "x", 5), side="w").loss == 0.0


def test_a_move_thrown_away_proven_win_is_a_blunder_even_by_a_small_drop() -> None:
    won = Evaluation(1.0, "best", 4, result="w")
    drawn = Evaluation(0.0, "x", 4, result=review.DRAW)
    found = one_move(won, drawn)
    assert (found.verdict, found.reason) == ("blunder", "it throws away a proven win")
    # Not proven afterwards, but the bar still says most of the win is gone.
    assert one_move(won, Evaluation(0.3, "x", 4)).verdict == "blunder"
    # A draw turned into a proven loss, for Black.
    lost = Evaluation(1.0, "x", 4, result="w")
    found = one_move(Evaluation(0.0, "best", 3, result=review.DRAW), lost, side="b")
    assert (found.verdict, found.reason) == ("blunder", "it turns a proven draw into a loss")


def test_a_proven_result_kept_is_never_marked() -> None:
    won = Evaluation(1.0, "best", 4, result="w")
    assert one_move(won, Evaluation(1.0, "x", 4, result="w")).verdict == ""
    lost = Evaluation(-1.0, "best", 4, result="b")
    assert one_move(lost, Evaluation(-1.0, "x", 4, result="b")).verdict == ""


def test_forced_moves_and_the_engines_own_choice_are_not_marked() -> None:
    assert one_move(Evaluation(0.0, "only", 1), Evaluation(-0.9, "x", 3)).verdict == ""
    assert one_move(Evaluation(0.0, "played", 5), Evaluation(-0.9, "x", 3)).verdict == ""


def test_near_the_ends_of_the_bar_a_kept_advantage_is_not_marked() -> None:
    # Winning big and still winning: the bar flattens, so the drop is small.
    assert one_move(Evaluation(0.98, "best", 5), Evaluation(0.85, "x", 5)).verdict == ""


def test_a_sequence_reviews_every_move_with_counts_and_words() -> None:
    evaluations = [Evaluation(0.0, "a", 9), Evaluation(0.1, "b", 9), Evaluation(0.75, "c", 9),
                   Evaluation(0.45, "d", 9), Evaluation(-0.2, None, 0, result="b")]
    reviews = classify(["w", "b", "w", "b"], ["a", "x", "y", "z"], evaluations)
    assert [r.ply for r in reviews] == [1, 2, 3, 4]
    assert [r.verdict for r in reviews] == ["", "blunder", "inaccuracy", ""]
    assert [r.symbol for r in reviews] == ["", "??", "?!", ""]
    assert reviews[1].better == "b" and reviews[2].better == "c"
    assert review.counts(reviews, "b") == {"inaccuracy": 0, "mistake": 0, "blunder": 1}
    assert review.summary(reviews, "w") == "1 inaccuracy, no mistakes, no blunders"
    # A review still under way covers the moves its evaluations reach.
    assert len(classify(["w", "b", "w", "b"], ["a", "x", "y", "z"], evaluations[:3])) == 2


@pytest.mark.parametrize("bad", [None, [], {"score": True}, {"score": float("nan")},
                                 {"score": 0.1, "best": 3}, {"score": 0.1, "choices": -1},
                                 {"score": 0.1, "result": "white"}])
def test_bad_worker_answers_are_refused_in_words(bad: object) -> None:
    with pytest.raises(ValueError, match=r"^the "):
        Evaluation.from_dict(bad)


def test_evaluations_round_trip_and_clamp() -> None:
    data = Evaluation(-0.25, "f5", 4, "b").to_dict()
    assert Evaluation.from_dict(data) == Evaluation(-0.25, "f5", 4, "b")
    assert Evaluation.from_dict({"score": -3, "best": None}).score == -1.0


def test_a_real_short_checkers_game_marks_the_hanging_man() -> None:
    # White's third move, e3-d4, leaves a man to a double capture (e5xa5): a blunder,
    # and the engine names a move that keeps the material.
    game = Game.new("checkers", "brazilian")
    for text in ["c3-b4", "f6-e5", "e3-d4", "e5xa5"]:
        game.push(text)
    evaluations, reviews = review.review_game(game)
    assert len(evaluations) == 5 and evaluations[-1].result is None
    marked = [r for r in reviews if r.verdict]
    assert [(r.ply, r.side, r.move, r.verdict) for r in marked] == [(3, "w", "e3-d4", "blunder")]
    better = marked[0].better
    assert better and better != "e3-d4"
    assert better in {game.position_at(2).notation(m) for m in game.position_at(2).legal_moves()}


def test_the_page_can_import_the_review_and_puzzles_without_the_search() -> None:
    """The page's start imports both; the search is slow to import in the browser and is
    needed only where a review or a solve runs."""
    code = "import sys, byte.review, byte.puzzles; print('byte.bot' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=Path(__file__).resolve().parent.parent)
    assert result.stdout.strip() == "False"
