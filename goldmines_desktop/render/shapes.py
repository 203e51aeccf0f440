"""Tile geometry in unit coordinates (0..1, y down), built from a tile's segments.

Cities, the river and the monastery yard are shapes here, roads in ``road_shapes``; both the
painter (``tileart``) and the segment masks (``masks``) draw these same polygons, so what a
player sees is exactly what the rules know. Coordinates are for the tile at rotation 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from goldmines_desktop.engine import EDGES, LAKE, TileDef

Point = tuple[float, float]
Polyline = tuple[Point, ...]

ROAD_WIDTH = 0.13
RIVER_WIDTH = 0.15  # the water; the banks add a little on each side
BANK_WIDTH = RIVER_WIDTH * 1.3
SPRING_RADIUS = 0.1
LAKE_RADIUS = 0.27
WALL_WIDTH = 0.056
VILLAGE_RADIUS = 0.14
MONASTERY_HALF = 0.15
OUTSIDE = 0.04  # roads start this far beyond the tile edge, so their ends are cut square

EDGE_MID: dict[str, Point] = {"N": (0.5, 0.0), "E": (1.0, 0.5), "S": (0.5, 1.0), "W": (0.0, 0.5)}
INWARD: dict[str, Point] = {"N": (0.0, 1.0), "E": (-1.0, 0.0), "S": (0.0, -1.0), "W": (1.0, 0.0)}
CORNER_OF = {
    frozenset("NW"): (0.0, 0.0),
    frozenset("NE"): (1.0, 0.0),
    frozenset("ES"): (1.0, 1.0),
    frozenset("SW"): (0.0, 1.0),
}


@dataclass(frozen=True)
class CityShape:
    """A city segment: its area, the wall curves facing the field and its pennant count."""

    index: int
    area: Polyline
    walls: tuple[Polyline, ...]
    pennants: int


@dataclass(frozen=True)
class RoadShape:
    """A road segment: its centre line and how its inner end looks.

    ``end`` is ``through`` (two edges), ``monastery``, ``gate``, ``village`` or ``bank``;
    ``bridge`` marks the road that is drawn over another feature without joining it; ``gate`` is
    the index of the city segment whose gate a road ending at a city runs into.
    """

    index: int
    centre: Polyline
    end: str
    bridge: bool
    gate: int | None = None


@dataclass(frozen=True)
class RiverShape:
    """The river segment: the centre line of its water and, where it rises or ends on the
    tile, the pool there (the spring's small pond or the lake)."""

    index: int
    centre: Polyline
    pool: Polyline | None
    kind: str  # "through", "spring" or "lake"


@dataclass(frozen=True)
class Yard:
    """A square feature area (monastery yard, garden): centre and half side length."""

    index: int
    centre: Point
    half: float


# ---------------------------------------------------------------- small geometry helpers


def rotate_point(p: Point, steps: int) -> Point:
    """Turn a unit-square point clockwise by ``steps`` quarter turns about the centre."""
    x, y = p
    for _ in range(steps % 4):
        x, y = 1.0 - y, x
    return (x, y)


def rotate_line(points: Sequence[Point], steps: int) -> Polyline:
    return tuple(rotate_point(p, steps) for p in points)


def bezier2(p0: Point, p1: Point, p2: Point, n: int = 28) -> Polyline:
    """Quadratic Bézier curve sampled at ``n + 1`` points."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return tuple(out)


def bezier3(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 32) -> Polyline:
    """Cubic Bézier curve sampled at ``n + 1`` points."""
    out = []
    for i in range(n + 1):
        t = i / n
        w = ((1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3)
        pts = (p0, p1, p2, p3)
        x = sum(k * p[0] for k, p in zip(w, pts, strict=True))
        out.append((x, sum(k * p[1] for k, p in zip(w, pts, strict=True))))
    return tuple(out)


def offset_line(points: Sequence[Point], distance: float) -> Polyline:
    """The polyline shifted sideways by ``distance`` (to the left of the walking direction)."""
    out = []
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, len(points) - 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        out.append((x + dy / length * distance, y - dx / length * distance))
    return tuple(out)


def thick_line(points: Sequence[Point], width: float) -> Polyline:
    """Polygon of a stroke of ``width`` along the polyline (flat ends)."""
    left = offset_line(points, width / 2)
    right = offset_line(points, -width / 2)
    return left + tuple(reversed(right))


def point_in_polygon(p: Point, polygon: Sequence[Point]) -> bool:
    """Even-odd rule."""
    x, y = p
    inside = False
    j = len(polygon) - 1
    for i, (xi, yi) in enumerate(polygon):
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def distance_to_line(p: Point, points: Sequence[Point]) -> float:
    """Shortest distance from ``p`` to the polyline."""
    best = float("inf")
    for (ax, ay), (bx, by) in pairwise(points):
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy or 1e-12
        t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
        best = min(best, math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy))
    return best


def along(points: Sequence[Point], fraction: float) -> Point:
    """The point at ``fraction`` of the polyline's length."""
    lengths = [math.dist(a, b) for a, b in pairwise(points)]
    target = sum(lengths) * fraction
    for (a, b), length in zip(pairwise(points), lengths, strict=True):
        if target <= length and length > 0:
            t = target / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        target -= length
    return points[-1]


def circle(centre: Point, radius: float, n: int = 36) -> Polyline:
    cx, cy = centre
    return tuple(
        (cx + radius * math.cos(2 * math.pi * i / n), cy + radius * math.sin(2 * math.pi * i / n))
        for i in range(n)
    )


def rounded_square(centre: Point, half: float, radius: float) -> Polyline:
    """A square with rounded corners, as a polygon."""
    cx, cy = centre
    inner = half - radius
    points: list[Point] = []
    for k, (sx, sy) in enumerate(((1, 1), (-1, 1), (-1, -1), (1, -1))):
        for i in range(7):
            angle = math.pi / 2 * (k + i / 6)
            points.append(
                (
                    cx + sx * inner + radius * math.cos(angle),
                    cy + sy * inner + radius * math.sin(angle),
                )
            )
    return tuple(points)


def outside(edge: str) -> Point:
    """Just beyond the middle of ``edge``, where roads and the river start (so their ends are
    cut square by the tile border)."""
    (mx, my), (ix, iy) = EDGE_MID[edge], INWARD[edge]
    return (mx - ix * OUTSIDE, my - iy * OUTSIDE)


# ---------------------------------------------------------------- cities


def has_inner_field(tile: TileDef) -> bool:
    """Whether a field of the tile touches no edge: the cities around it leave it room and
    meet at the tile's corners, so the field reaches no neighbour."""
    return any(s.kind == "field" and not s.edges for s in tile.segments)


def city_shape(tile: TileDef, index: int) -> CityShape:
    """The area and walls of city segment ``index``, chosen by which edges it covers."""
    segment = tile.segments[index]
    edges = set(segment.edges)
    if len(edges) == 4:
        area: Polyline = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
        return CityShape(index, area, (), segment.pennants)
    if len(edges) == 1:
        area, walls = _cap(tile, index)
    elif len(edges) == 3:
        area, walls = _bay(next(e for e in EDGES if e not in edges))
    elif frozenset(edges) in CORNER_OF:
        k = 0.06 if tile.has_monastery else 0.25 if has_inner_field(tile) else 0.4
        area, walls = _corner(edges, k)
    elif has_inner_field(tile):
        area, walls = _band(edges, _band_bows(tile, edges))
    else:
        area, walls = _band(edges)
    return CityShape(index, area, walls, segment.pennants)


def _cap(tile: TileDef, index: int) -> tuple[Polyline, tuple[Polyline, ...]]:
    """A city along one edge; its ends stay clear of another city on a neighbouring edge."""
    edge = tile.segments[index].edges[0]
    steps = EDGES.index(edge)
    others = {
        e for i, s in enumerate(tile.segments) if s.kind == "city" and i != index for e in s.edges
    }
    left_edge, right_edge = EDGES[(steps + 3) % 4], EDGES[(steps + 1) % 4]
    inner = has_inner_field(tile)  # then the caps meet at the corners, round the inner field
    x0 = 0.09 if left_edge in others and not inner else 0.0
    x1 = 0.91 if right_edge in others and not inner else 1.0
    # A city that two fields of the tile touch reaches far in, to part them (RV_C: its wall
    # comes down to the river bank).
    fields = sum(1 for s in tile.segments if s.kind == "field" and index in s.cities)
    depth = 0.4 if inner else 0.9 if fields >= 2 else 0.52
    wall = bezier2((x1, 0.0), ((x0 + x1) / 2, depth), (x0, 0.0))
    area = ((x0, 0.0), (x1, 0.0)) + wall[1:-1]
    return rotate_line(area, steps), (rotate_line(wall, steps),)


def _corner(edges: set[str], k: float) -> tuple[Polyline, tuple[Polyline, ...]]:
    """A city over two neighbouring edges, bounded by a gently curved diagonal wall (``k``
    small: tucked into its corner)."""
    steps = {frozenset("NW"): 0, frozenset("NE"): 1, frozenset("ES"): 2, frozenset("SW"): 3}
    wall = bezier2((0.0, 1.0), (k, k), (1.0, 0.0))
    area = ((1.0, 0.0), (0.0, 0.0), (0.0, 1.0)) + wall[1:-1]
    turn = steps[frozenset(edges)]
    return rotate_line(area, turn), (rotate_line(wall, turn),)


def _band(
    edges: set[str], bows: tuple[float, float] = (0.5, 0.5)
) -> tuple[Polyline, tuple[Polyline, ...]]:
    """A city joining two opposite edges: a band across the tile, narrower in the middle.
    ``bows`` say how far each wall dips towards the middle (0.5: they meet there)."""
    top = bezier2((0.0, 0.0), (0.5, bows[0]), (1.0, 0.0))
    bottom = bezier2((1.0, 1.0), (0.5, 1.0 - bows[1]), (0.0, 1.0))
    area = top + bottom
    turn = 0 if "W" in edges else 1
    return rotate_line(area, turn), (rotate_line(top, turn), rotate_line(bottom, turn))


def _band_bows(tile: TileDef, edges: set[str]) -> tuple[float, float]:
    """A band beside an inner field arches away from it, leaving the field room between its
    wall and the city on the far edge (TB_M, TB_P)."""
    far = ("S", "N") if "W" in edges else ("W", "E")  # the edges below and above the band
    cities = {e for s in tile.segments if s.kind == "city" for e in s.edges}
    if far[0] in cities:
        return (0.4, 0.9)
    return (0.9, 0.4) if far[1] in cities else (0.5, 0.5)


def _bay(missing: str) -> tuple[Polyline, tuple[Polyline, ...]]:
    """A city over three edges, leaving a field bay at the fourth."""
    wall = bezier2((1.0, 1.0), (0.5, 0.3), (0.0, 1.0))
    area = ((0.0, 1.0), (0.0, 0.0), (1.0, 0.0), (1.0, 1.0)) + wall[1:-1]
    turn = (EDGES.index(missing) - EDGES.index("S")) % 4
    return rotate_line(area, turn), (rotate_line(wall, turn),)


# ---------------------------------------------------------------- the river and the monastery


def river_shape(tile: TileDef, index: int) -> RiverShape:
    """The river segment ``index``: a gentle meander between two edges (bowed away from a
    monastery), or a stream from one edge into the spring's pond or the lake."""
    edges = tile.segments[index].edges
    if len(edges) == 2:
        return RiverShape(index, _river_course(tile, edges[0], edges[1]), None, "through")
    edge = edges[0]
    lake = tile.code == LAKE
    radius, shift = (LAKE_RADIUS, 0.06) if lake else (SPRING_RADIUS, 0.0)
    pool_centre = (0.5 + INWARD[edge][0] * shift, 0.5 + INWARD[edge][1] * shift)
    centre = (outside(edge), EDGE_MID[edge], pool_centre)
    return RiverShape(index, centre, _pool(pool_centre, radius), "lake" if lake else "spring")


def _river_course(tile: TileDef, a: str, b: str) -> Polyline:
    pa, pb = EDGE_MID[a], EDGE_MID[b]
    if INWARD[a][0] == -INWARD[b][0] and INWARD[a][1] == -INWARD[b][1]:
        # Straight across: a meander, or a bow away from the chapel on the far bank.
        nx, ny = abs(INWARD[a][1]), abs(INWARD[a][0])  # across the river
        bows = (0.16, 0.16) if tile.has_monastery else (0.09, -0.09)
        ca, cb = (
            (pa[0] + (pb[0] - pa[0]) * k + nx * bow, pa[1] + (pb[1] - pa[1]) * k + ny * bow)
            for k, bow in zip((1 / 3, 2 / 3), bows, strict=True)
        )
        return (outside(a),) + bezier3(pa, ca, cb, pb) + (outside(b),)
    reach = 0.3
    ca = (pa[0] + INWARD[a][0] * reach, pa[1] + INWARD[a][1] * reach)
    cb = (pb[0] + INWARD[b][0] * reach, pb[1] + INWARD[b][1] * reach)
    return (outside(a),) + bezier3(pa, ca, cb, pb) + (outside(b),)


def _pool(centre: Point, radius: float) -> Polyline:
    """A rounded, slightly irregular pool outline (the same for every copy of the tile)."""
    cx, cy = centre
    n = 40
    out = []
    for i in range(n):
        a = 2 * math.pi * i / n
        r = radius * (1 + 0.07 * math.sin(3 * a + 0.6) + 0.04 * math.sin(5 * a + 1.3))
        out.append((cx + r * math.cos(a) * 1.08, cy + r * math.sin(a) * 0.92))
    return tuple(out)


def monastery_centre(tile: TileDef) -> Point:
    """The chapel sits in the middle, nudged away from corner cities and tight road curves; on a
    river tile it stands on the far bank from its road."""
    if any(s.kind == "river" for s in tile.segments):
        road = next(s.edges[0] for s in tile.segments if s.kind == "road")
        return (0.5 + INWARD[road][0] * 0.22, 0.5 + INWARD[road][1] * 0.22)
    x, y = 0.5, 0.5
    for segment in tile.segments:
        corner = CORNER_OF.get(frozenset(segment.edges))
        if corner is None or segment.kind not in ("city", "road"):
            continue
        x += (0.5 - corner[0]) * 0.08
        y += (0.5 - corner[1]) * 0.08
    return (x, y)
