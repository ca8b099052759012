import doctest
import random
import string
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import byte.links
from byte import START_CODES, ByteError, Position
from byte.i18n import tr
from byte.links import (
    MAX_LINK_MOVES,
    MAX_PROBLEMS,
    Link,
    build_fragment,
    decode,
    game_fragment,
    parse_fragment,
    position_fragment,
)
from byte.record import Game
from byte.settings import COMPUTER, HUMAN, RANDOM, Settings, Stated, stated_pairs

WORKED_EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"


def random_game(rng: random.Random, size: int, start: Position | None = None) -> Game:
    """A random legal game, sometimes stopped before the end."""
    game = Game(start or Position(size))
    stop = rng.choice([rng.randrange(0, 40), 10_000])
    while not game.end.is_over() and len(game.moves) < stop:
        game.push(rng.choice(game.end.legal_moves()))
    return game


def random_settings(rng: random.Random) -> Settings:
    """Settings as the page holds them (what a link writes of them: vs, h, f)."""
    return Settings(opponent=rng.choice([HUMAN, COMPUTER]), level=rng.randrange(1, 6),
                    human=rng.choice(["w", "b"]), flip=rng.choice([True, False]))


def random_stated(rng: random.Random) -> Stated:
    """What a link may state of the settings (each fact stated or not)."""
    stated: Stated = {}
    opponent = rng.choice([None, HUMAN, COMPUTER])
    if opponent == COMPUTER:
        stated.update(opponent=COMPUTER, level=rng.randrange(1, 6))
    elif opponent == HUMAN:
        stated["opponent"] = HUMAN
    if rng.random() < 0.7:
        stated["human"] = rng.choice(["w", "b", RANDOM])
    if rng.random() < 0.7:
        stated["flip"] = rng.choice([True, False])
    return stated


def assert_safe(link: Link) -> None:
    """What every decoded link must satisfy, however bad the input."""
    game = link.game
    replayed = Game(game.start, [str(m) for m in game.moves])  # every kept move is legal
    assert replayed.end == game.end
    assert 0 <= link.ply <= len(game.moves) <= MAX_LINK_MOVES
    assert len(link.problems) <= MAX_PROBLEMS
    for problem in link.problems:
        assert isinstance(problem, str) and problem
        assert not set(problem) & set("<>&"), problem
        assert len(problem) <= 300


def test_docstrings():
    assert doctest.testmod(byte.links).failed == 0


# ----------------------------------------------------------------------------- round trips


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.sampled_from([8, 10]), custom_start=st.booleans())
def test_game_links_round_trip(seed: int, size: int, custom_start: bool) -> None:
    rng = random.Random(seed)
    start = None
    if custom_start:
        before = random_game(rng, size)
        start = before.position_at(rng.randrange(len(before.moves) + 1))
    game = random_game(rng, size, start)
    ply = rng.choice([None, rng.randrange(len(game.moves) + 1)])
    chosen = random_settings(rng)
    fragment = game_fragment(game, ply, chosen)
    link = decode("#" + fragment)
    assert link.problems == []
    assert link.game.start.code() == game.start.code()
    assert link.game.moves == game.moves
    assert link.ply == (len(game.moves) if ply is None else ply)
    assert link.settings == chosen.stated()
    assert Settings().with_stated(link.settings).pairs() == chosen.pairs()
    keys = parse_fragment(fragment).values.keys()
    assert link.has_game == bool(game.moves or {"p", "s"} & keys)
    # The strict reader agrees on a clean link, and encoding again gives the same text.
    assert decode(fragment, strict=True).game.moves == game.moves
    assert game_fragment(link.game, ply, chosen) == fragment


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_stated_settings_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    stated = random_stated(rng)
    embed = rng.choice([False, True])
    pairs = stated_pairs(stated) + ([("embed", "1")] if embed else [])
    link = decode(build_fragment(pairs))
    assert link.problems == [] and link.settings == stated and link.embed is embed
    assert not link.has_game


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.sampled_from([8, 10]))
def test_position_links_round_trip(seed: int, size: int) -> None:
    rng = random.Random(seed)
    game = random_game(rng, size)
    position = game.position_at(rng.randrange(len(game.moves) + 1))
    link = decode(position_fragment(position))
    assert link.problems == []
    assert link.game.moves == [] and link.ply == 0
    assert link.position == position


