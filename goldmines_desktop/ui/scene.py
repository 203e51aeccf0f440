"""Scenes: one screen of the game (menu, board, pause overlay, results) on the app's stack.

Each scene handles input events, advances its animations in ``update`` and paints itself in
``draw``. Drawing never changes game state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    """Base class: override what the screen needs."""

    #: an overlay (pause menu, rules card) lets the scene below it show through
    transparent = False

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (read positions from ``event.pos``)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene onto ``surface``."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def entered(self) -> None:
        """The scene became the top of the stack (again)."""
