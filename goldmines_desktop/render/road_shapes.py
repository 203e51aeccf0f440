"""Road geometry in unit coordinates: each road's centre line and how its inner end looks.

A road across the tile runs straight or round a corner; a road that touches one edge ends at the
monastery, the river bank, a city gate or a village where several such roads meet. A road ends at
a city's gate when it runs into the city on its way to the middle, or when it is the tile's only
such road beside a city: then it bends into the nearest wall.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from goldmines_desktop.engine import SegmentDef, TileDef
from goldmines_desktop.render.shapes import (
    BANK_WIDTH,
    EDGE_MID,
    INWARD,
    CityShape,
    Point,
    Polyline,
    RoadShape,
    bezier2,
    bezier3,
    city_shape,
    distance_to_line,
    monastery_centre,
    outside,
    point_in_polygon,
)

MIDDLE: Point = (0.5, 0.5)
GATE_DEPTH = 0.05  # how far a road bent into a gate reaches past the wall


def road_shape(tile: TileDef, index: int) -> RoadShape:
    """The centre line of road segment ``index`` and how its inner end looks."""
    segment = tile.segments[index]
    # The bridge is the north-south road (GM_D, GM_F, and the roads over the river).
    bridge = tile.bridge and set(segment.edges) <= {"N", "S"}
    if len(segment.edges) == 2:
        return RoadShape(index, _two_edge_road(segment, tile.has_monastery), "through", bridge)
    edge = segment.edges[0]
    start, end = outside(edge), _road_end(tile, edge)
    (mx, my), (ix, iy) = EDGE_MID[edge], INWARD[edge]
    inner = (mx + ix * 0.5, my + iy * 0.5)
    if end == "bank":
        stop = 0.5 - BANK_WIDTH / 2
        inner = (mx + ix * stop, my + iy * stop)
    elif end == "monastery":
        inner = monastery_centre(tile)
    elif end == "gate":
        gate = _city_on_the_way(tile, edge)
        if gate is not None:  # under the city from its wall on (S, T): a street inside
            return RoadShape(index, (start, EDGE_MID[edge], inner), end, bridge, gate)
        gate = _nearest_city(tile)
        bend = _into_the_wall(city_shape(tile, gate), edge)
        return RoadShape(index, (start, *bend), end, bridge, gate)
    return RoadShape(index, (start, EDGE_MID[edge], inner), end, bridge)


def _two_edge_road(segment: SegmentDef, tight: bool) -> Polyline:
    """Straight across for opposite edges, a curve round the corner for neighbouring ones."""
    a, b = segment.edges
    if INWARD[a][0] == -INWARD[b][0] and INWARD[a][1] == -INWARD[b][1]:
        return (outside(a), EDGE_MID[a], EDGE_MID[b], outside(b))
    # Curves on monastery tiles hug the corner to leave room for the chapel.
    reach = 0.06 if tight else 0.276
    pa, pb = EDGE_MID[a], EDGE_MID[b]
    ca = (pa[0] + INWARD[a][0] * reach, pa[1] + INWARD[a][1] * reach)
    cb = (pb[0] + INWARD[b][0] * reach, pb[1] + INWARD[b][1] * reach)
    return (outside(a),) + bezier3(pa, ca, cb, pb) + (outside(b),)


def _road_end(tile: TileDef, edge: str) -> str:
    """Where the road from ``edge`` that touches no other edge stops: at the monastery, the
    river bank (a river tile without a bridge), a city gate or a village."""
    kinds = [s.kind for s in tile.segments]
    if "monastery" in kinds:
        return "monastery"
    if "river" in kinds and not tile.bridge:
        return "bank"
    if "city" not in kinds:
        return "village"
    if _city_on_the_way(tile, edge) is not None:
        return "gate"
    free = [
        s.edges[0]
        for s in tile.segments
        if s.kind == "road" and len(s.edges) == 1 and _city_on_the_way(tile, s.edges[0]) is None
    ]
    return "gate" if len(free) == 1 else "village"


def _city_on_the_way(tile: TileDef, edge: str) -> int | None:
    """The city a road from ``edge`` runs into before it reaches the middle of the tile."""
    (mx, my), (ix, iy) = EDGE_MID[edge], INWARD[edge]
    cities = [(i, city_shape(tile, i)) for i, s in enumerate(tile.segments) if s.kind == "city"]
    for step in range(2, 51):
        p = (mx + ix * step / 100, my + iy * step / 100)
        for index, city in cities:
            if point_in_polygon(p, city.area):
                return index
    return None


def _nearest_city(tile: TileDef) -> int:
    """The city whose wall comes closest to the middle of the tile."""
    cities = [i for i, s in enumerate(tile.segments) if s.kind == "city"]
    return min(cities, key=lambda i: _wall_distance(city_shape(tile, i), MIDDLE))


def _wall_distance(city: CityShape, p: Point) -> float:
    return min((distance_to_line(p, w) for w in city.walls), default=0.0)


def _into_the_wall(city: CityShape, edge: str) -> Polyline:
    """From the middle of ``edge`` round the middle of the tile into the wall point nearest
    to it, arriving square to the wall, a little past it."""
    wall = min(city.walls, key=lambda w: distance_to_line(MIDDLE, w))
    point = min(wall, key=lambda p: math.dist(p, MIDDLE))
    length = math.dist(point, MIDDLE) or 1.0
    inside = (
        point[0] + (point[0] - MIDDLE[0]) / length * GATE_DEPTH,
        point[1] + (point[1] - MIDDLE[1]) / length * GATE_DEPTH,
    )
    return bezier2(EDGE_MID[edge], MIDDLE, inside)


def has_village(roads: Sequence[RoadShape]) -> bool:
    return any(r.end == "village" for r in roads)


def gate_point(city: CityShape, road: RoadShape) -> tuple[Point, Point]:
    """Where a road ending at a city meets its wall, and the road's direction there."""
    wall = min(city.walls, key=lambda w: min(distance_to_line(p, road.centre) for p in w))
    point = min(wall, key=lambda p: distance_to_line(p, road.centre))
    (ax, ay), (bx, by) = road.centre[-2], road.centre[-1]
    length = math.hypot(bx - ax, by - ay) or 1.0
    return point, ((bx - ax) / length, (by - ay) / length)
