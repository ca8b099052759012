"""Where the page's game comes from and where it goes: links, the saved game, the address bar.

Pure Python (no browser import), so every decision here is tested on CPython; the browser
glue in :mod:`byte.web.share` only reads ``location.hash`` and local storage and hands them
to :func:`boot`, :func:`reopen` and :class:`GameStore`.

On boot, a link that states a game or position (``g``, ``v``, ``p``, ``s`` or ``m``) wins;
otherwise the saved game comes back; otherwise a new game starts. A link that replaces a
different game in progress sets that game aside (:data:`PREVIOUS_KEY`) instead of losing it.

Storage is never trusted: a saved game, a kept game or a games list that cannot be used,
whatever it raises, is moved as it was to :data:`DAMAGED_KEY` (Your games offers it for
download) and the page starts without it, with a plain sentence saying so.

>>> store = GameStore(MemoryStorage())
>>> start = boot("m=b2-a3,a5-b4&n=1", store)
>>> start.session.ply
1
>>> print(start.message)  # doctest: +NORMALIZE_WHITESPACE
A game of Byte, 2 moves, shown after move 1: Black to move; the last move, b2-a3, is
marked.
>>> address_fragment(start.session)
'm=b2-a3,a5-b4&n=1'
"""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import dataclass, replace
from html import escape
from typing import Any, Protocol

from byte import games, links, saved
from byte.clock import Clock, TimeControl
from byte.errors import ByteError, plain
from byte.games import BLACK, WHITE
from byte.i18n import N_, tr, trn
from byte.record import Game
from byte.settings import COMPUTER, HUMAN, Settings
from byte.web.controller import Outcome, Session
from byte.web.outcome import join_sentences, resigned, to_move, wins, wins_on_time

STORAGE_KEY = "byte.saved-game"
PREVIOUS_KEY = "byte.saved-game.previous"
HISTORY_KEY = "byte.your-games"
"""The player's games, finished and unfinished, of every game, most recent first."""
HISTORY_SIZE = 40
GAME_KEY = "byte.saved-game.of."
"""Followed by a game's id: the last game of each game of the site, to switch back to."""
DAMAGED_KEY = "byte.damaged-saved-data"
"""Saved data the page could not use (a saved game, a kept game, the games list), set
aside as it was, so that nothing is lost: Your games offers each for download."""
DAMAGED_SIZE = 12
KEPT_BOARD_KEY = "byte.last-board"
"""The markup of the board last shown, which the page's loader shows on the next visit
before Python runs (byte/web/first_paint.py; the loader reads it as untrusted text)."""


class Storage(Protocol):
    """The part of the Web Storage API we use (``window.localStorage`` in the page)."""

    def getItem(self, key: str) -> Any: ...

    def setItem(self, key: str, value: str) -> None: ...

    def removeItem(self, key: str) -> None: ...


class MemoryStorage:
    """A dict behind the Web Storage API: for tests, and a stand-in nothing else sees."""

    def __init__(self, items: dict[str, str] | None = None, quota: int | None = None) -> None:
        self.items = dict(items or {})
        self.quota = quota

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.quota is not None and len(value) > self.quota:
            raise OSError("QuotaExceededError: the storage is full")  # i18n: not shown
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


BLOCKED = N_("Saving is off: this browser does not let the page keep data here, so this "
             "game will be lost when the page closes. Share a link to keep it.")
FULL = N_("Saving stopped: the browser's storage for this site is full or refused the game, "
          "so later moves will be lost when the page closes. Share a link to keep it.")


