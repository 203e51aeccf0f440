"""Scenes: one screen of the game (menu, board, pause overlay, results) on the app's stack.

Each scene handles input events, advances its animations in ``update`` and paints itself in
``draw``. Drawing never changes game state.

Scenes never import each other: a scene asks its host (the app) for another screen by name,
with ``open`` (on top, e.g. "pause" over the board) or ``show`` (the only screen, e.g. back to
"menu"). The names are ``Screen``'s; the app keeps the table from names to scene classes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Protocol

import pygame

from ..engine import Catalogue, GameState
from .audio import Audio
from .settings import Settings

if TYPE_CHECKING:
    from .board.demo import Demo

#: the screens a scene may ask for
Screen = Literal[
    "menu",
    "setup",
    "game",
    "board_game",
    "demo",
    "results",
    "pause",
    "save",
    "settings",
    "rules",
    "load",
    "continue",
    "tiles_left",
    "lessons",
    "family",
    "lesson",
    "watch",
    "finished",
    "in_use",
]


class Host(Protocol):
    """What a scene may use of the app that shows it."""

    settings: Settings
    audio: Audio
    catalogue: Catalogue
    screen: pygame.Surface
    demo: Demo | None  # the demo of the app's demo games (their counter and speed)

    @property
    def size(self) -> tuple[int, int]: ...

    def open(self, name: Screen, *args: Any, **kwargs: Any) -> Scene:
        """Put screen ``name`` on top of the stack (an overlay or a sub-screen)."""
        ...

    def show(self, name: Screen, *args: Any, **kwargs: Any) -> Scene:
        """Clear the stack and show only screen ``name``."""
        ...

    def open_game(self, state: GameState, **game: Any) -> None:
        """Show the board for ``state`` (``game``: the game scene's options); a finished game
        goes straight to its results."""
        ...

    def pop(self) -> Scene | None: ...

    def quit(self) -> None: ...

    def toggle_mute(self) -> bool: ...

    def toggle_fullscreen(self) -> None: ...

    def relayout(self) -> None:
        """Every scene lays out again (after a change of the interface size)."""
        ...


class Scene:
    """Base class: override what the screen needs."""

    #: an overlay (pause menu, rules card) lets the scene below it show through
    transparent = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def settled(self) -> str | None:
        """What the screen shows once nothing on it moves any more (said on stdout for the
        end-to-end tests, see ``app.STARTUP_PROBE``); None while something still moves."""
        return type(self).__name__

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

    def left(self) -> None:
        """The scene left the stack for good (it may stop background work)."""
