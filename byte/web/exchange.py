"""Games in and out of the page as text and pictures: what Import opens and Share exports.

Pure Python (no browser import): :mod:`byte.web.share` hands it the pasted text or the
board's markup. Reading tries a link, a position code of any game (the game on screen
first) and a game record, and says in plain words why nothing could be read; writing gives
the record (with the analysis board's variations), a standalone SVG picture with its
caption, and a file name.

>>> game, ply, note = import_text("1. b2-a3 a5-b4")
>>> note, file_stem(Session(game, ply=ply))
('Game record opened: 2 moves.', 'byte-8x8-move-2')
"""

from __future__ import annotations

import contextlib
import re
from html import escape

from byte import games, links
from byte.errors import ByteError
from byte.i18n import tr, trc, trn
from byte.record import Game, read_tagged, states_its_board
from byte.web.controller import HUMAN, Session
from byte.web.outcome import to_move
from byte.web.persist import describe_problems


def import_text(text: str, game: str | None = None, variant: str | None = None,
                size: int | None = None) -> tuple[Game, int, str]:
    """Read what a player pasted or opened: a link, a position code or a game record of
    any game. ``game``/``variant``/``size`` is the board on screen: a code or a record
    that does not say which game it is of is read as that first, then as every other
    game and variant; when it is not the one on screen, the status line says which game it
    was opened as.

    Returns the game, the ply to show and a status line; :class:`ByteError` says in plain
    words why nothing could be read.

    >>> game, ply, note = import_text("1. b2-a3 a5-b4")
    >>> len(game.moves), ply, note
    (2, 2, 'Game record opened: 2 moves.')
    >>> game, ply, note = import_text("1. 9-13 *", "checkers", "english")
    >>> game.variant, note
    ('english', 'Game record opened: 1 move.')
    >>> game, ply, note = import_text("1. 9-13 *", "byte", "byte")
    >>> game.variant, note
    ('english', 'Game record opened as English checkers (it says no game, and it is not a \
record of Byte): 1 move.')
    """
    clean = text.strip()
    if not clean:
        raise ByteError(tr("there is nothing to open: paste a game record, a position code or "
                           "a link"))
    if len(clean) > 200_000:
        raise ByteError(tr("that text is far too long to be a game record"))
    if "#" in clean or clean.startswith(("p=", "m=", "s=", "g=", "v=")):
        link = links.decode(clean)
        if not link.has_game:
            raise ByteError(tr("that link holds no game or position"))
        if link.problems:
            raise ByteError(describe_problems(link.problems).rstrip("."))
        return link.game, link.ply, tr("Link opened: {summary}", summary=link.summary())
    one_line = "\n" not in clean and not clean.startswith("[")
    code_error = None
    if one_line and len(clean) <= links.MAX_CODE:
        found, code_error = _read_code(clean.replace("_", " "), game, variant)
        if found is not None:
            name = found.info.title
            if game is not None and variant is not None and \
                    (found.game, found.variant) != (game, variant):
                screen = games.find(game).variant(variant).title
                return found, 0, tr("Position opened as {game} (it is not a position of "
                                    "{screen}).", game=name, screen=screen)
            return found, 0, tr("Position opened ({game}).", game=name)
    try:
        record, guessed = _read_record(clean, game, variant, size)
    except ByteError as error:
        if code_error is not None and _looks_like_code(clean):
            raise ByteError(tr("that position code is broken: {error}",
                               error=code_error)) from None
        raise ByteError(tr("that game record could not be read: {error}",
                           error=error)) from None
    count = len(record.moves)
    notes = f" ({'; '.join(record.notes)})" if record.notes else ""
    if guessed and game is not None:
        return record, count, trn(
            "Game record opened as {game} (it says no game, and it is not a record of "
            "{screen}): {n} move{notes}.",
            "Game record opened as {game} (it says no game, and it is not a record of "
            "{screen}): {n} moves{notes}.", count, game=record.info.title,
            screen=games.find(game).variant(variant).title, notes=notes)
    return record, count, trn("Game record opened: {n} move{notes}.",
                              "Game record opened: {n} moves{notes}.", count, notes=notes)


def _read_record(text: str, game: str | None, variant: str | None,
                 size: int | None) -> tuple[Game, bool]:
    """A record read as the board on screen first; one that says no game and is not of
    that game is then read as each other game's variants in turn. Returns the game and whether
    it had to be guessed; :class:`ByteError` from the first reading when none fits."""
    try:
        return Game.parse(text, game, variant, size), False
    except ByteError as error:
        first = error
    if game is None or states_its_board(read_tagged(text), game):
        raise first
    for other in games.GAMES.values():
        for choice in other.variants if other.id != game else ():
            with contextlib.suppress(ByteError):
                return Game.parse(text, other.id, choice.id), True
    raise first


def _read_code(text: str, game: str | None, variant: str | None) -> tuple[Game | None,
                                                                         str | None]:
    """A position code, read as the game its form belongs to (the game on screen first):
    (the game, None), or (None, the first error in words)."""
    first_error = None
    for game_id, variant_id in _code_candidates(text, game, variant):
        try:
            return Game(games.rules(game_id).from_code(text, variant_id)), None
        except ByteError as error:
            first_error = first_error or str(error)
    return None, first_error


def _code_candidates(text: str, game: str | None, variant: str | None) -> list[tuple[str, str]]:
    """Which games and variants a code may belong to, most likely first: each game of the
    registry says which of its variants have codes of this form (the game on screen
    first, when it is one of them)."""
    found = [(info.id, choice) for info in games.GAMES.values()
             for choice in info.code_variants(text)]
    if game is not None and variant is not None and (game, variant) in found:
        found.remove((game, variant))
        found.insert(0, (game, variant))
    return found


