"""The family's records: who has played on this computer, how often they won and their bests.

Worked out from the finished games' records (each replayed with the engine, so the numbers are
the rules' own): per human name (compared without case) the games, the wins, the best score,
the biggest completed city scored (in tiles), the longest road scored (in tiles) and the most
gold held at the end, each best with its date; computer seats count apart, per level; and the
head-to-head wins: a win of A against B is a game both played that A won and B did not.

Kept in ``<data>/family_records.json``: JSON written atomically, bounded (``MAX_NAMES`` entries,
``MAX_GAMES`` game ids), every value checked on reading (``family_book``). When it is missing or
damaged it is rebuilt from ``finished/`` (a damaged one is moved aside first, with one message)
and written, so after a rebuild the records are the same as after adding each game as it
finished, and the next reading is quick. Every read-count-write happens under one lock
(``records_lock``), so two windows finishing games at once both count.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import (
    FeatureScored,
    GameOver,
    GameState,
    IllegalMoveError,
    RecordError,
    game_start,
    parse_record,
    record_of,
    replay,
    steps,
)
from ..i18n import _, ngettext
from .family_book import (
    BESTS,
    COMPUTER,
    MAX_GAMES,
    MAX_NAMES,
    Best,
    Book,
    FamilyRecordsError,
    HeadToHead,
    Person,
    from_json,
    to_json,
)
from .finished_games import finished_records
from .locks import FileLock
from .record_files import read_json_file, read_record_file, write_json_atomic
from .saves import data_dir, move_aside

# the records' values, which the screens and tests reach through this module
__all__ = [
    "BESTS",
    "COMPUTER",
    "MAX_GAMES",
    "MAX_NAMES",
    "Best",
    "Book",
    "FamilyRecordsError",
    "HeadToHead",
    "Person",
    "from_json",
    "to_json",
]

FILE_NAME = "family_records.json"
LOCK_NAME = ".family_records.lock"
LIMIT = 2 * 1024 * 1024  # bytes


@dataclass(frozen=True)
class Seat:
    key: str
    name: str
    human: bool
    score: int
    city: int
    road: int
    gold: int


@dataclass(frozen=True)
class Result:
    """What one finished game adds to the records."""

    game_id: str
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]


# --- from a game ------------------------------------------------------------------------------


def seat_key(name: str, kind: str) -> str:
    """A human's key is their name without case; a computer seat's is its level."""
    if kind.startswith(COMPUTER):
        return COMPUTER + kind[len(COMPUTER) :][:20]
    return " ".join(name.split()).casefold()


def game_id(record: dict[str, Any]) -> str:
    """The same finished game always has the same id (a digest of its record)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def result_of(state: GameState) -> Result:
    """Replay a finished game to read its features scored and its end."""
    record = record_of(state)
    parsed = parse_record(record)
    game = game_start(parsed, state.catalogue)
    count = len(state.players)
    city, road = [0] * count, [0] * count
    winners: tuple[int, ...] = ()
    try:
        for step in steps(game, parsed.moves):
            for event in step.events:
                if isinstance(event, FeatureScored):
                    tiles = len(set(event.tiles))
                    for owner in event.owners:
                        if event.kind == "city" and event.completed:
                            city[owner] = max(city[owner], tiles)
                        elif event.kind == "road":
                            road[owner] = max(road[owner], tiles)
                elif isinstance(event, GameOver):
                    winners = event.winners
            if game.finished:  # moves after the end are not read
                break
    except IllegalMoveError as err:
        raise RecordError(str(err)) from None
    if not game.finished:
        raise RecordError("the game in this record is not finished")
    seats = tuple(
        Seat(
            seat_key(p.name, p.kind),
            p.name if p.kind == "human" else p.kind[len(COMPUTER) :],
            p.kind == "human",
            game.total(i),
            city[i],
            road[i],
            game.held[i],
        )
        for i, p in enumerate(game.players)
    )
    return Result(game_id(record), seats, winners)


# --- adding a game --------------------------------------------------------------------------


