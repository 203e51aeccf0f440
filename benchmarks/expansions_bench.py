"""What Inns & Cathedrals and Traders & Builders cost the engine: random playouts (a search's
``random_playout``, one state stepped in place) of 2-player games with the usual options (The
Gold Mines, the abbot), without and with both expansions, in the same run and interleaved game by
game so the machine's load falls on both alike. A game with the expansions has 42 more tiles, so
the comparison is per tile placed; the target is at most 25% more time per tile.

    python -m benchmarks.expansions_bench [--games 200] [--seed 1] [--profile]

``--profile`` prints the 25 costliest functions (cProfile, cumulative) of the games with the
expansions instead of timing.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import statistics
import time

from goldmines_desktop.engine import Setup, new_game
from goldmines_desktop.engine.search import random_playout
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

TARGET = 1.25  # time per tile with both expansions, at most this times the plain game's


def setups() -> dict[str, Setup]:
    return {
        "plain": random_setup(2),
        "both_expansions": random_setup(2, inns_cathedrals=True, traders_builders=True),
    }


def one_game(setup: Setup, seed: int) -> tuple[float, int]:
    """Processor seconds and tiles placed (the start tile included) of one random playout.
    Processor time, not the clock's: the 2-core machine is shared, and the time other work
    takes from this process would fall on one game or the other."""
    catalogue = load_catalogue()
    begin = time.process_time()
    state = random_playout(new_game(setup, catalogue, seed=seed), random.Random(seed))
    return time.process_time() - begin, len(state.order)


def measure(games: int, seed: int) -> dict[str, object]:
    load_catalogue()  # not part of the timing
    per_tile: dict[str, list[float]] = {name: [] for name in setups()}
    tiles: dict[str, list[int]] = {name: [] for name in setups()}
    for index in range(games):
        for name, setup in setups().items():
            seconds, placed = one_game(setup, seed + index)
            per_tile[name].append(seconds / placed)
            tiles[name].append(placed)
    report: dict[str, object] = {}
    for name in setups():
        report[name] = {
            "games": games,
            "tiles_per_game": round(statistics.mean(tiles[name]), 1),
            "per_tile_us": round(statistics.median(per_tile[name]) * 1e6, 1),
        }
    ratio = statistics.median(per_tile["both_expansions"]) / statistics.median(per_tile["plain"])
    report["ratio_per_tile"] = round(ratio, 3)
    report["within_target"] = ratio <= TARGET
    return report


def profile(games: int, seed: int) -> None:
    setup = setups()["both_expansions"]
    load_catalogue()
    profiler = cProfile.Profile()
    profiler.enable()
    for index in range(games):
        one_game(setup, seed + index)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        profile(args.games, args.seed)
    else:
        print(json.dumps(measure(args.games, args.seed), indent=1))
