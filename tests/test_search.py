"""The game-independent search, checked on toy games and on Byte endgames."""

from __future__ import annotations

import random
from typing import Any

import pytest

from byte.games.byte.engine import evaluate, order_moves, scoring_moves
from byte.games.byte.rules import Position
from byte.search import INFINITY, WIN_BOUND, Searcher, is_win_score


class Nim:
    """Take 1 to 3 from a heap; whoever takes the last one wins. Lost iff heap % 4 == 0."""

    def __init__(self, heap: int) -> None:
        self.heap = heap
        self.turn = 0
        self.history: list[int] = []

    @property
    def key(self) -> int:
        return self.heap * 2 + self.turn

    def legal_moves(self) -> list[int]:
        return [m for m in (1, 2, 3) if m <= self.heap]

    def push(self, move: int) -> None:
        self.heap -= move
        self.turn ^= 1
        self.history.append(move)

    def pop(self) -> int:
        move = self.history.pop()
        self.heap += move
        self.turn ^= 1
        return move

    def is_over(self) -> bool:
        return self.heap == 0

    def winner(self) -> int | None:
        return self.turn ^ 1 if self.heap == 0 else None


class Line:
    """A toy game's moves kept as a list: a move hands the turn over, taking it back hands
    it back; the game never ends unless a subclass says so."""

    def __init__(self) -> None:
        self.history: list = []
        self.turn = 0

    def push(self, move: Any) -> None:
        self.history.append(move)
        self.turn ^= 1

    def pop(self) -> Any:
        self.turn ^= 1
        return self.history.pop()

    def is_over(self) -> bool:
        return False

    def winner(self) -> int | None:
        return None


class RandomTree(Line):
    """A fixed random game tree of given depth and branching, with leaf values.

    The game never "ends": the search reaches the leaves through its depth limit and sees
    their values through ``evaluate``.
    """

    def __init__(self, depth: int, branching: int, seed: int) -> None:
        self.depth = depth
        self.branching = branching
        self.seed = seed
        super().__init__()

    @property
    def key(self) -> int:
        return hash((self.seed, tuple(self.history)))

    def legal_moves(self) -> list[int]:
        return [] if len(self.history) == self.depth else list(range(self.branching))

    def leaf_value(self) -> int:
        """Value of the current node for the side to move."""
        return random.Random(hash((self.seed, tuple(self.history)))).randint(-100, 100)


class ScoredTree(RandomTree):
    """A random game tree whose leaves are finished games: wins, losses and draws, each
    with a margin (like Reversi's disc difference). Some inner nodes transpose."""

    def is_over(self) -> bool:
        return len(self.history) == self.depth

    def final(self) -> int:
        return random.Random(hash((self.seed, tuple(self.history)))).choice(
            [-3, -2, -1, 0, 0, 0, 1, 2, 3])

    def winner(self) -> int | None:
        if not self.is_over() or self.final() == 0:
            return None
        return self.turn if self.final() > 0 else self.turn ^ 1


def best_final(tree: ScoredTree) -> int:
    if tree.is_over():
        return tree.final()
    best = -(10**9)
    for move in tree.legal_moves():
        tree.push(move)
        best = max(best, -best_final(tree))
        tree.pop()
    return best


@pytest.mark.parametrize("seed", range(12))
def test_solver_proves_result_then_margin_with_draws(seed: int) -> None:
    tree = ScoredTree(5, 3, seed)
    truth = best_final(tree)
    sign = (truth > 0) - (truth < 0)
    quick = Searcher(lambda pos: 0, final_score=ScoredTree.final).solve(tree, 10**6)
    assert quick is not None and quick.value == sign
    exact = Searcher(lambda pos: 0, final_score=ScoredTree.final).solve(tree, 10**6, exact=True)
    assert exact is not None and exact.value == truth
    tree.push(exact.move)
    assert -best_final(tree) == truth
    tree.pop()
    assert tree.history == []
    # The search sees the same value: a draw scores 0, a win ranks by its margin.
    result = Searcher(lambda pos: 0, final_score=ScoredTree.final).search(tree, 10**6)
    assert result.solved == (truth != 0) and (result.score == 0) == (truth == 0)
    if truth:
        tree.push(result.move)
        assert -best_final(tree) == truth
        tree.pop()


