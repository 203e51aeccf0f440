"""The keys that work in every step of a game on the board: menus, sound, undo, the camera and
skipping the final scoring's show."""

from __future__ import annotations

from typing import Protocol

import pygame

from ..board.camera_keys import CameraKeys
from ..board.finale_guard import SKIP_KEYS, SkipGuard
from ..board.game_view import GameView
from ..board.turn_input import TurnInput
from ..scene import Host


class KeyedTable(Protocol):
    """What the every-step keys use of the scene showing the game."""

    app: Host
    view: GameView
    input: TurnInput
    camera_keys: CameraKeys
    skip_guard: SkipGuard

    def skip_finale(self) -> None: ...

    def pause(self) -> None: ...

    def rules(self) -> None: ...

    def undo(self) -> None: ...

    def save_as(self) -> None: ...

    def show_hint(self) -> bool: ...

    def tiles_left(self) -> None: ...

    def fit_board(self, also: tuple[tuple[int, int], ...] = ()) -> None: ...


def scene_key(scene: KeyedTable, event: pygame.event.Event) -> bool:
    """Keys that work in every step: menus, sound, undo and the camera."""
    key = event.key
    finale = scene.view.finale
    if finale is not None and not finale.done and key in SKIP_KEYS:
        if scene.skip_guard.allows(key):
            scene.skip_finale()
    elif key == pygame.K_ESCAPE and scene.input.confirm is None and not scene.input.dragging:
        scene.pause()
    elif key == pygame.K_F1:
        scene.rules()
    elif key == pygame.K_m:
        scene.app.toggle_mute()
    elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
        scene.undo()
    elif key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
        scene.save_as()
    elif key == pygame.K_h:
        scene.show_hint()
    elif key == pygame.K_t:
        scene.tiles_left()
    elif key == pygame.K_HOME:
        scene.fit_board()
    else:
        return scene.camera_keys.key_down(key)
    return True
