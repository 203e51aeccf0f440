"""The menus, overlays and results screen, driven by real posted mouse and key events.

Headless: SDL's dummy video and audio drivers, and a temporary data directory per test.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from ui_helpers import finished_game, read_lists  # noqa: E402

from goldmines_desktop.engine import GameState, apply_decision, legal_moves, new_game  # noqa: E402
from goldmines_desktop.files import saves  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.simulate import play_random_game, random_setup  # noqa: E402
from goldmines_desktop.ui.app import App  # noqa: E402
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.scene import Scene  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.scenes.load import LoadScene  # noqa: E402
from goldmines_desktop.ui.scenes.menu import MainMenuScene  # noqa: E402
from goldmines_desktop.ui.scenes.pause import PauseScene, SaveScene, SettingsScene  # noqa: E402
from goldmines_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from goldmines_desktop.ui.scenes.rules import RulesScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402
from goldmines_desktop.ui.widgets.controls import Button, Selector, Slider, Toggle  # noqa: E402
from goldmines_desktop.ui.widgets.focus import FocusGroup  # noqa: E402
from goldmines_desktop.ui.widgets.panels import stack_rects  # noqa: E402
from goldmines_desktop.ui.widgets.text_input import TextInput  # noqa: E402

pytestmark = pytest.mark.timeout(120)


class RecordingAudio(Audio):
    """A silent Audio that remembers what it was asked to play."""

    def __init__(self) -> None:
        super().__init__(volume=0.7, enabled=False)
        self.played: list[str] = []

    def play(self, name: str | None) -> bool:
        if name is not None:
            self.played.append(name)
        return super().play(name)


@pytest.fixture
def game_scene() -> type:
    """The board scene class."""
    return GameScene


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_scene: type) -> Iterator[App]:
    monkeypatch.setenv("GOLDMINES_DATA_DIR", str(tmp_path))
    window = App((1280, 800), audio=RecordingAudio())
    pygame.event.clear()
    yield window
    window.close()


# --------------------------------------------------------------------------- input helpers


def click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """Move to ``pos``, press and release the left button, and let the app run."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run(frames)


def press(app: App, *keys: int, mod: int = 0, frames: int = 2) -> None:
    """Press (and release) keys one after another, then let the app run."""
    for key in keys:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        )
        pygame.event.post(
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        )
    app.run(frames)


def open_menu(app: App) -> MainMenuScene:
    app.reset(MainMenuScene(app))
    read_lists(app)  # the autosaves are read off the window's thread
    assert isinstance(app.top, MainMenuScene)
    return app.top


def centre_of(scene: MainMenuScene, label: str) -> tuple[int, int]:
    return scene.buttons[label].rect.center


