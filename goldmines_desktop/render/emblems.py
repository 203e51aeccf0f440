"""The pictures of Inns & Cathedrals and Traders & Builders on their tiles: the inn with its lake
beside a road, the cathedral in its city, the goods symbols (wine, grain, cloth) on a round
token, and the hedge that parts two fields meeting at a corner.

Like ``decor``, each function draws around a point in unit coordinates with a ``Pen``. They are
drawn bold and in colours of their own (the inn's lake blue, the cathedral's slate roof, purple
wine, golden grain, blue cloth) so they read at the board's smallest zoom.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.pen import Pen
from goldmines_desktop.render.shapes import Point, Polyline, along, rounded_square, thick_line

SHADOW = (40, 40, 20, 90)
TOKEN_RADIUS = 0.1
INN_SCALE = 1.3  # the inn was drawn for a house 0.16 wide


def hedge(pen: Pen, line: Polyline, width: float) -> None:
    """A row of round bushes along ``line``, dark enough to read as a border on the meadow."""
    pen.polygon([(x + 0.01, y + 0.012) for x, y in thick_line(line, width)], SHADOW)
    pen.polygon(thick_line(line, width * 0.8), pal.shade(pal.HEDGE, 0.8))
    length = math.dist(line[0], line[-1])
    count = max(2, round(length / (width * 0.62)))
    for k in range(count + 1):
        p = along(line, k / count)
        r = width * (0.5 + 0.08 * ((k * 7) % 3))
        pen.circle(p, r, pal.HEDGE, outline=pal.shade(pal.HEDGE, 0.6), line=0.004)
        pen.circle((p[0] - r * 0.3, p[1] - r * 0.3), r * 0.45, pal.HEDGE_LIGHT)


def inn(pen: Pen, house: Point, pond: Point) -> None:
    """The inn: its lake, then a half-timbered house with a thatched roof, lit windows, a
    smoking chimney and a hanging sign."""
    _pond(pen, pond, INN_SCALE)
    k = INN_SCALE
    cx, cy = house

    def at(dx: float, dy: float) -> Point:
        return (cx + dx * k, cy + dy * k)

    pen.ellipse(at(0.01, 0.07), 0.085 * k, 0.022 * k, SHADOW)
    pen.rect(*at(-0.065, -0.005), 0.13 * k, 0.07 * k, pal.INN_WALL, outline=pal.INK, line=0.006)
    for x in (-0.065, -0.02, 0.02, 0.065):
        pen.line(at(x, -0.005), at(x, 0.065), pal.INN_TIMBER, 0.007 * k)
    pen.line(at(-0.065, 0.028), at(0.065, 0.028), pal.INN_TIMBER, 0.006 * k)
    for x in (-0.052, 0.033):
        pen.rect(*at(x, 0.004), 0.02 * k, 0.018 * k, pal.INN_WINDOW, pal.INN_TIMBER, 0.004)
    pen.rect(*at(-0.011, 0.034), 0.022 * k, 0.031 * k, pal.GATE)
    pen.rect(*at(0.03, -0.085), 0.018 * k, 0.045 * k, pal.BRICK, outline=pal.INK, line=0.004)
    roof = (at(-0.08, 0.0), at(0.08, 0.0), at(0.055, -0.07), at(-0.055, -0.07))
    pen.polygon(roof, pal.INN_ROOF, outline=pal.INK, line=0.006)
    for step in range(1, 4):
        y, inset = -0.07 * step / 4, 0.025 * step / 4
        pen.line(at(-0.08 + inset, y), at(0.08 - inset, y), pal.INN_ROOF_DARK, 0.004 * k)
    for step, (dx, dy) in enumerate(((0.0, -0.1), (0.012, -0.122), (0.028, -0.138))):
        pen.circle(at(0.039 + dx, dy), (0.011 + 0.003 * step) * k, pal.SMOKE)
    # the sign on its bracket by the door
    pen.line(at(-0.065, 0.012), at(-0.1, 0.012), pal.INN_TIMBER, 0.007 * k)
    pen.rect(*at(-0.108, 0.018), 0.034 * k, 0.03 * k, pal.INN_SIGN, outline=pal.INK, line=0.004)
    pen.rect(*at(-0.098, 0.025), 0.014 * k, 0.017 * k, pal.INN_WALL)


def _pond(pen: Pen, centre: Point, k: float) -> None:
    """A small lake with a muddy rim, a deeper middle, a glint and a few reeds."""
    cx, cy = centre
    pen.ellipse((cx, cy), 0.064 * k, 0.046 * k, pal.RIVER_BANK)
    pen.ellipse((cx, cy), 0.055 * k, 0.038 * k, pal.WATER)
    pen.ellipse((cx + 0.006 * k, cy + 0.004 * k), 0.03 * k, 0.019 * k, pal.WATER_DEEP)
    pen.line(
        (cx - 0.03 * k, cy - 0.014 * k), (cx - 0.006 * k, cy - 0.018 * k), pal.WATER_LIGHT, 0.007
    )
    for dx, lean in ((0.042, 0.4), (0.05, 0.0), (0.057, -0.4)):
        base = (cx + dx * k, cy + 0.028 * k)
        pen.line(base, (base[0] + lean * 0.012 * k, base[1] - 0.04 * k), pal.REED, 0.006)


def cathedral(pen: Pen, centre: Point) -> None:
    """A cathedral on its paved square: a long nave with a slate roof and tall windows, and a
    west tower with a rose window and a spire, far bigger than the city's houses."""
    cx, cy = centre
    pen.polygon(
        rounded_square(centre, 0.2, 0.05),
        pal.CATHEDRAL_SQUARE,
        outline=pal.WALL_DARK,
        line=0.008,
    )
    pen.ellipse((cx + 0.02, cy + 0.14), 0.17, 0.035, SHADOW)
    _nave(pen, cx, cy)
    _tower(pen, cx - 0.1, cy)


