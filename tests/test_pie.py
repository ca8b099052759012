"""The pie rule end to end on CPython: records, links, saved games, the CLI and the bot."""

from __future__ import annotations

import json

import pytest

from byte import ByteError, bot, cli, links, saved
from byte.record import SWAP, Game


def test_the_swap_is_a_move_that_changes_no_board():
    game = Game(moves=["b2-a3"], pie=True)
    before = game.end.copy()
    assert game.can_swap and game.push("SWAP") is SWAP
    assert game.swapped and game.end == before and game.end.turn == "b"
    assert game.position_at(2) == before and len(game) == 2
    assert game.pop() is SWAP and game.end == before and not game.swapped


@pytest.mark.parametrize("moves, reason", [
    ([], "right after the first move"),
    (["b2-a3", "a5-b4"], "right after the first move"),
    (["b2-a3", "swap"], "right after the first move"),
])
def test_a_swap_anywhere_else_is_refused(moves, reason):
    game = Game(moves=moves, pie=True)
    with pytest.raises(ByteError, match=reason):
        game.push("swap")


def test_without_the_pie_rule_there_is_no_swap():
    with pytest.raises(ByteError, match="needs the pie rule"):
        Game(moves=["b2-a3", "swap"])


def test_records_keep_the_pie_rule_and_the_swap():
    game = Game(moves=["b2-a3", "swap", "a5-b4", "d2-c3"], pie=True)
    text = game.text()
    assert '[Pie "yes"]' in text and "1. b2-a3 swap a5-b4 2. d2-c3 *" in text
    back = Game.parse(text)
    assert back.pie and back.texts == game.texts and back.end == game.end
    assert '[Pie' not in Game(moves=["b2-a3"]).text()
    assert not Game.parse(Game(moves=["b2-a3"]).text()).pie
    with pytest.raises(ByteError, match="Pie tag"):
        Game.parse('[Pie "maybe"]\n\n1. b2-a3 *')
    with pytest.raises(ByteError, match="needs the pie rule"):
        Game.parse("1. b2-a3 swap *")


def test_links_carry_the_option_and_the_swap():
    game = Game(moves=["b2-a3", "swap", "a5-b4"], pie=True)
    fragment = links.game_fragment(game, ply=2)
    assert fragment == "pie=1&m=b2-a3,swap,a5-b4&n=2"
    link = links.decode(fragment)
    assert link.problems == [] and link.game.pie and link.game.texts == game.texts
    assert link.ply == 2 and "swapped sides" in link.summary()
    assert links.decode("pie=1").has_game and links.decode("pie=1").game.pie


def test_old_links_are_unchanged():
    link = links.decode("m=b2-a3,a5-b4&n=1")
    assert not link.game.pie and link.problems == []
    assert links.game_fragment(link.game, link.ply) == "m=b2-a3,a5-b4&n=1"


@pytest.mark.parametrize("fragment, problem", [
    ("m=b2-a3,swap", "needs the pie rule"),
    ("pie=1&m=b2-a3,a5-b4,swap", "right after the first move"),
    ("pie=2&m=b2-a3", "pie=1 or pie=0"),
    ("g=reversi&pie=1", "not played with the pie rule"),
])
def test_bad_pie_links_keep_a_playable_game(fragment, problem):
    link = links.decode(fragment)
    assert len(link.problems) == 1 and problem in link.problems[0]
    assert link.game.end.legal_moves()
    with pytest.raises(ByteError):
        links.decode(fragment, strict=True)


def test_saved_games_keep_the_pie_rule():
    game = Game(moves=["b2-a3", "swap"], pie=True)
    back = saved.loads(saved.dumps(game))
    assert back.game.pie and back.game.texts == ["b2-a3", "swap"] and back.problems == []
    old = saved.loads(saved.dumps(Game(moves=["b2-a3"])))
    assert not old.game.pie and "pie" not in json.loads(saved.dumps(Game()))


def test_the_bot_swaps_on_its_evaluation():
    assert bot.should_swap({"score": 0.01}) and not bot.should_swap({"score": 0.0})
    assert not bot.should_swap({"score": None}) and not bot.should_swap({})
    after = Game(moves=["b2-a3"]).end.code()
    reply = bot.think(after, level=3, seed=1)
    answer = bot.think_swap(after, level=3, seed=1)
    assert answer["reply"] == reply["move"]
    assert answer["move"] == ("swap" if reply["score"] > bot.SWAP_MARGIN else reply["move"])


def test_cli_play_and_bestmove_know_the_pie_rule(capsys):
    assert cli.main(["play", "--pie", "b2-a3", "swap", "a5-b4"]) == 0
    out = capsys.readouterr()
    assert out.out.strip() == Game(moves=["b2-a3", "a5-b4"]).end.code()
    assert "swapped sides" in out.err
    assert cli.main(["play", "b2-a3", "swap"]) == cli.EXIT_ILLEGAL_MOVE
    assert "needs the pie rule" in capsys.readouterr().err
    assert cli.main(["--game", "reversi", "play", "--pie", "f5"]) == cli.EXIT_BAD_INPUT
    after = Game(moves=["b2-a3"]).end.code()
    assert cli.main(["bestmove", "--pie", "--level", "1", "--seed", "2", "--position",
                     after]) == 0
    expected = bot.think_swap(after, 1, 2)["move"]
    assert capsys.readouterr().out.strip() == expected


@pytest.mark.parametrize("game", [
    Game(moves=["b2-a3"]), Game.new("reversi"), Game.new("checkers", "english"),
])
def test_a_game_lost_on_time_keeps_its_result_in_its_record(game):
    game.push(game.end.legal_moves()[0])
    game.flag(game.end.turn)
    expected = game.result()
    assert game.result() in ("1-0", "0-1") and game.winner() != game.end.turn
    text = game.text()
    assert 'Termination "time forfeit"' in text
    back = Game.parse(text)
    assert back.lost_on_time == game.end.turn and back.result() == expected
    with pytest.raises(ByteError, match="ran out of time"):
        game.push(game.end.legal_moves()[0])


def test_a_decisive_result_without_a_forfeit_still_has_to_match_the_board():
    with pytest.raises(ByteError, match="result"):
        Game.parse('[Result "1-0"]\n\n1. b2-a3 1-0')
