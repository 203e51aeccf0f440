"""What a search needs from the engine, with fairness kept by the API.

A player may know which tiles are still unseen, never their order: ``remaining_tiles`` gives
the unseen pile as a multiset and ``determinize`` deals it again in a random order, so a search
samples possible futures without reading the real draw order. ``position_key`` lets a search
spot transpositions, and ``turn_completions`` lists every way to finish the turn in hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import NamedTuple

from .expansions import known_order
from .moves import Move
from .rules import apply_decision, apply_in_place, end_turn_in_place, legal_moves, random_legal_move
from .state import GameState
from .values import Phase


def remaining_tiles(state: GameState) -> Counter[str]:
    """The unseen pile as a multiset of tile codes (the tile in hand is not in it)."""
    return Counter(sorted(state.draw_order[state.deck_pos :]))


def determinize(state: GameState, rng: random.Random) -> GameState:
    """A copy of ``state`` whose unseen pile is dealt again by ``rng``: one possible future.

    Everything already seen (placed, discarded, in hand) stays as it is. The deal starts from
    the unseen tiles sorted, not from the pile as it lies, so the same ``rng`` deals the same
    future whatever the hidden order is: a search's move can never depend on it."""
    new = state.copy()
    unseen = sorted(state.draw_order[state.deck_pos :])
    rng.shuffle(unseen)
    known_order(unseen, state.catalogue, state.options)  # The River: its tiles still first
    new._edit_pile().draw_order = (*state.draw_order[: state.deck_pos], *unseen)
    return new


def position_key(state: GameState) -> Hashable:
    """A hashable value equal for two states that are the same position to a player: the
    board, figures, ingots, supplies, scores, whose move and the phase's pending choice, and
    the unseen pile as a multiset (its order is hidden, so it is not part of the key)."""
    return (
        frozenset((pos, tile.code, tile.rotation) for pos, tile in state.board.items()),
        tuple(sorted((f.player, f.kind, f.at) for f in state.figures())),
        tuple(sorted(state.ingots.items())),
        state.supply,
        tuple(state.held),
        tuple(state.meeples),
        tuple(state.abbots),
        tuple(tuple(s.values()) for s in state.scores),
        state.active,
        state.phase,
        state.tile,
        state.last if state.phase in _LAST_MATTERS else None,
        type(state.pending).__name__,
        state.pending,
        tuple(sorted(remaining_tiles(state).items())),
    )


def random_playout(state: GameState, rng: random.Random) -> GameState:
    """The game played on to its end by uniformly random legal moves, on a copy of ``state``
    stepped in place (``state`` itself never changes)."""
    game = state.copy()
    while not game.finished:
        if game.phase is Phase.END_TURN:
            end_turn_in_place(game, [])
        else:
            apply_in_place(game, random_legal_move(game, rng))
    return game


# Where the tile of the turn lies matters until the turn ends (figures go on it, scoring names
# features from it); in the next turn's tile phase it does not.
_LAST_MATTERS = frozenset(
    (Phase.PLACE_GOLD, Phase.PLACE_FIGURE, Phase.SCORE, Phase.TAKE_GOLD, Phase.END_TURN)
)


class Completion(NamedTuple):
    """One way to finish a turn: the decisions in order and the state they lead to (the turn
    ended: the next player's tile already drawn, or the game over)."""

    moves: tuple[Move, ...]
    state: GameState


Choices = Callable[[GameState], Iterable[Move]]


def turn_completions(
    state: GameState,
    choices: Choices = legal_moves,
    stop: Callable[[GameState], bool] | None = None,
) -> Iterator[Completion]:
    """Every way to finish the current turn from ``state``: tile, gold, figure, scoring order
    and, in round robin sharing, every player's choice of ingot, until the turn ends; depth
    first, in the order of ``legal_moves``.

    A search may narrow the walk: ``choices(node)`` gives the moves tried at a node (some of
    its legal moves), and at a node where ``stop(node)`` holds the walk hands back the line so
    far without going on (a search that weighs another player's choices in its own way)."""
    if state.phase is Phase.GAME_OVER:
        return
    yield from _complete(state, state.turn, (), choices, stop)


def _complete(
    state: GameState,
    turn: int,
    done: tuple[Move, ...],
    choices: Choices,
    stop: Callable[[GameState], bool] | None,
) -> Iterator[Completion]:
    for move in choices(state):
        after, _ = apply_decision(state, move)
        line = (*done, move)
        if after.turn != turn or after.phase is Phase.GAME_OVER or stop is not None and stop(after):
            yield Completion(line, after)
        else:
            yield from _complete(after, turn, line, choices, stop)
