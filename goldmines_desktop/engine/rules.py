"""Playing the game: ``new_game``, ``legal_moves``, ``is_legal`` and ``apply``.

Phases with no choice to make resolve themselves, so ``state.phase`` is always one that waits
for a move (or GAME_OVER). What each phase allows and does is the table in ``phases``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import islice

from .board import FitTable, fit_table, rotated
from .events import Event
from .expansions import active as active_expansions
from .expansions import deal, governing, named, start_code
from .features import place_tile
from .moves import END_TURN, EndTurn, IllegalMoveError, Move, PlaceTile, Reason, Refusal, refusal
from .phase_moves import fits_somewhere, tile_moves
from .state import GameState
from .tiles import ROTATIONS, Catalogue
from .turn import PHASE_OF_MOVE, PHASES, enter, play, settle
from .values import COLORS, GOLD_SHARINGS, MAX_PLAYERS, MIN_PLAYERS, Phase, Setup, TakePending

PHASE_WORDS = {phase: rules.words for phase, rules in PHASES.items()}


# --- setting up ----------------------------------------------------------------------------


def check_setup(setup: Setup, catalogue: Catalogue) -> None:
    """Raise ValueError with a readable message if the setup cannot start a game."""
    players = setup.players
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    colors = [p.color for p in players]
    for color in colors:
        if color not in COLORS:
            raise ValueError(f"unknown colour {color!r} (use {', '.join(COLORS)})")
    if len(set(colors)) != len(colors):
        raise ValueError("every player needs a different colour")
    if setup.options.gold_distribution not in GOLD_SHARINGS:
        raise ValueError(f"unknown gold distribution {setup.options.gold_distribution!r}")
    if catalogue.start_code not in catalogue:
        raise ValueError("the catalogue has no start tile")


def new_game(
    setup: Setup,
    catalogue: Catalogue,
    seed: int | None = None,
    draw_order: Sequence[str] | None = None,
) -> GameState:
    """Start a game: the start tile at (0, 0), the draw pile shuffled by ``seed`` or given.

    The start tile is D, or the spring with The River; ``expansions.deal`` says how a seed
    deals the pile."""
    check_setup(setup, catalogue)
    options = setup.options
    if draw_order is None:
        if seed is None:
            seed = random.randrange(2**31)
        draw_order = deal(catalogue, options, seed)
    for code in draw_order:
        if code not in catalogue:
            raise ValueError(f"unknown tile code {code!r} in the draw order")
        owner = named(catalogue[code].expansion)
        if owner is not None and owner not in active_expansions(options):
            raise ValueError(f"tile {code} is not in play without {owner.title}")
    state = GameState(setup, catalogue, seed, tuple(draw_order))
    place_tile(state, (0, 0), rotated(catalogue[start_code(catalogue, options)], 0), None)
    events: list[Event] = []
    enter(state, Phase.PLACE_TILE, events)
    settle(state, events)
    return state


# --- what may be played ----------------------------------------------------------------------


def legal_moves(state: GameState) -> list[Move]:
    """Every move the player to act may make now; the UI highlights these, the AI picks one."""
    if state.legal_cache is not None:
        return list(state.legal_cache)
    return PHASES[state.phase].legal(state)


def acting_player(state: GameState) -> int:
    """Who makes the next move (the taker while gold is shared out, else the active player)."""
    pending = state.pending
    return pending.taker if isinstance(pending, TakePending) else state.active


def why_illegal(state: GameState, move: Move) -> Refusal | None:
    """Why ``move`` may not be played now (the rule broken and its words); None when it may.

    Checks the one move without listing every legal move."""
    wanted = PHASE_OF_MOVE.get(type(move))
    if wanted is None:
        return refusal(Reason.NOT_A_MOVE, f"{move!r} is not a move")
    if state.phase is not wanted:
        words = f"you can't {PHASE_WORDS[wanted]} now: it is time to {PHASE_WORDS[state.phase]}"
        return refusal(Reason.WRONG_PHASE, words)
    return PHASES[wanted].why_not(state, move)


def is_legal(state: GameState, move: Move) -> bool:
    """Whether ``move`` is among ``legal_moves(state)`` (checked without listing them)."""
    return why_illegal(state, move) is None


def random_legal_move(state: GameState, rng: random.Random) -> Move:
    """One legal move, uniformly at random, without listing every tile placement."""
    if state.phase is not Phase.PLACE_TILE:
        if state.phase is Phase.END_TURN:
            return END_TURN  # no choice: no chance drawn
        return rng.choice(legal_moves(state))
    assert state.tile is not None
    tile = state.catalogue[state.tile]
    if governing(tile) is not None:
        return rng.choice(tile_moves(state))  # a handful of placements (the river's open end)
    table = fit_table(tile)
    # Rejection sampling: a uniformly random (open position, rotation) pair, kept if the tile
    # fits there, is a uniformly random legal placement; most tiles fit often enough that a
    # few tries do. Otherwise draw from the placements counted per kind of gap.
    frontier = state.frontier
    positions = list(frontier)
    pairs = 4 * len(positions)
    for _ in range(REJECTION_TRIES):
        pick = int(rng.random() * pairs)
        pos = positions[pick >> 2]
        rotation = ROTATIONS[pick & 3]
        if rotation in table[frontier[pos]]:
            return PlaceTile(pos[0], pos[1], rotation)
    return _placement_by_gaps(state, table, rng)


REJECTION_TRIES = 24


def _placement_by_gaps(state: GameState, table: FitTable, rng: random.Random) -> Move:
    groups = []
    total = 0
    for constraint, positions in state._board.open_by_constraint.items():
        rotations = table[constraint]
        if rotations:
            groups.append((positions, rotations))
            total += len(positions) * len(rotations)
    pick = rng.randrange(total)
    for positions, rotations in groups:
        size = len(positions) * len(rotations)
        if pick < size:
            x, y = next(islice(positions, pick // len(rotations), None))
            return PlaceTile(x, y, rotations[pick % len(rotations)])
        pick -= size
    raise AssertionError("a drawn tile always fits somewhere")


# --- applying a move -------------------------------------------------------------------------


def apply(state: GameState, move: Move) -> tuple[GameState, list[Event]]:
    """Check ``move`` and play it: the new state and what happened. Raises IllegalMoveError.

    ``state`` itself never changes: the new state shares its unchanged parts."""
    new = state.copy()
    return new, apply_in_place(new, move)


def apply_in_place(state: GameState, move: Move) -> list[Event]:
    """Check ``move`` and play it on ``state`` itself; what happened. Raises IllegalMoveError
    (and then ``state`` is unchanged).

    For a state the caller owns (from ``new_game`` or ``copy()``): replays and search playouts
    use it to avoid a copy per move."""
    why = why_illegal(state, move)
    if why is not None:
        raise IllegalMoveError(why.message)
    events: list[Event] = []
    state._keep_legal(None)
    play(state, move, events)
    if not isinstance(move, EndTurn):  # the log holds decisions: what a record writes
        state._edit_log().moves.append(move)
    settle(state, events)
    return events


def apply_decision(state: GameState, move: Move) -> tuple[GameState, list[Event]]:
    """``apply``, and where the move was the turn's last decision, ``EndTurn`` too: a step
    from one decision to the next (the next player's tile drawn), as records and searches go."""
    new = state.copy()
    return new, apply_decision_in_place(new, move)


def apply_decision_in_place(state: GameState, move: Move) -> list[Event]:
    """``apply_in_place``, and ``EndTurn`` where the state then waits in END_TURN."""
    events = apply_in_place(state, move)
    if state.phase is Phase.END_TURN:
        end_turn_in_place(state, events)
    return events


def end_turn_in_place(state: GameState, events: list[Event]) -> None:
    """Play ``EndTurn`` on a state waiting in END_TURN (its one legal move, so unchecked),
    adding what happened to ``events``: the step every playout takes once a turn."""
    assert state.phase is Phase.END_TURN
    play(state, END_TURN, events)
    settle(state, events)


def ends_the_game(state: GameState) -> bool:
    """Whether ending the turn now ends the game: no tile left in the pile fits anywhere (the
    board does not change while tiles are drawn, so the draw's outcome is known)."""
    coming = set(state.draw_order[state.deck_pos :])
    return not any(fits_somewhere(state, code) for code in coming)
