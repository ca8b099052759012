"""The seven rule sets added to the checkers engine (Russian, pool, Italian, Frisian, Frysk!,
Antidraughts, Breakthrough): the spec's public vectors and perft numbers, each rule that is
new, the draw rules, bad input in words, and properties over random games."""

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from byte import games
from byte.errors import ByteError
from byte.games.checkers.rules import RULES, Position, from_code, start
from tests.command_line import run
from tests.plain_search import plain_perft

NEW = ("russian", "pool", "italian", "frisian", "frysk", "antidraughts", "breakthrough")
VECTORS = Path(__file__).parent.parent / "data" / "checkers-variants-vectors.jsonl"

PERFT = {
    "russian": (7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586),
    "pool": (7, 49, 302, 1469, 7482, 37986, 190146, 929896, 4570534),
    "italian": (7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875),
    "frisian": (9, 81, 658, 3874, 21265, 102431, 540126),
    "frysk": (9, 81, 657, 5329, 41829, 328329, 2572197),
    "antidraughts": (9, 81, 658, 4265, 27117, 167140, 1049442),
    "breakthrough": (9, 81, 658, 4265, 27117, 167140, 1049442),
}
SHALLOW = 5


def names(pos: Position) -> list[str]:
    return sorted(pos.notation(move) for move in pos.legal_moves())


def play(pos: Position, *texts: str) -> Position:
    for text in texts:
        pos.push(pos.parse_move(text))
    return pos


def vectors() -> list[dict]:
    return [json.loads(line) for line in VECTORS.read_text().splitlines() if line.strip()]


# --- the spec's numbers ----------------------------------------------------------------------


def test_every_rule_set_is_in_the_registry_and_the_engine():
    info = games.find("checkers")
    ids = [variant.id for variant in info.variants]
    assert ids[:3] == ["brazilian", "international", "english"]
    for variant in NEW:
        assert variant in ids and RULES[variant].name == info.variant(variant).name
        assert info.variant(variant).first == RULES[variant].first
        assert info.variant(variant).sizes == (RULES[variant].size,)


@pytest.mark.parametrize("variant", NEW)
def test_perft_from_the_start(variant):
    pos = start(variant)
    for depth in range(1, SHALLOW + 1):
        assert pos.perft(depth) == PERFT[variant][depth - 1], depth
    assert pos.code() == start(variant).code()


@pytest.mark.slow
@pytest.mark.parametrize("variant", NEW)
def test_perft_from_the_start_deepest(variant):
    pos = start(variant)
    assert pos.perft(len(PERFT[variant])) == PERFT[variant][-1]


@pytest.mark.parametrize(
    "variant, code",
    [
        ("russian", "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"),
        ("pool", "B:W21-32:B1-12"),
        ("italian", "W:W21-32:B1-12"),
        ("frisian", "W:W31-50:B1-20"),
        ("frysk", "W:W46-50:B1-5"),
        ("antidraughts", "W:W31-50:B1-20"),
        ("breakthrough", "W:W31-50:B1-20"),
    ],
)
def test_start_codes(variant, code):
    assert start(variant).code() == code
    assert from_code(code, variant).code() == code


def test_public_vectors():
    cases = vectors()
    assert {variant: sum(c["variant"] == variant for c in cases) for variant in NEW} == {
        variant: 200 for variant in NEW
    }
    winners = {"white": "w", "black": "b", None: None}
    for case in cases:
        variant = case["variant"]
        pos = from_code(case["position"], variant)
        legal = pos.legal_moves()
        where = f"{variant} {case['position']}"
        assert names(pos) == case["moves"], where
        assert pos.count_moves() == len(legal) == pos.perft(1), where
        for move in legal:
            text = pos.notation(move)
            expected = sorted(case["captures"].get(text, []))
            assert sorted(pos.square_name(s) for s in pos.captured(move)) == expected, where
            assert pos.parse_move(text) == move, where
        assert pos.perft(2) == case["perft2"], where
        assert pos.is_over() == case["game_over"], where
        assert pos.winner() == winners[case["winner"]], where
        assert from_code(pos.code(), variant).code() == pos.code()


# --- Russian and pool: free choice, flying kings that go on, crowning ----------------------


