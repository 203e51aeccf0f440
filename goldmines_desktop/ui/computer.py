"""Computer players at the table: seats of kind ``ai:<level>``, and every seat in the demo.

Each computer seat is one of the AI's ``Player`` objects, seeded by its seat. Its move is
chosen in a worker thread, so the window keeps drawing while a strong player thinks, and it is
handed out at a pace a family can follow. Nothing here knows the window: the turn controller
asks ``ComputerTurns`` for the next decision. ``hint_move`` is what the H key shows a human.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Literal

from ..ai import Player, hint, make_player
from ..engine import GameState, Move, PlayerSetup

THINK_DELAY = 0.7  # seconds between computer decisions (scaled by the animation speed)
DEMO_LEVEL = "normal"
SWITCH_INTERVAL = 0.001  # seconds: see ComputerTurns._executor
YIELD_SECONDS = 0.002  # per frame while the computer thinks
HARD_BUDGET = 1.0  # seconds of search per decision for a hard seat at the table
END_TURN: Literal["end_turn"] = "end_turn"


def seat_level(seat: PlayerSetup, everyone: bool = False) -> str | None:
    """The computer level playing ``seat`` (``everyone``: the demo plays human seats too)."""
    if not seat.kind.startswith("ai:"):
        return DEMO_LEVEL if everyone else None
    return seat.kind.split(":", 1)[1] or DEMO_LEVEL


class ComputerTurns:
    """The computer seats of one game: their players, their worker thread and their pace."""

    def __init__(
        self,
        seats: tuple[PlayerSetup, ...],
        *,
        everyone: bool = False,
        budget: float = HARD_BUDGET,
    ) -> None:
        self.levels = [seat_level(seat, everyone) for seat in seats]
        self.budget = budget
        self.wait = THINK_DELAY
        self._players: dict[int, Player] = {}
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Move] | None = None
        self._asked: GameState | None = None

    def level(self, seat: int) -> str | None:
        """The computer level playing ``seat``, or None for a human."""
        return self.levels[seat]

    def next_decision(
        self, state: GameState, seat: int, elapsed: float, *, turn_done: bool, busy: bool
    ) -> Move | Literal["end_turn"] | None:
        """Advance the pause between decisions by ``elapsed`` seconds (already scaled by the
        speed); the move for ``seat``, or ``END_TURN``, once it is due, the table is no longer
        ``busy`` showing the last one, and the player has made up their mind."""
        if self.level(seat) is None:
            self.hold()
            return None
        self.wait -= elapsed
        if self.wait > 0 or busy:
            return None
        if turn_done:
            self.wait = THINK_DELAY
            return END_TURN
        move = self._move_ready(state, seat)
        if move is not None:
            self.wait = THINK_DELAY
        return move

    def hold(self) -> None:
        """Start the pause again (a human decides, or something must be answered first)."""
        self.wait = THINK_DELAY

    def _move_ready(self, state: GameState, seat: int) -> Move | None:
        """Ask the seat's player in the background; the answer once it is there (for this
        very state)."""
        if self._future is not None and self._asked is state and self._future.done():
            move = self._future.result()
            self._future = None
            return move
        if self._future is None or self._asked is not state:
            self._asked = state
            self._future = self._executor().submit(self._player(seat).choose, state)
        # Let the worker have the interpreter for a moment: a loop that never sleeps (an
        # uncapped frame rate) would otherwise keep it waiting for seconds.
        time.sleep(YIELD_SECONDS)
        return None

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            level = self.level(seat) or DEMO_LEVEL
            self._players[seat] = make_player(level, seed=17 + seat, time_budget=self.budget)
        return self._players[seat]

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            # the window asks for the interpreter back after 1 ms of the search, not 5 ms, so
            # frames keep their pace while a computer player thinks
            sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="goldmines-ai")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def hint_move(state: GameState) -> Move:
    """What the computer would play now (the H key)."""
    return hint(state)
