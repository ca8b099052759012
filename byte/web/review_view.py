"""The game review on the page: its state and its markup (pure Python, no browser).

A :class:`ReviewRun` follows the review of one game: which moves it covers, the
evaluations the worker has sent so far, and whether it still fits the game on screen (a
review stays valid while the game only grows from the reviewed moves). The markup is
built as strings, set on the page at once:

- :func:`graph_svg` — the evaluation graph over the moves, White's advantage upwards, the
  marked moves as dots and the move on screen as a line; an image with a title and a
  description for screen readers, and a column per move that a click jumps to;
- :func:`panel_html` — the review panel: progress, the graph, each side's summary, the
  marked moves with the better move, and the table of evaluations (the graph's
  alternative for keyboard and screen-reader users).

>>> from byte.record import Game
>>> game = Game(moves=["b2-a3", "a5-b4"])
>>> run = ReviewRun.start(game)
>>> run.next_ply(), run.progress_words()
(0, 'Reviewing move 0 of 2…')
>>> run.add(Evaluation(0.0, "b2-a3", 9)); run.next_ply()
1
>>> run.fits(Game(moves=["b2-a3", "a5-b4", "d2-c3"])), run.fits(Game(moves=["b2-c3"]))
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

from byte.chances import EVEN, SURE, chances_text
from byte.games import SIDE_NAMES
from byte.i18n import N_, tr, trc
from byte.review import VERDICTS, Evaluation, MoveReview, classify, summary

WIDTH, HEIGHT = 320.0, 120.0
"""The graph's drawing size (the SVG scales to the panel's width)."""
VERDICT_WORDS = {"inaccuracy": N_("Inaccuracy"), "mistake": N_("Mistake"),
                 "blunder": N_("Blunder")}
"""A mark's name as a table cell writes it (translated where shown)."""
VERDICT_NAMES = {"inaccuracy": N_("inaccuracy"), "mistake": N_("mistake"),
                 "blunder": N_("blunder")}
"""A mark's name within a sentence."""


