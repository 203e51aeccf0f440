"""The Inns & Cathedrals and Traders & Builders marks show where the tile data puts them: the inn
beside its road, the cathedral and the goods token inside their city, inner fields clear of the
tile's border, and roads that end at a city running into its gate."""

from __future__ import annotations

import math
import os

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.render import palette as pal  # noqa: E402
from goldmines_desktop.render.emblems import TOKEN_RADIUS  # noqa: E402
from goldmines_desktop.render.layout import INN_HALF, tile_layout  # noqa: E402
from goldmines_desktop.render.shapes import ROAD_WIDTH, distance_to_line  # noqa: E402
from goldmines_desktop.render.shapes import point_in_polygon as inside  # noqa: E402
from goldmines_desktop.render.tileart import render_tile, segment_at, segment_map  # noqa: E402

CATALOGUE = load_catalogue()
CODES = sorted(CATALOGUE.tiles)
GOODS_COLOURS = {"wine": pal.WINE, "grain": pal.GRAIN, "cloth": pal.CLOTH}


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    yield


def _codes_with(test) -> list[str]:
    return [c for c in CODES if any(test(s) for s in CATALOGUE[c].segments)]


@pytest.mark.parametrize("code", _codes_with(lambda s: s.inn))
def test_each_inn_stands_beside_its_road_in_a_field(code: str) -> None:
    tile = CATALOGUE[code]
    layout = tile_layout(tile)
    inn_roads = [i for i, s in enumerate(tile.segments) if s.inn]
    assert sorted(inn.road for inn in layout.inns) == inn_roads
    for inn in layout.inns:
        road = next(r for r in layout.roads if r.index == inn.road)
        gap = distance_to_line(inn.house, road.centre) - ROAD_WIDTH / 2 - INN_HALF
        assert 0 <= gap <= 0.05, f"{code}: the inn stands {gap:.3f} from its road"
        for spot in (inn.house, inn.pond):
            found = segment_at(tile, 0, *spot)
            assert found is not None and tile.segments[found].kind == "field", (code, spot)


def test_tiles_without_an_inn_have_none() -> None:
    for code in CODES:
        if not any(s.inn for s in CATALOGUE[code].segments):
            assert tile_layout(CATALOGUE[code]).inns == (), code


@pytest.mark.parametrize("code", _codes_with(lambda s: s.cathedral or s.goods))
def test_cathedrals_and_goods_stand_in_the_city_that_has_them(code: str) -> None:
    tile = CATALOGUE[code]
    layout = tile_layout(tile)
    cathedrals = [i for i, s in enumerate(tile.segments) if s.cathedral]
    assert sorted(segment_at(tile, 0, *spot) for spot in layout.cathedrals) == cathedrals
    goods = sorted((i, s.goods) for i, s in enumerate(tile.segments) if s.goods)
    assert sorted((segment_at(tile, 0, *spot), kind) for spot, kind in layout.goods) == goods


@pytest.mark.parametrize("code", _codes_with(lambda s: s.goods))
def test_goods_tokens_read_by_colour_when_zoomed_out(code: str) -> None:
    """At 64 px a token's own colour outweighs the two other goods' colours in its disc."""
    size = 64
    tile = CATALOGUE[code]
    surface = render_tile(tile, size)
    (cx, cy), kind = tile_layout(tile).goods[0]
    radius = TOKEN_RADIUS * size
    near = dict.fromkeys(GOODS_COLOURS, 0)
    for y in range(int(cy * size - radius), int(cy * size + radius) + 1):
        for x in range(int(cx * size - radius), int(cx * size + radius) + 1):
            if math.dist((x + 0.5, y + 0.5), (cx * size, cy * size)) > radius:
                continue
            pixel = tuple(surface.get_at((x, y)))[:3]
            for name, colour in GOODS_COLOURS.items():
                near[name] += math.dist(pixel, colour) < 60
    others = max(n for name, n in near.items() if name != kind)
    assert near[kind] >= max(6, 2 * others), (code, near)


@pytest.mark.parametrize("code", _codes_with(lambda s: s.kind == "field" and not s.edges))
def test_inner_fields_lie_between_cities_clear_of_the_border(code: str) -> None:
    tile = CATALOGUE[code]
    size = 256
    index = next(i for i, s in enumerate(tile.segments) if s.kind == "field" and not s.edges)
    mask = segment_map(tile, size)[index]
    assert mask.count() > size * size / 25, "too small to read or to click"
    border = [(k, 0) for k in range(size)] + [(k, size - 1) for k in range(size)]
    border += [(0, k) for k in range(size)] + [(size - 1, k) for k in range(size)]
    assert not any(mask.get_at(p) for p in border), f"{code}: the inner field reaches the border"


@pytest.mark.parametrize("code", CODES)
def test_roads_ending_at_a_city_run_into_its_gate(code: str) -> None:
    tile = CATALOGUE[code]
    layout = tile_layout(tile)
    for road in layout.roads:
        if road.end != "gate":
            assert road.gate is None, code
            continue
        city = next(c for c in layout.cities if c.index == road.gate)
        assert inside(road.centre[-1], city.area), f"{code}: road {road.index} stops short"
