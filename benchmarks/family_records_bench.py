"""Family records benchmark: opening the Family records screen's data with N finished games and
no records file, the first time (every game replayed, then the records written) and the next.

Fills a temporary data folder with ``--games`` finished games (seeded random 2-player games,
kept in ``finished/`` as the game keeps them), then reads the records twice as the screen does
(``family_records.load``) and prints the seconds of each. Before the rebuilt records were
written, every opening cost the first figure.

    python -m benchmarks.family_records_bench [--games 400]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["GOLDMINES_DATA_DIR"] = folder
        from goldmines_desktop.engine import PlayerSetup, Setup
        from goldmines_desktop.files import family_records, saves
        from goldmines_desktop.simulate import play_random_game

        seats = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))
        started = time.perf_counter()
        for seed in range(args.games):
            game = play_random_game(seats, seed)
            saves.write_autosave(game, saves.new_autosave_path(saves.autosaves_dir()))
        print(f"{args.games} finished games written in {time.perf_counter() - started:.1f} s")
        for opening in ("first opening (rebuilt, then written)", "next opening"):
            started = time.perf_counter()
            book, _message = family_records.load()
            seconds = time.perf_counter() - started
            print(f"{opening}: {seconds:.2f} s, {book.people['ann'].games} games for Ann")


if __name__ == "__main__":
    main()
