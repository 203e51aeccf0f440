"""Coach benchmark: seconds to review a whole 2-player game (``goldmines review``).

A seeded game between computer players (normal against easy: quick to play) is played to its
end, then reviewed as ``goldmines review`` does: every turn searched by the hard level and
the played turn valued beside the pick, on ``--workers`` processes. Prints the tiles, turns,
wall seconds for the whole review and the mean per turn, and the processor seconds of this
process (the workers' work is not in it).

    python -m benchmarks.coach_bench [--seed 1] [--workers 2] [--no-goldmines]
"""

from __future__ import annotations

import argparse
import time

from goldmines_desktop.ai.coach import review, turns_of
from goldmines_desktop.ai.tournament import play_game
from goldmines_desktop.engine import parse_options
from goldmines_desktop.files.catalogue import load_catalogue


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--no-goldmines", action="store_true", help="the 72 tiles of the base game only"
    )
    args = parser.parse_args()
    options = parse_options({"goldmines": not args.no_goldmines})
    game = play_game(load_catalogue(), ["normal", "easy"], args.seed, options)
    turns = len(turns_of(game))
    tiles = len(game.order) + len(game.discarded)
    started, cpu = time.perf_counter(), time.process_time()
    result = review(game, workers=args.workers)
    seconds = time.perf_counter() - started
    losses = [t.loss for t in result.turns]
    print(f"tiles {tiles}, turns reviewed {turns}, workers {args.workers}")
    print(f"review {seconds:.1f} s wall, {seconds / max(1, turns):.2f} s per turn")
    print(f"this process {time.process_time() - cpu:.1f} s of processor time")
    print(f"points given away: {sum(losses)} in all, the most in one turn {max(losses, default=0)}")


if __name__ == "__main__":
    main()