@dataclass
class ReviewRun:
    """The review of one game: its start, moves and the evaluations gathered so far."""

    game: str
    variant: str
    code: str
    texts: list[str]
    turns: list[str]
    labels: list[str]
    """Each move's number as the record writes it (``'3.'``, ``'3...'``)."""
    evaluations: list[Evaluation] = field(default_factory=list)
    running: bool = False
    stopped: bool = False
    error: str = ""

    @classmethod
    def start(cls, game: Any, previous: ReviewRun | None = None) -> ReviewRun:
        """A review of ``game`` (a :class:`byte.record.Game`), keeping what a ``previous``
        review of the same moves already knows."""
        turns, position = [], game.start.copy()
        for move in game.moves:
            turns.append(position.turn)
            position.push(move)
        run = cls(game.game, game.variant, game.start.code(), list(game.texts), turns,
                  [game.move_label(ply) for ply in range(len(game.texts))])
        if previous is not None and previous.fits(game):
            run.evaluations = list(previous.evaluations[:len(game.texts) + 1])
        run.running = not run.done
        return run

    @property
    def moves(self) -> int:
        return len(self.texts)

    @property
    def done(self) -> bool:
        return len(self.evaluations) > self.moves

    def next_ply(self) -> int:
        """The ply whose position the worker is asked about next."""
        return len(self.evaluations)

    def request(self) -> dict:
        """The worker's question for the next position."""
        ply = self.next_ply()
        return {"code": self.code, "moves": self.texts[:ply], "game": self.game,
                "variant": self.variant}

    def add(self, evaluation: Evaluation) -> None:
        self.evaluations.append(evaluation)
        if self.done:
            self.running = False

    def fits(self, game: Any) -> bool:
        """True when ``game`` is the reviewed game, or continues it."""
        return (game.game == self.game and game.variant == self.variant
                and game.start.code() == self.code and game.texts[:self.moves] == self.texts)

    def progress_words(self) -> str:
        return tr("Reviewing move {number} of {count}…", number=self.next_ply(),
                  count=self.moves)

    def tab_words(self) -> str:
        """The Review tab's name: with the share done while the review runs, so the
        progress shows from any section of the panel.

        >>> from byte.record import Game
        >>> run = ReviewRun.start(Game(moves=["b2-a3", "a5-b4", "d2-c3"]))
        >>> run.tab_words()
        'Review 0%'
        >>> run.add(Evaluation(0.0, "b2-a3", 9)); run.tab_words()
        'Review 25%'
        """
        if not self.running:
            return tr("Review")
        return tr("Review {percent}%", percent=100 * self.next_ply() // (self.moves + 1))

    def reviews(self) -> list[MoveReview]:
        return classify(self.turns, self.texts, self.evaluations)

    def marks(self) -> dict[int, MoveReview]:
        """The marked moves by ply (1 = the first move), for the move list."""
        return {review.ply: review for review in self.reviews() if review.verdict}

    def move_name(self, ply: int) -> str:
        """``'3. White e3-d4'`` for the move that reached ``ply``."""
        number, move = self.labels[ply - 1].rstrip("."), self.texts[ply - 1]
        if self.turns[ply - 1] == "w":
            return tr("{number}. White {move}", number=number, move=move)
        return tr("{number}. Black {move}", number=number, move=move)


# --- markup -------------------------------------------------------------------------------


def _y(score: float) -> float:
    return round((1 - score) / 2 * HEIGHT, 2)


def _x(ply: int, moves: int) -> float:
    return round(ply * WIDTH / max(1, moves), 2)


def score_words(score: float) -> str:
    """The evaluation in words, White's winning chances: ``'68% (White is better)'``.

    >>> score_words(-1.0), score_words(0.01), score_words(0.351)
    ('Black wins', '50% (even)', '68% (White is better)')
    """
    if abs(score) >= SURE:
        return chances_text(score)
    if abs(score) < EVEN:
        return tr("{chances} (even)", chances=chances_text(score))
    if score > 0:
        return tr("{chances} (White is better)", chances=chances_text(score))
    return tr("{chances} (Black is better)", chances=chances_text(score))


def graph_svg(run: ReviewRun, ply: int) -> str:
    """The evaluation graph of ``run`` with the move ``ply`` (0: the start) marked.

    >>> from byte.record import Game
    >>> run = ReviewRun.start(Game(moves=["b2-a3"]))
    >>> run.add(Evaluation(0.0, "b2-a3", 9)); run.add(Evaluation(-0.5, "a5-b4", 9))
    >>> svg = graph_svg(run, 1)
    >>> 'role="img"' in svg and "<title" in svg and 'data-review-ply="1"' in svg
    True
    """
    moves = run.moves
    scores = [evaluation.score for evaluation in run.evaluations]
    marks = run.marks()
    points = [(_x(index, moves), _y(score)) for index, score in enumerate(scores)]
    middle = HEIGHT / 2
    graph_name = tr("Evaluation graph")
    parts = [
        f'<svg class="review-graph" viewBox="0 0 {WIDTH:g} {HEIGHT:g}" role="img" '
        'aria-labelledby="review-graph-title review-graph-desc" preserveAspectRatio="none">',
        f'<title id="review-graph-title">{escape(graph_name)}</title>',
        f'<desc id="review-graph-desc">{escape(_graph_description(run))}</desc>',
        f'<rect class="graph-black" x="0" y="0" width="{WIDTH:g}" height="{HEIGHT:g}"/>',
    ]
    if points:
        outline = " ".join(f"{x},{y}" for x, y in points)
        last_x = points[-1][0]
        parts.append(f'<polygon class="graph-white" points="0,{HEIGHT:g} {outline} '
                     f'{last_x},{HEIGHT:g}"/>')
        parts.append(f'<polyline class="graph-line" points="{outline}"/>')
    parts.append(f'<line class="graph-middle" x1="0" y1="{middle:g}" x2="{WIDTH:g}" '
                 f'y2="{middle:g}"/>')
    if 0 <= ply <= moves:
        x = _x(ply, moves)
        parts.append(f'<line class="graph-now" x1="{x}" y1="0" x2="{x}" y2="{HEIGHT:g}"/>')
    for mark_ply, review in marks.items():
        x, y = points[mark_ply]
        parts.append(f'<circle class="graph-mark mark-{review.verdict}" cx="{x}" cy="{y}" '
                     'r="4"/>')
    # A column per position: a click anywhere in it shows that move.
    step = WIDTH / max(1, moves)
    for index in range(len(points)):
        left = max(0.0, _x(index, moves) - step / 2)
        where = run.move_name(index) if index else tr("The start")
        parts.append(f'<rect class="graph-hit" data-review-ply="{index}" x="{left:.2f}" y="0" '
                     f'width="{step:.2f}" height="{HEIGHT:g}"><title>{escape(where)}: '
                     f'{escape(score_words(scores[index]))}</title></rect>')
    parts.append("</svg>")
    return "".join(parts)


TICK_STEPS = (1, 2, 5, 10, 20, 50, 100)
"""Move-number steps of the graph's axis: the first that leaves at most :data:`TICKS`."""
TICKS = 6


def move_ticks(run: ReviewRun) -> list[tuple[int, str]]:
    """Where the graph's axis names a move number: ``[(ply, '10'), ...]``, the position
    after the first mover's move of that number (every ``step`` moves, and the first).

    >>> from byte.record import Game
    >>> move_ticks(ReviewRun.start(Game(moves=["b2-a3", "a5-b4", "d2-c3", "c5-d4"])))
    [(1, '1'), (3, '2')]

    >>> from byte.record import Game
    >>> game = Game.new("checkers")
    >>> for _ in range(40):
    ...     _ = game.push(game.position_at(len(game.moves)).legal_moves()[0])
    >>> move_ticks(ReviewRun.start(game))
    [(1, '1'), (9, '5'), (19, '10'), (29, '15'), (39, '20')]
    """
    numbered = []
    for ply, label in enumerate(run.labels, start=1):
        if not label.endswith("..."):
            numbered.append((ply, int(label.rstrip("."))))
    if not numbered:
        return []
    last = numbered[-1][1]
    step = next((s for s in TICK_STEPS if last // s < TICKS), TICK_STEPS[-1])
    # The first move is named too, unless the next name would crowd it.
    return [(ply, str(number)) for ply, number in numbered
            if number % step == 0 or (number == 1 and step >= 5)]


def graph_html(run: ReviewRun, ply: int) -> str:
    """The graph with its axes and its caption: White's winning chances upwards (100%,
    50%, 0%), the move numbers along the bottom; a click on it shows that move."""
    moves = run.moves
    # Percentages of the axis's own width (no viewBox): the numbers keep their shape
    # while the plot above stretches to the panel.
    ticks = "".join(
        f'<text x="{100 * tick_ply / max(1, moves):.2f}%" y="13">{escape(number)}</text>'
        for tick_ply, number in move_ticks(run))
    levels = "".join(f"<span>{escape(text)}</span>" for text in
                     (tr("{percent}%", percent=100), tr("{percent}%", percent=50),
                      tr("{percent}%", percent=0)))
    move_word = trc("noun", "Move")
    return (
        '<figure class="review-chart">'
        '<figcaption class="chart-caption">'
        f'{escape(tr(CAPTION))}</figcaption>'
        f'<div class="chart-body"><div class="chart-y" aria-hidden="true">{levels}</div>'
        f'{graph_svg(run, ply)}'
        f'<span class="chart-x-name" aria-hidden="true">{escape(move_word)}</span>'
        f'<svg class="chart-x-ticks" width="100%" height="18" aria-hidden="true">{ticks}</svg>'
        '</div>'
        '</figure>')


CAPTION = N_("White's winning chances after each move: up is better for White, down for "
             "Black. Choose a point to see that position.")


def _graph_description(run: ReviewRun) -> str:
    if not run.evaluations:
        return tr("No move reviewed yet.")
    last = run.evaluations[-1].score
    marks = run.marks()
    words = tr("White's winning chances over {number} of {count} moves, upwards for White "
               "and downwards for Black; at the last reviewed move {evaluation}.",
               number=len(run.evaluations) - 1, count=run.moves, evaluation=score_words(last))
    if marks:
        listed = tr("; ").join(
            tr("{move} {mark}", move=run.move_name(ply), mark=tr(VERDICT_NAMES[review.verdict]))
            for ply, review in marks.items())
        words = tr("{description} Marked: {marks}.", description=words, marks=listed)
    return tr("{description} The table below lists every move.", description=words)


def panel_html(run: ReviewRun | None, ply: int, can_review: bool) -> str:
    """The review panel's inner markup (``can_review``: the game has moves to review)."""
    title = f'<h2 class="review-title">{escape(tr("Review"))}</h2>'
    if run is None:
        if not can_review:
            note = tr("Play some moves to review the game.")
            return f'{title}<p class="review-note">{escape(note)}</p>'
        start = tr("Review the game")
        return (f'{title}<button type="button" class="btn" data-review="start">'
                f'{escape(start)}</button>')
    parts = [title]
    if run.running:
        done = run.next_ply()
        progress, stop = tr("Review progress"), tr("Stop the review")
        parts.append(
            f'<p class="review-status" role="status">{escape(run.progress_words())}</p>'
            f'<progress class="review-progress" max="{run.moves + 1}" value="{done}" '
            f'aria-label="{escape(progress)}"></progress>'
            '<button type="button" class="btn" data-review="cancel">'
            f'{escape(stop)}</button>')
    elif run.error:
        again = tr("Try again")
        parts.append(f'<p class="review-status" role="alert">{escape(run.error)}</p>'
                     '<button type="button" class="btn" data-review="start">'
                     f'{escape(again)}</button>')
    elif run.stopped and not run.done:
        stopped = tr("Review stopped after move {number} of {count}.",
                     number=max(0, run.next_ply() - 1), count=run.moves)
        more = tr("Continue the review")
        parts.append(f'<p class="review-status" role="status">{escape(stopped)}</p>'
                     '<button type="button" class="btn" data-review="start">'
                     f'{escape(more)}</button>')
    if run.evaluations:
        parts.append(graph_html(run, ply))
        parts.append(_summaries(run))
        parts.append(_marks_list(run))
        parts.append(_table(run))
    if not run.running and run.done:
        close = tr("Close the review")
        parts.append('<button type="button" class="btn subtle" data-review="close">'
                     f'{escape(close)}</button>')
    return "".join(parts)


def _summaries(run: ReviewRun) -> str:
    reviews = run.reviews()
    lines = []
    for side in ("w", "b"):
        # The side's name in bold within the translated line.
        line = escape(tr("{side}: {marks}", side="\x00", marks=summary(reviews, side)))
        name = f"<b>{escape(tr(SIDE_NAMES[side]))}</b>"
        lines.append(f"<li>{line.replace(chr(0), name)}</li>")
    items = "".join(lines)
    return f'<ul class="review-summary">{items}</ul>'


def _marks_list(run: ReviewRun) -> str:
    marks = run.marks()
    if not marks:
        none = tr("No inaccuracies, mistakes or blunders so far.")
        return f'<p class="review-note">{escape(none)}</p>'
    items = []
    for ply, review in marks.items():
        named = tr("{move}: {mark}", move=run.move_name(ply),
                   mark=tr(VERDICT_NAMES[review.verdict]))
        better = escape(tr("Better: {move} ({reason})", move="\x00", reason=review.reason))
        better = better.replace("\x00", f"<b>{escape(review.better or '')}</b>")
        items.append(
            f'<li class="mark-{review.verdict}"><button type="button" class="btn review-move" '
            f'data-review-ply="{ply}"><span class="review-symbol" aria-hidden="true">'
            f'{escape(review.symbol)}</span> {escape(named)}</button> '
            f'<span class="review-better">{better}</span></li>')
    marked = tr("Marked moves")
    return f'<ol class="review-marks" aria-label="{escape(marked)}">{"".join(items)}</ol>'


def _table(run: ReviewRun) -> str:
    marks = run.marks()
    rows = []
    for ply in range(1, len(run.evaluations)):
        review = marks.get(ply)
        mark = tr(VERDICT_WORDS[review.verdict]) if review else ""
        rows.append(
            f'<tr><td><button type="button" class="link" data-review-ply="{ply}">'
            f'{escape(run.move_name(ply))}</button></td>'
            f"<td>{escape(score_words(run.evaluations[ply].score))}</td>"
            f"<td>{escape(mark)}</td></tr>")
    caption = tr("Evaluation after each move, White's winning chances")
    heads = "".join(f'<th scope="col">{escape(text)}</th>'
                    for text in (trc("noun", "Move"), tr("Evaluation"), tr("Mark")))
    summary_words = tr("Evaluation after each move")
    return ('<details class="review-table"><summary>'
            f'{escape(summary_words)}</summary><table>'
            '<caption class="sr-only">'
            f'{escape(caption)}</caption>'
            f'<thead><tr>{heads}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            "</details>")


__all__ = ["VERDICTS", "ReviewRun", "graph_html", "graph_svg", "panel_html", "score_words"]
