"""Thinking longer on the page: its state and its markup (pure Python, no browser).

The analysis board and the review offer "Think longer": the computer looks at the
position on screen for up to :data:`byte.deepening.SECONDS`, in its worker, and the panel
shows each completed depth as it comes (the evaluation on the site's one scale, the
depth, the positions looked at, the best line numbered as records number it), then the
exact result in words once a proof reaches the end of the game. A :class:`LongThink`
follows one such run; :func:`think_html` is the box's markup (set at once) and
:func:`status_words` the sentence its live region says, only when the thinking starts and
ends, never at every depth.

>>> from byte.deepening import Depth
>>> run = LongThink(("byte", "byte", "code", False), ["3.", "3...", "4."], True)
>>> run.add(Depth(7, 0.351, ["b2-a3", "c5-d4", "d2-c3"], 12345, 800))
>>> depth_words(run.depths[-1]), line_words(run, run.depths[-1])
('68%', '3. b2-a3 c5-d4 4. d2-c3')
>>> run.finish(stopped=True); status_words(run)
'Stopped at depth 7: 68%.'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from byte.chances import chances_text
from byte.deepening import DRAW, LINE_LENGTH, SECONDS, Depth
from byte.i18n import number, tr, trn

EARLIER_SHOWN = 5
"""How many earlier depths the box lists under the latest one."""


@dataclass
class LongThink:
    """One run of thinking longer about the position on screen."""

    key: tuple
    """What it is about: (game, variant, position code, analysis board open); another
    key on screen makes it stale."""
    labels: list[str]
    """The numbers of the moves from the position on (``'3.'``, ``'3...'``), for its
    lines."""
    numbered: bool
    """Whether the game's records number their moves."""
    depths: list[Depth] = field(default_factory=list)
    running: bool = True
    ended: str = ""
    """How it ended: ``'solved'``, ``'stopped'``, ``'time'`` (its cap) or ``'done'`` (the
    deepest depth), or ``'error'`` (then :attr:`error` says why)."""
    error: str = ""

    def add(self, depth: Depth) -> None:
        self.depths.append(depth)

    def finish(self, stopped: bool = False, error: str = "", timed_out: bool = False) -> None:
        """The thinking ended (``stopped`` by the player or the page, ``timed_out`` at its
        cap, or with ``error``)."""
        if not self.running:
            return
        self.running = False
        last = self.depths[-1] if self.depths else None
        if error:
            self.ended, self.error = "error", error
        elif last is not None and last.solved:
            self.ended = "solved"
        elif stopped:
            self.ended = "stopped"
        elif timed_out:
            self.ended = "time"
        else:
            self.ended = "done"

    @property
    def last(self) -> Depth | None:
        return self.depths[-1] if self.depths else None


def result_words(depth: Depth) -> str:
    """A proven result in words: who wins (by how much, or how soon, where known), or a
    draw.

    >>> result_words(Depth(0, 1.0, [], 0, 0, "w", margin=4))
    'White wins by 4'
    >>> result_words(Depth(9, -1.0, [], 0, 0, "b", plies=5))
    'Black wins in 3 moves'
    >>> result_words(Depth(0, 0.0, [], 0, 0, "draw"))
    'A draw with best play'
    """
    if depth.result == DRAW:
        return tr("A draw with best play")
    white = depth.result == "w"
    if depth.margin is not None:
        return (tr("White wins by {margin}", margin=depth.margin) if white
                else tr("Black wins by {margin}", margin=depth.margin))
    if depth.plies is not None:
        moves = (depth.plies + 1) // 2  # the winner's own moves, the last one included
        return (trn("White wins in {n} move", "White wins in {n} moves", moves) if white
                else trn("Black wins in {n} move", "Black wins in {n} moves", moves))
    return tr("White wins with best play") if white else tr("Black wins with best play")


def depth_words(depth: Depth) -> str:
    """A depth's evaluation as the analysis writes it (White's winning chances), or the
    proven result."""
    return result_words(depth) if depth.solved else chances_text(depth.score)


