"""Nobody misses a move: the recap a human seat reads as its turn starts, and the tiles placed
since its last one, from the engine's events (no window: the table's controller and memory)."""

from __future__ import annotations

import random

import pytest

from goldmines_desktop.engine import (
    FeatureScored,
    GameState,
    GoldTaken,
    PlaceTile,
    PlayerSetup,
    Setup,
    TilePlaced,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.table.recap import MAX_LINES, PlacedTile, TurnMemory
from goldmines_desktop.ui.table.turn_controller import TurnController

pytestmark = pytest.mark.timeout(120)
CATALOGUE = load_catalogue()
SEATS = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"), PlayerSetup("Cy", "green")))


def _start() -> GameState:
    return new_game(SEATS, CATALOGUE, seed=4)


def _city(points: int, owners: tuple[int, ...]) -> FeatureScored:
    return FeatureScored("city", points, owners, ((0, 0),), 0, 0, "N", True, "city")


def _road(points: int, owners: tuple[int, ...]) -> FeatureScored:
    return FeatureScored("road", points, owners, ((1, 0),), 1, 0, "E", True, "road")


def test_points_for_you_come_first_then_points_for_others() -> None:
    state = _start()
    memory = TurnMemory(3)
    memory.record([TilePlaced(0, "U", 1, 0, 0)], state)
    memory.record([TilePlaced(1, "U", 2, 0, 0), _road(3, (2,)), _city(8, (0, 1))], state)
    memory.record([TilePlaced(2, "U", 3, 0, 0), GoldTaken(2, 3, 0), GoldTaken(2, 2, 0)], state)
    recap = memory.recap(0)
    assert recap is not None and recap.title == "Ann, since your last turn:"
    assert [line.text for line in recap.lines] == [
        "Bob closed the city you shared: +8 each",
        "Cy scored a road: +3",
        "Cy took 2 gold ingots",
    ]
    assert [line.player for line in recap.lines] == [1, 2, 2]
    assert memory.marks(0) == (PlacedTile((2, 0), 1), PlacedTile((3, 0), 2))
    assert memory.turns_between(0) == 2
    # Bob's view of the same turns: his own move is not told to him
    bob = memory.recap(1)
    assert bob is not None and [line.text for line in bob.lines] == ["Cy took 2 gold ingots"]


def test_a_feature_only_you_stood_on_and_one_shared_by_others() -> None:
    state = _start()
    memory = TurnMemory(3)
    memory.record([TilePlaced(0, "U", 1, 0, 0)], state)
    memory.record([TilePlaced(1, "U", 2, 0, 0), _road(4, (0,))], state)
    memory.record([TilePlaced(2, "U", 3, 0, 0), _city(10, (1, 2))], state)
    recap = memory.recap(0)
    assert recap is not None
    assert [line.text for line in recap.lines] == [
        "Bob completed your road: +4 for you",
        "Bob and Cy scored a city: +10 each",
    ]


def test_placing_your_own_tile_clears_the_marks_and_the_recap() -> None:
    state = _start()
    memory = TurnMemory(3)
    memory.record([TilePlaced(1, "U", 2, 0, 0), _city(8, (0,))], state)
    assert memory.marks(0) == (PlacedTile((2, 0), 1),)
    memory.record([TilePlaced(0, "U", 1, 0, 0)], state)
    assert memory.marks(0) == () and memory.recap(0) is None


def test_at_most_four_lines_the_biggest_first() -> None:
    state = _start()
    memory = TurnMemory(3)
    memory.record([TilePlaced(0, "U", 1, 0, 0)], state)
    scored = [_road(p, (1,)) for p in (2, 5, 3, 9, 4, 1)]
    memory.record([TilePlaced(1, "U", 2, 0, 0), *scored], state)
    recap = memory.recap(0)
    assert recap is not None and len(recap.lines) == MAX_LINES
    assert [line.text for line in recap.lines] == [f"Bob scored a road: +{p}" for p in (9, 5, 4, 3)]


def test_undo_forgets_the_moves_taken_back() -> None:
    state = _start()
    memory = TurnMemory(3)
    first, _ = apply(state, next(m for m in legal_moves(state) if isinstance(m, PlaceTile)))
    memory.record([TilePlaced(0, "U", 1, 0, 0)], first)
    memory.undo_to(0)
    assert memory.marks(1) == ()


def _play_turn(turns: TurnController, rng: random.Random) -> None:
    while not turns.turn_done:
        assert turns.play(rng.choice(turns.moves())) is not None


def test_the_controller_shows_a_hot_seat_recap_until_the_first_action() -> None:
    turns = TurnController(_start())
    rng = random.Random(2)
    for _ in range(3):  # Ann, Bob and Cy each play a turn
        _play_turn(turns, rng)
        turns.end_turn()
    seat = turns.acting
    placed = [m.pos for m in turns.marks]
    assert len(placed) == 2 and all(m.player != seat for m in turns.marks)
    _play_turn(turns, rng)
    turns.end_turn()  # Bob's turn starts: Cy and Ann played since his last tile
    assert turns.acting == (seat + 1) % 3 and len(turns.marks) == 2
    recap = turns.recap
    if recap is not None:  # when anything worth a line happened
        assert recap.seat == turns.acting and 1 <= len(recap.lines) <= MAX_LINES
    turns.play(next(m for m in turns.moves() if isinstance(m, PlaceTile)))
    assert turns.recap is None and turns.marks == ()  # placed: the marks go too
    assert turns.undo()
    assert len(turns.marks) == 2  # taken back: the tile is to place again


@pytest.mark.slow
def test_a_whole_game_never_tells_more_than_four_lines_or_marks_your_own_tiles() -> None:
    state = _start()
    memory = TurnMemory(3)
    rng = random.Random(9)
    while not state.finished:
        state, events = apply(state, rng.choice(legal_moves(state)))
        memory.record(events, state)
        for seat in range(3):
            recap = memory.recap(seat)
            marks = memory.marks(seat)
            assert all(mark.player != seat for mark in marks) and len(marks) <= 2
            if recap is not None:
                assert len(recap.lines) <= MAX_LINES
                weights = [line.weight for line in recap.lines]
                assert weights == sorted(weights, reverse=True)
