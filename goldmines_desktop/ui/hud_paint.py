"""Painting the HUD's pieces: parchment cards, buttons, player marks, panels and tooltips.

Plain functions from values to pictures; ``hud.Hud`` decides where they go and caches them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ..engine.scoring import gold_points
from ..render import palette as pal
from . import art, theme
from .wording import possessive

PANEL_W = 262
PANEL_H = 86


def panel(
    size: tuple[int, int], fill: pal.RGB = pal.PANEL, border: pal.RGB = pal.PANEL_BORDER
) -> pygame.Surface:
    """A parchment card with a soft shadow and a rounded wooden rim."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (30, 18, 8, 80), rect.move(0, 3), border_radius=12)
    body = rect.inflate(-2, -4).move(0, -2)
    pygame.draw.rect(surface, fill, body, border_radius=12)
    pygame.draw.rect(surface, border, body, 2, border_radius=12)
    return surface


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    hover: bool,
    primary: bool = False,
    pressed: bool = False,
    small: bool = False,
) -> None:
    """A rounded wooden button; primary buttons are gold."""
    base = pal.GOLD if primary else pal.PANEL_DARK
    if pressed:
        base = pal.shade(pal.HIGHLIGHT_ROTATED, 0.9)
    fill = pal.shade(base, 1.12) if hover else base
    pygame.draw.rect(surface, (40, 24, 10), rect.move(0, 3), border_radius=10)
    pygame.draw.rect(surface, fill, rect, border_radius=10)
    pygame.draw.rect(surface, pal.PANEL_BORDER, rect, 2, border_radius=10)
    text = theme.text(label, 18 if small else 21, pal.TEXT, "semibold")
    surface.blit(text, text.get_rect(center=rect.center))


