"""A game that starts from a prepared position (a lesson, a puzzle, a position to practise).

``prepared_game`` lays out a board the way a game would have left it and checks it like a
record: every tile must match the tiles around it and touch the board edge to edge, figures
must stand on real segments of features that are not complete (a complete feature would
already have scored), each player has at most 7 meeples and one abbot, and at most 16 ingots
lie on tiles. Tiles are laid one by one (each touching the tiles laid before it) through the
same code that places a tile in play, so features form and merge exactly as in a game. Nobody
placed these tiles: they score nothing and belong to no seat.

The problems are ``PreparedError``s (ValueErrors) that name the cell or the figure, in the
player's language (they are said when a board map is refused).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..i18n import N_, _, ngettext
from .board import Pos, constraint_at, misfit, neighbour, rotated
from .events import Event
from .expansions import active, figure_owner
from .features import is_complete, place_tile
from .rules import check_setup
from .state import GameState
from .tiles import EDGES, ROTATIONS, Catalogue
from .turn import enter, settle
from .values import INGOTS_IN_GAME, Figure, Phase, Setup


class PreparedError(ValueError):
    """A prepared position that no game could reach; ``where`` names the cell, if any, and
    ``on_figures`` says the problem is a figure's or an ingot's (not a tile's)."""

    def __init__(self, message: str, where: Pos | None = None, on_figures: bool = False) -> None:
        super().__init__(message)
        self.where = where
        self.on_figures = on_figures


# Why a tile does not fit, by its first edge that does not match the tile beside it.
MISFITS = {
    "N": N_("tile {code} does not fit the tile to its north"),
    "E": N_("tile {code} does not fit the tile to its east"),
    "S": N_("tile {code} does not fit the tile to its south"),
    "W": N_("tile {code} does not fit the tile to its west"),
}
# Each problem of a figure, said of a meeple and of an abbot ({player}: the seat from 1).
NO_PLAYER = {
    "meeple": N_("the meeple of player {player}: there is no such player"),
    "abbot": N_("the abbot of player {player}: there is no such player"),
}
NO_TILE = {
    "meeple": N_("the meeple of player {player} stands where there is no tile"),
    "abbot": N_("the abbot of player {player} stands where there is no tile"),
}
NO_SPOT = {
    # TRANSLATORS: {code} is a tile's letter, {spot} a spot as the map writes it (N, Nw, ...).
    "meeple": N_("the meeple of player {player}: tile {code} has no {spot}"),
    # TRANSLATORS: {code} is a tile's letter, {spot} a spot as the map writes it (N, Nw, ...).
    "abbot": N_("the abbot of player {player}: tile {code} has no {spot}"),
}
TAKEN = {
    "meeple": N_("the meeple of player {player}: another figure already stands there"),
    "abbot": N_("the abbot of player {player}: another figure already stands there"),
}
# A figure on a feature that is complete (a field never is; an abbot stands on no city or road).
ON_COMPLETE = {
    ("meeple", "city"): N_(
        "the meeple of player {player} stands on a complete city: it would have scored"
    ),
    ("meeple", "road"): N_(
        "the meeple of player {player} stands on a complete road: it would have scored"
    ),
    ("meeple", "monastery"): N_(
        "the meeple of player {player} stands on a complete monastery: it would have scored"
    ),
    ("abbot", "monastery"): N_(
        "the abbot of player {player} stands on a complete monastery: it would have scored"
    ),
    ("abbot", "garden"): N_(
        "the abbot of player {player} stands on a complete garden: it would have scored"
    ),
}


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
        raise PreparedError(_("the board has no tile"))
    for code in draw_order:
        if code not in catalogue:
            said = _("unknown tile code {code} in the draw order")
            raise PreparedError(said.format(code=repr(code)))
    state = GameState(setup, catalogue, seed, tuple(draw_order))
    for pos in _laying_order(tiles):
        code, rotation = tiles[pos]
        if code not in catalogue:
            raise PreparedError(_("unknown tile {code}").format(code=repr(code)), pos)
        if rotation not in ROTATIONS:
            said = _("rotation {rotation} is not 0, 90, 180 or 270")
            raise PreparedError(said.format(rotation=rotation), pos)
        tile = catalogue[code]
        constraint = constraint_at(state.board, pos)
        turned = rotated(tile, rotation)
        found = misfit(turned, constraint)
        if found is not None:  # the first edge that clashes with the tile beside it
            raise PreparedError(_(MISFITS[found[0]]).format(code=code), pos)
        place_tile(state, pos, turned, None)
    for figure in figures:
        _stand(state, figure)
    _lay_ingots(state, ingots or {})
    state._edit_board().last = None
    events: list[Event] = []
    enter(state, Phase.PLACE_TILE, events)
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
        raise PreparedError(_("the tile does not touch the rest of the board"), stray)
    return order


def _stand(state: GameState, figure: PreparedFigure) -> None:
    pos, kind_of_figure, player = figure.pos, figure.figure, figure.player + 1

    def refused(message: str, **values: object) -> PreparedError:
        return PreparedError(_(message).format(player=player, **values), pos, on_figures=True)

    if kind_of_figure not in ("meeple", "abbot"):
        raise refused(N_("unknown figure {figure}"), figure=repr(kind_of_figure))
    if not 0 <= figure.player < len(state.players):
        raise refused(NO_PLAYER[kind_of_figure])
    if pos not in state.board:
        raise refused(NO_TILE[kind_of_figure])
    tile = state.board[pos]
    index = tile.segment_index(figure.location)
    if index is None:
        raise refused(NO_SPOT[kind_of_figure], code=tile.code, spot=repr(figure.location))
    kind = tile.segments[index].kind
    ref = (*pos, index)
    feature = state.feature_of(ref)
    supplies = state._edit_supplies()
    if kind_of_figure == "abbot":
        if figure_owner("abbot") not in active(state.options):
            raise refused(N_("the abbot of player {player}: The Abbot is not in this game"))
        if kind not in ("monastery", "garden"):
            raise refused(N_("the abbot of player {player} must stand on a monastery or a garden"))
        if supplies.abbots[figure.player] is not None:
            raise refused(N_("the abbot of player {player}: each player has one abbot"))
        supplies.abbots[figure.player] = ref
    else:
        if kind == "garden":
            raise refused(N_("the meeple of player {player}: only an abbot can stand on a garden"))
        if supplies.meeples[figure.player] <= 0:
            raise refused(N_("the meeple of player {player}: each player has 7 meeples"))
        supplies.meeples[figure.player] -= 1
    if any(f.at == ref for f in feature.figures) or (
        kind in ("monastery", "garden") and feature.figures
    ):
        raise refused(TAKEN[kind_of_figure])
    if is_complete(state, feature) and kind != "field":
        raise refused(ON_COMPLETE[(kind_of_figure, kind)])
    placed = Figure(figure.player, figure.figure, ref)  # type: ignore[arg-type]
    state._set_figures(feature.id, (*state.features[feature.id].figures, placed))


def _lay_ingots(state: GameState, ingots: Mapping[Pos, int]) -> None:
    total = 0
    supplies = state._edit_supplies()
    for pos, count in ingots.items():
        if pos not in state.board:
            raise PreparedError(_("an ingot lies where there is no tile"), pos, on_figures=True)
        if count < 1:
            said = _("{count} ingots is not a number of ingots").format(count=count)
            raise PreparedError(said, pos, on_figures=True)
        total += count
        if total > INGOTS_IN_GAME:
            said = ngettext(
                "more than {n} ingot on the board",
                "more than {n} ingots on the board",
                INGOTS_IN_GAME,
            )
            raise PreparedError(said.format(n=INGOTS_IN_GAME), pos, on_figures=True)
        supplies.ingots[pos] = supplies.ingots.get(pos, 0) + count
    supplies.supply = INGOTS_IN_GAME - total


def from_prepared_board(state: GameState) -> bool:
    """Whether the game started from a prepared board (its tiles were placed by nobody), so a
    record, which starts from the start tile alone, cannot hold it."""
    board = state._board
    unplaced = [pos for pos in board.order if pos not in board.placed_by]
    return unplaced != [(0, 0)]
