"""Which pixels of a tile belong to which segment, and good spots to stand a figure.

Masks are rasterised from the same polygons the painter draws (``layout.regions``). Cities,
roads, the river, the monastery yard and the garden get their drawn areas; the village plaza and
the hedges belong to no segment; what is left splits into connected regions, and each region goes
to the field segment whose half-edges it touches (a region touching none goes to the tile's inner
field, or else to the nearest field).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from goldmines_desktop.engine import TileDef
from goldmines_desktop.render.layout import regions, scaled, tile_layout
from goldmines_desktop.render.shapes import Point, along, rotate_point

HIT_RES = 256
ANCHOR_RES = 64
HALF_EDGE_SPAN: dict[str, tuple[Point, Point]] = {
    "Nw": ((0.0, 0.0), (0.5, 0.0)),
    "Ne": ((0.5, 0.0), (1.0, 0.0)),
    "En": ((1.0, 0.0), (1.0, 0.5)),
    "Es": ((1.0, 0.5), (1.0, 1.0)),
    "Se": ((1.0, 1.0), (0.5, 1.0)),
    "Sw": ((0.5, 1.0), (0.0, 1.0)),
    "Ws": ((0.0, 1.0), (0.0, 0.5)),
    "Wn": ((0.0, 0.5), (0.0, 0.0)),
}
_EXACT = (1, 1, 1, 255)
_VILLAGE = (0, 255, 0)


@lru_cache(maxsize=256)
def segment_map(tile: TileDef, size: int) -> list[pygame.mask.Mask]:
    """One mask per segment of ``tile`` (same order as ``tile.segments``) at rotation 0."""
    ids = pygame.Surface((size, size))
    ids.fill((0, 0, 0))
    for index, _kind, polygons in regions(tile_layout(tile)):
        colour = _VILLAGE if index is None else (index + 1, 0, 0)
        for polygon in polygons:
            pygame.draw.polygon(ids, colour, scaled(polygon, size))
    masks = [
        pygame.mask.from_threshold(ids, (i + 1, 0, 0), _EXACT) for i in range(len(tile.segments))
    ]
    leftover = pygame.mask.from_threshold(ids, (0, 0, 0), _EXACT)
    _assign_fields(tile, leftover, masks)
    return masks


def _assign_fields(
    tile: TileDef, leftover: pygame.mask.Mask, masks: list[pygame.mask.Mask]
) -> None:
    """Give each connected leftover region to the field segment owning the half-edges it
    touches; regions touching no field half-edge go to the inner field (the one touching no
    edge: IC_H, TB_X), or else to the field with the nearest centre."""
    owner = {h: i for i, s in enumerate(tile.segments) if s.kind == "field" for h in s.edges}
    inner = [i for i, s in enumerate(tile.segments) if s.kind == "field" and not s.edges]
    if not owner and not inner:
        return
    orphans = []
    for component in leftover.connected_components():
        votes: dict[int, int] = {}
        for half, index in owner.items():
            hits = _half_edge_hits(component, half)
            if hits:
                votes[index] = votes.get(index, 0) + hits
        if votes:
            masks[max(votes, key=lambda i: votes[i])].draw(component, (0, 0))
        else:
            orphans.append(component)
    fields = inner or sorted(set(owner.values()))
    for component in orphans:
        centre = component.centroid()
        best = min(fields, key=lambda i: _centroid_distance(masks[i], centre))
        masks[best].draw(component, (0, 0))


def _half_edge_hits(mask: pygame.mask.Mask, half: str) -> int:
    """How many sample pixels just inside half-edge ``half`` lie in ``mask``."""
    size = mask.get_size()[0]
    (ax, ay), (bx, by) = HALF_EDGE_SPAN[half]
    hits = 0
    for k in range(1, 10):
        t = 0.05 + 0.9 * k / 10
        x = min(int((ax + (bx - ax) * t) * size), size - 1)
        y = min(int((ay + (by - ay) * t) * size), size - 1)
        hits += mask.get_at((x, y))
    return hits


def _centroid_distance(mask: pygame.mask.Mask, point: tuple[int, int]) -> float:
    if mask.count() == 0:
        return float("inf")
    return math.dist(mask.centroid(), point)


def _unrotate(u: float, v: float, rotation: int) -> Point:
    return rotate_point((u, v), -(rotation // 90))


def segment_at(tile: TileDef, rotation: int, u: float, v: float) -> int | None:
    """The index of the segment under board point (u, v) of a tile placed with ``rotation``.

    ``u`` and ``v`` run from 0 to 1 across the placed (rotated) tile; ``None`` when the point is
    off the tile or on no segment (a village plaza).
    """
    if not (0.0 <= u <= 1.0 and 0.0 <= v <= 1.0):
        return None
    x, y = _unrotate(u, v, rotation)
    px = min(int(x * HIT_RES), HIT_RES - 1)
    py = min(int(y * HIT_RES), HIT_RES - 1)
    for index, mask in enumerate(segment_map(tile, HIT_RES)):
        if mask.get_at((px, py)):
            return index
    return None


@lru_cache(maxsize=512)
def segment_masks(tile: TileDef, rotation: int, size: int) -> list[pygame.mask.Mask]:
    """``segment_map`` turned clockwise by ``rotation`` degrees."""
    if rotation % 360 == 0:
        return segment_map(tile, size)
    out = []
    for mask in segment_map(tile, size):
        surface = pygame.transform.rotate(mask.to_surface(), -rotation)
        out.append(pygame.mask.from_threshold(surface, (255, 255, 255), _EXACT))
    return out


def segment_anchor(tile: TileDef, rotation: int, index: int) -> Point:
    """A good point (u, v on the placed tile) to stand a figure on segment ``index``."""
    return rotate_point(_anchors(tile)[index], rotation // 90)


@lru_cache(maxsize=128)
def _anchors(tile: TileDef) -> tuple[Point, ...]:
    """Anchors at rotation 0: yard centres, points along roads, then the roomiest spots of
    cities and fields, kept apart from each other and from pennants and decorations."""
    layout = tile_layout(tile)
    anchors: dict[int, Point] = {}
    for yard in (layout.monastery, layout.garden):
        if yard is not None:
            anchors[yard.index] = yard.centre
    for road in layout.roads:
        if road.end == "through":
            under = tile.bridge and not road.bridge
            anchors[road.index] = along(road.centre[1:-1], 0.22 if under else 0.5)
        else:
            anchors[road.index] = along(road.centre[1:], 0.36)
    decorations = (layout.gold_spot, layout.drawing_spot, *layout.cathedrals, *layout.trees)
    emblems = [p for p, _ in layout.goods] + [
        p for inn in layout.inns for p in (inn.house, inn.pond)
    ]
    avoid = [*layout.pennant_spots, *(p for p in decorations if p), *emblems]
    masks = segment_map(tile, ANCHOR_RES)
    for kind in ("city", "river", "field"):
        for index, segment in enumerate(tile.segments):
            if segment.kind == kind:
                anchors[index] = _roomiest(masks[index], [*avoid, *anchors.values()])
    return tuple(anchors[i] for i in range(len(tile.segments)))


def _roomiest(mask: pygame.mask.Mask, avoid: list[Point]) -> Point:
    """The point of ``mask`` deepest inside it, after cutting discs round ``avoid``."""
    work = mask.copy()
    radius = round(0.09 * ANCHOR_RES)
    disc = _disc(radius)
    for x, y in avoid:
        work.erase(disc, (round(x * ANCHOR_RES) - radius, round(y * ANCHOR_RES) - radius))
    if work.count() == 0:
        work = mask.copy()
    while True:
        smaller = _erode(work)
        if smaller.count() == 0:
            break
        work = smaller
    cx, cy = work.centroid()
    best = min(_pixels(work), key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
    return ((best[0] + 0.5) / ANCHOR_RES, (best[1] + 0.5) / ANCHOR_RES)


def _erode(mask: pygame.mask.Mask) -> pygame.mask.Mask:
    out = mask.copy()
    for offset in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        out = out.overlap_mask(mask, offset)
    return out


def _pixels(mask: pygame.mask.Mask) -> list[tuple[int, int]]:
    found = []
    for rect in mask.get_bounding_rects():
        for y in range(rect.top, rect.bottom):
            for x in range(rect.left, rect.right):
                if mask.get_at((x, y)):
                    found.append((x, y))
    return found


@lru_cache(maxsize=8)
def _disc(radius: int) -> pygame.mask.Mask:
    surface = pygame.Surface((2 * radius + 1, 2 * radius + 1), pygame.SRCALPHA)
    pygame.draw.circle(surface, (255, 255, 255, 255), (radius, radius), radius)
    return pygame.mask.from_surface(surface)
