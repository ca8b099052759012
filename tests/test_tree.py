"""The move tree: adding moves and side lines, walking lines, promoting and deleting
variations, and records of every game that keep the variations."""

from __future__ import annotations

import random

import pytest

from byte.errors import ByteError
from byte.record import Game
from byte.tree import Tree

GAMES = [("byte", "byte"), ("reversi", "othello"), ("reversi", "reversi"),
         ("checkers", "brazilian"), ("checkers", "international"), ("checkers", "english")]


def random_tree(game: str, variant: str, seed: int, lines: int = 6, depth: int = 30) -> Tree:
    """A tree of random lines branching from random points of earlier lines."""
    rng = random.Random(seed)
    tree = Tree(Game.new(game, variant).start)
    for _ in range(lines):
        nodes = [tree.root, *tree.walk()]
        parent = rng.choice(nodes)
        position = tree.position(parent.id)
        for _ in range(rng.randrange(1, depth)):
            legal = position.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            node = tree.add(parent.id, position.notation(move), position)
            position.push(move)
            parent = node
    return tree


def shape(tree: Tree) -> list:
    def of(node):
        return [(child.text, of(child)) for child in node.children]
    return of(tree.root)


def test_a_different_move_from_an_earlier_position_makes_a_side_line() -> None:
    tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4", "d2-c3"]))
    first = tree.main_line()[0]
    again = tree.add(first.id, "a5-b4")
    assert again is tree.main_line()[1]  # the same move: the existing continuation
    side = tree.add(first.id, "c5-d4")
    assert [n.text for n in tree.main_line()] == ["b2-a3", "a5-b4", "d2-c3"]
    assert [n.text for n in tree.line(side.id)] == ["b2-a3", "c5-d4"]
    assert side.depth == 2 and not side.is_main and tree.main_line()[-1].is_main
    assert tree.has_variations and len(tree) == 4
    assert tree.game(side.id).texts == ["b2-a3", "c5-d4"]
    assert tree.position(side.id).code() == tree.game(side.id).end.code()


def test_moves_are_checked_and_written_in_their_canonical_form() -> None:
    tree = Tree(Game.new("checkers", "english").start)
    node = tree.add(0, "11-15")
    with pytest.raises(ByteError, match="."):
        tree.add(node.id, "11-15")
    with pytest.raises(ByteError, match="no move 99"):
        tree.add(99, "11-15")
    reversi = Tree(Game.new("reversi").start)
    assert reversi.add(0, "F5").text == "f5"


def test_the_line_through_a_node_follows_its_main_continuation() -> None:
    tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4", "d2-c3", "c5-d4"]))
    first = tree.main_line()[0]
    side = tree.extend(first.id, ["c5-d4", "d2-c3"])
    assert [n.text for n in tree.line(side[0].id)] == ["b2-a3", "c5-d4", "d2-c3"]
    assert [n.text for n in tree.path(side[0].id)] == ["b2-a3", "c5-d4"]
    assert tree.line(0) == tree.main_line()


def test_promote_moves_a_side_line_up_one_step_and_make_main_goes_all_the_way() -> None:
    tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4", "d2-c3"]))
    first = tree.main_line()[0]
    second = tree.add(first.id, "c5-d4")
    third = tree.add(first.id, "e5-d4")
    deep = tree.add(second.id, "d2-c3")
    nested = tree.add(second.id, "f2-e3")  # a side line inside a side line
    assert tree.promote(third.id)  # one step: ahead of c5-d4
    assert [c.text for c in first.children] == ["a5-b4", "e5-d4", "c5-d4"]
    assert tree.make_main(nested.id)
    assert [n.text for n in tree.main_line()] == ["b2-a3", "c5-d4", "f2-e3"]
    assert [c.text for c in second.children] == ["f2-e3", "d2-c3"]
    assert not tree.promote(nested.id) and not tree.make_main(nested.id)
    assert not deep.is_main


