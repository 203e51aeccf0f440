"""Helpers for touch tests: fingers on the app's window, posted as SDL's FINGER events only.

``Fingers`` gives the app's touch a clock of its own, so that long presses and double taps do
not depend on how fast the machine runs the test: each tap takes a tenth of a second and the
next one starts a second later, unless the test asks for a double tap or a long press.
"""

from __future__ import annotations

import pygame

from goldmines_desktop.ui.app import App
from tests.ui_helpers import step

Point = tuple[int, int]


class Fingers:
    """Fingers on ``app``'s window (pixels in, SDL's 0..1 fractions out)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.now = 1000.0
        app.touch.clock = lambda: self.now
        self.events = 0

    def post(
        self, kind: int, finger: int, point: tuple[float, float], moved: Point = (0, 0)
    ) -> None:
        width, height = self.app.size
        pygame.event.post(
            pygame.event.Event(
                kind,
                touch_id=1,
                finger_id=finger,
                x=point[0] / width,
                y=point[1] / height,
                dx=moved[0] / width,
                dy=moved[1] / height,
                pressure=1.0,
            )
        )
        self.events += 1

    def tap(self, point: Point, frames: int = 1, *, gap: float = 1.0) -> None:
        """A quick tap at ``point`` (``gap`` seconds after the last touch)."""
        self.now += gap
        self.post(pygame.FINGERDOWN, 0, point)
        self.now += 0.1
        self.post(pygame.FINGERUP, 0, point)
        step(self.app, frames)

    def double_tap(self, point: Point) -> None:
        self.tap(point)
        self.tap(point, gap=0.15)

    def long_press(self, point: Point, seconds: float = 0.8) -> None:
        """A finger held still at ``point``: it goes down, the frames of ``seconds`` pass,
        and it lifts."""
        self.now += 1.0
        self.post(pygame.FINGERDOWN, 0, point)
        step(self.app)
        top = self.app.top
        if top is not None:
            top.update(seconds)
        self.now += seconds
        step(self.app)

    def lift(self, point: Point, finger: int = 0) -> None:
        self.post(pygame.FINGERUP, finger, point)
        step(self.app)

    def drag(self, start: Point, end: Point, steps: int = 6, finger: int = 0) -> None:
        """One finger from ``start`` to ``end`` in ``steps`` moves (a frame each), lifted."""
        self.now += 1.0
        self.post(pygame.FINGERDOWN, finger, start)
        step(self.app)
        last = start
        for i in range(1, steps + 1):
            point = (
                start[0] + (end[0] - start[0]) * i // steps,
                start[1] + (end[1] - start[1]) * i // steps,
            )
            self.now += 0.02
            self.post(pygame.FINGERMOTION, finger, point, (point[0] - last[0], point[1] - last[1]))
            last = point
            step(self.app)
        self.post(pygame.FINGERUP, finger, end)
        step(self.app)

    def pinch(self, a: tuple[Point, Point], b: tuple[Point, Point], steps: int = 6) -> None:
        """Two fingers: one from ``a[0]`` to ``a[1]``, the other from ``b[0]`` to ``b[1]``."""
        self.now += 1.0
        self.post(pygame.FINGERDOWN, 1, a[0])
        self.post(pygame.FINGERDOWN, 2, b[0])
        step(self.app)
        for i in range(1, steps + 1):
            for finger, (start, end) in ((1, a), (2, b)):
                point = (
                    start[0] + (end[0] - start[0]) * i // steps,
                    start[1] + (end[1] - start[1]) * i // steps,
                )
                self.post(pygame.FINGERMOTION, finger, point)
            self.now += 0.02
            step(self.app)
        self.post(pygame.FINGERUP, 1, a[1])
        self.post(pygame.FINGERUP, 2, b[1])
        step(self.app)
