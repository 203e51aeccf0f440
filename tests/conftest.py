"""Shared test set-up: no real display or audio, and the game's files in a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the tests read the English words: the system's language must not change them
os.environ["GOLDMINES_LANG"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    """Every test writes autosaves, saves and settings into its own temporary folder."""
    monkeypatch.setenv("GOLDMINES_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def app():
    """A silent window of 1280x800 stepped frame by frame (``ui_helpers.make_app``), with no
    input left over from an earlier test; closed afterwards."""
    import pygame
    from ui_helpers import make_app

    window = make_app()
    pygame.event.clear()
    yield window
    window.close()


@pytest.fixture(autouse=True)
def _mouse_and_keys_first():
    """Every test starts with the mouse and keys as the input in use (the input mode is one for
    the whole window, so a test that played by controller or touch must not leave it on)."""
    from goldmines_desktop.ui.input import mode

    mode.switch("mouse")
    yield
    mode.switch("mouse")