class GameStore:
    """The saved game in local storage; failures become one plain message, never an error.

    ``storage`` is None when the browser denies storage altogether (as in a third-party
    iframe). :meth:`save` returns a message the first time saving fails, then stays quiet.
    """

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self.told = False
        self._last: str | None = None
        self.notice = ""
        """What the last reading of a kept game set aside, in words (``""``: nothing)."""

    def _tell_once(self, text: str) -> str | None:
        if self.told:
            return None
        self.told = True
        return text

    def read(self, key: str = STORAGE_KEY) -> str | None:
        if self.storage is None:
            return None
        try:
            value = self.storage.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None

    def load(self) -> tuple[saved.Saved | None, str]:
        """The saved game (None when there is none or it is unusable) and what to tell.
        An unusable one is set aside (:meth:`set_damaged_aside`), never lost."""
        text = self.read()
        if text is None:
            return None, ""
        try:
            result = saved.loads(text)
            describe_entry(result)  # it must also be describable in the games list
        except Exception as error:
            return None, self.set_damaged_aside(STORAGE_KEY, error)
        self._last = text
        if result.problems:
            return result, tr("Your saved game was restored, but part of it was damaged: "
                              "{problems}.", problems="; ".join(result.problems))
        return result, ""

    def save(self, text: str, game: str | None = None) -> str | None:
        """Keep ``text`` as the saved game (and as the last game of ``game``, to switch
        back to); a message the first time this fails."""
        if text == self._last:
            return None
        if self.storage is None:
            return self._tell_once(tr(BLOCKED))
        try:
            self.storage.setItem(STORAGE_KEY, text)
            if game is not None:
                self.storage.setItem(GAME_KEY + game, text)
        except Exception:
            return self._tell_once(tr(FULL))
        self._last = text
        return None

    def history(self) -> list[tuple[float, saved.Saved]]:
        """The player's games kept here, most recent first, as (when, the game); damaged
        entries are set aside (see :meth:`damaged`) and the list kept without them.

        >>> store = GameStore(MemoryStorage())
        >>> store.remember(saved.dumps(Game(moves=["b2-a3"])), when=1.0)
        True
        >>> store.remember(saved.dumps(Game.new("reversi")), when=2.0)  # no move: not kept
        False
        >>> [(when, kept.game.texts) for when, kept in store.history()]
        [(1.0, ['b2-a3'])]
        """
        entries = self._history_entries()
        found, good, bad = [], [], []
        for entry in entries[:HISTORY_SIZE]:  # no more are ever kept (see remember)
            try:
                when = _moment(entry.get("at"))
                kept = saved.loads(entry.get("text"))
                describe_entry(kept)
            except Exception as error:
                bad.append((entry, error))
                continue
            found.append((when, kept))
            good.append(entry)
        if bad and self._keep_damaged([
                (HISTORY_KEY, _raw(entry), error) for entry, error in bad]):
            self._write(HISTORY_KEY, json.dumps(good + entries[HISTORY_SIZE:]))
        return found

    def _history_entries(self) -> list[dict]:
        """The games list's entries (a list that is not ours is set aside whole)."""
        text = self.read(HISTORY_KEY)
        if text is None:
            return []
        try:
            entries = saved.read_json(text, N_("the games list"))
            if not isinstance(entries, list):
                raise ByteError(tr("the games list is damaged: it is not a list"))
        except ByteError as error:
            if self._keep_damaged([(HISTORY_KEY, text, error)]):
                self._remove(HISTORY_KEY)
            return []
        kept = [entry for entry in entries if isinstance(entry, dict)]
        if len(kept) < len(entries) and self._keep_damaged(
                [(HISTORY_KEY, _raw(entry),
                  ByteError(tr("an entry of the games list is not a game")))
                 for entry in entries if not isinstance(entry, dict)]):
            self._write(HISTORY_KEY, json.dumps(kept))
        return kept

    # --- damaged data, set aside --------------------------------------------------------

    def set_damaged_aside(self, key: str, error: BaseException) -> str:
        """Move the unusable text under ``key`` to the damaged data (kept to download from
        Your games) and say so in a plain sentence for the player."""
        text = self.read(key)
        if text is not None and self._keep_damaged([(key, text, error)]):
            self._remove(key)
            kept = tr("It is kept as it was found: Share and export can download it, under "
                      "Your games.")
        else:
            kept = tr("It was left where it was.")
        reason = _reason(error)
        if key == STORAGE_KEY:
            lost = tr("Your saved game could not be restored ({reason}).", reason=reason)
        elif key == PREVIOUS_KEY:
            lost = tr("The game set aside could not be restored ({reason}).", reason=reason)
        else:
            lost = tr("A game kept here could not be restored ({reason}).", reason=reason)
        return join_sentences(lost, kept)

    def damaged(self) -> list[dict[str, str]]:
        """The damaged data set aside, most recent first: ``{"key", "text", "why"}`` each
        (``text`` exactly as it was found). Damaged data of its own is kept whole.

        >>> store = GameStore(MemoryStorage({STORAGE_KEY: "{not json"}))
        >>> store.load()[1].split(" (")[0]
        'Your saved game could not be restored'
        >>> [entry["text"] for entry in store.damaged()], store.read()
        (['{not json'], None)
        """
        text = self.read(DAMAGED_KEY)
        if text is None:
            return []
        try:
            entries = saved.read_json(text, N_("the damaged data list"))
        except ByteError:
            entries = None
        if isinstance(entries, list) and all(
                isinstance(entry, dict) and all(isinstance(entry.get(name), str)
                                                for name in ("key", "text", "why"))
                for entry in entries):
            return [{"key": entry["key"], "text": entry["text"], "why": plain(entry["why"], 200)}
                    for entry in entries]
        return [{"key": DAMAGED_KEY, "text": text,
                 "why": tr("the damaged data list was damaged")}]

    def _keep_damaged(self, found: list[tuple[str, str, BaseException]]) -> bool:
        """Add ``found`` (key, text, error) to the damaged data; True when it was stored."""
        if self.storage is None:
            return False
        new = [{"key": key, "text": text, "why": _reason(error)} for key, text, error in found]
        entries = (new + self.damaged())[:DAMAGED_SIZE]
        return self._write(DAMAGED_KEY, json.dumps(entries))

    def forget_damaged(self, index: int) -> None:
        """Drop one entry of the damaged data (the player downloaded or discarded it)."""
        entries = self.damaged()
        if 0 <= index < len(entries):
            del entries[index]
            self._write(DAMAGED_KEY, json.dumps(entries))

    def _write(self, key: str, text: str) -> bool:
        if self.storage is None:
            return False
        try:
            self.storage.setItem(key, text)
        except Exception:
            return False
        return True

    def remember(self, text: str, when: float) -> bool:
        """Keep a game in the player's list (before a new game or another game replaces
        it on screen). A game without a move is not worth keeping; the same game (same
        start and moves) is kept once, at its latest time. True when it was kept."""
        try:
            game = saved.loads(text).game
        except Exception:
            return False
        if not game.moves or self.storage is None:
            return False
        identity = (game.game, game.variant, game.start.code(), game.texts)
        kept = [{"at": when, "text": text}]
        self.history()  # damaged entries are set aside first, never dropped
        for entry in self._history_entries():
            try:
                other = saved.loads(entry.get("text")).game
            except Exception:
                continue
            if (other.game, other.variant, other.start.code(), other.texts) != identity:
                kept.append(entry)
        try:
            self.storage.setItem(HISTORY_KEY, json.dumps(kept[:HISTORY_SIZE]))
        except Exception:
            return False
        return True

    def forget(self, index: int) -> bool:
        """Take game ``index`` (as :meth:`history` lists them) off the player's list; False
        when there is no such game or storage refuses.

        >>> store = GameStore(MemoryStorage())
        >>> store.remember(saved.dumps(Game(moves=["b2-a3"])), when=1.0)
        True
        >>> store.remember(saved.dumps(Game(moves=["b2-c3"])), when=2.0)
        True
        >>> store.forget(0), [kept.game.texts for _, kept in store.history()]
        (True, [['b2-a3']])
        >>> store.forget(5)
        False
        """
        self.history()  # damaged entries set aside first: the indexes are the list's
        entries = self._history_entries()
        if not 0 <= index < min(len(entries), HISTORY_SIZE):
            return False
        del entries[index]
        return self._write(HISTORY_KEY, json.dumps(entries))

    def last_of(self, game: str) -> saved.Saved | None:
        """The last game of ``game`` kept here (None when there is none or it is damaged).

        >>> store = GameStore(MemoryStorage())
        >>> store.save(saved.dumps(Game(moves=["b2-a3"])), "byte")
        >>> store.last_of("byte").game.texts, store.last_of("reversi")
        (['b2-a3'], None)
        """
        text = self.read(GAME_KEY + game)
        if text is None:
            return None
        try:
            found = saved.loads(text)
            describe_entry(found)
        except Exception as error:
            self.notice = self.set_damaged_aside(GAME_KEY + game, error)
            return None
        return found if found.game.game == game else None

    def set_aside(self, text: str | None = None) -> bool:
        """Keep the saved game (or ``text``) under :data:`PREVIOUS_KEY`, before another
        game replaces it."""
        text = self.read() if text is None else text
        if text is None or self.storage is None:
            return False
        try:
            self.storage.setItem(PREVIOUS_KEY, text)
        except Exception:
            return False
        return True

    def previous(self) -> saved.Saved | None:
        """The game set aside by the last link, when it is still readable."""
        text = self.read(PREVIOUS_KEY)
        if text is None:
            return None
        try:
            found = saved.loads(text)
            describe_entry(found)
        except Exception as error:
            self.set_damaged_aside(PREVIOUS_KEY, error)
            return None
        return found

    def forget_previous(self) -> None:
        self._remove(PREVIOUS_KEY)

    def _remove(self, key: str) -> None:
        if self.storage is None:
            return
        with contextlib.suppress(Exception):  # a browser may refuse any access
            self.storage.removeItem(key)


