"""What a lesson adds to the board in play: the glowing spot (or segment) to use, the one
sentence saying what to do, what the last move did, and the success card at the end."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...i18n import N_, _
from ...render.masks import segment_anchor
from ..input.words import said
from ..table.lesson_coach import LessonCoach
from ..widgets import text_fit, theme
from ..widgets.panels import blit_text, draw_panel, px, ui_scale, wrap_text
from .camera import Camera


def lesson_card(
    size: tuple[int, int],
    coach: LessonCoach,
    area: tuple[float, float, float, float],
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the lesson's card goes in the free ``area``: at the bottom, else at the top, else
    in a corner, the first place clear of ``avoid`` (the target and its arrow); else where it
    covers them least."""
    scale = ui_scale(size)
    card = pygame.Rect((0, 0), _card_size(coach, area[2], scale))
    left, top, width, height = (round(v) for v in area)
    inner = pygame.Rect(left, top, width, height).inflate(-2 * px(6, scale), -2 * px(6, scale))
    places = ("midbottom", "midtop", "bottomleft", "bottomright", "topleft", "topright")
    best: tuple[int, pygame.Rect] | None = None
    for place in places:
        rect = card.copy()
        setattr(rect, place, getattr(inner, place))
        covered = sum(_overlap(rect, other) for other in avoid)
        if best is None or covered < best[0]:
            best = (covered, rect)
        if covered == 0:
            break
    assert best is not None
    return best[1]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def _card_size(coach: LessonCoach, area_width: float, scale: float) -> tuple[int, int]:
    card_w = int(min(area_width - px(20, scale), px(760, scale)))
    lines, spoken = _card_lines(coach, card_w, scale)
    title_h = px(34, scale)
    footer = px(30, scale) if coach.finished else 0
    card_h = (
        px(28, scale) + title_h + len(lines) * px(34, scale) + len(spoken) * px(27, scale) + footer
    )
    return card_w, card_h


def _card_lines(coach: LessonCoach, card_w: int, scale: float) -> tuple[list[str], list[str]]:
    """The card's sentence and what the last moves did, wrapped to its width."""
    body = theme.font(px(26, scale), "semibold")
    lines = wrap_text(coach.text, body, card_w - px(40, scale))
    spoken = [
        s
        for text in coach.said
        for s in wrap_text(text, theme.font(px(21, scale)), card_w - px(40, scale))
    ]
    return lines, spoken


def draw_lesson(
    surface: pygame.Surface,
    coach: LessonCoach,
    camera: Camera,
    area: tuple[float, float, float, float],
    now: float,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Draw the lesson over the board, its card placed by :func:`lesson_card` clear of
    ``avoid``; the rectangle of its card (clicks there are its)."""
    scale = ui_scale(surface.get_size())
    if not coach.finished:
        _draw_target(surface, coach, camera, now)
    height = area[3]
    card = lesson_card(surface.get_size(), coach, area, avoid)
    card_w, card_h = card.size
    size = px(26, scale)
    lines, spoken = _card_lines(coach, card_w, scale)
    title_h = px(34, scale)
    if card_h > height:  # taller than the board's free area: the card would cover the panels
        text_fit.report(coach.text, int(height), card_h, "lesson card")
    fill = theme.LESSON_DONE_FILL if coach.finished else theme.PARCHMENT
    draw_panel(surface, card, px(16, scale), fill=fill, border=theme.GOLD)
    x, y = card.left + px(20, scale), card.top + px(12, scale)
    heading = _("Lesson done!") if coach.finished else coach.lesson.title
    room = card_w - px(40, scale)
    blit_text(surface, heading, px(22, scale), (x, y), theme.INK_SOFT, "bold", room=room)
    y += title_h
    for line in lines:
        blit_text(surface, line, size, (x, y), theme.INK, "semibold")
        y += px(34, scale)
    for line in spoken:
        blit_text(surface, line, px(21, scale), (x, y), theme.LESSON_DONE_TEXT, "semibold")
        y += px(27, scale)
    if coach.finished:
        blit_text(
            surface,
            said(N_("Press Enter (or click here) to go back to the lessons")),
            px(20, scale),
            (x, y + px(4, scale)),
            theme.INK_SOFT,
            "regular",
            room=room,
        )
    return card


def _draw_target(surface: pygame.Surface, coach: LessonCoach, camera: Camera, now: float) -> None:
    target, arrow = coach.target(), coach.arrow()
    if target is None or arrow is None:
        return
    pos, location = target
    left, top, size, _ = camera.tile_rect(pos)
    pulse = 0.5 + 0.5 * math.sin(now * 5.0)
    width = max(3, int(size * (0.03 + 0.03 * pulse)))
    rect = pygame.Rect(left, top, size, size)
    glow = pygame.Surface(rect.inflate(width * 4, width * 4).size, pygame.SRCALPHA)
    pygame.draw.rect(
        glow, (*theme.LESSON_GLOW, int(90 + 100 * pulse)), glow.get_rect(), width * 2, size // 8
    )
    surface.blit(glow, glow.get_rect(center=rect.center))
    pygame.draw.rect(surface, theme.LESSON_GLOW, rect.inflate(width, width), width, size // 10)
    side = (arrow[1][0] - pos[0], arrow[1][1] - pos[1])
    tip = (rect.centerx + side[0] * size // 2, rect.centery + side[1] * size // 2)
    _draw_arrow(surface, tip, side, max(18, size // 4), pulse)
    state = coach.turns.state
    placed = state.board.get(pos)
    if location is None or placed is None:
        return
    index = placed.segment_index(location)
    if index is None:
        return
    u, v = segment_anchor(placed.tile, placed.rotation, index)
    centre = (int(left + u * size), int(top + v * size))
    radius = max(6, int(size * (0.12 + 0.04 * pulse)))
    pygame.draw.circle(surface, theme.LESSON_GLOW, centre, radius, max(3, radius // 4))
    pygame.draw.circle(surface, theme.WOOD_DARK, centre, radius + 2, 2)


# The arrow's outline pointing at its tip: (distance back from the tip, distance across).
ARROW_SHAPE = ((0, 0), (1, -1), (1, -0.5), (2, -0.5), (2, 0.5), (1, 0.5), (1, 1))


def _draw_arrow(
    surface: pygame.Surface, tip: tuple[int, int], side: tuple[int, int], size: int, pulse: float
) -> None:
    """A big bouncing arrow standing in the cell ``side`` of the target (one step up, down,
    left or right) and pointing at ``tip`` on the target's edge: "here!"."""
    back = size * (0.2 + 0.3 * pulse)
    across = (-side[1], side[0])  # the shape is symmetric: either perpendicular will do
    points = [
        (
            round(tip[0] + side[0] * (back + along * size) + across[0] * wide * size),
            round(tip[1] + side[1] * (back + along * size) + across[1] * wide * size),
        )
        for along, wide in ARROW_SHAPE
    ]
    pygame.draw.polygon(surface, theme.LESSON_GLOW, points)
    pygame.draw.polygon(surface, theme.WOOD_DARK, points, max(2, size // 10))
