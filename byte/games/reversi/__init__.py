"""Reversi and Othello: the rules (:mod:`.rules`) and the computer player's hooks (:mod:`.engine`).

One engine plays both starts of the registry, Othello (four discs in the centre) and
Reversi (an empty board whose first four discs go on the central squares), on 8x8, 6x6
and 10x10 boards. The rules are written down in the spec, ``reversi-rules.md``.
"""