def partial_game(seed: int = 3, moves: int = 30) -> GameState:
    state = new_game(random_setup(2), load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while len(state.moves) < moves:
        state, _ = apply_decision(state, rng.choice(legal_moves(state)))
    return state


# --------------------------------------------------------------------------- widgets


def test_focus_ring_moves_with_tab_shift_tab_and_arrows() -> None:
    pressed: list[str] = []
    buttons = [Button(name, lambda n=name: pressed.append(n)) for name in "ABC"]
    buttons[1].enabled = False
    group = FocusGroup(buttons)
    key = pygame.KEYDOWN
    assert group.focus is buttons[0]
    group.handle(pygame.event.Event(key, key=pygame.K_TAB, mod=0))
    assert group.focus is buttons[2]  # the disabled one is skipped
    group.handle(pygame.event.Event(key, key=pygame.K_TAB, mod=0))
    assert group.focus is buttons[0]  # wraps round
    group.handle(pygame.event.Event(key, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert group.focus is buttons[2]
    group.handle(pygame.event.Event(key, key=pygame.K_UP, mod=0))
    group.handle(pygame.event.Event(key, key=pygame.K_SPACE, mod=0))
    group.handle(pygame.event.Event(key, key=pygame.K_DOWN, mod=0))
    group.handle(pygame.event.Event(key, key=pygame.K_RETURN, mod=0))
    assert pressed == ["A", "C"]


def test_button_clicks_need_press_and_release_on_it() -> None:
    pressed: list[int] = []
    button = Button("Go", lambda: pressed.append(1))
    button.rect = pygame.Rect(100, 100, 200, 50)
    group = FocusGroup([button])
    down, up = pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP
    group.handle(pygame.event.Event(down, pos=(150, 120), button=1))
    assert button.pressed
    group.handle(pygame.event.Event(up, pos=(500, 500), button=1))  # released elsewhere
    group.handle(pygame.event.Event(down, pos=(150, 120), button=1))
    group.handle(pygame.event.Event(up, pos=(160, 125), button=1))
    button.enabled = False
    group.handle(pygame.event.Event(down, pos=(150, 120), button=1))
    group.handle(pygame.event.Event(up, pos=(160, 125), button=1))
    assert pressed == [1]


def test_slider_choice_toggle_and_text_input() -> None:
    values: list[Any] = []
    slider = Slider("Volume", 0.5, values.append)
    choice = Selector("Speed", [(0.5, "0.5x"), (1.0, "1x"), (2.0, "2x")], 1.0, values.append)
    toggle = Toggle("Mute", False, values.append)
    text = TextInput("An", max_length=4)
    widgets = [slider, choice, toggle, text]
    for widget, rect in zip(widgets, stack_rects(0, 300, 400, 50, 10, 4), strict=True):
        widget.rect = rect
    group = FocusGroup(widgets)

    def key(k: int) -> None:
        group.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))

    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_LEFT)
    assert slider.value == pytest.approx(0.6)
    key(pygame.K_DOWN)
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    assert choice.value == 2.0  # wrapped round from 0.5
    key(pygame.K_DOWN)
    key(pygame.K_SPACE)
    assert toggle.value is True
    key(pygame.K_DOWN)  # the focus selects "An": End keeps it and types after it
    key(pygame.K_END)
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="n a"))
    assert text.value == "Ann "  # cut at the maximum length
    key(pygame.K_BACKSPACE)
    key(pygame.K_SPACE)  # a space is typed, not an activation
    assert text.value == "Ann"
    assert values == [pytest.approx(0.6), pytest.approx(0.7), pytest.approx(0.6), 0.5, 2.0, True]
    drag_x = slider.track_rect().left
    group.handle(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(drag_x, slider.rect.centery), button=1)
    )
    assert slider.value == 0.0


# --------------------------------------------------------------------------- main menu


def test_menu_buttons_work_by_click(app: App, game_scene: type) -> None:
    app.settings.welcomed = True  # not the first launch: the lessons sit lower down
    menu = open_menu(app)
    expected = [
        "New game",
        "Load game",
        "Family records",
        "Watch a demo",
        "Learn to play",
        "How to play",
        "Settings",
        "Quit",
    ]
    assert list(menu.buttons) == expected
    click(app, centre_of(menu, "How to play"))
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is menu
    click(app, centre_of(menu, "Settings"))
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    click(app, centre_of(menu, "Load game"))
    assert isinstance(app.top, LoadScene)
    press(app, pygame.K_ESCAPE)
    click(app, centre_of(menu, "New game"))
    press(app, pygame.K_RETURN)  # the setup screen opens with Start focused
    assert isinstance(app.top, game_scene) and len(app.scenes) == 1
    players = [(p.name, p.color) for p in app.top.state.players]
    assert players == [("Player 1", "red"), ("Player 2", "blue")]
    assert app.top.state.options.goldmines and app.top.state.options.abbot
    menu = open_menu(app)
    click(app, centre_of(menu, "Quit"), frames=1)
    assert not app.running


def test_demo_button_starts_the_demo(app: App, game_scene: type) -> None:
    menu = open_menu(app)
    click(app, centre_of(menu, "Watch a demo"))
    assert isinstance(app.top, game_scene) and len(app.scenes) == 1


def test_menu_buttons_work_by_keyboard(app: App, game_scene: type) -> None:
    app.settings.welcomed = True  # not the first launch: the lessons sit lower down
    menu = open_menu(app)
    assert menu.focus.focus is menu.buttons["New game"]
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, LoadScene)
    press(app, pygame.K_ESCAPE)
    assert menu.focus.focus is menu.buttons["Load game"]
    labels = list(menu.buttons)
    press(app, *[pygame.K_TAB] * (labels.index("Settings") - labels.index("Load game")))
    assert menu.focus.focus is menu.buttons["Settings"]
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert menu.focus.focus is menu.buttons["How to play"]
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_F1)
    assert app.top is menu
    press(app, *[pygame.K_UP] * labels.index("How to play"))
    assert menu.focus.focus is menu.buttons["New game"]
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # New game, then Start on the setup screen
    assert isinstance(app.top, game_scene)


