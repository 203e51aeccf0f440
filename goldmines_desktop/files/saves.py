"""Where the game keeps its files: the autosaves, saved games and settings.

The data directory is ``GOLDMINES_DATA_DIR`` if set, else the platform's user data directory.
Every unfinished game has its own autosave, ``autosaves/<id>.json``, written after every move;
a finished game's record moves to ``finished/<id>.json`` (``finished_dir``; listed by
``finished_games.finished_records``), so the Continue screen lists the unfinished ones. (The
one ``autosave.json`` of earlier versions is moved in there at the first start.) Saves and
autosaves are records with a small header beside them (``save_list``), so they are listed
without replaying them. Everything is JSON, written atomically; a file that cannot be read is
moved aside (never overwritten or deleted) and reported in one clear message. When the data
folder cannot be used at all, the game runs without saving and says so once. Whether the last
autosave worked is kept here (``autosave_problem``) for the screens to show.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import GameState, RecordError, from_prepared_board, quote, record_of
from ..i18n import N_, _
from ..wording import listing
from .dates import weekday
from .record_files import clean_stale_temp_files, read_json_file, write_json_atomic
from .retired_saves import retire_saves_of
from .save_list import (
    Resumed,
    SaveFile,
    SaveInfo,
    SaveList,
    info_of,
    load_game,
    modified,
    printable,
    read_header,
    record_files,
    remove_header,
    resume,
    write_header,
)
from .save_names import MAX_SAVE_NAME, SaveNameError, check_save_name, file_safe

# the save_list names the screens reach through this module
__all__ = ["Resumed", "SaveInfo", "load_game", "printable", "resume"]

LEGACY_AUTOSAVE = "autosave.json"  # the one autosave of earlier versions
AUTOSAVES = "autosaves"
FINISHED = "finished"
SAVES = "saves"
MAX_LISTED = 500  # saves the Load screen lists (the newest)
QUICK_BYTES = 64 * 1024  # a header-less autosave this small is checked before the first frame
QUICK_FILES = 1  # ... only one: the single autosave of an earlier version
SETTINGS_LIMIT = 64 * 1024  # bytes: settings.json is small

_cleaned: set[str] = set()  # folders whose stale temporary files were removed in this run
_told_unusable: set[str] = set()  # data folders already reported as unusable in this run
_autosave_problems: dict[str, str] = {}  # autosave path -> why the last write failed
_kept_autosaves: dict[str, str] = {}  # autosave path -> damaged file that could not be moved


class SaveExists(FileExistsError):
    """A save of that name exists and the player has not agreed to replace it."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"a save called “{path.stem}” already exists")
        self.path = path


# --- folders ---------------------------------------------------------------------------------