def test_russian_man_crowned_in_a_capture_goes_on_as_a_king():
    # b6xd8 reaches the far row; as a king it flies on over f6 (a man could not).
    pos = from_code("W:Wb6:Bc7,f6", "russian")
    assert names(pos) == ["b6xg5", "b6xh4"]
    play(pos, "b6xh4")
    assert pos.piece("h4") == "W"  # it stays a king, though it ended on rank 4
    assert names(from_code("W:Wb6:Bc7,f6", "brazilian")) == ["b6xd8"]
    assert names(from_code("W:W9:B6,15", "pool")) == ["9x2"]  # the same in numbers


def test_pool_man_passing_the_far_row_goes_on_and_stays_a_man():
    # 10 (c7) jumps 6 (d8... on Black's side: square 2 is d8) and back down over 7.
    pos = from_code("W:W10:B6,7,15", "pool")  # 10x1 over 6, then 1 can jump nothing
    moves = pos.legal_moves()
    assert moves and all(m.captured for m in moves)
    for move in moves:
        after = from_code("W:W10:B6,7,15", "pool")
        after.push(move)
        crowned = after.piece(move.dst) == "W"
        assert crowned == (move.dst <= 4), move


@pytest.mark.parametrize("variant", ["russian", "pool"])
def test_free_choice_of_capture(variant):
    # One piece with the man, or two with the other: both may be chosen.
    code = "W:Wc3,g3:Bb4,f4,f6" if variant == "russian" else "W:W22,24:B17,19,11"
    pos = from_code(code, variant)
    counts = sorted(len(m.captured) for m in pos.legal_moves())
    assert counts[0] < counts[-1]


def test_a_flying_king_must_land_where_it_goes_on():
    pos = from_code("W:WKa1,c1:Bd4,g7,h6", "russian")
    assert names(pos) == ["a1xh8"]  # e5 and f6 are not allowed: the capture goes on


def test_a_one_piece_capture_and_a_longer_one_between_the_same_squares():
    pos = from_code("W:WKe3,b2:Bd2,c5,c7,d6,e7", "russian")
    assert names(pos) == ["e3xb6xd8xg5xc1", "e3xc1"]
    # The one-piece capture's whole path is just e3xc1, and reads as that move first.
    assert pos.parse_move("e3xc1").captured == (pos.parse_square("d2"),)
    assert len(pos.parse_move("e3xd8xc1").captured) == 4


# --- Italian -------------------------------------------------------------------------------


def italian(name: str) -> str:
    return str(start("italian").parse_square(name))


def test_italian_board_is_turned_and_numbered_from_a8():
    pos = start("italian")
    assert [pos.square_name(s, True) for s in (1, 4, 5, 29, 32)] == ["a8", "g8", "b7", "b1", "h1"]
    assert names(pos) == ["21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"]
    with pytest.raises(ByteError, match="a1 is not a dark square"):
        pos.parse_square("a1")


def test_italian_men_cannot_take_kings():
    code = f"W:W{italian('e4')},{italian('h1')}:BK{italian('f5')}"
    pos = from_code(code, "italian")
    assert not pos.captures()
    with pytest.raises(ByteError, match="a man cannot take a king in Italian draughts"):
        pos.parse_move("e4xg6")
    # A man there may be taken.
    assert from_code(code.replace("BK", "B"), "italian").captures()


def test_italian_kings_step_one_square_and_men_only_forwards():
    pos = from_code(f"W:WK{italian('e4')}:B{italian('a8')}", "italian")
    assert len(pos.legal_moves()) == 4
    pos = from_code(f"W:W{italian('e4')},{italian('h1')}:B{italian('d3')},{italian('a8')}",
                    "italian")
    assert not pos.captures()  # the man behind cannot be taken


def test_italian_priority():
    # 2. A king must take when a man could take as many: e4 (a king) and g4 (a man)
    # can each take f5.
    pos = from_code(f"W:WK{italian('e4')},{italian('g4')}:B{italian('f5')},{italian('a8')}",
                    "italian")
    assert [pos.square_name(m.src, True) for m in pos.legal_moves()] == ["e4"]
    with pytest.raises(ByteError, match="may not take: the capture that comes first"):
        pos.parse_move(f"{italian('g4')}x{italian('e6')}")
    # 3. The most kings: the king takes d5 (a king), not f5 (a man).
    pos = from_code(f"W:WK{italian('e4')}:B{italian('f5')},K{italian('d5')}", "italian")
    assert [pos.square_name(s, True) for s in pos.legal_moves()[0].captured] == ["d5"]
    assert len(pos.legal_moves()) == 1
    with pytest.raises(ByteError, match="may not be chosen: the capture that comes first"):
        pos.parse_move(f"{italian('e4')}x{italian('g6')}")