def test_fragment_shapes():
    assert game_fragment(Game()) == ""
    assert position_fragment(Position(10)) == "s=10"
    fragment = position_fragment(Position.from_code(WORKED_EXAMPLE), Settings(flip=True))
    assert fragment == "p=" + WORKED_EXAMPLE.replace(" ", "_") + "&f=1"
    # Only characters that browsers leave alone in a fragment: the link reads as it is.
    game = Game(moves=["b2-a3", "a5-b4"])
    # Against the computer the person's side is at the bottom unless the link says f=.
    assert game_fragment(game, 1, Settings(opponent=COMPUTER, level=3, human="b",
                                           flip=True)) == "m=b2-a3,a5-b4&n=1&vs=c3&h=b"
    assert game_fragment(game, 1, Settings(opponent=COMPUTER, level=3, human="b")) == (
        "m=b2-a3,a5-b4&n=1&vs=c3&h=b&f=0"
    )
    assert game_fragment(game, 1, Settings(opponent=COMPUTER, level=3, flip=True)) == (
        "m=b2-a3,a5-b4&n=1&vs=c3&h=w&f=1"
    )
    assert game_fragment(game, settings=Settings(level=3, human="b", flip=True)) == (
        "m=b2-a3,a5-b4&f=1"  # two players: no level nor side
    )
    with pytest.raises(ByteError):
        game_fragment(game, 3)


def test_decoding_accepts_what_browsers_and_people_do_to_links():
    code = START_CODES[8].replace(" ", "%20")
    assert decode(f"p={code}").problems == []
    assert decode("p=" + START_CODES[8].replace(" ", "+")).problems == []
    link = decode("https://example.org/byte/#m=B2-A3,%20a5-b4,&n=1")
    assert [str(m) for m in link.game.moves] == ["b2-a3", "a5-b4"] and link.ply == 1
    assert link.problems == []
    assert decode("").has_game is False and decode("#f=1").has_game is False
    assert decode("#f=1").settings == {"flip": True}
    assert decode("m=c3:1-d4").problems  # c3 holds no white stack at the start
    assert str(decode("m=b2-c3,a3-b4,c3:2-b4").game.moves[2]) == "c3:2-b4"


def test_unknown_keys_are_ignored_quietly():
    link = decode("m=b2-a3&theme=dark&x2=1")
    assert link.problems == [] and link.ignored == ["theme", "x2"]
    assert len(link.game.moves) == 1


def test_embed_flag_and_settings_put_on_top():
    link = decode("embed=1&vs=c5&h=r")
    assert link.embed is True and link.settings == {"opponent": COMPUTER, "level": 5,
                                                    "human": RANDOM}
    kept = Settings(opponent=HUMAN, flip=True, level=2)
    for seed in range(8):  # the side drawn at random turns the board with it
        merged = kept.with_stated(link.settings, random.Random(seed))
        assert (merged.opponent, merged.level) == (COMPUTER, 5)
        assert merged.human in ("w", "b") and merged.flip == (merged.human == "b")
    sides = {kept.with_stated(decode("vs=c2&h=" + side).settings).flip for side in "wb"}
    assert sides == {False, True}
    assert kept.with_stated(decode("vs=c2&h=b&f=0").settings).flip is False
    assert kept.with_stated(decode("vs=c2").settings).flip is True  # no side stated: kept
    assert kept.with_stated(decode("vs=h&f=0").settings) == Settings(level=2)
    assert decode("embed=0").embed is False and decode("").embed is False


# ------------------------------------------------------------------------------ bad links


