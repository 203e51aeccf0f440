"""The tile catalogue (art/catalogue.tmx and art/tiles.tsx, read through pytmx) against the tile
reference of the rules: counts, edges, segments, pennants, monasteries, gardens and gold tiles.
The expansions' tiles (Inns & Cathedrals, Traders & Builders): test_catalogue_expansions.py."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from goldmines_desktop.engine.tiles import Catalogue, TileDef
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.resources import art_path

REPO = Path(__file__).resolve().parents[2]
TILE_KINDS = len(load_catalogue().tiles)  # the tileset's tilecount
OLDER_BOXES = ("base", "goldmines", "river")

COUNTS = {
    "A": 2,
    "B": 4,
    "C": 1,
    "D": 4,
    "E": 4,
    "Eg": 1,
    "F": 2,
    "G": 1,
    "H": 2,
    "Hg": 1,
    "I": 1,
    "Ig": 1,
    "J": 3,
    "K": 3,
    "L": 3,
    "M": 1,
    "Mg": 1,
    "N": 2,
    "Ng": 1,
    "O": 2,
    "P": 3,
    "Q": 1,
    "R": 2,
    "Rg": 1,
    "S": 2,
    "T": 1,
    "U": 7,
    "Ug": 1,
    "V": 8,
    "Vg": 1,
    "W": 4,
    "X": 1,
    "GM_A": 1,
    "GM_B": 1,
    "GM_C": 1,
    "GM_D": 1,
    "GM_E": 1,
    "GM_F": 1,
    "GM_G": 1,
    "GM_H": 1,
}
RIVER_COUNTS = {
    "RV_A": 1,
    "RV_B": 1,
    "RV_C": 1,
    "RV_D": 1,
    "RV_E": 1,
    "RV_F": 2,
    "RV_G": 1,
    "RV_H": 1,
    "RV_I": 2,
    "RV_J": 1,
}

# Transcribed from the published tile list: code -> (edges N E S W, roads, cities as
# (edges, pennant), fields as (half-edges, edges of each touched city)). Edge lists are space
# separated strings.
Row = tuple[str, list[str], list[tuple[str, bool]], list[tuple[str, list[str]]]]
ALL8 = "Nw Ne En Es Se Sw Ws Wn"
TABLE: dict[str, Row] = {
    "A": ("FFRF", ["S"], [], [(ALL8, [])]),
    "B": ("FFFF", [], [], [(ALL8, [])]),
    "C": ("CCCC", [], [("N E S W", True)], []),
    "D": ("CRFR", ["W E"], [("N", False)], [("En Wn", ["N"]), ("Es Se Sw Ws", [])]),
    "E": ("CFFF", [], [("N", False)], [("En Es Se Sw Ws Wn", ["N"])]),
    "F": ("FCFC", [], [("W E", True)], [("Nw Ne", ["W E"]), ("Se Sw", ["W E"])]),
    "G": ("FCFC", [], [("W E", False)], [("Nw Ne", ["W E"]), ("Se Sw", ["W E"])]),
    "H": ("CFCF", [], [("N", False), ("S", False)], [("En Es Ws Wn", ["N", "S"])]),
    "I": ("CFFC", [], [("N", False), ("W", False)], [("En Es Se Sw", ["N", "W"])]),
    "J": ("CRRF", ["E S"], [("N", False)], [("En Sw Ws Wn", ["N"]), ("Es Se", [])]),
    "K": ("CFRR", ["S W"], [("N", False)], [("En Es Se Wn", ["N"]), ("Sw Ws", [])]),
    "L": (
        "CRRR",
        ["E", "S", "W"],
        [("N", False)],
        [("En Wn", ["N"]), ("Es Se", []), ("Sw Ws", [])],
    ),
    "M": ("CFFC", [], [("N W", True)], [("En Es Se Sw", ["N W"])]),
    "N": ("CFFC", [], [("N W", False)], [("En Es Se Sw", ["N W"])]),
    "O": ("CRRC", ["E S"], [("N W", True)], [("En Sw", ["N W"]), ("Es Se", [])]),
    "P": ("CRRC", ["E S"], [("N W", False)], [("En Sw", ["N W"]), ("Es Se", [])]),
    "Q": ("CCFC", [], [("N E W", True)], [("Se Sw", ["N E W"])]),
    "R": ("CCFC", [], [("N E W", False)], [("Se Sw", ["N E W"])]),
    "S": ("CCRC", ["S"], [("N E W", True)], [("Se", ["N E W"]), ("Sw", ["N E W"])]),
    "T": ("CCRC", ["S"], [("N E W", False)], [("Se", ["N E W"]), ("Sw", ["N E W"])]),
    "U": ("FRFR", ["W E"], [], [("Nw Ne En Wn", []), ("Es Se Sw Ws", [])]),
    "V": ("FFRR", ["W S"], [], [("Nw Ne En Es Se Wn", []), ("Sw Ws", [])]),
    "W": ("FRRR", ["E", "S", "W"], [], [("Nw Ne En Wn", []), ("Es Se", []), ("Sw Ws", [])]),
    "X": (
        "RRRR",
        ["N", "E", "S", "W"],
        [],
        [("Nw Wn", []), ("Ne En", []), ("Es Se", []), ("Sw Ws", [])],
    ),
    "GM_A": ("RRRR", ["N W", "S E"], [], [("Nw Wn", []), ("Es Se", []), ("Ne En Sw Ws", [])]),
    "GM_B": ("CRRC", ["E S"], [("N W", False)], [("En Sw", ["N W"]), ("Es Se", [])]),
    "GM_C": ("CRRC", ["E S"], [("N W", False)], [("En Sw", ["N W"]), ("Es Se", [])]),
    "GM_D": (
        "RCRC",
        ["N S"],
        [("W E", False)],
        [("Nw", ["W E"]), ("Ne", ["W E"]), ("Se", ["W E"]), ("Sw", ["W E"])],
    ),
    "GM_E": ("RRRR", ["N E", "S W"], [], [("Ne En", []), ("Sw Ws", []), ("Nw Es Se Wn", [])]),
    "GM_F": (
        "RRRR",
        ["N S", "W E"],
        [],
        [("Nw Wn", []), ("Ne En", []), ("Es Se", []), ("Sw Ws", [])],
    ),
    "GM_G": ("CFFC", [], [("N W", False)], [("En Es Se Sw", ["N W"])]),
    "GM_H": ("FRRF", ["E S"], [], [("Nw Ne En Sw Ws Wn", []), ("Es Se", [])]),
}
# The River, transcribed from the same tile list: code -> (edges, roads, cities, fields, river
# edges). No pennants, gardens or gold; RV_D holds a monastery, RV_D and RV_E a bridge.
RiverRow = tuple[str, list[str], list[tuple[str, bool]], list[tuple[str, list[str]]], str]
RIVER_TABLE: dict[str, RiverRow] = {
    "RV_A": ("FFSF", [], [], [(ALL8, [])], "S"),
    "RV_B": ("CSCS", [], [("N", False), ("S", False)], [("En Wn", ["N"]), ("Es Ws", ["S"])], "E W"),
    "RV_C": (
        "CSRS",
        ["S"],
        [("N", False)],
        [("En", ["N"]), ("Wn", ["N"]), ("Es Se", []), ("Sw Ws", [])],
        "E W",
    ),
    "RV_D": ("FSRS", ["S"], [], [("Wn Nw Ne En", []), ("Es Se", []), ("Sw Ws", [])], "E W"),
    "RV_E": (
        "RSRS",
        ["N S"],
        [],
        [("Wn Nw", []), ("Ne En", []), ("Es Se", []), ("Sw Ws", [])],
        "E W",
    ),
    "RV_F": ("FSFS", [], [], [("Wn Nw Ne En", []), ("Ws Sw Se Es", [])], "E W"),
    "RV_G": ("CCSS", [], [("N E", False)], [("Wn Se", ["N E"]), ("Ws Sw", [])], "S W"),
    "RV_H": ("RRSS", ["N E"], [], [("Wn Nw Es Se", []), ("Ne En", []), ("Ws Sw", [])], "S W"),
    "RV_I": ("FFSS", [], [], [("Wn Nw Ne En Es Se", []), ("Ws Sw", [])], "S W"),
    "RV_J": ("SFFF", [], [], [(ALL8, [])], "N"),
}
GARDEN_OF = {"Eg": "E", "Hg": "H", "Ig": "I", "Mg": "M", "Ng": "N", "Rg": "R", "Ug": "U", "Vg": "V"}
MONASTERIES = {"A", "B", "GM_C", "GM_E", "GM_G", "GM_H"}
DRAWINGS = {"GM_A": "cowshed", "GM_B": "water_tower", "GM_F": "highwaymen"}

Shape = tuple[
    str,
    frozenset[frozenset[str]],
    frozenset[tuple[frozenset[str], bool]],
    frozenset[tuple[frozenset[str], frozenset[frozenset[str]]]],
]


def expected_shape(row: Row) -> Shape:
    edges, roads, cities, fields = row
    return (
        edges,
        frozenset(frozenset(r.split()) for r in roads),
        frozenset((frozenset(c.split()), p) for c, p in cities),
        frozenset(
            (frozenset(f.split()), frozenset(frozenset(c.split()) for c in touched))
            for f, touched in fields
        ),
    )


def actual_shape(tile: TileDef) -> Shape:
    segs = tile.segments
    return (
        tile.edges,
        frozenset(frozenset(s.edges) for s in segs if s.kind == "road"),
        frozenset((frozenset(s.edges), s.pennants > 0) for s in segs if s.kind == "city"),
        frozenset(
            (frozenset(s.edges), frozenset(frozenset(segs[i].edges) for i in s.cities))
            for s in segs
            if s.kind == "field"
        ),
    )


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return load_catalogue()


def test_counts(catalogue: Catalogue) -> None:
    older = ("base", "goldmines", "river")
    counts = {code: t.count for code, t in catalogue.tiles.items() if t.expansion in older}
    assert counts == COUNTS | RIVER_COUNTS
    by_box = Counter[str]()
    for tile in catalogue.tiles.values():
        by_box[tile.expansion] += tile.count
    assert by_box == {
        "base": 72,
        "goldmines": 8,
        "river": 12,
        "inns_cathedrals": 18,
        "traders_builders": 24,
    }
    assert len(catalogue.box(goldmines=True)) == 79
    assert len(catalogue.box(goldmines=False)) == 71
    assert catalogue.start_code == "D"


def test_the_box_without_the_river_is_unchanged(catalogue: Catalogue) -> None:
    """River tiles never enter the land box; with the river, all four D are land tiles."""
    for goldmines in (True, False):
        box = catalogue.box(goldmines)
        assert not any(code.startswith("RV_") for code in box)
        assert Counter(box)["D"] == 3
        with_river = catalogue.box(goldmines, river=True)
        assert Counter(with_river) == Counter(box) + Counter({"D": 1})


@pytest.mark.parametrize("code", sorted(RIVER_TABLE))
def test_river_tile_shape(catalogue: Catalogue, code: str) -> None:
    edges, roads, cities, fields, river = RIVER_TABLE[code]
    tile = catalogue[code]
    assert actual_shape(tile) == expected_shape((edges, roads, cities, fields))
    rivers = [s for s in tile.segments if s.kind == "river"]
    assert [set(s.edges) for s in rivers] == [set(river.split())]
    assert tile.expansion == "river" and tile.is_river
    assert not (tile.gold or tile.pennants or tile.has_garden or tile.drawing)
    assert tile.has_monastery == (code == "RV_D")
    assert tile.bridge == (code in ("RV_D", "RV_E"))


def test_only_river_tiles_have_river_edges(catalogue: Catalogue) -> None:
    for tile in catalogue.tiles.values():
        assert tile.is_river == (tile.expansion == "river"), tile.code


def test_pennants_monasteries_gardens(catalogue: Catalogue) -> None:
    """The base game, The Gold Mines and The River (the expansions' own totals are checked in
    test_catalogue_expansions.py)."""
    tiles = [t for t in catalogue.tiles.values() if t.expansion in OLDER_BOXES]
    assert sum(t.pennants * t.count for t in tiles) == 10
    assert all(t.pennants in (0, 1) for t in catalogue.tiles.values())
    monks = Counter(t.expansion for t in tiles for _ in range(t.count) if t.has_monastery)
    assert monks == {"base": 6, "goldmines": 4, "river": 1}
    assert {t.code for t in tiles if t.has_monastery} == MONASTERIES | {"RV_D"}
    assert {t.code for t in tiles if t.has_garden} == set(GARDEN_OF)
    assert sum(t.count for t in tiles if t.has_garden) == 8


def test_only_the_expansions_have_inns_cathedrals_goods_and_inner_fields(
    catalogue: Catalogue,
) -> None:
    for tile in catalogue.tiles.values():
        if tile.expansion in OLDER_BOXES:
            segments = tile.segments
            assert not any(s.inn or s.cathedral or s.goods for s in segments), tile.code
            assert all(s.edges for s in segments if s.kind == "field"), tile.code


@pytest.mark.parametrize("code", sorted(TABLE))
def test_tile_shape(catalogue: Catalogue, code: str) -> None:
    assert actual_shape(catalogue[code]) == expected_shape(TABLE[code])


@pytest.mark.parametrize("code", sorted(GARDEN_OF))
def test_garden_copy_matches_plain(catalogue: Catalogue, code: str) -> None:
    plain, garden = catalogue[GARDEN_OF[code]], catalogue[code]
    assert actual_shape(garden) == actual_shape(plain)
    assert [s for s in garden.segments if s.kind != "garden"] == list(plain.segments)


def test_gold_tiles(catalogue: Catalogue) -> None:
    for tile in catalogue.tiles.values():
        if tile.expansion not in ("base", "goldmines"):
            assert not (tile.gold or tile.drawing), tile.code
            continue  # the river and the expansions: their own tests check the rest
        is_gold = tile.code.startswith("GM_")
        assert tile.gold == is_gold
        assert tile.expansion == ("goldmines" if is_gold else "base")
        assert tile.drawing == DRAWINGS.get(tile.code)
        assert tile.bridge == (tile.code in ("GM_D", "GM_F"))
        assert not (is_gold and (tile.pennants or tile.has_garden))


def test_segment_order(catalogue: Catalogue) -> None:
    order = ["city", "road", "river", "monastery", "garden", "field"]
    for tile in catalogue.tiles.values():
        ranks = [order.index(s.kind) for s in tile.segments]
        assert ranks == sorted(ranks), tile.code


def test_default_is_cached() -> None:
    assert load_catalogue() is load_catalogue()


def _corrupt(tmp_path: Path, old: str, new: str, name: str = "tiles.tsx") -> Path:
    """A copy of the catalogue map and tileset in ``tmp_path`` with ``old`` replaced by ``new``
    in the file ``name``; returns the map's path."""
    for each in ("catalogue.tmx", "tiles.tsx"):
        text = art_path(each).read_text(encoding="utf-8")
        if each == name:
            assert old in text
            text = text.replace(old, new, 1)
        (tmp_path / each).write_text(text, encoding="utf-8")
    return tmp_path / "catalogue.tmx"


