"""Watching a game again: the replay viewer driven by posted keys and clicks, "Play on from
here", finished games kept and listed apart on the Load screen, and ``goldmines watch``."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
import pytest
from ui_helpers import click, key, read_lists, step

from goldmines_desktop import cli
from goldmines_desktop.engine import PlaceTile, parse_record, record_of, replay, summary
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.finished_games import finished_records
from goldmines_desktop.files.save_list import load_game
from goldmines_desktop.simulate import play_random_game, random_setup
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.load import FinishedScene, LoadScene
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.ui.scenes.watch import WatchScene
from goldmines_desktop.ui.table.replay_cursor import ReplayCursor, replay_of

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def finished():
    """A finished three-player game (one of its seats a computer level)."""
    setup = random_setup(3)
    seats = (setup.players[0], replace(setup.players[1], kind="ai:easy"), setup.players[2])
    return play_random_game(replace(setup, players=seats), 5)


def engine_state(state, moves: int):
    """The engine's own replay of the game's first ``moves`` moves."""
    record = parse_record({**record_of(state), "moves": record_of(state)["moves"][:moves]})
    return replay(record, load_catalogue())


def same(a, b) -> bool:
    return record_of(a) == record_of(b) and summary(a) == summary(b) and a.board == b.board


def open_viewer(app, state) -> WatchScene:
    app.show("watch", replay_of(state))
    step(app)
    scene = app.top
    assert isinstance(scene, WatchScene)
    return scene


def test_each_step_is_the_engines_replay(app, finished) -> None:
    scene = open_viewer(app, finished)
    for moves in range(0, 12):
        assert scene.cursor.position == moves
        assert same(scene.cursor.state, engine_state(finished, moves))
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.cursor.position == 10
    assert same(scene.cursor.state, engine_state(finished, 10))


def test_ctrl_right_jumps_a_turn_and_home_end(app, finished) -> None:
    scene = open_viewer(app, finished)
    starts = [i for i, m in enumerate(finished.moves) if isinstance(m, PlaceTile)]
    key(app, pygame.K_RIGHT, pygame.KMOD_LCTRL)
    assert scene.cursor.position == starts[1]
    key(app, pygame.K_RIGHT, pygame.KMOD_LCTRL)
    assert scene.cursor.position == starts[2]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT, pygame.KMOD_LCTRL)  # back to this turn's start
    assert scene.cursor.position == starts[2]
    key(app, pygame.K_END)
    assert scene.cursor.position == len(finished.moves)
    assert same(scene.cursor.state, finished)
    key(app, pygame.K_HOME)
    assert scene.cursor.position == 0


def test_a_click_on_the_timeline_jumps_to_that_turn(app, finished) -> None:
    scene = open_viewer(app, finished)
    track = scene.timeline.track_rect()
    click(app, (track.centerx, track.centery))
    stops = scene.cursor.replay.stops
    middle = stops[round((len(stops) - 1) / 2)]
    assert abs(scene.cursor.position - middle) <= max(1, len(finished.moves) // 20)
    assert scene.cursor.position in stops
    click(app, (track.right, track.centery))
    assert scene.cursor.at_end


def test_space_plays_and_pauses(app, finished) -> None:
    scene = open_viewer(app, finished)
    key(app, pygame.K_SPACE)
    assert scene.cursor.playing
    scene.update(5.0)  # several moves' worth of time at 1x
    played = scene.cursor.position
    assert played >= 3
    key(app, pygame.K_SPACE)
    assert not scene.cursor.playing
    scene.update(5.0)
    assert scene.cursor.position == played


def test_play_on_starts_a_game_with_the_old_moves_first(app, finished) -> None:
    scene = open_viewer(app, finished)
    for _ in range(5):
        key(app, pygame.K_RIGHT, pygame.KMOD_LCTRL)
    key(app, pygame.K_RIGHT)  # mid-turn: it goes on from this turn's start
    start = scene.cursor.turn_start
    click(app, scene.play_on.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert game.state.moves == finished.moves[:start]
    assert [p.kind for p in game.state.players] == [p.kind for p in finished.players]
    autosave = game.turns.autosave.path
    assert autosave is not None
    assert same(load_game(autosave), engine_state(finished, start))


def test_finished_games_are_kept_and_listed_apart(app, finished) -> None:
    path = saves.write_autosave(engine_state(finished, 10))
    saves.write_autosave(finished, path)
    assert not path.exists()
    files, count = finished_records()
    assert count == 1 and files[0].path.name == path.name
    assert same(load_game(files[0].path), finished)
    app.show("load")
    read_lists(app)
    load = app.top
    assert isinstance(load, LoadScene) and not load.rows  # not among the saves
    click(app, load.finished.rect.center)
    read_lists(app)
    listed = app.top
    assert isinstance(listed, FinishedScene) and len(listed.rows) == 1
    click(app, listed.rows[0].rect.center)
    viewer = app.top
    assert isinstance(viewer, WatchScene)
    assert same(viewer.cursor.replay.final, finished)
    key(app, pygame.K_ESCAPE)
    assert app.top is listed


def test_a_damaged_finished_game_only_shows_a_message(app, finished) -> None:
    folder = saves.finished_dir()
    (folder / "broken.json").write_text('{"format": "goldmines-record", "moves": [', "utf-8")
    app.show("finished")
    read_lists(app)
    listed = app.top
    click(app, listed.rows[0].rect.center)
    assert app.top is listed and listed.message


def test_watch_again_from_the_results(app, finished) -> None:
    app.show("results", finished, ())
    step(app)
    results = app.top
    assert isinstance(results, ResultsScene)
    results.skip()
    watch = next(b for b in results.buttons if b.label == "Watch again")
    click(app, watch.rect.center)
    assert isinstance(app.top, WatchScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_watch_on_a_damaged_file_says_so(tmp_path, capsys, finished) -> None:
    bad = tmp_path / "bad.json"
    data = record_of(finished)
    data["moves"][3] = {"type": "place_tile", "x": 99, "y": 99, "rotation": 0}
    bad.write_text(json.dumps(data), "utf-8")
    assert cli.main(["watch", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "move 3" in err and "cannot be watched" in err


def test_the_cursor_groups_moves_into_turns(finished) -> None:
    cursor = ReplayCursor(replay_of(finished))
    assert cursor.turns == finished.turn
    cursor.end()
    assert cursor.chart_index == len(finished.history) + 1  # the final scoring's point
    cursor.step_turn(-1)
    # the last turn's start: the turn before it is the one shown (its last move led here)
    assert cursor.play_on_state() is cursor.state and cursor.turn == cursor.turns - 1
