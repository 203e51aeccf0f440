"""The history screens under a burst of seeded random input: the replay viewer (with the
coach's panel open and its review running), the finished games and the family records take
keys, clicks, drags, the wheel and window resizes without a fault, and the viewer's cursor
stays on a real position of the game."""

from __future__ import annotations

import functools
import random

import pygame
import pytest
from ui_helpers import make_app, read_lists, step

from goldmines_desktop.files import saves
from goldmines_desktop.simulate import play_random_game, random_setup
from goldmines_desktop.ui.app import MIN_SIZE
from goldmines_desktop.ui.board import coach_panel
from goldmines_desktop.ui.scenes.watch import WatchScene
from goldmines_desktop.ui.table.coach_job import CoachJob
from goldmines_desktop.ui.table.replay_cursor import replay_of

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

KEYS = (
    (pygame.K_LEFT, 0),
    (pygame.K_RIGHT, 0),
    (pygame.K_LEFT, pygame.KMOD_CTRL),
    (pygame.K_RIGHT, pygame.KMOD_CTRL),
    (pygame.K_HOME, 0),
    (pygame.K_END, 0),
    (pygame.K_SPACE, 0),
    (pygame.K_c, 0),
    (pygame.K_TAB, 0),
    (pygame.K_RETURN, 0),
    (pygame.K_UP, 0),
    (pygame.K_DOWN, 0),
    (pygame.K_PAGEDOWN, 0),
    (pygame.K_PAGEUP, 0),
)
SIZES = (MIN_SIZE, (1280, 800), (1920, 1080))


def burst(app, rng: random.Random, events: int) -> None:  # type: ignore[no-untyped-def]
    """``events`` random inputs, a frame after each."""
    for _ in range(events):
        width, height = app.screen.get_size()
        pos = (rng.randrange(width), rng.randrange(height))
        choice = rng.random()
        if choice < 0.4:
            code, mod = rng.choice(KEYS)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=""))
        elif choice < 0.7:
            for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {}
                button = {} if kind == pygame.MOUSEMOTION else {"button": 1}
                pygame.event.post(pygame.event.Event(kind, pos=pos, **extra, **button))
        elif choice < 0.85:
            end = (rng.randrange(width), rng.randrange(height))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        elif choice < 0.95:
            y = rng.choice((-3, -1, 1, 3))
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_y=float(y))
            )
        else:
            size = rng.choice(SIZES)
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.event.post(
                pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            )
        step(app)


def test_the_history_screens_take_any_input_without_a_fault(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(
        coach_panel, "CoachJob", functools.partial(CoachJob, workers=0, deals=4, value_deals=2)
    )
    game = play_random_game(random_setup(3), 9)
    saves.write_autosave(game)  # kept with the finished games
    app = make_app((1024, 600))
    rng = random.Random(9)
    try:
        app.show("menu")
        app.open("watch", replay_of(game), len(game.moves) // 3)
        viewer = app.top
        assert isinstance(viewer, WatchScene)
        viewer.toggle_coach()  # its review runs meanwhile
        for _ in range(6):
            if app.top is not viewer:  # Escape or Back left it: watch again
                app.show("menu")
                app.open("watch", replay_of(game))
                viewer = app.top
            frames = app.frames
            burst(app, rng, 40)
            assert app.frames >= frames + 40  # every input was drawn after

            cursor = viewer.cursor
            assert 0 <= cursor.position <= len(game.moves)
            assert cursor.state.moves == game.moves[: cursor.position]
        for screen in ("finished", "family"):
            app.show("menu")
            app.open(screen)
            read_lists(app)
            frames = app.frames
            burst(app, rng, 60)
            assert app.frames >= frames + 60
        assert app.faults == []
    finally:
        if isinstance(app.top, WatchScene) and app.top.coach is not None:
            app.top.coach.stop()
        app.close()
