"""The phase machine: ``new_game``, ``legal_moves`` and ``apply``.

Each turn runs PLACE_TILE -> PLACE_GOLD -> PLACE_FIGURE -> SCORE -> TAKE_GOLD. Phases with no
choice to make resolve themselves, so ``state.phase`` is always one that waits for a move (or
GAME_OVER).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import gold
from .board import NEIGHBOURS_8, Pos, fits, mismatch, rotated
from .events import (
    Event,
    FigurePlaced,
    FigureReturned,
    GoldPlaced,
    TilePlaced,
)
from .features import location_of, place_tile, segment_name
from .moves import (
    IllegalMoveError,
    Move,
    PlaceGold,
    PlaceMeeple,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from .scoring import score_feature
from .state import COLORS, Feature, Figure, GameState, Phase, Setup
from .tiles import ROTATIONS, Catalogue
from .turn_end import choose_score, enter_score, order_choices, start_turn, take_gold

PHASE_WORDS = {
    Phase.PLACE_TILE: "place a tile",
    Phase.PLACE_GOLD: "place a gold ingot",
    Phase.PLACE_FIGURE: "place a figure or skip",
    Phase.SCORE: "choose which feature scores next",
    Phase.TAKE_GOLD: "take a gold ingot",
    Phase.GAME_OVER: "nothing: the game is over",
}
PHASE_OF_MOVE: dict[type, Phase] = {
    PlaceTile: Phase.PLACE_TILE,
    PlaceGold: Phase.PLACE_GOLD,
    PlaceMeeple: Phase.PLACE_FIGURE,
    ReturnAbbot: Phase.PLACE_FIGURE,
    Skip: Phase.PLACE_FIGURE,
    ScoreFeature: Phase.SCORE,
    TakeGold: Phase.TAKE_GOLD,
}


# --- setting up ----------------------------------------------------------------------------


def check_setup(setup: Setup, catalogue: Catalogue) -> None:
    """Raise ValueError with a readable message if the setup cannot start a game."""
    players = setup.players
    if not 2 <= len(players) <= 6:
        raise ValueError(f"a game needs 2 to 6 players, not {len(players)}")
    colors = [p.color for p in players]
    for color in colors:
        if color not in COLORS:
            raise ValueError(f"unknown colour {color!r} (use {', '.join(COLORS)})")
    if len(set(colors)) != len(colors):
        raise ValueError("every player needs a different colour")
    if setup.options.gold_distribution not in ("edition3", "round_robin"):
        raise ValueError(f"unknown gold distribution {setup.options.gold_distribution!r}")
    if catalogue.start_code not in catalogue:
        raise ValueError("the catalogue has no start tile")


def new_game(
    setup: Setup,
    catalogue: Catalogue,
    seed: int | None = None,
    draw_order: Sequence[str] | None = None,
) -> GameState:
    """Start a game: the start tile at (0, 0), the draw pile shuffled by ``seed`` or given."""
    check_setup(setup, catalogue)
    if draw_order is None:
        if seed is None:
            seed = random.randrange(2**31)
        deck = catalogue.box(setup.options.goldmines)
        random.Random(seed).shuffle(deck)
        draw_order = deck
    for code in draw_order:
        if code not in catalogue:
            raise ValueError(f"unknown tile code {code!r} in the draw order")
        if catalogue[code].expansion == "goldmines" and not setup.options.goldmines:
            raise ValueError(f"tile {code} is not in play without The Gold Mines")
    state = GameState(setup, catalogue, seed, tuple(draw_order))
    place_tile(state, (0, 0), rotated(catalogue[catalogue.start_code], 0))
    start_turn(state, [])
    return state


# --- what may be played ----------------------------------------------------------------------


def legal_moves(state: GameState) -> list[Move]:
    """Every move the player to act may make now; the UI highlights these, the AI picks one."""
    phase = state.phase
    if phase is Phase.PLACE_TILE:
        return list(_tile_moves(state))
    if phase is Phase.PLACE_GOLD:
        return [PlaceGold(x, y) for x, y in state.gold_targets]
    if phase is Phase.PLACE_FIGURE:
        return _figure_moves(state)
    if phase is Phase.SCORE:
        return [_score_move(state, state.features[fid]) for fid in order_choices(state)]
    if phase is Phase.TAKE_GOLD:
        return [TakeGold(x, y) for x, y in gold.round_robin_options(state, state.taker)]
    return []


def acting_player(state: GameState) -> int:
    """Who makes the next move (the taker while gold is shared out, else the active player)."""
    return state.taker if state.phase is Phase.TAKE_GOLD else state.active


def _tile_moves(state: GameState) -> list[PlaceTile]:
    assert state.tile is not None
    tile = state.catalogue[state.tile]
    return [
        PlaceTile(x, y, r)
        for (x, y), constraint in state.frontier.items()
        for r in fits(tile, constraint)
    ]


def _figure_moves(state: GameState) -> list[Move]:
    assert state.last is not None
    player = state.active
    abbot_ready = state.options.abbot and state.abbots[player] is None
    tile = state.board[state.last]
    moves: list[Move] = []
    for index, seg in enumerate(tile.segments):
        if state.feature_of((*state.last, index)).figures:
            continue
        if seg.kind != "garden" and state.meeples[player] > 0:
            moves.append(PlaceMeeple("meeple", seg.name))
        if seg.kind in ("monastery", "garden") and abbot_ready:
            moves.append(PlaceMeeple("abbot", seg.name))
    abbot_at = state.abbots[player]
    if abbot_at is not None:
        moves.append(ReturnAbbot(abbot_at[0], abbot_at[1]))
    moves.append(Skip())
    return moves


def _score_move(state: GameState, feature: Feature) -> ScoreFeature:
    ref = location_of(state, feature, state.last)
    return ScoreFeature(ref[0], ref[1], segment_name(state, ref))


# --- applying a move -------------------------------------------------------------------------


def apply(state: GameState, move: Move) -> tuple[GameState, list[Event]]:
    """Check ``move`` and play it: the new state and what happened. Raises IllegalMoveError."""
    _check_phase(state, move)
    new = state.clone()
    events: list[Event] = []
    match move:
        case PlaceTile():
            _place_tile(new, move, events)
        case PlaceGold():
            _place_gold(new, move, events)
        case PlaceMeeple():
            _place_figure(new, move, events)
        case ReturnAbbot():
            _return_abbot(new, move, events)
        case Skip():
            enter_score(new, events)
        case ScoreFeature():
            choose_score(new, move, events)
        case TakeGold():
            take_gold(new, move, events)
    new.moves = (*state.moves, move)
    return new, events


def _check_phase(state: GameState, move: Move) -> None:
    wanted = PHASE_OF_MOVE.get(type(move))
    if wanted is None:
        raise IllegalMoveError(f"{move!r} is not a move")
    if state.phase is not wanted:
        raise IllegalMoveError(
            f"you can't {PHASE_WORDS[wanted]} now: it is time to {PHASE_WORDS[state.phase]}"
        )


def _place_tile(state: GameState, move: PlaceTile, events: list[Event]) -> None:
    pos = (move.x, move.y)
    where = f"place_tile at ({move.x}, {move.y})"
    if move.rotation not in ROTATIONS:
        raise IllegalMoveError(f"{where}: rotation must be 0, 90, 180 or 270")
    if pos in state.board:
        raise IllegalMoveError(f"{where}: a tile is already there")
    constraint = state.frontier.get(pos)
    if constraint is None:
        raise IllegalMoveError(f"{where}: it must touch a placed tile edge to edge")
    assert state.tile is not None
    tile = rotated(state.catalogue[state.tile], move.rotation)
    if move.rotation not in fits(tile.tile, constraint):
        raise IllegalMoveError(f"{where} does not fit: {mismatch(tile, constraint)}")
    place_tile(state, pos, tile)
    state.last = pos
    state.tile = None
    events.append(TilePlaced(state.active, tile.code, move.x, move.y, move.rotation))
    _enter_gold(state, events)


def _enter_gold(state: GameState, events: list[Event]) -> None:
    assert state.last is not None
    tile = state.board[state.last]
    if not (state.options.goldmines and tile.tile.gold):
        _enter_figure(state, events)
        return
    _drop_ingot(state, state.last, events)
    x, y = state.last
    targets = tuple(p for dx, dy in NEIGHBOURS_8 if (p := (x + dx, y + dy)) in state.board)
    if len(targets) == 1 or (targets and not state.supply):
        _drop_ingot(state, targets[0], events)
        _enter_figure(state, events)
    elif not targets:
        _enter_figure(state, events)
    else:
        state.gold_targets = targets
        state.phase = Phase.PLACE_GOLD


def _drop_ingot(state: GameState, pos: Pos, events: list[Event]) -> None:
    if state.supply <= 0:  # only with a hand-made draw order holding more than 8 gold tiles
        return
    state.supply -= 1
    state.ingots[pos] = state.ingots.get(pos, 0) + 1
    events.append(GoldPlaced(pos[0], pos[1]))


def _place_gold(state: GameState, move: PlaceGold, events: list[Event]) -> None:
    pos = (move.x, move.y)
    if pos not in state.gold_targets:
        raise IllegalMoveError(
            f"place_gold at ({move.x}, {move.y}): the second ingot must go on a placed tile "
            "next to the gold tile (orthogonally or diagonally)"
        )
    _drop_ingot(state, pos, events)
    state.gold_targets = ()
    _enter_figure(state, events)


def _enter_figure(state: GameState, events: list[Event]) -> None:
    state.phase = Phase.PLACE_FIGURE
    if len(_figure_moves(state)) == 1:  # only "skip": nothing to decide
        enter_score(state, events)


def _place_figure(state: GameState, move: PlaceMeeple, events: list[Event]) -> None:
    assert state.last is not None
    tile = state.board[state.last]
    index = tile.segment_index(move.location)
    if index is None:
        raise IllegalMoveError(f"the new tile has no {move.location!r} to place a figure on")
    seg = tile.segments[index]
    legal = PlaceMeeple(move.figure, seg.name) in _figure_moves(state)
    if not legal:
        raise IllegalMoveError(_why_no_figure(state, move.figure, index))
    ref = (*state.last, index)
    feature = state.feature_of(ref)
    player = state.active
    state.features[feature.id] = feature.with_figures(
        (*feature.figures, Figure(player, move.figure, ref))
    )
    if move.figure == "abbot":
        state.abbots[player] = ref
    else:
        state.meeples[player] -= 1
    events.append(FigurePlaced(player, move.figure, ref[0], ref[1], seg.name))
    enter_score(state, events)


def _why_no_figure(state: GameState, figure: str, index: int) -> str:
    assert state.last is not None
    seg = state.board[state.last].segments[index]
    where = f"{seg.kind} {seg.name}" if seg.kind not in ("monastery", "garden") else seg.kind
    if state.feature_of((*state.last, index)).figures:
        return f"the {where} already has a figure on it (here or further along)"
    if figure == "abbot":
        if not state.options.abbot:
            return "The Abbot is not in this game"
        if seg.kind not in ("monastery", "garden"):
            return "the abbot can only go on a monastery or a garden"
        return "your abbot is already on the board"
    if seg.kind == "garden":
        return "only the abbot can go on a garden"
    if figure != "meeple":
        return f"unknown figure {figure!r}"
    return "you have no meeples left"


def _return_abbot(state: GameState, move: ReturnAbbot, events: list[Event]) -> None:
    player = state.active
    ref = state.abbots[player]
    if ref is None or (ref[0], ref[1]) != (move.x, move.y):
        raise IllegalMoveError(f"return_abbot at ({move.x}, {move.y}): your abbot is not there")
    feature = state.feature_of(ref)
    events.append(score_feature(state, feature, None, abbot_returned=True))
    state.features[feature.id] = feature.with_figures(())
    state.abbots[player] = None
    events.append(FigureReturned(player, "abbot", ref[0], ref[1], segment_name(state, ref)))
    enter_score(state, events)
