"""Links that reopen a position or a game: the URL fragment (the part after ``#``).

The fragment is ``key=value`` pairs joined by ``&``; unknown keys are ignored::

    g=byte | g=reversi | g=checkers          the game (default: byte)
    v=<variant>                              its variant or start (default: the game's first:
                                             othello; brazilian, shown as Checkers)
    p=<position code, spaces written as _>   the start of the record (default: the standard start)
    s=10                                     the board size when there is no p (default: the
                                             variant's: 8, or 10 for the 10x10 rule sets)
    m=b2-a3,a5-b4,...                        the moves played from the start, spec notation
    pie=1                                    the pie rule (Byte): m= may hold swap as move 2
    n=3                                      the ply shown: moves played so far (default: all)
    vs=h | vs=c1 … vs=c5                     two people, or the computer at level 1 to 5
    h=w | h=b | h=r                          the side the person plays against the computer
    f=1 | f=0                                the board is shown flipped (Black at the bottom)
                                             or not; without it, flipped when the person
                                             plays Black against the computer
    res=w | res=b                            that side resigned (the game is over)
    draw=1                                   the players agreed a draw
    offer=w | offer=b                        that side offers a draw, waiting for an answer
    embed=1                                  the compact board for an <iframe>
    lang=fr                                  the page's language (fr, nl, pt-BR, ru, ja, en;
                                             a tag the site lacks reads as the nearest one)

Decoding is lenient but honest. :func:`decode` keeps every valid part it can (the start,
the legal moves before the first illegal one, the settings it understands) and lists what
it dropped, in plain words, in :attr:`Link.problems`. On text input it never raises;
with ``strict=True`` it raises :class:`~byte.games.byte.rules.ByteError` (our one documented
error) at the first problem instead of repairing. Input is bounded (:data:`MAX_FRAGMENT`
characters, :data:`MAX_LINK_MOVES` moves), and problem messages never carry markup: any
``<``, ``>`` or ``&`` from the link is shown as ``?``.

>>> from byte.record import Game
>>> from byte.settings import COMPUTER
>>> game = Game(moves=["b2-a3", "a5-b4"])
>>> game_fragment(game, ply=1, settings=Settings(opponent=COMPUTER, level=3))
'm=b2-a3,a5-b4&n=1&vs=c3&h=w'
>>> link = decode("#m=b2-a3,a5-b4&n=1&vs=c3")
>>> [str(m) for m in link.game.moves], link.ply, link.settings["level"], link.problems
(['b2-a3', 'a5-b4'], 1, 3, [])
>>> decode("m=b2-a3,b2-a3").problems[0]
"move 2 (Black's b2-a3) is not legal: there is no stack on b2; the 1 move before it was kept"

The keys ``vs``, ``h`` and ``f`` are the settings' own (:mod:`byte.settings`): a link
writes a :class:`~byte.settings.Settings` and reads back what it states
(:attr:`Link.settings`, a :data:`~byte.settings.Stated`). The fragment layer
(:func:`parse_fragment`, :func:`build_fragment`) and the settings know no game; positions
and moves are read by the game's rules (through the registry).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from byte import games, i18n
from byte.errors import ByteError, is_number, or_list, plain, quote
from byte.i18n import number, tr, trn
from byte.record import Game
from byte.settings import Settings, Stated, read_flag, read_stated

MAX_FRAGMENT = 20_000
"""Characters of a fragment that are read; the rest is dropped with a problem."""
MAX_PAIRS = 32
"""``key=value`` pairs that are read."""
MAX_LINK_MOVES = 1_000
"""Moves a link may hold (a real game of Byte is far shorter)."""
MAX_PROBLEMS = 8
"""Problems reported one by one; more are summed up in a last line."""

# Patterns are kept as text: `re` compiles each on first use and keeps it, so the page's
# start, which imports this module, compiles none it does not use.
_KEY = r"^[A-Za-z][A-Za-z0-9_]{0,15}$"


# ------------------------------------------------------------ the generic fragment layer

_PERCENT_RUN = r"(?:%[0-9A-Fa-f]{2})+"


def percent_decode(text: str) -> str:
    """Decode ``%XX`` escapes as UTF-8, as ``urllib.parse.unquote`` does (bad bytes become
    U+FFFD, a stray ``%`` stays). Written out because importing ``urllib.parse`` costs a
    noticeable share of the page's boot in the browser.

    >>> percent_decode("x%20y%E2%9C%93%zz%")
    'x y✓%zz%'
    """
    return re.sub(
        _PERCENT_RUN,
        lambda run: bytes.fromhex(run.group().replace("%", "")).decode("utf-8", "replace"), text)


@dataclass
class Fragment:
    """The ``key=value`` pairs of a fragment (first occurrence wins) and what was wrong."""

    values: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def parse_fragment(text: str) -> Fragment:
    """Split a fragment into pairs, percent-decoding each part; never raises on text.

    Accepts the fragment with or without its ``#``, or a whole address holding one.

    >>> parse_fragment("#a=1&b=x%20y&a=2&junk").values
    {'a': '1', 'b': 'x y'}
    """
    result = Fragment()
    if "#" in text:
        text = text.split("#", 1)[1]
    if len(text) > MAX_FRAGMENT:
        result.problems.append(trn(
            "the link is {length} character long; only the first {most} were read",
            "the link is {length} characters long; only the first {most} were read",
            len(text), length=number(len(text)), most=number(MAX_FRAGMENT)))
        text = text[:MAX_FRAGMENT]
    parts = [part for part in text.split("&") if part.strip()]
    if len(parts) > MAX_PAIRS:
        result.problems.append(trn("the link has {n} part; only the first {most} were read",
                                   "the link has {n} parts; only the first {most} were read",
                                   len(parts), most=MAX_PAIRS))
        parts = parts[:MAX_PAIRS]
    for part in parts:
        raw_key, equals, raw_value = part.partition("=")
        key = percent_decode(raw_key).strip()
        if not re.match(_KEY, key):
            result.problems.append(tr("{text} is not a key=value pair, so it was ignored",
                                      text=quote(part)))
            continue
        if not equals:
            result.problems.append(tr("{text} has no '=value', so it was ignored",
                                      text=quote(key)))
            continue
        value = percent_decode(raw_value.replace("+", " ")).strip()
        if key in result.values:
            result.problems.append(tr("{key}= appears more than once; the first one was used",
                                      key=key))
            continue
        result.values[key] = value
    return result


def build_fragment(pairs: list[tuple[str, str]]) -> str:
    """Join pairs into a fragment (without ``#``), escaping only what must be escaped.

    >>> build_fragment([("p", "a b"), ("m", "c3-d4,pass"), ("x", "1&2")])
    'p=a%20b&m=c3-d4,pass&x=1%262'
    """
    return "&".join(f"{key}={_escape(value)}" for key, value in pairs)


_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,/:~!*()")


def _escape(value: str) -> str:
    return "".join(
        char if char in _SAFE else "".join(f"%{byte:02X}" for byte in char.encode())
        for char in value
    )


# ------------------------------------------------------------------ Byte links: decode


@dataclass
class Link:
    """What a link holds: the game (start + the legal moves kept), the ply shown, the
    settings it states, and the problems found, each a plain sentence."""

    game: Game
    ply: int
    settings: Stated = field(default_factory=dict)
    """The settings the link states (``vs``, ``h``, ``f``), by :class:`Settings`' names;
    the page keeps its own choice of the others."""
    problems: list[str] = field(default_factory=list)
    embed: bool = False
    """``embed=1``: the compact board for an ``<iframe>`` (a layout of the page, not a
    setting of the game: saved games do not keep it)."""
    has_game: bool = False
    """True when the link states a game or position (``p``, ``s`` or ``m``); a fragment
    with only settings (or nothing) leaves the game on screen alone."""
    ignored: list[str] = field(default_factory=list)
    """Unknown keys, ignored on purpose (a newer version of the site may know them)."""
    language: str | None = None
    """The language the link asks for (``lang=``, as :func:`byte.i18n.negotiate` reads it),
    or None. The page's loader acts on it before Python runs (static/language.js)."""

    @property
    def position(self) -> Any:
        """The position shown: after :attr:`ply` moves."""
        return self.game.position_at(self.ply)

    def summary(self) -> str:
        """A sentence for the player about what the link opened, e.g. for a friend's game:
        ``"A game of Byte, 12 moves: White to move; the last move, c3-d4, is marked."``

        One vocabulary throughout the site: a *move* is one player's turn, counted from
        the start (move 9 is the ninth move played).
        """
        position = self.position
        moves = len(self.game.moves)
        state = position.outcome() if position.is_over() else games.to_move(position.turn)
        name = self.game.info.title
        if not moves:
            standard = Game.new(self.game.game, self.game.variant, self.game.start.size)
            if standard.start.code() == self.game.start.code():
                return tr("New game of {game}: {state}.", game=name, state=state)
            return tr("A position of {game}: {state}.", game=name, state=state)
        if self.ply == 0:
            return trn("A game of {game}, {n} move, shown at the start: {state}.",
                       "A game of {game}, {n} moves, shown at the start: {state}.", moves,
                       game=name, state=state)
        last = self.game.texts[self.ply - 1]
        if self.ply < moves:
            if last == "swap":
                return trn("A game of {game}, {n} move, shown after move {ply}: {state}; the "
                           "second player has just swapped sides (the pie rule).",
                           "A game of {game}, {n} moves, shown after move {ply}: {state}; the "
                           "second player has just swapped sides (the pie rule).", moves,
                           game=name, ply=self.ply, state=state)
            return trn("A game of {game}, {n} move, shown after move {ply}: {state}; the last "
                       "move, {move}, is marked.",
                       "A game of {game}, {n} moves, shown after move {ply}: {state}; the last "
                       "move, {move}, is marked.", moves, game=name, ply=self.ply, state=state,
                       move=last)
        if last == "swap":
            return trn("A game of {game}, {n} move: {state}; the second player has just "
                       "swapped sides (the pie rule).",
                       "A game of {game}, {n} moves: {state}; the second player has just "
                       "swapped sides (the pie rule).", moves, game=name, state=state)
        return trn("A game of {game}, {n} move: {state}; the last move, {move}, is marked.",
                   "A game of {game}, {n} moves: {state}; the last move, {move}, is marked.",
                   moves, game=name, state=state, move=last)


def decode(fragment: str, strict: bool = False) -> Link:
    """Read a link's fragment into a :class:`Link`.

    Lenient (the default): never raises on text; keeps the standard start when ``p`` is
    broken (and drops the moves, which belonged to that start), keeps the legal moves before
    the first bad one, shows the last kept move when ``n`` is out of range, ignores bad
    settings, and says all of it in :attr:`Link.problems`.
    Strict: raises :class:`ByteError` with the first problem instead.

    >>> start = "p=.,.,.,./b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/.,.,.,._b_0-0"
    >>> decode(start).game.start.turn
    'b'
    >>> decode("n=99&m=b2-a3").problems
    ['n=99 is past the end of the game (1 move); showing the last move']
    """
    if not isinstance(fragment, str):
        raise ByteError(  # a caller's mistake (the page passes text): not shown
            f"a link must be text, not {type(fragment).__name__}")  # i18n: not shown
    parsed = parse_fragment(fragment)
    problems = parsed.problems
    if strict and problems:
        raise ByteError(plain(problems[0]))
    values = parsed.values
    info, variant = _read_game(values, problems)
    start = _read_start(info, variant, values, problems)
    if strict and problems:
        raise ByteError(plain(problems[0]))
    moves_text = values.get("m", "")
    if start is None:
        rules = games.rules(info.id)
        game = Game(rules.start(variant.id, _read_size(variant, values, [])))
        if moves_text:
            problems[-1] = tr("{problem}; the moves in m= belonged to it and were dropped",
                              problem=problems[-1])
    else:
        game = Game(start)
    game.pie = _read_pie(info, values, problems)
    if start is not None and moves_text:
        replay(game, moves_text.split(","), problems)
        if strict and problems:
            raise ByteError(plain(problems[0]))
    ply = read_ply(values.get("n"), len(game.moves), problems)
    read_ending(game, values, problems)
    settings = read_stated(values, problems)
    flags: dict[str, bool] = {}
    if "embed" in values:
        read_flag("embed", values["embed"], problems, flags, "embed")
    if strict and problems:
        raise ByteError(plain(problems[0]))
    known = {"g", "v", "p", "s", "m", "n", "vs", "h", "f", "embed", "pie", "lang", *ENDING_KEYS}
    return Link(
        game=game,
        ply=ply,
        settings=settings,
        problems=_bounded(problems),
        embed=flags.get("embed", False),
        has_game=any(key in values for key in ("g", "v", "p", "s", "m", "pie")),
        ignored=[key for key in values if key not in known],
        language=i18n.negotiate([values["lang"]]) if "lang" in values else None,
    )


def _read_game(values: dict[str, str], problems: list[str]) -> tuple[games.GameInfo,
                                                                      games.Variant]:
    """The game and variant the link names (Byte and its variant when it names none)."""
    info = games.find(None)
    name = values.get("g")
    if name is not None:
        try:
            info = games.find(name)
        except ByteError as error:
            problems.append(tr("g={value}: {error}; showing {game} instead",
                               value=quote(name)[1:-1], error=error, game=info.title))
    variant = info.default
    wanted = values.get("v")
    if wanted is not None:
        try:
            variant = info.variant(wanted)
        except ByteError as error:
            problems.append(tr("v={value}: {error}; showing {variant}",
                               value=quote(wanted)[1:-1], error=error, variant=variant.title))
    return info, variant


def _read_pie(info: games.GameInfo, values: dict[str, str], problems: list[str]) -> bool:
    """Whether the link's game uses the pie rule (``pie=1``; only games that offer it)."""
    text = values.get("pie")
    if text is None or text == "0":
        return False
    if text != "1":
        problems.append(tr("pie={value} should be pie=1 or pie=0; it was ignored",
                           value=quote(text)[1:-1]))
        return False
    if not info.pie:
        problems.append(tr("pie=1: {game} is not played with the pie rule here; it was ignored",
                           game=info.title))
        return False
    return True


def _read_size(variant: games.Variant, values: dict[str, str], problems: list[str]) -> int:
    text = values.get("s")
    if text is None:
        return variant.default_size
    if is_number(text, 2) and int(text) in variant.sizes:
        return int(text)
    problems.append(tr("s={value} is not a board size of {variant}: use {sizes}; using "
                       "{size}x{size}", value=quote(text)[1:-1], variant=variant.title,
                       sizes=or_list([f"s={n}" for n in variant.sizes]),
                       size=variant.default_size))
    return variant.default_size


MAX_CODE = 600
"""Characters of a position code that are read (the longest real one is under 300)."""


def _read_start(info: games.GameInfo, variant: games.Variant, values: dict[str, str],
                problems: list[str]) -> Any | None:
    """The start the link states, or None (with a problem) when its code is broken."""
    size = _read_size(variant, values, problems)
    rules = games.rules(info.id)
    code = values.get("p")
    if code is None:
        return rules.start(variant.id, size)
    instead = tr("showing the standard {size}x{size} start instead", size=size)
    if len(code) > MAX_CODE:
        problems.append(tr("the position code in p= is {length} characters long, far longer "
                           "than any position; {instead}", length=number(len(code)),
                           instead=instead))
        return None
    allowed = rules.CODE_CHARACTERS
    strange = sorted(set(code) - frozenset(allowed + "_")) if allowed else []
    if strange:
        problems.append(tr("the position code in p= is broken: it holds {text}, which cannot "
                           "appear in a {game} position code; {instead}",
                           text=quote("".join(strange[:8])), game=info.title, instead=instead))
        return None
    try:
        start = rules.from_code(code.replace("_", " "), variant.id)
    except ByteError as error:
        problems.append(tr("the position code in p= is broken: {error}; {instead}",
                           error=error, instead=instead))
        return None
    stated = values.get("s")
    if stated is not None and is_number(stated, 2) and int(stated) != start.size:
        problems.append(tr("s={value} disagrees with the position code, which is a "
                           "{size}x{size} board; the position code was used", value=stated,
                           size=start.size))
    return start


MAX_MOVE_TEXT = 80
"""Longest move text read (a long draughts capture written with its whole path)."""


def replay(game: Game, words: list[str], problems: list[str], source: str = "link") -> None:
    """Push ``words`` (move texts) onto ``game`` up to the first bad one, which is explained
    in ``problems`` (as is a list longer than :data:`MAX_LINK_MOVES`)."""
    words = [word.strip() for word in words]
    words = [word for word in words if word]
    dropped_for_length = 0
    if len(words) > MAX_LINK_MOVES:
        dropped_for_length = len(words) - MAX_LINK_MOVES
        words = words[:MAX_LINK_MOVES]
    for index, word in enumerate(words):
        white = game.end.turn == games.WHITE
        kept = kept_words(index)
        if len(word) > MAX_MOVE_TEXT:
            problems.append(tr("move {number} ({text}) is far too long to be a move; {kept}",
                               number=index + 1, text=quote(word), kept=kept))
            return
        try:
            game.push(word)
        except ByteError as error:
            reason = str(error)
            shown = word.lower()
            if error.reason is not None:  # a move refused here: why, without the move again
                values = {"number": index + 1, "move": shown,
                          "reason": error.reason, "kept": kept}
                problems.append(
                    tr("move {number} (White's {move}) is not legal: {reason}; {kept}", **values)
                    if white else
                    tr("move {number} (Black's {move}) is not legal: {reason}; {kept}", **values))
            elif " is not a move: " in reason or i18n.language() == "en":
                reason = reason.split(" is not a move: ", 1)[-1]
                problems.append(tr("move {number} ({text}) is not a move: {reason}; {kept}",
                                   number=index + 1, text=quote(word), reason=reason, kept=kept))
            else:  # a translated reason, told whole
                problems.append(tr("move {number} ({text}) cannot be played: {reason}; {kept}",
                                   number=index + 1, text=quote(word), reason=reason, kept=kept))
            return
    if dropped_for_length:
        listed, most, dropped = (number(len(words) + dropped_for_length),
                                 number(MAX_LINK_MOVES), number(dropped_for_length))
        if source == "link":
            problems.append(tr("the link lists {listed} moves; it may hold at most {most}, so "
                               "the last {dropped} were dropped", listed=listed, most=most,
                               dropped=dropped))
        elif source == "saved game":
            problems.append(tr("the saved game lists {listed} moves; it may hold at most "
                               "{most}, so the last {dropped} were dropped", listed=listed,
                               most=most, dropped=dropped))
        else:
            problems.append(tr("the {source} lists {listed} moves; it may hold at most {most}, "
                               "so the last {dropped} were dropped", source=tr(source),
                               listed=listed, most=most, dropped=dropped))


def kept_words(count: int) -> str:
    """What a bad move's message says of the moves before it.

    >>> kept_words(0), kept_words(1)
    ('there was no move before it', 'the 1 move before it was kept')
    >>> kept_words(3)
    'the 3 moves before it were kept'
    """
    if count == 0:
        return tr("there was no move before it")
    return trn("the {n} move before it was kept", "the {n} moves before it were kept", count)


def read_ply(text: str | None, moves: int, problems: list[str], key: str = "n=") -> int:
    """The ply ``text`` names, or the last one (with a problem) when it is not usable."""
    if text is None:
        return moves
    key = tr(key) if key != "n=" else key  # the saved game's words are a message (N_)
    if not is_number(text, 6):
        problems.append(tr("{key}{value} is not a move number; showing the last move", key=key,
                           value=quote(text)[1:-1]))
        return moves
    ply = int(text)
    if ply > moves:
        problems.append(trn("{key}{value} is past the end of the game ({n} move); showing the "
                            "last move",
                            "{key}{value} is past the end of the game ({n} moves); showing the "
                            "last move", moves, key=key, value=ply))
        return moves
    return ply


def _bounded(problems: list[str]) -> list[str]:
    cleaned = [plain(problem) for problem in problems]
    if len(cleaned) > MAX_PROBLEMS:
        extra = len(cleaned) - (MAX_PROBLEMS - 1)
        cleaned = cleaned[: MAX_PROBLEMS - 1] + [trn("and {n} more problem with the link",
                                                     "and {n} more problems with the link",
                                                     extra)]
    return cleaned


# ------------------------------------------------------------------ Byte links: encode


def position_fragment(position: Any, settings: Settings | None = None) -> str:
    """A fragment that opens ``position`` (no moves).

    >>> position_fragment(Game.new("byte", size=10).start)
    's=10'
    """
    return build_fragment(_start_pairs(position) + (settings or Settings()).pairs())


def game_fragment(game: Game, ply: int | None = None, settings: Settings | None = None) -> str:
    """A fragment that opens the whole ``game`` with ``ply`` moves shown (default: all).

    >>> game_fragment(Game(moves=["b2-a3"]), ply=0)
    'm=b2-a3&n=0'
    """
    pairs = _start_pairs(game.start)
    if game.pie:
        pairs.append(("pie", "1"))
    if game.moves:
        pairs.append(("m", ",".join(game.texts)))
    if ply is not None and ply != len(game.moves):
        if not 0 <= ply <= len(game.moves):
            raise ByteError(tr("ply {ply} is outside this game (0 to {last})", ply=ply,
                               last=len(game.moves)))
        pairs.append(("n", str(ply)))
    return build_fragment(pairs + ending_pairs(game) + (settings or Settings()).pairs())


def with_language(fragment: str, tag: str) -> str:
    """``fragment`` with ``lang=`` naming language ``tag`` (replacing any it had): a link
    that opens in that language, whatever the browser of whoever opens it speaks.

    >>> with_language("m=b2-a3&lang=ru", "pt-BR"), with_language("", "ja")
    ('m=b2-a3&lang=pt-BR', 'lang=ja')
    """
    kept = [pair for pair in fragment.split("&") if pair and not pair.startswith("lang=")]
    return "&".join([*kept, f"lang={tag}"])


def site_address(page_url: str) -> str:
    """The page's address for links, from the address of whichever language's page is
    open (``…/index.fr.html`` → ``…/index.html``, the page that picks the language): a
    shared link opens in the language of whoever opens it, unless it says ``lang=``.

    >>> site_address("https://example.org/games/index.pt-BR.html")
    'https://example.org/games/index.html'
    >>> site_address("https://example.org/games/"), site_address("https://example.org/x.html")
    ('https://example.org/games/', 'https://example.org/x.html')
    """
    return re.sub(r"/index\.[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*\.html$", "/index.html", page_url)


ENDING_KEYS = ("res", "draw", "offer")
"""The keys of a game decided or offered off the board (a resignation, a draw)."""


def ending_pairs(game: Game) -> list[tuple[str, str]]:
    """The keys of ``game``'s resignation, agreed draw or waiting draw offer.

    >>> game = Game(moves=["b2-a3"]); game.resign("b")
    >>> game_fragment(game)
    'm=b2-a3&res=b'
    """
    if game.resigned is not None:
        return [("res", game.resigned)]
    if game.draw_agreed:
        return [("draw", "1")]
    if game.draw_offer is not None:
        return [("offer", game.draw_offer)]
    return []


def read_ending(game: Game, values: dict[str, str], problems: list[str]) -> None:
    """Apply the ending keys of a link (or a saved game) to ``game``; what cannot stand
    (a game already over, a bad side) is dropped with a problem in words.

    >>> game = Game(moves=["b2-a3"]); problems = []
    >>> read_ending(game, {"res": "w"}, problems); game.result(), problems
    ('0-1', [])
    >>> read_ending(Game(), {"offer": "x"}, problems); problems
    ['offer=x is not a side (w or b), so it was ignored']
    """
    for key in ENDING_KEYS:
        if key not in values:
            continue
        value = values[key]
        wanted = ("1",) if key == "draw" else ("w", "b")
        if value not in wanted:
            if key == "draw":
                problems.append(tr("{key}={value} is not 1, so it was ignored", key=key,
                                   value=plain(value, 24)))
            else:
                problems.append(tr("{key}={value} is not a side (w or b), so it was ignored",
                                   key=key, value=plain(value, 24)))
            continue
        if game.decided or game.end.is_over():
            problems.append(tr("{key}= was ignored: the game was already over", key=key))
            continue
        if key == "res":
            game.resign(value)
        elif key == "draw":
            game.agree_draw()
        else:
            game.draw_offer = value


def _start_pairs(position: Any) -> list[tuple[str, str]]:
    """The pairs naming a start: the game and variant unless they are the defaults, then
    the size (a standard start) or the position code."""
    info = games.find(position.game)
    variant = info.variant(position.variant)
    pairs: list[tuple[str, str]] = []
    if info.id != games.DEFAULT_GAME:
        pairs.append(("g", info.id))
    if variant != info.default:
        pairs.append(("v", variant.id))
    standard = games.rules(info.id).start(variant.id, position.size)
    if position.code() == standard.code():
        if position.size != variant.default_size:
            pairs.append(("s", str(position.size)))
        return pairs
    return pairs + [("p", position.code().replace(" ", "_"))]
