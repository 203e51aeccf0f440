"""The size of the first window: the size the player left it at last time, or the design size
(1280x800), either way no bigger than the screen it opens on, less room for the system's
panels and the window's title bar, so the title and every button are on the screen.

The sizes are plain arithmetic: the App asks ``pygame.display.get_desktop_sizes()`` and hands
them in (the window opens on the first display); ``open_window`` opens it.
"""

from __future__ import annotations

import logging
import sys
import warnings
from collections.abc import Sequence

import pygame

log = logging.getLogger(__name__)

DESIGN_SIZE = (1280, 800)  # the size the screens are designed at
WINDOW_ICON_SIZE = 128  # px; the system scales it for title bars and task bars
MIN_SIZE = (1024, 600)  # small laptops; a window on a bigger screen cannot be made smaller
# Left free for the system: a panel or task bar and the window's title bar (above and below;
# a window may be as wide as the screen).
SYSTEM_ROOM = (0, 96)
LARGEST = 16384  # no remembered size beyond this is believed (a damaged settings file)
Size = tuple[int, int]


def usable(desktops: Sequence[Size]) -> Size | None:
    """The room a window has on the first display, or None when the display says nothing."""
    if not desktops:
        return None
    width, height = desktops[0]
    if width <= 0 or height <= 0:
        return None
    return (max(320, width - SYSTEM_ROOM[0]), max(240, height - SYSTEM_ROOM[1]))


def first_window_size(remembered: Size | None, desktops: Sequence[Size]) -> Size:
    """The window's size at launch: ``remembered`` (or the design size), shrunk to fit."""
    wanted = remembered or DESIGN_SIZE
    room = usable(desktops)
    if room is None:
        return wanted
    return (min(wanted[0], room[0]), min(wanted[1], room[1]))


def smallest_window(desktops: Sequence[Size]) -> Size:
    """The smallest the player may make the window: ``MIN_SIZE``, or all the room there is on
    a screen too small for that (a 1024x600 netbook)."""
    room = usable(desktops)
    if room is None:
        return MIN_SIZE
    return (min(MIN_SIZE[0], room[0]), min(MIN_SIZE[1], room[1]))


def remembered_size(value: object) -> Size | None:
    """A window size read from the settings: two whole numbers of a sane size, else None."""
    if not isinstance(value, list | tuple) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return None
    width, height = value
    if not (320 <= width <= LARGEST and 240 <= height <= LARGEST):
        return None
    return (width, height)


def open_window(size: tuple[int, int] | None, smallest: tuple[int, int]) -> pygame.Surface:
    """The full screen (``size`` None), or a resizable window of ``size`` that the player
    cannot make smaller than ``smallest``."""
    if size is None:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    try:
        with warnings.catch_warnings():  # it warns against drawing through the Window
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = smallest
    except (AttributeError, pygame.error) as err:  # an older pygame-ce or no window
        log.debug("no minimum window size: %s", err)
    return screen


def set_window_icon() -> None:
    """The window's and the task bar's icon: the game's own icon drawing. In the macOS app the
    Dock shows the bundle's sharper icon (the same drawing), which this would replace."""
    from ..render.icon import icon_surface

    if sys.platform == "darwin" and getattr(sys, "frozen", False):
        return
    try:
        pygame.display.set_icon(icon_surface(WINDOW_ICON_SIZE))
    except pygame.error as err:  # a display without icons
        log.debug("no window icon: %s", err)