def test_italian_a_king_first_in_the_order_taken():
    found = [c for c in vectors() if c["variant"] == "italian" and "priority-rule" in c["tags"]]
    assert found
    for case in found:
        assert names(from_code(case["position"], "italian")) == case["moves"]


# --- Frisian and Frysk! ----------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["frisian", "frysk"])
def test_frisian_captures_along_ranks_and_files(variant):
    assert names(from_code("W:W33:B34", variant)) == ["33x35"]
    assert names(from_code("W:W33:B23", variant)) == ["33x13"]
    # A king flies along a file too: 46, 36 (taken), then 26, 16 or 6.
    assert names(from_code("W:WK46:B36,5", variant)) == ["46x16", "46x26", "46x6"]
    # International has no such capture.
    assert not from_code("W:W33:B34", "international").captures()


def test_frisian_value_of_a_capture():
    # Two kings (398) beat three men (300); a king (199) beats one man (100).
    pos = from_code("W:W33,K46:BK28,K19,39,44,40", "frisian")
    taken = [sorted(m.captured) for m in pos.legal_moves()]
    assert taken and all(len(t) >= 1 for t in taken)
    values = {sum(199 if pos.piece(s).isupper() else 100 for s in m.captured)
              for m in pos.legal_moves()}
    assert len(values) == 1
    pos = from_code("W:W33,K50:B28,K44", "frisian")
    assert {m.captured for m in pos.legal_moves()} == {(44,)}


def test_frisian_a_king_takes_first_when_values_tie():
    pos = from_code("W:W33,K46:B28,41", "frisian")
    assert {m.src for m in pos.legal_moves()} == {46}
    with pytest.raises(ByteError, match="33 may not take: the capture of the greatest value"):
        pos.parse_move("33x22")


def test_frisian_a_king_may_not_wander():
    pos = play(from_code("W:WK46,K50,35:BK1", "frisian"),
               "46-41", "1-6", "41-46", "6-1", "46-41", "1-6")
    assert not any(m.src == 41 for m in pos.legal_moves())
    assert "has made three moves in a row" in pos.mandatory_reason(41)
    with pytest.raises(ByteError, match="the king on 41 has made three moves in a row"):
        pos.parse_move("41-46")
    assert pos.perft(1) == len(pos.legal_moves())
    # Another piece's move starts the count again; taking back restores it.
    play(pos, "35-30", "6-1")
    assert any(m.src == 41 for m in pos.legal_moves())
    pos.pop()
    pos.pop()
    assert not any(m.src == 41 for m in pos.legal_moves())
    # Without men the kings may go on as they like.
    pos = play(from_code("W:WK46,K50:BK1", "frisian"),
               "46-41", "1-6", "41-46", "6-1", "46-41", "1-6")
    assert any(m.src == 41 for m in pos.legal_moves())


def test_frysk_start_and_piece_limit():
    assert start("frysk").pieces("w") == (5, 0)
    assert from_code("W:W31-50:B1-20", "frysk").pieces("b") == (20, 0)


# --- the other ends of the game ------------------------------------------------------------


def test_antidraughts_the_side_without_a_move_wins():
    pos = from_code("B:W14,50:B", "antidraughts")
    assert pos.is_over() and pos.winner() == "b"
    assert pos.outcome() == "Black has no piece left and wins"
    pos = from_code("B:W50:B45", "antidraughts")  # Black's man is blocked
    assert not pos.legal_moves() and pos.winner() == "b"
    assert pos.outcome() == "Black cannot move and wins"


def test_breakthrough_the_first_king_wins():
    pos = from_code("W:W11,16,36:B7,10,13", "breakthrough")
    assert names(pos) == ["11x2"]
    play(pos, "11x2")
    assert pos.is_over() and pos.winner() == "w" and pos.legal_moves() == []
    assert pos.outcome() == "White has crowned a king and wins" and pos.perft(3) == 0
    assert from_code("W:W34:B1,K46", "breakthrough").winner() == "b"


# --- draws -----------------------------------------------------------------------------------


def shuffle(pos: Position, *cycle: str, times: int = 1) -> Position:
    for _ in range(times):
        play(pos, *cycle)
    return pos


