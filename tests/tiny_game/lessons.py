"""Tic-tac-toe's one lesson."""

from byte.lessons import Lesson, Step

LESSONS = (
    Lesson("rows", "Three in a row", "Complete a row to win.", "tictactoe", "tictactoe", (
        Step("Complete the row", "White has two stones on the top row: put the third.",
             "ww.bb.... w", ("c3",), "Right: three in a row wins.", "completing a row"),
    )),
)