def _moment(value: object) -> float:
    """A games list entry's time (milliseconds since 1970, as the page writes it)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or \
            not 0 <= value <= 1e16:
        raise ByteError(tr("the time it was kept is not a moment"))
    return float(value)


def _raw(entry: object) -> str:
    """An entry of the games list as text to keep: its saved game, or the entry itself."""
    if isinstance(entry, dict) and isinstance(entry.get("text"), str):
        return entry["text"]
    try:
        return json.dumps(entry)
    except (ValueError, RecursionError):
        return repr(entry)[:100_000]


def _reason(error: BaseException) -> str:
    """Why stored data could not be used, in words: a ByteError says it; anything else is
    the data's fault too, and is named plainly."""
    if isinstance(error, ByteError):
        return plain(str(error), 200)
    if isinstance(error, RecursionError):
        return tr("it is nested far too deeply")
    if isinstance(error, OverflowError | ArithmeticError):
        return tr("it holds a number far too large")
    return tr("it holds something this site cannot read")


# ------------------------------------------------------------------- settings kept


def prefs(session: Session) -> dict[str, saved.PrefValue]:
    """What the saved game keeps beyond the link keys."""
    kept: dict[str, saved.PrefValue] = {
        "level": session.settings.level, "show_eval": session.settings.show_eval,
        "seed": session.seed}
    # The New game dialog's last choices of clocks and pie rule (only when made).
    if session.settings.clock:
        kept["clock"] = session.settings.clock
    if session.settings.pie:
        kept["pie"] = True
    return kept


