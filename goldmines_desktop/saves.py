"""Where the game keeps its files: the autosave, saved games and settings.

The data directory is ``GOLDMINES_DATA_DIR`` if set, else the platform's user data directory.
Everything is JSON, written atomically; a file that cannot be read is moved aside (never
overwritten or deleted) and reported in one clear message. When the data folder cannot be used
at all, the game runs without saving and says so once. Whether the last autosave worked is kept
here (``autosave_problem``) for the screens to show.
"""

from __future__ import annotations

import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .catalogue import load_catalogue
from .engine import GameState
from .engine.prepared import from_prepared_board
from .engine.records import RecordError, quote, record_of, replay
from .record_files import (
    clean_stale_temp_files,
    read_json_file,
    read_record_file,
    write_json_atomic,
)
from .wording import count

AUTOSAVE = "autosave.json"
SAVES = "saves"
SETTINGS_LIMIT = 64 * 1024  # bytes: settings.json is small
MAX_SAVE_NAME = 80  # characters in a save's name (its file name without ".json")
UNSAFE_CHARACTERS = '<>:"/\\|?*'
ZERO_WIDTH_JOINER = "\u200d"  # joins emoji into one picture (a family, a flag)
RESERVED_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL"] + [f"{p}{n}" for p in ("COM", "LPT") for n in range(1, 10)]
)

_cleaned: set[str] = set()  # folders whose stale temporary files were removed in this run
_told_unusable: set[str] = set()  # data folders already reported as unusable in this run
_autosave_problems: dict[str, str] = {}  # autosave path -> why the last write failed
_kept_autosaves: dict[str, str] = {}  # autosave path -> damaged file that could not be moved


class SaveNameError(ValueError):
    """A save name that cannot be a file name; the message is for the player."""


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


def _clean_once(folder: Path) -> None:
    """At the first use of a folder in this run, remove temporary files a crash left."""
    if str(folder) not in _cleaned:
        _cleaned.add(str(folder))
        clean_stale_temp_files(folder)


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def _folder_name() -> str:
    return os.environ.get("GOLDMINES_DATA_DIR") or "the game's data folder"


def _reason(err: OSError) -> str:
    return err.strerror or type(err).__name__


# --- reading ---------------------------------------------------------------------------------


def load_game(path: Path | str) -> GameState:
    """Replay a record file into a game state; RecordError with a readable message if bad.

    Any other failure while replaying an untrusted file becomes a RecordError too, so a
    damaged file never takes the game down.
    """
    try:
        return replay(read_record_file(path), load_catalogue())
    except RecordError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as err:
        raise RecordError(f"the record cannot be replayed ({type(err).__name__})") from None


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


@dataclass(frozen=True)
class AutosaveCheck:
    """What the main menu needs to know about the autosave."""

    state: GameState | None  # an unfinished game to continue, if any
    problem: str | None  # a message for the player when the autosave was unreadable
    heading: str = "The autosave could not be read"


def check_autosave() -> AutosaveCheck:
    """Load the autosave; a corrupt one is moved aside and reported, never overwritten.

    When the data folder cannot be used, the game runs without saving; that is reported once
    per run. (``data_dir`` removes temporary files a crash left, at its first use.)
    """
    try:
        folder = data_dir()
    except OSError as err:
        name = _folder_name()
        if name in _told_unusable:
            return AutosaveCheck(None, None)
        _told_unusable.add(name)
        return AutosaveCheck(
            None,
            f"The data folder {quote(name, 80)} cannot be used ({_reason(err)}), so games "
            "and settings will not be saved. You can still play.",
            "Games will not be saved",
        )
    path = folder / AUTOSAVE
    if not os.path.lexists(path):
        return AutosaveCheck(None, None)
    try:
        state = load_game(path)
    except RecordError as err:
        return AutosaveCheck(None, _set_aside(path, str(err)))
    return AutosaveCheck(None if state.finished else state, None)


def _set_aside(path: Path, why: str) -> str:
    """Move a damaged autosave aside; if that fails, keep it and never write over it."""
    try:
        moved = move_aside(path)
    except OSError as err:
        _kept_autosaves[str(path)] = why
        return (
            f"The autosave could not be read ({why}). It could not be moved aside either "
            f"({_reason(err)}), so it was left as it is and new games will not be autosaved."
        )
    return f"The autosave could not be read ({why}). It was kept as {moved.name}."


# --- writing ---------------------------------------------------------------------------------


def write_autosave(state: GameState) -> None:
    """Write the autosave; OSError when it cannot be written (see ``autosave_problem``)."""
    try:
        path = autosave_path()
    except OSError as err:
        _autosave_problems[_folder_name()] = f"the data folder cannot be used ({_reason(err)})"
        raise
    key = str(path)
    if key in _kept_autosaves:
        problem = "the damaged autosave could not be moved aside, so it is not overwritten"
        _autosave_problems[key] = problem
        raise PermissionError(problem)
    try:
        write_json_atomic(path, record_of(state))
    except OSError as err:
        _autosave_problems[key] = _reason(err)
        raise
    _autosave_problems.pop(key, None)


def autosave_problem() -> str | None:
    """Why the last autosave could not be written, or None when it was (or none was tried)."""
    try:
        key = str(autosave_path())
    except OSError:
        key = _folder_name()
    return _autosave_problems.get(key)


