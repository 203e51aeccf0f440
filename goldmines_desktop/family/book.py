"""The family's records as values: who has played on this computer, their games, wins and
bests, and the head-to-head wins.

``Book`` holds the people (per human name without case, per computer level), their bests and
the head-to-head wins, bounded: the ``MAX_NAMES`` most recently seen and the ids of the newest
``MAX_GAMES`` games (to count each game once). Counting a game into a book is ``counting``'s
work; reading and writing the book's file is the files layer's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

MAX_NAMES = 200  # people and computer levels kept (the most recently seen)
MAX_GAMES = 5000  # game ids kept to count each game once (the newest)
BESTS = ("best_score", "biggest_city", "longest_road", "most_gold")
COMPUTER = "ai:"  # a computer level's key: ``ai:hard``


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
