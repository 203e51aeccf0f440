"""Where everything on a tile goes: the shapes of its segments and the spots for decorations.

``tile_layout`` is the single source of a tile's geometry. ``regions`` lists the polygons of
every non-field segment in paint order (later ones cover earlier ones); fields are whatever
stays uncovered, parted by a hedge where two fields meet at a corner with nothing else between
them. The garden, the inns, the gold nugget and the small drawing are placed in free field space
found on a coarse raster of those regions; pennants, goods and cathedrals deep inside their city.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache

import pygame

from goldmines_desktop.engine import TileDef
from goldmines_desktop.render.road_shapes import has_village, road_shape
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
    along,
    circle,
    city_shape,
    distance_to_line,
    monastery_centre,
    point_in_polygon,
    river_shape,
    rounded_square,
    thick_line,
)

GARDEN_HALF = 0.14
NUGGET_HALF = 0.095
DRAWING_HALF = 0.085
TREE_HALF = 0.04
TREE_MARGIN = 0.13  # trees keep clear of the tile border, where neighbours join
PLACEMENT_RES = 64
HEDGE_WIDTH = 0.05
INN_HALF = 0.1  # the inn's house
POND_HALF = 0.07  # the lake beside it
CATHEDRAL_HALF = 0.2  # the cathedral with its square
# The tile's corners with the two half-edges that meet there.
CORNERS: tuple[tuple[str, str, Point], ...] = (
    ("Ne", "En", (1.0, 0.0)),
    ("Es", "Se", (1.0, 1.0)),
    ("Sw", "Ws", (0.0, 1.0)),
    ("Wn", "Nw", (0.0, 0.0)),
)


@dataclass(frozen=True)
class Inn:
    """An inn beside road segment ``road``: the house and the lake next to it."""

    road: int
    house: Point
    pond: Point


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
    hedges: tuple[Polyline, ...] = ()  # parting two fields that meet at a corner
    goods: tuple[tuple[Point, str], ...] = ()  # a goods symbol's spot and kind
    cathedrals: tuple[Point, ...] = ()
    inns: tuple[Inn, ...] = ()

    def emblems(self) -> list[tuple[Point, float]]:
        """The spots inside cities that houses keep clear of, each with its half size."""
        spots = [(p, 0.1) for p in self.pennant_spots] + [(p, 0.1) for p, _ in self.goods]
        return spots + [(p, CATHEDRAL_HALF) for p in self.cathedrals]


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
    base = replace(base, hedges=_hedges(tile, base))
    pennants = tuple(_pennant_spot(c, roads) for c in cities if c.pennants)
    cathedrals, goods = _city_emblems(tile, replace(base, pennant_spots=pennants))
    base = replace(base, pennant_spots=pennants, cathedrals=cathedrals, goods=goods)
    base = replace(base, garden=_place_garden(tile, base))
    base = replace(base, inns=_place_inns(tile, base))
    gold, drawing, trees = _place_decorations(tile, base)
    return replace(base, gold_spot=gold, drawing_spot=drawing, trees=trees)


def regions(layout: Layout) -> list[Region]:
    """Polygons of every non-field segment in paint order; the village plaza and the hedges
    belong to no segment. The river (with its banks) lies under everything else: roads cross
    it on bridges."""
    out: list[Region] = []
    if layout.river is not None:
        out.append((layout.river.index, "river", river_polygons(layout.river)))
    for hedge in layout.hedges:
        out.append((None, "hedge", (thick_line(hedge, HEDGE_WIDTH),)))
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


def _pennant_spot(
    city: CityShape, roads: Sequence[RoadShape], avoid: Sequence[Point] = ()
) -> Point:
    """Well inside the city, away from its walls, the tile border, any bridge and the spots
    to ``avoid`` (another emblem of the same city)."""
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
                + [math.dist(p, a) - 0.16 for a in avoid]
            )
            score -= 0.002 * math.dist(p, (0.5, 0.5))  # break ties towards the middle
            if score > best_score:
                best, best_score = p, score
    return best


def _city_emblems(
    tile: TileDef, layout: Layout
) -> tuple[tuple[Point, ...], tuple[tuple[Point, str], ...]]:
    """Where each cathedral and goods symbol stands in its city, clear of the pennant."""
    taken = list(layout.pennant_spots)
    cathedrals = []
    goods = []
    for city in layout.cities:
        segment = tile.segments[city.index]
        if segment.cathedral:
            cathedrals.append(_pennant_spot(city, layout.roads, taken))
            taken.append(cathedrals[-1])
        if segment.goods:
            spot = _pennant_spot(city, layout.roads, taken)
            goods.append((spot, segment.goods))
            taken.append(spot)
    return tuple(cathedrals), tuple(goods)


def _hedges(tile: TileDef, layout: Layout) -> tuple[Polyline, ...]:
    """A hedge from each corner where two different fields meet, with no road or city between
    them, inwards until it reaches a city, a road or a village (IC_G, TB_O)."""
    owner = {h: i for i, s in enumerate(tile.segments) if s.kind == "field" for h in s.edges}
    parted = [c for a, b, c in CORNERS if a in owner and b in owner and owner[a] != owner[b]]
    if not parted:
        return ()
    blocked = _blocked(layout)
    return tuple(_hedge_from(corner, blocked) for corner in parted)


def _hedge_from(corner: Point, blocked: pygame.mask.Mask) -> Polyline:
    """Along the diagonal from ``corner`` until a little past the first thing in the way."""
    dx, dy = (1.0 if corner[0] < 0.5 else -1.0), (1.0 if corner[1] < 0.5 else -1.0)
    reach = 0.5
    for step in range(4, PLACEMENT_RES):
        x, y = corner[0] + dx * step / PLACEMENT_RES, corner[1] + dy * step / PLACEMENT_RES
        if blocked.get_at((min(int(x * PLACEMENT_RES), PLACEMENT_RES - 1),
                           min(int(y * PLACEMENT_RES), PLACEMENT_RES - 1))):  # fmt: skip
            reach = step / PLACEMENT_RES + 0.03
            break
    start = (corner[0] - dx * 0.02, corner[1] - dy * 0.02)
    return (start, (corner[0] + dx * reach, corner[1] + dy * reach))


def _place_inns(tile: TileDef, layout: Layout) -> tuple[Inn, ...]:
    """Each inn beside its road, where the house and its lake have the most room."""
    roads = [r for r in layout.roads if tile.segments[r.index].inn]
    if not roads:
        return ()
    blocked = _blocked(layout)
    inns = []
    for road in roads:
        inn = max(_inn_spots(road), key=lambda inn: _inn_room(blocked, inn))
        _block(blocked, inn.house, INN_HALF)
        _block(blocked, inn.pond, POND_HALF)
        inns.append(inn)
    return tuple(inns)


def _inn_spots(road: RoadShape) -> list[Inn]:
    """Candidate inns along the visible part of ``road``, on both sides, the lake before or
    after the house."""
    line = road.centre[1:-1] if road.end == "through" else road.centre[1:]
    spots = []
    for k in range(2, 9):
        t = k / 10
        (ax, ay), (bx, by) = along(line, t - 0.03), along(line, t + 0.03)
        length = math.hypot(bx - ax, by - ay) or 1.0
        tx, ty = (bx - ax) / length, (by - ay) / length
        px, py = along(line, t)
        for side in (-1, 1):
            off = ROAD_WIDTH / 2 + INN_HALF + 0.01
            house = (px - ty * side * off, py + tx * side * off)
            for way in (-1, 1):
                gap = way * (INN_HALF + POND_HALF)
                spots.append(Inn(road.index, house, (house[0] + tx * gap, house[1] + ty * gap)))
    return spots


def _inn_room(blocked: pygame.mask.Mask, inn: Inn) -> tuple[bool, float]:
    """Whether the inn fits on the tile, then how much room its house and lake have."""
    margin = 0.04
    inside = all(
        margin + half <= c <= 1 - margin - half
        for spot, half in ((inn.house, INN_HALF), (inn.pond, POND_HALF))
        for c in spot
    )
    room = min(_clearance(blocked, inn.house) - INN_HALF, _clearance(blocked, inn.pond) - POND_HALF)
    return (inside, room)


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
    for inn in layout.inns:
        _block(blocked, inn.house, INN_HALF)
        _block(blocked, inn.pond, POND_HALF)
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
