"""Two windows on one data folder (a double-click too many) lose nothing.

A game is open in one window only: the second is told so and may play a copy; a window that
died leaves a lock that is simply taken over. Finished records never overwrite one another, and
two windows counting games in the family records at the same moment both count. The races are
run with real processes (``subprocess``), each a window's worth of the game's own code.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from ui_helpers import click, make_app, read_lists

from benchmarks.long_records import long_game
from goldmines_desktop.engine import record_of
from goldmines_desktop.family.book import Book
from goldmines_desktop.files import family_records as fr
from goldmines_desktop.files import locks, saves, unfinished_games
from goldmines_desktop.files.finished_games import finished_records
from goldmines_desktop.ui.scenes.in_use import InUseScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.table.replay_cursor import replay_of

pytestmark = pytest.mark.timeout(180)

ROOT = Path(__file__).resolve().parents[2]


def window(code: str, data: Path) -> subprocess.Popen[str]:
    """Another window's process: ``code`` run with the game's package on the same data folder."""
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        env={**os.environ, "GOLDMINES_DATA_DIR": str(data)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def holding(path: Path, data: Path) -> subprocess.Popen[str]:
    """Another window with the game at ``path`` open (it says "held" once it has it)."""
    other = window(
        f"""
        import sys, time
        from pathlib import Path
        from goldmines_desktop.files.locks import claim_game
        print("held" if claim_game(Path({str(path)!r})) else "refused", flush=True)
        time.sleep(120)
        """,
        data,
    )
    assert other.stdout is not None and other.stdout.readline().strip() == "held"
    return other


def unfinished() -> Path:
    """An unfinished game's autosave: a line of roads, halfway."""
    replayed = replay_of(long_game(6))
    return saves.write_autosave(replayed.state(replayed.moves // 2))


def game_holder(autosave: Path) -> int | None:
    """The process id written in a game's lock file (whoever held it last), if readable."""
    try:
        text = locks.game_lock_path(autosave).read_text(encoding="ascii")
    except (OSError, ValueError):
        return None
    return int(text) if text.isdigit() and len(text) < 12 else None


@pytest.fixture
def data() -> Path:
    return saves.data_dir()


@pytest.mark.slow
def test_a_game_open_in_another_window_is_refused_until_that_window_dies(data: Path) -> None:
    path = unfinished()
    other = holding(path, data)
    try:
        assert game_holder(path) == other.pid
        opening = unfinished_games.open_autosave(path)
        assert opening.in_use and opening.game is None
        assert path.exists()  # left alone, not moved aside
    finally:
        other.send_signal(signal.SIGKILL)
        other.wait(30)
    opening = unfinished_games.open_autosave(path)  # the dead window's lock is taken over
    assert opening.game is not None and not opening.in_use
    assert game_holder(path) == os.getpid()
    locks.release_game(path)


@pytest.mark.slow
def test_continue_says_so_and_opens_a_copy(data: Path) -> None:
    path = unfinished()
    before = path.read_bytes()
    other = holding(path, data)
    app = make_app()
    try:
        app.show("menu")
        read_lists(app)
        menu = app.top
        assert isinstance(menu, MainMenuScene)
        click(app, menu.buttons["Continue"].rect.center)
        card = app.top
        assert isinstance(card, InUseScene)
        click(app, card.copy_button.rect.center)
        scene = app.top
        copy = scene.kind.autosave
        assert copy is not None and copy != path and copy.parent == path.parent
        assert json.loads(copy.read_bytes()) == json.loads(before)
        assert game_holder(copy) == os.getpid()
        assert path.read_bytes() == before  # the other window's game is untouched
    finally:
        app.close()
        other.send_signal(signal.SIGKILL)
        other.wait(30)


@pytest.mark.slow
def test_a_game_open_in_another_window_is_not_deleted(data: Path) -> None:
    path = unfinished()
    other = holding(path, data)
    try:
        message = unfinished_games.delete_autosave(path)
        assert message is not None and "another window" in message and path.exists()
    finally:
        other.send_signal(signal.SIGKILL)
        other.wait(30)
    assert unfinished_games.delete_autosave(path) is None and not path.exists()


@pytest.mark.slow
def test_back_leaves_the_game_to_the_other_window(data: Path) -> None:
    path = unfinished()
    other = holding(path, data)
    app = make_app()
    try:
        app.show("menu")
        app.open("in_use", path)
        card = app.top
        assert isinstance(card, InUseScene)
        click(app, card.back_button.rect.center)
        assert isinstance(app.top, MainMenuScene)
        assert [p.name for p in path.parent.glob("*.json")] == [path.name]
    finally:
        app.close()
        other.send_signal(signal.SIGKILL)
        other.wait(30)


@pytest.mark.slow
def test_a_window_lets_its_game_go_when_it_leaves_the_board(data: Path) -> None:
    path = unfinished()
    app = make_app()
    try:
        opening = unfinished_games.open_autosave(path)
        assert opening.game is not None
        app.open_game(opening.game.state, turn=opening.game.turn, autosave=path)
        app.show("menu")
        other = holding(path, data)  # now another window may have it
        other.send_signal(signal.SIGKILL)
        other.wait(30)
    finally:
        app.close()


def test_finished_records_never_overwrite_one_another(data: Path) -> None:
    first, second = long_game(3), long_game(4)
    autosave = saves.new_autosave_path(saves.autosaves_dir())
    saves.write_autosave(first, autosave)  # two windows finishing from the same autosave
    saves.write_autosave(second, autosave)
    saves.write_autosave(second, autosave)  # the very same record again: not a third file
    files, total = finished_records()
    assert total == 2
    kept = sorted(json.loads(f.path.read_bytes())["draw_order"] for f in files)
    assert kept == sorted([record_of(first)["draw_order"], record_of(second)["draw_order"]])


@pytest.mark.slow
def test_two_processes_writing_one_name_both_keep_their_file(tmp_path: Path) -> None:
    code = f"""
        import sys, time
        from pathlib import Path
        from goldmines_desktop.files.locks import write_json_new
        start = float(sys.argv[1])
        while time.time() < start:
            pass
        folder = Path({str(tmp_path)!r})
        for n in range(40):
            write_json_new(folder / f"game{{n}}.json", {{"by": sys.argv[2], "n": n}})
    """
    start = str(time.time() + 1.5)
    procs = [
        subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), start, who], cwd=ROOT)
        for who in ("a", "b")
    ]
    assert [p.wait(120) for p in procs] == [0, 0]
    found = [json.loads(p.read_text()) for p in tmp_path.glob("*.json")]
    assert sorted((d["by"], d["n"]) for d in found) == sorted(
        (who, n) for who in "ab" for n in range(40)
    )


