"""Reversi's game record: a few tags and the transcript (``f5 d6 c3 …``).

Written with the passes spelled out; read from a bare transcript as other programs write
it (``f5d6c3d3c4``, any case, passes left out: they are put back where a side had no
move) or from the tagged form this site writes.

>>> from byte.record import Game
>>> game = Game.parse("f5d6C3")
>>> game.game, game.texts
('reversi', ['f5', 'd6', 'c3'])
>>> print(game.text(), end="")
[Game "Reversi"]
[Variant "othello"]
[Result "*"]
[Score "5-2"]
<BLANKLINE>
f5 d6 c3 *
"""

from __future__ import annotations

from byte.errors import ByteError
from byte.games.reversi.rules import Position, from_code, parse_transcript
from byte.i18n import tr
from byte.record import Game, TaggedText, check_result, check_score, tagged_text

MOVE_NUMBERS = False
"""A transcript has no move numbers (so its variations have none either)."""


def write(game: Game) -> str:
    start = game.start
    tags = {"Game": "Reversi", "Variant": start.variant}  # i18n: not shown (tag names)
    if start.size != 8:
        tags["Size"] = str(start.size)
    tags.update({k: v for k, v in game.tags.items()
                 if k not in ("Game", "Variant", "Size", "Position", "Result", "Score")})
    if start.code() != Position(start.variant, start.size).code():
        tags["Position"] = start.code()
    tags["Result"] = game.result()
    tags["Score"] = game.end.score()
    return tagged_text(tags, list(game.texts), game.result())


def read(record: TaggedText, variant: str | None = None) -> Game:
    tags = record.tags
    given = tags.get("Variant", variant or "othello")  # i18n: not shown (a tag name)
    chosen = given.strip().lower()
    if chosen not in ("othello", "reversi"):
        raise ByteError(tr('the Variant tag must be "othello" or "reversi", not "{text}"',
                           text=chosen[:24]))
    size_text = tags.get("Size", "8")  # i18n: not shown (tag names)
    if size_text not in ("6", "8", "10"):
        raise ByteError(tr('the Size tag must be "6", "8" or "10", not "{text}"',
                           text=size_text[:24]))
    if "Position" in tags:
        start = from_code(tags["Position"], chosen)
        if "Size" in tags and start.size != int(size_text):
            raise ByteError(tr("the Position tag is a {size}x{size} board but the Size tag "
                               "says {text}", size=start.size, text=size_text))
    else:
        start = Position(chosen, int(size_text))
    texts = parse_transcript(" ".join(record.words), chosen, start.size, start)
    kept = {k: v for k, v in tags.items() if k not in ("Result", "Score", "Game")}
    game = Game(start, texts, tags=kept)
    check_result(game, tags.get("Result", record.result))  # i18n: not shown (tag names)
    check_score(game, tags.get("Score"))  # i18n: not shown (tag names)
    return game


def board_tags(variant: str, size: int) -> dict[str, str]:
    """The tags of a record of ``variant`` (Othello or the free opening) on ``size``."""
    return {"Variant": variant, "Size": str(size)}  # i18n: not shown (tag names)
