"""Reversi's lessons: each step teaches one rule on a small 6x6 position (data for
:mod:`byte.lessons`; the tests check every position, and that each taught move is legal
and the only one accepted)."""

from byte.i18n import N_
from byte.lessons import Lesson, Step

LESSONS = (
    Lesson(
        "basics", N_("Outflanking, passing and the count"),
        N_("How a disc outflanks and flips, several lines at once, passing, the end of the "
           "game, and the two starts."),
        "reversi", "othello", (
            Step(
                N_("Outflank a line"),
                N_("Black moves first. Place a black disc so that one or more white discs lie "
                   "in a straight line between it and another black disc: those discs turn "
                   "black. The dots show the squares where this works."),
                "--------------OX----XO-------------- X",
                ("c2", "b3", "e4", "d5"),
                N_("Right: the white disc between your two discs turned black."),
                N_("outflanking a line"),
            ),
            Step(
                N_("Several lines at once"),
                N_("A disc flips every line it outflanks, in all eight directions at once. "
                   "Find the move that outflanks two lines here."),
                "-------X---X--XOOX--OO-X-O-O-----O-- X",
                ("c5",),
                N_("Right: c5 flipped the discs toward c3 and toward e3 at once."),
                N_("outflanking two lines with one disc"),
            ),
            Step(
                N_("Passing"),
                N_("If you cannot outflank anything, you must pass, and only then. Black has "
                   "no legal move here: press Pass."),
                "XXXX-O-XXXOOXXXOOOOXOOOOOOOOOOOOOOOO X",
                ("pass",),
                N_("Right: Black passes and White moves again."),
                N_("passing"),
            ),
            Step(
                N_("The end and the count"),
                N_("The game ends when neither side can move; the side with more discs wins "
                   "(empty squares go to the winner). Play the last move, a6."),
                "OXXXXXOXXXXXOXOOOOOOXOXOOOOXOO-OXXXO X",
                ("a6",),
                N_("Right: the board is full. Black has 20 discs and White 16: Black wins "
                   "20-16."),
                N_("the last move"),
            ),
            Step(
                N_("The Reversi start"),
                N_("Othello starts with four discs in the centre. The original Reversi starts "
                   "empty: the first four discs, two each, go on the four central squares "
                   "and flip nothing. Place Black's first disc."),
                "------------------------------------ X",
                ("c3", "d3", "c4", "d4"),
                N_("Right: after the four central squares are filled, play goes on by the "
                   "usual rules."),
                N_("the opening of Reversi"),
                variant="reversi",
            ),
        ),
    ),
)
