"""Features across tiles: creating segments' features and merging them as tiles are placed."""

from __future__ import annotations

from .board import NEIGHBOURS_8, Pos, Rotated, neighbour, update_frontier
from .state import Feature, GameState, SegRef
from .tiles import EDGES, OPPOSITE_EDGE, OPPOSITE_HALF

HALVES = {"N": ("Nw", "Ne"), "E": ("En", "Es"), "S": ("Se", "Sw"), "W": ("Ws", "Wn")}


def place_tile(state: GameState, pos: Pos, tile: Rotated) -> None:
    """Put a tile on the board and join its segments to the features around it (in place)."""
    state.board[pos] = tile
    state.order = (*state.order, pos)
    _add_segments(state, pos, tile)
    for edge in EDGES:
        other_pos = neighbour(pos, edge)
        other = state.board.get(other_pos)
        if other is not None:
            _join_edge(state, pos, tile, edge, other_pos, other)
    update_frontier(state.frontier, state.board, pos)


def _add_segments(state: GameState, pos: Pos, tile: Rotated) -> None:
    x, y = pos
    for index, seg in enumerate(tile.segments):
        ref = (x, y, index)
        fid = state.next_id
        state.next_id += 1
        cities = frozenset((x, y, c) for c in seg.cities)
        open_edges = len(seg.edges) if seg.kind in ("road", "city") else 0
        state.features[fid] = Feature(
            fid,
            seg.kind,
            frozenset((ref,)),
            frozenset((pos,)),
            open_edges,
            seg.pennants,
            (),
            cities,
        )
        state.seg_feature[ref] = fid


def _join_edge(
    state: GameState, pos: Pos, tile: Rotated, edge: str, other_pos: Pos, other: Rotated
) -> None:
    back = OPPOSITE_EDGE[edge]
    if edge in tile.edge_segment:
        mine = (*pos, tile.edge_segment[edge])
        theirs = (*other_pos, other.edge_segment[back])
        _merge(state, mine, theirs)
    for half in HALVES[edge]:
        if half in tile.half_segment:
            mine = (*pos, tile.half_segment[half])
            theirs = (*other_pos, other.half_segment[OPPOSITE_HALF[half]])
            _merge(state, mine, theirs, closes=0)


def _merge(state: GameState, a: SegRef, b: SegRef, closes: int = 2) -> None:
    """Join the features of two touching segments; ``closes`` open edges are now matched."""
    fa, fb = state.seg_feature[a], state.seg_feature[b]
    first, second = state.features[fa], state.features[fb]
    if fa == fb:
        state.features[fa] = _replace_open(first, first.open_edges - closes)
        return
    if len(first.segments) < len(second.segments):
        first, second = second, first
    merged = Feature(
        first.id,
        first.kind,
        first.segments | second.segments,
        first.tiles | second.tiles,
        first.open_edges + second.open_edges - closes,
        first.pennants + second.pennants,
        first.figures + second.figures,
        first.cities | second.cities,
    )
    state.features[first.id] = merged
    del state.features[second.id]
    for ref in second.segments:
        state.seg_feature[ref] = first.id


def _replace_open(feature: Feature, open_edges: int) -> Feature:
    return Feature(
        feature.id,
        feature.kind,
        feature.segments,
        feature.tiles,
        open_edges,
        feature.pennants,
        feature.figures,
        feature.cities,
    )


def neighbours_present(state: GameState, pos: Pos) -> int:
    """How many of the 8 tiles around ``pos`` are on the board."""
    x, y = pos
    return sum((x + dx, y + dy) in state.board for dx, dy in NEIGHBOURS_8)


def is_complete(state: GameState, feature: Feature) -> bool:
    if feature.kind in ("road", "city"):
        return feature.open_edges == 0
    if feature.kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        return neighbours_present(state, pos) == 8
    return False


def location_of(state: GameState, feature: Feature, prefer: Pos | None = None) -> SegRef:
    """A segment that names the feature: on ``prefer``'s tile if it has one, else the first."""
    refs = sorted(feature.segments)
    if prefer is not None:
        for ref in refs:
            if (ref[0], ref[1]) == prefer:
                return ref
    return refs[0]


def segment_name(state: GameState, ref: SegRef) -> str:
    return state.board[(ref[0], ref[1])].segments[ref[2]].name


def completed_by(state: GameState, pos: Pos) -> list[Feature]:
    """Features with figures that the tile at ``pos`` has just completed."""
    found: dict[int, Feature] = {}
    tile = state.board[pos]
    for index, seg in enumerate(tile.segments):
        if seg.kind in ("road", "city"):
            feature = state.feature_of((*pos, index))
            if feature.figures and feature.open_edges == 0:
                found[feature.id] = feature
    x, y = pos
    for dx, dy in ((0, 0), *NEIGHBOURS_8):
        around = state.board.get((x + dx, y + dy))
        if around is None:
            continue
        for index, seg in enumerate(around.segments):
            if seg.kind in ("monastery", "garden"):
                feature = state.feature_of((x + dx, y + dy, index))
                if feature.figures and is_complete(state, feature):
                    found[feature.id] = feature
    return list(found.values())
