"""Tap to zoom (byte/web/zoom.py): which boards grow under the finger, and about where."""

from byte.web import zoom


def test_only_touch_on_small_squares_that_cannot_take_wider_taps_zooms() -> None:
    assert zoom.needs_zoom(390, 10, touch=True, diagonal_hit_areas=False)
    assert not zoom.needs_zoom(390, 10, touch=False, diagonal_hit_areas=False)  # a mouse
    assert not zoom.needs_zoom(390, 10, touch=True, diagonal_hit_areas=True)  # draughts
    assert not zoom.needs_zoom(440, 10, touch=True, diagonal_hit_areas=False)  # 44 px: fine
    assert zoom.needs_zoom(439, 10, touch=True, diagonal_hit_areas=False)
    assert not zoom.needs_zoom(390, 0, touch=True, diagonal_hit_areas=False)


def test_a_zoomed_square_is_big_enough() -> None:
    assert 390 / 10 * zoom.SCALE >= zoom.MIN_TARGET_PX


def test_the_origin_is_the_tap_kept_on_the_board() -> None:
    assert zoom.origin(20, 300, 390, 390) == (20.0, 300.0)
    assert zoom.origin(-5, 400, 390, 390) == (0.0, 390.0)
