"""The board camera by keyboard and mouse wheel, in every step of a turn.

The arrow keys (and WASD) pan for as long as they are held, + and - zoom on the middle of the
window and the wheel zooms on the pointer; a zoom chosen so stays (the camera following the
play only pans) until Home. Home, which fits the whole board in view, is the scene's: only it
knows where the panels and the demo strip leave room for the board.
"""

from __future__ import annotations

import pygame

from ..input.actions import KEYS, Action
from .camera import PAN_SPEED, Camera

PAN_KEYS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_a: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_d: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_w: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_s: (0, 1),
}
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
WHEEL_ZOOM = 1.15
KEY_PAN_SECONDS = 1 / 30  # the pan a key gives at once when pressed (one frame at 30 fps)


class CameraKeys:
    """The keys held down to pan, and what the zoom keys and the wheel do to the camera."""

    def __init__(self, camera: Camera) -> None:
        self.camera = camera
        self.held: set[int] = set()

    def key_down(self, key: int) -> bool:
        """Zoom, or start panning; True when ``key`` is one of the camera's."""
        if key in ZOOM_IN_KEYS or key in ZOOM_OUT_KEYS:
            factor = WHEEL_ZOOM if key in ZOOM_IN_KEYS else 1 / WHEEL_ZOOM
            width, height = self.camera.size
            self.camera.zoom_at((width / 2, height / 2), factor)
            self.camera.chosen = True
        elif key in PAN_KEYS:
            self.held.add(key)
            self.update(KEY_PAN_SECONDS)
        else:
            return False
        return True

    def key_up(self, key: int) -> None:
        self.held.discard(key)

    def release_all(self) -> None:
        """Back from another screen: the keys let go meanwhile never told this one."""
        self.held.clear()

    def wheel(self, pointer: tuple[int, int], up: bool) -> None:
        self.camera.zoom_at(pointer, WHEEL_ZOOM ** (1 if up else -1))
        self.camera.chosen = True

    def action(self, event: pygame.event.Event) -> bool:
        """Two fingers on the board: PAN moves it by ``rel``, a zoom action with ``factor``
        zooms about ``pos`` (without them, the zoom keys' step on the middle of the window)."""
        if event.action == Action.PAN:
            dx, dy = event.rel
            self.camera.pan(dx, dy)
            return True
        if event.action not in (Action.ZOOM_IN, Action.ZOOM_OUT):
            return False
        factor = event.dict.get("factor")
        if factor is None:
            return self.key_down(KEYS[event.action][0])
        width, height = self.camera.size
        self.camera.zoom_at(event.dict.get("pos", (width / 2, height / 2)), factor, False)
        self.camera.chosen = True
        return True

    def update(self, dt: float) -> None:
        """Pan by the keys held down, for ``dt`` seconds."""
        dx = sum(PAN_KEYS[k][0] for k in self.held)
        dy = sum(PAN_KEYS[k][1] for k in self.held)
        if dx or dy:
            self.camera.pan(-dx * PAN_SPEED * dt, -dy * PAN_SPEED * dt)
