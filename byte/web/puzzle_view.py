"""The puzzle panel's markup (pure Python, no browser): one string, set on the page at once.

Outside a puzzle it offers the puzzles of the game on screen and how many are solved;
during one it names the task ("White to play and win"), the puzzle's number, whether it
is solved, and the buttons to move between puzzles or go back to the game left for them.

>>> from byte.puzzles import Progress, load
>>> puzzles = load("byte")
>>> "Solve a puzzle" in panel_html("Byte", puzzles, Progress(), None, "")
True
>>> "to play and win" in panel_html("Byte", puzzles, Progress(), 0, "your move")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from byte.puzzles import Progress, Puzzle


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


def panel_html(game_name: str, puzzles: Sequence[Puzzle], progress: Progress,
               index: int | None, state: str) -> str:
    """The panel for ``puzzles`` of the game called ``game_name``; ``index`` is the
    puzzle on the board (None: none) and ``state`` its :class:`byte.puzzles.Step` kind."""
    solved = progress.count(puzzles)
    if not puzzles:
        return ""
    if index is None:
        return (
            '<h2 class="puzzle-title">Puzzles</h2>'
            f'<p class="review-note">{_count(len(puzzles), game_name + " puzzle")} from the '
            "computer's own games, each a forced win proven by the exact solver. "
            f"Solved: {solved} of {len(puzzles)}.</p>"
            '<button type="button" class="btn" data-puzzle="start">Solve a puzzle</button>')
    puzzle = puzzles[index]
    done = state == "solved" or puzzle.id in progress.solved
    # One instruction: the task and what to find, said once (not again below it).
    find = ("find the only winning move" if puzzle.turns == 1
            else f"find the {puzzle.turns} winning moves, one at each turn")
    status = ("Solved. " if state == "solved" else "Solved before; try it again. " if done
              else "")
    return (
        f'<h2 class="puzzle-title">Puzzle {index + 1} of {len(puzzles)}</h2>'
        f'<p class="puzzle-task"><b>{escape(puzzle.title)}</b>: {find}.</p>'
        f'<p class="puzzle-state{" solved" if state == "solved" else ""}">{status}'
        f"Solved: {solved} of {len(puzzles)}.</p>"
        '<div class="puzzle-buttons">'
        '<button type="button" class="btn" data-puzzle="previous">Previous puzzle</button>'
        f'<button type="button" class="btn{" primary" if state == "solved" else ""}" '
        'data-puzzle="next">Next puzzle</button>'
        '<button type="button" class="btn" data-puzzle="retry">Start again</button>'
        '<button type="button" class="btn" data-puzzle="leave">Back to your game</button>'
        "</div>")
