"""The card of an overlay (pause, settings, saving): a panel over the dimmed screen below, its
title, its widgets stacked down the middle, "Esc to close" at its foot, and the short lines it
may show under a widget (a note in soft ink, a warning). Drawing and layout only: the overlay
screens keep their state."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...i18n import N_
from ..input.words import said
from . import theme
from .controls import Widget
from .panels import blit_text, draw_dim, draw_panel, draw_title, px, stack_rects, wrap_text


def card_rect(size: tuple[int, int], card_size: tuple[int, int], scale: float) -> pygame.Rect:
    """The card, ``card_size`` at ``scale``, in the middle of a window of ``size``."""
    card = pygame.Rect(0, 0, px(card_size[0], scale), px(card_size[1], scale))
    card.center = (size[0] // 2, size[1] // 2)
    return card


def stack_in_card(card: pygame.Rect, widgets: Sequence[Widget], scale: float) -> None:
    """The widgets one under the other below the title, as wide as the card allows."""
    rects = stack_rects(
        card.top + px(104, scale),
        card.centerx,
        card.width - px(72, scale),
        px(54, scale),
        px(14, scale),
        len(widgets),
    )
    for widget, rect in zip(widgets, rects, strict=True):
        widget.rect, widget.font_size = rect, px(26, scale)


def draw_card(surface: pygame.Surface, card: pygame.Rect, title: str, scale: float) -> None:
    """The dimmed screen, the card and its title (already in the player's language)."""
    draw_dim(surface)
    draw_panel(surface, card, px(22, scale))
    draw_title(
        surface, title, px(54, scale), (card.centerx, card.top + px(52, scale)), theme.WOOD_DARK
    )


def draw_close_hint(surface: pygame.Surface, card: pygame.Rect, scale: float) -> None:
    """ "Esc to close" (or the controller's button) at the card's foot."""
    blit_text(
        surface,
        said(N_("Esc to close")),
        px(18, scale),
        (card.centerx, card.bottom - px(14, scale)),
        theme.INK_SOFT,
        "regular",
        "midbottom",
    )


def draw_note(surface: pygame.Surface, text: str, under: pygame.Rect, scale: float) -> None:
    """At most two lines in soft ink just under ``under``, as wide as it."""
    size = px(18, scale)
    y = under.bottom + px(4, scale)
    for line in wrap_text(text, theme.font(size), under.width)[:2]:
        blit_text(surface, line, size, (under.left, y), theme.INK_SOFT)
        y += size + px(4, scale)


def draw_warning(
    surface: pygame.Surface, message: str, under: pygame.Rect, centre_x: int, scale: float
) -> None:
    """At most three lines of a warning, centred on ``centre_x`` under ``under``, as wide."""
    size = px(20, scale)
    lines = wrap_text(message, theme.font(size, "semibold"), under.width)
    y = under.bottom + px(14, scale)
    for line in lines[:3]:
        blit_text(surface, line, size, (centre_x, y), theme.WARNING_INK, "semibold", "midtop")
        y += size + px(4, scale)
