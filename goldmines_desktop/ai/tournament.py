"""Computer players against each other: the strength benchmark behind ``goldmines simulate --ai``.

Game ``i`` is dealt with seed ``seed + i`` and the seats are rotated by ``i``, so every level
starts as often as the others; results are reported in the order the levels were given.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from goldmines_desktop.engine import (
    COLORS,
    Catalogue,
    GameState,
    Options,
    PlayerSetup,
    Setup,
    acting_player,
    apply,
    new_game,
)

from .players import LEVELS, Player, make_player


def simulate_ai(
    games: int,
    levels: list[str],
    seed: int,
    goldmines: bool = True,
    abbot: bool = True,
    gold_distribution: str = "edition3",
) -> dict[str, Any]:
    """Play ``games`` games between computer ``levels`` (one per seat); wins, scores, timings."""
    n = len(levels)
    if not 2 <= n <= 6:
        raise ValueError(f"a game needs 2 to 6 computer levels, not {n}")
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r} (use {', '.join(LEVELS)})")
    wins = [0] * n
    draws = 0
    totals = [0] * n
    timings: list[list[float]] = [[] for _ in range(n)]
    for index in range(games):
        seating = [(seat + index) % n for seat in range(n)]  # seat -> position in ``levels``
        state = play_game(
            [levels[i] for i in seating],
            seed + index,
            Options(goldmines, abbot, gold_distribution),  # type: ignore[arg-type]
            [timings[i] for i in seating],
        )
        scores = state.totals()
        top = max(scores)
        leaders = [seating[s] for s, score in enumerate(scores) if score == top]
        if len(leaders) == 1:
            wins[leaders[0]] += 1
        else:
            draws += 1
        for seat, score in enumerate(scores):
            totals[seating[seat]] += score
    return {
        "games": games,
        "levels": list(levels),
        "wins": wins,
        "draws": draws,
        "mean_scores": [round(t / games, 2) if games else 0.0 for t in totals],
        "median_decision_ms": [_ms(statistics.median(t)) if t else 0.0 for t in timings],
        "max_decision_ms": [_ms(max(t)) if t else 0.0 for t in timings],
    }


def play_game(
    levels: list[str],
    seed: int,
    options: Options | None = None,
    timings: list[list[float]] | None = None,
    catalogue: Catalogue | None = None,
) -> GameState:
    """One complete game between computer players seated in ``levels`` order."""
    if catalogue is None:
        # The tile loader lives outside the engine; the players themselves never need it.
        from goldmines_desktop.catalogue import load_catalogue

        catalogue = load_catalogue()
    seats = tuple(
        PlayerSetup(f"{level.title()} {i + 1}", COLORS[i], f"ai:{level}")
        for i, level in enumerate(levels)
    )
    state = new_game(Setup(seats, options or Options()), catalogue, seed=seed)
    players: list[Player] = [
        make_player(level, seed * 1000 + i + 1) for i, level in enumerate(levels)
    ]
    while not state.finished:
        seat = acting_player(state)
        started = time.perf_counter()
        move = players[seat].choose(state)
        if timings is not None:
            timings[seat].append(time.perf_counter() - started)
        state, _ = apply(state, move)
    return state


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)