def test_delete_removes_a_move_and_everything_after_it() -> None:
    tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4", "d2-c3"]))
    first = tree.main_line()[0]
    side = tree.extend(first.id, ["c5-d4", "d2-c3"])
    parent = tree.delete(side[0].id)
    assert parent is first and len(tree) == 3 and not tree.has_variations
    assert side[1].id not in tree.nodes
    main_second = tree.main_line()[1]
    tree.delete(main_second.id)
    assert [n.text for n in tree.main_line()] == ["b2-a3"]
    with pytest.raises(ByteError, match="start position cannot be deleted"):
        tree.delete(0)


def test_movetext_numbers_side_lines_as_records_do() -> None:
    tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4", "d2-c3", "c5-d4"]))
    line = tree.main_line()
    tree.add(0, "d2-c3")
    tree.add(line[1].id, "d2-e3")
    assert tree.movetext() == ("1. b2-a3 (1. d2-c3) 1... a5-b4 2. d2-c3 (2. d2-e3) 2... c5-d4")
    assert tree.movetext(numbers=False) == "b2-a3 (d2-c3) a5-b4 d2-c3 (d2-e3) c5-d4"
    checkers = Tree.from_game(Game.new("checkers", "english"))
    node = checkers.add(0, "11-15")
    checkers.add(node.id, "23-19")
    checkers.add(node.id, "22-18")
    assert checkers.movetext() == "1. 11-15 23-19 (1... 22-18)"


@pytest.mark.parametrize(("game", "variant"), GAMES)
def test_records_with_variations_round_trip(game: str, variant: str) -> None:
    for seed in range(3):
        tree = random_tree(game, variant, seed)
        text = tree.record()
        again = Tree.read(text)
        assert (again.start.game, again.start.variant) == (game, variant)
        assert shape(again) == shape(tree)
        assert again.record() == text
        assert Tree.from_movetext(tree.start, tree.movetext(numbers=False)).movetext() \
            == tree.movetext()
        # A reader that skips variations still reads the main line.
        plain = Game.parse(text)
        assert plain.texts == [n.text for n in tree.main_line()]


def test_pdn_variations_from_other_programs_are_kept() -> None:
    text = ('[GameType "20"]\n1. 32-28 {a classic} 19-23 (1... 17-22 2. 28x17 11x22) '
            '2. 28x19 14x23 (2... 13x24 {also}) *')
    tree = Tree.read(text)
    assert [n.text for n in tree.main_line()] == ["32-28", "19-23", "28x19", "14x23"]
    assert len(tree) == 8
    assert "(1... 17-22 2. 28x17 11x22)" in tree.record()


def test_a_reversi_pass_left_out_of_a_variation_is_put_back() -> None:
    game = None
    for seed in range(300):
        rng = random.Random(seed)
        record = Game.new("reversi", "othello", 6)
        while not record.end.is_over():
            record.push(rng.choice(record.end.legal_moves()))
        if "pass" in record.texts[:-1]:
            game = record
            break
    assert game is not None
    where = game.texts.index("pass")
    bare = [t for t in game.texts[:where + 2] if t != "pass"]
    tree = Tree.from_movetext(game.start, " ".join(bare))
    assert [n.text for n in tree.main_line()] == game.texts[:where + 2]
    # The same inside a side line: the pass is put back there too.
    first = game.start.copy()
    other = next(m for m in first.legal_moves() if first.notation(m) != game.texts[0])
    text = f"{game.texts[0]} ({first.notation(other)}) " + " ".join(bare[1:])
    assert [n.text for n in Tree.from_movetext(game.start, text).main_line()] \
        == game.texts[:where + 2]


@pytest.mark.parametrize(("text", "words"), [
    ("1. b2-a3 (1. b2-b9) a5-b4", "move 1. b2-b9 is illegal"),
    ("(1. b2-a3) a5-b4", "must follow the move it replaces"),
    ("1. b2-a3 (1. d2-c3 a5-b4", "never closed"),
    ("1. b2-a3 a5-b4) d2-c3", "never opened"),
])
def test_bad_variations_are_refused_in_words(text: str, words: str) -> None:
    from byte.games.byte.rules import Position
    with pytest.raises(ByteError, match=words.replace(".", r"\.").replace("(", r"\(")):
        Tree.from_movetext(Position(), text)


def test_reading_a_bad_record_says_why() -> None:
    with pytest.raises(ByteError, match="illegal"):
        Tree.read("1. b2-a3 (1. d2-c3 b2-a3) a5-b4 *")
