import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from byte.errors import ByteError
from byte.games import rules as game_rules
from byte.games.reversi import rules
from byte.games.reversi.rules import (
    PASS,
    Position,
    from_code,
    parse_square,
    parse_transcript,
    square_name,
    start,
    transcript,
)
from tests.plain_search import plain_perft

START_8 = "---------------------------OX------XO--------------------------- X"
WIPEOUT = "d3 c3 f5 f4 f3 d2 d1 e3 b3"
"""Nine moves after which White has no disc left (found by a random search)."""
EARLY_PASS = "d3 c3 e6 d2 d1 e1 b2 c1"
"""After these, Black has no legal move and must pass."""
STUCK_6 = "OOOOOOOOOOOO-OOOOOXOOOOO-O-OO-OOXXXX X"
"""6x6, four empty squares, and neither side can move."""
STARTS = [("othello", 8), ("othello", 6), ("othello", 10), ("reversi", 8), ("reversi", 6),
          ("reversi", 10)]


def names(pos: Position, moves: list[int]) -> list[str]:
    return [pos.notation(move) for move in moves]


def play(pos: Position, text: str) -> Position:
    for move in text.split():
        pos.push(pos.parse_move(move))
    return pos


def random_game(seed: int, variant: str = "othello", size: int = 8, plies: int = 200) -> Position:
    """A position ``plies`` random moves into a game (or its end), with its history."""
    rng = random.Random(seed)
    pos = start(variant, size)
    for _ in range(plies):
        moves = pos.legal_moves()
        if not moves:
            break
        pos.push(rng.choice(moves))
    return pos


# --- the registry and starts ---------------------------------------------------------------

def test_the_registry_finds_these_rules():
    assert game_rules("reversi").module is rules
    pos = game_rules("reversi").start("othello", 8)
    assert pos.code() == START_8 and pos.turn == "b" and pos.variant == "othello"


def test_starts():
    assert start().code() == START_8
    assert from_code(START_8) == start()
    six = start("othello", 6)
    assert [six.disc(name) for name in ("c3", "d4", "d3", "c4")] == ["w", "w", "b", "b"]
    ten = start("othello", 10)
    assert [ten.disc(name) for name in ("e5", "f6", "f5", "e6")] == ["w", "w", "b", "b"]
    assert names(start(), start().legal_moves()) == ["d3", "c4", "f5", "e6"]
    free = start("free")
    assert free.variant == "reversi" and free.score() == "0-0" and free.in_opening()
    assert names(free, free.legal_moves()) == ["d4", "e4", "d5", "e5"]


@pytest.mark.parametrize(
    "variant, size, fragment",
    [("chess", 8, "no variant"), ("othello", 7, "8x8, 6x6 or 10x10"), (None, 8, "variant")],
)
def test_bad_starts_are_refused(variant, size, fragment):
    with pytest.raises(ByteError, match=fragment):
        start(variant, size)


# --- the spec's reference numbers ----------------------------------------------------------

PERFT_8 = [4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288, 24_571_284]
PERFT_OTHERS = {
    ("reversi", 8): [4, 12, 24, 24, 96, 320, 1_536, 6_624, 38_208],
    ("othello", 6): [4, 12, 56, 244, 1_364, 7_604, 47_740, 308_716, 2_114_912],
    ("othello", 10): [4, 12, 56, 244, 1_396, 8_200, 55_180, 392_268, 3_045_812],
}
FAST_DEPTH = {("reversi", 8): 9, ("othello", 6): 8, ("othello", 10): 7}
"""The deepest rows that stay well under a few seconds; deeper ones are marked slow."""


@pytest.mark.parametrize("depth", range(1, 9))
def test_perft_8x8(depth):
    assert start().perft(depth) == PERFT_8[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [9, 10])
def test_perft_8x8_deep(depth):
    assert start().perft(depth) == PERFT_8[depth - 1]


def _other_rows(slow: bool) -> list:
    rows = []
    for (variant, size), counts in PERFT_OTHERS.items():
        for depth, count in enumerate(counts, start=1):
            if (depth > FAST_DEPTH[variant, size]) == slow:
                rows.append((variant, size, depth, count))
    return rows


@pytest.mark.parametrize("variant, size, depth, count", _other_rows(slow=False))
def test_perft_other_starts(variant, size, depth, count):
    assert start(variant, size).perft(depth) == count


@pytest.mark.slow
@pytest.mark.parametrize("variant, size, depth, count", _other_rows(slow=True))
def test_perft_other_starts_deep(variant, size, depth, count):
    assert start(variant, size).perft(depth) == count


def test_fast_perft_agrees_with_the_plain_count():
    for variant, size in STARTS:
        assert start(variant, size).perft(5) == plain_perft(start(variant, size), 5)


def load_vectors() -> list[dict]:
    return [json.loads(line) for line in VECTORS.splitlines() if line.strip()]


def test_every_public_vector():
    vectors = load_vectors()
    assert len(vectors) == 200
    for vector in vectors:
        pos = from_code(vector["position"], vector["variant"])
        assert sorted(names(pos, pos.legal_moves())) == vector["moves"], vector
        assert pos.perft(2) == vector["perft2"], vector
        assert pos.code() == vector["position"]
        assert pos.is_over() == (vector["moves"] == [])
        assert pos.must_pass() == (vector["moves"] == ["pass"])


def test_vectors_cover_passes_and_finished_games_of_every_size():
    kinds = {(len(v["position"]) - 2, tuple(v["moves"][:1])) for v in load_vectors()}
    for cells in (36, 64, 100):
        assert (cells, ()) in kinds and (cells, ("pass",)) in kinds


# --- the free opening ----------------------------------------------------------------------

def test_the_free_opening_fills_the_centre_without_flipping():
    pos = start("reversi")
    for expected_discs, move in enumerate(["d4", "e4", "e5", "d5"], start=1):
        assert pos.in_opening()
        assert pos.flips(pos.parse_square(move)) == []
        pos.push(pos.parse_move(move))
        assert sum(pos.counts().values()) == expected_discs
    # Black took d4 and e5: the Othello start with the colours swapped. Normal play now.
    assert not pos.in_opening()
    assert [pos.disc(s) for s in ("d4", "e4", "d5", "e5")] == ["b", "w", "w", "b"]
    assert pos.turn == "b" and names(pos, pos.legal_moves()) == ["e3", "f4", "c5", "d6"]


def test_the_free_opening_reaches_the_parallel_and_the_othello_starts():
    reached = set()
    for first in range(4):
        for second in range(3):
            for third in range(2):
                pos = start("reversi")
                for choice in (first, second, third, 0):
                    pos.push(pos.legal_moves()[choice])
                reached.add(pos.code().split()[0])
    othello = START_8.split()[0]
    parallel = "-" * 27 + "XX------OO" + "-" * 27
    assert othello in reached and parallel in reached
    assert len(reached) == 6  # two crossed starts, four parallel ones


def test_the_free_opening_refuses_other_squares_and_passes():
    pos = start("reversi")
    with pytest.raises(ByteError, match="in the Reversi opening the first four discs go on"):
        pos.parse_move("c3")
    pos.push(pos.parse_move("e4"))
    with pytest.raises(ByteError, match="e4 is taken"):
        pos.parse_move("E4")
    with pytest.raises(ByteError, match="passing is not allowed"):
        pos.parse_move("pass")
    with pytest.raises(ByteError):
        pos.push(pos.parse_square("c3"))


def test_a_free_opening_code_is_still_in_its_opening():
    pos = from_code("-" * 27 + "X" + "-" * 36 + " O", "reversi")
    assert pos.in_opening() and names(pos, pos.legal_moves()) == ["e4", "d5", "e5"]
    # The same board read as an Othello position is impossible.
    with pytest.raises(ByteError, match="never empty"):
        from_code(pos.code(), "othello")
    assert from_code(START_8, "reversi").variant == "reversi"


# --- passes and ends -----------------------------------------------------------------------

def test_a_forced_pass():
    pos = play(start(), EARLY_PASS)
    assert pos.turn == "b" and pos.legal_moves() == [PASS] and pos.must_pass()
    assert not pos.is_over() and pos.outcome() == "" and pos.winner() is None
    for text in ("pass", "PASS", "pa", "PA", "--", " Pass "):
        assert pos.parse_move(text) == PASS
    with pytest.raises(ByteError, match="b1 flips nothing: Black has no legal move and must"):
        pos.parse_move("b1")
    pos.push(PASS)
    assert pos.turn == "w" and names(pos, pos.legal_moves()) == ["a3", "b4", "d6"]
    assert pos.pop() == PASS and pos.must_pass()
    assert pos.notation(PASS) == "pass"


