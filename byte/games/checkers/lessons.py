"""The lessons of Checkers and its variants: each step teaches one rule on a small
position (data for :mod:`byte.lessons`; the tests check every position, and that each
taught move is legal and the only one accepted)."""

from byte.lessons import Lesson, Step

LESSONS = (
    Lesson(
        "basics", "Men, captures and kings",
        "How men move and capture, the majority rule, crowning and the flying king "
        "(Checkers, 8x8).",
        "checkers", "brazilian", (
            Step(
                "Men move forward",
                "A man moves one square diagonally forward onto an empty square. Move "
                "your man on c3 forward.",
                "W:Wc3:Bf8",
                ("c3-b4", "c3-d4"),
                "Right: forward for White is up the board, one square at a time.",
                "moving the man on c3 forward",
            ),
            Step(
                "Capturing is compulsory",
                "Your man on c3 can jump the black man on d4 onto the empty square behind "
                "it. When a capture is possible you must capture: take it.",
                "W:Wc3,g3:Bd4,h8",
                ("c3xe5",),
                "Right: d4 is captured. Any other move was not allowed while a capture was "
                "there.",
                "the compulsory capture",
            ),
            Step(
                "Multiple captures",
                "After a jump, the same piece must go on jumping while it can: the whole "
                "chain is one move. Take both black men with the man on a3.",
                "W:Wa3:Bb4,d6,h8",
                ("a3xe7",),
                "Right: a3 jumped b4, then d6, and ended on e7. Both men leave the board "
                "when the move ends.",
                "the double capture",
            ),
            Step(
                "Take the most pieces",
                "When several captures are possible you must choose one that takes the "
                "most pieces (the majority rule). h2 can take one man, c3 can take two: "
                "make the capture the rule requires.",
                "W:Wc3,h2:Bd4,f6,g3,b8",
                ("c3xg7",),
                "Right: c3 took d4 and f6. Taking one man with h2 was not allowed while "
                "two could be taken.",
                "the majority rule",
            ),
            Step(
                "Crowning",
                "A man that ends its move on the far row becomes a king. Move your man on "
                "c7 to the last row.",
                "W:Wc7:Bh2",
                ("c7-b8", "c7-d8"),
                "Right: it is a king now (drawn with a crown). A man that reaches the far "
                "row in the middle of a capture and can jump on must go on, and stays a "
                "man.",
                "crowning the man on c7",
            ),
            Step(
                "The flying king",
                "A king moves any number of empty squares along a diagonal, and captures "
                "from a distance: it jumps one piece and lands on any empty square beyond "
                "it. Capture the man on e5 with your king on a1.",
                "W:WKa1:Be5,h6",
                ("a1xf6", "a1xg7", "a1xh8"),
                "Right: the king flew over e5 and chose where to land.",
                "the king's capture from a distance",
            ),
            Step(
                "Draws",
                "A game is drawn when the same position appears for the third time with "
                "the same side to move, or after 15 moves each in which only kings moved "
                "and nothing was captured. Here the kings have gone back and forth: play "
                "g7-h8 with Black to repeat the position a third time.",
                "W:WKe1:BKh8",
                ("g7-h8",),
                "Right: the position is on the board for the third time, so the game is "
                "drawn.",
                "the draw by repetition",
                before=("e1-d2", "h8-g7", "d2-e1", "g7-h8", "e1-d2", "h8-g7", "d2-e1"),
            ),
        ),
    ),
    Lesson(
        "english", "What English checkers changes",
        "Men move and capture forwards only, kings step one square, any capture may be "
        "chosen, and a crowning ends the move.",
        "checkers", "english", (
            Step(
                "Men capture forwards only",
                "In English checkers a man never captures backwards: your man on 18 may "
                "not jump the white man on 14 behind it. Black moves first and down the "
                "board: move the man on 18 forward.",
                "B:W14,32:B18,1",
                ("18-22", "18-23"),
                "Right: there was no capture to make, as 14 stands behind your man. "
                "(In Checkers and International draughts men capture backwards too.)",
                "moving the man on 18 forward",
            ),
            Step(
                "No majority rule",
                "Capturing is compulsory, but you may choose any capture, even one that "
                "takes fewer pieces. Take one man only: jump 10 with the man on 7.",
                "B:W10,19,11:B6,7",
                ("7x14",),
                "Right: in English checkers that is allowed although 6 or 7 could take "
                "two. Once started, a capture must still be carried on to its end.",
                "choosing the capture of one man",
            ),
            Step(
                "Kings move one square",
                "Kings move and capture one square at a time, in all four directions. "
                "Move your king on 18 one square backwards (up the board).",
                "B:W32:BK18",
                ("18-14", "18-15"),
                "Right: an English king steps like a man, but backwards too.",
                "the king's step backwards",
            ),
            Step(
                "A crowning ends the move",
                "A man that reaches the far row by a capture is crowned, and its move "
                "ends there, even if a king could jump on. Capture 25 with your man on 21.",
                "B:W25,26:B21",
                ("21x30",),
                "Right: the new king stops on 30 and does not take 26 this turn. In "
                "Checkers the man would have had to jump on, staying a man.",
                "the crowning capture",
            ),
        ),
    ),
    Lesson(
        "international", "International draughts",
        "The 10x10 game: the rules of Checkers on a bigger board, with its own draw rules.",
        "checkers", "international", (
            Step(
                "Men capture backwards",
                "International draughts is played on 10x10 with 20 men each and numbered "
                "squares. As in Checkers, men capture backwards as well as forwards. Take "
                "the man behind you: jump 32 with your man on 28.",
                "W:W28:B32,23,3",
                ("28x37",),
                "Right: a man may capture backwards. It still moves only forwards when it "
                "does not capture.",
                "the backward capture",
            ),
            Step(
                "Flying kings and draws",
                "Kings fly here too. Capture 32 with your king on 46 and land anywhere "
                "beyond it. Draws: a third repetition, 25 moves each with only kings "
                "moving and no capture, and short limits for a few kings against one.",
                "W:WK46:B32,3",
                ("46x28", "46x23", "46x19", "46x14", "46x10", "46x5"),
                "Right: the king jumped from afar. With one king against one, the game "
                "would be drawn after 5 more moves each.",
                "the king's capture of 32",
            ),
        ),
    ),
)
