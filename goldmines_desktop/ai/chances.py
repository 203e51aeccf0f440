"""The chances a position's future holds, worked out from the unseen tiles as a multiset (known
to every player; their order is never looked at): that an open position gets a tile, that a
road or city closes, that a tile joins two of them or grows one, that a lead in goods holds,
and the knobs of the evaluation.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from goldmines_desktop.engine import GOODS_IN_GAME, Feature, GameState, remaining_tiles
from goldmines_desktop.engine.board import NEIGHBOURS_8, Constraint, Pos, neighbour, rotated
from goldmines_desktop.engine.expansions.traders_builders import TRADE
from goldmines_desktop.engine.tiles import OPPOSITE_EDGE, ROTATIONS


@dataclass(frozen=True)
class Weights:
    """The knobs of the evaluation (chosen by matches of the normal player against variants)."""

    # Share of the remaining draws that could fill any one open position.
    fill_rate: float = 0.35
    # Draws that count for closing a road or city: a feature that needs many more turns to
    # close is worth less (and gives its meeple back later) than one that closes soon.
    closing_draws: float = 3.0
    # Each extra open edge of a road or city makes it less likely to close.
    edge_penalty: float = 0.85
    # A tile that fits an open end but carries the road or city on (instead of ending it)
    # closes it later at best: it counts at this share of a tile that ends it.
    extend_share: float = 0.3
    # Points a figure in hand is worth, first, second, ... meeple in hand (early in the game).
    # (Valued high enough that a meeple goes out for a feature it can finish, not on spec.)
    hand: tuple[float, ...] = (4.0, 3.5, 3.0, 2.6, 2.2, 1.8, 1.5)
    # Own turns left at which a meeple in hand is worth its full value.
    hand_horizon: float = 12.0
    # A meeple that will come home is worth this share of a meeple in hand.
    comeback: float = 0.6
    abbot: float = 2.0
    # A field's farmers only score completed cities: this share of a likely city counts.
    field_share: float = 0.9
    # An unfinished city counts for a field at this share of its chance to complete.
    open_city_share: float = 0.2
    # Points of an unfinished feature count at this share, rising to all of them as its
    # chance to complete rises: points on the board now beat points that may come.
    open_discount: float = 0.5
    # Points scored since the decision count this much extra: finishing a feature now (and
    # getting its meeple back) beats the same points at the end.
    scored_now: float = 0.25
    # Extra points per open city edge (cities tend to grow before they close).
    city_growth: float = 0.3
    # --- the expansions (``expansion_worth``) ---
    # The large meeple in hand (more than any meeple: it is kept to win a majority).
    large_hand: float = 4.5
    # Draws that count for a tile joining two roads or cities held by different players, and
    # the share of that chance that counts (only the player the join helps lays that tile).
    join_draws: float = 6.0
    merge_share: float = 0.5
    # A second part of the turn about to be played (a builder's double turn).
    second_part: float = 4.0
    # Own turns over which a builder on its feature is expected to keep giving second parts.
    builder_turns: float = 3.0
    # The builder and the pig in hand (they are only placed beside one's own meeple).
    builder_hand: float = 1.0
    pig_hand: float = 1.0
    # How fast a lead in one kind of goods makes its 10 points sure (per token still to come).
    goods_spread: float = 1.5


DEFAULT_WEIGHTS = Weights()


class Chances:
    """What a player knows at a decision: the remaining tiles as a multiset, and the chances
    worked out from it (cached)."""

    __slots__ = (
        "catalogue",
        "counts",
        "tiles_left",
        "players",
        "weights",
        "_fit",
        "_seal",
        "_sides",
        "_turns",
        "_share",
        "_join",
        "_growth",
        "_goods",
        "inns",
        "trade",
    )

    def __init__(self, state: GameState, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.catalogue = state.catalogue
        self.counts = remaining_tiles(state)  # a multiset: no order
        self.tiles_left = sum(self.counts.values())
        self.players = len(state.players)
        self.weights = weights
        self._fit: dict[Constraint, float] = {}
        self._seal: dict[tuple[Constraint, str], float] = {}
        self._sides: dict[int, tuple[Feature, tuple[tuple[Pos, str], ...]]] = {}
        self._turns: dict[str, tuple[tuple[str, str, str, str], ...]] = {}
        self._share: dict[Constraint, float] = {}
        self._join: dict[tuple[Constraint, str, str], float] = {}
        self._growth: dict[int, tuple[Feature, float]] = {}
        self._goods: dict[tuple[tuple[int, int, int], ...], list[float]] = {}
        # the expansions the evaluation weighs (games without them are valued as before)
        self.inns = state.options.inns_cathedrals
        self.trade = state.options.traders_builders

    def fill_chance(self, constraint: Constraint) -> float:
        """The chance that a position with this constraint gets a tile before the end."""
        chance = self._fit.get(constraint)
        if chance is None:
            chance = self._compute_fill(constraint)
            self._fit[constraint] = chance
        return chance

    def seal_chance(self, constraint: Constraint, facing: str) -> float:
        """The chance that the road or city reaching an empty position across its edge
        ``facing`` gets ended there soon: a tile must fit the position and end the feature at
        that edge; a tile that carries it on counts for ``extend_share`` of one."""
        key = (constraint, facing)
        chance = self._seal.get(key)
        if chance is None:
            chance = self._seal[key] = self._compute_seal(constraint, facing)
        return chance

    def _compute_seal(self, constraint: Constraint, facing: str) -> float:
        if not self.tiles_left:
            return 0.0
        ending = carrying = 0
        for code, n in self.counts.items():
            fit = self._ends(code, constraint, facing)
            if fit == 2:
                ending += n
            elif fit == 1:
                carrying += n
        share = (ending + self.weights.extend_share * carrying) / self.tiles_left
        draws = min(self.tiles_left * self.weights.fill_rate, self.weights.closing_draws)
        return float(1.0 - (1.0 - share) ** draws)

    def _ends(self, code: str, constraint: Constraint, facing: str) -> int:
        """2: some turn of the tile fits and ends the feature at ``facing``; 1: it only fits."""
        tile = self.catalogue[code]
        best = 0
        for rotation in ROTATIONS:
            turned = rotated(tile, rotation)
            if _matches(constraint, turned.edges):
                segment = turned.segments[turned.edge_segment[facing]]
                if len(segment.edges) == 1:
                    return 2
                best = 1
        return best

    def open_sides(self, state: GameState, feature: Feature) -> tuple[tuple[Pos, str], ...]:
        """Each empty position next to an open edge of a road or city, with the edge of that
        position the feature reaches it by (one per position; cached per feature)."""
        cached = self._sides.get(id(feature))
        if cached is not None and cached[0] is feature:
            return cached[1]
        found: dict[Pos, str] = {}
        board = state.board
        for x, y, index in feature.segments:
            for edge in board[(x, y)].segments[index].edges:
                pos = neighbour((x, y), edge)
                if pos not in board and pos not in found:
                    found[pos] = OPPOSITE_EDGE[edge]
        result = tuple(sorted(found.items()))
        self._sides[id(feature)] = (feature, result)
        return result

    def _compute_fill(self, constraint: Constraint) -> float:
        if not self.tiles_left:
            return 0.0
        fitting = sum(n for code, n in self.counts.items() if self._fits(code, constraint))
        share = fitting / self.tiles_left
        return float(1.0 - (1.0 - share) ** (self.tiles_left * self.weights.fill_rate))

    def _fits(self, code: str, constraint: Constraint) -> bool:
        turns = self._turns.get(code)
        if turns is None:
            tile = self.catalogue[code]
            turns = self._turns[code] = tuple(rotated(tile, r).edges for r in ROTATIONS)
        return any(_matches(constraint, edges) for edges in turns)

    def fit_share(self, constraint: Constraint) -> float:
        """The share of the unseen tiles that fit a position with this constraint: the chance
        that one draw can go there."""
        share = self._share.get(constraint)
        if share is None:
            fitting = sum(n for code, n in self.counts.items() if self._fits(code, constraint))
            share = self._share[constraint] = fitting / self.tiles_left if self.tiles_left else 0.0
        return share

    def growth_chance(self, state: GameState, feature: Feature) -> float:
        """The chance that one draw can grow a road or city: some open position next to it
        takes the tile (cached per feature)."""
        cached = self._growth.get(id(feature))
        if cached is not None and cached[0] is feature:
            return cached[1]
        frontier = state.frontier
        missed = 1.0
        for pos, _facing in self.open_sides(state, feature):
            missed *= 1.0 - self.fit_share(frontier[pos])
        self._growth[id(feature)] = (feature, 1.0 - missed)
        return 1.0 - missed

    def goods_worth(self, goods: tuple[tuple[int, int, int], ...]) -> list[float]:
        """Each player's likely goods points (``expansion_worth.goods_worth``), cached: the
        goods change only when a city with goods is completed."""
        worth = self._goods.get(goods)
        if worth is None:
            worth = self._goods[goods] = goods_worth(goods, self.weights.goods_spread)
        return worth

    def join_chance(self, constraint: Constraint, one: str, other: str) -> float:
        """The chance that a tile soon goes on a position with this constraint and joins what
        reaches it across its edges ``one`` and ``other`` (two roads or two cities) into one."""
        key = (constraint, one, other)
        chance = self._join.get(key)
        if chance is None:
            chance = self._join[key] = self._compute_join(constraint, one, other)
        return chance

    def _compute_join(self, constraint: Constraint, one: str, other: str) -> float:
        if not self.tiles_left:
            return 0.0
        joining = 0
        for code, n in self.counts.items():
            tile = self.catalogue[code]
            for rotation in ROTATIONS:
                turned = rotated(tile, rotation)
                joins = turned.edge_segment
                fits = _matches(constraint, turned.edges)
                if fits and joins.get(one, -1) == joins.get(other, -2):
                    joining += n
                    break
        share = joining / self.tiles_left
        draws = min(self.tiles_left * self.weights.fill_rate, self.weights.join_draws)
        return float(1.0 - (1.0 - share) ** draws)

    def open_positions(self, state: GameState, feature: Feature) -> tuple[Pos, ...]:
        """The empty positions next to the open edges of a road or city (sorted)."""
        return tuple(pos for pos, _ in self.open_sides(state, feature))


def _matches(constraint: Constraint, edges: tuple[str, str, str, str]) -> bool:
    """True if a tile showing ``edges`` fits a position with ``constraint``."""
    c0, c1, c2, c3 = constraint
    e0, e1, e2, e3 = edges
    return (
        (c0 is None or c0 == e0)
        and (c1 is None or c1 == e1)
        and (c2 is None or c2 == e2)
        and (c3 is None or c3 == e3)
    )


def completion(ctx: Chances, state: GameState, feature: Feature) -> float:
    """The chance that an unfinished road or city gets completed before the end."""
    if feature.open_edges == 0:
        return 1.0
    chance = ctx.weights.edge_penalty ** (feature.open_edges - 1)
    frontier = state.frontier
    for pos, facing in ctx.open_sides(state, feature):
        chance *= ctx.seal_chance(frontier[pos], facing)
        if chance == 0.0:
            break
    return chance


def surroundings_filled(ctx: Chances, state: GameState, pos: Pos) -> tuple[int, float]:
    """Tiles around a monastery or garden now, and how many more are expected by the end."""
    x, y = pos
    present = 0
    expected = 0.0
    far = ctx.fill_chance((None, None, None, None)) * 0.8
    for dx, dy in NEIGHBOURS_8:
        around = (x + dx, y + dy)
        if around in state.board:
            present += 1
        else:
            constraint = state.frontier.get(around)
            expected += far if constraint is None else ctx.fill_chance(constraint)
    return present, expected


def all_filled(ctx: Chances, state: GameState, pos: Pos) -> float:
    x, y = pos
    chance = 1.0
    far = ctx.fill_chance((None, None, None, None)) * 0.8
    for dx, dy in NEIGHBOURS_8:
        around = (x + dx, y + dy)
        if around not in state.board:
            constraint = state.frontier.get(around)
            chance *= far if constraint is None else ctx.fill_chance(constraint)
    return chance


def likely_cities(ctx: Chances, state: GameState, field: Feature) -> float:
    """Completed cities a field touches, plus the chance of each unfinished one."""
    seen: set[int] = set()
    total = 0.0
    for ref in field.cities:
        fid = state.seg_feature[ref]
        if fid in seen:
            continue
        seen.add(fid)
        city = state.features[fid]
        if city.open_edges == 0:
            total += 1.0
        else:
            total += completion(ctx, state, city) * ctx.weights.open_city_share
    return total


def goods_worth(goods: Sequence[tuple[int, int, int]], spread: float) -> list[float]:
    """Each player's likely goods points: per kind, 10 times the chance to end with the most
    tokens or tied for it, from the lead now and the tokens still to be taken."""
    worth = [0.0] * len(goods)
    for kind, in_game in enumerate(GOODS_IN_GAME):
        held = [g[kind] for g in goods]
        left = in_game - sum(held)
        for player, mine in enumerate(held):
            margin = mine - max(h for p, h in enumerate(held) if p != player)
            if left <= 0:
                chance = 1.0 if margin >= 0 and mine else 0.0
            else:
                chance = 1.0 / (1.0 + math.exp(-spread * (margin + 0.5) / math.sqrt(left)))
            worth[player] += TRADE.goods_majority * chance
    return worth
