"""Where the game keeps its files: the autosaves, saved games and settings.

The data directory is ``GOLDMINES_DATA_DIR`` if set, else the platform's user data directory.
Every unfinished game has its own autosave, ``autosaves/<id>.json``, written after every move;
a finished game's record moves to ``finished/<id>.json`` (``finished_dir``; listed by
``finished_games.finished_records``; a new file, under the next free name if that one is
taken), so the Continue screen lists the unfinished ones (``unfinished_games``). A game is
open in one window at a time (``locks``). (The
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
from datetime import datetime
from pathlib import Path

from ..engine import GameState, from_prepared_board, quote, record_of
from ..i18n import _
from ..wording import listing
from .dates import weekday
from .locks import claim_game, release_game, write_json_new
from .record_files import clean_stale_temp_files, write_json_atomic
from .retired_saves import retire_saves_of
from .safe_paths import own_folder
from .save_headers import (
    SaveInfo,
    printable,
    remove_header,
    write_header,
)
from .save_list import (
    Resumed,
    SaveFile,
    SaveList,
    load_game,
    modified,
    record_files,
    resume,
)
from .save_names import MAX_SAVE_NAME, SaveNameError, check_save_name, file_safe

# the save_list and save_headers names the screens reach through this module
__all__ = ["Resumed", "SaveInfo", "load_game", "printable", "resume"]

LEGACY_AUTOSAVE = "autosave.json"  # the one autosave of earlier versions
AUTOSAVES = "autosaves"
FINISHED = "finished"
SAVES = "saves"
MAX_LISTED = 500  # saves the Load screen lists (the newest)
SETTINGS_LIMIT = 64 * 1024  # bytes: settings.json is small

_cleaned: set[str] = set()  # folders whose stale temporary files were removed in this run
_autosave_problems: dict[str, str] = {}  # autosave path -> why the last write failed


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
    """The saved games' folder (created on demand; OSError if it cannot be, e.g. a file, or
    is a link: ``safe_paths.own_folder``)."""
    path = own_folder(data_dir() / SAVES)
    _clean_once(path)
    return path


def finished_dir() -> Path:
    """The finished games' folder: each finished game's whole record, under its autosave's
    name, with a header beside it as saves have (created on demand; OSError if it cannot)."""
    path = own_folder(data_dir() / FINISHED)
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
    path = own_folder(data / AUTOSAVES)
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


def folder_name() -> str:
    return os.environ.get("GOLDMINES_DATA_DIR") or "the game's data folder"


def reason(err: OSError) -> str:
    return err.strerror or type(err).__name__


# --- reading ---------------------------------------------------------------------------------


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


# --- writing ---------------------------------------------------------------------------------


#: where each autosave's finished record went (its name may differ: never over another's)
_finished_records: dict[Path, Path] = {}


def write_autosave(state: GameState, path: Path | None = None) -> Path:
    """Write a game's autosave (a new file for a new game, ``path`` for one that has one)
    and return where; a finished game's record goes to ``finished_dir`` under the autosave's
    name and its autosave is removed instead. OSError when it cannot be written (see
    ``autosave_problem``)."""
    try:
        folder = autosaves_dir()
    except OSError as err:
        _autosave_problems[folder_name()] = _("the data folder cannot be used ({problem})").format(
            problem=reason(err)
        )
        raise
    key = str(folder)
    path = path if path is not None else new_autosave_path(folder)
    try:
        if state.finished:  # a new file: never over another window's finished game
            kept = write_json_new(finished_dir() / path.name, record_of(state))
            _finished_records[path] = kept
            write_header(kept, state)
            path.unlink(missing_ok=True)
            remove_header(path)
            release_game(path)
            with contextlib.suppress(OSError):  # a saved game now lives with the finished ones
                retire_saves_of(state, saves_dir())
        else:
            write_json_atomic(path, record_of(state))
            write_header(path, state)
    except OSError as err:
        _autosave_problems[key] = reason(err)
        raise
    _autosave_problems.pop(key, None)
    return path


class Autosave:
    """One game's autosave writer (the board calls it after every change): the first write
    of a new game makes its file; a continued game writes to the file it came from."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.ended: Path | None = None  # the finished record the last write made

    def __call__(self, state: GameState) -> None:
        new = self.path is None
        self.path = write_autosave(state, self.path)
        if new or self.ended is not None:
            claim_game(self.path)  # a new game, or one taken back from finished, is this window's
        if self.ended is not None and not state.finished:  # its last move taken back
            self.ended.unlink(missing_ok=True)
            remove_header(self.ended)
        self.ended = _finished_records.get(self.path) if state.finished else None

    def close(self) -> None:
        """The game's window let it go (another window may open it now)."""
        if self.path is not None:
            release_game(self.path)


def autosave_problem() -> str | None:
    """Why the last autosave could not be written, or None when it was (or none was tried)."""
    try:
        key = str(data_dir() / AUTOSAVES)
    except OSError:
        key = folder_name()
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
        name = f"{folder_name()}/{SAVES}" if os.environ.get("GOLDMINES_DATA_DIR") else SAVES
        why = reason(err)
        return SaveList([]), _("The saves folder {folder} cannot be opened ({problem}).").format(
            folder=quote(name, 80), problem=why
        )
    return SaveList(files, total=total), None
