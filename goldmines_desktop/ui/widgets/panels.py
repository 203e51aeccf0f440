"""The game's look for every screen: a wooden table, parchment panels, titles, text.

Also the layout helpers every screen shares: the interface scale for a window size, design
lengths in pixels, rows and columns of equal rects, and text wrapped to a width. Rendered pieces
are cached per size; drawing never changes game state.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from ...render import palette as pal
from . import text_fit, theme

Colour = tuple[int, int, int]


# --------------------------------------------------------------------------- layout helpers


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x800 design the interface should be drawn."""
    width, height = size
    return max(0.6, min(1.8, min(width / 1280, height / 800)))


READABLE = 14  # no text a player must read is drawn smaller than this many pixels


def px(value: float, scale: float) -> int:
    """A design-size length in pixels at ``scale``."""
    return max(1, round(value * scale))


def text_px(value: float, scale: float) -> int:
    """A design-size font size in pixels at ``scale``, never under ``READABLE``: in a small
    window the panels shrink, the words a player reads do not."""
    return max(READABLE, px(value, scale))


def stack_rects(
    top: int, centre_x: int, width: int, height: int, gap: int, count: int
) -> list[pygame.Rect]:
    """``count`` rects of equal size in a column, centred on ``centre_x``."""
    rects = []
    for index in range(count):
        rect = pygame.Rect(0, top + index * (height + gap), width, height)
        rect.centerx = centre_x
        rects.append(rect)
    return rects


