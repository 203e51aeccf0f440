"""The turns of a game for the coach: where each one starts, kept sparsely.

A review needs the position at the start of every turn. A record of a thousand tiles has a
thousand turns of a thousand tiles each, so keeping them all (a million tile places) took the
memory of hundreds of games. ``TurnStarts`` replays the moves once, keeps the start of every
``interval``-th turn (at most ``SNAPSHOTS`` of them, however long the record) and plays any
other start forward from the nearest one kept before it. Imports only the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import overload

from goldmines_desktop.engine import (
    Catalogue,
    GameState,
    Move,
    PlaceTile,
    Record,
    new_game,
)
from goldmines_desktop.engine.stepping import step_decision_in_place

SNAPSHOTS = 24  # turn starts kept whole at most
MIN_INTERVAL = 4  # turns between two kept starts at least (a game keeps about 20)


@dataclass(frozen=True, slots=True)
class TurnStart:
    """A position where a turn begins, and the moves that finished that turn."""

    turn: int
    state: GameState
    played: tuple[Move, ...]


class TurnStarts(Sequence[TurnStart]):
    """Every finished turn of a game, its start played on demand from the nearest one kept."""

    def __init__(self, first: GameState, moves: Sequence[Move]) -> None:
        self.moves = tuple(moves)
        tiles = sum(1 for m in self.moves if isinstance(m, PlaceTile))
        self.interval = max(MIN_INTERVAL, -(-tiles // SNAPSHOTS))
        self._bounds: list[tuple[int, int, int]] = []  # turn number, first move, end
        self._kept: dict[int, GameState] = {}
        state, start, begun = first, first.copy(), 0
        for index, move in enumerate(self.moves):
            step_decision_in_place(state, move)
            if state.turn != start.turn or state.finished:
                if len(self._bounds) % self.interval == 0:
                    self._kept[len(self._bounds)] = start
                self._bounds.append((start.turn + 1, begun, index + 1))
                start, begun = state.copy(), index + 1
        self._last: tuple[int, GameState] | None = None  # the start built last

    @property
    def kept(self) -> int:
        """How many turn starts are held whole."""
        return len(self._kept) + (self._last is not None)

    def __len__(self) -> int:
        return len(self._bounds)

    @overload
    def __getitem__(self, index: int) -> TurnStart: ...

    @overload
    def __getitem__(self, index: slice) -> list[TurnStart]: ...

    def __getitem__(self, index: int | slice) -> TurnStart | list[TurnStart]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("no such turn")
        turn, begun, end = self._bounds[index]
        return TurnStart(turn, self._state(index), self.moves[begun:end])

    def late_first(self) -> list[int]:
        """Every turn's index, the late ones first, but forward within each stretch between
        two kept starts: so each start is played on from the one before, not from afar."""
        stretches = reversed(range(0, len(self), self.interval))
        return [i for base in stretches for i in range(base, min(base + self.interval, len(self)))]

    def _state(self, index: int) -> GameState:
        """The position at the start of turn ``index`` (shared: never played on)."""
        if index in self._kept:
            return self._kept[index]
        base = index - index % self.interval
        if self._last is not None and base <= self._last[0] <= index:
            base, state = self._last
        else:
            state = self._kept[base]
        state = state.copy()
        for move in self.moves[self._bounds[base][1] : self._bounds[index][1]]:
            step_decision_in_place(state, move)
        self._last = (index, state)
        return state


def turns_of(game: Record | GameState, catalogue: Catalogue | None = None) -> TurnStarts:
    """Every finished turn of a record (``catalogue`` needed) or of a game's state (its
    moves replayed from its setup): the position at its start and its moves."""
    if isinstance(game, GameState):
        state = new_game(game.setup, game.catalogue, game.seed, game.draw_order)
    elif catalogue is None:
        raise ValueError("a record is reviewed with the tile catalogue")
    else:
        state = new_game(game.setup, catalogue, game.seed, game.draw_order)
    return TurnStarts(state, game.moves)
