"""Checkers rules: the spec's perft tables and public vectors, every rule edge, every bad
input answered in words, and properties over random games of each rule set."""

import json
import random
import types

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from byte.errors import ByteError
from byte.games import checkers
from byte.games.checkers import rules
from byte.games.checkers.rules import Move, Position, from_code, start
from tests.plain_search import plain_perft

VARIANTS = ("brazilian", "international", "english")


def names(pos: Position, moves: list[Move]) -> list[str]:
    return sorted(pos.notation(move) for move in moves)


def moves_of(code: str, variant: str = "brazilian") -> list[str]:
    pos = from_code(code, variant)
    return names(pos, pos.legal_moves())


def play(pos: Position, *texts: str) -> Position:
    for text in texts:
        pos.push(pos.parse_move(text))
    return pos


def play_quiet(pos: Position, plies: int, men: bool = False) -> None:
    """Play ``plies`` moves that take nothing, leave the opponent nothing to take and never
    repeat a position, so only the draw counters move (kings only, unless ``men``); the
    last one may end the game in a draw. Backtracks when a walk runs into a corner."""
    seen = {pos.code()}

    def extend(left: int) -> bool:
        if not left:
            return True
        for move in pos.legal_moves():
            if move.captured or (not men and pos.piece(move.src).islower()):
                continue
            pos.push(move)
            code = pos.code()
            goes_on = bool(pos.legal_moves()) or (left == 1 and pos.winner() is None)
            if code not in seen and not pos.captures() and goes_on:
                seen.add(code)
                if extend(left - 1):
                    return True
                seen.discard(code)
            pos.pop()
        return False

    assert extend(plies), f"no quiet walk of {plies} moves from {pos.code()}"


# --- the registry and the module ---------------------------------------------------------


def test_package_docstring_only_and_registry_finds_the_modules():
    from byte import games

    # The package holds a docstring only: anything else in it is a loaded submodule.
    assert checkers.__doc__
    assert all(isinstance(value, types.ModuleType)
               for name, value in vars(checkers).items() if not name.startswith("__"))
    assert games.rules("checkers").module is rules
    for variant in games.find("checkers").variants:
        pos = start(variant.id)
        assert (pos.size, pos.turn) == (variant.default_size, variant.first)
        assert rules.RULES[variant.id].first == variant.first


def test_start_accepts_aliases_and_only_the_variant_size():
    assert start("draughts").variant == "international"
    assert start("american").variant == "english"
    assert start("brazilian", 8).size == 8
    with pytest.raises(ByteError, match="played on 10x10, not 8x8"):
        start("international", 8)
    with pytest.raises(ByteError, match="no variant"):
        start("chess")


# --- the spec's reference numbers ----------------------------------------------------------

PERFT = {
    "brazilian": (7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766),
    "english": (7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680),
    "international": (9, 81, 658, 4265, 27117, 167140, 1049442, 6483961),
}
FAST_DEPTH = {"brazilian": 8, "english": 8, "international": 7}


@pytest.mark.parametrize("variant", VARIANTS)
def test_perft_from_the_start(variant):
    pos = start(variant)
    for depth in range(1, FAST_DEPTH[variant] + 1):
        assert pos.perft(depth) == PERFT[variant][depth - 1], depth
    assert pos.code() == start(variant).code() and pos.key == start(variant).key


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_perft_from_the_start_deepest(variant):
    depth = len(PERFT[variant])
    assert start(variant).perft(depth) == PERFT[variant][-1]


@pytest.mark.parametrize(
    "code, counts",
    [
        (
            "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
            (6, 12, 30, 73, 215, 590, 1944, 6269, 22369),
        ),
        (
            "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
            (14, 55, 1168, 5432, 87195),
        ),
        ("W:W6,7,8,9,10:B41,42,43,44,45", (9, 81, 795, 7578, 86351)),
    ],
)
def test_international_positions_of_the_spec(code, counts):
    pos = from_code(code, "international")
    assert [pos.perft(depth) for depth in range(1, len(counts) + 1)] == list(counts)


@pytest.mark.slow
def test_international_king_position_depth_6():
    code = "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"
    assert from_code(code, "international").perft(6) == 629010


def test_jump_orders_count_once():
    # Round the four: two jump orders, one move (the counting of the spec).
    pos = from_code("W:Wc3:Bd4,d6,b4,b6")
    assert names(pos, pos.legal_moves()) == ["c3xc3"] and pos.perft(1) == 1
    assert sorted(pos.captured(pos.legal_moves()[0])) == sorted(
        pos.parse_square(s) for s in ("b4", "b6", "d4", "d6")
    )
    assert pos.parse_move("c3xa5xc7xe5xc3") == pos.parse_move("c3xe5xc7xa5xc3")


def vectors() -> list[dict]:
    lines, current = [], ""
    for line in VECTORS.strip().splitlines():
        if line.startswith("  "):
            current += line[2:]
        else:
            if current:
                lines.append(current)
            current = line
    lines.append(current)
    return [json.loads(line) for line in lines]


def test_public_vectors():
    cases = vectors()
    assert len(cases) == 200
    for case in cases:
        pos = from_code(case["position"], case["variant"])
        legal = pos.legal_moves()
        assert names(pos, legal) == case["moves"], case["position"]
        assert pos.count_moves() == len(legal) == pos.perft(1)
        for move in legal:
            text = pos.notation(move)
            expected = sorted(case["captures"].get(text, []))
            assert sorted(pos.square_name(s) for s in pos.captured(move)) == expected, text
            assert pos.parse_move(text) == move
        assert pos.perft(2) == case["perft2"], case["position"]
        assert from_code(pos.code(), case["variant"]).code() == pos.code()


# --- capture rules -------------------------------------------------------------------------


def test_majority_counts_pieces_a_king_is_one():
    # The man takes two men; the king could take only the black king: the man must take.
    pos = from_code("W:We7,Kc3:BKe5,b6,d6")
    assert names(pos, pos.legal_moves()) == ["e7xa7"]
    assert pos.mandatory_reason("c3") == (
        "c3 can take only one piece, e7 can take two, and the most pieces must be taken"
    )
    # The king takes two; the man only one: the king must take.
    pos = from_code("W:We1,Kd8:BKh8,f6,d2")
    assert names(pos, pos.legal_moves()) == ["d8xc1"]
    assert pos.capturing_pieces() == [pos.parse_square("d8")]
    with pytest.raises(ByteError, match="e1 can take only one piece, d8 can take two"):
        pos.parse_move("e1xc3")


def test_english_may_choose_the_shorter_capture():
    code = "W:Wc3,g3:Bb4,f4,f6"
    assert moves_of(code, "english") == ["22x13", "24x8"]  # c3xa5 takes one, g3xg7 two
    assert moves_of(code) == ["g3xg7"]
    pos = from_code(code, "english")
    assert pos.notation(pos.parse_move("c3xa5")) == "22x13"


def test_a_flying_king_lands_where_the_capture_goes_on():
    # Behind d4 the king may stop on e5, f6, g7 or h8, but only from f6 can it take e7.
    pos = from_code("W:WKa1:Bd4,e7,h2")
    assert names(pos, pos.legal_moves()) == ["a1xd8"]
    assert [pos.square_name(s) for s in pos.path(pos.legal_moves()[0])] == ["a1", "f6", "d8"]
    # Going on from e5 or from f6 along the same diagonal: both paths are one move.
    pos = from_code("W:WKa1,c1:Bd4,g7,h6")
    assert names(pos, pos.legal_moves()) == ["a1xh8"]
    # With nothing more to take, every square behind the piece is a landing.
    pos = from_code("B:Wa7,d4:BKa1")
    assert names(pos, pos.legal_moves()) == ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]


def test_a_man_passing_the_far_row_goes_on_and_stays_a_man():
    pos = from_code("W:Wb6:Bc7,e7")
    assert names(pos, pos.legal_moves()) == ["b6xf6"]
    play(pos, "b6xf6")
    assert pos.piece("f6") == "w" and pos.piece("d8") == ""
    # Ending on the far row crowns.
    pos = play(from_code("W:Wb6:Bc7,h2"), "b6xd8")
    assert pos.piece("d8") == "W"
    pos = from_code("W:Wb8:Bc9,e9", "international")  # over d10 and back down to f8
    assert names(pos, pos.legal_moves()) == ["11x13"]
    assert play(pos, "11x13").piece(13) == "w"


def test_english_crowning_ends_the_move():
    pos = from_code("W:Wb6:Bc7,e7", "english")
    assert names(pos, pos.legal_moves()) == ["9x2"]  # b6xd8, though a king could go on
    play(pos, "9x2")
    assert pos.piece("d8") == "W" and pos.piece("e7") == "b"


def test_english_kings_step_and_jump_one_square_in_every_direction():
    pos = from_code("W:WKd4:Bc5,f2", "english")
    assert [pos.square_name(m.dst, True) for m in pos.legal_moves()] == ["b6"]
    pos = from_code("W:WKd4:Bh8", "english")
    assert sorted(pos.square_name(m.dst, True) for m in pos.legal_moves()) == [
        "c3", "c5", "e3", "e5",
    ]


def test_captured_pieces_block_and_cannot_be_jumped_twice():
    # If taken pieces left at once, the king could take three; as obstacles, two.
    pos = from_code("W:WKb2:Be7,h8,c3,g5")
    assert names(pos, pos.legal_moves()) == ["b2xd8", "b2xh4"]
    assert all(len(move.captured) == 2 for move in pos.legal_moves())
    pos = from_code("W:WK22:B11,37,28,15", "international")
    assert {len(move.captured) for move in pos.legal_moves()} == {1}


