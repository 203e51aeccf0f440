"""Replay benchmark: seconds to replay valid records of 250 / 500 / 1,000 moves.

A record may repeat tile codes in its draw order beyond the box counts (up to
``MAX_DRAW_CODES`` codes), so long valid records are easy to make: the box, shuffled again and
again, played by seeded random legal moves. One
record of the longest size is made and the shorter ones are its first moves (the game simply
is not over yet). Each size is parsed and replayed from its JSON text as ``goldmines replay``
does; the ratio of the two longest shows how time grows (2 is linear, 4 quadratic).

    python -m benchmarks.replay_bench [--sizes 250,500,1000] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from goldmines_desktop.engine import (
    MAX_DRAW_CODES,
    PlayerSetup,
    Setup,
    new_game,
    random_legal_move,
)
from goldmines_desktop.engine.records import parse_record_text, record_of, replay
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.engine.tiles import Catalogue
from goldmines_desktop.files.catalogue import load_catalogue

SEATS = (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"), PlayerSetup("Cy", "green"))


def long_draw_order(catalogue: Catalogue, tiles: int, rng: random.Random) -> list[str]:
    """``tiles`` codes: the box shuffled, again and again."""
    order: list[str] = []
    while len(order) < tiles:
        box = catalogue.box(goldmines=True)
        rng.shuffle(box)
        order.extend(box)
    return order[:tiles]


def build_record(moves: int, seed: int = 1) -> dict[str, Any]:
    """A valid record of exactly ``moves`` moves (random legal play, seeded)."""
    catalogue = load_catalogue()
    rng = random.Random(seed)
    state = new_game(
        Setup(SEATS), catalogue, draw_order=long_draw_order(catalogue, MAX_DRAW_CODES, rng)
    )
    while len(state.moves) < moves:
        if state.finished:
            raise RuntimeError("the draw order ran out: make it longer")
        step_in_place(state, random_legal_move(state, rng))
    return record_of(state)


def time_replay(text: str) -> float:
    catalogue = load_catalogue()
    started = time.perf_counter()
    replay(parse_record_text(text), catalogue)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="250,500,1000", help="move counts, comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    started = time.perf_counter()
    full = build_record(sizes[-1], args.seed)
    print(f"built a {sizes[-1]}-move record in {time.perf_counter() - started:.1f} s")
    seconds: dict[int, float] = {}
    print(f"{'moves':>7} {'KB':>7} {'replay s':>9} {'µs/move':>8}")
    for size in sizes:
        text = json.dumps({**full, "moves": full["moves"][:size]}, indent=1)
        seconds[size] = time_replay(text)
        print(
            f"{size:>7} {len(text.encode()) // 1024:>7} {seconds[size]:>9.2f} "
            f"{seconds[size] / size * 1e6:>8.0f}"
        )
    if len(sizes) >= 2:
        big, small = sizes[-1], sizes[-2]
        print(
            f"ratio {big}/{small} moves: {seconds[big] / seconds[small]:.1f}x "
            f"(length ratio {big / small:g}x)"
        )


if __name__ == "__main__":
    main()
