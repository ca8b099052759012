"""Tic-tac-toe's rules page."""

from byte.guide import Diagram, Section

TITLE = "Tic-tac-toe"
VARIANT = "tictactoe"
CREDIT = "A game of the tests."
INTRO = "Two players put stones on a 3x3 board in turn."
SECTIONS = (
    Section("rows", "Three in a row", ("Three stones of one colour in a row win.",),
            (Diagram("ww.bb.... w", "White wins with c3.", move="c3"),)),
)
