"""The rules page of Checkers and its other rule sets (data for tools/rules_pages.py), with
diagrams drawn from position codes."""

from byte.guide import Diagram, Section
from byte.i18n import N_

TITLE = N_("Checkers")
VARIANT = "brazilian"
CREDIT = N_("Checkers here is the 8x8 game with flying kings where you must capture the most "
            "pieces you can (Brazilian draughts, with the draw rules of the klyo site); "
            "International draughts follows the rules of the world federation (FMJD), "
            "English checkers the American straight checkers rules.")
INTRO = N_("Two players move men diagonally on the dark squares, jump to capture, and crown "
           "the men that reach the far row. You win when your opponent has no piece left or "
           "no legal move.")

START = ("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8")

SECTIONS = (
    Section("board", N_("The board and the start"), (
        N_("Checkers is played on the dark squares of an 8x8 board, a dark square at each "
           "player's near left corner. Each player has 12 men on the three rows nearest to "
           "them: White (light) on ranks 1 to 3, Black on ranks 6 to 8. White moves first. "
           "Squares are named a1 to h8 from White's side."),
    ), (Diagram(START, N_("The start: White to move.")),)),
    Section("men", N_("Men"), (
        N_("A man moves one square diagonally forward onto an empty square."),
    ), (Diagram("W:Wc3:Bf8", N_("The man on c3 may go to b4 or d4."), move="c3-d4"),)),
    Section("capture", N_("Capturing is compulsory"), (
        N_("A piece captures by jumping an enemy piece diagonally next to it onto the empty "
           "square right behind it. When a capture is possible you must capture. In Checkers "
           "and International draughts men capture backwards as well as forwards."),
    ), (Diagram("W:Wc3,g3:Bd4,h8", N_("White must take: c3xe5."), move="c3xe5"),)),
    Section("multiple", N_("Multiple captures"), (
        N_("After a jump, if the same piece can jump again, the move goes on until it cannot: "
           "the whole chain is one move. Captured pieces leave the board only when the move "
           "ends; until then they stay as obstacles and may not be jumped twice."),
    ), (Diagram("W:Wa3:Bb4,d6,h8", N_("a3 takes b4 and d6 in one move: a3xe7."),
                move="a3xe7"),)),
    Section("majority", N_("Take the most pieces"), (
        N_("Among all capturing moves you must choose one that takes the most pieces (a king "
           "counts as one). Among those, any."),
    ), (Diagram("W:Wc3,h2:Bd4,f6,g3,b8", N_("c3 can take two men, h2 only one: White must "
                   "play c3xg7."), move="c3xg7"),)),
    Section("crowning", N_("Crowning"), (
        N_("A man that ends its move on the far row becomes a king. A man that reaches the far "
           "row during a capture and can jump on (backwards) must go on, and stays a man."),
    ), (Diagram("W:Wc7:Bh2", N_("c7-d8 crowns the man."), move="c7-d8"),)),
    Section("kings", N_("Flying kings"), (
        N_("A king moves any number of empty squares along a diagonal. It captures from a "
           "distance: it runs along a diagonal over empty squares, jumps exactly one enemy "
           "piece, and lands on any empty square beyond it. If the capture can go on, it must "
           "land where it can go on."),
    ), (Diagram("W:WKa1:Be5,h6", N_("The king on a1 takes e5 and may land on f6, g7 or h8."),
                move="a1xg7"),)),
    Section("draws", N_("Draws"), (
        N_("The game is drawn when the same position, with the same side to move, appears for "
           "the third time, or when both sides have made 15 moves each in which only kings "
           "moved and nothing was captured."),
    )),
    Section("international", N_("International draughts"), (
        N_("International draughts is played on 10x10 with 20 men each (Black on squares 1 "
           "to 20, White on 31 to 50); White moves first. Men capture backwards, the majority "
           "rule holds, and kings fly, exactly as in Checkers. Squares are numbered 1 to 50 "
           "from Black's side."),
        N_("Draws (FMJD): a third repetition; 25 moves each with only kings moving and no "
           "capture; three kings, two kings and a man, or a king and two men against a lone "
           "king are drawn after 16 more moves each; two kings, a king and a man, or a king "
           "against a king after 5 more moves each."),
    ), (Diagram("W:W31-50:B1-20", N_("The International start."), variant="international"),
        Diagram("W:W28:B32,23,3", N_("A man captures backwards: 28x37."), move="28x37",
                variant="international"))),
    Section("english", N_("English checkers"), (
        N_("English (American) checkers uses the 8x8 board numbered 1 to 32; Black starts on "
           "1 to 12 and moves first. Men move and capture forwards only. Kings move and "
           "capture one square in any of the four directions. Capturing is compulsory, but "
           "there is no majority rule: any capture may be chosen, and once started it must be "
           "carried on to its end. A man that reaches the far row by a capture is crowned and "
           "its move ends there."),
        N_("Draws: a third repetition, or 40 moves each with no man moved and nothing "
           "captured."),
    ), (Diagram("B:W21-32:B1-12", N_("The English start: Black to move."), variant="english"),
        Diagram("B:W10,19,11:B6,7", N_("No majority rule: 7x14 takes one man though 6x24 "
                   "takes two, and is allowed."), move="7x14", variant="english"))),
    Section("russian", N_("Russian draughts"), (
        N_("Russian draughts (shashki) is played like Checkers on 8x8, White first, with "
           "flying kings and men that capture backwards, but there is no majority rule: you "
           "may choose any capture, though once started it must be finished, and a flying "
           "king must land where it can go on capturing if it can."),
        N_("A man that reaches the far row during a capture is crowned at once and goes on "
           "capturing as a king. Draws: a third repetition; 15 moves each with only kings "
           "moving; three kings or more against a lone king after 15 moves each; equal "
           "forces with kings after 30 moves each (4 or 5 pieces a side) or 60 (6 or 7); "
           "three pieces against a lone king on the long diagonal, or two against one, after "
           "5 moves each."),
    ), (Diagram("W:Wb6:Bc7,f6", N_("b6 takes c7, is crowned on d8 and flies on over f6: "
                   "b6xh4 (or b6xg5)."), move="b6xh4", variant="russian"),
        Diagram("W:Wc3,g3:Bb4,f4,f6", N_("Any capture may be chosen: c3xa5 takes one man "
                   "though g3 could take two."), move="c3xa5", variant="russian"))),
    Section("pool", N_("Pool checkers"), (
        N_("American pool checkers: the 8x8 board numbered as in English checkers, Black on "
           "1 to 12 moves first. Men capture backwards, kings fly, and any capture may be "
           "chosen (a king must land where it can go on). A man that reaches the far row "
           "during a capture and can jump on goes on, and stays a man."),
        N_("Draws: a third repetition; three kings against one king must win within 13 moves."),
    ), (Diagram("B:W21-32:B1-12", N_("The start: Black to move."), variant="pool"),
        Diagram("W:W9:B6,7,1", N_("9 jumps 6 onto the far row and back over 7: 9x11, still "
                   "a man."), move="9x11", variant="pool"))),
    Section("italian", N_("Italian draughts"), (
        N_("Italian draughts turns the board: a1 is light, and each player has a dark corner "
           "on the right. Squares are numbered 1 (a8, Black's corner) to 32 (h1). White "
           "moves first. Men move and capture forwards only and may never capture a king; "
           "kings step and capture one square in any direction. A man that reaches the far "
           "row by a capture is crowned and stops."),
        N_("Captures follow an order of priority: take the most pieces; if a king and a man "
           "can both do that, the king must; then the most kings; then the capture that meets "
           "a king first. Draws: repetition, or 40 moves each with no capture and no man "
           "moved."),
    ), (Diagram("W:W21-32:B1-12", N_("The start: the board turned, White to move."),
                variant="italian"),
        Diagram("W:WK19,20:B15,1", N_("The king on 19 must take 15, not the man on 20: "
                   "19x12."), move="19x12", variant="italian"))),
    Section("frisian", N_("Frisian draughts"), (
        N_("Frisian draughts is played on the International board and start, but pieces "
           "also capture along ranks and files: there the next dark square is two squares "
           "away. Men capture one piece in any of the eight directions; kings fly in all "
           "eight. Steps stay diagonal."),
        N_("You must make the capture of the greatest value, a man counting 100 and a king "
           "199; if a king can make such a capture, a king must take. While a player has "
           "men, a king may make at most three non-capturing moves in a row. Draws: a third "
           "repetition; two kings against one after 7 moves each; a king against a king "
           "after 2 moves each."),
    ), (Diagram("W:W33:B34,3", N_("A capture along the rank: 33x35."), move="33x35",
                variant="frisian"),
        Diagram("W:W33,K50:B28,17,K44,3", N_("Two men (200) outweigh a king (199): 33x11."),
                move="33x11", variant="frisian"))),
    Section("frysk", N_("Frysk!"), (
        N_("Frysk! is Frisian draughts with five men each, on the back rows (White on 46 to "
           "50, Black on 1 to 5). White moves first."),
    ), (Diagram("W:W46-50:B1-5", N_("The Frysk! start."), variant="frysk"),)),
    Section("antidraughts", N_("Antidraughts"), (
        N_("Antidraughts plays by the International rules, captures and majority rule "
           "included, but turns the goal round: you win when it is your turn and you have no "
           "legal move, all your pieces lost or blocked. Draw: a third repetition."),
    ), (Diagram("W:W33:B19,20", N_("White offers its last man: 33-28, and Black must take."),
                move="33-28", variant="antidraughts"),)),
    Section("breakthrough", N_("Breakthrough draughts"), (
        N_("Breakthrough plays by the International rules, but the first player to crown a "
           "king wins at once. A player who cannot move loses; there are no draws."),
    ), (Diagram("W:W11,16,36:B7,10,13", N_("11x2 takes 7 and crowns: White wins."),
                move="11x2", variant="breakthrough"),)),
    Section("notation", N_("Notation"), (
        N_("A step is written c3-d4 (numbers in English and International: 32-28), a capture "
           "c3xe5 (23x14). When two captures share their start and end, the whole path is "
           "written: c3xe5xg3xe1."),
    )),
)
