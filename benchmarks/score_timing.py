"""When the computer players score: at half time, during the game and in the final scoring.

    python -m benchmarks.score_timing                  # 4 players: normal, normal, hard, easy
    python -m benchmarks.score_timing --games 32 --levels normal,random
    python -m benchmarks.score_timing --weights "open_discount=0.0; field_share=0.2"

Game ``i`` is dealt and seated as game ``i`` of ``benchmarks.ai_strength`` with the same
levels and seed (seed ``S + i``, seats rotated by ``i``), so with the default weights the
scores are the same games' scores. ``--weights`` changes the evaluation's ``Weights`` for every
easy, normal and hard player (names and values as in ``goldmines_desktop.ai.evaluate``), to see
how a different way of valuing positions moves the points in time.

Per level (means over its seats): the score when half of the game's tiles are placed, the points
scored during the game and in the final scoring by category, meeples in hand at half time, and
in the first half of the game how many of its turns drew a tile that could end one of its own
roads or cities (as owner or co-owner) and how many of those it did end.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from goldmines_desktop.ai.chances import Weights
from goldmines_desktop.ai.players import EasyPlayer, HardPlayer, NormalPlayer, Player, make_player
from goldmines_desktop.ai.tournament import check_levels, halfway, match_game, seating
from goldmines_desktop.engine import (
    Event,
    FeatureScored,
    FinalScoringStarted,
    GameState,
    Move,
    Options,
    Phase,
    PlaceTile,
    acting_player,
    apply_decision,
    legal_moves,
)
from goldmines_desktop.engine.scoring import owners
from goldmines_desktop.engine.values import CATEGORIES
from goldmines_desktop.files.catalogue import load_catalogue

DEFAULT_LEVELS = "normal,normal,hard,easy"


def parse_weights(text: str) -> Weights:
    """``"name=value; name=value"`` as evaluation weights (the rest keep their defaults)."""
    names = {f.name for f in dataclasses.fields(Weights)}
    changes: dict[str, object] = {}
    for item in filter(None, (part.strip() for part in text.split(";"))):
        name, _, value = item.partition("=")
        name = name.strip()
        if name not in names:
            raise ValueError(f"no weight called {name!r} (there are {', '.join(sorted(names))})")
        changes[name] = ast.literal_eval(value.strip())
    return dataclasses.replace(Weights(), **changes)  # type: ignore[arg-type]


def player(level: str, seed: int, weights: Weights) -> Player:
    if level == "easy":
        return EasyPlayer(seed, weights)
    if level == "normal":
        return NormalPlayer(seed, weights)
    if level == "hard":
        return HardPlayer(seed, weights=weights)
    return make_player(level, seed)


def ends_own(after: GameState, move: PlaceTile, me: int) -> bool:
    """True if ``move``, which led to ``after``, ends a road or city ``me`` owns (or co-owns)."""
    tile = after.board[(move.x, move.y)]
    for index in range(len(tile.segments)):
        feature = after.feature_of((move.x, move.y, index))
        if feature.kind in ("road", "city") and not feature.open_edges and me in owners(feature):
            return True
    return False


def one_game(job: tuple[list[str], int, int, str]) -> dict[int, Counter[str]]:
    """Game ``index``: per position in ``levels``, the counts described in the module text."""
    levels, seed, index, weight_text = job
    weights = parse_weights(weight_text)
    seats = seating(len(levels), index)
    counts = [Counter[str]() for _ in levels]  # per seat
    at_half: list[GameState] = []
    final_scoring = False

    def observe(before: GameState, move: Move, after: GameState, events: list[Event]) -> None:
        nonlocal final_scoring
        first_half = len(before.order) < halfway(before)
        if not first_half and not at_half:
            at_half.append(before)
        me = acting_player(before)
        if first_half and before.phase is Phase.PLACE_TILE and isinstance(move, PlaceTile):
            counts[me]["turns"] += 1
            places = [m for m in legal_moves(before) if isinstance(m, PlaceTile)]
            if any(ends_own(apply_decision(before, m)[0], m, me) for m in places):
                counts[me]["could end own"] += 1
                counts[me]["ended own"] += ends_own(after, move, me)
        for event in events:
            if isinstance(event, FinalScoringStarted):
                final_scoring = True
            elif isinstance(event, FeatureScored) and not final_scoring:
                for seat in event.owners:
                    counts[seat][f"in game {event.category}"] += event.points
        if after.finished:
            for seat, scores in enumerate(after.scores):
                for category in CATEGORIES:
                    counts[seat][f"final {category}"] = scores[category]

    result = match_game(
        load_catalogue(),
        levels,
        seed,
        index,
        Options(),
        lambda level, player_seed: player(level, player_seed, weights),
        observe,
    )
    for seat, position in enumerate(seats):
        counts[seat]["half"] = result.half[position]
        counts[seat]["final"] = result.scores[position]
        counts[seat]["hand at half"] = at_half[0].meeples[seat]
    return {position: counts[seat] for seat, position in enumerate(seats)}


def run(levels: list[str], games: int, seed: int, workers: int, weights: str) -> list[Counter[str]]:
    """Summed counts per position in ``levels`` over ``games`` games."""
    check_levels(levels)
    parse_weights(weights)  # a bad name fails here, before any game
    jobs = [(levels, seed, index, weights) for index in range(games)]
    totals = [Counter[str]() for _ in levels]
    with ProcessPoolExecutor(max(1, workers)) as pool:
        for done, result in enumerate(pool.map(one_game, jobs), 1):
            for position, counts in result.items():
                totals[position].update(counts)
            print(f"game {done} of {games}", file=sys.stderr, flush=True)
    return totals


def table(levels: list[str], totals: list[Counter[str]], games: int) -> str:
    rows = [
        "| level | at half time | during the game | final | half / final | in game -> final: "
        + ", ".join(CATEGORIES)
        + " | meeples in hand at half | first half: turns / could end own / ended own |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for level, counts in zip(levels, totals, strict=True):
        in_game = sum(counts[f"in game {c}"] for c in CATEGORIES) / games
        half = counts["half"] / games
        final = counts["final"] / games
        by_category = ", ".join(
            f"{counts[f'in game {c}'] / games:.1f} -> {counts[f'final {c}'] / games:.1f}"
            for c in CATEGORIES
        )
        share = f"{half / final:.0%}" if final else "-"
        rows.append(
            f"| {level} | {half:.1f} | {in_game:.1f} | {final:.1f} | {share} | {by_category} | "
            f"{counts['hand at half'] / games:.1f} | {counts['turns']} / "
            f"{counts['could end own']} / {counts['ended own']} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--levels", default=DEFAULT_LEVELS, help="e.g. normal,normal,hard,easy")
    parser.add_argument("--weights", default="", help='e.g. "open_discount=0.0; field_share=0.2"')
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    totals = run(levels, args.games, args.seed, args.workers, args.weights)
    print(
        f"{args.games} games, levels {args.levels}, seed {args.seed}, weights: "
        f"{args.weights or 'the defaults'}"
    )
    print(table(levels, totals, args.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