def settings_from_saved(stored: saved.Saved) -> tuple[Settings, int | None]:
    """The session settings and seed kept in a saved game (bad values fall back)."""
    base = Settings()
    level = stored.prefs.get("level")
    if isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= 5:
        base.level = level
    base.show_eval = stored.prefs.get("show_eval") is True
    seed = stored.prefs.get("seed")
    seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
    base.pie = stored.prefs.get("pie") is True
    clock = stored.prefs.get("clock")
    if isinstance(clock, str):
        with contextlib.suppress(ByteError):
            base.clock = TimeControl.parse(clock).text
    return base.with_stated(stored.settings), seed


def restore_clock(session: Session, stored: saved.Saved) -> str:
    """Give ``session`` the clocks saved with its game (the page was closed meanwhile:
    see :mod:`byte.clock`); the sentence to tell the player, or ``""``."""
    give_clock(session, stored.clock)
    return stored.clock_note


def give_clock(session: Session, clock: Clock | None) -> None:
    """Put ``clock`` on the game the session shows (loading a game drops its clocks): a
    fallen flag ends the game again, and is not told a second time."""
    session.clock = clock
    if clock is not None:
        clock.now = session.now
        session._flag_told = clock.flag is not None
        if clock.flag is not None:
            session.game.flag(clock.flag)


