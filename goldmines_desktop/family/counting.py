"""Counting a finished game into the family's records, and what is new for the players.

Each seat's games, wins and bests grow (a best with its date); computer seats count apart, per
level; a win of A against B is a game both played that A won and B did not, counted per month
too. What is new for the human players comes back as data (``News``): a first win, a best beaten,
a head-to-head win this month; the interface words it in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from .book import BESTS, MAX_GAMES, MAX_NAMES, Best, Book, HeadToHead, Person
from .results import Result, Seat


@dataclass(frozen=True)
class FirstWin:
    name: str


@dataclass(frozen=True)
class NewBest:
    """A best beaten: ``best`` is one of ``BESTS``, ``value`` the new best."""

    name: str
    best: str
    value: int


@dataclass(frozen=True)
class MonthWin:
    """A human's win over another seat: ``wins`` this month, this one included. The loser by
    key (a computer level's starts with ``COMPUTER``) and by the name the book knows."""

    winner: str
    loser_key: str
    loser_name: str
    wins: int


News = FirstWin | NewBest | MonthWin


def _month(when: int) -> str:
    return datetime.fromtimestamp(when).strftime("%Y-%m")


def add_game(book: Book, result: Result, when: int) -> list[News]:
    """Count a finished game (once: a game already counted changes nothing) and say what is
    new for the players."""
    if result.game_id in book.games:
        return []
    book.games.append(result.game_id)
    del book.games[:-MAX_GAMES]
    news: list[News] = []
    for index, seat in enumerate(result.seats):
        person = book.people.setdefault(seat.key, Person(seat.name))
        won = index in result.winners
        if seat.human:
            news.extend(_personal_news(person, seat, won))
        person.name, person.games, person.last = seat.name, person.games + 1, when
        person.wins += won
        for name, value in zip(BESTS, _values(seat), strict=True):
            best = person.bests.get(name)
            if value > 0 and (best is None or value > best.value):
                person.bests[name] = Best(value, when)
    news.extend(_head_to_head(book, result, when))
    _trim(book)
    return news


def _values(seat: Seat) -> tuple[int, int, int, int]:
    """The seat's values in the order of ``BESTS``."""
    return seat.score, seat.city, seat.road, seat.gold


def _personal_news(person: Person, seat: Seat, won: bool) -> list[News]:
    news: list[News] = []
    if won and person.wins == 0:
        news.append(FirstWin(seat.name))
    if person.games == 0:
        return news
    for name, value in zip(BESTS, _values(seat), strict=True):
        best = person.bests.get(name)
        if value > 0 and (best is None or value > best.value):
            news.append(NewBest(seat.name, name, value))
    return news


def _head_to_head(book: Book, result: Result, when: int) -> list[News]:
    news: list[News] = []
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
                loser_name = book.people[loser.key].name
                news.append(MonthWin(winner.name, loser.key, loser_name, pair.month_wins))
    return news


def _trim(book: Book) -> None:
    """Keep the ``MAX_NAMES`` most recently seen (and their head-to-heads)."""
    if len(book.people) <= MAX_NAMES:
        return
    keep = sorted(book.people, key=lambda k: (-book.people[k].last, k))[:MAX_NAMES]
    book.people = {k: book.people[k] for k in sorted(keep)}
    book.pairs = {
        p: h for p, h in book.pairs.items() if p[0] in book.people and p[1] in book.people
    }
