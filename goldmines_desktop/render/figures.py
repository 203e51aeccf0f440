"""Figures and tokens: meeples, abbots and gold ingots, drawn in code and cached.

Figures are built from round primitives (circles and capsules) drawn twice: a little larger in
the outline colour, then in the player colour, which gives the familiar soft wooden look. Each
carries the player's mark as a second cue besides colour.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.pen import Pen
from goldmines_desktop.render.shapes import Point, thick_line

SUPERSAMPLE = 4
OUTLINE = 0.045
Capsule = tuple[Point, Point, float]  # from, to, radius (a circle when from == to)

MEEPLE: tuple[Capsule, ...] = (
    ((0.5, 0.17), (0.5, 0.17), 0.135),  # head
    ((0.13, 0.46), (0.87, 0.46), 0.085),  # arms, held out
)
# Body and legs: broad hips and a clear gap between the feet, the shape everyone knows.
MEEPLE_BODY: tuple[Point, ...] = (
    (0.37, 0.31),
    (0.63, 0.31),
    (0.67, 0.6),
    (0.86, 0.9),
    (0.83, 0.95),
    (0.6, 0.95),
    (0.5, 0.77),
    (0.4, 0.95),
    (0.17, 0.95),
    (0.14, 0.9),
    (0.33, 0.6),
)
ABBOT: tuple[Capsule, ...] = (  # in a box 0.8 wide, 1 tall
    ((0.4, 0.2), (0.4, 0.2), 0.13),  # hood
    ((0.22, 0.5), (0.58, 0.5), 0.09),  # folded arms
    ((0.4, 0.36), (0.4, 0.78), 0.15),  # robe
)
ABBOT_HEIGHT = 1.2  # an abbot stands this much taller than a meeple of the same size


def _capsule(pen: Pen, capsule: Capsule, grow: float, colour: pal.RGB) -> None:
    a, b, radius = capsule
    r = radius + grow
    pen.circle(a, r, colour)
    if a != b:
        pen.circle(b, r, colour)
        pen.polygon(thick_line((a, b), 2 * r), colour)


def _figure(
    parts: tuple[Capsule, ...],
    extra: list[tuple[Point, ...]],
    colour: pal.PlayerColour,
    size: int,
    width: float,
) -> tuple[pygame.Surface, Pen]:
    """Draw ``parts`` (plus ``extra`` polygons) outlined, at supersampled resolution."""
    big = pygame.Surface((round(size * width) * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(big, size * SUPERSAMPLE)
    for grow, tone in ((OUTLINE, colour.dark), (0.0, colour.rgb)):
        for part in parts:
            _capsule(pen, part, grow, tone)
        for polygon in extra:
            pen.polygon(polygon, tone, outline=tone if grow else None, line=2 * grow)
    return big, pen


def _finish(big: pygame.Surface) -> pygame.Surface:
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (w // SUPERSAMPLE, h // SUPERSAMPLE))


@lru_cache(maxsize=128)
def meeple_surface(color_name: str, size: int, lying: bool = False) -> pygame.Surface:
    """A meeple ``size`` px tall in the player's colour with the player's mark; ``lying``
    turns it on its side (a farmer)."""
    colour = pal.PLAYER_COLOURS[color_name]
    big, pen = _figure(MEEPLE, [MEEPLE_BODY], colour, size, 1.0)
    pen.circle((0.45, 0.13), 0.04, colour.light)  # a soft highlight on the head
    draw_mark(pen, colour, (0.5, 0.55), 0.1)
    surface = _finish(big)
    return pygame.transform.rotate(surface, 90) if lying else surface


@lru_cache(maxsize=64)
def abbot_surface(color_name: str, size: int) -> pygame.Surface:
    """The abbot: hooded, with a long robe instead of legs; ``ABBOT_HEIGHT`` times as tall as
    a meeple of the same ``size``."""
    colour = pal.PLAYER_COLOURS[color_name]
    hood_tip = ((0.28, 0.16), (0.4, 0.02), (0.52, 0.16))
    robe = ((0.24, 0.55), (0.56, 0.55), (0.7, 0.96), (0.1, 0.96))
    big, pen = _figure(ABBOT, [hood_tip, robe], colour, round(size * ABBOT_HEIGHT), 0.8)
    pen.ellipse((0.4, 0.22), 0.07, 0.08, pal.shade(colour.dark, 0.7))  # face deep in the hood
    pen.line((0.4, 0.62), (0.4, 0.95), colour.dark, 0.012)  # a fold down the robe
    draw_mark(pen, colour, (0.4, 0.72), 0.085)
    return _finish(big)


def draw_mark(pen: Pen, colour: pal.PlayerColour, centre: Point, r: float) -> None:
    """The player's second cue: dot, stripe, ring, star, cross or diamond."""
    cx, cy = centre
    ink, mark = colour.mark_rgb, colour.mark
    if mark == "dot":
        pen.circle(centre, r * 0.75, ink)
    elif mark == "stripe":
        pen.rect(cx - r * 1.5, cy - r * 0.4, r * 3, r * 0.8, ink)
    elif mark == "ring":
        pen.circle(centre, r, ink)
        pen.circle(centre, r * 0.5, colour.rgb)
    elif mark == "star":
        pen.polygon(_star(centre, r * 1.15), ink)
    elif mark == "cross":
        pen.rect(cx - r, cy - r * 0.28, 2 * r, r * 0.56, ink)
        pen.rect(cx - r * 0.28, cy - r, r * 0.56, 2 * r, ink)
    elif mark == "diamond":
        pen.polygon(
            ((cx, cy - r * 1.1), (cx + r * 0.8, cy), (cx, cy + r * 1.1), (cx - r * 0.8, cy)), ink
        )


