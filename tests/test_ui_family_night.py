"""Family-night polish: Continue offers the loaded game, the log rebuilt from the record with
words that say who, what, where and how much, the HUD at every window size and UI scale, the
rules card's controls, one primary button on the menu and the tiles-left button.

Headless (SDL's dummy drivers), driven by real posted mouse and key events that carry their
``pos``.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator

import pygame
import pytest
from ui_helpers import click, key, make_app, step

from goldmines_desktop import saves
from goldmines_desktop.catalogue import load_catalogue
from goldmines_desktop.engine import GameState, apply, legal_moves, new_game
from goldmines_desktop.simulate import random_setup
from goldmines_desktop.ui.app import App, run_app
from goldmines_desktop.ui.game_scene import GameScene
from goldmines_desktop.ui.load_scene import LoadScene
from goldmines_desktop.ui.menu_scene import MainMenuScene
from goldmines_desktop.ui.pause_scene import PauseScene
from goldmines_desktop.ui.rules_scene import CONTROLS
from goldmines_desktop.ui.tiles_left import TilesLeftScene
from goldmines_desktop.ui.widgets import BUTTON_FILL

pytestmark = pytest.mark.timeout(180)


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app()
    pygame.event.clear()
    yield application
    application.close()


def partial_game(seed: int, moves: int) -> GameState:
    state = new_game(random_setup(2), load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while len(state.moves) < moves:
        state, _ = apply(state, rng.choice(legal_moves(state)))
    return state


def open_menu(app: App) -> MainMenuScene:
    app.show("menu")
    step(app)
    assert isinstance(app.top, MainMenuScene)
    return app.top


# --------------------------------------------------------------------------- Continue


def test_a_game_loaded_from_the_load_screen_is_the_one_continue_offers(app: App) -> None:
    before = partial_game(seed=3, moves=20)
    saves.write_autosave(before)  # the game that was being played before
    loaded = partial_game(seed=8, moves=34)
    saves.save_game(loaded, "Loaded one")
    menu = open_menu(app)
    click(app, menu.buttons["Load game"].rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    click(app, load.rows[0].rect.center)
    assert isinstance(app.top, GameScene)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.button("Quit to menu").rect.center)
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    assert menu.autosave is not None
    assert menu.autosave.snapshot() == loaded.snapshot()
    click(app, menu.buttons["Continue"].rect.center)
    assert isinstance(app.top, GameScene)
    assert app.top.state.snapshot() == loaded.snapshot()


def test_play_load_from_the_command_line_becomes_the_autosave(tmp_path) -> None:  # type: ignore[no-untyped-def]
    saves.write_autosave(partial_game(seed=3, moves=20))
    loaded = partial_game(seed=5, moves=25)
    path = saves.save_game(loaded, "From the command line")
    args = argparse.Namespace(command="play", load=str(path), frame_limit=2)
    assert run_app(args) == 0
    check = saves.check_autosave()
    assert check.state is not None and check.state.snapshot() == loaded.snapshot()


# --------------------------------------------------------------------------- menu, rules, HUD


def test_the_menu_has_one_primary_button(app: App) -> None:
    menu = open_menu(app)
    primary = [b.label for b in menu.buttons.values() if b.primary]
    assert primary == ["New game"]
    saves.write_autosave(partial_game(seed=3, moves=20))
    menu = open_menu(app)
    primary = [b.label for b in menu.buttons.values() if b.primary]
    assert primary == ["Continue"]
    surface = app.screen
    new_game_rect = menu.buttons["New game"].rect
    assert surface.get_at(new_game_rect.move(8, 0).midleft)[:3] != BUTTON_FILL


def test_the_rules_card_tells_dragging_the_hint_and_the_tiles_left_keys() -> None:
    mouse = " ".join(row[1] for row in CONTROLS)
    keys = {row[2] for row in CONTROLS}
    assert "drag it onto a glowing spot" in mouse
    assert "H" in keys and "T" in keys


def test_the_tiles_button_next_to_menu_and_rules_opens_the_sheet(app: App) -> None:
    state = partial_game(seed=4, moves=10)
    app.start_game(state)
    step(app)
    scene = app.top
    assert isinstance(scene, GameScene)
    buttons = scene.hud.layout.top_buttons
    assert {"menu", "rules", "tiles_left"} <= set(buttons)
    click(app, buttons["tiles_left"].center)
    assert isinstance(app.top, TilesLeftScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
