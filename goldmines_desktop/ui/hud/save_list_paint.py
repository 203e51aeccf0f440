"""What the lists of games (Load, Finished games, Continue) draw besides their rows: how many
rows are out of view, a problem in a red box over the Back button, and the card that asks
before an unfinished game is deleted. Drawing only: the screens keep the state."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...files.save_headers import SaveInfo
from ...i18n import _
from ..widgets import theme
from ..widgets.controls import Button
from ..widgets.panels import blit_text, draw_dim, draw_panel, px, wrap_text
from .save_rows import players_line


def draw_scroll_hints(
    surface: pygame.Surface,
    panel: pygame.Rect,
    beside: pygame.Rect,
    above: int,
    below: int,
    listed: int,
    total: int,
    scale: float,
) -> None:
    """ "3 more above" at the list's top right; "2 more below" (or, when more games are kept
    than listed, how many of them are shown) at its bottom right, beside the ``beside`` button."""
    if above > 0:
        blit_text(
            surface,
            _("{n} more above").format(n=above),
            px(20, scale),
            (panel.right - px(40, scale), panel.top + px(64, scale)),
            theme.INK_SOFT,
            "semibold",
            "midright",
        )
    hint = _("{n} more below").format(n=below) if below > 0 else ""
    if total > listed:
        hint = _("Showing the newest {shown} of {total} saved games.").format(
            shown=listed, total=total
        )
    if hint:
        blit_text(
            surface,
            hint,
            px(20, scale),
            (panel.right - px(40, scale), beside.centery),
            theme.INK_SOFT,
            "semibold",
            "midright",
        )


def draw_problem(
    surface: pygame.Surface, panel: pygame.Rect, over: pygame.Rect, message: str, scale: float
) -> None:
    """A problem (a file that cannot be read, a folder that cannot be opened) wrapped in a red
    box across the panel, just over the ``over`` button."""
    size = px(22, scale)
    width = panel.width - px(104, scale)
    lines = wrap_text(message, theme.font(size), width)
    box = pygame.Rect(0, 0, width + px(32, scale), len(lines) * (size + 6) + px(24, scale))
    box.midbottom = (panel.centerx, over.top - px(12, scale))
    pygame.draw.rect(surface, theme.ERROR_FILL, box, border_radius=10)
    pygame.draw.rect(surface, theme.WARNING_BORDER, box, 2, border_radius=10)
    y, left = box.top + px(12, scale), box.left + px(16, scale)
    for line in lines:
        blit_text(surface, line, size, (left, y), theme.ERROR_TEXT, "semibold")
        y += size + 6


def draw_delete_question(
    surface: pygame.Surface,
    card: pygame.Rect,
    info: SaveInfo | None,
    buttons: Sequence[Button],
    focused: object,
    scale: float,
) -> None:
    """The card over the dimmed list that asks before an unfinished game (``info``: its
    header, when known) is deleted, with its buttons (``focused``: the one in focus)."""
    draw_dim(surface)
    draw_panel(surface, card, px(22, scale))
    who = players_line(info) if info is not None and info.players else ""
    question = (
        _("Delete the unfinished game of {players}? It cannot be brought back.").format(players=who)
        if who
        else _("Delete this unfinished game? It cannot be brought back.")
    )
    size = px(26, scale)
    lines = wrap_text(question, theme.font(size, "semibold"), card.width - px(60, scale))
    y = card.top + px(30, scale)
    for line in lines[:3]:
        blit_text(surface, line, size, (card.centerx, y), theme.INK, "semibold", "midtop")
        y += size + px(6, scale)
    for button in buttons:
        button.draw(surface, button is focused)
