"""The River in the engine: the deal, where a river tile may go, what is refused and why, and
computer players of every level playing river games."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from goldmines_desktop.ai import HardPlayer, make_player
from goldmines_desktop.engine import (
    COLORS,
    IllegalMoveError,
    Options,
    PlaceFigure,
    PlaceTile,
    PlayerSetup,
    Setup,
    acting_player,
    apply,
    legal_moves,
    new_game,
    river_end,
    river_tiles_left,
)
from goldmines_desktop.engine.records import RecordError, parse_record
from goldmines_desktop.engine.river import (
    LEFT,
    RIGHT,
    STRAIGHT,
    shuffled_pile,
    stuck_river_tiles,
    turn_of,
)
from goldmines_desktop.files.catalogue import load_catalogue

CATALOGUE = load_catalogue()
MIDDLE = Counter(
    {"RV_B": 1, "RV_C": 1, "RV_D": 1, "RV_E": 1, "RV_F": 2, "RV_G": 1, "RV_H": 1, "RV_I": 2}
)


def setup(players: int = 2, **options: object) -> Setup:
    seats = tuple(PlayerSetup(f"P{i + 1}", COLORS[i]) for i in range(players))
    return Setup(seats, Options(**{"river": True, **options}))  # type: ignore[arg-type]


def game(draw_order: list[str], **options: object):  # type: ignore[no-untyped-def]
    return new_game(setup(**options), CATALOGUE, draw_order=draw_order)


def place(state, x: int, y: int, rotation: int):  # type: ignore[no-untyped-def]
    """Place the tile in hand and finish the turn placing nothing."""
    state, _ = apply(state, PlaceTile(x, y, rotation))
    while state.tile is None and not state.finished:
        state, _ = apply(state, legal_moves(state)[-1])  # skip is always last
    return state


# --- the deal -------------------------------------------------------------------------------


@pytest.mark.parametrize("goldmines", [True, False])
def test_the_seeded_deal_is_river_then_lake_then_land(goldmines: bool) -> None:
    state = new_game(setup(goldmines=goldmines), CATALOGUE, seed=11)
    assert state.board[(0, 0)].code == "RV_A" and state.board[(0, 0)].rotation == 0
    pile = (state.tile, *state.draw_order[1:])
    assert Counter(pile[:10]) == MIDDLE
    assert pile[10] == "RV_J"
    land = Counter(pile[11:])
    assert land == Counter(CATALOGUE.box(goldmines, river=True))
    assert land["D"] == 4 and not any(code.startswith("RV_") for code in land)
    assert list(state.draw_order) == shuffled_pile(CATALOGUE, state.options, 11)


def test_without_the_river_the_deal_is_unchanged() -> None:
    import random as stdlib_random

    options = Options()
    deck = CATALOGUE.box(True)
    stdlib_random.Random(5).shuffle(deck)
    assert shuffled_pile(CATALOGUE, options, 5) == deck
    state = new_game(setup(river=False), CATALOGUE, seed=5)
    assert state.board[(0, 0)].code == "D" and list(state.draw_order) == deck


def test_river_tiles_need_the_river_option() -> None:
    with pytest.raises(ValueError, match="RV_F is not in play without The River"):
        game(["RV_F", "U"], river=False)
    record = {
        "format": "goldmines-record",
        "version": 1,
        "setup": {
            "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}],
            "options": {"river": "yes"},
        },
        "seed": 1,
    }
    with pytest.raises(RecordError, match='option "river" must be true or false'):
        parse_record(record)
    record["setup"]["options"] = {"river": True}  # type: ignore[index]
    assert parse_record(record).setup.options.river


# --- placing river tiles ----------------------------------------------------------------------


def test_the_first_river_tile_goes_below_the_spring_only() -> None:
    state = game(["RV_F", "U"])
    assert river_end(state) == ((0, 0), "S")
    assert river_tiles_left(state) == 0  # RV_F is in hand; U is a land tile
    assert legal_moves(state) == [PlaceTile(0, 1, 90), PlaceTile(0, 1, 270)]


def test_a_river_tile_elsewhere_is_refused_in_words() -> None:
    state = game(["RV_F", "U"])
    with pytest.raises(IllegalMoveError, match="the river must continue from its open end"):
        apply(state, PlaceTile(1, 0, 90))  # fits the spring's field, but off the river
    with pytest.raises(IllegalMoveError, match="north edge is field, neighbour has river"):
        apply(state, PlaceTile(0, 1, 0))


def test_a_u_turn_is_refused_and_the_other_way_allowed() -> None:
    # The spring flows south; at (0, 1) the river bends left, to the east, runs straight to
    # (2, 1) and bends left again there, to the north (a straight between them: allowed). A
    # bend west at (2, 0) would be a second left bend in a row, an immediate U-turn; the bend
    # east, a right bend, is fine.
    state = game(["RV_I", "RV_F", "RV_I", "RV_I", "RV_J"])
    state = place(state, 0, 1, 180)  # river N and E
    assert river_end(state) == ((0, 1), "E")
    state = place(state, 1, 1, 0)  # straight, E and W
    state = place(state, 2, 1, 90)  # river W and N: it bends north
    assert river_end(state) == ((2, 1), "N")
    assert legal_moves(state) == [PlaceTile(2, 0, 270)]  # river S and E: bends east
    with pytest.raises(IllegalMoveError, match="no U-turn: the river bent left on the tile"):
        apply(state, PlaceTile(2, 0, 0))  # river S and W: bends west


def test_a_right_u_turn_is_refused_too() -> None:
    # The mirror image: right at (0, 1) to the west, straight, right at (-2, 1) to the north;
    # RV_H turned right again at (-2, 0) is refused, turned left it is offered.
    state = game(["RV_I", "RV_F", "RV_I", "RV_H", "RV_J"])
    state = place(state, 0, 1, 90)  # river N and W
    state = place(state, -1, 1, 0)
    state = place(state, -2, 1, 180)  # river E and N
    assert river_end(state) == ((-2, 1), "N")
    assert legal_moves(state) == [PlaceTile(-2, 0, 0)]  # river S and W: a left bend
    with pytest.raises(IllegalMoveError, match="bent right on the tile before, so it may not"):
        apply(state, PlaceTile(-2, 0, 270))  # river S and E: right again


@pytest.mark.parametrize(
    ("entry", "exit_", "turn"),
    [
        ("N", "S", STRAIGHT),  # flowing south
        ("N", "E", LEFT),
        ("N", "W", RIGHT),
        ("W", "N", LEFT),  # flowing east
        ("W", "S", RIGHT),
        ("S", "W", LEFT),  # flowing north
        ("S", "E", RIGHT),
        ("E", "S", LEFT),  # flowing west
        ("E", "N", RIGHT),
        ("E", None, STRAIGHT),  # the lake: the river ends
    ],
)
def test_the_way_the_river_turns_as_it_flows(entry: str, exit_: str | None, turn: int) -> None:
    assert turn_of(entry, exit_) == turn


def test_two_bends_the_same_way_with_a_straight_between_whatever_lies_ahead() -> None:
    # Left at (0, 1), straight, left at (2, 1), straight, left at (2, -1) to the west: the
    # spring lies beside the river two squares ahead, and there is no look-ahead any more.
    # The lake then closes the river at (1, -1).
    state = game(["RV_I", "RV_F", "RV_I", "RV_F", "RV_G", "RV_J"])
    for x, y, rotation in ((0, 1, 180), (1, 1, 0), (2, 1, 90), (2, 0, 90)):
        state = place(state, x, y, rotation)
    assert river_end(state) == ((2, 0), "N")
    assert PlaceTile(2, -1, 0) in legal_moves(state)  # RV_G, river S and W: left again
    state = place(state, 2, -1, 0)
    assert river_end(state) == ((2, -1), "W")
    assert legal_moves(state) == [PlaceTile(1, -1, 90)]
    state = place(state, 1, -1, 90)
    assert state.finished and not state.discarded and river_end(state) is None


def test_a_river_tile_that_fits_only_as_a_u_turn_is_discarded() -> None:
    # Left at (0, 1) to the east; two land tiles below. The next bend at (1, 1) may not turn
    # left (a U-turn) and cannot turn right into the land tile at (1, 2): it is discarded,
    # and the straight after it continues the river.
    state = game(["RV_I", "B", "B", "RV_I", "RV_F", "RV_J"])
    state = place(state, 0, 1, 180)
    state = place(state, 0, 2, 0)
    state = place(state, 1, 2, 0)
    assert state.discarded == ("RV_I",) and state.tile == "RV_F"
    assert legal_moves(state) == [PlaceTile(1, 1, 0), PlaceTile(1, 1, 180)]
    state = place(state, 1, 1, 0)
    state = place(state, 2, 1, 270)
    assert state.finished and river_end(state) is None


def test_no_figure_on_the_river() -> None:
    state = game(["RV_F", "U"])
    state, _ = apply(state, PlaceTile(0, 1, 90))
    spots = {m.location for m in legal_moves(state) if isinstance(m, PlaceFigure)}
    assert spots == {"Nw", "Ne"}  # the two banks' fields; the river (N and S) is no spot
    with pytest.raises(IllegalMoveError, match="nobody can stand on the river"):
        apply(state, PlaceFigure("meeple", "N"))


def test_a_river_tile_after_the_lake_is_discarded() -> None:
    state = game(["RV_J", "RV_F", "U"])
    state = place(state, 0, 1, 0)
    assert river_end(state) is None
    assert state.discarded == ("RV_F",) and state.tile == "U"


def test_a_land_tile_while_the_river_is_open_is_placed_as_usual() -> None:
    state = game(["U", "RV_F"])
    assert PlaceTile(0, 1, 0) not in legal_moves(state)  # U has no river edge to meet it
    assert PlaceTile(1, 0, 90) in legal_moves(state)
    state = place(state, 1, 0, 90)
    assert state.tile == "RV_F" and legal_moves(state)


def test_determinize_keeps_the_river_tiles_first() -> None:
    from goldmines_desktop.engine import determinize

    state = new_game(setup(), CATALOGUE, seed=8)
    for seed in range(5):
        future = determinize(state, random.Random(seed))
        unseen = future.draw_order[future.deck_pos :]
        assert Counter(unseen) == Counter(state.draw_order[state.deck_pos :])
        assert Counter(unseen[:9]) + Counter({state.tile: 1}) == MIDDLE
        assert unseen[9] == "RV_J" and not any(c.startswith("RV_") for c in unseen[10:])


# --- computer players -----------------------------------------------------------------------


def river_game(seed: int, land: int) -> list[str]:
    """The river tiles and the lake as the seed deals them, then ``land`` land tiles."""
    return shuffled_pile(CATALOGUE, Options(river=True), seed)[: 11 + land]


@pytest.mark.parametrize(
    ("levels", "options", "seed"),
    [
        (["random", "easy"], {}, 1),
        (["normal", "random"], {"goldmines": False}, 2),
        (["easy", "normal", "random"], {"abbot": False, "gold_distribution": "round_robin"}, 3),
    ],
)
def test_computer_players_play_river_games_to_the_end(
    levels: list[str], options: dict[str, object], seed: int
) -> None:
    state = new_game(setup(len(levels), **options), CATALOGUE, draw_order=river_game(seed, 16))
    players = [make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
    moves = 0
    while not state.finished:
        move = players[acting_player(state)].choose(state)
        assert move in legal_moves(state), f"{levels[acting_player(state)]} chose {move}"
        state, _ = apply(state, move)
        moves += 1
        assert moves < 400, "the game stalls"
    # Without the look-ahead the river can run into a pocket where no river tile fits (the
    # computer players steer clear of the ones they can see coming, below): those tiles are
    # discarded. Every river tile is on the board or discarded.
    placed = sum(1 for t in state.board.values() if t.code.startswith("RV_"))
    discarded = sum(1 for code in state.discarded if code.startswith("RV_"))
    assert placed + discarded == 12
    assert (river_end(state) is None) == ("RV_J" not in state.discarded)


# Right, straight, right, straight round to the north of (-2, 3): RV_H in hand at (-2, 1) can
# bend left, on to the west, or right, east into the gap beside RV_C's road at (0, 1), where no
# river tile fits (a road edge to the east, the river to the west).
POCKET_DRAW = ["RV_C", "RV_F", "RV_G", "RV_B", "RV_I", "RV_F", "RV_H", "RV_D", "RV_I", "RV_E"]
POCKET_MOVES = [(0, 1, 90), (0, 2, 90), (0, 3, 90), (-1, 3, 0), (-2, 3, 180), (-2, 2, 90)]


def pocket_game():  # type: ignore[no-untyped-def]
    state = game([*POCKET_DRAW, "RV_J", "U"])
    for x, y, rotation in POCKET_MOVES:
        state = place(state, x, y, rotation)
    return state


def test_a_river_laid_into_a_pocket_strands_every_river_tile_still_to_come() -> None:
    state = pocket_game()
    assert state.tile == "RV_H"
    assert legal_moves(state) == [PlaceTile(-2, 1, 0), PlaceTile(-2, 1, 270)]
    west, _ = apply(state, PlaceTile(-2, 1, 0))
    east, _ = apply(state, PlaceTile(-2, 1, 270))
    assert stuck_river_tiles(west) == 0
    assert stuck_river_tiles(east) == 4  # RV_D, RV_I, RV_E and the lake
    state = place(state, -2, 1, 270)
    state = place(state, 1, 0, 90)  # U, the land tile, after the four river tiles are discarded
    assert state.discarded == ("RV_D", "RV_I", "RV_E", "RV_J") and state.finished


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computer_players_keep_the_river_out_of_a_pocket(level: str) -> None:
    player = HardPlayer(3, deals=2) if level == "hard" else make_player(level, 3)
    assert player.choose(pocket_game()) == PlaceTile(-2, 1, 0)


def test_the_search_samples_only_legal_river_moves_and_futures_that_keep_the_river_first() -> None:
    from goldmines_desktop.engine import determinize, random_legal_move

    state = new_game(setup(), CATALOGUE, seed=6)
    rng = random.Random(6)
    for _ in range(30):
        assert random_legal_move(state, rng) in legal_moves(state)
    future = determinize(state, rng)
    unseen = future.draw_order[future.deck_pos :]
    assert unseen[9] == "RV_J" and all(c.startswith("RV_") for c in unseen[:9])


def test_the_hard_player_places_river_tiles() -> None:
    state = new_game(setup(), CATALOGUE, draw_order=river_game(4, 4))
    player = HardPlayer(4, deals=2)  # a short search: two sampled futures a turn
    rng = random.Random(4)
    for _ in range(6):
        move = player.choose(state)
        assert move in legal_moves(state)
        state, _ = apply(state, move)
        if not state.finished and state.tile is None:
            state, _ = apply(state, rng.choice(legal_moves(state)))
    assert sum(1 for t in state.board.values() if t.code.startswith("RV_")) >= 3


# Ways into a free position: (the river before it, where the next tile goes, its edge that meets
# the open end).
WAYS_IN = {
    "flowing south": ([], (0, 1), "N"),
    "flowing east": ([("RV_I", 0, 1, 180)], (1, 1), "W"),
    "flowing west": ([("RV_I", 0, 1, 90)], (-1, 1), "E"),
    "flowing north": (
        [("RV_I", 0, 1, 180), ("RV_F", 1, 1, 0), ("RV_I", 2, 1, 90)],
        (2, 0),
        "S",
    ),
}


@pytest.mark.parametrize("code", sorted(MIDDLE) + ["RV_J"])
def test_every_river_tile_continues_the_river_in_every_rotation(code: str) -> None:
    """Across the four directions the river can flow into a free position, each river tile is
    offered in each of its four rotations; every offer meets the open end with a river edge."""
    from goldmines_desktop.engine.board import rotated

    tile = CATALOGUE[code]
    offered: set[int] = set()
    for before, (x, y), entry in WAYS_IN.values():
        state = game([c for c, *_ in before] + [code])
        for _, bx, by, rotation in before:
            state = place(state, bx, by, rotation)
        moves = legal_moves(state)
        assert moves, f"{code} has nowhere to go at {(x, y)}"
        for move in moves:
            assert (move.x, move.y) == (x, y)
            edges = rotated(tile, move.rotation).edges
            assert edges["NESW".index(entry)] == "S"
            offered.add(move.rotation)
        e = tile.edges
        bend = e.count("S") == 2 and not (e[0] == e[2] == "S" or e[1] == e[3] == "S")
        if not bend:  # the lake, or a straight: never a U-turn, every such rotation fits
            side = "NESW".index(entry)
            wanted = {r for r in (0, 90, 180, 270) if rotated(tile, r).edges[side] == "S"}
            assert {m.rotation for m in moves} == wanted
    assert offered == {0, 90, 180, 270}


def test_the_river_lesson_plays_through() -> None:
    """Lesson 7 lays the river from the spring to the lake, then a land tile; every step is a
    legal move the coach accepts."""
    from goldmines_desktop.files.lessons import lesson_paths, load_lesson
    from goldmines_desktop.ui.table.lesson_coach import LessonCoach, play_through
    from goldmines_desktop.ui.table.turn_controller import TurnController

    path = next(p for p in lesson_paths() if p.stem == "07_the_river")
    lesson = load_lesson(path, CATALOGUE)
    state = lesson.board.start(CATALOGUE, seed=0)
    assert state.options.river and state.board[(1, 0)].code == "RV_A"
    assert legal_moves(state) == [PlaceTile(1, 1, 90), PlaceTile(1, 1, 180)]
    coach = LessonCoach(lesson, TurnController(state))
    said = play_through(coach)
    assert coach.finished and coach.turns.state.finished
    assert any("lake" in line for line in said)
    assert coach.turns.state.totals() == (1, 0)  # your road: 1 tile, unfinished
