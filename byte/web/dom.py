"""Element lookups that stay cheap where the page's Python runs in a worker.

In a worker, every DOM object Python receives is a proxy made through synchronous round
trips to the page, and Pyodide asks each new proxy several questions to type it: about
5 ms an element on a desktop, against 0.2 ms to read a property of one already held. The
panel looks up some forty elements on every render, so lookups by id are kept: a held
element is reused while it is still in the document (the board's squares are replaced at
every render, so theirs are looked up again).

>>> class Node:
...     def __init__(self): self.isConnected = True
>>> class Document:
...     def __init__(self): self.nodes, self.asked = {"turn": Node()}, 0
...     def getElementById(self, name):
...         self.asked += 1
...         return self.nodes.get(name)
>>> page = Document()
>>> elements = Elements(page)
>>> elements.by_id("turn") is elements.by_id("turn"), page.asked
(True, 1)
>>> page.nodes["turn"].isConnected = False  # replaced: asked again
>>> page.nodes["turn"] = Node()
>>> elements.by_id("turn") is page.nodes["turn"], page.asked
(True, 2)
>>> elements.by_id("nowhere") is None
True
"""

from __future__ import annotations

from typing import Any


class Elements:
    """Elements by id, held while they stay in ``document``."""

    def __init__(self, document: Any) -> None:
        self.document = document
        self._held: dict[str, Any] = {}  # by id, and by selector for one()
        self._all: dict[str, list[Any]] = {}

    def by_id(self, name: str) -> Any:
        """The element with id ``name``, or None."""
        node = self._held.get(name)
        if node is not None and node.isConnected:
            return node
        node = self.document.getElementById(name)
        if node is None:
            self._held.pop(name, None)
        else:
            self._held[name] = node
        return node

    def one(self, selector: str) -> Any:
        """The first element matching ``selector``, for the page's fixed markup: while it
        stays in the document it is the answer, even if another would match first."""
        node = self._held.get(selector)
        if node is not None and node.isConnected:
            return node
        node = self.document.querySelector(selector)
        if node is not None:
            self._held[selector] = node
        return node

    def all(self, selector: str) -> list[Any]:
        """Every element matching ``selector``, for the page's fixed markup: asked again
        only when one of them has left the document."""
        nodes = self._all.get(selector)
        if nodes is not None and all(node.isConnected for node in nodes):
            return nodes
        nodes = list(self.document.querySelectorAll(selector))
        self._all[selector] = nodes
        return nodes


def page_elements() -> Elements:
    """The page's element cache (one per interpreter: importing it needs PyScript)."""
    global _page
    if _page is None:
        from pyscript import document

        _page = Elements(document)
    return _page


_page: Elements | None = None


def by_id(name: str) -> Any:
    """The page's element with id ``name``, or None (see :class:`Elements`)."""
    return page_elements().by_id(name)


def one(selector: str) -> Any:
    """The page's first element matching ``selector`` (see :meth:`Elements.one`)."""
    return page_elements().one(selector)


def every(selector: str) -> list[Any]:
    """The page's elements matching ``selector`` (see :meth:`Elements.all`)."""
    return page_elements().all(selector)
