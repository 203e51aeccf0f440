"""Crash reports: what the game writes when a screen fails (the window itself stays open).

One text file per fault, ``crash-<date>-<time>.txt`` in the data folder: the game's version,
the traceback, and the game's record as JSON when a game is on, so the fault can be replayed.
Only the newest ``MAX_REPORTS`` are kept, so a fault that keeps coming back cannot fill the disk;
a report is made new and exclusively (never through a link or over another file), and only
regular files named like reports are counted and pruned.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

from .. import __version__
from .saves import data_dir

PREFIX = "crash-"
MAX_REPORTS = 20
# made new and exclusively: never through a link, never over another file
_CREATE_FLAGS = (
    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
)


def report_text(trace: str, record: dict[str, Any] | None, when: float) -> str:
    """The report's text: version and time, the traceback, the record (or that none is on)."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when))
    parts = [
        f"Gold Mines {__version__}: a screen failed on {stamp}; the window stayed open.",
        "",
        "Traceback:",
        trace.rstrip(),
        "",
    ]
    if record is None:
        parts.append("No game was on.")
    else:
        parts += ["The game's record (JSON):", json.dumps(record, indent=1, ensure_ascii=False)]
    return "\n".join(parts) + "\n"


def write_crash_report(
    trace: str, record: dict[str, Any] | None, when: float | None = None
) -> Path:
    """Write a new report in the data folder and return its path (OSError if it cannot)."""
    when = time.time() if when is None else when
    folder = data_dir()
    stem = PREFIX + time.strftime("%Y-%m-%d-%H%M%S", time.localtime(when))
    # (a traceback may name a file whose name is not UTF-8: escaped, never a second fault)
    data = report_text(trace, record, when).encode("utf-8", "backslashreplace")
    for number in range(1, 100):
        path = folder / (f"{stem}.txt" if number == 1 else f"{stem}-{number}.txt")
        try:
            fd = os.open(path, _CREATE_FLAGS, 0o600)
        except FileExistsError:  # a report, a link or anything else already has the name
            continue
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
        except BaseException:  # a full disk: no half report is left
            with contextlib.suppress(OSError):
                os.unlink(path)
            raise
        _keep_newest(folder)
        return path
    raise FileExistsError(f"too many crash reports named {stem}")


def _keep_newest(folder: Path) -> None:
    """Remove the oldest reports beyond ``MAX_REPORTS``. Only what really is a report counts (a
    regular file named like one, looked at without following links); a link, a folder or a FIFO
    under such a name is left alone and never stops the pruning. A report that cannot be removed
    is left for the next time."""
    reports: list[tuple[float, str, str]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not (entry.name.startswith(PREFIX) and entry.name.endswith(".txt")):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue  # gone meanwhile
                if stat.S_ISREG(info.st_mode):
                    reports.append((info.st_mtime, entry.name, entry.path))
    except OSError:
        return
    reports.sort()
    for _when, _name, old in reports[:-MAX_REPORTS]:
        with contextlib.suppress(OSError):
            os.unlink(old)
