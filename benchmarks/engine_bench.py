"""Engine benchmark: median time of a random complete 2-player game with the abbot.

- ``base_with_abbot`` / ``with_gold_mines``: the numbers of ``goldmines simulate --games 200
  --players 2 --seed 1 [--no-goldmines] --json``: a search's playout, one state stepped in
  place by ``random_legal_move`` (target, issue 2: at most 20 ms median on the 2-core
  reference machine; issue 13: at least twice as fast as the 5-6 ms of the copy-per-move
  engine).
- ``with_the_river``: the same with The Gold Mines and The River (``... --river``): 12 more
  tiles a game, the river's placements checked for U-turns.
- ``apply_per_move``: the same kind of game through the public ``apply`` (a new state per
  move, every legal move listed before each choice), as the table and older callers play.

    python -m benchmarks.engine_bench
"""

from __future__ import annotations

import json
import random
import statistics
import time

from goldmines_desktop.engine import Setup, apply_decision, legal_moves, new_game
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup, simulate_random


def apply_per_move(setup: Setup, games: int, seed: int) -> dict[str, float]:
    catalogue = load_catalogue()
    durations = []
    for index in range(games):
        begin = time.perf_counter()
        state = new_game(setup, catalogue, seed=seed + index)
        rng = random.Random(seed + index)
        while not state.finished:
            state, _ = apply_decision(state, rng.choice(legal_moves(state)))
        durations.append(time.perf_counter() - begin)
    return {"games": games, "per_game_ms": round(statistics.median(durations) * 1000, 3)}


if __name__ == "__main__":
    base = simulate_random(200, 2, seed=1, goldmines=False, abbot=True)
    gold = simulate_random(200, 2, seed=1, goldmines=True, abbot=True)
    river = simulate_random(200, 2, seed=1, goldmines=True, abbot=True, river=True)
    applied = apply_per_move(random_setup(2, False, True), 200, seed=1)
    report = {
        "base_with_abbot": base,
        "with_gold_mines": gold,
        "with_the_river": river,
        "apply_per_move": applied,
    }
    print(json.dumps(report, indent=1))
