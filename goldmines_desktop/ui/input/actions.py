"""The game's one vocabulary of actions, whatever the device.

Mouse, keys, touch and a game controller all end up as these actions. Screens already understand
the keyboard's words for them, so an action that has a key equivalent reaches a screen that does
not yet read actions as that key (``as_key_event``); a screen that wants the action itself reads
``event.type == ACTION`` and ``event.action``. A new device is one mapping onto this table.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import pygame

#: the pygame event type that carries an action (``event.action``, ``event.device``, and the
#: action's own fields, e.g. ``rel`` for PAN, ``factor``/``pos`` for ZOOM)
ACTION = pygame.event.custom_type()


class Action(StrEnum):
    TURN = "turn"  # turn the tile to the next rotation
    TURN_BACK = "turn_back"
    CONFIRM = "confirm"  # act on the focused choice; confirm a proposal
    DECLINE = "decline"  # no figure this time
    BACK = "back"  # close a dialog, the previous screen
    HINT = "hint"
    UNDO = "undo"
    END_TURN = "end_turn"
    NEXT = "next"  # the next choice
    PREVIOUS = "previous"
    LEFT = "left"  # the nearest choice in a direction
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    PAN = "pan"  # move the board by ``rel`` pixels
    ZOOM_IN = "zoom_in"
    ZOOM_OUT = "zoom_out"
    HOME = "home"  # show the whole board
    MENU = "menu"  # the pause menu
    TILES_LEFT = "tiles_left"


#: the key each action stands for on the keyboard (key, modifiers)
KEYS: dict[Action, tuple[int, int]] = {
    Action.TURN: (pygame.K_r, 0),
    Action.TURN_BACK: (pygame.K_r, pygame.KMOD_SHIFT),
    Action.CONFIRM: (pygame.K_RETURN, 0),
    Action.DECLINE: (pygame.K_SPACE, 0),
    Action.BACK: (pygame.K_ESCAPE, 0),
    Action.HINT: (pygame.K_h, 0),
    Action.UNDO: (pygame.K_z, pygame.KMOD_CTRL),
    Action.END_TURN: (pygame.K_RETURN, 0),
    Action.NEXT: (pygame.K_TAB, 0),
    Action.PREVIOUS: (pygame.K_TAB, pygame.KMOD_SHIFT),
    Action.LEFT: (pygame.K_LEFT, 0),
    Action.RIGHT: (pygame.K_RIGHT, 0),
    Action.UP: (pygame.K_UP, 0),
    Action.DOWN: (pygame.K_DOWN, 0),
    Action.ZOOM_IN: (pygame.K_PLUS, 0),
    Action.ZOOM_OUT: (pygame.K_MINUS, 0),
    Action.HOME: (pygame.K_HOME, 0),
    Action.MENU: (pygame.K_ESCAPE, 0),
    Action.TILES_LEFT: (pygame.K_t, 0),
}


def action_event(action: Action, device: str, **fields: Any) -> pygame.event.Event:
    """An ACTION event for ``action`` coming from ``device`` ("touch", "controller", ...)."""
    return pygame.event.Event(ACTION, action=action, device=device, **fields)


def as_key_event(action: Action, device: str) -> pygame.event.Event | None:
    """The KEYDOWN a screen that reads keys understands for ``action`` (None: it has no key).

    The event carries ``device`` so that input-mode switching can tell it from a real key."""
    if action not in KEYS:
        return None
    key, mod = KEYS[action]
    return pygame.event.Event(
        pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0, device=device
    )
