"""Checkers: one rules engine for ten rule sets, and the computer player's hooks.

- ``rules``: the position (bitboards, make/unmake, legal moves, draws, notation, codes) for
  Checkers (8x8, flying kings, majority capture; variant ``brazilian``), International
  draughts (10x10), English checkers (8x8, short kings, free choice of capture), and
  Russian, pool, Italian, Frisian, Frysk!, Antidraughts and Breakthrough.
- ``engine``: evaluation, move ordering, captures for the quiescence search, levels.

The registry (``byte.games``) imports both modules on first use; this one imports nothing.
"""