def reopen_saved(session: Session, kept: saved.Saved) -> tuple[Outcome, str]:
    """Load a kept game into the session as it was left: its settings, seed, clocks and
    analysis board. Running clocks come back paused: a game reopened from the player's
    list waits for its players to resume it. Returns the outcome and the clocks' note.

    >>> from byte.clock import Clock, TimeControl
    >>> t = [0.0]
    >>> left = Session(Game(moves=["b2-a3"]), now=lambda: t[0])
    >>> left.clock = Clock(TimeControl(5), left.now); left.clock.switch("w", "b")
    >>> kept = saved.loads(kept_text(left), now=lambda: t[0])
    >>> session = Session(now=lambda: t[0])
    >>> _ = reopen_saved(session, kept)
    >>> session.clock.running, session.clock.paused, session.clock.remaining("b")
    ('b', True, 300.0)
    """
    settings, seed = settings_from_saved(kept)
    outcome = session.load(kept.game, kept.ply, settings)
    if seed is not None:
        session.seed = seed
    note = restore_clock(session, kept)
    if session.clock is not None and session.clock.pause():
        note = note or tr("Its clocks are paused: resume them to play on.")
    restore_analysis(session, kept)
    return outcome, note


def kept_text(session: Session) -> str:
    """The saved-game text of a game left for another (kept in the player's list or set
    aside): with its clocks paused, so that it waits exactly where it was left. The
    session's own clocks go on as they were."""
    clock = session.clock
    if clock is None or not clock.pause():
        return saved_text(session)
    try:
        return saved_text(session)
    finally:
        clock.resume()


# ------------------------------------------------------------------------ fragments


def address_fragment(session: Session) -> str:
    """What the address bar shows: the whole game, the ply on screen, non-default settings.

    Reloading the page with it restores the same game, ply and settings.
    """
    return links.game_fragment(session.game, session.ply, session.settings)


def share_fragment(session: Session, whole_game: bool = True) -> str:
    """A link for someone else: the whole game (at the ply on screen) or just the position.

    It leaves out who plays whom (the friend opening it plays on their own device), and
    turns the board so the side to move is at the bottom: the reply the link expects.

    >>> session = Session(Game(moves=["b2-a3"]))
    >>> share_fragment(session), share_fragment(session, whole_game=False)[:2]
    ('m=b2-a3&f=1', 'p=')
    """
    position = session.position
    black_to_reply = position.turn == BLACK and not position.is_over()
    flippable = session.hooks.FLIPPABLE
    view = Settings(flip=bool(black_to_reply and flippable))
    if whole_game:
        return links.game_fragment(session.game, session.ply, view)
    return links.position_fragment(position, view)


