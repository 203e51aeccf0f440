"""Questions the UI asks instead of re-deriving a rule: what feature is at a spot, who owns it,
what it would score now and how much gold lies on it, where a tile may be tried, which spots
no tile left can ever fill, who placed a tile."""

from __future__ import annotations

from dataclasses import dataclass

from .board import Pos, fits
from .expansions import winnings
from .expansions.traders_builders import goods_of
from .features import completed_now, is_complete
from .hooks import hooked
from .scoring import owners, points
from .search import remaining_tiles
from .state import GameState
from .values import Feature, Figure, SegRef


@dataclass(frozen=True, slots=True)
class FeatureInfo:
    """A feature as a player sees it.

    ``owners`` are the players with the most figures on it (all of them when tied): they would
    score ``points`` if it were scored now (its completed value when ``complete``, else its
    end-of-game value). ``special`` is what changes its value with Inns & Cathedrals ("inn" on
    a road, "cathedral" in a city, else ""); ``goods`` the goods symbols in a city (wine,
    grain, cloth) that go to whoever completes it with Traders & Builders; ``bonus`` what an
    owner would score besides ``points`` (player, points): a pig in a field, 1 a city."""

    id: int
    kind: str  # road, city, monastery, garden or field
    tiles: tuple[Pos, ...]
    segments: tuple[SegRef, ...]
    owners: tuple[int, ...]
    figures: tuple[Figure, ...]
    complete: bool
    points: int
    gold: int = 0  # the ingots its owners would take when it is completed (see ``gold_on``)
    special: str = ""
    goods: tuple[int, int, int] = (0, 0, 0)
    bonus: tuple[tuple[int, int], ...] = ()


def feature_info(state: GameState, feature: Feature) -> FeatureInfo:
    options = state.options
    value, holders = points(state, feature), owners(feature)
    bonus = [
        extra
        for expansion in hooked(options, "bonus")
        for extra in expansion.bonus(state, feature, holders, value)
    ]
    special = ""
    for expansion in hooked(options, "special"):
        special = special or expansion.special(state, feature)
    city = options.traders_builders and feature.kind == "city"
    return FeatureInfo(
        feature.id,
        feature.kind,
        tuple(sorted(feature.tiles)),
        tuple(sorted(feature.segments)),
        holders,
        feature.figures,
        is_complete(state, feature),
        value,
        gold_on(state, feature),
        special,
        goods_of(state, feature) if city else (0, 0, 0),
        tuple(bonus),
    )


def gold_on(state: GameState, feature: Feature) -> int:
    """The ingots lying where ``feature`` claims them: on a road's or city's tiles, on a
    monastery's or garden's tile and the eight round it; none for a field (gold is never for
    farmers) or without The Gold Mines."""
    return winnings(state, feature)


def feature_at(state: GameState, x: int, y: int, location: str) -> FeatureInfo | None:
    """The feature that segment ``location`` of the tile at (x, y) belongs to (None when there
    is no tile there or it has no such segment). ``location`` uses the record's naming: an
    edge (``N``), a half-edge (``Nw``), ``monastery`` or ``garden``."""
    tile = state.board.get((x, y))
    index = tile.segment_index(location) if tile else None
    if index is None:
        return None
    return feature_info(state, state.feature_of((x, y, index)))


def feature_of_segment(state: GameState, ref: SegRef) -> FeatureInfo | None:
    """The feature of segment ``ref`` = (x, y, segment index), or None."""
    fid = state.seg_feature.get(ref)
    return None if fid is None else feature_info(state, state.features[fid])


@dataclass(frozen=True, slots=True)
class AbbotReturn:
    """What taking the active player's abbot back would do now. From an unfinished monastery
    or garden it scores ``points`` at once, without gold. From one the tile just placed
    ``completed``, the feature scores ``points`` (9) as completed in the score step and its
    owner takes the ``ingots`` of its 3x3 (those another feature scored first leaves)."""

    kind: str  # monastery or garden
    points: int
    completed: bool
    ingots: int  # in its claim area, when completed and The Gold Mines are in play; else 0


def abbot_return(state: GameState) -> AbbotReturn | None:
    """What taking the active player's abbot back would do (None when it is not on the board)."""
    ref = state.abbots[state.active]
    if ref is None:
        return None
    feature = state.feature_of(ref)
    completed = completed_now(state, feature)
    ingots = winnings(state, feature) if completed else 0
    return AbbotReturn(feature.kind, points(state, feature), completed, ingots)


def open_spot(state: GameState, pos: Pos) -> bool:
    """Whether ``pos`` is an empty spot edge to edge with a placed tile: where a tile may be
    tried (fitting or not)."""
    return pos in state.frontier


def dead_spots(state: GameState) -> frozenset[Pos]:
    """The open spots no tile can ever fill: no tile left (the unseen pile and the tile in
    hand), turned any way, matches the edges of every neighbour there. They stay empty for
    the rest of the game (a feature that needs one of them can never be completed)."""
    kinds = set(remaining_tiles(state))
    if state.tile is not None:
        kinds.add(state.tile)
    tiles = [state.catalogue[code] for code in sorted(kinds)]
    return frozenset(
        pos
        for pos, constraint in state.frontier.items()
        if not any(fits(tile, constraint) for tile in tiles)
    )


def placed_by(state: GameState, pos: Pos) -> int | None:
    """The player who placed the tile at ``pos`` (None for the start tile or an empty spot)."""
    return state._board.placed_by.get(pos)
