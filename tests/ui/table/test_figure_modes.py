"""The figure chooser's rules and the builder's double turn at the table, without a window:
which figures the figure step offers (from ``legal_moves`` alone), what a click places in each
figure's mode, and the turn controller keeping the tile that earned a second part."""

from __future__ import annotations

from expansion_games import (
    BUILDER,
    BUILDER_DRAW,
    DOUBLE,
    PIG,
    PIG_DRAW,
    SKIP,
    expansion_game,
    tile,
)

from goldmines_desktop.engine import (
    PlaceFigure,
    PlaceTile,
    ReturnAbbot,
    SecondPartEarned,
    Skip,
    legal_moves,
)
from goldmines_desktop.ui.table import double_turn
from goldmines_desktop.ui.table.figure_modes import (
    chooser_shown,
    chosen,
    in_mode,
    modes,
    move_at,
    placeable,
)
from goldmines_desktop.ui.table.turn_controller import TurnController

BASE = {"inns_cathedrals": False, "traders_builders": False}


def test_the_base_game_keeps_the_meeple_and_the_abbot_toggle() -> None:
    state = expansion_game(["B", "U", "U"], [tile(0, 1)], BASE)
    moves = legal_moves(state)
    assert placeable(moves) == ("meeple", "abbot")
    assert not chooser_shown(moves)
    assert modes(moves) == ("meeple", "abbot")
    # the meeple's mode places the meeple, and the abbot where only the abbot goes
    assert move_at(moves, "monastery", "meeple") == PlaceFigure("meeple", "monastery")
    assert move_at(moves, "monastery", "abbot") == PlaceFigure("abbot", "monastery")
    assert move_at(moves, "Nw", "abbot") is None
    assert in_mode(PlaceFigure("abbot", "monastery"), "meeple")
    assert in_mode(ReturnAbbot(0, 1), "abbot") and not in_mode(ReturnAbbot(0, 1), "builder")


def test_the_builder_step_offers_every_figure_with_a_spot() -> None:
    moves = legal_moves(expansion_game(BUILDER_DRAW, BUILDER))
    assert chooser_shown(moves)
    assert modes(moves) == ("meeple", "large_meeple", "builder")
    assert chosen(moves, "pig") == "meeple"  # not offered: the first
    assert move_at(moves, "E", "builder") == PlaceFigure("builder", "E")
    assert move_at(moves, "E", "meeple") is None  # her meeple holds the road already
    assert move_at(moves, "Nw", "builder") is None  # a builder never goes on a field
    assert move_at(moves, "Nw", "large_meeple") == PlaceFigure("large_meeple", "Nw")
    assert not in_mode(PlaceFigure("meeple", "Nw"), "builder")


def test_the_pig_joins_the_farmer() -> None:
    moves = legal_moves(expansion_game(PIG_DRAW, PIG))
    assert modes(moves) == ("meeple", "large_meeple", "pig")
    assert move_at(moves, "Nw", "pig") == PlaceFigure("pig", "Nw")
    assert move_at(moves, "Es", "pig") is None  # the south field holds no farmer of hers


def test_the_controller_keeps_the_tile_that_earned_a_second_part() -> None:
    turns = TurnController(expansion_game(BUILDER_DRAW, DOUBLE))
    assert turns.earned is None and turns.second_part is None
    played = turns.play(PlaceTile(3, 0, 0))
    assert played is not None
    assert any(isinstance(e, SecondPartEarned) for e in played.events)
    assert turns.earned == SecondPartEarned(0, "road", 3, 0)
    assert turns.second_part is None  # still the first part
    assert turns.undo() and turns.earned is None  # taken back with its tile
    turns.play(PlaceTile(3, 0, 0))
    turns.play(Skip())
    assert turns.end_turn()
    assert turns.acting == 0 and turns.second_part == "road"
    assert turns.recap is None  # the same player: nothing to catch up on
    spot = next(m for m in turns.moves() if isinstance(m, PlaceTile))
    turns.play(spot)
    while not turns.turn_done:
        turns.play(Skip() if Skip() in turns.moves() else turns.moves()[0])
    assert turns.end_turn()
    assert turns.acting == 1 and turns.second_part is None and turns.earned is None


def test_a_game_opened_in_its_second_part_reads_it_from_the_record() -> None:
    state = expansion_game(BUILDER_DRAW, [*DOUBLE, tile(3, 0), SKIP])
    assert state.second_part and state.active == 0
    assert double_turn.earned_in(state) == SecondPartEarned(0, "road", 3, 0)
    assert TurnController(state).second_part == "road"
    assert double_turn.banner_words("road", "Ann", False) == (
        "Second tile: your builder's road grew"
    )
    assert double_turn.banner_words("city", "Bob", True) == (
        "Bob's second tile: the builder's city grew"
    )
    assert double_turn.title_words("Ann") == "Ann's second tile"
