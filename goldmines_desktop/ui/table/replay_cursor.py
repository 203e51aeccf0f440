"""Watching a game again: its record replayed once into the position after every move, and a
cursor that walks them (a move or a turn at a time, to a turn on the slider, or playing).

The record is the truth: :func:`replay_record` plays its moves from the start with the engine's
``apply`` and keeps every state and every move's events, so stepping back is as quick as
stepping forward and nothing is re-derived. A turn starts with its one ``PlaceTile`` move (the
tile still in hand before it), which is also where a new game may go on from ("Play on from
here"). No pygame here: the viewer (``scenes.watch``) draws a cursor and turns keys into its calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ...engine import (
    Catalogue,
    Event,
    GameState,
    IllegalMoveError,
    Move,
    Phase,
    PlaceTile,
    Record,
    RecordError,
    acting_player,
    apply,
    new_game,
)
from ...files.record_files import read_record_file

MOVE_SECONDS = 0.9  # how long each move stays on screen while playing at 1x
SPEEDS = tuple(2**power for power in range(3))  # 1x, 2x and 4x


@dataclass(frozen=True)
class Replay:
    """A whole game, position by position: ``states[k]`` after its first ``k`` moves."""

    states: tuple[GameState, ...]
    events: tuple[tuple[Event, ...], ...]  # events[k]: what move k did (to reach states[k + 1])
    turn_starts: tuple[int, ...]  # the position where each turn starts, in order

    @property
    def moves(self) -> int:
        """How many moves the game has (the last position's index)."""
        return len(self.states) - 1

    @property
    def final(self) -> GameState:
        return self.states[-1]

    @property
    def stops(self) -> tuple[int, ...]:
        """The positions the turn slider stops at: the start, and where each turn ends (the
        next one's start, or the last position)."""
        return tuple(sorted({0, *self.turn_starts, self.moves}))


def replay_record(record: Record, catalogue: Catalogue) -> Replay:
    """Play a record's moves from the start, keeping each position; RecordError (one line,
    naming the move) when it cannot be played. Any failure of an untrusted record while it is
    replayed becomes a RecordError, so a damaged file never takes the window down."""
    try:
        first = new_game(record.setup, catalogue, record.seed, record.draw_order)
        return _replayed(first, record.moves)
    except RecordError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as err:
        why = str(err) if isinstance(err, ValueError) and str(err) else type(err).__name__
        raise RecordError(f"the record cannot be replayed ({why})") from None


def replay_file(path: Path | str, catalogue: Catalogue) -> Replay:
    """The replay of the record file at ``path``; RecordError (one line) when it cannot be
    read or played."""
    return replay_record(read_record_file(path), catalogue)


def replay_of(state: GameState) -> Replay:
    """The replay of a game in play or just finished, from its own moves (not a board map's
    game: its first position is no record's)."""
    first = new_game(state.setup, state.catalogue, state.seed, state.draw_order)
    return _replayed(first, state.moves)


def _replayed(state: GameState, moves: Sequence[Move]) -> Replay:
    states, events = [state], []
    for index, move in enumerate(moves):
        if state.phase is Phase.GAME_OVER:
            raise RecordError(f"move {index}: the game is already over")
        try:
            state, happened = apply(state, move)
        except IllegalMoveError as err:
            raise RecordError(f"move {index}: {err}") from None
        states.append(state)
        events.append(tuple(happened))
    starts = tuple(i for i, move in enumerate(moves) if isinstance(move, PlaceTile))
    return Replay(tuple(states), tuple(events), starts)


class ReplayCursor:
    """Where the viewer is in a replay, and whether it plays by itself (at 1x, 2x or 4x)."""

    def __init__(self, replay: Replay, position: int = 0) -> None:
        self.replay = replay
        self.position = 0
        self.playing = False
        self.speed = SPEEDS[0]
        self._waited = 0.0  # seconds (at 1x) since the last move while playing
        self.go(position)

    @property
    def state(self) -> GameState:
        """The position shown: the game after the first ``position`` moves."""
        return self.replay.states[self.position]

    @property
    def events(self) -> tuple[Event, ...]:
        """What the move that led here did (nothing at the start)."""
        return self.replay.events[self.position - 1] if self.position else ()

    @property
    def at_end(self) -> bool:
        return self.position == self.replay.moves

    # --- moving -------------------------------------------------------------------------------

    def go(self, position: int) -> None:
        """Show the position after ``position`` moves (kept within the game)."""
        self.position = max(0, min(position, self.replay.moves))
        self._waited = 0.0
        if self.at_end:
            self.playing = False

    def step(self, moves: int) -> None:
        """Forward (or back, when negative) by ``moves`` moves."""
        self.go(self.position + moves)

    def step_turn(self, direction: int) -> None:
        """To the next turn's start (``direction`` 1), or back to this turn's start, or the
        one before when already there (-1)."""
        stops = self.replay.stops
        if direction > 0:
            self.go(next((p for p in stops if p > self.position), self.replay.moves))
        else:
            self.go(max((p for p in stops if p < self.position), default=0))

    def home(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(self.replay.moves)

    # --- turns --------------------------------------------------------------------------------

    @property
    def stop_index(self) -> int:
        """The stop of the turn slider for the turn shown: a turn's stop is where it ends (the
        next one's start), so the knob names the same turn as the header, mid-turn too."""
        stops = self.replay.stops
        return min(i for i, p in enumerate(stops) if p >= self.position)

    def go_to_stop(self, index: int) -> None:
        stops = self.replay.stops
        self.go(stops[max(0, min(index, len(stops) - 1))])

    @property
    def turn(self) -> int:
        """The turn of the move shown (the one that led to the position), counted from 1; 0 at
        the start, before any move. The header, the log's last line, the slider, the chart's
        marker and the coach all name this turn."""
        return sum(1 for p in self.replay.turn_starts if p < self.position)

    @property
    def turn_player(self) -> int | None:
        """Whose turn the move shown belongs to (the player who placed its tile; None at the
        start)."""
        turn = self.turn
        if turn == 0:
            return None
        return acting_player(self.replay.states[self.replay.turn_starts[turn - 1]])

    @property
    def turns(self) -> int:
        """How many turns the game has."""
        return len(self.replay.turn_starts)

    @property
    def chart_index(self) -> int:
        """The point of the score chart (``chart.score_series``) for this position: the
        turn shown (the score after it), and the last point (the final scoring) once the game
        is over."""
        points = len(self.replay.final.history) + 1 + (1 if self.replay.final.finished else 0)
        if self.state.finished:
            return points - 1
        return min(self.turn, points - 1)

    # --- playing ------------------------------------------------------------------------------

    def toggle_play(self) -> None:
        """Play or pause; playing at the end starts again from the beginning."""
        if self.playing:
            self.playing = False
            return
        if self.at_end:
            self.home()
        self.playing = self.replay.moves > 0
        self._waited = 0.0

    def set_speed(self, speed: int) -> None:
        if speed in SPEEDS:
            self.speed = speed

    def update(self, dt: float) -> bool:
        """Advance the clock by ``dt`` seconds; True when a move was stepped to."""
        if not self.playing:
            return False
        self._waited += dt * self.speed
        moved = False
        while self.playing and self._waited >= MOVE_SECONDS:
            waited = self._waited - MOVE_SECONDS
            self.step(1)
            self._waited = waited
            moved = True
        return moved

    # --- going on -----------------------------------------------------------------------------

    @property
    def turn_start(self) -> int:
        """The start of the turn shown (where a new game can go on from)."""
        return max((p for p in self.replay.turn_starts if p <= self.position), default=0)

    def play_on_state(self) -> GameState | None:
        """The position a new game goes on from: the start of the turn shown (the tile not
        placed yet), with the record's moves up to there; None when the game was over there."""
        state = self.replay.states[self.turn_start]
        return state if state.phase is Phase.PLACE_TILE else None