def test_an_untouched_copy_loads_the_same(tmp_path: Path) -> None:
    assert load_catalogue(_corrupt(tmp_path, "", "")) == load_catalogue()


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('value="city N; road W E;', 'value="town N; road W E;', "tile 'D': unknown segment kind"),
        (
            'value="city N; road W E; field En Wn',
            'value="city N; road W E; field Ex Wn',
            "bad edge 'Ex'",
        ),
        ('<property name="edges" value="CRFR"/>', "", "tile 'D': missing properties edges"),
        ('value="CRFR"', 'value="CRRR"', "tile 'D': edge S is 'R' but lies in 0 road"),
        ('field Es Se Sw Ws"/>', 'field Es Se Sw"/>', "half-edge Ws"),
        ('value="2"', 'value="two"', "not an integer"),
        ('name="gold" type="bool" value="false"', 'name="gold" type="bool" value="maybe"', "bool"),
        ('name="count" type="int" value="4"', 'name="count" value="4"', "'count' is '4'"),
        ('<property name="code" value="D"/>', '<property name="code" value="C"/>', "'C' appears"),
        (
            '<property name="bridge"',
            '<property name="colour" value="red"/><property name="bridge"',
            "unknown property 'colour'",
        ),
        (
            f'tilecount="{TILE_KINDS}"',
            f'tilecount="{TILE_KINDS + 1}"',
            f"tilecount={TILE_KINDS + 1} but has {TILE_KINDS}",
        ),
        ('value="FSFS"', 'value="FSFF"', "tile 'RV_F': edge W is 'F' but lies in 1 river"),
        ('value="FSFS"', 'value="FCFS"', "tile 'RV_F': edge E is 'C' but lies in 0 city"),
        (
            'value="river E W; field Wn Nw Ne En; field Ws Sw Se Es"',
            'value="river E W; field Wn Nw Ne En Es; field Ws Sw Se"',
            "tile 'RV_F': field Wn Nw Ne En Es lies on both banks of the river E W",
        ),
        (
            'value="river E W; field Wn Nw Ne En; field Ws Sw Se Es"',
            'value="river E W; field Wn Nw Ne En Ws Sw Se Es"',
            "lies on both banks",
        ),
        (
            'value="river S W; field Wn Nw Ne En Es Se;',
            'value="river S; field Wn Nw Ne En Es Se;',
            "edge W is 'S' but lies in 0 river",
        ),
        (
            'value="road S W inn;',
            'value="road S W cathedral;',
            "tile 'IC_A': only a city can have a cathedral",
        ),
        (
            'value="city N W pennant; road E S inn;',
            'value="city N W pennant inn; road E S;',
            "tile 'IC_L': only a road can have",
        ),
        ('value="road S W inn;', 'value="road S W inn inn;', "at most one inn, cathedral or goods"),
        (
            'value="city N W grain;',
            'value="city N W grain cloth;',
            "tile 'TB_D': a segment has at most one inn, cathedral or goods symbol",
        ),
        ('value="city N W grain;', 'value="city N W silk;', "tile 'TB_D': bad edge 'silk'"),
        ('field Es -> 0 1"', 'field Es wine -> 0 1"', "tile 'TB_D': only a city can have a wine"),
        (
            'garden; field -> 0 1 2 3"',
            'garden; field"',
            "tile 'IC_H': an inner field must name the cities it touches",
        ),
        (
            'garden; field -> 0 1 2 3"',
            'garden; field -> 0 1 2 4"',
            "tile 'IC_H': field  refers to segment 4, which is not a city",
        ),
        ('garden; field -> 0 1 2 3"', 'garden; field -> 0 1 2 2"', "names a city twice"),
        ('value="city N W grain;', 'value="city N W grain; field Nw -> 0;', "segments must come"),
        ("</tileset>", "", "broken XML"),
        (
            "<grid ",
            '<image source="huge.png" width="100000000" height="100000000"/><grid ',
            "'tiles.tsx': the tileset holds an element 'image', which the game does not read",
        ),
        (
            '<tile id="3">',
            '<tile id="3"><animation><frame tileid="0" duration="1"/></animation>',
            "'tiles.tsx': tile '3': the tileset holds an element 'animation'",
        ),
        (
            '<tile id="3">',
            '<tile id="²">',
            "'tiles.tsx': tile '²': attribute 'id' is not an integer",
        ),
        (
            f'tilecount="{TILE_KINDS}"',
            'tilecount="' + "5" * 5000 + '"',
            "attribute 'tilecount' is not an",
        ),
        (
            'name="count" type="int" value="4"',
            'name="count" type="int" value="٤"',
            "not an integer",
        ),
        ("<tileset ", '<!DOCTYPE t [<!ENTITY a "b">]><tileset ', "may not declare a DOCTYPE"),
    ],
)
def test_corrupt_tileset(tmp_path: Path, old: str, new: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        load_catalogue(_corrupt(tmp_path, old, new))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("1,2,3,4,", "1,2,3,3,", "leaves out tile\\(s\\) D"),
        ("</map>", "", "broken XML"),
    ],
)
def test_corrupt_sheet(tmp_path: Path, old: str, new: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        load_catalogue(_corrupt(tmp_path, old, new, name="catalogue.tmx"))


def test_a_tile_shown_twice_on_the_sheet(tmp_path: Path) -> None:
    """One more row on the sheet, showing tile A (gid 1) a second time."""
    map_path = _corrupt(tmp_path, "", "", name="catalogue.tmx")
    text = map_path.read_text(encoding="utf-8")
    size = re.search(r'<layer [^>]*width="(\d+)" height="(\d+)"', text)
    assert size is not None
    width, height = int(size[1]), int(size[2])
    old, new = f'width="{width}" height="{height}"', f'width="{width}" height="{height + 1}"'
    assert text.count(old) == 2  # the map and its layer
    text = text.replace(old, new)
    text = text.replace("\n</data>", ",\n1" + ",0" * (width - 1) + "\n</data>")
    map_path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match="shows tile\\(s\\) A more than once"):
        load_catalogue(map_path)


def test_missing_files(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="catalogue map is missing"):
        load_catalogue(tmp_path / "catalogue.tmx")
    map_path = _corrupt(tmp_path, "", "")
    (tmp_path / "tiles.tsx").unlink()
    with pytest.raises(FileNotFoundError, match="the tileset tiles.tsx beside it is missing"):
        load_catalogue(map_path)


def test_the_engine_and_the_computer_players_import_no_pygame_and_no_interface() -> None:
    """The one check that the rules and the computer players stay pure: importing every module
    of both loads neither pygame nor pytmx (which imports pygame; they are handed a Catalogue
    value instead), nor the interface, the drawing code or the file loaders."""
    code = (
        "import pkgutil, importlib, sys, goldmines_desktop.engine as e, goldmines_desktop.ai as a\n"
        "for pkg in (e, a):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "above = ('pygame', 'pytmx', 'goldmines_desktop.ui', 'goldmines_desktop.render',"
        " 'goldmines_desktop.files')\n"
        "bad = [name for name in sys.modules if name.startswith(above)]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)
