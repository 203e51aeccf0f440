"""German in the lessons: the lesson's player is "du" everywhere (never the English "You"),
the hint speaks in the "du" imperative, and a finished lesson's label stays clear of its tick
on the lessons list."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from ui_helpers import click, make_app, step

from goldmines_desktop import i18n
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths, load_lesson
from goldmines_desktop.ui.scenes import lessons as lessons_module
from goldmines_desktop.ui.scenes.lessons import LessonsScene
from goldmines_desktop.ui.table.lesson_coach import LessonCoach, play_through
from goldmines_desktop.ui.table.turn_controller import TurnController
from goldmines_desktop.ui.widgets import controls


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("path", lesson_paths(), ids=[p.stem for p in lesson_paths()])
def test_a_german_lesson_never_says_the_english_you(german: None, path) -> None:
    catalogue = load_catalogue()
    lesson = load_lesson(path, catalogue)
    coach = LessonCoach(lesson, TurnController(lesson.board.start(catalogue, seed=0)))
    said = play_through(coach)
    assert not [line for line in said if "You" in line]
    if path.stem == "03_cities":  # the shared city: you and Robin both score it
        assert "Du und Robin bekommt je 12 Punkte." in said


def test_the_hint_speaks_to_you_as_du(german: None) -> None:
    words = i18n._("Places the tile where it helps you most and keeps your figures for later.")
    assert words.startswith("Leg die Karte") and "heb deine Figuren" in words
    assert not words.startswith("Legt")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_a_done_lessons_label_is_not_under_its_tick(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    i18n.set_language(language)
    drawn: dict[str, pygame.Rect] = {}
    real = controls.blit_text

    def spy(surface: pygame.Surface, text: str, *args, **kwargs) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        drawn[text] = rect
        return rect

    monkeypatch.setattr(controls, "blit_text", spy)
    app = make_app(size)
    try:
        app.settings.lessons_done = [p.stem for p in lesson_paths()]
        app.show("lessons")
        step(app, 2)
        scene = app.top
        assert isinstance(scene, LessonsScene)
        click(app, (1, 1))  # a click beside the buttons changes nothing
        for button in scene.buttons[:-1]:
            assert button.end_room  # every lesson is done: every button has its tick
            label = drawn[button.label]
            radius = lessons_module.px(lessons_module.TICK_RADIUS, lessons_module.ui_scale(size))
            margin = lessons_module.px(lessons_module.TICK_MARGIN, lessons_module.ui_scale(size))
            tick_left = button.rect.right - margin - 2 * radius
            assert label.right <= tick_left, (button.label, label, tick_left)
        heights = [drawn[b.label].height for b in scene.buttons[:-1]]
        assert max(heights) - min(heights) <= 2  # no title shrunk to make room for its tick
    finally:
        app.close()
        i18n.set_language("en")
