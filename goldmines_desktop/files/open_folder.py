"""Show a folder in the system's file manager (the results' "Open folder" after a poster).

``open_folder(path)`` asks the system once and does not wait: Windows' ``os.startfile``,
macOS' ``open``, ``xdg-open`` elsewhere. Nothing it does can crash the game: a missing
folder, a system without a file manager or a command that fails to start gives back a short
reason for a notice instead (``None`` when the folder was handed over).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from ..i18n import _


def _command(path: Path) -> list[str]:
    return ["open" if sys.platform == "darwin" else "xdg-open", str(path)]


def _start(path: Path) -> None:
    if sys.platform == "win32":
        os.startfile(path)  # type: ignore[attr-defined]  # noqa: S606 (Windows only)
        return
    subprocess.Popen(  # noqa: S603 (a fixed program with a path, no shell)
        _command(path),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # it outlives no one's wait: the window goes on at once
    )


# The tests put a fake here so that no file manager opens on the machine running them.
starter: Callable[[Path], None] = _start


def open_folder(path: Path) -> str | None:
    """Hand ``path`` to the file manager; None, or why it could not be (for a notice)."""
    if not path.is_dir():
        return _("the folder is not there any more")
    try:
        starter(path)
    except (OSError, ValueError, subprocess.SubprocessError) as err:
        return getattr(err, "strerror", None) or str(err) or type(err).__name__
    return None
