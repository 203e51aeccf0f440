"""The family's records: who has played on this computer, how often they won and their bests.

Worked out from the finished games' records (each replayed with the engine, so the numbers are
the rules' own): per human name (compared without case) the games, the wins, the best score,
the biggest completed city scored (in tiles), the longest road scored (in tiles) and the most
gold held at the end, each best with its date; computer seats count apart, per level; and the
head-to-head wins: a win of A against B is a game both played that A won and B did not.

Kept in ``<data>/family_records.json``: JSON written atomically, bounded (``MAX_NAMES`` entries,
``MAX_GAMES`` game ids), every value checked on reading. When it is missing or damaged it is
rebuilt from ``finished/`` (a damaged one is moved aside first, with one message), so after a
rebuild the records are the same as after adding each game as it finished.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import (
    FeatureScored,
    GameOver,
    GameState,
    IllegalMoveError,
    Phase,
    RecordError,
    apply_in_place,
    name_problem,
    new_game,
    parse_record,
    record_of,
    replay,
)
from ..i18n import _, ngettext
from .finished_games import finished_records
from .record_files import read_json_file, read_record_file, write_json_atomic
from .saves import data_dir, move_aside

FILE_NAME = "family_records.json"
FORMAT = "goldmines-family-records"
VERSION = 1
LIMIT = 2 * 1024 * 1024  # bytes
MAX_NAMES = 200  # people and computer levels kept (the most recently seen)
MAX_GAMES = 5000  # game ids kept to count each game once (the newest)
MAX_VALUE = 1_000_000
MAX_DATE = 253_402_300_799  # 31 Dec 9999
BESTS = ("best_score", "biggest_city", "longest_road", "most_gold")
COMPUTER = "ai:"  # a computer level's key: ``ai:hard``


class FamilyRecordsError(ValueError):
    """The records file is not what the game writes."""


@dataclass
class Best:
    value: int
    date: int  # seconds since 1970, when it was set


@dataclass
class Person:
    """One name's (or one computer level's) record."""

    name: str  # as last written (a computer level: the level)
    games: int = 0
    wins: int = 0
    last: int = 0  # when they last played
    bests: dict[str, Best] = field(default_factory=dict)


@dataclass
class HeadToHead:
    wins: int = 0
    month: str = ""  # ``2026-12``: the month of the last win
    month_wins: int = 0
    date: int = 0  # the last win


@dataclass
class Book:
    """All the family's records."""

    people: dict[str, Person] = field(default_factory=dict)
    pairs: dict[tuple[str, str], HeadToHead] = field(default_factory=dict)  # (winner, loser)
    games: list[str] = field(default_factory=list)  # ids of the games counted, oldest first

    def humans(self) -> list[tuple[str, Person]]:
        """The people, most games first."""
        found = [(k, p) for k, p in self.people.items() if not k.startswith(COMPUTER)]
        return sorted(found, key=lambda kp: (-kp[1].games, kp[1].name.casefold()))

    def computers(self) -> list[tuple[str, Person]]:
        """The computer levels that played, most games first."""
        found = [(k, p) for k, p in self.people.items() if k.startswith(COMPUTER)]
        return sorted(found, key=lambda kp: (-kp[1].games, kp[0]))


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
    game = new_game(parsed.setup, state.catalogue, parsed.seed, parsed.draw_order)
    count = len(state.players)
    city, road = [0] * count, [0] * count
    winners: tuple[int, ...] = ()
    for move in parsed.moves:
        if game.phase is Phase.GAME_OVER:
            break
        try:
            events = apply_in_place(game, move)
        except IllegalMoveError as err:
            raise RecordError(str(err)) from None
        for event in events:
            if isinstance(event, FeatureScored):
                tiles = len(set(event.tiles))
                for owner in event.owners:
                    if event.kind == "city" and event.completed:
                        city[owner] = max(city[owner], tiles)
                    elif event.kind == "road":
                        road[owner] = max(road[owner], tiles)
            elif isinstance(event, GameOver):
                winners = event.winners
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


# --- the file -------------------------------------------------------------------------------


def to_json(book: Book) -> dict[str, Any]:
    people = {
        key: {
            "name": p.name,
            "games": p.games,
            "wins": p.wins,
            "last": p.last,
            "bests": {n: [b.value, b.date] for n, b in sorted(p.bests.items())},
        }
        for key, p in sorted(book.people.items())
    }
    pairs = [
        [a, b, h.wins, h.month, h.month_wins, h.date] for (a, b), h in sorted(book.pairs.items())
    ]
    return {
        "format": FORMAT,
        "version": VERSION,
        "people": people,
        "head_to_head": pairs,
        "games": list(book.games),
    }


