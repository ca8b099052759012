"""The analysis board: free exploration kept as a tree of variations, and the computer's
view of every legal move (pure Python, tested on CPython).

While the analysis board is open, the session's game is the line of the tree being looked
at (:attr:`Analysis.line`): stepping, undo and redo walk along it as in a normal game. A
move played from an earlier position adds a side line instead of replacing the later
moves; playing the move already there just follows it. Any node of the tree can be shown,
its line promoted, made the main line, or deleted from there on.

The computer's answers (every legal move scored, the best line) come from the computer
player's worker and are kept per position, so going back to a position shows them at once.

>>> from byte.web.controller import Session
>>> session = Session(Game(moves=["b2-a3", "a5-b4", "d2-c3"]))
>>> _ = open_analysis(session)
>>> _ = session.go_to(1)
>>> session.play(session.position.parse_move("c5-d4")).message
'A new variation.'
>>> session.analysis.tree.movetext()
'1. b2-a3 a5-b4 (1... c5-d4) 2. d2-c3'
>>> session.analysis.select(session, session.analysis.tree.main_line()[-1].id).announce
'After 2. d2-c3. Black to move.'
"""

from __future__ import annotations

import contextlib
from html import escape
from typing import Any

from byte.chances import chances_text, legend
from byte.errors import ByteError
from byte.i18n import tr, trn
from byte.record import Game
from byte.tree import Node, Tree

ANALYSIS_LEVELS = (3, 5)
"""The computer looks at a position quickly first, then deeper."""
MAX_ENGINE_POSITIONS = 300
"""Positions whose engine answers are kept (the oldest are forgotten first)."""


class Analysis:
    """The analysis board's state: the tree, the line on screen, the engine's answers."""

    def __init__(self, tree: Tree, node_id: int = 0) -> None:
        self.tree = tree
        self.line: list[Node] = tree.line(node_id)
        self.engine: dict[str, dict[str, Any]] = {}
        """Position code -> the deepest answer of the computer about it."""

    # --- the line on screen ---------------------------------------------------------------

    def node_at(self, ply: int) -> Node:
        """The node reached after ``ply`` moves of the line on screen (0: the start)."""
        return self.tree.root if ply <= 0 else self.line[min(ply, len(self.line)) - 1]

    def current(self, session: Any) -> Node:
        return self.node_at(session.ply)

    def knows(self, session: Any, move: Any) -> bool:
        """True when ``move`` from the position on screen is already in the tree."""
        text = session.position.notation(move)
        return any(child.text == text for child in self.current(session).children)

    def pushed(self, session: Any) -> None:
        """The session played a move at the end of its game (the hook of
        :meth:`Session._push`): add it to the tree and follow the line it leads to."""
        parent = self.node_at(session.ply - 1)
        child = self.tree.add(parent.id, session.game.texts[-1])
        self.line = self.tree.line(child.id)
        for node in self.line[session.ply:]:
            session.game.push(node.text)

    def select(self, session: Any, node_id: int) -> Any:
        """Show the position after ``node_id`` (its line follows its main continuation)."""
        node = self.tree.node(node_id)
        self.line = self.tree.line(node.id)
        game = Game(self.tree.start, [n.text for n in self.line], tags=self.tree.tags)
        outcome = session.load(game, node.depth, keep_analysis=True)
        outcome.announce = session.describe_ply()
        return outcome

    def promote(self, session: Any, all_the_way: bool = False) -> Any:
        """Move the line on screen one step towards the main line (or make it the main
        line)."""
        from byte.web.controller import Outcome

        node = self.current(session) if session.ply else (self.line[-1] if self.line else None)
        if node is None or node.is_main:
            return Outcome(message=tr("This is the main line already."), error=True)
        if all_the_way:
            self.tree.make_main(node.id)
            words = tr("This line is now the main line.")
            return Outcome(message=words, announce=words)
        self.tree.promote(node.id)
        words = tr("The variation was moved up.")
        return Outcome(message=words, announce=words)

    def delete(self, session: Any) -> Any:
        """Delete the move on screen and everything after it."""
        from byte.web.controller import Outcome

        node = self.current(session)
        if node.parent is None:
            return Outcome(message=tr("Go to a move to delete it and the moves after it."),
                           error=True)
        count = _count(node)
        parent = self.tree.delete(node.id)
        outcome = self.select(session, parent.id)
        words = trn("{n} move deleted.", "{n} moves deleted.", count)
        outcome.message = words
        outcome.announce = tr("{done} {where}", done=words, where=outcome.announce)
        return outcome

    # --- saving ---------------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        """What the saved game keeps: the tree's moves and which line is on screen."""
        return {"tree": self.tree.movetext(numbers=False),
                "line": [node.parent.children.index(node) for node in self.line
                         if node.parent is not None]}

    @classmethod
    def from_data(cls, start: Any, data: Any, texts: list[str]) -> Analysis:
        """Read :meth:`to_data` back for a game from ``start`` whose line on screen is
        ``texts``; :class:`ByteError` when it does not fit."""
        if not isinstance(data, dict) or not isinstance(data.get("tree"), str):
            raise ByteError(tr("the saved analysis is damaged"))
        if len(data["tree"]) > 60_000:
            raise ByteError(tr("the saved analysis is too long"))
        tree = Tree.from_movetext(start, data["tree"])
        node = tree.root
        indexes = data.get("line", [])
        if not isinstance(indexes, list):
            raise ByteError(tr("the saved analysis is damaged"))
        for index in indexes:
            if isinstance(index, bool) or not isinstance(index, int) or \
                    not 0 <= index < len(node.children):
                raise ByteError(tr("the saved analysis line is damaged"))
            node = node.children[index]
        analysis = cls(tree, node.id)
        if [n.text for n in analysis.line] != list(texts):
            raise ByteError(tr("the saved analysis does not match the saved game"))
        return analysis

    # --- the computer's view --------------------------------------------------------------

    def engine_request(self, session: Any, level: int) -> dict[str, Any] | None:
        """A question for the worker about the position on screen at ``level`` (every
        legal move scored, the best line), or None when it is known or the game is over."""
        position = session.position
        if position.is_over():
            return None
        known = self.engine.get(position.code())
        if known is not None and known.get("level", 0) >= level:
            return None
        request = session.computer.request(0, level)
        request["all"] = True
        request["position"] = position.code()
        request["analysis_level"] = level
        return request

    def engine_result(self, code: str, level: int, result: dict[str, Any]) -> bool:
        """Keep the worker's answer about ``code``; True when it was usable."""
        scores = result.get("scores")
        if "error" in result or result.get("stopped") or not isinstance(scores, dict):
            return False
        clean = {str(k): float(v) for k, v in scores.items()
                 if isinstance(v, int | float) and not isinstance(v, bool)}
        pv = result.get("pv")
        entry = {"level": level, "depth": result.get("depth", 0), "scores": clean,
                 "score": result.get("score"), "move": result.get("move"),
                 "pv": [str(t) for t in pv] if isinstance(pv, list) else []}
        self.engine.pop(code, None)
        self.engine[code] = entry
        while len(self.engine) > MAX_ENGINE_POSITIONS:
            self.engine.pop(next(iter(self.engine)))
        return True

    def known(self, position: Any) -> dict[str, Any] | None:
        return self.engine.get(position.code())

    def move_scores(self, position: Any) -> dict[str, float]:
        """Every legal move's score (White's view) the computer found, by move text."""
        known = self.known(position)
        return dict(known["scores"]) if known else {}