def test_an_empty_square_may_be_crossed_again():
    # Round the four: the man comes back over its own starting square.
    pos = play(from_code("W:Wc3:Bd4,d6,b4,b6"), "c3xc3")
    assert pos.piece("c3") == "w" and pos.score() == "White 1, Black 0"
    assert pos.is_over() and pos.outcome() == "Black has no piece left: White wins"


def test_ambiguous_captures_full_paths_and_partial_reading():
    pos = from_code("W:WKf2:Bd6,g5,d4,c7")
    assert names(pos, pos.legal_moves()) == ["f2xb6xd8xh4", "f2xc5xe7xh4"]
    with pytest.raises(ByteError, match=r"f2xh4 is ambiguous: write the path, "
                                        r"f2xb6xd8xh4 or f2xc5xe7xh4"):
        pos.parse_move("f2xh4")
    for text, expected in [
        ("f2xb6xh4", "f2xb6xd8xh4"), ("f2xd8xh4", "f2xb6xd8xh4"), ("F2XE7XH4", "f2xc5xe7xh4"),
        ("f2xc5", "f2xc5xe7xh4"), (" f2xb6xd8xh4 ", "f2xb6xd8xh4"),
    ]:
        assert pos.notation(pos.parse_move(text)) == expected
    pos = from_code("W:Wc3:Bd4,d6,f6,f4")
    with pytest.raises(ByteError) as error:
        pos.parse_move("c3xe5")
    assert str(error.value) == (
        "c3xe5 is ambiguous: write the path, c3xe5xc7, c3xe5xg3 or c3xe5xg7"
    )
    assert pos.notation(pos.parse_move("c3xe5xg3")) == "c3xg3"
    pos = from_code("B:WK11,12,24,39:BK16", "international")
    assert names(pos, pos.legal_moves()) == [
        "16x15", "16x20", "16x2x30x43", "16x2x30x48", "16x7x34x43", "16x7x34x48",
    ]
    assert pos.notation(pos.parse_move("16x7x43")) == "16x7x34x43"
    with pytest.raises(ByteError, match="ambiguous"):
        pos.parse_move("16x43")


def test_capture_paths_agree_with_the_fast_generator(random_games):
    for pos in random_games:
        table = pos._captures()
        legal = pos.legal_moves()
        assert set(table) == {m for m in legal if m.captured}
        assert pos.captures() == [m for m in legal if m.captured]
        for move, paths in table.items():
            for path in paths:
                assert (path[0], path[-1]) == (move.src, move.dst)
                assert len(path) == len(move.captured) + 1


# --- the end of the game -------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_pieces_but_no_move_loses(variant):
    pos = from_code("B:Wb2,c1:Ba3", variant)
    assert pos.legal_moves() == [] and pos.is_over() and pos.winner() == "w"
    assert pos.outcome() == "Black cannot move: White wins" and pos.perft(2) == 0
    assert pos.mandatory_reason("a3").startswith("the game is over")
    with pytest.raises(ByteError, match="the game is over: Black cannot move"):
        pos.parse_move("a3-b2")


def test_no_piece_left_loses():
    pos = play(from_code("B:Wb2:Bb8,a7,c5,Kd4"), "d4xa1")
    assert pos.outcome() == "White has no piece left: Black wins" and pos.winner() == "b"
    assert pos.score() == "White 0, Black 4 (1 king)"
    assert not start().is_over() and start().winner() is None and start().outcome() == ""


SHUFFLE = {  # two kings that go to and fro without meeting
    "brazilian": ("W:WKa7:BKh2", ("a7-b8", "h2-g1", "b8-a7", "g1-h2")),
    "english": ("W:WKa7:BKh2", ("5-1", "28-32", "1-5", "32-28")),
    "international": ("W:WKa9,Ka1:BKj2,Kj10", ("a9-b10", "j2-i1", "b10-a9", "i1-j2")),
}


@pytest.mark.parametrize("variant", VARIANTS)
def test_threefold_repetition(variant):
    code, cycle = SHUFFLE[variant]
    pos = from_code(code, variant)
    play(pos, *cycle)
    assert pos.counters()["repetitions"] == 1 and not pos.is_over()
    play(pos, *cycle[:3])
    assert not pos.is_over()
    twin = pos.copy()
    play(pos, cycle[3])
    assert pos.is_over() and pos.winner() is None and pos.legal_moves() == []
    assert pos.outcome() == "Draw by threefold repetition" and pos.perft(1) == 0
    # The copy keeps the positions seen; a loaded code starts counting afresh.
    play(twin, cycle[3])
    assert twin.is_over() and twin.key == pos.key
    fresh = from_code(twin.code(), variant)
    assert not fresh.is_over() and fresh.key != twin.key
    pos.pop()
    assert not pos.is_over() and pos.counters()["repetitions"] == 1


QUIET = {  # kings only, and no lone king (so only the quiet-move rule applies)
    "brazilian": ("W:WKa1,Kc1:BKh8,Kf8", 30, "Draw: 15 moves each with only kings moving "
                  "and nothing captured"),
    "international": ("W:WKa1,Kc1,Ke1:BKj10,Kh10", 50, "Draw: 25 moves each with only kings "
                      "moving and nothing captured"),
    "english": ("W:WKa1,Kc1:BKh8,Kf8", 80, "Draw: 40 moves each with no man moved and "
                "nothing captured"),
}


@pytest.mark.parametrize("variant", VARIANTS)
def test_quiet_move_rule(variant):
    code, plies, text = QUIET[variant]
    pos = from_code(code, variant)
    play_quiet(pos, plies - 1)
    assert not pos.is_over() and pos.counters()["quiet"] == plies - 1
    key = pos.key
    twin = pos.copy()
    play_quiet(pos, 1)
    assert pos.is_over() and pos.outcome() == text and pos.winner() is None
    assert pos.legal_moves() == [] and pos.captures() == []
    pos.pop()
    assert pos.key == key and not pos.is_over()
    # The same board with another count is another key; copies keep the count.
    assert from_code(pos.code(), variant).key != pos.key and twin.key == pos.key
    play_quiet(twin, 1)
    assert twin.is_over()


def test_a_man_move_or_a_capture_starts_the_quiet_count_again():
    pos = from_code("W:WKc1,g3:BKh8,b8")
    play(pos, "c1-d2", "h8-g7")
    assert pos.counters()["quiet"] == 2
    play(pos, "g3-h4")
    assert pos.counters()["quiet"] == 0
    pos.pop()
    assert pos.counters()["quiet"] == 2


@pytest.mark.parametrize(
    "code, plies, text",
    [
        ("W:WK1,K2,K3:BK50", 32, "Draw: 16 moves each with three pieces against a lone king"),
        ("W:WK1,36,37:BK5", 32, "Draw: 16 moves each with three pieces against a lone king"),
        ("B:WKa1:BKh10", 10, "Draw: 5 moves each with two pieces or fewer against a lone king"),
        ("W:WK1,K2:BK50", 10, "Draw: 5 moves each with two pieces or fewer against a lone king"),
        ("W:WK1,45:BK50", 10, "Draw: 5 moves each with two pieces or fewer against a lone king"),
    ],
)
def test_fmjd_endgame_counts(code, plies, text):
    pos = from_code(code, "international")
    play_quiet(pos, plies - 1, men=True)
    assert not pos.is_over() and pos.counters()["endgame"] == plies - 1
    play_quiet(pos, 1, men=True)
    assert pos.is_over() and pos.outcome() == text and pos.winner() is None


def test_the_endgame_count_starts_when_the_material_arises():
    pos = from_code("W:WKc3,Kh2,Ka5:Bd4,Kf10", "international")
    assert pos.counters()["endgame"] == 0 and pos.rules.endgame_moves == (16, 5)
    play(pos, "c3xj10")  # three kings against a lone king from now on
    assert pos.counters()["endgame"] == 0
    play_quiet(pos, 31)
    assert not pos.is_over()
    play_quiet(pos, 1)
    assert pos.outcome() == "Draw: 16 moves each with three pieces against a lone king"
    # Checkers has no such count: three kings against one play on.
    pos = from_code("W:WKa1,Kc1,Ke1:BKf8")
    play_quiet(pos, 29)
    assert not pos.is_over() and pos.counters()["endgame"] == 0


def test_a_side_left_without_a_move_loses_even_on_the_last_counted_move():
    pos = from_code("W:WKe5,c1:Ba3")
    pos._quiet = 29  # as if 29 king moves had been played
    play(pos, "e5-b2")  # the 30th, and Black's man is stuck
    assert pos.winner() == "w" and pos.outcome() == "Black cannot move: White wins"


@pytest.mark.parametrize(
    "variant, code, walk, depth",
    [
        # The shuffle once round (the start seen twice): a third time is four plies on.
        ("brazilian", SHUFFLE["brazilian"][0], SHUFFLE["brazilian"][1], 5),
        # Two quiet plies short of the quiet-move draw, and of the FMJD endgame draw.
        ("brazilian", QUIET["brazilian"][0], QUIET["brazilian"][1] - 2, 3),
        ("english", QUIET["english"][0], QUIET["english"][1] - 2, 3),
        ("international", "W:WK1,K2:BK50", 8, 3),
    ],
)
def test_perft_counts_the_draws_within_reach(variant, code, walk, depth):
    # perft skips the draw bookkeeping only where no draw can come; near one it must give
    # what playing every move through push and pop gives, and a fresh copy of the board
    # (counters at zero, no draw in reach) gives another count.
    pos = from_code(code, variant)
    if isinstance(walk, int):
        play_quiet(pos, walk, men=True)
    else:
        play(pos, *walk)
    assert pos.perft(depth) == plain_perft(pos, depth, finished=0)
    assert pos.perft(depth) != from_code(pos.code(), variant).perft(depth)


