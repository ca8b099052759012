"""A long fuzz run over every place input enters the site, for every game.

    python tools/fuzz.py                      # the full run: 40,000 links, 9,000 saved
                                              # games, 5,000 records per game, and more
    python tools/fuzz.py --scale 0.05 --seed 7

Inputs are legal ones (random games of every game and variant, written as links, saved
games, records, position codes and editor set-ups) mutated at random, plus garbage. Each
entry point may refuse its input only with a :class:`~byte.errors.ByteError` whose message
carries no control or bidirectional characters; legal input must read back exactly. The
run prints, per entry point, how many inputs it tried, how many were accepted, refused
with a ByteError, and how many broke the rule, with the first few failures; it exits
non-zero when any did.

The entry points and generators live here so the unit tests' property tests
(``tests/test_hostile_input.py``) drive the same code on a smaller scale.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from byte import cli, editor, games, links, saved  # noqa: E402
from byte.clock import Clock, TimeControl  # noqa: E402
from byte.errors import ByteError, has_hidden  # noqa: E402
from byte.players import make_player  # noqa: E402
from byte.record import Game  # noqa: E402
from byte.tree import Tree  # noqa: E402
from byte.web import exchange, persist, worker  # noqa: E402
from byte.web.analysis import Analysis  # noqa: E402
from byte.web.controller import Session  # noqa: E402

VARIANTS = [(info.id, variant.id, size) for info in games.GAMES.values()
            for variant in info.variants for size in variant.sizes]
"""Every game, variant and board size of the site."""

NASTY = ["²", "⁸", "④", "٣", "５", "\u202e", "\u2066", "\u200b", "\x00", "\x1b", "\u2028",
         "\ufeff", "\udcff", "<", ">", "&", "%", "%2", "%FF", "#", "=", ",", "-", "x", ":",
         "/", "_", " ", "\n", "\t", "K", "W", "B", "X", "O", "pass", "swap", "..", "0", "00",
         "9" * 12, "9" * 4400, "-1", "1e999", "(", ")", "{", "}", "[", "]", '"', "\\", "*"]
"""Pieces inserted by the mutators: look-alike digits, controls and bidi marks, markup,
the separators of every format, and numbers far past every limit."""


class Broken(Exception):
    """An entry point broke the rule (an exception other than ByteError, a message with
    hidden characters, or legal input that did not read back)."""


def check_message(error: ByteError) -> None:
    text = str(error)
    if has_hidden(text):
        raise Broken(f"the message carries hidden characters: {text[:200]!r}")


def refused(action: Callable[[], object]) -> object:
    """Run ``action``; a ByteError is re-raised once its message is checked."""
    try:
        return action()
    except ByteError as error:
        check_message(error)
        raise


# ------------------------------------------------------------------------- legal inputs


def random_game(rng: random.Random, game: str, variant: str, size: int,
                longest: int = 60) -> Game:
    """A legal game of random moves (sometimes with the pie rule's swap)."""
    pie = games.find(game).pie and rng.random() < 0.2
    played = Game(games.rules(game).start(variant, size), pie=pie)
    for _ in range(rng.randrange(longest)):
        if played.can_swap and rng.random() < 0.3:
            played.push("swap")
            continue
        moves = played.end.legal_moves()
        if not moves:
            break
        played.push(rng.choice(moves))
    moves = played.end.legal_moves()
    if len(moves) == 1 and played.end.notation(moves[0]) == "pass":
        played.push(moves[0])  # as the page does: a forced pass is played at once
    return played


def with_variations(rng: random.Random, game: Game) -> Tree:
    """The game as an analysis tree with a few side lines of random legal moves."""
    tree = Tree.from_game(game)
    line = tree.main_line()
    for _ in range(rng.randint(0, 3)):
        if not line:
            break
        node = rng.choice(line)  # a side line replacing this move: from the position before it
        board = game.position_at(line.index(node)).copy()
        texts = []
        for _ in range(rng.randint(1, 4)):
            moves = board.legal_moves()
            if not moves:
                break
            move = rng.choice(moves)
            texts.append(board.notation(move))
            board.push(move)
        with contextlib.suppress(ByteError):
            tree.extend(node.parent.id, texts)
    return tree


def random_clock(rng: random.Random) -> Clock:
    moment = [1_000_000.0]
    clock = Clock(TimeControl.parse(rng.choice(["3+2", "5+0", "10+5", "0.5+0"])),
                  now=lambda: moment[0])
    if rng.random() < 0.7:
        clock.switch("w", "b")
        moment[0] += rng.uniform(0, 20)
    if rng.random() < 0.3:
        clock.pause()
    return clock


@dataclass
class Corpus:
    """Legal games of one game, variant and size, and their texts."""

    game: str
    variant: str
    size: int
    games: list[Game] = field(default_factory=list)


def corpus(rng: random.Random, per_variant: int = 12) -> list[Corpus]:
    found = []
    for game, variant, size in VARIANTS:
        entry = Corpus(game, variant, size)
        entry.games = [random_game(rng, game, variant, size) for _ in range(per_variant)]
        found.append(entry)
    return found


# --------------------------------------------------------------------------- mutators


def mutate_text(rng: random.Random, text: str, rounds: int | None = None) -> str:
    """``text`` with a few random edits: pieces of :data:`NASTY` put in, characters
    dropped, doubled, swapped or changed, the text cut short or repeated."""
    for _ in range(rounds if rounds is not None else rng.choice((1, 1, 1, 2, 3, 4))):
        where = rng.randint(0, len(text))
        kind = rng.randrange(9)
        if kind <= 2:
            text = text[:where] + rng.choice(NASTY) + text[where:]
        elif kind == 3 and text:
            text = text[:where] + text[where + rng.randint(1, 8):]
        elif kind == 4 and text:
            end = min(len(text), where + rng.randint(1, 30))
            text = text[:end] + text[where:end] + text[end:]
        elif kind == 5 and text:
            index = rng.randrange(len(text))
            text = text[:index] + chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x10000)
                                                  ])) + text[index + 1:]
        elif kind == 6:
            text = text[:where]
        elif kind == 7 and text:
            index = rng.randrange(len(text))
            char = text[index]
            if char.isdigit():
                text = text[:index] + rng.choice("0123456789²⁸④٣５") + text[index + 1:]
            else:
                text = text[:index] + char.swapcase() + text[index + 1:]
        elif kind == 8 and len(text) < 5000:
            text = text * rng.randint(2, 3)
    return text


