"""What Inns & Cathedrals and Traders & Builders add to the worth of a position (asked only in
games with them: a game without them is valued exactly as before).

- **Inn and cathedral**: a road with an inn, a city with a cathedral, is worth its doubled
  (tripled) points times its chance to be completed, and nothing otherwise (rules: 0 when
  unfinished at the end). So an inn on one's own road pays when the road will close, and an
  inn or a cathedral added to an opponent's feature that will not close spoils it.
- **Majorities** are counted the engine's way (``scoring.owners``, ``hooks.strength``: the
  large meeple counts two, the builder and the pig none). Two roads or cities held by
  different players that a tile could join are a *contest*: each player gains or loses what
  the joined feature's majority would give them, times the chance of that tile (and half of
  it: only the player it helps lays it). That is where the large meeple wins a majority.
- **Figures in hand**: the large meeple is worth more than a meeple (it is kept for a
  majority, not spent on a lone small road); the builder and the pig a little.
- **The builder** on its feature is worth the second parts it will give: the chance that a
  tile drawn can grow the feature, over a few own turns. A second part about to be played
  is worth a turn (``Weights.second_part``).
- **The pig** adds 1 per likely completed city of its field to its owner, when they own it.
- **Goods**: for each kind, 10 points times the chance to end with the most (ties too).
"""

from __future__ import annotations

from collections.abc import Sequence

from goldmines_desktop.engine import Feature, GameState, Phase
from goldmines_desktop.engine.board import Pos
from goldmines_desktop.engine.expansions.inns_cathedrals import SPECIAL, has_cathedral, has_inn
from goldmines_desktop.engine.expansions.traders_builders import PIG, TRADE
from goldmines_desktop.engine.hooks import strength

from .chances import Chances

Held = tuple[Feature, float, tuple[int, ...]]  # an open road or city, its worth, its owners


def special_worth(ctx: Chances, state: GameState, feature: Feature, done: float) -> float | None:
    """The likely points of an unfinished road with an inn or city with a cathedral (points
    only if completed); None for a feature with neither."""
    if feature.kind == "road":
        if not has_inn(state, feature):
            return None
        growth = 0.5 * feature.open_edges
        return SPECIAL.inn_tile * (len(feature.tiles) + growth) * done
    if feature.kind == "city" and has_cathedral(state, feature):
        tiles = len(feature.tiles) + ctx.weights.city_growth * feature.open_edges
        points = SPECIAL.cathedral_tile * tiles + SPECIAL.cathedral_pennant * feature.pennants
        return points * done
    return None


def pig_bonus(
    state: GameState, field: Feature, worth: float, takers: tuple[int, ...]
) -> tuple[tuple[int, float], ...]:
    """What each owner of ``field`` with their pig in it scores more: 1 per likely city
    (``worth``: the field's likely points, the field points per likely city)."""
    pigs = [p for p in takers if any(f.player == p and f.kind == PIG for f in field.figures)]
    if not pigs or not worth:
        return ()
    extra = TRADE.pig_city * worth / state.options.field_points
    return tuple((p, extra) for p in pigs)


def large_comeback(ctx: Chances, done: float, scale: float) -> float:
    """The worth of a large meeple on a feature that closes with chance ``done``: it comes
    home to be placed again."""
    return ctx.weights.comeback * done * ctx.weights.large_hand * scale


def extras(
    ctx: Chances, state: GameState, turns_left: float, held: Sequence[Held], into: list[float]
) -> None:
    """Add to ``into`` (per player) the figures in hand, the builder, the goods, the contests
    and a second part about to be played."""
    weights = ctx.weights
    scale = min(1.0, turns_left / weights.hand_horizon)
    if ctx.inns:
        for player, at in enumerate(state.large_meeples):
            if at is None:
                into[player] += weights.large_hand * scale
        contests(ctx, state, held, into)
    if ctx.trade:
        for player in range(len(into)):
            into[player] += builder_worth(ctx, state, player, turns_left, scale)
            if state.pigs[player] is None:
                into[player] += weights.pig_hand * scale
        for player, worth in enumerate(ctx.goods_worth(state.goods)):
            into[player] += worth
        if state.second_part and state.phase is Phase.PLACE_TILE:
            into[state.active] += weights.second_part


def builder_worth(
    ctx: Chances, state: GameState, player: int, turns_left: float, scale: float
) -> float:
    """The second parts ``player``'s builder will likely give (in hand: a little)."""
    weights = ctx.weights
    at = state.builders[player]
    if at is None:
        return weights.builder_hand * scale
    grows = ctx.growth_chance(state, state.feature_of(at))
    return weights.second_part * grows * min(turns_left, weights.builder_turns)


def majority(figures: Sequence[Feature]) -> tuple[int, ...]:
    """The owners of the features' figures taken together (as if one feature): the engine's
    strengths (the large meeple 2, the builder and the pig 0)."""
    counts: dict[int, int] = {}
    for feature in figures:
        for figure in feature.figures:
            weight = 1 if figure.kind == "meeple" else strength(figure)
            if weight:
                counts[figure.player] = counts.get(figure.player, 0) + weight
    if not counts:
        return ()
    best = max(counts.values())
    return tuple(sorted(p for p, n in counts.items() if n == best))


def contests(ctx: Chances, state: GameState, held: Sequence[Held], into: list[float]) -> None:
    """Two roads or two cities with different owners that one tile could join: each player
    gains (or loses) what the joined feature's majority would change for them, by the chance
    of that tile and the share of it the player it helps would take (``merge_share``)."""
    reaching: dict[Pos, list[tuple[int, str]]] = {}
    for index, (feature, _worth, _owners) in enumerate(held):
        for pos, facing in ctx.open_sides(state, feature):
            reaching.setdefault(pos, []).append((index, facing))
    chances: dict[tuple[int, int], float] = {}
    frontier = state.frontier
    for pos, found in reaching.items():
        for i, (one, one_edge) in enumerate(found):
            for two, two_edge in found[i + 1 :]:
                a, b = held[one], held[two]
                if one == two or a[0].kind != b[0].kind or a[2] == b[2]:
                    continue
                chance = ctx.join_chance(frontier[pos], one_edge, two_edge)
                key = (min(one, two), max(one, two))
                chances[key] = max(chances.get(key, 0.0), chance)
    share = ctx.weights.merge_share
    for (one, two), chance in chances.items():
        (first, first_worth, first_owners), (second, second_worth, second_owners) = (
            held[one],
            held[two],
        )
        joined = majority((first, second))
        total = first_worth + second_worth
        for player in range(len(into)):
            before = first_worth * (player in first_owners)
            before += second_worth * (player in second_owners)
            after = total if player in joined else 0.0
            into[player] += share * chance * (after - before)
