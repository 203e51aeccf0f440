"""The few engine services a search needs, each behind one small function.

Searches ask these instead of reaching into the state, so there is one place to change when
the engine offers them itself (a player-safe view of the unseen pile, a cheap copy, a sampler
of one random legal move):

- ``remaining_tiles(state)``: the unseen pile as a multiset (what every player may know).
- ``determinize(state, rng)``: the same position with the unseen pile dealt in a fresh random
  order, so a search can play on without ever reading the real order.
- ``random_legal_move(state, rng)``: one legal move, uniformly at random.
- ``step(state, move)``: the position after ``move`` (a new state; the input is untouched).
"""

from __future__ import annotations

import random
from collections import Counter

from goldmines_desktop.engine import GameState, Move, Phase, PlaceTile, apply, legal_moves
from goldmines_desktop.engine.board import fits
from goldmines_desktop.engine.river import known_order
from goldmines_desktop.engine.tiles import ROTATIONS

REJECTION_TRIES = 48  # random (spot, rotation) guesses before listing every placement


def remaining_tiles(state: GameState) -> Counter[str]:
    """The tiles not drawn yet, as a multiset (counted in sorted order: nothing of the real
    order shows, not even in the order the kinds are listed)."""
    return Counter(sorted(state.draw_order[state.deck_pos :]))


def determinize(state: GameState, rng: random.Random) -> GameState:
    """A copy of ``state`` whose unseen pile is a fresh shuffle of the same tiles."""
    unseen = sorted(state.draw_order[state.deck_pos :])
    rng.shuffle(unseen)
    known_order(unseen, state.catalogue)  # with The River, everyone knows its tiles come first
    copy = state.clone()
    copy.draw_order = (*state.draw_order[: state.deck_pos], *unseen)
    return copy


def random_legal_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random.

    A tile is placed by guessing a spot and a rotation and keeping the first guess that fits
    (every legal placement is equally likely, without listing them all). A river tile has its
    own rules and only a few placements: they are listed."""
    tile = state.catalogue[state.tile] if state.tile is not None else None
    if state.phase is Phase.PLACE_TILE and tile is not None and not tile.is_river:
        spots = list(state.frontier.items())
        for _ in range(REJECTION_TRIES):
            (x, y), constraint = spots[rng.randrange(len(spots))]
            rotation = ROTATIONS[rng.randrange(4)]
            if rotation in fits(tile, constraint):
                return PlaceTile(x, y, rotation)
    return rng.choice(legal_moves(state))


def step(state: GameState, move: Move) -> GameState:
    """The position after ``move``."""
    return apply(state, move)[0]
