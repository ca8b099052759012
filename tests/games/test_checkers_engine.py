"""Checkers computer-player hooks: evaluation, move order, tactics, final scores, levels."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from byte import bot, games
from byte.bot import Level
from byte.games import evaluation
from byte.games.checkers import engine
from byte.games.checkers.engine import (
    LEVELS,
    SCALE,
    evaluate,
    final_score,
    levels_for,
    order_moves,
    solve_when,
    static_evaluate,
    tactical_moves,
)
from byte.games.checkers.rules import Position, from_code, start

VARIANTS = ("brazilian", "international", "english")


@pytest.fixture
def hand_written():
    """The hand-written evaluation in every rule set (Checkers plays a learned one on top:
    tests/games/test_checkers_learned.py)."""
    with evaluation("checkers", "hand"):
        yield


def searcher_for_checkers() -> bot.Searcher:
    """A searcher with the hooks the shell gives the computer player."""
    return bot.new_searcher(games.engine("checkers"))


def mirrored(pos: Position) -> Position:
    """The same position seen from the other side: board turned round, colours swapped."""
    count = len(pos.squares)

    def pieces(colour: str) -> str:
        return ",".join(
            ("K" if pos.piece(s).isupper() else "") + pos.square_name(count + 1 - s)
            for s in pos.squares
            if pos.piece(s).lower() == colour
        )

    turn = "B" if pos.turn == "w" else "W"
    return from_code(f"{turn}:W{pieces('b')}:B{pieces('w')}", pos.variant)


def random_position(rng: random.Random, variant: str) -> Position:
    while True:
        pos = start(variant)
        for _ in range(rng.randrange(80)):
            moves = pos.legal_moves()
            if not moves:
                break
            pos.push(rng.choice(moves))
        if not pos.is_over():
            return pos


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_start_is_level(variant, hand_written):
    assert evaluate(start(variant)) == 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(VARIANTS))
def test_evaluation_is_for_the_side_to_move_and_colour_blind(seed, variant):
    with evaluation("checkers", "hand"):  # (hypothesis runs it many times: no fixture)
        _evaluation_is_for_the_side_to_move_and_colour_blind(seed, variant)


def _evaluation_is_for_the_side_to_move_and_colour_blind(seed, variant):
    pos = random_position(random.Random(seed), variant)
    flipped = from_code(("B" if pos.turn == "w" else "W") + pos.code()[1:], pos.variant)
    assert static_evaluate(flipped) == -static_evaluate(pos)
    assert evaluate(mirrored(pos)) == evaluate(pos)
    if not pos.captures():
        assert evaluate(pos) == static_evaluate(pos)


def test_compulsory_captures_are_followed_before_judging():
    free = from_code("W:Wc3,h2:Bd4,a7", "brazilian")  # c3 must take d4, for nothing
    assert evaluate(free) > static_evaluate(free) + SCALE // 2
    # White takes d4, Black must take back with f6: the value is the end of the exchange.
    pos = from_code("W:Wc3,h2:Bd4,f6,g7,a7", "brazilian")
    [take] = pos.captures()
    pos.push(take)
    after = evaluate(pos)
    assert pos.captures() and after != static_evaluate(pos)
    pos.pop()
    assert evaluate(pos) == -after


def plain_resolution(pos: Position, plies: int) -> int:
    """The value :func:`evaluate` gives, computed the plain way: the best of the
    compulsory captures, each side taking in turn while it must, at most ``plies`` deep."""
    captures = pos.captures()
    if not captures:
        return static_evaluate(pos)
    best = None
    for move in captures:
        pos.push(move)
        if pos.is_over():
            winner = pos.winner()
            value = 0 if winner is None else engine.WON if winner != pos.turn else -engine.WON
        elif plies > 1 and pos.captures():
            value = -plain_resolution(pos, plies - 1)
        else:
            value = -static_evaluate(pos)
        pos.pop()
        best = value if best is None else max(best, value)
    return best


@pytest.mark.parametrize("variant", ["frisian", "international", "russian", "italian",
                                     "english", "antidraughts"])
def test_positions_met_inside_a_resolution_are_cached_with_their_exact_value(variant):
    # Each position of a game is resolved in turn, so later ones meet the cached answers of
    # the positions inside earlier resolutions (some cut off by the depth limit there):
    # every answer is still the plain resolution's.
    engine._RESOLVED.clear()
    rng = random.Random(11)
    checked = 0
    for _ in range(6):
        pos = start(variant)
        while not pos.is_over() and len(pos.legal_moves()) and checked < 400:
            if pos.captures():
                assert evaluate(pos) == plain_resolution(pos, engine.RESOLVE_PLIES)
                checked += 1
            pos.push(rng.choice(pos.legal_moves()))
    assert checked > 20
    assert len(engine._RESOLVED[variant]) > checked  # the inner positions were kept too


def test_a_resolution_cut_off_by_the_depth_limit_is_not_served_to_a_deeper_one(monkeypatch):
    # Exchanges longer than two plies: resolved first two plies deep, then eight; the
    # second answer must not be the first one's.
    pos = from_code("W:Wa1,c1,e1,g1,b2,d2,a3,e3,b4,d4,h4:Bf4,c5,g5,f6,a7,c7,g7,b8,d8,f8,h8")
    deep = plain_resolution(pos, engine.RESOLVE_PLIES)
    shallow = plain_resolution(pos, 2)
    assert shallow != deep
    engine._RESOLVED.clear()
    monkeypatch.setattr(engine, "RESOLVE_PLIES", 2)
    assert evaluate(pos) == shallow
    monkeypatch.setattr(engine, "RESOLVE_PLIES", 8)
    assert evaluate(pos) == deep


def test_material_in_units_of_a_man(hand_written):
    extra_man = from_code("W:W21-32:B1-11", "english")
    assert SCALE // 2 < evaluate(extra_man) < 2 * SCALE
    assert evaluate(from_code("B:W21-32:B1-11", "english")) == -evaluate(extra_man)
    # A king is worth more than a man, and more where kings fly.
    man = evaluate(from_code("W:Wa1,c1,e1:Bb8,d8", "brazilian"))
    king = evaluate(from_code("W:Wa1,c1,Ke1:Bb8,d8", "brazilian"))
    short = evaluate(from_code("W:Wa1,c1,Ke1:Bb8,d8", "english"))
    assert king > man and king > short > 0


def test_a_runaway_man_is_worth_nearly_a_king():
    free = evaluate(from_code("W:Wc5,a1:Bh8,h6", "brazilian"))
    blocked = evaluate(from_code("W:Wc5,a1:Bd8,h6", "brazilian"))  # d8 stands in its way
    assert free > blocked + SCALE // 4


def test_the_back_rank_guard_counts_while_there_is_no_enemy_king(hand_written):
    guarded = evaluate(from_code("W:Wa1,g3:Bb8,h6", "brazilian"))
    stepped_up = evaluate(from_code("W:Wb2,g3:Bb8,h6", "brazilian"))
    assert guarded > stepped_up
    guarded = evaluate(from_code("W:Wa1,g3:BKb8,h6", "brazilian"))
    stepped_up = evaluate(from_code("W:Wb2,g3:BKb8,h6", "brazilian"))
    assert guarded < stepped_up


def test_lone_king_endgames_are_damped_where_kings_fly():
    drawish = evaluate(from_code("W:WKa1,Kc1:BKh8", "brazilian"))
    winning = evaluate(from_code("W:WKa1,Kc1:BKh8", "english"))
    assert 0 < drawish < engine.FLYING_KING
    assert winning > 0


def test_short_kings_ahead_are_drawn_towards_the_enemy_kings(monkeypatch, hand_written):
    # Two kings against one in the double corner (28, 32): nearer is better for White.
    codes = {
        "far": ("W:WK1,K2:BK32", "english"),
        "near": ("W:WK19,K24:BK32", "english"),
        "with a man": ("W:WK1,K2:B27", "english"),  # only in kings-only endings
        "flying": ("W:WKa1,Kc1:BKh8", "brazilian"),  # only where kings are short
    }
    # No capture pending: evaluate() would answer those from its cache of captures.
    assert not any(from_code(*code).captures() for code in codes.values())
    before = {name: evaluate(from_code(*code)) for name, code in codes.items()}
    monkeypatch.setattr(engine, "CLOSING_IN", engine.CLOSING_IN + 10)
    after = {name: evaluate(from_code(*code)) for name, code in codes.items()}
    assert before["near"] > before["far"]
    # Each White king gains 10 a square it stands nearer than 7 (kings' steps away):
    # 19 and 24 are 3 and 2 from 32; 1 and 2 are 7 away, on the far row.
    assert after["near"] - before["near"] == 10 * ((7 - 3) + (7 - 2))
    assert after["far"] - before["far"] == 0
    assert after["with a man"] == before["with a man"]
    assert after["flying"] == before["flying"]


@pytest.mark.parametrize("code, variant, expected", [
    ("W:WKb8,Kh2:BKd4", "brazilian", True),
    ("B:WKa1,e1:BKh8,b8", "brazilian", True),  # a king and a man each
    ("W:WKa1,Kc1,Ke1:BKh8", "brazilian", False),  # three against one may win
    ("W:WKa1,Kc1:Bh8", "brazilian", False),  # no black king: the man may be caught
    ("W:WKa1,h2:BKe5", "brazilian", False),  # a capture is pending
    ("W:WK46,K47:BK5", "international", True),
    ("W:WK21,K22:BK1", "english", False),  # short kings: two kings win against one
    ("W:WK21,K29:BK1,K4", "english", True),  # short kings: as many on each side
    ("B:WK13:BK5", "english", True),
    ("W:WK5,K6,K7:BK25,K26,K27", "english", True),
    ("W:WK5,K6,K7,K8:BK25,K26,K27,K28", "english", False),  # more than three each
    ("W:WK21,29:BK1,K4", "english", False),  # a man is still on the board
    ("W:WK14:BK10", "english", False),  # a capture is pending (14 takes 10)
    ("B:WK5,K30:BK18", "frisian", False),  # two kings catch a lone king in Frisian
    ("B:WK5,K30:BK18", "frysk", False),
    ("W:WK5,24:BK18", "frisian", False),  # the man may crown: two kings
    ("W:WK46:BK1", "frisian", True),  # a king against a king
    ("B:WK46,K1:BK22,K23", "frisian", False),
])
def test_drawn_endings(code, variant, expected):
    assert engine.drawn(from_code(code, variant)) is expected


def test_the_search_scores_a_drawn_ending_as_a_draw_with_contempt():
    searcher = searcher_for_checkers()
    assert searcher.drawn is engine.drawn
    pos = from_code("W:WKb8,Kh2:BKd4")  # the lone king holds the long diagonal
    assert searcher.search(pos, max_nodes=2_000).score == 0
    assert searcher_for_checkers().search(pos, max_nodes=2_000, contempt=25).score == -25


def test_a_trap_inside_a_drawn_ending_is_still_found():
    # Two kings against one, but the lone king in the corner must step onto a1's diagonal.
    pos = from_code("W:WKa1,Kc1:BKh8")
    assert engine.drawn(pos)
    result = searcher_for_checkers().search(pos, max_nodes=2_000, contempt=25)
    assert result.solved and result.score > 0


def test_two_frisian_kings_against_one_are_searched_as_a_win():
    # From a game against plain UCT: the lone king is caught within the seven moves. The
    # search sees the capture coming, where it used to stop at a "drawn" ending (-25).
    pos = from_code("B:WK5,K30:BK18", "frisian")
    result = bot.new_searcher(engine).search(pos, max_nodes=20_000, contempt=25)
    assert result.score < -engine.SCALE


def test_order_moves_puts_the_biggest_captures_and_crownings_first():
    pos = from_code("W:WKf8,b4,f4,a3,c3,d2,a1,c1:Bd8,h8,a7,c7,e7,a5,c5,e5,h4", "brazilian")
    moves = pos.legal_moves()
    assert sorted(order_moves(pos, moves)) == moves
    pos = from_code("B:WK11,12,24,39:BK16", "international")
    ordered = order_moves(pos, pos.legal_moves())
    assert [len(m.captured) for m in ordered] == sorted(
        (len(m.captured) for m in ordered), reverse=True
    )
    pos = from_code("W:Wc7,e3,g3:Bh8,a5", "brazilian")
    first = order_moves(pos, pos.legal_moves())[0]
    assert pos.notation(first) in ("c7-b8", "c7-d8")
    assert order_moves(pos, []) == [] and order_moves(pos, [first]) == [first]


def test_tactical_moves_are_the_compulsory_captures():
    assert tactical_moves(start()) == []
    pos = from_code("W:WKh6,h2:Be7,g7,b6,a5,g5,Kb4", "brazilian")
    assert sorted(tactical_moves(pos)) == pos.legal_moves() and len(pos.legal_moves()) == 2
    pos = from_code("W:Wc3,g3:Bb4,f4,f6", "english")  # any capture may be chosen here
    assert [len(m.captured) for m in tactical_moves(pos)] == [2, 1]


def test_final_scores():
    assert final_score(from_code("B:Wb2,c1:Ba3", "brazilian")) == -1
    pos = from_code("W:WKa7:BKh2", "brazilian")
    for text in ("a7-b8", "h2-g1", "b8-a7", "g1-h2") * 2:
        pos.push(pos.parse_move(text))
    assert pos.is_over() and final_score(pos) == 0


def test_solve_when_few_pieces_are_left():
    assert not solve_when(start())
    assert solve_when(from_code("W:WKa1,c3:BKh8,f8", "brazilian"))
    assert not solve_when(from_code("W:W31-35:B1-5", "international"))


def test_levels():
    assert sorted(LEVELS) == [1, 2, 3, 4, 5]
    assert all(isinstance(level, Level) for level in LEVELS.values())
    nodes = [LEVELS[n].nodes for n in range(1, 6)]
    assert nodes == sorted(nodes) and LEVELS[1].max_depth == 1 and LEVELS[1].temperature > 0
    assert levels_for(8) is LEVELS
    ten = levels_for(10)
    assert sorted(ten) == [1, 2, 3, 4, 5]
    assert all(ten[n].nodes < LEVELS[n].nodes for n in ten)
    assert all(ten[n].max_depth == LEVELS[n].max_depth for n in ten)


def negamax(pos: Position, depth: int) -> int:
    """A plain two-ply look-ahead over the hooks, as a search would use them."""
    if pos.is_over():
        return final_score(pos) * 100 * SCALE
    if depth == 0:
        return evaluate(pos)
    best = -10**9
    for move in order_moves(pos, pos.legal_moves()):
        pos.push(move)
        best = max(best, -negamax(pos, depth - 1))
        pos.pop()
    return best


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_shallow_search_avoids_giving_a_piece_away(variant):
    # c3-d4 would be taken by e5; every other move is safe.
    code = {
        "brazilian": "W:Wc3,h2:Be5,a7",
        "english": "W:Wc3,h2:Be5,a7",
        "international": "W:Wc3,j2:Be5,a9",
    }[variant]
    pos = from_code(code, variant)
    scores = {}
    for move in pos.legal_moves():
        pos.push(move)
        scores[pos.notation(move)] = -negamax(pos, 1)
        pos.pop()
    best = max(scores, key=scores.get)
    pos.push(pos.parse_move(best))
    assert not pos.captures()


def test_level_5_searches_late_quiet_moves_less_deeply_and_gets_further():
    assert LEVELS[5].reduce_late and not LEVELS[4].reduce_late
    assert engine.quiet_move(start().legal_moves()[0])
    assert not engine.quiet_move(from_code("W:Wc3,h2:Bd4,a7").legal_moves()[0])
    # A middle game: on the same budget the reductions reach a deeper iteration.
    pos = from_code("W:Wa1,c1,g1,b2,h2,a3,c3,e3,g3,d4,f4:Bc5,b6,d6,f6,a7,e7,g7,b8,d8,f8,h8")
    plain = searcher_for_checkers().search(pos, max_nodes=20_000)
    reduced = searcher_for_checkers().search(pos, max_nodes=20_000, reduce_late=True)
    assert reduced.depth > plain.depth


def test_rule_sets_whose_nodes_cost_more_search_fewer():
    # Level 5 keeps to the browser's time per move: Russian, English, Pool and Frisian
    # nodes cost more. (With the hand-written evaluation: the learned ones search fewer.)
    with evaluation("checkers", "hand"):
        for size, variant in ((8, "russian"), (8, "english"), (8, "pool"), (10, "frisian")):
            share = engine.COSTLY_RULE_SETS[variant]
            assert share < 1
            plain = engine.levels_for(size, "brazilian" if size == 8 else "frysk")
            for number, level in engine.levels_for(size, variant).items():
                assert level.nodes == int(plain[number].nodes * share)
        assert engine.levels_for(8, "brazilian") is engine.LEVELS
