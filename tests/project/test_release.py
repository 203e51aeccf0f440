"""The release builds' parts: the icon files, the version, the Linux menu entry, build.spec's
choice per system, the Windows version resource and the Linux download."""

from __future__ import annotations

import io
import os
import shutil
import stat
import struct
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_helpers import make_app

from goldmines_desktop import __version__
from goldmines_desktop import desktop_entry as entry
from goldmines_desktop import version as version_module
from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.icon import PNG_SIZES, icon_png, icon_surface
from goldmines_desktop.tools.make_icon import ICNS_TYPES, ICO_SIZES, write_icons
from goldmines_desktop.tools.package_release import linux_tarball
from goldmines_desktop.tools.version_resource import version_numbers, version_resource
from goldmines_desktop.ui import app as app_module
from goldmines_desktop.ui import window_size
from goldmines_desktop.version import version

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

pytestmark = pytest.mark.timeout(120)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# --- the icon ----------------------------------------------------------------------------------


def test_the_icon_is_a_rounded_tile_with_a_red_meeple_and_gold() -> None:
    surface = icon_surface(64)
    assert surface.get_size() == (64, 64)
    assert surface.get_at((0, 0)).a == 0  # rounded corners: transparent outside the tile
    assert surface.get_at((32, 4)).a == 255  # the rim along the top edge
    red = pal.PLAYER_COLOURS["red"].rgb

    def near(pixel: pygame.Color, rgb: tuple[int, int, int]) -> bool:
        return pixel.a == 255 and sum(abs(pixel[i] - rgb[i]) for i in range(3)) < 40

    pixels = [surface.get_at((x, y)) for x in range(64) for y in range(64)]
    assert sum(near(p, red) for p in pixels) > 0.08 * len(pixels)
    assert sum(near(p, pal.GOLD) or near(p, pal.GOLD_LIGHT) for p in pixels) > 0.04 * len(pixels)


def test_icon_pngs_are_the_same_bytes_every_time() -> None:
    first = icon_png(48)
    icon_surface.cache_clear()
    assert icon_png(48) == first
    assert png_size(first) == (48, 48)