COUNTING = """
    import sys, time
    from benchmarks.long_records import long_game
    from goldmines_desktop.files import family_records
    first, start = int(sys.argv[1]), float(sys.argv[2])
    games = [long_game(tiles) for tiles in range(first, first + 12)]
    while time.time() < start:
        pass
    for game in games:
        news, message = family_records.record_game(game)
        assert message is None, message
"""


@pytest.mark.slow
def test_two_windows_counting_games_at_once_both_count(data: Path) -> None:
    start = str(time.time() + 4.0)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(COUNTING), first, start],
            cwd=ROOT,
            env={**os.environ, "GOLDMINES_DATA_DIR": str(data)},
        )
        for first in ("1", "13")
    ]
    assert [p.wait(150) for p in procs] == [0, 0]
    book, message = fr.load()
    assert message is None
    assert book.people["ann"].games == 24 and len(book.games) == 24


def test_rebuilt_family_records_are_written_once(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for tiles in range(1, 6):
        saves.write_autosave(long_game(tiles), saves.new_autosave_path(saves.autosaves_dir()))
    assert not fr.records_path().exists()
    book, message = fr.load()
    assert message is None and book.people["ann"].games == 5
    assert fr.records_path().exists()

    def never(skip: str = "") -> Book:
        raise AssertionError("worked out again")

    monkeypatch.setattr(fr, "rebuild", never)
    assert fr.load()[0].people["ann"].games == 5
