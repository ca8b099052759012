"""The panel's sections and the board kept in view (PyScript only).

The side panel shows one section at a time (a tab list: Moves · Analysis · Review ·
Puzzles), so the move list, the analysis tree and the review share one place and the
panel stays short enough to sit beside the board. The Analysis tab is there while the
analysis board is open (opening it shows it, closing it goes back to the moves); the
Puzzles tab only for a game that has puzzles.

On a phone the panel is under the board, and a player who scrolled down to the review or
the puzzles would not see the board change: any change of what the board shows that came
from input outside the board (a review's move, a puzzle, a line of the analysis, a link
opened, a button) brings the whole board back into view. A move made on the board needs
none, and neither does the computer's answer to it.
"""

from __future__ import annotations

from typing import Any

from pyscript import document, window

from byte.web.controller import Session
from byte.web.dom import Writes
from byte.web.parts import Listen
from byte.web.puzzle_panel import Puzzles

TABS = ("moves", "analysis", "review", "puzzles")
"""The sections, in the order of their tabs."""

BOARD_BOX = "#board-box"
"""What is brought into view: the board (with its zoom and picker layers)."""


class PanelTabs:
    """The panel's tab list and the board kept in view: written into ``writes`` with each
    render (:meth:`on_render`); the Puzzles tab shown where ``puzzles`` has some for the
    game."""

    def __init__(self, *, writes: Writes, puzzles: Puzzles) -> None:
        self.writes = writes
        self.puzzles = puzzles
        self.shown = "moves"
        self._analysing = False
        self._hidden: dict[str, bool] = {"analysis": True}  # as the page's markup starts
        self._board_key: tuple | None = None
        self._outside = False  # whether the last input came from outside the board

    def wire(self, listen: Listen) -> None:
        listen("#panel-tabs", "click", self.on_click)
        listen("#panel-tabs", "keydown", self.on_key)
        listen(document, "pointerdown", self.on_input)
        listen(document, "keydown", self.on_input)
        listen(window, "hashchange", self.on_link)

    # --- the tabs -------------------------------------------------------------------------

    def write_tab(self, name: str) -> None:
        """Select tab ``name`` in the app's writes (applied with them)."""
        self.shown = name
        writes = self.writes
        for tab in TABS:
            chosen = tab == name
            writes.set(f"#tab-{tab}", "@aria-selected", "true" if chosen else "false")
            writes.set(f"#tab-{tab}", "@tabindex", None if chosen else "-1")
            writes.set(f"#tabpanel-{tab}", "hidden", not chosen)

    def show(self, name: str, focus: bool = False) -> None:
        """Show section ``name`` now (outside a render)."""
        if name not in TABS or self._hidden.get(name):
            return
        self.write_tab(name)
        if focus:
            self.writes.focus(f"#tab-{name}")
        self.writes.apply(window)

    def on_click(self, event: Any) -> None:
        target = event.target
        tab = target.closest("[data-tab]") if target and hasattr(target, "closest") else None
        if tab:
            self.show(str(tab.getAttribute("data-tab")))

    def on_key(self, event: Any) -> None:
        """The tab list's keys (the arrows, Home and End move between its tabs)."""
        visible = [tab for tab in TABS if not self._hidden.get(tab)]
        if self.shown not in visible:
            return
        index = visible.index(self.shown)
        moves = {"ArrowRight": index + 1, "ArrowLeft": index - 1,
                 "Home": 0, "End": len(visible) - 1}  # i18n: not shown (the keys' names)
        if str(event.key) in moves:
            event.preventDefault()
            self.show(visible[moves[str(event.key)] % len(visible)], focus=True)

    def _hide_tab(self, name: str, hidden: bool) -> None:
        if self._hidden.get(name, False) == hidden:
            return
        self._hidden[name] = hidden
        self.writes.set(f"#tab-{name}", "hidden", hidden)
        if hidden and self.shown == name:
            self.write_tab("moves")

    # --- following the page ---------------------------------------------------------------

    def on_render(self, session: Session) -> None:
        analysing = session.analysis is not None
        self._hide_tab("analysis", not analysing)
        if analysing != self._analysing:
            self._analysing = analysing
            self.write_tab("analysis" if analysing else "moves")
        puzzle = self.puzzles.puzzle
        game = puzzle.game if puzzle is not None else session.game.game
        self._hide_tab("puzzles", not self.puzzles.puzzles_of(game))
        key = (id(session.game), session.game.game, session.ply, len(session.game.moves))
        if key != self._board_key:
            if self._board_key is not None and self._outside:
                self.writes.set(BOARD_BOX, "=show", True)
            self._board_key = key

    def on_input(self, event: Any) -> None:
        """Note whether the player's latest input was on the board or elsewhere."""
        target = event.target
        on_board = bool(target and hasattr(target, "closest")
                        and target.closest("#board-wrap, #level-picker"))
        self._outside = not on_board

    def on_link(self, event: Any) -> None:
        """A link opened in this page: the board shows its game (whichever of the page's
        hashchange listeners ran first, the board is where it will be)."""
        self._outside = True
        self.writes.set(BOARD_BOX, "=show", True)
        self.writes.apply(window)


__all__ = ["PanelTabs", "TABS"]
