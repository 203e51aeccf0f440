"""Where the figure step's spots stand on the new tile, and how big the tile must be drawn for
each to be easy to hit.

Each spot is a disc of ``SPOT_REACH`` pixels round its point: a click inside it places the
figure there. The spots stand on their own segments (along their features), as near the
segment's usual figure point as the others leave room for, every disc inside the tile, clear
of the others and clear of the ingots lying on it. A gold tile with many segments cannot fit
them all at the default size: ``size_for_spots`` says the zoom step at which it can, and the
figure step grows the tile to it.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...engine import TileDef
from ...render import tileart
from ..input import mode
from .camera import ZOOM_STEPS

Point = tuple[int, int]

SPOT_REACH = 14  # pixels from a figure spot's centre that still hit it (a 28 px target)
TOUCH_SPOT_REACH = 24  # the same under touch: a 48 px target for a fingertip


def spot_reach() -> int:
    """Pixels from a figure spot's centre that still hit it, for the input in use."""
    return TOUCH_SPOT_REACH if mode.is_touch() else SPOT_REACH


GRID = 3  # pixels between the places tried for a spot
INGOT_CENTRE = (0.78, 0.24)  # where a tile's ingots lie (share of the tile from its corner)
INGOT_SHARE = 0.42  # how wide the ingot stack is (share of the tile)


def ingot_box(size: int) -> tuple[int, int, int, int]:
    """The square (left, top, width, height) a tile's ingots cover on a tile ``size`` px
    wide, from the tile's corner."""
    side = max(10, round(size * INGOT_SHARE))
    cx, cy = round(size * INGOT_CENTRE[0]), round(size * INGOT_CENTRE[1])
    return (cx - side // 2, cy - side // 2, side, side)


def clear_of(point: tuple[float, float], box: tuple[int, int, int, int], reach: float) -> bool:
    """Whether a disc of ``reach`` round ``point`` stays off the box."""
    left, top, width, height = box
    nx = min(max(point[0], left), left + width)
    ny = min(max(point[1], top), top + height)
    return math.hypot(point[0] - nx, point[1] - ny) >= reach


def spot_layout(
    tile: TileDef, rotation: int, size: int, indices: tuple[int, ...], ingots: bool
) -> dict[int, Point] | None:
    """The point (from the tile's corner) of each spot (segment index) on a tile drawn
    ``size`` px wide, or None when they do not all fit there with discs of ``spot_reach()``
    (wider under touch) apart, inside the tile and (``ingots``: there are some on it) off the
    ingots."""
    return _layout(tile, rotation, size, indices, ingots, spot_reach())


@lru_cache(maxsize=256)
def _layout(
    tile: TileDef,
    rotation: int,
    size: int,
    indices: tuple[int, ...],
    ingots: bool,
    reach: int,
) -> dict[int, Point] | None:
    masks = tileart.segment_masks(tile, rotation, size)
    box = ingot_box(size) if ingots else None
    low, high = reach, size - reach
    places = [
        (x, y)
        for y in range(low, high + 1, GRID)
        for x in range(low, high + 1, GRID)
        if box is None or clear_of((x, y), box, reach)
    ]
    own = {i: [p for p in places if masks[i].get_at(p)] for i in indices}
    anchors = {}
    for index in indices:
        u, v = tileart.segment_anchor(tile, rotation, index)
        anchors[index] = (u * size, v * size)
    # the tightest segments first (a wide field has room left wherever the others went);
    # failing that, those crowded nearest the ingots first
    crowd = (size * INGOT_CENTRE[0], size * INGOT_CENTRE[1])
    orders = (
        sorted(indices, key=lambda i: (len(own[i]), i)),
        sorted(indices, key=lambda i: (math.dist(anchors[i], crowd), i)),
    )
    for order in orders:
        placed = _place(order, own, places, anchors, reach)
        if placed is not None:
            return placed
    return None


def _place(
    order: list[int],
    own: dict[int, list[Point]],
    places: list[Point],
    anchors: dict[int, tuple[float, float]],
    reach: int,
) -> dict[int, Point] | None:
    """Each spot in turn at the free place of its segment (any free place when the others
    left its segment none) nearest its anchor, ``2 * reach`` apart; None when one finds no
    room at all."""
    placed: dict[int, Point] = {}

    def free(candidates: list[Point]) -> list[Point]:
        return [p for p in candidates if all(math.dist(p, q) >= 2 * reach for q in placed.values())]

    for index in order:
        room = free(own[index]) or free(places)
        if not room:
            return None
        anchor = anchors[index]
        placed[index] = min(room, key=lambda p: (math.dist(p, anchor), p))
    return placed


def size_for_spots(
    tile: TileDef, rotation: int, size: int, indices: tuple[int, ...], ingots: bool
) -> int:
    """The smallest zoom step from ``size`` up at which the spots fit (``size`` itself when
    they do; the largest step when none is enough)."""
    for step in (s for s in ZOOM_STEPS if s >= size):
        if spot_layout(tile, rotation, step, indices, ingots) is not None:
            return step
    return max(size, ZOOM_STEPS[-1])
