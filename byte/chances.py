"""The one evaluation scale the player sees: winning chances in per cent.

The computer's searches score a position in each game's own points; the game's engine
maps them, in one place (the engine hook ``winning_chances``, see
:mod:`byte.games.protocol`), onto one number from -1 (Black wins) through 0 (even) to +1
(White wins), White's view. Everything the player reads — the evaluation bar, the
analysis board, the game review and the hints on the squares — shows that number as
winning chances in per cent: 50% is even, 100% a win, as lichess shows its winning
chances. The bar, the analysis and the review give White's chances; a hint on a square
gives the chances of the side to move (its best move has the highest number).
:func:`legend` says this once, in words, wherever an evaluation is shown.

>>> percent(0.0), percent(0.24), percent(-1.0)
(50, 62, 0)
>>> chances_text(0.24), chances_text(-1.0), chances_text(0.9995)
('62%', 'Black wins', 'White wins')
>>> drop_words("w", 0.4, -0.5)
"White's winning chances fall from 70% to 25%"
>>> drop_words("b", 0.4, 0.9)
"Black's winning chances fall from 30% to 5%"
"""

from __future__ import annotations

from byte.i18n import N_, tr

SURE = 0.999
"""A score this close to ±1 is a proven (or certain) result, written as one."""
EVEN = 0.05
"""Within this of 0 (47.5% to 52.5%) the position is called even."""

def legend() -> str:
    """The scale's meaning, said the same way wherever an evaluation is shown."""
    return tr("Evaluation: White's winning chances with good play. 50% is even, more is "
              "better for White, less for Black. A hint on a square gives the chances of "
              "the side to move.")


def percent(score: float) -> int:
    """White's winning chances in per cent for a score in [-1, 1] (White's view)."""
    clamped = max(-1.0, min(1.0, float(score)))
    return round((clamped + 1) * 50)


def chances_text(score: float) -> str:
    """A score (White's view) as the player reads it: ``'62%'``, or a certain result."""
    return _percent_or_result(score, N_("White wins"), N_("Black wins"))


def mover_text(score: float) -> str:
    """A hint's value: the winning chances of the side to move (``score`` is already from
    its view), short enough for a square: ``'62%'``, ``'win'`` or ``'loss'``.

    >>> mover_text(0.24), mover_text(1.0), mover_text(-1.0)
    ('62%', 'win', 'loss')
    """
    return _percent_or_result(score, N_("win"), N_("loss"))


def _percent_or_result(score: float, won: str, lost: str) -> str:
    """``'62%'``, or the words for a certain result (``won`` at +1, ``lost`` at -1:
    catalogue messages, marked ``N_``)."""
    if score >= SURE:
        return tr(won)
    if score <= -SURE:
        return tr(lost)
    return tr("{percent}%", percent=percent(score))


def chances_words(score: float) -> str:
    """A score (White's view) in a sentence, for the bar's tooltip and screen readers.

    >>> chances_words(0.0), chances_words(-0.3)
    ("White's winning chances 50%: even", "White's winning chances 35%: Black is better")
    """
    if abs(score) >= SURE:
        return chances_text(score)
    if abs(score) < EVEN:
        return tr("White's winning chances {percent}%: even", percent=percent(score))
    if score > 0:
        return tr("White's winning chances {percent}%: White is better",
                  percent=percent(score))
    return tr("White's winning chances {percent}%: Black is better", percent=percent(score))


def drop_words(side: str, before: float, after: float) -> str:
    """How a move of ``side`` changed its own winning chances (scores White's view)."""
    if side == "w":
        return tr("White's winning chances fall from {before}% to {after}%",
                  before=percent(before), after=percent(after))
    return tr("Black's winning chances fall from {before}% to {after}%",
              before=percent(-before), after=percent(-after))