def _month(when: int) -> str:
    return datetime.fromtimestamp(when).strftime("%Y-%m")


def add_game(book: Book, result: Result, when: int) -> list[str]:
    """Count a finished game (once: a game already counted changes nothing) and say what is
    new for the players, in whole sentences."""
    if result.game_id in book.games:
        return []
    book.games.append(result.game_id)
    del book.games[:-MAX_GAMES]
    news: list[str] = []
    for index, seat in enumerate(result.seats):
        person = book.people.setdefault(seat.key, Person(seat.name))
        won = index in result.winners
        if seat.human:
            news.extend(_personal_news(person, seat, won))
        person.name, person.games, person.last = seat.name, person.games + 1, when
        person.wins += won
        for name, value in zip(BESTS, (seat.score, seat.city, seat.road, seat.gold), strict=True):
            best = person.bests.get(name)
            if value > 0 and (best is None or value > best.value):
                person.bests[name] = Best(value, when)
    news.extend(_head_to_head(book, result, when))
    _trim(book)
    return news


def _personal_news(person: Person, seat: Seat, won: bool) -> list[str]:
    news: list[str] = []
    if won and person.wins == 0:
        news.append(_("{name}'s first win!").format(name=seat.name))
    if person.games == 0:
        return news
    words = {
        "best_score": (seat.score, _("{name}'s best score yet: {points}")),
        "biggest_city": (seat.city, _("{name}'s biggest city yet: {tiles}")),
        "longest_road": (seat.road, _("{name}'s longest road yet: {tiles}")),
        "most_gold": (seat.gold, _("{name}'s most gold yet: {ingots}")),
    }
    for name, (value, sentence) in words.items():
        best = person.bests.get(name)
        if value > 0 and (best is None or value > best.value):
            news.append(
                sentence.format(
                    name=seat.name,
                    points=ngettext("{n} point", "{n} points", value).format(n=value),
                    tiles=ngettext("{n} tile", "{n} tiles", value).format(n=value),
                    ingots=ngettext("{n} ingot", "{n} ingots", value).format(n=value),
                )
            )
    return news


def _head_to_head(book: Book, result: Result, when: int) -> list[str]:
    news: list[str] = []
    month = _month(when)
    for w in result.winners:
        winner = result.seats[w]
        for index, loser in enumerate(result.seats):
            if index in result.winners or loser.key == winner.key:
                continue
            pair = book.pairs.setdefault((winner.key, loser.key), HeadToHead())
            pair.month_wins = pair.month_wins + 1 if pair.month == month else 1
            pair.wins, pair.month, pair.date = pair.wins + 1, month, when
            if winner.human:
                news.append(_win_words(winner.name, display_name(book, loser.key), pair))
    return news


def _win_words(winner: str, loser: str, pair: HeadToHead) -> str:
    if pair.month_wins == 1:
        return _("{winner} beats {loser} for the first time this month").format(
            winner=winner, loser=loser
        )
    return ngettext(
        "{winner} has beaten {loser} {n} time this month",
        "{winner} has beaten {loser} {n} times this month",
        pair.month_wins,
    ).format(winner=winner, loser=loser, n=pair.month_wins)


def display_name(book: Book, key: str) -> str:
    """A person's name, or ``the computer (hard)`` for a computer level."""
    if key.startswith(COMPUTER):
        return _("the computer ({level})").format(level=_(key[len(COMPUTER) :]))
    person = book.people.get(key)
    return person.name if person else key


def _trim(book: Book) -> None:
    """Keep the ``MAX_NAMES`` most recently seen (and their head-to-heads)."""
    if len(book.people) <= MAX_NAMES:
        return
    keep = sorted(book.people, key=lambda k: (-book.people[k].last, k))[:MAX_NAMES]
    book.people = {k: book.people[k] for k in sorted(keep)}
    book.pairs = {
        p: h for p, h in book.pairs.items() if p[0] in book.people and p[1] in book.people
    }


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


def record_game(state: GameState, when: float | None = None) -> tuple[list[str], str | None]:
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
