"""Computer players against each other: the strength benchmark behind ``goldmines simulate --ai``.

Game ``i`` is dealt with seed ``seed + i`` and the seats are rotated by ``i``, so every level
starts as often as the others; results are reported in the order the levels were given.
Besides the final scores, each game notes the scores at half time (once half of the game's
tiles are on the board), to show whether the scores move during the game.

``factory`` builds a player from a level name and a seed (``make_player`` by default); the
benchmarks pass their own to seat opponents that are not levels of the game. ``observe``, if
given, sees every move of a game: the state before it, the move, the state after it and the
events (a benchmark's way to count what happens during a game).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from goldmines_desktop.engine import (
    COLORS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Catalogue,
    Event,
    GameState,
    Move,
    Options,
    PlayerSetup,
    Setup,
    acting_player,
    apply_decision,
    new_game,
    parse_options,
)

from .players import Player, make_player
from .yardstick import check_name, make_benchmark_player

Factory = Callable[[str, int], Player]
Observer = Callable[[GameState, Move, GameState, list[Event]], None]


@dataclass(frozen=True)
class GameResult:
    """One game of a match, in the order the levels were given (not the seating)."""

    scores: tuple[int, ...]
    half: tuple[int, ...]  # the scores when half of the game's tiles were placed
    timings: tuple[tuple[float, ...], ...]  # seconds per decision, per level


def simulate_ai(
    catalogue: Catalogue,
    games: int,
    levels: list[str],
    seed: int,
    goldmines: bool = True,
    abbot: bool = True,
    gold_distribution: str = "edition3",
    river: bool = False,
    *,
    inns_cathedrals: bool = False,
    traders_builders: bool = False,
) -> dict[str, Any]:
    """Play ``games`` games between computer ``levels`` (one per seat, a level of the game or
    the vanilla MCTS yardstick ``mctsN``); wins, scores, timings."""
    check_levels(levels)
    options = parse_options(
        {
            "goldmines": goldmines,
            "abbot": abbot,
            "gold_distribution": gold_distribution,
            "river": river,
            "inns_cathedrals": inns_cathedrals,
            "traders_builders": traders_builders,
        }
    )
    results = [
        match_game(catalogue, levels, seed, index, options, make_benchmark_player)
        for index in range(games)
    ]
    return summarize(levels, results)


def check_levels(levels: list[str]) -> None:
    if not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        raise ValueError(
            f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} computer levels, not {len(levels)}"
        )
    for level in levels:
        check_name(level)


def match_game(
    catalogue: Catalogue,
    levels: list[str],
    seed: int,
    index: int,
    options: Options,
    factory: Factory = make_player,
    observe: Observer | None = None,
) -> GameResult:
    """Game ``index`` of a match: dealt with ``seed + index``, seats rotated by ``index``."""
    n = len(levels)
    seats = seating(n, index)
    timings: list[list[float]] = [[] for _ in range(n)]
    half: list[tuple[int, ...]] = []
    state = play_game(
        catalogue,
        [levels[i] for i in seats],
        seed + index,
        options,
        [timings[i] for i in seats],
        factory,
        half,
        observe,
    )
    scores = [0] * n
    halves = [0] * n
    for seat, score in enumerate(state.totals()):
        scores[seats[seat]] = score
        halves[seats[seat]] = half[0][seat] if half else score
    return GameResult(tuple(scores), tuple(halves), tuple(tuple(t) for t in timings))


def seating(players: int, index: int) -> list[int]:
    """Who sits where in game ``index`` of a match: seat -> position in the levels given."""
    return [(seat + index) % players for seat in range(players)]


def halfway(state: GameState) -> float:
    """How many tiles are on the board at half time (the start tile counts)."""
    return (len(state.draw_order) + 1) / 2


def summarize(levels: list[str], results: list[GameResult]) -> dict[str, Any]:
    """Wins (a tie for the top score is a draw), mean scores and decision times per level."""
    n = len(levels)
    games = len(results)
    wins = [0] * n
    draws = 0
    for result in results:
        top = max(result.scores)
        leaders = [i for i, score in enumerate(result.scores) if score == top]
        if len(leaders) == 1:
            wins[leaders[0]] += 1
        else:
            draws += 1
    timings = [[t for r in results for t in r.timings[i]] for i in range(n)]
    return {
        "games": games,
        "levels": list(levels),
        "wins": wins,
        "draws": draws,
        "mean_scores": [
            round(sum(r.scores[i] for r in results) / games, 2) if games else 0.0 for i in range(n)
        ],
        "mean_scores_half": [
            round(sum(r.half[i] for r in results) / games, 2) if games else 0.0 for i in range(n)
        ],
        "median_decision_ms": [_ms(statistics.median(t)) if t else 0.0 for t in timings],
        "max_decision_ms": [_ms(max(t)) if t else 0.0 for t in timings],
    }


def play_game(
    catalogue: Catalogue,
    levels: list[str],
    seed: int,
    options: Options | None = None,
    timings: list[list[float]] | None = None,
    factory: Factory = make_player,
    half: list[tuple[int, ...]] | None = None,
    observe: Observer | None = None,
) -> GameState:
    """One complete game between computer players seated in ``levels`` order; ``half``
    receives the scores at the moment half of the game's tiles are on the board, ``observe``
    sees every move."""
    seats = tuple(
        PlayerSetup(f"{level.title()} {i + 1}", COLORS[i], f"ai:{level}")
        for i, level in enumerate(levels)
    )
    state = new_game(Setup(seats, options or Options()), catalogue, seed=seed)
    players = [factory(level, seed * 1000 + i + 1) for i, level in enumerate(levels)]
    half_time = halfway(state)
    while not state.finished:
        if half is not None and not half and len(state.order) >= half_time:
            half.append(state.totals())
        seat = acting_player(state)
        started = time.perf_counter()
        move = players[seat].choose(state)
        if timings is not None:
            timings[seat].append(time.perf_counter() - started)
        after, events = apply_decision(state, move)
        if observe is not None:
            observe(state, move, after, events)
        state = after
    return state


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)
