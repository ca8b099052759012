import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from byte import PASS, START_CODES, ByteError, Move, Position, parse_square, square_name
from byte.games.byte import rules
from byte.games.byte.rules import MERGES
from tests.plain_search import plain_perft

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
EMPTY_8 = "/".join([".,.,.,."] * 8)


def board_code(stacks: dict[str, str], turn: str = "w", score: str = "0-0", size: int = 8) -> str:
    """A position code with the given stacks and nothing else."""
    rows = []
    for rank in range(size, 0, -1):
        cells = []
        for file in range(size):
            if (rank - 1 + file) % 2 == 0:
                cells.append(stacks.get(f"{'abcdefghij'[file]}{rank}", "."))
        rows.append(",".join(cells))
    return f"{'/'.join(rows)} {turn} {score}"


def moves_of(code: str) -> list[str]:
    return sorted(str(m) for m in Position.from_code(code).legal_moves())


# --- squares, moves, codes ---------------------------------------------------------------

def test_square_names_round_trip():
    for size in (8, 10):
        for square in Position(size).dark_squares:
            assert parse_square(square_name(square)) == square
    assert square_name(0) == "a1" and square_name(parse_square("j10")) == "j10"


@pytest.mark.parametrize("text", ["", "z1", "a0", "a11", "c", "3c", "a01"])
def test_bad_squares_are_refused(text):
    with pytest.raises(ByteError):
        parse_square(text)


def test_move_text_round_trip_and_canonical_form():
    assert str(Move.parse("c3-d4")) == "c3-d4"
    assert str(Move.parse("c3:1-d4")) == "c3-d4"
    assert str(Move.parse("c3:2-d4")) == "c3:2-d4"
    assert Move.parse(" PASS ") is PASS
    assert str(PASS) == "pass"


@pytest.mark.parametrize("text", ["c3", "c3-", "c3:0-d4", "c3:8-d4", "c3:x-d4", "c3:12-d4", "-"])
def test_malformed_moves_raise_byte_error(text):
    with pytest.raises(ByteError):
        Move.parse(text)


def test_start_positions():
    assert START_CODES[8] == (
        ".,.,.,./b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/.,.,.,. w 0-0"
    )
    ten = Position.start(10)
    assert sum(len(ten.board[s]) for s in ten.dark_squares) == 40
    assert ten.target == 3 and Position().target == 2
    assert Position.from_code(START_CODES[10]) == ten


def test_code_accepts_a_matching_size_field_and_refuses_another():
    assert Position.from_code(START_CODES[8] + " 8") == Position()
    with pytest.raises(ByteError, match="size"):
        Position.from_code(START_CODES[8] + " 10")


@pytest.mark.parametrize(
    "code, fragment",
    [
        ("", "3 fields"),
        ("a b c d e", "3 fields"),
        (EMPTY_8 + " w 0-0", "checkers"),
        (START_CODES[8].replace("b,b,b,b/w", "b,b,b/w", 1), "rank 7"),
        (START_CODES[8].replace(" w ", " x "), "side to move"),
        (START_CODES[8].replace("0-0", "0:0"), "score"),
        (START_CODES[8].replace("0-0", "2-2"), "impossible"),
        (START_CODES[8].replace("b,b,b,b", "q,b,b,b", 1), "holds 'q'"),
        (board_code({"c3": "wwwwbbbb", "e3": "wwwwbbbb", "g3": "wwww", "a3": "bbbb"}), "at most 7"),
        ("/".join([".,.,.,."] * 7) + " w 0-0", "8 or 10 ranks"),
    ],
)
def test_bad_codes_say_what_is_wrong(code, fragment):
    with pytest.raises(ByteError, match=fragment):
        Position.from_code(code)


def test_non_text_input_is_refused_cleanly():
    with pytest.raises(ByteError):
        Position.from_code(None)  # type: ignore[arg-type]
    with pytest.raises(ByteError):
        Move.parse(42)  # type: ignore[arg-type]


# --- the spec's reference numbers and worked examples -------------------------------------

@pytest.mark.parametrize("depth, count", [(1, 35), (2, 1116), (3, 32349), (4, 864299)])
def test_perft_8x8(depth, count):
    assert Position(8).perft(depth) == count


@pytest.mark.parametrize("depth, count", [(1, 63), (2, 3756), (3, 211753)])
def test_perft_10x10(depth, count):
    assert Position(10).perft(depth) == count


@pytest.mark.slow
def test_perft_8x8_depth_5():
    assert Position(8).perft(5) == 20_964_656