def _star(centre: Point, r: float) -> list[Point]:
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + math.pi * k / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return points


@lru_cache(maxsize=32)
def ingot_surface(size: int) -> pygame.Surface:
    """A gold bar ``size`` px wide: bright top face, golden front and a darker side."""
    big = pygame.Surface((size * SUPERSAMPLE, round(size * 0.7) * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(big, size * SUPERSAMPLE)
    front = ((0.04, 0.64), (0.74, 0.64), (0.64, 0.34), (0.14, 0.34))
    top = ((0.14, 0.34), (0.64, 0.34), (0.8, 0.1), (0.3, 0.1))
    side = ((0.74, 0.64), (0.64, 0.34), (0.8, 0.1), (0.94, 0.4))
    pen.polygon(front, pal.GOLD, outline=pal.GOLD_DARK, line=0.025)
    pen.polygon(side, pal.GOLD_DARK, outline=pal.shade(pal.GOLD_DARK, 0.7), line=0.025)
    pen.polygon(top, pal.GOLD_LIGHT, outline=pal.GOLD_DARK, line=0.025)
    pen.line((0.24, 0.2), (0.5, 0.2), (255, 250, 220), 0.03)
    return _finish(big)


@lru_cache(maxsize=64)
def ingot_stack_surface(
    count: int, size: int, font: pygame.font.Font | None = None
) -> pygame.Surface:
    """``count`` ingots as a pile ``size`` px square, with the number when above two.

    The bars fill most of the square and sit on a soft dark shadow, so they stand out on fields,
    roads and roofs at the board's default zoom: one bar; two bars stacked; three or more as two
    stacked bars with a round badge giving the count.
    """
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    bar = ingot_surface(max(4, round(size * (0.86 if count == 1 else 0.76))))
    bw, bh = bar.get_size()
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(
        shadow, (30, 20, 8, 110), (size * 0.04, size * 0.58, size * 0.92, size * 0.38)
    )
    surface.blit(_soften(shadow), (0, 0))
    bottom = size - bh - max(1, size // 16)
    spots = [((size - bw) // 2, bottom)]
    if count >= 2:
        spots = [(size - bw - max(1, size // 20), bottom), (max(0, size // 20), bottom - bh // 2)]
    for spot in spots:
        surface.blit(bar, spot)
    if count > 2:
        _count_badge(surface, count, font)
    return surface


def _soften(surface: pygame.Surface) -> pygame.Surface:
    """A cheap blur: down to a quarter and back up."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // 4), max(1, h // 4)))
    return pygame.transform.smoothscale(small, (w, h))


def _count_badge(surface: pygame.Surface, count: int, font: pygame.font.Font | None) -> None:
    """The count on a parchment disc with a dark gold rim, in the pile's upper right corner."""
    size = surface.get_width()
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        font = _default_font(max(10, size // 2))
    label = font.render(str(count), True, pal.TEXT)
    r = max(label.get_width(), label.get_height()) // 2 + max(2, size // 16)
    centre = (size - r, r)
    pygame.draw.circle(surface, pal.GOLD_DARK, centre, r)
    pygame.draw.circle(surface, pal.PARCHMENT, centre, r - max(1, size // 16))
    surface.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))


@lru_cache(maxsize=8)
def _default_font(px: int) -> pygame.font.Font:
    return pygame.font.Font(None, px)