def random_text(rng: random.Random) -> str:
    """Garbage: random characters and pieces of :data:`NASTY`."""
    parts = []
    for _ in range(rng.randint(0, 12)):
        if rng.random() < 0.4:
            parts.append(rng.choice(NASTY))
        else:
            parts.append("".join(chr(rng.randrange(0x20, 0x3000 if rng.random() < 0.2 else 0x7F))
                                 for _ in range(rng.randint(1, 6))))
    return "".join(parts)


def random_json(rng: random.Random, depth: int = 0) -> object:
    """A random JSON value: huge or odd numbers, odd strings, deep lists."""
    kind = rng.randrange(10 if depth < 3 else 6)
    if kind == 0:
        return rng.choice([10 ** 400, -(10 ** 400), 10 ** 20, -1, 0, 1, 2, 7, 2 ** 63])
    if kind == 1:
        return rng.choice([1e308, -1e308, 0.5, -0.0, 3.5, 1e-300])
    if kind == 2:
        return rng.choice([True, False, None])
    if kind == 3:
        return random_text(rng)
    if kind == 4:
        return rng.choice(["w", "b", "r", "c3", "h", "1", "3+2", "", "9" * 30])
    if kind == 5:
        return []
    if kind in (6, 7):
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["at", "text", "w", "b", "vs", "x", "level", "seed"]):
            random_json(rng, depth + 1) for _ in range(rng.randint(0, 3))}


def mutate_json(rng: random.Random, value: object, rounds: int = 2) -> object:
    """``value`` (parsed JSON) with a few of its values replaced at random."""
    for _ in range(rounds):
        paths = list(_paths(value, ()))
        if not paths:
            return random_json(rng)
        path = rng.choice(paths)
        value = _replace(value, path, random_json(rng) if rng.random() < 0.7 else
                         _mutated_leaf(rng, _get(value, path)))
    return value


def _paths(value: object, prefix: tuple) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, prefix + (index,))
    return found


def _get(value: object, path: tuple) -> object:
    for part in path:
        value = value[part]  # type: ignore[index]
    return value


def _replace(value: object, path: tuple, new: object) -> object:
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)  # type: ignore[arg-type]
    copy[path[0]] = _replace(copy[path[0]], path[1:], new)  # type: ignore[index]
    return copy


