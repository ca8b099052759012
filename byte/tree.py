"""A game with its variations: a tree of moves from a start position, for any game.

Each node is one move (in the game's notation) with its parent and its continuations;
the first continuation is the main line, the others are side lines (variations). Playing
a different move from an earlier position adds a side line instead of overwriting, as on
an analysis board. Every move is checked against the rules when it is added.

Records keep the variations in parentheses after the move they replace, as PGN and PDN
do (``1. b2-a3 (1. d2-c3 a5-b4) a5-b4``); a reader that skips variations (the site's plain
record reader) still reads the main line. Reversi's transcript has no move numbers, so
its variations are written without them (``f5 d6 (f6 e6) c3``).

>>> from byte.record import Game
>>> tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4"]))
>>> first = tree.main_line()[0]
>>> side = tree.add(first.id, "c5-d4")       # another reply to b2-a3: a side line
>>> tree.movetext()
'1. b2-a3 a5-b4 (1... c5-d4)'
>>> tree.promote(side.id)
True
>>> tree.movetext()
'1. b2-a3 c5-d4 (1... a5-b4)'
>>> Tree.read(tree.record()).movetext() == tree.movetext()
True
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from typing import Any

from byte import games
from byte.errors import ByteError
from byte.i18n import tr
from byte.record import (
    COMMENT,
    DRAUGHTS_RESULTS,
    MAX_MOVES,
    RESULTS,
    Game,
    move_word,
    movetext_tokens,
    split_tags,
)

MAX_NODES = 4000
"""Most moves a tree holds, over all its lines (a saved analysis stays small)."""


class Node:
    """One move of the tree: its text, the node it follows and its continuations (the
    first is the main line). The root has no move (``text == ""``)."""

    __slots__ = ("id", "text", "parent", "children")

    def __init__(self, node_id: int, text: str, parent: Node | None) -> None:
        self.id = node_id
        self.text = text
        self.parent = parent
        self.children: list[Node] = []

    @property
    def depth(self) -> int:
        """How many moves lead here from the start (the root: 0)."""
        depth, node = 0, self
        while node.parent is not None:
            depth, node = depth + 1, node.parent
        return depth

    @property
    def is_main(self) -> bool:
        """True when every move leading here is the first continuation (the main line)."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def __repr__(self) -> str:
        return f"Node({self.id}, {self.text!r})"