@pytest.mark.parametrize(
    "variant, code, cycle",
    [
        ("russian", "W:WKa7:BKh2", ("a7-b8", "h2-g1", "b8-a7", "g1-h2")),
        ("pool", "W:WK5:BK28", ("5-1", "28-32", "1-5", "32-28")),
        ("italian", "W:WK1:BK32", ("1-5", "32-28", "5-1", "28-32")),
        ("frisian", "W:WK46,K50:BK1,K4", ("46-5", "4-9", "5-46", "9-4")),
        ("antidraughts", "W:WK46,K50:BK1,K4", ("46-5", "4-9", "5-46", "9-4")),
    ],
)
def test_threefold_repetition(variant, code, cycle):
    pos = shuffle(from_code(code, variant), *cycle, times=2)
    assert pos.is_over() and pos.winner() is None
    assert pos.outcome() == "Draw by threefold repetition"


def test_breakthrough_has_no_draw_rule():
    assert RULES["breakthrough"].repetitions == 0 and RULES["breakthrough"].quiet_moves == 0


def walk_quiet(pos: Position, plies: int, men: bool = False) -> None:
    """Play ``plies`` king moves (or any moves, with ``men``) that take nothing, leave
    nothing to take and never repeat a position."""
    seen = {pos.code()}

    def extend(left: int) -> bool:
        if not left:
            return True
        for move in pos.legal_moves():
            if move.captured or (not men and pos.piece(move.src).islower()):
                continue
            pos.push(move)
            code = pos.code()
            if code not in seen and not pos.captures() and (pos.legal_moves() or left == 1):
                seen.add(code)
                if extend(left - 1):
                    return True
                seen.discard(code)
            pos.pop()
        return False

    assert extend(plies)


@pytest.mark.parametrize(
    "variant, code, plies, text",
    [
        ("russian", "W:WKa1,Kc1:BKh8,Kf8", 30,
         "Draw: 15 moves each with only kings moving and nothing captured"),
        ("russian", "W:WKa1,Kc1,Ke1,g3:BKf8", 30,
         "Draw: 15 moves each with three kings or more against a lone king"),
        ("russian", "W:WKa3,Kc1:BKh8", 10,
         "Draw: 5 moves each with two pieces or fewer against a lone king"),
        ("pool", "W:WK32,K28,K24:BK1", 26, "Draw: 13 moves each with three kings against a "
         "lone king"),
        ("italian", "W:WK29,K30:BK4,K3", 80,
         "Draw: 40 moves each with no man moved and nothing captured"),
        ("frisian", "W:WK47,K48:BK4", 14, "Draw: 7 moves each with two kings against a lone king"),
        ("frysk", "W:WK47:BK4", 4, "Draw: 2 moves each with a king against a king"),
    ],
)
def test_draw_counts(variant, code, plies, text):
    pos = from_code(code, variant)
    men = code.endswith("g3:BKf8")  # its man moves too: only the endgame count runs on
    walk_quiet(pos, plies - 1, men)
    assert not pos.is_over()
    walk_quiet(pos, 1, men)
    assert pos.is_over() and pos.winner() is None and pos.outcome() == text


def test_russian_equal_forces_with_kings():
    pos = from_code("W:WKa1,c3,e3,g3:BKh8,f6,d6,b6", "russian")
    assert pos._classify() == 2
    pos = from_code("W:WKa1,c3,e3,g3,a3,c1:BKh8,f6,d6,b6,h6,f8", "russian")
    assert pos._classify() == 3
    assert from_code("W:WKa1,Kc3,e3:BKg7", "russian")._classify() == 4
    assert from_code("W:WKa3,Kc3,e3:BKg5", "russian")._classify() == 0


def test_no_quiet_rule_where_the_rules_have_none():
    pos = from_code("W:WK46,K47,K48:BK5,K4", "antidraughts")
    walk_quiet(pos, 60)
    assert not pos.is_over()


