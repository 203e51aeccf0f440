"""Complete games played by computer, uniformly at random among the legal moves: the engine
benchmark behind ``goldmines simulate``."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from .engine import (
    COLORS,
    GameState,
    PlayerSetup,
    Setup,
    legal_moves,
    new_game,
    parse_options,
    random_playout,
)
from .engine.stepping import step_in_place
from .files.catalogue import load_catalogue


def random_setup(
    players: int,
    goldmines: bool = True,
    abbot: bool = True,
    gold_distribution: str = "edition3",
    river: bool = False,
    *,
    inns_cathedrals: bool = False,
    traders_builders: bool = False,
) -> Setup:
    seats = tuple(PlayerSetup(f"Player {i + 1}", COLORS[i], "ai:random") for i in range(players))
    options = {"goldmines": goldmines, "abbot": abbot, "river": river}
    options |= {"inns_cathedrals": inns_cathedrals, "traders_builders": traders_builders}
    return Setup(seats, parse_options({**options, "gold_distribution": gold_distribution}))


def play_random_game(setup: Setup, seed: int) -> GameState:
    """One complete game: the shuffle and every choice (``rng.choice`` of the legal moves) come
    from ``seed``. The game is played in place on its own state."""
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while not state.finished:
        step_in_place(state, rng.choice(legal_moves(state)))
    return state


def play_random_playout(setup: Setup, seed: int) -> GameState:
    """One complete game as a search plays it out: ``random_playout`` with its sampler of one
    random legal move (the same distribution as ``play_random_game``, other random draws)."""
    return random_playout(new_game(setup, load_catalogue(), seed=seed), random.Random(seed))


def simulate_random(
    games: int,
    players: int,
    seed: int,
    goldmines: bool = True,
    abbot: bool = True,
    river: bool = False,
    *,
    inns_cathedrals: bool = False,
    traders_builders: bool = False,
) -> dict[str, Any]:
    """Play ``games`` random games; timings per game and the mean score per seat."""
    setup = random_setup(
        players,
        goldmines,
        abbot,
        river=river,
        inns_cathedrals=inns_cathedrals,
        traders_builders=traders_builders,
    )
    load_catalogue()  # not part of the timing
    totals = [0] * players
    durations = []
    started = time.perf_counter()
    for index in range(games):
        begin = time.perf_counter()
        state = play_random_playout(setup, seed + index)
        durations.append(time.perf_counter() - begin)
        for p, score in enumerate(state.totals()):
            totals[p] += score
    seconds = time.perf_counter() - started
    return {
        "games": games,
        "seconds": round(seconds, 4),
        "per_game_ms": round(statistics.median(durations) * 1000, 3) if games else 0.0,
        "mean_scores": [round(t / games, 2) for t in totals] if games else [0.0] * players,
    }
