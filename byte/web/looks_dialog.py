"""Sound and looks (PyScript only): the dialog where a player chooses the sound, the
board's theme, the pieces' style and the coordinates, and the sounds the page plays.

What is kept and how it is read is :mod:`byte.web.looks` (pure); which sound an action
makes is :mod:`byte.web.sounds` (pure); this module applies the choices to the page (as
attributes of ``<html>``, which static/looks.css turns into colours: nothing is redrawn)
and hands the sounds to the loader, which plays them (static/sound.js). Inside an embed
the panel is hidden: its bar has a sound button of its own, off until pressed there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from html import escape
from typing import Any

from byte import games
from byte.i18n import tr
from byte.web.controller import Session
from byte.web.dom import Writes, by_id
from byte.web.looks import THEMES, Looks, LooksStore, attributes
from byte.web.parts import Listen
from byte.web.sounds import MOVE


def _window() -> Any:
    """The page's window (imported when used: this module's pure parts run on CPython)."""
    from pyscript import window

    return window


def piece_styles(game: str) -> tuple[tuple[str, str], ...]:
    """The piece styles of ``game`` (its view's ``PIECE_STYLES``), the default first."""
    return games.view(game).PIECE_STYLES


def choice_selector(name: str, value: str) -> str:
    """The CSS selector of the dialog's radio button ``name`` of ``value``."""
    return f'#looks-form input[name="{name}"][value="{value}"]'  # i18n: not shown


class LooksDialog:
    """The player's sound and look: the page's attributes and the dialog written into
    ``writes`` (the piece styles of the game in ``session``), the sounds queued there too
    (:meth:`queue`), a change of the embed's sound told through ``announce``."""

    def __init__(self, session: Session, *, embed: bool, writes: Writes,
                 announce: Callable[[str], None]) -> None:
        from byte.web.keeping import local_storage  # PyScript only

        self.session = session
        self.embed = embed
        self.writes = writes
        self.announce = announce
        self.store = LooksStore(local_storage())
        self.looks: Looks = self.store.load()
        self._game: str | None = None  # the game whose piece choices the dialog shows
        self.actions: dict[str, Callable[[], None]] = {
            "looks": self.open, "embed-sound": self.toggle_embed_sound}
        """The ``data-action`` names of the panel's Looks button and the embed's sound
        button."""

    def wire(self, listen: Listen) -> None:
        listen("#looks-form", "change", self.on_change)

    @property
    def game(self) -> str:
        return self.session.game.game

    # --- sounds ---------------------------------------------------------------------------

    def queue(self, kind: str) -> None:
        """Play ``kind`` (a name of :mod:`byte.web.sounds`) with the app's next writes,
        when sound is on here."""
        if kind and self.looks.sound_on(self.embed):
            self.writes.set("html", "=sound", kind)

    # --- the page follows the choices -----------------------------------------------------

    def write_attributes(self) -> None:
        game = self.game
        styles = {game: self.looks.piece_style(game, piece_styles(game))}
        for name, value in attributes(self.looks, self.embed, styles).items():
            self.writes.set("html", f"@{name}", value)
        on = self.looks.sound_on(self.embed)
        self.writes.set("#embed-sound", "@aria-pressed", "true" if on else "false")

    def write_form(self) -> None:
        """The dialog's controls as the choices stand."""
        looks, writes, game = self.looks, self.writes, self.game
        writes.set("#sound-toggle", "checked", looks.sound)
        writes.set("#coords-toggle", "checked", looks.coordinates)
        for theme, _ in THEMES:
            writes.set(choice_selector("theme", theme), "checked", theme == looks.theme)
        chosen = looks.piece_style(game, piece_styles(game))
        writes.set(choice_selector("pieces", chosen), "checked", True)

    def write_piece_choices(self) -> None:
        """The current game's piece styles, each with its picture."""
        game = self.game
        info = games.find(game)
        view = games.view(game)
        sample = view.piece_sample()
        chosen = self.looks.piece_style(game, piece_styles(game))
        choices = []
        for style, name in piece_styles(game):
            checked = " checked" if style == chosen else ""
            choices.append(
                f'<label><span class="piece-sample" data-pieces-{escape(game)}="{escape(style)}"'
                f' aria-hidden="true">{sample}</span>'
                f'<span><input type="radio" name="pieces" value="{escape(style)}"{checked}> '
                f"{escape(tr(name))}</span></label>")
        writes = self.writes
        writes.text("#pieces-legend", tr("Pieces of {game}", game=info.title))
        writes.set("#piece-choices", "innerHTML", "".join(choices))

    def on_render(self, session: Session) -> None:
        if session.game.game != self._game:
            self._game = session.game.game
            self.write_attributes()
            if not self.embed:
                self.write_piece_choices()

    # --- choosing -------------------------------------------------------------------------

    def open(self) -> None:
        self.write_form()
        self.writes.apply(_window())
        by_id("looks-dialog").showModal()

    def choose(self, looks: Looks) -> None:
        """Make ``looks`` the page's, keep it, and show it at once."""
        self.looks = looks
        self.store.save(looks)
        self.write_attributes()

    def on_change(self, event: Any) -> None:
        target = event.target
        name, looks = str(target.name), self.looks
        if name == "theme" and any(str(target.value) == theme for theme, _ in THEMES):
            looks = replace(looks, theme=str(target.value))
        elif name == "pieces":
            style = str(target.value)
            if any(style == known for known, _ in piece_styles(self.game)):
                looks = looks.with_pieces(self.game, style)
        elif name == "coordinates":
            looks = replace(looks, coordinates=bool(target.checked))
        elif name == "sound":
            looks = looks.with_sound(bool(target.checked), embed=False)
        else:
            return
        self.choose(looks)
        if name == "sound" and looks.sound:
            self.queue(MOVE)  # what it sounds like, at once
        self.writes.apply(_window())

    def toggle_embed_sound(self) -> None:
        """The embed bar's sound button: on or off inside embeds."""
        on = not self.looks.sound_on(embed=True)
        self.choose(self.looks.with_sound(on, embed=True))
        if on:
            self.queue(MOVE)
        self.announce(tr("Sound on.") if on else tr("Sound off."))
        self.writes.apply(_window())


__all__ = ["LooksDialog", "piece_styles"]
