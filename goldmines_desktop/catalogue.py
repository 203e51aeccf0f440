"""Load the tile catalogue from the Tiled tileset ``art/tiles.tsx``.

The tileset is a Tiled 1.10 "collection of images" with one ``<tile>`` per tile kind. Each tile
carries these custom properties: ``code`` (string), ``count`` (int), ``edges`` (string of four
``C``/``R``/``F`` for N E S W), ``segments`` (string, grammar below), ``pennants`` (int),
``monastery``, ``garden``, ``gold``, ``bridge`` (bool), ``drawing`` (string, ``""`` for none)
and ``expansion`` (``"base"`` or ``"goldmines"``).

Segment grammar (the tile in its reference orientation)::

    segments := segment ( ";" segment )*
    segment  := KIND EDGE* [ "pennant" ] [ "->" INDEX+ ]      tokens separated by spaces
    KIND     := road | city | monastery | garden | field
    EDGE     := N | E | S | W                                  roads and cities: edges touched
              | Nw | Ne | En | Es | Se | Sw | Ws | Wn          fields: half-edges touched

``pennant`` may follow a city's edges (once per pennant); ``-> i j`` may end a field and lists the
0-based indices of the city segments of the same tile that the field touches. Monasteries and
gardens take no edges. Segments come in the order cities, roads, monastery, garden, fields, and
the engine names a segment by its index. Example, tile D::

    city N; road W E; field En Wn -> 0; field Es Se Sw Ws

pytmx cannot load a standalone ``.tsx``, so this module parses it with ElementTree; it must not
import pygame, because the engine and its tests use it headless.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from functools import cache
from pathlib import Path

from goldmines_desktop.engine.tiles import (
    EDGES,
    HALF_EDGES,
    Catalogue,
    SegmentDef,
    SegmentKind,
    TileDef,
)
from goldmines_desktop.resources import art_path

KIND_ORDER: tuple[SegmentKind, ...] = ("city", "road", "monastery", "garden", "field")
EXPANSIONS = ("base", "goldmines")
DRAWINGS = ("", "cowshed", "water_tower", "highwaymen")
# Property name -> Tiled type ("string" is written without a type attribute).
PROPERTY_TYPES = {
    "code": "string",
    "count": "int",
    "edges": "string",
    "segments": "string",
    "pennants": "int",
    "monastery": "bool",
    "garden": "bool",
    "gold": "bool",
    "drawing": "string",
    "bridge": "bool",
    "expansion": "string",
}
PropValue = str | int | bool


def load_catalogue(path: Path | None = None) -> Catalogue:
    """Read and check the tileset at ``path`` (default: the game's ``art/tiles.tsx``).

    Raises ``ValueError`` naming the tile and the problem when the data is malformed or
    inconsistent, ``FileNotFoundError`` when the file is missing.
    """
    if path is None:
        return _default_catalogue()
    return _load(Path(path))


@cache
def _default_catalogue() -> Catalogue:
    return _load(art_path("tiles.tsx"))


def _load(path: Path) -> Catalogue:
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise ValueError(f"{path}: not valid XML: {exc}") from exc
    if root.tag != "tileset":
        raise ValueError(f"{path}: root element is <{root.tag}>, expected <tileset>")
    elements = root.findall("tile")
    declared = root.get("tilecount")
    if declared != str(len(elements)):
        raise ValueError(f"{path}: tilecount={declared!r} but {len(elements)} <tile> elements")
    tiles: dict[str, TileDef] = {}
    for element in elements:
        tile = _parse_tile(element)
        if tile.code in tiles:
            raise ValueError(f"{path}: tile code {tile.code!r} appears twice")
        tiles[tile.code] = tile
    catalogue = Catalogue(tiles=tiles)
    if catalogue.start_code not in tiles:
        raise ValueError(f"{path}: the start tile {catalogue.start_code!r} is missing")
    return catalogue


def _parse_tile(element: ET.Element) -> TileDef:
    """One ``<tile>`` element to a checked ``TileDef``."""
    label = f"tile id={element.get('id')!r}"
    props = _properties(element, label)
    code = str(props["code"])
    label = f"tile {code!r}"
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


def _properties(element: ET.Element, label: str) -> dict[str, PropValue]:
    """The tile's custom properties, typed; every property of ``PROPERTY_TYPES`` is required."""
    props: dict[str, PropValue] = {}
    for prop in element.iterfind("properties/property"):
        name = prop.get("name", "")
        if name not in PROPERTY_TYPES:
            raise ValueError(f"{label}: unknown property {name!r}")
        kind = prop.get("type", "string")
        if kind != PROPERTY_TYPES[name]:
            raise ValueError(
                f"{label}: property {name!r} has type {kind!r}, expected {PROPERTY_TYPES[name]!r}"
            )
        props[name] = _typed(prop.get("value", ""), kind, f"{label}: property {name!r}")
    missing = sorted(set(PROPERTY_TYPES) - set(props))
    if missing:
        raise ValueError(f"{label}: missing properties {', '.join(missing)}")
    return props


def _typed(raw: str, kind: str, label: str) -> PropValue:
    if kind == "int":
        try:
            return int(raw)
        except ValueError:
            raise ValueError(f"{label}: {raw!r} is not an integer") from None
    if kind == "bool":
        if raw not in ("true", "false"):
            raise ValueError(f"{label}: {raw!r} is not true or false")
        return raw == "true"
    return raw


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
        if kind != "field" or not refs or not all(r.isdigit() for r in refs):
            raise ValueError(f"bad city reference in {text!r}")
        cities = tuple(int(r) for r in refs)
    pennants = tokens.count("pennant")
    if pennants and kind != "city":
        raise ValueError(f"only a city can have a pennant: {text!r}")
    edges = tuple(t for t in tokens if t != "pennant")
    allowed = {"road": EDGES, "city": EDGES, "field": HALF_EDGES}.get(kind, ())
    for edge in edges:
        if edge not in allowed:
            raise ValueError(f"bad edge {edge!r} for a {kind} in {text!r}")
    if len(set(edges)) != len(edges):
        raise ValueError(f"repeated edge in {text!r}")
    if kind in ("road", "city", "field") and not edges:
        raise ValueError(f"a {kind} must touch at least one edge: {text!r}")
    return SegmentDef(kind=kind, edges=edges, pennants=pennants, cities=cities)


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


def _check_order(segments: tuple[SegmentDef, ...]) -> None:
    ranks = [KIND_ORDER.index(s.kind) for s in segments]
    if ranks != sorted(ranks):
        raise ValueError("segments must come in the order " + ", ".join(KIND_ORDER))
    counts = Counter(s.kind for s in segments)
    if counts["monastery"] > 1 or counts["garden"] > 1:
        raise ValueError("at most one monastery and one garden per tile")


def _check_edges(tile: TileDef) -> None:
    """Each C edge lies in exactly one city, each R edge in one road, F edges in neither."""
    if len(tile.edges) != 4 or any(k not in "CRF" for k in tile.edges):
        raise ValueError(f"edges {tile.edges!r} must be four of C, R, F")
    for kind_letter, kind in (("C", "city"), ("R", "road")):
        covered = Counter(e for s in tile.segments if s.kind == kind for e in s.edges)
        for edge, letter in zip(EDGES, tile.edges, strict=True):
            expected = 1 if letter == kind_letter else 0
            if covered[edge] != expected:
                raise ValueError(
                    f"edge {edge} is {letter!r} but lies in {covered[edge]} {kind} segment(s)"
                )


def _check_fields(tile: TileDef) -> None:
    """Half-edges of F and R edges lie in exactly one field, of C edges in none."""
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
