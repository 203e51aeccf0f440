"""The River as an expansion: the spring starts the game, its tiles are dealt first, and a
river tile is placed by the river's rules (``engine.river``: the open end, no U-turn)."""

from __future__ import annotations

import random

from .. import river
from ..hooks import Expansion, register
from ..moves import Move, PlaceTile, Refusal
from ..state import GameState
from ..tiles import Catalogue, TileDef
from ..values import Options


class River(Expansion):
    name = "river"
    title = "The River"

    def is_on(self, options: Options) -> bool:
        return options.river

    def start_code(self, catalogue: Catalogue) -> str | None:
        return river.SPRING

    def deals_apart(self, tile: TileDef) -> bool:
        return True  # every river tile: the spring starts, the others lead the pile

    def deal(self, catalogue: Catalogue, land: list[str], rng: random.Random) -> list[str] | None:
        return river.river_deal(catalogue, land, rng)

    def known_order(self, unseen: list[str], catalogue: Catalogue) -> None:
        river.known_order(unseen, catalogue)

    def governs(self, tile: TileDef) -> bool:
        return tile.is_river

    def placements(self, state: GameState, code: str) -> list[Move]:
        return river.river_moves(state, code)

    def why_not_placed(self, state: GameState, move: PlaceTile) -> Refusal | None:
        return river.why_not_river(state, move)


RIVER = register(River())
