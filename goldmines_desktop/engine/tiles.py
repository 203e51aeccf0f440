"""Tile definitions as plain values, and their rotations.

The catalogue itself is authored as Tiled data under ``art/`` and read by
``goldmines_desktop.files.catalogue``; the engine only sees the values defined here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

EDGES: tuple[str, ...] = ("N", "E", "S", "W")
HALF_EDGES: tuple[str, ...] = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")
OPPOSITE_EDGE = {"N": "S", "E": "W", "S": "N", "W": "E"}
# The half-edge of the neighbour that touches this half-edge (Nw lies against the south
# neighbour-side Sw of the tile to the north, and so on).
OPPOSITE_HALF = {
    "Nw": "Sw",
    "Ne": "Se",
    "En": "Wn",
    "Es": "Ws",
    "Se": "Ne",
    "Sw": "Nw",
    "Ws": "Es",
    "Wn": "En",
}
EDGE_OFFSET = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
ROTATIONS: tuple[int, ...] = (0, 90, 180, 270)

SegmentKind = Literal["road", "city", "river", "field", "monastery", "garden"]
EdgeKind = Literal["C", "R", "F", "S"]  # S: the river (a stream), which meets only S


@dataclass(frozen=True)
class SegmentDef:
    """One feature segment of a tile in its reference orientation.

    ``edges`` are edge names (``N``..``W``) for roads, cities and the river, half-edge names
    (``Nw``..``Wn``) for fields and empty for monasteries, gardens and an inner field (one that
    touches no edge of its tile: it joins no other tile's field). ``cities`` lists, for a
    field, the indices (into the tile's segments) of the city segments it touches.
    """

    kind: SegmentKind
    edges: tuple[str, ...] = ()
    pennants: int = 0
    cities: tuple[int, ...] = ()
    inn: bool = False  # a road with an inn (Inns & Cathedrals)
    cathedral: bool = False  # a city with a cathedral (Inns & Cathedrals)
    goods: str = ""  # a city's goods symbol (Traders & Builders): "wine", "grain" or "cloth"


@dataclass(frozen=True)
class TileDef:
    """A kind of tile: its code, how many are in the box and its segments at rotation 0."""

    code: str
    count: int
    edges: str  # edge kinds N, E, S, W, e.g. "CRFR"
    segments: tuple[SegmentDef, ...]
    gold: bool = False
    drawing: str | None = None  # "cowshed", "water_tower" or "highwaymen"
    bridge: bool = False  # a road crosses another feature without joining it
    expansion: str = "base"  # "base", "goldmines", "river", "inns_cathedrals", "traders_builders"

    def __hash__(self) -> int:
        # Tile kinds key the engine's caches (rotations, fits) many times a turn: hashing every
        # segment each time showed in profiles. Equal tiles still hash equal.
        return hash((self.code, self.edges))

    @property
    def is_river(self) -> bool:
        """A river tile: it has river edges, so it is placed by the river's rules."""
        return "S" in self.edges

    @property
    def has_monastery(self) -> bool:
        return any(s.kind == "monastery" for s in self.segments)

    @property
    def has_garden(self) -> bool:
        return any(s.kind == "garden" for s in self.segments)

    @property
    def pennants(self) -> int:
        return sum(s.pennants for s in self.segments)


def rotate_edge(name: str, rotation: int) -> str:
    """Where edge or half-edge ``name`` faces after turning the tile clockwise."""
    steps = (rotation // 90) % 4
    if len(name) == 1:
        return EDGES[(EDGES.index(name) + steps) % 4]
    return HALF_EDGES[(HALF_EDGES.index(name) + 2 * steps) % 8]


@dataclass(frozen=True)
class Catalogue:
    """All tile kinds of the game, by code, plus the code of the start tile (read-only: the
    tiles are kept in a read-only mapping)."""

    tiles: Mapping[str, TileDef]
    start_code: str = "D"

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", MappingProxyType(dict(self.tiles)))

    def __reduce__(self) -> tuple[type[Catalogue], tuple[dict[str, TileDef], str]]:
        return Catalogue, (dict(self.tiles), self.start_code)

    def __getitem__(self, code: str) -> TileDef:
        return self.tiles[code]

    def __contains__(self, code: object) -> bool:
        return code in self.tiles

    def box(self, goldmines: bool, river: bool = False, extra: tuple[str, ...] = ()) -> list[str]:
        """Every land tile code in the box, one entry per copy, without the start tile; with
        ``river`` the spring is the start tile, so every copy of the usual start tile is in.
        River tiles are never part of it (the river deals them apart); the tiles of other
        expansions only when ``extra`` names them (``"inns_cathedrals"``, ...)."""
        kept = ("base", *(("goldmines",) if goldmines else ()), *extra)
        codes: list[str] = []
        for tile in self.tiles.values():
            if tile.expansion not in kept:
                continue
            n = tile.count - (1 if tile.code == self.start_code and not river else 0)
            codes.extend([tile.code] * n)
        return codes