def test_start_moves_are_all_single_merges_onto_black():
    pos = Position()
    moves = pos.legal_moves()
    assert len(moves) == 35
    for move in moves:
        assert move.level == 1
        assert pos.board[move.src] == "w" and pos.board[move.dst] == "b"


def test_worked_example_three_moves_and_black_wins():
    pos = Position.from_code(EXAMPLE)
    assert moves_of(EXAMPLE) == ["e3:2-f2", "f2-e3", "f2:2-e3"]
    with pytest.raises(ByteError, match="land higher"):
        pos.parse_move("e3:4-f2")
    pos.push(pos.parse_move("e3:2-f2"))
    assert pos.stack("f2") == "wwbwbwb" and pos.stack("e3") == "b"
    pos.pop()
    pos.push(pos.parse_move("f2-e3"))
    assert pos.is_over() and pos.winner() == "b" and pos.won == {"w": 1, "b": 2}
    assert pos.stack("e3") == "" and pos.legal_moves() == [] and pos.count_moves() == 0
    assert pos.code().endswith(" b 1-2")


def test_public_vectors(vectors):
    assert len(vectors) == 200
    for vector in vectors:
        pos = Position.from_code(vector["position"])
        assert pos.code() == vector["position"]
        legal = sorted(str(m) for m in pos.legal_moves())
        assert legal == vector["moves"], vector["position"]
        assert pos.count_moves() == len(legal)
        assert pos.perft(2) == vector["perft2"], vector["position"]


# --- rule edges ----------------------------------------------------------------------------

def test_slide_towards_any_of_several_equally_near_stacks():
    # d4 stands alone; b6 and f2 are both 2 away (its nearest), h8 and a7 farther.
    pos = Position.from_code(
        board_code({"d4": "wwww", "b6": "bbbbbbb", "f2": "bbbw", "h8": "wwwwwbb", "a7": "ww"})
    )
    slides = sorted(str(m) for m in pos.legal_moves() if m.src == parse_square("d4"))
    # c5 is closer to b6 and e3 closer to f2; c3 and e5 are closer to neither.
    assert slides == ["d4-c5", "d4-e3"]


def test_slide_needs_to_get_strictly_closer():
    pos = Position.from_code(
        board_code({"a1": "wwwwwww", "e5": "bbbbbbb", "h8": "wwwwwbb", "c7": "bbb"})
    )
    assert sorted(str(m) for m in pos.legal_moves()) == ["a1-b2", "h8-g7"]


def test_touching_stack_cannot_slide_and_the_reason_says_so():
    pos = Position.from_code(
        board_code({"c3": "wwww", "d4": "bbbb", "h8": "wwwwbbb", "a7": "bbbbb", "f8": "wwww"})
    )
    from_c3 = [str(m) for m in pos.legal_moves() if m.src == parse_square("c3")]
    assert from_c3 == ["c3-d4", "c3:2-d4", "c3:3-d4", "c3:4-d4"]
    with pytest.raises(ByteError, match="touches another stack, so it can only merge"):
        pos.parse_move("c3-b2")


def test_merges_must_land_strictly_higher():
    pos = Position.from_code(
        board_code({"b2": "wbw", "c3": "b", "g7": "wwwwwww", "a7": "wwwbbbb", "h2": "bbbbbb"})
    )
    assert [str(m) for m in pos.legal_moves() if m.src == parse_square("b2")] == ["b2-c3"]
    with pytest.raises(ByteError, match="land higher"):
        pos.parse_move("b2:3-c3")


def test_merge_never_exceeds_eight():
    pos = Position.from_code(
        board_code({"c3": "wwwww", "d4": "bbbb", "h8": "wwwwwww", "a7": "bbbbbbb", "g1": "b"})
    )
    # A lift from level i lands at 5, so i <= 4; 5 - i + 1 + 4 <= 8, so i >= 2.
    merges = sorted(str(m) for m in pos.legal_moves() if m.src == parse_square("c3"))
    assert merges == ["c3:2-d4", "c3:3-d4", "c3:4-d4"]
    with pytest.raises(ByteError, match="more than 8"):
        pos.parse_move("c3-d4")


def test_eight_high_stack_scores_for_its_top_checker_owner():
    pos = Position.from_code(
        board_code({"c3": "bwbw", "d4": "wwbbw", "h8": "wwwwwww", "a7": "bbbbbbb", "g1": "b"})
    )
    key = pos.key
    pos.push(pos.parse_move("c3:2-d4"))  # wbw onto wwbbw: 8 high, White on top
    assert pos.won == {"w": 1, "b": 0} and pos.stack("d4") == "" and pos.stack("c3") == "b"
    assert not pos.is_over() and pos.turn == "b"
    pos.pop()
    assert pos.stack("d4") == "wwbbw" and pos.won == {"w": 0, "b": 0} and pos.key == key


