"""How good a position is for each player: points now plus what they can still expect.

The value of a player is their points so far (gold by the chart) plus, for every unfinished
feature they own, the points it will probably bring, plus the worth of the figures still in
hand. Probabilities come from the remaining draw pile as a multiset (known to every player;
its order is not looked at) and the open positions around each feature.
"""

from __future__ import annotations

from dataclasses import dataclass

from goldmines_desktop.engine import Feature, GameState
from goldmines_desktop.engine.board import Pos
from goldmines_desktop.engine.expansions.inns_cathedrals import LARGE
from goldmines_desktop.engine.gold import claim_area
from goldmines_desktop.engine.scoring import gold_points, owners
from goldmines_desktop.engine.values import SegRef

from .chances import (
    DEFAULT_WEIGHTS,
    Chances,
    Weights,
    all_filled,
    completion,
    likely_cities,
    surroundings_filled,
)
from .expansion_worth import Held, extras, large_comeback, pig_bonus, special_worth

NON_GOLD = ("road", "city", "monastery", "garden", "field")


class Context(Chances):
    """What a player knows at a decision (``Chances``), and the figured features of the
    position searched from, valued once."""

    __slots__ = ("known", "root_len", "root_supply", "root_held", "root_scores", "valued")

    def __init__(self, state: GameState, weights: Weights = DEFAULT_WEIGHTS) -> None:
        super().__init__(state, weights)
        # The figured features of the position searched from, valued once: positions
        # searched later differ from it by a few tiles and reuse these values (see ``values``).
        self.root_len = len(state.order)
        self.root_supply = state.supply
        self.root_held = state.held
        self.root_scores = [sum(s[c] for c in NON_GOLD) for s in state.scores]
        self.known: dict[int, Known] = {}
        self.valued = 0  # positions valued so far: the work a search's budget counts
        if not state.finished:
            for feature in figured_features(state):
                self.known[feature.id] = _assess(self, state, feature, root=True)


def figured_features(state: GameState, refs: tuple[SegRef, ...] = ()) -> list[Feature]:
    """The features with figures; ``refs`` (segments that had figures) avoids a full scan."""
    if not refs:
        return [f for f in state.features.values() if f.figures]
    seen: dict[int, Feature] = {}
    for ref in refs:
        fid = state.seg_feature.get(ref)
        if fid is not None and fid not in seen:
            feature = state.features[fid]
            if feature.figures:
                seen[fid] = feature
    return list(seen.values())


def figure_refs(state: GameState) -> tuple[SegRef, ...]:
    """Where every figure stands, plus every segment of the tile just placed (sorted)."""
    refs = {f.at for feat in state.features.values() for f in feat.figures}
    if state.last is not None:
        x, y = state.last
        refs.update((x, y, i) for i in range(len(state.board[state.last].segments)))
    return tuple(sorted(refs))


def feature_value(ctx: Context, state: GameState, feature: Feature) -> tuple[float, float]:
    """(expected points for its owners, chance it completes) of an unfinished feature."""
    kind = feature.kind
    if kind == "road":
        done = completion(ctx, state, feature)
        if ctx.inns and (special := special_worth(ctx, state, feature, done)) is not None:
            return special, done  # an inn: points only if completed
        return len(feature.tiles) + 0.5 * feature.open_edges * min(1.0, done + 0.3), done
    if kind == "city":
        done = completion(ctx, state, feature)
        if ctx.inns and (special := special_worth(ctx, state, feature, done)) is not None:
            return special, done  # a cathedral: points only if completed
        size = len(feature.tiles) + feature.pennants
        growth = ctx.weights.city_growth * feature.open_edges * done
        return size * (1.0 + done) + growth, done
    if kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        present, expected = surroundings_filled(ctx, state, pos)
        done = 1.0 if present == 8 else all_filled(ctx, state, pos)
        return 1.0 + present + expected, done
    per_city = state.options.field_points  # 3, or the house rule's 2
    return per_city * ctx.weights.field_share * likely_cities(ctx, state, feature), 0.0


def gold_value(ingots: float) -> float:
    """The chart's value of ``ingots`` held, linear between whole numbers of ingots."""
    low = int(ingots)
    frac = ingots - low
    value = float(gold_points(low))
    if frac:
        value += frac * (gold_points(low + 1) - value)
    return value


def hand_value(ctx: Context, meeples: int, turns_left: float) -> float:
    weights = ctx.weights
    scale = min(1.0, turns_left / weights.hand_horizon)
    return scale * sum(weights.hand[:meeples])


@dataclass(frozen=True, slots=True)
class Known:
    """A feature valued once, and the positions where a new tile would change that value."""

    feature: Feature
    worth: float
    done: float
    gold: int
    takers: tuple[int, ...]
    touch: frozenset[Pos]
    area: tuple[Pos, ...]
    bonus: tuple[tuple[int, float], ...] = ()  # (player, points) besides: the pig's


