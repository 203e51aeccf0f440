"""Inns & Cathedrals (3rd edition) as an expansion: its 18 tiles join the land, an inn makes its
road worth 2 a tile and a cathedral its city 3 a tile and pennant, both nothing if unfinished at
the end; each player has a large meeple that counts as two figures for a majority (for the
points and for the gold) and otherwise goes where a meeple may, the garden excepted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...i18n import _
from ..hooks import Expansion, register
from ..moves import Move, PlaceFigure, Reason, Refusal, refusal
from ..state import GameState
from ..values import Feature, Figure, Options, SegRef

LARGE: Final = "large_meeple"


@dataclass(frozen=True, slots=True)
class SpecialPoints:
    """What an inn and a cathedral make a completed feature worth (unfinished: nothing)."""

    inn_tile: int = 2  # a completed road with an inn: per tile
    cathedral_tile: int = 3  # a completed city with a cathedral: per tile
    cathedral_pennant: int = 3  # and per pennant
    large_meeple: int = 2  # the large meeple counts as this many figures for a majority


SPECIAL = SpecialPoints()


def has_inn(state: GameState, feature: Feature) -> bool:
    """Whether one of the road's segments has an inn by it."""
    tiles = state._board.tiles
    return any(tiles[(x, y)].segments[i].inn for x, y, i in feature.segments)


def has_cathedral(state: GameState, feature: Feature) -> bool:
    """Whether one of the city's segments holds a cathedral."""
    tiles = state._board.tiles
    return any(tiles[(x, y)].segments[i].cathedral for x, y, i in feature.segments)


def special_of(state: GameState, feature: Feature) -> str:
    """ "inn", "cathedral" or "" for a feature."""
    if feature.kind == "road" and has_inn(state, feature):
        return "inn"
    if feature.kind == "city" and has_cathedral(state, feature):
        return "cathedral"
    return ""


class InnsCathedrals(Expansion):
    name = "inns_cathedrals"
    title = "Inns & Cathedrals"
    figures = (LARGE,)
    spots = frozenset(("road", "city", "monastery", "field"))

    def is_on(self, options: Options) -> bool:
        return options.inns_cathedrals

    def figure_moves(self, state: GameState, player: int, kind: str, name: str) -> list[Move]:
        if state._supplies.large_meeples[player] is None:
            return [PlaceFigure(LARGE, name)]
        return []

    def not_in_game(self) -> Refusal | None:
        return refusal(Reason.NOT_IN_GAME, _("Inns & Cathedrals is not in this game"))

    def why_not_figure(self, state: GameState, move: Move, kind: str | None) -> Refusal | None:
        if kind not in self.spots:
            return refusal(
                Reason.LARGE_SPOT,
                _("the large meeple goes on a road, a city, a monastery or a field"),
            )
        if state._supplies.large_meeples[state.active] is not None:
            return refusal(Reason.FIGURE_OUT, _("your large meeple is already on the board"))
        return None

    def take_figure(self, state: GameState, figure: PlaceFigure, ref: SegRef) -> None:
        state._edit_supplies().large_meeples[state.active] = ref

    def figure_home(self, state: GameState, figure: Figure) -> None:
        state._edit_supplies().large_meeples[figure.player] = None

    def strength(self, figure: Figure) -> int:
        return SPECIAL.large_meeple

    def points(self, state: GameState, feature: Feature, value: int) -> int:
        special = special_of(state, feature)
        if not special:
            return value
        if feature.open_edges:
            return 0  # an unfinished inn road or cathedral city scores nothing
        if special == "inn":
            return SPECIAL.inn_tile * len(feature.tiles)
        tiles, pennants = len(feature.tiles), feature.pennants
        return SPECIAL.cathedral_tile * tiles + SPECIAL.cathedral_pennant * pennants

    def special(self, state: GameState, feature: Feature) -> str:
        return special_of(state, feature)


INNS_CATHEDRALS = register(InnsCathedrals())