def embed_snippet(page_url: str, fragment: str, title: str) -> str:
    """The ``<iframe>`` markup that embeds the board of ``fragment`` in another page.

    The frame takes the width of the column it stands in (up to 480 px) and keeps the
    embed's shape: a square board with one row of controls under it.

    >>> embed_snippet("https://example.org/", "m=b2-a3", "Byte board")
    '<iframe src="https://example.org/#m=b2-a3&amp;embed=1" title="Byte board" \
loading="lazy" style="width:100%;max-width:480px;aspect-ratio:8/9;border:0"></iframe>'
    """
    src = f"{page_url}#{fragment + '&' if fragment else ''}embed=1"
    return (f'<iframe src="{escape(src)}" title="{escape(title)}" loading="lazy" '
            'style="width:100%;max-width:480px;aspect-ratio:8/9;border:0"></iframe>')


def describe_entry(stored: saved.Saved) -> str:
    """One line of the player's list of games: ``'Othello, 23 moves, Black wins'``.

    >>> describe_entry(saved.loads(saved.dumps(Game(moves=["b2-a3"]))))
    'Byte, 1 move, Black to move'
    """
    game = stored.game
    end = game.end
    flag = stored.clock.flag if stored.clock is not None else None
    if flag is not None:
        state = wins_on_time(other_side(flag))
    elif end.is_over():
        winner = end.winner()
        state = wins(winner) if winner in (WHITE, BLACK) else tr("a draw")
    else:
        state = to_move(end.turn)
    return trn("{game}, {n} move, {state}", "{game}, {n} moves, {state}", len(game.moves),
               game=game.info.title, state=state)


@dataclass(frozen=True)
class KeptSummary:
    """What the player's list of games says of one game: its rule set, the opponent, the
    result and the number of moves."""

    title: str
    opponent: str
    result: str
    moves: str


def kept_summary(stored: saved.Saved) -> KeptSummary:
    """The words of one game of the player's list.

    >>> game = Game.new("checkers", "english")
    >>> _ = game.push("11-15")
    >>> kept = saved.loads(saved.dumps(game, settings=Settings(opponent=COMPUTER, level=3,
    ...                                                        human=BLACK)))
    >>> print(*kept_summary(kept).__dict__.values(), sep=" | ")
    English checkers | Computer, level 3 (you played Black) | Unfinished: White to move | 1 move
    >>> game = Game(moves=["b2-a3"])
    >>> game.resign("w")
    >>> kept_summary(saved.loads(saved.dumps(game))).result
    'White resigned: Black wins'
    """
    game = stored.game
    level = stored.settings.get("level")
    if stored.settings.get("opponent") == COMPUTER and level is not None:
        # The person's side: the one the link names, else the side that does not move first.
        human = stored.settings.get("human")
        if human == WHITE:
            opponent = tr("Computer, level {level} (you played White)", level=level)
        elif human == BLACK:
            opponent = tr("Computer, level {level} (you played Black)", level=level)
        else:
            opponent = tr("Computer, level {level}", level=level)
    else:
        opponent = tr("Two players")
    flag = stored.clock.flag if stored.clock is not None else None
    winner = game.winner()
    if flag is not None:
        result = wins_on_time(other_side(flag))
    elif game.resigned is not None:
        result = resigned(game.resigned)
    elif game.draw_agreed:
        result = tr("Drawn by agreement")
    elif game.end.is_over():
        result = wins(winner) if winner in (WHITE, BLACK) else tr("A draw")
    else:
        result = tr("Unfinished: {turn}", turn=to_move(game.end.turn))
    count = len(game.moves)
    return KeptSummary(game.info.title, opponent, result,
                       trn("{n} move", "{n} moves", count))


def other_side(side: str) -> str:
    return BLACK if side == WHITE else WHITE


