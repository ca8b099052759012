"""Reaching the page's DOM cheaply where the page's Python runs in a worker.

In a worker, every DOM object Python receives is a proxy made through synchronous round
trips to the page, and Pyodide asks each new proxy several questions to type it: about
5 ms an element on a desktop, against 0.2 ms to read a property of one already held. So:

* lookups are kept (:class:`Elements`): a held element is reused while it is still in the
  document (the board's squares are replaced at every render, so theirs are asked again);
* a render's many small writes travel in one call, with no element proxy (:class:`Writes`);
* listeners are added by selector in the page (:func:`listen`), those of the start in one
  call (:func:`listeners_together`).

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

import contextlib
import json
from collections.abc import Iterator
from typing import Any


class Elements:
    """Elements by id, held while they stay in ``document``."""

    def __init__(self, document: Any) -> None:
        self.document = document
        self._held: dict[str, Any] = {}  # by id
        self._first: dict[str, Any] = {}  # by selector, for one()

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
        node = self._first.get(selector)
        if node is not None and node.isConnected:
            return node
        node = self.document.querySelector(selector)
        if node is not None:
            self._first[selector] = node
        return node


class Writes:
    """DOM writes gathered while rendering, then applied by the page in one call.

    Each write names a CSS selector (every match is written), and what to write: a
    property (``"textContent"``, ``"hidden"``, ``"disabled"``...), ``"@name"`` for an
    attribute (None removes it), ``".name"`` to switch a class on or off, or ``"--name"``
    for a style variable; or one of the steps that need the page's live state (new markup
    that keeps the keyboard focus, scrolling a list to its current entry, focusing). The
    page's loader (static/boot.js, ``byteWrites``) applies them in order, so a render
    crosses from the worker once, with no element proxy.

    >>> writes = Writes()
    >>> _ = writes.text("#turn", "White to move").set("#hint-button", "@aria-busy", "false")
    >>> _ = writes.toggle("#player-w", "to-move", True)
    >>> writes.encode()
    '[["#turn","textContent","White to move"],["#hint-button","@aria-busy","false"],\
["#player-w",".to-move",true]]'
    """

    def __init__(self) -> None:
        self.items: list[tuple[str, str, object]] = []

    def set(self, selector: str, what: str, value: object) -> Writes:
        self.items.append((selector, what, value))
        return self

    def text(self, selector: str, value: str) -> Writes:
        return self.set(selector, "textContent", value)

    def toggle(self, selector: str, name: str, on: bool) -> Writes:
        return self.set(selector, f".{name}", bool(on))

    def markup(self, selector: str, html: str, focus_by: str = "", fallback: str = "",
               keep_open: str = "", focus_id: str = "") -> Writes:
        """New inner markup for the first match of ``selector``. Keyboard users keep their
        place: when the focus was inside, it moves to the new element with the same
        ``focus_by`` attribute value, else to the first match of ``fallback``; a
        ``<details>`` matching ``keep_open`` that was open stays open; ``focus_id`` names
        an element to focus afterwards (without scrolling).

        >>> Writes().markup("#moves", "<li>1.</li>").encode()
        '[["#moves","=markup",{"html":"<li>1.</li>"}]]'
        >>> Writes().markup("#moves", "", focus_by="data-ply").encode()  # emptied
        '[["#moves","=markup",{"html":"","focusBy":"data-ply"}]]'
        """
        options = {"focusBy": focus_by, "fallback": fallback, "keepOpen": keep_open,
                   "focusId": focus_id}
        return self.set(selector, "=markup", {"html": html} | {
            key: item for key, item in options.items() if item})

    def reveal(self, selector: str, or_top: bool = False) -> Writes:
        """Scroll the box ``selector`` so its current entry (``aria-current="step"``) is in
        view; with ``or_top``, back to the top when it has none."""
        return self.set(selector, "=reveal", or_top)

    def focus(self, selector: str, scroll: bool = True) -> Writes:
        """Move the keyboard focus to the first match of ``selector`` (scrolling the page
        to it unless ``scroll`` is False)."""
        return self.set(selector, "=focus", scroll)

    def encode(self) -> str:
        return json.dumps(self.items, separators=(",", ":"))

    def apply(self, window: Any) -> None:
        """Hand the writes to the page and start a new batch."""
        if self.items:
            window.byteWrites(self.encode())
            self.items = []


_listening: list[Any] = []  # the handlers' proxies, kept for the page's lifetime
_waiting: list[tuple[str, str, Any]] = []  # selector listeners not yet handed to the page
_holding = 0  # how many listeners_together() blocks are open


def listen(target: Any, event: str, handler: Any) -> None:
    """Call ``handler`` for ``event`` on ``target``: an element, or a CSS selector of the
    page's fixed markup, whose elements the page finds itself (static/boot.js,
    ``byteListen``) so that no element proxy is made for them. The handler's proxy is kept:
    the page's listeners live as long as the page."""
    from pyodide.ffi import create_proxy

    proxy = create_proxy(handler)
    _listening.append(proxy)
    if isinstance(target, str):
        _waiting.append((target, event, proxy))
        if not _holding:
            _hand_over()
    else:
        target.addEventListener(event, proxy)


@contextlib.contextmanager
def listeners_together() -> Iterator[None]:
    """Hand the page the selector listeners added inside in one call when the block ends
    (in a worker each call to the page is a round trip, and the start adds about forty).
    Blocks may nest: the outermost one hands them over."""
    global _holding
    _holding += 1
    try:
        yield
    finally:
        _holding -= 1
        if not _holding:
            _hand_over()


def _hand_over() -> None:
    """Give the page the waiting listeners: their selectors and events as JSON, then the
    handlers, in the same order."""
    if not _waiting:
        return
    from pyscript import window

    targets = json.dumps([[selector, event] for selector, event, _ in _waiting])
    handlers = [proxy for _, _, proxy in _waiting]
    _waiting.clear()
    window.byteListen(targets, *handlers)


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


def show_dialog(dialog: Any, first: str) -> None:
    """Show ``dialog`` modal (unless it is open already) at its top, the keyboard on its
    first element matching ``first`` when there is one (a focused element further down
    would scroll a phone's dialog away from its start)."""
    if not dialog.open:
        dialog.showModal()
    dialog.scrollTop = 0
    element = dialog.querySelector(first)
    if element:
        element.focus()
