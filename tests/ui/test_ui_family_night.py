"""Family-night polish: Continue offers the loaded game, the log rebuilt from the record with
words that say who, what, where and how much, the HUD at every window size and UI scale, the
rules card's controls, one primary button on the menu and the tiles-left button.

Headless (SDL's dummy drivers), driven by real posted mouse and key events that carry their
``pos``.
"""

from __future__ import annotations

import argparse
import random
import re

import pygame
import pytest
from ui_helpers import (
    SCORE_ORDER_DRAW,
    SCORE_ORDER_MOVES,
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    click,
    game,
    key,
    read_lists,
    step,
)

from goldmines_desktop.engine import (
    COLORS,
    GameState,
    PlaceTile,
    PlayerSetup,
    Setup,
    apply_decision,
    legal_moves,
    new_game,
)
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup
from goldmines_desktop.ui.app import MIN_SIZE, App
from goldmines_desktop.ui.audio import Audio
from goldmines_desktop.ui.board.highlights import feature_lines
from goldmines_desktop.ui.hud.event_log import EventLog, replayed_log
from goldmines_desktop.ui.hud.hud_layout import hud_scale
from goldmines_desktop.ui.launch import run_app
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.load import LoadScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.pause import PauseScene, SettingsScene
from goldmines_desktop.ui.scenes.rules import CONTROLS
from goldmines_desktop.ui.scenes.tiles_left import TilesLeftScene
from goldmines_desktop.ui.settings import Settings
from goldmines_desktop.ui.table.steps import STEPS, Step
from goldmines_desktop.ui.widgets import theme
from goldmines_desktop.ui.widgets.theme import BUTTON_FILL

pytestmark = pytest.mark.timeout(180)


