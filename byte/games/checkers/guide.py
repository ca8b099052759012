"""The rules page of Checkers, International draughts and English checkers (data for
tools/rules_pages.py), with diagrams drawn from position codes."""

from byte.guide import Diagram, Section

TITLE = "Checkers"
VARIANT = "brazilian"
CREDIT = ("Checkers here is the 8x8 game with flying kings and the majority rule (Brazilian "
          "draughts, with klyo's draw rules); International draughts follows the FMJD "
          "rules, English checkers the American straight checkers rules.")
INTRO = ("Two players move men diagonally on the dark squares, jump to capture, and crown "
         "the men that reach the far row. You win when your opponent has no piece left or "
         "no legal move.")

START = ("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8")

SECTIONS = (
    Section("board", "The board and the start", (
        "Checkers is played on the dark squares of an 8x8 board, a dark square at each "
        "player's near left corner. Each player has 12 men on the three rows nearest to "
        "them: White (light) on ranks 1 to 3, Black on ranks 6 to 8. White moves first. "
        "Squares are named a1 to h8 from White's side.",
    ), (Diagram(START, "The start: White to move."),)),
    Section("men", "Men", (
        "A man moves one square diagonally forward onto an empty square.",
    ), (Diagram("W:Wc3:Bf8", "The man on c3 may go to b4 or d4.", move="c3-d4"),)),
    Section("capture", "Capturing is compulsory", (
        "A piece captures by jumping an enemy piece diagonally next to it onto the empty "
        "square right behind it. When a capture is possible you must capture. In Checkers "
        "and International draughts men capture backwards as well as forwards.",
    ), (Diagram("W:Wc3,g3:Bd4,h8", "White must take: c3xe5.", move="c3xe5"),)),
    Section("multiple", "Multiple captures", (
        "After a jump, if the same piece can jump again, the move goes on until it cannot: "
        "the whole chain is one move. Captured pieces leave the board only when the move "
        "ends; until then they stay as obstacles and may not be jumped twice.",
    ), (Diagram("W:Wa3:Bb4,d6,h8", "a3 takes b4 and d6 in one move: a3xe7.",
                move="a3xe7"),)),
    Section("majority", "Take the most pieces", (
        "Among all capturing moves you must choose one that takes the most pieces (a king "
        "counts as one). Among those, any.",
    ), (Diagram("W:Wc3,h2:Bd4,f6,g3,b8", "c3 can take two men, h2 only one: White must "
                "play c3xg7.", move="c3xg7"),)),
    Section("crowning", "Crowning", (
        "A man that ends its move on the far row becomes a king. A man that reaches the far "
        "row during a capture and can jump on (backwards) must go on, and stays a man.",
    ), (Diagram("W:Wc7:Bh2", "c7-d8 crowns the man.", move="c7-d8"),)),
    Section("kings", "Flying kings", (
        "A king moves any number of empty squares along a diagonal. It captures from a "
        "distance: it runs along a diagonal over empty squares, jumps exactly one enemy "
        "piece, and lands on any empty square beyond it. If the capture can go on, it must "
        "land where it can go on.",
    ), (Diagram("W:WKa1:Be5,h6", "The king on a1 takes e5 and may land on f6, g7 or h8.",
                move="a1xg7"),)),
    Section("draws", "Draws", (
        "The game is drawn when the same position, with the same side to move, appears for "
        "the third time, or when both sides have made 15 moves each in which only kings "
        "moved and nothing was captured.",
    )),
    Section("international", "International draughts", (
        "International draughts is played on 10x10 with 20 men each (Black on squares 1 "
        "to 20, White on 31 to 50); White moves first. Men capture backwards, the majority "
        "rule holds, and kings fly, exactly as in Checkers. Squares are numbered 1 to 50 "
        "from Black's side.",
        "Draws (FMJD): a third repetition; 25 moves each with only kings moving and no "
        "capture; three kings, two kings and a man, or a king and two men against a lone "
        "king are drawn after 16 more moves each; two kings, a king and a man, or a king "
        "against a king after 5 more moves each.",
    ), (Diagram("W:W31-50:B1-20", "The International start.", variant="international"),
        Diagram("W:W28:B32,23,3", "A man captures backwards: 28x37.", move="28x37",
                variant="international"))),
    Section("english", "English checkers", (
        "English (American) checkers uses the 8x8 board numbered 1 to 32; Black starts on "
        "1 to 12 and moves first. Men move and capture forwards only. Kings move and "
        "capture one square in any of the four directions. Capturing is compulsory, but "
        "there is no majority rule: any capture may be chosen, and once started it must be "
        "carried on to its end. A man that reaches the far row by a capture is crowned and "
        "its move ends there.",
        "Draws: a third repetition, or 40 moves each with no man moved and nothing "
        "captured.",
    ), (Diagram("B:W21-32:B1-12", "The English start: Black to move.", variant="english"),
        Diagram("B:W10,19,11:B6,7", "No majority rule: 7x14 takes one man though 6x24 "
                "takes two, and is allowed.", move="7x14", variant="english"))),
    Section("notation", "Notation", (
        "A step is written c3-d4 (numbers in English and International: 32-28), a capture "
        "c3xe5 (23x14). When two captures share their start and end, the whole path is "
        "written: c3xe5xg3xe1.",
    )),
)
