"""The family's records on disk: ``<data>/family_records.json``, read, rebuilt and written.

What a finished game adds and how it is counted is the family domain's (``family.results``,
``family.counting``); here is where the book is kept: JSON written atomically, bounded
(``MAX_NAMES`` entries, ``MAX_GAMES`` game ids), every value checked on reading
(``family_book``). When it is missing or damaged it is rebuilt from ``finished/`` (a damaged one
is moved aside first, with one message) and written, so after a rebuild the records are the same
as after adding each game as it finished, and the next reading is quick. Every read-count-write
happens under one lock (``records_lock``), so two windows finishing games at once both count.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from ..engine import GameState, RecordError, replay
from ..family.book import MAX_GAMES, Book
from ..family.counting import News, add_game
from ..family.results import result_of
from ..i18n import _
from .family_book import FamilyRecordsError, from_json, to_json
from .finished_games import finished_records
from .locks import FileLock
from .record_files import read_json_file, read_record_file, write_json_atomic
from .saves import data_dir, move_aside

FILE_NAME = "family_records.json"
LOCK_NAME = ".family_records.lock"
LIMIT = 2 * 1024 * 1024  # bytes


def records_path() -> Path:
    return data_dir() / FILE_NAME


def rebuild(skip: str = "") -> Book:
    """The records from every finished game (the newest ``MAX_GAMES``), oldest first; a file
    that cannot be replayed is left out (the Load screen reports it). ``skip``: a game id to
    leave for ``record_game`` to add with its news."""
    from .catalogue import load_catalogue  # the Tiled reader (pytmx) only when it is needed

    book = Book()
    files, _total = finished_records(MAX_GAMES)
    catalogue = load_catalogue()
    for file in sorted(files, key=lambda f: (f.modified, f.path.name)):
        try:
            result = result_of(replay(read_record_file(file.path), catalogue))
        except (RecordError, ValueError, OSError):
            continue
        if result.game_id != skip:
            add_game(book, result, int(file.modified))
    return book


def records_lock() -> FileLock:
    """The lock every change of the records is made under (two windows may finish a game at
    the same moment: each reads, counts and writes while the other waits)."""
    return FileLock(data_dir() / LOCK_NAME)


def load() -> tuple[Book, str | None]:
    """The records, read or rebuilt, and a message when a damaged file was moved aside.
    Rebuilt records are written (under the lock), so they are worked out once, not at every
    opening of the Family records screen."""
    with records_lock():
        book, message, rebuilt = _read()
        if rebuilt:
            with contextlib.suppress(OSError):  # a folder that allows no writing: shown anyway
                save(book)
    return book, message


def _read(skip: str = "") -> tuple[Book, str | None, bool]:
    """The records (rebuilt when missing or damaged: then True), and a message when a damaged
    file was moved aside. Held under ``records_lock``."""
    path = records_path()
    if not path.exists():
        return rebuild(skip), None, True
    try:
        return from_json(read_json_file(path, LIMIT)), None, False
    except (RecordError, FamilyRecordsError) as err:
        why = str(err)
    try:
        moved = move_aside(path)
    except OSError:
        message = _("The family records could not be read ({why}).").format(why=why)
        return rebuild(skip), message, True
    return (
        rebuild(skip),
        _(
            "The family records could not be read ({why}). They were kept as {name} and worked "
            "out again from the finished games."
        ).format(why=why, name=moved.name),
        True,
    )


def save(book: Book) -> None:
    write_json_atomic(records_path(), to_json(book), indent=None)


def record_game(state: GameState, when: float | None = None) -> tuple[list[News], str | None]:
    """Count a finished game in the records and write them, all under the lock so a game
    another window counts at the same moment is kept too; what is new for the players and a
    message about a damaged file (or a file that could not be written)."""
    result = result_of(state)
    try:
        with records_lock():
            book, message, _rebuilt = _read(result.game_id)
            news = add_game(book, result, int(time.time() if when is None else when))
            try:
                save(book)
            except OSError as err:
                message = _("The family records could not be written ({problem}).").format(
                    problem=err.strerror or type(err).__name__
                )
    except OSError as err:
        return [], _("The family records cannot be kept ({problem}).").format(
            problem=err.strerror or type(err).__name__
        )
    return news, message