def _mutated_leaf(rng: random.Random, leaf: object) -> object:
    if isinstance(leaf, str):
        return mutate_text(rng, leaf, 1)
    if isinstance(leaf, bool) or leaf is None:
        return rng.choice([True, False, None, 0, "true"])
    if isinstance(leaf, int | float):
        if leaf != leaf or abs(leaf) > 1e300:
            return rng.choice([-leaf, 0, leaf // 7 if isinstance(leaf, int) else 1.5])
        return rng.choice([int(leaf) * 10 ** 300, -leaf, leaf + 1e300, 10 ** 400, leaf / 3,
                           float("nan"), float("inf")])
    return random_json(rng)


def nested_list(depth: int) -> str:
    return "[" * depth + "]" * depth


# -------------------------------------------------------------------------- entry points


def enter_link(text: str, strict: bool = False) -> str:
    """A link's fragment; lenient reading never raises, strict raises only ByteError."""
    if strict:
        try:
            links.decode(text, strict=True)
        except ByteError as error:
            check_message(error)
            return "refused"
        return "accepted"
    link = links.decode(text)
    for problem in link.problems:
        if has_hidden(problem):
            raise Broken(f"a link problem carries hidden characters: {problem[:200]!r}")
    link.summary()
    # The page opens it at its start and when the address changes under a running game.
    check_boot(text, persist.MemoryStorage())
    status, alert = persist.reopen(Session(), text, rng=random.Random(2))
    if has_hidden(status) or has_hidden(alert):
        raise Broken(f"the page's words for a link carry hidden characters: {alert[:200]!r}")
    return "accepted" if not link.problems else "repaired"


def link_round_trip(game: Game, ply: int) -> None:
    fragment = links.game_fragment(game, ply)
    link = links.decode(fragment, strict=True)
    if (link.game.start.code(), link.game.texts, link.ply, link.game.pie) != \
            (game.start.code(), game.texts, ply, game.pie):
        raise Broken(f"the link {fragment[:120]!r} did not read back")


def enter_saved(text: str) -> str:
    """A saved game as the page reads it: loaded, described, and booted with it."""
    try:
        refused(lambda: saved.loads(text, now=lambda: 1_000_100.0))
        state = "accepted"
    except ByteError:
        state = "refused"
    for fragment in ("", "g=reversi", "g=checkers&v=english&m=11-15"):
        storage = persist.MemoryStorage({persist.STORAGE_KEY: text})
        start = check_boot(fragment, storage)
        if fragment == "g=checkers&v=english&m=11-15" and start.session.game.texts != ["11-15"]:
            raise Broken("a link did not open what it names when storage was damaged")
        if fragment == "g=reversi" and start.session.game.game != "reversi":
            raise Broken("g=reversi did not open Reversi when storage was damaged")
    return state


def check_boot(fragment: str, storage: persist.MemoryStorage) -> persist.Boot:
    """Boot the page's logic on ``storage``; the session must be playable and the texts
    plain."""
    start = persist.boot(fragment, persist.GameStore(storage), rng=random.Random(1))
    for text in (start.message, start.alert):
        if has_hidden(text):
            raise Broken(f"a boot message carries hidden characters: {text[:200]!r}")
    session = start.session
    session.position.legal_moves()
    persist.saved_text(session)
    persist.address_fragment(session)
    return start


def enter_history(text: str) -> str:
    """The player's list of games: read, described, remembered into."""
    storage = persist.MemoryStorage({persist.HISTORY_KEY: text})
    store = persist.GameStore(storage)
    entries = store.history()
    for _, kept in entries:
        persist.describe_entry(kept)
    store.damaged()
    store.remember(saved.dumps(Game(moves=["b2-a3"])), when=5.0)
    check_boot("", storage)
    return "accepted" if entries else "empty"


def enter_record(text: str, game: str | None, variant: str | None) -> str:
    """A record, read as its main line and with its variations (the analysis board)."""
    with contextlib.suppress(ByteError):
        refused(lambda: Tree.read(text, game, variant))
    try:
        refused(lambda: Game.parse(text, game, variant))
        return "accepted"
    except ByteError:
        return "refused"


def enter_analysis(data: object, game: Game) -> str:
    """The analysis board kept in a saved game, read back for its game."""
    try:
        refused(lambda: Analysis.from_data(game.start, data, game.texts))
        return "accepted"
    except ByteError:
        return "refused"


def enter_import(text: str, game: str, variant: str) -> str:
    try:
        found, ply, note = refused(lambda: exchange.import_text(text, game, variant))
    except ByteError:
        return "refused"
    if has_hidden(note):
        raise Broken(f"the import note carries hidden characters: {note[:200]!r}")
    found.position_at(ply)
    return "accepted"


def enter_code(text: str, game: str, variant: str) -> str:
    try:
        position = refused(lambda: games.rules(game).from_code(text, variant))
    except ByteError:
        return "refused"
    position.legal_moves()
    again = games.rules(game).from_code(position.code(), variant)
    if again.code() != position.code():
        raise Broken(f"the code {text[:120]!r} did not read back")
    return "accepted"


def enter_move(text: str, position: object) -> str:
    try:
        refused(lambda: position.parse_move(text))  # type: ignore[attr-defined]
        return "accepted"
    except ByteError:
        return "refused"


def enter_editor(rng: random.Random, game: str, variant: str, size: int, text: str) -> str:
    """The board editor: a square named by text, a size, a counter value, tools."""
    size_value = rng.choice([size, 0, 7, 10 ** 5, -1])
    try:
        board = refused(lambda: editor.Editor(game, variant, size_value))
    except ByteError:
        board = editor.Editor(game, variant, size)
    outcome = "accepted"
    try:
        square = refused(lambda: board.square(text))
        board.click(square)
    except ByteError:
        outcome = "refused"
    for counter in board.counters():
        board.set_counter(counter.key, rng.choice([0, 1, -5, 10 ** 400, counter.maximum + 1]))
    with contextlib.suppress(ByteError):
        refused(lambda: board.set_counter_text(
            rng.choice([counter.key for counter in board.counters()] or ["none"]), text))
    with contextlib.suppress(ByteError):
        refused(lambda: board.choose(text))
    with contextlib.suppress(ByteError):
        refused(lambda: board.set_turn(text))
    board.check()
    board.draft()
    return outcome


def enter_batch(data: bytes, game: str, variant: str, encoding: str = "utf-8") -> str:
    """``moves --batch`` on ``data`` (bytes, as a pipe gives them) under a strict locale:
    every line gets an answer line."""
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding=encoding, errors="strict")
    stdout = io.StringIO()
    stderr = io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        old = sys.stdin
        sys.stdin = stdin
        try:
            code = cli.main(["--game", game, "--variant", variant, "moves", "--batch"])
        finally:
            sys.stdin = old
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    answers = stdout.getvalue().splitlines()
    if len(answers) != len(lines):
        raise Broken(f"moves --batch answered {len(answers)} lines of {len(lines)}: "
                     f"{stderr.getvalue()[-300:]!r}")
    for answer in answers:
        if has_hidden(answer):
            raise Broken(f"a batch answer carries hidden characters: {answer[:200]!r}")
    return "answered" if code == 0 else "refused"


def enter_worker(rng: random.Random, code: str, game: str, variant: str) -> str:
    """The worker's think message with damaged fields: an answer or a ByteError in words."""
    level = rng.choice([1, "1", "②", "9" * 5000, None, 10 ** 400, -3, 1.5, "x"])
    seed = rng.choice([7, "7", "⁷", 10 ** 400, None, "9" * 5000, [], -1])
    reply = json.loads(worker.think(code, level, seed, game, variant, moves=""))
    error = reply.get("error")
    if error is None:
        return "accepted"
    if not error.startswith("ByteError: ") or has_hidden(error):
        raise Broken(f"the worker answered {error[:200]!r}")
    return "refused"


def enter_player(text: str) -> str:
    try:
        refused(lambda: make_player(text))
        return "accepted"
    except ByteError:
        return "refused"


def enter_time_control(text: str) -> str:
    try:
        refused(lambda: TimeControl.parse(text))
        return "accepted"
    except ByteError:
        return "refused"


# ---------------------------------------------------------------------------- the run


class Tally:
    """Counts per entry point and the first failures."""

    def __init__(self) -> None:
        self.counts: dict[str, Counter] = {}
        self.failures: list[str] = []
        self.slowest: dict[str, float] = {}

    def run(self, name: str, action: Callable[[], str], shown: object) -> None:
        counter = self.counts.setdefault(name, Counter())
        counter["tried"] += 1
        started = time.perf_counter()
        try:
            counter[action()] += 1
        except ByteError as error:
            counter["broke"] += 1
            self._fail(name, shown, f"ByteError escaped: {str(error)[:200]}")
        except Broken as error:
            counter["broke"] += 1
            self._fail(name, shown, str(error))
        except Exception as error:
            counter["broke"] += 1
            where = traceback.extract_tb(error.__traceback__)[-1]
            self._fail(name, shown, f"{type(error).__name__}: {str(error)[:200]} "
                       f"({Path(where.filename).name}:{where.lineno})")
        took = time.perf_counter() - started
        self.slowest[name] = max(self.slowest.get(name, 0.0), took)

    def _fail(self, name: str, shown: object, why: str) -> None:
        if len(self.failures) < 40:
            self.failures.append(f"{name}: {why}\n    input: {repr(shown)[:300]}")

    @property
    def broken(self) -> int:
        return sum(counter["broke"] for counter in self.counts.values())

    def report(self) -> str:
        lines = [f"{'entry point':<28}{'tried':>8}  outcomes"]
        for name, counter in self.counts.items():
            outcomes = ", ".join(f"{key} {value:,}" for key, value in sorted(counter.items())
                                 if key != "tried")
            lines.append(f"{name:<28}{counter['tried']:>8,}  {outcomes}  "
                         f"(slowest {self.slowest[name] * 1000:.0f} ms)")
        lines.append(f"broken: {self.broken}")
        return "\n".join(lines + self.failures)


def fuzz(seed: int, scale: float, out: Callable[[str], None] = print) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    pool = corpus(rng)
    count = {name: max(1, round(number * scale)) for name, number in (
        ("links", 40_000), ("saved", 9_000), ("records", 5_000), ("history", 600),
        ("codes", 2_000), ("editor", 600), ("batch", 300), ("worker", 150),
        ("players", 500))}
    out(f"{len(pool)} variants; per entry point: {count}")
    started = time.perf_counter()

    def phase(name: str) -> None:
        print(f"  {name} ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)

    phase("links")

    for index in range(count["links"]):
        entry = rng.choice(pool)
        game = rng.choice(entry.games)
        ply = rng.randint(0, len(game.moves))
        if index % 10 == 0:
            tally.run("link round trip", lambda g=game, p=ply: link_round_trip(g, p) or "read back",
                      game.texts)
        fragment = links.game_fragment(game, ply) if rng.random() < 0.8 else \
            links.position_fragment(game.position_at(ply))
        text = mutate_text(rng, fragment) if rng.random() < 0.9 else random_text(rng)
        tally.run("links.decode", lambda t=text: enter_link(t), text)
        tally.run("links.decode strict", lambda t=text: enter_link(t, strict=True), text)

    phase("saved games")
    for index in range(count["saved"]):
        entry = rng.choice(pool)
        game = rng.choice(entry.games)
        clock = random_clock(rng) if rng.random() < 0.5 else None
        tree = with_variations(rng, game) if rng.random() < 0.3 and not game.swapped else None
        analysis = Analysis(tree, tree.main_line()[-1].id if game.moves else 0).to_data() \
            if tree is not None else None
        text = saved.dumps(game, len(game.moves) if analysis else
                           rng.randint(0, len(game.moves)), prefs={"level": 3}, clock=clock,
                           analysis=analysis)
        if analysis is not None:
            damaged = mutate_json(rng, analysis, 1)
            tally.run("analysis", lambda d=damaged, g=game: enter_analysis(d, g), damaged)
        if index % 10 == 0:
            tally.run("saved round trip", lambda t=text, g=game: saved_round_trip(t, g), "")
        roll = rng.random()
        if roll < 0.6:
            text = json.dumps(mutate_json(rng, json.loads(text), rng.randint(1, 3)))
        elif roll < 0.9:
            text = mutate_text(rng, text)
        elif roll < 0.95:
            text = random_text(rng)
        else:
            text = rng.choice([nested_list(rng.randint(100, 5000)), "1e999", "null", "[]",
                               '{"format":"byte-saved-game","version":1e999}'])
        tally.run("saved game", lambda t=text: enter_saved(t), text)

    phase("games list")
    for _ in range(count["history"]):
        entry = rng.choice(pool)
        kept = [{"at": 1.0 + n, "text": saved.dumps(rng.choice(entry.games))}
                for n in range(rng.randint(0, 4))]
        value = mutate_json(rng, kept, rng.randint(1, 3)) if rng.random() < 0.8 else \
            random_json(rng)
        text = json.dumps(value) if rng.random() < 0.85 else rng.choice(
            [nested_list(rng.randint(100, 8000)), mutate_text(rng, json.dumps(kept))])
        tally.run("games list", lambda t=text: enter_history(t), text)

    for info in games.GAMES.values():
        phase(f"records, codes, editor, moves --batch and worker of {info.name}")
        mine = [entry for entry in pool if entry.game == info.id]
        for _ in range(count["records"]):
            entry = rng.choice(mine)
            game = rng.choice(entry.games)
            text = game.text()
            if rng.random() > 0.7 and not game.swapped:
                tree = with_variations(rng, game)
                text = tree.record()
                # A side line that starts with the main line's move extends the main line.
                game = Game(game.start, [node.text for node in tree.main_line()])
            if rng.random() < 0.1:
                tally.run("record round trip", lambda t=text, g=game: record_round_trip(t, g),
                          text)
            text = mutate_text(rng, text) if rng.random() < 0.9 else random_text(rng)
            on_screen = rng.choice(pool)
            tally.run(f"record {info.id}", lambda t=text: enter_record(t, None, None), text)
            tally.run(f"import {info.id}", lambda t=text, s=on_screen: enter_import(
                t, s.game, s.variant), text)
            position = game.position_at(rng.randint(0, len(game.moves)))
            move = mutate_text(rng, rng.choice(game.texts or ["pass"]))
            tally.run(f"move {info.id}", lambda t=move, p=position: enter_move(t, p), move)
        for _ in range(count["codes"]):
            entry = rng.choice(mine)
            game = rng.choice(entry.games)
            code = game.position_at(rng.randint(0, len(game.moves))).code()
            text = mutate_text(rng, code) if rng.random() < 0.9 else random_text(rng)
            tally.run(f"code {info.id}", lambda t=text, e=entry: enter_code(
                t, e.game, e.variant), text)
        for _ in range(count["editor"]):
            entry = rng.choice(mine)
            square = mutate_text(rng, rng.choice(["a1", "b2", "c3", "d4", "11", "32", "e5"]))
            tally.run(f"editor {info.id}", lambda t=square, e=entry: enter_editor(
                rng, e.game, e.variant, e.size, t), square)
        for _ in range(count["batch"]):
            entry = rng.choice(mine)
            lines = [mutate_text(rng, rng.choice(entry.games).end.code()) if rng.random() < 0.5
                     else rng.choice(entry.games).end.code() for _ in range(rng.randint(1, 5))]
            data = "\n".join(lines).encode("utf-8", "surrogatepass") + b"\n"
            if rng.random() < 0.4:
                data = data.replace(b"-", bytes([rng.randrange(0x80, 0x100)]), 1)
            tally.run(f"moves --batch {info.id}", lambda d=data, e=entry: enter_batch(
                d, e.game, e.variant), data)
        for _ in range(count["worker"]):
            entry = rng.choice(mine)
            code = rng.choice(entry.games).end.code()
            if rng.random() < 0.5:
                code = mutate_text(rng, code)
            tally.run("worker", lambda c=code, e=entry: enter_worker(rng, c, e.game, e.variant),
                      code)
    for _ in range(count["players"]):
        text = mutate_text(rng, rng.choice(["level3", "random", "uct:0.1s", "uct:200"]))
        tally.run("players", lambda t=text: enter_player(t), text)
        control = mutate_text(rng, rng.choice(["3+2", "0.5+0", "180+60"]))
        tally.run("time control", lambda t=control: enter_time_control(t), control)
    return tally


def saved_round_trip(text: str, game: Game) -> str:
    back = saved.loads(text, now=lambda: 1_000_100.0)
    if (back.game.start.code(), back.game.texts, back.game.pie) != \
            (game.start.code(), game.texts, game.pie) or back.problems:
        raise Broken(f"the saved game did not read back: {back.problems}")
    return "read back"


def record_round_trip(text: str, game: Game) -> str:
    back = Game.parse(text)
    if (back.start.code(), back.texts) != (game.start.code(), game.texts):
        raise Broken("the record did not read back")
    found, _, _ = exchange.import_text(text, "byte", "byte")
    if found.texts != game.texts or found.start.code() != game.start.code():
        raise Broken("the record did not import back")
    return "read back"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=None, help="default: a random one")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="share of the full run's inputs (default 1: the full run)")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(10 ** 6)
    started = time.perf_counter()
    print(f"seed {seed}, scale {args.scale:g}")
    tally = fuzz(seed, args.scale)
    print(tally.report())
    print(f"{time.perf_counter() - started:.0f} s")
    return 1 if tally.broken else 0


if __name__ == "__main__":
    sys.exit(main())
