"""Where the camera looks while a game goes on: at the action, at a comfortable size.

The camera follows what is being decided (the spots the drawn tile fits, the new tile, a
computer's move) inside the free area, at a size a grandparent can hit. It zooms out to fit
the action only down to ``smallest``; what still does not fit is left out, farthest from the
action first (panning, Tab and Home reach it). A zoom the player chose is kept: then the camera
only pans. Home (``Camera.fit``) is the one thing that shows the whole board at any size.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ...engine import Pos
from .camera import ZOOM_STEPS, Camera, snap, tiles_rect

Area = tuple[float, float, float, float]  # left, top, width, height (screen pixels)

COMFORT_TILE = 100  # the size the camera draws tiles at by itself (default interface size)
SMALLEST_TILE = 88  # never smaller when it zooms out by itself to show more of the action
GLOW_PAD = 10  # pixels kept free round a tile that must be seen (its glow and frame)


def tile_sizes(scale: float) -> tuple[int, int]:
    """The comfortable and the smallest tile size for panels drawn at ``scale`` (they grow
    with a bigger window or interface size, never below the default's)."""
    grow = max(1.0, scale)
    return snap(COMFORT_TILE * grow), snap(SMALLEST_TILE * grow)


def frame(
    camera: Camera,
    positions: Iterable[Pos],
    area: Area,
    anchor: Pos | None = None,
    sizes: tuple[int, int] = (COMFORT_TILE, SMALLEST_TILE),
    whole: bool = False,
) -> None:
    """Bring the tiles at ``positions`` into ``area``, moving the camera as little as needed.

    Unless the player chose the zoom, tiles are drawn at the comfortable size, or smaller down
    to the smallest if that shows every position. ``whole``: every position must show, at any
    size (the final scoring's features); otherwise those nearest ``anchor`` (the last tile
    placed) come first and the rest may stay outside."""
    wanted = sorted(set(positions))
    if not wanted:
        return
    comfort, smallest = sizes
    if whole:
        _zoom_out_to_fit(camera, wanted, area)
    elif not camera.chosen:
        camera.zoom = float(_fitting_size(wanted, area, comfort, smallest))
    shown = nearest_fitting(wanted, anchor, area, camera.tile_size)
    _pan_into(camera, shown, area)


def _fits(positions: list[Pos], area: Area, size: int) -> bool:
    world = tiles_rect(positions)
    pad = 2 * GLOW_PAD
    return world[2] * size + pad <= area[2] and world[3] * size + pad <= area[3]


def _fitting_size(positions: list[Pos], area: Area, comfort: int, smallest: int) -> int:
    """The biggest zoom step from ``comfort`` down to ``smallest`` that shows every position
    (``smallest`` when none does)."""
    for size in sorted((s for s in ZOOM_STEPS if smallest <= s <= comfort), reverse=True):
        if _fits(positions, area, size):
            return size
    return smallest


def _zoom_out_to_fit(camera: Camera, positions: list[Pos], area: Area) -> None:
    """Zoom out (never in) until every position fits."""
    for size in sorted((s for s in ZOOM_STEPS if s <= camera.tile_size), reverse=True):
        if _fits(positions, area, size) or size == ZOOM_STEPS[0]:
            camera.zoom = float(size)
            return


def nearest_fitting(positions: list[Pos], anchor: Pos | None, area: Area, size: int) -> list[Pos]:
    """The positions that fit ``area`` together at ``size``, nearest ``anchor`` first (by
    default the middle of them all)."""
    if anchor is None:
        anchor = (
            round(sum(p[0] for p in positions) / len(positions)),
            round(sum(p[1] for p in positions) / len(positions)),
        )
    centre = anchor

    def distance(pos: Pos) -> tuple[float, Pos]:
        return (math.hypot(pos[0] - centre[0], pos[1] - centre[1]), pos)

    chosen: list[Pos] = []
    for pos in sorted(positions, key=distance):
        if not chosen or _fits([*chosen, pos], area, size):
            chosen.append(pos)
    return chosen


def _pan_into(camera: Camera, positions: list[Pos], area: Area) -> None:
    left, top, width, height = area
    world = tiles_rect(positions)
    size = camera.tile_size
    x0, y0 = camera.world_to_screen((world[0], world[1]))
    x1, y1 = x0 + world[2] * size, y0 + world[3] * size
    dx = shift(x0 - GLOW_PAD, x1 + GLOW_PAD, left, left + width)
    dy = shift(y0 - GLOW_PAD, y1 + GLOW_PAD, top, top + height)
    if dx or dy:
        camera.pan(dx, dy)
    camera.revision += 1


def shift(low: float, high: float, start: float, end: float) -> float:
    """How far to move the span low..high so it lies within start..end (centred when it is
    longer)."""
    if high - low > end - start:
        return (start + end) / 2 - (low + high) / 2
    if low < start:
        return start - low
    if high > end:
        return end - high
    return 0.0
