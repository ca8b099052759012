"""Byte's rules page (data for tools/rules_pages.py): the rules of Mark Steere's game,
section by section, with diagrams drawn from position codes."""

from byte.guide import Diagram, Section
from byte.i18n import N_

TITLE = N_("Byte")
VARIANT = "byte"
CREDIT = N_("Byte is an abstract game by Mark Steere (2005), played with a checkers set. "
            "These pages follow his published rules.")
INTRO = N_("Two players build stacks of checkers. A stack of eight leaves the board and scores "
           "for the owner of its top checker; on 8x8 the first to win two stacks wins. There "
           "are no draws.")

START = ".,.,.,./b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/b,b,b,b/w,w,w,w/.,.,.,. w 0-0"
SLIDE = ".,.,.,./.,.,.,./.,.,bbbbb,./.,.,.,./.,.,.,./.,wwb,.,./.,.,.,./.,.,.,. w 1-1"
TOUCH = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,bb,.,./.,w,.,./.,.,.,wwbbb/.,.,.,. w 1-1"
MERGE = ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1"
EIGHT = ".,.,.,./wbbw,.,.,bbbw/.,.,.,./.,.,.,./.,bbbbb,.,./.,wbw,.,./.,.,.,./.,.,.,. w 0-1"
PASSING = ".,.,.,bbbbb/.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./bww,.,.,. w 1-1"

SECTIONS = (
    Section("board", N_("The board and the start"), (
        N_("Byte is played on the dark squares of a checkers board: 8x8 (the standard game) or "
           "10x10 (International Byte). Squares are named by file a, b, c … from the left and "
           "rank 1, 2, 3 … from White's side; a1 is dark."),
        N_("At the start every dark square of every rank but the first and the last holds one "
           "checker: White on the even ranks, Black on the odd ones (12 each on 8x8, 20 each "
           "on 10x10). White moves first."),
    ), (Diagram(START, N_("The 8x8 start: White (light) to move.")),)),
    Section("stacks", N_("Stacks"), (
        N_("A stack is 1 to 8 checkers on one square, of any colours in any order. The owner "
           "of the bottom checker owns the stack for sliding; the owner of the top checker "
           "would score it. On the board, each stack shows its height in its top checker's "
           "colour and a rim in its bottom checker's colour."),
    )),
    Section("slide", N_("Sliding toward the nearest stack"), (
        N_("A stack that touches no other stack (diagonally), and whose bottom checker is "
           "yours, may slide one square diagonally onto an empty square, but only closer to "
           "its nearest stack. Distance counts the diagonal steps between two squares, "
           "ignoring what stands between them; when several stacks are nearest, getting "
           "closer to any one of them is enough."),
        N_("A stack that touches another stack can never slide."),
    ), (
        Diagram(SLIDE, N_("c3's nearest stack is f6: the only slide is c3-d4."), move="c3-d4"),
        Diagram(TOUCH, N_("c3 touches d4, so it cannot slide; it may merge onto d4."),
                move="c3-d4"),
    )),
    Section("merge", N_("Merging"), (
        N_("For two diagonally neighbouring stacks, you may lift one of your checkers from any "
           "level of one stack, with every checker above it, and put them on top of the "
           "other. The lifted checker must land at a strictly higher level than it stood "
           "(counting from 1 at the bottom), and the result may be at most 8 high. Merging "
           "with your bottom checker moves the whole stack."),
        N_("Slides and merges are both always allowed when legal: neither has precedence."),
    ), (
        Diagram(MERGE, N_("e3:2-f2 lifts the white checker at level 2 (and the three above "
                   "it) onto f2: it lands at level 4. e3:4-f2 is not legal: that checker "
                   "would land at level 4 again."), move="e3:2-f2"),
    )),
    Section("eight", N_("Stacks of eight"), (
        N_("A stack that reaches exactly 8 checkers leaves the board at once and scores one "
           "point for the player whose checker is on top, whoever made the move."),
    ), (
        Diagram(EIGHT, N_("c3-d4 makes 8 with a white checker on top: White takes the stack."),
                move="c3-d4"),
    )),
    Section("pass", N_("Passing"), (
        N_("A player with no legal slide and no legal merge passes; passing is not allowed "
           "otherwise. Both players can never be stuck at once."),
    ), (
        Diagram(PASSING, N_("White's only stack has a black bottom and touches nothing: White "
                   "must pass.")),
    )),
    Section("winning", N_("Winning"), (
        N_("On 8x8 three stacks of eight will form: the first player to win 2 wins, at that "
           "moment. On 10x10 five will form, and 3 win. Draws cannot happen."),
    )),
    Section("notation", N_("Notation"), (
        N_("A move of a whole stack is FROM-TO (c3-d4). A merge that lifts from level L is "
           "FROM:L-TO (c3:2-d4 lifts the second checker from the bottom and all above it). A "
           "pass is written pass. The notation is compatible with AbstractPlay's Byte."),
    )),
)
