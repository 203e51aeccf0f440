"""The Inns & Cathedrals and Traders & Builders tiles of the catalogue against the rules' tile
tables (``expansion_tables``): edges, cities with their pennant, cathedral or goods, roads with
their inn, fields and the cities each touches, monastery, garden, bridge, counts and box; then
each box's totals."""

from __future__ import annotations

from collections import Counter

import pytest
from expansion_tables import BOX, INNS_CATHEDRALS, TABLE, TRADERS_BUILDERS, Row, city_of, field_of

from goldmines_desktop.engine.tiles import Catalogue, TileDef
from goldmines_desktop.engine.values import GOODS, GOODS_IN_GAME
from goldmines_desktop.files.catalogue import load_catalogue


def expected(row: Row) -> tuple[object, ...]:
    return (
        row.edges,
        Counter(city_of(c) for c in row.cities),
        Counter((frozenset(r.split()) - {"inn"}, "inn" in r.split()) for r in row.roads),
        Counter(field_of(f, cities) for f, cities in row.fields),
        row.other,
        row.count,
    )


def actual(tile: TileDef) -> tuple[object, ...]:
    segs = tile.segments
    flags = [
        ("monastery", tile.has_monastery),
        ("garden", tile.has_garden),
        ("bridge", tile.bridge),
    ]
    return (
        tile.edges,
        Counter(
            (frozenset(s.edges), s.pennants, s.cathedral, s.goods) for s in segs if s.kind == "city"
        ),
        Counter((frozenset(s.edges), s.inn) for s in segs if s.kind == "road"),
        Counter(
            (frozenset(s.edges), frozenset(frozenset(segs[i].edges) for i in s.cities))
            for s in segs
            if s.kind == "field"
        ),
        " ".join(name for name, present in flags if present),
        tile.count,
    )


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return load_catalogue()


def test_the_tables_name_every_expansion_tile(catalogue: Catalogue) -> None:
    codes = {c for c, t in catalogue.tiles.items() if t.expansion in BOX.values()}
    assert codes == set(TABLE)
    assert (len(INNS_CATHEDRALS), len(TRADERS_BUILDERS)) == (17, 24)


@pytest.mark.parametrize("code", sorted(TABLE))
def test_expansion_tile_as_in_the_rules_table(catalogue: Catalogue, code: str) -> None:
    tile = catalogue[code]
    assert actual(tile) == expected(TABLE[code])
    assert tile.expansion == BOX[code]
    assert not (tile.gold or tile.drawing or tile.is_river)
    # no segment carries a mark of another kind's
    for segment in tile.segments:
        assert segment.inn <= (segment.kind == "road")
        assert (segment.cathedral or bool(segment.goods)) <= (segment.kind == "city")


def _totals(catalogue: Catalogue, box: str) -> Counter[str]:
    totals: Counter[str] = Counter()
    for tile in catalogue.tiles.values():
        if tile.expansion != box:
            continue
        totals["tiles"] += tile.count
        totals["pennants"] += tile.pennants * tile.count
        totals["monasteries"] += tile.has_monastery * tile.count
        totals["gardens"] += tile.has_garden * tile.count
        for segment in tile.segments:
            totals["inns"] += segment.inn * tile.count
            totals["cathedrals"] += segment.cathedral * tile.count
            if segment.goods:
                totals[segment.goods] += tile.count
    return +totals


def test_inns_and_cathedrals_totals(catalogue: Catalogue) -> None:
    """18 tiles: 6 inns, 2 cathedrals, 3 pennants, 1 monastery, 2 gardens."""
    assert _totals(catalogue, "inns_cathedrals") == {
        "tiles": 18,
        "inns": 6,
        "cathedrals": 2,
        "pennants": 3,
        "monasteries": 1,
        "gardens": 2,
    }


def test_traders_and_builders_totals(catalogue: Catalogue) -> None:
    """24 tiles: 9 wine, 6 grain, 5 cloth (as many as the engine's goods tokens), 1 monastery,
    2 gardens, no pennants, no inn, no cathedral; each goods tile has one symbol."""
    totals = _totals(catalogue, "traders_builders")
    assert totals == {
        "tiles": 24,
        "wine": 9,
        "grain": 6,
        "cloth": 5,
        "monasteries": 1,
        "gardens": 2,
    }
    assert tuple(totals[kind] for kind in GOODS) == GOODS_IN_GAME
    for tile in catalogue.tiles.values():
        if tile.expansion == "traders_builders":
            assert sum(bool(s.goods) for s in tile.segments) <= 1, tile.code