def _nave(pen: Pen, cx: float, cy: float) -> None:
    left, right, top, foot = cx - 0.06, cx + 0.17, cy - 0.02, cy + 0.13
    pen.rect(left, top, right - left, foot - top, pal.CATHEDRAL_WALL, outline=pal.INK, line=0.007)
    for k in range(4):
        x = left + 0.035 + k * 0.05
        arch: Polyline = ((x, foot - 0.035), (x, top + 0.045), (x + 0.009, top + 0.028))
        arch += ((x + 0.018, top + 0.045), (x + 0.018, foot - 0.035))
        pen.polygon(arch, pal.STAINED_GLASS, outline=pal.INK, line=0.004)
        pen.line((x + 0.03, top + 0.01), (x + 0.03, foot), pal.CATHEDRAL_SHADE, 0.008)
    roof: Polyline = ((left - 0.01, top), (right + 0.015, top), (right - 0.01, top - 0.1))
    roof += ((left + 0.01, top - 0.1),)
    pen.polygon(roof, pal.CATHEDRAL_ROOF, outline=pal.INK, line=0.007)
    pen.line((left + 0.01, top - 0.05), (right, top - 0.05), pal.CATHEDRAL_ROOF_DARK, 0.006)


def _tower(pen: Pen, tx: float, cy: float) -> None:
    half, top, foot = 0.052, cy - 0.13, cy + 0.15
    pen.rect(tx - half, top, 2 * half, foot - top, pal.CATHEDRAL_WALL, outline=pal.INK, line=0.007)
    pen.rect(tx + half * 0.45, top, half * 0.55, foot - top, pal.CATHEDRAL_SHADE)
    pen.outline(((tx - half, top), (tx + half, top), (tx + half, foot), (tx - half, foot)), pal.INK)
    pen.circle((tx, cy - 0.06), 0.03, pal.STAINED_GLASS, outline=pal.GOLD_DARK, line=0.007)
    for k in range(4):
        a = math.pi * k / 4
        dx, dy = math.cos(a) * 0.026, math.sin(a) * 0.026
        pen.line((tx - dx, cy - 0.06 - dy), (tx + dx, cy - 0.06 + dy), pal.GOLD_DARK, 0.004)
    door: Polyline = ((tx - 0.025, foot), (tx - 0.025, foot - 0.05), (tx, foot - 0.08))
    door += ((tx + 0.025, foot - 0.05), (tx + 0.025, foot))
    pen.polygon(door, pal.GATE, outline=pal.INK, line=0.005)
    spire = ((tx - half - 0.012, top), (tx + half + 0.012, top), (tx, top - 0.17))
    pen.polygon(spire, pal.CATHEDRAL_ROOF, outline=pal.INK, line=0.007)
    pen.polygon(((tx, top), (tx + half + 0.012, top), (tx, top - 0.17)), pal.CATHEDRAL_ROOF_DARK)
    pen.outline(spire, pal.INK, 0.007)
    pen.line((tx, top - 0.165), (tx, top - 0.225), pal.GOLD_DARK, 0.01)
    pen.line((tx - 0.02, top - 0.2), (tx + 0.02, top - 0.2), pal.GOLD_DARK, 0.01)


def goods_token(pen: Pen, centre: Point, kind: str, radius: float = TOKEN_RADIUS) -> None:
    """The round token of a goods symbol (``wine``, ``grain`` or ``cloth``): a disc tinted
    and ringed in the goods' colour (what tells them apart zoomed out), with its picture."""
    cx, cy = centre
    ring = {"wine": pal.WINE, "grain": pal.GRAIN_DARK, "cloth": pal.CLOTH}[kind]
    pen.circle((cx + 0.008, cy + 0.01), radius, SHADOW)
    pen.circle(centre, radius, pal.mix(pal.GOODS_TOKEN, ring, 0.22), outline=pal.INK, line=0.007)
    pen.outline(_ring(centre, radius * 0.84), ring, radius * 0.18)
    GOODS_PICTURES[kind](pen, centre, radius / TOKEN_RADIUS)


