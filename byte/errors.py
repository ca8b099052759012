"""The package's one error for bad input, shared by every game and the shell.

Every message is a readable sentence meant for a player ("d6 flips nothing: …"), so the
page and the command line can show it as it is.
"""


class ByteError(ValueError):
    """Bad input (a move, a position code, a record, a link): the message says what is wrong."""
