"""Whole turns without a window: the game state, undo, whose decision it is, computer seats
and the autosave.

The controller plays moves from ``legal_moves`` through ``apply`` and keeps the new state; it
hands back the events of each move for the scene to animate, log and sound. The states before
each decision of the turn are kept, so a player can take decisions back until they end the turn
(only then is the next tile drawn, so undo never reveals anything). After the last decision of a
turn the engine waits in ``Phase.END_TURN`` until the player confirms: ending the turn is
playing ``EndTurn``. On the game's last turn the engine's turn is ended at once (the final
scoring shows as the last tile lands), and the "end turn" step waits for the player all the
same. Every move and every undo is autosaved at once (with the writer the
scene passes in, ``saves.write_autosave``; the demo passes none). The events of the game's final
scoring are kept apart for the results screen to show step by step.

This module imports no pygame and touches no files itself: tests drive it directly.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import (
    END_TURN,
    Event,
    FinalScoringStarted,
    GameState,
    IllegalMoveError,
    Move,
    Phase,
    SecondPartEarned,
    SecondPartStarted,
    TilePlaced,
    TurnEnded,
    acting_player,
    apply,
    legal_moves,
    placed_by,
)
from .computer import ComputerTurns
from .double_turn import earned_in
from .recap import PlacedTile, Recap, TurnMemory
from .steps import STEP_OF_PHASE, STEPS, Step

log = logging.getLogger(__name__)
NO_MOVES: list[Move] = []  # while the turn waits to be ended (one list: nothing to work out again)


@dataclass(frozen=True)
class Played:
    """What one move did: the events of the turn to animate, and whether the game ended (its
    final scoring is then in ``TurnController.final_events``)."""

    events: list[Event]
    game_over: bool


@dataclass(frozen=True)
class _Undo:
    state: GameState
    last_tile: PlacedTile | None
    earned: SecondPartEarned | None = None


class TurnController:
    """The game in play, one decision at a time."""

    def __init__(
        self,
        state: GameState,
        *,
        autosave: Callable[[GameState], None] | None = None,
        on_autosave_failure: Callable[[OSError], None] | None = None,
        demo: bool = False,
        turn: Sequence[GameState] = (),
    ) -> None:
        """``autosave`` writes the game after every change (``on_autosave_failure`` hears when
        it starts failing); ``demo``: the computer plays every seat; ``turn``: the positions
        before each decision already made in this turn (a game read back from its record), so
        they can be taken back as before."""
        self.state = state
        self.autosave = autosave
        self.on_autosave_failure = on_autosave_failure
        self.autosave_failing = False
        self.computer = ComputerTurns(state.players, everyone=demo)
        self.final_events: list[Event] = []
        self.turn_events: list[Event] = []  # what ending the last turn did (the next draw)
        self.last_tile = _last_tile_of(state)
        self._undo: list[_Undo] = [_Undo(before, _last_tile_of(before)) for before in turn]
        # who ends the turn in the "end turn" step (a finished game: who placed the last tile)
        last = self.last_tile
        self._turn_player = last.player if state.finished and last else acting_player(state)
        self._legal: tuple[GameState | None, list[Move]] = (None, [])
        # what the other seats did since each seat's last tile (the recap and the marks)
        self.memory = TurnMemory(len(state.players))
        self.recap: Recap | None = None  # shown as a human seat's turn starts
        # the tile of this turn that grew the builder's road or city (Traders & Builders):
        # a second part follows; a game opened in its second part reads it from its record
        self.earned: SecondPartEarned | None = earned_in(state)

    # --- what the game shows ------------------------------------------------------------------

    @property
    def turn_done(self) -> bool:
        """The turn's last decision is made: waiting for "end turn" (a finished game: for the
        player to see the final scores)."""
        return self.state.phase is Phase.END_TURN or self.state.finished

    @property
    def step(self) -> Step:
        """The step of the turn (what every step does is the table in :mod:`.steps`): the
        one place that works it out from the engine's phase."""
        return Step.END_TURN if self.turn_done else STEP_OF_PHASE[self.state.phase]

    @property
    def acting(self) -> int:
        """Whose decision it is (the taker while gold is shared out; the one ending a turn)."""
        return self._turn_player if self.turn_done else acting_player(self.state)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.computer_decides

    @property
    def computer_decides(self) -> bool:
        """A computer seat makes the next decision (human input waits)."""
        return self.computer.level(self.acting) is not None

    @property
    def second_part(self) -> str | None:
        """While the acting player plays the second part of their turn (the builder's double
        turn), the feature whose growth gave it: "road" or "city"; else None."""
        if not self.state.second_part or self.earned is None:
            return None
        return self.earned.feature

    def moves(self) -> list[Move]:
        """The legal moves now (none while the turn waits to be ended)."""
        if self.turn_done or self.state.finished:
            return NO_MOVES
        if self._legal[0] is not self.state:
            self._legal = (self.state, legal_moves(self.state))
        return self._legal[1]

    # --- decisions ----------------------------------------------------------------------------

    def play(self, move: Move) -> Played | None:
        """Apply a move from ``legal_moves``; its events (None if the engine refused it)."""
        if self.turn_done:
            return None
        before = self.state
        try:
            self.state, events = apply(before, move)
        except IllegalMoveError as err:  # cannot happen for legal moves; keep playing anyway
            log.warning("move refused: %s", err)
            return None
        if self.state.phase is Phase.END_TURN:
            after, ending = apply(self.state, END_TURN)
            if after.finished:  # the last turn: its final scoring shows as the tile lands
                self.state, events = after, events + ending
        self._undo.append(_Undo(before, self.last_tile, self.earned))
        self.memory.record(events, self.state)
        self.recap = None  # the player's first action puts the recap away
        turn, self.final_events = split_final_scoring(events)
        for event in events:
            if isinstance(event, TilePlaced):
                self.last_tile = PlacedTile((event.x, event.y), event.player)
            elif isinstance(event, TurnEnded):
                self._turn_player = event.player
            elif isinstance(event, SecondPartEarned):
                self.earned = event
        self.write_autosave()
        self.freeze_memory()
        return Played(turn, bool(self.final_events))

    def undo(self) -> bool:
        """Take back the last decision of this turn (False if there is none to take back)."""
        if not self.can_undo:
            return False
        last = self._undo.pop()
        self.state, self.last_tile, self.earned = last.state, last.last_tile, last.earned
        self.final_events = []
        self.memory.undo_to(len(self.state.moves))
        self.write_autosave()
        return True

    def end_turn(self) -> bool:
        """Hand over to the next player; True if the game goes on (False: it is over)."""
        if not self.turn_done:
            return False
        self.freeze_memory()
        if self.state.finished:
            return False
        self.state, self.turn_events = apply(self.state, END_TURN)
        if not any(isinstance(e, SecondPartStarted) for e in self.turn_events):
            self.earned = None  # the turn passed on
        elif self.earned is None:  # earned before the game was opened
            self.earned = earned_in(self.state)
        self._undo = []
        self._turn_player = acting_player(self.state)
        self.recap = self._recap_for(self._turn_player)
        return True

    # --- what the player missed ---------------------------------------------------------------

    def _recap_for(self, seat: int) -> Recap | None:
        """A human seat's recap, when more than one other seat played since its last tile."""
        if self.computer.level(seat) is not None or self.memory.turns_between(seat) < 2:
            return None
        return self.memory.recap(seat)

    def dismiss_recap(self) -> bool:
        """Put the recap away (a click); whether one was shown."""
        shown, self.recap = self.recap is not None, None
        return shown

    @property
    def marks(self) -> tuple[PlacedTile, ...]:
        """The tiles the other seats placed since the acting human's last tile, while that
        human still has their own to place."""
        if not STEPS[self.step].holds_tile or self.computer_decides:
            return ()
        return self.memory.marks(self.acting)

    def computer_decision(self, elapsed: float, busy: bool = False) -> Move | None:
        """The computer seat's next decision once it is due (``elapsed``: seconds since the
        last call, scaled by the speed; ``busy``: the table still shows the last move)."""
        return self.computer.next_decision(
            self.state, self.acting, elapsed, turn_done=self.turn_done, busy=busy
        )

    def close(self) -> None:
        """Stop any computer player thinking."""
        self.computer.close()

    # --- keeping the game ---------------------------------------------------------------------

    def write_autosave(self) -> None:
        """Keep the game in the autosave (a full disk only costs the autosave, not the game)."""
        if self.autosave is None:
            return
        try:
            self.autosave(self.state)
        except OSError as err:
            log.warning("autosave failed: %s", err)
            if not self.autosave_failing and self.on_autosave_failure is not None:
                self.on_autosave_failure(err)
            self.autosave_failing = True
        else:
            self.autosave_failing = False

    def freeze_memory(self) -> None:
        """``freeze_live_objects``, but not while computer players take part: a hard player's
        search leaves cyclic garbage behind, which frozen would stay until the game ends
        (hundreds of MB); the collector takes it in small steps while the computer thinks
        instead."""
        if not any(self.computer.level(p) for p in range(len(self.state.players))):
            freeze_live_objects()


def split_final_scoring(events: list[Event]) -> tuple[list[Event], list[Event]]:
    """The events of the turn, and those of the game's final scoring (from the engine's
    ``FinalScoringStarted`` on) when the game ended with this move."""
    for index, event in enumerate(events):
        if isinstance(event, FinalScoringStarted):
            return events[:index], events[index:]
    return events, []


def _last_tile_of(state: GameState) -> PlacedTile | None:
    """The last placed tile of a game opened mid-way and who placed it (the engine knows; the
    start tile was placed by nobody)."""
    if state.last is None:
        return None
    placer = placed_by(state, state.last)
    return None if placer is None else PlacedTile(state.last, placer)


def freeze_live_objects() -> None:
    """Move everything alive now out of the garbage collector's sight.

    Full collections over the game's many long-lived objects (states, cached pictures) took
    about 5 ms and showed as hitches while panning; what is frozen is still freed by reference
    counting when it goes, and the engine's states hold no reference cycles.
    """
    gc.freeze()