def _count(value: Any, what: str, limit: int = MAX_VALUE) -> int:
    if type(value) is not int or not 0 <= value <= limit:
        raise FamilyRecordsError(f"{what} is not a count")
    return value


def _text(value: Any, what: str, longest: int = 80) -> str:
    if not isinstance(value, str) or not value or len(value) > longest:
        raise FamilyRecordsError(f"{what} is not a name")
    return value


def from_json(data: Any) -> Book:
    """The records in a file's JSON, every value checked (FamilyRecordsError if any is off)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise FamilyRecordsError("not a family records file of this version")
    people, pairs, games = data.get("people"), data.get("head_to_head"), data.get("games")
    if not isinstance(people, dict) or len(people) > MAX_NAMES:
        raise FamilyRecordsError("the people are not a bounded table")
    if not isinstance(pairs, list) or len(pairs) > MAX_NAMES * MAX_NAMES:
        raise FamilyRecordsError("the head-to-head results are not a bounded list")
    if not isinstance(games, list) or len(games) > MAX_GAMES:
        raise FamilyRecordsError("the games are not a bounded list")
    book = Book()
    for key, value in people.items():
        book.people[_text(key, "a key")] = _person(value)
    for row in pairs:
        if not isinstance(row, list) or len(row) != 6:
            raise FamilyRecordsError("a head-to-head result is not six values")
        a, b = _text(row[0], "a winner"), _text(row[1], "a loser")
        if a not in book.people or b not in book.people or a == b:
            raise FamilyRecordsError("a head-to-head result names someone unknown")
        month = row[3]
        if not isinstance(month, str) or len(month) != 7:
            raise FamilyRecordsError("a head-to-head month is not a month")
        book.pairs[(a, b)] = HeadToHead(
            _count(row[2], "wins"),
            month,
            _count(row[4], "wins"),
            _count(row[5], "a date", MAX_DATE),
        )
    book.games = [_text(g, "a game id", 64) for g in games]
    return book


def _person(value: Any) -> Person:
    if not isinstance(value, dict):
        raise FamilyRecordsError("a person is not a table")
    name = _text(value.get("name"), "a name")
    if name_problem(name, "a person"):
        raise FamilyRecordsError("a name cannot be shown")
    person = Person(
        name,
        _count(value.get("games"), "games"),
        _count(value.get("wins"), "wins"),
        _count(value.get("last"), "a date", MAX_DATE),
    )
    if person.wins > person.games:
        raise FamilyRecordsError("more wins than games")
    bests = value.get("bests")
    if not isinstance(bests, dict) or not set(bests) <= set(BESTS):
        raise FamilyRecordsError("the bests are not the known ones")
    for kind, pair in bests.items():
        if not isinstance(pair, list) or len(pair) != 2:
            raise FamilyRecordsError("a best is not a value and a date")
        person.bests[kind] = Best(_count(pair[0], "a best"), _count(pair[1], "a date", MAX_DATE))
    return person


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


def load(skip: str = "") -> tuple[Book, str | None]:
    """The records, read or rebuilt, and a message when a damaged file was moved aside."""
    path = records_path()
    if not path.exists():
        return rebuild(skip), None
    try:
        return from_json(read_json_file(path, LIMIT)), None
    except (RecordError, FamilyRecordsError) as err:
        why = str(err)
    try:
        moved = move_aside(path)
    except OSError:
        return rebuild(skip), _("The family records could not be read ({why}).").format(why=why)
    return rebuild(skip), _(
        "The family records could not be read ({why}). They were kept as {name} and worked "
        "out again from the finished games."
    ).format(why=why, name=moved.name)


def save(book: Book) -> None:
    write_json_atomic(records_path(), to_json(book), indent=None)


def record_game(state: GameState, when: float | None = None) -> tuple[list[str], str | None]:
    """Count a finished game in the records and write them; what is new for the players and
    a message about a damaged file (or a file that could not be written)."""
    result = result_of(state)
    try:
        book, message = load(result.game_id)
    except OSError as err:
        return [], _("The family records cannot be kept ({problem}).").format(
            problem=err.strerror or type(err).__name__
        )
    news = add_game(book, result, int(time.time() if when is None else when))
    try:
        save(book)
    except OSError as err:
        message = _("The family records could not be written ({problem}).").format(
            problem=err.strerror or type(err).__name__
        )
    return news, message
