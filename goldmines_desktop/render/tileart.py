"""Paint tiles from their ``TileDef``: fields, the river, roads, cities, monastery, garden,
gold, and the expansions' inns, cathedrals and goods.

The geometry comes from ``layout.tile_layout`` (the same one the segment masks use). Tiles are
painted at twice the wanted size and smoothed down, which gives soft, anti-aliased edges.
Segment lookups (``segment_map``, ``segment_at``, ``segment_masks``, ``segment_anchor``) live
in ``masks`` and are re-exported here.
"""

from __future__ import annotations

import math
import random
import zlib
from functools import lru_cache

import pygame

from goldmines_desktop.engine import TileDef
from goldmines_desktop.render import decor, emblems
from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.layout import (
    HEDGE_WIDTH,
    NUGGET_HALF,
    Layout,
    regions,
    river_polygons,
    tile_layout,
)
from goldmines_desktop.render.masks import segment_anchor, segment_at, segment_map, segment_masks
from goldmines_desktop.render.pen import Pen
from goldmines_desktop.render.road_shapes import gate_point
from goldmines_desktop.render.shapes import (
    RIVER_WIDTH,
    ROAD_WIDTH,
    VILLAGE_RADIUS,
    WALL_WIDTH,
    CityShape,
    Polyline,
    RiverShape,
    RoadShape,
    along,
    distance_to_line,
    offset_line,
    point_in_polygon,
    thick_line,
)
from goldmines_desktop.render.texture import grain, meadow, soft_shadow

__all__ = [
    "render_tile",
    "tile_surface",
    "segment_map",
    "segment_at",
    "segment_masks",
    "segment_anchor",
]

BASE_SIZE = 256


def tile_seed(tile: TileDef) -> int:
    return zlib.crc32(tile.code.encode())


