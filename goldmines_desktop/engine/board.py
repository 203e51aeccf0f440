"""Tiles on the board: rotated tile data, edge matching and the frontier of open positions."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from .tiles import (
    EDGE_OFFSET,
    EDGES,
    HALF_EDGES,
    SegmentKind,
    TileDef,
    rotate_edge,
)

Pos = tuple[int, int]
Constraint = tuple[str | None, str | None, str | None, str | None]
EDGE_WORDS = {"C": "city", "R": "road", "F": "field", "S": "river"}
EDGE_LONG = {"N": "north", "E": "east", "S": "south", "W": "west"}
NEIGHBOURS_8: tuple[Pos, ...] = (
    (-1, -1),
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
)


@dataclass(frozen=True, slots=True)
class Segment:
    """A segment of a tile as it lies on the board (edges already rotated)."""

    kind: SegmentKind
    edges: tuple[str, ...]
    pennants: int
    cities: tuple[int, ...]
    name: str  # as seen on the board: first edge (N E S W), first half-edge, or the kind
    inn: bool = False  # a road with an inn
    cathedral: bool = False  # a city with a cathedral
    goods: str = ""  # a city's goods symbol: "wine", "grain", "cloth" or ""


@dataclass(frozen=True, slots=True)
class Rotated:
    """A tile kind turned to one rotation: what the board needs to know about it."""

    tile: TileDef
    rotation: int
    edges: tuple[str, str, str, str]
    segments: tuple[Segment, ...]
    edge_segment: Mapping[str, int]  # read-only mappings, like everything a placed tile holds
    half_segment: Mapping[str, int]
    names: Mapping[str, int]  # every location alias -> segment index

    def __reduce__(self) -> tuple[Callable[[TileDef, int], Rotated], tuple[TileDef, int]]:
        """A pickle names the tile and the rotation; the receiving side turns the tile again."""
        return rotated, (self.tile, self.rotation)

    @property
    def code(self) -> str:
        return self.tile.code

    def segment_index(self, location: str) -> int | None:
        return self.names.get(location)


def _canonical_name(kind: str, edges: tuple[str, ...]) -> str:
    if kind in ("monastery", "garden") or not edges:
        return kind  # an inner field (it touches no edge) is named "field"
    order = HALF_EDGES if kind == "field" else EDGES
    return min(edges, key=order.index)


@cache
def rotated(tile: TileDef, rotation: int) -> Rotated:
    """The tile turned clockwise by ``rotation`` degrees (cached)."""
    steps = (rotation // 90) % 4
    edges = tuple(tile.edges[(i - steps) % 4] for i in range(4))
    segments: list[Segment] = []
    edge_segment: dict[str, int] = {}
    half_segment: dict[str, int] = {}
    names: dict[str, int] = {}
    for index, seg in enumerate(tile.segments):
        turned = tuple(rotate_edge(e, rotation) for e in seg.edges)
        name = _canonical_name(seg.kind, turned)
        segments.append(
            Segment(
                seg.kind, turned, seg.pennants, seg.cities, name, seg.inn, seg.cathedral, seg.goods
            )
        )
        target = half_segment if seg.kind == "field" else edge_segment
        for e in turned:
            target[e] = index
            names[e] = index
        names[name] = index
        if seg.kind == "field" and not turned:
            names["inner"] = index  # the inner field also answers to "inner"
    return Rotated(
        tile,
        rotation,
        (edges[0], edges[1], edges[2], edges[3]),
        tuple(segments),
        MappingProxyType(edge_segment),
        MappingProxyType(half_segment),
        MappingProxyType(names),
    )


def neighbour(pos: Pos, edge: str) -> Pos:
    dx, dy = EDGE_OFFSET[edge]
    return (pos[0] + dx, pos[1] + dy)


def constraint_at(board: Mapping[Pos, Rotated], pos: Pos) -> Constraint:
    """For each edge of an empty position, the edge kind its neighbour shows there (or None)."""
    x, y = pos
    north, east = board.get((x, y - 1)), board.get((x + 1, y))
    south, west = board.get((x, y + 1)), board.get((x - 1, y))
    return (
        None if north is None else north.edges[2],
        None if east is None else east.edges[3],
        None if south is None else south.edges[0],
        None if west is None else west.edges[1],
    )


class FitTable(dict[Constraint, tuple[int, ...]]):
    """For one tile kind's edges: constraint -> the rotations that fit it (filled on demand)."""

    def __init__(self, edges: str) -> None:
        super().__init__()
        self.edges = edges

    def __missing__(self, constraint: Constraint) -> tuple[int, ...]:
        found = self[constraint] = _rotations_fitting(self.edges, constraint)
        return found