# --- bad input in words ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "code, variant, fragment",
    [
        ("W:W1:B30", "italian", "a White man cannot stand on 1, on Black's back row"),
        ("W:Wd5:Bh8", "russian", "d5 is not a dark square"),
        ("W:W21:Bb8", "russian", "'21' is not a square of this board"),
        ("W:W33:B48", "frisian", "a Black man cannot stand on 48"),
        ("W:WK1-21:B30", "frysk", "White has 21 pieces; each side has at most 20"),
        ("W:W30:B", "antidraughts", "Black has no piece, so Black cannot have made the last"),
        ("W:W30:B33", "italian", "33 is not a square: the squares are numbered 1 to 32"),
    ],
)
def test_bad_codes_say_what_is_wrong(code, variant, fragment):
    with pytest.raises(ByteError) as error:
        from_code(code, variant)
    assert fragment in str(error.value)


def test_unknown_variant_lists_every_rule_set():
    with pytest.raises(ByteError) as error:
        start("spanish")
    for variant in NEW:
        assert variant in str(error.value)


@pytest.mark.parametrize(
    "code, variant, text, fragment",
    [
        ("W:Wc3,g3:Bb4,f4,f6", "russian", "c3-d4", "A capture is compulsory: take with c3 or g3"),
        ("B:W21-32:B1-12", "pool", "22-18", "the piece on 22 is White's"),
        ("W:W33:B34", "frisian", "33-28", "A capture is compulsory: take with 33"),
        ("W:W31-50:B1-20", "breakthrough", "46-41", "there is already a piece on 41"),
        ("W:W11,16,36:B7,10,13", "breakthrough", "11x2x9", "not a capture here"),
    ],
)
def test_bad_moves_say_why(code, variant, text, fragment):
    pos = from_code(code, variant)
    with pytest.raises(ByteError) as error:
        pos.parse_move(text)
    assert fragment in str(error.value)


def test_a_finished_breakthrough_game_refuses_moves_in_words():
    pos = from_code("W:W34:B1,K46", "breakthrough")
    with pytest.raises(ByteError, match="the game is over: Black has crowned a king and wins"):
        pos.parse_move("34-29")


# --- properties over random games ----------------------------------------------------------


def random_game(rng: random.Random, variant: str, max_plies: int) -> Position:
    pos = start(variant)
    for _ in range(rng.randrange(max_plies)):
        moves = pos.legal_moves()
        if not moves:
            break
        pos.push(rng.choice(moves))
    return pos


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(NEW))
def test_random_games_keep_the_invariants(seed, variant):
    rng = random.Random(seed)
    pos = start(variant)
    history = []
    for _ in range(120):
        moves = pos.legal_moves()
        if not moves:
            break
        loaded = from_code(pos.code(), variant)
        assert loaded.code() == pos.code()
        assert (loaded.white, loaded.black, loaded.kings, loaded.turn) == (
            pos.white, pos.black, pos.kings, pos.turn,
        )
        assert pos.count_moves() == len(moves) == len(set(moves))
        for move in moves:
            assert pos.parse_move(pos.notation(move)) == move
            if move.captured:
                path = pos.path(move)
                assert path[0] == move.src and path[-1] == move.dst
        move = rng.choice(moves)
        before = (pos.white | pos.black).bit_count()
        history.append((pos.code(), pos.key, pos.counters(), pos.turn))
        pos.push(move)
        assert (pos.white | pos.black).bit_count() == before - len(move.captured)
        assert pos.copy() == pos
    while history:
        pos.pop()
        assert (pos.code(), pos.key, pos.counters(), pos.turn) == history.pop()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(NEW))
def test_perft_on_bitboards_matches_the_public_moves(seed, variant):
    pos = random_game(random.Random(seed), variant, 60)
    assert pos.perft(3) == plain_perft(pos, 3, finished=0)


# --- everywhere a rule set goes: the command line, links, records -------------------------


@pytest.mark.parametrize("variant", NEW)
def test_every_command_takes_the_variant(capsys, monkeypatch, variant):
    base = ("--game", "checkers", "--variant", variant)
    code, out, _ = run(capsys, *base, "perft", "3")
    assert code == 0 and int(out) == PERFT[variant][2]
    code, out, _ = run(capsys, *base, "moves")
    first = out.split()[0]
    assert code == 0 and len(out.split()) == PERFT[variant][0]
    code, out, _ = run(capsys, *base, "play", first)
    after = start(variant)
    after.push(after.parse_move(first))
    assert code == 0 and out.strip() == after.code()
    code, out, _ = run(capsys, *base, "bestmove", "--position", start(variant).code(),
                       "--level", "1")
    assert code == 0 and out.strip() in names(start(variant))
    codes = [case["position"] for case in vectors() if case["variant"] == variant][:20]
    code, out, _ = run(capsys, *base, "moves", "--batch", stdin="\n".join(codes) + "\n",
                       monkeypatch=monkeypatch)
    assert code == 0 and out.splitlines() == [
        " ".join(case["moves"]) for case in vectors() if case["variant"] == variant
    ][:20]
    code, out, _ = run(capsys, *base, "arena", "level1", "random", "--games", "2",
                       "--workers", "1")
    assert code == 0 and "2 games" in out


