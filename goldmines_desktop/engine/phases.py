"""The turn as data: for every phase, what is legal, why a move is not, how each move applies
and what happens on entering the phase.

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
from .board import NEIGHBOURS_8, Pos, fit_table, fits, mismatch, rotated
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
from .features import completed_by, completed_now, location_of, place_tile, segment_name
from .moves import (
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Reason,
    Refusal,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
    refusal,
)
from .river import river_moves, why_not_river
from .scoring import owners, score_feature, winners
from .state import (
    Feature,
    Figure,
    GameState,
    GoldPending,
    Pending,
    Phase,
    ScorePending,
    TakePending,
)
from .tiles import ROTATIONS

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
    state.enter_phase(phase, pending)
    PHASES[phase].enter(state, events)


def settle(state: GameState, events: Events) -> None:
    """A choice with one option resolves itself (and is not recorded)."""
    while (rules := PHASES[state.phase]).resolves_alone:
        legal = rules.legal(state)
        if len(legal) != 1:
            state.keep_legal(tuple(legal))  # the player chooses among these
            return
        rules.play(state, legal[0], events)


def _nothing(state: GameState, events: Events) -> None:
    return None


# --- 1. place a tile ---------------------------------------------------------------------------


def fits_somewhere(state: GameState, code: str) -> bool:
    """Whether a tile of this kind fits anywhere on the board (one test per kind of gap)."""
    if state.catalogue[code].is_river:
        return bool(river_moves(state, code))
    table = fit_table(state.catalogue[code])
    return any(table[c] for c in state.board_part.open_by_constraint)


def _enter_tile(state: GameState, events: Events) -> None:
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
    go(state, Phase.GAME_OVER, events)


def tile_moves(state: GameState) -> list[Move]:
    assert state.tile is not None
    if state.catalogue[state.tile].is_river:
        return river_moves(state, state.tile)
    table = fit_table(state.catalogue[state.tile])
    return [
        PlaceTile(x, y, r)
        for (x, y), constraint in state.frontier.items()
        for r in table[constraint]
    ]


def _why_not_tile(state: GameState, move: PlaceTile) -> Refusal | None:
    pos = (move.x, move.y)
    where = f"place_tile at ({move.x}, {move.y})"
    if move.rotation not in ROTATIONS:
        return refusal(Reason.ROTATION, "rotation must be 0, 90, 180 or 270", where)
    if pos in state.board:
        return refusal(Reason.OCCUPIED, "a tile is already there", where)
    constraint = state.frontier.get(pos)
    if constraint is None:
        return refusal(Reason.NOT_BESIDE, "it must touch a placed tile edge to edge", where)
    assert state.tile is not None
    tile = state.catalogue[state.tile]
    if move.rotation not in fits(tile, constraint):
        words = mismatch(rotated(tile, move.rotation), constraint)
        return Refusal(Reason.NO_FIT, f"{where} does not fit: {words}", words)
    return why_not_river(state, move) if tile.is_river else None


def _play_tile(state: GameState, move: PlaceTile, events: Events) -> None:
    assert state.tile is not None
    pos = (move.x, move.y)
    tile = rotated(state.catalogue[state.tile], move.rotation)
    place_tile(state, pos, tile, state.active)
    state.edit_board().last = pos
    state.edit_pile().tile = None
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
    state.set_pending(GoldPending(targets))


def _drop_ingot(state: GameState, pos: Pos, events: Events) -> None:
    if state.supply <= 0:  # only with a hand-made draw order holding more than 8 gold tiles
        return
    supplies = state.edit_supplies()
    supplies.supply -= 1
    supplies.ingots[pos] = supplies.ingots.get(pos, 0) + 1
    events.append(GoldPlaced(pos[0], pos[1], state.active))


def _gold_targets(state: GameState) -> tuple[Pos, ...]:
    pending = state.pending
    assert isinstance(pending, GoldPending)
    return pending.targets


def _gold_moves(state: GameState) -> list[Move]:
    return [PlaceGold(x, y) for x, y in _gold_targets(state)]


def _why_not_gold(state: GameState, move: PlaceGold) -> Refusal | None:
    if (move.x, move.y) in _gold_targets(state):
        return None
    words = (
        "the second ingot must go on a placed tile next to the gold tile "
        "(orthogonally or diagonally)"
    )
    return refusal(Reason.GOLD_SPOT, words, f"place_gold at ({move.x}, {move.y})")


def _play_gold(state: GameState, move: PlaceGold, events: Events) -> None:
    _drop_ingot(state, (move.x, move.y), events)
    go(state, Phase.PLACE_FIGURE, events)


# --- 3. place a figure -------------------------------------------------------------------------


def figure_moves(state: GameState) -> list[Move]:
    last = state.last
    assert last is not None
    player = state.active
    abbot_ready = state.options.abbot and state.abbots[player] is None
    has_meeple = state.meeples[player] > 0
    moves: list[Move] = []
    for index, seg in enumerate(state.board[last].segments):
        if seg.kind == "river" or state.feature_of((*last, index)).figures:
            continue
        if seg.kind != "garden" and has_meeple:
            moves.append(PlaceFigure("meeple", seg.name))
        if abbot_ready and seg.kind in ("monastery", "garden"):
            moves.append(PlaceFigure("abbot", seg.name))
    abbot_at = state.abbots[player]
    if abbot_at is not None:
        moves.append(ReturnAbbot(abbot_at[0], abbot_at[1]))
    moves.append(Skip())
    return moves


def _why_not_figure(state: GameState, move: Move) -> Refusal | None:
    if isinstance(move, PlaceFigure):
        return _why_not_place_figure(state, move)
    if isinstance(move, ReturnAbbot):
        ref = state.abbots[state.active]
        if ref is None or (ref[0], ref[1]) != (move.x, move.y):
            where = f"return_abbot at ({move.x}, {move.y})"
            return refusal(Reason.ABBOT_NOT_THERE, "your abbot is not there", where)
    return None


def _why_not_place_figure(state: GameState, move: PlaceFigure) -> Refusal | None:
    last = state.last
    assert last is not None
    index = state.board[last].segment_index(move.location)
    if index is None:
        return refusal(
            Reason.NO_SEGMENT, f"the new tile has no {move.location!r} to place a figure on"
        )
    seg = state.board[last].segments[index]
    if seg.kind == "river":
        return refusal(Reason.ON_RIVER, "nobody can stand on the river")
    where = f"{seg.kind} {seg.name}" if seg.kind not in ("monastery", "garden") else seg.kind
    if state.feature_of((*last, index)).figures:
        return refusal(
            Reason.TAKEN, f"the {where} already has a figure on it (here or further along)"
        )
    if move.figure == "abbot":
        if not state.options.abbot:
            return refusal(Reason.NO_ABBOT, "The Abbot is not in this game")
        if seg.kind not in ("monastery", "garden"):
            return refusal(Reason.ABBOT_SPOT, "the abbot can only go on a monastery or a garden")
        if state.abbots[state.active] is not None:
            return refusal(Reason.ABBOT_OUT, "your abbot is already on the board")
        return None
    if seg.kind == "garden":
        return refusal(Reason.GARDEN, "only the abbot can go on a garden")
    if move.figure != "meeple":
        return refusal(Reason.FIGURE, f"unknown figure {move.figure!r}")
    if state.meeples[state.active] <= 0:
        return refusal(Reason.NO_MEEPLES, "you have no meeples left")
    return None


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


def _enter_score(state: GameState, events: Events) -> None:
    """Find what the new tile completed and score it (or wait while the order matters)."""
    assert state.last is not None
    completed = tuple(f.id for f in completed_by(state, state.last))
    state.set_pending(ScorePending(completed))
    _score_when_ordered(state, events)


def _order_matters(state: GameState) -> bool:
    """edition3: the active player names the next feature while 2 or more compete for gold."""
    options = state.options
    if not (options.goldmines and options.gold_distribution == "edition3"):
        return False
    return len(gold.order_choices(state)) >= 2


def _score_moves(state: GameState) -> list[Move]:
    if not _order_matters(state):
        return []
    return [_score_move(state, state.features[fid]) for fid in gold.order_choices(state)]


def _score_move(state: GameState, feature: Feature) -> ScoreFeature:
    ref = location_of(state, feature, state.last)
    return ScoreFeature(ref[0], ref[1], segment_name(state, ref))


def _chosen_feature(state: GameState, move: ScoreFeature) -> int | None:
    tile = state.board.get((move.x, move.y))
    index = tile.segment_index(move.location) if tile else None
    return None if index is None else state.seg_feature.get((move.x, move.y, index))


def _why_not_score(state: GameState, move: ScoreFeature) -> Refusal | None:
    if _order_matters(state) and _chosen_feature(state, move) in gold.order_choices(state):
        return None
    words = "choose one of the completed features that still hold gold"
    return refusal(
        Reason.SCORE_ORDER, words, f"score_feature {move.location} at ({move.x}, {move.y})"
    )


def _play_score(state: GameState, move: ScoreFeature, events: Events) -> None:
    fid = _chosen_feature(state, move)
    assert fid is not None
    pending = state.pending
    assert isinstance(pending, ScorePending)
    state.set_pending(ScorePending(pending.completed, (*pending.order, fid)))
    _score_when_ordered(state, events)


def _score_when_ordered(state: GameState, events: Events) -> None:
    """Score every completed feature once the order is settled, then share out the gold."""
    if _order_matters(state):
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


def _enter_take(state: GameState, events: Events) -> None:
    _next_taker(state, state.active, events)


def _next_taker(state: GameState, start: int, events: Events) -> None:
    pending = state.pending
    assert isinstance(pending, TakePending)
    taker = gold.next_taker(state, start)
    if taker is None:
        _end_turn(state, events)
        return
    state.set_pending(TakePending(pending.claims, taker))


def _take_moves(state: GameState) -> list[Move]:
    return [TakeGold(x, y) for x, y in gold.take_options(state, _taker(state))]


def _why_not_take(state: GameState, move: TakeGold) -> Refusal | None:
    if (move.x, move.y) in gold.take_options(state, _taker(state)):
        return None
    words = "take an ingot from a tile you have a claim on"
    return refusal(Reason.NO_CLAIM, words, f"take_gold at ({move.x}, {move.y})")


def _taker(state: GameState) -> int:
    pending = state.pending
    assert isinstance(pending, TakePending)
    return pending.taker


def _play_take(state: GameState, move: TakeGold, events: Events) -> None:
    taker = _taker(state)
    events.append(gold.take_one(state, taker, (move.x, move.y)))
    _next_taker(state, taker + 1, events)


# --- the end of a turn and of the game -----------------------------------------------------------


def _end_turn(state: GameState, events: Events) -> None:
    """Record the scores, pass the turn clockwise and draw for the next player."""
    totals = state.totals()
    state.edit_scores().history.append(totals)
    events.append(TurnEnded(state.active, totals))
    state.pass_turn()
    go(state, Phase.PLACE_TILE, events)


def _enter_game_over(state: GameState, events: Events) -> None:
    """End-of-game scoring: unfinished features, then fields, ingots back to the box, the chart."""
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


def _no_moves(state: GameState) -> list[Move]:
    return []


def _never(state: GameState, move: Move) -> Refusal | None:
    return refusal(Reason.GAME_OVER, "the game is over")


def _cannot_play(state: GameState, move: Move, events: Events) -> None:
    raise AssertionError("no move is legal once the game is over")


PHASES: dict[Phase, PhaseRules] = {
    Phase.PLACE_TILE: PhaseRules(
        "place a tile", (PlaceTile,), tile_moves, _why_not_tile, _play_tile, _enter_tile, False
    ),
    Phase.PLACE_GOLD: PhaseRules(
        "place a gold ingot", (PlaceGold,), _gold_moves, _why_not_gold, _play_gold, _enter_gold
    ),
    Phase.PLACE_FIGURE: PhaseRules(
        "place a figure or skip",
        (PlaceFigure, ReturnAbbot, Skip),
        figure_moves,
        _why_not_figure,
        _play_figure,
        _nothing,
    ),
    # Scoring waits only while the order matters, which is a choice of two or more by rule.
    Phase.SCORE: PhaseRules(
        "choose which feature scores next",
        (ScoreFeature,),
        _score_moves,
        _why_not_score,
        _play_score,
        _enter_score,
        False,
    ),
    Phase.TAKE_GOLD: PhaseRules(
        "take a gold ingot", (TakeGold,), _take_moves, _why_not_take, _play_take, _enter_take
    ),
    Phase.GAME_OVER: PhaseRules(
        "nothing: the game is over", (), _no_moves, _never, _cannot_play, _enter_game_over, False
    ),
}
PHASE_OF_MOVE: dict[type, Phase] = {
    move_type: phase for phase, rules in PHASES.items() for move_type in rules.move_types
}
