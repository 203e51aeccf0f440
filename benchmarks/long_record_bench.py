"""Long-record benchmark: the replay viewer, the coach, the results chart and the poster on
the longest record the format allows (a draw order of ``MAX_DRAW_CODES`` codes: a line of
straight roads, every move legal), beside a normal game (a seeded random 2-player game).

For each reader: seconds (wall clock; the machine is shared, so read them as rough) and the
most memory the Python objects held at once (``tracemalloc``; the poster's picture is a pygame
surface outside it, so its pixels are given as width x height). The coach's figures are the
turn starts walked in its order (late turns first) and the review of ``--turns`` turns with a
small search (the whole review of a thousand turns is hours of the hard level's search).

    python -m benchmarks.long_record_bench [--tiles 1000] [--turns 2]
"""

from __future__ import annotations

import argparse
import os
import random
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from benchmarks.long_records import long_game
from goldmines_desktop.ai.coach import review_turn, turns_of
from goldmines_desktop.engine import MAX_DRAW_CODES, GameState, PlayerSetup, Setup
from goldmines_desktop.simulate import play_random_game


def measured(work: Callable[[], Any]) -> tuple[float, float, Any]:
    """Seconds, megabytes at most and the result of ``work``."""
    tracemalloc.start()
    started = time.perf_counter()
    try:
        result = work()
        seconds = time.perf_counter() - started
        return seconds, tracemalloc.get_traced_memory()[1] / 1e6, result
    finally:
        tracemalloc.stop()


def viewer(game: GameState) -> None:
    from goldmines_desktop.ui.board.replay_view import move_lines
    from goldmines_desktop.ui.table.replay_cursor import ReplayCursor, replay_of

    replayed = replay_of(game)
    move_lines(replayed)
    cursor = ReplayCursor(replayed, replayed.moves)
    for _ in range(50):  # Left held down: a move back at a time
        cursor.step(-1)
        assert cursor.state is not None


def step_back(game: GameState) -> float:
    """Seconds for the slowest step back: to the move before a snapshot, played on from the
    snapshot before that one."""
    from goldmines_desktop.ui.table.replay_cursor import ReplayCursor, interval_for, replay_of

    cursor = ReplayCursor(replay_of(game), 0)
    interval = interval_for(cursor.replay.moves)
    cursor.go(interval * (cursor.replay.moves // interval // 2))
    assert cursor.state is not None
    started = time.perf_counter()
    cursor.step(-1)
    assert cursor.state is not None
    return time.perf_counter() - started


def coach_walk(game: GameState) -> int:
    starts = turns_of(game)
    for index in starts.late_first():
        assert starts[index].played
    return len(starts)


def chart(game: GameState) -> None:
    import pygame

    from goldmines_desktop.ui.hud.chart import (
        draw_score_chart,
        projected_series,
        score_series,
        seats_of,
    )

    surface = pygame.Surface((900, 420))
    projected = projected_series(game)
    series = score_series(game)
    draw_score_chart(surface, surface.get_rect(), series, seats_of(game), 18, True, projected)


def poster(game: GameState) -> tuple[int, int]:
    from goldmines_desktop.ui.board.poster import draw_poster

    return draw_poster(game, 0).surface.get_size()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiles", type=int, default=MAX_DRAW_CODES)
    parser.add_argument("--turns", type=int, default=2, help="turns the coach reviews")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    seats = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))
    games = {
        "normal game": play_random_game(seats, 3),
        f"{args.tiles} tiles": long_game(args.tiles),
    }
    print(
        f"{'':14} {'moves':>6} {'viewer s':>9} {'MB':>6} {'step ms':>8} {'coach s':>8} "
        f"{'MB':>6} {'chart s':>8} {'MB':>6} {'poster s':>9} {'pixels':>12}"
    )
    for name, game in games.items():
        view_s, view_mb, _none = measured(lambda g=game: viewer(g))
        step_ms = step_back(game) * 1000
        coach_s, coach_mb, _turns = measured(lambda g=game: coach_walk(g))
        chart_s, chart_mb, _none = measured(lambda g=game: chart(g))
        started = time.perf_counter()
        width, height = poster(game)
        poster_s = time.perf_counter() - started
        print(
            f"{name:14} {len(game.moves):>6} {view_s:>9.2f} {view_mb:>6.1f} {step_ms:>8.1f} "
            f"{coach_s:>8.2f} {coach_mb:>6.1f} {chart_s:>8.2f} {chart_mb:>6.1f} "
            f"{poster_s:>9.2f} {f'{width}x{height}':>12}"
        )
        starts = turns_of(game)
        picked = random.Random(1).sample(range(len(starts)), min(args.turns, len(starts)))
        started = time.perf_counter()
        for index in picked:
            review_turn(starts[index], deals=4, value_deals=2)
        per_turn = (time.perf_counter() - started) / max(1, len(picked))
        print(f"{'':14} the coach's review, 4 deals: {per_turn:.2f} s per turn (of {len(starts)})")


if __name__ == "__main__":
    main()
