"""Painting the HUD's pieces: buttons, player marks, panels and tooltips.

Plain functions from values to pictures; ``hud.Hud`` decides where they go and caches them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...i18n import _
from ...render import palette as pal
from ...wording import is_you
from ..widgets import text_fit, theme
from ..widgets.panels import READABLE, card, px, text_px, wrap_text
from .supply_row import EXPANSION_H, Supply, draw_supply

PANEL_W = 262
PANEL_H = 102  # name and score, the supply, then "if it ended now"
LOG_MIN_H = 60  # a shorter log is not shown (at scale 1)
SMALLEST_TEXT = 0.7  # text shrinks to fit its room down to this share of its size, then wraps


def fit_size(text: str, width: int, size: int, style: str = "regular") -> int:
    """The largest font size up to ``size`` (and down to ``SMALLEST_TEXT`` of it) at which
    ``text`` fits ``width`` pixels: text shrinks a little rather than being cut."""
    smallest = max(8, round(size * SMALLEST_TEXT))
    return text_fit.fitting_size(text, width, size, lambda n: theme.font(n, style), smallest)


def _quiet_size(text: str, width: int, size: int, style: str) -> int:
    """:func:`fit_size` for text that is shortened or shrunk further next (reported there)."""
    smallest = max(8, round(size * SMALLEST_TEXT))
    face = lambda n: theme.font(n, style)  # noqa: E731
    return text_fit.quietly_fitting_size(text, width, size, face, smallest)


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    hover: bool,
    primary: bool = False,
    pressed: bool = False,
    small: bool = False,
    scale: float = 1.0,
    short: str | None = None,
) -> None:
    """A rounded wooden button; primary buttons are gold (its label shrinks to fit; ``short``,
    the label without its key, stands instead where the whole would fall under ``READABLE``)."""
    base = pal.GOLD if primary else pal.PANEL_DARK
    if pressed:
        base = pal.shade(pal.HIGHLIGHT_ROTATED, 0.9)
    fill = pal.shade(base, 1.12) if hover else base
    radius = px(10, scale)
    pygame.draw.rect(surface, theme.TITLE_SHADOW, rect.move(0, px(3, scale)), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, pal.PANEL_BORDER, rect, px(2, scale), border_radius=radius)
    room, largest = rect.width - px(12, scale), px(18 if small else 21, scale)
    if short is None:
        size = fit_size(label, room, largest, "semibold")
    else:  # the whole label may not fit: the short one is tried (and reported) next
        size = _quiet_size(label, room, largest, "semibold")
    if short is not None and size < READABLE:
        label, size = short, fit_size(short, room, largest, "semibold")
    text = theme.text(label, size, pal.TEXT, "semibold")
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
    supply: Supply,
    ingots: int,
    active: bool,
    scale: float = 1.0,
    projected: int | None = None,
) -> pygame.Surface:
    """A player's card: mark, name and score, then meeples, abbot and ingots (with worth),
    the expansions' figures and goods when the game has them, then the total the player would
    have if the game ended now (``projected``, while the game is in play)."""
    s = scale
    colour = pal.PLAYER_COLOURS[colour_name]
    fill = pal.shade(pal.PANEL, 1.04) if active else pal.shade(pal.PANEL, 0.94)
    border = colour.rgb if active else pal.PANEL_BORDER
    width, height = px(PANEL_W, s), px(panel_height(supply.expansion_row), s)
    surface = card((width, height), fill, border, s)
    radius = px(12, s)
    band = pygame.Rect(1, 0, px(14 if active else 8, s), height - px(4, s))
    pygame.draw.rect(
        surface, colour.rgb, band, border_top_left_radius=radius, border_bottom_left_radius=radius
    )
    if active:
        body = surface.get_rect().inflate(-px(2, s), -px(4, s)).move(0, -px(2, s))
        pygame.draw.rect(surface, colour.rgb, body, px(4, s), border_radius=radius)
    draw_mark(surface, (px(36, s), px(26, s)), colour_name, px(11, s))
    style = "bold" if active else "semibold"
    points = theme.text(str(score), px(32, s), pal.TEXT, "bold")
    surface.blit(points, points.get_rect(topright=(width - px(14, s), px(6, s))))
    room = points.get_rect(topright=(width - px(14, s), 0)).left - px(62, s)
    shown = _("You") if is_you(name) else name  # a lesson's player, in the player's language
    size = _quiet_size(shown, room, px(22, s), style)
    label = theme.text(_fit(shown, room, size, style), size, pal.TEXT, style)
    surface.blit(label, label.get_rect(midleft=(px(54, s), px(26, s))))
    draw_supply(surface, colour_name, supply, ingots, s)
    if projected is not None:
        _draw_projected(surface, projected, s, EXPANSION_H if supply.expansion_row else 0)
    return surface.convert_alpha()


def panel_height(expansion_row: bool) -> int:
    """A player's panel's height at scale 1: taller by a row with the expansions' figures."""
    return PANEL_H + (EXPANSION_H if expansion_row else 0)


