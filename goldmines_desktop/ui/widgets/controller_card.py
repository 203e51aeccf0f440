"""The game controller's buttons on a card beside the Settings: what each control does."""

from __future__ import annotations

import pygame

from ...i18n import _
from ..input.controller_words import CONTROLLER_ROWS
from . import theme
from .panels import blit_text, draw_panel, px, wrap_text

CARD_WIDTH = 400  # px at scale 1
GAP = 24  # px between the settings card and this one
Row = tuple[list[str], list[str]]


def _rows(width: int, scale: float) -> tuple[list[Row], int]:
    """The rows wrapped to the card's two columns, and the card's height for them."""
    size, pad = px(19, scale), px(18, scale)
    left_w = (width - 2 * pad) * 2 // 5
    right_w = width - 2 * pad - left_w - px(10, scale)
    rows = [
        (
            wrap_text(_(control), theme.font(size, "semibold"), left_w),
            wrap_text(_(does), theme.font(size), right_w),
        )
        for control, does in CONTROLLER_ROWS
    ]
    lines = sum(max(len(a), len(b)) for a, b in rows)
    height = px(20 + 28 + 18, scale) + lines * (size + px(4, scale))
    return rows, height + len(rows) * px(8, scale) + pad


def place_beside(card: pygame.Rect, size: tuple[int, int], scale: float) -> pygame.Rect | None:
    """Where the controller card goes, to the right of ``card`` with the pair centred in the
    window (``card`` moves left to make room); None when the window has no room for it."""
    width, gap = px(CARD_WIDTH, scale), px(GAP, scale)
    height = min(_rows(width, scale)[1], card.height)
    if card.width + gap + width > size[0] - 2 * gap:
        return None
    card.x = (size[0] - card.width - gap - width) // 2
    return pygame.Rect(card.right + gap, card.centery - height // 2, width, height)


def draw_controller_card(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The card: a heading, then each control in bold and what it does beside it."""
    draw_panel(surface, rect, px(22, scale))
    heading = px(28, scale)
    blit_text(
        surface,
        _("Game controller"),
        heading,
        (rect.centerx, rect.top + px(20, scale)),
        theme.WOOD_DARK,
        "bold",
        "midtop",
    )
    size, pad = px(19, scale), px(18, scale)
    right_x = rect.left + pad + (rect.width - 2 * pad) * 2 // 5 + px(10, scale)
    line_h = size + px(4, scale)
    y = rect.top + px(20, scale) + heading + px(18, scale)
    rows, _height = _rows(rect.width, scale)
    for names, lines in rows:
        if y + line_h * max(len(names), len(lines)) > rect.bottom - pad // 2:
            return
        for index, name in enumerate(names):
            at = (rect.left + pad, y + index * line_h)
            blit_text(surface, name, size, at, theme.INK, "semibold")
        for index, line in enumerate(lines):
            blit_text(surface, line, size, (right_x, y + index * line_h), theme.INK_SOFT)
        y += line_h * max(len(names), len(lines)) + px(8, scale)
