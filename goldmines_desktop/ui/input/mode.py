"""Which input the family is using right now: the mouse and keys, a finger, or a game controller.

The first event of a kind switches the mode (a finger switches to touch, a controller's button to
the controller, a real mouse or key event back to the mouse). Screens ask the mode to size their
targets (larger under touch) and to word their prompts ("tap" rather than "click", the
controller's button names while a controller is in use).
"""

from __future__ import annotations

from typing import Literal

Mode = Literal["mouse", "touch", "controller"]

_current: list[Mode] = ["mouse"]


def current() -> Mode:
    """The input in use now."""
    return _current[0]


def switch(mode: Mode) -> bool:
    """Make ``mode`` the input in use; True when that changed it."""
    changed = _current[0] != mode
    _current[0] = mode
    return changed


def is_touch() -> bool:
    return _current[0] == "touch"


def is_controller() -> bool:
    return _current[0] == "controller"
