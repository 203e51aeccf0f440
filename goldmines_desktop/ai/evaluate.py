"""How good a position is for each player: points now plus what they can still expect.

The value of a player is their points so far (gold by the chart) plus, for every unfinished
feature they own, the points it will probably bring, plus the worth of the figures still in
hand. Probabilities come from the remaining draw pile as a multiset (known to every player;
its order is not looked at) and the open positions around each feature.
"""

from __future__ import annotations

from dataclasses import dataclass

from goldmines_desktop.engine import Feature, GameState, remaining_tiles
from goldmines_desktop.engine.board import NEIGHBOURS_8, Constraint, Pos, neighbour, rotated
from goldmines_desktop.engine.gold import claim_area
from goldmines_desktop.engine.scoring import gold_points, owners
from goldmines_desktop.engine.tiles import OPPOSITE_EDGE, ROTATIONS
from goldmines_desktop.engine.values import SegRef

NON_GOLD = ("road", "city", "monastery", "garden", "field")


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


DEFAULT_WEIGHTS = Weights()


class Context:
    """What a player knows at a decision: the remaining tiles as a multiset, and caches."""

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
        "known",
        "root_len",
        "root_supply",
        "root_held",
        "root_scores",
        "valued",
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


def completion(ctx: Context, state: GameState, feature: Feature) -> float:
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


def surroundings_filled(ctx: Context, state: GameState, pos: Pos) -> tuple[int, float]:
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


def feature_value(ctx: Context, state: GameState, feature: Feature) -> tuple[float, float]:
    """(expected points for its owners, chance it completes) of an unfinished feature."""
    kind = feature.kind
    if kind == "road":
        done = completion(ctx, state, feature)
        return len(feature.tiles) + 0.5 * feature.open_edges * min(1.0, done + 0.3), done
    if kind == "city":
        done = completion(ctx, state, feature)
        size = len(feature.tiles) + feature.pennants
        growth = ctx.weights.city_growth * feature.open_edges * done
        return size * (1.0 + done) + growth, done
    if kind in ("monastery", "garden"):
        (pos,) = feature.tiles
        present, expected = surroundings_filled(ctx, state, pos)
        done = 1.0 if present == 8 else _all_filled(ctx, state, pos)
        return 1.0 + present + expected, done
    per_city = state.options.field_points  # 3, or the house rule's 2
    return per_city * ctx.weights.field_share * _likely_cities(ctx, state, feature), 0.0


def _all_filled(ctx: Context, state: GameState, pos: Pos) -> float:
    x, y = pos
    chance = 1.0
    far = ctx.fill_chance((None, None, None, None)) * 0.8
    for dx, dy in NEIGHBOURS_8:
        around = (x + dx, y + dy)
        if around not in state.board:
            constraint = state.frontier.get(around)
            chance *= far if constraint is None else ctx.fill_chance(constraint)
    return chance


def _likely_cities(ctx: Context, state: GameState, field: Feature) -> float:
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


def _assess(ctx: Context, state: GameState, feature: Feature, root: bool = False) -> Known:
    worth, done = feature_value(ctx, state, feature)
    if feature.kind != "field":
        discount = ctx.weights.open_discount
        worth *= discount + (1.0 - discount) * done
    area = claim_area(state, feature) if feature.kind != "field" else ()
    gold = sum(state.ingots.get(p, 0) for p in area)
    touch = _touch(ctx, state, feature) if root else frozenset()
    return Known(feature, worth, done, gold, owners(feature), touch, area)


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
    for feature in figured_features(state, refs):
        known = ctx.known.get(feature.id)
        if known is None or known.feature is not feature or not known.touch.isdisjoint(added):
            known = _assess(ctx, state, feature)
        for player in known.takers:
            scores[player] += known.worth
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
    return result


def _next_meeple(ctx: Context, state: GameState, player: int, turns_left: float) -> float:
    hand = ctx.weights.hand
    index = min(state.meeples[player], len(hand) - 1)
    return hand[index] * min(1.0, turns_left / ctx.weights.hand_horizon)


def advantage(vals: list[float], player: int) -> float:
    """A player's value minus the best opponent's: what every computer player maximises."""
    best_other = max(v for p, v in enumerate(vals) if p != player)
    return vals[player] - best_other
