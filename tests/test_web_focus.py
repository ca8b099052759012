"""Keeping the focus in a redrawn panel (byte/web/focus.py), with stand-in DOM objects."""

from __future__ import annotations

from byte.web.focus import focused_job, refocus


class Element:
    def __init__(self, attributes: dict[str, str], inside: bool = True) -> None:
        self.attributes, self.inside, self.focused = attributes, inside, False

    def closest(self, selector: str) -> object | None:
        return self if self.inside else None

    def getAttribute(self, name: str) -> str | None:  # noqa: N802 - the DOM's name
        return self.attributes.get(name)

    def focus(self) -> None:
        self.focused = True


class Panel:
    def __init__(self, elements: list[Element]) -> None:
        self.elements = elements

    def querySelector(self, selector: str) -> Element | None:  # noqa: N802 - the DOM's name
        for element in self.elements:
            if selector.startswith("[data-job=\"") and element.attributes.get(
                    "data-job") == selector.split('"')[1]:
                return element
            if selector == "[data-job]" and "data-job" in element.attributes:
                return element
        return None


class Document:
    def __init__(self, active: Element | None) -> None:
        self.activeElement = active  # noqa: N815 - the DOM's name


def test_the_focused_job_is_read_only_inside_the_panel() -> None:
    assert focused_job(Document(Element({"data-job": "stop"})), "panel", "data-job") == "stop"
    assert focused_job(Document(Element({"data-job": "stop"}, inside=False)), "panel",
                       "data-job") == ""
    assert focused_job(Document(None), "panel", "data-job") == ""


def test_the_same_job_gets_the_focus_back_else_the_first_button() -> None:
    first, again = Element({"data-job": "start"}), Element({"data-job": "stop"})
    refocus(Panel([first, again]), "data-job", "stop", "[data-job]")
    assert again.focused and not first.focused
    other = Element({"data-job": "start"})
    refocus(Panel([other]), "data-job", "stop", "[data-job]")
    assert other.focused
    untouched = Element({"data-job": "start"})
    refocus(Panel([untouched]), "data-job", "", "[data-job]")  # nothing had the focus
    assert not untouched.focused
