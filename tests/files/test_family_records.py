"""The family's records: worked out from finished games, kept in a checked file, rebuilt."""

from __future__ import annotations

import json
import os
from datetime import datetime

import pytest

from goldmines_desktop.engine import PlayerSetup, Setup, record_of
from goldmines_desktop.family.book import MAX_GAMES, MAX_NAMES, Best, Book, HeadToHead
from goldmines_desktop.family.counting import add_game
from goldmines_desktop.family.results import Result, Seat, result_of, seat_key
from goldmines_desktop.files import family_records as fr
from goldmines_desktop.files.family_book import FamilyRecordsError, from_json, to_json
from goldmines_desktop.files.record_files import write_json_atomic
from goldmines_desktop.files.saves import finished_dir
from goldmines_desktop.simulate import play_random_game, random_setup
from goldmines_desktop.ui.hud.family_news import news_words

DAY = 86_400
WHEN = int(datetime(2026, 12, 2, 12).timestamp())


def game(names: list[tuple[str, str]], seed: int):
    """A finished random game between the named seats (kind ``human`` or ``ai:<level>``)."""
    base = random_setup(len(names))
    seats = tuple(
        PlayerSetup(name, p.color, kind)
        for (name, kind), p in zip(names, base.players, strict=True)
    )
    return play_random_game(Setup(seats, base.options), seed)


def keep_finished(state, when: int, name: str) -> None:
    path = finished_dir() / f"{name}.json"
    write_json_atomic(path, record_of(state))
    os.utime(path, (when, when))


def counted(book: Book, result: Result, when: int) -> list[str]:
    """Count a game into the book; the news in the words the players read."""
    return [news_words(item) for item in add_game(book, result, when)]


ANN_BOB = [("Ann", "human"), ("Bob", "human")]


@pytest.mark.slow
def test_results_and_head_to_head_from_games():
    book = Book()
    states = [game(ANN_BOB, seed) for seed in (1, 2, 3)]
    for day, state in enumerate(states):
        counted(book, result_of(state), WHEN + day * DAY)
    ann, bob = book.people["ann"], book.people["bob"]
    assert ann.games == bob.games == 3
    totals = [s.totals() for s in states]
    ann_wins = sum(a > b for a, b in totals)
    bob_wins = sum(b > a for a, b in totals)
    ties = sum(a == b for a, b in totals)
    assert (ann.wins, bob.wins) == (ann_wins + ties, bob_wins + ties)
    assert ann.bests["best_score"].value == max(t[0] for t in totals)
    assert book.pairs.get(("ann", "bob"), HeadToHead()).wins == ann_wins
    assert book.pairs.get(("bob", "ann"), HeadToHead()).wins == bob_wins
    most_gold = max(s.held[0] for s in states)
    assert ann.bests.get("most_gold", Best(0, 0)).value == most_gold
    # the same game twice counts once
    assert counted(book, result_of(states[0]), WHEN + 9 * DAY) == []
    assert book.people["ann"].games == 3


def test_news_sentences():
    book = Book()
    first = Result("g1", (seat("ann", "Ann", 40), seat("bob", "Bob", 30)), (0,))
    news = counted(book, first, WHEN)
    assert "Ann's first win!" in news
    assert "Ann beats Bob for the first time this month" in news
    second = Result("g2", (seat("ann", "Ann", 55, city=9), seat("bob", "Bob", 20)), (0,))
    news = counted(book, second, WHEN + DAY)
    assert "Ann's best score yet: 55 points" in news
    assert "Ann's biggest city yet: 9 tiles" in news
    assert "Ann has beaten Bob 2 times this month" in news
    assert not any(line.startswith("Ann's first win") for line in news)
    third = Result("g3", (seat("ann", "Ann", 10), seat("bob", "Bob", 20)), (1,))
    news = counted(book, third, WHEN + 40 * DAY)  # next month
    assert "Bob's first win!" in news
    assert "Bob beats Ann for the first time this month" in news