def test_pushing_an_illegal_pass_or_move_is_refused():
    pos = start()
    with pytest.raises(ByteError):
        pos.push(PASS)
    with pytest.raises(ByteError):
        pos.push(pos.parse_square("a1"))
    with pytest.raises(ByteError):
        pos.push(pos.parse_square("d4"))
    assert pos.code() == START_8 and pos.move_stack == []


def test_a_game_can_end_with_one_side_wiped_out():
    pos = play(start(), WIPEOUT)
    assert pos.is_over() and pos.legal_moves() == [] and pos.perft(3) == 1
    assert pos.counts() == {"b": 13, "w": 0} and pos.winner() == "b"
    assert pos.outcome() == (
        "White has no disc left: 13-0 with 51 empty squares, 64-0 counting them for the "
        "winner, Black wins"
    )
    with pytest.raises(ByteError, match="the game is over"):
        pos.parse_move("a1")
    with pytest.raises(ByteError, match="the game is over"):
        pos.parse_move("pass")


def test_a_game_can_end_with_empty_squares_nobody_can_take():
    pos = from_code(STUCK_6)
    assert pos.is_over() and pos.winner() == "w" and pos.score() == "5-27"
    assert pos.outcome() == (
        "Black has no legal move and White has none either: 5-27 with 4 empty squares, "
        "5-31 counting them for the winner, White wins"
    )
    assert pos.result().endswith("4 empty squares, 5-31 counting them for the winner, White wins")


def test_full_boards_and_draws():
    draw = from_code("X" * 32 + "O" * 32 + " X")
    assert draw.is_over() and draw.winner() is None
    assert draw.outcome() == "The board is full: 32-32, a draw"
    won = from_code("X" * 33 + "O" * 31 + " O")
    assert won.outcome() == "The board is full: 33-31, Black wins" and won.winner() == "b"
    assert won.score() == "33-31"
    assert start().result() == ""


# --- codes ---------------------------------------------------------------------------------

def test_codes_round_trip_and_accept_other_spellings():
    pos = play(start(), "f5 d6 c3")
    assert from_code(pos.code()) == pos and from_code(pos.code()).key == pos.key
    lower = pos.code().lower().replace("x", "*").replace("-", ".")
    assert from_code(lower) == pos
    assert from_code(pos.code().replace(" ", "")) == pos
    assert from_code("  " + pos.code().replace(" ", "\t") + "\n") == pos
    assert repr(pos) == f"from_code({pos.code()!r}, 'othello')"


@pytest.mark.parametrize(
    "code, fragment",
    [
        ("", "the board .* and the side to move"),
        (START_8 + " 8", "the board .* and the side to move"),
        ("-" * 63 + " X", "36, 64 or 100 squares"),
        ("-" * 81 + " X", "36, 64 or 100 squares.*not 81"),
        (START_8.replace("OX", "OY", 1), "holds 'Y' on e4: use X for Black, O for White"),
        (START_8.replace(" X", " B"), "side to move must be X .Black. or O .White., not 'B'"),
        (START_8.replace(" X", " XO"), "side to move"),
        ("-" * 64 + " X", "in Othello the four central squares are never empty, but d4 is"),
    ],
)
def test_bad_codes_say_what_is_wrong(code, fragment):
    with pytest.raises(ByteError, match=fragment):
        from_code(code)


@pytest.mark.parametrize(
    "board, side, fragment",
    [
        ("-" * 27 + "X-" + "-" * 34 + "X", "X", "cannot hold a disc while e4 is empty"),
        ("-" * 27 + "X-" + "-" * 35, "X", "take turns on the central squares, Black first"),
        ("-" * 27 + "O-" + "-" * 35, "O", "take turns"),
        ("-" * 27 + "XX" + "-" * 35, "O", "take turns"),
    ],
)
def test_impossible_free_openings_are_refused(board, side, fragment):
    with pytest.raises(ByteError, match=fragment):
        from_code(f"{board} {side}", "reversi")


def test_non_text_is_refused_in_words():
    with pytest.raises(ByteError, match="must be text"):
        from_code(None)  # type: ignore[arg-type]
    with pytest.raises(ByteError, match="must be text"):
        start().parse_move(37)  # type: ignore[arg-type]
    with pytest.raises(ByteError, match="must be text"):
        parse_transcript(["f5"])  # type: ignore[arg-type]
    with pytest.raises(ByteError, match="must be text"):
        parse_square(5)  # type: ignore[arg-type]


# --- squares and moves ---------------------------------------------------------------------

def test_square_names_round_trip_on_every_size():
    for size in (6, 8, 10):
        pos = start("othello", size)
        assert len(pos.squares) == size * size
        for square in pos.squares:
            assert parse_square(square_name(square, size), size) == square
            assert pos.parse_square(pos.square_name(square).upper()) == square
    assert square_name(0) == "a1" and square_name(7) == "h1" and square_name(63) == "h8"
    assert square_name(99, 10) == "j10" and parse_square("a10", 10) == 90


@pytest.mark.parametrize(
    "text, size, fragment",
    [
        ("k9", 8, "k9 is not a square of the 8x8 board"),
        ("a10", 8, "a10 is not a square of the 8x8 board"),
        ("g1", 6, "g1 is not a square of the 6x6 board"),
        ("a0", 8, "'a0' is not a square: write a column letter and a row number"),
        ("", 8, "is not a square"),
        ("5f", 8, "is not a square"),
    ],
)
def test_bad_square_names(text, size, fragment):
    with pytest.raises(ByteError, match=fragment):
        parse_square(text, size)


def test_square_numbers_out_of_range_are_refused():
    with pytest.raises(ByteError, match="not a square of the 8x8 board"):
        square_name(64)
    with pytest.raises(ByteError, match="not a square"):
        start().disc(-1)


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("d6", "d6 flips nothing: a move must outflank at least one white disc"),
        ("a1", "a1 flips nothing"),
        ("d4", "d4 is taken"),
        ("E5", "e5 is taken"),
        ("pass", "Black has a legal move, so passing is not allowed"),
        ("--", "passing is not allowed"),
        ("k9", "k9 is not a square of the 8x8 board"),
        ("i1", "i1 is not a square of the 8x8 board"),
        ("f5-f6", "'f5-f6' is not a move: write a square such as f5, or pass"),
        ("", "write a move"),
        ("   ", "write a move"),
        ("resign", "is not a move"),
    ],
)
def test_bad_moves_say_why(text, fragment):
    with pytest.raises(ByteError, match=fragment):
        start().parse_move(text)


def test_moves_read_in_any_case():
    pos = start()
    assert pos.parse_move("F5") == pos.parse_move(" f5 ") == 37
    assert pos.notation(37) == "f5"


def test_discs_counts_and_flips():
    pos = start()
    assert pos.flips(pos.parse_square("f5")) == [pos.parse_square("e5")]
    assert pos.flips(pos.parse_square("a1")) == [] and pos.flips(PASS) == []
    assert pos.flips(pos.parse_square("d4")) == []
    pos.push(pos.parse_move("f5"))
    assert pos.disc("e5") == "b" and pos.disc(pos.parse_square("d4")) == "w"
    assert pos.disc("a1") is None
    assert pos.counts() == {"b": 4, "w": 1} and pos.empties() == 59
    assert pos.black.bit_count() == 4 and pos.white.bit_count() == 1
    assert pos.move_count() == 3 and from_code(STUCK_6).move_count() == 0


def test_the_key_follows_the_position_not_the_path():
    one = play(start(), "f5 f6 e6")
    two = play(start(), "e6 f6 f5")
    assert one.code() == two.code() and one.key == two.key and one == two
    # The side to move and the start are part of it.
    flipped = from_code(one.code()[:-1] + "X")
    assert flipped.key != one.key
    free = from_code(one.code(), "reversi")
    assert free.key != one.key and free != one


def test_copy_is_independent_and_has_no_history():
    pos = play(start(), "f5 d6")
    twin = pos.copy()
    assert twin == pos and twin.key == pos.key and twin.move_stack == []
    twin.push(twin.legal_moves()[0])
    assert twin != pos and pos.code() != twin.code()
    with pytest.raises(ByteError, match="no move to take back"):
        pos.copy().pop()


# --- transcripts ---------------------------------------------------------------------------

def test_transcripts_in_every_spelling():
    expected = ["f5", "d6", "c3", "d3", "c4", "f4", "f6"]
    for text in ("f5d6c3d3c4f4f6", "F5 D6 C3 D3 C4 F4 F6", "f5, d6, c3,d3 c4;f4\nf6",
                 "  F5d6C3 d3c4F4f6  "):
        assert parse_transcript(text) == expected
    assert parse_transcript("") == [] and parse_transcript(" , ") == []


