"""By touch, the big Place button beside the tile previewed on a spot.

A tap on a glowing spot shows the tile there, turned to fit; another tap on it turns it to the
next rotation that fits. The Place button beside it puts it down (a finger cannot rest on the
tile without covering it, so the confirmation has a target of its own).
"""

from __future__ import annotations

import pygame

from ...i18n import _
from ..hud.hud_paint import draw_button
from ..input import mode
from ..widgets.panels import px
from .step_choices import StepChoices

WIDTH, HEIGHT = 120, 60  # at the design size: well over a fingertip
GAP = 10


def place_button(turn: StepChoices) -> pygame.Rect | None:
    """Where the Place button is now (None: not shown, e.g. with the mouse or no tile
    previewed): right of the previewed tile, or left of it when the window or a panel is
    in the way."""
    if not mode.is_touch() or not turn.row.holds_tile or turn.dragging or turn.locked:
        return None
    spot = turn.target_spot()
    if spot is None:
        return None
    s = turn.hud.scale
    left, top, size, _size = turn.board.camera.tile_rect(spot)
    rect = pygame.Rect(0, 0, px(WIDTH, s), px(HEIGHT, s))
    rect.midleft = (left + size + px(GAP, s), top + size // 2)
    width, height = turn.hud.layout.size
    if rect.right > width or _covered(turn, rect):
        rect.midright = (left - px(GAP, s), top + size // 2)
    rect.clamp_ip(pygame.Rect(0, 0, width, height))
    return rect


def _covered(turn: StepChoices, rect: pygame.Rect) -> bool:
    corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
    return any(turn.hud.over_panel(point) for point in corners)


def draw_place_button(surface: pygame.Surface, turn: StepChoices) -> None:
    rect = place_button(turn)
    if rect is not None:
        draw_button(surface, rect, _("Place"), False, primary=True, scale=turn.hud.scale)
