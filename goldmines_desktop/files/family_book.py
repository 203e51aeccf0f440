"""The family records' file: its JSON, every value checked on reading.

``to_json``/``from_json`` turn a ``Book`` (the values, in ``family.book``) into the
``family_records.json`` shape and back. Reading is bounded: ``MAX_NAMES`` entries,
``MAX_GAMES`` game ids, every count and date in range, names the record reader would take
(``FamilyRecordsError`` if anything is off).
Counting games into a book is ``family.counting``'s work.
"""

from __future__ import annotations

from typing import Any

from ..engine import name_problem
from ..family.book import BESTS, MAX_GAMES, MAX_NAMES, Best, Book, HeadToHead, Person

FORMAT = "goldmines-family-records"
VERSION = 1
MAX_VALUE = 1_000_000
MAX_DATE = 253_402_300_799  # 31 Dec 9999


class FamilyRecordsError(ValueError):
    """The records file is not what the game writes."""


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
