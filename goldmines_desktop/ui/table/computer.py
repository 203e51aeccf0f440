"""Computer players at the table: seats of kind ``ai:<level>``, and every seat in the demo.

Each computer seat is one of the AI's ``Player`` objects, seeded from the game's seed and its
seat, so a seeded game replays the same. It thinks in a worker process (``ai.worker.Thinker``),
so the window keeps its frame rate while a strong player thinks, and its moves are handed out
at a pace a family can follow. Nothing here knows the window: the turn controller asks
``ComputerTurns`` for the next decision. ``hint_move`` is what the H key shows a human.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future, wait

from ...ai import Advice, hint
from ...ai.worker import Thinker
from ...engine import END_TURN, GameState, Move, PlayerSetup

THINK_DELAY = 0.7  # seconds between computer decisions (scaled by the animation speed)
# A worker that has not answered after this long is stuck (hard's worst decision is about 2 s
# of processor time; its safety clock stops a search at 30 s): it is replaced.
STALL_SECONDS = 60.0
ANSWER_WAIT = 0.001  # seconds a frame waits for a pending answer (see ``_move_ready``)

log = logging.getLogger(__name__)
DEMO_LEVEL = "normal"


def seat_level(seat: PlayerSetup, everyone: bool = False) -> str | None:
    """The computer level playing ``seat`` (``everyone``: the demo plays human seats too)."""
    if not seat.kind.startswith("ai:"):
        return DEMO_LEVEL if everyone else None
    return seat.kind.split(":", 1)[1] or DEMO_LEVEL


def seat_seed(state: GameState, seat: int) -> int:
    """A computer seat's seed: from the game's seed, so a seeded game replays the same."""
    return (state.seed or 0) * 1000 + seat + 1


class ComputerTurns:
    """The computer seats of one game: their worker process and their pace."""

    def __init__(self, seats: tuple[PlayerSetup, ...], *, everyone: bool = False) -> None:
        self.levels = [seat_level(seat, everyone) for seat in seats]
        self.wait = THINK_DELAY
        self._thinker = Thinker()
        self._future: Future[Move] | None = None
        self._asked: GameState | None = None
        self._asked_seat = 0
        self._asked_at = 0.0

    def warm_up(self) -> None:
        """Start the worker, so it imports the engine while the board appears: called when the
        board is shown (``show`` makes the next scene before the last one is gone, and the last
        one's worker stops only then: one worker at a time)."""
        if any(self.levels):
            self._thinker.start()

    def level(self, seat: int) -> str | None:
        """The computer level playing ``seat``, or None for a human."""
        return self.levels[seat]

    def next_decision(
        self, state: GameState, seat: int, elapsed: float, *, turn_done: bool, busy: bool
    ) -> Move | None:
        """Advance the pause between decisions by ``elapsed`` seconds (already scaled by the
        speed); the move for ``seat`` (``EndTurn`` when the turn is done), once it is due, the
        table is no longer ``busy`` showing the last one, and the player has made up their
        mind."""
        if self.level(seat) is None:
            self.hold()
            return None
        if not turn_done:
            self._ask(state, seat)  # think during the pause before the move is shown
        self.wait -= elapsed
        if self.wait > 0 or busy:
            return None
        if turn_done:
            self.wait = THINK_DELAY
            return END_TURN
        move = self._move_ready(state)
        if move is not None:
            self.wait = THINK_DELAY
        return move

    def hold(self) -> None:
        """Start the pause again (a human decides, or something must be answered first)."""
        self.wait = THINK_DELAY

    def _ask(self, state: GameState, seat: int) -> None:
        """Ask the seat's player in the worker, once per position."""
        if self._future is not None and self._asked is state:
            return
        self._asked, self._asked_seat = state, seat
        self._asked_at = time.monotonic()
        self._future = self._thinker.ask(seat, self._level(seat), seat_seed(state, seat), state)

    def _move_ready(self, state: GameState) -> Move | None:
        """The answer once it is there (for this very state)."""
        future = self._future
        if future is None or self._asked is not state:
            return None
        if not future.done():
            # Wait a moment for the answer, letting the interpreter go meanwhile: the worker's
            # answer is collected by a thread of this process, which a loop that never sleeps
            # (an uncapped frame rate) would otherwise starve for seconds.
            wait((future,), timeout=ANSWER_WAIT)
        if not future.done():
            if time.monotonic() - self._asked_at > STALL_SECONDS:
                log.warning("the computer players' worker did not answer: starting another")
                self._thinker.restart()
                self._future = self._asked = None  # asked again at the next frame
            return None
        self._future = None
        seat = self._asked_seat
        return self._thinker.answer(future, seat, self._level(seat), seat_seed(state, seat), state)

    def _level(self, seat: int) -> str:
        return self.level(seat) or DEMO_LEVEL

    def close(self) -> None:
        self._thinker.close()


def hint_move(state: GameState) -> Advice:
    """What the computer would play now, with one line saying why (the H key)."""
    return hint(state)
