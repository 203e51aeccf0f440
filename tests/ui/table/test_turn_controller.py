"""The turn controller, driven directly: no window, no pygame.

It plays moves through the engine and keeps the state, takes decisions back until the turn is
ended, knows whose decision it is, lets computer seats play and autosaves every change.
"""

from __future__ import annotations

import time

import pytest

from goldmines_desktop.engine import (
    EndTurn,
    FinalScoringStarted,
    GameOver,
    GameState,
    Move,
    Phase,
    PlaceTile,
    PlayerSetup,
    Setup,
    Skip,
    TilePlaced,
    TurnEnded,
    legal_moves,
    new_game,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.table.computer import END_TURN
from goldmines_desktop.ui.table.recap import PlacedTile
from goldmines_desktop.ui.table.turn_controller import TurnController, split_final_scoring

ANN_BOB = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))


def game(draw: list[str], setup: Setup = ANN_BOB) -> GameState:
    return new_game(setup, load_catalogue(), draw_order=draw)


class Saved(list[GameState]):
    """An autosave writer that remembers what it was given."""

    def __call__(self, state: GameState) -> None:
        self.append(state)


def first_tile(turns: TurnController) -> PlaceTile:
    return next(m for m in turns.moves() if isinstance(m, PlaceTile))


def test_a_move_returns_its_events_and_moves_the_step_on() -> None:
    turns = TurnController(game(["U", "U", "U"]))
    assert turns.step == "tile" and turns.acting == 0
    move = first_tile(turns)
    played = turns.play(move)
    assert played is not None and not played.game_over
    assert any(isinstance(e, TilePlaced) for e in played.events)
    assert turns.step == "figure" and turns.state.moves == (move,)
    assert turns.last_tile == PlacedTile((move.x, move.y), 0)


def test_the_turn_waits_for_its_end_and_then_hands_over() -> None:
    turns = TurnController(game(["U", "U", "U"]))
    turns.play(first_tile(turns))
    played = turns.play(Skip())
    assert played is not None and any(isinstance(e, TurnEnded) for e in played.events)
    # the engine waits in END_TURN, its one move EndTurn: Ann ends her turn first
    assert turns.state.phase is Phase.END_TURN and turns.state.tile is None
    assert legal_moves(turns.state) == [EndTurn()]
    assert turns.step == "end_turn" and turns.acting == 0 and turns.moves() == []
    assert turns.play(PlaceTile(0, 1, 0)) is None
    assert turns.end_turn() is True
    assert turns.step == "tile" and turns.acting == 1


def test_undo_takes_decisions_back_until_the_turn_is_ended() -> None:
    saved = Saved()
    start = game(["U", "U", "U"])
    turns = TurnController(start, autosave=saved)
    assert not turns.can_undo and turns.undo() is False
    move = first_tile(turns)
    turns.play(move)
    turns.play(Skip())
    assert turns.undo() and turns.step == "figure" and turns.state.moves == (move,)
    assert turns.undo() and turns.state is start and turns.last_tile is None
    assert turns.undo() is False
    assert [len(s.moves) for s in saved] == [1, 2, 1, 0]  # every change is autosaved
    turns.play(move)
    turns.play(Skip())
    turns.end_turn()
    assert not turns.can_undo and turns.undo() is False and len(turns.state.moves) == 2


def test_a_refused_move_changes_nothing() -> None:
    saved = Saved()
    turns = TurnController(game(["U", "U", "U"]), autosave=saved)
    before = turns.state
    assert turns.play(Skip()) is None
    assert turns.state is before and not turns.can_undo and saved == []


def test_an_autosave_that_fails_does_not_stop_the_game() -> None:
    def full_disk(state: GameState) -> None:
        raise OSError("no space left on device")

    turns = TurnController(game(["U", "U", "U"]), autosave=full_disk)
    assert turns.play(first_tile(turns)) is not None and turns.step == "figure"


def test_the_last_tile_ends_the_game_and_keeps_the_final_scoring_apart() -> None:
    turns = TurnController(game(["U"]))
    turns.play(first_tile(turns))
    played = turns.play(Skip())
    assert played is not None and played.game_over
    assert not any(isinstance(e, GameOver) for e in played.events)
    assert isinstance(turns.final_events[0], FinalScoringStarted)
    assert isinstance(turns.final_events[-1], GameOver)
    assert turns.step == "end_turn" and turns.state.finished
    assert turns.end_turn() is False  # over: the results screen takes it from here
    assert turns.undo() and turns.final_events == [] and not turns.state.finished


def test_final_scoring_is_what_the_engine_says_starts_it() -> None:
    ended = TurnEnded(0, (0, 0))
    started = FinalScoringStarted((0, 0))
    over = GameOver((0, 0), (), (0, 1))
    assert split_final_scoring([ended]) == ([ended], [])
    assert split_final_scoring([ended, started, over]) == ([ended], [started, over])


def test_a_computer_seat_plays_its_decisions_when_they_are_due() -> None:
    setup = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Robo", "blue", "ai:easy")))
    turns = TurnController(game(["U", "U", "U"], setup))
    assert not turns.computer_decides
    assert turns.computer_decision(10.0) is None  # Ann is human
    turns.play(first_tile(turns))
    turns.play(Skip())
    turns.end_turn()
    assert turns.computer_decides and not turns.can_undo
    decisions: list[Move | str] = []
    deadline = time.monotonic() + 60  # the computer thinks in a worker process
    while time.monotonic() < deadline:
        decision = turns.computer_decision(1.0)
        if decision is None:
            time.sleep(0.01)
            continue
        decisions.append(decision)
        if decision == END_TURN:
            assert turns.end_turn()
            break
        assert decision in legal_moves(turns.state)
        turns.play(decision)  # type: ignore[arg-type]
    assert decisions and decisions[-1] == END_TURN
    assert turns.acting == 0 and turns.step == "tile" and len(turns.state.moves) >= 4
    turns.close()


def test_the_computer_waits_while_the_table_is_busy() -> None:
    setup = Setup((PlayerSetup("Robo", "red", "ai:easy"), PlayerSetup("Bob", "blue")))
    turns = TurnController(game(["U", "U"], setup))
    for _ in range(50):
        assert turns.computer_decision(1.0, busy=True) is None
    assert turns.state.moves == ()
    turns.close()


@pytest.mark.parametrize("demo", [False, True])
def test_the_demo_plays_every_seat(demo: bool) -> None:
    turns = TurnController(game(["U", "U"]), demo=demo)
    assert turns.computer_decides is demo
    assert turns.computer.level(1) == ("normal" if demo else None)
    turns.close()


def test_a_game_opened_mid_way_frames_the_last_tile_of_whoever_placed_it() -> None:
    played = TurnController(game(["U", "U", "U"]))
    played.play(first_tile(played))
    played.play(Skip())
    played.end_turn()
    move = first_tile(played)
    played.play(move)  # Bob's tile, his figure still to come
    assert TurnController(played.state).last_tile == PlacedTile((move.x, move.y), 1)
    played.play(Skip())  # the turn is over: the engine has moved on to Ann
    assert TurnController(played.state).last_tile == PlacedTile((move.x, move.y), 1)
    assert TurnController(game(["U", "U"])).last_tile is None  # only the start tile


def test_a_finished_game_frames_the_last_tile_of_whoever_placed_it() -> None:
    over = TurnController(game(["U"]))
    move = first_tile(over)
    over.play(move)
    over.play(Skip())
    assert over.state.finished
    assert TurnController(over.state).last_tile == PlacedTile((move.x, move.y), 0)
    assert TurnController(over.state).acting == 0  # Ann ends the last turn, as she did
