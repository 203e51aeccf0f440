"""Features across tiles: creating segments' features and merging them as tiles are placed."""

from __future__ import annotations

from .board import NEIGHBOURS_8, Pos, Rotated, neighbour, update_frontier
from .parts import Board
from .state import GameState
from .tiles import EDGES, OPPOSITE_EDGE, OPPOSITE_HALF
from .values import (
    NO_CITIES,
    Feature,
    FixedSet,
    SegRef,
    new_feature,
    write_figures,
    write_open_edges,
    write_pennants,
)

_grow = set.update  # a feature's own copy grows in place, past its read-only face (``Feature``)

HALVES = {"N": ("Nw", "Ne"), "E": ("En", "Es"), "S": ("Se", "Sw"), "W": ("Ws", "Wn")}


def place_tile(state: GameState, pos: Pos, tile: Rotated, player: int | None) -> None:
    """Put a tile on the board and join its segments to the features around it (in place)."""
    board = state._edit_board()
    board.tiles[pos] = tile
    board.order.append(pos)
    if player is not None:
        board.placed_by[pos] = player
    board.last = pos
    _add_segments(board, pos, tile)
    for edge in EDGES:
        other_pos = neighbour(pos, edge)
        other = board.tiles.get(other_pos)
        if other is not None:
            _join_edge(state, pos, tile, edge, other_pos, other)
    update_frontier(board.frontier, board.tiles, pos, board.open_by_constraint, board.owned_groups)


def _add_segments(board: Board, pos: Pos, tile: Rotated) -> None:
    x, y = pos
    for index, seg in enumerate(tile.segments):
        ref = (x, y, index)
        fid = board.next_id
        board.next_id += 1
        if seg.kind == "field":
            cities = FixedSet([(x, y, c) for c in seg.cities] if seg.cities else ())
        else:
            cities = NO_CITIES
        open_edges = len(seg.edges) if seg.kind in ("road", "city", "river") else 0
        board.features[fid] = new_feature(
            fid,
            seg.kind,
            FixedSet((ref,)),
            FixedSet((pos,)),
            open_edges,
            seg.pennants,
            (),
            cities,
        )
        board.owned.add(fid)
        board.seg_feature[ref] = fid
        if seg.kind in ("monastery", "garden"):
            board.cloisters[pos] = (*board.cloisters.get(pos, ()), index)


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
    """Join the features of two touching segments; ``closes`` open edges are now matched.

    The smaller feature is poured into the larger one, so a long game costs time in proportion
    to its length, not its square."""
    board = state._board
    fa, fb = board.seg_feature[a], board.seg_feature[b]
    if fa == fb:
        if closes:
            same = state._edit_feature(fa)
            write_open_edges(same, same.open_edges - closes)
        return
    if len(board.features[fa].segments) < len(board.features[fb].segments):
        fa, fb = fb, fa
    first = state._edit_feature(fa)
    board = state._edit_board()
    second = board.features.pop(fb)
    board.owned.discard(fb)
    _grow(first.segments, second.segments)
    _grow(first.tiles, second.tiles)
    if closes or second.open_edges:
        write_open_edges(first, first.open_edges + second.open_edges - closes)
    if second.pennants:
        write_pennants(first, first.pennants + second.pennants)
    if second.figures:
        write_figures(first, first.figures + second.figures)
    if second.cities:  # only fields have cities (never ``NO_CITIES``, which stays empty)
        _grow(first.cities, second.cities)
    for ref in second.segments:
        board.seg_feature[ref] = fa


def neighbours_present(state: GameState, pos: Pos) -> int:
    """How many of the 8 tiles around ``pos`` are on the board."""
    x, y = pos
    return sum((x + dx, y + dy) in state.board for dx, dy in NEIGHBOURS_8)


def tiles_around(state: GameState, pos: Pos) -> tuple[Pos, ...]:
    """The placed tiles among the 8 around ``pos``, clockwise from the north-west."""
    x, y = pos
    board = state.board
    return tuple((x + dx, y + dy) for dx, dy in NEIGHBOURS_8 if (x + dx, y + dy) in board)


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
    board = state._board
    features, seg_feature = board.features, board.seg_feature
    found: dict[int, Feature] = {}
    x, y = pos
    for index, seg in enumerate(board.tiles[pos].segments):
        if seg.kind in ("road", "city"):
            feature = features[seg_feature[(x, y, index)]]
            if feature.figures and feature.open_edges == 0:
                found[feature.id] = feature
    for dx, dy in ((0, 0), *NEIGHBOURS_8):
        around = (x + dx, y + dy)
        for index in board.cloisters.get(around, ()):
            feature = features[seg_feature[(*around, index)]]
            if feature.figures and neighbours_present(state, around) == 8:
                found[feature.id] = feature
    return list(found.values())


def completed_now(state: GameState, feature: Feature) -> bool:
    """Whether the tile just placed completed ``feature`` (it scores in this turn's score step)."""
    last = state.last
    return last is not None and any(done.id == feature.id for done in completed_by(state, last))