def _assess(ctx: Context, state: GameState, feature: Feature, root: bool = False) -> Known:
    worth, done = feature_value(ctx, state, feature)
    if feature.kind != "field":
        discount = ctx.weights.open_discount
        worth *= discount + (1.0 - discount) * done
    area = claim_area(state, feature) if feature.kind != "field" else ()
    gold = sum(state.ingots.get(p, 0) for p in area)
    touch = _touch(ctx, state, feature) if root else frozenset()
    takers = owners(feature)
    pig = ctx.trade and feature.kind == "field"
    bonus = pig_bonus(state, feature, worth, takers) if pig else ()
    return Known(feature, worth, done, gold, takers, touch, area, bonus)


def _touch(ctx: Context, state: GameState, feature: Feature) -> frozenset[Pos]:
    """Where a tile changes the value of a feature without joining it (nearby open spots)."""
    if feature.kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        x, y = pos
        return frozenset((x + dx, y + dy) for dx in range(-2, 3) for dy in range(-2, 3))
    if feature.kind == "field":
        found: set[Pos] = set()
        for ref in feature.cities:
            city = state.feature_of(ref)
            if city.open_edges:
                found.update(_around_open(ctx, state, city))
        return frozenset(found)
    return frozenset(_around_open(ctx, state, feature))


def _around_open(ctx: Context, state: GameState, feature: Feature) -> set[Pos]:
    found: set[Pos] = set()
    for x, y in ctx.open_positions(state, feature):
        found.update(((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
    return found


def values(ctx: Context, state: GameState, refs: tuple[SegRef, ...] = ()) -> list[float]:
    """The expected final points of every player, as far as this position tells."""
    n = ctx.players
    ctx.valued += 1
    if state.finished:
        return [float(t) for t in state.totals()]
    scores = [float(sum(s[c] for c in NON_GOLD)) for s in state.scores]
    now = ctx.weights.scored_now
    for player, before in enumerate(ctx.root_scores):
        scores[player] += now * (scores[player] - before)
    ingots = [float(h) for h in state.held]
    turns_left = ctx.tiles_left / n
    weights = ctx.weights
    comeback = [0.0] * n
    added = state.order[ctx.root_len :]
    gold_moved = state.supply != ctx.root_supply or state.held != ctx.root_held
    expansions = ctx.inns or ctx.trade
    extra = [0.0] * n
    held: list[Held] = []
    for feature in figured_features(state, refs):
        known = ctx.known.get(feature.id)
        if known is None or known.feature is not feature or not known.touch.isdisjoint(added):
            known = _assess(ctx, state, feature)
        for player in known.takers:
            scores[player] += known.worth
        if expansions:
            _extra_of(ctx, known, turns_left, held, extra)
        if feature.kind != "field":
            gold = known.gold
            if gold_moved:
                gold = sum(state.ingots.get(p, 0) for p in known.area)
            for player in known.takers:
                ingots[player] += known.done * gold / len(known.takers)
            for figure in feature.figures:
                if figure.kind == "meeple":
                    comeback[figure.player] += known.done
    result = []
    for player in range(n):
        hand = hand_value(ctx, state.meeples[player], turns_left)
        back = weights.comeback * comeback[player] * _next_meeple(ctx, state, player, turns_left)
        abbot = weights.abbot * min(1.0, turns_left / weights.hand_horizon)
        if state.abbots[player] is not None:
            abbot = 0.0
        result.append(scores[player] + gold_value(ingots[player]) + hand + back + abbot)
    if expansions:
        extras(ctx, state, turns_left, held, extra)
        result = [value + more for value, more in zip(result, extra, strict=True)]
    return result


def _extra_of(
    ctx: Context, known: Known, turns_left: float, held: list[Held], extra: list[float]
) -> None:
    """A figured feature's part in what the expansions add: the pig's points, the large
    meeple coming home, and the open roads and cities that may be joined (contests)."""
    for player, points in known.bonus:
        extra[player] += points
    feature = known.feature
    if not ctx.inns:
        return
    scale = min(1.0, turns_left / ctx.weights.hand_horizon)
    for figure in feature.figures:
        if figure.kind == LARGE:
            extra[figure.player] += large_comeback(ctx, known.done, scale)
    if feature.kind in ("road", "city") and feature.open_edges:
        held.append((feature, known.worth, known.takers))


def _next_meeple(ctx: Context, state: GameState, player: int, turns_left: float) -> float:
    hand = ctx.weights.hand
    index = min(state.meeples[player], len(hand) - 1)
    return hand[index] * min(1.0, turns_left / ctx.weights.hand_horizon)


def advantage(vals: list[float], player: int) -> float:
    """A player's value minus the best opponent's: what every computer player maximises."""
    best_other = max(v for p, v in enumerate(vals) if p != player)
    return vals[player] - best_other