_FIT_TABLES: dict[str, FitTable] = {}


def fit_table(tile: TileDef) -> FitTable:
    """The fit table of a tile kind (only the edge kinds decide a fit, so it is keyed by them)."""
    table = _FIT_TABLES.get(tile.edges)
    if table is None:
        table = _FIT_TABLES[tile.edges] = FitTable(tile.edges)
    return table


def fits(tile: TileDef, constraint: Constraint) -> tuple[int, ...]:
    """The rotations in which ``tile`` matches every neighbour edge of ``constraint``."""
    return fit_table(tile)[constraint]


def _rotations_fitting(edges: str, constraint: Constraint) -> tuple[int, ...]:
    found = []
    for steps, rotation in enumerate((0, 90, 180, 270)):
        turned = tuple(edges[(i - steps) % 4] for i in range(4))
        if all(c is None or c == e for c, e in zip(constraint, turned, strict=True)):
            found.append(rotation)
    return tuple(found)


def misfit(tile: Rotated, constraint: Constraint) -> tuple[str, str, str] | None:
    """The first edge where a rotated tile does not fit: the edge (N, E, S, W), what the tile
    has there and what the neighbour has (C, R, F, S); None when it fits."""
    for i, need in enumerate(constraint):
        if need is not None and need != tile.edges[i]:
            return EDGES[i], tile.edges[i], need
    return None


def mismatch(edge: str, have: str, need: str) -> str:
    """A ``misfit`` in English words (the record's contract: "east edge is road, neighbour
    has city")."""
    return f"{EDGE_LONG[edge]} edge is {EDGE_WORDS[have]}, neighbour has {EDGE_WORDS[need]}"


def update_frontier(
    frontier: dict[Pos, Constraint],
    board: dict[Pos, Rotated],
    placed: Pos,
    by_constraint: dict[Constraint, dict[Pos, None]],
    owned: set[Constraint],
) -> None:
    """Refresh the open positions around a tile just placed (in place), and the same positions
    grouped by constraint (so a tile's placements are found per kind of gap, not per gap).

    The groups are copy-on-write: a group whose constraint is not in ``owned`` may be shared
    with another board, so it is copied before it changes (a board copy then copies one
    dictionary, not every group)."""
    _ungroup(by_constraint, placed, frontier.pop(placed, None), owned)
    for edge in EDGES:
        pos = neighbour(placed, edge)
        if pos not in board:
            _ungroup(by_constraint, pos, frontier.get(pos), owned)
            constraint = frontier[pos] = constraint_at(board, pos)
            group = by_constraint.get(constraint)
            if group is None or constraint not in owned:
                group = by_constraint[constraint] = dict(group or {})
                owned.add(constraint)
            group[pos] = None


def _ungroup(
    by_constraint: dict[Constraint, dict[Pos, None]],
    pos: Pos,
    constraint: Constraint | None,
    owned: set[Constraint],
) -> None:
    if constraint is None:
        return
    group = by_constraint[constraint]
    if len(group) == 1:
        del by_constraint[constraint]
        return
    if constraint not in owned:
        group = by_constraint[constraint] = dict(group)
        owned.add(constraint)
    del group[pos]
