"""The turn as one table: for each phase, what may be played, what happens, and which phase
follows on what condition. ``enter`` and ``played`` walk it; nothing else picks a phase.

    phase         may be played            what happens                  next (first that holds)
    PLACE_TILE    PlaceTile                on entry: draw a tile that    nothing drawn: GAME_OVER
                                           fits; the move: place it      PLACE_GOLD
    PLACE_GOLD    PlaceGold                on entry: the first ingot     no 2nd ingot: PLACE_FIGURE
                                           on a gold tile; the second    PLACE_FIGURE
    PLACE_FIGURE  PlaceFigure, Skip,       place a figure or take the    SCORE
                  ReturnAbbot              abbot back
    SCORE         ScoreFeature             score what the tile           round robin: TAKE_GOLD
                                           completed (names the order    order settled: END_TURN
                                           while it matters), share gold
    TAKE_GOLD     TakeGold                 one ingot per go, clockwise   a taker left: again
                                                                         END_TURN
    END_TURN      EndTurn                  on entry: record the scores;  PLACE_TILE
                                           the move: pass the turn
    GAME_OVER     (nothing)                on entry: the final scoring   (the end)

A phase with one legal move plays it at once (``settle``), except PLACE_TILE, SCORE and
END_TURN: a player always places their own tile and confirms the end of their turn.
"""

from __future__ import annotations

from .events import Event
from .expansions.goldmines import enter_gold, gold_moves, no_second_ingot, play_gold, why_not_gold
from .expansions.sharing import (
    enter_take,
    no_taker,
    play_take,
    take_moves,
    takes_in_turn,
    why_not_take,
)
from .moves import (
    EndTurn,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from .phase_moves import (
    figure_moves,
    never,
    no_moves,
    score_moves,
    tile_moves,
    why_not_figure,
    why_not_score,
    why_not_tile,
)
from .phases import (
    Condition,
    PhaseRules,
    always,
    cannot_play,
    end_turn_moves,
    enter_end_turn,
    enter_score,
    enter_tile,
    final_scoring,
    nothing,
    nothing_drawn,
    order_open,
    order_settled,
    play_end_turn,
    play_figure,
    play_score,
    play_tile,
    why_not_end_turn,
)
from .state import GameState
from .values import Phase

Events = list[Event]

TURN: dict[Phase, PhaseRules] = {
    Phase.PLACE_TILE: PhaseRules(
        "place a tile", (PlaceTile,), tile_moves, why_not_tile, play_tile, enter_tile,
        then=((always, Phase.PLACE_GOLD),),
        skip=((nothing_drawn, Phase.GAME_OVER),),
        resolves_alone=False,
    ),
    Phase.PLACE_GOLD: PhaseRules(
        "place a gold ingot", (PlaceGold,), gold_moves, why_not_gold, play_gold, enter_gold,
        then=((always, Phase.PLACE_FIGURE),),
        skip=((no_second_ingot, Phase.PLACE_FIGURE),),
    ),
    Phase.PLACE_FIGURE: PhaseRules(
        "place a figure or skip", (PlaceFigure, ReturnAbbot, Skip),
        figure_moves, why_not_figure, play_figure, nothing,
        then=((always, Phase.SCORE),),
    ),
    # Scoring waits only while the order matters, which is a choice of two or more by rule.
    Phase.SCORE: PhaseRules(
        "choose which feature scores next", (ScoreFeature,),
        score_moves, why_not_score, play_score, enter_score,
        then=((takes_in_turn, Phase.TAKE_GOLD), (always, Phase.END_TURN)),
        skip=((takes_in_turn, Phase.TAKE_GOLD), (order_settled, Phase.END_TURN)),
        again=order_open,
        resolves_alone=False,
    ),
    Phase.TAKE_GOLD: PhaseRules(
        "take a gold ingot", (TakeGold,), take_moves, why_not_take, play_take, enter_take,
        then=((always, Phase.END_TURN),),
        skip=((no_taker, Phase.END_TURN),),
        again=takes_in_turn,
        keeps_pending=True,
    ),
    Phase.END_TURN: PhaseRules(
        "end the turn", (EndTurn,), end_turn_moves, why_not_end_turn, play_end_turn,
        enter_end_turn,
        then=((always, Phase.PLACE_TILE),),
        resolves_alone=False,
    ),
    Phase.GAME_OVER: PhaseRules(
        "nothing: the game is over", (), no_moves, never, cannot_play, final_scoring,
        resolves_alone=False,
    ),
}  # fmt: skip
PHASES = TURN
PHASE_OF_MOVE: dict[type, Phase] = {
    move_type: phase for phase, rules in TURN.items() for move_type in rules.move_types
}


def _next(state: GameState, choices: tuple[tuple[Condition, Phase], ...]) -> Phase | None:
    for condition, phase in choices:
        if condition is always or condition(state):
            return phase
    return None


def enter(state: GameState, phase: Phase, events: Events) -> None:
    """Enter ``phase`` and walk the table on through every phase with nothing to wait for."""
    following: Phase | None = phase
    while following is not None:
        rules = TURN[following]
        state._enter_phase(following, state.pending if rules.keeps_pending else None)
        rules.enter(state, events)
        following = _next(state, rules.skip) if rules.skip else None


def played(state: GameState, events: Events) -> None:
    """A move of the phase has been played: wait for another, or go on by the table."""
    rules = TURN[state.phase]
    if rules.again is not None and rules.again(state):
        return
    following = _next(state, rules.then)
    assert following is not None, f"{state.phase} names no phase to follow"
    enter(state, following, events)


def play(state: GameState, move: Move, events: Events) -> None:
    """Play a legal move of the phase the state is in, and go on by the table."""
    TURN[state.phase].play(state, move, events)
    played(state, events)


def settle(state: GameState, events: Events) -> None:
    """A choice with one option resolves itself (and is not recorded)."""
    while (rules := TURN[state.phase]).resolves_alone:
        legal = rules.legal(state)
        if len(legal) != 1:
            state._keep_legal(tuple(legal))  # the player chooses among these
            return
        play(state, legal[0], events)
