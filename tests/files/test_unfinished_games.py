"""No game is ever lost: every unfinished game has its own autosave, Continue lists them (newest
first, with a picture of the board), deleting one asks first, a finished game leaves the list,
and Undo of the turn so far survives Continue and Load. The lists come from small headers
beside the records, so they show before anything is replayed; headers are untrusted too.

Driven through the real scenes under SDL's dummy drivers with posted input events.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_helpers import click, game, key, make_app, read_lists, step

from goldmines_desktop.engine import (
    GameState,
    PlaceTile,
    PlayerSetup,
    Setup,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.records import record_of
from goldmines_desktop.files import save_headers, save_list, saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.record_files import write_json_atomic
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.hud import save_rows
from goldmines_desktop.ui.hud.save_rows import board_picture, picture_ready
from goldmines_desktop.ui.launch import _opened_game
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.load import ContinueScene, LoadScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def app() -> Iterator[App]:
    window = make_app()
    pygame.event.clear()
    yield window
    window.close()


def family_game(names: tuple[str, ...], seed: int, turns: int) -> GameState:
    """A game of ``names`` after ``turns`` whole turns (first legal moves), between turns."""
    colours = ("red", "blue", "green", "yellow")
    setup = Setup(tuple(PlayerSetup(n, c) for n, c in zip(names, colours, strict=False)))
    state = new_game(setup, load_catalogue(), seed=seed)
    while state.turn < turns:
        state, _ = apply(state, legal_moves(state)[0])
    return state


def mid_turn(state: GameState) -> GameState:
    """``state`` with its turn's tile placed: the figure step waits."""
    placing = next(m for m in legal_moves(state) if isinstance(m, PlaceTile))
    state, _ = apply(state, placing)
    return state


def aged(path: Path, seconds_ago: float) -> None:
    """Date an autosave (its header still matches: the header names the record's time)."""
    when = time.time() - seconds_ago
    os.utime(path, (when, when))
    header = save_headers.header_path(path)
    data = json.loads(header.read_text(encoding="utf-8"))
    data["mtime_ns"] = path.stat().st_mtime_ns
    header.write_text(json.dumps(data), encoding="utf-8")


def open_menu(app: App) -> MainMenuScene:
    app.show("menu")
    read_lists(app)
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    return menu


def open_continue(app: App) -> ContinueScene:
    menu = open_menu(app)
    click(app, menu.buttons["Continue"].rect.center)
    listed = app.top
    assert isinstance(listed, ContinueScene)
    read_lists(app)
    return listed


# --- every unfinished game is kept ---------------------------------------------------------


def test_a_new_game_never_wipes_an_unfinished_one(app: App) -> None:
    first = saves.write_autosave(family_game(("Ann", "Bob"), 3, 4))
    before = first.read_bytes()
    menu = open_menu(app)
    menu.new_game()
    step(app)
    key(app, pygame.K_RETURN)  # Start on the setup screen
    scene = app.top
    assert isinstance(scene, GameScene)
    scene.play(legal_moves(scene.state)[0])  # the new game's first move makes its autosave
    assert first.read_bytes() == before
    assert len(saves.autosave_files()) == 2
    menu = open_menu(app)
    assert menu.buttons["Continue"].primary and len(menu.unfinished.games()) == 2


