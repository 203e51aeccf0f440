"""The game's data files are found from a checkout, an installed wheel and a PyInstaller bundle."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from goldmines_desktop.files import resources

ROOT = Path(__file__).resolve().parents[2]


def test_checkout_finds_art_sounds_and_fonts():
    assert resources.art_path("tiles.tsx").is_file()
    assert resources.art_path("catalogue.tmx").is_file()
    assert resources.sound_path("tile_placed.wav").is_file()
    assert resources.art_path("fonts", "Cabin-Regular.otf").is_file()


def test_bundle_folder_is_preferred(tmp_path, monkeypatch):
    bundled = tmp_path / "goldmines_desktop" / "art"
    bundled.mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.data_dir.cache_clear()
    try:
        assert resources.data_dir("art") == bundled
    finally:
        resources.data_dir.cache_clear()


def test_missing_folder_is_a_clear_error(monkeypatch):
    resources.data_dir.cache_clear()
    try:
        with pytest.raises(FileNotFoundError, match="nothing/ folder is missing"):
            resources.data_dir("nothing")
    finally:
        resources.data_dir.cache_clear()


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_the_wheel_ships_art_sounds_and_fonts_inside_the_package(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    (wheel,) = tmp_path.glob("goldmines_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "goldmines_desktop/art/tiles.tsx",
        "goldmines_desktop/art/catalogue.tmx",
        "goldmines_desktop/art/lessons/01_place_a_tile.tmx",
        "goldmines_desktop/art/fonts/Cabin-Regular.otf",
        "goldmines_desktop/art/fonts/OFL-Cabin.txt",
        "goldmines_desktop/sounds/ingot_drop.wav",
        "goldmines_desktop/engine/rules.py",
    ):
        assert needed in names, needed
    # The game paints tiles and figures itself: their pictures are not shipped.
    assert not [
        n
        for n in names
        if n.startswith(("goldmines_desktop/art/tiles/", "goldmines_desktop/art/figures/"))
    ]
    entry = next(n for n in names if n.endswith("entry_points.txt"))
    assert "goldmines = goldmines_desktop.cli:main" in zipfile.ZipFile(wheel).read(entry).decode()
