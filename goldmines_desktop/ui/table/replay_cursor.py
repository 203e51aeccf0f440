"""Watching a game again: its record replayed into positions kept sparsely, and a cursor that
walks them (a move or a turn at a time, to a turn on the slider, or playing).

The record is the truth: :func:`replay_record` plays its moves from the start with the engine's
``steps`` once, keeping every move's events, the final position and a snapshot every
``interval`` moves (at most ``SNAPSHOTS`` of them, however long the record: a position of a
record of a thousand tiles is a thousand tiles, so keeping them all took gigabytes). Any other
position is played forward from the nearest snapshot before it, a few dozen moves at most, and
the last few asked for are kept, so stepping back and forth stays quick. A turn starts with its
one ``PlaceTile`` move (the tile still in hand before it), which is also where a new game may go
on from ("Play on from here"). The coach reviews this same replay (``coach_turns``): its turn
starts are played from these positions, so opening the Coach plays the record no second time.
No pygame here: the viewer (``scenes.watch``) draws a cursor and turns keys into its calls.
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from pathlib import Path

from ...ai.coach import TurnBounds, TurnStarts
from ...engine import (
    Catalogue,
    Event,
    GameState,
    Move,
    Phase,
    PlaceTile,
    Record,
    RecordError,
    ReplayStopped,
    acting_player,
    game_start,
    steps,
)
from ...files.record_files import read_record_file

MOVE_SECONDS = 0.9  # how long each move stays on screen while playing at 1x
SPEEDS = tuple(2**power for power in range(3))  # 1x, 2x and 4x
SNAPSHOTS = 32  # positions kept whole at most (besides the first, the last and the recent)
MIN_INTERVAL = 8  # moves between two snapshots at least (a short game replays 8 moves at most)
RECENT = 6  # positions asked for lately, kept for stepping back and forth


class Replay:
    """A whole game, position by position: ``state(k)`` after its first ``k`` moves."""

    def __init__(
        self,
        first: GameState,
        moves: Sequence[Move],
        events: Sequence[tuple[Event, ...]],
        snapshots: dict[int, GameState],
        final: GameState,
        turn_ends: Sequence[int],
    ) -> None:
        self.first = first
        self.played = tuple(moves)
        self.events = tuple(events)  # events[k]: what move k did (to reach position k + 1)
        # where every finished turn ended (the moves up to its end): 4 bytes a turn
        self.turn_ends = array("i", turn_ends)
        self.turn_starts = tuple(i for i, m in enumerate(self.played) if isinstance(m, PlaceTile))
        self.final = final
        self._snapshots = {0: first, **snapshots, len(self.played): final}
        self._recent: OrderedDict[int, GameState] = OrderedDict()

    @property
    def moves(self) -> int:
        """How many moves the game has (the last position's index)."""
        return len(self.played)

    @property
    def stops(self) -> tuple[int, ...]:
        """The positions the turn slider stops at: the start, and where each turn ends (the
        next one's start, or the last position)."""
        return tuple(sorted({0, *self.turn_starts, self.moves}))

    @property
    def kept(self) -> int:
        """How many positions are held whole now (snapshots and recent ones)."""
        return len(self._snapshots) + len(self._recent)

    def state(self, position: int) -> GameState:
        """The position after ``position`` moves (kept within the game). The state is shared:
        the caller reads it and never plays on it (``copy()`` it first)."""
        position = max(0, min(position, self.moves))
        if position in self._snapshots:
            return self._snapshots[position]
        if position in self._recent:
            self._recent.move_to_end(position)
            return self._recent[position]
        found = self._played_to(position)
        self._recent[position] = found
        if len(self._recent) > RECENT:
            self._recent.popitem(last=False)
        return found

    def _played_to(self, position: int) -> GameState:
        """Played forward from the nearest position kept before it."""
        kept = {**self._snapshots, **self._recent}
        start = max(k for k in kept if k <= position)
        state = kept[start].copy()
        for _step in steps(state, self.played[start:position], start):
            pass
        return state

    def walk(self) -> Iterator[tuple[int, tuple[Event, ...], GameState]]:
        """Every move in order with its events and the position it led to (one position,
        played forward in place: read it before taking the next)."""
        for step in steps(self.first.copy(), self.played):
            yield step.index, self.events[step.index], step.state

    def coach_turns(self) -> TurnStarts:
        """Every finished turn of the game for the coach, its start played from the positions
        this replay keeps (read only: the coach's thread never changes them). A record's game
        starts at turn 0, so its turns are numbered from 1 in order."""
        begins = (0, *self.turn_ends)
        bounds = [TurnBounds(k + 1, begins[k], end) for k, end in enumerate(self.turn_ends)]
        return TurnStarts(self.played, bounds, self._snapshots)


def replay_record(record: Record, catalogue: Catalogue) -> Replay:
    """Play a record's moves from the start, keeping positions sparsely; RecordError (one
    line, naming the move) when it cannot be played. Any failure of an untrusted record while
    it is replayed becomes a RecordError, so a damaged file never takes the window down."""
    try:
        return _replayed(game_start(record, catalogue), record.moves)
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
    return _replayed(game_start(state), state.moves)


def interval_for(moves: int) -> int:
    """Moves between two snapshots: at least ``MIN_INTERVAL``, at most ``SNAPSHOTS`` kept."""
    return max(MIN_INTERVAL, -(-moves // SNAPSHOTS))


def _replayed(first: GameState, moves: Sequence[Move]) -> Replay:
    state, events, snapshots, ends = first.copy(), [], {}, array("i")
    interval = interval_for(len(moves))
    try:
        for step in steps(state, moves):
            events.append(step.events)
            if step.ends_turn:
                ends.append(step.index + 1)
            if (step.index + 1) % interval == 0 and step.index + 1 < len(moves):
                snapshots[step.index + 1] = state.copy()
    except ReplayStopped as err:
        raise RecordError(f"move {err.index}: {err}") from None
    return Replay(first, moves, events, snapshots, state, ends)


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
        return self.replay.state(self.position)

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
        return acting_player(self.replay.state(self.replay.turn_starts[turn - 1]))

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
        state = self.replay.state(self.turn_start)
        return state if state.phase is Phase.PLACE_TILE else None
