"""What each phase allows: its legal moves, and why a move is not one of them (a ``Refusal``
with its reason code and the player's words). What a legal move does, and the phase table, are
``phases``'; nothing here changes a state.
"""

from __future__ import annotations

from ..i18n import N_, _, pgettext
from . import expansions
from .board import fit_table, fits, misfit, mismatch, rotated
from .features import location_of, segment_name
from .moves import Move, PlaceFigure, PlaceTile, Reason, Refusal, ScoreFeature, Skip, refusal
from .state import GameState
from .tiles import ROTATIONS
from .values import Feature


def fits_somewhere(state: GameState, code: str) -> bool:
    """Whether a tile of this kind fits anywhere on the board (one test per kind of gap)."""
    tile = state.catalogue[code]
    governing = expansions.governing(tile)
    if governing is not None:
        return bool(governing.placements(state, code))
    table = fit_table(tile)
    return any(table[c] for c in state._board.open_by_constraint)


def tile_moves(state: GameState) -> list[Move]:
    assert state.tile is not None
    tile = state.catalogue[state.tile]
    governing = expansions.governing(tile)
    if governing is not None:
        return governing.placements(state, state.tile)
    table = fit_table(tile)
    return [
        PlaceTile(x, y, r)
        for (x, y), constraint in state.frontier.items()
        for r in table[constraint]
    ]


# Why a tile does not fit, for the player: the first edge that clashes, what the tile has there
# and what its neighbour has (in English the words of the record's messages).
MISFIT_WORDS = {
    "N": N_("north edge is {kind}, neighbour has {other}"),
    "E": N_("east edge is {kind}, neighbour has {other}"),
    "S": N_("south edge is {kind}, neighbour has {other}"),
    "W": N_("west edge is {kind}, neighbour has {other}"),
}


def edge_noun(code: str) -> str:
    """What an edge has (C, R, F, S) as a bare noun for the sentences above."""
    nouns = {
        "C": pgettext("edge", "city"),
        "R": pgettext("edge", "road"),
        "F": pgettext("edge", "field"),
        "S": pgettext("edge", "river"),
    }
    return nouns[code]


def why_not_tile(state: GameState, move: PlaceTile) -> Refusal | None:
    pos = (move.x, move.y)
    where = f"place_tile at ({move.x}, {move.y})"
    if move.rotation not in ROTATIONS:
        return refusal(Reason.ROTATION, _("rotation must be 0, 90, 180 or 270"), where)
    if pos in state.board:
        return refusal(Reason.OCCUPIED, _("a tile is already there"), where)
    constraint = state.frontier.get(pos)
    if constraint is None:
        return refusal(Reason.NOT_BESIDE, _("it must touch a placed tile edge to edge"), where)
    assert state.tile is not None
    tile = state.catalogue[state.tile]
    if move.rotation not in fits(tile, constraint):
        found = misfit(rotated(tile, move.rotation), constraint)
        assert found is not None
        edge, have, need = found
        words = _(MISFIT_WORDS[edge]).format(kind=edge_noun(have), other=edge_noun(need))
        # the message stays English (records and the command line); the words are the player's
        return Refusal(Reason.NO_FIT, f"{where} does not fit: {mismatch(*found)}", words)
    governing = expansions.governing(tile)
    return None if governing is None else governing.why_not_placed(state, move)


def figure_moves(state: GameState) -> list[Move]:
    last = state.last
    assert last is not None
    player = state.active
    adding = expansions.hooked(state.options, "figure_moves")
    has_meeple = state.meeples[player] > 0
    no_spot = ("river",) if state.options.farmers else ("river", "field")
    moves: list[Move] = []
    for index, seg in enumerate(state.board[last].segments):
        if seg.kind in no_spot:
            continue
        taken = bool(state.feature_of((*last, index)).figures)
        if seg.kind != "garden" and has_meeple and not taken:
            moves.append(PlaceFigure("meeple", seg.name))
        for expansion in adding:
            if seg.kind in expansion.spots and (expansion.joins_taken or not taken):
                moves.extend(expansion.figure_moves(state, player, seg.kind, seg.name))
    for expansion in expansions.hooked(state.options, "own_moves"):
        moves.extend(expansion.own_moves(state, player))
    moves.append(Skip())
    return moves


def why_not_figure(state: GameState, move: Move) -> Refusal | None:
    if isinstance(move, PlaceFigure):
        return why_not_place_figure(state, move)
    owner = expansions.move_owner(type(move))
    return None if owner is None else owner.why_not_figure(state, move, None)


# A figure refused because its feature is taken, said for each kind of feature.
TAKEN_WORDS = {
    "road": N_("this road already has a figure on it (here or further along)"),
    "city": N_("this city already has a figure on it (here or further along)"),
    "field": N_("this field already has a farmer on it (here or further along)"),
    "monastery": N_("the monastery already has a figure on it"),
    "garden": N_("the garden already has a figure on it"),
}


def why_not_place_figure(state: GameState, move: PlaceFigure) -> Refusal | None:
    last = state.last
    assert last is not None
    index = state.board[last].segment_index(move.location)
    if index is None:
        return refusal(
            Reason.NO_SEGMENT, f"the new tile has no {move.location!r} to place a figure on"
        )
    seg = state.board[last].segments[index]
    if seg.kind == "river":
        return refusal(Reason.ON_RIVER, _("nobody can stand on the river"))
    if seg.kind == "field" and not state.options.farmers:
        return refusal(Reason.NO_FARMERS, _("this game is played without farmers"))
    owner = expansions.figure_owner(move.figure)
    joins = owner is not None and owner.joins_taken
    if state.feature_of((*last, index)).figures and not joins:
        return refusal(Reason.TAKEN, _(TAKEN_WORDS.get(seg.kind, TAKEN_WORDS["road"])))
    if owner is not None:
        if owner not in expansions.active(state.options):
            return owner.not_in_game()
        return owner.why_not_figure(state, move, seg.kind)
    if seg.kind == "garden":
        return refusal(Reason.GARDEN, _("only the abbot can go on a garden"))
    if move.figure != "meeple":
        return refusal(Reason.FIGURE, f"unknown figure {move.figure!r}")
    if state.meeples[state.active] <= 0:
        return refusal(Reason.NO_MEEPLES, _("you have no meeples left"))
    return None


def order_matters(state: GameState) -> bool:
    """The active player names the next feature while 2 or more compete (for gold)."""
    return len(expansions.order_choices(state)) >= 2


def score_moves(state: GameState) -> list[Move]:
    if not order_matters(state):
        return []
    return [score_move(state, state.features[fid]) for fid in expansions.order_choices(state)]


def score_move(state: GameState, feature: Feature) -> ScoreFeature:
    ref = location_of(state, feature, state.last)
    return ScoreFeature(ref[0], ref[1], segment_name(state, ref))


def chosen_feature(state: GameState, move: ScoreFeature) -> int | None:
    tile = state.board.get((move.x, move.y))
    index = tile.segment_index(move.location) if tile else None
    return None if index is None else state.seg_feature.get((move.x, move.y, index))


def why_not_score(state: GameState, move: ScoreFeature) -> Refusal | None:
    if order_matters(state) and chosen_feature(state, move) in expansions.order_choices(state):
        return None
    words = "choose one of the completed features that still hold gold"
    return refusal(
        Reason.SCORE_ORDER, words, f"score_feature {move.location} at ({move.x}, {move.y})"
    )


def no_moves(state: GameState) -> list[Move]:
    return []


def never(state: GameState, move: Move) -> Refusal | None:
    return refusal(Reason.GAME_OVER, _("the game is over"))
