"""Where the panels around the board go: the HUD's layout for a window size and the player's
interface size (``compute_layout``), and the largest interface size a window can take without
the panels overlapping (``fitting_scale``, ``largest_interface_size``). Pure geometry: the
``Hud`` paints into the rectangles made here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...engine import MAX_PLAYERS
from ...i18n import N_
from ..input.sizes import target
from ..widgets.panels import px, ui_scale
from .hud_paint import LOG_MIN_H, PANEL_W, panel_height

HAND_W = 236
HAND_H = 300
MARGIN = 12
BUTTON_H = 44
CAPTION_H = 26  # a line of words above a step card's button (the figure chooser's heading)
HAND_BUTTON_H = 36  # Rotate and Hint under the tile in hand
TOP_BUTTON_LABELS = {"menu": N_("Menu"), "rules": N_("Rules"), "tiles_left": N_("Tiles (T)")}
BANNER_W = 700  # at most, at scale 1
FIT_SIZE = (900, 740)  # the smallest window the panels fit at scale 1
MIN_SCALE = 0.6


@dataclass(frozen=True)
class HudLayout:
    """Where everything goes in a window of ``size``."""

    size: tuple[int, int]
    players: tuple[pygame.Rect, ...]
    log: pygame.Rect
    banner: pygame.Rect
    hand: pygame.Rect
    hand_tile: pygame.Rect
    top_buttons: dict[str, pygame.Rect]
    scale: float = 1.0

    def rects(self) -> dict[str, pygame.Rect]:
        """Every panel by name (the log only when it is tall enough to be shown)."""
        named = {f"player {i}": r for i, r in enumerate(self.players)}
        if self.log.height >= LOG_MIN_H * self.scale:
            named["log"] = self.log
        named |= {"banner": self.banner, "hand": self.hand}
        return named | {f"button {n}": r for n, r in self.top_buttons.items()}


def hud_scale(
    size: tuple[int, int], user: float = 1.0, players: int = MAX_PLAYERS, tall: bool = False
) -> float:
    """How big the panels are drawn in a window of ``size``: with the window (1280x800 is the
    design size), times the player's interface size (``user``: 1.0 to 2.0, for a TV across the
    room), but never so big that the panels of ``players`` seats (``tall``: with the
    expansions' row) stop fitting the window (fewer seats leave more room: each step of the
    interface size then shows)."""
    return max(MIN_SCALE, min(ui_scale(size) * user, fitting_scale(size, players, tall)))


@lru_cache(maxsize=64)
def fitting_scale(size: tuple[int, int], players: int = MAX_PLAYERS, tall: bool = False) -> float:
    """The largest scale (in hundredths) at which the panels of ``players`` seats (``tall``:
    with the expansions' row) lie inside a window of ``size`` without one covering another
    (``MIN_SCALE`` when none does)."""
    width, height = size
    top = min(width / FIT_SIZE[0], height / FIT_SIZE[1]) * 3  # far beyond any that fits
    for hundredths in range(round(top * 100), round(MIN_SCALE * 100) - 1, -1):
        if _fits(compute_layout(size, players, hundredths / 100, tall)):
            return hundredths / 100
    return MIN_SCALE


def _fits(layout: HudLayout) -> bool:
    window = pygame.Rect((0, 0), layout.size)
    rects = list(layout.rects().values())
    if not all(window.contains(r) for r in rects):
        return False
    return not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def largest_interface_size(
    size: tuple[int, int], players: int = MAX_PLAYERS, tall: bool = False
) -> float:
    """The largest interface size (1.0 = 100%) that still changes the panels of ``players``
    seats (``tall``: with the expansions' row) in a window of ``size``: beyond it they are
    drawn at the size that fits."""
    return max(1.0, fitting_scale(size, players, tall) / ui_scale(size))


def compute_layout(
    size: tuple[int, int], players: int, scale: float | None = None, tall: bool = False
) -> HudLayout:
    """Player panels down the left (``tall``: with the expansions' row), banner at the top
    between them and the buttons, the hand panel bottom right; every length is the design's
    times ``scale`` (by default the window's)."""
    s = hud_scale(size, tall=tall) if scale is None else scale
    width, height = size
    margin = px(MARGIN, s)
    design_h = panel_height(tall)
    panel_w, panel_h, pitch = px(PANEL_W, s), px(design_h, s), px(design_h + 8, s)
    rects = tuple(pygame.Rect(margin, margin + i * pitch, panel_w, panel_h) for i in range(players))
    log_top = rects[-1].bottom + margin
    log_h = min(px(178, s), height - log_top - margin)
    log = pygame.Rect(margin, max(log_top, height - margin - log_h), panel_w, max(0, log_h))
    button_w, button_h = px(112, s), target(px(40, s), s)
    names = list(TOP_BUTTON_LABELS)
    buttons = {
        name: pygame.Rect(width - margin - button_w, margin + i * px(48, s), button_w, button_h)
        for i, name in enumerate(names)
    }
    left, right = rects[0].right + margin * 2, width - button_w - margin * 3
    banner = pygame.Rect(0, margin, min(px(BANNER_W, s), right - left), px(70, s))
    banner.centerx = (left + right) // 2
    grown = target(px(HAND_BUTTON_H, s), s) - px(HAND_BUTTON_H, s)  # taller buttons by touch
    hand_w, hand_h = px(HAND_W, s), px(HAND_H, s) + grown
    hand = pygame.Rect(width - hand_w - margin, height - hand_h - margin, hand_w, hand_h)
    hand_tile = pygame.Rect(0, 0, px(164, s), px(164, s))
    hand_tile.center = (hand.centerx, hand.top + px(50 + 82, s))
    return HudLayout(size, rects, log, banner, hand, hand_tile, buttons, s)
