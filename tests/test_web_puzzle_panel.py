"""The puzzles part alone (byte/web/puzzle_panel.py): a puzzle on the board, the learner
followed, the page's mode declared."""

from __future__ import annotations

import json

from fake_page import Page

from byte.puzzles import load
from byte.web.controller import Session
from byte.web.dom import Writes
from byte.web.motion import MOVE_MS
from byte.web.parts import Mode, PageMode
from byte.web.puzzle_panel import PANEL_ID, STORAGE_KEY, Puzzles
from byte.web.sounds import WRONG

INDEX = 2
PUZZLE = load("byte")[INDEX]  # four moves: the learner's, the defence, again


class Storage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value


def puzzles(session: Session, page: Page, mode: PageMode, storage: Storage | None = None,
            writes: Writes | None = None, embed: bool = False) -> Puzzles:
    return Puzzles(session, mode=mode, embed=embed, writes=writes or Writes(),
                   flush=page.flush, render=page.render, act=page.act, say=page.say,
                   focus_board=page.focus_board, play_sound=page.play_sound,
                   keep_current_game=page.keep_current_game, later=page.later,
                   storage=lambda: storage, warn=lambda _text: None)


def play(session: Session, text: str) -> None:
    session.play(session.position.parse_move(text))


def test_the_line_is_played_through_the_defence_to_solved() -> None:
    session, page, mode, storage = Session(), Page(), PageMode(), Storage()
    part = puzzles(session, page, mode, storage)
    part.open_puzzle("byte", INDEX)
    assert mode.current is Mode.PUZZLE and page.kept == 1 and page.focused == [False]
    assert session.game.start.code() == PUZZLE.code and not session.game.moves
    assert page.messages() == [f"Puzzle {INDEX + 1} of {len(load('byte'))}: {PUZZLE.title}."]
    for learner, defence in zip(PUZZLE.line[::2], PUZZLE.line[1::2], strict=True):
        play(session, learner)
        part.after_change()
        (delay, defend), = page.timers  # the defence waits until the move has been seen
        page.timers.clear()
        assert delay > MOVE_MS
        defend()
        assert session.game.texts[-1] == defence
        part.after_change()
    assert json.loads(storage.items[STORAGE_KEY])["solved"] == [PUZZLE.id]
    assert PUZZLE.id in part.progress.solved
    assert page.flushes >= 1 and mode.current is Mode.PUZZLE  # solved, still on the board


def test_a_wrong_move_is_explained_and_taken_back() -> None:
    session, page, mode = Session(), Page(), PageMode()
    part = puzzles(session, page, mode)
    part.open_puzzle("byte", INDEX)
    wrong, (_lets, answer) = next(iter(PUZZLE.wrong[0].items()))
    play(session, wrong)
    part.after_change()
    assert not session.game.moves and session.ply == 0
    assert page.sounds == [WRONG]
    text, error = page.said[-1]
    assert error and wrong in text and answer in text
    assert part.attempt is not None and part.attempt.mistakes == 1
    part.note_refused_move()  # a move the rules refused counts as a wrong try too
    assert part.attempt.mistakes == 2


def test_back_to_your_game_brings_the_game_left_back() -> None:
    session, page, mode = Session(), Page(), PageMode()
    play(session, "b2-a3")
    game = session.game
    part = puzzles(session, page, mode)
    part.open_puzzle("byte", INDEX)
    part.leave_puzzles()
    assert session.game is game and session.ply == 1
    assert mode.current is Mode.PLAYING and part.puzzle is None
    assert page.messages()[-1] == "Back to your game."


def test_leaving_the_puzzles_position_another_way_ends_the_puzzle() -> None:
    session, page, mode = Session(), Page(), PageMode()
    part = puzzles(session, page, mode)
    part.open_puzzle("byte", INDEX)
    mode.start_editing()
    session.new_game(game="reversi")  # e.g. the editor's position or a new game
    part.after_change()
    assert part.puzzle is None and part.attempt is None and page.flushes == 1
    mode.stop_editing()
    assert mode.current is Mode.PLAYING


def test_the_panel_is_written_when_it_changed_and_never_in_an_embed() -> None:
    session, page, mode, writes = Session(), Page(), PageMode(), Writes()
    part = puzzles(session, page, mode, writes=writes)
    part.write()
    part.write()  # unchanged: not written again
    markups = [item for item in writes.items if item[1] == "=markup"]
    assert len(markups) == 1 and markups[0][0] == f"#{PANEL_ID}"
    embedded = Writes()
    puzzles(session, page, mode, writes=embedded, embed=True).write()
    assert embedded.items == []


def test_a_puzzle_set_that_cannot_be_read_shows_no_panel() -> None:
    session, page, mode, writes = Session(), Page(), PageMode(), Writes()
    warnings: list[str] = []

    def broken(_game: str) -> list:
        raise ValueError("line 3: not JSON")

    part = Puzzles(session, mode=mode, embed=False, writes=writes, flush=page.flush,
                   render=page.render, act=page.act, say=page.say,
                   focus_board=page.focus_board, play_sound=page.play_sound,
                   keep_current_game=page.keep_current_game, later=page.later,
                   storage=lambda: None, warn=warnings.append, load_puzzles=broken)
    assert part.puzzles_of("byte") == [] and len(warnings) == 1
    part.write()
    assert (f"#{PANEL_ID}", "hidden", True) in writes.items


def test_the_rule_set_on_screen_chooses_the_puzzles() -> None:
    # Checkers' default rules get their own puzzles; Breakthrough draughts keeps its own
    # (the puzzle's rules then stay those of the list it was opened from).
    checkers = load("checkers")
    for variant in ("brazilian", "breakthrough"):
        session, page, mode = Session(), Page(), PageMode()
        session.new_game(game="checkers", variant=variant)
        part = puzzles(session, page, mode)
        game, offered = part.offered()
        assert game == "checkers" and offered
        assert offered == [p for p in checkers if p.variant == variant]
        part.open_puzzle("checkers", len(offered) - 1)
        assert part.puzzle == offered[-1] and session.game.variant == variant
        assert page.messages() == [
            f"Puzzle {len(offered)} of {len(offered)}: {offered[-1].title}."]
        assert part.offered()[1] == offered
    # A rule set without puzzles of its own is offered all of the game's.
    session = Session()
    session.new_game(game="checkers", variant="international")
    assert puzzles(session, Page(), PageMode()).offered()[1] == checkers
