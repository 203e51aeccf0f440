"""At most one computer players' worker process is alive, whatever the way through the screens.

Games with a computer seat, the lessons, the demo (one demo game after another), Load, Continue,
New game and back to the menu, twenty times over, through the real scenes and posted input; the
children of this process are counted after every frame, from the multiprocessing module's own
list and from /proc (so a worker that the module has forgotten still counts).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_helpers import click, key, make_app, read_lists

from goldmines_desktop.engine import PlayerSetup, Setup, apply, legal_moves, new_game
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board import demo as demo_module
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.load import ContinueScene, LoadScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.pause import PauseScene
from goldmines_desktop.ui.scenes.setup import SetupScene

pytestmark = pytest.mark.timeout(600)
ROUNDS = 20
COMPUTER_FIRST = Setup((PlayerSetup("Robo", "red", "ai:easy"), PlayerSetup("Ann", "blue")))


def worker_pids() -> set[int]:
    """This process's child processes that are not the multiprocessing resource tracker."""
    found = {p.pid for p in multiprocessing.active_children()}
    me = os.getpid()
    if os.path.isdir("/proc"):
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                command = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue  # gone meanwhile
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            if parent == me and b"resource_tracker" not in command:
                found.add(int(entry))
    return found


class Counter:
    """Runs the app a few frames at a time and keeps the most workers seen at once."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.most = 0
        self.seen_any = False

    def frames(self, count: int = 3) -> None:
        for _ in range(count):
            self.app.run(1)
            alive = len(worker_pids())
            self.most = max(self.most, alive)
            self.seen_any = self.seen_any or alive > 0
            assert alive <= 1, f"{alive} workers alive on {type(self.app.top).__name__}"


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setattr(demo_module, "LEVELS", ("random", "easy"))
    window = make_app()
    pygame.event.clear()
    yield window
    window.close()


def computer_game(seed: int) -> object:
    state = new_game(COMPUTER_FIRST, load_catalogue(), seed=seed)
    for _ in range(3):
        state, _ = apply(state, legal_moves(state)[0])
    return state


def to_menu(app: App, count: Counter) -> MainMenuScene:
    """From a game: Esc, then Quit to menu; from a lesson: Esc (to the lessons), then the
    menu; from anything else: the menu."""
    if isinstance(app.top, GameScene) and app.top.coach is not None:
        key(app, pygame.K_ESCAPE)
        count.frames(2)
        app.show("menu")
    elif isinstance(app.top, GameScene) and app.top.demo is None:
        key(app, pygame.K_ESCAPE)
        pause = app.top
        assert isinstance(pause, PauseScene)
        click(app, pause.button("Quit to menu").rect.center)
    else:
        app.show("menu")
    count.frames()
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    read_lists(app)
    return menu


@pytest.mark.slow
def test_one_worker_at_most_whatever_the_way_through_the_screens(app: App) -> None:
    count = Counter(app)
    saves.save_game(computer_game(1), "Robo's game")
    saves.write_autosave(computer_game(2))
    saves.write_autosave(computer_game(3))
    lessons = lesson_paths()
    app.show("menu")
    for number in range(ROUNDS):
        menu = to_menu(app, count)
        # New game, with the computer in the first seat
        click(app, menu.buttons["New game"].rect.center)
        setup = app.top
        assert isinstance(setup, SetupScene)
        setup.draft.seats[0].kind = "ai:easy"
        setup.start_game()
        count.frames(4)
        assert isinstance(app.top, GameScene) and app.top.computer.level(0) == "easy"
        menu = to_menu(app, count)
        # a lesson
        app.show("lesson", str(lessons[number % len(lessons)]))
        count.frames(3)
        menu = to_menu(app, count)
        # the demo, and its next game straight after this one
        click(app, menu.buttons["Watch a demo"].rect.center)
        count.frames(3)
        assert app.demo is not None
        app.demo.next_game()
        count.frames(3)
        key(app, pygame.K_ESCAPE)  # leaves the demo for the menu
        count.frames(2)
        menu = to_menu(app, count)
        # Load a game with a computer seat
        click(app, menu.buttons["Load game"].rect.center)
        load = app.top
        assert isinstance(load, LoadScene)
        click(app, load.rows[0].rect.center)
        count.frames(3)
        assert isinstance(app.top, GameScene)
        # from one game straight into another: Continue
        menu = to_menu(app, count)
        click(app, menu.buttons["Continue"].rect.center)
        listed = app.top
        assert isinstance(listed, ContinueScene)
        read_lists(app)
        click(app, listed.shown[number % len(listed.shown)].rect.center)
        count.frames(3)
        assert isinstance(app.top, GameScene)
    to_menu(app, count)
    assert count.seen_any  # the computer did think in a worker
    assert worker_pids() == set()  # and none is left at the menu
