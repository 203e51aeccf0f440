"""Where the camera looks while a game goes on: it keeps still unless the play would be hidden.

The camera moves only when what the player must see next (the spots the drawn tile fits, the
step's choices, the new tile, a computer's move) would be off the free area or covered by a
panel, and then in a short smooth pan, as little as needed. It never zooms by itself during
play: tiles stay at the size they have (the comfortable size a game opens at, the size Home
chose, or the player's own zoom). What does not fit the free area together is left out,
farthest from the action first (panning, Tab and Home reach it). Only the final scoring
(``whole``) zooms out so every feature it counts shows.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from ...engine import Pos
from .camera import ZOOM_STEPS, Camera, snap, tiles_rect

Area = tuple[float, float, float, float]  # left, top, width, height (screen pixels)

COMFORT_TILE = 100  # the size the camera draws tiles at by itself (default interface size)
GLOW_PAD = 10  # pixels kept free round a tile that must be seen (its glow and frame)
MUST_SEE = 3  # the spots nearest the play that must be in the free area, or the camera moves


def comfort_size(scale: float) -> int:
    """The tile size a game opens at for panels drawn at ``scale`` (it grows with a bigger
    window or interface size, never below the default's)."""
    return snap(COMFORT_TILE * max(1.0, scale))


def frame(
    camera: Camera,
    positions: Iterable[Pos],
    area: Area,
    anchor: Pos | None = None,
    whole: bool = False,
    covers: Sequence[Area] = (),
) -> None:
    """Bring the tiles at ``positions`` into ``area`` if they are not in it, in a glide that
    centres them (so the next turns' play has room), as far as the panels allow.

    The ``MUST_SEE`` positions nearest ``anchor`` (the last tile placed) must be in
    ``area``; while they are, the camera keeps still. ``whole``: every position must show,
    zooming out as far as needed (the final scoring's features). ``covers``: the panels
    over the board; of the pans that show what must be seen, the one leaving the fewest
    positions under a panel is taken, then the one nearest centring it."""
    wanted = sorted(set(positions))
    if not wanted:
        return
    if whole:
        camera.settle()
        _zoom_out_to_fit(camera, wanted, area)
    shown = nearest_fitting(wanted, anchor, area, camera.tile_size)
    must = shown if whole else shown[:MUST_SEE]
    boxes = [_box(camera, camera.goal, p) for p in must]
    if all(_inside(box, area) for box in boxes):
        return
    middle = _centring(boxes, area)  # a move leaves room round the play for the next turns

    def cost(pan: tuple[float, float]) -> tuple[int, float]:
        hidden = len(_covered(camera, wanted, covers, pan))
        return hidden, abs(pan[0] - middle[0]) + abs(pan[1] - middle[1])

    best = min(_pans(boxes, area), key=cost)
    if abs(best[0]) >= 1 or abs(best[1]) >= 1:
        camera.glide(*best)


def centre_on(
    camera: Camera, positions: Iterable[Pos], area: Area, anchor: Pos | None = None
) -> None:
    """A game opening: the board with what is decided (``positions``) centred in ``area`` if
    it fits there at the camera's size, else the ``MUST_SEE`` positions nearest ``anchor``
    centred (at once, no glide: nothing was on screen before)."""
    wanted = sorted(set(positions))
    if not wanted:
        return
    shown = wanted if _fits(wanted, area, camera.tile_size) else None
    if shown is None:
        shown = nearest_fitting(wanted, anchor, area, camera.tile_size)[:MUST_SEE]
    camera.settle()
    boxes = [_box(camera, camera.center, p) for p in shown]
    camera.pan(*_centring(boxes, area))


def _box(camera: Camera, center: tuple[float, float], pos: Pos) -> Area:
    """The screen rectangle of ``pos`` with its glow when the camera rests at ``center``."""
    s = camera.tile_size
    x = (pos[0] - 0.5 - center[0]) * s + camera.size[0] / 2
    y = (pos[1] - 0.5 - center[1]) * s + camera.size[1] / 2
    return (x - GLOW_PAD, y - GLOW_PAD, s + 2 * GLOW_PAD, s + 2 * GLOW_PAD)


def _inside(box: Area, area: Area) -> bool:
    return (
        box[0] >= area[0] - 0.5
        and box[1] >= area[1] - 0.5
        and box[0] + box[2] <= area[0] + area[2] + 0.5
        and box[1] + box[3] <= area[1] + area[3] + 0.5
    )


def _overlap(a: Area, b: Area) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _covered(
    camera: Camera,
    positions: list[Pos],
    covers: Sequence[Area],
    pan: tuple[float, float] = (0.0, 0.0),
) -> list[Pos]:
    """The positions a panel would hide (wholly or partly) after a pan by ``pan`` pixels:
    on screen, but under a panel."""
    s = camera.tile_size
    goal = camera.goal
    center = (goal[0] - pan[0] / s, goal[1] - pan[1] / s)
    screen = (0.0, 0.0, float(camera.size[0]), float(camera.size[1]))
    hidden = []
    for pos in positions:
        box = _box(camera, center, pos)
        tile = (box[0] + GLOW_PAD, box[1] + GLOW_PAD, float(s), float(s))
        if _overlap(tile, screen) and any(_overlap(tile, c) for c in covers):
            hidden.append(pos)
    return hidden


def _centring(boxes: list[Area], area: Area) -> tuple[float, float]:
    """The screen offset that puts the middle of the boxes at the middle of ``area``."""
    left = min(b[0] for b in boxes)
    top = min(b[1] for b in boxes)
    right = max(b[0] + b[2] for b in boxes)
    bottom = max(b[1] + b[3] for b in boxes)
    return (
        area[0] + area[2] / 2 - (left + right) / 2,
        area[1] + area[3] / 2 - (top + bottom) / 2,
    )


def _pans(boxes: list[Area], area: Area) -> list[tuple[float, float]]:
    """The screen offsets worth trying that bring every box into ``area``: the smallest one,
    and the others that line the group up with an edge or the middle of the area."""
    left = min(b[0] for b in boxes)
    top = min(b[1] for b in boxes)
    right = max(b[0] + b[2] for b in boxes)
    bottom = max(b[1] + b[3] for b in boxes)
    xs = {shift(left, right, area[0], area[0] + area[2])}
    ys = {shift(top, bottom, area[1], area[1] + area[3])}
    if right - left <= area[2]:
        xs |= {area[0] - left, area[0] + area[2] - right}
        xs.add(area[0] + area[2] / 2 - (left + right) / 2)
    if bottom - top <= area[3]:
        ys |= {area[1] - top, area[1] + area[3] - bottom}
        ys.add(area[1] + area[3] / 2 - (top + bottom) / 2)
    return [(x, y) for x in sorted(xs) for y in sorted(ys)]


def _fits(positions: list[Pos], area: Area, size: int) -> bool:
    world = tiles_rect(positions)
    pad = 2 * GLOW_PAD
    return world[2] * size + pad <= area[2] and world[3] * size + pad <= area[3]


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
