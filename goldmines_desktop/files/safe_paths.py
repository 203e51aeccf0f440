"""Writing files where they belong, and reading small ones without surprises.

Every file the game writes goes through ``write_atomic``: a temporary file made new and
exclusively in the target's own folder (``tempfile.mkstemp``: a random name, ``O_EXCL``, so a
link or a file planted under a guessed name is never written through), filled, synced and
renamed over the target (a rename replaces a link that stands there; it never writes through
it). Whatever fails on the way, the temporary file is removed.

The folders the game makes inside its data folder (``saves``, ``autosaves``, ``finished``,
``posters``, the hidden ``.headers``) must be real folders: ``own_folder`` refuses one that is a
link, so nothing is written to another place through it.

``read_small_file`` reads a file that may be anything (a link to ``/dev/zero``, a FIFO, a huge
file): regular files only, opened without blocking and, when asked, without following a link,
and at most ``limit`` bytes.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from ..i18n import _

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class NotAFolder(OSError):
    """A folder the game makes is a link or a file: it is not used (its message is the
    player's language, as it goes into the message saying the folder cannot be used)."""

    def __init__(self, path: Path, link: bool) -> None:
        said = _("{name} is a link, not a folder") if link else _("{name} is a file, not a folder")
        super().__init__(errno.ENOTDIR, said.format(name=path.name), str(path))


def own_folder(path: Path) -> Path:
    """``path`` made if need be, as a real folder: NotAFolder (an OSError) when it is a link
    (even to a folder) or anything but a folder; OSError when it cannot be made."""
    with contextlib.suppress(FileExistsError):  # a file or a dangling link: named below
        path.mkdir(exist_ok=True)
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode):
        raise NotAFolder(path, link=True)
    if not stat.S_ISDIR(info.st_mode):
        raise NotAFolder(path, link=False)
    return path


def write_atomic(
    path: Path,
    fill: Callable[[BinaryIO], object],
    suffix: str = ".tmp",
    *,
    sync: bool = True,
    shared: bool = False,
) -> None:
    """Write ``path`` through a new temporary file beside it (``.NAME.<random><suffix>``) that
    ``fill`` writes, then a rename (and the folder synced, unless ``sync`` is false); the
    temporary file is removed on any failure. The target's folder must exist. The file is the
    player's alone, or with ``shared`` (a poster, the menu entry) as the umask allows others."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=suffix, dir=path.parent)
    try:
        if shared and hasattr(os, "fchmod"):
            os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as handle:
            fill(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise
    if sync:
        sync_folder(path.parent)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_bytes_atomic(path: Path, data: bytes, *, shared: bool = False) -> None:
    write_atomic(path, lambda handle: handle.write(data), shared=shared)


def _remove(tmp: str) -> None:
    with contextlib.suppress(OSError):  # gone already: nothing of ours is left to remove
        os.unlink(tmp)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows syncing a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # Windows and some file systems cannot sync a folder
    finally:
        os.close(fd)


def read_at_most(fd: int, count: int) -> bytes:
    """Up to ``count`` bytes from the open file ``fd`` (fewer at its end)."""
    chunks: list[bytes] = []
    left = count
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_small_file(path: Path, limit: int, *, follow: bool = True) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them. OSError when it is
    not a regular file (a FIFO, a device, a folder; with ``follow=False`` a link too), larger
    than ``limit``, or cannot be read; a FIFO is never waited on."""
    fd = os.open(path, _READ_FLAGS | (0 if follow else _NOFOLLOW))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than {limit} bytes", str(path))
        data = read_at_most(fd, limit + 1)  # a file that grows while it is read is refused too
    finally:
        os.close(fd)
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {limit} bytes", str(path))
    return data