def test_a_bad_variant_on_the_command_line_is_one_plain_line(capsys):
    code, out, err = run(capsys, "--game", "checkers", "--variant", "spanish", "perft", "1")
    assert code != 0 and err.startswith("error: Checkers has no variant 'spanish'")
    assert "frysk" in err and "breakthrough" in err


@pytest.mark.parametrize("variant", NEW)
def test_links_and_records_round_trip(variant):
    from byte.links import decode, game_fragment
    from byte.record import Game

    game = Game.new("checkers", variant)
    rng = random.Random(7)
    for _ in range(12):
        moves = game.end.legal_moves()
        if not moves:
            break
        game.push(game.end.notation(rng.choice(moves)))
    fragment = game_fragment(game)
    assert f"v={variant}" in fragment
    link = decode(fragment)
    assert link.game.variant == variant and link.game.texts == game.texts and not link.problems
    text = game.text()
    assert f'[GameType "{RULES[variant].gametype}"]' in text
    again = Game.parse(text)
    assert again.variant == variant and again.texts == game.texts
    assert again.text() == text


def test_records_name_the_rule_sets_that_share_a_number():
    from byte.record import Game

    assert Game.parse('[GameType "40"]\n[Variant "Frysk!"]\n1. 46-41 *').variant == "frysk"
    assert Game.parse('[GameType "40"]\n1. 32-28 *').variant == "frisian"
    assert Game.parse('[GameType "20"]\n[Variant "Antidraughts"]\n*').variant == "antidraughts"
    assert Game.parse('[GameType "20"]\n*').variant == "international"
    assert Game.parse('[GameType "25"]\n1. c3-d4 *').variant == "russian"
    with pytest.raises(ByteError, match='GameType "30" is not a game this site plays: the '
                                        "numbers are International draughts 20"):
        Game.parse('[GameType "30"]\n*')
    with pytest.raises(ByteError, match=r"move 1\. 22-18 \(Black\) is illegal"):
        Game.parse('[GameType "23"]\n1. 22-18 *')  # Black moves first in pool


def test_a_link_with_an_unknown_variant_says_so_and_opens_the_default():
    from byte.links import decode

    link = decode("g=checkers&v=dama-turca")
    assert link.game.variant == "brazilian"
    assert "Checkers has no variant" in link.problems[0] and "italian" in link.problems[0]
    assert decode("g=checkers&v=shashki").game.variant == "russian"


# --- the computer player's view of the new rules -------------------------------------------


def mirror(pos: Position) -> Position:
    """The board turned round with the colours swapped (the same game for the other side)."""
    count = len(pos.squares)

    def pieces(colour: str) -> str:
        return ",".join(("K" if pos.piece(s).isupper() else "") + pos.square_name(count + 1 - s)
                        for s in pos.squares if pos.piece(s).lower() == colour)

    turn = "B" if pos.turn == "w" else "W"
    return from_code(f"{turn}:W{pieces('b')}:B{pieces('w')}", pos.variant)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(NEW))
def test_evaluation_is_for_the_side_to_move_and_colour_blind(seed, variant):
    # The hand-written evaluation, exactly; a learned one (where a rule set has weights)
    # values having the move and is only as colour-blind as its fit.
    from byte.games import evaluation
    from byte.games.checkers.engine import evaluate, static_evaluate

    with evaluation("checkers", "hand"):
        assert evaluate(start(variant)) == 0
        pos = random_game(random.Random(seed), variant, 60)
        if pos.is_over():
            return
        flipped = from_code(("B" if pos.turn == "w" else "W") + pos.code()[1:], variant)
        assert static_evaluate(flipped) == -static_evaluate(pos)
        assert evaluate(mirror(pos)) == evaluate(pos)


