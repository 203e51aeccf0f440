"""The family records' news in the player's language: a first win, a best beaten, a win over
another seat this month (the news itself is the records' data, ``family.counting``)."""

from __future__ import annotations

from ...family.book import COMPUTER, Book
from ...family.counting import FirstWin, NewBest, News
from ...i18n import _, ngettext


def news_words(item: News) -> str:
    """One piece of news as a whole sentence."""
    if isinstance(item, FirstWin):
        return _("{name}'s first win!").format(name=item.name)
    if isinstance(item, NewBest):
        return _best_words(item)
    loser = _computer_words(item.loser_key) or item.loser_name
    if item.wins == 1:
        return _("{winner} beats {loser} for the first time this month").format(
            winner=item.winner, loser=loser
        )
    return ngettext(
        "{winner} has beaten {loser} {n} time this month",
        "{winner} has beaten {loser} {n} times this month",
        item.wins,
    ).format(winner=item.winner, loser=loser, n=item.wins)


def _best_words(item: NewBest) -> str:
    sentence = {
        "best_score": _("{name}'s best score yet: {points}"),
        "biggest_city": _("{name}'s biggest city yet: {tiles}"),
        "longest_road": _("{name}'s longest road yet: {tiles}"),
        "most_gold": _("{name}'s most gold yet: {ingots}"),
    }[item.best]
    value = item.value
    return sentence.format(
        name=item.name,
        points=ngettext("{n} point", "{n} points", value).format(n=value),
        tiles=ngettext("{n} tile", "{n} tiles", value).format(n=value),
        ingots=ngettext("{n} ingot", "{n} ingots", value).format(n=value),
    )


def _computer_words(key: str) -> str:
    """``the computer (hard)`` for a computer level's key, "" for a person's."""
    if key.startswith(COMPUTER):
        return _("the computer ({level})").format(level=_(key[len(COMPUTER) :]))
    return ""


def display_name(book: Book, key: str) -> str:
    """A person's name, or ``the computer (hard)`` for a computer level."""
    person = book.people.get(key)
    return _computer_words(key) or (person.name if person else key)
