"""Text fields on the new-game screen, edited with real posted mouse, key and text events.

Headless (SDL's dummy drivers). Under the dummy driver SDL keeps a clipboard of its own, so copy
and paste are checked for real; a clipboard that cannot be reached is simulated.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, post, step

from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.scenes.setup import SetupScene
from goldmines_desktop.ui.widgets import text_input
from goldmines_desktop.ui.widgets.text_input import TextInput, one_line
from goldmines_desktop.ui.widgets.theme import TEXT_SELECTION

pytestmark = pytest.mark.timeout(120)

CTRL = pygame.KMOD_LCTRL
SHIFT = pygame.KMOD_LSHIFT


@pytest.fixture
def scene(app: App) -> SetupScene:
    app.reset(SetupScene(app))
    step(app)
    top = app.top
    assert isinstance(top, SetupScene)
    return top


def type_text(app: App, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    step(app)


def point_at(field: TextInput, index: int) -> tuple[int, int]:
    """The screen point of the gap before character ``index``."""
    return (field._x_of(index), field.rect.centery)


def selection_pixels(app: App, field: TextInput) -> int:
    """How many pixels of the field are painted in the selection colour."""
    area = app.screen.subsurface(field.rect)
    colour = pygame.Color(*TEXT_SELECTION)
    return sum(
        area.get_at((x, y)) == colour
        for x in range(area.get_width())
        for y in range(area.get_height())
    )


def test_clicking_into_a_field_selects_its_text_so_typing_replaces_it(
    app: App, scene: SetupScene
) -> None:
    name = scene.rows[0].name
    click(app, name.rect.center)
    assert scene.focus.focus is name and name.selected_text == "Player 1"
    assert selection_pixels(app, name) > 0  # the selection is drawn highlighted
    type_text(app, "Ann")
    assert name.value == "Ann" and scene.draft.seats[0].name == "Ann"
    assert selection_pixels(app, name) == 0


def test_tab_into_a_field_selects_it_too(app: App, scene: SetupScene) -> None:
    second = scene.rows[1].name
    while scene.focus.focus is not second:
        key(app, pygame.K_TAB)
    assert second.selected_text == "Player 2"
    type_text(app, "Bob")
    assert second.value == "Bob"


def test_a_second_click_puts_the_cursor_at_the_clicked_character(
    app: App, scene: SetupScene
) -> None:
    name = scene.rows[0].name
    click(app, name.rect.center)
    click(app, point_at(name, 3))
    assert name.cursor == 3 and name.selected_text == ""
    type_text(app, "X")
    assert name.value == "PlaXyer 1"
    click(app, (name.rect.right - 4, name.rect.centery))  # right of the text: its end
    assert name.cursor == len(name.value)


def test_dragging_selects_the_characters_passed_over(app: App, scene: SetupScene) -> None:
    name = scene.rows[0].name
    click(app, name.rect.center)  # focus: all selected
    start, end = point_at(name, 0), point_at(name, 6)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    step(app)
    assert name.selected_text == "Player"
    type_text(app, "Seat")
    assert name.value == "Seat 1"


def test_keys_move_select_and_delete(app: App, scene: SetupScene) -> None:
    name = scene.rows[0].name
    click(app, name.rect.center)
    key(app, pygame.K_END)
    assert name.cursor == 8 and name.selected_text == ""
    key(app, pygame.K_LEFT, SHIFT)
    key(app, pygame.K_LEFT, SHIFT)
    assert name.selected_text == " 1"
    type_text(app, "s")
    assert name.value == "Players"
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT, SHIFT)
    key(app, pygame.K_DELETE)
    assert name.value == "layers"
    key(app, pygame.K_END, SHIFT)
    assert name.selected_text == "layers"
    key(app, pygame.K_LEFT)  # collapses the selection to its start
    assert name.cursor == 0 and name.selected_text == ""
    key(app, pygame.K_HOME, SHIFT)
    key(app, pygame.K_a, CTRL)
    assert name.selected_text == "layers"
    key(app, pygame.K_BACKSPACE)
    assert name.value == "" and scene.draft.seats[0].name == ""


def test_ctrl_backspace_deletes_the_previous_word(app: App, scene: SetupScene) -> None:
    name = scene.rows[0].name
    click(app, name.rect.center)
    type_text(app, "Anna Maria Bo")
    key(app, pygame.K_BACKSPACE, CTRL)
    assert name.value == "Anna Maria "
    key(app, pygame.K_BACKSPACE, CTRL)
    assert name.value == "Anna "
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE, CTRL)
    assert name.value == " "
    key(app, pygame.K_RIGHT, CTRL | SHIFT)
    assert name.selected_text == " "


def test_pointing_at_another_control_leaves_the_typing_in_the_field(
    app: App, scene: SetupScene
) -> None:
    name = scene.rows[0].name
    click(app, name.rect.center)
    post(pygame.MOUSEMOTION, pos=scene.rows[0].kind.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    type_text(app, "Cy")
    assert scene.focus.focus is name and name.value == "Cy"
    assert scene.rows[0].kind.hovered


def test_copy_cut_and_paste_through_the_clipboard(app: App, scene: SetupScene) -> None:
    first, second = scene.rows[0].name, scene.rows[1].name
    click(app, first.rect.center)
    key(app, pygame.K_c, CTRL)
    assert pygame.scrap.get_text() == "Player 1"
    click(app, second.rect.center)
    key(app, pygame.K_v, CTRL)
    assert second.value == "Player 1"
    key(app, pygame.K_LEFT, SHIFT)
    key(app, pygame.K_x, CTRL)
    assert second.value == "Player " and pygame.scrap.get_text() == "1"
    pygame.scrap.put_text("Dee\r\n\tDee\x07 and a name far too long to fit")
    key(app, pygame.K_a, CTRL)
    key(app, pygame.K_v, CTRL)
    assert second.value == "Dee Dee and a name f"  # one line, no control characters, 20 long


def test_paste_into_the_seed_keeps_only_digits(app: App, scene: SetupScene) -> None:
    pygame.scrap.put_text("seed: 4 2\n7")
    click(app, scene.seed.rect.center)
    key(app, pygame.K_v, CTRL)
    assert scene.seed.value == "427"


def test_paste_without_a_clipboard_does_nothing(
    app: App, scene: SetupScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    def unavailable(*_: object) -> str:
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "get_text", unavailable)
    monkeypatch.setattr(pygame.scrap, "put_text", unavailable)
    name = scene.rows[0].name
    click(app, name.rect.center)
    key(app, pygame.K_v, CTRL)
    key(app, pygame.K_x, CTRL)  # a cut that cannot copy keeps the text
    assert name.value == "Player 1"
    assert text_input.clipboard_text() == ""


def test_pasted_text_is_made_one_line() -> None:
    assert one_line("  Ann\n\nBob\t\x00Cy  ") == "Ann Bob Cy"
    assert one_line("\x1b[0m") == "[0m"
    assert one_line("") == ""
