"""The turn as data: for every phase, what is legal and why a move is not (``phase_moves``),
how each move applies and what happens on entering the phase.

A turn runs PLACE_TILE -> PLACE_GOLD -> PLACE_FIGURE -> SCORE -> (TAKE_GOLD) and the next
player's PLACE_TILE; the game ends in GAME_OVER. Entering a phase does its automatic work
(drawing, the first ingot, scoring what the tile completed, sharing gold) and either waits for
a move or goes on to the next phase. ``settle`` is the one place where a choice with only one
option resolves itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import gold
from .board import NEIGHBOURS_8, Pos, rotated
from .events import (
    Event,
    FigurePlaced,
    FigureReturned,
    FinalScoringStarted,
    GameOver,
    GoldPlaced,
    GoldReturned,
    GoldScored,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
)
from .features import completed_by, completed_now, place_tile, segment_name
from .moves import (
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Refusal,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from .phase_moves import (
    chosen_feature,
    figure_moves,
    fits_somewhere,
    gold_moves,
    never,
    no_moves,
    order_matters,
    score_moves,
    take_moves,
    taking_player,
    tile_moves,
    why_not_figure,
    why_not_gold,
    why_not_score,
    why_not_take,
    why_not_tile,
)
from .scoring import owners, score_feature, winners
from .state import GameState
from .values import Feature, Figure, GoldPending, Pending, Phase, ScorePending, TakePending

Events = list[Event]


@dataclass(frozen=True)
class PhaseRules:
    """What one phase allows and does."""

    words: str  # what the player does now, for messages: "place a tile"
    move_types: tuple[type, ...]
    legal: Callable[[GameState], list[Move]]
    why_not: Callable[[GameState, Any], Refusal | None]  # None when the move is legal
    play: Callable[[GameState, Any, Events], None]  # apply a legal move (in place)
    enter: Callable[[GameState, Events], None]  # the automatic work on entering the phase
    resolves_alone: bool = True  # a choice with one option resolves itself


def go(state: GameState, phase: Phase, events: Events, pending: Pending = None) -> None:
    """Enter ``phase``: always the last thing a phase does (its work is then done)."""
    state._enter_phase(phase, pending)
    PHASES[phase].enter(state, events)


def settle(state: GameState, events: Events) -> None:
    """A choice with one option resolves itself (and is not recorded)."""
    while (rules := PHASES[state.phase]).resolves_alone:
        legal = rules.legal(state)
        if len(legal) != 1:
            state._keep_legal(tuple(legal))  # the player chooses among these
            return
        rules.play(state, legal[0], events)


def _nothing(state: GameState, events: Events) -> None:
    return None


# --- 1. place a tile ---------------------------------------------------------------------------


def _enter_tile(state: GameState, events: Events) -> None:
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
    go(state, Phase.GAME_OVER, events)


def _play_tile(state: GameState, move: PlaceTile, events: Events) -> None:
    assert state.tile is not None
    pos = (move.x, move.y)
    tile = rotated(state.catalogue[state.tile], move.rotation)
    place_tile(state, pos, tile, state.active)
    state._edit_board().last = pos
    state._edit_pile().tile = None
    events.append(TilePlaced(state.active, tile.code, move.x, move.y, move.rotation))
    go(state, Phase.PLACE_GOLD, events)


# --- 2. place gold -----------------------------------------------------------------------------


def _enter_gold(state: GameState, events: Events) -> None:
    last = state.last
    assert last is not None
    if not (state.options.goldmines and state.board[last].tile.gold):
        go(state, Phase.PLACE_FIGURE, events)
        return
    _drop_ingot(state, last, events)
    x, y = last
    targets = tuple(p for dx, dy in NEIGHBOURS_8 if (p := (x + dx, y + dy)) in state.board)
    if not targets or not state.supply:
        go(state, Phase.PLACE_FIGURE, events)
        return
    state._set_pending(GoldPending(targets))


def _drop_ingot(state: GameState, pos: Pos, events: Events) -> None:
    if state.supply <= 0:  # only with a hand-made draw order holding more than 8 gold tiles
        return
    supplies = state._edit_supplies()
    supplies.supply -= 1
    supplies.ingots[pos] = supplies.ingots.get(pos, 0) + 1
    events.append(GoldPlaced(pos[0], pos[1], state.active))


def _play_gold(state: GameState, move: PlaceGold, events: Events) -> None:
    _drop_ingot(state, (move.x, move.y), events)
    go(state, Phase.PLACE_FIGURE, events)


# --- 3. place a figure -------------------------------------------------------------------------


def _play_figure(state: GameState, move: Move, events: Events) -> None:
    if isinstance(move, PlaceFigure):
        _place_figure(state, move, events)
    elif isinstance(move, ReturnAbbot):
        _return_abbot(state, events)
    go(state, Phase.SCORE, events)


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
    supplies = state._edit_supplies()
    if move.figure == "abbot":
        supplies.abbots[player] = ref
    else:
        supplies.meeples[player] -= 1
    name = state.board[last].segments[index].name
    events.append(FigurePlaced(player, move.figure, ref[0], ref[1], name, feature.kind))


def _return_abbot(state: GameState, events: Events) -> None:
    """Take the abbot back. From an unfinished monastery or garden it scores at once, without
    gold. From one the tile just placed completed, it stays until the score step: there the
    feature scores as completed (9 to the abbot's owner, its majority), the owner takes its
    gold like any majority owner, and the abbot goes home with the other figures."""
    player = state.active
    ref = state.abbots[player]
    assert ref is not None
    feature = state.feature_of(ref)
    if completed_now(state, feature):
        return
    events.append(score_feature(state, feature, None, abbot_returned=True))
    state._set_figures(feature.id, ())
    state._edit_supplies().abbots[player] = None
    name = segment_name(state, ref)
    events.append(FigureReturned(player, "abbot", ref[0], ref[1], name, feature.kind))


# --- 4. score ------------------------------------------------------------------------------------


def _enter_score(state: GameState, events: Events) -> None:
    """Find what the new tile completed and score it (or wait while the order matters)."""
    assert state.last is not None
    completed = tuple(f.id for f in completed_by(state, state.last))
    state._set_pending(ScorePending(completed))
    _score_when_ordered(state, events)


def _play_score(state: GameState, move: ScoreFeature, events: Events) -> None:
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
    claims = [(gold.claim_area(state, f), owners(f)) for f in scored]
    for feature in scored:
        events.append(score_feature(state, feature, state.last))
    for feature in scored:
        send_home(state, feature, events)
    if state.options.gold_distribution == "edition3":
        for area, area_owners in claims:
            events.extend(gold.distribute(state, area, area_owners))
        _end_turn(state, events)
        return
    go(state, Phase.TAKE_GOLD, events, TakePending(gold.pool_claims(state, claims), state.active))


def send_home(state: GameState, feature: Feature, events: Events) -> None:
    """Every figure on the feature goes back to its owner's supply."""
    if not feature.figures:
        return
    supplies = state._edit_supplies()
    for figure in feature.figures:
        if figure.kind == "abbot":
            supplies.abbots[figure.player] = None
        else:
            supplies.meeples[figure.player] += 1
        x, y, _ = figure.at
        name = segment_name(state, figure.at)
        events.append(FigureReturned(figure.player, figure.kind, x, y, name, feature.kind))
    state._set_figures(feature.id, ())


# --- 5. take gold (round robin) ------------------------------------------------------------------


def _enter_take(state: GameState, events: Events) -> None:
    _next_taker(state, state.active, events)


def _next_taker(state: GameState, start: int, events: Events) -> None:
    pending = state.pending
    assert isinstance(pending, TakePending)
    taker = gold.next_taker(state, start)
    if taker is None:
        _end_turn(state, events)
        return
    state._set_pending(TakePending(pending.claims, taker))


def _play_take(state: GameState, move: TakeGold, events: Events) -> None:
    taker = taking_player(state)
    events.append(gold.take_one(state, taker, (move.x, move.y)))
    _next_taker(state, taker + 1, events)


# --- the end of a turn and of the game -----------------------------------------------------------


def _end_turn(state: GameState, events: Events) -> None:
    """Record the scores, pass the turn clockwise and draw for the next player."""
    totals = state.totals()
    state._edit_scores().history.append(totals)
    events.append(TurnEnded(state.active, totals))
    state._pass_turn()
    go(state, Phase.PLACE_TILE, events)


def final_scoring(state: GameState, events: Events) -> None:
    """End-of-game scoring: unfinished features, then fields, ingots back to the box, the chart.

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
    supplies = state._edit_supplies()
    for pos, count in sorted(supplies.ingots.items()):
        supplies.returned += count
        events.append(GoldReturned(pos[0], pos[1], count))
    supplies.ingots.clear()
    scores = state._edit_scores().scores
    for player, held in enumerate(supplies.held):
        if held:
            scores[player]["gold"] = gold.gold_points(held)
            events.append(GoldScored(player, held, gold.gold_points(held)))
    breakdown = tuple(tuple(s.items()) for s in scores)
    events.append(GameOver(state.totals(), breakdown, winners(state)))


def _cannot_play(state: GameState, move: Move, events: Events) -> None:
    raise AssertionError("no move is legal once the game is over")


PHASES: dict[Phase, PhaseRules] = {
    Phase.PLACE_TILE: PhaseRules(
        "place a tile", (PlaceTile,), tile_moves, why_not_tile, _play_tile, _enter_tile, False
    ),
    Phase.PLACE_GOLD: PhaseRules(
        "place a gold ingot", (PlaceGold,), gold_moves, why_not_gold, _play_gold, _enter_gold
    ),
    Phase.PLACE_FIGURE: PhaseRules(
        "place a figure or skip",
        (PlaceFigure, ReturnAbbot, Skip),
        figure_moves,
        why_not_figure,
        _play_figure,
        _nothing,
    ),
    # Scoring waits only while the order matters, which is a choice of two or more by rule.
    Phase.SCORE: PhaseRules(
        "choose which feature scores next",
        (ScoreFeature,),
        score_moves,
        why_not_score,
        _play_score,
        _enter_score,
        False,
    ),
    Phase.TAKE_GOLD: PhaseRules(
        "take a gold ingot", (TakeGold,), take_moves, why_not_take, _play_take, _enter_take
    ),
    Phase.GAME_OVER: PhaseRules(
        "nothing: the game is over", (), no_moves, never, _cannot_play, final_scoring, False
    ),
}
PHASE_OF_MOVE: dict[type, Phase] = {
    move_type: phase for phase, rules in PHASES.items() for move_type in rules.move_types
}