def test_the_ico_file_holds_a_png_per_windows_size(tmp_path: Path) -> None:
    write_icons(tmp_path)
    data = (tmp_path / "goldmines.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    assert ICO_SIZES == (16, 24, 32, 48, 64, 128, 256)
    end = 6 + 16 * count
    for i, size in enumerate(ICO_SIZES):
        w, h, colours, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert (w or 256, h or 256) == (size, size)
        assert (colours, planes, bits) == (0, 1, 32)
        assert offset == end  # the images follow each other with nothing between
        assert png_size(data[offset : offset + length]) == (size, size)
        end = offset + length
    assert end == len(data)


def test_the_icns_file_holds_the_png_types_macos_reads(tmp_path: Path) -> None:
    write_icons(tmp_path)
    data = (tmp_path / "goldmines.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found: dict[bytes, tuple[int, int]] = {}
    at = 8
    while at < len(data):
        kind = data[at : at + 4]
        (length,) = struct.unpack(">I", data[at + 4 : at + 8])
        found[kind] = png_size(data[at + 8 : at + length])
        at += length
    assert at == len(data)
    assert found == {kind: (size, size) for kind, size in ICNS_TYPES}
    assert {b"ic07", b"ic08", b"ic09", b"ic10", b"icp4", b"icp5"} <= set(found)


def test_the_png_icons_come_in_the_linux_sizes(tmp_path: Path) -> None:
    written = write_icons(tmp_path)
    assert {p.name for p in written} == {f"goldmines-{s}.png" for s in PNG_SIZES} | {
        "goldmines.ico",
        "goldmines.icns",
    }
    for size in PNG_SIZES:
        picture = pygame.image.load(str(tmp_path / f"goldmines-{size}.png"))
        assert picture.get_size() == (size, size)


def test_the_window_shows_the_icon(monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[pygame.Surface] = []
    monkeypatch.setattr(app_module.pygame.display, "set_icon", shown.append)
    app = make_app()
    try:
        assert len(shown) == 1
        icon = shown[0]
        assert icon.get_size() == (window_size.WINDOW_ICON_SIZE,) * 2
        expected = icon_surface(window_size.WINDOW_ICON_SIZE)
        assert pygame.image.tobytes(icon, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    finally:
        app.close()


# --- the version -------------------------------------------------------------------------------


def run_goldmines(
    *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
    )


def test_version_prints_the_package_version() -> None:
    result = run_goldmines("--version")
    assert result.returncode == 0
    assert result.stdout == f"goldmines {version()}\n"
    assert version() == __version__  # what the frozen build, without metadata, reports


def test_without_package_metadata_the_version_is_the_source_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def missing(name: str) -> str:
        raise version_module.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(version_module.metadata, "version", missing)
    assert version() == __version__


def test_simulate_results_carry_the_version() -> None:
    result = run_goldmines("simulate", "--games", "1", "--json")
    assert result.returncode == 0, result.stderr
    assert '"version": "' + version() + '"' in result.stdout


# --- the Linux menu entry ----------------------------------------------------------------------


def desktop_keys(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    return {**env, "HOME": str(home), **extra}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is for Linux")
def test_install_desktop_entry_into_a_fresh_home_and_again(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    first = run_goldmines("--install-desktop-entry", env=clean_env(home))
    assert first.returncode == 0, first.stderr
    desktop = home / ".local/share/applications/goldmines.desktop"
    assert first.stdout == f"Gold Mines is now in the applications menu (entry: {desktop}).\n"
    keys = desktop_keys(desktop.read_text(encoding="utf-8"))
    assert keys["Type"] == "Application"
    assert keys["Name"] == "Gold Mines"
    assert keys["Icon"] == "goldmines"
    assert keys["StartupWMClass"] == "goldmines"
    assert keys["Terminal"] == "false"
    program = keys["Exec"].split(" ")[0]
    assert os.access(program, os.X_OK)  # the goldmines script, or this Python with -m
    for size in PNG_SIZES:
        icon = home / f".local/share/icons/hicolor/{size}x{size}/apps/goldmines.png"
        assert png_size(icon.read_bytes()) == (size, size)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True, timeout=30
        )
        assert check.returncode == 0 and check.stdout == "", check.stdout + check.stderr
    written = {p: p.stat().st_mtime_ns for p in home.rglob("*") if p.is_file()}
    again = run_goldmines("--install-desktop-entry", env=clean_env(home))
    assert again.returncode == 0
    assert again.stdout == f"Gold Mines is already in the applications menu (entry: {desktop}).\n"
    assert {p: p.stat().st_mtime_ns for p in home.rglob("*") if p.is_file()} == written


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is for Linux")
def test_install_desktop_entry_follows_xdg_data_home(tmp_path: Path) -> None:
    data = tmp_path / "data"
    result = run_goldmines(
        "--install-desktop-entry", env=clean_env(tmp_path / "home", XDG_DATA_HOME=str(data))
    )
    assert result.returncode == 0, result.stderr
    assert (data / "applications/goldmines.desktop").is_file()
    assert (data / "icons/hicolor/32x32/apps/goldmines.png").is_file()
    assert not (tmp_path / "home").exists()


def test_install_desktop_entry_refuses_other_systems_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "win32")
    assert entry.install_command() == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "for Linux" in err
    assert list(tmp_path.iterdir()) == []


def test_install_desktop_entry_says_why_it_cannot_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    monkeypatch.setattr(sys, "platform", "linux")
    assert entry.install_command() == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("goldmines: the menu entry could not be written")


def test_exec_quotes_paths_as_the_desktop_entry_specification_asks() -> None:
    assert entry.exec_value(["/opt/goldmines"]) == "/opt/goldmines"
    assert entry.exec_value(["/home/ann/My Games/goldmines"]) == '"/home/ann/My Games/goldmines"'
    # "$" and "\" are escaped inside the quotes, then every backslash doubled for the file
    assert entry.exec_value(["/a$b/go"]) == '"/a\\\\$b/go"'
    assert entry.exec_value(["/100%/go"]) == "/100%%/go"
    assert entry.exec_value(["/usr/bin/python3", "-m", "goldmines_desktop"]) == (
        "/usr/bin/python3 -m goldmines_desktop"
    )


def test_data_home_ignores_a_relative_xdg_data_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")
    assert entry.data_home() == Path.home() / ".local" / "share"


# --- build.spec --------------------------------------------------------------------------------


class Recorder:
    """Stands in for PyInstaller's spec classes and remembers how each was called."""

    def __init__(self, calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]], name: str):
        self.calls, self.name = calls, name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls.append((self.name, args, kwargs))
        return type(self.name, (), {"pure": [], "scripts": [], "binaries": ["B"], "datas": ["D"]})


def run_spec(platform: str, work: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []
    names = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    namespace: dict[str, Any] = {n: Recorder(calls, n) for n in names}
    namespace.update(SPECPATH=str(ROOT), workpath=str(work), __name__="__main__")
    monkeypatch.setattr(sys, "platform", platform)
    exec(compile((ROOT / "build.spec").read_text(), "build.spec", "exec"), namespace)
    monkeypatch.undo()
    made = {name: (args, kwargs) for name, args, kwargs in calls}
    assert [name for name, _, _ in calls].count("EXE") == 1
    return {"mode": namespace["MODE"], "made": made}


def test_build_spec_keeps_the_linux_one_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = run_spec("linux", tmp_path, monkeypatch)
    assert spec["mode"] == "onefile"
    assert set(spec["made"]) == {"Analysis", "PYZ", "EXE"}
    args, kwargs = spec["made"]["EXE"]
    assert ["B"] in args and ["D"] in args  # libraries and data inside the one file
    assert kwargs["name"] == "goldmines" and kwargs["strip"] is True and kwargs["console"]
    assert "numpy" in spec["made"]["Analysis"][1]["excludes"]


def test_build_spec_gives_windows_one_folder_with_icon_and_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = run_spec("win32", tmp_path, monkeypatch)
    assert spec["mode"] == "onedir"
    assert set(spec["made"]) == {"Analysis", "PYZ", "EXE", "COLLECT"}
    kwargs = spec["made"]["EXE"][1]
    assert kwargs["exclude_binaries"] is True and kwargs["console"] is False
    assert Path(kwargs["icon"]).read_bytes()[:4] == b"\x00\x00\x01\x00"  # an ICO
    assert "StringStruct('ProductVersion', '" + __version__ + "')" in Path(
        kwargs["version"]
    ).read_text(encoding="utf-8")
    assert spec["made"]["COLLECT"][1]["name"] == "goldmines"


def test_build_spec_gives_macos_an_app_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = run_spec("darwin", tmp_path, monkeypatch)
    assert spec["mode"] == "app"
    assert set(spec["made"]) == {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"}
    assert spec["made"]["EXE"][1]["version"] is None  # the version resource is for Windows
    bundle = spec["made"]["BUNDLE"][1]
    assert bundle["name"] == "Gold Mines.app"
    assert bundle["version"] == __version__
    assert Path(bundle["icon"]).read_bytes()[:4] == b"icns"
    assert bundle["info_plist"]["CFBundleShortVersionString"] == __version__


# --- the Windows version resource --------------------------------------------------------------


def test_version_numbers_are_four_small_numbers() -> None:
    assert version_numbers("0.1.0") == (0, 1, 0, 0)
    assert version_numbers("1.2rc1") == (1, 2, 0, 0)
    assert version_numbers("2.3.4.5.6") == (2, 3, 4, 5)
    assert version_numbers("70000") == (65535, 0, 0, 0)


def test_version_resource_is_a_version_info_expression() -> None:
    """The text evaluates with PyInstaller's class names (as PyInstaller reads it)."""
    seen: dict[str, Any] = {}

    def record(name: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
            seen.setdefault(name, []).append((args, kwargs))
            return (name, args, kwargs)

        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct")
    namespace = {n: record(n) for n in (*names, "VarFileInfo", "VarStruct")}
    eval(version_resource("1.2.3"), namespace)  # noqa: S307 - our own generated text
    fixed = seen["FixedFileInfo"][0][1]
    assert fixed["filevers"] == fixed["prodvers"] == (1, 2, 3, 0)
    strings = dict(args for args, _ in seen["StringStruct"])
    assert strings["FileVersion"] == strings["ProductVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "goldmines.exe"


# --- the Linux download ------------------------------------------------------------------------


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux download")
def test_linux_download_holds_the_program_entry_icon_and_an_install_script(
    tmp_path: Path,
) -> None:
    dist = tmp_path / "dist"
    dist.mkdir()
    # A stand-in for the one-file build that notes how install.sh runs it.
    program = dist / "goldmines"
    program.write_text('#!/bin/sh\necho "$0 $*" >> "$HOME/ran"\n')
    program.chmod(0o755)
    tarball = linux_tarball(dist, tmp_path / "out", "1.2.3", packaging=ROOT / "packaging")
    top = tarball.name.removesuffix(".tar.gz")
    assert top.startswith("goldmines-1.2.3-linux-")
    with tarfile.open(tarball) as tar:
        members = {m.name: m for m in tar.getmembers()}
        names = {f"{top}/{n}" for n in ("goldmines", "install.sh", "goldmines.desktop")}
        assert names | {top, f"{top}/goldmines.png"} == set(members)
        for name in (f"{top}/goldmines", f"{top}/install.sh"):
            assert members[name].mode & stat.S_IXUSR
        icon = tar.extractfile(f"{top}/goldmines.png")
        assert icon is not None and png_size(icon.read()) == (256, 256)
        desktop = tar.extractfile(f"{top}/goldmines.desktop")
        assert desktop is not None
        assert desktop_keys(io.TextIOWrapper(desktop, "utf-8").read())["Exec"] == "goldmines"
        tar.extractall(tmp_path / "unpacked", filter="data")
    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        ["./install.sh"],
        cwd=tmp_path / "unpacked" / top,
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    installed = home / ".local/bin/goldmines"
    assert os.access(installed, os.X_OK)
    assert (home / "ran").read_text() == f"{installed} --install-desktop-entry\n"
