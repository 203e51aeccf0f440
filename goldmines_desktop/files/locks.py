"""Two windows on one data folder: locks, so neither loses the other's work.

A second window is a double-click away, so the data folder is shared. Three things follow:

- **A game is open in one window only.** ``claim_game`` takes the lock of an autosave (a lock
  file in ``autosaves/.locks``, held with an exclusive ``flock`` for as long as the game is open,
  the window's process id written in it); another window's claim is refused and it offers to
  open a copy. The system drops the lock of a process that ends, however it ends, so the lock of
  a window that crashed is simply taken over (its lock file stays, unlocked).
- **Finished records never overwrite one another**: ``write_json_new`` creates a new file (a
  hard link of a complete temporary file, which fails when the name is taken) and picks the
  next free name on a collision.
- **The family records are counted under a lock** (``FileLock`` around the read, the change and
  the write), so two games finishing at once both count.

``FileLock`` is the one lock: ``fcntl.flock`` where there is one, ``msvcrt.locking`` on Windows;
a lock file that was replaced while it was being taken is taken again, so two windows never both
hold a lock of one name.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

LOCKS = ".locks"
WAIT_STEP = 0.02  # seconds between two tries of a lock another window holds
WAIT = 60.0  # seconds at most to wait for one (a rebuild of the family records is seconds)


class LockBusy(OSError):
    """Another window holds the lock (and kept it past the wait)."""


class FileLock:
    """An exclusive lock on ``path`` (created if need be), held through an open descriptor."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock if no one holds it; True when this process holds it now. OSError
        when the folder does not allow a lock file."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
            if not _lock(fd):
                os.close(fd)
                return False
            if _same_file(fd, self.path):  # not replaced or removed while it was being taken
                break
            os.close(fd)
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, str(os.getpid()).encode("ascii"))
        self._fd = fd
        return True

    def acquire(self, wait: float = WAIT) -> None:
        """Take the lock, waiting up to ``wait`` seconds for another window to let it go
        (``LockBusy`` when it does not)."""
        deadline = time.monotonic() + wait
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                raise LockBusy(f"{self.path.name} is held by another window")
            time.sleep(WAIT_STEP)

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            _unlock(fd)
            os.close(fd)

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()


def _lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except (BlockingIOError, PermissionError):
        return False
    except OSError as err:
        if err.errno in (11, 13, 35, 36):  # EAGAIN, EACCES, EWOULDBLOCK, EDEADLK: held
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    with contextlib.suppress(OSError):
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _same_file(fd: int, path: Path) -> bool:
    try:
        held, named = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (held.st_dev, held.st_ino) == (named.st_dev, named.st_ino)


# --- games -----------------------------------------------------------------------------------

_claimed: dict[str, FileLock] = {}  # autosave path -> its lock, held by this window


def game_lock_path(autosave: Path) -> Path:
    return autosave.parent / LOCKS / f"{autosave.name}.lock"


def claim_game(autosave: Path) -> bool:
    """Hold ``autosave``'s game for this window: True when it does now (or did), False when
    another window has it open. A folder that allows no lock file allows the game (a lock is
    a courtesy between windows; it must never stop a game)."""
    key = str(autosave)
    if key in _claimed:
        return True
    lock = FileLock(game_lock_path(autosave))
    try:
        if not lock.try_acquire():
            return False
    except OSError:
        return True
    _claimed[key] = lock
    return True


def release_game(autosave: Path) -> None:
    """Let the game go (its window closed it, or it finished)."""
    lock = _claimed.pop(str(autosave), None)
    if lock is not None:
        lock.release()


# --- new files -------------------------------------------------------------------------------


def write_json_new(path: Path, data: Any, indent: int | None = 1) -> Path:
    """Write JSON to a new file at ``path``, or beside it (``NAME-2.json``, ``NAME-3.json``...)
    when that name is taken: never over another file. The file appears whole (a complete
    temporary file linked in), and the name written is returned; OSError if it cannot be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=indent)
            handle.flush()
            os.fsync(handle.fileno())
        return _link_new(Path(tmp), path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def _link_new(tmp: Path, path: Path) -> Path:
    for number in range(1, 10_000):
        target = path if number == 1 else path.with_name(f"{path.stem}-{number}{path.suffix}")
        try:
            os.link(tmp, target)
        except FileExistsError:
            if _same_bytes(tmp, target):  # this very record, written before: not a second
                return target
            continue
        except OSError:  # a file system without hard links: create the name, then fill it
            try:
                os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            except FileExistsError:
                if _same_bytes(tmp, target):
                    return target
                continue
            os.replace(tmp, target)
        return target
    raise FileExistsError(f"no free name for {path.name}")


def _same_bytes(a: Path, b: Path) -> bool:
    try:
        return a.stat().st_size == b.stat().st_size and a.read_bytes() == b.read_bytes()
    except OSError:
        return False
