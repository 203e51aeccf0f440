"""New seats are numbered after their place and never repeat a name; clashes read well.

The first test drives the new-game screen with real posted events (SDL's dummy drivers).
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, post, step

from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.scenes.setup import SetupScene
from goldmines_desktop.ui.table.setup_draft import MAX_SEATS, SeatDraft, SetupDraft

pytestmark = pytest.mark.timeout(120)


def rename(app: App, scene: SetupScene, seat: int, name: str) -> None:
    click(app, scene.rows[seat].name.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    post(pygame.TEXTINPUT, text=name)
    step(app)


def test_a_new_seat_is_named_after_its_place_on_the_screen(app: App) -> None:
    app.reset(SetupScene(app))
    step(app)
    scene = app.top
    assert isinstance(scene, SetupScene)
    rename(app, scene, 0, "Ann")
    click(app, scene.add.rect.center)
    assert [r.name.value for r in scene.rows] == ["Ann", "Player 2", "Player 3"]
    rename(app, scene, 2, "player 4")  # taken whatever its case
    click(app, scene.add.rect.center)
    assert scene.rows[3].name.value == "Player 5"
    click(app, scene.add.rect.center)
    click(app, scene.add.rect.center)
    names = [r.name.value.casefold() for r in scene.rows]
    assert len(names) == MAX_SEATS == len(set(names))
    click(app, scene.start.rect.center)
    assert app.top is not scene  # no clash stopped the game


def seats(*names: str) -> SetupDraft:
    colours = ["red", "blue", "green", "yellow", "black", "pink"]
    return SetupDraft([SeatDraft(n, c) for n, c in zip(names, colours, strict=False)])


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (("Player 1", "Player 2"), "Player 3"),
        (("Ann", "Bob"), "Player 3"),
        (("Player 3", "Bob"), "Player 4"),
        (("Player 3", "Player 4", "Player 5"), "Player 6"),
        (("Ann", " Player 4 ", "Cy"), "Player 5"),
    ],
)
def test_new_seat_names(names: tuple[str, ...], expected: str) -> None:
    draft = seats(*names)
    draft.add_seat()
    assert draft.seats[-1].name == expected
    assert not draft.problems()


def test_clashes_say_both_for_two_seats_and_all_for_more() -> None:
    draft = seats("A", "B", "C", "D")
    for seat in draft.seats[1:3]:
        seat.color = "red"
    draft.seats[3].name = "a"
    assert draft.problems() == ["Seats 1, 2 and 3 are all red", "Seats 1 and 4 have the same name"]
    draft.seats[2].color = "green"
    assert draft.problems()[0] == "Seats 1 and 2 are both red"
