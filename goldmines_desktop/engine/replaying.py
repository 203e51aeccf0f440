"""A game played again move by move: the one loop every replay of a record runs.

``game_start`` sets up the first position of a record or of a game's state (its setup, tile
catalogue and seed or draw order, as records and saves hold them); ``steps(state, moves)``
plays the moves on it and yields one ``Step`` per move: the move, its events, the position
after it, its index and whether it ended a turn. The viewer, the log, the chart, the poster,
the family's records, the coach and ``records.replay`` all read a game this way, so the rules
of replaying live here once:

- the position is stepped in place (one state, no copy per move): a step's ``state`` is the
  same object at every step, read it before taking the next; a caller that keeps a position
  copies it (``state.copy()`` is cheap: the copy shares what does not change);
- a move after the game is over, or one the rules refuse, stops the steps with
  ``ReplayStopped`` (an ``IllegalMoveError`` naming the move's index, in the engine's words);
- a record holds decisions only, never ``EndTurn`` (it is no decision): where a move leaves
  the state waiting in ``Phase.END_TURN`` the turn is ended at once and its events (the next
  player's draw, or the final scoring) are told with that move's, as the game told them; a
  state that already waits there when the steps begin has its turn ended before the first
  move.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from .events import Event
from .moves import END_TURN, EndTurn, IllegalMoveError, Move
from .rules import acting_player, apply_decision_in_place, apply_in_place, new_game
from .state import GameState
from .tiles import Catalogue
from .values import Phase, Setup


class Recorded(Protocol):
    """What a game is set up from: a record, or a game's state (which also knows its
    catalogue)."""

    @property
    def setup(self) -> Setup: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def draw_order(self) -> Sequence[str] | None: ...


@dataclass(frozen=True, slots=True)
class Step:
    """One move played again: its index in the game, the move, what it did (``events``),
    the position after it (the replay's own state, stepped in place: ``copy()`` it to keep
    it), who played it, the turn it belongs to (``state.turn`` before it) and whether it ended
    that turn (the last move of a turn, the game's last move included)."""

    index: int
    move: Move
    events: tuple[Event, ...]
    state: GameState
    player: int
    turn: int
    ends_turn: bool


class ReplayStopped(IllegalMoveError):
    """A recorded move that cannot be played: ``index`` names it; the message is the engine's
    (``the game is already over`` for a move after the end)."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__(message)
        self.index = index


def game_start(game: Recorded, catalogue: Catalogue | None = None) -> GameState:
    """The first position of a record (``catalogue`` needed) or of a game's state (its own
    catalogue unless given); ValueError when the setup or the draw order cannot start one."""
    if catalogue is None:
        if not isinstance(game, GameState):
            raise ValueError("a record is replayed with the tile catalogue")
        catalogue = game.catalogue
    return new_game(game.setup, catalogue, game.seed, game.draw_order)


def steps(state: GameState, moves: Iterable[Move], first: int = 0) -> Iterator[Step]:
    """Play ``moves`` on ``state`` itself (a state the caller owns: from ``game_start`` or a
    ``copy()``), one ``Step`` each; ``first`` is the index of the first move in its game.
    Stops with ``ReplayStopped`` at a move that cannot be played (``state`` is then the
    position before it)."""
    for index, move in enumerate(moves, first):
        if state.phase is Phase.GAME_OVER:
            raise ReplayStopped(index, "the game is already over")
        passed = _played(state, END_TURN, index) if state.phase is Phase.END_TURN else ()
        player, turn = acting_player(state), state.turn
        events = _played(state, move, index)
        ends = state.turn != turn or state.finished
        yield Step(index, move, passed + events if passed else events, state, player, turn, ends)


def _played(state: GameState, move: Move, index: int) -> tuple[Event, ...]:
    """``move`` played on ``state`` itself (the one place a replay steps the engine); what
    it did. ReplayStopped, naming recorded move ``index``, when the rules refuse it."""
    try:
        if isinstance(move, EndTurn):
            return tuple(apply_in_place(state, move))
        return tuple(apply_decision_in_place(state, move))
    except IllegalMoveError as err:
        raise ReplayStopped(index, str(err)) from None