def test_illegal_move_keeps_the_moves_before_it_and_says_where():
    link = decode("m=b2-a3,a5-b4,d2-c3,c3:4-d4,b6-c5&n=4")
    assert [str(m) for m in link.game.moves] == ["b2-a3", "a5-b4", "d2-c3"]
    assert link.problems[0].startswith("move 4 (Black's c3:4-d4) is not legal: ")
    assert link.problems[0].endswith("; the 3 moves before it were kept")
    assert link.problems[1] == "n=4 is past the end of the game (3 moves); showing the last move"
    assert link.ply == 3


def test_an_illegal_move_in_another_language_names_the_move_once(speak) -> None:
    speak("fr")
    game = Game(moves=["b2-a3", "a5-b4", "d2-c3"])
    with pytest.raises(ByteError) as refused:
        game.push("c3:4-d4")
    assert refused.value.reason and refused.value.reason in str(refused.value)
    problem = decode("m=b2-a3,a5-b4,d2-c3,c3:4-d4").problems[0]
    assert problem.startswith(tr("move {number} (Black's {move}) is not legal: {reason}; {kept}",
                                 number=4, move="c3:4-d4", reason=refused.value.reason,
                                 kept="").removesuffix("; "))
    assert problem.count("c3:4-d4") == 1


def test_moves_that_do_not_parse():
    link = decode("m=b2-a3,zz,d2-c3")
    assert len(link.game.moves) == 1
    assert link.problems == ["move 2 ('zz') is not a move: write FROM-TO, FROM:LEVEL-TO or pass; "
                             "the 1 move before it was kept"]
    assert decode("m=b2a3").problems == [
        "move 1 ('b2a3') is not a move: write FROM-TO, FROM:LEVEL-TO or pass; "
        "there was no move before it"]
    assert "the level after ':' must be 1 to 7" in decode("m=b2:9-a3").problems[0]
    assert decode("m=pass").problems[0].startswith("move 1 (White's pass) is not legal: White has")


def test_moves_after_the_end_of_the_game():
    game = random_game(random.Random(5), 8)
    while not game.end.is_over():
        game.push(game.end.legal_moves()[0])
    link = decode(game_fragment(game) + ",b2-a3")
    assert link.game.moves == game.moves
    assert "the game is over" in link.problems[0]


def test_broken_position_code_falls_back_to_the_start_and_drops_its_moves():
    link = decode("p=w,w/b_w_0-0&m=b2-a3&s=10")
    assert link.game.start == Position(10) and link.game.moves == []
    assert link.problems == [
        "the position code in p= is broken: a position code lists 8 or 10 ranks separated by "
        "'/', not 2; showing the standard 10x10 start instead; "
        "the moves in m= belonged to it and were dropped"
    ]
    eight_high = WORKED_EXAMPLE.replace("bwbwb", "bwbwbwbw").replace(" 1-1", " 0-1")
    problem = decode("p=" + eight_high.replace(" ", "_")).problems[0]
    assert "e3 holds 8 checkers" in problem and "at most 7" in problem


def test_size_and_ply_and_setting_problems():
    assert decode("s=12").problems == ["s=12 is not a board size of Byte: use s=8 or s=10; "
                                         "using 8x8"]
    link = decode("p=" + WORKED_EXAMPLE.replace(" ", "_") + "&s=10")
    assert link.game.start.size == 8
    assert link.problems == ["s=10 disagrees with the position code, which is a 8x8 board; "
                             "the position code was used"]
    assert decode("m=b2-a3&n=-1").problems == ["n=-1 is not a move number; showing the last move"]
    assert decode("m=b2-a3&n=٣").problems == ["n=٣ is not a move number; showing the last move"]
    link = decode("vs=c9&h=x&f=yes&embed=2")
    assert link.settings == {} and link.embed is False
    assert [p.split(" ")[0] for p in link.problems] == ["vs=c9", "h=x", "f=yes", "embed=2"]


def test_duplicate_keys_and_junk_pairs():
    link = decode("m=b2-a3&m=b2-c3&&=5&<b>&n")
    assert str(link.game.moves[0]) == "b2-a3"
    assert link.problems == [
        "m= appears more than once; the first one was used",
        "'=5' is not a key=value pair, so it was ignored",
        "'?b?' is not a key=value pair, so it was ignored",
        "'n' has no '=value', so it was ignored",
    ]