def test_antidraughts_values_losing_pieces():
    from byte.games.checkers.engine import SCALE, static_evaluate

    fewer = from_code("W:W33:B18,19,20", "antidraughts")
    more = from_code("W:W33,34,35:B18", "antidraughts")
    assert static_evaluate(fewer) > SCALE and static_evaluate(more) < -SCALE
    # In International the same counts the other way.
    assert static_evaluate(from_code("W:W33:B18,19,20", "international")) < -SCALE


def test_breakthrough_a_runaway_man_decides():
    from byte.games.checkers.engine import SCALE, static_evaluate

    # White's man on 12 has nothing in front of it; Black's men are further from crowning.
    runaway = from_code("W:W12,46:B26,27", "breakthrough")
    assert static_evaluate(runaway) > 5 * SCALE
    # Black to move with its own runaway nearer its crowning row wins the race instead.
    race = from_code("B:W12:B44,3", "breakthrough")
    assert static_evaluate(race) > 5 * SCALE
    # In International the same man is worth far less: a king there is not a win.
    assert static_evaluate(from_code("W:W12,46:B26,27", "international")) < 2 * SCALE


def test_the_computer_wins_the_race_in_breakthrough():
    from byte.bot import think

    # White's man on 12 is two steps from crowning, Black's on 35 three: White wins the
    # race if it runs now (46-41 instead leaves it a move behind).
    answer = think("W:W12,46:B35,3", 3, seed=1, game="checkers", variant="breakthrough")
    assert answer["move"] in ("12-7", "12-8") and answer["winner"] == "w"


def reference_captures(pos: Position, rank) -> set:
    """The captures of the side to move ranked from every sequence walked square by square:
    ``rank(path, cap, order)`` orders two sequences as the rule set's priorities do (the
    rules read straight off the spec), and the best rank of each move counts."""
    me, opp = (pos.white, pos.black) if pos.turn == "w" else (pos.black, pos.white)
    best: dict = {}
    for path, cap, order in pos._walks_of(me, opp, pos.kings, pos.turn == "w"):
        value = rank(path, cap, order, pos.kings)
        move = (path[0], path[-1], cap)
        best[move] = max(best.get(move, value), value)
    if not best:
        return set()
    top = max(best.values())
    return {move for move, value in best.items() if value == top}


def italian_rank(path, cap, order, kings) -> tuple:
    """Most pieces, then with a king, then most kings taken, then kings taken first."""
    return (cap.bit_count(), bool(path[0] & kings), (cap & kings).bit_count(),
            tuple(bool(bit & kings) for bit in order))


def frisian_rank(path, cap, order, kings) -> tuple:
    """The value of what is taken (a king a little less than two men), then with a king."""
    return (100 * cap.bit_count() + 99 * (cap & kings).bit_count(), bool(path[0] & kings))


def fast_captures_agree(variant: str, seed: int, plies: int, fast_captures, rank) -> None:
    """Along a random game, the fast capture search finds what the walk ranks best."""
    rng = random.Random(seed)
    pos = start(variant)
    for _ in range(rng.randrange(plies)):
        moves = pos.legal_moves()
        if not moves:
            break
        me, opp = (pos.white, pos.black) if pos.turn == "w" else (pos.black, pos.white)
        fast = set(fast_captures(pos)(me, opp, pos.kings, pos.turn == "w"))
        assert fast == reference_captures(pos, rank), pos.code()
        pos.push(rng.choice(moves))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_italian_fast_captures_agree_with_the_walk(seed):
    fast_captures_agree("italian", seed, 120, lambda pos: pos._italian_captures, italian_rank)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["frisian", "frysk"]))
def test_frisian_fast_captures_agree_with_the_walk(seed, variant):
    fast_captures_agree(variant, seed, 150, lambda pos: pos._walk_captures, frisian_rank)


def test_a_one_piece_capture_beside_a_longer_one_is_chosen_by_clicks():
    from byte.record import Game
    from byte.web.controller import Session

    code = "W:WKe3,b2:Bd2,c5,c7,d6,e7"
    for wanted in ("e3xc1", "e3xb6xd8xg5xc1"):
        session = Session(Game(from_code(code, "russian")), seed=3)
        pos = session.position
        session.click(pos.parse_square("e3"))
        asked = session.click(pos.parse_square("c1"))
        assert not asked.played and asked.message == "Several captures end there: choose one."
        key = next(o.key for o in session.question.options if o.label == wanted)
        assert session.choose(key).played_texts == [wanted]
