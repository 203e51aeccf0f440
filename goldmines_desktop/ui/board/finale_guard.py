"""The keys that skip the final scoring on the board, guarded so that the key which ended the
last turn never skips the show it started.

A player used to ending every turn with Enter presses it once more, or holds it a moment too
long (the key repeats): neither may throw away the count everyone waited for. A skip key is
heard again once it has been let go and a short grace has passed since the show began.
"""

from __future__ import annotations

import pygame

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
GRACE_SECONDS = 1.0  # after the show begins, a skip key is taken as the habit, not a wish
HELD_SECONDS = 4.0  # a key whose release was never heard (the window lost focus) counts again


class SkipGuard:
    """Which skip keys are down, and whether a press of one may skip the show now."""

    def __init__(self) -> None:
        self.down: set[int] = set()  # skip keys pressed and not yet let go
        self.held: set[int] = set()  # those already down when the show began
        self.grace = 0.0  # seconds left in which no skip key is heard
        self.held_left = 0.0

    def seen(self, event: pygame.event.Event) -> None:
        """Follow the skip keys going down and up (every key event, before it is acted on). A
        key a controller's button or a finger stands for (``device``) is pressed and let go at
        once: it is never held down."""
        made = "device" in event.dict
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and not made:
            self.down.add(event.key)
        elif event.type == pygame.KEYUP:
            self.down.discard(event.key)
            self.held.discard(event.key)

    def arm(self) -> None:
        """The show begins: the keys down now, and any pressed in the grace, skip nothing."""
        self.held = set(self.down)
        self.grace = GRACE_SECONDS
        self.held_left = HELD_SECONDS

    def update(self, dt: float) -> None:
        """Real seconds pass (not scaled by the animation speed)."""
        self.grace = max(0.0, self.grace - dt)
        self.held_left = max(0.0, self.held_left - dt)
        if self.held_left <= 0:
            self.held.clear()

    def release_all(self) -> None:
        """The window came back: no key is known to be down."""
        self.down.clear()
        self.held.clear()

    def allows(self, key: int) -> bool:
        """Whether a press of ``key`` skips the show now."""
        return self.grace <= 0 and key not in self.held
