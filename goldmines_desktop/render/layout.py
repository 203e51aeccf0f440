"""Where everything on a tile goes: the shapes of its segments and the spots for decorations.

``tile_layout`` is the single source of a tile's geometry. ``regions`` lists the polygons of
every non-field segment in paint order (later ones cover earlier ones); fields are whatever
stays uncovered. The garden, the gold nugget and the small drawing are placed in free field
space found on a coarse raster of those regions.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from goldmines_desktop.engine import TileDef
from goldmines_desktop.render.shapes import (
    BANK_WIDTH,
    MONASTERY_HALF,
    ROAD_WIDTH,
    VILLAGE_RADIUS,
    WALL_WIDTH,
    CityShape,
    Point,
    Polyline,
    RiverShape,
    RoadShape,
    Yard,
    circle,
    city_shape,
    distance_to_line,
    has_village,
    monastery_centre,
    point_in_polygon,
    river_shape,
    road_shape,
    rounded_square,
    thick_line,
)

GARDEN_HALF = 0.14
NUGGET_HALF = 0.095
DRAWING_HALF = 0.085
TREE_HALF = 0.04
TREE_MARGIN = 0.13  # trees keep clear of the tile border, where neighbours join
PLACEMENT_RES = 64


@dataclass(frozen=True)
class Layout:
    """All geometry of one tile kind at rotation 0, in unit coordinates."""

    cities: tuple[CityShape, ...]
    roads: tuple[RoadShape, ...]
    monastery: Yard | None
    garden: Yard | None
    village: Point | None
    pennant_spots: tuple[Point, ...]
    gold_spot: Point | None
    drawing_spot: Point | None
    trees: tuple[Point, ...] = ()
    river: RiverShape | None = None


Region = tuple[int | None, str, tuple[Polyline, ...]]  # segment index, kind, polygons


@cache
def tile_layout(tile: TileDef) -> Layout:
    """The geometry of ``tile`` (cached per tile kind)."""
    cities = tuple(city_shape(tile, i) for i, s in enumerate(tile.segments) if s.kind == "city")
    roads = tuple(road_shape(tile, i) for i, s in enumerate(tile.segments) if s.kind == "road")
    river = next(
        (river_shape(tile, i) for i, s in enumerate(tile.segments) if s.kind == "river"), None
    )
    monastery = None
    for i, s in enumerate(tile.segments):
        if s.kind == "monastery":
            monastery = Yard(i, monastery_centre(tile), MONASTERY_HALF)
    village = (0.5, 0.5) if has_village(roads) else None
    base = Layout(cities, roads, monastery, None, village, (), None, None, river=river)
    pennants = tuple(_pennant_spot(c, roads) for c in cities if c.pennants)
    garden = _place_garden(tile, base)
    base = Layout(cities, roads, monastery, garden, village, pennants, None, None, river=river)
    gold, drawing, trees = _place_decorations(tile, base)
    return Layout(cities, roads, monastery, garden, village, pennants, gold, drawing, trees, river)


def regions(layout: Layout) -> list[Region]:
    """Polygons of every non-field segment in paint order; the village plaza has no segment.
    The river (with its banks) lies under everything else: roads cross it on bridges."""
    out: list[Region] = []
    if layout.river is not None:
        out.append((layout.river.index, "river", river_polygons(layout.river)))
    for road in layout.roads:
        if not road.bridge:
            out.append((road.index, "road", (thick_line(road.centre, ROAD_WIDTH),)))
    for city in layout.cities:
        walls = tuple(thick_line(w, WALL_WIDTH) for w in city.walls)
        out.append((city.index, "city", (city.area, *walls)))
    for road in layout.roads:
        if road.bridge:
            out.append((road.index, "road", (thick_line(road.centre, ROAD_WIDTH),)))
    if layout.village is not None:
        out.append((None, "village", (circle(layout.village, VILLAGE_RADIUS),)))
    for yard, kind in ((layout.monastery, "monastery"), (layout.garden, "garden")):
        if yard is not None:
            out.append((yard.index, kind, (rounded_square(yard.centre, yard.half, 0.045),)))
    return out


def river_polygons(river: RiverShape) -> tuple[Polyline, ...]:
    """The river's ground, banks included: the stream and its pool."""
    stream = thick_line(river.centre, BANK_WIDTH)
    return (stream,) if river.pool is None else (stream, _widened(river.pool, 0.02))


def _widened(polygon: Polyline, by: float) -> Polyline:
    """The polygon grown outwards from its centre by ``by`` (for a round pool's bank)."""
    cx = sum(p[0] for p in polygon) / len(polygon)
    cy = sum(p[1] for p in polygon) / len(polygon)
    out = []
    for x, y in polygon:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return tuple(out)