def open_analysis(session: Any) -> Any:
    """Open the analysis board on the session's game at the move on screen. A line the
    player replaced becomes a side line; the opponent becomes the analysis itself."""
    from byte.web.controller import HUMAN, Outcome

    if session.analysis is not None:
        return Outcome()
    tree = Tree.from_game(session.game)
    if session.replaced is not None:
        where, texts = session.replaced
        # Replaced moves that no longer fit are dropped: the game itself is kept whole.
        with contextlib.suppress(ByteError):
            tree.extend(_line_node(tree, where).id, texts)
    session.replaced = None
    session.computer.cancel()
    session.settings.opponent = HUMAN
    analysis = Analysis(tree, _line_node(tree, session.ply).id)
    session.analysis = analysis
    return Outcome(message=tr("Analysis board: play any move to explore; the moves you "
                              "replace stay as variations."),
                   announce=tr("Analysis board open."))


def close_analysis(session: Any) -> Any:
    """Back to a normal game: the line on screen becomes the game (the tree stays in the
    exported record until the analysis is closed)."""
    from byte.web.controller import Outcome

    if session.analysis is None:
        return Outcome()
    session.analysis = None
    return Outcome(message=tr("Back to the game: the line on screen is the game now."),
                   announce=tr("Analysis board closed."))


def _line_node(tree: Tree, ply: int) -> Node:
    line = tree.main_line()
    return tree.root if ply <= 0 else line[min(ply, len(line)) - 1]


def _count(node: Node) -> int:
    count, stack = 0, [node]
    while stack:
        found = stack.pop()
        count += 1
        stack.extend(found.children)
    return count


# ------------------------------------------------------------------------------ markup


def _mover(tree: Tree, ply: int) -> str:
    """Who makes the move at ``ply`` (0: the first move from the start)."""
    turn = tree.start.turn
    return turn if ply % 2 == 0 else ("b" if turn == "w" else "w")


def tree_html(analysis: Analysis, current_id: int) -> str:
    """The move list of the analysis board: the main line with its numbers, each side line
    in its own indented block under the move it replaces (as lichess shows them). Each
    move is a button carrying ``data-node``; the one on screen has ``aria-current``.

    >>> tree = Tree.from_game(Game(moves=["b2-a3", "a5-b4"]))
    >>> side = tree.add(tree.main_line()[0].id, "c5-d4")
    >>> html = tree_html(Analysis(tree), side.id)
    >>> html.count('class="move"'), 'aria-current="step"' in html, 'class="variation"' in html
    (3, True, True)
    """
    tree = analysis.tree
    if not tree.root.children:
        empty = tr("No moves yet: play one on the board.")
        return f'<p class="moves-empty">{escape(empty)}</p>'
    return (f'<div class="tree-line main-line">'
            f'{_line_html(tree, tree.root, 0, current_id, True)}</div>')


