"""The Gold Mines: claim areas of features, and sharing ingots out, in both ways of sharing.

- ``edition3`` (3rd edition, the default): the owners of each completed feature take every
  ingot in its claim area, one at a time, clockwise from the active player; while two or more
  completed features compete for ingots the active player names the order.
- ``round_robin`` (the 1st edition rule): the claims of all completed features are
  pooled per tile; clockwise from the active player, each player with a claim takes one ingot
  from a claimed tile of their choice, until no claimed ingot is left.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .board import NEIGHBOURS_8, Pos
from .events import GoldTaken
from .state import GameState
from .values import Feature, ScorePending, TakePending

# (held from, held up to or None, points per ingot): the Gold Mines scoring chart, read by
# the end-of-game scoring and by every screen that shows the chart.
GOLD_CHART: tuple[tuple[int, int | None, int], ...] = (
    (1, 3, 1),
    (4, 6, 2),
    (7, 9, 3),
    (10, None, 4),
)


def gold_points(ingots: int) -> int:
    """What ``ingots`` held at the end are worth: 1-3 -> 1 each, 4-6 -> 2, 7-9 -> 3, 10+ -> 4."""
    for low, high, each in GOLD_CHART:
        if ingots >= low and (high is None or ingots <= high):
            return ingots * each
    return 0


def _own_tiles(state: GameState, feature: Feature) -> tuple[Pos, ...]:
    return tuple(sorted(feature.tiles))


def _surroundings(state: GameState, feature: Feature) -> tuple[Pos, ...]:
    (pos,) = feature.tiles
    x, y = pos
    around = ((x + dx, y + dy) for dx, dy in ((0, 0), *NEIGHBOURS_8))
    return tuple(p for p in around if p in state.board)


# The claim area is a property of the feature kind, so that features of other expansions can be
# added here without touching the sharing code (English rules, "Other Expansions").
CLAIM_AREA: dict[str, Callable[[GameState, Feature], tuple[Pos, ...]]] = {
    "road": _own_tiles,
    "city": _own_tiles,
    "monastery": _surroundings,
    "garden": _surroundings,
}


def claim_area(state: GameState, feature: Feature) -> tuple[Pos, ...]:
    """The tiles whose ingots go to the feature's owners when it is completed."""
    area = CLAIM_AREA.get(feature.kind)
    return area(state, feature) if area else ()


def ingots_in(state: GameState, area: Iterable[Pos]) -> int:
    ingots = state.ingots
    return sum(ingots.get(p, 0) for p in area)


def clockwise_from(state: GameState, players: Iterable[int]) -> list[int]:
    """Players in clockwise order starting with the active player (or the next one after)."""
    n = len(state.players)
    return sorted(players, key=lambda p: (p - state.active) % n)


def take_one(state: GameState, player: int, pos: Pos) -> GoldTaken:
    """Move one ingot from a tile to a player (in place)."""
    supplies = state._edit_supplies()
    supplies.ingots[pos] -= 1
    if not supplies.ingots[pos]:
        del supplies.ingots[pos]
    supplies.held[player] += 1
    return GoldTaken(player, pos[0], pos[1])


# --- edition3 ----------------------------------------------------------------------------------


def order_choices(state: GameState) -> list[int]:
    """edition3: completed features still to order whose claim area (less the areas already
    named) holds ingots."""
    pending = state.pending
    if not isinstance(pending, ScorePending):
        return []
    covered: set[Pos] = set()
    for fid in pending.order:
        covered.update(claim_area(state, state.features[fid]))
    choices = []
    for fid in pending.completed:
        if fid in pending.order:
            continue
        area = [p for p in claim_area(state, state.features[fid]) if p not in covered]
        if ingots_in(state, area):
            choices.append(fid)
    return choices


def distribute(state: GameState, area: tuple[Pos, ...], owners: tuple[int, ...]) -> list[GoldTaken]:
    """edition3: the owners take every ingot in the area, one at a time, clockwise."""
    order = clockwise_from(state, owners)
    events = []
    turn = 0
    for pos in area:
        while state.ingots.get(pos, 0):
            events.append(take_one(state, order[turn % len(order)], pos))
            turn += 1
    return events


# --- round_robin -------------------------------------------------------------------------------


def pool_claims(
    state: GameState, claims: list[tuple[tuple[Pos, ...], tuple[int, ...]]]
) -> tuple[tuple[Pos, frozenset[int]], ...]:
    """round_robin: per tile with ingots, every player who owns a completed feature covering it."""
    pooled: dict[Pos, frozenset[int]] = {}
    for area, owners in claims:
        for pos in area:
            if state.ingots.get(pos):
                pooled[pos] = pooled.get(pos, frozenset()) | frozenset(owners)
    return tuple(pooled.items())


def take_options(state: GameState, player: int) -> list[Pos]:
    """round_robin: the claimed tiles with ingots that ``player`` may take one from."""
    pending = state.pending
    if not isinstance(pending, TakePending):
        return []
    ingots = state.ingots
    return [p for p, who in pending.claims if player in who and ingots.get(p, 0)]


def next_taker(state: GameState, start: int) -> int | None:
    """round_robin: the first player clockwise from ``start`` who still has a claim on an ingot."""
    n = len(state.players)
    for step in range(n):
        player = (start + step) % n
        if take_options(state, player):
            return player
    return None