def switch_game(session: Session, store: GameStore, game: str) -> Outcome:
    """Go to ``game``: its last game when one is kept (where it was left), else a new one.
    The game left behind stays kept under its own game, to come back to.

    >>> store = GameStore(MemoryStorage())
    >>> session = Session(Game(moves=["b2-a3"]))
    >>> store.save(saved_text(session), "byte")
    >>> switch_game(session, store, "reversi").message
    'A new game of Othello.'
    >>> session.click(session.position.parse_square("f5")).played_texts
    ['f5']
    >>> store.save(saved_text(session), "reversi")
    >>> switch_game(session, store, "byte").message, session.game.texts
    ('Back to your game of Byte.', ['b2-a3'])
    """
    info = games.find(game)
    if session.clock is not None and session.clock.pause():
        # A game left for another one waits with its clocks paused, to be resumed.
        store.save(saved_text(session), session.game.game)
    store.notice = ""
    kept = store.last_of(info.id)
    if kept is None and store.notice:
        outcome = session.new_game(game=info.id, opponent=session.settings.opponent,
                                   level=session.settings.level, human=session.settings.human)
        outcome.message = join_sentences(new_game_words(session), store.notice)
        return outcome
    if kept is not None:
        try:
            outcome, note = reopen_saved(session, kept)
        except Exception as error:
            note = store.set_damaged_aside(GAME_KEY + info.id, error)
        else:
            back = tr("Back to your game of {game}.", game=kept.game.info.title)
            outcome.message = join_sentences(back, note)
            return outcome
        outcome = session.new_game(game=info.id, opponent=session.settings.opponent,
                                   level=session.settings.level, human=session.settings.human)
        outcome.message = join_sentences(new_game_words(session), note)
        return outcome
    outcome = session.new_game(game=info.id, opponent=session.settings.opponent,
                               level=session.settings.level, human=session.settings.human)
    outcome.message = new_game_words(session)
    return outcome


def new_game_words(session: Session) -> str:
    """``'A new game of Othello.'``: what the game switcher started."""
    return tr("A new game of {game}.", game=session.info.title)


def saved_text(session: Session) -> str:
    """The saved-game text for the session (with the analysis board's tree when open)."""
    analysis = session.analysis.to_data() if session.analysis is not None else None
    return saved.dumps(session.game, session.ply, session.settings,
                       prefs(session), session.clock, analysis)


def restore_analysis(session: Session, stored: saved.Saved | None) -> bool:
    """Open the analysis board kept with a saved game, when the session shows that game
    (its start and line). A damaged or mismatched tree is dropped: the game stays.

    >>> from byte.web.analysis import open_analysis
    >>> session = Session(Game(moves=["b2-a3"]))
    >>> _ = open_analysis(session)
    >>> kept = saved.loads(saved_text(session))
    >>> again = Session(kept.game, kept.ply)
    >>> restore_analysis(again, kept), again.analysis is not None
    (True, True)
    """
    from byte.web.analysis import Analysis

    if stored is None or stored.analysis is None:
        return False
    if (stored.game.start.code(), stored.game.texts) != (session.game.start.code(),
                                                          session.game.texts):
        return False
    try:
        analysis = Analysis.from_data(session.game.start, stored.analysis, session.game.texts)
    except Exception:
        return False
    session.analysis = analysis
    session.settings.opponent = HUMAN
    return True


# ------------------------------------------------------------------------------ boot


@dataclass
class Boot:
    """What the page starts with: the session, a status line, an alert, the embed flag."""

    session: Session
    message: str = ""
    alert: str = ""
    embed: bool = False
    set_aside: bool = False


def describe_problems(problems: list[str]) -> str:
    """One alert text for a link's problems."""
    if not problems:
        return ""
    if len(problems) == 1:
        return tr("This link has a problem: {problem}.", problem=problems[0])
    return tr("This link has problems: {problems}.", problems="; ".join(problems))