def _looks_like_code(text: str) -> bool:
    """Some game says ``text`` can only be one of its position codes."""
    return any(info.surely_code(text) for info in games.GAMES.values())


# ------------------------------------------------------------------------ picture files


CAPTION_SHARE = 0.08
"""The caption strip under an exported board, as a share of the board's height."""


def standalone_svg(markup: str, css: str, size: int = 800, caption: str = "") -> str:
    """The board's SVG as a file of its own: a pixel size, the page's styles in their
    light scheme only (a viewer in dark mode must not recolour the board), and a caption
    strip under the board.

    >>> picture = standalone_svg('<svg id="board" viewBox="0 0 800 800"><rect/></svg>',
    ...     ".a { fill: red } @media (prefers-color-scheme: dark) { .a { fill: blue } }",
    ...     400, "Byte, White to move")
    >>> "blue" in picture, "red" in picture, "Byte, White to move</text>" in picture
    (False, True, True)
    """
    if not markup.startswith("<svg "):
        raise ByteError(tr("the board picture is not an SVG"))
    extent = 800
    found = re.search(r'viewBox="0 0 (\d+) (\d+)"', markup)
    if found:
        extent = int(found.group(1))
    strip = round(extent * CAPTION_SHARE) if caption else 0
    height = round(size * (extent + strip) / extent)
    safe_css = light_only(css).replace("]]>", "]] >")
    text = ""
    if caption:
        text = (f'<rect x="0" y="{extent}" width="{extent}" height="{strip}" fill="#ffffff"/>'
                f'<text x="{extent // 2}" y="{extent + strip * 0.66:.0f}" text-anchor="middle" '
                f'font-family="system-ui, sans-serif" font-size="{strip * 0.45:.0f}" '
                f'fill="#1d2521">{escape(caption)}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{height}" '
            f'viewBox="0 0 {extent} {extent + strip}" style="color-scheme: light">'
            f"<style><![CDATA[:root {{ color-scheme: light; }} {safe_css}]]></style>"
            f'<svg x="0" y="0" width="{extent}" height="{extent}" {markup[len("<svg "):]}'
            f"{text}</svg>")


def light_only(css: str) -> str:
    """``css`` without its ``@media (prefers-color-scheme: dark)`` blocks."""
    out = []
    index = 0
    pattern = re.compile(r"@media[^{]*prefers-color-scheme\s*:\s*dark[^{]*\{")
    while True:
        found = pattern.search(css, index)
        if not found:
            out.append(css[index:])
            return "".join(out)
        out.append(css[index:found.start()])
        depth, cursor = 1, found.end()
        while depth and cursor < len(css):
            depth += {"{": 1, "}": -1}.get(css[cursor], 0)
            cursor += 1
        index = cursor


def picture_caption(session: Session) -> str:
    """What an exported picture says under the board: the game, whose turn (or the
    result), the score and the move shown.

    >>> picture_caption(Session(Game(moves=["b2-a3"])))
    'Byte · Black to move · score 0-0 · after move 1'
    """
    position = session.position
    state = position.outcome() if position.is_over() else to_move(position.turn)
    where = tr("after move {n}", n=session.ply) if session.ply else trc("picture", "start")
    return tr("{game} · {state} · score {score} · {where}", game=session.info.title,
              state=state, score=position.score(), where=where)


def file_stem(session: Session) -> str:
    """A file name for exports: ``byte-8x8-move-12`` (or ``-start``); other games and
    variants name themselves (``reversi-8x8-…``, ``checkers-international-10x10-…``).

    >>> file_stem(Session(Game(moves=["b2-a3"])))
    'byte-8x8-move-1'
    """
    size = session.game.start.size
    where = f"move-{session.ply}" if session.ply else "start"
    info = games.find(session.game.game)
    name = info.id if session.game.variant == info.default.id else \
        f"{info.id}-{session.game.variant}"
    return f"{name}-{size}x{size}-{where}"


# ------------------------------------------------------------------ records with variations


def record_text(session: Session) -> str:
    """The record to export: the game's, or on the analysis board the whole tree with its
    variations in parentheses.

    >>> from byte.web.analysis import open_analysis
    >>> session = Session(Game(moves=["b2-a3", "a5-b4"]), ply=1)
    >>> _ = open_analysis(session)
    >>> _ = session.play(session.position.parse_move("c5-d4"))
    >>> record_text(session).splitlines()[-1]
    '1. b2-a3 a5-b4 (1... c5-d4) *'
    """
    if session.analysis is not None:
        return session.analysis.tree.record()
    return session.game.text()


def open_variations(session: Session, text: str) -> bool:
    """After a record was opened (:func:`import_text`): when it holds variations, open
    the analysis board with them, at the move shown. False when it has none (or they
    cannot be read: the main line alone stays open).

    >>> session = Session()
    >>> text = "1. b2-a3 (1. d2-c3) a5-b4 *"
    >>> game, ply, _ = import_text(text)
    >>> _ = session.load(game, ply)
    >>> open_variations(session, text), len(session.analysis.tree)
    (True, 3)
    """
    from byte.tree import Tree
    from byte.web.analysis import Analysis

    if "(" not in text:
        return False
    try:
        tree = Tree.read(text, session.game.game, session.game.variant,
                         session.game.start.size)
    except ByteError:
        return False
    if not tree.has_variations or [n.text for n in tree.main_line()] != session.game.texts \
            or tree.start.code() != session.game.start.code():
        return False
    line = tree.main_line()
    node = line[session.ply - 1].id if session.ply else 0
    session.analysis = Analysis(tree, node)
    session.settings.opponent = HUMAN
    return True