def test_solver_without_final_score_counts_a_drawn_game_as_zero() -> None:
    tree = ScoredTree(4, 3, 99)
    searcher = Searcher(lambda pos: 0)
    truth = best_final(tree)
    assert searcher.solve(tree, 10**6).value == (truth > 0) - (truth < 0)


def test_stop_ends_a_search_and_a_proof_at_once() -> None:
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) >= 2

    result = Searcher(evaluate).search(Position.start(8), max_nodes=10**9, stop=stop)
    assert result.stopped and result.nodes < 2000
    assert result.move in Position.start(8).legal_moves()
    assert Searcher(evaluate).solve(Position.start(8), 10**9, stop=lambda: True) is None


def minimax(tree: RandomTree, depth: int) -> int:
    if depth == 0 or not tree.legal_moves():
        return tree.leaf_value()
    best = -(10**9)
    for move in tree.legal_moves():
        tree.push(move)
        best = max(best, -minimax(tree, depth - 1))
        tree.pop()
    return best


@pytest.mark.parametrize("heap", range(1, 14))
def test_nim_is_solved_exactly(heap: int) -> None:
    game = Nim(heap)
    result = Searcher(lambda pos: 0).search(game, max_nodes=100_000)
    assert result.solved
    assert (result.score > 0) == (heap % 4 != 0)
    if heap % 4:
        assert result.move == heap % 4
    assert game.heap == heap and game.history == []
    proof = Searcher(lambda pos: 0).solve(Nim(heap), max_nodes=100_000)
    assert proof is not None and (proof.value > 0) == (heap % 4 != 0)


@pytest.mark.parametrize("seed", range(8))
def test_alpha_beta_matches_plain_minimax(seed: int) -> None:
    depth = 4
    tree = RandomTree(depth, 4, seed)
    expected = minimax(tree, depth)
    # The evaluation is only asked about leaves here, because the depth reaches them.
    searcher = Searcher(lambda pos: pos.leaf_value())
    result = searcher.search(tree, max_nodes=10**6, max_depth=depth, score_all_moves=False)
    assert result.score == expected
    scored = Searcher(lambda pos: pos.leaf_value()).search(
        tree, max_nodes=10**6, max_depth=depth, score_all_moves=True
    )
    assert scored.score == expected
    for move, score in scored.root_scores.items():
        tree.push(move)
        assert score == -minimax(tree, depth - 1)
        tree.pop()


def test_node_budget_is_respected_and_deterministic() -> None:
    pos = Position.start(8)
    before = pos.code()
    first = Searcher(evaluate, scoring_moves, order_moves).search(pos, max_nodes=3000)
    second = Searcher(evaluate, scoring_moves, order_moves).search(pos, max_nodes=3000)
    assert first.nodes <= 3000
    assert first.move == second.move and first.score == second.score
    assert first.depth >= 2
    assert pos.code() == before and pos.move_stack == []
    assert first.move in pos.legal_moves()


def test_clock_cap_stops_a_huge_budget() -> None:
    result = Searcher(evaluate).search(Position.start(10), max_nodes=10**9, max_seconds=0.2)
    assert result.seconds < 1.5
    assert result.move in Position.start(10).legal_moves()
    assert result.capped and not result.stopped


def test_the_cap_is_read_on_the_searchers_clock_and_only_a_cap_says_capped() -> None:
    ticks = iter(range(10**9))
    slow = Searcher(evaluate, clock=lambda: float(next(ticks)))  # a second per reading
    capped = slow.search(Position.start(8), max_nodes=10**9, max_seconds=3.0)
    assert capped.capped and capped.nodes < 2000
    assert capped.move in Position.start(8).legal_moves()
    budget = Searcher(evaluate).search(Position.start(8), max_nodes=500, max_seconds=60)
    assert not budget.capped and not budget.stopped
    stopped = Searcher(evaluate).search(Position.start(8), max_nodes=10**9,
                                        stop=lambda: True)
    assert stopped.stopped and not stopped.capped


def brute_force_winner(pos: Position) -> bool:
    """True when the side to move wins, by plain exhaustive search."""
    if pos.is_over():
        return pos.winner() == pos.turn
    for move in pos.legal_moves():
        pos.push(move)
        lost = brute_force_winner(pos)
        pos.pop()
        if not lost:
            return True
    return False


