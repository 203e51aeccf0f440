"""The coach's review of a game, worked out off the window's thread.

``CoachJob(game)`` reviews every turn of a game, or of the turns the replay viewer hands down
(``ai.coach.review``: its worker processes do the searching) on a thread of its own; the
window reads ``progress`` (0..1) each frame, ``result`` once it is ``done``, and ``cancel()``
stops it between two turns (the viewer closing, the panel hidden for good). ``error`` holds
the one line that says why a review could not be made. No pygame here: the viewer draws a job.
"""

from __future__ import annotations

import logging
import threading

from ...ai.coach import VALUE_DEALS, WORKERS, Cancelled, Review, TurnStarts, review
from ...ai.hard import DEALS
from ...engine import GameState

log = logging.getLogger(__name__)


class CoachJob:
    """One review running on a thread; ``start()`` begins it (once)."""

    def __init__(
        self,
        game: GameState | TurnStarts,
        workers: int = WORKERS,
        deals: int = DEALS,
        value_deals: int = VALUE_DEALS,
    ) -> None:
        self.game = game
        self.workers = workers
        self.budget = (deals, value_deals)
        self.progress = 0.0
        self.result: Review | None = None
        self.error: str | None = None
        self.cancelled = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def started(self) -> bool:
        return self._thread is not None

    @property
    def done(self) -> bool:
        """True once the review is finished, failed or stopped."""
        return self.result is not None or self.error is not None or self.cancelled

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="coach", daemon=True)
            self._thread.start()

    def cancel(self) -> None:
        """Stop the review between two turns (its workers are stopped with it)."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the thread to end (tests and closing); True if it has."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    def _run(self) -> None:
        try:
            self.result = review(
                self.game,
                workers=self.workers,
                deals=self.budget[0],
                value_deals=self.budget[1],
                progress=self._tell,
                cancel=self._stop.is_set,
            )
        except Cancelled:
            self.cancelled = True
        except (ValueError, OSError, RuntimeError) as err:  # a game the coach cannot replay
            log.warning("the coach could not review the game: %s", err)
            self.error = str(err).splitlines()[0] if str(err) else type(err).__name__

    def _tell(self, done: float) -> None:
        self.progress = done
