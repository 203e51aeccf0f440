"""The turns of a game for the coach: where each one starts, kept sparsely.

A review needs the position at the start of every turn. A record of a thousand tiles has a
thousand turns of a thousand tiles each, so keeping them all (a million tile places) took the
memory of hundreds of games. ``TurnStarts`` keeps a few positions and plays any turn's start
forward from the nearest one kept before it (with the engine's ``steps``). The positions are
the replay viewer's when the viewer hands its replay down (the turns, the moves and the
positions it keeps: the record is then played once for both), or, for a record or a game's
state (``turns_of``), the start of every ``interval``-th turn (at most ``SNAPSHOTS`` of them,
however long the record) kept while its moves are played once. Imports only the engine.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple, overload

from goldmines_desktop.engine import (
    Catalogue,
    GameState,
    Move,
    PlaceTile,
    Record,
    game_start,
    steps,
)

SNAPSHOTS = 24  # turn starts kept whole at most
MIN_INTERVAL = 4  # turns between two kept starts at least (a game keeps about 20)


@dataclass(frozen=True, slots=True)
class TurnStart:
    """A position where a turn begins, and the moves that finished that turn."""

    turn: int
    state: GameState
    played: tuple[Move, ...]


class TurnBounds(NamedTuple):
    """A finished turn: its number (1 for the first), its first move's index and the index
    after its last move."""

    turn: int
    begun: int
    end: int


class TurnStarts(Sequence[TurnStart]):
    """Every finished turn of a game (``bounds``, in order), its start played on demand from
    the nearest of the ``kept`` positions (by how many moves led to each; never played on)."""

    def __init__(
        self, moves: Sequence[Move], bounds: Sequence[TurnBounds], kept: Mapping[int, GameState]
    ) -> None:
        self.moves = tuple(moves)
        self._bounds = tuple(bounds)
        self._kept = kept
        self._at = sorted(kept)  # the kept positions' move counts, for finding the nearest
        self._last: tuple[int, GameState] | None = None  # the start built last, by its moves

    @property
    def kept(self) -> int:
        """How many positions are held whole."""
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
        return TurnStart(turn, self._state(begun), self.moves[begun:end])

    def late_first(self) -> list[int]:
        """Every turn's index, the late ones first, but forward within each stretch between
        two kept positions: so each start is played on from the one before, not from afar."""
        stretches: dict[int, list[int]] = {}
        for index, bounds in enumerate(self._bounds):
            stretches.setdefault(self._base(bounds.begun), []).append(index)
        return [i for base in sorted(stretches, reverse=True) for i in stretches[base]]

    def _base(self, moves: int) -> int:
        """The nearest kept position at or before the one after ``moves`` moves."""
        return self._at[bisect_right(self._at, moves) - 1]

    def _state(self, moves: int) -> GameState:
        """The position after ``moves`` moves, a turn's start (shared: never played on)."""
        if moves in self._kept:
            return self._kept[moves]
        base = self._base(moves)
        if self._last is not None and base <= self._last[0] <= moves:
            base, state = self._last
        else:
            state = self._kept[base]
        state = state.copy()
        for _step in steps(state, self.moves[base:moves], base):
            pass
        self._last = (moves, state)
        return state


def turns_of(game: Record | GameState, catalogue: Catalogue | None = None) -> TurnStarts:
    """Every finished turn of a record (``catalogue`` needed) or of a game's state (its
    moves replayed from its setup): the position at its start and its moves."""
    state = game_start(game, catalogue)
    tiles = sum(1 for m in game.moves if isinstance(m, PlaceTile))
    interval = max(MIN_INTERVAL, -(-tiles // SNAPSHOTS))
    kept: dict[int, GameState] = {0: state.copy()}
    bounds: list[TurnBounds] = []
    begun = 0
    for step in steps(state, game.moves):
        if step.ends_turn:
            bounds.append(TurnBounds(step.turn + 1, begun, step.index + 1))
            begun = step.index + 1
            if len(bounds) % interval == 0:
                kept[begun] = state.copy()
    kept.pop(begun, None)  # the start of a turn not finished (or of none)
    return TurnStarts(game.moves, bounds, kept)
