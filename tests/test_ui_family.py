"""The Family records screen: from the main menu, the table, scrolling, back with Escape."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, make_app, step

from goldmines_desktop.files import family_records as fr
from goldmines_desktop.ui.scenes.family import FamilyScene

WHEN = 1_764_676_800


def many_records(names: int) -> None:
    book = fr.Book()
    for i in range(names):
        a = fr.Seat(f"p{i}", f"Player {i}", True, 40 + i, 6, 5, 2)
        b = fr.Seat("ai:hard", "hard", False, 30, 0, 3, 0)
        fr.add_game(book, fr.Result(f"g{i}", (a, b), (i % 2,)), WHEN + i)
    fr.save(book)


@pytest.mark.timeout(60)
def test_menu_opens_family_records_and_escape_goes_back(app):
    many_records(3)
    menu = app.show("menu")
    step(app)
    button = next(b for b in menu.buttons.values() if b.label == "Family records")
    click(app, button.rect.center)
    step(app)
    assert isinstance(app.scenes[-1], FamilyScene)
    assert [p.name for _k, p in app.scenes[-1].book.humans()][0].startswith("Player")
    key(app, pygame.K_ESCAPE)
    assert type(app.scenes[-1]).__name__ == "MainMenuScene"


@pytest.mark.timeout(60)
def test_many_names_scroll_and_fit_small_window():
    many_records(30)
    window = make_app((1024, 600))
    try:
        scene = window.show("family")
        step(window)
        assert scene.content_height > scene.view_rect(window.size).height
        key(window, pygame.K_PAGEDOWN)
        assert scene.scroll > 0
        for _ in range(40):
            key(window, pygame.K_PAGEDOWN)
        bottom = scene.scroll
        assert bottom == scene.content_height - scene.view_rect(window.size).height
        key(window, pygame.K_HOME)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
        step(window)
        assert scene.scroll < bottom
        assert scene.back_button.rect.bottom <= 600
    finally:
        window.close()


@pytest.mark.timeout(60)
def test_no_games_yet_says_so(app):
    scene = app.show("family")
    step(app)
    assert scene.book.people == {} and scene.content_height > 0
