"""Load the tile catalogue from the Tiled data in ``art/``, through pytmx.

``art/tiles.tsx`` is a Tiled 1.10 "collection of images" tileset with one ``<tile>`` per tile
kind; ``art/catalogue.tmx`` is a map (the tile sheet) that lays out every kind once, so the
catalogue can be opened and checked in Tiled. The game loads ``catalogue.tmx`` with the
``tiles.tsx`` beside it through ``tiled_files`` (which checks both before pytmx reads them) and
reads every tile's properties from pytmx; no image is loaded (the game paints its tiles itself,
see ``render.tileart``).

Each tile carries these custom properties: ``code`` (string), ``count`` (int), ``edges`` (string of
four ``C``/``R``/``F``/``S`` for N E S W; ``S`` is the river), ``segments`` (string, grammar below),
``pennants`` (int), ``monastery``, ``garden``, ``gold``, ``bridge`` (bool), ``drawing`` (string,
``""`` for none) and ``expansion`` (``"base"``, ``"goldmines"``, ``"river"``, ``"inns_cathedrals"``
or ``"traders_builders"``).

Segment grammar (the tile in its reference orientation)::

    segments := segment ( ";" segment )*
    segment  := KIND EDGE* MARK* [ "->" INDEX+ ]      tokens separated by spaces
    KIND     := road | city | river | monastery | garden | field
    EDGE     := N | E | S | W                       roads, cities, the river: edges touched
              | Nw | Ne | En | Es | Se | Sw | Ws | Wn   fields: half-edges touched
    MARK     := pennant | cathedral | wine | grain | cloth     a city's  |  inn     a road's

``pennant`` may follow a city's edges (once per pennant), ``cathedral`` marks a city with a
cathedral and ``wine``/``grain``/``cloth`` its goods symbol, ``inn`` a road with an inn; ``-> i j``
may end a field and lists the 0-based indices of the city segments of the same tile that the field
touches. Monasteries and gardens take no edges; a field with no edges is an inner field (it touches
no edge of its tile; it must name the cities it touches). The river is a segment nobody can claim;
where it runs from one edge to another it splits the tile's fields as a road does, so no field
touches both of its banks. Segments come in the order cities, roads, river, monastery, garden,
fields, and the engine names a segment by its index. Example, tile D::

    city N; road W E; field En Wn -> 0; field Es Se Sw Ws

pytmx imports pygame, so the engine and the computer players never import this module: they are
handed a ``Catalogue`` value.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from goldmines_desktop.engine import EDGES, HALF_EDGES, Catalogue, SegmentDef, SegmentKind, TileDef
from goldmines_desktop.files.resources import art_path
from goldmines_desktop.files.tiled_checks import TILESET, whole_number
from goldmines_desktop.files.tiled_files import read_map

CATALOGUE_MAP = "catalogue.tmx"
KIND_ORDER: tuple[SegmentKind, ...] = ("city", "road", "river", "monastery", "garden", "field")
EXPANSIONS = ("base", "goldmines", "river", "inns_cathedrals", "traders_builders")
GOODS_MARKS = ("wine", "grain", "cloth")
MARK_KINDS: dict[str, SegmentKind] = {"pennant": "city", "cathedral": "city", "inn": "road"}
MARK_KINDS |= dict.fromkeys(GOODS_MARKS, "city")
EDGE_KINDS: dict[str, SegmentKind] = {"C": "city", "R": "road", "S": "river"}
DRAWINGS = ("", "cowshed", "water_tower", "highwaymen")
# Property name -> the Python type pytmx gives for its Tiled type (string, int or bool).
PROPERTY_TYPES: dict[str, type] = {
    "code": str,
    "count": int,
    "edges": str,
    "segments": str,
    "pennants": int,
    "monastery": bool,
    "garden": bool,
    "gold": bool,
    "drawing": str,
    "bridge": bool,
    "expansion": str,
}
TILED_TYPE_NAMES = {str: "string", int: "int", bool: "bool"}
# Keys pytmx adds to a tile's properties from the <tile> element and its image, not properties.
PYTMX_TILE_KEYS = frozenset(
    {
        "id",
        "type",
        "class",
        "probability",
        "source",
        "trans",
        "width",
        "height",
        "frames",
        "colliders",
    }
)
PropValue = str | int | bool


def load_catalogue(path: Path | None = None) -> Catalogue:
    """Read and check the catalogue map at ``path`` (default: the game's ``art/catalogue.tmx``)
    and the tileset it references.

    Raises ``ValueError`` naming the tile and the problem when the data is malformed or
    inconsistent, ``FileNotFoundError`` when the map or its tileset is missing.
    """
    if path is None:
        return _default_catalogue()
    return _load(Path(path))


@cache
def _default_catalogue() -> Catalogue:
    return _load(art_path(CATALOGUE_MAP))


def _read_map(path: Path) -> Any:
    """The ``pytmx.TiledMap`` at ``path`` with the tileset ``tiles.tsx`` beside it, both checked
    by ``tiled_files`` before pytmx reads them."""
    if not path.is_file():
        raise FileNotFoundError(f"{path}: the tile catalogue map is missing")
    tileset = path.parent / TILESET
    if not tileset.is_file():
        raise FileNotFoundError(f"{path}: the tileset {TILESET} beside it is missing")
    return read_map(path, tileset)


def _load(path: Path) -> Catalogue:
    tiled = _read_map(path)
    if len(tiled.tilesets) != 1:
        raise ValueError(f"{path}: expected one tileset, found {len(tiled.tilesets)}")
    tileset = tiled.tilesets[0]
    # pytmx gid -> the tile's properties, for every <tile> of the tileset, in tileset order.
    by_gid = sorted(tiled.tile_properties.items(), key=lambda item: item[1]["id"])
    if tileset.tilecount != len(by_gid):
        raise ValueError(
            f"{path}: tileset {tileset.name!r} declares tilecount={tileset.tilecount} "
            f"but has {len(by_gid)} distinct tiles"
        )
    tiles: dict[str, TileDef] = {}
    code_of_gid: dict[int, str] = {}
    for gid, props in by_gid:
        tile = _parse_tile(props)
        if tile.code in tiles:
            raise ValueError(f"{path}: tile code {tile.code!r} appears twice")
        tiles[tile.code] = tile
        code_of_gid[gid] = tile.code
    _check_sheet(path, tiled, code_of_gid)
    catalogue = Catalogue(tiles=tiles)
    if catalogue.start_code not in tiles:
        raise ValueError(f"{path}: the start tile {catalogue.start_code!r} is missing")
    return catalogue


def _check_sheet(path: Path, tiled: Any, code_of_gid: dict[int, str]) -> None:
    """The map is a tile sheet: every tile kind exactly once, nothing else."""
    shown: Counter[str] = Counter()
    for layer in tiled.visible_tile_layers:
        for _x, _y, gid in tiled.layers[layer].iter_data():
            if gid:
                shown[code_of_gid.get(gid, f"gid {gid}")] += 1
    missing = [code for code in code_of_gid.values() if not shown[code]]
    if missing:
        raise ValueError(f"{path}: the tile sheet leaves out tile(s) {', '.join(missing)}")
    twice = sorted(code for code, n in shown.items() if n > 1)
    if twice:
        raise ValueError(f"{path}: the tile sheet shows tile(s) {', '.join(twice)} more than once")


def _parse_tile(raw: dict[str, Any]) -> TileDef:
    """One tile's pytmx properties to a checked ``TileDef``."""
    code = raw.get("code")
    label = f"tile {code!r}" if isinstance(code, str) and code else f"tile id={raw.get('id')!r}"
    props = _properties(raw, label)
    code = str(props["code"])
    try:
        segments = parse_segments(str(props["segments"]))
        tile = TileDef(
            code=code,
            count=int(props["count"]),
            edges=str(props["edges"]),
            segments=segments,
            gold=bool(props["gold"]),
            drawing=str(props["drawing"]) or None,
            bridge=bool(props["bridge"]),
            expansion=str(props["expansion"]),
        )
        _check_tile(tile, props)
    except ValueError as exc:
        raise ValueError(f"{label}: {exc}") from exc
    return tile


def _properties(raw: dict[str, Any], label: str) -> dict[str, PropValue]:
    """The tile's custom properties, type-checked; every property of ``PROPERTY_TYPES`` is
    required and no other may appear."""
    unknown = sorted(set(raw) - set(PROPERTY_TYPES) - PYTMX_TILE_KEYS)
    if unknown:
        raise ValueError(f"{label}: unknown property {unknown[0]!r}")
    missing = sorted(set(PROPERTY_TYPES) - set(raw))
    if missing:
        raise ValueError(f"{label}: missing properties {', '.join(missing)}")
    props: dict[str, PropValue] = {}
    for name, expected in PROPERTY_TYPES.items():
        value: Any = raw[name]
        if value is None and expected is str:
            value = ""  # pytmx reads an empty string property as None
        # bool is a subclass of int, so an int property must not be a bool.
        fits = isinstance(value, expected) and (expected is bool or not isinstance(value, bool))
        if not fits:
            raise ValueError(
                f"{label}: property {name!r} is {value!r}, expected Tiled type "
                f"{TILED_TYPE_NAMES[expected]!r}"
            )
        props[name] = value
    return props


def parse_segments(text: str) -> tuple[SegmentDef, ...]:
    """Parse a ``segments`` property (see the module docstring) without cross-checks."""
    parts = [part.strip() for part in text.split(";")]
    if not text.strip() or any(not part for part in parts):
        raise ValueError(f"empty segment in {text!r}")
    return tuple(_parse_segment(part) for part in parts)


def _parse_segment(text: str) -> SegmentDef:
    kind, *tokens = text.split()
    if kind not in KIND_ORDER:
        raise ValueError(f"unknown segment kind {kind!r} in {text!r}")
    cities: tuple[int, ...] = ()
    if "->" in tokens:
        at = tokens.index("->")
        tokens, refs = tokens[:at], tokens[at + 1 :]
        if kind != "field" or not refs or any(whole_number(r, 0, 99) is None for r in refs):
            raise ValueError(f"bad city reference in {text!r}")
        cities = tuple(int(r) for r in refs)
    marks = [t for t in tokens if t in MARK_KINDS]
    for mark in marks:
        if kind != MARK_KINDS[mark]:
            raise ValueError(f"only a {MARK_KINDS[mark]} can have a {mark}: {text!r}")
    goods = [m for m in marks if m in GOODS_MARKS]
    if len(goods) > 1 or marks.count("cathedral") > 1 or marks.count("inn") > 1:
        raise ValueError(f"a segment has at most one inn, cathedral or goods symbol: {text!r}")
    pennants = marks.count("pennant")
    edges = tuple(t for t in tokens if t not in MARK_KINDS)
    allowed = {"road": EDGES, "city": EDGES, "river": EDGES, "field": HALF_EDGES}.get(kind, ())
    for edge in edges:
        if edge not in allowed:
            raise ValueError(f"bad edge {edge!r} for a {kind} in {text!r}")
    if len(set(edges)) != len(edges):
        raise ValueError(f"repeated edge in {text!r}")
    if kind in ("road", "city", "river") and not edges:
        raise ValueError(f"a {kind} must touch at least one edge: {text!r}")
    if kind == "field" and not edges and not cities:
        raise ValueError(f"an inner field must name the cities it touches: {text!r}")
    return SegmentDef(
        kind=kind,
        edges=edges,
        pennants=pennants,
        cities=cities,
        inn="inn" in marks,
        cathedral="cathedral" in marks,
        goods=goods[0] if goods else "",
    )


def _check_tile(tile: TileDef, props: dict[str, PropValue]) -> None:
    """Cross-check the properties of one tile against each other and its segments."""
    if tile.count < 1:
        raise ValueError(f"count {tile.count} must be at least 1")
    if tile.expansion not in EXPANSIONS:
        raise ValueError(f"unknown expansion {tile.expansion!r}")
    if (tile.drawing or "") not in DRAWINGS:
        raise ValueError(f"unknown drawing {tile.drawing!r}")
    if props["pennants"] != tile.pennants:
        raise ValueError(f"pennants={props['pennants']} but the segments have {tile.pennants}")
    if props["monastery"] != tile.has_monastery:
        raise ValueError(f"monastery={props['monastery']} disagrees with the segments")
    if props["garden"] != tile.has_garden:
        raise ValueError(f"garden={props['garden']} disagrees with the segments")
    _check_order(tile.segments)
    _check_edges(tile)
    _check_fields(tile)
    _check_river(tile)


def _check_order(segments: tuple[SegmentDef, ...]) -> None:
    ranks = [KIND_ORDER.index(s.kind) for s in segments]
    if ranks != sorted(ranks):
        raise ValueError("segments must come in the order " + ", ".join(KIND_ORDER))
    counts = Counter(s.kind for s in segments)
    if counts["monastery"] > 1 or counts["garden"] > 1 or counts["river"] > 1:
        raise ValueError("at most one monastery, one garden and one river per tile")


def _check_edges(tile: TileDef) -> None:
    """Each C edge lies in exactly one city, each R edge in one road, each S edge in the river,
    F edges in none of them."""
    if len(tile.edges) != 4 or any(k not in "CRFS" for k in tile.edges):
        raise ValueError(f"edges {tile.edges!r} must be four of C, R, F, S")
    for kind_letter, kind in EDGE_KINDS.items():
        covered = Counter(e for s in tile.segments if s.kind == kind for e in s.edges)
        for edge, letter in zip(EDGES, tile.edges, strict=True):
            expected = 1 if letter == kind_letter else 0
            if covered[edge] != expected:
                raise ValueError(
                    f"edge {edge} is {letter!r} but lies in {covered[edge]} {kind} segment(s)"
                )


def _check_fields(tile: TileDef) -> None:
    """Half-edges of F, R and S edges lie in exactly one field, of C edges in none."""
    covered = Counter(h for s in tile.segments if s.kind == "field" for h in s.edges)
    for half in HALF_EDGES:
        letter = tile.edges[EDGES.index(half[0])]
        expected = 0 if letter == "C" else 1
        if covered[half] != expected:
            raise ValueError(
                f"half-edge {half} (edge {letter!r}) lies in {covered[half]} "
                f"field segment(s), expected {expected}"
            )
    for segment in tile.segments:
        for index in segment.cities:
            if index >= len(tile.segments) or tile.segments[index].kind != "city":
                raise ValueError(
                    f"field {' '.join(segment.edges)} refers to segment {index}, "
                    "which is not a city"
                )
        if len(set(segment.cities)) != len(segment.cities):
            raise ValueError(f"field {' '.join(segment.edges)} names a city twice")


def _check_river(tile: TileDef) -> None:
    """A river from one edge to another splits the tile in two banks: no field touches both.
    (A river touching one edge, the spring or the lake, has the field wrap round it.)"""
    river = next((s for s in tile.segments if s.kind == "river"), None)
    if river is None or len(river.edges) < 2:
        return
    if len(river.edges) > 2:
        raise ValueError(f"the river touches {len(river.edges)} edges (at most 2)")
    first, second = sorted(EDGES.index(e) for e in river.edges)
    # Half-edges clockwise from just after the first river edge to the second one: one bank.
    bank = set(HALF_EDGES[2 * first + 1 : 2 * second + 1])
    for segment in tile.segments:
        if segment.kind == "field" and bank & set(segment.edges) and set(segment.edges) - bank:
            raise ValueError(
                f"field {' '.join(segment.edges)} lies on both banks of the river "
                f"{' '.join(river.edges)}"
            )
