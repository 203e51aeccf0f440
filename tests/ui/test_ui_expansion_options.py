"""Inns & Cathedrals and Traders & Builders as options a family sees: switched on the new-game
screen by mouse, keys, touch and controller (real posted events), remembered across a restart,
a hostile settings file refused, and the rules card, the results table, the tiles left, the
save lists and the poster saying what the game is played with.

Headless: SDL's dummy video and audio drivers, and a temporary data directory per test.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from touch_helpers import Fingers
from ui_helpers import SETUP, click, key, make_app, post, step

from goldmines_desktop import i18n
from goldmines_desktop.engine import FIELD_POINTS, SPECIAL, TRADE, GameState, new_game
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.saves import data_dir
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.hud import results_table
from goldmines_desktop.ui.input import mode
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.ui.scenes.rules import RulesCard
from goldmines_desktop.ui.scenes.setup import SetupScene
from goldmines_desktop.ui.settings import FILE, Settings
from goldmines_desktop.ui.table.rule_blocks import rule_blocks
from goldmines_desktop.ui.table.setup_draft import SetupDraft
from goldmines_desktop.ui.widgets import text_fit
from goldmines_desktop.ui.widgets.controls import Toggle
from goldmines_desktop.wording import expansions_on, played_with

pytestmark = pytest.mark.timeout(120)

NAMES = ("inns_cathedrals", "traders_builders")
SIZES = [(1024, 600), (1280, 800), (1920, 1080)]


def open_setup(app: App) -> SetupScene:
    app.show("setup")
    step(app)
    scene = app.top
    assert isinstance(scene, SetupScene)
    return scene


def started(app: App) -> GameState:
    """The game the Start button began (clicked with the mouse)."""
    scene = app.top
    assert isinstance(scene, SetupScene)
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene), scene.message
    return game.state


def switch(scene: SetupScene, name: str) -> Toggle:
    toggle = getattr(scene, name)
    assert isinstance(toggle, Toggle)
    return toggle


# --- the new-game screen ------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_a_click_switches_an_expansion_on_for_the_game_and_it_is_remembered(
    app: App, name: str
) -> None:
    scene = open_setup(app)
    toggle = switch(scene, name)
    assert not toggle.value  # off by default
    click(app, toggle.rect.center)
    assert toggle.value and getattr(scene.draft, name)
    assert scene.options.explained is toggle  # the box says what it means
    options = started(app).options
    assert getattr(options, name)
    other = next(n for n in NAMES if n != name)
    assert not getattr(options, other)
    assert Settings.load().last_setup["options"][name] is True  # type: ignore[index]
    restarted = make_app()  # a new window reads the settings file again
    try:
        restarted.settings = Settings.load()
        again = open_setup(restarted)
        assert switch(again, name).value and not switch(again, other).value
        assert getattr(started(restarted).options, name)
    finally:
        restarted.close()


def test_both_expansions_work_with_every_other_option(app: App) -> None:
    """The two switches on with the river, without gold or the abbot, and each fields rule:
    each game starts with exactly what was chosen."""
    for river, goldmines, abbot, fields in [
        (True, True, True, "2"),
        (False, False, False, "off"),
        (True, False, True, "3"),
    ]:
        scene = open_setup(app)
        for name in NAMES:
            if not switch(scene, name).value:
                click(app, switch(scene, name).rect.center)
        for toggle, wanted in ((scene.river, river), (scene.goldmines, goldmines)):
            if toggle.value != wanted:
                click(app, toggle.rect.center)
        if scene.abbot.value != abbot:
            click(app, scene.abbot.rect.center)
        while scene.fields.value != fields:
            click(app, (scene.fields.rect.right - 10, scene.fields.rect.centery))
        options = started(app).options
        assert options.inns_cathedrals and options.traders_builders
        assert (options.river, options.goldmines, options.abbot) == (river, goldmines, abbot)
        assert options.farmers == (fields != "off")
        assert options.field_points == (int(fields) if fields != "off" else FIELD_POINTS)


def tab_to(app: App, scene: SetupScene, widget: object) -> None:
    for _ in range(len(scene.focus.order()) + 1):
        if scene.focus.focus is widget:
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the switch")


def test_the_keys_switch_both_on(app: App) -> None:
    scene = open_setup(app)
    for name in NAMES:
        tab_to(app, scene, switch(scene, name))
        assert scene.options.explained is switch(scene, name)
        key(app, pygame.K_SPACE)
        assert switch(scene, name).value
    tab_to(app, scene, scene.start)
    key(app, pygame.K_RETURN)
    game = app.top
    assert isinstance(game, GameScene)
    assert game.state.options.inns_cathedrals and game.state.options.traders_builders


def test_fingers_switch_both_on(app: App) -> None:
    scene = open_setup(app)
    fingers = Fingers(app)
    for name in NAMES:
        fingers.tap(switch(scene, name).rect.center)
        assert switch(scene, name).value
    assert mode.is_touch()
    fingers.tap(scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert game.state.options.inns_cathedrals and game.state.options.traders_builders


def button(app: App, which: int) -> None:
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=which)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=which)
    step(app)


def test_a_controller_switches_both_on(app: App) -> None:
    scene = open_setup(app)
    for name in (*NAMES, "start"):
        wanted = getattr(scene, name)
        for _ in range(len(scene.focus.order()) + 1):
            if scene.focus.focus is wanted:
                break
            button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        assert scene.focus.focus is wanted, name
        button(app, pygame.CONTROLLER_BUTTON_A)
    assert mode.is_controller()
    game = app.top
    assert isinstance(game, GameScene)
    assert game.state.options.inns_cathedrals and game.state.options.traders_builders


HOSTILE = (
    "yes",
    1,
    0,
    None,
    [True],
    {"on": True},
    "true",
    1e308,
    "x" * 5000,
)


@pytest.mark.parametrize("bad", HOSTILE, ids=[repr(b)[:12] for b in HOSTILE])
def test_a_hostile_settings_file_gets_the_defaults_for_the_expansions(
    app: App, bad: object
) -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    players = [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}]
    options = {"river": True, "inns_cathedrals": bad, "traders_builders": bad}
    text = json.dumps({"last_setup": {"players": players, "options": options}})
    (folder / FILE).write_text(text, encoding="utf-8")
    settings = Settings.load()
    assert settings.take_notice() is not None  # said once, the file kept aside
    remembered = settings.last_setup
    assert remembered is not None
    assert remembered["options"]["inns_cathedrals"] is False
    assert remembered["options"]["traders_builders"] is False
    assert remembered["options"]["river"] is True  # the good values stay
    app.settings = settings
    scene = open_setup(app)
    assert not scene.inns_cathedrals.value and not scene.traders_builders.value
    options = started(app).options
    assert not options.inns_cathedrals and not options.traders_builders and options.river
    assert any(".corrupt-" in p.name for p in Path(folder).iterdir())  # kept aside


def test_the_remembered_expansions_are_only_ever_true_or_false() -> None:
    for bad in HOSTILE:
        draft = SetupDraft.from_dict({"options": {n: bad for n in NAMES}})
        assert not draft.inns_cathedrals and not draft.traders_builders
    draft = SetupDraft.from_dict({"options": {n: True for n in NAMES}})
    assert draft.inns_cathedrals and draft.traders_builders
    assert draft.to_setup().options.inns_cathedrals
    assert SetupDraft.from_dict(draft.to_dict()) == draft


@pytest.mark.parametrize("size", [(800, 600), *SIZES])
def test_the_options_and_their_box_fit_every_window(size: tuple[int, int]) -> None:
    """Seven option rows and the box under them inside the options panel, nothing over
    another, every option's words inside the box with nothing cut."""
    window = make_app(size)
    try:
        window.settings.last_setup = {"options": {n: True for n in NAMES}}
        scene = open_setup(window)
        for _ in range(4):
            scene.add_seat()
        panel = scene.panels[1]
        rows = scene.options.widgets()
        for index, widget in enumerate(rows):
            assert panel.contains(widget.rect)
            assert not widget.rect.colliderect(scene.options.box)
            assert all(not widget.rect.colliderect(o.rect) for o in rows[index + 1 :])
        assert panel.contains(scene.options.box)
        for widget in rows:
            for value in (True, False):  # each switch's words, on and off
                if isinstance(widget, Toggle) and widget.value != value:
                    widget.activate()
                scene.focus.focus = widget
                scene.options.follow(widget)
                text_fit.reset()
                with text_fit.recording_sizes() as drawn:
                    step(window)
                assert text_fit.cuts() == (), widget.label
                assert min(size for _text, size in drawn) >= 14
    finally:
        window.close()


