"""Reversi's rules page (data for tools/rules_pages.py): Othello and the Reversi free
opening, with diagrams drawn from position codes."""

from byte.guide import Diagram, Section
from byte.i18n import N_

TITLE = N_("Reversi and Othello")
VARIANT = "othello"
CREDIT = N_("Othello follows the tournament rules of the Othello federations; Reversi is the "
            "original game with its free opening, as published in the 1880s.")
INTRO = N_("Two players place discs that are dark on one side and light on the other, turning "
           "over the opponent's discs they outflank. When neither can move, the side with "
           "more discs wins.")

OTHELLO = "---------------------------OX------XO--------------------------- X"
SMALL = "--------------OX----XO-------------- X"
TWO_LINES = "-------X---X--XOOX--OO-X-O-O-----O-- X"
PASSING = "XXXX-O-XXXOOXXXOOOOXOOOOOOOOOOOOOOOO X"
LAST = "OXXXXXOXXXXXOXOOOOOOXOXOOOOXOO-OXXXO X"

SECTIONS = (
    Section("board", N_("The board and the names"), (
        N_("Reversi is played on 8x8 (the standard), 6x6 or 10x10. Columns are lettered a, b, "
           "c … from the left and rows numbered 1, 2, 3 … from the top, as in the Othello "
           "world: a1 is the top-left corner. The board is never turned around."),
        N_("The players are Black (dark) and White (light). Black moves first."),
    )),
    Section("starts", N_("Othello and Reversi starts"), (
        N_("Othello starts with four discs in the centre, same colours on a diagonal, dark "
           "ones to the north-east and south-west. Black's first moves are d3, c4, f5 and e6."),
        N_("The original Reversi starts with an empty board: the first four discs, two by "
           "each player, Black first, go on the four central squares and flip nothing. After "
           "that play goes on by the normal rules, so the game may reach the Othello start "
           "or the parallel one."),
    ), (Diagram(OTHELLO, N_("The Othello start on 8x8: Black to move.")),)),
    Section("moves", N_("Outflanking and flipping"), (
        N_("A move places a disc of your colour on an empty square so that in at least one of "
           "the eight directions an unbroken line of the opponent's discs runs from it to "
           "another disc of yours. Every such line, in every direction, turns to your colour."),
    ), (
        Diagram(SMALL, N_("On 6x6, b3 outflanks the white disc on c3."), move="b3"),
        Diagram(TWO_LINES, N_("c5 outflanks two lines at once, toward c3 and toward e3."),
                move="c5"),
    )),
    Section("pass", N_("Passing"), (
        N_("If you have no legal move you pass, and only then; the opponent moves again."),
    ), (Diagram(PASSING, N_("Black cannot outflank anything and must pass.")),)),
    Section("end", N_("The end and the count"), (
        N_("The game ends when neither player can move: the board is full, both would have to "
           "pass, or one side has no disc left. The player with more discs wins; equal counts "
           "are a draw. The score is the disc counts, Black first; the usual rule gives the "
           "empty squares to the winner (33-27 with 4 empty becomes 37-27)."),
    ), (Diagram(LAST, N_("a6 is the last move: Black then has 20 discs to White's 16."),
                move="a6"),)),
    Section("notation", N_("Notation"), (
        N_("A move is its square (f5); a pass is pass. A game is written as its moves one "
           "after another (f5d6c3d3c4f4f6); passes left out are put back when read."),
    )),
)
