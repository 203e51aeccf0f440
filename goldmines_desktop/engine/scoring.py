"""Points: majority owners, what a feature is worth now or at the end, and the gold chart."""

from __future__ import annotations

from .events import FeatureScored
from .features import is_complete, location_of, neighbours_present, segment_name, tiles_around
from .gold import GOLD_CHART as GOLD_CHART  # the chart lives with the gold rules
from .gold import gold_points as gold_points
from .state import Feature, GameState

# Which breakdown category a feature's points count in (the abbot counts where it stands).
CATEGORY = {
    "road": "road",
    "city": "city",
    "monastery": "monastery",
    "garden": "garden",
    "field": "field",
}


def owners(feature: Feature) -> tuple[int, ...]:
    """The players with the most figures on the feature (all of them when tied)."""
    counts: dict[int, int] = {}
    for figure in feature.figures:
        counts[figure.player] = counts.get(figure.player, 0) + 1
    if not counts:
        return ()
    best = max(counts.values())
    return tuple(sorted(p for p, n in counts.items() if n == best))


def completed_cities(state: GameState, field: Feature) -> set[int]:
    """The completed city features a field touches (each counted once)."""
    found = set()
    for ref in field.cities:
        city = state.feature_of(ref)
        if city.open_edges == 0:
            found.add(city.id)
    return found


def points(state: GameState, feature: Feature) -> int:
    """What the feature is worth now: completed value if complete, else end-of-game value."""
    complete = is_complete(state, feature)
    if feature.kind == "road":
        return len(feature.tiles)
    if feature.kind == "city":
        return (2 if complete else 1) * (len(feature.tiles) + feature.pennants)
    if feature.kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        return 1 + neighbours_present(state, pos)
    return 3 * len(completed_cities(state, feature))


def score_feature(
    state: GameState,
    feature: Feature,
    prefer_tile: tuple[int, int] | None,
    *,
    abbot_returned: bool = False,
) -> FeatureScored:
    """Add the feature's points to its majority owners (in place) and describe it."""
    value = points(state, feature)
    cities: tuple[int, ...] = ()
    around: tuple[tuple[int, int], ...] = ()
    if feature.kind == "field":
        cities = tuple(sorted(completed_cities(state, feature)))
    elif feature.kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        around = tiles_around(state, pos)
    feature_owners = owners(feature)
    category = CATEGORY[feature.kind]
    scores = state.edit_scores().scores
    for player in feature_owners:
        scores[player][category] += value
    ref = location_of(state, feature, prefer_tile)
    return FeatureScored(
        feature.kind,
        value,
        feature_owners,
        tuple(sorted(feature.tiles)),
        ref[0],
        ref[1],
        segment_name(state, ref),
        is_complete(state, feature),
        category,
        abbot_returned,
        cities,
        around,
    )


def winners(state: GameState) -> tuple[int, ...]:
    """The players with the best total: the winners of the game (not of a feature)."""
    totals = state.totals()
    best = max(totals)
    return tuple(p for p, t in enumerate(totals) if t == best)