def seat(key: str, name: str, score: int, city: int = 0, human: bool = True) -> Seat:
    return Seat(key, name, human, score, city, 0, 0)


def test_computer_levels_apart_from_humans():
    book = Book()
    robin = Seat(seat_key("Robin", "ai:hard"), "hard", False, 50, 0, 0, 0)
    ann = seat(seat_key("Ann", "human"), "Ann", 20)
    news = counted(book, Result("g1", (robin, ann), (0,)), WHEN)
    assert [k for k, _p in book.computers()] == ["ai:hard"]
    assert [k for k, _p in book.humans()] == ["ann"]
    assert book.pairs[("ai:hard", "ann")].wins == 1
    assert not any("Robin" in line for line in news)  # no news for a computer seat
    news = counted(book, Result("g2", (robin, ann), (1,)), WHEN + 1)
    assert "Ann beats the computer (hard) for the first time this month" in news


@pytest.mark.slow
def test_rebuild_gives_the_same_records_as_each_game_added(tmp_path):
    seats = [("Ann", "human"), ("Robin", "ai:hard"), ("Bob", "human")]
    states = [game(seats, seed) for seed in (4, 5)]
    for day, state in enumerate(states):
        keep_finished(state, WHEN + day * DAY, f"game{day}")
        fr.record_game(state, WHEN + day * DAY)
    written = json.loads(fr.records_path().read_text())
    assert to_json(fr.rebuild()) == written
    fr.records_path().unlink()
    book, message = fr.load()
    assert message is None and to_json(book) == written


@pytest.mark.slow
def test_damaged_file_is_moved_aside_and_rebuilt():
    state = game(ANN_BOB, 6)
    keep_finished(state, WHEN, "game")
    fr.records_path().write_text("{not json")
    book, message = fr.load()
    assert message is not None and "could not be read" in message
    assert book.people["ann"].games == 1
    assert list(fr.records_path().parent.glob("family_records.corrupt-*.json"))
    assert fr.records_path().exists()  # the rebuilt records are written at once
    news, message = fr.record_game(game(ANN_BOB, 7), WHEN + DAY)
    assert message is None and fr.load()[0].people["ann"].games == 2


def good_file() -> dict:
    book = Book()
    counted(book, Result("g1", (seat("ann", "Ann", 40), seat("bob", "Bob", 30)), (0,)), WHEN)
    return to_json(book)


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d["people"]["ann"].update(games=-1),
        lambda d: d["people"]["ann"].update(wins=5),
        lambda d: d["people"]["ann"].update(games=True),
        lambda d: d["people"]["ann"].update(name="\u200b"),
        lambda d: d["people"]["ann"].update(name="x" * 500),
        lambda d: d["people"]["ann"]["bests"].update(best_score=[10**30, 0]),
        lambda d: d["people"]["ann"]["bests"].update(hack=[1, 1]),
        lambda d: d["head_to_head"].append(["ann", "carl", 1, "2026-12", 1, 0]),
        lambda d: d["head_to_head"].append(["ann", "ann", 1, "2026-12", 1, 0]),
        lambda d: d.update(games=["g"] * (MAX_GAMES + 1)),
        lambda d: d.update(people=[]),
        lambda d: d.update(version=99),
    ],
)
def test_hostile_values_are_refused(spoil):
    data = good_file()
    from_json(data)
    spoil(data)
    with pytest.raises(FamilyRecordsError):
        from_json(data)


def test_names_are_bounded():
    book = Book()
    for i in range(MAX_NAMES + 30):
        pair = (seat(f"p{i}", f"P{i}", 10), seat("ann", "Ann", 5))
        counted(book, Result(f"g{i}", pair, (0,)), WHEN + i)
    assert len(book.people) == MAX_NAMES
    assert "ann" in book.people and "p0" not in book.people
    from_json(json.loads(json.dumps(to_json(book))))
