"""Choosing the language: the settings remember it, ``--lang`` and ``GOLDMINES_LANG`` choose it
for a session, the Settings card switches every screen at once, and the game starts and draws
in each language."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from ui_helpers import click, make_app, step

from goldmines_desktop import cli, i18n
from goldmines_desktop.ui.scenes.pause import PauseScene, SettingsScene
from goldmines_desktop.ui.settings import FILE, Settings


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("saved", "expected"), [("nl", "nl"), ("fr", "fr"), ("xx", None), (3, None), (None, None)]
)
def test_the_settings_remember_a_known_language_only(tmp_path, saved, expected):
    (tmp_path / FILE).write_text(json.dumps({"language": saved}), encoding="utf-8")
    assert Settings.load(tmp_path).language == expected


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_smoke_test_passes_in_each_language(code, monkeypatch, capsys):
    monkeypatch.setenv(i18n.ENV_VARIABLE, code)
    assert cli.main(["--smoke-test"]) == 0
    assert "smoke test ok" in capsys.readouterr().out
    assert i18n.language() == code


def test_lang_sets_the_sessions_language(monkeypatch):
    monkeypatch.setenv(i18n.ENV_VARIABLE, "en")
    assert cli.main(["--lang", "de", "--smoke-test"]) == 0
    assert os.environ[i18n.ENV_VARIABLE] == "de" and i18n.language() == "de"


def test_lang_is_an_option_of_play_and_demo_too():
    for command in ("play", "demo"):
        args = cli._parser().parse_args([command, "--lang", "nl"])
        assert args.lang == "nl"
    assert cli._parser().parse_args(["--lang", "fr", "play"]).lang == "fr"
    assert cli._parser().parse_args(["replay", "x.json"]).lang is None


def test_the_settings_card_switches_the_language_at_once(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VARIABLE)
    app = make_app()
    try:
        app.show("menu")
        app.open("pause")
        card = app.open("settings")
        assert isinstance(card, SettingsScene)
        step(app)
        for _ in range(2):  # English -> Nederlands -> Deutsch, by the arrow on the right
            box = card.language.value_rect()
            click(app, (box.right - 6, box.centery))
            step(app)
        assert card.title == "Settings" and card.done.label == i18n._("Done")
        assert i18n.language() == "de" and app.settings.language == "de"
        assert Settings.load().language == "de"  # remembered for the next launch
        assert app.top is card and card.language in card.focus.widgets
        assert card.language.value == "de"
        pause = app.scenes[-2]
        assert isinstance(pause, PauseScene)
        click(app, card.done.rect.center)
        step(app)
        assert app.top is pause
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("code", ["nl", "de", "fr"])
def test_goldmines_smoke_test_in_a_fresh_process(code):
    env = {**os.environ, i18n.ENV_VARIABLE: code}
    done = subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", "--smoke-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "smoke test ok" in done.stdout
