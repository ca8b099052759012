"""The session's click model with Reversi and Checkers: one-click moves, passes, the
compulsory capture and the majority rule in words, ambiguous captures settled by a
landing square, drags, records and the New game choices of every game."""

from __future__ import annotations

from byte.games.checkers import rules as checkers
from byte.games.reversi import rules as reversi
from byte.record import Game
from byte.web.controller import COMPUTER, Session


def reversi_session(code: str | None = None, variant: str = "othello") -> Session:
    start = reversi.from_code(code, variant) if code else reversi.start(variant)
    return Session(Game(start), seed=3)


def checkers_session(code: str, variant: str = "brazilian") -> Session:
    return Session(Game(checkers.from_code(code, variant)), seed=3)


def rsq(session: Session, name: str) -> int:
    return session.position.parse_square(name)


def test_one_click_plays_a_reversi_move_and_says_what_turned() -> None:
    session = reversi_session()
    assert {session.position.square_name(s) for s in session.view().targets} == {
        "d3", "c4", "f5", "e6"}
    outcome = session.click(rsq(session, "f5"))
    assert outcome.played_texts == ["f5"]
    assert outcome.announce.startswith("Black f5, turning 1 disc (4-1).")
    assert session.position.turn == "w"
    assert session.view().last_marks == frozenset({rsq(session, "e5")})


def test_an_illegal_reversi_click_says_why_and_keeps_the_board() -> None:
    session = reversi_session()
    refused = session.click(rsq(session, "d6"))
    assert refused.error and not refused.played
    assert refused.message.startswith("d6 flips nothing")
    assert "outflank" in refused.message
    taken = session.click(rsq(session, "d4"))
    assert taken.error and "d4" in taken.message.lower()


def test_legal_move_dots_can_be_switched_off() -> None:
    session = reversi_session()
    session.settings.show_moves = False
    assert session.view().targets == frozenset()


def test_a_forced_reversi_pass_is_played_and_announced_with_whose_turn_it_is() -> None:
    # White (to move) has no move: the page passes for it and says Black is to move,
    # which is what the turn line says too.
    code = "XXXXXXXXXXXOXXXXXXXXXXOXXXXXXXOXXXOXOXOXXOXXXXOOXOOOXXOOXXXXXXO- O"
    session = reversi_session()
    outcome = session.load(Game(reversi.from_code(code)), 0)
    assert session.game.texts == ["pass"] and session.position.turn == "b"
    assert outcome.message == "White has no legal move and passes. Black to move."
    assert session.status() == "Black to move"


def test_a_finished_reversi_game_has_a_banner_with_counts_and_winner() -> None:
    code = "XXXXXXXXXXXOXXXXXXXXXXOXXXXXXXOXXXOXOXOXXOXXXXOOXOOOXXOOXXXXXXO- O"
    session = reversi_session(code)
    assert session.game.texts == ["pass"]
    session.click(rsq(session, "h8"))
    assert session.position.is_over()
    banner = session.banner()
    assert "Black wins" in banner and "-" in banner


def test_reversi_hint_puts_a_value_on_every_legal_square() -> None:
    session = reversi_session()
    request = session.hint_request()
    assert request and request["all"] and request["game"] == "reversi"
    result = {"move": "f5", "score": 0.01,
              "scores": {"f5": 0.1, "d3": 0.1, "c4": -0.2, "e6": 0.0}}
    outcome = session.hint_result(request["token"], result)
    assert outcome is not None and outcome.message == "Hint: f5."
    shown = {session.position.square_name(s): text for s, text in session.view().scores.items()}
    # The scores are White's view; Black is to move, so the squares show Black's winning
    # chances (the one scale, in per cent).
    assert shown == {"f5": "45%", "d3": "45%", "c4": "60%", "e6": "50%"}


def test_reversi_is_never_flipped() -> None:
    session = reversi_session()
    session.settings.flip = True
    assert session.grid().flip is False


def test_a_compulsory_capture_is_marked_and_explained() -> None:
    session = checkers_session("W:Wc3,g3:Bd4")
    c3 = session.position.parse_square("c3")
    assert session.view().must == frozenset({c3})
    refused = session.click(session.position.parse_square("g3"))
    assert refused.error and refused.message == "A capture is compulsory: take with c3."
    done = session.click(c3)
    assert not done.played
    done = session.click(session.position.parse_square("e5"))
    assert done.played_texts == ["c3xe5"]
    assert "taking 1 piece" in done.announce