# --- page helpers ------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_squares_and_names(variant):
    pos = start(variant)
    count = pos.size * pos.size // 2
    assert pos.squares == tuple(range(1, count + 1))
    for square in pos.squares:
        for algebraic in (None, True) if pos.rules.algebraic else (None, True, False):
            assert pos.parse_square(pos.square_name(square, algebraic)) == square
        file, rank = pos.square_coords(square)
        assert (file + rank) % 2 == 0 and pos.square_name(square, True) == (
            f"{'abcdefghij'[file]}{rank + 1}"
        )
    assert pos.square_name(1, True) == "b" + str(pos.size)
    assert pos.square_name(count, True) == ("g1" if pos.size == 8 else "i1")


def test_pieces_and_the_start_codes():
    assert start().code() == (
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    )
    assert start("english").code() == "B:W21-32:B1-12"
    assert start("international").code() == "W:W31-50:B1-20"
    pos = from_code("B:W31,32,K33,34,35,36,40:BK1,2", "international")
    assert pos.code() == "B:W31,32,K33,34-36,40:BK1,2"
    assert [pos.piece(s) for s in (1, 2, 33, 34, 50)] == ["B", "b", "W", "w", ""]
    assert pos.pieces("w") == (6, 1) and pos.score() == "White 7 (1 king), Black 2 (1 king)"
    assert from_code(" w:w31-33, K34 : b1. ", "international").code() == "W:W31-33,K34:B1"


def test_click_explanations():
    pos = from_code("W:Wc3,e3,h2,Ka7:Bd4,b8")
    assert pos.capturing_pieces() == [pos.parse_square("c3"), pos.parse_square("e3")]
    assert pos.mandatory_reason("c3") == ""
    assert pos.mandatory_reason("h2") == "A capture is compulsory: take with c3 or e3"
    assert pos.mandatory_reason("b6") == "there is no piece on b6"
    assert pos.mandatory_reason("d4") == "the piece on d4 is Black's, and it is White's turn"
    pos = from_code("W:Wa1,b2,Kh2:Bc3,d4")
    assert pos.mandatory_reason("a1") == (
        "the man on a1 cannot move: the squares ahead of it are taken"
    )
    assert pos.capturing_pieces() == []
    pos = from_code("W:WKa1,b2,c3:Bh8,h6,d6")
    assert pos.mandatory_reason("a1") == (
        "the king on a1 cannot move: the squares around it are taken"
    )


# --- bad input ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code, variant, fragment",
    [
        ("", "brazilian", "three parts separated by ':'"),
        ("W:W31-50", "international", "three parts"),
        ("X:W31-50:B1-20", "international", "side to move must be W or B, not 'X'"),
        ("W:Q31:B1", "international", "starts with W or B, not 'Q31'"),
        ("W:W31:W32", "international", "White pieces are listed twice"),
        ("W:W31,31:B1", "international", "31 is named twice"),
        ("W:W31:B31", "international", "31 is named twice"),
        ("W:W31-35:B33", "international", "33 is named twice"),
        ("W:W51:B1", "international", "51 is not a square: the squares are numbered 1 to 50"),
        ("W:W0:B1", "english", "numbered 1 to 32"),
        ("W:W40-31:B1", "international", "not a range of squares"),
        ("W:W31,,32:B1", "international", "empty entry"),
        ("W:Wd5:Bb8", "brazilian", "d5 is not a dark square"),
        ("W:Wz9:Bb8", "brazilian", "'z9' is not a square of this board: use files a-h"),
        ("W:W21:Bb8", "brazilian", "'21' is not a square of this board"),
        ("W:Wb8:Bh8", "brazilian", "a White man cannot stand on b8, on rank 8"),
        ("W:Wc3:Ba1", "brazilian", "a Black man cannot stand on a1, on rank 1"),
        ("W:W3:B20", "english", "a White man cannot stand on 3, on Black's back row"),
        ("W:W33:B48", "international", "a Black man cannot stand on 48, on White's back row"),
        ("W:WK1-13:B20", "english", "White has 13 pieces; each side has at most 12"),
        ("W:W30:B", "international", "Black has no piece, so Black cannot have made the last"),
        ("B:W:B1-20", "international", "White has no piece"),
    ],
)
def test_bad_codes_say_what_is_wrong(code, variant, fragment):
    with pytest.raises(ByteError) as error:
        from_code(code, variant)
    assert fragment in str(error.value)


def test_non_text_is_refused_in_words():
    with pytest.raises(ByteError, match="must be text"):
        from_code(None)  # type: ignore[arg-type]
    with pytest.raises(ByteError, match="must be text"):
        start().parse_move(42)  # type: ignore[arg-type]
    with pytest.raises(ByteError, match="must be text"):
        start(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "code, variant, text, message",
    [
        (None, "brazilian", "", "write a move, such as c3-d4 or c3xe5"),
        (None, "brazilian", "hello", "'hello' is not a move"),
        (None, "brazilian", "he-llo", "'he' is not a square of this board"),
        (None, "brazilian", "c3", "'c3' is not a move: write a step as c3-d4"),
        (None, "brazilian", "c3-", "'c3-' is not a move"),
        (None, "brazilian", "c3-d4xe5", "mixes '-' and 'x'"),
        (None, "brazilian", "c3-c4", "c4 is not a dark square"),
        (None, "brazilian", "d4-e5", "there is no piece on d4"),
        (None, "brazilian", "f6-e5", "the piece on f6 is Black's, and it is White's turn"),
        (None, "brazilian", "b2-c3", "there is already a piece on c3"),
        (None, "brazilian", "c3-e5", "a man moves one square at a time"),
        (None, "brazilian", "c3-c5", "a man moves one square diagonally forward"),
        (None, "brazilian", "c3-d4-e5", "a step goes from one square to the next"),
        (None, "brazilian", "c3xd4", "c3xd4 takes nothing: write c3-d4"),
        (None, "brazilian", "c3xe5", "there is nothing to take: White has no capture"),
        (None, "english", "9-14-18", "a step goes from one square to the next"),
        (None, "english", "21-17", "the piece on 21 is White's, and it is Black's turn"),
        (None, "international", "51-46", "51 is not a square: the squares are numbered 1 to 50"),
        ("W:Wd4,h2:Bb8", "brazilian", "d4-c3", "men move forward only"),
        ("W:WKa1,c3:Bh8", "brazilian", "a1-e5", "the way from a1 to e5 is blocked by c3"),
        ("W:WKa1,c3:Bh8", "brazilian", "a1-a3", "kings move along the diagonals"),
        ("W:WKa1:Bh8", "english", "a1-c3", "kings move one square at a time in English checkers"),
        ("W:Wc3,e3,h2:Bd4", "brazilian", "h2-g3", "A capture is compulsory: take with c3 or e3"),
        ("W:Wc3,e3,h2:Bd4", "brazilian", "c3-b4", "A capture is compulsory: take with c3 or e3"),
        ("W:Wc3,e3,h2:Bd4", "brazilian", "h2xg3", "A capture is compulsory: take with c3 or e3"),
        ("W:Wc3:Bd4", "brazilian", "c3-e5", "c3-e5 takes: write c3xe5"),
        ("W:Wc3,e3:Bd4", "brazilian", "c3xc5", "c3xc5 is not a capture here: c3 can take with "
                                              "c3xe5"),
        ("W:We1,Kd8:BKh8,f6,d2", "brazilian", "e1xc3", "e1 can take only one piece, d8 can "
                                                      "take two, and the most pieces must"),
        ("W:Wc3,g3:Bb4,f4,f6", "brazilian", "g3xe5", None),
        ("W:Wg3:Bf4,f6,d6", "brazilian", "g3xe5", "g3xe5 is ambiguous: write the path, "
                                                  "g3xe5xc7 or g3xe5xg7"),
        ("W:Wc3:Bb4,d4,f6", "brazilian", "c3xa5", "c3xa5 takes only one piece, c3 can take "
                                                  "two (c3xg7), and the most pieces must be"),
    ],
)
def test_bad_moves_say_why(code, variant, text, message):
    pos = start(variant) if code is None else from_code(code, variant)
    if message is None:  # (accepted: the end of the path is enough)
        assert pos.notation(pos.parse_move(text)) == "g3xg7"
        return
    with pytest.raises(ByteError) as error:
        pos.parse_move(text)
    assert message in str(error.value)


def test_numbered_boards_read_algebraic_names_too():
    pos = start("international")
    move = pos.legal_moves()[0]
    text = "-".join(pos.square_name(s, True) for s in (move.src, move.dst))
    assert pos.parse_move(text) == move and pos.notation(move) == "31-26"


# --- properties over random games ---------------------------------------------------------


def random_game(rng: random.Random, variant: str, max_plies: int) -> Position:
    pos = start(variant)
    for _ in range(rng.randrange(max_plies)):
        moves = pos.legal_moves()
        if not moves:
            break
        pos.push(rng.choice(moves))
    return pos


@pytest.fixture(scope="module")
def random_games() -> list[Position]:
    rng = random.Random(2024)
    return [random_game(rng, variant, 120) for variant in VARIANTS for _ in range(12)]


