"""How big a target must be for the input in use: under touch, every button, row and figure
spot is at least a fingertip tall (about 48 pixels at the default interface size)."""

from __future__ import annotations

from . import mode

TOUCH_TARGET = 48  # pixels at the design size (1280x800, interface size 100%)


def target(length: int, scale: float = 1.0, room: int | None = None) -> int:
    """``length`` pixels, or under touch at least a fingertip's ``TOUCH_TARGET`` (times
    ``scale``, the interface's, when that is smaller than 1), but never more than ``room``."""
    if not mode.is_touch():
        return length
    wanted = max(length, round(TOUCH_TARGET * min(scale, 1.0)) if scale < 1 else TOUCH_TARGET)
    return wanted if room is None else max(length, min(wanted, room))