def test_continue_lists_the_unfinished_games_newest_first_with_their_boards(
    app: App, tmp_path: Path
) -> None:
    games = {
        "Ann": family_game(("Ann", "Bob"), 3, 10),
        "Cleo": family_game(("Cleo", "Dan", "Eve"), 4, 20),
        "Finn": family_game(("Finn", "Gus"), 5, 2),
    }
    for age, state in zip((300, 10, 7200), games.values(), strict=True):
        aged(saves.write_autosave(state), age)
    listed = open_continue(app)
    infos = [row.info for row in listed.rows]
    assert all(info is not None for info in infos)
    assert [info.players[0][0] for info in infos] == ["Cleo", "Ann", "Finn"]  # newest first
    cleo = infos[0]
    assert [(n, s) for n, _c, s in cleo.players] == [
        (p.name, games["Cleo"].total(i)) for i, p in enumerate(games["Cleo"].players)
    ]
    assert cleo.tiles_left == games["Cleo"].tiles_left and len(cleo.board) == 21
    picture = board_picture(cleo.board, 120, 80)
    assert picture.get_at((60, 40)) != picture.get_at((2, 40))  # tiles drawn on the green
    for _ in range(100):  # the tile pictures come in a few a frame
        if all(picture_ready(info.board) for info in infos):
            break
        app.run(1)
    assert all(picture_ready(info.board) for info in infos)
    app.run(1)
    pygame.image.save(app.screen, str(tmp_path / "continue.png"))
    click(app, listed.rows[1].rect.center)
    opened = app.top
    assert isinstance(opened, GameScene)
    assert opened.state.snapshot() == games["Ann"].snapshot()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_a_long_row_title_never_runs_into_the_date(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four players' names at the smallest window: the title shrinks, gives way to "A game
    for 4 players" (the names are on the line below) or the date moves below the players, but
    the two never overlap."""
    saves.write_autosave(family_game(("Ann", "Bob"), 5, 4))  # two games: Continue lists them
    aged(
        saves.write_autosave(family_game(("Opa Willem", "Oma Greet", "Samantha", "Noor"), 6, 9)), -5
    )
    window = make_app(size)
    try:
        listed = open_continue(window)
        drawn: list[tuple[str, pygame.Rect]] = []
        original = save_rows.blit_text

        def recording(surface, message, *args, **kwargs):  # noqa: ANN001, ANN202
            rect = original(surface, message, *args, **kwargs)
            drawn.append((message, rect))
            return rect

        monkeypatch.setattr(save_rows, "blit_text", recording)
        listed.rows[0].draw(window.screen, False)
        title = next(
            r for m, r in drawn if m.startswith(("Opa Willem, Oma Greet", "A game for 4 players"))
        )
        date = next(r for m, r in drawn if "tiles left" in m)
        assert not title.colliderect(date)
        assert listed.rows[0].rect.contains(title) and listed.rows[0].rect.contains(date)
    finally:
        window.close()


def test_deleting_an_unfinished_game_asks_first(app: App) -> None:
    kept = saves.write_autosave(family_game(("Ann", "Bob"), 3, 6))
    doomed = saves.write_autosave(family_game(("Cleo", "Dan"), 4, 6))
    aged(kept, 100)
    listed = open_continue(app)
    assert [row.file.path for row in listed.rows] == [doomed, kept]
    click(app, listed.delete_button(listed.rows[0]).rect.center)
    assert listed.confirming is not None and listed.focus.focus is listed.keep
    key(app, pygame.K_ESCAPE)  # no: nothing is deleted
    assert listed.confirming is None and doomed.exists() and app.top is listed
    click(app, listed.delete_button(listed.rows[0]).rect.center)
    click(app, listed.keep.rect.center)
    assert doomed.exists()
    click(app, listed.delete_button(listed.rows[0]).rect.center)
    click(app, listed.confirm_delete.rect.center)
    assert not doomed.exists() and not save_headers.header_path(doomed).exists()
    assert [row.file.path for row in listed.rows] == [kept] and kept.exists()
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MainMenuScene) and len(menu.unfinished.files) == 1


def test_a_finished_game_leaves_the_list(app: App) -> None:
    state = game(["U"])  # one tile to place, then the game is over
    path = saves.write_autosave(mid_turn(state))  # the figure step of the last turn
    menu = open_menu(app)
    click(app, menu.buttons["Continue"].rect.center)  # the one game opens at once
    scene = app.top
    assert isinstance(scene, GameScene) and scene.turns.autosave.path == path
    key(app, pygame.K_SPACE)  # no figure: the game ends
    assert scene.state.finished or app.top is not scene
    assert not path.exists() and not save_headers.header_path(path).exists()
    assert "Continue" not in open_menu(app).buttons


def test_the_old_single_autosave_is_moved_in_and_continues(app: App, data: Path) -> None:
    state = family_game(("Ann", "Bob"), 3, 8)
    legacy = data / "autosave.json"
    write_json_atomic(legacy, record_of(state))  # as an earlier version wrote it
    content = legacy.read_bytes()
    menu = open_menu(app)
    assert not legacy.exists()
    (moved,) = saves.autosave_files()
    assert moved.path.read_bytes() == content  # every byte kept
    assert menu.notice is None and "Continue" in menu.buttons
    click(app, menu.buttons["Continue"].rect.center)
    assert isinstance(app.top, GameScene) and app.top.state.snapshot() == state.snapshot()


def test_each_damaged_autosave_is_set_aside_with_its_own_message(app: App) -> None:
    good = saves.write_autosave(family_game(("Ann", "Bob"), 3, 8))
    folder = good.parent
    (folder / "20250101-100000-aaaaaa.json").write_text("{not json", encoding="utf-8")
    (folder / "20250101-100000-bbbbbb.json").write_text("[1, 2", encoding="utf-8")
    menu = open_menu(app)
    assert menu.notice is not None and menu.notice.count("It was kept as") == 2
    assert menu.notice_heading == "Some autosaves could not be read"
    kept = sorted(p.name for p in folder.glob("*.corrupt-*.json"))
    assert [name.split(".")[0] for name in kept] == [
        "20250101-100000-aaaaaa",
        "20250101-100000-bbbbbb",
    ]
    assert [f.path for f in saves.autosave_files()] == [good]
    assert menu.unfinished.files[0].path == good


@pytest.fixture
def data() -> Path:
    return Path(os.environ["GOLDMINES_DATA_DIR"])


# --- undo survives Continue and Load -------------------------------------------------------


def test_undo_of_the_turn_so_far_survives_continue(app: App) -> None:
    before = family_game(("Ann", "Bob"), 3, 5)
    saves.write_autosave(mid_turn(before))
    menu = open_menu(app)
    click(app, menu.buttons["Continue"].rect.center)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.step == "figure" and scene.turns.can_undo
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.step == "tile" and scene.state.snapshot() == before.snapshot()
    assert scene.state.tile == before.tile
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # the turn before is over: nothing more
    assert len(scene.state.moves) == len(before.moves)
    path = saves.autosave_files()[0].path
    assert saves.load_game(path).snapshot() == before.snapshot()  # the undo is autosaved


def test_undo_of_the_turn_so_far_survives_load(app: App) -> None:
    before = family_game(("Ann", "Bob"), 4, 7)
    saves.save_game(mid_turn(before), "Half a turn")
    app.show("load")
    read_lists(app)
    load = app.top
    assert isinstance(load, LoadScene)
    click(app, load.rows[0].rect.center)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.turns.can_undo
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.step == "tile" and scene.state.snapshot() == before.snapshot()


def test_undo_of_the_turn_so_far_survives_play_load(app: App, tmp_path: Path) -> None:
    """``goldmines play --load FILE`` opens the game with its turn so far, as Load does."""
    before = family_game(("Ann", "Bob"), 5, 6)
    path = tmp_path / "half a turn.json"
    write_json_atomic(path, record_of(mid_turn(before)))
    args = argparse.Namespace(command="play", load=str(path), board=None, players=None, seed=None)
    state, turn = _opened_game(args)
    app.open_game(state, turn=turn)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.turns.can_undo
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.step == "tile" and scene.state.snapshot() == before.snapshot()


def test_a_turn_already_over_has_nothing_to_undo_after_continue() -> None:
    state = family_game(("Ann", "Bob"), 3, 5)
    resumed = saves.resume(saves.write_autosave(state))
    assert resumed.turn == () and resumed.state.snapshot() == state.snapshot()
    halfway = mid_turn(state)
    resumed = saves.resume(saves.write_autosave(halfway))
    assert [s.snapshot() for s in resumed.turn] == [state.snapshot()]


# --- headers: quick, bounded, and never trusted over the record ----------------------------


def test_a_forged_or_stale_header_is_ignored_and_the_record_replayed(data: Path) -> None:
    state = family_game(("Ann", "Bob"), 3, 6)
    path = saves.save_game(state, "Sunday")
    header = save_headers.header_path(path)
    good = json.loads(header.read_text(encoding="utf-8"))
    assert save_headers.read_header(path) is not None
    forgeries = {
        "a name that draws nothing": {"players": [["\u200b", "red", 1], ["Bob", "blue", 2]]},
        "a colour of its own": {"players": [["Ann", "mauve", 1], ["Bob", "blue", 2]]},
        "a huge score": {"players": [["Ann", "red", 10**30], ["Bob", "blue", 2]]},
        "a tile that is not one": {"board": [["NOPE", 0, 0, 0]]},
        "a far-away tile": {"board": [["D", 10**9, 0, 0]]},
        "a board too wide to draw": {"board": [["D", -401, 0, 0], ["D", 401, 0, 0]]},
        "a bad turn": {"turn": -1},
        "tiles left as text": {"tiles_left": "12"},
        "another record's size": {"size": good["size"] + 1},
        "an extra key": {"note": "hello"},
    }
    for why, change in forgeries.items():
        header.write_text(json.dumps({**good, **change}), encoding="utf-8")
        assert save_headers.read_header(path) is None, why
        info = save_list.read_save_info(path)  # replayed instead: the truth
        assert [s for _n, _c, s in info.players] == [state.total(0), state.total(1)], why
    header.write_text("[" * 100000, encoding="utf-8")
    assert save_headers.read_header(path) is None
    header.write_text(" " * (save_headers.HEADER_LIMIT + 1), encoding="utf-8")
    assert save_headers.read_header(path) is None
    path.write_text(json.dumps(record_of(family_game(("Cy", "Di"), 4, 2))), encoding="utf-8")
    info = save_list.read_save_info(path)  # the record changed under its header
    assert [n for n, _c, _s in info.players] == ["Cy", "Di"]


def test_the_load_screen_reads_only_the_rows_in_view_and_caps_the_list(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(saves, "MAX_LISTED", 30)
    monkeypatch.setattr("goldmines_desktop.ui.scenes.load.MAX_LISTED", 30)
    folder = saves.saves_dir()
    record = record_of(family_game(("Ann", "Bob"), 3, 3))
    for number in range(40):  # saves of an earlier version: no headers
        write_json_atomic(folder / f"Old game {number:02d}.json", record)
    app.show("load")
    load = app.top
    assert isinstance(load, LoadScene)
    read_lists(app)
    assert len(load.rows) == 30 and load.visible < 30
    replayed = {p for p in folder.glob("*.json") if save_headers.read_header(p) is not None}
    assert replayed == {row.file.path for row in load.shown}  # only those in view were read
    shown = load.shown[0].info
    assert shown is not None and shown.problem is None and shown.status.startswith("turn 4")
    for _ in range(40):
        key(app, pygame.K_DOWN)
    read_lists(app)
    assert all(row.info is not None for row in load.shown)
    app.run(1)