def state(pos: Position) -> tuple:
    return pos.code(), pos.key, pos.counters(), pos.is_over(), pos.turn


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(VARIANTS))
def test_random_games_keep_the_invariants(seed, variant):
    rng = random.Random(seed)
    pos = start(variant)
    history = []
    for _ in range(160):
        moves = pos.legal_moves()
        if not moves:
            break
        assert from_code(pos.code(), variant).code() == pos.code()
        loaded = from_code(pos.code(), variant)
        assert (loaded.white, loaded.black, loaded.kings, loaded.turn) == (
            pos.white, pos.black, pos.kings, pos.turn,
        )
        assert pos.count_moves() == len(moves) == len(set(moves))
        for move in moves:
            assert pos.parse_move(pos.notation(move)) == move
        move = rng.choice(moves)
        before = (pos.white | pos.black).bit_count()
        history.append(state(pos))
        pos.push(move)
        assert (pos.white | pos.black).bit_count() == before - len(move.captured)
        copy = pos.copy()
        assert state(copy) == state(pos) and copy == pos
    while history:
        pos.pop()
        assert state(pos) == history.pop()


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    variant=st.sampled_from(VARIANTS),
    plies=st.integers(0, 100),
    pairs=st.lists(st.tuples(st.integers(1, 50), st.integers(1, 50), st.booleans()),
                   min_size=20, max_size=40),
)
def test_only_legal_moves_are_accepted(seed, variant, plies, pairs):
    pos = random_game(random.Random(seed), variant, plies + 1)
    legal = pos.legal_moves()
    count = len(pos.squares)
    for a, b, capture in pairs:
        if a > count or b > count:
            continue
        text = f"{pos.square_name(a)}{'x' if capture else '-'}{pos.square_name(b)}"
        fitting = [
            m for m in legal
            if m.src == a and bool(m.captured) == capture
            and (m.dst == b or (capture and b in pos.path(m)[1:]))
        ]
        ends = [m for m in fitting if m.dst == b]
        exact = [m for m in ends if (a, b) in pos._captures().get(m, [(a, b)])]
        accepted = exact or len(ends) == 1 or (not ends and len(fitting) == 1)
        try:
            move = pos.parse_move(text)
        except ByteError as error:
            assert str(error) and not accepted, text  # refused, in words
            continue
        assert accepted and move in (exact or ends or fitting), text


