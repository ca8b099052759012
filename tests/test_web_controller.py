"""The session model behind the page: clicks to moves, lift levels, reasons, undo, passes."""

from __future__ import annotations

from byte import PASS, Position, parse_square
from byte.record import Game
from byte.web.controller import COMPUTER, HUMAN, Session, Settings

EXAMPLE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
# White's f2-g3 leaves Black without a legal move (found by random play, checked below).
BEFORE_PASS = ".,.,.,./.,.,bwbwbbb,./.,.,wbbw,./.,.,.,./.,.,.,./.,.,.,wbbw/.,.,w,./.,.,.,. w 1-0"


def sq(name: str) -> int:
    return parse_square(name)


def names(squares: frozenset[int] | set[int]) -> list[str]:
    from byte import square_name

    return sorted(square_name(s) for s in squares)


def session_at(code: str, **settings: object) -> Session:
    return Session(Game(Position.from_code(code)), settings=Settings(**settings), seed=1)


def test_click_selects_and_click_on_target_moves() -> None:
    session = Session(seed=1)
    outcome = session.click(sq("b2"))
    assert not outcome.played and not outcome.error
    assert session.selected == sq("b2") and names(session.targets) == ["a3", "c3"]
    outcome = session.click(sq("c3"))
    assert [str(m) for m in outcome.played] == ["b2-c3"]
    assert outcome.announce.startswith("White b2-c3.")
    assert session.position.stack("c3") == "bw"
    assert session.selected is None and session.ply == 1
    assert session.view().last_path == (sq("b2"), sq("c3"))


def test_clicking_selected_stack_again_deselects_and_another_reselects() -> None:
    session = Session(seed=1)
    session.click(sq("b2"))
    session.click(sq("b2"))
    assert session.selected is None
    session.click(sq("b2"))
    session.click(sq("d2"))
    assert session.selected == sq("d2") and names(session.targets) == ["c3", "e3"]


def test_reasons_in_plain_words() -> None:
    session = Session(seed=1)
    empty = session.click(sq("c1"))
    assert empty.error and "c1 is empty" in empty.message
    black = session.click(sq("a3"))
    assert black.error and black.message == (
        "a3 holds no White checker, so White cannot lift from it.")
    light = session.click(sq("b1"))
    assert light.error and "dark squares" in light.message
    # A selected stack sent two squares away: the engine's reason.
    session.click(sq("b2"))
    far = session.click(sq("h8"))
    assert far.error and far.message == "b2-h8 is not legal here: moves go one square diagonally."
    assert session.selected is None
    session.click(sq("b2"))
    slide = session.click(sq("c1"))
    assert slide.message == ("b2-c1 is not legal here: b2 touches another stack, so it can only "
                             "merge.")


def test_reason_for_a_lonely_stack_owned_by_the_other_side() -> None:
    position = Position.from_code(EXAMPLE)
    session = Session(Game(position), seed=1)
    # e3 touches f2, so it can only merge; it holds White checkers at levels 2 and 4.
    session.click(sq("e3"))
    assert session.selected == sq("e3") and session.part == 2
    assert names(session.targets) == ["f2"]
    session.cancel()
    lonely = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,.,./.,.,.,wwb w 1-1"
    session = session_at(lonely)
    refused = session.click(sq("e3"))
    assert refused.message == ("The bottom checker of e3 is Black's, so only Black may slide "
                               "this stack.")


def test_lift_level_question_when_several_checkers_can_go() -> None:
    session = session_at(EXAMPLE)
    session.click(sq("f2"))
    assert session.part is None  # levels 1 and 2 can both be lifted onto e3
    assert session.view().parts == frozenset({1, 2})
    asked = session.click(sq("e3"))
    assert not asked.played and session.clicked == (sq("f2"), sq("e3"))
    assert [option.key for option in session.question.options] == ["1", "2"]
    assert "Which checker of f2 goes onto e3?" in asked.message
    done = session.choose("2")
    assert [str(m) for m in done.played] == ["f2:2-e3"]
    assert session.position.stack("e3") == "bwbwbwb"


def test_tapping_the_checker_answers_the_level_question() -> None:
    session = session_at(EXAMPLE)
    session.click(sq("f2"))
    session.click(sq("e3"))
    done = session.click(sq("f2"), part=1)
    assert [str(m) for m in done.played] == ["f2-e3"]
    assert session.position.is_over()
    assert session.banner() == "Black has won 2 stacks: Black wins, 1-2"
    assert done.ending == "Game over: Black has won 2 stacks: Black wins, 1-2."
    assert done.announce.endswith(done.ending)
    assert "Game over" not in done.announce_before_ending
    assert "reached 8: Black wins it (1–2)" in done.announce
    refused = session.click(sq("e3"))
    assert refused.error and "game is over" in refused.message