def draw_mark(
    surface: pygame.Surface, centre: tuple[int, int], colour_name: str, radius: int
) -> None:
    """A player's colour disc with their mark (the colour-blind-friendly second cue)."""
    colour = pal.PLAYER_COLOURS[colour_name]
    pygame.draw.circle(surface, colour.dark, centre, radius + 2)
    pygame.draw.circle(surface, colour.rgb, centre, radius)
    ink, r, (x, y) = colour.mark_rgb, radius, centre
    match colour.mark:
        case "dot":
            pygame.draw.circle(surface, ink, centre, max(2, r // 3))
        case "stripe":
            pygame.draw.rect(surface, ink, (x - r + 3, y - r // 5, 2 * r - 6, max(2, r // 2.5)))
        case "ring":
            pygame.draw.circle(surface, ink, centre, max(3, r // 2), max(2, r // 5))
        case "star":
            pygame.draw.polygon(surface, ink, _star(centre, r * 0.65, r * 0.28))
        case "cross":
            w = max(2, r // 4)
            pygame.draw.line(surface, ink, (x - r // 2, y - r // 2), (x + r // 2, y + r // 2), w)
            pygame.draw.line(surface, ink, (x - r // 2, y + r // 2), (x + r // 2, y - r // 2), w)
        case "diamond":
            d = r * 0.6
            pygame.draw.polygon(surface, ink, ((x, y - d), (x + d, y), (x, y + d), (x - d, y)))


def _star(centre: tuple[int, int], outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return points


def paint_player_panel(
    name: str,
    colour_name: str,
    score: int,
    meeples: int,
    abbot: bool | None,
    ingots: int,
    active: bool,
) -> pygame.Surface:
    """A player's card: mark, name and score, then meeples, abbot and ingots (with worth)."""
    colour = pal.PLAYER_COLOURS[colour_name]
    fill = pal.shade(pal.PANEL, 1.04) if active else pal.shade(pal.PANEL, 0.94)
    border = colour.rgb if active else pal.PANEL_BORDER
    surface = panel((PANEL_W, PANEL_H), fill, border)
    band = pygame.Rect(1, 0, 14 if active else 8, PANEL_H - 4)
    pygame.draw.rect(
        surface, colour.rgb, band, border_top_left_radius=12, border_bottom_left_radius=12
    )
    if active:
        pygame.draw.rect(
            surface, colour.rgb, surface.get_rect().inflate(-2, -4).move(0, -2), 4, border_radius=12
        )
    draw_mark(surface, (36, 26), colour_name, 11)
    label = theme.text(_fit(name, 140, 22), 22, pal.TEXT, "bold" if active else "semibold")
    surface.blit(label, (54, 12))
    points = theme.text(str(score), 32, pal.TEXT, "bold")
    surface.blit(points, points.get_rect(topright=(PANEL_W - 14, 6)))
    _draw_supply(surface, colour_name, meeples, abbot, ingots)
    return surface.convert_alpha()


def _draw_supply(
    surface: pygame.Surface, colour: str, meeples: int, abbot: bool | None, ingots: int
) -> None:
    y = 58
    surface.blit(art.meeple(colour, 24), (24, y - 14))
    count = theme.text(f"×{meeples}", 19, pal.TEXT, "semibold")
    surface.blit(count, (48, y - 11))
    x = 92
    if abbot is not None:
        picture = art.abbot(colour, 26)
        if not abbot:
            picture = picture.copy()
            picture.set_alpha(70)
        surface.blit(picture, (x, y - 15))
        x += 34
    surface.blit(art.ingot(24), (x, y - 10))
    worth = gold_points(ingots)
    text = f"×{ingots}" + (f" = {worth} pts" if ingots else "")
    label = theme.text(text, 19, pal.TEXT, "semibold")
    surface.blit(label, (x + 28, y - 11))


def _fit(text: str, width: int, size: int) -> str:
    """Shorten a name with an ellipsis so it fits ``width`` pixels."""
    font = theme.font(size, "bold")
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)  # the longest prefix that fits, found by halving (long names)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


def paint_log(
    size: tuple[int, int], entries: tuple[tuple[str, int | None], ...], colours: tuple[str, ...]
) -> pygame.Surface:
    surface = panel(size)
    title = theme.text("What happened", 17, pal.TEXT_MUTED, "semibold")
    surface.blit(title, (14, 8))
    y = 34
    for text, player in entries:
        if player is not None and player < len(colours):
            pygame.draw.circle(surface, pal.PLAYER_COLOURS[colours[player]].rgb, (20, y + 10), 6)
        line = theme.text(_fit(text, size[0] - 44, 17), 17, pal.TEXT)
        surface.blit(line, (32, y))
        y += 24
    return surface


def paint_banner(
    size: tuple[int, int], title: str, hint: str, colour_name: str | None
) -> pygame.Surface:
    """The top banner: whose turn it is (in their colour) and what to do now."""
    surface = panel(size, pal.PARCHMENT)
    if colour_name is not None:
        colour = pal.PLAYER_COLOURS[colour_name]
        band = pygame.Rect(1, 0, 22, size[1] - 4)
        pygame.draw.rect(
            surface, colour.rgb, band, border_top_left_radius=12, border_bottom_left_radius=12
        )
        draw_mark(surface, (50, size[1] // 2 - 2), colour_name, 15)
    heading = theme.text(_fit(title, size[0] - 100, 28), 28, pal.TEXT, "bold")
    surface.blit(heading, (76, 4))
    line = theme.text(_fit(hint, size[0] - 100, 19), 19, pal.TEXT_MUTED)
    surface.blit(line, (76, 40))
    return surface


def paint_turn_banner(name: str, colour_name: str) -> pygame.Surface:
    """The big banner shown when a turn starts: "Bob's turn"."""
    colour = pal.PLAYER_COLOURS[colour_name]
    title = theme.text(f"{possessive(name)} turn", 54, pal.TEXT, "title")
    width = max(420, title.get_width() + 140)
    surface = panel((width, 120), pal.PARCHMENT, colour.dark)
    pygame.draw.rect(
        surface,
        colour.rgb,
        (1, 0, width - 2, 16),
        border_top_left_radius=12,
        border_top_right_radius=12,
    )
    draw_mark(surface, (48, 66), colour_name, 20)
    surface.blit(title, title.get_rect(midleft=(84, 66)))
    return surface.convert_alpha()


def wrap(text: str, size: int, width: int) -> list[str]:
    """Split text into lines that fit ``width`` pixels."""
    font = theme.font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            attempt = f"{line} {word}".strip()
            if font.size(attempt)[0] <= width or not line:
                line = attempt
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def tooltip(
    surface: pygame.Surface,
    lines: list[str],
    point: tuple[int, int],
    accent: pal.RGB | None = None,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A small card near the pointer, inside the window and clear of the ``avoid`` rectangles
    (the tile being decided, the step card's buttons) when any place near the pointer is;
    returns where it went."""
    pictures = [
        theme.text(line, 19 if i else 21, pal.TEXT, "semibold" if i == 0 else "regular")
        for i, line in enumerate(lines)
    ]
    width = max(p.get_width() for p in pictures) + 28
    height = sum(p.get_height() + 2 for p in pictures) + 18
    rect = tooltip_rect((width, height), point, surface.get_rect(), avoid)
    surface.blit(panel(rect.size, pal.PARCHMENT), rect)
    if accent is not None:
        pygame.draw.rect(
            surface,
            accent,
            (rect.left + 1, rect.top + 4, 8, rect.height - 12),
            border_top_left_radius=8,
            border_bottom_left_radius=8,
        )
    y = rect.top + 8
    for picture in pictures:
        surface.blit(picture, (rect.left + 16, y))
        y += picture.get_height() + 2
    return rect


def tooltip_rect(
    size: tuple[int, int],
    point: tuple[int, int],
    window: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a card of ``size`` goes near ``point``: below right of it if that is clear of
    ``avoid``, else the first clear place among the other corners and beside or above or
    below the things to avoid (kept inside ``window``)."""
    inside = window.inflate(-8, -8)
    width, height = size
    x, y = point
    gap = 18
    candidates = [
        (x + 22, y + gap),
        (x - 22 - width, y + gap),
        (x + 22, y - gap - height),
        (x - 22 - width, y - gap - height),
    ]
    for other in avoid:
        candidates += [
            (other.right + gap, y - height // 2),
            (other.left - gap - width, y - height // 2),
            (x - width // 2, other.bottom + gap),
            (x - width // 2, other.top - gap - height),
        ]
    first: pygame.Rect | None = None
    for left, top in candidates:
        rect = pygame.Rect(left, top, width, height).clamp(inside)
        first = first or rect
        if rect.collidelist(list(avoid)) == -1:
            return rect
    assert first is not None
    return first
