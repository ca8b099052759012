"""For the browser tests of other languages: the words a page shows that the
pseudo-language did not mark (English left untranslated)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from byte.i18n import PSEUDO_MARKS

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from pseudo import english_left  # tests/pseudo.py

_INNERMOST = re.compile(re.escape(PSEUDO_MARKS[0]) + "[^" + "".join(PSEUDO_MARKS) + "]*"
                        + re.escape(PSEUDO_MARKS[1]))


def unmarked(text: str) -> list[str]:
    """The words of ``text`` outside the pseudo-language's marks (marks nest where a
    translated text fills a placeholder of another).

    >>> unmarked("⟦Ṁöṽé ⟦Ŵĥíťé ·⟧ ··⟧ Lesson")
    ['Lesson']
    """
    while (inner := _INNERMOST.sub(" ", text)) != text:
        text = inner
    return english_left(text)