def test_markup_and_script_never_reach_a_message():
    hostile = [
        "p=<script>alert(1)</script>",
        "m=b2-a3,<img src=x onerror=alert(1)>",
        "m=%3Cscript%3Ealert(1)%3C/script%3E",
        "vs=<b>&h=%3Ci%3E&f=&amp;&n=<1>",
        "p=" + WORKED_EXAMPLE.replace("wwb", "<svg/onload=alert(1)>").replace(" ", "_"),
        "<script>=1",
        "m=b2-a3\u202e,evil",
        "n=%00%0a%0d",
    ]
    for fragment in hostile:
        link = decode(fragment)
        assert link.problems, fragment
        assert_safe(link)


def test_hostile_sizes_are_bounded():
    started = time.perf_counter()
    link = decode("m=" + ",".join(["b2-a3"] * 10_000))
    assert len(link.game.moves) == 1
    assert link.problems[0] == "the link is 60,001 characters long; only the first 20,000 were read"
    assert link.problems[1].startswith("move 2 (Black's b2-a3) is not legal")
    link = decode("m=" + ",".join(["pass"] * 10_000))
    assert link.game.moves == []
    huge = decode("p=" + "w" * 100_000)
    assert "only the first 20,000 were read" in huge.problems[0]
    assert "far longer than any position" in huge.problems[1]
    many = decode("&".join(f"k{i}=1" for i in range(1000)))
    assert many.problems == ["the link has 1000 parts; only the first 32 were read"]
    bad_moves = decode("m=" + "%zz" * 5000)
    assert bad_moves.problems and bad_moves.game.moves == []
    assert time.perf_counter() - started < 20  # a guard against runaway work, not a benchmark


def test_too_many_problems_are_summed_up():
    link = decode("&".join(f"vs=x{i}" if i == 0 else f"=bad{i}" for i in range(20)))
    assert len(link.problems) == MAX_PROBLEMS
    assert link.problems[-1] == "and 13 more problems with the link"


def test_strict_mode_raises_the_first_problem():
    with pytest.raises(ByteError, match="move 2"):
        decode("m=b2-a3,b2-a3", strict=True)
    with pytest.raises(ByteError, match="position code in p= is broken"):
        decode("p=x", strict=True)
    with pytest.raises(ByteError, match="must be text"):
        decode(None)  # type: ignore[arg-type]


def test_summary_says_whose_turn_the_link_expects():
    link = decode("m=b2-a3,a5-b4,d2-c3")
    assert link.summary() == (
        "A game of Byte, 3 moves: Black to move; the last move, d2-c3, is marked."
    )
    assert decode("m=b2-a3,a5-b4&n=0").summary() == (
        "A game of Byte, 2 moves, shown at the start: White to move."
    )
    # A link to a rule set's start is a new game; any other start is a position.
    assert decode("s=10").summary() == "New game of Byte: White to move."
    assert decode("g=checkers&v=international").summary() == (
        "New game of International draughts: White to move.")
    assert decode("g=checkers&v=international&p=W:W31:B20").summary() == (
        "A position of International draughts: White to move.")
    game = random_game(random.Random(1), 8)
    while not game.end.is_over():
        game.push(game.end.legal_moves()[0])
    winner = "White" if game.end.winner() == "w" else "Black"
    assert f": {winner} has won " in decode(game_fragment(game)).summary()


# ------------------------------------------------------------------------------ fuzzing

ALPHABET = string.ascii_letters + string.digits + "=&,-:_./%+# <>\"'é\u202e\x00😀"


