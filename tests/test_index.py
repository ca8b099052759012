"""The page's static markup offers exactly what the registry knows: the New game dialog's
games, variants and sizes, a help section and a switcher button per game (the markup is
readable before Python starts, so it is written out, and this keeps it true)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

from byte import games

INDEX = Path(__file__).resolve().parents[1] / "index.html"


class Inputs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.radios: dict[str, list[str]] = {}
        self.help: list[str] = []
        self.switch: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "input" and found.get("type") == "radio":
            self.radios.setdefault(found["name"] or "", []).append(found["value"] or "")
        if "data-help" in found:
            self.help.append(found["data-help"] or "")
        if "data-switch-game" in found:
            self.switch.append(found["data-switch-game"] or "")


def read() -> Inputs:
    parser = Inputs()
    parser.feed(INDEX.read_text(encoding="utf-8"))
    return parser


def test_new_game_dialog_offers_every_game_variant_and_size() -> None:
    page = read()
    assert page.radios["game"] == list(games.GAMES)
    for info in games.GAMES.values():
        assert page.radios[f"variant-{info.id}"] == [v.id for v in info.variants]
        sizes = sorted({size for v in info.variants for size in v.sizes})
        if all(len(v.sizes) == 1 for v in info.variants):
            # The size follows from the variant (Checkers): no size to choose.
            assert f"size-{info.id}" not in page.radios
        else:
            assert sorted(int(s) for s in page.radios[f"size-{info.id}"]) == sizes


def test_every_game_has_help_and_a_switcher_button() -> None:
    page = read()
    assert sorted(page.help) == sorted(games.GAMES)
    assert page.switch == list(games.GAMES)


class Choices(HTMLParser):
    """The New game dialog's clock radios and the pie rule checkbox (with its game)."""

    def __init__(self) -> None:
        super().__init__()
        self.clocks: list[str] = []
        self.pie_for: list[str] = []
        self._game: list[str | None] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "fieldset":
            self._game.append(found.get("data-for-game"))
        if tag == "input" and found.get("name") == "clock":
            self.clocks.append(found.get("value") or "")
        if tag == "input" and found.get("name") == "pie":
            self.pie_for.append(self._game[-1] if self._game else "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "fieldset" and self._game:
            self._game.pop()


def test_new_game_dialog_offers_the_clock_presets_and_the_pie_rule_where_it_exists() -> None:
    from byte.clock import PRESETS, TimeControl

    page = Choices()
    page.feed(INDEX.read_text(encoding="utf-8"))
    assert page.clocks == ["", *PRESETS, "custom"]
    assert all(TimeControl.parse(text).text == text for text in PRESETS)
    assert page.pie_for == [info.id for info in games.GAMES.values() if info.pie]
