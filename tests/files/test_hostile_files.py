"""Hostile files and folders around the game's writers and readers.

The settings file fuzzed field by field (every field checked for its type and range, one
notice, the bad file kept aside byte for byte); links planted where the writers put their
temporary files and in place of the data folder's own folders; the poster's failures leaving
nothing behind; the crash reports pruned past odd entries named like reports; the menu entry in
a hostile home (an empty ``HOME``, an icon that is a link to ``/dev/zero``, an entry that is a
FIFO), run as a real command with a timeout.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import fields
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ui_helpers import game, read_lists

from goldmines_desktop.engine import record_of
from goldmines_desktop.files import crash_reports, saves, unfinished_games
from goldmines_desktop.files.record_files import write_json_atomic
from goldmines_desktop.files.safe_paths import NotAFolder, own_folder, read_small_file
from goldmines_desktop.files.save_headers import HEADERS
from goldmines_desktop.i18n import LANGUAGES
from goldmines_desktop.simulate import play_random_game, random_setup
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.audio import Audio
from goldmines_desktop.ui.board.poster import posters_dir, save_poster
from goldmines_desktop.ui.scenes.crash import NOT_REPORTED, CrashScene
from goldmines_desktop.ui.scenes.menu import SETTINGS_HEADING, MainMenuScene
from goldmines_desktop.ui.settings import ANIMATION_SPEEDS, FILE, UI_SCALES, Settings
from goldmines_desktop.ui.table.seat_help import SeatHelp
from goldmines_desktop.ui.table.setup_draft import SetupDraft

pytestmark = pytest.mark.timeout(240)

FIELDS = [f.name for f in fields(Settings) if f.name != "notice"]
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
# values the game itself writes, so the fuzz also walks the good paths and their neighbours
GOOD = st.sampled_from(
    [
        0.0,
        0.5,
        1,
        True,
        False,
        None,
        2.0,
        1.25,
        "nl",
        "de",
        [],
        ["river.tmx"],
        {},
        {"Gran": {"hint": False}},
        {"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}]},
        {"options": {"goldmines": False, "river": True}},
    ]
)


def _corrupt(folder: Path) -> list[Path]:
    return sorted(folder.glob("settings.corrupt-*.json"))


def _well_formed(loaded: Settings) -> None:
    """Every field of loaded settings has its type and is in its range."""
    assert type(loaded.volume) is float and 0.0 <= loaded.volume <= 1.0
    for flag in (loaded.muted, loaded.fullscreen, loaded.welcomed):
        assert type(flag) is bool
    assert loaded.animation_speed in ANIMATION_SPEEDS and loaded.ui_scale in UI_SCALES
    assert loaded.language is None or loaded.language in LANGUAGES
    assert isinstance(loaded.lessons_done, list)
    assert all(isinstance(name, str) and name for name in loaded.lessons_done)
    if loaded.last_setup is not None:
        assert SetupDraft.from_dict(loaded.last_setup).to_dict() == loaded.last_setup
    assert all(
        isinstance(name, str) and isinstance(chosen, SeatHelp)
        for name, chosen in loaded.help.items()
    )


def _plainly_wrong(name: str, value: Any) -> bool:
    """An independent look at the simple fields: a value of the wrong type or out of range."""
    if name not in FIELDS:
        return False  # a key of another version: left alone
    if name in ("muted", "fullscreen", "welcomed"):
        return type(value) is not bool
    if name == "language":
        return value is not None and not (isinstance(value, str) and value in LANGUAGES)
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if name == "volume":
        return not (number and 0 <= value <= 1)
    if name == "animation_speed":
        return not (number and value in ANIMATION_SPEEDS)
    if name == "ui_scale":
        return not (number and value in UI_SCALES)
    if name == "lessons_done":
        return not isinstance(value, list) or not all(isinstance(v, str) and v for v in value)
    if name == "window_size":  # two whole numbers, from 320 x 240 up, or none remembered
        whole = isinstance(value, list) and len(value) == 2
        whole = whole and all(type(v) is int for v in value)
        return value is not None and not (
            whole and 320 <= value[0] <= 16384 and 240 <= value[1] <= 16384
        )
    return not isinstance(value, dict) and not (name == "last_setup" and value is None)


def _check_load(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        text = json.dumps(data)
        (folder / FILE).write_text(text, encoding="utf-8")
        loaded = Settings.load(folder)
        _well_formed(loaded)
        notice = loaded.take_notice()
        assert loaded.take_notice() is None  # one notice
        if any(_plainly_wrong(key, value) for key, value in data.items()):
            assert notice is not None
        if notice is None:
            assert (folder / FILE).read_text(encoding="utf-8") == text and not _corrupt(folder)
        else:
            (kept,) = _corrupt(folder)
            assert kept.read_text(encoding="utf-8") == text  # every byte kept
            assert kept.name in notice and not (folder / FILE).exists()
        loaded.save(folder)  # what was kept reads back the same, without a notice
        again = Settings.load(folder)
        assert again == loaded and again.take_notice() is None


@pytest.mark.parametrize("name", FIELDS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=JSON | GOOD)
def test_each_settings_field_is_checked_for_its_type_and_range(name: str, value: Any) -> None:
    _check_load({name: value})


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.dictionaries(st.sampled_from([*FIELDS, "unknown"]), JSON | GOOD, max_size=8))
def test_whole_settings_files_are_checked(data: dict[str, Any]) -> None:
    _check_load(data)


@pytest.mark.parametrize("content", ["[1, 2]", "{nope", '"x"', "\xff"])
def test_a_settings_file_that_is_no_table_is_set_aside(tmp_path: Path, content: str) -> None:
    (tmp_path / FILE).write_text(content, encoding="utf-8", errors="surrogateescape")
    loaded = Settings.load(tmp_path)
    assert loaded == Settings()
    notice = loaded.take_notice()
    assert notice is not None and len(_corrupt(tmp_path)) == 1


def test_wrong_settings_no_longer_stop_the_launch_and_are_told_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("GOLDMINES_DATA_DIR", str(data))
    (data / FILE).write_text('{"language": [], "volume": 0.25, "muted": "yes"}', "utf-8")
    app = App((1280, 800), fps=0, audio=Audio(enabled=False))
    try:
        assert app.settings.volume == 0.25 and app.settings.language is None
        app.show("menu")
        read_lists(app)
        app.run(2)
        menu = app.top
        assert isinstance(menu, MainMenuScene) and menu.notice_heading == SETTINGS_HEADING
        assert menu.notice is not None and "wrong values for muted, language" in menu.notice
        app.show("menu")
        assert isinstance(app.top, MainMenuScene) and app.top.notice is None  # once
    finally:
        app.close()
    assert len(_corrupt(data)) == 1


# --- links where the writers write ------------------------------------------------------------


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("GOLDMINES_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    """A file elsewhere that no writer may touch."""
    path = tmp_path / "victim.txt"
    path.write_text("precious", encoding="utf-8")
    return path


def _hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@pytest.fixture
def surface_poster() -> Any:
    pygame.display.init()
    yield SimpleNamespace(surface=pygame.Surface((64, 48)))
    pygame.display.quit()


def test_the_poster_never_writes_through_a_link_named_like_its_temporary_file(
    tmp_path: Path, victim: Path, surface_poster: Any
) -> None:
    folder = tmp_path / "dir"
    folder.mkdir()
    for guess in (".out.png.tmp.png", ".out.png.tmp"):
        (folder / guess).symlink_to(victim)
    save_poster(surface_poster, folder / "out.png")
    assert victim.read_text(encoding="utf-8") == "precious"
    out = folder / "out.png"
    assert out.is_file() and not out.is_symlink()
    assert pygame.image.load(str(out)).get_size() == (64, 48)
    assert _hidden(folder) == [".out.png.tmp", ".out.png.tmp.png"]  # only the planted links


def test_a_poster_over_a_link_replaces_the_link_not_its_target(
    tmp_path: Path, victim: Path, surface_poster: Any
) -> None:
    out = tmp_path / "out.png"
    out.symlink_to(victim)
    save_poster(surface_poster, out)
    assert not out.is_symlink() and victim.read_text(encoding="utf-8") == "precious"


def test_a_failed_poster_leaves_nothing_behind(
    tmp_path: Path, surface_poster: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.png"
    target.mkdir()
    (target / "inside").write_text("x", encoding="utf-8")  # the rename over it fails
    with pytest.raises(OSError):
        save_poster(surface_poster, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.png"]

    def half_then_fail(surface: object, handle: Any, hint: str) -> None:
        handle.write(b"\x89PNG" + bytes(2_000_000))
        raise pygame.error("the disk is full")

    monkeypatch.setattr(pygame.image, "save", half_then_fail)
    with pytest.raises(pygame.error):
        save_poster(surface_poster, tmp_path / "second.png")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.png"]


@pytest.mark.slow
def test_the_poster_command_refuses_odd_places_in_one_line_and_leaves_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from goldmines_desktop.cli import main

    record = tmp_path / "game.json"
    record.write_text(json.dumps(record_of(play_random_game(random_setup(2), 3))))
    folder = tmp_path / "dir"
    (folder / "out.png").mkdir(parents=True)
    (folder / "out.png" / "inside").write_text("x", encoding="utf-8")
    for out, force in ((folder / ("x" * 300 + ".png"), False), (folder / "out.png", True)):
        assert main(["poster", str(record), str(out), *(["--force"] if force else [])]) == 2
        said = capsys.readouterr().err
        assert said.startswith("goldmines poster:") and said.count("\n") == 1, said
        assert "Traceback" not in said
        assert sorted(p.name for p in folder.iterdir()) == ["out.png"]  # nothing left behind


def test_json_files_never_go_through_a_planted_temporary_name(data: Path, victim: Path) -> None:
    for guess in (".settings.json.tmp", ".settings.json.0.tmp"):
        (data / guess).symlink_to(victim)
    Settings(volume=0.3).save()
    assert victim.read_text(encoding="utf-8") == "precious"
    assert Settings.load().volume == 0.3 and not (data / FILE).is_symlink()


@pytest.mark.parametrize("folder", ["saves", "autosaves", "finished", "posters"])
def test_a_data_folder_that_is_a_link_is_refused(data: Path, tmp_path: Path, folder: str) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (data / folder).symlink_to(elsewhere, target_is_directory=True)
    getter = {
        "saves": saves.saves_dir,
        "autosaves": saves.autosaves_dir,
        "finished": saves.finished_dir,
        "posters": posters_dir,
    }[folder]
    with pytest.raises(NotAFolder, match="is a link, not a folder"):
        getter()
    state = game(seed=4)
    if folder == "saves":
        with pytest.raises(OSError):
            saves.save_game(state, "Linked")
    if folder == "autosaves":
        with pytest.raises(OSError):
            saves.write_autosave(state)
        check = unfinished_games.check_autosaves()
        assert check.problem is not None and "link" in check.problem  # one message
        assert unfinished_games.check_autosaves().problem is None  # once per run
    assert list(elsewhere.iterdir()) == []


def test_a_headers_folder_that_is_a_link_gets_no_header(data: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    finished = saves.finished_dir()
    (finished / HEADERS).symlink_to(elsewhere, target_is_directory=True)
    state = play_random_game(random_setup(2), 7)
    assert state.finished
    saves.write_autosave(state)
    assert len(list(finished.glob("*.json"))) == 1  # the record is kept
    assert list(elsewhere.iterdir()) == []


def test_own_folder_refuses_files_and_dangling_links(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    with pytest.raises(NotAFolder, match="is a file"):
        own_folder(tmp_path / "file")
    with pytest.raises(NotAFolder, match="is a link"):
        own_folder(tmp_path / "dangling")
    assert not (tmp_path / "nowhere").exists()
    assert own_folder(tmp_path / "new").is_dir()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_read_small_file_refuses_what_is_not_a_small_regular_file(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    zero = tmp_path / "zero"
    zero.symlink_to("/dev/zero")
    big = tmp_path / "big"
    big.write_bytes(bytes(11))
    for path in (fifo, zero, big, tmp_path):
        with pytest.raises(OSError):
            read_small_file(path, 10)
    (tmp_path / "link").symlink_to(big)
    with pytest.raises(OSError):
        read_small_file(tmp_path / "link", 100, follow=False)
    assert read_small_file(tmp_path / "link", 100) == bytes(11)


# --- crash reports ---------------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_crash_reports_are_pruned_past_odd_entries_named_like_reports(data: Path) -> None:
    (data / "crash-2000-01-01-000000.txt").symlink_to(data / "gone.txt")  # dangling
    (data / "crash-2000-01-01-000001.txt").mkdir()
    os.mkfifo(data / "crash-2000-01-01-000002.txt")
    (data / "crash-2000-01-01-000003.txt").symlink_to(data / FILE)  # to a real file
    write_json_atomic(data / FILE, {"volume": 0.5})
    written = []
    for fault in range(3 * crash_reports.MAX_REPORTS):
        written.append(crash_reports.write_crash_report(f"fault {fault}", None, 1e9 + fault))
    reports = [p for p in data.glob("crash-*.txt") if p.is_file() and not p.is_symlink()]
    assert len(reports) == crash_reports.MAX_REPORTS
    assert sorted(reports) == sorted(written[-crash_reports.MAX_REPORTS :])
    assert (data / "crash-2000-01-01-000000.txt").is_symlink()  # odd entries left alone
    assert (data / "crash-2000-01-01-000001.txt").is_dir()
    assert json.loads((data / FILE).read_text(encoding="utf-8")) == {"volume": 0.5}


def test_a_report_named_like_a_planted_link_goes_beside_it(data: Path, victim: Path) -> None:
    name = "crash-" + time.strftime("%Y-%m-%d-%H%M%S", time.localtime(1e9))
    (data / f"{name}.txt").symlink_to(victim)
    path = crash_reports.write_crash_report("trace", None, 1e9)
    assert path.name == f"{name}-2.txt" and victim.read_text(encoding="utf-8") == "precious"


def test_a_report_that_cannot_be_written_leaves_no_half_report(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class FullDisk:
        def __init__(self, fd: int, mode: str) -> None:
            self.fd = fd

        def __enter__(self) -> FullDisk:
            return self

        def __exit__(self, *exc: object) -> None:
            os.close(self.fd)

        def write(self, data: bytes) -> int:
            os.write(self.fd, data[:100])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(crash_reports.os, "fdopen", FullDisk)
    with pytest.raises(OSError):
        crash_reports.write_crash_report("trace", None, 1e9)
    assert not list(data.glob("crash-*"))


def test_a_trace_naming_a_file_that_is_not_utf8_is_still_reported(data: Path) -> None:
    trace = 'File "/home/ann/\udcff\udcfe.py", line 1\nRuntimeError'
    path = crash_reports.write_crash_report(trace, None)
    assert "\\udcff" in path.read_text(encoding="utf-8")


def test_the_crash_card_says_when_no_report_could_be_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui_helpers import make_app, step

    from goldmines_desktop.ui.scenes.game import GameScene

    app = make_app()
    try:
        app.open_game(game(seed=2))
        step(app, 2)
        blocker = tmp_path / "not-a-folder"
        blocker.write_text("x", encoding="utf-8")
        monkeypatch.setenv("GOLDMINES_DATA_DIR", str(blocker))  # no report can be written
        original = GameScene.draw

        def failing(self: GameScene, surface: pygame.Surface) -> None:
            monkeypatch.setattr(GameScene, "draw", original)
            raise RuntimeError("an injected fault")

        monkeypatch.setattr(GameScene, "draw", failing)
        step(app, 2)
        assert app.running and isinstance(app.top, CrashScene)
        assert app.top.report == NOT_REPORTED and app.crash_reports == []
    finally:
        app.close()


# --- the menu entry in a hostile home ----------------------------------------------------------


def _install(home: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env.update(HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", "--install-desktop-entry"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
        stdin=subprocess.DEVNULL,
        cwd=tempfile.gettempdir(),
    )


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux menu entry")


@linux_only
@pytest.mark.parametrize("home", ["", "relative/home", "/"])
def test_the_menu_entry_refuses_an_unusable_home(home: str) -> None:
    done = _install(home)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "home folder" in done.stderr
    assert "Traceback" not in done.stderr


def test_no_home_at_all_is_refused_too(monkeypatch: pytest.MonkeyPatch) -> None:
    from goldmines_desktop import desktop_entry

    def no_account() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(Path, "home", staticmethod(no_account))
    with pytest.raises(desktop_entry.UnusableHome):
        desktop_entry.data_home()


@linux_only
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_the_menu_entry_replaces_a_dev_zero_link_and_a_fifo_without_reading_them(
    tmp_path: Path,
) -> None:
    share = tmp_path / ".local" / "share"
    apps = share / "applications"
    icons = share / "icons" / "hicolor" / "256x256" / "apps"
    apps.mkdir(parents=True)
    icons.mkdir(parents=True)
    (icons / "goldmines.png").symlink_to("/dev/zero")
    os.mkfifo(apps / "goldmines.desktop")
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    (apps / ".goldmines.desktop.tmp").symlink_to(victim)  # the old temporary file's name
    (icons / ".goldmines.png.tmp").symlink_to(victim)
    done = _install(str(tmp_path))  # a timeout would fail the test: nothing blocks
    assert done.returncode == 0, done.stderr
    assert victim.read_text(encoding="utf-8") == "precious"
    for path in (icons / "goldmines.png", apps / "goldmines.desktop"):
        assert path.is_file() and not path.is_symlink()
    assert (apps / "goldmines.desktop").read_text(encoding="utf-8").startswith("[Desktop Entry]")
    hidden = [p.name for p in apps.iterdir() if p.name.startswith(".")]
    assert hidden == [".goldmines.desktop.tmp"]  # the planted link only: no temporary left
    assert "already" in _install(str(tmp_path)).stdout  # and the second run changes nothing


def test_nan_and_infinite_volumes_are_refused(tmp_path: Path) -> None:
    for value in ("NaN", "Infinity", "-1e400"):
        (tmp_path / FILE).write_text('{"volume": ' + value + "}", encoding="utf-8")
        loaded = Settings.load(tmp_path)
        assert math.isfinite(loaded.volume) and loaded.volume == 0.7
        assert loaded.take_notice() is not None


# --- the other JSON the game reads -------------------------------------------------------------


def test_headers_with_any_value_in_any_field_are_never_believed_wrongly(data: Path) -> None:
    """A saved game's header (the Load screen's and Continue's list) with any JSON in any field
    is read without a fault: believed only when every value is well formed."""
    from goldmines_desktop.files.save_headers import header_path, read_header

    path = saves.write_autosave(game(seed=5))
    header = header_path(path)
    good = json.loads(header.read_text(encoding="utf-8"))
    assert read_header(path) is not None

    @settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(name=st.sampled_from(sorted(good)), value=JSON)
    def check(name: str, value: Any) -> None:
        header.write_text(json.dumps({**good, name: value}), encoding="utf-8")
        found = read_header(path)
        if found is not None:  # believed: the value was as good as the one the game wrote
            assert found.players and all(isinstance(n, str) for n, _c, _s in found.players)

    check()


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    people=JSON | st.dictionaries(st.text(max_size=8), JSON, max_size=3),
    pairs=JSON | st.lists(st.lists(JSON, min_size=6, max_size=6), max_size=2),
    games=JSON,
)
def test_family_records_with_any_values_are_refused_in_one_way(
    people: Any, pairs: Any, games: Any
) -> None:
    from goldmines_desktop.files import family_book as fb

    data = {"format": fb.FORMAT, "version": fb.VERSION, "people": people}
    data.update(head_to_head=pairs, games=games)
    try:
        book = fb.from_json(json.loads(json.dumps(data)))
    except fb.FamilyRecordsError:
        return
    assert fb.from_json(fb.to_json(book)) == book