def mutate(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        action = rng.randrange(5)
        where = rng.randrange(len(chars) + 1)
        if action == 0 and chars:
            del chars[min(where, len(chars) - 1)]
        elif action == 1:
            chars.insert(where, rng.choice(ALPHABET))
        elif action == 2 and chars:
            chars[min(where, len(chars) - 1)] = rng.choice(ALPHABET)
        elif action == 3 and len(chars) > 2:  # swap a slice
            a, b = sorted(rng.sample(range(len(chars)), 2))
            chars[a:b] = chars[a:b][::-1]
        else:
            chars.insert(where, rng.choice(["&", "=", ",", "%", "%2", "_", "m=", "n=9"]))
    return "".join(chars)


def check_both_modes(fragment: str) -> None:
    link = decode(fragment)
    assert_safe(link)
    try:
        strict = decode(fragment, strict=True)
    except ByteError as error:
        assert str(error)
        assert link.problems, "strict mode refused a link the lenient reader found clean"
    else:
        assert strict.problems == []
        assert strict.game.moves == link.game.moves and strict.ply == link.ply


def test_fuzz_mutated_real_links():
    rng = random.Random(20261129)
    seeds = []
    for i in range(40):
        game = random_game(rng, 8 if i % 3 else 10)
        start_ply = rng.randrange(len(game.moves) + 1)
        later = Game(game.position_at(start_ply), game.moves[start_ply:])
        seeds.append(game_fragment(later, rng.randrange(len(later.moves) + 1),
                                   random_settings(rng)))
    for _ in range(4000):
        check_both_modes(mutate(rng, rng.choice(seeds)))


def test_fuzz_random_fragments():
    rng = random.Random(7)
    for _ in range(4000):
        length = rng.choice([0, 1, 5, 20, 80, 300])
        check_both_modes("".join(rng.choice(ALPHABET) for _ in range(length)))


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=300))
def test_fuzz_any_text(text: str) -> None:
    check_both_modes(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["p", "s", "m", "n", "vs", "h", "f", "embed", "zz"]),
                          st.text(max_size=60)), max_size=8))
def test_fuzz_keyed_values(pairs: list[tuple[str, str]]) -> None:
    check_both_modes(build_fragment(pairs))
    check_both_modes("&".join(f"{k}={v}" for k, v in pairs))


def test_parse_fragment_generic():
    fragment = parse_fragment("#a=1&b=%E2%82%AC&c=%ZZ&d=")
    assert fragment.values == {"a": "1", "b": "€", "c": "%ZZ", "d": ""}
    assert fragment.problems == []
    assert parse_fragment(build_fragment([("x", "a&b=c d#é")])).values == {"x": "a&b=c d#é"}


@given(st.text(alphabet=string.ascii_letters + "%+ 0123456789abcdefABCDEF\u00e9\u2713", max_size=40)
       | st.binary(max_size=12).map(lambda raw: "".join(f"%{byte:02X}" for byte in raw)))
def test_percent_decode_agrees_with_urllib(text):
    from urllib.parse import unquote

    assert byte.links.percent_decode(text) == unquote(text, errors="replace")


def test_a_link_may_name_the_page_s_language() -> None:
    assert byte.links.decode("m=b2-a3&lang=ru").language == "ru"
    assert byte.links.decode("lang=pt").language == "pt-BR"  # the nearest the site has
    assert byte.links.decode("lang=de").language == "en"
    assert byte.links.decode("m=b2-a3").language is None
    french = byte.links.decode("lang=fr")
    assert french.ignored == [] and french.problems == []
    assert byte.links.with_language("m=b2-a3&lang=ja", "nl") == "m=b2-a3&lang=nl"
    assert byte.links.site_address("https://example.org/index.ru.html") == \
        "https://example.org/index.html"


def test_a_links_numbers_are_written_as_its_language_writes_them() -> None:
    from i18n import compiled  # tools/i18n.py

    from byte import i18n
    i18n.install("fr", compiled("fr"))
    try:
        problems = decode("g=byte&x=" + "a" * 25_000).problems
    finally:
        i18n.install(i18n.DEFAULT)
    assert any("25\u202f009" in problem and "20\u202f000" in problem for problem in problems)
    english = decode("g=byte&x=" + "a" * 25_000).problems
    assert any("25,009" in problem and "20,000" in problem for problem in english)
