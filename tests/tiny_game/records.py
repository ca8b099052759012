"""Tic-tac-toe's record: tags and the squares played (``1. b2 a1 2. c3``)."""

from __future__ import annotations

from byte.record import Game, TaggedText, check_result, replay_words, tagged_text
from tests.tiny_game.rules import Position, from_code


def write(game: Game) -> str:
    tags = {"Game": "Tic-tac-toe"}
    if game.start.code() != Position().code():
        tags["Position"] = game.start.code()
    tags["Result"] = game.result()
    return tagged_text(tags, game.numbered_moves(), game.result())


def read(record: TaggedText, variant: str | None = None) -> Game:
    code = record.tags.get("Position")
    start = from_code(code) if code is not None else Position()
    game = replay_words(Game(start), record.words)
    check_result(game, record.tags.get("Result", record.result))
    return game
