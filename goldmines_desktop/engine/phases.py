"""What happens in each phase of the turn: the automatic work on entering it, what each move
does, and the conditions the turn table (``turn.TURN``) goes on by. None of these chooses the
next phase: the table does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import expansions
from .board import rotated
from .events import (
    Event,
    FigurePlaced,
    FigureReturned,
    FinalScoringStarted,
    GameOver,
    SecondPartStarted,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
)
from .features import completed_by, place_tile, segment_name
from .moves import (
    END_TURN,
    EndTurn,
    Move,
    PlaceFigure,
    PlaceTile,
    Refusal,
    ScoreFeature,
    Skip,
)
from .phase_moves import chosen_feature, fits_somewhere, order_matters
from .scoring import owners, score_feature, winners
from .state import SECOND_PART, GameState
from .values import Feature, Figure, Phase, ScorePending

Events = list[Event]
Condition = Callable[[GameState], bool]


@dataclass(frozen=True)
class PhaseRules:
    """One row of the turn table (``turn.TURN``): what the phase allows and does, and which
    phase follows it."""

    words: str  # what the player does now, for messages: "place a tile"
    move_types: tuple[type, ...]
    legal: Callable[[GameState], list[Move]]
    why_not: Callable[[GameState, Any], Refusal | None]  # None when the move is legal
    play: Callable[[GameState, Any, Events], None]  # apply a legal move (in place)
    enter: Callable[[GameState, Events], None]  # the automatic work on entering the phase
    # After a move: the first phase whose condition holds follows.
    then: tuple[tuple[Condition, Phase], ...] = ()
    # On entering: the first phase whose condition holds follows at once (nothing to wait for).
    skip: tuple[tuple[Condition, Phase], ...] = ()
    again: Condition | None = None  # after a move: the phase waits for another one
    resolves_alone: bool = True  # a choice with one option resolves itself
    keeps_pending: bool = False  # takes over the pending data the phase before left


def always(state: GameState) -> bool:
    return True


def order_open(state: GameState) -> bool:
    """The completed features wait for the active player to name the order."""
    return not order_settled(state)


def nothing(state: GameState, events: Events) -> None:
    return None


# --- 1. place a tile ---------------------------------------------------------------------------


def enter_tile(state: GameState, events: Events) -> None:
    """Draw until a tile fits somewhere (others leave the game); the end when none is left."""
    pile = state._edit_pile()
    while pile.pos < len(pile.draw_order):
        code = pile.draw_order[pile.pos]
        pile.pos += 1
        events.append(TileDrawn(state.active, code))
        if fits_somewhere(state, code):
            pile.tile = code
            return
        pile.discarded.append(code)
        events.append(TileDiscarded(code, state.active))


def nothing_drawn(state: GameState) -> bool:
    """No tile left fits anywhere: the game is over."""
    return state.tile is None


def play_tile(state: GameState, move: PlaceTile, events: Events) -> None:
    assert state.tile is not None
    pos = (move.x, move.y)
    tile = rotated(state.catalogue[state.tile], move.rotation)
    place_tile(state, pos, tile, state.active)
    state._edit_board().last = pos
    state._edit_pile().tile = None
    events.append(TilePlaced(state.active, tile.code, move.x, move.y, move.rotation))
    for expansion in expansions.hooked(state.options, "tile_placed"):
        expansion.tile_placed(state, events)  # the builder's feature grew: a second part


# --- 2. place gold: The Gold Mines' own phase (``expansions.goldmines``) -----------------------


# --- 3. place a figure -------------------------------------------------------------------------


def play_figure(state: GameState, move: Move, events: Events) -> None:
    if isinstance(move, PlaceFigure):
        _place_figure(state, move, events)
    elif not isinstance(move, Skip):
        owner = expansions.move_owner(type(move))
        assert owner is not None
        owner.play_figure(state, move, events)


def _place_figure(state: GameState, move: PlaceFigure, events: Events) -> None:
    last = state.last
    assert last is not None
    index = state.board[last].segment_index(move.location)
    assert index is not None
    ref = (*last, index)
    player = state.active
    fid = state.seg_feature[ref]
    figures = state.features[fid].figures
    feature = state._set_figures(fid, (*figures, Figure(player, move.figure, ref)))
    owner = expansions.figure_owner(move.figure)
    if owner is None:
        state._edit_supplies().meeples[player] -= 1
    else:
        owner.take_figure(state, move, ref)
    name = state.board[last].segments[index].name
    events.append(FigurePlaced(player, move.figure, ref[0], ref[1], name, feature.kind))


# --- 4. score ------------------------------------------------------------------------------------


def enter_score(state: GameState, events: Events) -> None:
    """Find what the new tile completed and score it (or wait while the order matters)."""
    assert state.last is not None
    completed = tuple(f.id for f in completed_by(state, state.last))
    state._set_pending(ScorePending(completed))
    _score_when_ordered(state, events)


def play_score(state: GameState, move: ScoreFeature, events: Events) -> None:
    fid = chosen_feature(state, move)
    assert fid is not None
    pending = state.pending
    assert isinstance(pending, ScorePending)
    state._set_pending(ScorePending(pending.completed, (*pending.order, fid)))
    _score_when_ordered(state, events)


def _score_when_ordered(state: GameState, events: Events) -> None:
    """Score every completed feature once the order is settled, then share out the gold."""
    if order_matters(state):
        return
    pending = state.pending
    assert isinstance(pending, ScorePending)
    named = pending.order
    order = [*named, *(f for f in pending.completed if f not in named)]
    scored = [state.features[fid] for fid in order]
    claims = [(f, owners(f)) for f in scored]  # the owners before the figures go home
    for feature in scored:
        events.append(score_feature(state, feature, state.last))
    for feature in scored:
        send_home(state, feature, events)
    state._set_pending(None)  # scored: the order is settled
    for expansion in expansions.hooked(state.options, "scored"):
        expansion.scored(state, claims, events)  # the gold is shared, or pooled to take


def order_settled(state: GameState) -> bool:
    """The completed features have scored (the order was settled or never mattered)."""
    return not isinstance(state.pending, ScorePending)


def send_home(state: GameState, feature: Feature, events: Events) -> None:
    """Every figure on the feature goes back to its owner's supply."""
    if not feature.figures:
        return
    for figure in feature.figures:
        owner = expansions.figure_owner(figure.kind)
        if owner is None:
            state._edit_supplies().meeples[figure.player] += 1
        else:
            owner.figure_home(state, figure)
        x, y, _ = figure.at
        name = segment_name(state, figure.at)
        events.append(FigureReturned(figure.player, figure.kind, x, y, name, feature.kind))
    state._set_figures(feature.id, ())


