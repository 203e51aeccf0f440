"""Hostile files on the game's side: the autosave, saved games, settings and the data folder.

Each case starts the app under SDL's dummy drivers with the bad file in ``GOLDMINES_DATA_DIR``
and drives a few frames: one clear message, the bad file kept aside byte for byte, the game
goes on. Also: saving never replaces a game without asking.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import argparse  # noqa: E402
import json  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from ui_helpers import game, key, make_app, read_lists, start  # noqa: E402

from goldmines_desktop.engine import GameState, PlayerSetup, Setup, new_game  # noqa: E402
from goldmines_desktop.engine.records import record_of  # noqa: E402
from goldmines_desktop.files import record_files, save_names, saves  # noqa: E402
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.launch import run_app  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.scenes.load import LoadScene  # noqa: E402
from goldmines_desktop.ui.scenes.menu import MainMenuScene  # noqa: E402
from goldmines_desktop.ui.scenes.pause import PauseScene, SaveScene  # noqa: E402
from goldmines_desktop.ui.scenes.setup import SetupScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402

pytestmark = pytest.mark.timeout(120)


def autosave(scene: object) -> None:
    """What the board does after every move: write the autosave (a failure only told)."""
    assert isinstance(scene, GameScene)
    scene.turns.write_autosave()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("GOLDMINES_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def app(data: Path) -> Iterator[App]:
    window = make_app()
    pygame.event.clear()
    yield window
    window.close()


def valid_record() -> dict:
    return record_of(game(seed=3))


def menu_of(app: App) -> MainMenuScene:
    app.show("menu")
    read_lists(app)
    app.run(2)
    assert isinstance(app.top, MainMenuScene)
    return app.top


def new_game_starts(app: App) -> None:
    """New game, then Start on the setup screen: the board opens."""
    from goldmines_desktop.ui.scenes.game import GameScene

    menu = app.top
    assert isinstance(menu, MainMenuScene)
    menu.new_game()
    app.run(2)
    assert isinstance(app.top, SetupScene)
    key(app, pygame.K_RETURN)
    app.run(2)
    assert isinstance(app.top, GameScene)


def bad_text(kind: str) -> str:
    data = valid_record()
    text = json.dumps(data)
    if kind == "deep nesting":
        return text.replace('"moves": [', '"moves": [' + "[" * 1000 + "]" * 1000 + ", ")
    if kind == "move type a list":
        data["moves"] = [{"type": []}]
    elif kind == "huge number":
        return text.replace('"seed": 3', '"seed": ' + "9" * 5000)
    elif kind == "NUL in a name":
        data["setup"]["players"][0]["name"] = "A\x00nn"
    elif kind == "lone surrogate in a name":
        return text.replace('"Ann"', '"A\\udc00nn"')
    elif kind == "unknown computer level":
        data["setup"]["players"][0]["kind"] = "ai:whatever"
    elif kind == "20,000-character name":
        data["setup"]["players"][0]["name"] = "A" * 20000
    elif kind == "forged newline":
        data["moves"] = [{"type": "score_feature", "x": 0, "y": 0, "location": "N\nX"}]
    elif kind == "half written":
        return text[: len(text) // 2]
    return json.dumps(data)


BAD_KINDS = [
    "deep nesting",
    "move type a list",
    "huge number",
    "NUL in a name",
    "lone surrogate in a name",
    "unknown computer level",
    "20,000-character name",
    "forged newline",
    "half written",
]


# --- the autosave ----------------------------------------------------------------------------


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_a_corrupt_autosave_is_kept_aside_and_the_game_goes_on(
    app: App, data: Path, kind: str
) -> None:
    content = bad_text(kind).encode("utf-8", "surrogatepass")
    (data / "autosave.json").write_bytes(content)  # an earlier version's one autosave
    menu = menu_of(app)
    assert menu.notice is not None and "could not be read" in menu.notice
    assert "\n" not in menu.notice
    assert "Continue" not in menu.buttons
    assert not (data / "autosave.json").exists() and not saves.autosave_files()
    kept = list((data / "autosaves").glob("*.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].name in menu.notice
    assert kept[0].read_bytes() == content
    new_game_starts(app)


@pytest.mark.parametrize("kind", ["fifo", "folder", "link to /dev/zero", "dangling link"])
def test_an_autosave_that_is_not_a_file_is_moved_aside(app: App, data: Path, kind: str) -> None:
    path = data / "autosave.json"
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    else:
        path.symlink_to(data / "nowhere.json")
    menu = menu_of(app)
    assert menu.notice is not None and "could not be read" in menu.notice
    assert not os.path.lexists(path) and not saves.autosave_files()
    assert len(list((data / "autosaves").glob("*.corrupt-*.json"))) == 1
    new_game_starts(app)


def test_run_app_survives_a_corrupt_autosave_at_every_launch(data: Path) -> None:
    (data / "autosave.json").write_text(bad_text("deep nesting"), encoding="utf-8")
    for _ in range(2):
        assert run_app(argparse.Namespace(command=None, frame_limit=3)) == 0
    assert len(list((data / "autosaves").glob("*.corrupt-*.json"))) == 1


def test_a_read_only_folder_keeps_the_bad_autosave_and_never_overwrites_it(
    app: App, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = bad_text("move type a list").encode()
    (data / "autosave.json").write_bytes(content)

    def refuse(path: Path) -> Path:  # a read-only folder (chmod does not stop root)
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "move_aside", refuse)
    menu = menu_of(app)
    assert menu.notice is not None
    assert "could not be moved aside either (Permission denied)" in menu.notice
    (bad,) = (data / "autosaves").iterdir()  # moved in with the others, then left as it is
    assert menu_of(app).notice is None  # told once
    new_game_starts(app)
    scene = app.top
    autosave(scene)  # the new game has its own autosave
    assert bad.read_bytes() == content
    assert saves.autosave_problem() is None
    assert {f.path for f in saves.autosave_files()} == {bad, scene.turns.autosave.path}


@pytest.mark.parametrize("kind", ["a file", "under a file"])
def test_an_unusable_data_folder_runs_without_saving_and_says_so_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    folder = blocker if kind == "a file" else blocker / "data"
    monkeypatch.setenv("GOLDMINES_DATA_DIR", str(folder))
    app = make_app()
    try:
        said = menu_of(app)
        assert said.notice is not None and "will not be saved" in said.notice
        assert said.notice_heading == "Games will not be saved"
        assert menu_of(app).notice is None  # once
        new_game_starts(app)
        autosave(app.top)  # nothing written, nothing raised
        assert saves.autosave_problem() is not None
        assert Settings.load() == Settings()
    finally:
        app.close()
    assert run_app(argparse.Namespace(command=None, frame_limit=3)) == 0


def test_an_autosave_that_cannot_be_written_is_shown_in_the_game(app: App, data: Path) -> None:
    scene = start(app, game(seed=3))
    autosave(scene)
    path = scene.turns.autosave.path
    path.unlink()
    path.mkdir()  # the rename over it fails
    autosave(scene)
    assert scene.notice is not None and "could not be saved automatically" in scene.notice
    pause = PauseScene(app)
    assert "NOT being saved automatically" in pause.status_line()
    app.push(pause)
    app.run(2)
    path.rmdir()
    autosave(scene)
    assert saves.autosave_problem() is None
    assert pause.status_line() == "Your game is saved automatically."


def test_stale_temporary_files_are_cleaned_at_start_and_the_folder_synced(
    app: App, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = data / ".autosave.json.abc123.tmp"
    fresh = data / ".autosave.json.def456.tmp"
    other = data / "notes.tmp"
    for path in (old, fresh, other):
        path.write_text("{", encoding="utf-8")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    menu_of(app)
    assert not old.exists() and fresh.exists() and other.exists()
    synced: list[Path] = []
    monkeypatch.setattr(record_files, "sync_folder", synced.append)
    saves.write_autosave(game(seed=3))
    assert synced == [data / "autosaves", data / "autosaves" / ".headers"]  # record, header
    assert not list(data.glob(".autosave.json.*.tmp"))[1:]  # only the fresh one left


# --- settings --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        '{"volume": ' + "[" * 100000 + "]" * 100000 + "}",
        '{"last_setup": {"players": 5}}',
        '{"last_setup": {"players": [{"name": "A", "color": "red", "kind": []}], "options": 3}}',
        '{"last_setup": {"players": [{"name": "A\\u0000", "color": "red"}, {"name": "B"}]}}',
        '{"volume": 1e999999, "animation_speed": "fast", "muted": 1}',
    ],
)
def test_bad_settings_fall_back_to_the_defaults(data: Path, content: str) -> None:
    (data / "settings.json").write_text(content, encoding="utf-8")
    settings = Settings.load()
    assert settings.volume <= 1.0 and settings.animation_speed == 1.0
    app = App((1280, 800), fps=0, audio=Audio(enabled=False))
    try:
        menu_of(app)
        new_game_starts(app)
    finally:
        app.close()


# --- the load screen -------------------------------------------------------------------------


def test_the_load_screen_lists_damaged_files_and_still_loads_the_good_one(
    app: App, data: Path
) -> None:
    folder = data / "saves"
    folder.mkdir()
    saves.save_game(game(seed=3), "Good game")
    (folder / "deep.json").write_text(bad_text("deep nesting"), encoding="utf-8")
    (folder / "move type.json").write_text(bad_text("move type a list"), encoding="utf-8")
    (folder / "nul name.json").write_text(bad_text("NUL in a name"), encoding="utf-8")
    (folder / "long name.json").write_text(bad_text("20,000-character name"), encoding="utf-8")
    (folder / "dangling.json").symlink_to(folder / "nowhere.json")
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "sub.json").mkdir()  # a folder is not listed at all
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.json")
    later = time.time() + 60
    os.utime(folder / "Good game.json", (later, later))  # the newest (on any clock's grain)
    app.reset(LoadScene(app))
    load = app.top
    assert isinstance(load, LoadScene) and load.message is None
    load.games.want_all()  # not only the rows in view
    read_lists(app)
    damaged = {row.file.path.name for row in load.rows if row.info.problem is not None}
    expected = {"deep.json", "move type.json", "nul name.json", "long name.json"}
    expected |= {"dangling.json", "zero.json"} | ({"fifo.json"} if hasattr(os, "mkfifo") else set())
    assert damaged == expected
    assert [row.file.path.name for row in load.rows][0] == "Good game.json"
    for row in load.rows[1:]:
        load.choose(row.file)
        app.run(1)
        assert app.top is load and load.message is not None and "\n" not in load.message
    load.choose(load.rows[0].file)
    app.run(1)
    assert app.top is not load


def test_a_file_where_the_saves_folder_should_be_gives_a_message(app: App, data: Path) -> None:
    (data / "saves").write_text("not a folder", encoding="utf-8")
    app.reset(LoadScene(app))
    app.run(3)
    load = app.top
    assert isinstance(load, LoadScene)
    assert load.rows == [] and load.message is not None and "cannot be opened" in load.message


# --- long names on screen --------------------------------------------------------------------


def test_fitting_a_long_name_measures_it_a_few_times_not_once_per_character(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from goldmines_desktop.ui.hud import hud_paint
    from goldmines_desktop.ui.widgets import theme

    pygame.font.init()
    real = theme.font(18, "bold")
    calls: list[str] = []

    class Counting:
        def size(self, text: str) -> tuple[int, int]:
            calls.append(text)
            return real.size(text)

    monkeypatch.setattr(hud_paint.theme, "font", lambda *args: Counting())
    text = "W" * 20000
    fitted = hud_paint._fit(text, 200, 18)
    assert fitted.endswith("…") and real.size(fitted)[0] <= 200
    assert real.size(text[: len(fitted)] + "…")[0] > 200  # the longest prefix that fits
    assert len(calls) < 40


# --- saving ----------------------------------------------------------------------------------


def test_saving_under_an_existing_name_asks_first(app: App, data: Path) -> None:
    first, second = game(seed=3), game(seed=4)
    saves.save_game(first, "Sunday")
    with pytest.raises(saves.SaveExists):
        saves.save_game(second, "Sunday")
    assert saves.load_game(data / "saves" / "Sunday.json").snapshot() == first.snapshot()
    scene = start(app, second)
    card = SaveScene(app, second, scene.saved)
    app.push(card)
    app.run(1)
    card.name.value = "Sunday"
    card.save()
    assert app.top is card and card.message is not None and "exists already" in card.message
    assert card.save_button.label == "Replace"
    assert saves.load_game(data / "saves" / "Sunday.json").snapshot() == first.snapshot()
    card.save()  # the player agreed
    assert app.top is not card
    assert saves.load_game(data / "saves" / "Sunday.json").snapshot() == second.snapshot()


def test_a_changed_name_cancels_the_replace_question(app: App) -> None:
    state = game(seed=3)
    saves.save_game(state, "Sunday")
    scene = start(app, state)
    card = SaveScene(app, state, scene.saved)
    card.name.value = "Sunday"
    card.save()
    assert card.replacing == "Sunday"
    card.name.value = "Sunday 2"
    card.name.on_change("Sunday 2")
    assert card.replacing is None and card.save_button.label == "Save"


def test_the_card_says_replace_as_soon_as_the_typed_name_exists(app: App, data: Path) -> None:
    first, second = game(seed=3), game(seed=4)
    saves.save_game(first, "Sunday")
    scene = start(app, second)
    app.push(SaveScene(app, second, scene.saved))
    app.run(1)
    card = app.top
    assert isinstance(card, SaveScene) and card.save_button.label == "Save"
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Sunday"))  # over the selection
    app.run(1)
    assert card.name.value == "Sunday"
    assert card.save_button.label == "Replace" and "exists already" in (card.message or "")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="s"))
    app.run(1)
    assert card.save_button.label == "Save" and card.message is None
    key(app, pygame.K_BACKSPACE)
    assert card.save_button.label == "Replace"
    key(app, pygame.K_RETURN)  # the first press replaces: the player saw the question
    assert app.top is not card
    assert saves.load_game(data / "saves" / "Sunday.json").snapshot() == second.snapshot()


@pytest.mark.parametrize(
    "names",
    [
        (".hidden", "Bob"),
        ("...", "Ann."),
        ("\U0001f468\u200d\U0001f469\u200d\U0001f467", "Mum\u200d"),  # a joined emoji family
        ("Ann\u200bLee", "\u200d\u00ad"),  # a zero-width space; a name of nothing visible
        ("CON", "Tab\there"),
        ("\U0001f600" * 39, "\U0001f468\u200d\U0001f469" * 13),  # too many bytes for a file
    ],
)
def test_the_offered_name_can_always_be_saved(data: Path, names: tuple[str, str]) -> None:
    """Whatever the players are called, the name the card offers is one Save accepts."""
    from types import SimpleNamespace

    state = SimpleNamespace(players=[SimpleNamespace(name=n) for n in names])
    name = saves.default_save_name(state, 0.0)  # type: ignore[arg-type]
    assert save_names.check_save_name(name) == name
    saves.save_game(game(seed=3), name)
    assert saves.save_exists(name)


def test_a_joined_emoji_is_a_good_save_name_and_invisible_ones_are_refused_in_words(
    data: Path,
) -> None:
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467 night"
    assert saves.save_game(game(seed=3), family).stem == family
    for name in ("a\u200bb", "a\tb", "\u200dab", "a\u202eb"):
        with pytest.raises(save_names.SaveNameError, match="invisible characters"):
            save_names.check_save_name(name)
    with pytest.raises(save_names.SaveNameError, match="start with a dot"):
        save_names.check_save_name(".hidden")


@pytest.mark.parametrize(
    "name", ["a/b", "a?b", "a\\b", "a:b", 'a"b', "a*b", "a<b", "a|b", "a\x00b"]
)
def test_unsafe_characters_are_refused(data: Path, name: str) -> None:
    with pytest.raises(save_names.SaveNameError, match="cannot contain"):
        saves.save_game(game(seed=3), name)


def test_names_map_to_distinct_files(data: Path) -> None:
    paths = {saves.save_game(game(seed=3), name) for name in ("a_b", "a-b", "a b", "a.b")}
    assert len(paths) == 4


@pytest.mark.parametrize("name", ["CON", "nul", "Prn", "aux", "COM1", "com9", "LPT1", "lpt9.txt"])
def test_windows_reserved_names_are_refused(data: Path, name: str) -> None:
    with pytest.raises(save_names.SaveNameError, match="keeps for itself"):
        saves.save_path_for(name)
    saves.save_path_for("My " + name)  # a reserved word inside a name is fine


def test_other_bad_names_are_refused(data: Path) -> None:
    for name in ("", "   ", "x" * 81, ".hidden", "dots..."):
        with pytest.raises(save_names.SaveNameError):
            saves.save_path_for(name)


def test_default_names_are_unique_and_keep_the_whole_date(data: Path) -> None:
    seats = tuple(
        PlayerSetup(f"{'Long name ' * 4}"[:39] + str(i), colour)
        for i, colour in enumerate(("red", "blue", "green", "yellow", "black", "pink"))
    )
    from goldmines_desktop.files.catalogue import load_catalogue

    state = new_game(Setup(seats), load_catalogue(), seed=1)
    moment = time.mktime((2026, 11, 30, 14, 5, 9, 0, 0, -1))
    name = saves.default_save_name(state, moment)
    assert name.endswith(" · Monday 30 November") and len(name) <= save_names.MAX_SAVE_NAME
    saves.save_game(state, name)
    again = saves.default_save_name(state, moment)
    assert again != name and again.startswith(name)
    saves.save_game(state, again)
    two = game(seed=3)
    assert saves.default_save_name(two, moment) == "Ann and Bob · Monday 30 November"
    saves.save_game(two, "Ann and Bob · Monday 30 November")
    assert saves.default_save_name(two, moment) == "Ann and Bob · Monday 30 November (2)"


def test_the_save_card_offers_the_whole_default_name(app: App) -> None:
    state: GameState = game(seed=3)
    scene = start(app, state)
    card = SaveScene(app, state, scene.saved)
    assert card.name.value == saves.default_save_name(state)
    assert card.name.max_length == save_names.MAX_SAVE_NAME


@pytest.mark.slow
def test_the_goldmines_command_starts_with_a_corrupt_autosave(data: Path) -> None:
    import subprocess
    import sys

    content = bad_text("lone surrogate in a name").encode()
    (data / "autosave.json").write_bytes(content)
    env = {
        **os.environ,
        "GOLDMINES_DATA_DIR": str(data),
        "GOLDMINES_FRAME_LIMIT": "5",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    for _ in range(2):  # every launch, not only the first
        result = subprocess.run(
            [sys.executable, "-m", "goldmines_desktop"],
            capture_output=True,
            text=True,
            timeout=90,
            env=env,
        )
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
    kept = list((data / "autosaves").glob("*.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
