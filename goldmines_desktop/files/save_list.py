"""What the Continue and Load screens show of a saved game, read without freezing the window.

A save (or an autosave) is a record: listing one by replaying it took 4 ms to seconds, so
thousands of saves, or one huge autosave, froze the window before its first frame. So every
record the game writes gets a small **header** beside it, in the hidden ``.headers`` folder
next to it under the same name: the players and their scores, the turn, the tiles left, whether
the game is over and the tiles on the board (the little picture). A header is untrusted like
every file: at most ``HEADER_LIMIT`` bytes, every value bounded and checked, and it only counts
while the record's size and time match the ones it names (a record copied in, edited by hand or
written by an older version has none that matches). Such a record is replayed to list it, on a
background thread, and its header is written then, so it is quick the next time.

``SaveList`` holds the files of a folder, newest first, from one directory scan, and reads
their details on its thread in the order the screen asks for them. A record is replayed in full
(``load_game``) only when it is opened."""

from __future__ import annotations

import os
import stat
import threading
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from ..engine import (
    GameState,
    IllegalMoveError,
    Phase,
    PlaceTile,
    RecordError,
    apply_decision,
    replay,
)
from ..i18n import _
from .dates import date_label as date_label  # the rows of the Load screen read it here
from .record_files import read_record_file
from .save_headers import (
    SaveInfo,
    info_of,
    read_header,
    write_header,
)


@dataclass(frozen=True)
class Resumed:
    """A game read back from its record, with the turn in play: ``turn`` holds the position
    before each decision made in it, so Undo works after Continue and Load as before."""

    state: GameState
    turn: tuple[GameState, ...]


def resume(path: Path | str) -> Resumed:
    """Replay a record file; RecordError with a readable message if bad.

    The turn in play starts after the last move of the one before, which the moves give:
    every turn starts with its one recorded ``place_tile``. (When the last move ended a turn,
    the turn is ended, as the record's replay ends it: the next one has not started, so there
    is nothing to undo.) Any other failure while replaying an
    untrusted file becomes a RecordError too, so a damaged file never takes the game down."""
    from .catalogue import load_catalogue  # the Tiled reader (pytmx) only when a game resumes

    try:
        record = read_record_file(path)
        start = max((i for i, m in enumerate(record.moves) if isinstance(m, PlaceTile)), default=0)
        state = replay(replace(record, moves=record.moves[:start]), load_catalogue())
        turn: list[GameState] = []
        for index, move in enumerate(record.moves[start:], start):
            if state.phase is Phase.GAME_OVER:
                raise RecordError(f"move {index}: the game is already over")
            turn.append(state)
            try:
                state, _events = apply_decision(state, move)
            except IllegalMoveError as err:
                raise RecordError(f"move {index}: {err}") from None
    except RecordError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as err:
        raise RecordError(f"the record cannot be replayed ({type(err).__name__})") from None
    if state.phase in (Phase.PLACE_TILE, Phase.GAME_OVER):
        turn = []
    return Resumed(state, tuple(turn))


def load_game(path: Path | str) -> GameState:
    """Replay a record file into a game state; RecordError with a readable message if bad."""
    return resume(path).state


# --- reading one file ------------------------------------------------------------------------


