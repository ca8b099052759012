"""Element lookups kept while the elements stay in the page (byte/web/dom.py)."""

from __future__ import annotations

import json
import sys
import types

from byte.web.dom import Elements, show_dialog


class Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.isConnected = True


class Document:
    """Counts what it is asked: each answer is a costly proxy in a worker."""

    def __init__(self) -> None:
        self.nodes = {"turn": Node("turn"), "a": Node("a"), "b": Node("b")}
        self.asked: list[str] = []

    def getElementById(self, name: str) -> Node | None:
        self.asked.append(name)
        return self.nodes.get(name)

    def querySelector(self, selector: str) -> Node | None:
        self.asked.append(selector)
        return self.nodes.get(selector.removeprefix("#"))



def test_an_element_is_asked_for_once_while_it_stays() -> None:
    page = Document()
    elements = Elements(page)
    assert elements.by_id("turn") is elements.by_id("turn") is page.nodes["turn"]
    assert elements.one("#a") is elements.one("#a") is page.nodes["a"]
    assert page.asked == ["turn", "#a"]


def test_a_replaced_element_is_looked_up_again() -> None:
    page = Document()
    elements = Elements(page)
    old = elements.by_id("turn")
    old.isConnected = False
    page.nodes["turn"] = Node("turn")
    assert elements.by_id("turn") is page.nodes["turn"] is not old
    del page.nodes["turn"]
    page.asked.clear()
    elements.by_id("turn").isConnected = False
    assert elements.by_id("turn") is None and elements.by_id("turn") is None
    assert page.asked == ["turn", "turn"]  # a missing element is not kept



def test_listeners_added_together_reach_the_page_in_one_call(monkeypatch) -> None:
    """The page's start adds its listeners in one round trip; one added alone goes at once."""
    from byte.web import dom

    calls: list = []

    def by_selector(targets: str, *handlers: object) -> None:
        calls.append((json.loads(targets), handlers))

    monkeypatch.setitem(sys.modules, "pyscript",
                        types.SimpleNamespace(window=types.SimpleNamespace(byteListen=by_selector)))
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi",
                        types.SimpleNamespace(create_proxy=lambda handler: handler))
    monkeypatch.setattr(dom, "_listening", [])
    first, second, third = print, repr, str
    with dom.listeners_together():
        dom.listen("#board", "click", first)
        with dom.listeners_together():  # nested: the outer block hands them over
            dom.listen("#panel", "keydown", second)
        assert calls == []
    assert calls == [([["#board", "click"], ["#panel", "keydown"]], (first, second))]
    dom.listen("#share", "click", third)
    assert calls[1:] == [([["#share", "click"]], (third,))]
    assert dom._listening == [first, second, third]  # kept for the page's lifetime


class Dialog:
    def __init__(self, first: Node | None) -> None:
        self.open, self.scrollTop, self.first = False, 300, first
        self.shown = 0

    def showModal(self) -> None:
        assert not self.open, "showModal on an open dialog throws"
        self.open, self.shown = True, self.shown + 1

    def querySelector(self, selector: str) -> Node | None:
        return self.first if selector == "[data-first]" else None


class Focusable(Node):
    focused = False

    def focus(self) -> None:
        self.focused = True


def test_a_dialog_shows_at_its_top_with_the_keyboard_on_its_first_element() -> None:
    first = Focusable("first")
    dialog = Dialog(first)
    show_dialog(dialog, "[data-first]")
    assert dialog.open and dialog.scrollTop == 0 and first.focused
    dialog.scrollTop = 120
    show_dialog(dialog, "[data-first]")  # already open: brought back to its top only
    assert dialog.shown == 1 and dialog.scrollTop == 0
    empty = Dialog(None)
    show_dialog(empty, "[data-first]")
    assert empty.open and empty.scrollTop == 0