def raster(polygons: Iterable[Polyline], size: int) -> pygame.mask.Mask:
    """The pixels covered by the polygons on a ``size`` x ``size`` grid."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    for polygon in polygons:
        pygame.draw.polygon(surface, (255, 255, 255, 255), scaled(polygon, size))
    return pygame.mask.from_surface(surface)


def scaled(points: Sequence[Point], size: float) -> list[tuple[float, float]]:
    return [(x * size, y * size) for x, y in points]


# ---------------------------------------------------------------- placement


def _pennant_spot(city: CityShape, roads: Sequence[RoadShape]) -> Point:
    """Well inside the city, away from its walls, the tile border and any bridge."""
    best, best_score = (0.5, 0.5), -1.0
    for i in range(1, 20):
        for j in range(1, 20):
            p = (i / 20, j / 20)
            if not point_in_polygon(p, city.area):
                continue
            border = min(p[0], p[1], 1 - p[0], 1 - p[1]) + 0.05
            score = min(
                [border]
                + [distance_to_line(p, w) for w in city.walls]
                + [distance_to_line(p, r.centre) - ROAD_WIDTH / 2 for r in roads]
            )
            score -= 0.002 * math.dist(p, (0.5, 0.5))  # break ties towards the middle
            if score > best_score:
                best, best_score = p, score
    return best


def _blocked(layout: Layout) -> pygame.mask.Mask:
    polygons = [p for _, _, polys in regions(layout) for p in polys]
    return raster(polygons, PLACEMENT_RES)


def _is_free(blocked: pygame.mask.Mask, centre: Point, half: float) -> bool:
    side = max(1, round(2 * half * PLACEMENT_RES))
    box = pygame.mask.Mask((side, side), fill=True)
    x = round((centre[0] - half) * PLACEMENT_RES)
    y = round((centre[1] - half) * PLACEMENT_RES)
    return blocked.overlap(box, (x, y)) is None


def _clearance(blocked: pygame.mask.Mask, centre: Point, limit: float = 0.3) -> float:
    """Half side of the largest free square around ``centre`` (in steps of one raster pixel)."""
    half = 1 / PLACEMENT_RES
    while half < limit and _is_free(blocked, centre, half + 1 / PLACEMENT_RES):
        half += 1 / PLACEMENT_RES
    return half


def _candidates(margin: float) -> list[Point]:
    steps = [i / 48 for i in range(49) if margin <= i / 48 <= 1 - margin]
    return [(x, y) for y in steps for x in steps]


def _place_garden(tile: TileDef, layout: Layout) -> Yard | None:
    """The garden goes where the field has the most room, clear of the tile border."""
    index = next((i for i, s in enumerate(tile.segments) if s.kind == "garden"), None)
    if index is None:
        return None
    blocked = _blocked(layout)
    margin = GARDEN_HALF + 0.07
    best = max(
        _candidates(margin), key=lambda p: (_clearance(blocked, p), -math.dist(p, (0.5, 0.5)))
    )
    return Yard(index, best, GARDEN_HALF)


def _place_decorations(
    tile: TileDef, layout: Layout
) -> tuple[Point | None, Point | None, tuple[Point, ...]]:
    """The gold nugget in a field corner, the small drawing where the field is roomiest, then
    a few trees (seeded by the tile code) wherever the field still has room."""
    blocked = _blocked(layout)
    gold = drawing = None
    if tile.gold:
        gold = _corner_spot(blocked)
        _block(blocked, gold, NUGGET_HALF + 0.02)
    if tile.drawing:
        drawing = max(
            _candidates(DRAWING_HALF + 0.03),
            key=lambda p: (_clearance(blocked, p), -math.dist(p, (0.5, 0.5))),
        )
        _block(blocked, drawing, DRAWING_HALF + 0.02)
    return gold, drawing, _place_trees(tile, blocked)


def _place_trees(tile: TileDef, blocked: pygame.mask.Mask) -> tuple[Point, ...]:
    rng = random.Random(zlib.crc32(tile.code.encode()) ^ 0x7EE5)
    wanted = rng.choice((0, 1, 2, 2, 3))
    spots = _candidates(TREE_MARGIN)
    rng.shuffle(spots)
    trees: list[Point] = []
    for spot in spots:
        if len(trees) >= wanted:
            break
        if _is_free(blocked, spot, TREE_HALF + 0.03):
            trees.append(spot)
            _block(blocked, spot, TREE_HALF + 0.05)
    return tuple(trees)


def _block(blocked: pygame.mask.Mask, centre: Point, half: float) -> None:
    blocked.draw(raster([_square(centre, half)], PLACEMENT_RES), (0, 0))


def _corner_spot(blocked: pygame.mask.Mask) -> Point:
    """The free spot nearest to a tile corner (north-east first) with room for the nugget."""
    corners = ((1.0, 0.0), (0.0, 0.0), (1.0, 1.0), (0.0, 1.0))
    spots = _candidates(NUGGET_HALF + 0.015)
    spots.sort(key=lambda p: min((round(math.dist(p, c), 6), k) for k, c in enumerate(corners)))
    for spot in spots:
        if _is_free(blocked, spot, NUGGET_HALF + 0.01):
            return spot
    return max(spots, key=lambda p: _clearance(blocked, p))


def _square(centre: Point, half: float) -> Polyline:
    cx, cy = centre
    return (
        (cx - half, cy - half),
        (cx + half, cy - half),
        (cx + half, cy + half),
        (cx - half, cy + half),
    )