def test_continue_appears_only_for_an_unfinished_autosave(app: App, game_scene: type) -> None:
    saves.write_autosave(play_random_game(random_setup(2), 4))
    assert "Continue" not in open_menu(app).buttons
    state = partial_game()
    saves.write_autosave(state)
    menu = open_menu(app)
    assert list(menu.buttons)[0] == "Continue"
    assert menu.focus.focus is menu.buttons["Continue"]
    click(app, centre_of(menu, "Continue"))  # one unfinished game: it opens at once
    assert isinstance(app.top, game_scene)
    assert app.top.state.snapshot() == state.snapshot()


def test_a_corrupt_autosave_is_reported_kept_and_a_new_game_still_starts(
    app: App, game_scene: type
) -> None:
    content = '{"format": "goldmines-record", "version": 1, "setup": '
    (saves.autosaves_dir() / "20261130-140509-abcdef.json").write_text(content, encoding="utf-8")
    menu = open_menu(app)
    assert menu.notice is not None and "could not be read" in menu.notice
    assert "Continue" not in menu.buttons
    assert not saves.autosave_files()
    kept = list(saves.autosaves_dir().glob("20261130-140509-abcdef.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].name in menu.notice
    assert kept[0].read_text(encoding="utf-8") == content
    ok = next(w for w in menu.focus.widgets if isinstance(w, Button) and w.label == "OK")
    click(app, ok.rect.center)
    assert menu.notice is None
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # New game has the focus, then Start
    assert isinstance(app.top, game_scene)


# --------------------------------------------------------------------------- pause & settings


def test_pause_menu_settings_apply_at_once_and_persist(app: App) -> None:
    app.reset(Scene(app))
    app.push(PauseScene(app))
    app.run(1)
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.transparent
    click(app, pause.button("Settings").rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    press(app, pygame.K_LEFT)  # the volume slider has the focus
    assert app.audio.volume == pytest.approx(0.6)
    click(app, settings.mute.rect.center)
    assert app.audio.muted and app.settings.muted
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT)
    assert app.settings.animation_speed == 4.0
    saved = Settings.load()
    assert saved.volume == pytest.approx(0.6) and saved.muted and saved.animation_speed == 4.0
    click(app, settings.mute.rect.center)
    assert not app.audio.muted and not Settings.load().muted
    press(app, pygame.K_ESCAPE)
    assert app.top is pause
    press(app, pygame.K_ESCAPE)
    assert type(app.top) is Scene


def test_full_screen_toggle_goes_through_the_app(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []

    def toggle() -> None:
        app.settings.fullscreen = not app.settings.fullscreen
        calls.append(app.settings.fullscreen)

    monkeypatch.setattr(app, "toggle_fullscreen", toggle)
    app.reset(Scene(app))
    app.push(SettingsScene(app))
    app.run(1)
    click(app, app.top.fullscreen.rect.center)
    assert calls == [True] and app.top.fullscreen.value


def test_pause_menu_rules_and_quit_to_menu(app: App) -> None:
    app.reset(Scene(app))
    app.push(PauseScene(app))
    app.run(1)
    pause = app.top
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # no game below: Resume, Rules, ...
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is pause
    click(app, pause.button("Quit to menu").rect.center)
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenuScene)


def test_pause_menu_saves_the_game_under_a_typed_name(app: App, game_scene: type) -> None:
    state = partial_game(seed=6, moves=20)
    app.reset(game_scene(app, state))
    app.push(PauseScene(app, state))
    app.run(1)
    pause = app.top
    assert [b.label for b in pause.buttons][:2] == ["Resume", "Save game"]
    click(app, pause.button("Save game").rect.center)
    saving = app.top
    assert isinstance(saving, SaveScene) and saving.focus.focus is saving.name
    assert saving.name.value.startswith("Player 1 and Player 2 · ")
    press(app, *[pygame.K_BACKSPACE] * 60)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Rainy day"))
    press(app, pygame.K_RETURN)
    assert app.top is pause and pause.saved_as == "Rainy day"
    saved = saves.saves_dir() / "Rainy day.json"
    assert saves.load_game(saved).snapshot() == state.snapshot()


def test_pause_menu_offers_no_save_without_a_game(app: App) -> None:
    app.reset(Scene(app))
    app.push(PauseScene(app))
    assert "Save game" not in [b.label for b in app.top.buttons]


# --------------------------------------------------------------------------- rules card


def test_rules_card_opens_scrolls_and_closes(app: App) -> None:
    menu = open_menu(app)
    press(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.transparent
    assert rules.max_offset > 0  # the card is taller than the window
    press(app, pygame.K_END, frames=30)
    assert rules.offset == pytest.approx(rules.max_offset, abs=1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    app.run(2)
    assert rules.target < rules.max_offset
    press(app, pygame.K_HOME, frames=30)
    assert rules.offset == 0
    press(app, pygame.K_ESCAPE)
    assert app.top is menu
    press(app, pygame.K_F1)
    press(app, pygame.K_F1)
    assert app.top is menu


def test_rules_card_tells_the_gold_chart() -> None:
    from goldmines_desktop.ui.scenes.rules import gold_chart, rule_blocks

    assert gold_chart() == (("1–3", "1"), ("4–6", "2"), ("7–9", "3"), ("10 or more", "4"))
    text = repr(rule_blocks())
    assert "7 × 3 = 21" in text and "1st edition gold sharing" in text and "Controls" in text


def test_rules_card_has_a_river_section() -> None:
    from goldmines_desktop.ui.scenes.rules import rule_blocks

    blocks = rule_blocks()
    at = blocks.index(("heading", "The River"))
    assert "continue the river" in blocks[at + 1][1] and "Nobody stands on the river" in repr(
        blocks[at + 1]
    )


def test_the_hand_panel_counts_river_tiles_while_the_river_is_built() -> None:
    from goldmines_desktop.engine import (
        Options,
        PlayerSetup,
        Setup,
        apply_decision,
        legal_moves,
        new_game,
    )
    from goldmines_desktop.files.catalogue import load_catalogue
    from goldmines_desktop.ui.hud.hud import tiles_left_line

    seats = (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"))
    state = new_game(Setup(seats, Options(river=True)), load_catalogue(), seed=4)
    assert tiles_left_line(state) == "river tile (10 left)"  # 9 middle tiles and the lake
    while state.tile is None or state.tile.startswith("RV_"):  # to the first land tile
        state, _ = apply_decision(state, legal_moves(state)[0])
    assert tiles_left_line(state) == f"{state.tiles_left} tiles left"


# --------------------------------------------------------------------------- results


def test_results_show_final_scoring_then_the_winner_and_the_scores(app: App) -> None:
    state, events = finished_game(3, 7)
    app.reset(ResultsScene(app, state, events))
    app.run(2)
    results = app.top
    assert isinstance(results, ResultsScene) and not results.showing_results
    assert results.steps and [s.phase for s in results.steps] == sorted(
        s.phase for s in results.steps
    )
    assert results.start_totals == list(state.history[-1])
    assert results.table() == [dict(scores) for scores in state.scores]
    best = max(state.totals())
    winners = [p for p, t in enumerate(state.totals()) if t == best]
    assert list(results.winners) == winners
    for player in winners:
        assert state.players[player].name in results.headline
    assert "game_end" not in app.audio.played
    press(app, pygame.K_SPACE)
    assert results.showing_results
    assert results.running_totals() == list(state.totals())
    app.run(3)
    assert app.audio.played.count("game_end") == 1


def test_final_scoring_steps_advance_with_the_animation_speed(app: App) -> None:
    state, events = finished_game(2, 12)
    app.settings.animation_speed = 4.0
    results = ResultsScene(app, state, events)
    app.reset(results)
    results.update(0.5)  # past the opening pause
    seen = results.shown
    results.update(0.25)  # 0.9 s per step at 1x is 0.225 s at 4x
    assert results.shown == seen + 1
    for _ in range(400):
        results.update(0.05)
        if results.showing_results:
            break
    assert results.showing_results and results.shown == len(results.steps)
    assert results.running_totals() == list(state.totals())
    assert app.audio.played.count("game_end") == 1


def test_results_buttons_lead_to_a_new_game_or_the_menu(app: App, game_scene: type) -> None:
    state, events = finished_game(2, 5)
    app.reset(ResultsScene(app, state, events))
    click(app, (640, 400))  # a click skips the final scoring
    results = app.top
    assert isinstance(results, ResultsScene) and results.showing_results
    main_menu = next(b for b in results.buttons if b.label == "Main menu")
    click(app, main_menu.rect.center)
    assert isinstance(app.top, MainMenuScene) and len(app.scenes) == 1
    app.reset(ResultsScene(app, state, events))
    press(app, pygame.K_SPACE)
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # New game has the focus, then Start
    assert isinstance(app.top, game_scene)


def test_tied_winners_share_the_win() -> None:
    from goldmines_desktop.ui.scenes.results import headline

    assert headline(["Ann"]) == "Ann wins!"
    assert headline(["Ann", "Bob"]) == "Ann and Bob share the win!"
    assert headline(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy share the win!"


# --------------------------------------------------------------------------- load screen


def test_load_screen_lists_saves_and_a_bad_file_only_gives_a_message(
    app: App, game_scene: type
) -> None:
    state = partial_game(seed=9, moves=40)
    saves.save_game(state, "Sunday game")
    bad = saves.saves_dir() / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    os.utime(bad, (1, 1))  # the oldest, so listed last
    menu = open_menu(app)
    click(app, centre_of(menu, "Load game"))
    load = app.top
    assert isinstance(load, LoadScene)
    assert [row.file.path.name for row in load.rows] == ["Sunday game.json", "broken.json"]
    read_lists(app)
    good = load.rows[0].info
    assert [(n, s) for n, _c, s in good.players] == [
        (p.name, state.total(i)) for i, p in enumerate(state.players)
    ]
    assert load.rows[1].info.problem is not None
    click(app, load.rows[1].rect.center)
    assert app.top is load and load.message is not None and "broken.json" in load.message
    assert bad.read_text(encoding="utf-8") == "{not json"
    press(app, pygame.K_UP, pygame.K_RETURN)  # from the broken file up to the Sunday game
    assert isinstance(app.top, game_scene)
    assert app.top.state.snapshot() == state.snapshot()


def test_loading_a_finished_game_shows_its_results(app: App) -> None:
    state = play_random_game(random_setup(2), 21)
    saves.save_game(state, "Done")
    app.reset(LoadScene(app))
    read_lists(app)
    click(app, app.top.rows[0].rect.center)
    assert isinstance(app.top, ResultsScene) and app.top.showing_results


# --------------------------------------------------------------------------- every screen


@pytest.mark.parametrize("size", [(1280, 800), (800, 560), (1920, 1080)])
def test_every_screen_draws_at_any_window_size(app: App, size: tuple[int, int]) -> None:
    state, events = finished_game(4, 3)
    for scene in (
        MainMenuScene(app),
        LoadScene(app),
        PauseScene(app),
        SettingsScene(app),
        RulesScene(app),
        ResultsScene(app, state, events),
    ):
        surface = pygame.Surface(size)
        scene.resized(size)
        scene.draw(surface)
        if isinstance(scene, ResultsScene):
            scene.skip()
            scene.draw(surface)
        assert surface.get_at((size[0] // 2, size[1] // 2)) != (0, 0, 0, 255)


def test_every_screen_name_opens_a_scene(app: App) -> None:
    """The names scenes may ask for and the app's table of scenes are the same list."""
    from typing import get_args

    from goldmines_desktop.files.lessons import lesson_paths
    from goldmines_desktop.ui.app import SCREENS
    from goldmines_desktop.ui.scene import Screen
    from goldmines_desktop.ui.table.replay_cursor import replay_of

    assert set(get_args(Screen)) == set(SCREENS)
    state = new_game(random_setup(2), load_catalogue(), seed=1)
    arguments: dict[str, tuple[Any, ...]] = {
        "game": (state,),
        "board_game": (state,),
        "results": (state, ()),
        "save": (state, lambda name: None),
        "tiles_left": (state,),
        "lesson": (str(lesson_paths()[0]),),
        "watch": (replay_of(state),),
        "in_use": (Path("autosaves/20261203-120000-abcdef.json"),),
    }
    for name in get_args(Screen):
        scene = app.show(name, *arguments.get(name, ()))
        assert app.scenes == [scene] and isinstance(scene, Scene)
        app.draw()
