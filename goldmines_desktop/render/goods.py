"""The goods tokens of Traders & Builders (wine, grain, cloth) and the crown of the player who
holds the most of a kind, drawn in code and cached.

Each token is a small rounded parchment square with its own symbol in its own colour, so the
three read apart by shape as well as by colour: a bunch of grapes for wine, a sheaf of three
ears for grain, a rolled bolt for cloth.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.figures import SUPERSAMPLE, downsample
from goldmines_desktop.render.pen import Pen
from goldmines_desktop.render.shapes import Point, thick_line

RIMS: dict[str, pal.RGB] = {
    "wine": pal.GOODS_WINE_DARK,
    "grain": pal.GOODS_GRAIN_DARK,
    "cloth": pal.GOODS_CLOTH_DARK,
}


@lru_cache(maxsize=64)
def goods_surface(kind: str, size: int) -> pygame.Surface:
    """A goods token ``size`` px square: ``kind`` is "wine", "grain" or "cloth"."""
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(big, size * SUPERSAMPLE)
    radius = round(0.22 * size * SUPERSAMPLE)
    whole = big.get_rect()
    pygame.draw.rect(big, RIMS[kind], whole, border_radius=radius)
    inner = whole.inflate(-round(0.14 * size * SUPERSAMPLE), -round(0.14 * size * SUPERSAMPLE))
    pygame.draw.rect(big, pal.PARCHMENT, inner, border_radius=round(radius * 0.7))
    if kind == "wine":
        _grapes(pen)
    elif kind == "grain":
        _sheaf(pen)
    else:
        _bolt(pen)
    return downsample(big)


def _grapes(pen: Pen) -> None:
    """A bunch of grapes hanging from a stem, with a leaf."""
    pen.line((0.5, 0.3), (0.56, 0.14), pal.GOODS_STEM, 0.06)
    leaf = ((0.54, 0.22), (0.66, 0.12), (0.8, 0.16), (0.7, 0.26))
    pen.polygon(leaf, pal.GOODS_LEAF, outline=pal.shade(pal.GOODS_LEAF, 0.6), line=0.02)
    rows: tuple[tuple[float, tuple[float, ...]], ...] = (
        (0.3, (0.34, 0.5, 0.66)),
        (0.45, (0.42, 0.58)),
        (0.58, (0.34, 0.5, 0.66)),
        (0.71, (0.42, 0.58)),
        (0.82, (0.5,)),
    )
    for y, xs in rows:
        for x in xs:
            pen.circle((x, y), 0.1, pal.GOODS_WINE_DARK)
            pen.circle((x, y), 0.078, pal.GOODS_WINE)
            pen.circle((x - 0.025, y - 0.03), 0.022, pal.shade(pal.GOODS_WINE, 1.45))


def _sheaf(pen: Pen) -> None:
    """Three ears of grain tied in a sheaf, fanning out above the band."""
    knot = (0.5, 0.6)
    for tilt in (-0.5, 0.0, 0.5):
        top = (knot[0] + math.sin(tilt) * 0.44, knot[1] - math.cos(tilt) * 0.44)
        foot = (knot[0] - math.sin(tilt) * 0.26, knot[1] + math.cos(tilt) * 0.26)
        pen.line(foot, top, pal.GOODS_GRAIN_DARK, 0.045)
        _ear(pen, knot, top)
    band = thick_line(((0.4, 0.62), (0.6, 0.62)), 0.08)
    pen.polygon(band, pal.GOODS_STEM, outline=pal.shade(pal.GOODS_STEM, 0.6), line=0.015)


def _ear(pen: Pen, base: Point, top: Point) -> None:
    """Kernels in pairs along the upper half of a stalk from ``base`` to ``top``."""
    dx, dy = top[0] - base[0], top[1] - base[1]
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    for k in range(3):
        t = 0.5 + k * 0.17
        cx, cy = base[0] + dx * t, base[1] + dy * t
        for side in (-1, 1):
            point = (cx + side * nx * 0.045, cy + side * ny * 0.045)
            pen.circle(point, 0.045, pal.GOODS_GRAIN_DARK)
            pen.circle(point, 0.032, pal.GOODS_GRAIN)
    pen.circle(top, 0.042, pal.GOODS_GRAIN_DARK)
    pen.circle(top, 0.03, pal.GOODS_GRAIN)


def _bolt(pen: Pen) -> None:
    """A bolt of cloth: a roll lying on its side, its cloth hanging down in stripes to a
    fringe."""
    sheet = ((0.3, 0.44), (0.8, 0.44), (0.84, 0.8), (0.26, 0.8))
    pen.polygon(sheet, pal.GOODS_CLOTH, outline=pal.GOODS_CLOTH_DARK, line=0.03)
    for y in (0.56, 0.67):
        pen.line((0.29, y), (0.82, y), pal.GOODS_CLOTH_LIGHT, 0.035)
    for k in range(7):
        x = 0.3 + k * 0.085
        pen.line((x, 0.8), (x - 0.01, 0.87), pal.GOODS_CLOTH_DARK, 0.025)
    pen.rect(0.24, 0.2, 0.58, 0.24, pal.GOODS_CLOTH, outline=pal.GOODS_CLOTH_DARK, line=0.03)
    pen.line((0.26, 0.27), (0.8, 0.27), pal.GOODS_CLOTH_LIGHT, 0.03)
    pen.ellipse((0.82, 0.32), 0.07, 0.13, pal.GOODS_CLOTH_DARK)
    pen.ellipse((0.82, 0.32), 0.05, 0.105, pal.GOODS_CLOTH_LIGHT)
    pen.ellipse((0.82, 0.32), 0.02, 0.04, pal.GOODS_CLOTH_DARK)


@lru_cache(maxsize=32)
def crown_surface(size: int) -> pygame.Surface:
    """A small gold crown ``size`` px wide: the player with the most of a kind of goods."""
    height = round(size * 0.75)
    big = pygame.Surface((size * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(big, size * SUPERSAMPLE)
    crown = (
        (0.08, 0.66),
        (0.04, 0.14),
        (0.3, 0.38),
        (0.5, 0.06),
        (0.7, 0.38),
        (0.96, 0.14),
        (0.92, 0.66),
    )
    pen.polygon(crown, pal.GOLD, outline=pal.GOLD_DARK, line=0.07)
    pen.polygon(((0.08, 0.56), (0.92, 0.56), (0.92, 0.7), (0.08, 0.7)), pal.GOLD_DARK)
    for point in ((0.04, 0.14), (0.5, 0.06), (0.96, 0.14)):
        pen.circle(point, 0.07, pal.GOLD_LIGHT, outline=pal.GOLD_DARK, line=0.03)
    return downsample(big)