# --- 5. take gold: the round robin's own phase (``expansions.sharing``) ------------------------


# --- the end of a turn and of the game -----------------------------------------------------------


def enter_end_turn(state: GameState, events: Events) -> None:
    """The turn is over: its scores are recorded; the player confirms the end."""
    totals = state.totals()
    state._edit_scores().history.append(totals)
    events.append(TurnEnded(state.active, totals))


def play_end_turn(state: GameState, move: EndTurn, events: Events) -> None:
    """Pass the turn clockwise (the next player draws on entering PLACE_TILE), unless an
    expansion gives the player a second part of the turn at once (at most one a turn)."""
    if state.part != SECOND_PART and any(
        e.another_turn(state) for e in expansions.hooked(state.options, "another_turn")
    ):
        state._set_part(SECOND_PART)
        events.append(SecondPartStarted(state.active))
    else:
        state._pass_turn()


def end_turn_moves(state: GameState) -> list[Move]:
    return [END_TURN]


def why_not_end_turn(state: GameState, move: EndTurn) -> Refusal | None:
    return None


def final_scoring(state: GameState, events: Events) -> None:
    """End-of-game scoring: unfinished features, then fields, then the expansions' own (the
    ingots back to the box, the gold chart).

    Entering GAME_OVER runs it; ``projected_scores`` runs it on a copy of a position in play."""
    events.append(FinalScoringStarted(state.totals()))
    state._edit_pile().tile = None
    unfinished = sorted(
        (f for f in state.features.values() if f.figures),
        key=lambda f: (f.kind == "field", f.id),
    )
    for feature in unfinished:
        events.append(score_feature(state, feature, None))
    for feature in unfinished:
        send_home(state, feature, events)
    for expansion in expansions.active(state.options):
        expansion.final_scoring(state, events)  # the gold: back to the box, then the chart
    breakdown = tuple(tuple(s.items()) for s in state.scores)
    events.append(GameOver(state.totals(), breakdown, winners(state)))


def cannot_play(state: GameState, move: Move, events: Events) -> None:
    raise AssertionError("no move is legal once the game is over")
