"""A game that starts from a prepared position (a lesson, a puzzle, a position to practise).

``prepared_game`` lays out a board the way a game would have left it and checks it like a
record: every tile must match the tiles around it and touch the board edge to edge, figures
must stand on real segments of features that are not complete (a complete feature would
already have scored), each player has at most 7 meeples and one abbot, and at most 16 ingots
lie on tiles. Tiles are laid one by one (each touching the tiles laid before it) through the
same code that places a tile in play, so features form and merge exactly as in a game. Nobody
placed these tiles: they score nothing and belong to no seat.

The problems are ``PreparedError``s (ValueErrors) that name the cell or the figure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .board import Pos, constraint_at, fits, mismatch, neighbour, rotated
from .events import Event
from .features import is_complete, place_tile
from .phases import go, settle
from .rules import check_setup
from .state import GameState
from .tiles import EDGES, ROTATIONS, Catalogue
from .values import INGOTS_IN_GAME, Figure, Phase, Setup


class PreparedError(ValueError):
    """A prepared position that no game could reach; ``where`` names the cell, if any."""

    def __init__(self, message: str, where: Pos | None = None) -> None:
        super().__init__(message)
        self.where = where


@dataclass(frozen=True)
class PreparedFigure:
    """A figure on the prepared board: ``player`` (0-based seat), ``figure`` (meeple or
    abbot), the tile at ``pos`` and the segment ``location`` (as on the board, e.g. ``E``)."""

    player: int
    figure: str
    pos: Pos
    location: str


def prepared_game(
    setup: Setup,
    catalogue: Catalogue,
    tiles: Mapping[Pos, tuple[str, int]],
    draw_order: Sequence[str],
    figures: Sequence[PreparedFigure] = (),
    ingots: Mapping[Pos, int] | None = None,
    seed: int | None = None,
) -> GameState:
    """The game whose board holds ``tiles`` (position -> (code, rotation)), ``figures`` and
    ``ingots`` (position -> count), drawing ``draw_order`` next; seat 0 moves first."""
    check_setup(setup, catalogue)
    if not tiles:
        raise PreparedError("the board has no tile")
    for code in draw_order:
        if code not in catalogue:
            raise PreparedError(f"unknown tile code {code!r} in the draw order")
    state = GameState(setup, catalogue, seed, tuple(draw_order))
    for pos in _laying_order(tiles):
        code, rotation = tiles[pos]
        if code not in catalogue:
            raise PreparedError(f"unknown tile {code!r}", pos)
        if rotation not in ROTATIONS:
            raise PreparedError(f"rotation {rotation} is not 0, 90, 180 or 270", pos)
        tile = catalogue[code]
        constraint = constraint_at(state.board, pos)
        if rotation not in fits(tile, constraint):
            why = mismatch(rotated(tile, rotation), constraint)
            raise PreparedError(f"tile {code} does not fit its neighbours: {why}", pos)
        place_tile(state, pos, rotated(tile, rotation), None)
    for figure in figures:
        _stand(state, figure)
    _lay_ingots(state, ingots or {})
    state.edit_board().last = None
    events: list[Event] = []
    go(state, Phase.PLACE_TILE, events)
    settle(state, events)
    return state


def _laying_order(tiles: Mapping[Pos, tuple[str, int]]) -> list[Pos]:
    """The positions, each touching one laid before it (from the first, breadth first)."""
    first = next(iter(tiles))
    order, seen = [first], {first}
    for pos in order:
        for edge in EDGES:
            other = neighbour(pos, edge)
            if other in tiles and other not in seen:
                seen.add(other)
                order.append(other)
    if len(order) < len(tiles):
        stray = min(set(tiles) - seen, key=lambda p: (p[1], p[0]))
        raise PreparedError("the tile does not touch the rest of the board", stray)
    return order


def _stand(state: GameState, figure: PreparedFigure) -> None:
    pos = figure.pos
    who = f"the {figure.figure} of player {figure.player + 1}"
    if not 0 <= figure.player < len(state.players):
        raise PreparedError(f"{who}: there is no such player", pos)
    if pos not in state.board:
        raise PreparedError(f"{who} stands where there is no tile", pos)
    tile = state.board[pos]
    index = tile.segment_index(figure.location)
    if index is None:
        raise PreparedError(f"{who}: tile {tile.code} has no {figure.location!r}", pos)
    kind = tile.segments[index].kind
    ref = (*pos, index)
    feature = state.feature_of(ref)
    supplies = state.edit_supplies()
    if figure.figure == "abbot":
        if not state.options.abbot:
            raise PreparedError(f"{who}: The Abbot is not in this game", pos)
        if kind not in ("monastery", "garden"):
            raise PreparedError(f"{who} must stand on a monastery or a garden", pos)
        if supplies.abbots[figure.player] is not None:
            raise PreparedError(f"{who}: each player has one abbot", pos)
        supplies.abbots[figure.player] = ref
    elif figure.figure == "meeple":
        if kind == "garden":
            raise PreparedError(f"{who}: only an abbot can stand on a garden", pos)
        if supplies.meeples[figure.player] <= 0:
            raise PreparedError(f"{who}: each player has 7 meeples", pos)
        supplies.meeples[figure.player] -= 1
    else:
        raise PreparedError(f"unknown figure {figure.figure!r}", pos)
    if any(f.at == ref for f in feature.figures) or (
        kind in ("monastery", "garden") and feature.figures
    ):
        raise PreparedError(f"{who}: another figure already stands there", pos)
    if is_complete(state, feature) and kind != "field":
        raise PreparedError(f"{who} stands on a complete {kind}: it would have scored", pos)
    edited = state.edit_feature(feature.id)
    edited.figures = (*edited.figures, Figure(figure.player, figure.figure, ref))  # type: ignore[arg-type]


def _lay_ingots(state: GameState, ingots: Mapping[Pos, int]) -> None:
    total = 0
    supplies = state.edit_supplies()
    for pos, count in ingots.items():
        if pos not in state.board:
            raise PreparedError("an ingot lies where there is no tile", pos)
        if count < 1:
            raise PreparedError(f"{count} ingots is not a number of ingots", pos)
        total += count
        if total > INGOTS_IN_GAME:
            raise PreparedError(f"more than {INGOTS_IN_GAME} ingots on the board", pos)
        supplies.ingots[pos] = supplies.ingots.get(pos, 0) + count
    supplies.supply = INGOTS_IN_GAME - total


def from_prepared_board(state: GameState) -> bool:
    """Whether the game started from a prepared board (its tiles were placed by nobody), so a
    record, which starts from the start tile alone, cannot hold it."""
    board = state.board_part
    unplaced = [pos for pos in board.order if pos not in board.placed_by]
    return unplaced != [(0, 0)]
