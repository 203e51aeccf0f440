"""How strong and how quick the computer players are: matchups printed as a Markdown table.

    python -m benchmarks.ai_strength                   # the issue's matchups, 100 games each
    python -m benchmarks.ai_strength --games 20 --matchups normal,random hard,mcts500
    python -m benchmarks.ai_strength --expansions --matchups hard,normal normal,easy easy,random

A player is a level of the game (random, easy, normal, hard) or ``mcts<N>``, the vanilla
MCTS yardstick of ``benchmarks.mcts`` with N iterations per turn (``mcts500`` is the
published setting).

Game ``i`` of a matchup is exactly game ``i`` of
``goldmines simulate --games N --players P --ai A,B --seed S`` (dealt with seed ``S + i``, seats
rotated by ``i``), so wins and scores equal the command's (which seats only the game's own
levels); the games are only spread over ``--workers`` processes. ``--expansions`` deals
the games with Inns & Cathedrals and Traders & Builders on as well (``--inns-cathedrals`` or
``--traders-builders`` for one of them); its targets are ``EXPANSION_TARGETS``.

The numbers measured last, with the commands, are in the README's "Computer players"
section. Decision times are wall clock, so a busy machine shows longer ones; the moves, wins
and scores do not change with the load (budgets are counted in work).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from goldmines_desktop.ai.tournament import GameResult, check_levels, match_game, summarize
from goldmines_desktop.engine import Options
from goldmines_desktop.files.catalogue import load_catalogue

from .mcts import make_benchmark_player

# (levels in --ai order, what the issue asks of the first level, wins needed per 100 games)
TARGETS: dict[str, int] = {"normal,random": 95, "hard,normal": 70, "hard,mcts500": 75}
# with both expansions on: hard beats normal in 60 of 100 games, each level the one below clearly
EXPANSION_TARGETS: dict[str, int] = {"hard,normal": 60, "normal,easy": 60, "easy,random": 60}
DEFAULT_MATCHUPS = ("hard,mcts500", "hard,normal", "normal,random")


def _one(args: tuple[list[str], int, int, Options]) -> GameResult:
    levels, seed, index, options = args
    return match_game(load_catalogue(), levels, seed, index, options, make_benchmark_player)


def run_matchup(
    levels: list[str], games: int, seed: int, workers: int, options: Options | None = None
) -> dict[str, Any]:
    check_levels(levels)
    jobs = [(levels, seed, index, options or Options()) for index in range(games)]
    results: list[GameResult] = []
    if workers <= 1:
        for job in jobs:
            results.append(_one(job))
            _progress(levels, results)
    else:
        with ProcessPoolExecutor(workers) as pool:
            for result in pool.map(_one, jobs):
                results.append(result)
                _progress(levels, results)
    return summarize(levels, results)


def _progress(levels: list[str], results: list[GameResult]) -> None:
    """One line per finished game on stderr (a long run can be read, or stopped, midway)."""
    wins = summarize(levels, results)["wins"]
    scores = " / ".join(map(str, results[-1].scores))
    print(
        f"game {len(results)}: {scores}; wins so far {' / '.join(map(str, wins))}",
        file=sys.stderr,
        flush=True,
    )


def table_row(
    name: str, result: dict[str, Any], seconds: float, targets: dict[str, int] = TARGETS
) -> str:
    games = result["games"]
    wins = result["wins"]
    target = targets.get(name)
    if target is None:
        verdict = "–"
    else:
        needed = target * games / 100
        verdict = "met" if wins[0] >= needed else f"NOT met (needs {needed:g})"
    cells = [
        name.replace(",", " vs "),
        str(games),
        " / ".join(map(str, wins)),
        str(result["draws"]),
        " / ".join(f"{s:.1f}" for s in result["mean_scores"]),
        " / ".join(f"{s:.1f}" for s in result["mean_scores_half"]),
        " / ".join(f"{t:.0f}" for t in result["median_decision_ms"]),
        " / ".join(f"{t:.0f}" for t in result["max_decision_ms"]),
        f"{seconds:.0f}",
        verdict,
    ]
    return "| " + " | ".join(cells) + " |"


HEADER = (
    "| matchup | games | wins | draws | mean scores | at half time | median ms / decision | "
    "max ms / decision | wall s | target |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--matchups", nargs="+", default=list(DEFAULT_MATCHUPS), help="e.g. hard,normal"
    )
    parser.add_argument("--expansions", action="store_true", help="both expansions on")
    parser.add_argument("--inns-cathedrals", action="store_true")
    parser.add_argument("--traders-builders", action="store_true")
    args = parser.parse_args(argv)
    options = Options(
        inns_cathedrals=args.expansions or args.inns_cathedrals,
        traders_builders=args.expansions or args.traders_builders,
    )
    expansions = options.inns_cathedrals or options.traders_builders
    targets = EXPANSION_TARGETS if expansions else TARGETS
    print(HEADER, flush=True)
    for name in args.matchups:
        started = time.perf_counter()
        result = run_matchup(name.split(","), args.games, args.seed, args.workers, options)
        print(table_row(name, result, time.perf_counter() - started, targets), flush=True)
    if expansions:
        return 0  # the simulate command deals the base box only
    for name in args.matchups:
        print(
            f"\nSame games as: python -m goldmines_desktop simulate --games {args.games} "
            f"--players {len(name.split(','))} --ai {name} --seed {args.seed} --json"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
