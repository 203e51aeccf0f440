"""Points: the points table, majority owners, what a feature is worth now or at the end."""

from __future__ import annotations

from dataclasses import dataclass

from .events import FeatureScored
from .features import is_complete, location_of, neighbours_present, segment_name, tiles_around
from .gold import GOLD_CHART as GOLD_CHART  # the chart lives with the gold rules
from .gold import gold_points as gold_points
from .hooks import hooked, strength
from .state import GameState
from .values import FIELD_POINTS, Feature


@dataclass(frozen=True, slots=True)
class PointsTable:
    """What features are worth: the one table the scoring counts by and the screens print."""

    road_tile: int = 1  # a road, completed or not: per tile
    city_tile: int = 2  # a completed city: per tile
    city_pennant: int = 2  # and per pennant
    unfinished_city_tile: int = 1  # a city unfinished at the end: per tile
    unfinished_city_pennant: int = 1  # and per pennant
    cloister_tile: int = 1  # a monastery or garden: its own tile and each of the 8 around
    field_city: int = FIELD_POINTS  # a field at the end: per completed city (see the options)

    @property
    def complete_cloister(self) -> int:
        """A completed monastery or garden: its tile and the 8 around it."""
        return 9 * self.cloister_tile


POINTS = PointsTable()

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
        weight = 1 if figure.kind == "meeple" else strength(figure)  # an expansion's figure
        if weight:  # the builder and the pig never count
            counts[figure.player] = counts.get(figure.player, 0) + weight
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
    """What the feature is worth now: completed value if complete, else end-of-game value
    (the base game's table, then what the expansions on add: ``Expansion.points``)."""
    value = base_points(state, feature)
    for expansion in hooked(state.options, "points"):
        value = expansion.points(state, feature, value)
    return value


def base_points(state: GameState, feature: Feature) -> int:
    """What the feature is worth by the base game's table."""
    kind = feature.kind
    if kind == "road":
        return POINTS.road_tile * len(feature.tiles)
    if kind == "city":
        if feature.open_edges == 0:
            return POINTS.city_tile * len(feature.tiles) + POINTS.city_pennant * feature.pennants
        tiles, pennants = len(feature.tiles), feature.pennants
        return POINTS.unfinished_city_tile * tiles + POINTS.unfinished_city_pennant * pennants
    if kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        return POINTS.cloister_tile * (1 + neighbours_present(state, pos))
    return state.options.field_points * len(completed_cities(state, feature))


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
    scores = state._edit_scores().scores
    for player in feature_owners:
        scores[player][category] += value
    bonus: list[tuple[int, int]] = []
    special = ""
    for expansion in hooked(state.options, "bonus"):
        bonus.extend(expansion.bonus(state, feature, feature_owners, value))
    for player, extra in bonus:
        scores[player][category] += extra
    for expansion in hooked(state.options, "special"):
        special = special or expansion.special(state, feature)
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
        tuple(bonus),
        special,
    )


def winners(state: GameState) -> tuple[int, ...]:
    """The players with the best total: the winners of the game (not of a feature)."""
    totals = state.totals()
    best = max(totals)
    return tuple(p for p, t in enumerate(totals) if t == best)
