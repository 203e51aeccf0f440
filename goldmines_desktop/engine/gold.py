"""The Gold Mines: claim areas of features, and handing out ingots (3rd edition and classic)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .board import NEIGHBOURS_8, Pos
from .events import GoldTaken
from .state import Feature, GameState


def _own_tiles(state: GameState, feature: Feature) -> tuple[Pos, ...]:
    return tuple(sorted(feature.tiles))


def _surroundings(state: GameState, feature: Feature) -> tuple[Pos, ...]:
    (pos,) = feature.tiles
    x, y = pos
    around = ((x + dx, y + dy) for dx, dy in ((0, 0), *NEIGHBOURS_8))
    return tuple(p for p in around if p in state.board)


# The claim area is a property of the feature kind, so that features of other expansions can be
# added here without touching the distribution code (English seed, "Other Expansions").
CLAIM_AREA: dict[str, Callable[[GameState, Feature], tuple[Pos, ...]]] = {
    "road": _own_tiles,
    "city": _own_tiles,
    "monastery": _surroundings,
    "garden": _surroundings,
}


def claim_area(state: GameState, feature: Feature) -> tuple[Pos, ...]:
    """The tiles whose ingots go to the feature's majority owners when it is completed."""
    area = CLAIM_AREA.get(feature.kind)
    return area(state, feature) if area else ()


def ingots_in(state: GameState, area: Iterable[Pos]) -> int:
    return sum(state.ingots.get(p, 0) for p in area)


def clockwise_from(state: GameState, players: Iterable[int]) -> list[int]:
    """Players in clockwise order starting with the active player (or the next one after)."""
    n = len(state.players)
    return sorted(players, key=lambda p: (p - state.active) % n)


def take_one(state: GameState, player: int, pos: Pos) -> GoldTaken:
    """Move one ingot from a tile to a player (in place)."""
    state.ingots[pos] -= 1
    if not state.ingots[pos]:
        del state.ingots[pos]
    state.held[player] += 1
    return GoldTaken(player, pos[0], pos[1])


def distribute(state: GameState, area: tuple[Pos, ...], takers: tuple[int, ...]) -> list[GoldTaken]:
    """3rd edition: the owners take every ingot in the area, one at a time, clockwise."""
    order = clockwise_from(state, takers)
    events = []
    turn = 0
    for pos in area:
        while state.ingots.get(pos, 0):
            events.append(take_one(state, order[turn % len(order)], pos))
            turn += 1
    return events


def round_robin_options(state: GameState, player: int) -> list[Pos]:
    """Classic variant: the claimed tiles with ingots that ``player`` may take one from."""
    return [p for p, who in state.claims.items() if player in who and state.ingots.get(p, 0)]


def next_taker(state: GameState, start: int) -> int | None:
    """The first player clockwise from ``start`` who still has a claim on an ingot."""
    n = len(state.players)
    for step in range(n):
        player = (start + step) % n
        if round_robin_options(state, player):
            return player
    return None
