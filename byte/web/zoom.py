"""Tap to zoom: boards whose squares are too small for a finger grow under it first.

A 10x10 Reversi board on a 390 px phone has 39 px squares, every one of them playable, so
no hit area can be larger than the square it belongs to (the draughts boards reach 44 px
by letting each dark square take taps over the light corners around it). There the first
tap magnifies the board about the tapped point, so the squares under the finger are about
twice the size, and the next tap plays; the board then shows whole again. Mouse, pen and
keyboard input never zoom: they are precise.

>>> needs_zoom(board_px=390, size=10, touch=True, diagonal_hit_areas=False)
True
>>> needs_zoom(board_px=390, size=10, touch=True, diagonal_hit_areas=True)  # draughts
False
>>> needs_zoom(board_px=390, size=8, touch=True, diagonal_hit_areas=False)  # 48 px squares
False
>>> origin(tap_x=20, tap_y=300, width=390, height=390)
(20.0, 300.0)
"""

from __future__ import annotations

MIN_TARGET_PX = 44
"""The smallest tap target we accept (WCAG 2.5.5's 44 CSS px)."""
SCALE = 2
"""How much a zoomed board grows: 39 px squares become 78 px, every target far above 44."""


def needs_zoom(board_px: float, size: int, touch: bool, diagonal_hit_areas: bool) -> bool:
    """Whether a tap should magnify the board instead of playing.

    Only touch input on a board whose squares are smaller than :data:`MIN_TARGET_PX` and
    whose hit areas cannot grow past the squares (games that use every square).
    """
    if not touch or diagonal_hit_areas or size <= 0:
        return False
    return board_px / size < MIN_TARGET_PX


def origin(tap_x: float, tap_y: float, width: float, height: float) -> tuple[float, float]:
    """The transform origin (in the board's own pixels) for a zoom about the tapped point.

    Scaling about the tapped point keeps it under the finger; whatever lies within half the
    board around it stays in view. The point is clamped to the board.
    """
    return (float(min(max(tap_x, 0.0), width)), float(min(max(tap_y, 0.0), height)))