def test_transcripts_get_their_left_out_passes_back():
    moves = parse_transcript(EARLY_PASS.replace(" ", "") + "d6")
    assert moves == EARLY_PASS.split() + ["pass", "d6"]
    # Written passes are read too, in every spelling.
    for word in ("pass", "PA", "--"):
        assert parse_transcript(EARLY_PASS + f" {word} d6") == moves
    assert transcript([start().parse_square(m) if m != "pass" else PASS for m in moves]) == (
        " ".join(moves)
    )
    assert parse_transcript(transcript([37, 43])) == ["f5", "d6"]


def test_transcripts_from_a_position_and_on_other_boards():
    pos = play(start(), "f5 d6")
    assert parse_transcript("c3", start=pos) == ["c3"]
    assert parse_transcript("c3", start=pos.code()) == ["c3"]
    assert pos.move_stack == [37, 43]  # the position given is not touched
    assert parse_transcript("d4e4e5d5", variant="reversi") == ["d4", "e4", "e5", "d5"]
    assert parse_transcript("b3", size=6) == ["b3"]
    assert parse_transcript("E4", size=10) == ["e4"]


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("f5d6c3d3c4f4c9", "move 7 .Black's c9.: c9 is not a square of the 8x8 board"),
        ("f5 d6 d4", "move 3 .Black's d4.: d4 is taken"),
        ("f5 f5", "move 2 .White's f5.: f5 is taken"),
        ("f5 pass", "move 2 .White's pass.: White has a legal move, so passing is not allowed"),
        ("f5 a1", "move 2 .White's a1.: a1 flips nothing: a move must outflank at least one"),
        ("f5 d6 x", "move 3 .'x', character 7. is not a move"),
        ("f5 d6 ? c3", "move 3 .'.', character 7. is not a move"),
        (WIPEOUT + " a1", "move 10 .a1.: the game is already over .13-0 with 51 empty squares"),
    ],
)
def test_bad_transcripts_name_the_first_bad_move(text, fragment):
    with pytest.raises(ByteError, match=fragment):
        parse_transcript(text)


def test_a_bad_move_in_the_free_opening_transcript():
    with pytest.raises(ByteError, match="move 2 .White's c3.: c3 is not a central square"):
        parse_transcript("d4 c3", variant="reversi")


# --- properties over random games ----------------------------------------------------------

games = st.tuples(st.integers(0, 2**32), st.sampled_from(STARTS), st.integers(0, 110))


@settings(max_examples=150, deadline=None)
@given(games)
def test_every_move_adds_one_disc_and_turns_exactly_its_flips(game):
    seed, (variant, size), plies = game
    pos = random_game(seed, variant, size, plies)
    rng = random.Random(seed)
    for move in pos.legal_moves():
        if move == PASS:
            continue
        me, other = pos.turn, "w" if pos.turn == "b" else "b"
        before = {square: pos.disc(square) for square in pos.squares}
        counts = pos.counts()
        turned = pos.flips(move)
        assert (turned == []) == pos.in_opening()
        assert all(before[square] == other for square in turned)
        pos.push(move)
        after = {square: pos.disc(square) for square in pos.squares}
        changed = sorted(square for square in pos.squares if before[square] != after[square])
        assert changed == sorted(turned + [move]) and after[move] == me
        assert pos.counts()[me] == counts[me] + 1 + len(turned)
        assert pos.counts()[other] == counts[other] - len(turned)
        pos.pop()
        if rng.random() < 0.7:
            break


@settings(max_examples=150, deadline=None)
@given(games)
def test_undo_restores_exactly_and_keys_match_a_fresh_reading(game):
    seed, (variant, size), plies = game
    pos = random_game(seed, variant, size, plies)
    fresh = from_code(pos.code(), variant)
    assert fresh == pos and fresh.key == pos.key
    assert sorted(fresh.legal_moves()) == sorted(pos.legal_moves())
    history = list(pos.move_stack)
    snapshots = []
    replay = start(variant, size)
    for move in history:
        snapshots.append((replay.code(), replay.key))
        replay.push(move)
    assert replay.code() == pos.code() and replay.key == pos.key
    for move in reversed(history):
        assert pos.pop() == move
        assert (pos.code(), pos.key) == snapshots.pop()
    assert pos == start(variant, size)


@settings(max_examples=150, deadline=None)
@given(games, st.randoms(use_true_random=False))
def test_every_listed_move_is_accepted_and_others_are_refused(game, rng):
    seed, (variant, size), plies = game
    pos = random_game(seed, variant, size, plies)
    moves = pos.legal_moves()
    for move in moves:
        text = pos.notation(move)
        assert pos.parse_move(text) == move and pos.parse_move(text.upper()) == move
    others = [square for square in pos.squares if square not in moves]
    if others:
        with pytest.raises(ByteError):
            pos.parse_move(pos.square_name(rng.choice(others)))
    if moves != [PASS]:
        with pytest.raises(ByteError):
            pos.parse_move("pass")


@settings(max_examples=100, deadline=None)
@given(games)
def test_fast_perft_2_equals_a_plain_count(game):
    seed, (variant, size), plies = game
    pos = random_game(seed, variant, size, plies)
    assert pos.perft(2) == plain_perft(pos, 2)
    assert pos.perft(1) == max(1, len(pos.legal_moves()))


@settings(max_examples=80, deadline=None)
@given(games)
def test_random_games_read_back_from_their_transcripts(game):
    seed, (variant, size), plies = game
    pos = random_game(seed, variant, size, plies)
    text = transcript(pos.move_stack, size)
    without_passes = text.replace("pass", "")
    expected = [pos.notation(move) for move in pos.move_stack]
    if not pos.is_over() and pos.must_pass():
        expected.append("pass")  # a transcript stopping before a forced pass implies it
    assert parse_transcript(text, variant, size) == expected
    assert parse_transcript(without_passes.replace(" ", "").upper(), variant, size) == expected


