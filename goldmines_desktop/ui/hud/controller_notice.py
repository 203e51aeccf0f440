"""The short notice a game controller gives when it is plugged in or out, over any screen."""

from __future__ import annotations

import pygame

from ..input.controller import ControllerInput
from ..widgets import theme
from ..widgets.panels import blit_text, draw_panel, px, ui_scale
from .hud_paint import fit_size


def draw_controller_notice(surface: pygame.Surface, pad: ControllerInput) -> None:
    """A parchment pill at the foot of the window while the notice lasts."""
    words = pad.notice_words()
    if words is None:
        return
    width, height = surface.get_size()
    scale = ui_scale((width, height))
    size = fit_size(words, width - px(80, scale), px(22, scale), "semibold")
    image = theme.text(words, size, theme.INK, "semibold")
    rect = image.get_rect().inflate(px(40, scale), px(20, scale))
    rect.midbottom = (width // 2, height - px(24, scale))
    draw_panel(surface, rect, px(14, scale))
    blit_text(surface, words, size, rect.center, theme.INK, "semibold", "center")