def data_dir() -> Path:
    """The folder for autosave, saves and settings (created on demand; OSError if it cannot)."""
    override = os.environ.get("GOLDMINES_DATA_DIR")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("goldmines", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    _clean_once(path)
    return path


def saves_dir() -> Path:
    """The saved games' folder (created on demand; OSError if it cannot be, e.g. a file)."""
    path = data_dir() / SAVES
    path.mkdir(parents=True, exist_ok=True)
    _clean_once(path)
    return path


def finished_dir() -> Path:
    """The finished games' folder: each finished game's whole record, under its autosave's
    name, with a header beside it as saves have (created on demand; OSError if it cannot)."""
    path = data_dir() / FINISHED
    path.mkdir(parents=True, exist_ok=True)
    _clean_once(path)
    return path


def _clean_once(folder: Path) -> None:
    """At the first use of a folder in this run, remove temporary files a crash left."""
    if str(folder) not in _cleaned:
        _cleaned.add(str(folder))
        clean_stale_temp_files(folder)


def autosaves_dir() -> Path:
    """The unfinished games' folder (created on demand, with an earlier version's autosave
    moved in at the first use; OSError if it cannot be)."""
    data = data_dir()
    path = data / AUTOSAVES
    path.mkdir(parents=True, exist_ok=True)
    if str(path) not in _cleaned:
        _adopt_legacy_autosave(data, path)
    _clean_once(path)
    return path


def _adopt_legacy_autosave(data: Path, folder: Path) -> None:
    """Move ``autosave.json`` (whatever it holds) into the autosaves folder, where it is
    checked like every autosave; if the folder does not allow it, it is listed where it is."""
    legacy = data / LEGACY_AUTOSAVE
    if os.path.lexists(legacy):
        with contextlib.suppress(OSError):
            legacy.rename(new_autosave_path(folder, modified(legacy)))


def new_autosave_path(folder: Path, when: float | None = None) -> Path:
    """A new game's autosave: ``20261130-140509-3fa2c1.json`` (its start and a random part)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    return folder / f"{stamp}-{secrets.token_hex(3)}.json"


def _is_autosave(name: str) -> bool:
    """Not a damaged one set aside, nor a temporary or hidden file."""
    return ".corrupt-" not in name and not name.startswith(".")


def autosave_files() -> list[SaveFile]:
    """Every autosave, newest first (OSError when the data folder cannot be used)."""
    folder = autosaves_dir()
    files, _count = record_files(folder, _is_autosave, folders=True)  # a folder: set aside
    legacy = folder.parent / LEGACY_AUTOSAVE
    if os.path.lexists(legacy):  # it could not be moved in
        files.append(SaveFile(legacy, modified(legacy)))
        files.sort(key=lambda f: f.modified, reverse=True)
    return files


def _folder_name() -> str:
    return os.environ.get("GOLDMINES_DATA_DIR") or "the game's data folder"


def _reason(err: OSError) -> str:
    return err.strerror or type(err).__name__


# --- reading ---------------------------------------------------------------------------------


def read_json(path: Path, limit: int = SETTINGS_LIMIT) -> Any:
    """A small JSON file's contents, or None when it is missing, not a file or unreadable."""
    try:
        return read_json_file(path, limit)
    except RecordError:
        return None


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``NAME.corrupt-<time>.json`` next to it, and return the new path.

    The file keeps every byte (a rename); OSError if the folder does not allow it.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.rename(target)
    return target


class UnfinishedGames(SaveList):
    """The autosaves of unfinished games, newest first, read on a background thread: a
    damaged one is moved aside as it is found (``take_messages`` says so), a finished one is
    left out."""

    def __init__(self, files: list[SaveFile]) -> None:
        super().__init__(files, self._read_autosave)
        self._messages: list[str] = []

    def _read_autosave(self, path: Path) -> SaveInfo | None:
        if str(path) in _kept_autosaves:
            return None  # damaged, and already told
        header = read_header(path)
        if header is not None:
            return None if header.finished else header
        try:
            state = load_game(path)
        except RecordError as err:
            message = _set_aside(path, str(err))
            with self._lock:
                self._messages.append(message)
            return None
        write_header(path, state)
        return None if state.finished else info_of(state, path, modified(path))

    def check_small_ones(self) -> None:
        """Read the first few autosaves that have no header and are small, at once: the
        autosave of an earlier version is found damaged (or not) before the menu's first
        frame, as it always was; bigger ones are read on the thread."""
        checked = 0
        for file in self.files:
            if checked == QUICK_FILES:
                break
            try:
                small = file.path.lstat().st_size <= QUICK_BYTES
            except OSError:
                small = True  # gone or unreadable: found at once
            if small and read_header(file.path) is None:
                checked += 1
                self._store(file.path, self._read_autosave(file.path))
        self.refresh()

    def take_messages(self) -> list[str]:
        """What was found damaged since the last call (one message per file)."""
        with self._lock:
            taken, self._messages = self._messages, []
        return taken

    def games(self) -> list[SaveInfo]:
        """The games read so far, newest first."""
        found = (self._infos.get(f.path) for f in self.files)
        return [info for info in found if info is not None]


@dataclass(frozen=True)
class AutosaveCheck:
    """What the main menu needs to know about the autosaves."""

    games: UnfinishedGames  # the unfinished games (their details come in on their own)
    problem: str | None  # a message for the player when the data folder cannot be used
    heading: str = N_("The autosave could not be read")  # marked: the menu translates it


def check_autosaves() -> AutosaveCheck:
    """List the unfinished games and start reading them (damaged ones are moved aside and
    reported, never overwritten). When the data folder cannot be used, the game runs without
    saving; that is reported once per run. (``data_dir`` removes temporary files a crash
    left, at its first use.)"""
    try:
        files = autosave_files()
    except OSError as err:
        name = _folder_name()
        if name in _told_unusable:
            return AutosaveCheck(UnfinishedGames([]), None)
        _told_unusable.add(name)
        return AutosaveCheck(
            UnfinishedGames([]),
            _(
                "The data folder {folder} cannot be used ({problem}), so games and settings "
                "will not be saved. You can still play."
            ).format(folder=quote(name, 80), problem=_reason(err)),
            N_("Games will not be saved"),
        )
    games = UnfinishedGames(files)
    games.check_small_ones()
    games.want_all()
    return AutosaveCheck(games, None)


def open_autosave(path: Path) -> tuple[Resumed | None, str | None]:
    """The game in an autosave, replayed in full with its turn so far; or, when it cannot be,
    the file moved aside and the message saying so."""
    try:
        return resume(path), None
    except RecordError as err:
        return None, _set_aside(path, str(err))


def delete_autosave(path: Path) -> str | None:
    """Remove an unfinished game the player chose to delete; a message if it cannot be."""
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as err:
        return _("The game could not be deleted ({problem}).").format(problem=_reason(err))
    remove_header(path)
    return None


def _set_aside(path: Path, why: str) -> str:
    """Move a damaged autosave aside; if that fails, keep it and never write over it."""
    remove_header(path)
    try:
        moved = move_aside(path)
    except OSError as err:
        _kept_autosaves[str(path)] = why
        return _(
            "The autosave could not be read ({why}). It could not be moved aside either "
            "({problem}), so it was left as it is."
        ).format(why=why, problem=_reason(err))
    return _("The autosave could not be read ({why}). It was kept as {name}.").format(
        why=why, name=moved.name
    )


# --- writing ---------------------------------------------------------------------------------


def write_autosave(state: GameState, path: Path | None = None) -> Path:
    """Write a game's autosave (a new file for a new game, ``path`` for one that has one)
    and return where; a finished game's record goes to ``finished_dir`` under the autosave's
    name and its autosave is removed instead. OSError when it cannot be written (see
    ``autosave_problem``)."""
    try:
        folder = autosaves_dir()
    except OSError as err:
        _autosave_problems[_folder_name()] = _("the data folder cannot be used ({problem})").format(
            problem=_reason(err)
        )
        raise
    key = str(folder)
    path = path if path is not None else new_autosave_path(folder)
    try:
        if state.finished:
            kept = finished_dir() / path.name
            write_json_atomic(kept, record_of(state))
            write_header(kept, state)
            path.unlink(missing_ok=True)
            remove_header(path)
            with contextlib.suppress(OSError):  # a saved game now lives with the finished ones
                retire_saves_of(state, saves_dir())
        else:
            write_json_atomic(path, record_of(state))
            write_header(path, state)
    except OSError as err:
        _autosave_problems[key] = _reason(err)
        raise
    _autosave_problems.pop(key, None)
    return path


class Autosave:
    """One game's autosave writer (the board calls it after every change): the first write
    of a new game makes its file; a continued game writes to the file it came from."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path

    def __call__(self, state: GameState) -> None:
        self.path = write_autosave(state, self.path)


def autosave_problem() -> str | None:
    """Why the last autosave could not be written, or None when it was (or none was tried)."""
    try:
        key = str(data_dir() / AUTOSAVES)
    except OSError:
        key = _folder_name()
    return _autosave_problems.get(key)


def save_path_for(name: str) -> Path:
    """Where a save called ``name`` goes (SaveNameError for a name that cannot be a file)."""
    return saves_dir() / f"{check_save_name(name)}.json"


def save_exists(name: str) -> bool:
    """Whether a save called ``name`` is there (False for a name that cannot be a file)."""
    try:
        return os.path.lexists(save_path_for(name))
    except (SaveNameError, OSError):
        return False


def save_game(state: GameState, name: str, *, overwrite: bool = False) -> Path:
    """Save the game as a record in ``saves/`` under ``name``.

    SaveNameError for a name that cannot be a file name; SaveExists when a save of that name is
    there and ``overwrite`` is false (ask the player first); OSError when it cannot be written.
    """
    if from_prepared_board(state):
        raise SaveNameError("a game from a board map cannot be saved (a record starts empty)")
    path = save_path_for(name)
    if os.path.lexists(path) and not overwrite:
        raise SaveExists(path)
    write_json_atomic(path, record_of(state))
    write_header(path, state)
    return path


def default_save_name(state: GameState, now: float | None = None) -> str:
    """``Anna, Bram and Vera · Thursday 3 December``: the players and a friendly date, made
    unique among the saves if need be (`` (2)``). Long names are shortened so the date always
    fits whole."""
    moment = datetime.fromtimestamp(time.time() if now is None else now)
    date = weekday(moment)
    names = [n for n in (file_safe(p.name) for p in state.players) if n]
    room = MAX_SAVE_NAME - len(date) - 3 - 5  # " · " and room for " (99)"
    who = file_safe(listing(names))
    if len(who) > room:
        who = file_safe(listing([file_safe(n[:10]) for n in names]))[:room].strip(" ,")
    base = f"{who} · {date}" if who else date
    try:
        check_save_name(f"{base} (99)")
    except SaveNameError:  # e.g. too many bytes for a file name: the date alone
        base = date
    try:
        folder = saves_dir()
    except OSError:
        return base
    name, counter = base, 2
    while os.path.lexists(folder / f"{name}.json"):
        name, counter = f"{base} ({counter})", counter + 1
    return name


# --- the saved games -------------------------------------------------------------------------


def list_saves() -> tuple[SaveList, str | None]:
    """The saves folder's newest ``MAX_LISTED`` ``*.json`` files, newest first (details read
    as they are asked for), and a problem with the folder."""
    try:
        files, total = record_files(saves_dir(), limit=MAX_LISTED)
    except OSError as err:
        name = f"{_folder_name()}/{SAVES}" if os.environ.get("GOLDMINES_DATA_DIR") else SAVES
        why = _reason(err)
        return SaveList([]), _("The saves folder {folder} cannot be opened ({problem}).").format(
            folder=quote(name, 80), problem=why
        )
    return SaveList(files, total=total), None
