"""What the page shows before Python runs: pure Python, run by the build (tools/build.py).

The first paint is the game, not a progress bar. The build writes into the page:

* the start of the opening game as a still board (``board_svg(..., live=False)``: the
  same squares and pieces as the live board, nothing that invites input), so a first
  visit paints its board with the page's own markup;
* the still start of every game, variant, size and side (:func:`still_boards`), which
  the loader (static/boot.js) picks from for a link that names another game;
* the welcome's markup (:func:`byte.web.first_visit.welcome_html`), which the loader
  opens on a first visit.

On a return visit the loader shows the board as it was last shown instead: the page
keeps its markup under :data:`KEPT_BOARD_KEY` at every render (byte/web/keeping.py), and
the loader reads it back as untrusted text (only the SVG elements and attributes a board
is drawn with survive, and nothing that takes input). Python then takes the board over
with its first render: the same squares in the same place, so nothing moves.

>>> boards = still_boards()
>>> sorted(boards)[:3]
['byte/byte/10/0', 'byte/byte/10/1', 'byte/byte/8/0']
>>> 'tabindex' in boards[OPENING] or 'role="button"' in boards[OPENING]
False
"""

from __future__ import annotations

from dataclasses import replace

from byte import games
from byte.web.board import board_svg
from byte.web.controller import Session
from byte.web.persist import KEPT_BOARD_KEY

__all__ = ["KEPT_BOARD_KEY", "OPENING", "board_key", "link_table", "still_board",
           "still_boards"]

LINK_GAME_KEYS = ("g", "v", "p", "s", "m", "pie")
"""The fragment keys that make a link name a game (:attr:`byte.links.Link.has_game`)."""


def board_key(game: str, variant: str, size: int, flip: bool) -> str:
    """The name of a still board: ``"reversi/othello/6/0"``."""
    return f"{game}/{variant}/{size}/{int(flip)}"


OPENING = board_key(games.DEFAULT_GAME, games.find(None).default.id,
                    games.find(None).default.default_size, False)
"""The board a visit without a link or a kept board opens on."""


def still_board(game: str, variant: str, size: int, flip: bool = False) -> str:
    """The start of a game as the page first draws it, as a still picture: the live
    board's look (the same settings as a new game), without the marks that invite a move
    (legal targets, pieces that must move)."""
    session = Session()
    session.new_game(game=game, variant=variant, size=size)
    session.settings.flip = flip
    view = replace(session.view(), interactive=False, targets=frozenset(),
                   must=frozenset(), scores={})
    return board_svg(session.position, view, session.hooks, live=False)


def still_boards() -> dict[str, str]:
    """Every game's start, for every variant, size and side: ``{board_key: markup}``."""
    boards = {}
    for info in games.GAMES.values():
        for variant in info.variants:
            for size in variant.sizes:
                for flip in (False, True):
                    boards[board_key(info.id, variant.id, size, flip)] = still_board(
                        info.id, variant.id, size, flip)
    return boards


def link_table() -> dict[str, object]:
    """What the loader needs to read a link's game, variant and size without Python:
    each game's variants (ids and aliases, the default first) and their sizes."""
    return {
        "defaultGame": games.DEFAULT_GAME,
        "games": {
            info.id: [{"id": variant.id, "aliases": list(variant.aliases),
                       "sizes": list(variant.sizes)} for variant in info.variants]
            for info in games.GAMES.values()
        },
        "linkKeys": list(LINK_GAME_KEYS),
        "keptBoard": KEPT_BOARD_KEY,
    }
