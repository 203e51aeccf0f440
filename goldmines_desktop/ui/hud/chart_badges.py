"""Numbered badges over the score chart: the coach marks its costliest turns with them.

Pure drawing over a chart made by ``chart.draw_score_chart`` (the same plot geometry), nothing
here changes state.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..widgets import theme
from .chart import _plot_area


def draw_chart_badges(
    surface: pygame.Surface,
    rect: pygame.Rect,
    marks: Sequence[tuple[int, str]],
    points: int,
    font_size: int = 18,
) -> None:
    """Numbered badges along the top of a chart drawn into ``rect`` with ``draw_score_chart``:
    ``(index, label)`` puts ``label`` on a gold disc over point ``index`` of ``points``, with a
    thin line down to the axis (the coach's costliest turns)."""
    plot = _plot_area(rect, font_size)
    if points < 2 or plot.width < 20 or plot.height < 20:
        return
    radius = max(7, font_size * 2 // 3)
    for row, (index, label) in enumerate(marks):
        x = plot.left + round(plot.width * max(0, min(index, points - 1)) / (points - 1))
        # under the chart's "final scoring" label, and apart when turns are close
        top = plot.top + font_size + 4 + radius + row * (radius * 2 + 2)
        pygame.draw.line(surface, theme.GOLD, (x, top), (x, plot.bottom), 2)
        pygame.draw.circle(surface, theme.GOLD, (x, top), radius)
        pygame.draw.circle(surface, theme.WOOD_DARK, (x, top), radius, 2)
        picture = theme.font(font_size, "semibold").render(label, True, theme.INK)
        surface.blit(picture, picture.get_rect(center=(x, top)))
