"""The pictures the board view blits, from ``render``, converted once per size for fast blits.

``render.tileart`` and ``render.figures`` paint tiles and figures; this module keeps converted
copies per zoom step (so nothing is scaled or converted while a frame is drawn) plus a few board
decorations of its own: glow outlines for legal spots and tints of segment masks.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...engine import TileDef
from ...render import palette as pal
from ...render import tileart
from . import theme

RGB = tuple[int, int, int]


# Every picture cache here is bounded (pictures are keyed by zoom step, colour, count...), so a
# demo running for hours stays the same size.
SMALL_CACHE = 256


@lru_cache(maxsize=1500)
def tile(tile_def: TileDef, rotation: int, size: int) -> pygame.Surface:
    """A tile picture at ``size`` pixels, converted for the display."""
    # Turned here rather than through tileart.tile_surface, whose own cache would keep a
    # second, unconverted copy of every picture this cache holds.
    return pygame.transform.rotate(tileart.render_tile(tile_def, size), -rotation).convert()


def meeple(colour: str, size: int, lying: bool = False) -> pygame.Surface:
    return figure("meeple", colour, size, lying)


def abbot(colour: str, size: int) -> pygame.Surface:
    return figure("abbot", colour, size)


@lru_cache(maxsize=SMALL_CACHE)
def figure(kind: str, colour: str, size: int, lying: bool = False) -> pygame.Surface:
    """Any figure (meeple, abbot, large meeple, builder, pig) for a meeple ``size`` px tall."""
    from ...render import figures

    return figures.figure_surface(kind, colour, size, lying).convert_alpha()


@lru_cache(maxsize=SMALL_CACHE)
def goods(kind: str, size: int) -> pygame.Surface:
    """A goods token (wine, grain, cloth) ``size`` px square."""
    from ...render.goods import goods_surface

    return goods_surface(kind, size).convert_alpha()


@lru_cache(maxsize=SMALL_CACHE)
def crown(size: int) -> pygame.Surface:
    """The gold crown over the most goods of a kind, ``size`` px wide."""
    from ...render.goods import crown_surface

    return crown_surface(size).convert_alpha()


@lru_cache(maxsize=SMALL_CACHE)
def ingot(size: int) -> pygame.Surface:
    from ...render import figures

    return figures.ingot_surface(size).convert_alpha()


@lru_cache(maxsize=SMALL_CACHE)
def ingot_stack(count: int, size: int) -> pygame.Surface:
    from ...render import figures

    font = theme.font(max(10, size // 2), "bold")
    return figures.ingot_stack_surface(count, size, font).convert_alpha()


@lru_cache(maxsize=SMALL_CACHE)
def segment_tint(
    tile_def: TileDef, rotation: int, index: int, size: int, colour: tuple[int, int, int, int]
) -> pygame.Surface:
    """The exact shape of one segment, filled with a translucent ``colour``."""
    mask = tileart.segment_masks(tile_def, rotation, size)[index]
    return mask.to_surface(setcolor=colour, unsetcolor=theme.CLEAR).convert_alpha()


@lru_cache(maxsize=SMALL_CACHE)
def segment_edge(
    tile_def: TileDef, rotation: int, index: int, size: int, colour: RGB
) -> pygame.Surface:
    """A bright outline round one segment (for the hovered segment on the new tile)."""
    mask = tileart.segment_masks(tile_def, rotation, size)[index]
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    width = max(2, size // 40)
    for outline in _outlines(mask):
        if len(outline) > 2:
            pygame.draw.lines(surface, (*colour, 255), True, outline, width)
    return surface


def _outlines(mask: pygame.mask.Mask) -> list[list[tuple[int, int]]]:
    return [component.outline(2) for component in mask.connected_components(minimum=20)]


@lru_cache(maxsize=SMALL_CACHE)
def glow(size: int, colour: RGB, strength: int = 200, dashed: bool = False) -> pygame.Surface:
    """A soft glowing square outline for a legal spot, ``size`` pixels across."""
    pad = max(4, size // 10)
    full = size + 2 * pad
    surface = pygame.Surface((full, full), pygame.SRCALPHA)
    for step in range(pad, 0, -1):
        alpha = int(strength * (1 - step / (pad + 1)) ** 2)
        rect = pygame.Rect(pad - step, pad - step, size + 2 * step, size + 2 * step)
        pygame.draw.rect(surface, (*colour, alpha), rect, 2, border_radius=pad)
    inner = pygame.Rect(pad, pad, size, size)
    pygame.draw.rect(surface, (*colour, 46), inner, border_radius=max(2, size // 14))
    width = max(2, size // 28)
    if dashed:
        _dashed_rect(surface, inner.inflate(-width, -width), (*colour, 235), width)
    else:
        pygame.draw.rect(
            surface,
            (*colour, 235),
            inner.inflate(-width, -width),
            width,
            border_radius=max(2, size // 14),
        )
    return surface


def _dashed_rect(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...], width: int
) -> None:
    dash = max(4, rect.width // 8)
    corners = (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft)
    for i in range(4):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 4]
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, dash * 2):
            end = min(start + dash, length)
            a = (x0 + (x1 - x0) * start // length, y0 + (y1 - y0) * start // length)
            b = (x0 + (x1 - x0) * end // length, y0 + (y1 - y0) * end // length)
            pygame.draw.line(surface, colour, a, b, width)


@lru_cache(maxsize=SMALL_CACHE)
def outline(size: int, colour: RGB) -> pygame.Surface:
    """A thick square frame in a player's colour (the last placed tile)."""
    width = max(3, size // 22)
    surface = pygame.Surface((size + 2 * width, size + 2 * width), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*pal.shade(colour, 0.55), 255), rect, width + 1, border_radius=width)
    pygame.draw.rect(surface, (*colour, 255), rect.inflate(-2, -2), width - 1, border_radius=width)
    return surface


@lru_cache(maxsize=SMALL_CACHE)
def shade_square(size: int, alpha: int = 70) -> pygame.Surface:
    """A dark translucent square: dims a tile that is not a choice right now."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*theme.FIGURE_SHADOW, alpha))
    return surface
