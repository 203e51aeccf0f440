"""The River (option ``river``): the spring starts the game, the river tiles are drawn first,
and each one continues the river from its open end with room ahead.

The river is a segment kind of its own, made of ``S`` edges (which meet only ``S``); its
segments join into one feature nobody can claim. Its open end is the one ``S`` edge with no tile
beyond it (a prepared board, a lesson, may lay the river anywhere). The lake (or any river tile
with a single river edge) closes the river; a river tile drawn after that fits nowhere and is
discarded.
"""

from __future__ import annotations

import random

from .board import Pos, Rotated, fits, neighbour, rotated
from .moves import Move, PlaceTile
from .state import GameState, Options
from .tiles import EDGE_OFFSET, EDGES, OPPOSITE_EDGE, Catalogue

SPRING = "RV_A"  # the start tile with the river; the river leaves it southward
LAKE = "RV_J"  # the last river tile: it closes the river

End = tuple[Pos, str]  # the river tile with the open end, and the edge the river leaves by


def start_code(catalogue: Catalogue, options: Options) -> str:
    """The tile placed at (0, 0) before the first turn."""
    return SPRING if options.river else catalogue.start_code


def shuffled_pile(catalogue: Catalogue, options: Options, seed: int) -> list[str]:
    """The draw pile that ``seed`` deals for ``options`` (the start tile is not in it).

    Without the river: the land tiles of the box in catalogue order, shuffled once by
    ``random.Random(seed)``. With it, one ``random.Random(seed)`` shuffles the ten middle river
    tiles (catalogue order) and then the land tiles (every copy of D among them); the pile is
    the river tiles, the lake, then the land tiles."""
    rng = random.Random(seed)
    land = catalogue.box(options.goldmines, river=options.river)
    if not options.river:
        rng.shuffle(land)
        return land
    middle = [
        tile.code
        for tile in catalogue.tiles.values()
        if tile.expansion == "river" and tile.code not in (SPRING, LAKE)
        for _ in range(tile.count)
    ]
    rng.shuffle(middle)
    rng.shuffle(land)
    return [*middle, LAKE, *land]


def known_order(unseen: list[str], catalogue: Catalogue) -> None:
    """Put a shuffled unseen pile in the order every player knows (in place): middle river
    tiles, then the lake, then land tiles; each group keeps its shuffled order. A pile without
    river tiles is left as it is."""
    unseen.sort(key=lambda code: 2 if not catalogue[code].is_river else int(code == LAKE))


def river_tiles_left(state: GameState) -> int:
    """River tiles still in the draw pile (not counting the one in hand)."""
    catalogue = state.catalogue
    return sum(1 for code in state.draw_order[state.deck_pos :] if catalogue[code].is_river)


def river_end(state: GameState) -> End | None:
    """Where the river goes on: its last tile and the edge it leaves by (None when there is no
    river in this game or the lake has closed it)."""
    if not state.options.river:
        return None
    board = state.board
    for pos, tile in board.items():  # only asked while a river tile is in hand
        if tile.tile.is_river:
            for edge, kind in zip(EDGES, tile.edges, strict=True):
                if kind == "S" and neighbour(pos, edge) not in board:
                    return pos, edge
    return None


def river_moves(state: GameState, code: str) -> list[Move]:
    """Every placement of river tile ``code`` that continues the river with room ahead."""
    end = river_end(state)
    if end is None:
        return []
    pos = neighbour(*end)
    tile = state.catalogue[code]
    return [
        PlaceTile(pos[0], pos[1], rotation)
        for rotation in fits(tile, state.frontier[pos])
        if has_room_ahead(state, pos, rotated(tile, rotation), end)
    ]


def why_not_river(state: GameState, move: PlaceTile) -> str | None:
    """Why a river tile that fits its neighbours may still not go there (None when it may)."""
    where = f"place_tile at ({move.x}, {move.y})"
    end = river_end(state)
    if end is None:
        return f"{where}: the river is closed, so no river tile can be placed"
    pos = (move.x, move.y)
    ahead = neighbour(*end)
    if pos != ahead:
        return f"{where}: the river must continue from its open end, at {ahead}"
    assert state.tile is not None
    tile = rotated(state.catalogue[state.tile], move.rotation)
    if not has_room_ahead(state, pos, tile, end):
        return f"{where}: no room ahead: the river would turn back on itself"
    return None


def has_room_ahead(state: GameState, pos: Pos, tile: Rotated, end: End) -> bool:
    """After placing ``tile`` at ``pos`` against the open ``end``, the six positions ahead of its
    new open end are free: the two straight ahead and those on both sides of each. A tile that
    closes the river (the lake) needs no room."""
    back = OPPOSITE_EDGE[end[1]]
    for edge, kind in zip(("N", "E", "S", "W"), tile.edges, strict=True):
        if kind != "S" or edge == back:
            continue
        dx, dy = EDGE_OFFSET[edge]
        for step in (1, 2):
            x, y = pos[0] + dx * step, pos[1] + dy * step
            for side in (-1, 0, 1):
                if (x + dy * side, y + dx * side) in state.board:
                    return False
    return True