def late_positions(count: int, seed: int, stacks: int = 5) -> list[Position]:
    """Positions from random 8x8 games once at most ``stacks`` stacks remain."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        pos = Position.start(8)
        while not pos.is_over():
            on_board = sum(1 for sq in pos.dark_squares if pos.board[sq])
            if on_board <= stacks:
                found.append(Position.from_code(pos.code()))
                break
            pos.push(rng.choice(pos.legal_moves()))
    return found


def test_solver_and_search_agree_with_brute_force_in_endgames() -> None:
    for pos in late_positions(12, seed=5):
        truth = brute_force_winner(pos)
        proof = Searcher(evaluate, scoring_moves, order_moves).solve(pos, max_nodes=200_000)
        assert proof is not None
        assert (proof.value > 0) == truth and proof.value != 0
        if truth:
            pos.push(proof.move)
            assert not brute_force_winner(pos)
            pos.pop()
        result = Searcher(evaluate, scoring_moves, order_moves).search(pos, max_nodes=200_000)
        if result.solved:
            assert (result.score > 0) == truth
            assert abs(result.score) >= WIN_BOUND and is_win_score(result.score)


def test_game_over_cannot_be_searched() -> None:
    pos = Position.from_code(
        ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
    )
    pos.push(pos.parse_move("f2-e3"))
    with pytest.raises(ValueError):
        Searcher(evaluate).search(pos)


class ChoiceGame(Line):
    """A toy game: the side to move makes one of ``CHOICES``, then both sides wait."""

    CHOICES: tuple[str, ...] = ()

    @property
    def key(self) -> int:
        return hash(tuple(self.history))

    def legal_moves(self) -> list:
        if self.is_over():
            return []
        return ["wait"] if self.history else list(self.CHOICES)


class DrawOrPlayOn(ChoiceGame):
    """The side to move may take a draw at once, or play on into a position slightly
    worse for it (10 points, by the evaluation below)."""

    CHOICES = ("draw", "play on")

    def is_over(self) -> bool:
        return self.history == ["draw"]


def ten_points_for_the_second_player(pos: DrawOrPlayOn) -> int:
    return 10 if pos.turn == 1 else -10


def test_contempt_plays_on_rather_than_take_a_draw_a_little_worse() -> None:
    searcher = Searcher(ten_points_for_the_second_player)
    assert searcher.search(DrawOrPlayOn(), max_depth=2).move == "draw"
    played_on = Searcher(ten_points_for_the_second_player).search(
        DrawOrPlayOn(), max_depth=2, contempt=20)
    assert played_on.move == "play on"
    assert played_on.score == -10
    # Worse than the contempt: the draw again.
    assert Searcher(ten_points_for_the_second_player).search(
        DrawOrPlayOn(), max_depth=2, contempt=5).move == "draw"


class TradeDownOrKeep(ChoiceGame):
    """The side to move may trade down into an ending that is drawn (but evaluates as
    even), or keep the pieces on in a position 10 points worse for it."""

    CHOICES = ("trade", "keep")


def even_after_a_trade(pos: TradeDownOrKeep) -> int:
    if pos.history[:1] == ["trade"]:
        return 0
    return 10 if pos.turn == 1 else -10


def traded_down(pos: TradeDownOrKeep) -> bool:
    return pos.history[:1] == ["trade"]


def test_a_known_drawn_ending_is_a_draw_to_a_level_playing_for_a_win() -> None:
    # Without the hook the drawn ending looks even: contempt does not see it and trades.
    assert Searcher(even_after_a_trade).search(
        TradeDownOrKeep(), max_depth=3, contempt=20).move == "trade"
    kept = Searcher(even_after_a_trade, drawn=traded_down).search(
        TradeDownOrKeep(), max_depth=3, contempt=20)
    assert kept.move == "keep" and kept.score == -10
    # Without contempt a draw is worth nothing, better than 10 points worse.
    traded = Searcher(even_after_a_trade, drawn=traded_down).search(
        TradeDownOrKeep(), max_depth=3)
    assert traded.move == "trade" and traded.score == 0


def test_late_move_reductions_touch_only_quiet_moves_and_save_nodes() -> None:
    def search(**hooks: object) -> tuple[int, int, int]:
        searcher = Searcher(lambda pos: pos.leaf_value(), **hooks)
        result = searcher.search(RandomTree(6, 6, 3), max_nodes=10**7, max_depth=6,
                                 reduce_late=True)
        return result.move, result.score, result.nodes

    plain = Searcher(lambda pos: pos.leaf_value()).search(
        RandomTree(6, 6, 3), max_nodes=10**7, max_depth=6)
    # No hook, or no quiet move: exactly the plain search.
    assert search() == (plain.move, plain.score, plain.nodes)
    assert search(quiet_move=lambda move: False) == (plain.move, plain.score, plain.nodes)
    # Every move quiet: the late ones are looked at less deeply first.
    assert search(quiet_move=lambda move: True)[2] < 0.8 * plain.nodes


@pytest.mark.parametrize("heap", range(5, 14))
def test_late_move_reductions_still_solve_nim_exactly(heap: int) -> None:
    # Take 1 to 5 (lost iff heap % 6 == 0): reduced moves that might be best are searched
    # again at full depth, so the proof and the move stay right.
    class BigNim(Nim):
        def legal_moves(self) -> list[int]:
            return [m for m in (1, 2, 3, 4, 5) if m <= self.heap]

    result = Searcher(lambda pos: 0, quiet_move=lambda move: True).search(
        BigNim(heap), max_nodes=100_000, reduce_late=True)
    assert result.solved and (result.score > 0) == (heap % 6 != 0)
    if heap % 6:
        assert result.move == heap % 6


class LateTrap(RandomTree):
    """Five moves everywhere; everything is even except behind the last move of the
    start: one ply on it looks 50 points up for the side that played it, two plies on it
    is 100 points down."""

    def __init__(self) -> None:
        super().__init__(depth=6, branching=5, seed=0)

    def leaf_value(self) -> int:
        if self.history[:1] != [4]:
            return 0
        # For the side to move: the mover of the trap moves again after one ply of it.
        return {2: 50, 3: -100}.get(len(self.history), 0) * (1 if self.turn == 0 else -1)


def test_a_late_move_that_looks_good_when_reduced_is_searched_again_at_full_depth() -> None:
    # The trap comes last (index 4): reduced, a one-ply look sees +50 and would take it.
    # One node is searched directly: through search(), the iterations before would put
    # the trap first in the order (the table's move), where it is never reduced.
    searcher = Searcher(lambda pos: pos.leaf_value(), quiet_move=lambda move: True)
    searcher._start_budget(0.0, 10**6, None, None)
    searcher._reduce = True
    assert searcher._negamax(LateTrap(), 3, -INFINITY, INFINITY, 0) == 0
    plain = Searcher(lambda pos: pos.leaf_value())
    plain._start_budget(0.0, 10**6, None, None)
    assert plain._negamax(LateTrap(), 3, -INFINITY, INFINITY, 0) == 0


class ShallowBait(ChoiceGame):
    """A toy tree for the unfinished last iteration. At the root, "bait" looks best one ply
    deep (10 points) and is refuted two plies deep (-100); "steady" is worth 5 either way;
    "maze" leads to a wide tree that no small budget gets through. Scores are for the side
    to move, as the searcher wants them."""

    # For the root's side: the value of the position after each line. In the maze, the
    # reply that holds the root's side to nothing is the last of 200.
    VALUES = {("bait",): 10, ("bait", "refute"): -100, ("steady",): 5, ("steady", "wait"): 5,
              ("maze",): 0, ("maze", 199): 0}

    def legal_moves(self) -> list:
        if not self.history:
            return ["bait", "steady", "maze"]
        if len(self.history) == 1:
            return {"bait": ["refute"], "steady": ["wait"], "maze": list(range(200))}[
                self.history[0]]
        return ["wait"]

    def value(self) -> int:
        value = 0
        for length in range(len(self.history), 0, -1):
            value = self.VALUES.get(tuple(self.history[:length]), 50 if length == 2 else None)
            if value is not None:
                break
        return value if self.turn == 0 else -value


def test_an_unfinished_iteration_still_plays_a_move_it_proved_better() -> None:
    # One ply deep "bait" is best; the second iteration finds its refutation, then proves
    # "steady" better, and runs out of nodes in the maze: "steady" is played.
    result = Searcher(ShallowBait.value).search(ShallowBait(), max_nodes=60)
    assert result.depth == 1
    assert result.move == "steady" and result.score == 5
    # With the nodes to finish the iteration, the same answer.
    assert Searcher(ShallowBait.value).search(ShallowBait(), max_nodes=5_000,
                                              max_depth=2).move == "steady"
    # An iteration cut short before it proves anything keeps the last finished answer.
    assert Searcher(ShallowBait.value).search(ShallowBait(), max_nodes=7).move == "bait"