# The public vectors of the spec, verbatim: one JSON object a line, long lines continued on
# lines that start with two spaces.
VECTORS = """
{"variant":"brazilian","position":"W:Wf4,a3,b2,f2:Ba7,e7,g7,a5,c5,e5","moves":["f4xh6"],"captu
  res":{"f4xh6":["e7","g7","e5"]},"perft2":4}
{"variant":"brazilian","position":"W:WKb8,Kh8,e5,f4,e3,f2,h2,a1,c1,g1:Ba7,g7","moves":["h8xf6"
  ],"captures":{"h8xf6":["g7"]},"perft2":1}
{"variant":"brazilian","position":"W:WKg7,a3,c3,g3,f2:Bc7,b6,b4","moves":["a3xa7"],"captures":
  {"a3xa7":["b6","b4"]},"perft2":2}
{"variant":"brazilian","position":"B:Wb4,d4,h4,a3,b2,d2,f2,h2,a1,c1,g1:Bb8,d8,f8,h8,c7,e7,g7,d
  6,f6,h6,a5","moves":["a5xg3"],"captures":{"a5xg3":["b4","d2","f2"]},"perft2":2}
{"variant":"brazilian","position":"B:Wb2:Bb8,a7,c5,Kd4","moves":["d4xa1"],"captures":{"d4xa1":
  ["b2"]},"perft2":0}
{"variant":"brazilian","position":"B:WKb6,c3,f2,a1,c1,e1:Bh8,Kg1","moves":["g1xa7","g1xb2"],"c
  aptures":{"g1xa7":["b6","f2"],"g1xb2":["c3","f2"]},"perft2":9}
{"variant":"brazilian","position":"W:Wd4,a3,c3,e3,h2,a1,c1,e1,g1:Bb8,f8,h8,a7,b6,h6,b4","moves
  ":["c3xc7"],"captures":{"c3xc7":["b6","b4"]},"perft2":1}
{"variant":"brazilian","position":"B:Wa7,e3,Kb2,a1:B","moves":[],"captures":{},"perft2":0}
{"variant":"brazilian","position":"W:Wb6,f4,c3,g3,h2,c1,g1:Be7,g7,f6,g5","moves":["f4xd6"],"ca
  ptures":{"f4xd6":["e7","g7","g5"]},"perft2":2}
{"variant":"brazilian","position":"W:Wf6,c3,g3,d2,f2,a1,g1:Ba7,e7,a5,c5","moves":["f6xd8"],"ca
  ptures":{"f6xd8":["e7"]},"perft2":4}
{"variant":"brazilian","position":"W:WKb8,a5:Bf8,a7,e7,g7,g3","moves":["b8xh2"],"captures":{"b
  8xh2":["g3"]},"perft2":5}
{"variant":"brazilian","position":"W:WKh6,h2:Be7,g7,b6,a5,g5,Kb4","moves":["h6xa3","h6xa7"],"c
  aptures":{"h6xa3":["e7","g7","b4"],"h6xa7":["e7","g7","b6"]},"perft2":14}
{"variant":"brazilian","position":"B:We5,f4,b2,d2,f2,h2,a1,g1:Bb8,d8,f8,h8,a7,c7,g7,d6,h6,a3",
  "moves":["a3xg5"],"captures":{"a3xg5":["f4","b2","d2"]},"perft2":5}
{"variant":"brazilian","position":"B:Wa7,d4:BKa1","moves":["a1xe5","a1xf6","a1xg7","a1xh8"],"c
  aptures":{"a1xh8":["d4"],"a1xg7":["d4"],"a1xf6":["d4"],"a1xe5":["d4"]},"perft2":4}
{"variant":"brazilian","position":"B:Wa5,c5,f4,g3,b2,d2,f2,a1,e1,g1:Bb8,f8,a7,c7,e7,g7,b6,d6,f
  6,h6,g5","moves":["g5xa3"],"captures":{"g5xa3":["f4","b2","d2"]},"perft2":6}
{"variant":"brazilian","position":"W:WKf8,b4,f4,a3,c3,d2,a1,c1:Bd8,h8,a7,c7,e7,a5,c5,e5,h4","m
  oves":["b4xb8","f4xb8","f8xb8"],"captures":{"f8xb8":["c7","e7"],"b4xb8":["c7","c5"],"f4xb8":["
  c7","e5"]},"perft2":9}
{"variant":"brazilian","position":"W:WKb8,b2:Bf8,d6,Kg3","moves":["b8xh2"],"captures":{"b8xh2"
  :["d6","g3"]},"perft2":2}
{"variant":"brazilian","position":"W:WKb8,a5,b2,f2,h2,a1,e1:Bh8,g7,h6,e5","moves":["b8xf4","b8
  xg3"],"captures":{"b8xf4":["e5"],"b8xg3":["e5"]},"perft2":4}
{"variant":"brazilian","position":"W:Wc5,e3,Kf2:Bg3","moves":["f2xh4"],"captures":{"f2xh4":["g
  3"]},"perft2":0}
{"variant":"brazilian","position":"W:Wb4,d4,g3,h2,a1,g1:Bd8,f8,h8,a7,c7,e7,g7,h6,c5","moves":[
  "b4xb8"],"captures":{"b4xb8":["c7","c5"]},"perft2":6}
{"variant":"brazilian","position":"B:Wd6,b4,f4,b2,d2,f2,a1,c1,g1:Bb8,d8,h8,a7,c7,b6,f6","moves
  ":["c7xa5"],"captures":{"c7xa5":["d6","b4","f4","d2","f2"]},"perft2":5}
{"variant":"brazilian","position":"W:Wc5,f4,h4,c3,e1,g1:Bb8,e7,g7,a5,g5","moves":["f4xd6"],"ca
  ptures":{"f4xd6":["e7","g7","g5"]},"perft2":3}
{"variant":"brazilian","position":"B:Wd4,h4,a3,g3,d2,f2,c1,e1:Bb8,f8,h8,a7,c7,e7,h6,c5,e5","mo
  ves":["c5xg1"],"captures":{"c5xg1":["d4","f2"]},"perft2":7}
{"variant":"brazilian","position":"B:Wb2,d2,f2,a1,e1:Bb8,a7,c5,a3","moves":["a3xg1"],"captures
  ":{"a3xg1":["b2","d2","f2"]},"perft2":3}
{"variant":"brazilian","position":"W:W:Bf8,g7,b6,a5,g5,Kd4","moves":[],"captures":{},"perft2":
  0}
{"variant":"brazilian","position":"B:We5,a3,c3,e3,b2,f2,h2,a1,c1,e1,g1:Bb8,f8,h8,a7,c7,g7,b6,d
  6,f6,h6,g5","moves":["d6xb4"],"captures":{"d6xb4":["e5","c3","e3"]},"perft2":1}
{"variant":"brazilian","position":"B:WKf8,c7,d6,c5,c3,d2,a1,g1:B","moves":[],"captures":{},"pe
  rft2":0}
{"variant":"brazilian","position":"B:Wb4,b2:Bd8,h8,e7,g7,Kd6,d4","moves":["d6xc1"],"captures":
  {"d6xc1":["b4","b2"]},"perft2":0}
{"variant":"brazilian","position":"B:Wa7,b4,g3,b2,f2,h2,g1:Bd8,h8,c7,a5,c5","moves":["a5xa1","
  c5xc1"],"captures":{"a5xa1":["b4","b2"],"c5xc1":["b4","b2"]},"perft2":8}
{"variant":"brazilian","position":"W:WKg7:Bc5,e5,e3","moves":["g7xa7","g7xb6","g7xf2","g7xg1"]
  ,"captures":{"g7xa7":["c5","e5"],"g7xb6":["c5","e5"],"g7xf2":["e5","e3"],"g7xg1":["e5","e3"]},
  "perft2":8}
{"variant":"brazilian","position":"B:Wa7,b6:Bb8,Kd8,h8,d2","moves":["d8xa5"],"captures":{"d8xa
  5":["b6"]},"perft2":0}
{"variant":"brazilian","position":"B:Wc3,b2,d2:Bf8,h8,g7,b6,a5,h4,Ka3","moves":["a3xe3","a3xf4
  ","a3xg5","a3xh6"],"captures":{"a3xh6":["b2","d2"],"a3xg5":["b2","d2"],"a3xf4":["b2","d2"],"a3
  xe3":["b2","d2"]},"perft2":8}
{"variant":"brazilian","position":"B:Wc5:Ba7,g7,Kb6","moves":["b6xd4","b6xe3","b6xf2","b6xg1"]
  ,"captures":{"b6xd4":["c5"],"b6xe3":["c5"],"b6xf2":["c5"],"b6xg1":["c5"]},"perft2":0}
{"variant":"brazilian","position":"B:WKd6,b4,f4,a3,d2:Bg5","moves":["g5xc1"],"captures":{"g5xc
  1":["f4","d2"]},"perft2":11}
{"variant":"brazilian","position":"W:Wb4,a3,e3,g3,b2,a1,c1,e1,g1:Bd8,f8,a7,c7,e7,b6,f6,c5,f4",
  "moves":["b4xb8","g3xg7"],"captures":{"b4xb8":["c7","c5"],"g3xg7":["f6","f4"]},"perft2":3}
{"variant":"brazilian","position":"W:Wd4,a3,a1,e1,g1:Bf8,h8,b6,d6,f6,a5,b4","moves":["a3xg5"],
  "captures":{"a3xg5":["d6","f6","b4"]},"perft2":5}
{"variant":"brazilian","position":"B:WKc7,h2,a1:Bg5,c3","moves":["c3-b2","c3-d2","g5-f4","g5-h
  4"],"captures":{},"perft2":22}
{"variant":"brazilian","position":"B:Wb4,d4,f4,g3,b2,d2,h2,a1,g1:Bf8,h8,e7,g7,b6,a5,c5","moves
  ":["c5xc5","c5xg5"],"captures":{"c5xc5":["b4","d4","b2","d2"],"c5xg5":["b4","f4","b2","d2"]},"
  perft2":11}
{"variant":"brazilian","position":"W:Wa7:BKh4","moves":["a7-b8"],"captures":{},"perft2":7}
{"variant":"brazilian","position":"W:Wa5,Kc5,d4,c3,f2,h2,a1,c1,e1:Bb8,a7,b6,d6","moves":["a5xe
  5"],"captures":{"a5xe5":["b6","d6"]},"perft2":2}
{"variant":"brazilian","position":"W:WKf8,a3,e3,b2,a1,c1,e1,g1:Ba7,h6,c5","moves":["f8xb4"],"c
  aptures":{"f8xb4":["c5"]},"perft2":2}
{"variant":"brazilian","position":"B:Wb4,a3,e3,h2,c1,g1:Be7,g7,f6,Ke1","moves":["e1xa5"],"capt
  ures":{"e1xa5":["b4"]},"perft2":7}
{"variant":"brazilian","position":"W:W:Bg7,f6,h6,g5,Kc1","moves":[],"captures":{},"perft2":0}
{"variant":"brazilian","position":"W:Wb4,a3,e3,g3,b2,d2,f2,h2,a1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g
  7,h6,a5,c5,c3","moves":["b2xb6"],"captures":{"b2xb6":["c5","c3"]},"perft2":2}
{"variant":"brazilian","position":"B:WKh8,c7,h6,c3,d2,f2,a1,g1:B","moves":[],"captures":{},"pe
  rft2":0}
{"variant":"brazilian","position":"B:Wc5,c3:Bd6,h4","moves":["d6xd2"],"captures":{"d6xd2":["c5
  ","c3"]},"perft2":0}
{"variant":"brazilian","position":"W:Wh6,c5,c3,g3,b2,f2,h2,a1,c1,e1:Bb8,d8,a7,c7,g7,a5","moves
  ":["h6xf8"],"captures":{"h6xf8":["g7"]},"perft2":5}
{"variant":"brazilian","position":"B:Wa7,c3,a1:Bd8,g7,d6,g3,h2","moves":["d6-c5","d6-e5","d8-c
  7","d8-e7","g3-f2","g7-f6","g7-h6","h2-g1"],"captures":{},"perft2":32}
{"variant":"brazilian","position":"W:WKb8,g3,b2,d2,h2,g1:Bd8,h8,c7,e7,f6,b4,f4","moves":["b8xa
  3","b8xf8","b8xg7","g3xg7"],"captures":{"b8xf8":["c7","e7"],"b8xa3":["c7","b4"],"b8xg7":["c7",
  "f6"],"g3xg7":["f6","f4"]},"perft2":16}
{"variant":"brazilian","position":"W:We5,h4,c3,b2,a1,c1,g1:Bb8,h8,e7,g7,d6,g5,a3","moves":["h4
  xd8"],"captures":{"h4xd8":["e7","g5"]},"perft2":1}
{"variant":"brazilian","position":"B:Wf2,h2,a1:Bd8,f8,h8,c7,e7,b6,a5,b4,f4,e3","moves":["e3xg1
  "],"captures":{"e3xg1":["f2"]},"perft2":2}
{"variant":"brazilian","position":"B:Wc5,b4,a3,b2,d2,h2,a1,c1:Bb8,d8,a7,c7,e7,h6,a5","moves":[
  "a5xe1"],"captures":{"a5xe1":["b4","d2"]},"perft2":6}
{"variant":"brazilian","position":"B:Wf6,d4,d2,f2,h2,a1,e1,g1:Bb8,d8,f8,h8,a7,c7,g7,d6,g5,h4",
  "moves":["g7xc3"],"captures":{"g7xc3":["f6","d4"]},"perft2":1}
{"variant":"brazilian","position":"W:Wb4,a3,e3,b2,d2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b
  6,h6,c5,f4","moves":["b4xd6","e3xg5"],"captures":{"b4xd6":["c5"],"e3xg5":["f4"]},"perft2":3}
{"variant":"brazilian","position":"W:We5,a1,g1:Bb2","moves":["a1xc3"],"captures":{"a1xc3":["b2
  "]},"perft2":0}
{"variant":"brazilian","position":"B:Wd4,a3,b2,d2,f2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,g7,b6,c5,f
  4","moves":["c5xe3"],"captures":{"c5xe3":["d4"]},"perft2":1}
{"variant":"brazilian","position":"W:Wa5,h4,c3,e3,f2,a1,c1,e1,g1:Bb8,h8,a7,c7,e7,b6,h6,g5,a3",
  "moves":["h4xd8"],"captures":{"h4xd8":["e7","g5"]},"perft2":5}
{"variant":"brazilian","position":"W:Wh6,a3,c3,g3,b2,d2,f2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g
  7,d6,c5,e3","moves":["f2xb6"],"captures":{"f2xb6":["c5","e3"]},"perft2":2}
{"variant":"brazilian","position":"B:Wf6,d4,a3,e3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e
  7,g7,b6,h6,e5","moves":["e5xc3","e7xg5"],"captures":{"e7xg5":["f6"],"e5xc3":["d4"]},"perft2":3
  }
{"variant":"brazilian","position":"W:Wb4,a3,e3,f2,h2,a1,g1:Bd8,h8,c7,g7,c5,e5,g5","moves":["b4
  xf8"],"captures":{"b4xf8":["g7","c5","e5","g5"]},"perft2":4}
{"variant":"brazilian","position":"B:Wc3,b2,d2,f2,e1:Bb8,d8,f8,a7,f4,a3","moves":["a3xg1"],"ca
  ptures":{"a3xg1":["b2","d2","f2"]},"perft2":4}
{"variant":"brazilian","position":"W:Wb4,h4,e3,g3,d2,a1,e1:Bf8,h8,a7,c7,g7,h6,c5,e5","moves":[
  "b4xb8","b4xf4"],"captures":{"b4xb8":["c7","c5"],"b4xf4":["c5","e5"]},"perft2":12}
{"variant":"brazilian","position":"W:Wb6,d4,f4,g3,d2,a1,c1,e1,g1:Bb8,c7,g7,f6","moves":["b6xd8
  "],"captures":{"b6xd8":["c7"]},"perft2":5}
{"variant":"brazilian","position":"B:Wa3,c3,e3,g3,b2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g
  7,b6,d6,e5,f4","moves":["f4xb4"],"captures":{"f4xb4":["c3","e3"]},"perft2":1}
{"variant":"brazilian","position":"W:Wc3,e3,b2,f2,h2,a1,c1,e1:Bb8,d8,f8,h8,a7,c7,g7,f6,c5,g5,h
  4,g3","moves":["h2xh6"],"captures":{"h2xh6":["g5","g3"]},"perft2":10}
{"variant":"brazilian","position":"W:Wa3,e3,d2,f2,h2,a1:Bb8,f8,h8,c7,e7,b6,h6,b4","moves":["a3
  xa7"],"captures":{"a3xa7":["b6","b4"]},"perft2":7}
{"variant":"brazilian","position":"B:Wg7,f4,a3,c3,d2,f2,a1,c1,g1:Bb8,f8,a7,c7,h6,e5,g5,h4","mo
  ves":["e5xe1"],"captures":{"e5xe1":["f4","f2"]},"perft2":9}
{"variant":"brazilian","position":"W:Wg5,f4,h2:Bh8,a7,e7,g7,b4,a3","moves":["f4-e5","g5-f6","g
  5-h6","h2-g3"],"captures":{},"perft2":22}
{"variant":"brazilian","position":"B:WKa3:Bh8,c7,h6,a5,f2,Kc1","moves":["a5-b4","c1-b2","c1-d2
  ","c1-e3","c1-f4","c1-g5","c7-b6","c7-d6","f2-e1","f2-g1","h6-g5","h8-g7"],"captures":{},"perf
  t2":63}
{"variant":"brazilian","position":"W:WKd8,a3,a1:Bh8,a7,h4","moves":["a1-b2","a3-b4","d8-a5","d
  8-b6","d8-c7","d8-e7","d8-f6","d8-g5"],"captures":{},"perft2":20}
{"variant":"international","position":"B:W30,31,34,36,39,40,41,42,43,45,46,50:B1,2,4,5,8,13,14
  ,16,17,19,26","moves":["26x48"],"captures":{"26x48":["31","42"]},"perft2":9}
{"variant":"international","position":"W:W28,29,31,33,34,35,36,39,40,41,42,43,44,45,46,47,48,4
  9,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,17,20,22,23","moves":["29x27"],"captures":{"29x27":[
  "22","23"]},"perft2":9}
{"variant":"international","position":"B:W30,32,38,40,41,43,46,48,49,50:B1,4,5,6,7,10,11,12,13
  ,14,16,18,19,22,26,36","moves":["36x47"],"captures":{"36x47":["41"]},"perft2":13}
{"variant":"international","position":"B:WK14,23,25,30,36,37,40,41,42,43,44,45,46,47,48,49,50:
  B1,2,4,5,6,7,8,10,11,12,15,16,18,21","moves":["10x28"],"captures":{"10x28":["14","23"]},"perft
  2":11}
{"variant":"international","position":"B:W16,19,21,31,38,45,46:B3,6,7,9,10,12,13,14,17,20,35",
  "moves":["17x37"],"captures":{"17x37":["21","31"]},"perft2":1}
{"variant":"international","position":"B:W18,32,34,44:B6,7,9,K11,15,19","moves":["11x50"],"cap
  tures":{"11x50":["44"]},"perft2":6}
{"variant":"international","position":"B:W27,36,46:BK9","moves":["9x31"],"captures":{"9x31":["
  27"]},"perft2":1}
{"variant":"international","position":"W:W24,26,33,37,38,39,40,42,43,45,48,50:B1,3,5,7,9,10,12
  ,14,15,17,19,25,27","moves":["24x4"],"captures":{"24x4":["9","19"]},"perft2":13}
{"variant":"international","position":"W:WK16,22:B10,11,12,20,39","moves":["16x4"],"captures":
  {"16x4":["10","11","12","20"]},"perft2":2}
{"variant":"international","position":"W:W24,31,34,35,36,37,38,41,43,44,46,47,48,49,50:B1,2,3,
  4,5,6,7,8,9,10,11,13,15,17,18,26,29","moves":["34x21"],"captures":{"34x21":["17","18","29"]},"
  perft2":1}
{"variant":"international","position":"W:W:B3,6,9,16,21,22,23,24","moves":[],"captures":{},"pe
  rft2":0}
{"variant":"international","position":"B:W29,39,45:B7,8,10,14,15,19,22,K48","moves":["48x12","
  48x18","48x23"],"captures":{"48x12":["29","39"],"48x18":["29","39"],"48x23":["29","39"]},"perf
  t2":3}
{"variant":"international","position":"B:W26,34,45:B5,10,14,15,19,21,25,K48","moves":["48x30"]
  ,"captures":{"48x30":["34"]},"perft2":1}
{"variant":"international","position":"W:WK2,26,32,34,36,37,38,39,40,41,44,47,48,49,50:B1,3,4,
  5,10,11,12,15,17,23,27,28","moves":["2x16","32x21"],"captures":{"2x16":["11"],"32x21":["27"]},
  "perft2":26}
{"variant":"international","position":"W:WK5,38,39,40,41,43,44,45,46:B2,8,21,22,28,35","moves"
  :["5x16"],"captures":{"5x16":["21","28"]},"perft2":5}
{"variant":"international","position":"B:W28,33,36,38,42,43,45,46,47:B3,4,5,6,7,10,16,17,K19,2
  6","moves":["19x25","19x30","19x34","19x39"],"captures":{"19x25":["28","42","43"],"19x30":["28
  ","42","43"],"19x34":["28","42","43"],"19x39":["28","42","43"]},"perft2":25}
{"variant":"international","position":"B:W21,26,28,31,32,36,37,39,40,42,45,46,47,48,50:B1,2,4,
  5,6,7,8,9,10,11,12,15,16,K49","moves":["16x38"],"captures":{"16x38":["21","32"]},"perft2":1}
{"variant":"international","position":"W:W18,41,K42,45,46,47,48,49:B2,3,4,5,9,14,21,31,36","mo
  ves":["42x12","42x17","42x8"],"captures":{"42x8":["21","31"],"42x12":["21","31"],"42x17":["21"
  ,"31"]},"perft2":18}
{"variant":"international","position":"B:W36,43,45,50:B1,5,9,10,12,15,16,32,39","moves":["39x4
  8"],"captures":{"39x48":["43"]},"perft2":3}
{"variant":"international","position":"W:W15,34,37,40,41,42,44,45,46,47,49:B1,2,5,8,9,10,11,12
  ,18","moves":["15x22"],"captures":{"15x22":["9","10","18"]},"perft2":9}
{"variant":"international","position":"B:W24,34,44,46:B1,2,3,7,9,11,12,14,15,16,20,22,32,K49",
  "moves":["20x40","49x13","49x18","49x19","49x23","49x29","49x8"],"captures":{"20x40":["24","34
  "],"49x8":["24","44"],"49x13":["24","44"],"49x19":["24","44"],"49x18":["34","44"],"49x23":["34
  ","44"],"49x29":["34","44"]},"perft2":15}
{"variant":"international","position":"W:WK18,29,33,36,39,40,41,45,46,48,50:B5,6,7,15,17,26","
  moves":["18x1"],"captures":{"18x1":["7"]},"perft2":6}
{"variant":"international","position":"W:W31,34,35,37,38,40,41,43,44,45,46,47,49,50:B1,2,3,4,5
  ,6,7,11,14,15,16,19,21,30","moves":["35x13"],"captures":{"35x13":["19","30"]},"perft2":13}
{"variant":"international","position":"W:WK1,K3,7,25,41,45,46,50:B4,14,19","moves":["3x20"],"c
  aptures":{"3x20":["14"]},"perft2":4}
{"variant":"international","position":"B:W32,34,35,36,39,40,41,42,43,47,48,50:B3,4,7,9,15,19,2
  0,26,27","moves":["27x49"],"captures":{"27x49":["32","43"]},"perft2":11}
{"variant":"international","position":"B:W17,22,28,34,42,43,45,46:B13,25,30","moves":["30x37"]
  ,"captures":{"30x37":["34","42","43"]},"perft2":6}
{"variant":"international","position":"W:W27,32,36,37,40,41,44,45,46,47,48,49,50:B1,2,4,5,6,7,
  8,9,10,11,13,14,15,16,18,20,28,35,43","moves":["32x3"],"captures":{"32x3":["8","18","28"]},"pe
  rft2":9}
{"variant":"international","position":"W:W31,34,35,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B
  1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,24,33","moves":["38x20"],"captures":{"38x20":["24","33"
  ]},"perft2":2}
{"variant":"international","position":"B:WK3,6,15,23,33,37,39,41,45,46,47,48:B","moves":[],"ca
  ptures":{},"perft2":0}
{"variant":"international","position":"W:W16,26,29,32,35,36,37,40,42,43,44,45,46,47,48,49,50:B
  2,3,4,5,6,7,9,12,13,14,15,21","moves":["26x10"],"captures":{"26x10":["12","13","14","21"]},"pe
  rft2":1}
{"variant":"international","position":"B:W19,36,44,45:B15,16,K32","moves":["32x10","32x14","32
  x5"],"captures":{"32x5":["19"],"32x10":["19"],"32x14":["19"]},"perft2":12}
{"variant":"international","position":"W:WK5,30,31,37,38,40,41,42,43,44,45,46,47,48,49,50:B1,2
  ,3,4,6,7,8,9,11,12,13,15,16,22,26,28","moves":["5x32"],"captures":{"5x32":["28"]},"perft2":11}
{"variant":"international","position":"W:WK33:BK2,6,12,26,27,44","moves":["33x50"],"captures":
  {"33x50":["44"]},"perft2":15}
{"variant":"international","position":"B:W24,27,31,33,34,36,37,39,40,41,42,43,44,45,46,47,48,4
  9,50:B1,2,3,4,5,6,7,8,9,10,12,13,14,15,16,17,18,19,20","moves":["20x38"],"captures":{"20x38":[
  "24","33"]},"perft2":2}
{"variant":"international","position":"W:W34:B4,5,6,12,13,20,22,35,K37","moves":["34-29","34-3
  0"],"captures":{},"perft2":26}
{"variant":"international","position":"B:WK18,28,31,39,41,43,44,45,46,47,48,50:B2,5,7,11,12,15
  ,16,17","moves":["12x32"],"captures":{"12x32":["18","28"]},"perft2":11}
{"variant":"international","position":"B:W22,36,37,38,41,42,44,47,49:B1,2,5,6,7,10,14,15,18,21
  ,K50","moves":["50x11","50x17"],"captures":{"50x11":["22","44"],"50x17":["22","44"]},"perft2":
  14}
{"variant":"international","position":"W:WK4,25,27,30,35,36,37,39,40,41,43,44,46,49:B1,2,5,8,1
  1,12,13,14,18,21,28","moves":["27x7"],"captures":{"27x7":["11","21"]},"perft2":1}
{"variant":"international","position":"B:W21,32,33,34,35,36,39,40,41,42,43,44,45,46,47,48,49,5
  0:B1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,18,19,20","moves":["16x29"],"captures":{"16x29":["21",
  "32","33"]},"perft2":1}
{"variant":"international","position":"W:W30,K34,45:B4,8,9,15,18,37","moves":["34x41","34x46"]
  ,"captures":{"34x41":["8","9","18","37"],"34x46":["8","9","18","37"]},"perft2":6}
{"variant":"international","position":"B:W28,29,31,32,34,36,42,44,46,50:B3,10,11,14,15,20,25,2
  6","moves":["26x48"],"captures":{"26x48":["31","42"]},"perft2":11}
{"variant":"international","position":"B:WK1,7,K42:B5,23,37","moves":["37x48"],"captures":{"37
  x48":["42"]},"perft2":2}
{"variant":"international","position":"B:W26,30,32,33,34,36,37,39,40,41,43,44,45,46,47,48,49,5
  0:B1,3,4,5,6,7,9,10,11,13,14,15,16,17,20,21,27","moves":["27x29"],"captures":{"27x29":["32","3
  3"]},"perft2":1}
{"variant":"international","position":"W:WK23,30,31,34,35,37,38,39,41,42,45,46,50:B4,10,15,16,
  19,20,25,28","moves":["23x5"],"captures":{"23x5":["10","19"]},"perft2":6}
{"variant":"international","position":"W:WK3,K4,16,26,31,34,37,39,40,41,44,46,47:B6,10,20","mo
  ves":["4x24","4x29","4x33","4x38","4x42"],"captures":{"4x24":["10","20"],"4x29":["10","20"],"4
  x33":["10","20"],"4x38":["10","20"],"4x42":["10","20"]},"perft2":5}
{"variant":"international","position":"B:W25,26,29,31,35,37,38,39,41,45,46,50:B5,6,8,9,12,14,1
  5,17,18,23","moves":["23x32"],"captures":{"23x32":["29","38","39"]},"perft2":1}
{"variant":"international","position":"W:WK2,29,31,35,36,39,41,44,46,47,48,49:B1,4,5,6,8,10,13
  ,15,16,18,25,27,45","moves":["31x22"],"captures":{"31x22":["27"]},"perft2":1}
{"variant":"international","position":"B:W21,41,42,45,47:B1,2,5,6,8,9,10,14,15,19,33,K49","mov
  es":["49x16"],"captures":{"49x16":["21"]},"perft2":5}
{"variant":"international","position":"B:W20,29,35:B2,3,4,5,7,10,11,12,14,15,16,28,31,K49","mo
  ves":["15x33"],"captures":{"15x33":["20","29"]},"perft2":1}
{"variant":"international","position":"W:W25,30,32,36,37,46:B1,6,7,10,11,13,16,17,20,21","move
  s":["25x5"],"captures":{"25x5":["10","20"]},"perft2":6}
{"variant":"international","position":"W:W31,32,34,36,38,41,42,45,46,47,48,50:B1,3,4,5,6,7,8,9
  ,10,11,12,15,17,18,25,27","moves":["31x2"],"captures":{"31x2":["8","18","27"]},"perft2":10}
{"variant":"international","position":"W:W15,30,32,36,37,38,41,44,45,47,49:B1,3,7,10,11,12,26"
  ,"moves":["15x4"],"captures":{"15x4":["10"]},"perft2":8}
{"variant":"international","position":"W:WK2,36,42:B6,7,10,14,17","moves":["2x22","2x28","2x33
  ","2x39","2x44","2x50"],"captures":{"2x22":["7","17"],"2x28":["7","17"],"2x33":["7","17"],"2x3
  9":["7","17"],"2x44":["7","17"],"2x50":["7","17"]},"perft2":24}
{"variant":"international","position":"B:W27,29,31,35,40,44,45,49:B1,2,4,5,6,10,15,16,18,K20",
  "moves":["20x21","20x26","20x50"],"captures":{"20x50":["29","44"],"20x21":["27","29"],"20x26":
  ["29","31"]},"perft2":19}
{"variant":"international","position":"W:W25,26,30,33,34,37,39,41,43,44,45,46,47,48,49,50:B2,3
  ,4,5,6,7,8,9,10,12,13,14,15,18,20,21,22","moves":["26x28"],"captures":{"26x28":["21","22"]},"p
  erft2":8}
{"variant":"international","position":"W:W28,31,32,33,36,37,38,40,41,42,43,44,45,46,47,48,49,5
  0:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,39","moves":["43x34"],"captures":{"43x34":["39
  "]},"perft2":9}
{"variant":"international","position":"W:WK3,6,9,37,39,40,41,42,45,50:B5,25","moves":["3-12","
  3-17","3-21","3-26","3-8","37-31","37-32","39-33","39-34","40-34","40-35","41-36","42-38","50-
  44","6-1","9-4"],"captures":{},"perft2":32}
{"variant":"international","position":"B:WK8,46:B43","moves":["43-48","43-49"],"captures":{},"
  perft2":24}
{"variant":"international","position":"B:WK26,27,31,38,43:B6,16,40,44","moves":["16-21","40-45
  ","44-49","44-50","6-11"],"captures":{},"perft2":42}
{"variant":"international","position":"B:W21,38,45:B6,7,17,K49","moves":["49x16"],"captures":{
  "49x16":["21","38"]},"perft2":1}
{"variant":"international","position":"W:W25,27,33,34,35,36,37,38,39,40,41,43,44,45,46,47:B1,2
  ,3,5,7,9,11,14,15,16,18,19,29","moves":["33x22","33x4"],"captures":{"33x4":["9","19","29"],"33
  x22":["18","19","29"]},"perft2":24}
{"variant":"international","position":"W:W16,27,K28,31,36,37,40,43,44,45,46,47,48,50:B1,3,7,8,
  11,12,13,26,30","moves":["28x6"],"captures":{"28x6":["11"]},"perft2":8}
{"variant":"international","position":"W:W23,26,31,33,34,35,37,39,40,41,42,44,47,49,50:B1,5,7,
  8,9,10,12,14,15,16,17,21,25,28","moves":["33x4"],"captures":{"33x4":["7","8","9","17","28"]},"
  perft2":9}
{"variant":"international","position":"W:WK16,18,38,39,41,42,45,46,48,49,50:B3,4,5,6,7,14,20",
  "moves":["16x2"],"captures":{"16x2":["7"]},"perft2":9}
{"variant":"international","position":"W:W25,31,32,33,34,35,36,37,38,39,41,42,43,44,45,46,47,4
  8,49,50:B1,2,3,4,5,6,7,8,9,10,11,13,14,15,16,17,18,20,21,23","moves":["31-26","31-27","32-27",
  "32-28","33-28","33-29","34-29","34-30","35-30","44-40","45-40"],"captures":{},"perft2":87}
{"variant":"english","position":"B:W12,22,24,25,26,27,28,29,31,32:B1,2,3,4,5,6,10,13,15,21","m
  oves":["21x30"],"captures":{"21x30":["25"]},"perft2":8}
{"variant":"english","position":"W:W8,K14:B15,18,K21,28","moves":["14x23"],"captures":{"14x23"
  :["18"]},"perft2":5}
{"variant":"english","position":"B:W18,21,23,24,25,26,27,29,32:B1,3,4,5,8,9,11,13,15","moves":
  ["15x31"],"captures":{"15x31":["18","26"]},"perft2":7}
{"variant":"english","position":"B:W17,25,31:B1,7,12,15,K30","moves":["30x14"],"captures":{"30
  x14":["17","25"]},"perft2":2}
{"variant":"english","position":"B:W5,6,26,28,29,32:B4,8,10,17,K30","moves":["30x23"],"capture
  s":{"30x23":["26"]},"perft2":6}
{"variant":"english","position":"W:WK2,23,24,25,26,28,29,30,31,32:B1,4,5,6,7,8,14,15,21","move
  s":["2x2"],"captures":{"2x2":["6","7","14","15"]},"perft2":4}
{"variant":"english","position":"B:WK6,14,15,22,24,28,31:BK27","moves":["27x20"],"captures":{"
  27x20":["24"]},"perft2":13}
{"variant":"english","position":"W:WK3,5,15,25,28:B7,9,K32","moves":["3x10"],"captures":{"3x10
  ":["7"]},"perft2":3}
{"variant":"english","position":"B:W17,19,22,26,27,28,31,32:B1,2,3,5,6,8,9,12,15,20,K30","move
  s":["15x24","30x16"],"captures":{"15x24":["19"],"30x16":["19","26"]},"perft2":8}
{"variant":"english","position":"W:WK22:BK25,K27,K31,K32","moves":["22x29"],"captures":{"22x29
  ":["25"]},"perft2":4}
{"variant":"english","position":"W:WK3,21,24,25,28,29,31:B4,5,6,7,9,12,19","moves":["24x15","3
  x1"],"captures":{"3x1":["6","7"],"24x15":["19"]},"perft2":12}
{"variant":"english","position":"W:W5,10,25,28,29,32:B4,7","moves":["10x3"],"captures":{"10x3"
  :["7"]},"perft2":1}
{"variant":"english","position":"B:W17,18,25,32:B1,4,7,8,10,13,20,26,28,K31","moves":["13x29"]
  ,"captures":{"13x29":["17","25"]},"perft2":3}
{"variant":"english","position":"W:W13,20,23,25,26,28,29,30,31:B1,2,3,5,7,8,9,10,16","moves":[
  "13x6","20x4"],"captures":{"13x6":["9"],"20x4":["8","16"]},"perft2":8}
{"variant":"english","position":"W:WK27:BK4,K24","moves":["27x20"],"captures":{"27x20":["24"]}
  ,"perft2":1}
{"variant":"english","position":"B:WK26:BK3,K22","moves":["22x31"],"captures":{"22x31":["26"]}
  ,"perft2":0}
{"variant":"english","position":"W:WK19:BK2,16,17,20,K30","moves":["19x12"],"captures":{"19x12
  ":["16"]},"perft2":7}
{"variant":"english","position":"W:W9,19,25:B6,K31","moves":["9x2"],"captures":{"9x2":["6"]},"
  perft2":2}
{"variant":"english","position":"B:WK19:BK23,K25,K32","moves":["23x16"],"captures":{"23x16":["
  19"]},"perft2":0}
{"variant":"english","position":"W:W:B12,K15,K25","moves":[],"captures":{},"perft2":0}
{"variant":"english","position":"B:WK3,9,17,23,25,26,28,29,32:B1,4,5,10,11","moves":["5x30"],"
  captures":{"5x30":["9","17","25"]},"perft2":8}
{"variant":"english","position":"W:W18,21,22,23,24,26,27,28,30,31,32:B1,3,4,5,6,7,8,9,10,12,15
  ","moves":["18x2"],"captures":{"18x2":["7","15"]},"perft2":7}
{"variant":"english","position":"B:WK1,K3,K4,12,K15,24:B","moves":[],"captures":{},"perft2":0}
{"variant":"english","position":"W:W:BK6,K22,K27","moves":[],"captures":{},"perft2":0}
{"variant":"english","position":"B:WK1,K4,6,12,22,23,31:B","moves":[],"captures":{},"perft2":0
  }
{"variant":"english","position":"W:WK4,5,18,19,20,28,29:B3,6,15","moves":["18x11","19x1"],"cap
  tures":{"18x11":["15"],"19x1":["6","15"]},"perft2":6}
{"variant":"english","position":"B:W12,17,24,25,26,27,29,31,32:B3,4,5,7,8,9,15,21","moves":["2
  1x30"],"captures":{"21x30":["25"]},"perft2":9}
{"variant":"english","position":"B:WK16,K18,22,25,26,29,32:B28","moves":[],"captures":{},"perf
  t2":0}
{"variant":"english","position":"W:WK12:B15,16,K23,K32","moves":["12x10","12x26"],"captures":{
  "12x10":["15","16"],"12x26":["16","23"]},"perft2":10}
{"variant":"english","position":"B:WK3,K8,K9:BK14,K15","moves":["14x5"],"captures":{"14x5":["9
  "]},"perft2":4}
{"variant":"english","position":"W:WK1,K3,11,18,21,32:B4,6,9","moves":["1x10"],"captures":{"1x
  10":["6"]},"perft2":3}
{"variant":"english","position":"W:WK22:B19,25,K26,27","moves":["22x15","22x29"],"captures":{"
  22x29":["25"],"22x15":["19","26","27"]},"perft2":10}
{"variant":"english","position":"B:W17,24,25,26,28,29,31,32:B1,2,3,4,8,14,15,20","moves":["14x
  30","20x27"],"captures":{"14x30":["17","25"],"20x27":["24"]},"perft2":9}
{"variant":"english","position":"W:WK12,14,17,22,24,27,28,29,32:B1,2,5,9,11","moves":["12-16",
  "12-8","14-10","17-13","22-18","24-19","24-20","27-23","29-25"],"captures":{},"perft2":22}
{"variant":"english","position":"W:W17,22,23,24,25,26,27,28,29,30,32:B1,3,4,5,6,7,8,10,11,12,1
  4,21","moves":["17-13","22-18","23-18","23-19","24-19","24-20"],"captures":{},"perft2":36}
{"variant":"english","position":"B:W5,6,15,20,25,26,27,29,30,31,32:B1,2,3,4,8,12","moves":["1x
  19","2x9"],"captures":{"1x19":["6","15"],"2x9":["6"]},"perft2":19}
{"variant":"english","position":"W:WK5,K8,10:BK17,26","moves":["10-6","10-7","5-1","5-9","8-11
  ","8-12","8-3","8-4"],"captures":{},"perft2":48}
{"variant":"english","position":"W:WK1,K3,20,21,23,28,32:B9,10","moves":["1-5","1-6","20-16","
  21-17","23-18","23-19","28-24","3-7","3-8","32-27"],"captures":{},"perft2":40}
{"variant":"english","position":"B:W15,18,21,23,24,25,27,28,30,31,32:B1,2,3,4,5,6,8,10,11,12",
  "moves":["10x26"],"captures":{"10x26":["15","23"]},"perft2":2}
{"variant":"english","position":"B:W15,17,18,21,22,23,32:B1,7,9,10,11,12,14,16,27,K31","moves"
  :["10x26"],"captures":{"10x26":["15","23"]},"perft2":2}
{"variant":"english","position":"W:W20,21,22,23,25,26,27,28,32:B1,2,3,5,10,11,13,19","moves":[
  "23x7"],"captures":{"23x7":["11","19"]},"perft2":1}
{"variant":"english","position":"B:W17,18,21,22,24,25,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11
  ,15,16","moves":["1-6","10-14","15-19","16-19","16-20","2-6","8-12","9-13","9-14"],"captures":
  {},"perft2":48}
{"variant":"english","position":"B:W20,25,28:B1,3,4,11,12,14,K22,K32","moves":["22x29"],"captu
  res":{"22x29":["25"]},"perft2":2}
{"variant":"english","position":"B:W15,21,23,25,26,27,29,30,31,32:B1,2,3,4,5,7,9,12,13,14","mo
  ves":["1-6","12-16","13-17","14-17","14-18","2-6","3-8","4-8","7-10","7-11"],"captures":{},"pe
  rft2":57}
{"variant":"english","position":"W:W14,27,28,30,31,32:B2,3,5,7,12,15,21,24","moves":["27x20","
  28x10"],"captures":{"27x20":["24"],"28x10":["15","24"]},"perft2":15}
{"variant":"english","position":"B:WK9,K10:BK13,K20,28","moves":["13x15"],"captures":{"13x15":
  ["9","10"]},"perft2":0}
{"variant":"english","position":"W:W6:BK12,K17,K18","moves":["6-1","6-2"],"captures":{},"perft
  2":20}
{"variant":"english","position":"W:WK2,18,20,25,26,29,30,31,32:B3,6,11,12,13,16","moves":["2x9
  "],"captures":{"2x9":["6"]},"perft2":5}
{"variant":"english","position":"B:WK9,K11:BK21,K25,K32","moves":["21-17","25-22","25-29","25-
  30","32-27","32-28"],"captures":{},"perft2":48}
{"variant":"english","position":"W:WK15:B5,13,14,K17,19,23,27","moves":["15x31"],"captures":{"
  15x31":["19","27"]},"perft2":6}
{"variant":"english","position":"B:W15,21,23,32:B2,3,4,5,9,10,12,14,K17,25","moves":["10x26"],
  "captures":{"10x26":["15","23"]},"perft2":2}
{"variant":"english","position":"W:W17,18,29,30,32:B1,2,3,5,7,27,28","moves":["32x23"],"captur
  es":{"32x23":["27"]},"perft2":7}
{"variant":"english","position":"W:WK4,17,21,25,26,27,29,32:B2,5,10,11,15","moves":["17-13","1
  7-14","25-22","26-22","26-23","27-23","27-24","32-28","4-8"],"captures":{},"perft2":57}
{"variant":"english","position":"W:W7,20:B11,18,27,K31","moves":["20-16","7-2","7-3"],"capture
  s":{},"perft2":13}
{"variant":"english","position":"W:W22,23,25,26,27,28,29,32:B1,2,4,5,6,12,16,24","moves":["27x
  11","28x19"],"captures":{"27x11":["16","24"],"28x19":["24"]},"perft2":12}
{"variant":"english","position":"B:W14,21,22,23,24,25,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11
  ,13,16","moves":["10x26","9x18"],"captures":{"9x18":["14"],"10x26":["14","22"]},"perft2":3}
{"variant":"english","position":"B:W12,20,21,26,28,29,31:B2,3,4,5,10,18","moves":["10-14","10-
  15","18-22","18-23","2-6","2-7","3-7","3-8","4-8","5-9"],"captures":{},"perft2":58}
{"variant":"english","position":"B:W10,19,21,27,28,29,30,31,32:B1,2,3,4,6,7,11,12","moves":["6
  x24","7x14"],"captures":{"6x24":["10","19"],"7x14":["10"]},"perft2":12}
{"variant":"english","position":"B:WK1,13,29:B4,16,26,27,K31","moves":["16-19","16-20","26-30"
  ,"27-32","4-8"],"captures":{},"perft2":20}
{"variant":"english","position":"W:WK16,19,20,22,26,28,29:B9,10,11,13,21","moves":["16x5"],"ca
  ptures":{"16x5":["9","10","11"]},"perft2":2}
{"variant":"english","position":"W:W21,25:B1,5,7,12,20,K30","moves":["21-17","25-22"],"capture
  s":{},"perft2":9}
{"variant":"english","position":"W:WK12:B19,27,K31","moves":["12-16","12-8"],"captures":{},"pe
  rft2":8}
{"variant":"english","position":"B:WK3,5:B8,16,25,K31","moves":["16-19","16-20","25-29","25-30
  ","31-26","31-27","8-11","8-12"],"captures":{},"perft2":12}
{"variant":"english","position":"B:W15,21,26,27,28,30,31,32:B1,2,3,6,7,8,9,10,12,K29","moves":
  ["10x19"],"captures":{"10x19":["15"]},"perft2":7}
{"variant":"english","position":"W:WK8:BK1,13,15,K26,K31","moves":["8-11","8-12","8-3","8-4"],
  "captures":{},"perft2":36}
"""
