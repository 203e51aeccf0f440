"""The two ways of sharing the gold of completed features, as expansions of their own (each on
with The Gold Mines and its ``Options.gold_distribution``):

- ``EDITION3`` (3rd edition): the owners of each completed feature take every ingot in its
  claim area at once, clockwise; while two or more completed features compete for ingots, the
  active player names the order they score in.
- ``ROUND_ROBIN`` (the classic rule): the claims are pooled per tile and taken one ingot at a
  time, clockwise from the active player: the TAKE_GOLD phase of the turn table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import _
from .. import gold
from ..board import Pos
from ..hooks import Claim, Events, Expansion, register
from ..moves import Move, Reason, Refusal, TakeGold, refusal
from ..state import GameState
from ..values import Options, TakePending


def _areas(
    state: GameState, claims: Sequence[Claim]
) -> list[tuple[tuple[Pos, ...], tuple[int, ...]]]:
    return [(gold.claim_area(state, feature), who) for feature, who in claims]


class Edition3(Expansion):
    def is_on(self, options: Options) -> bool:
        return options.goldmines and options.gold_distribution == "edition3"

    def order_choices(self, state: GameState) -> list[int]:
        return gold.order_choices(state)

    def scored(self, state: GameState, claims: Sequence[Claim], events: Events) -> None:
        for area, area_owners in _areas(state, claims):
            events.extend(gold.distribute(state, area, area_owners))


class RoundRobin(Expansion):
    def is_on(self, options: Options) -> bool:
        return options.goldmines and options.gold_distribution == "round_robin"

    def scored(self, state: GameState, claims: Sequence[Claim], events: Events) -> None:
        """The claims are pooled for the TAKE_GOLD phase (``TakePending``)."""
        state._set_pending(
            TakePending(gold.pool_claims(state, _areas(state, claims)), state.active)
        )


EDITION3 = register(Edition3())
ROUND_ROBIN = register(RoundRobin())


# --- the take phase (TAKE_GOLD in the turn table) ----------------------------------------------


def takes_in_turn(state: GameState) -> bool:
    """The claims the scoring pooled are taken one ingot at a time (a taker is named)."""
    return isinstance(state.pending, TakePending)


def no_taker(state: GameState) -> bool:
    return not takes_in_turn(state)


def taking_player(state: GameState) -> int:
    pending = state.pending
    assert isinstance(pending, TakePending)
    return pending.taker


def enter_take(state: GameState, events: Events) -> None:
    _next_taker(state, state.active)


def _next_taker(state: GameState, start: int) -> None:
    pending = state.pending
    assert isinstance(pending, TakePending)
    taker = gold.next_taker(state, start)
    state._set_pending(None if taker is None else TakePending(pending.claims, taker))


def play_take(state: GameState, move: TakeGold, events: Events) -> None:
    taker = taking_player(state)
    events.append(gold.take_one(state, taker, (move.x, move.y)))
    _next_taker(state, taker + 1)


def take_moves(state: GameState) -> list[Move]:
    return [TakeGold(x, y) for x, y in gold.take_options(state, taking_player(state))]


def why_not_take(state: GameState, move: TakeGold) -> Refusal | None:
    if (move.x, move.y) in gold.take_options(state, taking_player(state)):
        return None
    words = _("take an ingot from a tile you have a claim on")
    return refusal(Reason.NO_CLAIM, words, f"take_gold at ({move.x}, {move.y})")
