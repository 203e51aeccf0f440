"""The River (option ``river``): the spring starts the game, the river tiles are drawn first,
and each one continues the river from its open end without an immediate U-turn.

The river is a segment kind of its own, made of ``S`` edges (which meet only ``S``); its
segments join into one feature nobody can claim. Its open end is the one ``S`` edge with no tile
beyond it (a prepared board, a lesson, may lay the river anywhere). A river tile bends left,
bends right or runs straight, as the river flows through it: it enters by the edge that meets
the open end and leaves by its other river edge. The only turn refused is a bend the same way
as the bend of the river tile before it (Hans im Glück's ruling); a straight between two bends
the same way is fine, and nothing ahead is looked at. The lake (or any river tile with a single
river edge) closes the river; a river tile drawn after that fits nowhere and is discarded.
"""

from __future__ import annotations

import random

from ..i18n import N_, _
from .board import Pos, Rotated, fits, neighbour, rotated
from .moves import Move, PlaceTile, Reason, Refusal, refusal
from .state import GameState
from .tiles import EDGES, OPPOSITE_EDGE, Catalogue
from .values import Options, added_boxes

SPRING = "RV_A"  # the start tile with the river; the river leaves it southward
LAKE = "RV_J"  # the last river tile: it closes the river

End = tuple[Pos, str]  # the river tile with the open end, and the edge the river leaves by

# How the river turns in a tile, as it flows.
LEFT, STRAIGHT, RIGHT = -1, 0, 1


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
    land = catalogue.box(options.goldmines, river=options.river, extra=added_boxes(options))
    if not options.river:
        rng.shuffle(land)
        return land
    return river_deal(catalogue, land, rng)


def river_deal(catalogue: Catalogue, land: list[str], rng: random.Random) -> list[str]:
    """The pile with the river: one ``rng`` shuffles the ten middle river tiles (catalogue
    order), then the land tiles; the river tiles come first, then the lake, then the land."""
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


def stuck_river_tiles(state: GameState) -> int:
    """How many kinds of the river tiles still to come (in hand or in the pile) fit nowhere at
    the river's open end now (0 when the river is closed). When all of them are stuck, the
    river has run into a pocket and every one of them will be discarded."""
    if river_end(state) is None:
        return 0
    catalogue = state.catalogue
    coming = (state.tile, *state.draw_order[state.deck_pos :])
    codes = {code for code in coming if code is not None and catalogue[code].is_river}
    return sum(1 for code in codes if not river_moves(state, code))


def river_moves(state: GameState, code: str) -> list[Move]:
    """Every placement of river tile ``code`` that continues the river without a U-turn."""
    end = river_end(state)
    if end is None:
        return []
    pos = neighbour(*end)
    tile = state.catalogue[code]
    return [
        PlaceTile(pos[0], pos[1], rotation)
        for rotation in fits(tile, state.frontier[pos])
        if not is_u_turn(state, rotated(tile, rotation), end)
    ]


# Why a bend is refused, by the way the river bent on the tile before.
U_TURN_WORDS = {
    LEFT: N_("no U-turn: the river bent left on the tile before, so it may not bend left again"),
    RIGHT: N_("no U-turn: the river bent right on the tile before, so it may not bend right again"),
}


def why_not_river(state: GameState, move: PlaceTile) -> Refusal | None:
    """Why a river tile that fits its neighbours may still not go there (None when it may)."""
    where = f"place_tile at ({move.x}, {move.y})"
    end = river_end(state)
    if end is None:
        return refusal(
            Reason.RIVER, _("the river is closed, so no river tile can be placed"), where
        )
    pos = (move.x, move.y)
    ahead = neighbour(*end)
    if pos != ahead:
        return refusal(
            Reason.RIVER,
            _("the river must continue from its open end, at {spot}").format(spot=ahead),
            where,
        )
    assert state.tile is not None
    tile = rotated(state.catalogue[state.tile], move.rotation)
    if is_u_turn(state, tile, end):
        return refusal(Reason.RIVER, _(U_TURN_WORDS[last_bend(state, end)]), where)
    return None


def turn_of(entry: str, exit_: str | None) -> int:
    """How the river turns in a tile it enters by edge ``entry`` and leaves by ``exit_``:
    LEFT, RIGHT or STRAIGHT (also when it does not leave: the lake)."""
    if exit_ is None:
        return STRAIGHT
    heading = EDGES.index(OPPOSITE_EDGE[entry])  # where it flows as it comes in
    step = (EDGES.index(exit_) - heading) % 4  # EDGES go clockwise: N, E, S, W
    return {1: RIGHT, 3: LEFT}.get(step, STRAIGHT)


def _other_river_edge(edges: tuple[str, ...], edge: str) -> str | None:
    """The river edge of a tile other than ``edge`` (None for the spring and the lake)."""
    others = [e for e, kind in zip(EDGES, edges, strict=True) if kind == "S" and e != edge]
    return others[0] if len(others) == 1 else None


def last_bend(state: GameState, end: End) -> int:
    """How the river turned on its last tile, the one it came from to its open ``end``
    (STRAIGHT for the spring: it has no way in)."""
    pos, leaves_by = end
    entry = _other_river_edge(state.board[pos].edges, leaves_by)
    return STRAIGHT if entry is None else turn_of(entry, leaves_by)


def is_u_turn(state: GameState, tile: Rotated, end: End) -> bool:
    """Whether ``tile``, placed against the open ``end``, bends the same way as the tile before:
    an immediate U-turn, the one turn the river may not make."""
    entry = OPPOSITE_EDGE[end[1]]
    turn = turn_of(entry, _other_river_edge(tile.edges, entry))
    return turn != STRAIGHT and turn == last_bend(state, end)
