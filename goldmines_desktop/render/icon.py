"""The game's icon, drawn in code like the tiles: the start tile with a meeple and a gold ingot.

One drawing serves every use: the window's icon, the Linux menu entry's PNGs and the Windows and
macOS icon files the release build makes (``goldmines_desktop.tools.make_icon``). The tile is cut
to a rounded square with a dark rim; a red meeple stands on its road and an ingot lies in front,
both large enough to read at 16 px.
"""

from __future__ import annotations

import io
from functools import lru_cache

import pygame

from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.figures import ingot_surface, meeple_surface

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # the sizes Linux menus and docks ask for
TILE_CODE = "D"  # the start tile: a city above a road
MEEPLE_COLOUR = "red"
SUPERSAMPLE = 4
INSET = 0.035  # the tile's margin inside the icon's square
CORNER = 0.2  # the rounded corner's radius, as a share of the icon
RIM = 0.035  # the dark rim round the tile
MEEPLE_HEIGHT = 0.62
MEEPLE_FOOT = (0.39, 0.92)  # where the middle of the meeple's feet stands
INGOT_WIDTH = 0.52
INGOT_AT = (0.45, 0.6)  # the ingot picture's top left corner


def _rounded(size: int, inset: float, colour: tuple[int, int, int, int]) -> pygame.Surface:
    """A rounded square ``size`` px wide, drawn large and scaled down for a smooth edge."""
    big = size * SUPERSAMPLE
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    margin = round(inset * big)
    rect = pygame.Rect(margin, margin, big - 2 * margin, big - 2 * margin)
    radius = round((CORNER - inset + INSET) * big)
    pygame.draw.rect(layer, colour, rect, border_radius=radius)
    return pygame.transform.smoothscale(layer, (size, size))


def _tile(size: int) -> pygame.Surface:
    """The start tile's picture filling the rounded square inside the rim."""
    from goldmines_desktop.files.catalogue import load_catalogue
    from goldmines_desktop.render.tileart import render_tile

    tile = render_tile(load_catalogue().tiles[TILE_CODE], max(size, 64))
    # The tile's own outline would show as a square inside the rounded one: cut it off.
    border = max(1, tile.get_width() // 64)
    inner = tile.subsurface(tile.get_rect().inflate(-2 * border, -2 * border))
    picture = pygame.Surface((size, size), pygame.SRCALPHA)
    picture.blit(pygame.transform.smoothscale(inner, (size, size)), (0, 0))
    shape = _rounded(size, INSET + RIM * 0.6, (255, 255, 255, 255))
    picture.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return picture


@lru_cache(maxsize=16)
def icon_surface(size: int) -> pygame.Surface:
    """The icon, ``size`` px square, transparent outside the rounded tile."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.blit(_rounded(size, INSET, (*pal.TILE_OUTLINE, 255)), (0, 0))
    surface.blit(_tile(size), (0, 0))
    meeple = meeple_surface(MEEPLE_COLOUR, max(4, round(MEEPLE_HEIGHT * size)))
    foot_x, foot_y = MEEPLE_FOOT
    surface.blit(
        meeple,
        (round(foot_x * size - meeple.get_width() / 2), round(foot_y * size - meeple.get_height())),
    )
    ingot = ingot_surface(max(4, round(INGOT_WIDTH * size)))
    surface.blit(ingot, (round(INGOT_AT[0] * size), round(INGOT_AT[1] * size)))
    return surface


def icon_png(size: int) -> bytes:
    """The icon at ``size`` px as PNG bytes (the same bytes every run)."""
    buffer = io.BytesIO()
    pygame.image.save(icon_surface(size), buffer, "icon.png")
    return buffer.getvalue()
