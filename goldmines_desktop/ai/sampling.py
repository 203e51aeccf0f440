"""The few engine services a search needs, each behind one small function.

Most are the engine's own search API; this module is the one place the AI reaches them:

- ``remaining_tiles(state)``: the unseen pile as a multiset (what every player may know).
- ``determinize(state, rng)``: the same position with the unseen pile dealt in a fresh random
  order. The deal starts from the multiset (sorted), not from the pile as it lies, so the
  same ``rng`` deals the same futures whatever the hidden order is: a search's move can never
  depend on it.
- ``random_legal_move(state, rng)``: one legal move, uniformly at random.
- ``step(state, move)``: the position after ``move`` (a new state; the input is untouched).
"""

from __future__ import annotations

import random
from collections import Counter

from goldmines_desktop.engine import GameState, Move, apply
from goldmines_desktop.engine import random_legal_move as _random_legal_move
from goldmines_desktop.engine import remaining_tiles as _remaining_tiles
from goldmines_desktop.engine.river import known_order


def remaining_tiles(state: GameState) -> Counter[str]:
    """The tiles not drawn yet, as a multiset (counted in sorted order: nothing of the real
    order shows, not even in the order the kinds are listed)."""
    return _remaining_tiles(state)


def determinize(state: GameState, rng: random.Random) -> GameState:
    """A copy of ``state`` whose unseen pile is a fresh shuffle of the same tiles."""
    unseen = [code for code, count in sorted(remaining_tiles(state).items()) for _ in range(count)]
    rng.shuffle(unseen)
    known_order(unseen, state.catalogue)  # with The River, everyone knows its tiles come first
    world = state.copy()
    world.edit_pile().draw_order = (*state.draw_order[: state.deck_pos], *unseen)
    return world


def random_legal_move(state: GameState, rng: random.Random) -> Move:
    """A legal move drawn uniformly at random."""
    return _random_legal_move(state, rng)


def step(state: GameState, move: Move) -> GameState:
    """The position after ``move``."""
    return apply(state, move)[0]
