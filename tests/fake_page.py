"""For the tests of the page's parts (byte/web/parts.py): stand-ins for the browser's
elements and events, the page's callbacks recorded, and a worker that answers in-process
with the worker's own functions (byte/web/worker.py)."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable, Coroutine
from types import SimpleNamespace
from typing import Any

from byte.web import worker

_TOKEN = re.compile(r'#(?P<id>[\w-]+)|\.(?P<cls>[\w-]+)|(?P<tag>^[a-z]+)'
                    r'|\[(?P<name>[\w-]+)(?:="(?P<value>[^"]*)")?\]|(?P<checked>:checked)')


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)

    def toggle(self, name: str, on: bool | None = None) -> None:
        if on is None:
            on = name not in self.names
        (self.add if on else self.remove)(name)

    def contains(self, name: str) -> bool:
        return name in self.names


class Element:
    """An element: attributes, children, ``closest`` and ``querySelector(All)`` for simple
    selectors (``#id``, ``tag``, ``[name]``, ``[name="value"]``, comma-separated)."""

    def __init__(self, tag: str = "div", attributes: dict[str, str] | None = None,
                 children: list[Element] | None = None, **properties: Any) -> None:
        self.tagName = tag.upper()
        self.attributes = dict(attributes or {})
        self.parent: Element | None = None
        self.children: list[Element] = []
        self.classList = ClassList()
        self.dataset = SimpleNamespace()
        self.style = SimpleNamespace()
        self.hidden = False
        self.disabled = False
        self.isConnected = True
        self.focused = 0
        self.innerHTML = ""
        for child in children or []:
            self.appendChild(child)
        for name, value in properties.items():
            setattr(self, name, value)

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value

    def appendChild(self, child: Element) -> Element:
        child.parent = self
        self.children.append(child)
        return child

    def remove(self) -> None:
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None
        self.isConnected = False

    def _is(self, compound: str) -> bool:
        """Whether this element matches one compound selector (``rect.ck[data-x="1"]``)."""
        tokens = list(_TOKEN.finditer(compound))
        if "".join(token[0] for token in tokens) != compound:
            raise ValueError(f"the fake page does not know the selector {compound!r}")
        for token in tokens:
            if token["id"] is not None and self.attributes.get("id") != token["id"]:
                return False
            if token["cls"] is not None and token["cls"] not in self.classList.names:
                return False
            if token["tag"] is not None and self.tagName != token["tag"].upper():
                return False
            if token["checked"] is not None and not getattr(self, "checked", False):
                return False
            name = token["name"]
            if name is not None and (name not in self.attributes or (
                    token["value"] is not None and self.attributes[name] != token["value"])):
                return False
        return True

    def matches(self, selector: str) -> bool:
        """Selectors of compounds joined by spaces (descendants), comma-separated;
        ``:checked`` is the one pseudo-class known."""
        for complex_selector in selector.split(","):
            *outer, last = complex_selector.split()
            if not self._is(last):
                continue
            node = self.parent
            for compound in reversed(outer):
                while node is not None and not node._is(compound):
                    node = node.parent
                if node is None:
                    break
                node = node.parent
            else:
                return True
        return False

    def closest(self, selector: str) -> Element | None:
        node: Element | None = self
        while node is not None:
            if node.matches(selector):
                return node
            node = node.parent
        return None

    def descendants(self) -> list[Element]:
        found = []
        for child in self.children:
            found += [child, *child.descendants()]
        return found

    def querySelectorAll(self, selector: str) -> list[Element]:
        return [node for node in self.descendants() if node.matches(selector)]

    def querySelector(self, selector: str) -> Element | None:
        found = self.querySelectorAll(selector)
        return found[0] if found else None

    def focus(self, *_options: Any) -> None:
        self.focused += 1


class Document(Element):
    """The page: ``getElementById`` over its elements."""

    def __init__(self, children: list[Element] | None = None) -> None:
        super().__init__("html", children=children)

    def getElementById(self, name: str) -> Element | None:
        return self.querySelector(f"#{name}")


def event(target: Element | None = None, **fields: Any) -> SimpleNamespace:
    """An event on ``target``: what preventDefault and stopPropagation did is kept."""
    happened = SimpleNamespace(target=target, defaultPrevented=False, stopped=False,
                               altKey=False, metaKey=False, ctrlKey=False, shiftKey=False,
                               button=0, pointerId=1, pointerType="mouse",
                               clientX=0.0, clientY=0.0)
    happened.preventDefault = lambda: setattr(happened, "defaultPrevented", True)
    happened.stopPropagation = lambda: setattr(happened, "stopped", True)
    for name, value in fields.items():
        setattr(happened, name, value)
    return happened


class Page:
    """The page's callbacks a part is handed, recorded: what was said, rendered, run."""

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.renders = 0
        self.flushes = 0
        self.actions: list[str] = []
        self.focused: list[bool] = []
        self.outcomes: list[Any] = []
        self.sounds: list[str] = []
        self.kept = 0
        self.spawned: list[Coroutine[Any, Any, None]] = []
        self.timers: list[tuple[float, Callable[[], None]]] = []

    def say(self, text: str, error: bool = False) -> None:
        self.said.append((text, error))

    def render(self) -> None:
        self.renders += 1

    def flush(self) -> None:
        self.flushes += 1

    def run(self, action: str) -> None:
        self.actions.append(action)

    def act(self, action: Callable[[], Any]) -> None:
        self.apply(action())

    def apply(self, outcome: Any, before: Any = None) -> None:
        if outcome is not None:
            self.outcomes.append(outcome)
            if outcome.message:
                self.say(outcome.message, outcome.error)

    def focus_board(self, scroll: bool = True) -> None:
        self.focused.append(scroll)

    def play_sound(self, kind: str) -> None:
        self.sounds.append(kind)

    def keep_current_game(self) -> None:
        self.kept += 1

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        self.spawned.append(coroutine)

    def later(self, delay_ms: float, action: Callable[[], None]) -> None:
        self.timers.append((delay_ms, action))

    def wait(self) -> None:
        """Run what was spawned (and what that spawns) to its end, in one event loop."""
        async def drain() -> None:
            while self.spawned:
                await self.spawned.pop(0)

        asyncio.run(drain())

    def messages(self) -> list[str]:
        return [text for text, _error in self.said]


class InProcessWorker:
    """The computer player's worker, answering with byte/web/worker.py in this process
    (as static/bot-worker.js does in the page)."""

    def __init__(self, fail_start: str = "", replies: list[dict] | None = None,
                 deepen_seconds: float = 1.0) -> None:
        self.fail_start = fail_start
        self.deepen_seconds = deepen_seconds  # thinking longer, shortened for the tests
        self.deepen_stops = 0
        self._stop_deepening = False
        self.replies = replies  # given: the answers to think(), in order (a scripted worker)
        self.cancelled = 0
        self.closed = False
        self.stop_flag = None
        self.asked: list[dict] = []
        self.stopped_reviews = 0

    async def start(self) -> None:
        if self.fail_start:
            from byte.web.parts import WorkerFailed
            raise WorkerFailed(self.fail_start)

    def cancel(self) -> str:
        self.cancelled += 1
        return "flag"

    async def think(self, request: dict) -> str:
        self.asked.append(request)
        if self.replies is not None:
            return json.dumps(self.replies.pop(0))
        return worker.think(request["code"], request["level"], request["seed"],
                            request["game"], request["variant"], bool(request.get("all")),
                            " ".join(request.get("moves", [])))

    async def review(self, request: dict) -> str:
        self.asked.append(request)
        return worker.review(request["code"], request["game"], request["variant"],
                             " ".join(request["moves"]))

    def stop_review(self) -> None:
        self.stopped_reviews += 1

    async def deepen(self, request: dict, on_depth) -> str:
        self.asked.append(request)
        self._stop_deepening = False
        return worker.deepen(request["code"], request["game"], request["variant"],
                             " ".join(request["moves"]),
                             min(self.deepen_seconds, request["seconds"]),
                             lambda: self._stop_deepening, on_depth)

    def stop_deepening(self) -> str:
        self.deepen_stops += 1
        self._stop_deepening = True
        return "flag"

    def close(self, reason: str = "") -> None:
        self.closed = True
