"""The race as it stands: ``projected_scores`` (each player's total if the game ended now) on
hand-made positions, in the middle of a turn, and through seeded random games; and
``projected_history`` turn by turn."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from scenario_tools import load_scenario, run_cli_replay

from goldmines_desktop.engine import (
    POINTS,
    GameState,
    PlaceTile,
    PlayerSetup,
    PreparedFigure,
    Setup,
    apply,
    apply_decision,
    gold_points,
    legal_moves,
    new_game,
    parse_record,
    prepared_game,
    projected_history,
    projected_scores,
    replay,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

SETUP = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))


def board(tiles: dict[tuple[int, int], tuple[str, int]], *figures: PreparedFigure) -> GameState:
    return prepared_game(SETUP, load_catalogue(), tiles, ["U", "U"], figures)


def test_an_unfinished_city_with_a_knight_counts_its_end_value() -> None:
    # D's city (north) and M turned 180 (city south and east, a pennant): open to the east.
    state = board({(0, 0): ("D", 0), (0, -1): ("M", 180)}, PreparedFigure(0, "meeple", (0, 0), "N"))
    value = 2 * POINTS.unfinished_city_tile + POINTS.unfinished_city_pennant
    assert value == 3
    assert state.totals() == (0, 0)
    assert projected_scores(state) == (value, 0)


def test_a_field_counts_the_completed_cities_it_feeds() -> None:
    # D's city closed by E turned 180: a completed city of two tiles (it scored nobody).
    # Ann's farmer in E's field touches it; Bob's lies south of D's road, away from any city.
    tiles = {(0, 0): ("D", 0), (0, -1): ("E", 180)}
    ann = PreparedFigure(0, "meeple", (0, -1), "Nw")
    bob = PreparedFigure(1, "meeple", (0, 0), "Es")
    assert projected_scores(board(tiles, ann, bob)) == (POINTS.field_city, 0)


def test_a_road_with_a_meeple_counts_its_tiles() -> None:
    tiles = {(0, 0): ("D", 0), (1, 0): ("U", 0), (2, 0): ("U", 0)}
    state = board(tiles, PreparedFigure(1, "meeple", (2, 0), "E"))
    assert projected_scores(state) == (0, 3 * POINTS.road_tile)


def test_gold_held_counts_by_the_chart() -> None:
    # gold_chart_seven_and_nine after Ann's road closed (move 19): Ann scored its 7 tiles and
    # took 9 ingots; Bob's road L(-1,0) + GM_F(-2..-5,0) is still open to the west.
    record = load_scenario("gold_chart_seven_and_nine").record
    record["moves"] = record["moves"][:20]
    state = replay(parse_record(record), load_catalogue())
    assert not state.finished and state.held == (9, 0) and state.totals() == (7, 0)
    assert gold_points(9) == 27
    assert projected_scores(state) == (7 + 27, 5)


def test_a_finished_game_projects_its_final_score() -> None:
    scenario = load_scenario("gold_chart_seven_and_nine")
    state = replay(parse_record(scenario.record), load_catalogue())
    assert state.finished
    assert projected_scores(state) == state.totals() == (34, 27)


def test_mid_turn_positions_are_projected_and_left_unchanged() -> None:
    state = new_game(random_setup(3), load_catalogue(), seed=4)
    rng = random.Random(4)
    seen = set()
    while len(state.board) < 25:
        before = state.snapshot()
        projected = projected_scores(state)
        assert state.snapshot() == before  # the final scoring ran on a copy
        assert all(p >= t for p, t in zip(projected, state.totals(), strict=True))
        seen.add(state.phase)
        state, _ = apply(state, rng.choice(legal_moves(state)))
    assert len(seen) >= 2  # tiles placed with a figure to decide, not only whole turns


def test_a_figure_placed_on_the_new_tile_shows_at_once() -> None:
    # D's road runs east: U at (1, 0) continues it; a meeple on it makes a road of 2 tiles.
    catalogue = load_catalogue()
    state = new_game(SETUP, catalogue, draw_order=["U", "U"])
    state, _ = apply(state, PlaceTile(1, 0, 0))
    assert projected_scores(state) == (0, 0)  # the figure is still to be decided
    meeple = next(m for m in legal_moves(state) if getattr(m, "location", None) == "E")
    state, _ = apply(state, meeple)
    assert projected_scores(state) == (2 * POINTS.road_tile, 0)


def test_history_follows_the_turns() -> None:
    state = new_game(random_setup(2), load_catalogue(), seed=9)
    rng = random.Random(9)
    at_turn_end = [projected_scores(state)]
    for _ in range(60):
        turn = state.turn
        state, _ = apply_decision(state, rng.choice(legal_moves(state)))
        if state.turn != turn:
            at_turn_end.append(projected_scores(state))
    history = projected_history(state)
    assert history is not None and len(history) == len(state.history) + 1
    assert list(history) == at_turn_end


def test_a_prepared_board_has_no_history_to_replay() -> None:
    state = board({(0, 0): ("D", 0), (1, 0): ("U", 0)}, PreparedFigure(0, "meeple", (1, 0), "E"))
    assert projected_history(state) is None
    assert projected_scores(state) == (2, 0)


OPTIONS = list(itertools.product((True, False), (True, False), ("edition3", "round_robin")))
GAMES = [(seed, 2 + seed % 5, *OPTIONS[seed % len(OPTIONS)]) for seed in range(24)]


@pytest.mark.slow
@pytest.mark.timeout(120)
@pytest.mark.parametrize(("seed", "players", "gold", "abbot", "sharing"), GAMES)
def test_projection_in_random_games(
    seed: int, players: int, gold: bool, abbot: bool, sharing: str
) -> None:
    """Never below the score so far at any move, and the final score at the end (and as the
    last entry of the history)."""
    setup = random_setup(players, gold, abbot, sharing)
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while not state.finished:
        projected = projected_scores(state)
        assert all(p >= t for p, t in zip(projected, state.totals(), strict=True))
        state, _ = apply(state, rng.choice(legal_moves(state)))
    assert projected_scores(state) == state.totals()
    history = projected_history(state)
    assert history is not None and history[-1] == state.totals()
    assert len(history) == len(state.history) + 1


@pytest.mark.parametrize("name", ["gold_chart_seven_and_nine", "unfinished_game"])
def test_the_replay_command_prints_the_projection(name: str) -> None:
    scenario = load_scenario(name)
    result = run_cli_replay(scenario.record_path)
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    for player in printed["players"]:
        assert list(player)[:3] == ["name", "score", "projected"]
        if printed["finished"]:
            assert player["projected"] == player["score"]
    assert [p["projected"] for p in printed["players"]] == (
        [34, 27] if printed["finished"] else [1, 3]
    )
