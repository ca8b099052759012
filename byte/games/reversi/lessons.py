"""Reversi's lessons: each step teaches one rule on a small 6x6 position (data for
:mod:`byte.lessons`; the tests check every position, and that each taught move is legal
and the only one accepted)."""

from byte.lessons import Lesson, Step

LESSONS = (
    Lesson(
        "basics", "Outflanking, passing and the count",
        "How a disc outflanks and flips, several lines at once, passing, the end of the "
        "game, and the two starts.",
        "reversi", "othello", (
            Step(
                "Outflank a line",
                "Black moves first. Place a black disc so that one or more white discs lie "
                "in a straight line between it and another black disc: those discs turn "
                "black. The dots show the squares where this works.",
                "--------------OX----XO-------------- X",
                ("c2", "b3", "e4", "d5"),
                "Right: the white disc between your two discs turned black.",
                "outflanking a line",
            ),
            Step(
                "Several lines at once",
                "A disc flips every line it outflanks, in all eight directions at once. "
                "Find the move that outflanks two lines here.",
                "-------X---X--XOOX--OO-X-O-O-----O-- X",
                ("c5",),
                "Right: c5 flipped the discs toward c3 and toward e3 at once.",
                "outflanking two lines with one disc",
            ),
            Step(
                "Passing",
                "If you cannot outflank anything, you must pass, and only then. Black has "
                "no legal move here: press Pass.",
                "XXXX-O-XXXOOXXXOOOOXOOOOOOOOOOOOOOOO X",
                ("pass",),
                "Right: Black passes and White moves again.",
                "passing",
            ),
            Step(
                "The end and the count",
                "The game ends when neither side can move; the side with more discs wins "
                "(empty squares go to the winner). Play the last move, a6.",
                "OXXXXXOXXXXXOXOOOOOOXOXOOOOXOO-OXXXO X",
                ("a6",),
                "Right: the board is full. Black has 20 discs and White 16: Black wins "
                "20-16.",
                "the last move",
            ),
            Step(
                "The Reversi start",
                "Othello starts with four discs in the centre. The original Reversi starts "
                "empty: the first four discs, two each, go on the four central squares "
                "and flip nothing. Place Black's first disc.",
                "------------------------------------ X",
                ("c3", "d3", "c4", "d4"),
                "Right: after the four central squares are filled, play goes on by the "
                "usual rules.",
                "the opening of Reversi",
                variant="reversi",
            ),
        ),
    ),
)