def _move_button(tree: Tree, node: Node, ply: int, current_id: int, numbered: bool,
                 fresh: bool) -> str:
    label, first_mover = tree._label(ply)
    number = ""
    if numbered and (first_mover or fresh):
        number = f'<span class="move-no">{escape(label)}</span>'
    number, white = label.rstrip("."), _mover(tree, ply) == "w"
    if node.is_main:
        name = (tr("{number}. White {move}, main line", number=number, move=node.text) if white
                else tr("{number}. Black {move}, main line", number=number, move=node.text))
    else:
        name = (tr("{number}. White {move}, variation", number=number, move=node.text) if white
                else tr("{number}. Black {move}, variation", number=number, move=node.text))
    current = ' aria-current="step"' if node.id == current_id else ""
    return (f'{number}<button type="button" class="move" data-node="{node.id}"{current} '
            f'aria-label="{escape(name)}">{escape(node.text)}</button>')


def _line_html(tree: Tree, node: Node, ply: int, current_id: int, fresh: bool) -> str:
    numbered = tree._numbered()
    parts = []
    while node.children:
        main = node.children[0]
        parts.append(_move_button(tree, main, ply, current_id, numbered, fresh))
        fresh = False
        if len(node.children) > 1:
            sides = []
            for side in node.children[1:]:
                inner = _move_button(tree, side, ply, current_id, numbered, True)
                inner += _line_html(tree, side, ply + 1, current_id, False)
                group = tr("Variation from {move}", move=side.text)
                sides.append(f'<div class="variation" role="group" '
                             f'aria-label="{escape(group)}">{inner}</div>')
            parts.append("".join(sides))
            fresh = True
        node = main
        ply += 1
    return "".join(parts)


def score_words(score: float) -> str:
    """A score in [-1, 1] (White's view) as the analysis list writes it: White's winning
    chances (:mod:`byte.chances`), or a certain result.

    >>> score_words(0.351), score_words(-1.0), score_words(0.0)
    ('68%', 'Black wins', '50%')
    """
    return chances_text(score)


def engine_rows(analysis: Analysis, position: Any) -> list[tuple[str, str, float]]:
    """The legal moves with the computer's scores, best first for the side to move:
    ``[(move, words, White's score), ...]`` (empty until the computer has answered)."""
    scores = analysis.move_scores(position)
    sign = 1 if position.turn == "w" else -1
    rows = [(text, score_words(value), value) for text, value in scores.items()]
    rows.sort(key=lambda row: (-sign * row[2], row[0]))
    return rows


def pv_words(analysis: Analysis, position: Any, ply: int) -> str:
    """The computer's best line from the position on screen, numbered as records are
    (``'3. d2-c3 c5-d4 4. e3-f4'``); empty when unknown."""
    known = analysis.known(position)
    if not known or not known["pv"]:
        return ""
    tree = analysis.tree
    numbered = tree._numbered()
    words = []
    for index, text in enumerate(known["pv"]):
        label, first_mover = tree._label(ply + index)
        if numbered and (first_mover or index == 0):
            words.append(label)
        words.append(text)
    return " ".join(words)


def engine_html(analysis: Analysis, position: Any, ply: int, busy: bool) -> str:
    """The computer's panel: its evaluation, depth, the best line and every move's score
    as buttons that play the move."""
    if position.is_over():
        return f'<p class="engine-status">{escape(position.outcome())}</p>'
    known = analysis.known(position)
    if known is None:
        words = tr("The computer is looking at this position…") if busy else \
            tr("The computer will look at this position.")
        return f'<p class="engine-status">{escape(words)}</p>'
    score = known.get("score")
    head = score_words(float(score)) if isinstance(score, int | float) else "?"
    depth = known.get("depth", 0)
    state = (tr("(depth {depth} · looking deeper…)", depth=depth) if busy
             else tr("(depth {depth})", depth=depth))
    parts = [f'<p class="engine-status"><b>{escape(head)}</b> '
             f'<small>{escape(state)}</small></p>',
             f'<p class="eval-legend">{escape(legend())}</p>']
    line = pv_words(analysis, position, ply)
    if line:
        best = tr("Best line: {line}", line=line)
        parts.append(f'<p class="engine-pv">{escape(best)}</p>')
    rows = engine_rows(analysis, position)
    if rows:
        items = []
        for text, words, _ in rows:
            play = tr("Play {move}", move=text)
            # The name is the visible words (the move, then its score).
            items.append(f'<li><button type="button" class="btn engine-move" '
                         f'data-engine-move="{escape(text)}" '
                         f'title="{escape(play)}">'
                         f'<span class="engine-text">{escape(text)}</span> '
                         f'<span class="engine-score">{escape(words)}</span></button></li>')
        label = tr("Every legal move, best first (choose one to play it)")
        parts.append(f'<ol class="engine-moves" aria-label="{escape(label)}">'
                     + "".join(items) + "</ol>")
    return "".join(parts)