VECTORS = """
{"variant":"othello","position":"XXXXXXXXXXXOXXXXXXXXXXOXXXXXXXOXXXOXOXOXXOXXXXOOXOOOXXOOXXXXXXO- O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXOOOOOXXXXXXOOXOXXXOXOXOOXOXOOXOOXXOXOXXOXXXXXXXOOXXXXXXXXXXXX O","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOO-OXOOXXOOXXOOOXXXOXOOXOXXOXOOOXOXXXOOXXOOOXOXOOOOXXXXXXXXXX O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"-XXXOOOOXXXXXOOOXXOXOOOOXOXXOOOOOOOXOXOOOOOOXOOOXOOXOOOOXXXXXOOO X","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXXXXXXOOOOOOXOXOXOOXXOXOOXOXXOXOOXXOXOXOXOXXOOXXOXXXOOXOOOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOOOXOXXXXOOXOOXXOXOXOOXXXOOXOXXXOOOXOXXOOOOXXOOOOOOXOOOOO-O O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"OOOOOOOXOXXXXXXXOXXXXXXXOXXXXXOXOXXXXXOXOOXOXOXXOXOXXXOXXXXXXOOO O","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOOXXOXOXOXXXXOOXXOXXXOOXOXXXXXXOXOXXXOXXXOXXXOOXXOXXXXXXXO- O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"OOOOOOOOOXXXXOOOOXXXXX-OOXXXXXX-OXOXXOX-OOXOXXXXOOOXXOXXXXXXXXXX X","moves":["pass"],"perft2":3}
{"variant":"othello","position":"OXXOOOOOXXXXOXOO-XOOXOXOXXXOXXOOXXOOOOXOXOXXOXOOXXOXXOOOXXXXXXXX X","moves":["pass"],"perft2":1}
{"variant":"othello","position":"-XXXXOOOXXOOOOOOXXOXXOOOXOOOXXXOXOOOXXXOXOOOXXX-XOOXXXXXXXXXXXXO X","moves":["pass"],"perft2":2}
{"variant":"othello","position":"OOOOOOOOOOOOOOOOOOXOOOOOOXOXXOOOXXXXXOOOXXXOXOOOXXXXXOOOXXXXXXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOOOOOOOXOOOOOOOOOOOOOOXOOOOOOOOOOOOXOOOOXOOXXXXXXXO-OOOOO-- X","moves":["pass"],"perft2":3}
{"variant":"othello","position":"OOOOOOOOOOOOOOOOOOOOOOXOOXXOOXXOOXOOXOXOOOXXXXOOOOOOOOXOOOOXXXXX O","moves":[],"perft2":1}
{"variant":"othello","position":"XXXXXXXOXXXXOOOOXOXXOOOOXOOOXXXOXXOOXXXOXOXXXXXOXOOXXXXOXOOOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"XXXXXXXXXXOOOOXXXXXOOXOXXXOOXOOOXXOXOXOOXXXOXOXOXXXXXXOOXXXXXOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"OXXXXXOOOXXOXXXOXXXXXXOXOXOOOOXXOOOOOXXXOOOXOXXXOOOOOOXXOOOOOXXX O","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOXXOXOOOXXXOXOOXOXOXXOXOXXOXXOOOOXXXXOOOOOXXXOOXXOOOXOOOOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"XXXXXXXXXXXXXXXXXXXXOXOOXOOOXXOOXOOXXOXOXOXXXXOOOXOXXOOOXXXXXOO- O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"OOXXXXXXOOXXXOXXOXOXXXXXOOXOOXXXXXXXXOOXXXOXXOOXOOXXOOOXOXXXXXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"XXXXXXXXXXXXXXXXXXXOOXXXXXXXXXXXOOOOOXXOOXOOOXXOOOOOOOXXOOXXOOXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OXOOOOOOOOOOXXXXOOOOXOXXOOOXXXXXOOXOXOXXOXOOOXXXOXXXXXXXOXXXXXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOX-OOOOOOXXXOOXOXOXXXOOXOOOXXOXOOOOXOXXXOXOXOOXOOOOXXXXXOOO X","moves":["pass"],"perft2":1}
{"variant":"othello","position":"OXXXXXXXOOXOXOOXOXOXOXOOXXXXXXXOOXXXXXOOOXXOXOOOOOOXOOOOOOOOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOOOOOOOOOOOOOOOXOOOXOOOOOOO-XOOOOXOXXXXXOXOXXXXXXOOOX--OOOO X","moves":["pass"],"perft2":3}
{"variant":"othello","position":"XXXXXXXOXXXOOOOOXXOXOOOOXOOOOOXOXOXXOOXOXOXXXXXOXOXOXXXOOOOOOXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OXXXXXOOOXXXXXOOOXXXOXXOOOXOOXXOOOOXXXXOOOOXXOXOOOOOOXXOOOOOOOXO X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOO--OOOOOOOOOOOOOOOXOOXOXOOXOOOXOXXX-OXOXXXXOXXXXXXXXXXXXXXX O","moves":["pass"],"perft2":3}
{"variant":"othello","position":"OOOOOOOOOOOOOOOOOOOOXOOOOOOOXOXOOOOOXOXOOOOXOXXOOOXXXXXOOOOOOOO- X","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXXXXXXOXOOXXXXOOXOXXXXOOXXOXXXOOOOXOXXOXOXXXOXOOOOOOXXO-OOXXXX O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXXXX-XXXXXXOOOXOXXXO--XXXOXOO-XXXXXXO-XOOOOOOOXXXXX-O-XXXXXX-- O","moves":["pass"],"perft2":8}
{"variant":"othello","position":"XXXXXXXXOOOOOOXXOOXOXXOXXOXOXOXXXXXOOXXXXOXOXXXXXOOXOOOXXOXXXXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOXXXXOXOOXXXXOOXOXXXXOXXOXOXXOOXOOOXXOXOOOOXXOOOOOXOOOOOOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"-----------X--XO---X-XO--OOXXXX-XOOXXX---O-O-X----O--X-----O-X-- O","moves":["d1","e2","e3","e6","f2","g1","g5","h4"],"perft2":77}
{"variant":"othello","position":"----------O--X-----OX------XXX----OOO--------------------------- X","moves":["b1","b6","c3","c6","d2","d6","e6","f6"],"perft2":47}
{"variant":"othello","position":"-XXXOOOO-XXXOO-OOXXOXXXX-XOXXOXX-OXXOXOXOXXXXXXXXOOXOOXX-OOOOOOO X","moves":["a4","a5","a8","g2"],"perft2":19}
{"variant":"othello","position":"--------------------O-----XXO---XXXOO----XX--------------------- O","moves":["a7","b3","b4","b7","c3","d3"],"perft2":44}
{"variant":"othello","position":"-------------------X-O----OOO----XXXX-------X------------------- X","moves":["b3","c3","e3","f5","g2"],"perft2":36}
{"variant":"othello","position":"------------------X---X----XOX-----OX-----O-X-------XO---------- O","moves":["c4","d3","d7","e8","f5","g4"],"perft2":35}
{"variant":"othello","position":"-X--------X--------XXOOO--OXXX-X-OXOXXX-OOOOXXX-XXXOX----O-OOX-- X","moves":["a5","b3","b4","c3","c8","f2","g2","h2"],"perft2":103}
{"variant":"othello","position":"XXXXXXO-XXXXXXXOXXXOOXOXXXXXOOXX-XOOXOOXOXOOOOOXOOXXOXXXO--XXXXX X","moves":["b8","h1"],"perft2":6}
{"variant":"othello","position":"--------OOO-------OOO---XXOXOOO---XXXO---XXXXX----X--XX--------- O","moves":["a5","a7","b5","b7","b8","c8","d7","e7","f8","g8","h8"],"perft2":138}
{"variant":"othello","position":"----------X-------X--X----XXXO-----XO------O-X------------------ O","moves":["b2","b4","c5","d3","e3","f2","g7"],"perft2":40}
{"variant":"othello","position":"XXXXOOOOOXXXOOOO-XXXXOOOXXXXXXO-OXOXXXXO--XXOOXO--XXOX-OOOO-XXX- O","moves":["a3","a6","b6","b7","g7","h4"],"perft2":34}
{"variant":"othello","position":"OOOX--OXOOXXXOO-OXOXXOOXOOOXOXOXOOXOO-XXOXOXXOXXOOXXOX--OOOOOX-- X","moves":["e1","f1","f5","g7","h2"],"perft2":26}
{"variant":"othello","position":"-----X------XX-----XOX---XOOOXXO-OOOOX-OOOXXOX-O-OOOOO--XOO-OOO- O","moves":["a3","a4","b3","c2","c3","d1","d2","e1","g1","g2","g3","g5","g6","g7","h3"],"perft2":108}
{"variant":"othello","position":"OOO-O---OOOOOO--OOXOO-OXOXXOOO-XXXXOOXXX-XXXXXXX-XOOXXOOXOOOOOOO X","moves":["d1","f1","f3","g1","g4","h2"],"perft2":28}
{"variant":"othello","position":"O-OOOOO-OO--XXOOOOO-OX----XOOXX---OOXX-XXXOXXO---OOOO-----XXXXX- X","moves":["a8","b4","b5","b8","c2","d2","d3","f7","g5","g6","g7","h1"],"perft2":140}
{"variant":"othello","position":"------------------OOOX-----OOXO----OXX-----OOX----XO-X---------- O","moves":["b7","b8","e2","g2","g3","g5","g6","g7","g8"],"perft2":107}
{"variant":"othello","position":"OXXXXXXXOOXOXXX-OXOOOOO-OXXXXOX--XXXOXXXOXOOX-XXXXXXXX-X-OOO-OOO X","moves":["a5","f6","h2","h3","h4"],"perft2":32}
{"variant":"othello","position":"---X-O----XXX-O-OOOXOX-OOOOOXOOO--OOXXOX-OOOOXX--OOOOXX----O--X- O","moves":["c1","e1","f2","f8","g3","h6","h7","h8"],"perft2":110}
{"variant":"othello","position":"----X--O-OOOOOOXO-XXOOXOXXXOOXOOXXOOOOXOXOOOOXXO--OOOXXO-OOOOOXO O","moves":["a7","b3"],"perft2":18}
{"variant":"othello","position":"----------O-------XOXXX----XOX-----XXO-----XX-O---OOOOO--------- X","moves":["b8","c1","c8","d2","d8","e8","f6","f8","g4","g5","g8"],"perft2":114}
{"variant":"othello","position":"-OXX-OX-OOXXXOO-OOXXXOOOOOXOOOXOOOXOOOXOXOOXOOOO-OOOOOOO-X-XO-OO X","moves":["a1","a7","c8","e1","f8","h2"],"perft2":22}
{"variant":"othello","position":"-------------------XO------OXX----OXO-----O-------O------------- X","moves":["b5","b7","c4","d2","d6","e2","e6","f3","f5"],"perft2":71}
{"variant":"othello","position":"--------OX-------O-OOO-XOXOOOOX--X-OXXX-XXOOOXX-XXXXXOX-O-OOO-O- X","moves":["c2","c3","c5","d2","e2","f2","f8","g2","g3"],"perft2":112}
{"variant":"othello","position":"XXXXXXXOOOOOOOOO-OXXXOXOXXOXXOOO-XOOXXOX-OXXOOXXOOOOOOOX-OOOOOOX X","moves":["a3","a6","a8"],"perft2":7}
{"variant":"othello","position":"O-OXX---XXXO--X--XXOOX--XXXOOO---XXOO-----XO-X----X------------- X","moves":["b1","d7","e2","e6","e7","f2","f5","g3","g4"],"perft2":118}
{"variant":"othello","position":"XXXOOOOOXXXOOOOOXOOXOOOOXOXOXXOOXXXOOXOOXXOOOOOOXXXOOOOO-XXXOOOO O","moves":["a8"],"perft2":1}
{"variant":"othello","position":"XXXXXXO-XXXXXO-OOOXXOXOO-OXOOOXOXOOXXXXX-XXOOOXX-XXXOXOXXO-XXXXX X","moves":["a4","a6","c8","g2","h1"],"perft2":18}
{"variant":"othello","position":"---XO-OX---OOOXX-XXXXXXXOOOOXXXX--OXO----OOXXOOOOOOOXOO-XXXXXX-- O","moves":["a2","b2","c1","c2","f5","g5","h5"],"perft2":87}
{"variant":"othello","position":"------------OX---O-XO-----OXO-----OOXO------XX------------------ X","moves":["a2","b4","b5","b6","d2","d6","e1","f1","f3","f4","g4","g5","g6"],"perft2":122}
{"variant":"othello","position":"O-O-----OOO-----OXO-O-X--XOOOOOOXXXXXXX-XXXXXXX-----X-O----X---O O","moves":["a4","a7","b7","c7","d7","e8","f2","f7","f8","g2","h2","h6","h7"],"perft2":137}
{"variant":"othello","position":"----O-X----OXX-OOXXXXXXOXOXOXXXO-XOXOOOO--OOOO---OXOOO--OXOOOOO- O","moves":["a2","a5","b2","b6","c2","d1","f1","g2"],"perft2":89}
{"variant":"othello","position":"OOOXXXXXOOOOOOXXOOOOOXXXOOOOOXXOOOOOXXO-OOOOOXOOOOOXOXO--OXX-X-O O","moves":["e8","g8","h5"],"perft2":12}
{"variant":"othello","position":"---------O--OX----O-O-----XXOO-X--XXXOOX--XX-XXX---------------- O","moves":["b4","b5","b6","b7","c7","e6","e7","f7","g1","g2","g7","h7"],"perft2":125}
{"variant":"othello","position":"----X-O--X-X-X---OXOO-X--XXXXXXXXXXXXOXX-OOOOXO----OX--O----X--- O","moves":["a3","a4","a6","b1","c1","c2","d1","f3","f7","f8","g2","h2","h3","h6"],"perft2":195}
{"variant":"othello","position":"--OOOO---XXXXX-XXXXOOXOOOOOOXX----OOOX-----OO-X--XXXO----------- O","moves":["a1","a2","a7","b1","b8","c8","d8","f6","g1","g2","g4","g5","h1","h7"],"perft2":139}
{"variant":"othello","position":"--------------------O-----XOX----XXXXX------XO------------------ O","moves":["b4","b6","d6","e7","f4"],"perft2":43}
{"variant":"othello","position":"-OXXXXXXXXXOOXXXXOXXOOXXXOXOXOOXOOOOOXOOOOOXOOXOOOOOXX-X-XXXXXXX O","moves":["a1","g7"],"perft2":3}
{"variant":"othello","position":"-OX-O--X--X-OOX--XXXOOO---XXOOOO--XXOOOXXOXOOOX-X-XXOXXXXXXXXXXX X","moves":["a1","a5","d1","d2","f1","g1","h2","h3"],"perft2":82}
{"variant":"othello","position":"X-XXXXX--XOXXXXX--OOXOXXXXOXOXX--OOOXXXX--XXXXX---XXXXOO--XXXOO- O","moves":["a2","a3","a5","b3","b7","b8","h1","h4"],"perft2":53}
{"variant":"othello","position":"-XOX------XO----OOOOOO--XXXOXO----XXX-O----XXO--------O--------- O","moves":["a1","a5","b2","b5","b6","c6","c7","d7","e1","e7","f5","f7"],"perft2":132}
{"variant":"othello","position":"XXXXXOOO--XXXXOXXXXOOXX-OXOOXOXXOOOOOOO-OXOX-X-OXOOXX-O--XOX-O-X O","moves":["a2","a8","b2","e6","e8","f7","h3"],"perft2":25}
{"variant":"othello","position":"OOOOOOOOOOOOXXOX-OXXXOXXXXOXOXXXXXXOXOOXXXOOOOOXXXXXOOXXXXXXXOXX O","moves":["a3"],"perft2":1}
{"variant":"othello","position":"--------------------O-----XXO-----XXXXX---X-X------------------- O","moves":["b4","b6","b7","e7","g6"],"perft2":33}
{"variant":"othello","position":"---OOOO---XXXOXX-XXXOOO-OOXOOO-O-OXXO---XOX-X----XXXXX--X------- O","moves":["a3","b1","b2","b8","c1","d6","d8","e8","h1","h3"],"perft2":92}
{"variant":"othello","position":"O-OOOOOOXOOOOOOOXXO-OOOOXOXXOXXOXXXOOXXOXXOXXOXO-OOOOXXOOOXXXXXO O","moves":["a7","d3"],"perft2":4}
{"variant":"othello","position":"O-OOO---OOOOO-X-OOOXOXXOOOXXX-X-OOXXOOXOXOXXO-O-XXOXXOOOXXXXXXXX X","moves":["b1","f1","f2","f4","f6","h6"],"perft2":24}
{"variant":"othello","position":"OOO-XXXOOOOXXXXOOXXXXXXXOXXOXXX-OXOXXOX-OXOXXXXXOOXOOOX-OX--O-X- X","moves":["c8","d1","d8","f8"],"perft2":26}
{"variant":"othello","position":"-O-OX-O-OO-OXO--XXXOXO--X-OXO----OXOOO--OXXXO---XXXO-O----X-O--- X","moves":["a1","a5","b4","c1","c2","d8","e7","f4","f6","g2","g3","g4","g5","g8"],"perft2":120}
{"variant":"othello","position":"------------------X-------OOOO-----XX-----OXX------------------- X","moves":["b3","b6","b7","c5","d3","e3","f3","g3"],"perft2":60}
{"variant":"othello","position":"-----------X-------XXXX--OXOOO-X-XOOOOX-XOXOXXO-O-OXX--O-OXXXO-- X","moves":["a3","a4","a5","a8","b3","b7","c3","g4","g7","g8","h6"],"perft2":175}
{"variant":"othello","position":"------------OX------O----X-XOX----XOXXX--OXXXX----X-O-X----OOO-- O","moves":["a3","b5","b7","c4","d3","d7","f7","g1","g2","g4","g6","h4","h5","h6"],"perft2":132}
{"variant":"othello","position":"----------OX------OOO-----XXO------XO--------------------------- X","moves":["b2","b4","c1","e2","f2","f3","f4","f5","f6"],"perft2":85}
{"variant":"othello","position":"-------------------XO-----XXO-----OXO------XXX------------------ O","moves":["b4","c2","c3","c6","c7","e7","g7"],"perft2":65}
{"variant":"othello","position":"-----XO----XOO----XXOOXO-OOOOOOX--OOOXXXXXXO--X-O--O---X---O---- O","moves":["a5","b2","b3","b5","b7","c1","c2","c7","d1","e1","e6","f6","g2","g7","h2","h6"],"perft2":207}
{"variant":"othello","position":"-----O-O--X-OOO----OOO--OOOXOX--OOOOXOOOOXOX-XOOOXXX-OXXOOOOXO-X X","moves":["a3","b3","c3","d2","e1","e7","g1","g4","g8","h4"],"perft2":76}
{"variant":"othello","position":"-XXXXXXXOOOOXOXXOOOXOXXXOOOOXXXXOOOXXOXXOOXOXXOXOOOOXXXXXXO-OXXX X","moves":["a1","d8"],"perft2":2}
{"variant":"othello","position":"OOXXXX-O-OOOOOXOOOOOOXOOOXOXOOOOOXOOXOOOOXOXOXXOOOOO-XXXOOOXXXXX O","moves":["e7","g1"],"perft2":4}
{"variant":"othello","position":"X-XXXXX--XOXXXXX--OOXOXXXXOXOXX--XOOXXXX-OXXXXXXOOOOOOOX-OOOOOOX O","moves":["a2","a3","a5","a6","b3","h1","h4"],"perft2":34}
{"variant":"othello","position":"-----------XXX------O----OOOO------XO--------------------------- X","moves":["b3","c5","d3","e6","f3","f4","f5"],"perft2":51}
{"variant":"othello","position":"------------------O-------XOOO-----XOO----XOOO------------------ X","moves":["c2","d3","d7","f3","f7","g4","g5","g6"],"perft2":62}
{"variant":"othello","position":"X-X--XXXXXX--XXXXOOO-XXX-OOXXXXX-OOOXOOXOOXOXXOX--XXOXXX---OOOOX O","moves":["b1","b7","b8","c8","d1","e3"],"perft2":43}
{"variant":"othello","position":"X-XOX-O-XXXO-XX-XXXOOXOO-XOOOO--XXXXOO--XXXXOXXXXXXOOXXXOXX-OXXX O","moves":["a4","b1","d8","f1","g5","h1","h5"],"perft2":42}
{"variant":"othello","position":"------------------XO-------OX-----XXOOO----X-O------X----------- X","moves":["c2","c4","d2","e3","e6","f4","g6","g7","h4","h5"],"perft2":82}
{"variant":"othello","position":"-O--XXXOO-O-XXXO-O-OXXXOOXOXXXX-OXOOOOXOOXOO-XXOOXOX-OXXOOOOXO-X O","moves":["a3","c3","d1","d2","e6","e7","h4"],"perft2":46}
{"variant":"othello","position":"OOOOOOOXOXXXXXXXOXXXXXXXOXXXXXOXOXXXOXOXOOXOOOOXOXOOOOOXXXXO-OOO X","moves":["e8"],"perft2":1}
{"variant":"othello","position":"----X-------XXX---OOOXO----OO------XOO-------O--------O--------- X","moves":["b3","c4","c5","d2","e6","g4","g5","h3","h4"],"perft2":66}
{"variant":"othello","position":"-----------X-O----XX-O----XXOO-----OXOO----OOOOO-----OX--------- X","moves":["c5","c7","d7","e3","e7","g3","g4","g8","h5","h7"],"perft2":116}
{"variant":"reversi","position":"XXXXXXXXXXXXXXXXXOXXXXOXXXOXOOOXXOXOOOOXXXOXOXOXXOXXXOOXOOOOOOOX X","moves":[],"perft2":1}
{"variant":"reversi","position":"OOOOOOOOOOOOOOOOOXOXXXOOOOOXOOOXOOOXOOXXXOOOOXXXXOOXXXXXOOOXXXXX X","moves":[],"perft2":1}
{"variant":"reversi","position":"XOOOOOOOXXOXXOOOXXOOOOXOXXOXOOOOXXXOXOOOXXOOXXXOXXXXXXX-XXXXXXX- X","moves":["pass"],"perft2":2}
{"variant":"reversi","position":"XXXXOOOOXOOOOOOOXXOXXOOOXOXOOXOOXOXXOXOOXOXXXOOOXOOXXXOOXXXXXXXO O","moves":[],"perft2":1}
{"variant":"reversi","position":"OOOXXXX-OOOOOOOXOOOXXOOXOXXXOOOXXXXOOOOXXXOXOOOXOOOOOOOXOOOOOOOO X","moves":["pass"],"perft2":1}
{"variant":"reversi","position":"OOOOOOOOOXXXXXOOOXXOOXOOOXXXOXOXOXXXOOXXOOOOOXXXOOOO-XXXXXXXXXXX O","moves":["pass"],"perft2":1}
{"variant":"reversi","position":"OXOOOO-XXXXOOOOOXXOXOXXOXXXOXXOOXXXOXOOOXXXOOOOOXXXXXOOOXXXXXXOO O","moves":["pass"],"perft2":1}
{"variant":"reversi","position":"OOOOOOOXOOOOXOOXOOOOOXOXOOOOXOOOOOOXXXOXOOXOOOXXOXXXOXXXXXXXXXXX X","moves":[],"perft2":1}
{"variant":"reversi","position":"XXXXX-XXXX-OOOXXXOOOOOOXXXOOXOOXXOXOOOOXXOOXOO--XXXXXOO-XXXXXXOO O","moves":["pass"],"perft2":5}
{"variant":"reversi","position":"OOOOOOOOOXXXXXOOXXXXXOXO-XOXOXXO-XOOXOXOXXOXOXOOOOOOOOOOOOOOOXXX X","moves":["pass"],"perft2":2}
{"variant":"reversi","position":"XXXXXXXXXXXXXXXXXXOXXXOXXOXXXXOXXXOXOXXXXXXXXXOXXXOXXOXXXXXXXXXX O","moves":[],"perft2":1}
{"variant":"reversi","position":"OOOOOOOOOXXXXXOOOXXOXXOOOXXXXXOXOXXXXOXXOOOXXXXXOOOOXXXXXXXXXXXX O","moves":[],"perft2":1}
{"variant":"reversi","position":"OOOOOXXXOOOOOOXXOOOOOXOXOOXOOOXXOOXXXXXXOXXOOOXXOXXOOOXXOOOOOXXX O","moves":[],"perft2":1}
{"variant":"reversi","position":"OOOX-O-XOOOOX-X-OOOOOOOXXOOXOXOXXXXXXXOX-XOXXOOOXXX-OOO--XO-O--- X","moves":["d7","d8","e1","f2","f8","g8","h2","h7","h8"],"perft2":67}
{"variant":"reversi","position":"-----------O-X---XO-OX---XXXOO---XXXXOO-OXXXX-O--X-O---O-X--O--- X","moves":["b2","c2","c8","d3","d8","e1","e2","f6","g3","g4","h5"],"perft2":145}
{"variant":"reversi","position":"-------------------O-------OXX-----OX-----OX-------------------- X","moves":["b6","b7","c2","c3","c4","c5","d2"],"perft2":38}
{"variant":"reversi","position":"XXXXO-OOXXXXOOXXXXXOOXOOXXOOXXOOXXOXXOOOXXXXOXOOXXXXXOO--XXXXXXX O","moves":["a8","f1"],"perft2":3}
{"variant":"reversi","position":"----------------X----O--OXOOOO---XXOOOX--O-XOO-XO---XO------X-O- X","moves":["a5","b7","c3","d3","e3","g3","g4","g6","g7"],"perft2":101}
{"variant":"reversi","position":"-----O------O------O-X-X--OXXXX----OOXX-----O-------O-------O--- O","moves":["c3","e3","g2","g3","g6","h4","h5"],"perft2":67}
{"variant":"reversi","position":"OOOOOOO-XOOOOXXXXOXOXOXXOOXOOXOXOOXOOOXXOOOXXXOXOOOOOOXXOXXXXXXX O","moves":["h1"],"perft2":1}
{"variant":"reversi","position":"XXXXXXXXXXO-XXX-XOXOOOX-X-XXXO-XXOOXXXO-XOOOOOOOX-OOO-O-X-OOO-OX O","moves":["b4","g4","h2","h3"],"perft2":36}
{"variant":"reversi","position":"---------------------XO---OOXO-----XO------XX------X------------ O","moves":["c5","c7","d8","e3","e7","f2","f7"],"perft2":56}
{"variant":"reversi","position":"XXXXXXXXXXXXXXXXXXOXXXOXXXOOXOXXXXOOXXXXXXOOXXXXXXXXXXXX-XXXXXXX O","moves":["a8"],"perft2":1}
{"variant":"reversi","position":"X-OO-XO-XXOOXOXXXXOOXXX-XXOOXXXXXXOOOXXXXX-OXOOOXXOXXX-O-OXXXX-- O","moves":["b1","e1","g7","g8","h1","h3"],"perft2":38}
{"variant":"reversi","position":"--XXXOOO-XXXXXOOOXXOXXOX-XOXXXOXOXXOOXOX-XXOXOOX-XOOOOOXXO-O-XO- O","moves":["a1","a2","a4","a6","a7","b1","e8","h8"],"perft2":35}
{"variant":"reversi","position":"----------OOO-X-X---X-X--X-XXXX---XXXOX---XXO----OOOXOX---O---O- X","moves":["a7","a8","b8","c1","d8","e1","e8","f6","g6"],"perft2":107}
{"variant":"reversi","position":"OX--XO--XO--OX---XXXXXX-XXOOXXXXOOOOOXXX-OX-XOX-OOOXOX--XXX-X--- O","moves":["a3","c1","c2","d1","d2","d6","f8","g1","g2","g7","g8","h2","h6"],"perft2":107}
{"variant":"reversi","position":"O------OOO--XOO-OOO-OOX-OXXOXOXXOOXXXXXX-OXXXOOOOOXXXOO---XO--O- X","moves":["a6","a8","b1","b8","c2","d2","d3","e1","e8","f1","f8","g1","h2","h7","h8"],"perft2":138}
{"variant":"reversi","position":"---OX-----OX--X--OXOOXX-OOOOXOXXOOOXOX--OOOOOXXOOOOOXXXOOOO-X-XO O","moves":["b2","c1","e2","f1","f2","f8","g5","h1","h2","h3"],"perft2":81}
{"variant":"reversi","position":"--X--------X-X----XOXXX--XXXO---OOOOX---XXXOXX------X-X-----XO-- O","moves":["a3","a4","a7","b3","b7","c2","c7","d1","d7","d8","e1","e2","f4","f5","f7","g1","g2","g6","h3","h6"],"perft2":158}
{"variant":"reversi","position":"XXXXXXXX-XOOOOOXXXOXXXOXXXXXOOOXOXXOXOOXOOXXOX-XOO-OOOXXOOOOOOOX O","moves":["a2","c7","g6"],"perft2":4}
{"variant":"reversi","position":"--X-OXXX-OOOOOXXOOO-OXOOOOXOOXXOOOOOOOXOOOOOOXXOO-X-XOOO---X-O-O X","moves":["a1","a2","b7","d1","d3","d7","e8","g8"],"perft2":45}
{"variant":"reversi","position":"-OOOOOOOXXXXXXXXXXXXOXXXOOXOXXXXOOOXXXXXOOOXXXXXOOXOXXXXOXXXXXXO O","moves":["a1"],"perft2":1}
{"variant":"reversi","position":"---OXX-----X-X--X-XOOOOX-XOOXOO--XXXOXO--XOXOOO-XXOOOOOOOOO----- O","moves":["a4","a5","a6","b2","b3","c1","c2","g1"],"perft2":113}
{"variant":"reversi","position":"---O--OXOOOOOXOXOOXXXOOXOXXXXXXXXXXOXXXXXXXXXOOOXXXX-OO-XXXXXOOX O","moves":["e1","e7","f1"],"perft2":18}
{"variant":"reversi","position":"------------------XXO------XX-O-OOOXXO--OOOOOOXOOX-OXXOOO---X--O X","moves":["a4","b4","c7","d8","e2","f2","f3","f4","g5","g8"],"perft2":134}
{"variant":"reversi","position":"---------------------------XO-----XXX--------------------------- O","moves":["c4","c6","e6"],"perft2":14}
{"variant":"reversi","position":"OOO-XO-XOOOOOOX--OXXXXXX-OXOXO-O-OXOOXOO-OOX-OOOXOOOOOX--OOO--X- X","moves":["a3","a4","a5","a6","a8","d1","e6","f8","g1","g4","h7"],"perft2":80}
{"variant":"reversi","position":"------------O-----X-OO-----XO-O----XOOX----XX--------X--------X- O","moves":["b2","c4","c5","c6","c7","d7","e7","g6","h5"],"perft2":68}
{"variant":"reversi","position":"-----------OX----OO-XX----OXXO--OOXOO---XX-O-------------------- X","moves":["a4","b2","b4","c1","c2","c6","d3","d7","e6","e7","f5","f6","g4","g5"],"perft2":139}
{"variant":"othello","position":"XO----XXOO-XXOXOOXXOXXOX-OOXXX-OXXXX O","moves":["pass"],"perft2":6}
{"variant":"othello","position":"OXXXXXOOXXXOOXOXXOOXXOXOXXOOOOXOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"XXXOOOOOOOOXOOXOXOOXOXOOOOOOOOOXXXXO X","moves":[],"perft2":1}
{"variant":"othello","position":"XXXXXXXXOOXXXOXXXXXOXOXXXXXXOXXXXXOX O","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOXOOOOOXOXOOOXXOXXOXXXXOOXXXXOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOOXOOOOXXXOXOX-OOOOXXXXOOOXXXXX X","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXXXXX-XXXXXOXXOXXOOXXXXOOOXXXXXXXX O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXOOOOXXOO--XOXOO-XXXOO-XXXXX-OOXXXX O","moves":["pass"],"perft2":5}
{"variant":"othello","position":"OOOOOXOXXOOXOXOOOXXXXXXXOOXOOXOOOO-O O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXXXXOOOOXX--OXXX-OOXXO-OOOXO-XXXXX O","moves":["pass"],"perft2":5}
{"variant":"othello","position":"-------X-XXX--XXX---OOOO--OO------O- X","moves":["b5","b6","c6","d6","e5","f5"],"perft2":45}
{"variant":"othello","position":"-O-X---XXXX-OXOOX-X-OXX---O-XOOOO--- O","moves":["a1","a2","a5","b4","c1","d5","e1","f1","f2","f3","f4","f6"],"perft2":58}
{"variant":"othello","position":"-OO-X-XOOXXXOOOOOO-OXXX-X-OXXX--XO-- X","moves":["a1","a4","b5","b6","e6","f4"],"perft2":42}
{"variant":"othello","position":"--OX--XOOXX-O-OXX-OOXXX-O-XXX---X-X- X","moves":["a1","a6","b1","b3"],"perft2":26}
{"variant":"othello","position":"------XXXO-XOOOOOX-OXOOX-OOXXX-OXXXX X","moves":["a4","a5","a6","c1","d1","e2"],"perft2":31}
{"variant":"othello","position":"X-O----XOOX---XXO---XX-----X-------- X","moves":["b1","d1","e1","e4","f2","f3"],"perft2":44}
{"variant":"othello","position":"XXX-O-XXXX--XXXOOOXXOXOXXXXOX-O-OOOX X","moves":["b6","e2","f2","f5"],"perft2":11}
{"variant":"othello","position":"-OXXXXO-OOXOOOOOXOXOXXOOXXOOOOXXOOOO X","moves":["a1","b2"],"perft2":2}
{"variant":"othello","position":"OOOOOOOOOOO-XOOOOOXXXXOXOOOOXX-XOXXX X","moves":["a6","f2"],"perft2":2}
{"variant":"othello","position":"-XO-OO--XXOO-XXO-O-XOXOO-XXXOO-XXXXX O","moves":["a1","a2","a3","a4","a5","a6","b2","d1","e3"],"perft2":29}
{"variant":"othello","position":"OX-X---XXXO--XOXO-XXOOXXOOOOOXOOOOOX O","moves":["a2","a3","c1","e1","f3"],"perft2":19}
{"variant":"othello","position":"--------O----XXXX---OXOO--X----X---- O","moves":["a2","a4","c6","d2","e2"],"perft2":40}
{"variant":"othello","position":"-OOO--XOOO-O-OOOXXOOXXOO-X-XOO--XXX- X","moves":["a1","a3","e2","f1","f6"],"perft2":22}
{"variant":"othello","position":"----X---XXO---XX---OOXOO-OXXX------- O","moves":["b1","b2","c1","c6","d6","e6","f5"],"perft2":75}
{"variant":"othello","position":"--------------OX---OXX--O-OX-------- X","moves":["a4","b2","b3","b5","b6","c2","c6"],"perft2":34}
{"variant":"othello","position":"------O-OOO--OOOXX-XOXXX--O--X-XO--- X","moves":["a3","b1","b2","c1","d1","d6","e1"],"perft2":56}
{"variant":"othello","position":"-OX---XXX---XXXXOOOOXOOX-OOXOX-OOOXX O","moves":["a1","d1","d2","e2"],"perft2":22}
{"variant":"othello","position":"-OOOO--OOOO--OOOOO-OXO-----X----XXX- X","moves":["a2","a4","e4","f1"],"perft2":15}
{"variant":"othello","position":"-------X---X--XOX-OOOX--OOXX--OOO--- X","moves":["a3","b3","d2"],"perft2":24}
{"variant":"othello","position":"--------XO----OX--XXOXX---O--------- X","moves":["b2","b3","b5","b6","c6","d1","d6","e1","e2"],"perft2":66}
{"variant":"othello","position":"OOOOOOOXXXOOOXXXXXXXOOOOXXOOOOOOXOXXXOOXOOXOOXXOXXOOXOOXXOOXOOOOXXXXOXOOXOXOXXXXOOOOOOOOXXXXXXXOXXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OXXXXXXXXXOOOOOOOOOOOOOOXOOXOOOXXXOOXXOOOXXXOXXOOOOXXOXXXOOOOXXXXXOOXOOXXXXOXXOOOXXXOOOOOO--XXOOOOOO X","moves":["pass"],"perft2":2}
{"variant":"othello","position":"XXXXXXXOOOXXXOXXXXOOOXOXXOXOXOOOOXOXOXXOXXOOOXXOXOXXOOXXXXOOXXOOOOOOOOXOOOOOXOOOXXOOOOOOOOXXXXOOOOOO X","moves":[],"perft2":1}
{"variant":"othello","position":"XXXXXXXOOOXXXXXXXOOOXXXXOOOOOOXXXOOXOOOOXXXOOOXOXOXXXXOXOXXOOXOOOOOOXOOOXXXOOOOOOOOOOOOOOOOOOOOOOOXO X","moves":[],"perft2":1}
{"variant":"othello","position":"OXXXXXXXXXOXXOOOOOOXOXOXOOOXOXOOXXXXXXXXOOOOOXOOXXOOXOOXXXXXOXOOOXXOOXOXXXOOXXXXOXXXXXOOXXOOOOOOOOOX O","moves":[],"perft2":1}
{"variant":"othello","position":"OOOOOOOOOOXOXXOOOOOOXXOOOOOOOOXOXOXXXXXOXOOXOOOXXOXOOOOOOXOOXOOOOXOXOOXXOOOOOXOOXOXXXOOOXOXXXXXXXXXX X","moves":[],"perft2":1}
{"variant":"othello","position":"O-XOOOOOOOOOXXXXXOXOOOOXXOOOOOOOXOXOOOOOOOXXOOOXOXOOXXOOXOXXOOXOXXOXXXOOOOOOOXXXOOOOOOOOXXOOOOOOOXXX X","moves":["pass"],"perft2":1}
{"variant":"othello","position":"XXXXXXXXOXXXXXXXXOOOXXOXXXOXOXOOXXXXOOOXOOOXXOOOOXOOXXXOXXOXXOOXOXOOOXXXOOOOOOXXXXOOXOOXXXXOOOOOOOXX X","moves":[],"perft2":1}
{"variant":"othello","position":"OXXXXXXX-XXOXXXXXXXXXOOXXOOOXXXXXOXXOOXXXXOXOXXOXXXOXXXOXXXXXXXXXOOXXXXX-XOOOOOXXXXXXXOOOXXXXXXOOOOO X","moves":["pass"],"perft2":2}
{"variant":"othello","position":"OOOOOOOOOXOOOOOOXOXXOXOXOOOXOXOXXOXOXOOXOXXXOXOOXXOXXXXOOXXXOXOXXOOXXXOXOXOXXXXXOOOOXXXXXX-XXXXXXXXX O","moves":["pass"],"perft2":1}
{"variant":"othello","position":"---XOOO-OX----XOOOO----OOXOOO--X--OXXOOX-OOOOOOXOX-OOOXOOOXX---X-XO--X----X-O---------OX------------ X","moves":["a4","a5","a6","b7","c3","c4","c7","d2","d4","e7","f8","f9","g10","h1","h7","i7","j2","j3"],"perft2":268}
{"variant":"othello","position":"-----------------------O---------OOX-X------OXX------XOOO-----X-X-O-----XXO-OOO---X-O------X-------- X","moves":["c2","c4","d5","d7","e10","e3","f10","f7","f8","g9","h6","h7"],"perft2":107}
{"variant":"othello","position":"---------------------------------X---X-----OOOOO------XX---------X---------------------------------- X","moves":["c4","d6","e4","f4","g4","h6"],"perft2":53}
{"variant":"othello","position":"OXXXXXXXXXOOXOOXXOXXOXOXOXXXXXOXOXXOOXXXOXXOXXOXXXOXOXXXXXXXOXOOOXXOOXOOXOOXXOO-OOOXOXOOOOOOXXXOOOOO X","moves":["j8"],"perft2":1}
{"variant":"othello","position":"XXXXXXX--XXXXXXXXOX-XXXXXXXOO--OXXXXXOO-OOOOOOO--OXOOXOOOOO--OXOXXOOO-XXOOXOXO--XOOOOO-O---XXO--OO-- O","moves":["a10","a7","g9","h1","i1","j2"],"perft2":104}
{"variant":"othello","position":"-OXXXXXXXX--OXOOOOXXXXXOXOXXOXXX-XOXXOOXXOXXXXOXXX-OXXXOOXXXOOXXOXOOXXOOXOXOO-OXOXOXOO-OXXXXXX-O-X-X X","moves":["a1","a6","b2","c4","e10","g10","g9","h8","i10"],"perft2":44}
{"variant":"othello","position":"--------------OO--------OOXX------OXO-----OOOOOO----X-OOO------XXXO------X-X-O---------------------- X","moves":["c4","d2","d3","d4","d6","e1","f1","g2","g8","h4","h6","h7","i4"],"perft2":197}
{"variant":"othello","position":"XXXXXXXOOOXXXXXXOOOOXXXXXOXOOOX-XXOXOXOOXXXXOOOOOOOXXOOOOXOOOXOOOOXOXOOOOXXOOOOOOOXXXXOOOOOOOOOOOOOO O","moves":["b4"],"perft2":1}
{"variant":"othello","position":"-X-OOOOX----O-OOOOXOOOOOOOOX-XOOOOXOOXXXOXOXOOOOX-OOXXXOXXX-OXXXXOXX--XX-OOXX---XO-OXXX----OXXX-XO-- X","moves":["a10","a2","b2","c1","c8","c9","d2","i1","i10","j1"],"perft2":138}
{"variant":"othello","position":"---------------------------------OXX-------OXXXX-----OOX--------OOO--------XO----------------------- X","moves":["c3","c4","c5","c6","c7","d7","d8","e8","h6","h8"],"perft2":121}
{"variant":"othello","position":"OOO-O------O-OO-----XXXXOX-----XOOOOX-----OXOOXXX--OOOXOXXX----OXOXX-----OO--XX---OO-------O-------- X","moves":["a6","b5","b7","c10","c7","c8","d1","d10","e9","f1","f8","g8"],"perft2":240}
{"variant":"othello","position":"---OXXXX-O-OOOXXXXO-XOOXXOOOXX-OXOXOOOX-OOXXOOOXXXOOXXOOXXXXOOXOXXOXXXOXOXOXOXXXXXXXXOOOXO-XX-OOOXX- O","moves":["a10","d10","i1","j10","j2","j4"],"perft2":49}
{"variant":"othello","position":"-O-XXO------OOX-O------OOXXOXX---OXOOOOO----XOOXO----XXXO--O-X-XOXXOO---XOXXX-O----XXX---O-OOOO----- O","moves":["a6","b8","b9","c1","c5","c6","c7","d5","f10","f2","g9","h2","h6","h8","i2","i6","j2"],"perft2":272}
{"variant":"othello","position":"---------------------------------X--O-------XO--------OXOO----OOOOOO---------X----------X----------- X","moves":["d6","d8","e8","f4","f8","g5","h5","i6"],"perft2":67}
{"variant":"othello","position":"O--XO------OXX---XO--XOX-X-O--X-OOOOOXOO--OOOOOX---XO-OOXX----O-OX-X-----OX-X-----OX---X------------ X","moves":["a2","b1","b10","b4","b5","b7","b9","c8","d6","d7","e3","e9","f1","g3","j2","j3"],"perft2":399}
{"variant":"othello","position":"-----X-----O-XOX------O-OX------OOOXXX------XOX-------XXOO------XO---------O------------------------ X","moves":["a1","b4","c5","d1","d3","d5","e1","f9","g7","g8","g9","i6","i7"],"perft2":187}
{"variant":"othello","position":"XXXXXOO-XO-OOOOOOXXO-X-XXXXXXO--XXXXOXXO--XXOOXXXOO-XOOOOXXO-XOXXXXOXXXOOOXXXOXX---OOOOXOO-OOOOOOOOO X","moves":["a2","a3","a9","b9","c3","c9","h1"],"perft2":56}
{"variant":"othello","position":"-----------------O-------O-O--XXXXXOOOOX-O-XXXXO-O--OXXXXXOOO-XOXXOO-OXOXXOXO-----OOXX-----X-O-X---- X","moves":["a6","a9","b6","b7","b9","c10","c5","e10","e3","f2","g2","g3","g9","h1","h8","h9","i2","i3","i5","i7","i8","j3","j8"],"perft2":339}
{"variant":"othello","position":"-----------------X-------OXO-------X-------XXO--------XO--------XXXX---------O---------------------- O","moves":["c5","d4","d6","d7","d8","f8","h1","h6"],"perft2":87}
{"variant":"othello","position":"X--XXX-----X-XXO----OOOX-XO-XO-OXXXXXXX--XOXXXXXX---XOOXXXX--XXXOOXX--XXX-OXOX---X-OOO-OX-X-O-OOO-O- O","moves":["a4","a5","a6","a7","a9","b1","b6","c1","c2","c9","d8","e3","g9","h3","i7","i8","j10","j2","j4","j5","j6","j9"],"perft2":291}
"""  # noqa: E501
"""The spec's public test positions (``reversi-vectors.jsonl``, from an independent
implementation), one JSON object a line."""
