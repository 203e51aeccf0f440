"""What happens in each phase of the turn: the automatic work on entering it, what each move
does, and the conditions the turn table (``turn.TURN``) goes on by. None of these chooses the
next phase: the table does.
"""

from __future__ import annotations

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
    EndTurn,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Refusal,
    ReturnAbbot,
    ScoreFeature,
    TakeGold,
)
from .phase_moves import chosen_feature, fits_somewhere, order_matters, taking_player
from .scoring import owners, score_feature, winners
from .state import GameState
from .values import Feature, Figure, GoldPending, ScorePending, TakePending

Events = list[Event]


def nothing(state: GameState, events: Events) -> None:
    return None


# --- 1. place a tile ---------------------------------------------------------------------------


def enter_tile(state: GameState, events: Events) -> None:
    """Draw until a tile fits somewhere (others leave the game); the end when none is left."""
    pile = state.edit_pile()
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
    state.edit_board().last = pos
    state.edit_pile().tile = None
    events.append(TilePlaced(state.active, tile.code, move.x, move.y, move.rotation))


# --- 2. place gold -----------------------------------------------------------------------------


def enter_gold(state: GameState, events: Events) -> None:
    last = state.last
    assert last is not None
    if not (state.options.goldmines and state.board[last].tile.gold):
        return
    _drop_ingot(state, last, events)
    x, y = last
    targets = tuple(p for dx, dy in NEIGHBOURS_8 if (p := (x + dx, y + dy)) in state.board)
    if targets and state.supply:
        state.set_pending(GoldPending(targets))


def no_second_ingot(state: GameState) -> bool:
    """No gold tile was placed, or its second ingot has nowhere to go."""
    return state.pending is None


def _drop_ingot(state: GameState, pos: Pos, events: Events) -> None:
    if state.supply <= 0:  # only with a hand-made draw order holding more than 8 gold tiles
        return
    supplies = state.edit_supplies()
    supplies.supply -= 1
    supplies.ingots[pos] = supplies.ingots.get(pos, 0) + 1
    events.append(GoldPlaced(pos[0], pos[1], state.active))


def play_gold(state: GameState, move: PlaceGold, events: Events) -> None:
    _drop_ingot(state, (move.x, move.y), events)


# --- 3. place a figure -------------------------------------------------------------------------


def play_figure(state: GameState, move: Move, events: Events) -> None:
    if isinstance(move, PlaceFigure):
        _place_figure(state, move, events)
    elif isinstance(move, ReturnAbbot):
        _return_abbot(state, events)


def _place_figure(state: GameState, move: PlaceFigure, events: Events) -> None:
    last = state.last
    assert last is not None
    index = state.board[last].segment_index(move.location)
    assert index is not None
    ref = (*last, index)
    player = state.active
    feature = state.edit_feature(state.seg_feature[ref])
    feature.figures = (*feature.figures, Figure(player, move.figure, ref))
    supplies = state.edit_supplies()
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
    state.edit_feature(feature.id).figures = ()
    state.edit_supplies().abbots[player] = None
    name = segment_name(state, ref)
    events.append(FigureReturned(player, "abbot", ref[0], ref[1], name, feature.kind))


# --- 4. score ------------------------------------------------------------------------------------


def enter_score(state: GameState, events: Events) -> None:
    """Find what the new tile completed and score it (or wait while the order matters)."""
    assert state.last is not None
    completed = tuple(f.id for f in completed_by(state, state.last))
    state.set_pending(ScorePending(completed))
    _score_when_ordered(state, events)


def play_score(state: GameState, move: ScoreFeature, events: Events) -> None:
    fid = chosen_feature(state, move)
    assert fid is not None
    pending = state.pending
    assert isinstance(pending, ScorePending)
    state.set_pending(ScorePending(pending.completed, (*pending.order, fid)))
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
        state.set_pending(None)
        return
    state.set_pending(TakePending(gold.pool_claims(state, claims), state.active))


def order_settled(state: GameState) -> bool:
    """The completed features have scored (the order was settled or never mattered)."""
    return not isinstance(state.pending, ScorePending)


def takes_in_turn(state: GameState) -> bool:
    """Round robin: the claims the scoring pooled are taken one ingot at a time."""
    return isinstance(state.pending, TakePending)


def send_home(state: GameState, feature: Feature, events: Events) -> None:
    """Every figure on the feature goes back to its owner's supply."""
    if not feature.figures:
        return
    supplies = state.edit_supplies()
    for figure in feature.figures:
        if figure.kind == "abbot":
            supplies.abbots[figure.player] = None
        else:
            supplies.meeples[figure.player] += 1
        x, y, _ = figure.at
        name = segment_name(state, figure.at)
        events.append(FigureReturned(figure.player, figure.kind, x, y, name, feature.kind))
    state.edit_feature(feature.id).figures = ()


# --- 5. take gold (round robin) ------------------------------------------------------------------


def enter_take(state: GameState, events: Events) -> None:
    _next_taker(state, state.active, events)


def _next_taker(state: GameState, start: int, events: Events) -> None:
    pending = state.pending
    assert isinstance(pending, TakePending)
    taker = gold.next_taker(state, start)
    state.set_pending(None if taker is None else TakePending(pending.claims, taker))


def play_take(state: GameState, move: TakeGold, events: Events) -> None:
    taker = taking_player(state)
    events.append(gold.take_one(state, taker, (move.x, move.y)))
    _next_taker(state, taker + 1, events)


# --- the end of a turn and of the game -----------------------------------------------------------


def enter_end_turn(state: GameState, events: Events) -> None:
    """The turn is over: its scores are recorded; the player confirms the end."""
    totals = state.totals()
    state.edit_scores().history.append(totals)
    events.append(TurnEnded(state.active, totals))


def play_end_turn(state: GameState, move: EndTurn, events: Events) -> None:
    """Pass the turn clockwise (the next player draws on entering PLACE_TILE)."""
    state.pass_turn()


def end_turn_moves(state: GameState) -> list[Move]:
    return [END_TURN_MOVE]


def why_not_end_turn(state: GameState, move: EndTurn) -> Refusal | None:
    return None


END_TURN_MOVE = EndTurn()


def final_scoring(state: GameState, events: Events) -> None:
    """End-of-game scoring: unfinished features, then fields, ingots back to the box, the chart.

    Entering GAME_OVER runs it; ``projected_scores`` runs it on a copy of a position in play."""
    events.append(FinalScoringStarted(state.totals()))
    state.edit_pile().tile = None
    unfinished = sorted(
        (f for f in state.features.values() if f.figures),
        key=lambda f: (f.kind == "field", f.id),
    )
    for feature in unfinished:
        events.append(score_feature(state, feature, None))
    for feature in unfinished:
        send_home(state, feature, events)
    supplies = state.edit_supplies()
    for pos, count in sorted(supplies.ingots.items()):
        supplies.returned += count
        events.append(GoldReturned(pos[0], pos[1], count))
    supplies.ingots.clear()
    scores = state.edit_scores().scores
    for player, held in enumerate(supplies.held):
        if held:
            scores[player]["gold"] = gold.gold_points(held)
            events.append(GoldScored(player, held, gold.gold_points(held)))
    breakdown = tuple(tuple(s.items()) for s in scores)
    events.append(GameOver(state.totals(), breakdown, winners(state)))


def cannot_play(state: GameState, move: Move, events: Events) -> None:
    raise AssertionError("no move is legal once the game is over")
