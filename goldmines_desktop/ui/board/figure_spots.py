"""Where the figure step's spots stand on the new tile, and how big the tile must be drawn for
each to be easy to hit.

Each spot is a disc of ``SPOT_REACH`` pixels round its point: a click inside it places the
figure there. The spots stand on their own segments (along their features), as near the
segment's usual figure point as the others leave room for, every disc inside the tile, clear
of the others and clear of the ingots lying on it. A gold tile with many segments cannot fit
them all at the default size: ``size_for_spots`` says the zoom step at which it can, and the
figure step grows the tile to it. ``spots_on_tile`` puts them on the screen (pulled apart by
``spread`` where the tile is drawn too small even so).
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...engine import GameState, SegRef, TileDef
from ...render import tileart
from ..input import mode
from .board_view import BoardView
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


def spots_on_tile(
    state: GameState, board: BoardView, refs: list[SegRef]
) -> dict[SegRef, tuple[int, int]]:
    """Where the spots ``refs`` of the new tile are drawn on screen: on their own segments,
    their ``spot_reach`` discs apart and off the ingots (``spot_layout``); where the tile is
    drawn too small for that, at their segments' anchors pulled apart."""
    assert state.last is not None
    placed = state.board[state.last]
    left, top, size, _ = board.camera.tile_rect(state.last)
    indices = tuple(sorted({ref[2] for ref in refs}))
    ingots = state.ingots.get(state.last, 0) > 0
    layout = spot_layout(placed.tile, placed.rotation, size, indices, ingots)
    x, y = state.last
    if layout is not None:
        return {(x, y, i): (left + u, top + v) for i, (u, v) in layout.items()}
    points = {ref: board.figure_point(state, ref) for ref in dict.fromkeys(refs)}
    reach = spot_reach()
    inset = min(reach, size // 2)
    bounds = (left + inset, top + inset, left + size - inset, top + size - inset)
    return spread(points, 2 * reach + 1, bounds)


def spread(
    points: dict[SegRef, tuple[int, int]], gap: float, bounds: tuple[int, int, int, int]
) -> dict[SegRef, tuple[int, int]]:
    """The points pushed apart until no two are closer than ``gap`` (as far as ``bounds``,
    left, top, right, bottom, leave room), each kept inside ``bounds``."""
    at = {ref: [float(x), float(y)] for ref, (x, y) in points.items()}
    refs = sorted(at)
    for _ in range(40):
        moved = False
        for i, a in enumerate(refs):
            for b in refs[i + 1 :]:
                (ax, ay), (bx, by) = at[a], at[b]
                dx, dy = bx - ax, by - ay
                distance = math.hypot(dx, dy)
                if distance >= gap - 0.01:
                    continue
                if distance < 1e-6:  # the same point: part them sideways
                    dx, dy, distance = 1.0, 0.0, 1.0
                push = (gap - distance) / 2 + 0.05
                ux, uy = dx / distance * push, dy / distance * push
                at[a] = [ax - ux, ay - uy]
                at[b] = [bx + ux, by + uy]
                moved = True
        for point in at.values():
            point[0] = min(max(point[0], bounds[0]), bounds[2])
            point[1] = min(max(point[1], bounds[1]), bounds[3])
        if not moved:
            break
    return {ref: (round(x), round(y)) for ref, (x, y) in at.items()}
