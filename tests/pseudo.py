"""For the tests: the words of a text that the pseudo-language did not mark (English left
untranslated), notation, numbers and markup aside."""

from __future__ import annotations

import re

from byte.i18n import PSEUDO_MARKS

_MARKED = re.compile(re.escape(PSEUDO_MARKS[0]) + r"[^" + "".join(PSEUDO_MARKS) + r"]*"
                     + re.escape(PSEUDO_MARKS[1]))
# Squares and moves of every game (c3, c3-d4, e3:2-f2, 32x28, c3xe5xg3), sizes (8x8),
# scores (20-16) and the word a pass is written with.
_NOTATION = re.compile(r"[a-j]?\d+(?:[-x:][a-j]?\d+)*|pass")
_WORD = re.compile(r"[^\W\d_]{2,}")


def english_left(text: str) -> list[str]:
    """The words of ``text`` outside the pseudo-language's marks.

    >>> english_left("⟦Ṁöṽé ··⟧ c3-d4 (8x8), Lesson")
    ['Lesson']
    """
    rest = _MARKED.sub(" ", re.sub(r"<[^<>]*>", " ", text))
    rest = " ".join(token for token in re.split(r"[\s,.;:!?()]+", rest)
                    if not _NOTATION.fullmatch(token))
    return _WORD.findall(rest)
