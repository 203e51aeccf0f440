"""How long a computer player thinks per decision, in processor time (which a busy machine
does not stretch, unlike the wall clock of ``ai_strength``).

    python -m benchmarks.decision_times --level hard --against normal --games 4
    python -m benchmarks.decision_times --level hard --against normal --games 4 --expansions

Plays seeded 2-player games (The Gold Mines and The Abbot on, seats alternating) and prints
the median, 90th percentile and worst decision of ``--level``, over every decision and over
its turn searches only (a turn's first decision; the later ones follow its plan). The
targets for hard: a median of at most 1 s and a worst of at most 3 s on the 2-core
reference machine. ``--expansions`` deals the games with Inns & Cathedrals and Traders &
Builders on as well (more tiles, so longer games; a second part's tile decision is a turn
search too).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from goldmines_desktop.ai.tournament import check_levels
from goldmines_desktop.ai.yardstick import make_benchmark_player
from goldmines_desktop.engine import (
    COLORS,
    Options,
    Phase,
    PlayerSetup,
    Setup,
    acting_player,
    apply_decision,
    new_game,
)
from goldmines_desktop.files.catalogue import load_catalogue


def measure(
    level: str, against: str, games: int, seed: int, options: Options | None = None
) -> dict[str, dict[str, float]]:
    catalogue = load_catalogue()
    every: list[float] = []
    searches: list[float] = []
    for index in range(games):
        levels = [level, against] if index % 2 == 0 else [against, level]
        seats = tuple(PlayerSetup(f"P{i + 1}", COLORS[i], "ai") for i in range(2))
        state = new_game(Setup(seats, options or Options()), catalogue, seed=seed + index)
        players = [
            make_benchmark_player(name, (seed + index) * 1000 + i + 1)
            for i, name in enumerate(levels)
        ]
        while not state.finished:
            seat = acting_player(state)
            started = time.process_time()
            move = players[seat].choose(state)
            spent = time.process_time() - started
            if levels[seat] == level:
                every.append(spent)
                if state.phase is Phase.PLACE_TILE:
                    searches.append(spent)
            state, _ = apply_decision(state, move)

    def summary(times: list[float]) -> dict[str, float]:
        ordered = sorted(times)
        return {
            "decisions": len(ordered),
            "median_s": round(statistics.median(ordered), 3),
            "p90_s": round(ordered[int(0.9 * (len(ordered) - 1))], 3),
            "worst_s": round(ordered[-1], 3),
        }

    return {"every_decision": summary(every), "turn_searches": summary(searches)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="normal")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--expansions", action="store_true", help="both expansions on")
    args = parser.parse_args(argv)
    check_levels([args.level, args.against])
    options = Options(inns_cathedrals=args.expansions, traders_builders=args.expansions)
    found = measure(args.level, args.against, args.games, args.seed, options)
    print(json.dumps(found, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
