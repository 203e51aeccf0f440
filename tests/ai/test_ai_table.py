"""Computer players at the table: the seat's Player decides in the worker process, and the
hint (H) says in one line why its move is good."""

from __future__ import annotations

import time

import pygame
import pytest
from ui_helpers import game, key, start, step

from goldmines_desktop.ai import make_player
from goldmines_desktop.engine import PlayerSetup, Setup, new_game
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.table.computer import seat_seed

pytestmark = pytest.mark.timeout(300)


def test_a_computer_seat_plays_what_its_seeded_player_chooses(app: App) -> None:
    setup = Setup((PlayerSetup("Robo", "blue", "ai:normal"), PlayerSetup("Ann", "red")))
    state = new_game(setup, load_catalogue(), seed=12)
    expected = make_player("normal", seat_seed(state, 0)).choose(state)
    scene = start(app, state)
    deadline = time.monotonic() + 120
    while not scene.state.moves and time.monotonic() < deadline:
        scene.computer.wait = 0.0
        step(app)
    assert scene.state.moves and scene.state.moves[0] == expected


def test_h_selects_the_hint_and_says_why(app: App) -> None:
    scene = start(app, game(seed=3))
    key(app, pygame.K_h)
    assert scene.input.selection() is not None
    assert scene.notice is not None and scene.notice.startswith("Hint: ")
    assert len(scene.notice) > len("Hint: ") + 10
