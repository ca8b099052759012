"""The lessons of Checkers and its variants: each step teaches one rule on a small
position (data for :mod:`byte.lessons`; the tests check every position, and that each
taught move is legal and the only one accepted)."""

from byte.i18n import N_
from byte.lessons import Lesson, Step

LESSONS = (
    Lesson(
        "basics", N_("Men, captures and kings"),
        N_("How men move and capture, the majority rule, crowning and the flying king "
           "(Checkers, 8x8)."),
        "checkers", "brazilian", (
            Step(
                N_("Men move forward"),
                N_("A man moves one square diagonally forward onto an empty square. Move "
                   "your man on c3 forward."),
                "W:Wc3:Bf8",
                ("c3-b4", "c3-d4"),
                N_("Right: forward for White is up the board, one square at a time."),
                N_("moving the man on c3 forward"),
            ),
            Step(
                N_("Capturing is compulsory"),
                N_("Your man on c3 can jump the black man on d4 onto the empty square behind "
                   "it. When a capture is possible you must capture: take it."),
                "W:Wc3,g3:Bd4,h8",
                ("c3xe5",),
                N_("Right: d4 is captured. Any other move was not allowed while a capture was "
                   "there."),
                N_("the compulsory capture"),
            ),
            Step(
                N_("Multiple captures"),
                N_("After a jump, the same piece must go on jumping while it can: the whole "
                   "chain is one move. Take both black men with the man on a3."),
                "W:Wa3:Bb4,d6,h8",
                ("a3xe7",),
                N_("Right: a3 jumped b4, then d6, and ended on e7. Both men leave the board "
                   "when the move ends."),
                N_("the double capture"),
            ),
            Step(
                N_("Take the most pieces"),
                N_("When several captures are possible you must choose one that takes the "
                   "most pieces (the majority rule). h2 can take one man, c3 can take two: "
                   "make the capture the rule requires."),
                "W:Wc3,h2:Bd4,f6,g3,b8",
                ("c3xg7",),
                N_("Right: c3 took d4 and f6. Taking one man with h2 was not allowed while "
                   "two could be taken."),
                N_("the majority rule"),
            ),
            Step(
                N_("Crowning"),
                N_("A man that ends its move on the far row becomes a king. Move your man on "
                   "c7 to the last row."),
                "W:Wc7:Bh2",
                ("c7-b8", "c7-d8"),
                N_("Right: it is a king now (drawn with a crown). A man that reaches the far "
                   "row in the middle of a capture and can jump on must go on, and stays a "
                   "man."),
                N_("crowning the man on c7"),
            ),
            Step(
                N_("The flying king"),
                N_("A king moves any number of empty squares along a diagonal, and captures "
                   "from a distance: it jumps one piece and lands on any empty square beyond "
                   "it. Capture the man on e5 with your king on a1."),
                "W:WKa1:Be5,h6",
                ("a1xf6", "a1xg7", "a1xh8"),
                N_("Right: the king flew over e5 and chose where to land."),
                N_("the king's capture from a distance"),
            ),
            Step(
                N_("Draws"),
                N_("A game is drawn when the same position appears for the third time with "
                   "the same side to move, or after 15 moves each in which only kings moved "
                   "and nothing was captured. Here the kings have gone back and forth: play "
                   "g7-h8 with Black to repeat the position a third time."),
                "W:WKe1:BKh8",
                ("g7-h8",),
                N_("Right: the position is on the board for the third time, so the game is "
                   "drawn."),
                N_("the draw by repetition"),
                before=("e1-d2", "h8-g7", "d2-e1", "g7-h8", "e1-d2", "h8-g7", "d2-e1"),
            ),
        ),
    ),
    Lesson(
        "english", N_("What English checkers changes"),
        N_("Men move and capture forwards only, kings step one square, any capture may be "
           "chosen, and a crowning ends the move."),
        "checkers", "english", (
            Step(
                N_("Men capture forwards only"),
                N_("In English checkers a man never captures backwards: your man on 18 may "
                   "not jump the white man on 14 behind it. Black moves first and down the "
                   "board: move the man on 18 forward."),
                "B:W14,32:B18,1",
                ("18-22", "18-23"),
                N_("Right: there was no capture to make, as 14 stands behind your man. "
                   "(In Checkers and International draughts men capture backwards too.)"),
                N_("moving the man on 18 forward"),
            ),
            Step(
                N_("No majority rule"),
                N_("Capturing is compulsory, but you may choose any capture, even one that "
                   "takes fewer pieces. Take one man only: jump 10 with the man on 7."),
                "B:W10,19,11:B6,7",
                ("7x14",),
                N_("Right: in English checkers that is allowed although 6 or 7 could take "
                   "two. Once started, a capture must still be carried on to its end."),
                N_("choosing the capture of one man"),
            ),
            Step(
                N_("Kings move one square"),
                N_("Kings move and capture one square at a time, in all four directions. "
                   "Move your king on 18 one square backwards (up the board)."),
                "B:W32:BK18",
                ("18-14", "18-15"),
                N_("Right: an English king steps like a man, but backwards too."),
                N_("the king's step backwards"),
            ),
            Step(
                N_("A crowning ends the move"),
                N_("A man that reaches the far row by a capture is crowned, and its move "
                   "ends there, even if a king could jump on. Capture 25 with your man on 21."),
                "B:W25,26:B21",
                ("21x30",),
                N_("Right: the new king stops on 30 and does not take 26 this turn. In "
                   "Checkers the man would have had to jump on, staying a man."),
                N_("the crowning capture"),
            ),
        ),
    ),
    Lesson(
        "international", N_("International draughts"),
        N_("The 10x10 game: the rules of Checkers on a bigger board, with its own draw rules."),
        "checkers", "international", (
            Step(
                N_("Men capture backwards"),
                N_("International draughts is played on 10x10 with 20 men each and numbered "
                   "squares. As in Checkers, men capture backwards as well as forwards. Take "
                   "the man behind you: jump 32 with your man on 28."),
                "W:W28:B32,23,3",
                ("28x37",),
                N_("Right: a man may capture backwards. It still moves only forwards when it "
                   "does not capture."),
                N_("the backward capture"),
            ),
            Step(
                N_("Flying kings and draws"),
                N_("Kings fly here too. Capture 32 with your king on 46 and land anywhere "
                   "beyond it. Draws: a third repetition, 25 moves each with only kings "
                   "moving and no capture, and short limits for a few kings against one."),
                "W:WK46:B32,3",
                ("46x28", "46x23", "46x19", "46x14", "46x10", "46x5"),
                N_("Right: the king jumped from afar. With one king against one, the game "
                   "would be drawn after 5 more moves each."),
                N_("the king's capture of 32"),
            ),
        ),
    ),
    Lesson(
        "russian", N_("Russian draughts"),
        N_("Any capture may be chosen, and a man crowned in the middle of a capture goes on "
           "as a king."),
        "checkers", "russian", (
            Step(
                N_("Any capture may be chosen"),
                N_("Russian draughts has no majority rule: capturing is compulsory, but you "
                   "may choose any capture. g3 could take two men; take just one, b4, with "
                   "the man on c3."),
                "W:Wc3,g3:Bb4,f4,f6",
                ("c3xa5",),
                N_("Right: allowed in Russian draughts. A capture once started must still be "
                   "carried on to its end."),
                N_("choosing the smaller capture"),
            ),
            Step(
                N_("Crowned in the middle of a capture"),
                N_("A man that reaches the far row during a capture becomes a king at once, "
                   "and goes on capturing as a flying king. Take c7 with your man on b6, and "
                   "go on."),
                "W:Wb6:Bc7,f6",
                ("b6xg5", "b6xh4"),
                N_("Right: crowned on d8, the new king flew on over f6, and stays a king."),
                N_("the crowning capture"),
            ),
        ),
    ),
    Lesson(
        "pool", N_("Pool checkers"),
        N_("Black moves first; flying kings and backward captures, any capture may be "
           "chosen, and a man passing the far row stays a man."),
        "checkers", "pool", (
            Step(
                N_("Any capture may be chosen"),
                N_("In pool checkers men capture backwards too, and there is no majority rule. "
                   "24 could take two men: take one, 17, with the man on 22."),
                "W:W22,24:B17,19,11,1",
                ("22x13",),
                N_("Right: the smaller capture is allowed. (Black moves first in a game of "
                   "pool checkers; here White is to move.)"),
                N_("choosing the smaller capture"),
            ),
            Step(
                N_("Passing the far row"),
                N_("A man that reaches the far row in the middle of a capture and can jump on "
                   "must go on, and stays a man. Take both men with the man on 9."),
                "W:W9:B6,7,1",
                ("9x11",),
                N_("Right: the man touched 2 on the far row, jumped back over 7, and is still "
                   "a man: it is crowned only when its move ends on the far row."),
                N_("the capture through the far row"),
            ),
        ),
    ),
    Lesson(
        "italian", N_("Italian draughts"),
        N_("The board is turned, men never take kings, and the captures follow an order of "
           "priority."),
        "checkers", "italian", (
            Step(
                N_("Men cannot take kings"),
                N_("In Italian draughts a1 is a light square and square 1 is Black's corner. "
                   "A man may never capture a king: your man on 19 cannot take the king on 15. "
                   "Move it forward to 14."),
                "W:W19,32:BK15",
                ("19-14",),
                N_("Right: no capture was possible, so any move could be played. Kings step "
                   "one square, and men move and capture forwards only."),
                N_("the man facing a king"),
            ),
            Step(
                N_("A king takes first"),
                N_("Captures follow an order: the most pieces; then, if a king and a man can "
                   "take as many, the king must; then the most kings; then the one that meets "
                   "a king first. Your king on 19 and your man on 20 can both take 15."),
                "W:WK19,20:B15,1",
                ("19x12",),
                N_("Right: the king had to take, not the man."),
                N_("the king's priority"),
            ),
        ),
    ),
    Lesson(
        "frisian", N_("Frisian draughts"),
        N_("Captures along ranks and files too, the value of a capture, and kings that may "
           "not wander."),
        "checkers", "frisian", (
            Step(
                N_("Captures along ranks and files"),
                N_("In Frisian draughts pieces capture straight along ranks and files as well "
                   "as diagonally; along a line the next dark square is two squares away. "
                   "Take the man on 34 with your man on 33."),
                "W:W33:B34,3",
                ("33x35",),
                N_("Right: 33 jumped sideways over 34 and landed on 35."),
                N_("the capture along the rank"),
            ),
            Step(
                N_("The capture of most value"),
                N_("You must make the capture of the greatest value: a man counts 100, a king "
                   "199, so two men beat one king (and a king must take when it can take as "
                   "much). Your man on 33 can take two men; your king on 50 one king."),
                "W:W33,K50:B28,17,K44,3",
                ("33x11",),
                N_("Right: two men (200) outweigh a king (199). A king may also make at most "
                   "three moves in a row without capturing while you still have men."),
                N_("the capture of most value"),
            ),
        ),
    ),
    Lesson(
        "frysk", N_("Frysk!"),
        N_("Frisian draughts with five men each, and the rule that stops a king wandering."),
        "checkers", "frysk", (
            Step(
                N_("Five men each"),
                N_("Frysk! is Frisian draughts with only five men each, on the back rows. "
                   "White moves first: move any man forward."),
                "W:W46-50:B1-5",
                ("46-41", "47-41", "47-42", "48-42", "48-43", "49-43", "49-44", "50-44",
                 "50-45"),
                N_("Right: the rules of Frisian draughts apply, captures along ranks and files "
                   "included."),
                N_("the first move"),
            ),
            Step(
                N_("A king may not wander"),
                N_("While you have men, you may make at most three moves in a row with the "
                   "same king without capturing. Your king on 41 has just made three: move "
                   "another piece."),
                "W:WK46,K50,35:BK1",
                ("35-30", "50-11", "50-17", "50-22", "50-28", "50-33", "50-39", "50-44",
                 "50-45"),
                N_("Right: a man's move, a capture or another king's move starts the count "
                   "again."),
                N_("moving another piece"),
                before=("46-41", "1-6", "41-46", "6-1", "46-41", "1-6"),
            ),
        ),
    ),
    Lesson(
        "antidraughts", N_("Antidraughts"),
        N_("International rules, but you win when you have no move: lose your pieces."),
        "checkers", "antidraughts", (
            Step(
                N_("Give your pieces away"),
                N_("In Antidraughts you win when it is your turn and you have no legal move: "
                   "all your pieces lost, or blocked. Offer your man to Black: move it next "
                   "to a black man."),
                "W:W33:B19,20",
                ("33-28", "33-29"),
                N_("Right: Black will have to take it, and you will have no piece left."),
                N_("offering the man"),
            ),
            Step(
                N_("Capturing is still compulsory"),
                N_("Captures are compulsory and the majority rule holds, as in International "
                   "draughts. Black must take White's last man, and so let White win: take it."),
                "B:W28:B22,23,3",
                ("22x33", "23x32"),
                N_("Right: White has no piece left, and wins."),
                N_("the compulsory capture"),
            ),
        ),
    ),
    Lesson(
        "breakthrough", N_("Breakthrough draughts"),
        N_("International rules, but the first player to crown a king wins."),
        "checkers", "breakthrough", (
            Step(
                N_("The first king wins"),
                N_("In Breakthrough draughts the game ends as soon as a man is crowned: its "
                   "side wins. Crown your man on 11, taking 7 on the way."),
                "W:W11,16,36:B7,10,13",
                ("11x2",),
                N_("Right: a king, and the game is won."),
                N_("the crowning capture"),
            ),
            Step(
                N_("Stop the runaway"),
                N_("A man that nothing can stop will crown and win. Black's man on 41 is one "
                   "step from the last row: take it."),
                "W:W47,31:B41,3",
                ("47x36",),
                N_("Right: the race is over for Black's man."),
                N_("stopping the runaway"),
            ),
        ),
    ),
)
