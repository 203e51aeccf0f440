"""Phases 4 and 5 and what follows them: scoring completed features, sharing out their gold,
handing the turn on, and end-of-game scoring."""

from __future__ import annotations

from . import gold
from .board import Pos, fits
from .events import (
    Event,
    FigureReturned,
    GameOver,
    GoldReturned,
    GoldScored,
    TileDiscarded,
    TileDrawn,
    TurnEnded,
)
from .features import completed_by, segment_name
from .moves import IllegalMoveError, ScoreFeature, TakeGold
from .scoring import gold_points, owners, score_feature, winners
from .state import Feature, GameState, Phase


def placements(state: GameState, code: str) -> bool:
    """Whether a tile of this kind fits anywhere on the board."""
    tile = state.catalogue[code]
    return any(fits(tile, c) for c in state.frontier.values())


def order_choices(state: GameState) -> list[int]:
    """3rd edition: completed features still to order that have owners and hold ingots."""
    covered: set[Pos] = set()
    for fid in state.score_order:
        covered.update(gold.claim_area(state, state.features[fid]))
    choices = []
    for fid in state.completed:
        if fid in state.score_order:
            continue
        area = [p for p in gold.claim_area(state, state.features[fid]) if p not in covered]
        if gold.ingots_in(state, area):
            choices.append(fid)
    return choices


def enter_score(state: GameState, events: list[Event]) -> None:
    """After the figure phase: find what the new tile completed and score it (or wait for the
    active player to choose the order)."""
    assert state.last is not None
    state.phase = Phase.SCORE
    state.completed = tuple(f.id for f in completed_by(state, state.last))
    state.score_order = ()
    _continue_score(state, events)


def choose_score(state: GameState, move: ScoreFeature, events: list[Event]) -> None:
    """The active player names the next completed feature to score (3rd edition gold)."""
    choices = order_choices(state)
    ref = _find_ref(state, move.x, move.y, move.location)
    fid = state.seg_feature.get(ref) if ref else None
    if fid not in choices:
        raise IllegalMoveError(
            f"score_feature {move.location} at ({move.x}, {move.y}): choose one of the "
            "completed features that still hold gold"
        )
    assert fid is not None
    state.score_order = (*state.score_order, fid)
    _continue_score(state, events)


def _find_ref(state: GameState, x: int, y: int, location: str) -> tuple[int, int, int] | None:
    tile = state.board.get((x, y))
    index = tile.segment_index(location) if tile else None
    return None if index is None else (x, y, index)


def _continue_score(state: GameState, events: list[Event]) -> None:
    """Score every completed feature once the order is settled, then share out the gold."""
    gold_choice = state.options.goldmines and state.options.gold_distribution == "edition3"
    if gold_choice and len(order_choices(state)) >= 2:
        return  # the active player names the next feature
    order = [*state.score_order, *(f for f in state.completed if f not in state.score_order)]
    scored = [state.features[fid] for fid in order]
    claims = [(gold.claim_area(state, f), owners(f)) for f in scored]
    for feature in scored:
        events.append(score_feature(state, feature, state.last))
    for feature in scored:
        _send_home(state, feature, events)
    state.phase = Phase.TAKE_GOLD
    if state.options.gold_distribution == "edition3":
        for area, takers in claims:
            events.extend(gold.distribute(state, area, takers))
        _end_turn(state, events)
        return
    state.claims = {}
    for area, takers in claims:
        for pos in area:
            if state.ingots.get(pos):
                state.claims[pos] = state.claims.get(pos, frozenset()) | frozenset(takers)
    _continue_taking(state, state.active, events)


def _send_home(state: GameState, feature: Feature, events: list[Event]) -> None:
    """Every figure on the feature goes back to its owner's supply."""
    for figure in feature.figures:
        if figure.kind == "abbot":
            state.abbots[figure.player] = None
        else:
            state.meeples[figure.player] += 1
        x, y, _ = figure.at
        events.append(
            FigureReturned(figure.player, figure.kind, x, y, segment_name(state, figure.at))
        )
    state.features[feature.id] = feature.with_figures(())


def _continue_taking(state: GameState, start: int, events: list[Event]) -> None:
    """Classic variant: players take one claimed ingot each in turn until none is left."""
    while (taker := gold.next_taker(state, start)) is not None:
        state.taker = taker
        options = gold.round_robin_options(state, taker)
        if len(options) > 1:
            return  # the taker chooses the tile
        events.append(gold.take_one(state, taker, options[0]))
        start = taker + 1
    state.claims = {}
    _end_turn(state, events)


def take_gold(state: GameState, move: TakeGold, events: list[Event]) -> None:
    """Classic variant: the taker takes one ingot from a tile they have a claim on."""
    pos = (move.x, move.y)
    if pos not in gold.round_robin_options(state, state.taker):
        raise IllegalMoveError(
            f"take_gold at ({move.x}, {move.y}): take an ingot from a tile you have a claim on"
        )
    events.append(gold.take_one(state, state.taker, pos))
    _continue_taking(state, state.taker + 1, events)


def _end_turn(state: GameState, events: list[Event]) -> None:
    """Record the scores, pass the turn clockwise and draw for the next player."""
    state.history = (*state.history, state.totals())
    events.append(TurnEnded(state.active, state.totals()))
    state.active = (state.active + 1) % len(state.players)
    state.taker = state.active
    state.turn += 1
    state.completed = ()
    state.score_order = ()
    start_turn(state, events)


def start_turn(state: GameState, events: list[Event]) -> None:
    """Draw until a tile fits somewhere (others leave the game); the end when none is left."""
    while state.deck_pos < len(state.draw_order):
        code = state.draw_order[state.deck_pos]
        state.deck_pos += 1
        if placements(state, code):
            state.tile = code
            state.phase = Phase.PLACE_TILE
            events.append(TileDrawn(state.active, code))
            return
        state.discarded = (*state.discarded, code)
        events.append(TileDiscarded(code))
    _end_game(state, events)


def _end_game(state: GameState, events: list[Event]) -> None:
    """End-of-game scoring: unfinished features, then fields, ingots back to the box, the chart."""
    state.tile = None
    unfinished = sorted(
        (f for f in state.features.values() if f.figures),
        key=lambda f: (f.kind == "field", f.id),
    )
    for feature in unfinished:
        events.append(score_feature(state, feature, None))
    for feature in unfinished:
        _send_home(state, feature, events)
    for pos, count in sorted(state.ingots.items()):
        state.returned += count
        events.append(GoldReturned(pos[0], pos[1], count))
    state.ingots = {}
    for player, held in enumerate(state.held):
        if held:
            state.scores[player]["gold"] = gold_points(held)
            events.append(GoldScored(player, held, gold_points(held)))
    state.phase = Phase.GAME_OVER
    breakdown = tuple(tuple(s.items()) for s in state.scores)
    events.append(GameOver(state.totals(), breakdown, winners(state)))
