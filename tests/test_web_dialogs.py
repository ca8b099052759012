"""The New game dialog alone (byte/web/dialogs.py), on a fake form."""

from __future__ import annotations

from typing import Any

from fake_page import Document, Element, Page

from byte.web.controller import COMPUTER, HUMAN, Session
from byte.web.dialogs import NewGameDialog


class Radio(Element):
    """A radio button: checking it unchecks the others of its name, as in a browser."""

    def __init__(self, name: str, value: str) -> None:
        self._checked = False
        super().__init__("input", {"name": name, "value": value}, value=value)

    @property
    def checked(self) -> bool:
        return self._checked

    @checked.setter
    def checked(self, on: bool) -> None:
        if on:
            root: Any = self
            while root.parent is not None:
                root = root.parent
            for other in root.querySelectorAll(f'input[name="{self.attributes["name"]}"]'):
                if other is not self:
                    other._checked = False
        self._checked = on


class Dialog(Element):
    def __init__(self, children: list[Element]) -> None:
        super().__init__("dialog", {"id": "new-game-dialog"}, children, returnValue="",
                         scrollTop=0, opened=0)

    def showModal(self) -> None:
        self.opened += 1


def fieldset(attributes: dict[str, str], *inputs: Element) -> Element:
    return Element("fieldset", attributes, list(inputs))


def new_game_page() -> Document:
    """The dialog's choices (the static page has them for every game of the registry)."""
    radios = [Radio("game", game) for game in ("byte", "reversi")]
    reversi = fieldset({"data-for-game": "reversi"},
                       *[Radio("variant-reversi", v) for v in ("othello", "reversi")],
                       Radio("size-reversi", "8"), Radio("size-reversi", "6"))
    byte = fieldset({"data-for-game": "byte"}, Radio("variant-byte", "byte"),
                    Radio("size-byte", "8"), Radio("size-byte", "10"))
    computer = fieldset({}, *[Radio("level", str(level)) for level in range(1, 6)],
                        Radio("human", "w"), Radio("human", "b"))
    computer.classList.add("computer-only")
    clocks = [Radio("clock", value) for value in ("", "5+0")]
    form = Element("form", {"id": "new-game-form"}, [
        *radios, reversi, byte, Radio("opponent", HUMAN), Radio("opponent", COMPUTER),
        computer, *clocks, Element("input", {"id": "pie-choice"}, checked=False),
        Element("span", {"data-first-note": "w"}), Element("span", {"data-first-note": "b"}),
        Element("button", {"id": "new-game-start"})])
    return Document([Dialog([form])])


def dialog(session: Session, page: Page, document: Document) -> NewGameDialog:
    return NewGameDialog(session, by_id=document.getElementById,
                         keep_current_game=page.keep_current_game, act=page.act,
                         say=page.say, focus_board=page.focus_board)


def choose(document: Document, **choices: str) -> None:
    for name, value in choices.items():
        document.querySelector(f'input[name="{name.replace("_", "-")}"][value="{value}"]') \
            .checked = True


def test_opening_shows_the_choices_of_the_game_on_screen() -> None:
    session, page, document = Session(), Page(), new_game_page()
    session.new_game(game="reversi", opponent=COMPUTER, level=3, human="b")
    dialog(session, page, document).open()
    checked = {radio.attributes["name"]: radio.value
               for radio in document.querySelectorAll("input:checked") if isinstance(radio, Radio)}
    assert checked == {"game": "reversi", "variant-reversi": "othello", "size-reversi": "8",
                       "opponent": COMPUTER, "level": "3", "human": "b", "clock": ""}
    assert document.getElementById("new-game-dialog").opened == 1
    shown = {part.getAttribute("data-for-game"): not part.hidden
             for part in document.querySelectorAll("[data-for-game]")}
    assert shown == {"reversi": True, "byte": False}
    assert not document.querySelector(".computer-only").disabled
    # Othello's Black moves first: the note says so beside Black.
    assert document.querySelector('[data-first-note="b"]').textContent == "(moves first)"
    assert document.querySelector('[data-first-note="w"]').textContent == ""


def test_start_plays_the_game_chosen_and_keeps_the_one_left() -> None:
    session, page, document = Session(), Page(), new_game_page()
    session.play(session.legal[0])
    part = dialog(session, page, document)
    part.open()
    choose(document, game="reversi", variant_reversi="reversi", size_reversi="6",
           opponent=HUMAN)
    part.on_dialog_change(None)
    assert document.querySelector(".computer-only").disabled  # no level against a person
    document.getElementById("new-game-dialog").returnValue = "start"
    part.on_dialog_close(None)
    assert (session.game.game, session.game.variant, session.position.size) == \
        ("reversi", "reversi", 6)
    assert page.kept == 1 and page.focused == [True]
    assert page.messages()[-1].startswith("Your unfinished game of Byte (1 move) is kept")


def test_a_dialog_closed_without_start_changes_nothing() -> None:
    session, page, document = Session(), Page(), new_game_page()
    part = dialog(session, page, document)
    part.open()
    choose(document, game="reversi")
    part.on_dialog_close(None)
    assert session.game.game == "byte" and page.kept == 0 and not page.outcomes


def test_a_refused_choice_is_said_and_loses_nothing() -> None:
    session, page, document = Session(), Page(), new_game_page()
    session.play(session.legal[0])
    part = dialog(session, page, document)
    part.open()
    document.querySelector('input[name="size-byte"][value="10"]').value = "ten"
    choose(document, size_byte="10")
    document.getElementById("new-game-dialog").returnValue = "start"
    part.on_dialog_close(None)
    assert len(session.game.moves) == 1 and page.kept == 0
    (text, error), = page.said
    assert error and text.startswith("No new game: the board size")
