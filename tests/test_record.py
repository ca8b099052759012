import random

import pytest

from byte import PASS, ByteError, Position
from byte.record import Game


def random_game(seed: int, size: int = 8, start: Position | None = None) -> Game:
    rng = random.Random(seed)
    game = Game(start or Position(size))
    while not game.end.is_over():
        game.push(rng.choice(game.end.legal_moves()))
    return game


def test_record_text_round_trips_whole_games():
    for seed in range(20):
        game = random_game(seed, size=8 if seed % 2 else 10)
        text = game.text()
        again = Game.parse(text)
        assert again.moves == game.moves
        assert again.end == game.end
        assert again.text() == text
        assert game.result() in ("1-0", "0-1")
        assert f'[Result "{game.result()}"]' in text


def test_record_layout():
    game = Game(moves=["b2-a3", "a5-b4", "d2-c3"])
    assert game.text() == (
        '[Variant "8x8"]\n[Result "*"]\n[Score "0-0"]\n\n1. b2-a3 a5-b4 2. d2-c3 *\n'
    )


def test_record_from_a_position_with_black_to_move():
    start = Position.from_code(
        ".,.,.,./.,.,.,./.,.,.,./.,.,.,./bbwb,.,.,w/w,.,.,./.,.,.,wb/.,.,.,. b 1-1"
    )
    game = Game(start)
    game.push(game.end.legal_moves()[0])
    text = game.text()
    assert '[Position "' in text and "1... " in text
    assert Game.parse(text).end == game.end


def test_passes_are_written_and_read():
    code = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./wbbwb,.,.,./.,.,.,w/.,.,.,wb/.,.,.,. b 1-1"
    game = Game(Position.from_code(code), moves=["pass"])
    assert game.moves == [PASS]
    assert Game.parse(game.text()).moves == [PASS]


def test_parse_names_the_first_illegal_move():
    with pytest.raises(ByteError, match=r"move 2\. b2-a3 \(White\) is illegal"):
        Game.parse("1. b2-a3 a5-b4 2. b2-a3 *")
    with pytest.raises(ByteError, match=r"move 1\.\.\. d2-c3 \(Black\) is illegal: .* not Black's"):
        Game.parse("1. b2-a3 d2-c3 2. d4-e5 *")


@pytest.mark.parametrize(
    "text, fragment",
    [
        ('[Variant "9x9"]\n1. b2-a3', "Variant"),
        ("[Variant 8x8]\n", "not a tag"),
        ('[Position "nonsense"]\n', "3 fields"),
        ('[Variant "10x10"]\n[Position "' + Position().code() + '"]\n', "Variant tag says"),
        ("1. b2-a3 * a5-b4", "follows the result"),
        ("1. b2-a3 a5-b4 1-0", "result is 1-0"),
        ("1. zz9 *", "not a move"),
        ("1. b2-z9 *", "not a square"),
        ('[Result "2-0"]\n1. b2-a3', "Result tag"),
    ],
)
def test_bad_records_say_what_is_wrong(text, fragment):
    with pytest.raises(ByteError, match=fragment):
        Game.parse(text)


def test_position_at_and_pop():
    game = random_game(3)
    replay = Position()
    for ply, move in enumerate(game.moves):
        assert game.position_at(ply) == replay
        replay.push(move)
    assert game.position_at(len(game)) == game.end
    with pytest.raises(ByteError):
        game.position_at(len(game) + 1)
    last = game.moves[-1]
    assert game.pop() == last and game.end == game.position_at(len(game))
    with pytest.raises(ByteError):
        Game().pop()


def test_tags_are_kept_and_escaped():
    game = Game(tags={"Event": 'Club "night"', "White": "Ann"})
    again = Game.parse(game.text())
    assert again.tags["Event"] == 'Club "night"' and again.tags["White"] == "Ann"


def test_move_labels():
    game = Game(moves=["b2-a3"])
    labels = [game.move_label(ply) for ply in range(3)]
    assert labels == ["1.", "1...", "2."]


def test_a_move_written_against_a_variation_is_kept() -> None:
    """Records and the move tree share one reader of move text: a word glued to the '(' of
    the variation after it is still a move of the main line."""
    from byte.record import read_tagged
    from byte.tree import _tokens

    record = read_tagged("1. b2-a3 a5-b4(1... c5-d4){note}2. d2-c3 *")
    assert record.words == ["b2-a3", "a5-b4", "d2-c3"]
    assert record.notes == ["1 comment skipped", "1 variation skipped"]
    assert _tokens("1. b2-a3 a5-b4(1... c5-d4){note}2. d2-c3 *") == [
        "b2-a3", "a5-b4", "(", "c5-d4", ")", "d2-c3"]