def row_rects(
    centre: tuple[int, int], width: int, height: int, gap: int, count: int
) -> list[pygame.Rect]:
    """``count`` rects of equal size in a row centred on ``centre``."""
    total = count * width + (count - 1) * gap
    left = centre[0] - total // 2
    return [
        pygame.Rect(left + i * (width + gap), centre[1] - height // 2, width, height)
        for i in range(count)
    ]


def wrap_text(
    message: str, font: pygame.font.Font, width: int, where: str = "wrapped text"
) -> list[str]:
    """Split ``message`` into lines that fit ``width`` pixels (explicit newlines kept, and the
    wide gaps around a " · " too; a word wider than ``width`` has a line of its own, and is
    reported to :mod:`.text_fit` as overflowing)."""
    return text_fit.wrap(message, font, width, where)


def blit_text(
    surface: pygame.Surface,
    message: str,
    size: int,
    pos: tuple[int, int],
    colour: Colour = theme.INK,
    style: str = "regular",
    anchor: str = "topleft",
    room: int | None = None,
) -> pygame.Rect:
    """Draw one line of text anchored at ``pos`` (any pygame.Rect anchor name); with ``room``,
    a line wider than that many pixels is reported to :mod:`.text_fit` as cut."""
    image = theme.text(message, size, colour, style)
    if room is not None and image.get_width() > room:
        text_fit.report(message, room, image.get_width(), "line of text")
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fit_font_size(
    message: str,
    room: int,
    size: int,
    style: str = "regular",
    smallest: float = 0.7,
    where: str = "text",
) -> int:
    """The largest font size up to ``size`` (down to ``smallest`` of it) at which ``message``
    fits ``room`` pixels; reported to :mod:`.text_fit` when even that is too wide."""
    return text_fit.fitting_size(
        message, room, size, lambda n: theme.font(n, style), round(size * smallest), where
    )


# --------------------------------------------------------------------------- backdrop & panels


@lru_cache(maxsize=4)
def _table_surface(size: tuple[int, int]) -> pygame.Surface:
    """A wooden table top: planks with grain, lit in the middle (seeded, so always the same)."""
    width, height = size
    surface = pygame.Surface(size)
    rng = random.Random(1965)
    plank = max(90, height // 6)
    for index, top in enumerate(range(0, height, plank)):
        base = pal.TABLE_WOOD if index % 2 else theme.PLANK_DARK
        surface.fill(base, (0, top, width, plank))
        for _ in range(plank // 5):
            y = top + rng.randrange(plank)
            shade = rng.choice((-14, -9, 8, 12))
            colour = tuple(max(0, min(255, c + shade)) for c in base)
            x0 = rng.randrange(-200, width)
            pygame.draw.line(surface, colour, (x0, y), (x0 + rng.randrange(200, 700), y), 1)
        pygame.draw.line(surface, theme.PLANK_GAP, (0, top), (width, top), 2)
    _vignette(surface)
    return surface


def _vignette(surface: pygame.Surface) -> None:
    """Darken the edges so the middle of the table feels lit."""
    width, height = surface.get_size()
    small = pygame.Surface((32, 20), pygame.SRCALPHA)
    for y in range(20):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 9.5) / 10
            small.set_at(
                (x, y), (*theme.SHADOW_BROWN, int(min(1.0, (dx * dx + dy * dy) ** 1.3) * 150))
            )
    surface.blit(pygame.transform.smoothscale(small, (width, height)), (0, 0))


def draw_table(surface: pygame.Surface) -> None:
    """Paint the wooden table backdrop over the whole surface."""
    surface.blit(_table_surface(surface.get_size()), (0, 0))


@lru_cache(maxsize=64)
def _panel_surface(
    size: tuple[int, int], radius: int, fill: Colour, border: Colour
) -> pygame.Surface:
    """A parchment panel with faint fibres and a drawn border."""
    width, height = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=radius)
    texture = pygame.Surface(size, pygame.SRCALPHA)
    rng = random.Random(width * 7919 + height)
    for _ in range(width * height // 900):
        x, y = rng.randrange(width), rng.randrange(height)
        tone = rng.choice((theme.FIBRE_DARK, theme.FIBRE_LIGHT))
        pygame.draw.line(
            texture, tone, (x, y), (x + rng.randrange(3, 14), y + rng.randrange(-1, 2))
        )
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, theme.PANEL_MASK, mask.get_rect(), border_radius=radius)
    texture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    panel.blit(texture, (0, 0))
    inner = panel.get_rect().inflate(-8, -8)
    pygame.draw.rect(panel, (*border, 70), inner, 1, border_radius=max(0, radius - 4))
    pygame.draw.rect(panel, border, panel.get_rect(), 2, border_radius=radius)
    return panel


@lru_cache(maxsize=64)
def _shadow_surface(size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
    """A soft dark shape to put under a panel."""
    pad = blur * 2
    full = (size[0] + pad * 2, size[1] + pad * 2)
    if blur < 4:
        shadow = pygame.Surface(full, pygame.SRCALPHA)
        pygame.draw.rect(shadow, theme.PANEL_SHADOW, (pad, pad, *size), border_radius=radius)
        return pygame.transform.gaussian_blur(shadow, blur) if blur > 0 else shadow
    # Blurred at a quarter of the size and scaled up: the same soft edge, and a big panel's
    # shadow takes milliseconds instead of a third of a second.
    small = pygame.Surface((max(1, full[0] // 4), max(1, full[1] // 4)), pygame.SRCALPHA)
    pygame.draw.rect(
        small,
        theme.PANEL_SHADOW,
        (pad // 4, pad // 4, size[0] // 4, size[1] // 4),
        border_radius=radius // 4,
    )
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, blur // 4), full)


def draw_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = 16, offset: int = 8, blur: int = 10
) -> None:
    """A soft shadow below-right of ``rect``."""
    shadow = _shadow_surface(rect.size, radius, blur)
    surface.blit(shadow, (rect.x - blur * 2 + offset // 2, rect.y - blur * 2 + offset))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 16,
    fill: Colour = theme.PARCHMENT,
    border: Colour = theme.WOOD_DARK,
    shadow: bool = True,
) -> None:
    """A rounded parchment panel with a soft shadow."""
    if rect.width <= 0 or rect.height <= 0:
        return
    if shadow:
        draw_shadow(surface, rect, radius)
    surface.blit(_panel_surface(rect.size, radius, fill, border), rect)


def card(
    size: tuple[int, int],
    fill: Colour = pal.PANEL,
    border: Colour = pal.PANEL_BORDER,
    scale: float = 1.0,
) -> pygame.Surface:
    """The same parchment panel, plain, for the cards drawn during play (player panels, the
    tile in hand, tooltips): a rounded wooden rim and a short drop shadow, cheap to remake
    at every size, where :func:`draw_panel` adds fibres and a soft shadow for the menus."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius, rim = px(12, scale), px(2, scale)
    pygame.draw.rect(surface, theme.CARD_SHADOW, rect.move(0, px(3, scale)), border_radius=radius)
    body = rect.inflate(-rim, -2 * rim).move(0, -rim)
    pygame.draw.rect(surface, fill, body, border_radius=radius)
    pygame.draw.rect(surface, border, body, rim, border_radius=radius)
    return surface


def draw_heading(
    surface: pygame.Surface, title: str, subtitle: str, size: int, centre: tuple[int, int]
) -> None:
    """A screen's title of ``size`` centred on ``centre`` with a line under it (the menus)."""
    scale = ui_scale(surface.get_size())
    drawn = draw_title(surface, title, size, centre)
    at = (centre[0], drawn.bottom + px(4, scale))
    blit_text(surface, subtitle, px(24, scale), at, theme.PARCHMENT, "semibold", "midtop")


def draw_backing(
    surface: pygame.Surface, rects: list[pygame.Rect], margin: tuple[int, int], radius: int
) -> pygame.Rect | None:
    """A panel behind ``rects`` (a column of buttons) reaching ``margin`` beyond them; where it
    went (None without rects)."""
    if not rects:
        return None
    backing = rects[0].unionall(rects).inflate(margin)
    draw_panel(surface, backing, radius)
    return backing


def draw_dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything already drawn (behind an overlay)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*theme.DIM_VEIL, alpha))
    surface.blit(veil, (0, 0))


def draw_title(
    surface: pygame.Surface,
    message: str,
    size: int,
    centre: tuple[int, int],
    colour: Colour = theme.PARCHMENT,
) -> pygame.Rect:
    """A title in the sketch font with a dark drop shadow, centred on ``centre``."""
    shadow = theme.text(message, size, theme.TITLE_SHADOW, "title")
    image = theme.text(message, size, colour, "title")
    rect = image.get_rect(center=centre)
    offset = max(2, size // 24)
    surface.blit(shadow, rect.move(offset, offset))
    surface.blit(image, rect)
    return rect