class Tree:
    """A start position and a tree of moves from it.

    >>> tree = Tree(games.rules("reversi").start("othello", 8))
    >>> [node.text for node in tree.extend(0, ["f5", "d6"])]
    ['f5', 'd6']
    >>> tree.game(tree.main_line()[-1].id).texts
    ['f5', 'd6']
    """

    def __init__(self, start: Any, tags: dict[str, str] | None = None) -> None:
        self.start = start.copy()
        self.tags: dict[str, str] = dict(tags or {})
        self.root = Node(0, "", None)
        self.nodes: dict[int, Node] = {0: self.root}
        self._next_id = 1

    @classmethod
    def from_game(cls, game: Game) -> Tree:
        """The tree of a plain game: its moves as the main line."""
        tree = cls(game.start, game.tags)
        tree.extend(0, game.texts)
        return tree

    # --- reading the tree -----------------------------------------------------------------

    def node(self, node_id: int) -> Node:
        """The node of ``node_id``; :class:`ByteError` when the tree has none."""
        found = self.nodes.get(node_id)
        if found is None:
            raise ByteError(tr("there is no move {number} in this analysis", number=node_id))
        return found

    def path(self, node_id: int) -> list[Node]:
        """The moves from the start to ``node_id``, in order (the root left out)."""
        node = self.node(node_id)
        found = []
        while node.parent is not None:
            found.append(node)
            node = node.parent
        return found[::-1]

    def line(self, node_id: int) -> list[Node]:
        """The line through ``node_id``: the moves leading to it, then its main
        continuation to the end."""
        found = self.path(node_id)
        node = self.node(node_id)
        while node.children:
            node = node.children[0]
            found.append(node)
        return found

    def main_line(self) -> list[Node]:
        return self.line(0)

    def game(self, node_id: int = 0) -> Game:
        """The line through ``node_id`` as a plain game (main line: ``node_id=0``)."""
        return Game(self.start, [node.text for node in self.line(node_id)], tags=self.tags)

    def position(self, node_id: int) -> Any:
        """The position after the move of ``node_id`` (a fresh copy)."""
        position = self.start.copy()
        for node in self.path(node_id):
            position.push(position.parse_move(node.text))
        return position

    def __len__(self) -> int:
        """How many moves the tree holds, over all lines."""
        return len(self.nodes) - 1

    def walk(self) -> Iterator[Node]:
        """Every node but the root, depth first, main lines first."""
        stack = list(reversed(self.root.children))
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    @property
    def has_variations(self) -> bool:
        return any(len(node.children) > 1 for node in self.nodes.values())

    # --- changing the tree ----------------------------------------------------------------

    def add(self, parent_id: int, text: str, position: Any = None) -> Node:
        """Play ``text`` after ``parent_id``: the existing continuation when it is the same
        move, else a new one (a side line when the parent has continuations already).
        ``position`` is the position after ``parent_id``, when the caller has it.
        :class:`ByteError` says why an illegal move is refused."""
        parent = self.node(parent_id)
        if position is None:
            position = self.position(parent_id)
        move = position.parse_move(text)
        canonical = position.notation(move)
        for child in parent.children:
            if child.text == canonical:
                return child
        if len(self.nodes) > MAX_NODES:
            raise ByteError(tr("an analysis holds at most {most} moves", most=MAX_NODES))
        if parent.depth >= MAX_MOVES:
            raise ByteError(tr("a line holds at most {most} moves", most=MAX_MOVES))
        child = Node(self._next_id, canonical, parent)
        self._next_id += 1
        parent.children.append(child)
        self.nodes[child.id] = child
        return child

    def extend(self, parent_id: int, texts: list[str]) -> list[Node]:
        """Play several moves in a row after ``parent_id``; the nodes they reach."""
        position = self.position(parent_id)
        found = []
        for text in texts:
            node = self.add(parent_id, text, position)
            position.push(position.parse_move(node.text))
            found.append(node)
            parent_id = node.id
        return found

    def promote(self, node_id: int) -> bool:
        """Move the side line holding ``node_id`` one step towards the main line (it takes
        the place of the line it branched from). False when it is on the main line."""
        node = self.node(node_id)
        while node.parent is not None and node.parent.children[0] is node:
            node = node.parent
        if node.parent is None:
            return False
        siblings = node.parent.children
        index = siblings.index(node)
        siblings[index - 1], siblings[index] = siblings[index], siblings[index - 1]
        return True

    def make_main(self, node_id: int) -> bool:
        """Make the line through ``node_id`` the main line. False when it already is."""
        changed = False
        while self.promote(node_id):
            changed = True
        return changed

    def delete(self, node_id: int) -> Node:
        """Remove ``node_id`` and every move after it; returns the node it followed."""
        node = self.node(node_id)
        if node.parent is None:
            raise ByteError(tr("the start position cannot be deleted"))
        parent = node.parent
        parent.children.remove(node)
        stack = [node]
        while stack:
            gone = stack.pop()
            del self.nodes[gone.id]
            stack.extend(gone.children)
        return parent

    # --- text -----------------------------------------------------------------------------

    def _numbered(self) -> bool:
        return games.records(self.start.game).MOVE_NUMBERS

    def _label(self, ply: int) -> tuple[str, bool]:
        """The number of the move made at ``ply`` (from 0) and whether it is the first
        mover's (``'3.'``) or the other's (``'3...'``)."""
        first = games.find(self.start.game).variant(self.start.variant).first
        index = ply + (1 if self.start.turn != first else 0)
        number = index // 2 + 1
        return (f"{number}.", True) if index % 2 == 0 else (f"{number}...", False)

    def movetext(self, numbers: bool | None = None) -> str:
        """The moves with their variations in parentheses, numbered as the game's record
        numbers them (``numbers=False``: bare moves, as saved)."""
        numbered = self._numbered() if numbers is None else numbers
        return " ".join(self._words(self.root, 0, numbered, True))

    def _words(self, node: Node, ply: int, numbered: bool, fresh: bool) -> list[str]:
        words: list[str] = []
        while node.children:
            main = node.children[0]
            label, first_mover = self._label(ply)
            if numbered and (first_mover or fresh):
                words.append(label)
            words.append(main.text)
            fresh = False
            for side in node.children[1:]:
                inner = self._words_from(side, ply, numbered)
                words.append("(" + " ".join(inner) + ")")
                fresh = True
            node = main
            ply += 1
        return words

    def _words_from(self, side: Node, ply: int, numbered: bool) -> list[str]:
        """A side line starting with the move ``side``."""
        label, _ = self._label(ply)
        words = [label] if numbered else []
        words.append(side.text)
        return words + self._words(side, ply + 1, numbered, False)

    def record(self) -> str:
        """The game's record (its own format, see its ``records`` module) with the
        variations kept in parentheses."""
        main = self.game(0)
        text = main.text()
        head, _, body = text.partition("\n\n")
        result = body.split()[-1] if body.split() else "*"
        words = self.movetext()
        body = textwrap.fill(f"{words} {result}".strip(), width=79, break_long_words=False,
                             break_on_hyphens=False)
        return f"{head}\n\n{body}\n"

    @classmethod
    def from_movetext(cls, start: Any, text: str, tags: dict[str, str] | None = None) -> Tree:
        """Read moves with variations (as :meth:`movetext` writes them) from ``start``.

        A pass a transcript leaves out is put back (Reversi); :class:`ByteError` names the
        first illegal move.

        >>> from byte.games.byte.rules import Position
        >>> tree = Tree.from_movetext(Position(), "b2-a3 (d2-c3 a5-b4) a5-b4")
        >>> [node.text for node in tree.main_line()], len(tree)
        (['b2-a3', 'a5-b4'], 4)
        """
        tree = cls(start, tags)
        tree._read(_tokens(text))
        return tree

    def _read(self, tokens: list[str]) -> None:
        position = self.start.copy()
        current = self.root
        # For each open variation: the node to come back to and the moves played in it.
        frames: list[tuple[Node, int]] = []
        played = 0
        for token in tokens:
            if token == "(":
                if current.parent is None:
                    raise ByteError(tr("a variation in parentheses must follow the move it "
                                       "replaces"))
                frames.append((current, played))
                position.pop()
                current = current.parent
                played = 0
            elif token == ")":
                if not frames:
                    raise ByteError(tr("a variation closed with ')' was never opened with "
                                       "'('"))
                for _ in range(played):
                    position.pop()
                back, played = frames.pop()
                position.push(position.parse_move(back.text))
                current = back
            else:
                pushed = self._play_word(current, position, token)
                played += len(pushed)
                current = pushed[-1]
        if frames:
            raise ByteError(tr("a variation opened with '(' is never closed with ')'"))

    def _play_word(self, parent: Node, position: Any, word: str) -> list[Node]:
        """Play one record word after ``parent``; a pass it leaves out is put back."""
        try:
            node = self.add(parent.id, word, position)
        except ByteError as error:
            legal = position.legal_moves()
            if len(legal) == 1 and position.notation(legal[0]) == "pass" and word != "pass":
                passed = self.add(parent.id, "pass", position)
                position.push(legal[0])
                try:
                    node = self.add(passed.id, word, position)
                except ByteError:
                    position.pop()
                    raise _illegal(self, parent, word, error) from None
                position.push(position.parse_move(node.text))
                return [passed, node]
            raise _illegal(self, parent, word, error) from None
        position.push(position.parse_move(node.text))
        return [node]

    @classmethod
    def read(cls, text: str, game: str | None = None, variant: str | None = None,
             size: int | None = None) -> Tree:
        """Read a record of any game with its variations. The main line is read and
        checked by the game's own reader (tags, start, result); the variations are then
        replayed from the same start.

        >>> tree = Tree.read('[GameType "21"]\\n1. 11-15 (1. 9-13 22-18) 23-19 *')
        >>> tree.start.variant, [n.text for n in tree.main_line()], len(tree)
        ('english', ['11-15', '23-19'], 4)
        """
        main = Game.parse(text, game, variant, size)
        tokens = _tokens(split_tags(text)[1])
        tree = cls(main.start, main.tags)
        if "(" not in tokens:
            tree.extend(0, main.texts)
            return tree
        tree._read(tokens)
        if [node.text for node in tree.main_line()] != main.texts:
            # Written in a form only the game's own reader understands (a transcript run
            # together): keep the main line it read.
            tree = cls(main.start, main.tags)
            tree.extend(0, main.texts)
        return tree


def _illegal(tree: Tree, parent: Node, word: str, error: ByteError) -> ByteError:
    label, _ = tree._label(parent.depth)
    return ByteError(tr("move {number} {move} is illegal: {error}", number=label,
                        move=word[:24], error=error))


def _tokens(text: str) -> list[str]:
    """Moves and parentheses of a move text; comments, numbers, glyphs and results go."""
    kept = []
    for token in movetext_tokens(text):
        if token in "()":
            kept.append(token)
        elif token != COMMENT and token not in RESULTS and token not in DRAUGHTS_RESULTS:
            word = move_word(token)
            if word:
                kept.append(word)
    return kept
