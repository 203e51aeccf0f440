"""Short lines beside a tile on the board ("Click again or press Enter to place", why a tile
does not fit there), placed where they cover no figure and no panel."""

from __future__ import annotations

import pygame

from ...render import palette as pal
from ..widgets import theme
from ..widgets.panels import card
from .turn_input import TurnInput


def label_beside(
    surface: pygame.Surface,
    turn: TurnInput,
    pos: tuple[int, int],
    message: str,
    colour: pal.RGB = pal.TEXT,
) -> None:
    """A short line beside the tile at ``pos``: below it, else above, right or left of it,
    wherever it covers no figure on the board and no panel."""
    board, state = turn.board, turn.state
    text = theme.text(message, 18, colour, "semibold")
    back = card((text.get_width() + 24, text.get_height() + 12), pal.PARCHMENT)
    reach = board.figure_size() // 2 + 4
    figures = [
        pygame.Rect(0, 0, 2 * reach, 2 * reach).move(x - reach, y - reach)
        for x, y in (board.figure_point(state, f.at) for f in state.figures())
    ]
    shown = turn.hud.layout.rects() | {"hand": turn.hud.hand_rect}
    avoid = figures + list(shown.values())
    tile = pygame.Rect(board.camera.tile_rect(pos))
    rect = label_rect(back.get_size(), tile, surface.get_rect(), avoid)
    surface.blit(back, rect)
    surface.blit(text, text.get_rect(center=rect.center))


def label_rect(
    size: tuple[int, int], tile: pygame.Rect, window: pygame.Rect, avoid: list[pygame.Rect]
) -> pygame.Rect:
    """Where a label of ``size`` goes beside ``tile``: the first of below, above, right and
    left that stays in ``window`` and covers none of ``avoid`` (else below, or above when
    there is no room below)."""
    inside = window.inflate(-16, -16)
    gap = 14
    rect = pygame.Rect((0, 0), size)
    places = [
        {"midtop": (tile.centerx, tile.bottom + gap)},
        {"midbottom": (tile.centerx, tile.top - gap)},
        {"midleft": (tile.right + gap, tile.centery)},
        {"midright": (tile.left - gap, tile.centery)},
    ]
    candidates = []
    for place in places:
        candidate = rect.copy()
        for name, value in place.items():
            setattr(candidate, name, value)
        candidates.append(candidate)
    for candidate in candidates:
        if inside.contains(candidate) and candidate.collidelist(avoid) == -1:
            return candidate
    first = candidates[0] if inside.contains(candidates[0]) else candidates[1]
    return first.clamp(inside)
