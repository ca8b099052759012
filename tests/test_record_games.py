"""Records of Reversi (transcripts) and Checkers (PDN): written and read back exactly, read
from other programs' forms, and refused in words when wrong; what the import box opens."""

from __future__ import annotations

import random

import pytest

from byte.errors import ByteError
from byte.record import Game
from byte.web.exchange import import_text


def random_game(game: str, variant: str, seed: int, limit: int = 400) -> Game:
    rng = random.Random(seed)
    record = Game.new(game, variant)
    while not record.end.is_over() and len(record.moves) < limit:
        record.push(rng.choice(record.end.legal_moves()))
    return record


def test_reversi_transcripts_from_other_programs_get_their_passes_back() -> None:
    game = next(found for found in (random_game("reversi", "othello", seed)
                                    for seed in range(200)) if "pass" in found.texts)
    bare = "".join(text for text in game.texts if text != "pass").upper()
    again = Game.parse(bare)
    assert again.texts == game.texts


def test_pdn_from_other_programs() -> None:
    text = ('[Event "Club"]\n[GameType "20"]\n[FEN "W:W31-50:B1-20"]\n'
            "1. 32-28 {opening} 19-23 (1... 18-23 2. 28x19) 2. 28x19 14x23 $1 3. 37-32 *")
    game = Game.parse(text)
    assert game.variant == "international" and game.tags["Event"] == "Club"
    assert game.texts == ["32-28", "19-23", "28x19", "14x23", "37-32"]
    assert game.notes == ["1 comment skipped", "1 variation skipped"]
    finished = random_game("checkers", "brazilian", 4)
    result = {"1-0": "2-0", "0-1": "0-2", "1/2-1/2": "1-1"}[finished.result()]
    assert f'[Result "{result}"]' in finished.text()


@pytest.mark.parametrize(("text", "words"), [
    ('[GameType "30"]\n1. 32-28 *', 'GameType "30" is not a game this site plays'),
    ('[GameType "21"]\n1. 22-18 *', r"move 1\. 22-18 \(Black\) is illegal"),
    ('[GameType "26"]\n1. c3-d4 2-0', "the record says the result is 2-0"),
    ('[Game "Reversi"]\n\nf5 d6 c9 *', "c9 is not a square"),
    ('[Game "Go"]\n\n1. d4 *', "a game this site does not have"),
    ("1. c3-d4 {never closed", "never closed"),
])
def test_bad_records_are_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(ByteError, match=words):
        Game.parse(text)


def test_the_import_box_opens_codes_and_records_of_every_game() -> None:
    game, ply, note = import_text("f5d6c3")
    assert game.game == "reversi" and ply == 3 and note == "Game record opened: 3 moves."
    othello = "---------------------------OX------XO--------------------------- X"
    game, _, note = import_text(othello)
    assert game.game == "reversi" and note == "Position opened (Othello)."
    game, _, note = import_text("W:Wc3,g3:Bd4", "checkers", "brazilian")
    assert game.variant == "brazilian" and note == "Position opened (Checkers)."
    game, _, _ = import_text("B:W21-32:B1-12")
    assert game.game == "checkers" and game.end.turn == "b"
    game, _, note = import_text('[GameType "21"]\n1. 11-15 {good} 23-19 *')
    assert game.variant == "english" and note == "Game record opened: 2 moves (1 comment skipped)."
    with pytest.raises(ByteError, match="that position code is broken"):
        import_text("W:Wb8:Bb2", "checkers", "brazilian")