def test_choosing_the_checker_first_completes_the_move_on_the_target() -> None:
    session = session_at(EXAMPLE)
    session.click(sq("f2"), part=2)
    assert session.part == 2 and names(session.targets) == ["e3"]
    done = session.click(sq("e3"))
    assert [str(m) for m in done.played] == ["f2:2-e3"]


def test_a_non_liftable_checker_tap_keeps_the_choice_open() -> None:
    session = session_at(EXAMPLE)
    tapped = session.click(sq("f2"), part=3)  # the black top checker cannot be lifted by White
    assert tapped.error and "Checker 3 of f2 cannot move now; checker 1 or 2 can" in tapped.message
    assert session.selected == sq("f2") and session.part is None
    wrong = session.choose("3")
    assert wrong.error and not wrong.played


def test_drag_and_drop_uses_the_same_rules() -> None:
    session = Session(seed=1)
    assert session.drag_start(sq("b2"))
    assert not session.drag_start(sq("a3"))  # Black's checker: nothing to drag
    session.drag_start(sq("b2"))
    dropped = session.drop(sq("a3"))
    assert [str(m) for m in dropped.played] == ["b2-a3"]
    # Dropped onto one of the mover's own stacks that is no target: back, with the reason.
    assert session.drag_start(sq("c5"))
    refused = session.drop(sq("c7"))
    assert refused.error and refused.message.startswith("c5-c7 is not legal here")
    assert session.selected is None and len(session.game.moves) == 1


def test_forced_pass_is_played_and_announced() -> None:
    session = session_at(BEFORE_PASS)
    session.click(sq("f2"))
    outcome = session.click(sq("g3"))
    assert [str(m) for m in outcome.played] == ["f2-g3", "pass"]
    assert "Black has no legal move and passes." in outcome.announce
    assert session.position.turn == "w" and session.ply == 2
    # Taking back skips over the pass to the last real choice.
    assert session.undo_target() == 0
    session.undo()
    assert session.ply == 0
    session.redo()
    assert session.ply == 2


def test_undo_redo_and_replacing_later_moves() -> None:
    session = Session(seed=1)
    for text in ("b2-c3", "c5-b4", "d2-c3"):
        session.play(session.position.parse_move(text))
    assert session.ply == 3 and not session.view().selected
    session.undo()
    assert session.ply == 2 and len(session.game.moves) == 3
    session.undo()
    assert session.ply == 1
    session.redo()
    assert session.ply == 2
    outcome = session.play(session.position.parse_move("f2-e3"))
    assert "replaced" in outcome.message
    assert [str(m) for m in session.game.moves] == ["b2-c3", "c5-b4", "f2-e3"]
    assert session.redo_target() is None
    session.go_to(0)
    assert session.position == Position()
    assert session.undo().error


def test_stepping_and_move_rows() -> None:
    session = Session(seed=1)
    for text in ("b2-c3", "c5-b4", "d2-c3"):
        session.play(session.position.parse_move(text))
    assert session.move_rows() == [("1.", [(1, "b2-c3"), (2, "c5-b4")]),
                                   ("2.", [(3, "d2-c3")])]
    session.step(-1)
    assert session.ply == 2 and "After 1... c5-b4" in session.describe_ply()
    session.step(5)
    assert session.ply == 3


def test_keyboard_focus_moves_over_dark_squares() -> None:
    session = Session(seed=1)
    session.focus = sq("b2")
    session.move_focus("up")
    assert session.focus in (sq("a3"), sq("c3"))
    session.focus = sq("b2")
    session.board_input.anchor_column = 1
    session.move_focus("up")
    session.move_focus("up")
    assert session.focus == sq("b4")  # zig-zags around its column
    session.move_focus("right")
    assert session.focus == sq("d4")
    session.move_focus("left")
    session.move_focus("left")
    session.move_focus("left")
    assert session.focus == sq("b4")  # stops at the edge (a4 is light)
    session.settings.flip = True
    session.move_focus("up")  # on a flipped board "up" goes toward rank 1
    assert session.focus >> 4 == 2
    session.focus = sq("b2")
    session.settings.flip = False
    session.activate()
    assert session.selected == sq("b2")
    session.focus = sq("c3")
    assert [str(m) for m in session.activate().played] == ["b2-c3"]


def computer_to_reply() -> tuple[Session, dict]:
    """A game against the computer (level 2) after the player's b2-c3: its turn to think."""
    session = Session(seed=3)
    session.new_game(opponent=COMPUTER, level=2, human="w")
    session.click(sq("b2"))
    session.click(sq("c3"))
    request = session.bot_request()
    assert request is not None
    return session, request