def effort_words(depth: Depth) -> str:
    """How far and how much it looked: ``'depth 12 · 93,956 positions'``."""
    positions = trn("{count} position", "{count} positions", depth.nodes,
                    count=number(depth.nodes))
    if depth.depth == 0:
        return tr("solved · {positions}", positions=positions)
    return tr("depth {depth} · {positions}", depth=depth.depth, positions=positions)


def line_words(run: LongThink, depth: Depth, limit: int = LINE_LENGTH) -> str:
    """The best line, numbered as the game's records number moves."""
    words = []
    for index, text in enumerate(depth.line[:limit]):
        if run.numbered and index < len(run.labels):
            label = run.labels[index]
            if index == 0 or not label.endswith("..."):
                words.append(label)
        words.append(text)
    return " ".join(words)


def status_words(run: LongThink | None) -> str:
    """What the box's live region says: only when the thinking starts and ends."""
    if run is None:
        return ""
    if run.running:
        return tr("Thinking longer…")
    last = run.last
    if run.ended == "error":
        return tr("The computer could not think longer: {reason}", reason=run.error)
    if last is None:
        return tr("Stopped before the first depth.") if run.ended == "stopped" \
            else tr("Nothing found in the time.")
    if run.ended == "solved":
        return tr("Solved: {result}.", result=result_words(last))
    if run.ended == "stopped":
        return tr("Stopped at depth {depth}: {evaluation}.", depth=last.depth,
                  evaluation=depth_words(last))
    return tr("Thought to depth {depth}: {evaluation}.", depth=last.depth,
              evaluation=depth_words(last))


def think_html(run: LongThink | None, can_think: bool, why_not: str = "") -> str:
    """The box's inner markup: its button (Think longer, or Stop while thinking), the
    latest depth with its best line, and the earlier depths."""
    if run is not None and run.running:
        button = (f'<button type="button" class="btn think-stop" data-think="stop">'
                  f'{escape(tr("Stop thinking"))}</button>')
    else:
        label = tr("Think longer") if run is None else tr("Think again")
        disabled = "" if can_think else " disabled"
        button = (f'<button type="button" class="btn think-start" data-think="start"'
                  f'{disabled}>{escape(label)}</button>')
    note = why_not if not can_think and (run is None or not run.running) else \
        tr("Up to {seconds} seconds, deeper and deeper; stop at any time.",
           seconds=round(SECONDS))
    parts = [f'<div class="think-head">{button}'
             f'<span class="think-note">{escape(note)}</span></div>']
    if run is None:
        return "".join(parts)
    last = run.last
    if last is None:
        words = tr("Looking at the first depth…") if run.running else status_words(run)
        parts.append(f'<p class="think-empty">{escape(words)}</p>')
        return "".join(parts)
    solved = " think-solved" if last.solved else ""
    parts.append(f'<p class="think-best{solved}"><b>{escape(depth_words(last))}</b> '
                 f'<small>{escape(effort_words(last))}</small></p>')
    if last.line:
        best = tr("Best line: {line}", line=line_words(run, last))
        parts.append(f'<p class="think-line">{escape(best)}</p>')
    if run.ended == "error":
        parts.append(f'<p class="think-error">{escape(status_words(run))}</p>')
    earlier = run.depths[-1 - EARLIER_SHOWN:-1][::-1]
    if earlier:
        items = []
        for depth in earlier:
            # The depth's number, its evaluation, then its line's first moves.
            row = tr("{depth}: {evaluation} · {line}", depth=depth.depth,
                     evaluation=depth_words(depth), line=line_words(run, depth, 6))
            items.append(f"<li>{escape(row)}</li>")
        label = tr("Earlier depths, deepest first")
        parts.append(f'<ol class="think-depths" aria-label="{escape(label)}">'
                     + "".join(items) + "</ol>")
    return "".join(parts)