# --- the rules card ---------------------------------------------------------------------


def card_text(options: object) -> str:
    """Every word of the rules card's blocks for ``options``, in the language shown."""

    def words(part: object) -> list[str]:
        if isinstance(part, str):
            return [i18n._(part)]
        if isinstance(part, tuple):
            return [w for item in part for w in words(item)]
        return []  # a table's column widths

    return " ".join(w for block in rule_blocks(options) for w in words(block[1:]))  # type: ignore[arg-type]


def test_the_rules_card_explains_each_expansion_with_the_engine_s_numbers() -> None:
    options = SETUP.options
    usual = card_text(options)
    assert "Inns & Cathedrals" not in usual and "Traders & Builders" not in usual
    inns = card_text(SETUP.with_options(inns_cathedrals=True).options)
    assert f"scores {SPECIAL.inn_tile} per tile" in inns
    assert f"{SPECIAL.cathedral_tile} per tile and {SPECIAL.cathedral_pennant} per pennant" in inns
    assert "scores 0" in inns and f"counts as {SPECIAL.large_meeple} figures" in inns
    assert "Traders & Builders" not in inns
    trade = card_text(SETUP.with_options(traders_builders=True).options)
    assert f"each kind scores {TRADE.goods_majority}" in trade
    assert "9 wine, 6 grain and 5 cloth" in trade and "There are 20 goods" in trade
    assert "double turn" in trade
    assert f"scores {TRADE.pig_city} more for each completed city: 4 instead of 3" in trade
    house = card_text(SETUP.with_options(traders_builders=True, field_points=2).options)
    assert "3 instead of 2" in house
    none = card_text(SETUP.with_options(traders_builders=True, farmers=False).options)
    assert "the pig stays home" in none
    from_menu = card_text(None)
    assert "Inns & Cathedrals" in from_menu and "Traders & Builders" in from_menu


