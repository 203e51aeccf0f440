"""Small pictures placed on tiles: chapel, garden, houses, gate, pennant, gold, drawings, and
the river's pools and landing stage.

Each function draws around a centre point in unit coordinates with a ``Pen``; sizes are in the
same units, so the pictures scale with the tile.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.pen import Pen
from goldmines_desktop.render.shapes import Point, circle, rounded_square

SHADOW = (40, 50, 20, 70)


def house(pen: Pen, centre: Point, w: float, h: float, roof: pal.RGB) -> None:
    """A house seen from above: a gabled roof with a lit and a shaded half and a ridge."""
    x, y = centre[0] - w / 2, centre[1] - h / 2
    pen.rect(x + 0.008, y + 0.01, w, h, (60, 40, 30, 100))
    if w >= h:
        pen.rect(x, y, w, h / 2, pal.shade(roof, pal.ROOF_LIT))
        pen.rect(x, y + h / 2, w, h / 2, pal.shade(roof, pal.ROOF_SHADED))
        pen.line((x, y + h / 2), (x + w, y + h / 2), pal.shade(roof, 1.35), 0.005)
    else:
        pen.rect(x, y, w / 2, h, pal.shade(roof, pal.ROOF_LIT))
        pen.rect(x + w / 2, y, w / 2, h, pal.shade(roof, pal.ROOF_SHADED))
        pen.line((x + w / 2, y), (x + w / 2, y + h), pal.shade(roof, 1.35), 0.005)
    pen.outline(((x, y), (x + w, y), (x + w, y + h), (x, y + h)), pal.shade(roof, 0.5), 0.005)


def chapel(pen: Pen, centre: Point, half: float) -> None:
    """The monastery: a gravel yard with a white chapel, red roof, bell tower and cross."""
    pen.polygon(rounded_square(centre, half, 0.045), pal.YARD, outline=pal.YARD_RIM, line=0.01)
    cx, cy = centre
    pen.ellipse((cx, cy + 0.085), 0.11, 0.03, (90, 80, 60, 90))
    # nave: front wall, then roof above it
    pen.rect(cx - 0.09, cy - 0.005, 0.13, 0.085, pal.CHAPEL_WALL, outline=pal.INK, line=0.006)
    pen.polygon(
        ((cx - 0.105, cy), (cx + 0.055, cy), (cx + 0.035, cy - 0.07), (cx - 0.085, cy - 0.07)),
        pal.CHAPEL_ROOF,
        outline=pal.INK,
        line=0.006,
    )
    pen.line((cx - 0.08, cy - 0.035), (cx + 0.03, cy - 0.035), pal.CHAPEL_ROOF_DARK, 0.006)
    pen.polygon(
        (
            (cx - 0.04, cy + 0.08),
            (cx - 0.04, cy + 0.04),
            (cx - 0.025, cy + 0.025),
            (cx - 0.01, cy + 0.04),
            (cx - 0.01, cy + 0.08),
        ),
        pal.GATE,
    )
    # bell tower with pointed roof and cross
    pen.rect(cx + 0.04, cy - 0.06, 0.055, 0.14, pal.CHAPEL_WALL, outline=pal.INK, line=0.006)
    pen.rect(cx + 0.06, cy - 0.035, 0.016, 0.025, pal.GATE)
    pen.polygon(
        ((cx + 0.032, cy - 0.058), (cx + 0.103, cy - 0.058), (cx + 0.0675, cy - 0.13)),
        pal.CHAPEL_ROOF,
        outline=pal.INK,
        line=0.006,
    )
    pen.line((cx + 0.0675, cy - 0.128), (cx + 0.0675, cy - 0.178), pal.INK, 0.008)
    pen.line((cx + 0.05, cy - 0.158), (cx + 0.085, cy - 0.158), pal.INK, 0.008)


def garden(pen: Pen, centre: Point, half: float, rng: random.Random) -> None:
    """A hedged square with a lawn, a cross of paths, a pond and beds of big flowers, drawn bold
    enough to read at the board's default zoom."""
    k = half / 0.11  # the details were designed for a garden of half side 0.11
    pen.polygon(rounded_square((centre[0] + 0.01, centre[1] + 0.012), half, 0.03), (40, 60, 20, 90))
    pen.polygon(
        rounded_square(centre, half, 0.03), pal.HEDGE, outline=pal.shade(pal.HEDGE, 0.55), line=0.01
    )
    for i in range(28):  # leafy bumps along the hedge
        a = 2 * math.pi * i / 28
        r = min(half * 0.92 / max(abs(math.cos(a)), abs(math.sin(a))), half)
        p = (centre[0] + r * math.cos(a) * 0.93, centre[1] + r * math.sin(a) * 0.93)
        pen.circle(p, 0.013 * k, pal.HEDGE_LIGHT)
    inner = half * 0.7
    cx, cy = centre
    pen.rect(cx - inner, cy - inner, 2 * inner, 2 * inner, pal.GARDEN_LAWN)
    path = 0.014 * k
    pen.rect(cx - inner, cy - path, 2 * inner, 2 * path, pal.ROAD)
    pen.rect(cx - path, cy - inner, 2 * path, 2 * inner, pal.ROAD)
    for qx in (-1, 1):
        for qy in (-1, 1):
            colour = pal.FLOWER_COLOURS[(qx + 1 + (qy + 1) // 2) % 3]
            bed = (cx + qx * inner * 0.55, cy + qy * inner * 0.55)
            for j in range(4):
                a = math.pi / 2 * j + rng.uniform(-0.3, 0.3)
                fx = bed[0] + math.cos(a) * inner * 0.22
                fy = bed[1] + math.sin(a) * inner * 0.22
                pen.circle((fx, fy), 0.012 * k, colour, outline=pal.shade(colour, 0.65), line=0.004)
            pen.circle(bed, 0.008 * k, pal.GOLD)
    pen.circle(centre, 0.026 * k, pal.PENNANT_BLUE, outline=pal.WALL_DARK, line=0.005)
    pen.circle((cx - 0.008 * k, cy - 0.008 * k), 0.008 * k, (150, 190, 240))


def village(pen: Pen, centre: Point, radius: float) -> None:
    """A little square where roads meet, with a well and a ring of houses."""
    cx, cy = centre
    pen.circle(centre, radius, pal.ROAD, outline=pal.ROAD_EDGE, line=0.01)
    spots = (
        (-0.06, -0.065, 0.075, 0.05),
        (0.065, -0.055, 0.05, 0.075),
        (0.06, 0.065, 0.075, 0.05),
        (-0.065, 0.06, 0.05, 0.075),
    )
    for k, (dx, dy, w, h) in enumerate(spots):
        roof = (pal.ROOF, pal.ROOF_LIGHT, pal.ROOF_DARK, pal.ROOF)[k]
        house(pen, (cx + dx, cy + dy), w, h, roof)
    pen.circle(centre, 0.022, pal.WALL, outline=pal.WALL_DARK, line=0.006)
    pen.circle(centre, 0.011, (60, 90, 130))


def gate(pen: Pen, point: Point, direction: Point) -> None:
    """A gatehouse where a road enters a city: two towers and a dark arch."""
    dx, dy = direction
    nx, ny = -dy, dx
    for side in (-1, 1):
        t = (point[0] + nx * side * 0.065, point[1] + ny * side * 0.065)
        pen.circle(t, 0.036, pal.WALL, outline=pal.WALL_DARK, line=0.008)
        pen.circle(t, 0.02, pal.WALL_LIGHT)
    a = (point[0] - nx * 0.035, point[1] - ny * 0.035)
    b = (point[0] + nx * 0.035, point[1] + ny * 0.035)
    back = (-dx * 0.03, -dy * 0.03)
    pen.polygon(
        (a, b, (b[0] + back[0], b[1] + back[1]), (a[0] + back[0], a[1] + back[1])), pal.GATE
    )


def pennant(pen: Pen, centre: Point, size: float = 0.075) -> None:
    """The blue-and-white shield of a city with a pennant."""
    cx, cy = centre
    w, h = size, size * 1.15
    shape = [(cx - w, cy - h), (cx + w, cy - h), (cx + w, cy)]
    shape += [
        (cx + w * math.cos(a), cy + h * math.sin(a))
        for a in (math.pi * k / 10 for k in range(1, 10))
    ]
    shape += [(cx - w, cy)]
    pen.polygon([(x + 0.008, y + 0.01) for x, y in shape], (50, 30, 20, 90))
    pen.polygon(shape, pal.PENNANT_WHITE)
    pen.polygon(
        [(cx - w, cy - h), (cx, cy - h), (cx, cy + h)]
        + [
            (cx + w * math.cos(a), cy + h * math.sin(a))
            for a in (math.pi * k / 10 for k in range(5, 10))
        ]
        + [(cx - w, cy)],
        pal.PENNANT_BLUE,
    )
    pen.outline(shape, pal.INK, 0.008)


def nugget(pen: Pen, centre: Point, rng: random.Random, scale: float = 1.0) -> None:
    """A gold nugget: a lumpy golden stone with bright facets and a sparkle (``scale`` 1 is
    about an eighth of the tile wide)."""
    cx, cy = centre
    k = scale
    points = []
    for i in range(9):
        a = 2 * math.pi * i / 9
        r = 0.062 * k * rng.uniform(0.8, 1.08)
        points.append((cx + r * math.cos(a) * 1.15, cy + r * math.sin(a) * 0.85))
    pen.polygon([(x + 0.008 * k, y + 0.01 * k) for x, y in points], (40, 30, 10, 110))
    pen.polygon(points, pal.GOLD, outline=pal.shade(pal.GOLD_DARK, 0.75), line=0.01 * k)
    pen.polygon(
        (
            (cx - 0.045 * k, cy - 0.005 * k),
            (cx - 0.015 * k, cy - 0.038 * k),
            (cx + 0.02 * k, cy - 0.016 * k),
            (cx - 0.014 * k, cy + 0.012 * k),
        ),
        pal.GOLD_LIGHT,
    )
    pen.polygon(
        (
            (cx + 0.012 * k, cy + 0.015 * k),
            (cx + 0.05 * k, cy + 0.0),
            (cx + 0.036 * k, cy + 0.036 * k),
        ),
        pal.GOLD_DARK,
    )
    sx, sy = cx + 0.045 * k, cy - 0.045 * k
    pen.line((sx - 0.024 * k, sy), (sx + 0.024 * k, sy), (255, 252, 230), 0.008 * k)
    pen.line((sx, sy - 0.024 * k), (sx, sy + 0.024 * k), (255, 252, 230), 0.008 * k)


GOLD_CORNER_LENGTH = 0.23
GOLD_CORNER_WIDTH = 0.055
GOLD_CORNER_INSET = 0.01


def gold_corners(pen: Pen) -> None:
    """The gold-tile marker that reads at any zoom: a gilded bracket in each corner of the tile,
    clear of the edge middles where roads and cities meet the neighbours."""
    d, length, t = GOLD_CORNER_INSET, GOLD_CORNER_LENGTH, GOLD_CORNER_WIDTH
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x0, y0 = (d if sx > 0 else 1 - d), (d if sy > 0 else 1 - d)
        shape = (
            (x0, y0),
            (x0 + sx * length, y0),
            (x0 + sx * length, y0 + sy * t),
            (x0 + sx * t, y0 + sy * t),
            (x0 + sx * t, y0 + sy * length),
            (x0, y0 + sy * length),
        )
        pen.polygon([(x + 0.005, y + 0.007) for x, y in shape], (40, 30, 10, 110))
        pen.polygon(shape, pal.GOLD, outline=pal.shade(pal.GOLD_DARK, 0.75), line=0.008)
        shine = t * 0.3
        pen.line(
            (x0 + sx * shine, y0 + sy * shine),
            (x0 + sx * (length - shine), y0 + sy * shine),
            pal.GOLD_LIGHT,
            0.008,
        )
        pen.line(
            (x0 + sx * shine, y0 + sy * shine),
            (x0 + sx * shine, y0 + sy * (length - shine)),
            pal.GOLD_LIGHT,
            0.008,
        )


def cowshed(pen: Pen, centre: Point) -> None:
    """A small red barn with a white-crossed door."""
    cx, cy = centre
    pen.ellipse((cx, cy + 0.055), 0.08, 0.02, (40, 50, 20, 80))
    pen.rect(cx - 0.06, cy - 0.01, 0.12, 0.065, (168, 62, 46), outline=pal.INK, line=0.006)
    pen.polygon(
        ((cx - 0.075, cy - 0.005), (cx, cy - 0.07), (cx + 0.075, cy - 0.005)),
        (92, 64, 48),
        outline=pal.INK,
        line=0.006,
    )
    pen.rect(cx - 0.022, cy + 0.01, 0.044, 0.045, (236, 224, 200), outline=pal.INK, line=0.004)
    pen.line((cx - 0.022, cy + 0.01), (cx + 0.022, cy + 0.055), (168, 62, 46), 0.006)
    pen.line((cx + 0.022, cy + 0.01), (cx - 0.022, cy + 0.055), (168, 62, 46), 0.006)


def water_tower(pen: Pen, centre: Point) -> None:
    """A wooden water tank on four legs."""
    cx, cy = centre
    pen.ellipse((cx, cy + 0.075), 0.06, 0.016, (40, 50, 20, 80))
    wood, dark = (150, 104, 64), (96, 64, 40)
    for dx in (-0.04, -0.013, 0.013, 0.04):
        pen.line((cx + dx * 0.8, cy), (cx + dx, cy + 0.075), dark, 0.008)
    pen.line((cx - 0.035, cy + 0.04), (cx + 0.035, cy + 0.04), dark, 0.005)
    pen.rect(cx - 0.045, cy - 0.07, 0.09, 0.07, wood, outline=pal.INK, line=0.006)
    for dy in (-0.048, -0.024):
        pen.line((cx - 0.045, cy + dy), (cx + 0.045, cy + dy), dark, 0.004)
    pen.polygon(
        ((cx - 0.055, cy - 0.068), (cx, cy - 0.1), (cx + 0.055, cy - 0.068)),
        (70, 96, 120),
        outline=pal.INK,
        line=0.006,
    )


def highwaymen(pen: Pen, centre: Point) -> None:
    """Two cloaked robbers with wide hats, one with a club."""
    cx, cy = centre
    for k, dx in enumerate((-0.035, 0.035)):
        x = cx + dx
        pen.ellipse((x, cy + 0.07), 0.03, 0.01, (40, 50, 20, 90))
        cloak = ((52, 44, 56), (72, 52, 40))[k]
        pen.polygon(
            (
                (x - 0.03, cy + 0.07),
                (x - 0.012, cy - 0.02),
                (x + 0.012, cy - 0.02),
                (x + 0.03, cy + 0.07),
            ),
            cloak,
            outline=pal.INK,
            line=0.005,
        )
        pen.circle((x, cy - 0.035), 0.018, (226, 186, 150), outline=pal.INK, line=0.004)
        pen.rect(x - 0.016, cy - 0.04, 0.032, 0.009, (30, 30, 34))  # mask over the eyes
        pen.ellipse((x, cy - 0.052), 0.034, 0.008, (36, 30, 28))
        pen.polygon(
            (
                (x - 0.016, cy - 0.052),
                (x - 0.01, cy - 0.075),
                (x + 0.01, cy - 0.075),
                (x + 0.016, cy - 0.052),
            ),
            (36, 30, 28),
        )
    pen.line((cx + 0.06, cy + 0.03), (cx + 0.085, cy - 0.03), (110, 74, 40), 0.012)


def tree(pen: Pen, centre: Point, rng: random.Random) -> None:
    """A round, leafy tree seen from above, with its shadow and a sunlit side."""
    cx, cy = centre
    r = 0.036 * rng.uniform(0.85, 1.1)
    pen.circle((cx + 0.012, cy + 0.014), r, (30, 50, 10, 90))
    pen.circle(
        centre, r, pal.shade(pal.HEDGE, 0.85), outline=pal.shade(pal.HEDGE, 0.55), line=0.005
    )
    for k in range(5):
        a = 2 * math.pi * k / 5 + rng.uniform(0, 1)
        pen.circle((cx + r * 0.45 * math.cos(a), cy + r * 0.45 * math.sin(a)), r * 0.5, pal.HEDGE)
    pen.circle((cx - r * 0.3, cy - r * 0.3), r * 0.4, pal.HEDGE_LIGHT)


def pool(pen: Pen, outline: Sequence[Point], kind: str, rng: random.Random) -> None:
    """The spring's pond (bubbling rings and a ring of stones) or the lake (a deep middle,
    ripples and reeds along its shore)."""
    cx = sum(p[0] for p in outline) / len(outline)
    cy = sum(p[1] for p in outline) / len(outline)
    radius = max(math.dist((cx, cy), p) for p in outline)
    pen.polygon([(cx + (x - cx) * 0.62, cy + (y - cy) * 0.62) for x, y in outline], pal.WATER_DEEP)
    if kind == "spring":
        for r in (0.35, 0.6):
            pen.outline(circle((cx, cy), radius * r, 24), pal.WATER_LIGHT, 0.009)
        for i in range(11):
            a = 2 * math.pi * (i + 0.5) / 11
            if math.sin(a) > 0.8:
                continue  # the outflow to the south stays open
            p = (cx + math.cos(a) * radius * 1.1, cy + math.sin(a) * radius * 1.1)
            pen.circle(p, 0.017 * rng.uniform(0.8, 1.2), pal.STONE, outline=pal.INK, line=0.004)
        return
    for i in range(5):
        a = 2 * math.pi * i / 5 + 0.4
        p = (cx + math.cos(a) * radius * 0.45, cy + math.sin(a) * radius * 0.4)
        pen.line((p[0] - 0.03, p[1]), (p[0] + 0.03, p[1]), pal.WATER_LIGHT, 0.009)
    for i in range(16):
        a = 2 * math.pi * i / 16 + rng.uniform(-0.1, 0.1)
        if math.sin(a) < -0.8:
            continue  # the inflow from the north stays open
        base = (cx + math.cos(a) * radius * 0.96, cy + math.sin(a) * radius * 0.96)
        for lean in (-0.5, 0.0, 0.5):
            tip = (base[0] + lean * 0.015, base[1] - 0.04)
            pen.line(base, tip, pal.REED, 0.006)


def landing(pen: Pen, point: Point, direction: Point) -> None:
    """A small wooden landing stage where a road ends at the river bank."""
    dx, dy = direction
    nx, ny = -dy, dx
    for k in range(4):
        c = (point[0] + dx * (0.012 + 0.022 * k), point[1] + dy * (0.012 + 0.022 * k))
        a = (c[0] - nx * 0.05, c[1] - ny * 0.05)
        b = (c[0] + nx * 0.05, c[1] + ny * 0.05)
        pen.line(a, b, (126, 88, 52), 0.018)
    for side in (-1, 1):
        post = (point[0] + dx * 0.08 + nx * side * 0.045, point[1] + dy * 0.08 + ny * side * 0.045)
        pen.circle(post, 0.012, (92, 62, 38), outline=pal.INK, line=0.004)
