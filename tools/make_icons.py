"""Draw the app icons (SVG + PNG 192/512, normal and maskable) with the standard library.

The icon is a Byte stack seen from the side: three checkers, white-black-white, each
outlined so the colours differ by more than hue. One geometry feeds both the SVG and a tiny
supersampling rasteriser that writes PNGs through zlib/struct. Outputs are committed;
rerun ``python tools/make_icons.py`` after changing the drawing.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "static" / "icons"
BACKGROUND = (0x2F, 0x5D, 0x50)
WHITE = (0xF5, 0xF0, 0xE6)
BLACK = (0x1E, 0x1E, 0x1E)
CHECKERS = (WHITE, BLACK, WHITE)  # bottom to top
CX, RX, RY, THICK, STEP, OUTLINE = 50.0, 28.0, 9.0, 10.0, 13.0, 2.2
BASE_TOP = 58.0  # centre of the bottom checker's top face (100-unit canvas)
CORNER = 18.0

Colour = tuple[int, int, int]


def checker_geometry() -> list[tuple[float, float, Colour]]:
    """(top-face centre y, bottom-face centre y, fill) for each checker, bottom first."""
    return [(BASE_TOP - k * STEP, BASE_TOP - k * STEP + THICK, c) for k, c in enumerate(CHECKERS)]


def outline_of(fill: Colour) -> Colour:
    return (0xF5, 0xF0, 0xE6) if fill == BLACK else (0x14, 0x14, 0x14)


def _in_cylinder(x: float, y: float, top: float, bottom: float, grow: float) -> bool:
    rx, ry = RX + grow, RY + grow
    dx = (x - CX) / rx
    if abs(dx) > 1:
        return False
    if top <= y <= bottom:
        return True
    h = ry * (1 - dx * dx) ** 0.5
    return top - h <= y <= bottom + h


def _in_top_face(x: float, y: float, top: float) -> bool:
    return ((x - CX) / RX) ** 2 + ((y - top) / RY) ** 2 <= 1


def _shade(c: Colour, f: float) -> Colour:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def colour_at(x: float, y: float, maskable: bool) -> Colour | None:
    """Colour of the point (x, y) on the 100-unit canvas; None is transparent."""
    if maskable:  # shrink the drawing into the safe zone, background to the edges
        x, y = 50 + (x - 50) / 0.82, 50 + (y - 50) / 0.82
    elif not _in_rounded_square(x, y):
        return None
    colour: Colour = BACKGROUND
    for top, bottom, fill in checker_geometry():
        if _in_cylinder(x, y, top, bottom, OUTLINE):
            colour = outline_of(fill)
        if _in_cylinder(x, y, top, bottom, 0):
            colour = _shade(fill, 0.82)  # the side of the checker
        if _in_top_face(x, y, top):
            colour = fill
    return colour


def _in_rounded_square(x: float, y: float) -> bool:
    qx = max(CORNER - x, x - (100 - CORNER), 0)
    qy = max(CORNER - y, y - (100 - CORNER), 0)
    return qx * qx + qy * qy <= CORNER * CORNER


def render_png(size: int, maskable: bool, samples: int = 3) -> bytes:
    rows = []
    for py in range(size):
        row = bytearray([0])  # PNG filter type 0
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) * 100 / size
                    y = (py + (sy + 0.5) / samples) * 100 / size
                    c = colour_at(x, y, maskable)
                    if c is not None:
                        acc[0] += c[0]
                        acc[1] += c[1]
                        acc[2] += c[2]
                        acc[3] += 255
            n = samples * samples
            alpha = acc[3] // n
            if alpha:
                covered = acc[3] // 255
                row += bytes((acc[0] // covered, acc[1] // covered, acc[2] // covered, alpha))
            else:
                row += b"\0\0\0\0"
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def render_svg() -> str:
    def hexc(c: Colour) -> str:
        return "#{:02x}{:02x}{:02x}".format(*c)

    def cylinder(top: float, bottom: float, grow: float, fill: str) -> str:
        rx, ry = RX + grow, RY + grow
        return (f'<path fill="{fill}" d="M{CX - rx:g} {top:g}v{bottom - top:g}'
                f'a{rx:g} {ry:g} 0 0 0 {2 * rx:g} 0v{top - bottom:g}'
                f'a{rx:g} {ry:g} 0 0 0 {-2 * rx:g} 0z"/>')

    parts = [f'<rect width="100" height="100" rx="{CORNER:g}" fill="{hexc(BACKGROUND)}"/>']
    for top, bottom, fill in checker_geometry():
        parts.append(cylinder(top, bottom, OUTLINE, hexc(outline_of(fill))))
        parts.append(cylinder(top, bottom, 0, hexc(_shade(fill, 0.82))))
        parts.append(f'<ellipse cx="{CX:g}" cy="{top:g}" rx="{RX:g}" ry="{RY:g}" '
                     f'fill="{hexc(fill)}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
            + "".join(parts) + "</svg>\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(render_svg(), encoding="utf-8")
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(render_png(size, maskable=False))
        (OUT / f"maskable-{size}.png").write_bytes(render_png(size, maskable=True))
    print(f"wrote icons to {OUT}")


if __name__ == "__main__":
    main()
