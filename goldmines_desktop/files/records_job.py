"""The family records, read or counted off the window's thread.

Reading the records is quick, but when their file is missing or damaged they are worked out
again from every finished game (each one replayed: about 25 ms a game, so seconds for a
family's year of games). So the results screen and the Family records screen hand that work
to a ``RecordsJob`` and draw "working out" until it is ``done``; a job never raises: a problem
with the data folder becomes the one line in ``message``. No pygame here.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from ..engine import GameState, RecordError
from ..family.book import Book
from ..family.counting import News
from ..i18n import _
from . import family_records

log = logging.getLogger(__name__)


class RecordsJob:
    """One read (or count) of the family records on a thread of its own, started at once."""

    def __init__(self, work: Callable[[], tuple[Book, list[News], str | None]]):
        self.book = Book()
        self.news: list[News] = []  # what is new for the players (a game counted)
        self.message: str | None = None  # a damaged file set aside, a folder that fails...
        self._work = work
        self._done = threading.Event()
        threading.Thread(target=self._run, name="family records", daemon=True).start()

    @classmethod
    def reading(cls) -> RecordsJob:
        """The records as the Family records screen shows them."""

        def work() -> tuple[Book, list[News], str | None]:
            try:
                book, message = family_records.load()
            except OSError as err:
                problem = err.strerror or type(err).__name__
                return (
                    Book(),
                    [],
                    _("The family records cannot be read ({problem}).").format(problem=problem),
                )
            return book, [], message

        return cls(work)

    @classmethod
    def counting(cls, state: GameState) -> RecordsJob:
        """A finished game counted in the records (once: a game counted before adds nothing)."""

        def work() -> tuple[Book, list[News], str | None]:
            try:
                news, message = family_records.record_game(state)
            except (RecordError, ValueError) as err:
                why = _("The game could not be counted in the family records ({why}).")
                return Book(), [], why.format(why=err)
            return Book(), news, message

        return cls(work)

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the work to end (tests and the command line); True if it has."""
        return self._done.wait(timeout)

    def _run(self) -> None:
        try:
            self.book, self.news, self.message = self._work()
        except Exception as err:  # noqa: BLE001 - an untrusted folder never stops the window
            log.warning("the family records could not be worked out: %r", err)
            self.message = _("The family records cannot be read ({problem}).").format(
                problem=type(err).__name__
            )
        finally:
            self._done.set()