def _draw_projected(surface: pygame.Surface, projected: int, s: float, below: int = 0) -> None:
    """The race as it stands: most points come in the final scoring, so the score so far
    says little; this line says what the final scoring of the board now would make it."""
    text = _("If it ended now: {points}").format(points=projected)
    room = surface.get_width() - px(34, s)
    size = fit_size(text, room, text_px(17, s), "semibold")
    label = theme.text(text, size, pal.TEXT_MUTED, "semibold")
    surface.blit(label, label.get_rect(midleft=(px(24, s), px(84 + below, s))))


def _fit(text: str, width: int, size: int, style: str = "bold") -> str:
    """Shorten a name with an ellipsis so it fits ``width`` pixels (reported as a cut)."""
    return text_fit.ellipsis(text, theme.font(size, style), width, "name")


def paint_log(
    size: tuple[int, int],
    entries: tuple[tuple[str, int | None], ...],
    colours: tuple[str, ...],
    scale: float = 1.0,
) -> pygame.Surface:
    """The "What happened" card: the newest entries that fit, each wrapped whole (never cut),
    oldest at the top."""
    s = scale
    surface = card(size, scale=s)
    title = theme.text(_("What happened"), text_px(17, s), pal.TEXT_MUTED, "semibold")
    surface.blit(title, (px(14, s), px(8, s)))
    text_size = text_px(16, s)
    pitch = max(px(21, s), text_size + 3)
    top = px(8, s) + title.get_height() + px(4, s)
    room = (size[1] - top - px(6, s)) // pitch  # lines that fit under the title
    shown: list[tuple[list[str], int | None]] = []
    for text, player in reversed(entries):
        lines = wrap_text(text, theme.font(text_size), size[0] - px(44, s))
        if len(lines) > room:
            break
        room -= len(lines)
        shown.insert(0, (lines, player))
    y = top
    for lines, player in shown:
        if player is not None and player < len(colours):
            dot = pal.PLAYER_COLOURS[colours[player]].rgb
            pygame.draw.circle(surface, dot, (px(20, s), y + text_size // 2 + 1), px(6, s))
        for line in lines:
            surface.blit(theme.text(line, text_size, pal.TEXT), (px(32, s), y))
            y += pitch
    return surface


def paint_banner(
    size: tuple[int, int], title: str, hint: str, colour_name: str | None, scale: float = 1.0
) -> pygame.Surface:
    """The top banner: whose turn it is (in their colour) and what to do now; the text shrinks
    a little to fit, and the hint takes two lines rather than being cut."""
    s = scale
    surface = card(size, pal.PARCHMENT, scale=s)
    if colour_name is not None:
        colour = pal.PLAYER_COLOURS[colour_name]
        radius = px(12, s)
        band = pygame.Rect(1, 0, px(22, s), size[1] - px(4, s))
        pygame.draw.rect(
            surface,
            colour.rgb,
            band,
            border_top_left_radius=radius,
            border_bottom_left_radius=radius,
        )
        draw_mark(surface, (px(50, s), size[1] // 2 - px(2, s)), colour_name, px(15, s))
    left = px(76, s)
    room = size[0] - left - px(14, s)
    title_size = fit_size(title, room, px(28, s), "bold")
    heading = theme.text(title, title_size, pal.TEXT, "bold")
    surface.blit(heading, heading.get_rect(midleft=(left, px(22, s))))
    hint_size = text_fit.quietly_fitting_size(
        hint, room, px(19, s), theme.font, max(8, round(px(19, s) * SMALLEST_TEXT))
    )
    lines = wrap_text(hint, theme.font(hint_size), room)
    if len(lines) > 1:
        hint_size = max(8, px(15, s))
        lines = wrap_text(hint, theme.font(hint_size), room, "banner")
        text_fit.lines_fit(len(lines), 2, "banner", hint)
    y = px(40, s) if len(lines) == 1 else px(37, s)
    for line in lines[:2]:
        picture = theme.text(line, hint_size, pal.TEXT_MUTED)
        surface.blit(picture, (left, y))
        y += hint_size + px(1, s)
    return surface


def turn_words(name: str) -> str:
    """ "Bob's turn"; a lesson's player "You" reads "Your turn"."""
    if is_you(name) or name == _("You"):
        return _("Your turn")
    return _("{name}'s turn").format(name=name)


def paint_turn_banner(
    name: str, colour_name: str, scale: float = 1.0, room: int = 10_000, words: str = ""
) -> pygame.Surface:
    """The big banner shown when a turn starts: "Bob's turn", or ``words`` instead (the same
    player's second tile); at most ``room`` pixels wide: a long name makes the text smaller,
    never cut."""
    s = scale
    colour = pal.PLAYER_COLOURS[colour_name]
    message = words or turn_words(name)
    size = _quiet_size(message, room - px(140, s), px(54, s), "title")
    size = max(8, min(size, _largest_fitting(message, room - px(140, s), size)))
    title = theme.text(message, size, pal.TEXT, "title")
    width = min(room, max(px(420, s), title.get_width() + px(140, s)))
    height = px(120, s)
    surface = card((width, height), pal.PARCHMENT, colour.dark, s)
    radius = px(12, s)
    pygame.draw.rect(
        surface,
        colour.rgb,
        (1, 0, width - 2, px(16, s)),
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    draw_mark(surface, (px(48, s), px(66, s)), colour_name, px(20, s))
    surface.blit(title, title.get_rect(midleft=(px(84, s), px(66, s))))
    return surface.convert_alpha()


def _largest_fitting(text: str, width: int, size: int) -> int:
    """The font size (at most ``size``) at which a title fits ``width``, however small."""
    face = lambda n: theme.font(n, "title")  # noqa: E731
    return text_fit.fitting_size(text, width, size, face, where="turn banner", step=2)


def tooltip(
    surface: pygame.Surface,
    lines: list[str],
    point: tuple[int, int],
    accent: pal.RGB | None = None,
    avoid: Sequence[pygame.Rect] = (),
    scale: float = 1.0,
) -> pygame.Rect:
    """A small card near the pointer, inside the window and clear of the ``avoid`` rectangles
    (the tile being decided, the step card's buttons) when any place near the pointer is;
    returns where it went. It is as big as the panels (``scale``)."""
    s = scale
    pictures = [
        theme.text(line, px(19 if i else 21, s), pal.TEXT, "semibold" if i == 0 else "regular")
        for i, line in enumerate(lines)
    ]
    gap = px(2, s)
    width = max(p.get_width() for p in pictures) + px(28, s)
    height = sum(p.get_height() + gap for p in pictures) + px(18, s)
    rect = tooltip_rect((width, height), point, surface.get_rect(), avoid)
    surface.blit(card(rect.size, pal.PARCHMENT, scale=s), rect)
    if accent is not None:
        radius = px(8, s)
        pygame.draw.rect(
            surface,
            accent,
            (rect.left + 1, rect.top + px(4, s), px(8, s), rect.height - px(12, s)),
            border_top_left_radius=radius,
            border_bottom_left_radius=radius,
        )
    y = rect.top + px(8, s)
    for picture in pictures:
        surface.blit(picture, (rect.left + px(16, s), y))
        y += picture.get_height() + gap
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
