"""The unfinished games: the Continue list, opening one, deleting one, and a game open in
another window.

Every unfinished game has its own autosave (``saves``). ``check_autosaves`` lists them and reads
their details on a background thread (``UnfinishedGames``): a damaged one is moved aside as it is
found (never overwritten or deleted) and reported in one message, a finished one is left out. A
game is open in one window only (``locks.claim_game``): ``open_autosave`` says when another
window has it, and ``open_copy`` gives this window a copy of its own to play on.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..engine import RecordError, quote
from ..i18n import N_, _
from . import saves  # ``saves.move_aside`` looked up when used (tests stand in for it)
from .locks import claim_game, release_game, write_json_new
from .record_files import read_json_file
from .save_headers import SaveInfo, info_of, read_header, remove_header, write_header
from .save_list import Resumed, SaveFile, SaveList, load_game, modified, resume
from .saves import autosave_files, autosaves_dir, folder_name, new_autosave_path, reason

QUICK_BYTES = 64 * 1024  # a header-less autosave this small is checked before the first frame
QUICK_FILES = 1  # ... only one: the single autosave of an earlier version

_told_unusable: set[str] = set()  # data folders already reported as unusable in this run
_kept_autosaves: dict[str, str] = {}  # autosave path -> damaged file that could not be moved


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
        header = read_header(path, finished=False)  # one said to be finished is replayed
        if header is not None:
            return header
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
        name = folder_name()
        if name in _told_unusable:
            return AutosaveCheck(UnfinishedGames([]), None)
        _told_unusable.add(name)
        return AutosaveCheck(
            UnfinishedGames([]),
            _(
                "The data folder {folder} cannot be used ({problem}), so games and settings "
                "will not be saved. You can still play."
            ).format(folder=quote(name, 80), problem=reason(err)),
            N_("Games will not be saved"),
        )
    games = UnfinishedGames(files)
    games.check_small_ones()
    games.want_all()
    return AutosaveCheck(games, None)


@dataclass(frozen=True)
class Opening:
    """What opening an unfinished game gave: the game, or why not (a damaged autosave moved
    aside: ``problem``; the game open in another window: ``in_use``)."""

    game: Resumed | None
    path: Path
    problem: str | None = None
    in_use: bool = False


def open_autosave(path: Path) -> Opening:
    """The game in an autosave, replayed in full with its turn so far and held for this
    window; or the game left alone when another window has it open; or, when it cannot be
    read, the file moved aside and the message saying so."""
    if not claim_game(path):
        return Opening(None, path, in_use=True)
    try:
        return Opening(resume(path), path)
    except RecordError as err:
        release_game(path)
        return Opening(None, path, _set_aside(path, str(err)))


def open_copy(path: Path) -> Opening:
    """A copy of the unfinished game at ``path`` (open in another window) as a new unfinished
    game of this window's own: the same record under a new autosave name."""
    try:
        data = read_json_file(path)
        resumed = resume(path)
        copy = write_json_new(new_autosave_path(autosaves_dir()), data)
    except (RecordError, OSError) as err:
        why = reason(err) if isinstance(err, OSError) else str(err)
        return Opening(None, path, _("The copy could not be made ({problem}).").format(problem=why))
    write_header(copy, resumed.state)
    claim_game(copy)  # a new name: no other window knows it
    return Opening(resumed, copy)


def delete_autosave(path: Path) -> str | None:
    """Remove an unfinished game the player chose to delete; a message if it cannot be (or
    another window has it open: it is not this window's to delete)."""
    if not claim_game(path):
        return _("The game is open in another window, so it was not deleted.")
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as err:
        release_game(path)
        return _("The game could not be deleted ({problem}).").format(problem=reason(err))
    remove_header(path)
    release_game(path)
    return None


def _set_aside(path: Path, why: str) -> str:
    """Move a damaged autosave aside; if that fails, keep it and never write over it."""
    remove_header(path)
    try:
        moved = saves.move_aside(path)
    except OSError as err:
        _kept_autosaves[str(path)] = why
        return _(
            "The autosave could not be read ({why}). It could not be moved aside either "
            "({problem}), so it was left as it is."
        ).format(why=why, problem=reason(err))
    return _("The autosave could not be read ({why}). It was kept as {name}.").format(
        why=why, name=moved.name
    )
