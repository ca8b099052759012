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

from byte import games
from byte.i18n import tr, trn
from byte.puzzles import Progress, Puzzle


def panel_html(game_name: str, puzzles: Sequence[Puzzle], progress: Progress,
               index: int | None, state: str) -> str:
    """The panel for ``puzzles`` of the game called ``game_name`` (already in the page's
    language); ``index`` is the puzzle on the board (None: none) and ``state`` its
    :class:`byte.puzzles.Step` kind."""
    solved = progress.count(puzzles)
    if not puzzles:
        return ""
    count = len(puzzles)
    tally = escape(tr("Solved: {solved} of {count}.", solved=solved, count=count))
    if index is None:
        title, start = tr("Puzzles"), tr("Solve a puzzle")
        about = trn("{n} puzzle of {game}, a forced win proven by the exact solver.",
                    "{n} puzzles of {game}, each a forced win proven by the exact solver.",
                    count, game=game_name)
        return (
            f'<h2 class="puzzle-title">{escape(title)}</h2>'
            f'<p class="review-note">{escape(about)} {tally}</p>'
            '<button type="button" class="btn" data-puzzle="start">'
            f'{escape(start)}</button>')
    puzzle = puzzles[index]
    done = state == "solved" or puzzle.id in progress.solved
    # One instruction: the task and what to find, said once (not again below it).
    # The task in bold within the sentence: translated whole, then the bold put in.
    if puzzle.turns == 1:
        find = tr("{task}: find the only winning move.", task="\x00")
    else:
        find = trn("{task}: find the {n} winning moves, one at each turn.",
                   "{task}: find the {n} winning moves, one at each turn.",
                   puzzle.turns, task="\x00")
    find = escape(find).replace("\x00", f"<b>{escape(puzzle.title)}</b>")
    rules = ""
    variant = games.find(puzzle.game).variant(puzzle.variant)
    if len(games.find(puzzle.game).variants) > 1 and tr(variant.name) != game_name:
        # A puzzle of another rule set than the one the game starts with says so.
        named = tr("Rules: {variant}.", variant=tr(variant.name))
        rules = f'<p class="puzzle-rules">{escape(named)}</p>'
    if state == "solved":
        status = tr("Solved.")
    elif done:
        status = tr("Solved before; try it again.")
    else:
        status = ""
    heading = tr("Puzzle {number} of {count}", number=index + 1, count=count)
    previous, following = tr("Previous puzzle"), tr("Next puzzle")
    again, back = tr("Start again"), tr("Back to your game")
    return (
        f'<h2 class="puzzle-title">{escape(heading)}</h2>'
        f'{rules}<p class="puzzle-task">{find}</p>'
        f'<p class="puzzle-state{" solved" if state == "solved" else ""}">'
        f'{escape(status)}{" " if status else ""}{tally}</p>'
        '<div class="puzzle-buttons">'
        '<button type="button" class="btn" data-puzzle="previous">'
        f'{escape(previous)}</button>'
        f'<button type="button" class="btn{" primary" if state == "solved" else ""}" '
        f'data-puzzle="next">{escape(following)}</button>'
        '<button type="button" class="btn" data-puzzle="retry">'
        f'{escape(again)}</button>'
        '<button type="button" class="btn" data-puzzle="leave">'
        f'{escape(back)}</button>'
        "</div>")