def test_the_rules_card_draws_the_expansions_without_a_cut(app: App) -> None:
    options = SETUP.with_options(inns_cathedrals=True, traders_builders=True).options
    text_fit.reset()
    with text_fit.recording() as drawn:
        RulesCard(600, 0.75, options)
    assert "Inns & Cathedrals" in drawn and "Traders & Builders" in drawn
    assert "Road with an inn" in drawn and text_fit.cuts() == ()


# --- the results, the lists and the poster -----------------------------------------------


SIX = ("Maximiliane", "Bartholomäus", "Friederike", "Jean-Baptiste", "Wilhelmina", "Konstantin")


def six_players(**options: bool) -> GameState:
    from goldmines_desktop.engine import COLORS, PlayerSetup, Setup

    setup = Setup(tuple(PlayerSetup(n, c) for n, c in zip(SIX, COLORS, strict=True)))
    return new_game(setup.with_options(**options), load_catalogue(), seed=5)


def drawn_columns(monkeypatch: pytest.MonkeyPatch) -> Callable[[], list[str]]:
    seen: list[str] = []
    real = results_table.blit_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        seen.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(results_table, "blit_text", spy)
    return lambda: seen


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("traders", [True, False])
def test_the_results_table_has_a_goods_column_only_with_traders_builders(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], traders: bool, language: str
) -> None:
    seen = drawn_columns(monkeypatch)
    i18n.set_language(language)
    state = six_players(traders_builders=traders, inns_cathedrals=True)
    window = make_app(size)
    try:
        window.show("results", state, [])
        results = window.top
        assert isinstance(results, ResultsScene)
        results.skip()
        text_fit.reset()
        step(window)
        columns = list(results.table()[0])
        assert ("goods" in columns) is traders and len(columns) == 6 + traders
        assert (i18n._("Goods") in seen()) is traders
        assert text_fit.cuts() == (), text_fit.cuts()
        assert results.subtitle().endswith(played_with(expansions_on(state.options)))
    finally:
        window.close()
        i18n.set_language("en")


def test_the_results_totals_count_the_goods() -> None:
    state = six_players(traders_builders=True)
    scores = state._edit_scores().scores  # a goods majority, as the final scoring gives it
    scores[2]["goods"] += TRADE.goods_majority
    window = make_app()
    try:
        window.show("results", state, [])
        results = window.top
        assert isinstance(results, ResultsScene)
        row = results.table()[2]
        assert row["goods"] == TRADE.goods_majority
        assert sum(row.values()) == state.total(2)
    finally:
        window.close()


def test_the_words_name_the_expansions_in_play() -> None:
    options = SETUP.with_options(inns_cathedrals=True, traders_builders=True).options
    keys = expansions_on(options)
    assert keys == ("goldmines", "abbot", "inns_cathedrals", "traders_builders")
    assert played_with(keys) == (
        "With The Gold Mines, The Abbot, Inns & Cathedrals and Traders & Builders"
    )
    plain = SETUP.with_options(goldmines=False, abbot=False).options
    assert played_with(expansions_on(plain)) == "The base game, without expansions"


def test_the_save_list_and_the_poster_name_the_expansions(app: App) -> None:
    from ui_helpers import read_lists

    from goldmines_desktop.files import saves
    from goldmines_desktop.ui.board.poster import game_line

    state = new_game(
        SETUP.with_options(traders_builders=True, river=True), load_catalogue(), seed=3
    )
    saves.save_game(state, "Sunday")
    app.show("load")
    with text_fit.recording() as drawn:
        read_lists(app)
        step(app)
    wanted = "With The Gold Mines, The Abbot, The River and Traders & Builders"
    assert wanted in drawn
    assert game_line(state) == (
        "Carcassonne  ·  The Gold Mines  ·  The Abbot  ·  The River  ·  Traders & Builders"
    )


def test_the_replay_viewer_says_the_expansions_before_the_first_move(app: App) -> None:
    from goldmines_desktop.ui.table.replay_cursor import replay_of

    state = new_game(SETUP.with_options(inns_cathedrals=True), load_catalogue(), seed=3)
    with text_fit.recording() as drawn:
        app.show("watch", replay_of(state), 0)
        step(app, 2)
    assert any("With The Gold Mines, The Abbot and Inns & Cathedrals" in t for t in drawn)


@pytest.fixture(autouse=True)
def _english() -> object:
    yield
    i18n.set_language("en")
    os.environ["GOLDMINES_LANG"] = "en"