def partial_game(seed: int, moves: int) -> GameState:
    state = new_game(random_setup(2), load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while len(state.moves) < moves:
        state, _ = apply_decision(state, rng.choice(legal_moves(state)))
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
    read_lists(app)
    assert len(menu.unfinished.games()) == 2  # both games are kept, the loaded one on top
    newest = menu.unfinished.files[0].path
    assert saves.load_game(newest).snapshot() == loaded.snapshot()
    click(app, menu.buttons["Continue"].rect.center)
    read_lists(app)
    click(app, app.top.rows[0].rect.center)
    assert isinstance(app.top, GameScene)
    assert app.top.state.snapshot() == loaded.snapshot()


def test_play_load_from_the_command_line_becomes_the_autosave(tmp_path) -> None:  # type: ignore[no-untyped-def]
    saves.write_autosave(partial_game(seed=3, moves=20))
    loaded = partial_game(seed=5, moves=25)
    path = saves.save_game(loaded, "From the command line")
    args = argparse.Namespace(command="play", load=str(path), frame_limit=2)
    assert run_app(args) == 0
    newest = saves.autosave_files()[0]
    assert saves.load_game(newest.path).snapshot() == loaded.snapshot()


# --------------------------------------------------------------------------- menu, rules, HUD


def test_the_menu_has_one_primary_button(app: App) -> None:
    app.settings.welcomed = False  # the very first launch: the lessons come first
    menu = open_menu(app)
    primary = [b.label for b in menu.buttons.values() if b.primary]
    assert primary == ["Learn to play"]
    app.settings.welcomed = True
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
    app.show("game", state)
    step(app)
    scene = app.top
    assert isinstance(scene, GameScene)
    buttons = scene.hud.layout.top_buttons
    assert {"menu", "rules", "tiles_left"} <= set(buttons)
    click(app, buttons["tiles_left"].center)
    assert isinstance(app.top, TilesLeftScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


# --------------------------------------------------------------------------- the log


def score_order_game() -> GameState:
    """Two completed roads with ingots scored in one move, gold placed beside a monastery."""
    state = game(SCORE_ORDER_DRAW, moves=SCORE_ORDER_MOVES)
    state, _ = apply_decision(state, legal_moves(state)[0])
    return state


def live_log(state: GameState) -> list[str]:
    """The lines a log gathers while the game is played move by move."""
    replaying = new_game(state.setup, state.catalogue, state.seed, state.draw_order)
    log = EventLog()
    for move in state.moves:
        replaying, events = apply_decision(replaying, move)
        log.add(events, replaying)
    return [e.text for e in log.entries]


def test_continue_rebuilds_the_log_from_the_record(app: App) -> None:
    state = score_order_game()
    saves.write_autosave(state)
    menu = open_menu(app)
    click(app, menu.buttons["Continue"].rect.center)
    scene = app.top
    assert isinstance(scene, GameScene)
    texts = [e.text for e in scene.log.entries]
    assert texts[-1] == "Welcome back!"
    assert texts[:-1] == live_log(state)[-len(texts) + 1 :]
    assert "Ann completes a road: +6" in texts
    assert "Bob completes a road: +2" in texts
    assert "Ann takes a gold ingot from the road" in texts
    shown = [e.text for e in scene.hud_view().log]
    assert shown == texts[-len(shown) :] and len(shown) >= 4


def test_loading_a_save_rebuilds_the_log(app: App) -> None:
    state = score_order_game()
    saves.save_game(state, "Roads")
    menu = open_menu(app)
    click(app, menu.buttons["Load game"].rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    click(app, load.rows[0].rect.center)
    scene = app.top
    assert isinstance(scene, GameScene)
    texts = [e.text for e in scene.log.entries]
    assert "Bob: gold ingot on the tile east of the monastery" in texts
    assert "Bob: meeple on a road of 1 tile" in texts
    assert "Bob: farmer in a field of 2 tiles" in texts
    assert "Bob placed a gold tile" in texts and "Bob placed a tile with a garden" in texts


def test_log_lines_say_who_what_where_and_how_much_in_good_english() -> None:
    state = new_game(random_setup(2), load_catalogue(), seed=5)
    rng = random.Random(1)
    while not state.finished:
        state, _ = apply_decision(state, rng.choice(legal_moves(state)))
    texts = [e.text for e in replayed_log(state, lines=10_000)]
    bad = re.compile(
        r"\b1 (points|tiles|ingots|cities|fields)\b|\b(\d*[02-9]|\d\d) (tile|point|ingot|city)\b"
    )
    assert not [t for t in texts if bad.search(t)]
    assert any(re.fullmatch(r"[^:]+: (meeple|monk|farmer) (on|in) a \w+.*", t) for t in texts)
    assert any(re.fullmatch(r"[^:]+: unfinished (road|city) \+\d+", t) for t in texts)
    assert texts[-1].startswith("Game over: ")
    assert sum("back to the box" in t for t in texts) <= 1  # one line for all the ingots
    placed = [t.split(" placed ", 1)[1] for t in texts if " placed " in t]
    assert "a tile" not in placed  # every tile is told by what is on it
    assert any(re.fullmatch(r"a tile with a (city|road)( and a road)?", t) for t in placed)


def test_tooltips_and_panels_use_plurals() -> None:
    state = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin")
    lines = []
    for ref in state.seg_feature:
        lines += feature_lines(state, ref)
    assert not [t for t in lines if re.search(r"\b1 (points|tiles|cities)\b", t)]
    assert any(re.fullmatch(r"Garden: \d of its 8 neighbours placed", t) for t in lines)
    assert any(re.fullmatch(r"Worth 1 point now", t) for t in lines)


# --------------------------------------------------------------------------- window sizes


SIX = Setup(
    tuple(
        PlayerSetup(name, colour)
        for name, colour in zip(
            ("Ann", "Bob", "Grandma Rose", "Cleo", "Uncle Max", "Dee"), COLORS, strict=True
        )
    )
)


def _overlaps(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    names = list(rects)
    return [
        (a, b)
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if rects[a].colliderect(rects[b])
    ]


@pytest.mark.parametrize("size", [(960, 640), (1024, 600), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("ui_scale", [1.0, 2.0])
@pytest.mark.parametrize("seats", [2, 6])
def test_the_hud_fits_every_window_uncut_and_without_overlaps(
    size: tuple[int, int], ui_scale: float, seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    real_text = theme.text

    def recording(message: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(message)
        return real_text(message, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    setup = SIX if seats == 6 else Setup(SIX.players[:2])
    state = new_game(setup, load_catalogue(), seed=11)
    app = App(size, fps=0, audio=Audio(enabled=False), settings=Settings(ui_scale=ui_scale))
    try:
        app.show("game", state)
        step(app, 2)  # the tile step, with the big "Ann's turn" banner
        scene = app.top
        assert isinstance(scene, GameScene)
        window = pygame.Rect((0, 0), app.size)  # 960x640 is opened at the minimum width
        assert app.size[0] >= max(size[0], MIN_SIZE[0]) and app.size[1] >= size[1]
        lay = scene.hud.layout
        rects = lay.rects()
        assert all(window.contains(r) for r in rects.values()), rects
        assert not _overlaps(rects)
        if seats == 2:
            assert "log" in rects  # with two players there is always room for the log
        assert "Ann's turn" in drawn
        assert STEPS[Step.TILE].prompt in " ".join(drawn)
        assert lay.hand_tile.width >= 100 and lay.banner.height >= 40
        move = next(m for m in legal_moves(scene.state) if isinstance(m, PlaceTile))
        scene.play(move)
        step(app, 2)  # the figure step: the step card with its buttons
        card = {"hand": scene.hud.hand_rect} | {
            f"step {n}": r for n, r in scene.hud.step_buttons.items()
        }
        assert scene.hud.step_buttons and all(
            scene.hud.hand_rect.contains(r) for r in card.values()
        )
        others = {n: r for n, r in rects.items() if n != "hand"}
        assert not _overlaps(others | {"hand": scene.hud.hand_rect})
        assert STEPS[Step.FIGURE].prompt in " ".join(drawn)
        assert not [t for t in drawn if "…" in t]
    finally:
        app.close()


def test_the_interface_size_setting_grows_the_panels_and_is_remembered(app: App) -> None:
    scene_state = partial_game(seed=4, moves=10)
    app.show("game", scene_state)
    step(app)
    scene = app.top
    assert isinstance(scene, GameScene)
    before = scene.hud.layout.players[0].size
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.button("Settings").rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    box = settings.ui_scale.value_rect()
    click(app, (box.right - 10, box.centery))  # the right arrow: 100% -> 125%
    assert app.settings.ui_scale == 1.25
    after = scene.hud.layout.players[0].size
    assert after[0] > before[0] and after[1] > before[1]
    assert Settings.load().ui_scale == 1.25


def test_the_window_has_a_minimum_size() -> None:
    assert MIN_SIZE == (1024, 600)
    small = App((800, 500), fps=0, audio=Audio(enabled=False), settings=Settings())
    try:
        assert small.size[0] >= MIN_SIZE[0] and small.size[1] >= MIN_SIZE[1]
    finally:
        small.close()
    assert hud_scale((1024, 600), 2.0) < 1.0  # big panels on a small window stay fitting
    assert hud_scale((3840, 2160), 2.0) > hud_scale((3840, 2160), 1.0)
