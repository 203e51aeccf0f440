"""What a player missed, drawn: the recap card in the panels' column and the marks on the tiles
placed since their last turn.

The card sits where the log is, in the column of the player panels (never over the board, the
tile in hand or the spots it fits), growing upwards as far as the last player panel; it says at
most four lines, each with the colour disc of the player it is about. A marked tile gets a thin
outline in its placer's colour and their disc in a corner (the colour-blind cue). The recap's
words come from the table's :mod:`.recap`; this module only draws them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...i18n import N_
from ...render import palette as pal
from ..input.words import said
from ..widgets import theme
from ..widgets.panels import card, px, text_px, wrap_text
from .hud_paint import draw_mark

TEXT = 17  # design sizes: a line's text,
TITLE = 18  # the heading
PITCH = 22  # and the distance between lines


def recap_room(players: Sequence[pygame.Rect], log: pygame.Rect, margin: int) -> pygame.Rect:
    """The column's room for the card: under the last player panel, down to the log's bottom."""
    top = players[-1].bottom + margin
    return pygame.Rect(log.left, top, log.width, max(0, log.bottom - top))


def paint_recap(
    width: int,
    room: int,
    title: str,
    lines: Sequence[tuple[str, int | None]],
    colours: Sequence[str],
    scale: float,
    least: int = 0,
) -> pygame.Surface:
    """The card for ``lines`` (text, player), as tall as they need up to ``room`` pixels (the
    lines that would not fit are left out, the least important last) and at least ``least``
    (the log it covers, so no line of it shows half)."""
    s = scale
    text_w = width - px(46, s)
    text_size, title_size = text_px(TEXT, s), text_px(TITLE, s)
    heading = wrap_text(title, theme.font(title_size, "bold"), width - px(28, s))
    wrapped = [(wrap_text(text, theme.font(text_size), text_w), p) for text, p in lines]
    pitch = max(px(PITCH, s), title_size + 4)
    height = px(20, s) + pitch * len(heading) + px(6, s)
    shown: list[tuple[list[str], int | None]] = []
    for rows, player in wrapped:
        need = pitch * len(rows) + px(6, s)
        if height + need + px(28, s) > room and shown:
            break
        height += need
        shown.append((rows, player))
    height += max(px(30, s), text_px(15, s) + px(14, s))  # the "click to close" line
    height = max(height, least, px(60, s))
    surface = card((width, min(height, max(room, px(60, s)))), scale=s)
    y = px(10, s)
    for row in heading:
        surface.blit(theme.text(row, title_size, pal.TEXT, "bold"), (px(14, s), y))
        y += pitch
    y += px(6, s)
    for rows, player in shown:
        if player is not None and player < len(colours):
            draw_mark(surface, (px(22, s), y + px(10, s)), colours[player], px(7, s))
        for row in rows:
            surface.blit(theme.text(row, text_size, pal.TEXT), (px(36, s), y))
            y += pitch
        y += px(6, s)
    hint = theme.text(said(N_("Click to close")), text_px(15, s), pal.TEXT_MUTED)
    corner = (width - px(14, s), surface.get_height() - px(8, s))
    surface.blit(hint, hint.get_rect(bottomright=corner))
    return surface


def draw_marks(
    surface: pygame.Surface,
    tiles: Sequence[tuple[pygame.Rect, str]],
    scale: float,
) -> None:
    """Each tile placed since the player's last turn: a thin inner outline in its placer's
    colour (``tiles``: the tile's rectangle on screen and the placer's colour name) and their
    disc in the top-left corner."""
    for rect, colour_name in tiles:
        colour = pal.PLAYER_COLOURS[colour_name]
        inset = rect.inflate(-max(4, rect.width // 12), -max(4, rect.height // 12))
        width = max(2, round(3 * scale))
        pygame.draw.rect(surface, colour.dark, inset.inflate(2, 2), width + 2, border_radius=6)
        pygame.draw.rect(surface, colour.rgb, inset, width, border_radius=6)
        radius = max(5, min(px(9, scale), rect.width // 8))
        draw_mark(surface, (inset.left + radius + 2, inset.top + radius + 2), colour_name, radius)
