"""Conformance of every game, variant and board size of the registry to the game protocol
(``byte/games/protocol.py``), in the spirit of OpenSpiel's random simulation test.

On a few random games of each, every position is checked for what the shell relies on:
``pop`` restores the code and the key, ``from_code(code())`` reads back, ``parse_move``
takes every ``notation(m)`` and refuses illegal moves, every move has a click path that
the page's click model turns into exactly that move, records, links, saved games and the
editor read back, and every hook returns what it declares. A game's own tests keep only
what is its own (the spec's vectors, perft tables, special rules).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from typing import Any

import pytest

from byte import games, links, saved
from byte.bot import Level
from byte.editor import Editor, Tool
from byte.errors import ByteError
from byte.games import protocol
from byte.record import Game
from byte.web.board import BoardView, Grid, Question, board_svg
from byte.web.controller import Session
from tests import tiny_game

VARIANTS = [(info.id, variant.id, size) for info in games.GAMES.values()
            for variant in info.variants for size in variant.sizes]
"""Every game, variant and board size of the site."""
FOURTH = (tiny_game.INFO.id, tiny_game.INFO.default.id, 3)
"""The tests' own game (``tests/tiny_game``), registered while its checks run."""
IDS = [f"{game}-{variant}-{size}" for game, variant, size in [*VARIANTS, FOURTH]]
GAMES_PER_VARIANT = 2
LONGEST = 80
SAMPLED = 5
"""Positions of each random game whose every move is clicked through the page's model."""


def random_game(game: str, variant: str, size: int, seed: int, longest: int = LONGEST) -> Game:
    """A legal game of random moves from the start (to its end or ``longest`` plies)."""
    rng = random.Random(seed)
    played = Game(games.rules(game).start(variant, size))
    for _ in range(longest):
        moves = played.end.legal_moves()
        if not moves:
            break
        played.push(rng.choice(moves))
    return played


def positions(game: str, variant: str, size: int) -> Iterator[tuple[Game, int, Any]]:
    """Every position of a few random games: (the game, the ply, the position)."""
    for seed in range(GAMES_PER_VARIANT):
        played = random_game(game, variant, size, seed)
        for ply in range(len(played.moves) + 1):
            yield played, ply, played.position_at(ply)


@pytest.fixture(scope="module", params=[*VARIANTS, FOURTH], ids=IDS)
def variant(request: pytest.FixtureRequest) -> Iterator[tuple[str, str, int]]:
    if request.param == FOURTH:
        with tiny_game.registered():
            yield request.param
    else:
        yield request.param


# --- the modules ---------------------------------------------------------------------------

MODULE_PROTOCOLS = {"rules": protocol.Rules, "engine": protocol.Engine,
                    "records": protocol.Records, "view": protocol.View,
                    "editor": protocol.Editor, "lessons": protocol.Lessons,
                    "guide": protocol.Guide}


@pytest.mark.parametrize("game", list(games.GAMES))
@pytest.mark.parametrize("part", list(protocol.RESOLVED))
def test_every_game_has_every_module_with_its_required_hooks(game: str, part: str) -> None:
    hooks = games.load(game, part)
    assert isinstance(hooks, protocol.RESOLVED[part])
    assert isinstance(hooks.module, MODULE_PROTOCOLS[part])
    assert hooks.module.__name__ == f"{games.find(game).package}.{part}"
    for name in hooks.REQUIRED:
        assert getattr(hooks, name) is getattr(hooks.module, name)


def test_an_optional_hook_a_game_leaves_out_gets_its_one_default() -> None:
    reversi, byte_view = games.view("reversi"), games.view("byte")
    assert (reversi.FLIPPABLE, byte_view.FLIPPABLE) == (False, True)
    assert reversi.part_of is None and byte_view.part_of is not None
    assert reversi.parts_word() == "piece" and byte_view.parts_word() == "checker"
    assert byte_view.changed(None, None) == [] and byte_view.must_move(None) == []
    engine = games.engine("checkers")
    assert engine.winning_chances(engine.SCALE) == pytest.approx(math.tanh(1 / 1.5))
    assert games.records("byte").board_tags is not protocol.RecordsHooks.board_tags
    assert games.engine("byte").solve is None and games.engine("reversi").solve is not None


def test_a_module_without_a_required_hook_is_refused_by_name() -> None:
    import types

    module = types.ModuleType("nowhere.view")
    module.layout = lambda position: {}
    with pytest.raises(TypeError, match="lacks squares, square_name"):
        protocol.ViewHooks("nowhere", module)


def test_the_registry_honours_each_games_package() -> None:
    for info in games.GAMES.values():
        # The site's own games live in the folder the build packs per game.
        assert info.package == f"byte.games.{info.id}"
        assert games.rules(info.id).module.__name__ == f"{info.package}.rules"



