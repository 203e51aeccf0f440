"""How often a river runs into a pocket: river deals of 2 players, both seats of one computer
level, played until the river tiles are used up; a game counts when a river tile was discarded
(it fitted nowhere at the river's open end).

    python -m benchmarks.river_pockets                   # random 500, easy 100, normal 200
    python -m benchmarks.river_pockets --level hard --games 20

Deal ``i`` is ``shuffled_pile(seed=i)`` (the ten river tiles, the lake, then two land tiles);
the players are ``make_player(level, 10 * i + seat)``.
"""

from __future__ import annotations

import argparse
import time

from goldmines_desktop.ai import make_player
from goldmines_desktop.engine import (
    COLORS,
    Options,
    PlayerSetup,
    Setup,
    acting_player,
    apply_decision,
    new_game,
)
from goldmines_desktop.engine.river import shuffled_pile
from goldmines_desktop.files.catalogue import load_catalogue

DEFAULT_RUNS = (("random", 500), ("easy", 100), ("normal", 200))


def pocketed_games(level: str, games: int) -> int:
    """Of ``games`` river deals played by two ``level`` players, those that discarded a river
    tile."""
    catalogue = load_catalogue()
    options = Options(river=True)
    setup = Setup(tuple(PlayerSetup(f"P{i + 1}", COLORS[i]) for i in range(2)), options)
    found = 0
    for deal in range(games):
        state = new_game(setup, catalogue, draw_order=shuffled_pile(catalogue, options, deal)[:13])
        players = [make_player(level, 10 * deal + seat) for seat in range(2)]
        while not state.finished and state.tile is not None and catalogue[state.tile].is_river:
            state, _ = apply_decision(state, players[acting_player(state)].choose(state))
            while not state.finished and state.tile is None:
                state, _ = apply_decision(state, players[acting_player(state)].choose(state))
        found += any(catalogue[code].is_river for code in state.discarded)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", help="one computer level (default: random, easy and normal)")
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    runs = ((args.level, args.games),) if args.level else DEFAULT_RUNS
    for level, games in runs:
        start = time.perf_counter()
        found = pocketed_games(level, games)
        seconds = time.perf_counter() - start
        print(f"{level}: {found} of {games} river deals discarded a river tile ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
