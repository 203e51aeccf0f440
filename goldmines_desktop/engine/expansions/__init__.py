"""The expansions, each one module plugged into the core through named hooks
(``hooks.Expansion``): ``river`` (The River), ``goldmines`` (The Gold Mines), ``sharing`` (the
3rd edition's sharing of gold and the classic round robin), ``abbot`` (The Abbot),
``inns_cathedrals`` (Inns & Cathedrals) and ``traders_builders`` (Traders & Builders).

The core (the turn table in ``turn``, the moves in ``phase_moves``, ``rules``, ``phases``,
``queries``) tests no option of an expansion: it calls the hooks of the expansions on in the
game (``active``), through the few functions below. A phase an expansion adds is a row of the
turn table whose functions live in the expansion's module (PLACE_GOLD in ``goldmines``,
TAKE_GOLD in ``sharing``), so the table still reads whole in one place.
"""

from __future__ import annotations

import random
from functools import cache

from ..hooks import Claim, Events, Expansion, active, hooked, registered
from ..state import GameState
from ..tiles import Catalogue, TileDef
from ..values import Feature, Options
from .abbot import ABBOT
from .goldmines import GOLD_MINES
from .inns_cathedrals import INNS_CATHEDRALS
from .river import RIVER
from .sharing import EDITION3, ROUND_ROBIN
from .traders_builders import TRADERS_BUILDERS

# Every expansion (each module registers its own on import), in the order their hooks are
# called: the order they registered in.
ALL: tuple[Expansion, ...] = registered()
_BY_NAME = {e.name: e for e in ALL if e.name}
_BY_FIGURE = {kind: e for e in ALL for kind in e.figures}
_BY_MOVE = {move: e for e in ALL for move in e.moves}


def named(name: str) -> Expansion | None:
    """The expansion whose tiles say ``name`` (``TileDef.expansion``); None for the base game."""
    return _BY_NAME.get(name)


def figure_owner(kind: str) -> Expansion | None:
    """The expansion a figure kind belongs to (None: the meeple of the base game)."""
    return _BY_FIGURE.get(kind)


def move_owner(move_type: type) -> Expansion | None:
    """The expansion a move of the figure phase belongs to (None: the base game's)."""
    return _BY_MOVE.get(move_type)


def in_play(tile: TileDef, options: Options) -> bool:
    """Whether a game with ``options`` plays with ``tile``'s kind: a base game tile, or an
    expansion's that is on (its river tiles too, which the river deals apart)."""
    owner = named(tile.expansion)
    return owner is None or owner.is_on(options)


@cache
def governing(tile: TileDef) -> Expansion | None:
    """The expansion whose own rules place ``tile`` (None: it goes wherever it fits). Asked of
    every expansion, on or not: its rules then say where, or nowhere."""
    for expansion in ALL:
        if expansion.governs(tile):
            return expansion
    return None


def start_code(catalogue: Catalogue, options: Options) -> str:
    """The tile placed at (0, 0) before the first turn."""
    for expansion in active(options):
        code = expansion.start_code(catalogue)
        if code is not None:
            return code
    return catalogue.start_code


def land(catalogue: Catalogue, options: Options) -> list[str]:
    """Every tile in play shuffled together, one entry per copy, in catalogue order, without
    the start tile: the base game's and those of the expansions on, less what they deal apart."""
    on = active(options)
    start = start_code(catalogue, options)
    codes: list[str] = []
    for tile in catalogue.tiles.values():
        owner = named(tile.expansion)
        if owner is not None and (owner not in on or owner.deals_apart(tile)):
            continue
        codes.extend([tile.code] * (tile.count - (1 if tile.code == start else 0)))
    return codes


def deal(catalogue: Catalogue, options: Options, seed: int) -> list[str]:
    """The draw pile ``seed`` deals for ``options`` (the start tile is not in it): the land
    shuffled once by ``random.Random(seed)``, unless an expansion deals it its own way."""
    rng = random.Random(seed)
    tiles = land(catalogue, options)
    for expansion in active(options):
        pile = expansion.deal(catalogue, tiles, rng)
        if pile is not None:
            return pile
    rng.shuffle(tiles)
    return tiles


def known_order(unseen: list[str], catalogue: Catalogue, options: Options) -> None:
    """Put a shuffled unseen pile in the order every player knows (in place)."""
    for expansion in active(options):
        expansion.known_order(unseen, catalogue)


def order_choices(state: GameState) -> list[int]:
    """The completed features the active player may name to score next."""
    for expansion in hooked(state.options, "order_choices"):
        choices = expansion.order_choices(state)
        if choices:
            return choices
    return []


def winnings(state: GameState, feature: Feature) -> int:
    """What completing ``feature`` wins besides its points (ingots)."""
    return sum(expansion.claims(state, feature) for expansion in active(state.options))


__all__ = [
    "ABBOT",
    "ALL",
    "EDITION3",
    "GOLD_MINES",
    "INNS_CATHEDRALS",
    "RIVER",
    "ROUND_ROBIN",
    "TRADERS_BUILDERS",
    "Claim",
    "Events",
    "Expansion",
    "active",
    "deal",
    "figure_owner",
    "governing",
    "hooked",
    "in_play",
    "known_order",
    "land",
    "move_owner",
    "named",
    "order_choices",
    "start_code",
    "winnings",
]
