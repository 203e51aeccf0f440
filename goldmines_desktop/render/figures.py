"""Figures and tokens: meeples, abbots, large meeples, builders, pigs and gold ingots, drawn in
code and cached.

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
LARGE_MEEPLE_HEIGHT = 1.4  # the large meeple: a meeple this much bigger (Inns & Cathedrals)
BUILDER: tuple[Capsule, ...] = (  # in a box 1 wide, 1 tall: a tall hat and a raised hammer
    ((0.4, 0.3), (0.4, 0.3), 0.115),  # head
    ((0.3, 0.47), (0.17, 0.66), 0.062),  # the arm hanging down
    ((0.5, 0.47), (0.66, 0.36), 0.062),  # the arm raising the hammer
)
BUILDER_BODY: tuple[Point, ...] = (
    (0.3, 0.41),
    (0.5, 0.41),
    (0.54, 0.63),
    (0.67, 0.9),
    (0.64, 0.96),
    (0.47, 0.96),
    (0.4, 0.8),
    (0.33, 0.96),
    (0.16, 0.96),
    (0.13, 0.9),
    (0.26, 0.63),
)
BUILDER_HAT: tuple[Point, ...] = (  # a tall mason's hat with a broad brim
    (0.29, 0.03),
    (0.51, 0.03),
    (0.53, 0.17),
    (0.6, 0.18),
    (0.6, 0.23),
    (0.2, 0.23),
    (0.2, 0.18),
    (0.27, 0.17),
)
BUILDER_HEIGHT = 1.12  # the hat makes the builder a little taller than a meeple
PIG: tuple[Capsule, ...] = (  # in a box 1.3 wide, 1 tall, facing left
    ((0.55, 0.55), (0.93, 0.55), 0.26),  # body
    ((0.3, 0.47), (0.3, 0.47), 0.2),  # head
    ((0.53, 0.72), (0.53, 0.9), 0.065),  # legs
    ((0.68, 0.72), (0.68, 0.9), 0.065),
    ((0.87, 0.72), (0.87, 0.9), 0.065),
    ((1.02, 0.72), (1.02, 0.9), 0.065),
)
PIG_EARS: tuple[tuple[Point, ...], ...] = (
    ((0.18, 0.36), (0.2, 0.18), (0.32, 0.3)),
    ((0.3, 0.3), (0.4, 0.14), (0.44, 0.34)),
)
PIG_HEIGHT = 0.8  # a pig stands lower than a meeple of the same size (and is wider)


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


def downsample(big: pygame.Surface) -> pygame.Surface:
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
    surface = downsample(big)
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
    return downsample(big)


@lru_cache(maxsize=64)
def large_meeple_surface(color_name: str, size: int, lying: bool = False) -> pygame.Surface:
    """The large meeple: a meeple ``LARGE_MEEPLE_HEIGHT`` times as tall as one of ``size``
    (the same shape and mark, so it reads as a meeple that counts double)."""
    return meeple_surface(color_name, round(size * LARGE_MEEPLE_HEIGHT), lying)


@lru_cache(maxsize=64)
def builder_surface(color_name: str, size: int) -> pygame.Surface:
    """The builder: a slimmer figure in a tall hat, raising a wooden hammer; ``BUILDER_HEIGHT``
    times as tall as a meeple of the same ``size``."""
    colour = pal.PLAYER_COLOURS[color_name]
    height = round(size * BUILDER_HEIGHT)
    big, pen = _figure(BUILDER, [BUILDER_BODY, BUILDER_HAT], colour, height, 1.0)
    pen.line((0.21, 0.175), (0.59, 0.175), colour.dark, 0.018)  # the hat's band
    pen.circle((0.36, 0.27), 0.035, colour.light)  # a soft highlight on the face
    _hammer(pen)
    draw_mark(pen, colour, (0.4, 0.56), 0.085)
    return downsample(big)


def _hammer(pen: Pen) -> None:
    """A wooden handle from the raised hand up to an iron head, outlined so it reads on any
    colour."""
    handle = thick_line(((0.67, 0.44), (0.76, 0.08)), 0.07)
    head = ((0.58, 0.02), (0.95, 0.09), (0.92, 0.23), (0.55, 0.16))
    pen.polygon(handle, pal.HAMMER_HANDLE, outline=pal.INK, line=0.02)
    pen.polygon(head, pal.HAMMER_HEAD, outline=pal.INK, line=0.02)
    pen.line((0.6, 0.06), (0.91, 0.12), pal.shade(pal.HAMMER_HEAD, 1.35), 0.018)


@lru_cache(maxsize=64)
def pig_surface(color_name: str, size: int) -> pygame.Surface:
    """The pig, side on and facing left: round body, big head with a pale snout, pointed
    ears, four short legs and a curly tail; ``PIG_HEIGHT`` times as tall as a meeple of the
    same ``size`` (and wider than tall)."""
    colour = pal.PLAYER_COLOURS[color_name]
    height = round(size * PIG_HEIGHT)
    big, pen = _figure(PIG, list(PIG_EARS), colour, height, 1.3)
    tail = ((1.17, 0.5), (1.23, 0.42), (1.2, 0.35), (1.14, 0.38), (1.18, 0.3), (1.25, 0.27))
    pen.lines(tail, colour.dark, 0.035)
    snout = pal.mix(colour.rgb, colour.light, 0.7)
    pen.circle((0.12, 0.52), 0.1, colour.dark)
    pen.circle((0.12, 0.52), 0.08, snout)
    for y in (0.49, 0.56):
        pen.circle((0.1, y), 0.018, colour.dark)
    pen.circle((0.25, 0.42), 0.032, pal.INK)  # the eye
    pen.circle((0.26, 0.41), 0.01, pal.PARCHMENT)
    pen.line((0.42, 0.66), (0.95, 0.66), pal.shade(colour.rgb, 0.85), 0.02)  # the belly's line
    draw_mark(pen, colour, (0.76, 0.5), 0.1)
    return downsample(big)


FIGURE_KINDS = ("meeple", "abbot", "large_meeple", "builder", "pig")


def figure_surface(kind: str, color_name: str, size: int, lying: bool = False) -> pygame.Surface:
    """Any figure by its kind (a key of ``FIGURE_KINDS``) for a meeple ``size`` px tall;
    ``lying`` (in a field) turns a meeple or the large meeple on its side."""
    if kind == "abbot":
        return abbot_surface(color_name, size)
    if kind == "large_meeple":
        return large_meeple_surface(color_name, size, lying)
    if kind == "builder":
        return builder_surface(color_name, size)
    if kind == "pig":
        return pig_surface(color_name, size)
    return meeple_surface(color_name, size, lying)


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
    return downsample(big)


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