def test_forced_pass_and_pass_only_when_forced():
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./wbbwb,.,.,./.,.,.,w/.,.,.,wb/.,.,.,. b 1-1"
    pos = Position.from_code(code)
    assert pos.legal_moves() == [PASS] and pos.count_moves() == 1
    pos.push(PASS)
    assert pos.turn == "w" and PASS not in pos.legal_moves()
    with pytest.raises(ByteError, match="passing is not allowed"):
        pos.parse_move("pass")


def test_ten_by_ten_needs_three_stacks():
    stacks = {"c3": "w", "d4": "bbbbbbw", "h8": "bbbbbbb", "j10": "w"}
    pos = Position.from_code(board_code(stacks, score="2-1", size=10))
    assert not pos.is_over() and pos.winner() is None
    pos.push(pos.parse_move("c3-d4"))
    assert pos.won["w"] == 3 and pos.is_over() and pos.winner() == "w"
    assert pos.legal_moves() == [] and pos.perft(3) == 1


# --- properties over random games -----------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([8, 10]))
def test_random_games_keep_the_invariants(seed, size):
    rng = random.Random(seed)
    pos = Position(size)
    total = 24 if size == 8 else 40
    history = []
    while not pos.is_over():
        on_board = sum(len(pos.board[s]) for s in pos.dark_squares)
        assert on_board + 8 * (pos.won["w"] + pos.won["b"]) == total
        assert all(len(pos.board[s]) <= 7 for s in pos.dark_squares)
        assert Position.from_code(pos.code()) == pos
        assert Position.from_code(pos.code()).key == pos.key
        moves = pos.legal_moves()
        assert moves and pos.count_moves() == len(moves)
        assert (moves == [PASS]) or PASS not in moves
        for move in moves:
            assert pos.parse_move(str(move)) == move
        history.append((pos.code(), pos.key))
        pos.push(rng.choice(moves))
        assert len(pos.move_stack) <= 200
    assert len(pos.move_stack) > 0
    while pos.move_stack:
        pos.pop()
        assert (pos.code(), pos.key) == history.pop()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.sampled_from([8, 10]), plies=st.integers(0, 60))
def test_only_generated_moves_are_accepted(seed, size, plies):
    rng = random.Random(seed)
    pos = Position(size)
    for _ in range(plies):
        if pos.is_over():
            break
        pos.push(rng.choice(pos.legal_moves()))
    legal = set(pos.legal_moves())
    # Every syntactically valid move between neighbouring dark squares: legal iff generated.
    for src in pos.dark_squares:
        for dst in pos.neighbours(src):
            for level in range(1, 8):
                move = Move(src, level, dst)
                assert pos.is_legal(move) == (move in legal)
                if move not in legal:
                    with pytest.raises(ByteError, match="not legal here"):
                        pos.parse_move(str(move))
    assert plain_perft(pos, 2) == pos.perft(2)


def test_merge_table_matches_the_rule():
    for side, table in MERGES.items():
        for stack, row in table.items():
            for height in range(1, 8):
                expected = sum(
                    1
                    for level in range(1, len(stack) + 1)
                    if stack[level - 1] == side
                    and level <= height
                    and len(stack) - level + 1 + height <= 8
                )
                assert row[height] == expected


def test_copy_is_independent():
    pos = Position()
    twin = pos.copy()
    twin.push(twin.legal_moves()[0])
    assert pos == Position() and twin != pos and hash(twin) != hash(pos)


@pytest.mark.parametrize("size", [8, 10])
def test_start_codes_are_the_start_positions(size):
    assert START_CODES[size] == Position.start(size).code()
    assert Position.from_code(START_CODES[size]) == Position.start(size)


def test_the_hash_keys_are_those_of_one_draw_per_key() -> None:
    """The keys are drawn in one call per square for a faster start; they must stay the
    numbers drawn one by one, or every search's table (and with it some moves) would
    change."""
    for size in rules.SIZES:
        geometry = rules._Geometry(size)
        rng = random.Random(0xB17E + size)
        for square in geometry.dark:
            expected = {"": 0, **{stack: rng.getrandbits(64) for stack in rules.STACKS}}
            assert geometry.zobrist[square] == expected
        assert geometry.zobrist_turn == rng.getrandbits(64)