def check_save_name(name: str) -> str:
    """The name as it will be saved (trimmed); SaveNameError saying what is wrong with it."""
    name = name.strip()
    if not name:
        raise SaveNameError("Type a name for the save.")
    if len(name) > MAX_SAVE_NAME:
        raise SaveNameError(f"The name is too long (at most {MAX_SAVE_NAME} characters).")
    bad = sorted({c for c in name if c in UNSAFE_CHARACTERS})
    if bad:
        shown = " ".join(bad)
        raise SaveNameError(f"A save name cannot contain these characters: {shown}")
    if any(not _name_character(name, i) for i in range(len(name))):
        raise SaveNameError(
            "A save name cannot contain invisible characters (tabs, line breaks, "
            "zero-width spaces...)."
        )
    if name.endswith("."):
        raise SaveNameError("A save name cannot end with a dot.")
    if name.startswith("."):
        raise SaveNameError("A save name cannot start with a dot.")
    if name.split(".")[0].strip().upper() in RESERVED_NAMES:
        raise SaveNameError(f"“{name}” is a name the system keeps for itself; choose another.")
    if len(f"{name}.json".encode()) > 250:
        raise SaveNameError("The name is too long for a file name.")
    return name


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
    return path


def default_save_name(state: GameState, now: float | None = None) -> str:
    """``Ann vs Bob - 30 Nov 2026 14h05m09``, made unique among the saves if need be.

    Long names are shortened so the date and time always fit whole.
    """
    stamp = time.strftime("%d %b %Y %Hh%Mm%S", time.localtime(now))
    names = [n for n in (_file_safe(p.name) for p in state.players) if n]
    who = " vs ".join(names)
    room = MAX_SAVE_NAME - len(stamp) - 3 - 4  # " - " and room for " (9)"
    if len(who) > room:
        who = _file_safe(", ".join(_file_safe(n[:10]) for n in names)[:room].strip(" ,"))
    base = f"{who} - {stamp}" if who else stamp
    try:
        check_save_name(f"{base} (99)")
    except SaveNameError:  # e.g. too many bytes for a file name: the date alone
        base = stamp
    try:
        folder = saves_dir()
    except OSError:
        return base
    name, counter = base, 2
    while os.path.lexists(folder / f"{name}.json"):
        name, counter = f"{base} ({counter})", counter + 1
    return name


def _name_character(text: str, index: int) -> bool:
    """Whether ``text[index]`` may be in a save name: a visible character or a space, or a
    zero-width joiner between two visible characters (an emoji made of several, a family)."""
    char = text[index]
    if char.isprintable():
        return True
    if char != ZERO_WIDTH_JOINER or not 0 < index < len(text) - 1:
        return False
    return not text[index - 1].isspace() and not text[index + 1].isspace()


def _file_safe(text: str) -> str:
    """A player's name made fit for a save name: only characters ``check_save_name`` takes
    (tabs and line breaks become spaces), and no dot or space at either end."""
    text = re.sub(r"\s+", " ", text)
    kept = "".join(
        c for i, c in enumerate(text) if c not in UNSAFE_CHARACTERS and _name_character(text, i)
    )
    return re.sub(r" +", " ", kept).strip(" .")


# --- the saved games -------------------------------------------------------------------------


@dataclass(frozen=True)
class SaveInfo:
    """One file in the saves folder, read once for the list."""

    path: Path
    modified: float
    players: tuple[tuple[str, str, int], ...]  # name, colour, score
    status: str
    problem: str | None = None

    @property
    def title(self) -> str:
        """The save's name as the screen may draw it (no control characters)."""
        return printable(self.path.stem)


def printable(text: str) -> str:
    """``text`` with control characters and lone surrogates (undecodable file-name bytes) shown
    as the replacement character, so it can be drawn."""
    return "".join(c if c.isprintable() else "\ufffd" for c in text)


def _modified(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def read_save_info(path: Path) -> SaveInfo:
    """Replay a save to list its players, scores and how far it got; a bad file is damaged."""
    modified = _modified(path)
    try:
        state = load_game(path)
    except RecordError as err:
        return SaveInfo(path, modified, (), "cannot be read", str(err))
    players = tuple((p.name, p.color, state.total(i)) for i, p in enumerate(state.players))
    status = (
        "finished"
        if state.finished
        else f"turn {state.turn + 1}, {count(state.tiles_left, 'tile')} left"
    )
    return SaveInfo(path, modified, players, status)


def list_saves() -> tuple[list[SaveInfo], str | None]:
    """Every ``*.json`` in the saves folder, newest first, and a problem with the folder."""
    try:
        folder = saves_dir()
        files = [p for p in folder.glob("*.json") if not _is_folder(p)]
    except OSError as err:
        name = f"{_folder_name()}/{SAVES}" if os.environ.get("GOLDMINES_DATA_DIR") else SAVES
        return [], f"The saves folder {quote(name, 80)} cannot be opened ({_reason(err)})."
    files.sort(key=_modified, reverse=True)
    return [read_save_info(path) for path in files], None


def _is_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(path.lstat().st_mode)
    except OSError:
        return False
