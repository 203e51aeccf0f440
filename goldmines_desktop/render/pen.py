"""A tiny drawing helper that takes unit coordinates (0..1 across the tile) and scales them."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from goldmines_desktop.render.shapes import Point

Colour = tuple[int, ...]


class Pen:
    """Draws on ``surface`` with shapes given in unit coordinates of a ``scale`` px square."""

    def __init__(self, surface: pygame.Surface, scale: float) -> None:
        self.surface = surface
        self.scale = scale

    def px(self, p: Point) -> tuple[float, float]:
        return (p[0] * self.scale, p[1] * self.scale)

    def width(self, w: float) -> int:
        return max(1, round(w * self.scale))

    def polygon(
        self,
        points: Sequence[Point],
        colour: Colour,
        outline: Colour | None = None,
        line: float = 0.006,
    ) -> None:
        """Fill a polygon; a colour with alpha below 255 is blended (for soft shadows)."""
        pts = [self.px(p) for p in points]
        if len(colour) == 4 and colour[3] < 255:
            self._blend(pts, colour)
        else:
            pygame.draw.polygon(self.surface, colour, pts)
        if outline is not None:
            pygame.draw.polygon(self.surface, outline, pts, self.width(line))

    def outline(self, points: Sequence[Point], colour: Colour, line: float = 0.006) -> None:
        pygame.draw.polygon(self.surface, colour, [self.px(p) for p in points], self.width(line))

    def _blend(self, pts: list[tuple[float, float]], colour: Colour) -> None:
        left = int(min(x for x, _ in pts)) - 1
        top = int(min(y for _, y in pts)) - 1
        w = int(max(x for x, _ in pts)) - left + 2
        h = int(max(y for _, y in pts)) - top + 2
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(layer, colour, [(x - left, y - top) for x, y in pts])
        self.surface.blit(layer, (left, top))

    def lines(
        self, points: Sequence[Point], colour: Colour, width: float, closed: bool = False
    ) -> None:
        pts = [self.px(p) for p in points]
        w = self.width(width)
        pygame.draw.lines(self.surface, colour, closed, pts, w)
        if w > 2:  # round the joints so thick curves look smooth
            for p in pts:
                pygame.draw.circle(self.surface, colour, p, w / 2 - 0.5)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        pygame.draw.line(self.surface, colour, self.px(a), self.px(b), self.width(width))

    def circle(
        self,
        centre: Point,
        radius: float,
        colour: Colour,
        outline: Colour | None = None,
        line: float = 0.006,
    ) -> None:
        r = max(1.0, radius * self.scale)
        pygame.draw.circle(self.surface, colour, self.px(centre), r)
        if outline is not None:
            pygame.draw.circle(self.surface, outline, self.px(centre), r, self.width(line))

    def rect(
        self,
        left: float,
        top: float,
        w: float,
        h: float,
        colour: Colour,
        outline: Colour | None = None,
        line: float = 0.006,
    ) -> None:
        self.polygon(
            ((left, top), (left + w, top), (left + w, top + h), (left, top + h)),
            colour,
            outline,
            line,
        )

    def ellipse(self, centre: Point, rx: float, ry: float, colour: Colour) -> None:
        """Fill an axis-aligned ellipse; translucent colours are blended."""
        w, h = max(1, round(2 * rx * self.scale)), max(1, round(2 * ry * self.scale))
        cx, cy = self.px(centre)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(layer, colour, layer.get_rect())
        self.surface.blit(layer, (round(cx - w / 2), round(cy - h / 2)))