def _ring(centre: Point, radius: float) -> Polyline:
    return tuple(
        (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a))
        for a in (2 * math.pi * i / 40 for i in range(40))
    )


def wine(pen: Pen, centre: Point, k: float = 1.0) -> None:
    """A bunch of grapes on its stalk with a vine leaf."""
    cx, cy = centre
    pen.line((cx, cy - 0.04 * k), (cx + 0.008 * k, cy - 0.062 * k), pal.INN_TIMBER, 0.008 * k)
    leaf: Polyline = ((cx + 0.004 * k, cy - 0.05 * k), (cx + 0.032 * k, cy - 0.066 * k))
    leaf += ((cx + 0.046 * k, cy - 0.046 * k), (cx + 0.022 * k, cy - 0.036 * k))
    pen.polygon(leaf, pal.VINE_LEAF, outline=pal.shade(pal.VINE_LEAF, 0.6), line=0.004 * k)
    r, step = 0.0135 * k, 0.026 * k
    for row, n in enumerate((3, 3, 2, 1)):
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * step
            y = cy - 0.026 * k + row * step * 0.85
            pen.circle((x, y), r, pal.WINE, outline=pal.WINE_DARK, line=0.004 * k)
            pen.circle((x - r * 0.35, y - r * 0.35), r * 0.35, pal.WINE_LIGHT)


def grain(pen: Pen, centre: Point, k: float = 1.0) -> None:
    """A sheaf of wheat: stalks fanning out above and below a tied band, ears at the top."""
    cx, cy = centre
    waist = (cx, cy + 0.01 * k)
    for i in range(-3, 4):
        top = (cx + i * 0.012 * k, cy - 0.035 * k + abs(i) * 0.004 * k)
        foot = (cx + i * 0.009 * k, cy + 0.058 * k)
        pen.line(top, waist, pal.GRAIN_DARK, 0.006 * k)
        pen.line(waist, foot, pal.GRAIN_DARK, 0.006 * k)
    for i in range(-3, 4):
        x, y = cx + i * 0.0135 * k, cy - 0.04 * k + abs(i) * 0.005 * k
        ear: Polyline = ((x, y - 0.026 * k), (x + 0.008 * k, y - 0.008 * k), (x, y + 0.012 * k))
        ear += ((x - 0.008 * k, y - 0.008 * k),)
        pen.polygon(ear, pal.GRAIN, outline=pal.GRAIN_DARK, line=0.0035 * k)
        pen.line((x, y - 0.018 * k), (x, y + 0.004 * k), pal.GRAIN_LIGHT, 0.003 * k)
    pen.rect(cx - 0.016 * k, cy + 0.002 * k, 0.032 * k, 0.016 * k, pal.GRAIN_DARK)
    pen.line((cx - 0.016 * k, cy + 0.01 * k), (cx + 0.016 * k, cy + 0.01 * k), pal.GRAIN, 0.004 * k)


def cloth(pen: Pen, centre: Point, k: float = 1.0) -> None:
    """A bolt of cloth lying on its side, the rolled end showing, its loose end hanging down."""
    cx, cy = centre

    def at(dx: float, dy: float) -> Point:
        return (cx + dx * k, cy + dy * k)

    strip = (at(-0.042, 0.0), at(0.022, 0.0), at(0.004, 0.06), at(-0.022, 0.045), at(-0.05, 0.06))
    pen.polygon(strip, pal.CLOTH, outline=pal.CLOTH_DARK, line=0.005 * k)
    for y in (0.018, 0.034):
        pen.line(at(-0.045 + y * 0.05, y), at(0.017 - y * 0.3, y), pal.CLOTH_LIGHT, 0.006 * k)
    left, right, top, foot = -0.05, 0.03, -0.05, 0.008
    pen.ellipse(at(left, (top + foot) / 2), 0.014 * k, 0.029 * k, pal.CLOTH_DARK)
    pen.rect(*at(left, top), (right - left) * k, (foot - top) * k, pal.CLOTH)
    pen.line(at(left, top + 0.012), at(right, top + 0.012), pal.CLOTH_LIGHT, 0.01 * k)
    pen.line(at(left, foot - 0.016), at(right, foot - 0.016), pal.CLOTH_LIGHT, 0.006 * k)
    pen.line(at(left, top), at(right, top), pal.CLOTH_DARK, 0.005 * k)
    pen.line(at(left, foot), at(right, foot), pal.CLOTH_DARK, 0.005 * k)
    end = at(right, (top + foot) / 2)
    pen.ellipse(end, 0.016 * k, 0.03 * k, pal.CLOTH_DARK)
    pen.ellipse(end, 0.012 * k, 0.025 * k, pal.CLOTH_LIGHT)
    pen.ellipse(end, 0.0065 * k, 0.014 * k, pal.CLOTH_DARK)
    pen.ellipse(end, 0.003 * k, 0.006 * k, pal.CLOTH_LIGHT)


GOODS_PICTURES: dict[str, Callable[[Pen, Point, float], None]] = {
    "wine": wine,
    "grain": grain,
    "cloth": cloth,
}
