"""The player's sound and look kept in local storage: round trips, every kind of damaged
value read as its default on its own, refusing storage, and the page's attributes."""

from __future__ import annotations

import json

import pytest

from byte.web import looks as looks_module
from byte.web.looks import STORAGE_KEY, THEMES, Looks, LooksStore, attributes, read, write
from byte.web.persist import MemoryStorage


def test_defaults_sound_on_on_the_site_off_in_embeds() -> None:
    looks = Looks()
    assert looks.theme == "wood" and looks.coordinates
    assert looks.sound_on(embed=False) and not looks.sound_on(embed=True)


def test_round_trip_of_every_choice() -> None:
    for theme, _ in THEMES:
        chosen = Looks(theme=theme, pieces={"checkers": "flat", "byte": "wood"},
                       coordinates=False, sound=False, sound_in_embeds=True)
        assert read(write(chosen)) == chosen


@pytest.mark.parametrize("text", [
    None, "", "null", "[]", '"wood"', "42", "{", "{'theme': 'blue'}", "\x00\xff",
    "[" * 5000 + "]" * 5000, '{"theme": null}', '{"theme": ["blue"]}', "true",
])
def test_damaged_storage_reads_as_the_defaults(text: str | None) -> None:
    assert read(text) == Looks()


def test_each_damaged_field_falls_back_alone() -> None:
    text = json.dumps({"theme": "neon", "pieces": {"checkers": "flat", "reversi": ["x"],
                                                   "byte": "Wood!", "EVIL": "flat"},
                       "coordinates": "no", "sound": 0, "sound_in_embeds": True})
    looks = read(text)
    assert looks == Looks(pieces={"checkers": "flat"}, sound_in_embeds=True)
    assert read(json.dumps({"pieces": "flat"})).pieces == {}
    assert read(json.dumps({"theme": "contrast", "extra": {"a": 1}})).theme == "contrast"


def test_sound_is_set_for_the_kind_of_page_it_was_set_in() -> None:
    looks = Looks().with_sound(False, embed=False)
    assert not looks.sound and not looks.sound_in_embeds
    looks = looks.with_sound(True, embed=True)
    assert looks.sound_on(embed=True) and not looks.sound_on(embed=False)


def test_piece_styles_are_per_game_and_unknown_ones_give_the_first() -> None:
    styles = (("classic", "Classic"), ("flat", "Flat"))
    looks = Looks().with_pieces("checkers", "flat")
    assert looks.piece_style("checkers", styles) == "flat"
    assert looks.piece_style("reversi", styles) == "classic"
    assert Looks(pieces={"byte": "gold"}).piece_style("byte", styles) == "classic"


def test_the_store_reads_writes_and_survives_a_hostile_browser() -> None:
    storage = MemoryStorage()
    store = LooksStore(storage)
    assert store.load() == Looks()
    chosen = Looks(theme="blue", coordinates=False)
    assert store.save(chosen)
    assert json.loads(storage.items[STORAGE_KEY])["theme"] == "blue"
    assert LooksStore(storage).load() == chosen
    storage.items[STORAGE_KEY] = "{broken"
    assert store.load() == Looks()

    full = LooksStore(MemoryStorage(quota=3))
    assert not full.save(chosen)  # refused: no error, the page keeps its look

    class Refusing:
        def getItem(self, key):
            raise PermissionError("denied")

        def setItem(self, key, value):
            raise PermissionError("denied")

    assert LooksStore(Refusing()).load() == Looks()
    assert not LooksStore(Refusing()).save(chosen)
    assert LooksStore(None).load() == Looks() and not LooksStore(None).save(chosen)


def test_the_page_attributes_follow_the_choices() -> None:
    looks = Looks(theme="contrast", coordinates=False, pieces={"reversi": "flat"})
    found = attributes(looks, embed=False, styles={"checkers": "classic"})
    assert found == {"data-board-theme": "contrast", "data-coords": "off", "data-sound": "on",
                     "data-pieces-checkers": "classic", "data-pieces-reversi": "flat"}
    assert attributes(looks, embed=True)["data-sound"] == "off"


def test_the_loader_reads_the_same_key_and_fields() -> None:
    """static/looks.js applies the kept looks before Python starts: the same storage key,
    field names and id pattern as this module."""
    from pathlib import Path

    script = (Path(__file__).resolve().parent.parent / "static" / "looks.js").read_text()
    assert f'"{STORAGE_KEY}"' in script
    for name in ("theme", "pieces", "coordinates", "sound", "sound_in_embeds"):
        assert f".{name}" in script, name
    assert "/^" + looks_module._NAME.pattern.removesuffix(r"\Z") + "$/" in script
    assert "[" + ", ".join(f'"{theme}"' for theme, _ in THEMES) + "]" in script


def test_every_game_has_two_piece_styles_each_drawn_by_the_stylesheet() -> None:
    from pathlib import Path

    from byte import games
    from byte.web.looks_dialog import piece_styles

    css = (Path(__file__).resolve().parent.parent / "static" / "looks.css").read_text()
    for game in games.GAMES:
        styles = piece_styles(game)
        assert len(styles) == 2, game
        for style, name in styles:
            assert name and f'[data-pieces-{game}="{style}"]' in css, (game, style)
        sample = games.view(game).piece_sample()
        assert sample.startswith("<svg") and 'aria-hidden="true"' in sample
    for theme, _ in THEMES:
        assert f'[data-board-theme="{theme}"]' in css, theme
