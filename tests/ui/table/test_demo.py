"""The unattended demo, Ctrl+S in the game, and computer players that keep the window alive.

Under SDL's dummy drivers, with the game's files in a temporary folder (conftest.py), stepping
the app's own loop and posting real input events. The demo's levels are patched to the quick
ones (random, easy) where whole games are played, so the tests stay short.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import pygame
import pytest
from ui_helpers import click, game, key, post, start, step

from goldmines_desktop.engine import GameState, PlayerSetup, Setup, apply, legal_moves, new_game
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board import demo as demo_module
from goldmines_desktop.ui.board.demo import (
    MIN_RESULTS_SECONDS,
    RESULTS_SECONDS,
    SPEEDS,
    Demo,
    demo_setup,
)
from goldmines_desktop.ui.launch import run_app
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.pause import SaveScene
from goldmines_desktop.ui.scenes.results import ResultsScene

pytestmark = pytest.mark.timeout(240)


@pytest.fixture
def quick_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    """Demo seats of the quick levels only (still a mix of two)."""
    monkeypatch.setattr(demo_module, "LEVELS", ("random", "easy"))


def short_finished_game() -> GameState:
    """A two-player game played to its end on a pile of three tiles."""
    state = game(draw_order=["U", "U", "U"])
    while not state.finished:
        state, _events = apply(state, legal_moves(state)[0])
    return state


def run_until(app: App, condition: Callable[[], bool], seconds: float = 60.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        step(app, 10)
        if condition():
            return True
    return False


def demo_scene(app: App) -> GameScene:
    scene = app.top
    assert isinstance(scene, GameScene) and scene.demo is not None
    return scene


# --------------------------------------------------------------------------- the demo's games


def test_demo_seats_three_or_four_computer_players_of_mixed_levels() -> None:
    setups = [demo_setup(n) for n in range(12)]
    assert {len(s.players) for s in setups} == {3, 4}
    for setup in setups:
        kinds = [p.kind for p in setup.players]
        assert all(k.startswith("ai:") for k in kinds) and len(set(kinds)) >= 2
        assert len({p.color for p in setup.players}) == len(setup.players)
        assert len({p.name for p in setup.players}) == len(setup.players)
    assert demo_setup(3) == demo_setup(3)  # the same counter, the same table


@pytest.mark.slow
@pytest.mark.timeout(900)  # a whole game by computer players on a possibly busy machine
def test_demo_plays_whole_games_one_after_another_and_never_autosaves(
    app: App, quick_levels: None, capsys: pytest.CaptureFixture[str]
) -> None:
    family = game(seed=5)
    autosaved = saves.write_autosave(family)
    before = autosaved.read_bytes()
    app.show("demo", "max")
    seen_results = 0
    states = {id(demo_scene(app).state)}
    deadline = time.monotonic() + 600  # a bound for a busy machine, not a speed target
    while app.demo is not None and app.demo.games_finished < 1 and time.monotonic() < deadline:
        step(app, 10)
        if isinstance(app.top, ResultsScene):
            seen_results += 1
        elif isinstance(app.top, GameScene):
            states.add(id(app.top.state))
    assert app.demo is not None and app.demo.games_finished == 1
    assert seen_results > 0
    assert run_until(app, lambda: isinstance(app.top, GameScene) and app.demo.games_started == 2)
    states.add(id(app.top.state))
    assert len(states) >= 2  # the next game is a new one
    assert len(app.scenes) == 1  # finished games and their results are gone from the stack
    assert [f.path for f in saves.autosave_files()] == [autosaved]
    assert autosaved.read_bytes() == before
    assert list(saves.saves_dir().iterdir()) == []
    lines = capsys.readouterr().out.splitlines()
    assert [line for line in lines if line.startswith("demo-game-finished")] == [
        "demo-game-finished 1",
    ]


def test_the_end_screen_stays_a_few_seconds_before_the_next_game(app: App) -> None:
    app.demo = Demo(app)
    results = ResultsScene(app, short_finished_game(), (), demo=app.demo)
    app.reset(results)
    step(app)
    assert results.showing_results
    results.update(app.demo.results_seconds * 0.6)
    assert app.top is results
    results.update(app.demo.results_seconds * 0.6)
    step(app)
    assert isinstance(app.top, GameScene) and app.top.demo is app.demo


# --------------------------------------------------------------------------- leaving the demo


def test_a_key_press_returns_to_the_menu_but_speed_keys_do_not(app: App) -> None:
    app.show("demo")
    step(app, 3)
    for code in (pygame.K_3, pygame.K_LSHIFT, pygame.K_PLUS, pygame.K_MINUS):
        key(app, code)
        assert isinstance(app.top, GameScene)
    assert app.demo is not None and app.demo.speed_index == 2
    key(app, pygame.K_SPACE)
    assert isinstance(app.top, MainMenuScene) and len(app.scenes) == 1


def test_a_click_returns_to_the_menu_but_a_click_on_the_speed_control_does_not(
    app: App,
) -> None:
    app.show("demo")
    step(app, 3)
    assert app.demo is not None
    buttons = app.demo._speed_rects
    assert len(buttons) == len(SPEEDS)
    click(app, buttons[-1].center)
    assert isinstance(app.top, GameScene) and app.demo.speed == SPEEDS[-1][0]
    click(app, (app.size[0] // 2, app.size[1] // 3))
    assert isinstance(app.top, MainMenuScene)


def test_a_key_on_the_end_screen_also_returns_to_the_menu(app: App) -> None:
    app.demo = Demo(app)
    app.reset(ResultsScene(app, short_finished_game(), (), demo=app.demo))
    step(app)
    key(app, pygame.K_4)
    assert isinstance(app.top, ResultsScene) and app.demo.speed_index == 3
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)


def test_the_menu_button_starts_the_demo_and_the_counter_goes_on(app: App) -> None:
    app.show("menu")
    step(app)
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    click(app, menu.buttons["Watch a demo"].rect.center)
    assert demo_scene(app).state.players == demo_setup(0).players
    key(app, pygame.K_q)
    assert isinstance(app.top, MainMenuScene)
    click(app, app.top.buttons["Watch a demo"].rect.center)
    assert demo_scene(app).state.players == demo_setup(1).players


# --------------------------------------------------------------------------- the pace


def decisions_in(app: App, simulated_seconds: float) -> int:
    """How many computer decisions the demo makes in ``simulated_seconds`` of frames (the AI's
    own thinking time not counted: each answer is waited for)."""
    scene = demo_scene(app)
    moves = len(scene.state.moves)
    for _ in range(round(simulated_seconds * 60)):
        future = scene.computer._future
        if future is not None:
            future.result(timeout=30)
        scene.update(1 / 60)
    return len(scene.state.moves) - moves


def test_the_speed_control_changes_the_pace(app: App, quick_levels: None) -> None:
    app.show("demo")
    step(app)
    slow = decisions_in(app, 6.0)
    key(app, pygame.K_3)  # 4x
    fast = decisions_in(app, 6.0)
    assert slow >= 2 and fast >= 3 * slow
    scene = demo_scene(app)
    assert scene.speed == 4.0
    speeds = [s for s, _label in SPEEDS]
    post(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)
    step(app)
    assert scene.speed == speeds[0]
    results = ResultsScene(app, short_finished_game(), (), demo=app.demo)
    slow_step = results.step_delay
    app.demo.set_speed(3)
    assert results.step_delay < slow_step / 10
    # the results stay up long enough to read the winner, even at top speed
    assert app.demo.results_seconds == MIN_RESULTS_SECONDS < RESULTS_SECONDS


def test_demo_from_the_command_line_at_top_speed() -> None:
    args = argparse.Namespace(command="demo", speed="max", smoke_test=False, frame_limit=30)
    assert run_app(args) == 0
    assert not saves.autosave_files()


# --------------------------------------------------------------------------- Ctrl+S


def test_ctrl_s_saves_the_game_under_a_typed_name_and_says_so(app: App) -> None:
    scene = start(app, game(seed=6))
    for _ in range(12):
        scene.play(legal_moves(scene.state)[0])
        if scene.turn_done:
            scene.end_turn()
    state = scene.state
    key(app, pygame.K_s, pygame.KMOD_LCTRL)
    saving = app.top
    assert isinstance(saving, SaveScene) and saving.state is state
    for _ in range(60):
        key(app, pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text="After dinner")
    key(app, pygame.K_RETURN)
    assert app.top is scene and scene.notice == "Saved as “After dinner”"
    assert scene.notice_left > 0
    saved = saves.saves_dir() / "After dinner.json"
    assert saves.load_game(saved).snapshot() == state.snapshot()
    scene.update(3.0)
    assert scene.notice_left == 0


def test_a_bad_file_for_play_load_changes_nothing(
    tmp_path, capsys: pytest.CaptureFixture[str]
) -> None:
    autosaved = saves.write_autosave(game(seed=5))
    before = autosaved.read_bytes()
    for name, text in (("bad.json", "[1, 2"), ("wrong.json", '{"format": "other"}')):
        bad = tmp_path / name
        bad.write_text(text)
        args = argparse.Namespace(
            command="play", players=None, seed=None, load=str(bad), smoke_test=False
        )
        assert run_app(args) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith(f"goldmines: cannot load {bad}")
        assert bad.read_text() == text
    missing = argparse.Namespace(
        command="play", players=None, seed=None, load=str(tmp_path / "nope.json"), smoke_test=False
    )
    assert run_app(missing) == 2
    assert "nope.json" in capsys.readouterr().err
    assert [f.path for f in saves.autosave_files()] == [autosaved]
    assert autosaved.read_bytes() == before
    assert list(saves.saves_dir().iterdir()) == []


# --------------------------------------------------------------------------- thinking


@pytest.mark.slow
def test_the_window_draws_while_a_hard_computer_thinks_in_another_process(
    app: App,
) -> None:
    setup = Setup((PlayerSetup("Robo", "blue", "ai:hard"), PlayerSetup("Ann", "red")))
    state = new_game(setup, load_catalogue(), seed=11)
    scene = start(app, state)
    scene.computer.wait = 0.0
    deadline = time.monotonic() + 30
    while scene.computer._future is None and time.monotonic() < deadline:
        step(app)
    future = scene.computer._future
    assert future is not None
    frames_while_thinking = 0
    while not future.done() and time.monotonic() < deadline:
        step(app)  # returns at once: the move is worked out in the worker process
        frames_while_thinking += 1
    assert future.done()
    assert frames_while_thinking >= 1  # the window drew while the computer thought
    assert isinstance(scene.computer._thinker._pool, ProcessPoolExecutor)
    step(app, 2)
    assert len(scene.state.moves) == 1


@pytest.mark.timeout(900)  # twelve computer moves on a possibly busy machine
def test_the_demo_follows_each_computers_tile_at_a_family_games_size(
    app: App, quick_levels: None
) -> None:
    """Each new tile lands inside the free area (above the demo strip), drawn as big as in a
    family game: the demo follows the play instead of shrinking the board to specks."""
    app.show("demo", "max")
    scene = demo_scene(app)
    left, top, width, height = scene.view.free_rect()
    assert top + height <= app.demo.panel_rect(app.size).top
    for _ in range(12):
        placed = len(scene.state.board)
        assert run_until(app, lambda n=placed: len(scene.state.board) > n, 150)
        pos = scene.state.last
        assert pos is not None
        scene.camera.settle()  # where the camera's short glide to the new tile comes to rest
        x, y, size, _ = scene.camera.tile_rect(pos)
        assert size >= 80
        assert left - 1 <= x and x + size <= left + width + 1, pos
        assert top - 1 <= y and y + size <= top + height + 1, pos
