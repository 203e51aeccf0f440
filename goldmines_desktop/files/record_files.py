"""Reading and writing the game's JSON files: records, saves, the autosave and settings.

Every file the game reads is untrusted (other machines, hand edits, half-written disks), so there
is one reader for all of them, ``read_json_file``: regular files only (a FIFO, a device or a
directory is refused without blocking or reading it), at most ``limit`` bytes, UTF-8 with or
without a byte order mark, and JSON decoded with bounded nesting and number length. Its errors
are ``RecordError``: one line that quotes the file name safely.

Writing is atomic: a new temporary file next to the target (made exclusively, with a random
name), synced, renamed over it, and the folder synced, so a crash leaves either the old file or
the new one. A crash between the two leaves a ``.NAME.*.tmp`` file behind, which
``clean_stale_temp_files`` removes later.
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any

from ..engine import MAX_RECORD_BYTES as MAX_BYTES
from ..engine import Record, RecordError, decode_json, parse_record, quote
from ..i18n import _
from .safe_paths import read_at_most, sync_folder, write_atomic

STALE_TEMP_SECONDS = 60.0
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_json_file(path: str | Path, limit: int = MAX_BYTES) -> Any:
    """The decoded JSON of a regular file of at most ``limit`` bytes, or RecordError."""
    path = Path(path)
    name = quote(path.name, 60)
    data = read_regular_file(path, limit)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError(f"{name} is not a text file (not UTF-8 at byte {err.start})") from None
    return decode_json(text)


def read_regular_file(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or RecordError: a FIFO, a device
    or a directory is refused without blocking on it or reading it."""
    path = Path(path)
    name = quote(path.name, 60)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise RecordError(_("{file} is not a regular file").format(file=name))
        fd = os.open(path, _OPEN_FLAGS)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):  # it changed since the first look
                raise RecordError(_("{file} is not a regular file").format(file=name))
            # The size is checked before reading; the read is bounded too, as a file can grow.
            data = b"" if info.st_size > limit else read_at_most(fd, limit + 1)
        finally:
            os.close(fd)
    except OSError as err:
        # TRANSLATORS: {file} is a file's name, {reason} the system's words for what went wrong.
        said = _("cannot read {file}: {reason}")
        raise RecordError(
            said.format(file=name, reason=err.strerror or type(err).__name__)
        ) from None
    if len(data) > limit or info.st_size > limit:
        said = _("{file} is over {size} KB: such files are refused")
        raise RecordError(said.format(file=name, size=limit // 1024))
    return data


def read_record_file(path: str | Path) -> Record:
    """Load and check a record file (JSON only, at most 5 MB)."""
    return parse_record(read_json_file(path, MAX_BYTES))


def write_json_atomic(path: str | Path, data: Any, indent: int | None = 1) -> None:
    """Write JSON through a new temporary file (``safe_paths.write_atomic``: made exclusively,
    removed on any failure) and a rename, so a crash never leaves half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=indent)
    write_atomic(path, lambda handle: handle.write(text.encode("utf-8")), sync=False)
    sync_folder(path.parent)


def clean_stale_temp_files(folder: Path, age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove ``.NAME.json.*.tmp`` files older than ``age`` seconds left by a crash mid-write.

    Only regular files are touched; a write in progress is younger than ``age``.
    """
    removed: list[Path] = []
    now = time.time()
    try:  # one scan (a folder may hold thousands of saves)
        with os.scandir(folder) as entries:
            candidates = [Path(e.path) for e in entries if _is_temp_name(e.name)]
    except OSError:
        return removed
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > age:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def _is_temp_name(name: str) -> bool:
    """``.NAME.json.XXXX.tmp``, the name ``write_json_atomic`` gives its temporary files."""
    return name.startswith(".") and name.endswith(".tmp") and ".json." in name
