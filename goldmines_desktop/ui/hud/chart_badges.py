"""Numbered badges over the score chart: the coach marks its costliest turns with them.

Pure drawing over a chart made by ``chart.draw_score_chart`` (the same plot geometry), nothing
here changes state.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..widgets import theme
from .chart import plot_area, turn_x


def badge_spots(
    rect: pygame.Rect, marks: Sequence[tuple[int, str]], points: int, font_size: int = 18
) -> list[tuple[tuple[int, int], int]]:
    """Where each badge of ``marks`` goes on a chart drawn into ``rect`` (its centre and
    radius, in the order of ``marks``): drawing and clicking agree on it."""
    plot = plot_area(rect, font_size)
    if points < 2 or plot.width < 20 or plot.height < 20:
        return []
    radius = max(7, font_size * 2 // 3)
    spots = []
    for row, (index, _label) in enumerate(marks):
        x = turn_x(plot, index, points)
        # under where the chart's "final scoring" label may go, and apart when turns are close
        top = plot.top + font_size + 4 + radius + row * (radius * 2 + 2)
        spots.append(((x, top), radius))
    return spots


def badge_at(
    rect: pygame.Rect,
    marks: Sequence[tuple[int, str]],
    points: int,
    font_size: int,
    point: tuple[int, int],
) -> int | None:
    """Which of ``marks`` (its index) a click at ``point`` is on (with a little room round
    each badge for a finger), or None."""
    for number, ((x, y), radius) in enumerate(badge_spots(rect, marks, points, font_size)):
        reach = radius + 4
        if (point[0] - x) ** 2 + (point[1] - y) ** 2 <= reach * reach:
            return number
    return None


def draw_chart_badges(
    surface: pygame.Surface,
    rect: pygame.Rect,
    marks: Sequence[tuple[int, str]],
    points: int,
    font_size: int = 18,
) -> None:
    """Numbered badges along the top of a chart drawn into ``rect`` with ``draw_score_chart``:
    ``(index, label)`` puts ``label`` on a gold disc over point ``index`` of ``points``, with a
    thin line down to the axis (the coach's costliest turns; a click on one goes there)."""
    plot = plot_area(rect, font_size)
    spots = badge_spots(rect, marks, points, font_size)
    for ((x, top), radius), (_index, label) in zip(spots, marks, strict=False):
        pygame.draw.line(surface, theme.GOLD, (x, top), (x, plot.bottom), 2)
        pygame.draw.circle(surface, theme.GOLD, (x, top), radius)
        pygame.draw.circle(surface, theme.WOOD_DARK, (x, top), radius, 2)
        picture = theme.font(font_size, "semibold").render(label, True, theme.INK)
        surface.blit(picture, picture.get_rect(center=(x, top)))
