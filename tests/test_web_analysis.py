"""The analysis board's session: side lines instead of replaced moves, navigation over the
tree, promote and delete, saving and restoring, the computer's answers per position."""

from __future__ import annotations

import json

from byte import saved
from byte.record import Game
from byte.tree import Tree
from byte.web.analysis import (
    Analysis,
    close_analysis,
    engine_html,
    engine_rows,
    open_analysis,
    pv_words,
    tree_html,
)
from byte.web.controller import COMPUTER, HUMAN, Session, Settings
from byte.web.persist import GameStore, MemoryStorage, address_fragment, boot, saved_text


def analysed(moves: list[str], ply: int | None = None, game: str = "byte",
             variant: str | None = None) -> Session:
    record = Game.new(game, variant)
    for text in moves:
        record.push(text)
    session = Session(record, ply)
    open_analysis(session)
    return session


def play(session: Session, text: str):
    return session.play(session.position.parse_move(text))


def test_a_move_from_an_earlier_position_makes_a_variation_and_keeps_the_old_line() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    outcome = play(session, "c5-d4")
    assert outcome.message == "A new variation." and session.replaced is None
    assert session.game.texts == ["b2-a3", "c5-d4"] and session.ply == 2
    tree = session.analysis.tree
    assert [n.text for n in tree.main_line()] == ["b2-a3", "a5-b4", "d2-c3"]
    assert len(tree) == 4


def test_playing_the_move_already_there_follows_its_line() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    outcome = play(session, "a5-b4")
    assert outcome.message == ""
    assert session.game.texts == ["b2-a3", "a5-b4", "d2-c3"] and session.ply == 2
    assert len(session.analysis.tree) == 3


def test_normal_play_still_replaces_and_brings_back() -> None:
    session = Session(Game(moves=["b2-a3", "a5-b4", "d2-c3"]), ply=1)
    outcome = play(session, "c5-d4")
    assert "replaced" in outcome.message and session.replaced == (1, ["a5-b4", "d2-c3"])
    open_analysis(session)  # the replaced line becomes a variation
    tree = session.analysis.tree
    assert [n.text for n in tree.main_line()] == ["b2-a3", "c5-d4"]
    assert tree.movetext() == "1. b2-a3 c5-d4 (1... a5-b4 2. d2-c3)"
    assert session.ply == 2 and session.analysis.current(session).text == "c5-d4"


def test_opening_the_analysis_makes_it_a_board_for_one_person() -> None:
    session = Session(Game(), settings=Settings(opponent=COMPUTER, level=3))
    open_analysis(session)
    assert session.settings.opponent == HUMAN and session.bot_request() is None
    assert close_analysis(session).message.startswith("Back to the game")
    assert session.analysis is None


def test_selecting_a_node_shows_its_line_and_stepping_walks_it() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    play(session, "c5-d4")
    play(session, "d2-c3")
    analysis = session.analysis
    main_end = analysis.tree.main_line()[-1]
    outcome = analysis.select(session, main_end.id)
    assert session.game.texts == ["b2-a3", "a5-b4", "d2-c3"] and session.ply == 3
    assert "d2-c3" in outcome.announce
    side = analysis.tree.main_line()[0].children[1]
    analysis.select(session, side.id)
    assert session.game.texts == ["b2-a3", "c5-d4", "d2-c3"] and session.ply == 2
    session.step(1)
    assert analysis.current(session).text == "d2-c3" and not analysis.current(session).is_main
    session.go_to(0)
    assert analysis.current(session) is analysis.tree.root


def test_promote_and_delete_from_the_session() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    play(session, "c5-d4")
    analysis = session.analysis
    assert analysis.promote(session).message == "The variation was moved up."
    assert [n.text for n in analysis.tree.main_line()] == ["b2-a3", "c5-d4"]
    assert analysis.promote(session).error  # the main line already
    outcome = analysis.delete(session)
    assert outcome.message == "1 move deleted."
    assert session.ply == 1 and session.game.texts == ["b2-a3", "a5-b4", "d2-c3"]
    session.go_to(0)
    assert analysis.delete(session).error


def test_make_main_line_from_a_nested_side_line() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    play(session, "c5-d4")
    play(session, "d2-c3")
    session.go_to(2)
    play(session, "f2-e3")  # a side line inside the side line
    assert session.analysis.promote(session, all_the_way=True).message.endswith("main line.")
    assert [n.text for n in session.analysis.tree.main_line()] == ["b2-a3", "c5-d4", "f2-e3"]


