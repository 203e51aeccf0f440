"""Counts and lists in plain English: the helper every screen uses for "1 point", "2 points"."""

from __future__ import annotations

import pytest

from goldmines_desktop.wording import count, listing, plural


@pytest.mark.parametrize(
    ("n", "noun", "expected"),
    [
        (1, "point", "1 point"),
        (2, "point", "2 points"),
        (0, "point", "0 points"),
        (-1, "point", "-1 point"),
        (1, "city", "1 city"),
        (2, "city", "2 cities"),
        (3, "monastery", "3 monasteries"),
        (1, "ingot", "1 ingot"),
        (16, "ingot", "16 ingots"),
        (2, "gold ingot", "2 gold ingots"),
        (2, "completed city", "2 completed cities"),
        (4, "highway", "4 highways"),
        (2, "abbey", "2 abbeys"),
        (2, "box", "2 boxes"),
        (2, "church", "2 churches"),
        (2, "pass", "2 passes"),
        (3, "person", "3 people"),
        (2, "Person", "2 People"),
        (5, "tile", "5 tiles"),
        (1, "tile", "1 tile"),
    ],
)
def test_count(n: int, noun: str, expected: str) -> None:
    assert count(n, noun) == expected


def test_an_explicit_plural_wins() -> None:
    assert count(2, "meeple", "figures") == "2 figures"
    assert count(1, "meeple", "figures") == "1 meeple"


def test_plural_of_a_single_letter_or_y_word() -> None:
    assert plural("y") == "ys"
    assert plural("day") == "days"


def test_listing() -> None:
    assert listing([]) == ""
    assert listing(["Ann"]) == "Ann"
    assert listing(["Ann", "Bob"]) == "Ann and Bob"
    assert listing(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"
    assert listing(["red", "blue"], "or") == "red or blue"