def test_computer_turn_request_and_stale_answers() -> None:
    session = Session(seed=3)
    session.new_game(size=8, opponent=COMPUTER, level=1, human="b")
    assert session.settings.flip  # Black at the bottom
    request = session.bot_request()
    assert request and request["level"] == 1 and request["code"] == Position().code()
    assert session.bot_request() is None  # already thinking
    assert session.click(sq("a3")).message == "The computer is thinking…"
    # A new game makes the pending answer stale.
    session.new_game(size=8, opponent=COMPUTER, level=1, human="b")
    assert session.bot_result(request["token"], {"move": "b2-c3"}) is None
    request = session.bot_request()
    outcome = session.bot_result(request["token"], {"move": "b2-c3", "score": 0.25})
    assert outcome and [str(m) for m in outcome.played] == ["b2-c3"]
    assert session.evaluation[Position().code()] == 0.25
    assert session.bot_request() is None  # the person's turn now
    # A wrong answer never corrupts the game.
    session.click(sq("c5"))
    session.click(sq("b4"))
    request = session.bot_request()
    bad = session.bot_result(request["token"], {"move": "h8-g7"})
    assert bad and bad.error and len(session.game.moves) == 2
    assert session.bot_request() is None  # it waits for the player instead of asking again


def test_a_failed_computer_waits_for_the_player_then_tries_again() -> None:
    session, request = computer_to_reply()
    failed = session.bot_failed(request["token"], "its worker failed to start.")
    assert failed.error and failed.message.endswith("Undo or start a new game to let it try again.")
    assert session.thinking is None and session.bot_request() is None  # no retry loop
    session.undo()
    session.click(sq("b2"))
    session.click(sq("c3"))
    assert session.bot_request() is not None  # the player moved: it tries again
    session.bot_failed(session.thinking, "its worker failed to start.")
    session.new_game(opponent=COMPUTER, level=2, human="b")
    assert session.bot_request() is not None


def test_undo_against_the_computer_returns_to_the_players_turn() -> None:
    session = Session(seed=3)
    session.new_game(opponent=COMPUTER, level=2, human="w")
    assert session.bot_request() is None
    session.click(sq("b2"))
    session.click(sq("c3"))
    request = session.bot_request()
    assert request
    session.undo()  # while the computer thinks: cancels and goes back to White's turn
    assert session.ply == 0 and session.thinking is None
    assert session.bot_result(request["token"], {"move": "c5-b4"}) is None
    assert session.bot_request() is None  # not at the end of the game
    session.redo()
    assert session.ply == 1 and session.bot_request() is not None


def test_hint_request_and_result() -> None:
    session = Session(seed=3)
    request = session.hint_request()
    assert request and request["level"] == 5
    outcome = session.hint_result(request["token"], {"move": "b2-c3", "score": 0.1})
    assert outcome and outcome.message == "Hint: b2-c3."
    assert session.view().hint_path == (sq("b2"), sq("c3"))
    session.step(0)
    assert session.computer.hint is None


def test_status_and_new_game_sizes() -> None:
    session = Session(seed=1)
    assert session.status() == "White to move"
    session.new_game(size=10, opponent=HUMAN)
    assert session.position.size == 10
    assert sum(len(s) for s in session.position.board) == 40
    session.new_game(size=8, opponent=COMPUTER, level=5, human="random")
    assert session.settings.human in ("w", "b")


def test_loading_a_game_that_ends_in_a_forced_pass_plays_it() -> None:
    start = Position.from_code(BEFORE_PASS)
    session = Session(Game(start, ["f2-g3"]), seed=1)
    assert session.game.moves[-1] == PASS and session.position.turn == "w"


def test_browsing_while_the_computer_thinks_keeps_its_move() -> None:
    session, request = computer_to_reply()
    session.go_to(0)  # look back at the start while the computer thinks
    assert session.thinking == request["token"]
    outcome = session.bot_result(request["token"], {"move": "c5-b4", "score": -0.1})
    assert outcome and [str(m) for m in outcome.played] == ["c5-b4"]
    assert "Go to the last move" in outcome.message
    assert session.ply == 0 and [str(m) for m in session.game.moves] == ["b2-c3", "c5-b4"]
    after_one = session.game.position_at(1).code()
    assert session.evaluation[after_one] == -0.1
    session.go_to(2)
    assert session.position.turn == "w" and session.bot_request() is None


def test_a_tapped_checker_that_cannot_go_is_refused_in_words_before_anything_plays() -> None:
    """Tapping e3's level-4 checker (not liftable) says so; the lift shown is level 2."""
    session = session_at(EXAMPLE)
    tapped = session.click(sq("e3"), part=4)
    assert tapped.error and not tapped.played
    assert "Checker 4 of e3 cannot move now; checker 2 can" in tapped.message
    assert session.view().part == 2  # the checker that will go is raised on the board
    done = session.click(sq("f2"))
    assert done.played_texts == ["e3:2-f2"]
