"""Byte's game record: tags, numbered moves and the result (the site's first format).

``[Variant "8x8"]`` or ``"10x10"`` names the board, ``[Position "CODE"]`` a start other
than the standard one, ``[Score "W-B"]`` the stacks won at the end. Records written by the
first version of the site read back exactly. ``[Pie "yes"]`` says the game was played
with the pie rule; its swap is the word ``swap`` after the first move.

>>> from byte.record import Game
>>> print(Game(moves=["b2-a3", "a5-b4", "d2-c3"]).text(), end="")
[Variant "8x8"]
[Result "*"]
[Score "0-0"]
<BLANKLINE>
1. b2-a3 a5-b4 2. d2-c3 *
"""

from __future__ import annotations

from byte.errors import ByteError
from byte.games.byte.rules import Position
from byte.i18n import tr
from byte.record import (
    Game,
    TaggedText,
    check_result,
    check_score,
    replay_words,
    tagged_text,
)


def write(game: Game) -> str:
    """The tagged record of a Byte game."""
    size = game.start.size
    tags = {"Variant": f"{size}x{size}"}  # i18n: not shown (tag names)
    tags.update({k: v for k, v in game.tags.items()
                 if k not in ("Variant", "Result", "Score", "Position", "Game", "Pie")})
    if game.start != Position(size):
        tags["Position"] = game.start.code()
    if game.pie:
        tags["Pie"] = "yes"
    tags["Result"] = game.result()
    tags["Score"] = game.end.score()
    return tagged_text(tags, game.numbered_moves(), game.result())


def read(record: TaggedText, variant: str | None = None) -> Game:
    """Replay a Byte record; :class:`ByteError` names the first illegal move."""
    tags = record.tags
    size_text = tags.get("Variant", "8x8")  # i18n: not shown (tag names)
    if size_text not in ("8x8", "10x10"):
        raise ByteError(tr('the Variant tag must be "8x8" or "10x10", not "{text}"',
                           text=size_text[:24]))
    size = int(size_text.split("x")[0])
    if "Position" in tags:
        start = Position.from_code(tags["Position"])
        if start.size != size:
            raise ByteError(tr("the Position tag is a {size}x{size} board but the Variant tag "
                               "says {text}", size=start.size, text=size_text))
    else:
        start = Position(size)
    kept = {k: v for k, v in tags.items() if k not in ("Result", "Score", "Game", "Pie")}
    pie_text = tags.get("Pie", "no").strip().lower()  # i18n: not shown (tag names)
    if pie_text not in ("yes", "no"):
        raise ByteError(tr('the Pie tag must be "yes" or "no", not "{text}"',
                           text=pie_text[:24]))
    game = replay_words(Game(start, tags=kept, pie=pie_text == "yes"), record.words)
    check_result(game, tags.get("Result", record.result))  # i18n: not shown (tag names)
    check_score(game, tags.get("Score"))  # i18n: not shown (tag names)
    return game


def board_tags(variant: str, size: int) -> dict[str, str]:
    """The tags of a record of Byte on ``size`` (the board size is its ``Variant``)."""
    return {"Variant": f"{size}x{size}"}  # i18n: not shown (tag names)
