"""The Family records screen: from the main menu, the table, scrolling, back with Escape."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, key, make_app, step

from goldmines_desktop.family.book import Book
from goldmines_desktop.family.counting import add_game
from goldmines_desktop.family.results import Result, Seat
from goldmines_desktop.files import family_records as fr
from goldmines_desktop.ui.scenes.family import FamilyScene

WHEN = 1_764_676_800


def read(window, scene: FamilyScene) -> None:
    """Let the screen's reading of the records (off the window's thread) end, then draw."""
    if scene.records is not None:
        assert scene.records.wait(30)
    step(window)


def many_records(names: int) -> None:
    book = Book()
    for i in range(names):
        a = Seat(f"p{i}", f"Player {i}", True, 40 + i, 6, 5, 2)
        b = Seat("ai:hard", "hard", False, 30, 0, 3, 0)
        add_game(book, Result(f"g{i}", (a, b), (i % 2,)), WHEN + i)
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
    read(app, app.scenes[-1])
    assert [p.name for _k, p in app.scenes[-1].book.humans()][0].startswith("Player")
    key(app, pygame.K_ESCAPE)
    assert type(app.scenes[-1]).__name__ == "MainMenuScene"


@pytest.mark.timeout(60)
def test_many_names_scroll_and_fit_small_window():
    many_records(30)
    window = make_app((1024, 600))
    try:
        scene = window.show("family")
        read(window, scene)
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
    read(app, scene)
    assert scene.book.people == {} and scene.content_height > 0


@pytest.mark.timeout(60)
def test_damaged_records_are_worked_out_again_while_the_screen_shows_it(app, monkeypatch):
    many_records(2)
    fr.records_path().write_text("{damaged", encoding="utf-8")
    started = __import__("threading").Event()
    real = fr.rebuild

    def slow_rebuild(skip: str = "") -> Book:
        started.wait(10)  # the screen draws before the records are known
        return real(skip)

    monkeypatch.setattr(fr, "rebuild", slow_rebuild)
    scene = app.show("family")
    step(app, 3)
    assert scene.records is not None and scene.book.people == {}  # the window went on
    started.set()
    read(app, scene)
    assert scene.records is None and "worked out again" in scene.message
    assert any(
        p.name.startswith("family_records.corrupt-") for p in fr.records_path().parent.iterdir()
    )
