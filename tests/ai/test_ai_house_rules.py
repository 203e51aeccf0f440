"""The computer players and the coach play by the house rules: they ask the engine for the
legal moves and the scores, so without farmers no figure of theirs ever lies in a field, and
with fields worth 2 their game is scored that way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goldmines_desktop.ai.coach import review_turn, turns_of
from goldmines_desktop.ai.evaluate import Context, feature_value, figured_features
from goldmines_desktop.ai.players import make_player
from goldmines_desktop.engine import (
    GameState,
    PlaceFigure,
    PlayerSetup,
    Setup,
    acting_player,
    apply,
    new_game,
)
from goldmines_desktop.engine.records import parse_record, replay
from goldmines_desktop.files.catalogue import load_catalogue

RECORDS = Path(__file__).resolve().parents[1] / "records"


def _on_field(state: GameState, move: object) -> bool:
    if not isinstance(move, PlaceFigure) or state.last is None:
        return False
    tile = state.board[state.last]
    index = tile.segment_index(move.location)
    return index is not None and tile.segments[index].kind == "field"


def _play(farmers: bool, field_points: int, seed: int) -> tuple[GameState, int]:
    seats = (PlayerSetup("Ada", "red", "ai:normal"), PlayerSetup("Pip", "blue", "ai:easy"))
    setup = Setup(seats).with_options(farmers=farmers, field_points=field_points)
    state = new_game(setup, load_catalogue(), seed=seed)
    players = [make_player("normal", seed), make_player("easy", seed)]
    farmers_placed = 0
    while not state.finished:
        move = players[acting_player(state)].choose(state)
        farmers_placed += _on_field(state, move)
        state, _events = apply(state, move)
    return state, farmers_placed


@pytest.mark.slow
def test_the_computer_players_never_place_a_farmer_without_farmers() -> None:
    state, farmers = _play(False, 3, seed=5)
    assert farmers == 0
    assert [s["field"] for s in state.scores] == [0, 0]
    assert sum(state.totals()) > 0  # they still play and score the rest
    # the coach's best turns are legal under the house rule too: no farmer among them
    for start in turns_of(state)[10:14]:
        review = review_turn(start, deals=4, value_deals=4)
        position = start.state
        for move in review.best:  # the best turn is played out: legal, and no farmer in it
            assert not _on_field(position, move)
            position, _events = apply(position, move)


@pytest.mark.slow
def test_the_computer_players_play_a_game_with_fields_at_two_per_city() -> None:
    state, _farmers = _play(True, 2, seed=7)
    assert state.setup.options.field_points == 2
    assert all(s["field"] % 2 == 0 for s in state.scores)


def test_the_evaluation_counts_a_field_by_the_games_points() -> None:
    """A farmer's field is worth 2/3 as much to the computer when fields score 2 a city."""
    record = json.loads((RECORDS / "farmers_completed_cities_once.json").read_text("utf-8"))
    worth = {}
    for points in (3, 2):
        record["setup"]["options"]["field_points"] = points
        record["moves"] = record["moves"][:-3]  # before the last tile: the farmer still lies
        state = replay(parse_record(record), load_catalogue())
        field = next(f for f in figured_features(state) if f.kind == "field")
        worth[points] = feature_value(Context(state), state, field)[0]
    assert worth[3] > 0 and worth[2] == pytest.approx(worth[3] * 2 / 3)
