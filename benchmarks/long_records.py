"""The longest records the record format allows, for the benchmarks and the tests.

A draw order holds at most ``MAX_DRAW_CODES`` tile codes and may repeat a code beyond the box
counts, so the longest legal record is a line of straight roads: ``U`` after ``U`` east of the
start tile, every move legal, one figure phase declined per tile. ``straight_road_record`` plays
it with the engine, so the record is the rules' own; ``long_game`` gives the finished game.
"""

from __future__ import annotations

from typing import Any

from goldmines_desktop.engine import (
    MAX_DRAW_CODES,
    GameState,
    Phase,
    PlaceTile,
    PlayerSetup,
    Setup,
    Skip,
    new_game,
    record_of,
)
from goldmines_desktop.engine.stepping import step_decision_in_place, step_in_place
from goldmines_desktop.files.catalogue import load_catalogue

SEATS = (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue", "ai:normal"))


def long_game(tiles: int = MAX_DRAW_CODES) -> GameState:
    """A finished game of ``tiles`` straight roads laid east of the start tile, in a row."""
    state = new_game(Setup(SEATS), load_catalogue(), draw_order=["U"] * tiles)
    x = 1
    while not state.finished:
        if state.phase is Phase.PLACE_TILE:
            step_in_place(state, PlaceTile(x, 0, 0))
            x += 1
        else:
            step_decision_in_place(state, Skip())
    return state


def straight_road_record(tiles: int = MAX_DRAW_CODES) -> dict[str, Any]:
    """The record of ``long_game(tiles)``: a legal record with a draw order of ``tiles`` codes."""
    return record_of(long_game(tiles))
