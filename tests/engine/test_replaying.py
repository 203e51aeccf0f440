"""The engine's one replay loop (``steps``): a step per move with the events ``apply`` gives,
the position after it, who played it and where its turns end; a bad move stops it in the
engine's words, naming the move."""

from __future__ import annotations

import pytest

from goldmines_desktop.engine import (
    EndTurn,
    GameState,
    IllegalMoveError,
    Phase,
    PlaceTile,
    ReplayStopped,
    Skip,
    acting_player,
    apply,
    apply_decision,
    game_start,
    parse_record,
    record_of,
    steps,
)
from goldmines_desktop.engine.records import RecordError, replay
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import play_random_game, random_setup


@pytest.fixture(scope="module")
def game() -> GameState:
    return play_random_game(random_setup(3), 11)


def test_every_step_is_the_move_applied_on_the_position_before(game: GameState) -> None:
    before = game_start(game)
    stepped = game_start(game)
    count = 0
    for step in steps(stepped, game.moves):
        after, events = apply_decision(before, step.move)
        assert step.index == count and step.move == game.moves[count]
        assert step.events == tuple(events)
        assert step.player == acting_player(before) and step.turn == before.turn
        assert step.state is stepped and step.state.snapshot() == after.snapshot()
        assert step.ends_turn == (after.turn != before.turn)
        before, count = after, count + 1
    assert count == len(game.moves)
    assert stepped.snapshot() == game.snapshot()


def test_the_turns_end_where_the_next_tile_is_placed(game: GameState) -> None:
    ends = [s.index + 1 for s in steps(game_start(game), game.moves) if s.ends_turn]
    starts = [i for i, m in enumerate(game.moves) if isinstance(m, PlaceTile)]
    assert ends == [*starts[1:], len(game.moves)]  # the game's last move ends its last turn
    turns = [s.turn for s in steps(game_start(game), game.moves) if s.ends_turn]
    assert turns == list(range(len(starts)))


def test_a_game_goes_on_from_any_position_with_the_indexes_of_its_moves(game: GameState) -> None:
    middle = game_start(game)
    for _step in steps(middle, game.moves[:40]):
        pass
    later = list(steps(middle.copy(), game.moves[40:], 40))
    assert [s.index for s in later] == list(range(40, len(game.moves)))
    assert later[-1].state.snapshot() == game.snapshot()
    assert len(middle.moves) == 40  # the copy was played on, not the position it came from


def test_a_bad_move_stops_the_steps_in_the_engines_words(game: GameState) -> None:
    bad = PlaceTile(0, 0, 0)  # on the start tile, or out of its phase: refused either way
    before = game_start(game)
    for move in game.moves[:3]:
        before, _ = apply_decision(before, move)
    with pytest.raises(IllegalMoveError) as refused:
        apply(before, bad)
    stepped = game_start(game)
    played = []
    with pytest.raises(ReplayStopped) as stopped:
        for step in steps(stepped, [*game.moves[:3], bad, *game.moves[3:]]):
            played.append(step.index)
    assert played == [0, 1, 2]
    assert stopped.value.index == 3 and str(stopped.value) == str(refused.value)
    assert stepped.snapshot() == before.snapshot()  # the position before the refused move


def test_a_move_after_the_end_stops_the_steps(game: GameState) -> None:
    with pytest.raises(ReplayStopped, match="^the game is already over$") as stopped:
        for _step in steps(game_start(game), [*game.moves, Skip()]):
            pass
    assert stopped.value.index == len(game.moves)


def test_a_record_is_refused_with_the_same_line_as_before(game: GameState) -> None:
    record = record_of(game)
    record["moves"][3], record["moves"][4] = record["moves"][4], record["moves"][3]
    parsed = parse_record(record)
    with pytest.raises(ReplayStopped) as stopped:
        for _step in steps(game_start(parsed, load_catalogue()), parsed.moves):
            pass
    with pytest.raises(RecordError) as refused:
        replay(parsed, load_catalogue())
    assert str(refused.value) == f"move {stopped.value.index}: {stopped.value}"


def test_a_record_needs_the_catalogue_to_start(game: GameState) -> None:
    with pytest.raises(ValueError, match="catalogue"):
        game_start(parse_record(record_of(game)))


def test_a_turn_waiting_for_its_end_is_ended_before_the_next_move(game: GameState) -> None:
    """A record holds no ``EndTurn`` (it is no decision): from a position waiting in END_TURN,
    as the table leaves a turn for the player to confirm, the steps end the turn first and
    tell its events with the next move's."""
    table = game_start(game)
    moves = iter(game.moves)
    while table.phase is not Phase.END_TURN:
        table, _ = apply(table, next(moves))
    rest = list(moves)
    ended, passed = apply(table, EndTurn())
    after, events = apply_decision(ended, rest[0])
    first = next(steps(table.copy(), rest))
    assert first.events == (*passed, *events)
    assert first.state.snapshot() == after.snapshot()
    assert first.turn == ended.turn