def boot(fragment: str, store: GameStore, rng: random.Random | None = None) -> Boot:
    """Decide the starting game: the link's, else the saved one, else a new game.

    Storage is never trusted: when anything in the saved game breaks the start, the saved
    game is set aside (see :meth:`GameStore.set_damaged_aside`) and the page starts without
    it, the link still opening what it names.

    >>> storage = MemoryStorage({STORAGE_KEY: '{"format": "byte-saved-game", "version": 2, '
    ...     '"start": 7}'})
    >>> start = boot("g=reversi", GameStore(storage))
    >>> start.session.game.game, start.alert.split(". ")[0]
    ('reversi', 'Your saved game could not be restored (the saved game is damaged: its start \
position is missing)')
    """
    try:
        return _boot(fragment, store, rng)
    except Exception as error:
        note = store.set_damaged_aside(STORAGE_KEY, error) if store.read() is not None else ""
    if note and not links.decode(fragment).has_game:
        note = join_sentences(note, tr("A new game was started."))
    try:
        start = _boot(fragment, store, rng, trust_saved=False)
    except Exception:
        start = Boot(Session(), "", tr("This link could not be opened; a new game was started."))
    start.alert = join_sentences(start.alert, note)
    return start


def _boot(fragment: str, store: GameStore, rng: random.Random | None = None,
          trust_saved: bool = True) -> Boot:
    link = links.decode(fragment)
    embed = link.embed
    stored, storage_note = store.load() if trust_saved and not embed else (None, "")
    if stored is not None:
        base, seed = settings_from_saved(stored)
    else:
        base, seed = Settings(), None
    if link.has_game or embed:
        # Someone else's game: two players and the usual orientation unless the link says.
        base = replace(base, opponent=HUMAN, flip=False)
        settings = base.with_stated(link.settings, rng)
        message = link.summary() if link.has_game else ""
        session = Session(link.game, link.ply, settings)
        if session.notice:
            message = join_sentences(message, session.notice)
        if not embed and restore_analysis(session, stored):
            message = tr("Your analysis was restored.")  # the address bar held its line
        if stored is not None and _same_game(stored.game, link.game):
            # The address bar of this very game (a reload): its clocks come back too.
            session.settings = replace(session.settings, pie=base.pie, clock=base.clock)
            message = join_sentences(message, restore_clock(session, stored))
        put_aside = False
        if (stored is not None and not embed and stored.game.moves
                and not stored.game.end.is_over()
                and not _same_game(stored.game, link.game)):
            put_aside = store.set_aside()
        if put_aside:
            message = join_sentences(message, tr(
                "Your game in progress was set aside: Share and export can bring it back."))
        alert = join_sentences(describe_problems(link.problems), storage_note)
        return Boot(session, message.strip(), alert, embed, put_aside)
    if storage_note and stored is None:
        storage_note = join_sentences(storage_note, tr("A new game was started."))
    settings = base.with_stated(link.settings, rng)
    if stored is not None:
        session = Session(stored.game, stored.ply, settings, seed=seed)
        message = tr("Your game was restored.") if stored.game.moves else ""
        if restore_analysis(session, stored):
            message = tr("Your analysis was restored.")
        message = join_sentences(message, restore_clock(session, stored))
    else:
        session = Session(settings=settings)
        message = ""
    alert = join_sentences(describe_problems(link.problems), storage_note)
    return Boot(session, message, alert, embed)


def _same_game(one: Game, two: Game) -> bool:
    return (one.game, one.variant, one.start.code(), one.texts, one.pie) == \
        (two.game, two.variant, two.start.code(), two.texts, two.pie)


def reopen(session: Session, fragment: str, rng: random.Random | None = None) -> tuple[str, str]:
    """Load a link into a running session (the address changed): (status, alert) texts."""
    link = links.decode(fragment)
    if link.has_game:
        # The same game (its own address, another move shown): its clocks stay with it.
        clock = session.clock if _same_game(session.game, link.game) else None
        base = replace(session.settings, opponent=HUMAN, flip=False)
        session.load(link.game, link.ply, base.with_stated(link.settings, rng))
        give_clock(session, clock)
        return link.summary(), describe_problems(link.problems)
    session.settings = session.settings.with_stated(link.settings, rng)
    return "", describe_problems(link.problems)