def test_the_majority_rule_is_explained() -> None:
    # a3 could take b4 alone; h2 takes g3 and then, backwards, e3.
    session = checkers_session("W:Wa3,h2:Bb4,g3,e3")
    pos = session.position
    assert [pos.notation(m) for m in pos.legal_moves()] == ["h2xd2"]
    refused = session.click(pos.parse_square("a3"))
    assert refused.error and refused.message == (
        "a3 can take only one piece, h2 can take two, and the most pieces must be taken.")


def test_an_ambiguous_capture_is_settled_by_clicking_a_landing_square() -> None:
    # The king on f2 can reach h4 two ways, taking different pieces.
    session = checkers_session("W:WKf2:Bd6,g5,d4,c7")
    pos = session.position
    f2, h4 = pos.parse_square("f2"), pos.parse_square("h4")
    session.click(f2)
    asked = session.click(h4)
    assert not asked.played and "Several captures end on h4" in asked.message
    assert {pos.square_name(s) for s in session.targets} == {"b6", "d8", "c5", "e7"}
    done = session.click(pos.parse_square("c5"))
    assert done.played_texts == ["f2xc5xe7xh4"]


def test_a_capture_with_one_way_plays_from_its_start_and_end() -> None:
    session = checkers_session("W:Wc3:Bd4,d6,f6,f4")
    pos = session.position
    session.click(pos.parse_square("c3"))
    done = session.click(pos.parse_square("g7"))
    assert done.played_texts == ["c3xg7"]


def test_a_click_on_a_blocked_man_says_why_it_cannot_move() -> None:
    session = Session(Game.new("checkers"))
    square = session.position.parse_square
    assert session.click(square("c1")).message == (
        "The man on c1 cannot move: the squares ahead of it are taken.")
    # With another man chosen, the click still means the blocked man, not a move onto it.
    assert session.click(square("a3")).message == ""
    clicked = session.click(square("c1"))
    assert clicked.error and clicked.message == (
        "The man on c1 cannot move: the squares ahead of it are taken.")
    assert session.clicked == ()
    session.click(square("a3"))
    assert session.click(square("f6")).message == (
        "The piece on f6 is Black's, and it is White's turn.")
    # Another man that can move is simply chosen instead.
    session.click(square("a3"))
    assert session.click(square("c3")).message == "" and session.clicked == (square("c3"),)


def test_a_checkers_drag_carries_the_piece() -> None:
    session = checkers_session("W:Wc3:Bh8")
    pos = session.position
    assert session.drag_start(pos.parse_square("c3"))
    done = session.drop(pos.parse_square("d4"))
    assert done.played_texts == ["c3-d4"]


def test_new_game_of_each_game_and_variant() -> None:
    session = Session(seed=1)
    session.new_game(game="reversi", variant="reversi", size=6)
    assert (session.game.game, session.game.variant, session.position.size) == (
        "reversi", "reversi", 6)
    assert session.position.turn == "b"
    session.new_game(game="checkers", variant="international", opponent=COMPUTER, level=1,
                     human="b")
    assert session.position.size == 10 and session.settings.flip
    request = session.bot_request()
    assert request and request["game"] == "checkers" and request["variant"] == "international"
    session.new_game(game="byte")
    assert session.game.game == "byte" and session.position.size == 8


def test_the_computer_is_asked_with_the_history_so_draw_rules_apply() -> None:
    """A draughts position alone does not know its repetitions or king-move counters."""
    session = checkers_session("W:WKa1:BKh8")
    session.settings.opponent = COMPUTER
    session.settings.human = "b"
    request = session.bot_request()
    assert request and request["code"] == "W:WKa1:BKh8" and request["moves"] == []
    session.computer.thinking = None
    session.settings.human = "w"
    session.click(session.position.parse_square("a1"))
    session.click(session.position.parse_square("b2"))
    request = session.bot_request()
    assert request and request["moves"] == ["a1-b2"] and request["code"] == "W:WKa1:BKh8"