def test_the_analysis_survives_saving_and_a_reload() -> None:
    store = GameStore(MemoryStorage())
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    play(session, "c5-d4")
    store.save(saved_text(session), "byte")
    fragment = address_fragment(session)
    again = boot(fragment, store).session  # a reload: the address holds the line on screen
    assert again.analysis is not None
    assert again.analysis.tree.movetext() == session.analysis.tree.movetext()
    assert again.game.texts == ["b2-a3", "c5-d4"] and again.ply == 2
    restored = boot("", store)  # without the address: from storage alone
    assert restored.message == "Your analysis was restored."
    assert restored.session.analysis.tree.movetext() == session.analysis.tree.movetext()


def test_a_damaged_saved_analysis_keeps_the_game() -> None:
    session = analysed(["b2-a3", "a5-b4"])
    data = json.loads(saved_text(session))
    for damage in ({"tree": "b2-a3 (b2-b9)", "line": [0]}, {"tree": 7}, "x",
                   {"tree": "b2-a3 a5-b4", "line": [0, 5]},
                   {"tree": "b2-a3 c5-d4", "line": [0, 0]}):
        data["analysis"] = damage
        store = GameStore(MemoryStorage({"byte.saved-game": json.dumps(data)}))
        start = boot("", store)
        assert start.session.game.texts == ["b2-a3", "a5-b4"]
        assert start.session.analysis is None


def test_from_data_round_trips_the_line_on_screen() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    play(session, "c5-d4")
    data = session.analysis.to_data()
    assert data == {"tree": "b2-a3 a5-b4 (c5-d4) d2-c3", "line": [0, 1]}
    again = Analysis.from_data(session.game.start, data, session.game.texts)
    assert [n.text for n in again.line] == ["b2-a3", "c5-d4"]
    kept = saved.loads(saved.dumps(session.game, session.ply, analysis=data))
    assert kept.analysis == data


def test_engine_answers_are_kept_per_position_and_shown_best_first() -> None:
    session = analysed(["b2-a3"])
    analysis = session.analysis
    request = analysis.engine_request(session, 3)
    assert request["all"] is True and request["moves"] == ["b2-a3"]
    code = request["position"]
    legal = [session.position.notation(m) for m in session.legal]
    scores = {text: -0.1 * index for index, text in enumerate(legal)}  # White's view
    assert analysis.engine_result(code, 3, {"scores": scores, "score": 0.0, "depth": 4,
                                            "pv": [legal[-1], "d2-c3"]})
    rows = engine_rows(analysis, session.position)
    assert rows[0][0] == legal[-1]  # Black to move: the lowest White score is best
    assert analysis.engine_request(session, 3) is None  # known
    assert analysis.engine_request(session, 5) is not None  # deeper still to come
    assert pv_words(analysis, session.position, session.ply) == f"1... {legal[-1]} 2. d2-c3"
    html = engine_html(analysis, session.position, session.ply, busy=False)
    assert f'data-engine-move="{legal[-1]}"' in html and "Best line" in html
    assert not analysis.engine_result(code, 5, {"stopped": True, "scores": {}})
    assert not analysis.engine_result(code, 5, {"error": "x"})


def test_reversi_values_are_written_on_the_squares() -> None:
    session = analysed(["f5"], game="reversi")
    analysis = session.analysis
    request = analysis.engine_request(session, 3)
    legal = [session.position.notation(m) for m in session.legal]
    analysis.engine_result(request["position"], 3,
                           {"scores": {t: 0.2 for t in legal}, "score": 0.2, "depth": 3})
    view = session.view()
    # White to move: 0.2 on the one scale is 60% winning chances for White on every move.
    assert len(view.scores) == len(legal)
    assert set(view.scores.values()) == {"60%"}


def test_the_move_tree_markup_names_every_move() -> None:
    session = analysed(["b2-a3", "a5-b4", "d2-c3"], ply=1)
    play(session, "c5-d4")
    html = tree_html(session.analysis, session.analysis.current(session).id)
    assert html.count('class="move"') == 4
    assert 'aria-label="1. Black c5-d4, variation"' in html
    assert 'aria-current="step"' in html and html.count('class="variation"') == 1
    empty = Tree(Game().start)
    assert "No moves yet" in tree_html(Analysis(empty), 0)