def test_an_evaluation_is_chosen_for_a_block_and_put_back_whatever_happens() -> None:
    from byte.games.reversi import engine
    from byte.games.reversi.rules import from_code

    pos = from_code("XXXXXX--XXXOO---XXXOOOOOXXOXOOOXXOOOOO--OOOOOO--OOOOOO--O-OOXO-- X")
    learned_score = engine.evaluate(pos)
    assert learned_score != engine.hand_evaluate(pos)
    with pytest.raises(RuntimeError), games.evaluation("reversi", "hand"):
        assert engine.evaluate(pos) == engine.hand_evaluate(pos)
        raise RuntimeError("a failure inside the block")
    assert engine.evaluate(pos) == learned_score  # put back
    with (tiny_game.registered(),
          pytest.raises(ByteError, match="Tic-tac-toe has only one evaluation: no hand"),
          games.evaluation("tictactoe", "hand")):
        pass


# --- positions --------------------------------------------------------------------------


def test_positions_make_unmake_and_read_back(variant: tuple[str, str, int]) -> None:
    game, variant_id, size = variant
    rules = games.rules(game)
    for _, ply, position in positions(*variant):
        assert (position.game, position.variant, position.size) == (game, variant_id, size)
        assert position.turn in ("w", "b")
        code, key = position.code(), position.key
        assert isinstance(code, str) and isinstance(key, int)
        if rules.CODE_CHARACTERS is not None:
            assert set(code) <= set(rules.CODE_CHARACTERS)
        again = rules.from_code(code, variant_id)
        assert again.code() == code and again.turn == position.turn
        moves = position.legal_moves()
        assert moves == position.legal_moves()  # a fixed order
        assert [position.notation(m) for m in again.legal_moves()] == \
            [position.notation(m) for m in moves]
        assert position.is_over() == (not moves)
        if position.is_over():
            assert position.outcome() and isinstance(position.score(), str)
            assert position.winner() in ("w", "b", None)
        else:
            assert position.outcome() == "" and position.winner() is None
        copy = position.copy()
        for move in moves:
            position.push(move)
            assert position.code() != code or position.turn != copy.turn or \
                position.notation(move) == "pass" or position.key != key
            assert position.pop() == move
            assert (position.code(), position.key) == (code, key)
        assert (copy.code(), copy.key) == (code, key)
        if ply < 3:
            assert position.perft(1) == len(moves)


def test_every_notation_is_read_back_and_illegal_moves_are_refused(
        variant: tuple[str, str, int]) -> None:
    previous: list[str] = []
    for _, _, position in positions(*variant):
        moves = position.legal_moves()
        texts = [position.notation(m) for m in moves]
        assert len(set(texts)) == len(texts), "two moves share one notation"
        for move, text in zip(moves, texts, strict=True):
            assert position.parse_move(text) == move
        # Moves of the position before (legal there, not here) and garbage are refused.
        for text in [t for t in previous if t not in texts][:6] + ["zz99", "", "a1-a1-a1"]:
            with pytest.raises(ByteError):
                position.parse_move(text)
        previous = texts


# --- the view: drawing and the click model -------------------------------------------------


def check_view_hooks(view: protocol.ViewHooks, position: Any) -> None:
    layout = view.layout(position)
    squares = view.squares(position)
    assert isinstance(squares, tuple) and set(squares) <= set(layout)
    for column, row in layout.values():
        assert 0 <= column < position.size and 0 <= row < position.size
    for square in squares:
        name = view.square_name(position, square)
        assert isinstance(name, str) and view.parse_square(position, name) == square
        assert isinstance(view.describe(position, square), str)
        assert isinstance(view.occupied(position, square), bool)
    assert isinstance(view.board_name(position), str)
    scores = view.scores(position)
    assert set(scores) == {"w", "b"}
    assert all(isinstance(v, str) and isinstance(w, str) for v, w in scores.values())
    assert all(isinstance(s, int) for s in view.must_move(position))
    styles = view.coordinate_styles(position)
    assert all(isinstance(v, str) and isinstance(w, str) for v, w in styles)
    engine = games.engine(position.game)
    assert 0 < engine.winning_chances(engine.SCALE) < 1
    assert engine.winning_chances(-engine.SCALE) == -engine.winning_chances(engine.SCALE)
    markup = board_svg(position, BoardView(), view)
    assert markup.startswith("<svg") and markup.count('class="sq"') == len(squares)


def check_move_hooks(view: protocol.ViewHooks, position: Any, move: Any) -> None:
    squares = set(view.squares(position))
    path = view.path(position, move)
    assert isinstance(path, tuple) and set(path) <= squares
    if path:
        assert isinstance(view.why_not(position, path[:1]), str)
    if view.part_of is not None and path:
        assert isinstance(view.part_of(move), int)
    grid = Grid(position.size, view.layout(position))
    steps = view.animation(position, move, grid)
    assert isinstance(steps, list) and all(isinstance(step, dict) for step in steps)
    assert all(s in squares for s in view.changed(position, move))
    if path:
        assert all(isinstance(s, str) for s in view.dragged(position, path[0], None))
    after = position.copy()
    after.push(move)
    assert isinstance(view.announce(position, move, after), str)
    focus = view.focus_after(after, move)
    assert focus is None or focus in set(view.squares(after))