@lru_cache(maxsize=256)
def render_tile(tile: TileDef, size: int = BASE_SIZE) -> pygame.Surface:
    """The tile's picture at rotation 0, ``size`` pixels square (cached)."""
    if size < BASE_SIZE:
        return pygame.transform.smoothscale(render_tile(tile, BASE_SIZE), (size, size))
    work = pygame.Surface((2 * size, 2 * size))
    _paint(tile, Pen(work, 2 * size))
    surface = pygame.transform.smoothscale(work, (size, size))
    border = max(1, size // 128)
    pygame.draw.rect(surface, pal.TILE_OUTLINE, surface.get_rect(), border)
    return surface


@lru_cache(maxsize=1024)
def tile_surface(tile: TileDef, rotation: int, size: int = BASE_SIZE) -> pygame.Surface:
    """The tile's picture turned clockwise by ``rotation`` degrees (cached)."""
    return pygame.transform.rotate(render_tile(tile, size), -rotation)


def _paint(tile: TileDef, pen: Pen) -> None:
    layout = tile_layout(tile)
    rng = random.Random(tile_seed(tile))
    meadow(pen, rng)
    soft_shadow(pen, _shadow_shapes(layout))
    if layout.river is not None:
        _river(pen, layout.river, rng)
    for hedge in layout.hedges:
        emblems.hedge(pen, hedge, HEDGE_WIDTH)
    for road in layout.roads:
        if not road.bridge:
            _road(pen, road)
    for city in layout.cities:
        _city(pen, city, layout, rng)
    for road in layout.roads:
        if road.bridge:
            _bridge(pen, road, layout)
    for road in layout.roads:
        if road.end == "bank":
            decor.landing(pen, road.centre[-1], _direction(road.centre[-2], road.centre[-1]))
    if layout.village is not None:
        decor.village(pen, layout.village, VILLAGE_RADIUS)
    if layout.monastery is not None:
        decor.chapel(pen, layout.monastery.centre, layout.monastery.half)
    if layout.garden is not None:
        decor.garden(pen, layout.garden.centre, layout.garden.half, rng)
    _decorations(tile, pen, layout, rng)
    grain(pen, rng)


def _shadow_shapes(layout: Layout) -> list[Polyline]:
    """Slightly widened copies of everything that stands on the field, for its soft shadow."""
    shapes = [thick_line(w, WALL_WIDTH * 2.2) for c in layout.cities for w in c.walls]
    shapes += [thick_line(r.centre, ROAD_WIDTH * 1.3) for r in layout.roads]
    shapes += [
        p
        for _i, kind, polygons in regions(layout)
        if kind in ("village", "monastery", "garden", "hedge")
        for p in polygons
    ]
    return shapes


def _river(pen: Pen, river: RiverShape, rng: random.Random) -> None:
    """Water between muddy banks, darker in the middle, with light ripples; the spring's pond
    ringed with stones, or the lake with reeds."""
    for polygon in river_polygons(river):
        pen.polygon(polygon, pal.RIVER_BANK)
    pen.polygon(thick_line(river.centre, RIVER_WIDTH), pal.WATER)
    if river.pool is not None:
        pen.polygon(river.pool, pal.WATER)
    pen.polygon(thick_line(river.centre, RIVER_WIDTH * 0.42), pal.WATER_DEEP)
    if river.pool is not None:
        decor.pool(pen, river.pool, river.kind, rng)
    for k in range(1, 8):
        side = RIVER_WIDTH * (0.24 if k % 2 else -0.26)
        track = offset_line(river.centre[1:-1] if river.pool is None else river.centre, side)
        a, b = along(track, k / 8 - 0.035), along(track, k / 8 + 0.035)
        if river.pool is None or not point_in_polygon(a, river.pool):
            pen.line(a, b, pal.WATER_LIGHT, 0.01)


def _direction(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    return ((b[0] - a[0]) / length, (b[1] - a[1]) / length)


def _road(pen: Pen, road: RoadShape) -> None:
    """Sand with darker verges and two faint wheel tracks."""
    pen.polygon(thick_line(road.centre, ROAD_WIDTH), pal.ROAD_EDGE)
    pen.polygon(thick_line(road.centre, ROAD_WIDTH * 0.76), pal.ROAD)
    for side in (-1, 1):
        track = offset_line(road.centre, side * ROAD_WIDTH * 0.15)
        pen.lines(track, pal.ROAD_TRACK, 0.009)


def _bridge(pen: Pen, road: RoadShape, layout: Layout) -> None:
    """A road on a raised stone bridge: a drop shadow, the road, then parapets."""
    pen.polygon(
        [(x + 0.03, y + 0.022) for x, y in thick_line(road.centre, ROAD_WIDTH * 1.1)],
        (30, 24, 16, 120),
    )
    pen.polygon(thick_line(road.centre, ROAD_WIDTH * 1.12), pal.WALL_DARK)
    _road(pen, road)
    dense = [along(road.centre, k / 60) for k in range(61)]
    span = [p for p in dense if _crossing(p, road, layout)]
    if len(span) < 2:
        return
    span = [span[0], span[-1]]
    for side in (-1, 1):
        rail = offset_line(span, side * ROAD_WIDTH * 0.5)
        pen.polygon(thick_line(rail, 0.032), pal.WALL_LIGHT, outline=pal.WALL_DARK, line=0.006)
        for k in range(6):
            t = k / 5
            post = (
                rail[0][0] + (rail[1][0] - rail[0][0]) * t,
                rail[0][1] + (rail[1][1] - rail[0][1]) * t,
            )
            pen.circle(post, 0.021, pal.WALL, outline=pal.WALL_DARK, line=0.006)


def _crossing(p: tuple[float, float], road: RoadShape, layout: Layout) -> bool:
    """Whether the bridge passes over a city, another road or the river at ``p``."""
    if layout.river is not None and distance_to_line(p, layout.river.centre) < RIVER_WIDTH * 0.7:
        return True
    for city in layout.cities:
        if point_in_polygon(p, city.area) or any(distance_to_line(p, w) < 0.06 for w in city.walls):
            return True
    return any(
        other is not road and distance_to_line(p, other.centre) < ROAD_WIDTH * 1.2
        for other in layout.roads
    )


def _city(pen: Pen, city: CityShape, layout: Layout, rng: random.Random) -> None:
    """Sandstone ground, terracotta roofs, crenellated walls, gate and pennant."""
    pen.polygon(city.area, pal.CITY_GROUND)
    _houses(pen, city, layout, rng)
    for wall in city.walls:
        _wall(pen, wall, city)
    for road in layout.roads:
        if road.end == "gate" and road.gate == city.index:
            point, direction = gate_point(city, road)
            decor.gate(pen, point, direction)
    for spot in layout.pennant_spots:
        if point_in_polygon(spot, city.area):
            decor.pennant(pen, spot)
    for spot in layout.cathedrals:
        if point_in_polygon(spot, city.area):
            emblems.cathedral(pen, spot)
    for spot, kind in layout.goods:
        if point_in_polygon(spot, city.area):
            emblems.goods_token(pen, spot, kind)


def _houses(pen: Pen, city: CityShape, layout: Layout, rng: random.Random) -> None:
    """Terraced rows of roofs along little streets, clear of walls, gates, bridges, pennants."""
    y = 0.045 + rng.uniform(0.0, 0.03)
    while y < 1.0:
        x = rng.uniform(-0.04, 0.02)
        while x < 1.0:
            w = rng.uniform(0.065, 0.1)
            centre = (x + w / 2, y)
            if _house_fits(centre, city, layout):
                decor.house(pen, centre, w, 0.066, rng.choice(pal.ROOF_COLOURS))
            x += w + rng.choice((0.008, 0.012, 0.03))
        y += 0.118


def _house_fits(p: tuple[float, float], city: CityShape, layout: Layout) -> bool:
    if not point_in_polygon(p, city.area):
        return False
    if any(distance_to_line(p, w) < 0.085 for w in city.walls):
        return False
    if any(distance_to_line(p, r.centre) < ROAD_WIDTH * 0.5 + 0.06 for r in layout.roads):
        return False
    return all(abs(p[0] - s[0]) > h or abs(p[1] - s[1]) > h + 0.01 for s, h in layout.emblems())


def _wall(pen: Pen, wall: Polyline, city: CityShape) -> None:
    """A sandstone wall with merlons standing out along its field side."""
    outward = 1 if not point_in_polygon(offset_line(wall, 0.03)[len(wall) // 2], city.area) else -1
    pen.polygon(thick_line(wall, WALL_WIDTH), pal.WALL)
    pen.lines(offset_line(wall, -outward * WALL_WIDTH * 0.5), pal.WALL_DARK, 0.008)
    pen.lines(offset_line(wall, -outward * WALL_WIDTH * 0.15), pal.WALL_LIGHT, 0.012)
    pen.lines(offset_line(wall, outward * WALL_WIDTH * 0.5), pal.WALL_DARK, 0.01)
    merlon_line = offset_line(wall, outward * WALL_WIDTH * 0.55)
    for k in range(1, len(merlon_line) - 1, 2):
        a, b = merlon_line[k], merlon_line[k + 1]
        piece = thick_line((a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)), WALL_WIDTH * 0.5)
        pen.polygon(piece, pal.WALL_LIGHT, outline=pal.WALL_DARK, line=0.005)


def _decorations(tile: TileDef, pen: Pen, layout: Layout, rng: random.Random) -> None:
    for inn in layout.inns:
        emblems.inn(pen, inn.house, inn.pond)
    for spot in layout.trees:
        decor.tree(pen, spot, rng)
    if layout.gold_spot is not None:
        decor.nugget(pen, layout.gold_spot, rng, NUGGET_HALF / 0.075)
    if tile.gold:
        decor.gold_corners(pen)
    drawings = {
        "cowshed": decor.cowshed,
        "water_tower": decor.water_tower,
        "highwaymen": decor.highwaymen,
    }
    if layout.drawing_spot is not None and tile.drawing in drawings:
        drawings[tile.drawing](pen, layout.drawing_spot)
