"""Computer players thinking in their own process, so a game window keeps drawing meanwhile.

``Thinker`` owns one worker process (started with the ``spawn`` method, which also works in
a frozen one-file build once ``multiprocessing.freeze_support()`` ran at start-up) and keeps
one ``Player`` per seat there, so a seated player keeps its seed and its plan for the turn
from one decision to the next. ``ask(seat, level, seed, state)`` sends the state (pickled)
and returns a ``Future`` of the move.

If the worker cannot be started or dies, the move is worked out in this process instead, so
a game never stalls on a computer seat; a worker that does not answer for far longer than any
decision takes (``restart``) is killed and replaced once, then the moves are worked out here.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from goldmines_desktop.engine import GameState, Move

from .players import Player, make_player

log = logging.getLogger(__name__)

NICENESS = 5  # the worker yields the CPU to the window when both want it

_seated: dict[tuple[int, str, int], Player] = {}  # in the worker: (seat, level, seed) -> player


def think(seat: int, level: str, seed: int, state: GameState) -> Move:
    """The move of the computer player seated at ``seat`` (runs in the worker process)."""
    key = (seat, level, seed)
    player = _seated.get(key)
    if player is None:
        player = _seated[key] = make_player(level, seed)
    return player.choose(state)


def _worker_started() -> None:
    """In the worker, once: yield the CPU to the window, and leave with the window's process
    (a window that is killed, not closed, must not leave its worker behind for good)."""
    with contextlib.suppress(AttributeError, OSError):  # not on every platform
        os.nice(NICENESS)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()


def _exit_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])  # returns when the window's process is gone
    os._exit(0)


class Thinker:
    """One worker process for the computer seats of one game."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._broken = False
        self._restarts = 0

    def start(self) -> None:
        """Start the worker now (it takes a moment to import the engine)."""
        if self._pool is None and not self._broken:
            try:
                context = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=context, initializer=_worker_started
                )
            except (OSError, ValueError, RuntimeError) as err:
                log.warning("computer players think in the window's process: %s", err)
                self._broken = True

    def ask(self, seat: int, level: str, seed: int, state: GameState) -> Future[Move]:
        """The move of the computer player at ``seat``, worked out in the worker."""
        self.start()
        if self._pool is not None:
            try:
                return self._pool.submit(think, seat, level, seed, state)
            except (BrokenProcessPool, RuntimeError, OSError) as err:
                log.warning("the computer players' worker stopped: %s", err)
                self._broken = True
                self._pool = None
        future: Future[Move] = Future()
        future.set_result(think(seat, level, seed, state))
        return future

    def answer(
        self, future: Future[Move], seat: int, level: str, seed: int, state: GameState
    ) -> Move:
        """The move a finished ``future`` holds, or (if the worker died) one worked out here."""
        try:
            return future.result()
        except BrokenProcessPool as err:
            log.warning("the computer players' worker stopped: %s", err)
            self._broken = True
            self._pool = None
            return think(seat, level, seed, state)

    def restart(self) -> None:
        """Stop a worker that does not answer (killed, not waited for); the next ``ask``
        starts a fresh one, and after a second stall the moves are worked out here."""
        pool, self._pool = self._pool, None
        self._restarts += 1
        if self._restarts > 1:
            self._broken = True
        if pool is not None:
            _stop(pool)

    def close(self) -> None:
        """Stop the worker at once, even mid-thought (it keeps nothing worth waiting for), so
        the next game's worker is never a second one alive beside it."""
        pool, self._pool = self._pool, None
        if pool is not None:
            _stop(pool)


STOP_WAIT = 2.0  # seconds to wait for a killed worker to be gone


def _stop(pool: ProcessPoolExecutor) -> None:
    """Kill the pool's worker (not waited for to finish a search) and reap it."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        with contextlib.suppress(OSError, AttributeError, ValueError):
            process.kill()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, AttributeError, ValueError, AssertionError):
            process.join(STOP_WAIT)
