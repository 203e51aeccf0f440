"""The timeline of a replay: a track over a game's turns with a knob at the turn shown.

Click anywhere on it or drag the knob to jump to a turn; it reports the stop chosen (an index
from 0 to ``stops - 1``) and never changes anything itself. Drawing never changes what it holds.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .controls import Widget, draw_focus_ring


class Timeline(Widget):
    """The start, then one stop per turn (where it ends); ``on_change(index)`` when one is
    chosen."""

    def __init__(self, stops: int, on_change: Callable[[int], None]) -> None:
        super().__init__()
        self.stops = max(1, stops)
        self.index = 0
        self.on_change = on_change

    def track_rect(self) -> pygame.Rect:
        """The track, inside the widget with room for the knob at both ends."""
        knob = self.knob_radius
        height = max(6, self.rect.height // 4)
        track = pygame.Rect(0, 0, max(1, self.rect.width - 2 * knob - 4), height)
        track.center = self.rect.center
        return track

    @property
    def knob_radius(self) -> int:
        return max(7, self.rect.height // 3)

    def x_of(self, index: int) -> int:
        track = self.track_rect()
        if self.stops < 2:
            return track.left
        return track.left + round(track.width * index / (self.stops - 1))

    def index_at(self, x: int) -> int:
        """The stop nearest to ``x``."""
        track = self.track_rect()
        if self.stops < 2 or track.width < 1:
            return 0
        share = (x - track.left) / track.width
        return max(0, min(self.stops - 1, round(share * (self.stops - 1))))

    def choose(self, index: int) -> None:
        index = max(0, min(index, self.stops - 1))
        if index != self.index:
            self.index = index
            self.on_change(index)

    def mouse_down(self, pos: tuple[int, int]) -> None:
        self.pressed = True
        self.choose(self.index_at(pos[0]))

    def drag(self, pos: tuple[int, int]) -> None:
        self.choose(self.index_at(pos[0]))

    def mouse_up(self, pos: tuple[int, int]) -> None:
        self.pressed = False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        track = self.track_rect()
        radius = track.height // 2
        pygame.draw.rect(surface, theme.SWITCH_TRACK, track, border_radius=radius)
        filled = track.copy()
        filled.width = max(track.height, self.x_of(self.index) - track.left)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=radius)
        pygame.draw.rect(surface, theme.WOOD_DARK, track, 2, border_radius=radius)
        self._draw_ticks(surface, track)
        knob = (self.x_of(self.index), track.centery)
        size = self.knob_radius + (2 if self.hovered or self.pressed else 0)
        pygame.draw.circle(surface, theme.WOOD_DARK, knob, size + 2)
        pygame.draw.circle(surface, theme.PARCHMENT, knob, size)
        pygame.draw.circle(surface, theme.GOLD, knob, max(3, size // 2))
        if focused:
            draw_focus_ring(surface, self.rect, 10)

    def _draw_ticks(self, surface: pygame.Surface, track: pygame.Rect) -> None:
        """A short mark every ten turns under the track (every turn when there are few)."""
        every = 1 if self.stops <= 20 else 10
        for index in range(0, self.stops, every):
            x = self.x_of(index)
            pygame.draw.line(
                surface, theme.WOOD_DARK, (x, track.bottom + 3), (x, track.bottom + 7), 2
            )
