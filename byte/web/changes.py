"""Write to the page only what changed since the last write.

Where Python runs in a worker every DOM write is a round trip to the page's thread, and a
clock face redrawn ten times a second would pay it for text that is still the same.
A view keeps what it last wrote per key (``self.written``) and goes through these two.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class WritesChanges:
    """A mixin for views: ``_write`` applies a value only when it differs from the last
    one written under the same key.

    >>> class Face(WritesChanges):
    ...     def __init__(self):
    ...         self.written = {}
    >>> face, shown = Face(), []
    >>> for text in ("5:00", "5:00", "4:59"):
    ...     face._write("time", text, shown.append)
    >>> shown
    ['5:00', '4:59']
    """

    written: dict[str, Any]

    def _write(self, key: str, value: Any, apply: Callable[[Any], None]) -> None:
        if self.written.get(key) != value:
            self.written[key] = value
            apply(value)

    def _text(self, key: str, node: Any, text: str) -> None:
        self._write(key, text, lambda value: setattr(node, "textContent", value))
