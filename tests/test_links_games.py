"""Links of Reversi and Checkers: the g= and v= keys, sizes, codes and moves, and every bad
part answered in words while the rest still opens."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from byte.links import decode, game_fragment, position_fragment
from byte.record import Game
from byte.settings import COMPUTER, Settings

OTHELLO = "---------------------------OX------XO--------------------------- X"


def test_a_link_without_a_game_is_byte() -> None:
    link = decode("m=b2-a3")
    assert link.game.game == "byte" and link.game.texts == ["b2-a3"]


def test_reversi_links_round_trip() -> None:
    game = Game.new("reversi", "reversi", 6)
    for text in ("c3", "d4", "d3"):
        game.push(text)
    fragment = game_fragment(game, 2, Settings(opponent=COMPUTER, level=2))
    assert fragment == "g=reversi&v=reversi&s=6&m=c3,d4,d3&n=2&vs=c2&h=w"
    link = decode(fragment)
    assert (link.game.game, link.game.variant, link.game.start.size) == ("reversi", "reversi", 6)
    assert link.game.texts == ["c3", "d4", "d3"] and link.ply == 2 and not link.problems
    assert decode("g=reversi").game.start.code() == OTHELLO


def test_checkers_links_round_trip() -> None:
    game = Game.new("checkers", "english")
    game.push("11-15")
    game.push("23-19")
    assert game_fragment(game) == "g=checkers&v=english&m=11-15,23-19"
    link = decode(game_fragment(game))
    assert link.game.texts == ["11-15", "23-19"] and link.game.start.size == 8
    position = game.end
    again = decode(position_fragment(position))
    assert again.game.start.code() == position.code() and again.game.variant == "english"
    assert decode("g=checkers&v=international").game.start.size == 10


def test_bad_parts_of_game_links_are_explained() -> None:
    link = decode("g=chess&m=b2-a3")
    assert link.game.game == "byte" and link.game.texts == ["b2-a3"]
    assert link.problems[0].startswith("g=chess: there is no game 'chess' here")
    link = decode("g=reversi&v=go")
    assert link.game.variant == "othello"
    assert link.problems == ["v=go: Reversi has no variant 'go': choose othello, reversi; "
                             "showing Othello"]
    link = decode("g=reversi&s=7")
    assert link.game.start.size == 8 and "s=7 is not a board size of Othello" in link.problems[0]
    link = decode("g=reversi&m=f5,d6,zz9,c3")
    assert link.game.texts == ["f5", "d6"]
    assert "move 3" in link.problems[0] and "the 2 moves before it were kept" in link.problems[0]
    link = decode("g=reversi&m=d6")
    assert link.game.texts == [] and "d6 flips nothing" in link.problems[0]
    link = decode("g=checkers&p=W:Wb8:Bb2")
    assert link.game.start.code() == Game.new("checkers").start.code()
    assert "would have been crowned" in link.problems[0]
    link = decode("g=checkers&p=W:Wc3,g3:Bd4&m=g3-h4")
    assert link.game.texts == [] and "A capture is compulsory: take with c3" in link.problems[0]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["g=reversi&", "g=checkers&", "g=checkers&v=english&",
                        "g=checkers&v=international&"]),
       st.text(alphabet="pmsnv=&,-x:WBKX O_0123456789abcdefgh", max_size=80))
def test_any_game_link_text_opens_something(prefix: str, text: str) -> None:
    link = decode(prefix + text)
    assert link.game.end is not None
    assert all("<" not in problem for problem in link.problems)
