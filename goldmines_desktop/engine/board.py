"""Tiles on the board: rotated tile data, edge matching and the frontier of open positions."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .tiles import (
    EDGE_OFFSET,
    EDGES,
    HALF_EDGES,
    OPPOSITE_EDGE,
    SegmentKind,
    TileDef,
    rotate_edge,
)

Pos = tuple[int, int]
Constraint = tuple[str | None, str | None, str | None, str | None]
EDGE_WORDS = {"C": "city", "R": "road", "F": "field"}
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


@dataclass(frozen=True, slots=True)
class Rotated:
    """A tile kind turned to one rotation: what the board needs to know about it."""

    tile: TileDef
    rotation: int
    edges: tuple[str, str, str, str]
    segments: tuple[Segment, ...]
    edge_segment: dict[str, int]
    half_segment: dict[str, int]
    names: dict[str, int]  # every location alias -> segment index

    @property
    def code(self) -> str:
        return self.tile.code

    def segment_index(self, location: str) -> int | None:
        return self.names.get(location)


def _canonical_name(kind: str, edges: tuple[str, ...]) -> str:
    if kind in ("monastery", "garden"):
        return kind
    order = EDGES if kind in ("road", "city") else HALF_EDGES
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
        segments.append(Segment(seg.kind, turned, seg.pennants, seg.cities, name))
        target = half_segment if seg.kind == "field" else edge_segment
        for e in turned:
            target[e] = index
            names[e] = index
        names[name] = index
    return Rotated(
        tile,
        rotation,
        (edges[0], edges[1], edges[2], edges[3]),
        tuple(segments),
        edge_segment,
        half_segment,
        names,
    )


def neighbour(pos: Pos, edge: str) -> Pos:
    dx, dy = EDGE_OFFSET[edge]
    return (pos[0] + dx, pos[1] + dy)


def constraint_at(board: dict[Pos, Rotated], pos: Pos) -> Constraint:
    """For each edge of an empty position, the edge kind its neighbour shows there (or None)."""
    found: list[str | None] = []
    for edge in EDGES:
        other = board.get(neighbour(pos, edge))
        found.append(None if other is None else other.edges[EDGES.index(OPPOSITE_EDGE[edge])])
    return (found[0], found[1], found[2], found[3])


def fits(tile: TileDef, constraint: Constraint) -> tuple[int, ...]:
    """The rotations in which ``tile`` matches every neighbour edge of ``constraint``."""
    return _fits(tile, constraint)


@cache
def _fits(tile: TileDef, constraint: Constraint) -> tuple[int, ...]:
    found = []
    for rotation in (0, 90, 180, 270):
        edges = rotated(tile, rotation).edges
        if all(c is None or c == e for c, e in zip(constraint, edges, strict=True)):
            found.append(rotation)
    return tuple(found)


def mismatch(tile: Rotated, constraint: Constraint) -> str:
    """Why a rotated tile does not fit, in words (first mismatching edge)."""
    for i, need in enumerate(constraint):
        if need is not None and need != tile.edges[i]:
            return (
                f"{EDGE_LONG[EDGES[i]]} edge is {EDGE_WORDS[tile.edges[i]]}, "
                f"neighbour has {EDGE_WORDS[need]}"
            )
    return "it fits"


def update_frontier(
    frontier: dict[Pos, Constraint], board: dict[Pos, Rotated], placed: Pos
) -> None:
    """Refresh the open positions around a tile just placed (in place)."""
    frontier.pop(placed, None)
    for edge in EDGES:
        pos = neighbour(placed, edge)
        if pos not in board:
            frontier[pos] = constraint_at(board, pos)
