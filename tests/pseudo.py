"""For the tests: the words of a text that the pseudo-language did not mark (English left
untranslated), notation, numbers and markup aside."""

from __future__ import annotations

import re

# Squares and moves of every game (c3, c3-d4, e3:2-f2, 32x28, c3xe5xg3, f5d6c3), sizes
# (8x8), scores (20-16) and the word a pass is written with.
_NOTATION = re.compile(r"(?:[a-j]?\d+(?:[-x:][a-j]?\d+)*|(?:[a-j]\d+)+|pass)")
_ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str) -> list[str]:
    """The English words of ``text``: the pseudo-language gives every letter of a text an
    accent (``Move`` reads ``Ṁöṽé``), so a word of plain letters was not translated.

    >>> english_left("⟦Ṁöṽé ··⟧ c3-d4 (8x8), f5d6, Lesson")
    ['Lesson']
    """
    rest = re.sub(r"<[^<>]*>", " ", text)
    tokens = re.split(r"[\s,.;:!?()⟦⟧·]+", rest)
    return [word for token in tokens if not _NOTATION.fullmatch(token)
            for word in _ENGLISH_WORD.findall(token)]
