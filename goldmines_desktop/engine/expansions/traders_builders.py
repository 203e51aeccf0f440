"""Traders & Builders (3rd edition) as an expansion: its 24 tiles join the land; a completed city
gives its goods tokens (wine, grain, cloth) to the player whose tile completed it, and the most
of each kind score 10 at the end; the builder, beside its owner's meeple on a road or city, gives
a second part of the turn when a tile grows that feature (at most one a turn); the pig, beside
its owner's farmer, makes the field worth 1 more per completed city to that owner.

Neither the builder nor the pig ever counts for a majority (their strength is 0)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ...i18n import _
from ..events import FigureReturned, GoodsScored, GoodsTaken, SecondPartEarned
from ..features import segment_name
from ..hooks import Claim, Events, Expansion, register
from ..moves import Move, PlaceFigure, Reason, Refusal, refusal
from ..scoring import completed_cities
from ..state import FIRST_PART, SECOND_PART_DUE, GameState
from ..values import GOODS, GOODS_CATEGORY, GOODS_IN_GAME, Feature, Figure, Options, SegRef

BUILDER: Final = "builder"
PIG: Final = "pig"
MEEPLES = ("meeple", "large_meeple")  # the figures a builder or a pig joins


@dataclass(frozen=True, slots=True)
class TradePoints:
    """What the goods and the pig are worth."""

    goods_majority: int = 10  # the most tokens of one kind (every player tied for it)
    pig_city: int = 1  # a pig in a field its owner scores: per completed city


TRADE = TradePoints()


def goods_of(state: GameState, city: Feature) -> tuple[int, int, int]:
    """The goods symbols in a city: wine, grain, cloth."""
    tiles = state._board.tiles
    counts = [0, 0, 0]
    for x, y, i in city.segments:
        goods = tiles[(x, y)].segments[i].goods
        if goods:
            counts[GOODS.index(goods)] += 1
    return (counts[0], counts[1], counts[2])


def _within_supply(state: GameState, found: tuple[int, int, int]) -> tuple[int, int, int]:
    """The tokens a city's symbols give, no more than are left of each kind (the box holds as
    many as the tiles show symbols: only a hand-made draw order repeating goods tiles runs
    out)."""
    goods = state._supplies.goods
    left = [total - sum(held[k] for held in goods) for k, total in enumerate(GOODS_IN_GAME)]
    return (min(found[0], left[0]), min(found[1], left[1]), min(found[2], left[2]))


def has_own(feature: Feature, player: int, kinds: tuple[str, ...] = MEEPLES) -> bool:
    """Whether ``player`` has one of ``kinds`` on the feature."""
    return any(f.player == player and f.kind in kinds for f in feature.figures)


def _beside_own(state: GameState, player: int, name: str, unfinished: bool) -> bool:
    """Whether segment ``name`` of the new tile belongs to a feature holding ``player``'s
    meeple (and, if ``unfinished``, one the tile did not complete)."""
    last = state.last
    assert last is not None
    board = state._board
    feature = board.features[board.seg_feature[(*last, board.tiles[last].names[name])]]
    if not feature.figures or (unfinished and not feature.open_edges):
        return False
    return has_own(feature, player)


def goods_leaders(goods: Sequence[tuple[int, int, int]]) -> tuple[tuple[int, ...], ...]:
    """For each kind of goods, the players with the most tokens (none while nobody has one)."""
    leaders: list[tuple[int, ...]] = []
    for kind in range(len(GOODS)):
        best = max(held[kind] for held in goods)
        leaders.append(
            () if best == 0 else tuple(p for p, held in enumerate(goods) if held[kind] == best)
        )
    return tuple(leaders)


class TradersBuilders(Expansion):
    name = "traders_builders"
    title = "Traders & Builders"
    figures = (BUILDER, PIG)
    spots = frozenset(("road", "city", "field"))
    joins_taken = True

    def is_on(self, options: Options) -> bool:
        return options.traders_builders

    # --- the builder and the pig -----------------------------------------------------------

    def figure_moves(self, state: GameState, player: int, kind: str, name: str) -> list[Move]:
        supplies = state._supplies  # asked for every segment: the cheap answers first
        if kind == "field":
            if supplies.pigs[player] is None and _beside_own(state, player, name, False):
                return [PlaceFigure(PIG, name)]
            return []
        if supplies.builders[player] is None and _beside_own(state, player, name, True):
            return [PlaceFigure(BUILDER, name)]
        return []

    def not_in_game(self) -> Refusal | None:
        return refusal(Reason.NOT_IN_GAME, _("Traders & Builders is not in this game"))

    def why_not_figure(self, state: GameState, move: Move, kind: str | None) -> Refusal | None:
        assert isinstance(move, PlaceFigure)
        last = state.last
        assert last is not None
        index = state.board[last].segment_index(move.location)
        assert index is not None
        feature = state.feature_of((*last, index))
        player = state.active
        if move.figure == PIG:
            if kind != "field" or not has_own(feature, player):
                words = _("the pig goes on a field where you already have a farmer")
                return refusal(Reason.PIG_SPOT, words)
            if state._supplies.pigs[player] is not None:
                return refusal(Reason.FIGURE_OUT, _("your pig is already on the board"))
            return None
        if kind not in ("road", "city") or not has_own(feature, player):
            words = _("the builder goes on a road or city where you already have a meeple")
            return refusal(Reason.BUILDER_SPOT, words)
        if not feature.open_edges:
            words = _("the builder cannot go on a road or city this tile completes")
            return refusal(Reason.BUILDER_SPOT, words)
        if state._supplies.builders[player] is not None:
            return refusal(Reason.FIGURE_OUT, _("your builder is already on the board"))
        return None

    def take_figure(self, state: GameState, figure: PlaceFigure, ref: SegRef) -> None:
        supplies = state._edit_supplies()
        if figure.figure == PIG:
            supplies.pigs[state.active] = ref
        else:
            supplies.builders[state.active] = ref

    def figure_home(self, state: GameState, figure: Figure) -> None:
        supplies = state._edit_supplies()
        if figure.kind == PIG:
            supplies.pigs[figure.player] = None
        else:
            supplies.builders[figure.player] = None

    def strength(self, figure: Figure) -> int:
        return 0

    # --- the double turn -------------------------------------------------------------------

    def tile_placed(self, state: GameState, events: Events) -> None:
        """A first part's tile that grows the road or city of the player's builder earns a
        second part (it also does when it completes it), unless the pile is empty: then the
        game ends with no second part."""
        if state.part != FIRST_PART or not state.tiles_left:
            return
        player = state.active
        ref = state._supplies.builders[player]
        last = state.last
        if ref is None or last is None:
            return
        feature = state.feature_of(ref)
        if last in feature.tiles:
            state._set_part(SECOND_PART_DUE)
            events.append(SecondPartEarned(player, feature.kind, last[0], last[1]))

    def another_turn(self, state: GameState) -> bool:
        return state.part == SECOND_PART_DUE

    # --- goods and the pig's points --------------------------------------------------------

    def scored(self, state: GameState, claims: Sequence[Claim], events: Events) -> None:
        """The player whose tile completed a city takes its goods (figures in it or not); a
        builder whose owner has no meeple left on its feature goes home."""
        last = state.last
        assert last is not None
        board = state._board
        features, seg_feature = board.features, board.seg_feature
        x, y = last
        seen: set[int] = set()
        for index, seg in enumerate(board.tiles[last].segments):
            if seg.kind != "city":
                continue
            city = features[seg_feature[(x, y, index)]]
            if city.open_edges or city.id in seen:
                continue
            seen.add(city.id)
            self._take_goods(state, city, seg.name, events)
        if claims:  # a meeple leaves a road or city only when it scores
            self._builders_home(state, events)

    def _take_goods(self, state: GameState, city: Feature, name: str, events: Events) -> None:
        taken = _within_supply(state, goods_of(state, city))
        if not any(taken):
            return
        player = state.active
        supplies = state._edit_supplies()
        held = supplies.goods[player]
        supplies.goods[player] = (held[0] + taken[0], held[1] + taken[1], held[2] + taken[2])
        last = state.last
        assert last is not None
        events.append(GoodsTaken(player, taken, last[0], last[1], name))

    def _builders_home(self, state: GameState, events: Events) -> None:
        for owner, ref in enumerate(state._supplies.builders):
            if ref is None:
                continue
            feature = state.feature_of(ref)
            if has_own(feature, owner):
                continue
            kept = [f for f in feature.figures if (f.player, f.kind) != (owner, BUILDER)]
            state._set_figures(feature.id, tuple(kept))
            state._edit_supplies().builders[owner] = None
            name = segment_name(state, ref)
            events.append(FigureReturned(owner, BUILDER, ref[0], ref[1], name, feature.kind))

    def bonus(
        self, state: GameState, feature: Feature, owners: tuple[int, ...], value: int
    ) -> list[tuple[int, int]]:
        if feature.kind != "field" or not owners:
            return []
        pigs = [p for p in owners if has_own(feature, p, (PIG,))]
        if not pigs:
            return []
        extra = TRADE.pig_city * len(completed_cities(state, feature))
        return [(p, extra) for p in pigs] if extra else []

    def final_scoring(self, state: GameState, events: Events) -> None:
        """The most tokens of each kind of goods score 10 (all tied for the most)."""
        goods = state._supplies.goods
        scores = state._edit_scores().scores
        for kind, leaders in zip(GOODS, goods_leaders(goods), strict=True):
            if not leaders:
                continue
            for player in leaders:
                scores[player][GOODS_CATEGORY] += TRADE.goods_majority
            counts = tuple(held[GOODS.index(kind)] for held in goods)
            events.append(GoodsScored(kind, leaders, TRADE.goods_majority, counts))


TRADERS_BUILDERS = register(TradersBuilders())
