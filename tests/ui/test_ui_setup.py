"""The new-game screen, driven by real posted mouse, key and text events.

Headless: SDL's dummy video and audio drivers, and a temporary data directory per test.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402

from goldmines_desktop.engine import Options, PlayerSetup, Setup, new_game  # noqa: E402
from goldmines_desktop.engine.records import parse_record, record_of  # noqa: E402
from goldmines_desktop.ui.app import App  # noqa: E402
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.scenes.menu import MainMenuScene  # noqa: E402
from goldmines_desktop.ui.scenes.setup import SetupScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402
from goldmines_desktop.ui.table.seat_help import SeatHelp  # noqa: E402
from goldmines_desktop.ui.table.setup_draft import SetupDraft  # noqa: E402
from goldmines_desktop.ui.widgets.controls import Widget  # noqa: E402

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), fps=0, audio=Audio(enabled=False), settings=Settings.load())
    yield application
    application.close()


# --------------------------------------------------------------------------- input helpers


def step(app: App, frames: int = 1) -> None:
    app.run(frames)


def post(event_type: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    step(app)


def press(app: App, *keys: int, mod: int = 0) -> None:
    for code in keys:
        post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
        post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
        step(app)


def type_text(app: App, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    step(app)


def clear_field(app: App, widget: Widget) -> None:
    """Click into a text field, select all it holds with Ctrl+A and delete it with Backspace."""
    click(app, widget.rect.center)
    press(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_BACKSPACE)


def tab_to(app: App, scene: SetupScene, widget: Widget) -> None:
    """Press Tab until ``widget`` has the focus (it must be reachable by the keyboard)."""
    for _ in range(len(scene.focus.widgets) + 1):
        if scene.focus.focus is widget:
            return
        press(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the widget")


def right_half(widget: Widget) -> tuple[int, int]:
    return (widget.rect.right - widget.rect.height // 2, widget.rect.centery)


def left_half(widget: Widget) -> tuple[int, int]:
    return (widget.rect.left + widget.rect.height // 2, widget.rect.centery)


def open_setup(app: App) -> SetupScene:
    """From the main menu, click New game."""
    app.reset(MainMenuScene(app))
    step(app)
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    click(app, menu.buttons["New game"].rect.center)
    scene = app.top
    assert isinstance(scene, SetupScene) and len(app.scenes) == 1
    return scene


# --------------------------------------------------------------------------- tests


def test_new_game_opens_the_setup_screen_with_the_defaults(app: App) -> None:
    scene = open_setup(app)
    assert [(r.name.value, r.colour.value, r.kind.value) for r in scene.rows] == [
        ("Player 1", "red", "human"),
        ("Player 2", "blue", "human"),
    ]
    assert scene.goldmines.value and scene.abbot.value
    assert scene.gold_sharing.value == "edition3" and scene.seed.value == ""
    assert scene.focus.focus is scene.start
    assert scene.message is None


def test_mouse_and_typing_build_the_game_that_starts(app: App) -> None:
    scene = open_setup(app)
    click(app, scene.add.rect.center)
    assert len(scene.rows) == 3
    third = scene.rows[2]
    assert (third.name.value, third.colour.value) == ("Player 3", "green")
    clear_field(app, third.name)
    type_text(app, "Cleo")
    click(app, right_half(third.kind))
    click(app, right_half(third.kind))
    assert third.kind.value == "ai:normal"
    click(app, left_half(scene.rows[1].kind))
    assert scene.rows[1].kind.value == "ai:hard"
    assert scene.rows[1].name.value == "Magnus"  # a computer seat gets a name of its level
    click(app, scene.abbot.rect.center)
    click(app, right_half(scene.gold_sharing))
    click(app, scene.seed.rect.center)
    type_text(app, "4x2")  # only digits are kept
    assert scene.seed.value == "42"
    click(app, scene.start.rect.center)

    game = app.top
    assert isinstance(game, GameScene) and len(app.scenes) == 1
    expected = Setup(
        (
            PlayerSetup("Player 1", "red", "human"),
            PlayerSetup("Magnus", "blue", "ai:hard"),
            PlayerSetup("Cleo", "green", "ai:normal"),  # a typed name stays
        ),
        Options(goldmines=True, abbot=False, gold_distribution="round_robin"),
    )
    assert game.state.setup == expected
    assert game.state.draw_order == new_game(expected, app.catalogue, seed=42).draw_order


def test_a_shared_colour_blocks_start_with_a_message_until_fixed(app: App) -> None:
    scene = open_setup(app)
    click(app, left_half(scene.rows[1].colour))  # blue back to red
    assert scene.rows[1].colour.value == "red"
    assert scene.rows[0].colour.warn and scene.rows[1].colour.warn
    click(app, scene.start.rect.center)
    assert app.top is scene
    assert scene.message == "Seats 1 and 2 are both red"
    click(app, right_half(scene.rows[1].colour))
    assert scene.message is None and not scene.rows[0].colour.warn
    click(app, scene.start.rect.center)
    assert isinstance(app.top, GameScene)


def test_an_empty_name_blocks_start_with_a_message(app: App) -> None:
    scene = open_setup(app)
    clear_field(app, scene.rows[1].name)
    type_text(app, "   ")
    click(app, scene.start.rect.center)
    assert app.top is scene
    assert scene.message == "Seat 2 needs a name"
    click(app, scene.rows[1].name.rect.center)
    type_text(app, "Bea")
    assert scene.message is None


def test_names_are_capped_and_two_seats_cannot_share_one(app: App) -> None:
    scene = open_setup(app)
    clear_field(app, scene.rows[1].name)
    type_text(app, "An extraordinarily long name")
    assert len(scene.rows[1].name.value) == 20
    clear_field(app, scene.rows[1].name)
    type_text(app, "player 1")
    click(app, scene.start.rect.center)
    assert scene.message == "Seats 1 and 2 have the same name"


def test_seats_go_from_two_to_six_with_distinct_colours(app: App) -> None:
    scene = open_setup(app)
    assert not any(r.remove.enabled for r in scene.rows)
    for _ in range(6):
        click(app, scene.add.rect.center)
    assert len(scene.rows) == 6 and not scene.add.enabled
    assert len({r.colour.value for r in scene.rows}) == 6
    assert len({r.name.value for r in scene.rows}) == 6
    for _ in range(5):
        click(app, scene.rows[0].remove.rect.center)
    assert len(scene.rows) == 2 and not any(r.remove.enabled for r in scene.rows)


def test_any_seat_can_be_removed_by_mouse_or_keyboard(app: App) -> None:
    scene = open_setup(app)
    for _ in range(2):
        click(app, scene.add.rect.center)
    for row, name in zip(scene.rows, ("Ann", "Bob", "Cleo", "Dee"), strict=True):
        clear_field(app, row.name)
        type_text(app, name)
    click(app, scene.rows[1].remove.rect.center)  # seat 2 of 4
    assert [r.name.value for r in scene.rows] == ["Ann", "Cleo", "Dee"]
    assert [s.name for s in scene.draft.seats] == ["Ann", "Cleo", "Dee"]
    tab_to(app, scene, scene.rows[0].remove)
    press(app, pygame.K_RETURN)  # the keyboard takes Ann's seat away
    assert [r.name.value for r in scene.rows] == ["Cleo", "Dee"]
    assert scene.focus.focus is scene.add  # two seats left: nothing more to remove
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert [p.name for p in game.state.setup.players] == ["Cleo", "Dee"]


def test_computer_seats_get_friendly_names_never_a_humans(app: App) -> None:
    scene = open_setup(app)
    for _ in range(3):
        click(app, scene.add.rect.center)
    clear_field(app, scene.rows[0].name)
    type_text(app, "Tilly")  # a human already called like an easy computer
    for row in scene.rows[1:]:
        click(app, right_half(row.kind))  # every other seat an easy computer
    names = [r.name.value for r in scene.rows]
    assert names[0] == "Tilly" and len({n.casefold() for n in names}) == 5
    assert all(not n.startswith("Player") for n in names)
    click(app, left_half(scene.rows[2].kind))  # back to a human
    assert scene.rows[2].name.value == "Player 3"
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert [p.name for p in game.state.setup.players] == [r.name for r in scene.draft.seats]
    assert game.view.hud_view(game.input).state.players[1].name == names[1]


def test_each_players_help_is_chosen_and_remembered_by_name(app: App) -> None:
    scene = open_setup(app)
    clear_field(app, scene.rows[0].name)
    type_text(app, "Gran")
    tab_to(app, scene, scene.rows[0].help)
    press(app, pygame.K_LEFT)  # All help -> No help
    assert scene.draft.seats[0].help == SeatHelp(False, False, False)
    click(app, right_half(scene.rows[1].kind))
    assert not scene.rows[1].help.enabled  # a computer needs no help
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert Settings.load().help_for("Gran") == SeatHelp(False, False, False)
    assert "hint" not in game.view.step_buttons(game.input)  # Gran's turn: no hint
    app.settings = Settings.load()
    again = open_setup(app)
    assert again.draft.seats[0].name == "Gran" and again.rows[0].help.value == "---"
    clear_field(app, again.rows[1].name)
    type_text(app, "Gran")  # typing a remembered name brings back that player's help
    assert again.draft.seats[1].help == SeatHelp(False, False, False)


def test_the_last_setup_is_remembered_and_restored(app: App) -> None:
    scene = open_setup(app)
    click(app, scene.add.rect.center)
    click(app, right_half(scene.rows[2].kind))
    click(app, scene.goldmines.rect.center)
    assert not scene.gold_sharing.enabled  # gold sharing only matters with gold
    click(app, scene.seed.rect.center)
    type_text(app, "7")
    click(app, scene.start.rect.center)
    assert isinstance(app.top, GameScene)
    assert Settings.load().last_setup == app.settings.last_setup

    app.settings = Settings.load()
    again = open_setup(app)
    assert [(r.name.value, r.colour.value, r.kind.value) for r in again.rows] == [
        ("Player 1", "red", "human"),
        ("Player 2", "blue", "human"),
        ("Bo", "green", "ai:easy"),
    ]
    assert not again.goldmines.value and again.abbot.value
    assert again.seed.value == ""  # every new game gets a fresh shuffle unless asked


def test_a_malformed_last_setup_falls_back_to_the_defaults() -> None:
    assert SetupDraft.from_dict({"players": [{"name": "Solo", "color": "red"}]}) == SetupDraft()
    assert SetupDraft.from_dict("nonsense") == SetupDraft()
    bad_seat = {"name": "X", "color": "purple"}
    draft = SetupDraft.from_dict(
        {
            "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}, bad_seat],
            "options": {"abbot": "yes", "gold_distribution": "round_robin"},
        }
    )
    assert [s.name for s in draft.seats] == ["A", "B"]
    assert draft.abbot and draft.gold_distribution == "round_robin"


def test_the_whole_screen_works_from_the_keyboard(app: App) -> None:
    app.settings.welcomed = True  # not the first launch (that offers Learn to play first)
    app.reset(MainMenuScene(app))
    step(app)
    press(app, pygame.K_RETURN)  # New game has the focus in the menu
    scene = app.top
    assert isinstance(scene, SetupScene)
    tab_to(app, scene, scene.add)
    press(app, pygame.K_RETURN)
    assert len(scene.rows) == 3
    third = scene.rows[2]
    tab_to(app, scene, third.name)
    type_text(app, "Dee")  # the focus selected "Player 3", so typing replaces it
    press(app, pygame.K_RETURN)  # Enter in a name field moves on, like Tab
    assert scene.focus.focus is third.colour
    press(app, pygame.K_RIGHT)
    assert third.colour.value == "yellow"
    press(app, pygame.K_TAB, pygame.K_LEFT)
    assert third.kind.value == "ai:hard"
    tab_to(app, scene, scene.goldmines)
    press(app, pygame.K_SPACE)
    assert not scene.goldmines.value
    press(app, pygame.K_RETURN)
    assert scene.goldmines.value
    tab_to(app, scene, scene.gold_sharing)
    press(app, pygame.K_RIGHT)
    tab_to(app, scene, scene.seed)
    type_text(app, "123")
    tab_to(app, scene, scene.start)
    press(app, pygame.K_RETURN)
    game = app.top
    assert isinstance(game, GameScene)
    players = [(p.name, p.color, p.kind) for p in game.state.setup.players]
    assert players[2] == ("Dee", "yellow", "ai:hard")
    assert game.state.setup.options.gold_distribution == "round_robin"
    assert game.state.seed == 123


def test_shift_tab_goes_backwards_and_esc_returns_to_the_menu(app: App) -> None:
    scene = open_setup(app)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focus.focus is scene.back
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenuScene)
    open_setup(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene) and len(app.scenes) == 1


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
def test_every_control_fits_the_window_without_overlapping(size: tuple[int, int]) -> None:
    application = App(size, fps=0, audio=Audio(enabled=False), settings=Settings())
    try:
        application.reset(SetupScene(application))
        scene = application.top
        assert isinstance(scene, SetupScene)
        for _ in range(4):
            scene.add_seat()
        step(application)
        window = application.screen.get_rect()
        widgets = scene.focus.widgets
        for index, widget in enumerate(widgets):
            assert window.contains(widget.rect), widget
            for other in widgets[index + 1 :]:
                assert not widget.rect.colliderect(other.rect), (widget, other)
        for panel in scene.panels:
            assert window.contains(panel)
    finally:
        application.close()


def test_the_river_option_starts_a_river_game_and_is_remembered(app: App) -> None:
    scene = open_setup(app)
    assert not scene.river.value  # off by default
    click(app, scene.river.rect.center)
    assert scene.river.value
    click(app, scene.seed.rect.center)
    type_text(app, "5")
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    state = game.state
    assert state.setup.options.river
    assert state.board[(0, 0)].code == "RV_A"  # the spring is the start tile
    assert state.tile is not None and state.tile.startswith("RV_")
    assert Settings.load().last_setup["options"]["river"] is True

    app.settings = Settings.load()
    again = open_setup(app)
    assert again.river.value


def test_the_river_is_off_when_the_last_setup_does_not_say() -> None:
    draft = SetupDraft.from_dict(
        {"players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}]}
    )
    assert not draft.river and not draft.to_setup().options.river
    draft = SetupDraft.from_dict({**draft.to_dict(), "options": {"river": "yes"}})
    assert not draft.river


# --------------------------------------------------------------------------- what a record takes

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # man, woman, girl: one joined picture


def type_key(app: App, char: str, key: int) -> None:
    """A key as a keyboard sends it: KEYDOWN with its character, the TEXTINPUT, KEYUP."""
    post(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)
    post(pygame.TEXTINPUT, text=char)
    post(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)
    step(app)


@pytest.mark.slow
@pytest.mark.parametrize(
    "typed",
    ["²", "³", "١", "٣", "½", "-", "x", " ", "𝟗"],  # French ², Arabic-Indic digits, math 9
)
def test_the_seed_field_refuses_other_digits_in_words(app: App, typed: str) -> None:
    scene = open_setup(app)
    click(app, scene.seed.rect.center)
    type_key(app, "4", pygame.K_4)
    type_key(app, typed, ord(typed) if ord(typed) < 0x110000 else 0)
    assert scene.seed.value == "4"
    assert scene.message == "The shuffle number takes only the digits 0 to 9."
    type_key(app, "2", pygame.K_2)
    assert scene.seed.value == "42" and scene.message is None
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert game.state.draw_order == new_game(game.state.setup, app.catalogue, 42).draw_order


def test_the_seed_field_says_how_many_digits_it_takes(app: App) -> None:
    scene = open_setup(app)
    click(app, scene.seed.rect.center)
    type_text(app, "12345678901234")
    assert scene.seed.value == "1234567890"
    assert scene.message == "The shuffle number has at most 10 digits."
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene) and game.state.seed == 1234567890
    assert parse_record(record_of(game.state)).seed == 1234567890


INVISIBLE = ["\u00ad", "\u200b", "\u200d", "\u202e", "\u2060", "\ufe0f", "\u3164", "\U000e0001"]
INVISIBLE += ["\U000e0100", "\u034f", "\u061c", "\ufeff", "\ue000", "\u0378"]


@pytest.mark.slow
@pytest.mark.parametrize("char", INVISIBLE, ids=lambda c: f"U+{ord(c):04X}")
def test_a_name_that_draws_nothing_is_refused_with_one_line(app: App, char: str) -> None:
    scene = open_setup(app)
    clear_field(app, scene.rows[1].name)
    type_text(app, "Bo")
    type_text(app, char)
    assert scene.rows[1].name.value == f"Bo{char}"
    message = scene.message
    assert message is not None and message.startswith(
        "Seat 2 has an invisible or unknown character in the name: U+"
    )
    click(app, scene.start.rect.center)
    assert app.top is scene and scene.message == message
    click(app, scene.rows[1].name.rect.center)
    press(app, pygame.K_END, pygame.K_BACKSPACE)
    type_text(app, "b")
    assert scene.message is None
    click(app, scene.start.rect.center)
    assert isinstance(app.top, GameScene)
    assert app.top.state.players[1].name == "Bob"


def test_a_name_of_only_an_invisible_character_is_refused(app: App) -> None:
    scene = open_setup(app)
    clear_field(app, scene.rows[0].name)
    type_text(app, "\u200b")
    click(app, scene.start.rect.center)
    assert app.top is scene
    assert scene.message == (
        "Seat 1 has an invisible or unknown character in the name: U+200B ZERO WIDTH SPACE"
    )
    clear_field(app, scene.rows[0].name)
    type_text(app, "\u0301")  # an accent on nothing
    assert scene.message == "Seat 1 needs a name with at least one letter, digit or symbol"


def test_a_family_emoji_is_a_name(app: App) -> None:
    scene = open_setup(app)
    clear_field(app, scene.rows[1].name)
    type_text(app, f"{FAMILY} \u2764\ufe0f")
    assert scene.rows[1].name.value == f"{FAMILY} \u2764\ufe0f"
    assert scene.message is None
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    assert game.state.players[1].name == f"{FAMILY} \u2764\ufe0f"
    assert parse_record(record_of(game.state)).setup == game.state.setup


def test_a_remembered_name_that_draws_nothing_is_shown_refused(app: App) -> None:
    app.settings.last_setup = {
        "players": [{"name": "Ann", "color": "red"}, {"name": "\u2060Bob", "color": "blue"}]
    }
    scene = open_setup(app)
    assert scene.rows[1].name.value == "\u2060Bob"
    assert scene.message is not None and "U+2060 WORD JOINER" in scene.message
    step(app, 2)  # drawn without a fault
    click(app, scene.start.rect.center)
    assert app.top is scene
