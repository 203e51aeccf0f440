"""The key repeat of the keys that open, close or switch something, dropped.

Holding T, Esc, F1, F11, M or H, or one press during a slow frame (pygame's repeat timer keeps
adding downs until the frame reads the key's release), would open and close its screen over and
over and leave it as chance has it. Other keys repeat (arrows, Backspace).
"""

from __future__ import annotations

import time

import pygame

TOGGLE_KEYS = (pygame.K_t, pygame.K_ESCAPE, pygame.K_F1, pygame.K_F11, pygame.K_m, pygame.K_h)
RELEASE_LOST = 5.0  # s; a key down this long ago and not released since: its release was lost


class ToggleKeys:
    """The keys down (not up yet), and when they last went down."""

    def __init__(self) -> None:
        self.held: dict[int, float] = {}

    def repeated(self, event: pygame.event.Event) -> bool:
        """True for the key repeat of a toggle key (to be dropped)."""
        if event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()  # the releases go to another window
        elif event.type == pygame.KEYUP:
            self.held.pop(event.key, None)
        elif event.type == pygame.KEYDOWN:
            now = time.monotonic()
            last = self.held.get(event.key)
            self.held[event.key] = now
            held = last is not None and now - last < RELEASE_LOST
            return held and event.key in TOGGLE_KEYS
        return False
