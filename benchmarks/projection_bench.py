"""Projection benchmark: what "if the game ended now" costs.

- ``projected_scores_us``: microseconds per ``projected_scores`` call on positions of 40 tiles
  (4 players, The Gold Mines and the abbot, seeded random play to the 40th tile): the player
  panels ask for it once after every move.
- ``projected_history_ms``: milliseconds for ``projected_history`` of a whole game (replaying
  its moves and projecting after every turn): the results chart asks for it once.

    python -m benchmarks.projection_bench
"""

from __future__ import annotations

import json
import random
import statistics
import time

from goldmines_desktop.engine import (
    GameState,
    Phase,
    new_game,
    projected_history,
    projected_scores,
    random_legal_move,
)
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

TILES = 40
CALLS = 200


def played_to(seed: int, tiles: int | None) -> GameState:
    """A seeded random 4-player game up to its ``tiles``-th tile (or its end)."""
    state = new_game(random_setup(4, True, True), load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while not state.finished:
        if tiles is not None and len(state.board) >= tiles and state.phase is Phase.PLACE_TILE:
            break
        step_in_place(state, random_legal_move(state, rng))
    return state


def per_call_us(state: GameState, calls: int) -> float:
    begin = time.perf_counter()
    for _ in range(calls):
        projected_scores(state)
    return (time.perf_counter() - begin) / calls * 1e6


def history_ms(state: GameState) -> float:
    begin = time.perf_counter()
    projected_history(state)
    return (time.perf_counter() - begin) * 1000


if __name__ == "__main__":
    positions = [played_to(seed, TILES) for seed in range(1, 11)]
    games = [played_to(seed, None) for seed in range(1, 6)]
    report = {
        "tiles": TILES,
        "projected_scores_us": round(statistics.median(per_call_us(s, CALLS) for s in positions)),
        "projected_history_ms": round(statistics.median(history_ms(g) for g in games), 1),
    }
    print(json.dumps(report, indent=1))
