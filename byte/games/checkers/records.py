"""Checkers records in PDN: tag pairs, numbered moves, the result in the variant's style.

``[GameType "26"]`` is Brazilian (this site's Checkers), ``"20"`` International
draughts, ``"21"`` English checkers, ``"22"`` Italian, ``"23"`` pool checkers, ``"25"``
Russian and ``"40"`` Frisian draughts; rule sets that share a number with another
(Frysk! with Frisian, Antidraughts and Breakthrough with International) add a
``[Variant "..."]`` tag, as lidraughts writes them. ``[FEN "..."]`` gives a start other
than the standard one. Results are written as the draughts world writes them: ``2-0``,
``0-2``, ``1-1``, except for English and pool checkers: ``1-0``, ``0-1``, ``1/2-1/2``. Moves
from other programs may carry their whole path (``32x23x14``); comments, variations and
annotation glyphs are skipped, with a note (:attr:`Game.notes`).

>>> from byte.record import Game
>>> game = Game.parse('[GameType "20"]\\n1. 32-28 {a classic} 19-23 2. 28x19 14x23 *')
>>> game.variant, game.texts, game.notes
('international', ['32-28', '19-23', '28x19', '14x23'], ['1 comment skipped'])
>>> print(game.text(), end="")
[GameType "20"]
[Result "*"]
<BLANKLINE>
1. 32-28 19-23 2. 28x19 14x23 *
"""

from __future__ import annotations

from byte.errors import ByteError, quote
from byte.games.checkers.rules import RULES, from_code, start
from byte.i18n import tr, trc
from byte.record import Game, TaggedText, check_result, tagged_text

GAME_TYPES = {variant: rules.gametype for variant, rules in RULES.items()}
VARIANTS = {number: variant for variant, number in reversed(GAME_TYPES.items())}
"""The rule set a ``GameType`` number means when no ``Variant`` tag says otherwise (the
first of those that share it)."""
NAMED = {"frysk": "Frysk!", "antidraughts": "Antidraughts",  # i18n: not shown (tag values)
         "breakthrough": "Breakthrough"}  # i18n: not shown (tag values)
"""The ``Variant`` tag of the rule sets that share their ``GameType`` number."""
CHESS_STYLE = ("english", "pool")
"""Rule sets whose results are written 1-0, 0-1, 1/2-1/2."""
DRAUGHTS_RESULTS = {"2-0": "1-0", "0-2": "0-1", "1-1": "1/2-1/2", "*": "*"}


def result_text(game: Game) -> str:
    """The result in the variant's style."""
    result = game.result()
    if game.variant in CHESS_STYLE:
        return result
    return {"1-0": "2-0", "0-1": "0-2", "1/2-1/2": "1-1"}.get(result, result)


def write(game: Game) -> str:
    tags = {"GameType": GAME_TYPES[game.variant]}
    if game.variant in NAMED:
        tags["Variant"] = NAMED[game.variant]
    tags.update({k: v for k, v in game.tags.items()
                 if k not in ("GameType", "FEN", "Result", "Game", "Variant")})
    if game.start.code() != start(game.variant).code():
        tags["FEN"] = game.start.code()
    tags["Result"] = result_text(game)
    return tagged_text(tags, game.numbered_moves(), result_text(game))


def read(record: TaggedText, variant: str | None = None) -> Game:
    tags = record.tags
    stated = tags.get("GameType")
    if stated is not None:
        number = stated.split(",")[0].strip()
        if number not in VARIANTS:
            known = trc("between items of a list", ", ").join(
                tr("{variant} {number}", variant=tr(RULES[v].name), number=n)
                for n, v in sorted(VARIANTS.items()))
            raise ByteError(tr('GameType "{text}" is not a game this site plays: the numbers '
                               "are {known}", text=stated[:24], known=known))
        chosen = VARIANTS[number]
        named = tags.get("Variant", "").strip().lower()  # i18n: not shown (tag names)
        for variant, name in NAMED.items():
            if named == name.lower() and GAME_TYPES[variant] == number:
                chosen = variant
    else:
        chosen = variant or "brazilian"
    begin = from_code(tags["FEN"], chosen) if "FEN" in tags else start(chosen)
    kept = {k: v for k, v in tags.items()
            if k not in ("Result", "GameType", "FEN") and not (k == "Variant" and chosen in NAMED)}
    game = Game(begin, tags=kept)
    for word in record.words:
        ply = len(game.moves)
        try:
            game.push(word)
        except ByteError as error:
            shown = quote(word, 40)[1:-1]
            if game.end.turn == "w":
                raise ByteError(tr("move {number} {move} (White) is illegal: {error}",
                                   number=game.move_label(ply), move=shown,
                                   error=error)) from None
            raise ByteError(tr("move {number} {move} (Black) is illegal: {error}",
                               number=game.move_label(ply), move=shown, error=error)) from None
    results = DRAUGHTS_RESULTS if chosen not in CHESS_STYLE else None
    check_result(game, tags.get("Result", record.result), results)  # i18n: not shown (tag names)
    return game


def board_tags(variant: str, size: int) -> dict[str, str]:
    """The tags of a record of ``variant``: its PDN ``GameType`` (one board per variant)."""
    return {"GameType": GAME_TYPES[variant]}
