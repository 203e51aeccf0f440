"""The first window fits the screen it opens on, its size is remembered as the player left
it, and the interface size says honestly when a window has no room for the size chosen."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_helpers import click, key, step

from goldmines_desktop.engine import COLORS, PlayerSetup, Setup, new_game
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.saves import data_dir
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.audio import Audio
from goldmines_desktop.ui.hud.hud_layout import largest_interface_size
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.pause import PauseScene, SettingsScene
from goldmines_desktop.ui.settings import Settings
from goldmines_desktop.ui.window_size import (
    MIN_SIZE,
    first_window_size,
    remembered_size,
    smallest_window,
)


@pytest.mark.parametrize(
    "desktop,remembered,expected",
    [
        ((1024, 600), None, (1024, 504)),  # a netbook: the title bar and Quit on the screen
        ((1366, 768), None, (1280, 672)),
        ((1920, 1080), None, (1280, 800)),  # room enough: the design size
        ((1920, 1080), (1500, 900), (1500, 900)),  # as the player left it
        ((1024, 600), (1500, 900), (1024, 504)),  # ... shrunk on a smaller screen
    ],
)
def test_the_first_window_fits_the_screen(desktop, remembered, expected) -> None:
    assert first_window_size(remembered, [desktop]) == expected
    smallest = smallest_window([desktop])
    assert smallest[0] <= expected[0] and smallest[1] <= expected[1]
    assert smallest == (min(MIN_SIZE[0], desktop[0]), min(MIN_SIZE[1], desktop[1] - 96))


def test_no_display_size_keeps_the_design_size() -> None:
    assert first_window_size(None, []) == (1280, 800)
    assert first_window_size(None, [(0, 0)]) == (1280, 800)
    assert smallest_window([]) == MIN_SIZE


@pytest.mark.parametrize(
    "value",
    [
        None,
        "1280x800",
        [1280],
        [1280, 800, 1],
        [1280.5, 800],
        [True, 800],
        [1280, -5],
        [99999, 800],
        {"w": 1280},
    ],
)
def test_a_remembered_size_that_is_not_one_is_ignored(value) -> None:
    assert remembered_size(value) is None


def test_the_window_opens_at_the_fitting_size_and_remembers_a_resize(monkeypatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    small = App(fps=0, audio=Audio(enabled=False), settings=Settings.load())
    try:
        assert small.size == (1024, 504)  # not 1280x800, off a 1024x600 screen
    finally:
        small.close()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    app = App(fps=0, audio=Audio(enabled=False), settings=Settings.load())
    try:
        assert app.size == (1280, 624)
        app.show("menu")
        step(app)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=610, size=(1100, 610)))
        step(app)
        assert app.windowed_size == (1100, 610)
    finally:
        app.close()
    saved = json.loads((data_dir() / "settings.json").read_text(encoding="utf-8"))
    assert saved["window_size"] == [1100, 610]
    assert Settings.load().window_size == (1100, 610)
    again = App(fps=0, audio=Audio(enabled=False), settings=Settings.load())
    try:
        assert again.size == (1100, 610)  # as the player left it
    finally:
        again.close()


def test_a_damaged_window_size_in_the_settings_gives_the_fitting_default(monkeypatch) -> None:
    (data_dir() / "settings.json").write_text('{"window_size": ["wide", 3]}', encoding="utf-8")
    assert Settings.load().window_size is None
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app = App(fps=0, audio=Audio(enabled=False), settings=Settings.load())
    try:
        assert app.size == (1280, 800)
    finally:
        app.close()


def _settings_card(app: App, players: int = 3) -> SettingsScene:
    """Settings from the pause menu of a game of ``players`` seats."""
    seats = tuple(PlayerSetup(f"P{i}", COLORS[i]) for i in range(players))
    app.show("game", new_game(Setup(seats), load_catalogue(), seed=2))
    step(app)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.button("Settings").rect.center)
    card = app.top
    assert isinstance(card, SettingsScene)
    return card


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
def test_each_interface_size_step_shows_or_settings_says_why(size, players, monkeypatch) -> None:
    drawn: list[str] = []
    from goldmines_desktop.ui.widgets import overlay_card

    real = overlay_card.blit_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(overlay_card, "blit_text", spy)
    app = App(size, fps=0, audio=Audio(enabled=False), settings=Settings())
    try:
        card = _settings_card(app, players)
        game = app.scenes[0]
        assert isinstance(game, GameScene)
        largest = largest_interface_size(size, players)
        box = card.ui_scale.value_rect()
        panels = [game.hud.layout.players[0].height]
        for _ in range(3):  # 100% -> 125% -> 150% -> 200%, by the right arrow
            click(app, (box.right - 10, box.centery))
            drawn.clear()
            step(app)
            chosen = app.settings.ui_scale
            note = " ".join(drawn)
            panels.append(game.hud.layout.players[0].height)
            if chosen > largest + 0.005:
                assert f"the panels fill the window at {int(largest * 100)}%" in note
                assert panels[-1] >= panels[-2]  # as big as the window lets it be
            else:
                assert "The size of the panels around the board." in note
                assert panels[-1] > panels[-2]  # each step that fits shows
        if players == 3 and size == (1024, 600):
            assert panels[1] < panels[2] < panels[3]  # 125% and 150% differ here (issue 32)
    finally:
        app.close()


def test_the_settings_card_fits_with_its_note() -> None:
    app = App((1024, 600), fps=0, audio=Audio(enabled=False), settings=Settings(ui_scale=2.0))
    try:
        card = _settings_card(app)
        window = app.screen.get_rect()
        assert window.contains(card.card)
        rows = [w.rect for w in card.widgets()]
        assert all(card.card.contains(r) for r in rows)
        assert all(not a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1 :])
        assert card.language.rect.top - card.ui_scale.rect.bottom >= 40  # the note's room
    finally:
        app.close()
