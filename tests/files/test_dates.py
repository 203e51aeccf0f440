"""Dates in the player's language: the Load and Continue rows and the suggested save names."""

from __future__ import annotations

import time
from datetime import datetime

import pytest

from goldmines_desktop import i18n
from goldmines_desktop.engine import PlayerSetup, Setup, new_game
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.dates import date_label, day, weekday

MOMENT = time.mktime(datetime(2026, 12, 1, 19, 54, 9).timetuple())
DAYS = 24 * 3600


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "1 Dec 2026"), ("nl", "1 dec 2026"), ("de", "1. Dez. 2026"), ("fr", "1 déc. 2026")],
)
def test_a_day_in_each_language(code, expected):
    i18n.set_language(code)
    assert day(datetime(2026, 12, 1)) == expected
    assert date_label(MOMENT, MOMENT + 10 * DAYS).startswith(expected)
    assert "19:54" in date_label(MOMENT, MOMENT + 10 * DAYS)


def test_today_and_yesterday_in_english():
    assert date_label(MOMENT, MOMENT + 60) == "Today at 19:54"
    assert date_label(MOMENT, MOMENT + DAYS) == "Yesterday at 19:54"
    assert date_label(float("inf")) == "Date unknown"


def test_a_save_name_holds_the_date_in_the_language():
    state = new_game(
        Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"))), load_catalogue(), seed=1
    )
    assert weekday(datetime.fromtimestamp(MOMENT)) == "Tuesday 1 December"
    assert saves.default_save_name(state, MOMENT) == "Ann and Bob · Tuesday 1 December"
    i18n.set_language("de")
    assert saves.default_save_name(state, MOMENT) == "Ann und Bob · Dienstag, 1. Dezember"
    i18n.set_language("fr")
    assert saves.default_save_name(state, MOMENT).endswith("mardi 1 décembre")
    i18n.set_language("nl")
    assert saves.default_save_name(state, MOMENT).endswith("dinsdag 1 december")