def modified(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def read_save_info(path: Path, finished: bool | None = None) -> SaveInfo:
    """A save's details: from its header, else by replaying it (then its header is written,
    when the folder allows); a file that cannot be replayed is listed as damaged. With
    ``finished``, a header that says otherwise is doubted and the record replayed."""
    header = read_header(path, finished)
    if header is not None:
        return header
    when = modified(path)
    try:
        state = load_game(path)
    except RecordError as err:
        return SaveInfo(path, when, (), _("cannot be read"), str(err))
    write_header(path, state)
    return info_of(state, path, when)


# --- a folder of them --------------------------------------------------------------------------


@dataclass(frozen=True)
class SaveFile:
    """A file in a folder of saves, as one directory scan gives it."""

    path: Path
    modified: float


def record_files(
    folder: Path,
    keep: Callable[[str], bool] = lambda name: True,
    *,
    folders: bool = False,
    limit: int | None = None,
) -> tuple[list[SaveFile], int]:
    """The newest ``limit`` ``*.json`` entries of ``folder`` whose names ``keep`` takes
    (folders only with ``folders``), newest first, and how many there are in all; OSError if
    the folder cannot be read. One scan: no file is opened."""
    found: list[tuple[float, str, str]] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            if not entry.name.endswith(".json") or not keep(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                found.append((0.0, entry.name, entry.path))
                continue
            if folders or not stat.S_ISDIR(info.st_mode):
                found.append((info.st_mtime, entry.name, entry.path))
    found.sort(reverse=True)
    shown = found if limit is None else found[:limit]
    return [SaveFile(Path(path), when) for when, _name, path in shown], len(found)


Reader = Callable[[Path], SaveInfo | None]


class SaveList:
    """Files listed at once; their details read on a background thread, those the screen
    asks for first. ``read`` gives a file's details, or None to drop it from the list (an
    autosave that was set aside, or a finished game)."""

    def __init__(
        self, files: Iterable[SaveFile], read: Reader = read_save_info, total: int | None = None
    ) -> None:
        self.files = list(files)
        self.total = len(self.files) if total is None else total  # in the folder, all listed or not
        self._read = read
        self._infos: dict[Path, SaveInfo] = {}
        self._dropped: set[Path] = set()
        self._queue: deque[Path] = deque()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopped = False
        self._held = True  # until the screen has shown its first frame (``release``)

    def info(self, path: Path) -> SaveInfo | None:
        """The details of ``path`` if known; else None, and they are read soon."""
        found = self._infos.get(path)
        if found is None:
            self.want([path])
        return found

    def want(self, paths: Iterable[Path]) -> None:
        """Read these files' details next (before the others asked for)."""
        with self._lock:
            for path in reversed(list(paths)):
                if path not in self._infos and path not in self._dropped:
                    self._queue.appendleft(path)
            if self._queue and self._thread is None and not self._stopped and not self._held:
                self._thread = threading.Thread(target=self._work, name="save-list", daemon=True)
                self._thread.start()

    def release(self) -> None:
        """Start reading: the screen's first frame is up. (Decoding a big record holds the
        interpreter for a moment, which must not delay that frame.)"""
        if self._held:
            self._held = False
            self.want([])

    def want_all(self) -> None:
        self.want([f.path for f in self.files])

    @property
    def idle(self) -> bool:
        """Nothing is being read."""
        return self._thread is None

    def wait(self, timeout: float | None = None) -> None:
        """Let the reading finish (the benchmark and the command line; never the window)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._queue or self._stopped:
                    self._thread = None
                    return
                path = self._queue.popleft()
                if path in self._infos or path in self._dropped:
                    continue
            try:
                found = self._read(path)
            except Exception as err:  # noqa: BLE001 - an untrusted file never stops the list
                found = SaveInfo(path, 0.0, (), _("cannot be read"), type(err).__name__)
            self._store(path, found)

    def _store(self, path: Path, found: SaveInfo | None) -> None:
        with self._lock:
            if found is None:
                self._dropped.add(path)
            else:
                self._infos[path] = found

    def refresh(self) -> bool:
        """Take dropped files out of the list; True when the list changed."""
        with self._lock:
            dropped = self._dropped
        before = len(self.files)
        if dropped:
            self.files = [f for f in self.files if f.path not in dropped]
        return len(self.files) != before

    def forget(self, path: Path) -> None:
        """A file that is gone (deleted by the player)."""
        with self._lock:
            self._dropped.add(path)
            self._infos.pop(path, None)
        self.refresh()

    def close(self) -> None:
        """Stop reading (a file being replayed is finished first, off the window's thread)."""
        with self._lock:
            self._stopped = True
            self._queue.clear()