def click_through(position: Any, move: Any) -> list[str]:
    """Play ``move`` on a fresh session by clicking its path (and answering the question
    the game asks when several moves share it); the texts of the moves played."""
    session = Session(Game(position.copy()), seed=1)
    path = session.path(move)
    outcome = None
    for square in path:
        outcome = session.click(square)
        assert not outcome.error, outcome.message
    if outcome is not None and not outcome.played and session.question is not None:
        question: Question = session.question
        keys = [option.key for option in question.options if option.move == move]
        assert len(keys) == 1, "the question offers the move exactly once"
        outcome = session.choose(keys[0])
    assert outcome is not None and outcome.played
    return outcome.played_texts


def test_every_move_is_drawn_and_clicked_through_the_click_model(
        variant: tuple[str, str, int]) -> None:
    game = variant[0]
    view = games.view(game)
    for played, ply, position in positions(*variant):
        check_view_hooks(view, position)
        moves = position.legal_moves()
        sampled = ply % max(1, len(played.moves) // SAMPLED) == 0
        for move in moves:
            check_move_hooks(view, position, move)
            if not sampled or position.is_over():
                continue
            if not view.path(position, move):
                # Only a forced pass has no path: the page plays it by itself.
                assert moves == [move] and move == games.rules(game).PASS
                continue
            assert click_through(position, move)[0] == position.notation(move)


# --- the engine ---------------------------------------------------------------------------


def test_every_engine_hook_returns_what_it_declares(variant: tuple[str, str, int]) -> None:
    game, _, size = variant
    engine = games.engine(game)
    assert isinstance(engine.SCALE, int) and engine.SCALE > 0
    levels = engine.levels_for(size)
    assert sorted(levels) == [1, 2, 3, 4, 5]
    assert all(isinstance(level, Level) for level in levels.values())
    for _, ply, position in positions(*variant):
        if ply % 7:
            continue
        moves = position.legal_moves()
        if position.is_over():
            score = engine.final_score(position)
            assert isinstance(score, int) and abs(score) <= 200
            winner = position.winner()
            assert (score > 0) == (winner == position.turn) and (score == 0) == (winner is None)
            continue
        assert isinstance(engine.evaluate(position), int)
        assert isinstance(engine.solve_when(position, 1_000), bool)
        if engine.order_moves is not None:
            assert sorted(map(position.notation, engine.order_moves(position, moves))) == \
                sorted(map(position.notation, moves))
        if engine.tactical_moves is not None:
            assert set(engine.tactical_moves(position)) <= set(moves)
        if engine.drawn is not None:
            assert isinstance(engine.drawn(position), bool)
        if engine.quiet_move is not None:
            assert all(isinstance(engine.quiet_move(m), bool) for m in moves)


# --- records, links, saved games, the editor -------------------------------------------------


def test_records_links_saved_games_and_the_editor_read_back(
        variant: tuple[str, str, int]) -> None:
    game, variant_id, size = variant
    records = games.records(game)
    tags = records.board_tags(variant_id, size)
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in tags.items())
    for seed in range(GAMES_PER_VARIANT):
        played = random_game(game, variant_id, size, seed, longest=400)  # mostly to the end
        text = played.text()
        assert text == records.write(played)
        back = Game.parse(text)
        assert (back.game, back.variant, back.start.code(), back.texts) == \
            (game, variant_id, played.start.code(), played.texts)
        assert back.end.code() == played.end.code() and back.text() == text
        for ply in (0, len(played.moves) // 2, len(played.moves)):
            fragment = links.game_fragment(played, ply)
            link = links.decode(fragment, strict=True)
            assert (link.game.start.code(), link.game.texts, link.ply) == \
                (played.start.code(), played.texts, ply)
        kept = saved.loads(saved.dumps(played), now=lambda: 1_000_100.0)
        assert (kept.game.start.code(), kept.game.texts, kept.problems) == \
            (played.start.code(), played.texts, [])
        for ply in (len(played.moves) // 3, len(played.moves)):
            position = played.position_at(ply)
            editor = Editor(game, position=position)
            assert editor.check() == ""
            assert editor.position().code() == position.code()
            assert editor.draft().code() == position.code()
            assert all(isinstance(c.maximum, int) for c in editor.counters())
            assert all(isinstance(tool, Tool) and tool.name.startswith(tool.label)
                       for tool in editor.tools())


# --- teaching -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(games.GAMES))
def test_lessons_and_the_guide_are_of_their_game(game: str) -> None:
    lessons = games.lessons(game).LESSONS
    assert lessons and all(lesson.game == game for lesson in lessons)
    guide = games.guide(game)
    games.find(game).variant(guide.VARIANT)  # a variant of the game
    assert guide.TITLE and guide.SECTIONS
