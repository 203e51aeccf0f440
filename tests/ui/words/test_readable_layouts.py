"""The re-layouts that keep small-window text at ``READABLE`` (14 px) instead of shrinking it:
a seat's choice and a final-scoring heading on two lines, the coach's costly turns in short
lines, the replay viewer's wider column and taller side panel at 1024x600."""

from __future__ import annotations

import pygame
import pytest

from goldmines_desktop import i18n
from goldmines_desktop.ai.coach import Claim, Lesson
from goldmines_desktop.ui.board.replay_view import COLUMN_LEAST, SIDE_LEAST, replay_layout
from goldmines_desktop.ui.hud import coach_words
from goldmines_desktop.ui.hud.final_scoring import readable_lines
from goldmines_desktop.ui.hud.hud import Hud
from goldmines_desktop.ui.scenes.setup_rows import two_lines
from goldmines_desktop.ui.widgets import text_fit, theme
from goldmines_desktop.ui.widgets.panels import READABLE


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()
    text_fit.reset()


def width(words: str, size: int, style: str = "semibold") -> int:
    return theme.font(size, style).size(words)[0]


def test_a_seat_choice_too_wide_for_one_line_takes_two_keeping_the_dot_on_the_first() -> None:
    room = width("Computer ·", READABLE) + 2  # one line would need far more
    size, lines = two_lines("Computer · normal", 18, room)
    assert size >= READABLE
    assert lines == ["Computer ·", "normal"]
    assert all(width(line, size) <= room for line in lines)
    assert not text_fit.cuts()


def test_a_seat_choice_that_fits_two_lines_nowhere_is_reported() -> None:
    size, lines = two_lines("Computer · makkelijk", 18, width("Comp", READABLE))
    assert size == READABLE and lines
    assert text_fit.cuts()


def test_a_final_scoring_heading_splits_at_its_dot_rather_than_shrinking() -> None:
    heading = "Lingots possédés  ·  points par lingot"
    halves = ["Lingots possédés ·", "points par lingot"]
    room = max(width(half, READABLE) for half in halves) + 4
    assert width(heading, READABLE) > room  # one line would not fit
    size, lines = readable_lines(heading, room, 15, "semibold")
    assert size == READABLE
    assert lines == halves
    assert not text_fit.cuts()


def test_a_heading_that_fits_shrinks_a_little_and_keeps_one_line() -> None:
    room = width("Ingots held  ·  points each", 16) + 1
    size, lines = readable_lines("Ingots held  ·  points each", room, 20, "semibold")
    assert lines == ["Ingots held  ·  points each"] and READABLE <= size <= 16


@pytest.mark.parametrize(
    ("language", "short"),
    [
        ("en", "Turn 9: 13 points given away"),
        ("nl", "Beurt 9: 13 punten laten liggen"),
        ("de", "Zug 9: 13 Punkte verschenkt"),
        ("fr", "Tour 9 : 13 points perdus"),
    ],
)
def test_a_costly_turn_in_short(language: str, short: str) -> None:
    i18n.set_language(language)
    try:
        lesson = Lesson(9, 13, Claim("meeple", "field"), Claim("meeple", "road"), "here")
        assert coach_words.short_turn_sentence(lesson) == short
    finally:
        i18n.set_language("en")


def test_the_replay_viewer_gives_its_side_panel_room_in_a_small_window() -> None:
    pygame.display.set_mode((1, 1))
    hud = Hud((1024, 600), 6)
    layout = replay_layout(hud, (1024, 600))
    assert layout.chart.width >= COLUMN_LEAST
    assert layout.side.height >= SIDE_LEAST
    assert layout.chart.bottom < layout.side.top
    assert layout.board.width > layout.chart.width  # the board keeps the middle
