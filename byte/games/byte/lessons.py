"""Byte's lessons: each step teaches one rule on a small position (data for
:mod:`byte.lessons`; the tests check every position, and that each taught move is legal and
the only one accepted)."""

from byte.i18n import N_
from byte.lessons import Lesson, Step

LESSONS = (
    Lesson(
        "moving", N_("Moving stacks"),
        N_("Slides toward the nearest stack, and merges that lift checkers higher."),
        "byte", "byte", (
            Step(
                N_("A slide goes toward the nearest stack"),
                N_("A stack that touches no other stack slides one square diagonally, but only "
                   "closer to its nearest stack. Your stack on c3 has one neighbour in reach: "
                   "the black stack on f6. Slide c3 toward it."),
                ".,.,.,./.,.,.,./.,.,bbbbb,./.,.,.,./.,.,.,./.,wwb,.,./.,.,.,./.,.,.,. w 1-1",
                ("c3-d4",),
                N_("Right: d4 is one step closer to f6. Every other square around c3 would "
                   "take the stack away from it."),
                N_("sliding c3 closer to f6"),
            ),
            Step(
                N_("A stack that touches another cannot slide"),
                N_("Your checker on c3 touches the black stack on d4, so it cannot slide "
                   "anywhere: it may only merge. Put it on top of d4."),
                ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,bb,.,./.,w,.,./.,.,.,wwbbb/.,.,.,. w 1-1",
                ("c3-d4",),
                N_("Right: a stack that touches another never slides; c3 merged onto d4, and "
                   "your checker now sits on top at level 3."),
                N_("the checker on c3, which touches d4"),
            ),
            Step(
                N_("A merge lifts a checker to a higher level"),
                N_("You may lift any of your checkers with everything above it onto a "
                   "neighbouring stack, if it lands higher than it stood. Lift the white "
                   "checker at level 2 of e3 (with the three above it) onto f2."),
                ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,bwbwb,./.,.,wwb,./.,.,.,. w 1-1",
                ("e3:2-f2",),
                N_("Right: that checker rose from level 2 to level 4, and f2 is now 7 high. "
                   "The checker at level 4 of e3 could not go: it would land at level 4 "
                   "again, not higher."),
                N_("lifting the checker at level 2 of e3"),
            ),
        ),
    ),
    Lesson(
        "scoring", N_("Stacks of eight, passing, winning"),
        N_("Who takes a finished stack, when you must pass, and how the game is won."),
        "byte", "byte", (
            Step(
                N_("A stack of eight goes to its top checker's owner"),
                N_("When a stack reaches 8 checkers it leaves the board and scores for the "
                   "player whose checker is on top. Move the whole stack on c3 onto d4 to "
                   "make 8 with a white checker on top."),
                ".,.,.,./wbbw,.,.,bbbw/.,.,.,./.,.,.,./.,bbbbb,.,./.,wbw,.,./.,.,.,./.,.,.,. "
                "w 0-1",
                ("c3-d4",),
                N_("Right: 5 + 3 = 8 checkers, a white one on top, so White takes the stack "
                   "though most of its checkers are black. The score is 1-1."),
                N_("completing a stack of eight with a white checker on top"),
            ),
            Step(
                N_("Passing"),
                N_("Your only stack, a1, has a black checker at the bottom, so you may not "
                   "slide it, and it touches nothing, so you cannot "
                   "merge. With no legal move you must pass: press Pass."),
                ".,.,.,bbbbb/.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./.,.,.,./bww,.,.,. w 1-1",
                ("pass",),
                N_("Right: a player with no legal move passes, and only then. Black moves next."),
                N_("passing"),
            ),
            Step(
                N_("Winning the game"),
                N_("On 8x8 the first player to win 2 stacks wins the game (3 on 10x10). You "
                   "have 1. Finish a stack of eight with a white checker on top."),
                ".,.,.,./.,.,.,./.,.,.,./.,.,.,./.,bbbbbb,.,./.,ww,.,./.,.,.,./.,.,.,. w 1-1",
                ("c3-d4",),
                N_("You win, 2-1: the whole stack of c3 made d4 8 high with White on top. "
                   "Lifting only the top checker would have made 7."),
                N_("winning the game with a stack of eight"),
            ),
        ),
    ),
)
