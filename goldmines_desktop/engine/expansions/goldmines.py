"""The Gold Mines as an expansion: its tiles, the gold phase of the turn (an ingot on a gold
tile as it is placed, a second one beside it), the ingots a completed feature claims, and the
gold chart at the end. How the claimed ingots are shared is the sharing's (``sharing``); the
claim areas and the chart are ``engine.gold``'s."""

from __future__ import annotations

from ...i18n import _
from .. import gold
from ..board import NEIGHBOURS_8, Pos
from ..events import GoldPlaced, GoldReturned, GoldScored
from ..hooks import Events, Expansion, register
from ..moves import Move, PlaceGold, Reason, Refusal, refusal
from ..state import GameState
from ..values import Feature, GoldPending, Options


class GoldMines(Expansion):
    name = "goldmines"
    title = "The Gold Mines"

    def is_on(self, options: Options) -> bool:
        return options.goldmines

    def final_scoring(self, state: GameState, events: Events) -> None:
        """Unclaimed ingots go back to the box; every player's ingots score by the chart."""
        supplies = state._edit_supplies()
        for pos, count in sorted(supplies.ingots.items()):
            supplies.returned += count
            events.append(GoldReturned(pos[0], pos[1], count))
        supplies.ingots.clear()
        scores = state._edit_scores().scores
        for player, held in enumerate(supplies.held):
            if held:
                scores[player]["gold"] = gold.gold_points(held)
                events.append(GoldScored(player, held, gold.gold_points(held)))

    def claims(self, state: GameState, feature: Feature) -> int:
        return gold.ingots_in(state, gold.claim_area(state, feature))


GOLD_MINES = register(GoldMines())


# --- the gold phase (PLACE_GOLD in the turn table) ---------------------------------------------


def enter_gold(state: GameState, events: Events) -> None:
    """A gold tile just placed gets an ingot; the player then puts a second one beside it."""
    last = state.last
    assert last is not None
    if not (GOLD_MINES.is_on(state.options) and state.board[last].tile.gold):
        return
    drop_ingot(state, last, events)
    x, y = last
    targets = tuple(p for dx, dy in NEIGHBOURS_8 if (p := (x + dx, y + dy)) in state.board)
    if targets and state.supply:
        state._set_pending(GoldPending(targets))


def no_second_ingot(state: GameState) -> bool:
    """No gold tile was placed, or its second ingot has nowhere to go."""
    return state.pending is None


def drop_ingot(state: GameState, pos: Pos, events: Events) -> None:
    if state.supply <= 0:  # only with a hand-made draw order holding more than 8 gold tiles
        return
    supplies = state._edit_supplies()
    supplies.supply -= 1
    supplies.ingots[pos] = supplies.ingots.get(pos, 0) + 1
    events.append(GoldPlaced(pos[0], pos[1], state.active))


def play_gold(state: GameState, move: PlaceGold, events: Events) -> None:
    drop_ingot(state, (move.x, move.y), events)


def gold_targets(state: GameState) -> tuple[Pos, ...]:
    pending = state.pending
    assert isinstance(pending, GoldPending)
    return pending.targets


def gold_moves(state: GameState) -> list[Move]:
    return [PlaceGold(x, y) for x, y in gold_targets(state)]


def why_not_gold(state: GameState, move: PlaceGold) -> Refusal | None:
    if (move.x, move.y) in gold_targets(state):
        return None
    words = _(
        "the second ingot must go on a placed tile next to the gold tile "
        "(orthogonally or diagonally)"
    )
    return refusal(Reason.GOLD_SPOT, words, f"place_gold at ({move.x}, {move.y})")
