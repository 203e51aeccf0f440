"""``goldmines --install-desktop-entry``: the Linux menu entry and its icon, for the current user.

Writes ``goldmines.desktop`` into ``$XDG_DATA_HOME/applications`` (``~/.local/share`` when
``XDG_DATA_HOME`` is unset) and the icon as PNGs into ``icons/hicolor/SIZExSIZE/apps`` there. The
entry starts the program that wrote it: the one-file build itself, or the ``goldmines`` script
of an installed package. Running it again rewrites only what changed, so it is safe to repeat;
the Linux download's ``install.sh`` calls it after copying the program into place.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from .files.safe_paths import read_small_file, write_bytes_atomic
from .render.icon import PNG_SIZES, icon_png

APP_ID = "goldmines"
# Characters that make the Desktop Entry specification want an Exec argument quoted.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


class UnusableHome(OSError):
    """No folder to install into: ``HOME`` is empty, relative, the root or not a folder (and
    ``XDG_DATA_HOME`` does not name one)."""


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not an absolute path.
    UnusableHome when the home folder cannot be used: an empty or relative ``HOME`` would put
    the entry at the root of the file system or wherever the command runs."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    home = os.environ.get("HOME")
    if home is None:  # unset: the system's account database knows it, or not
        try:
            home = str(Path.home())
        except (RuntimeError, KeyError, OSError):
            home = ""
    if not os.path.isabs(home) or Path(home) == Path(home).parent or not os.path.isdir(home):
        raise UnusableHome(f"the home folder {home!r} cannot be used; set HOME or XDG_DATA_HOME")
    return Path(home) / ".local" / "share"


def program_command() -> list[str]:
    """The command that starts this program again: the frozen executable, the ``goldmines``
    script it was started as (or the one on PATH), else this Python with ``-m``."""
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    started_as = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started_as is not None and started_as.name == APP_ID and started_as.is_file():
        return [os.path.abspath(started_as)]
    on_path = shutil.which(APP_ID)
    if on_path:
        return [os.path.abspath(on_path)]
    return [os.path.abspath(sys.executable), "-m", "goldmines_desktop"]


def exec_value(command: list[str]) -> str:
    """``command`` as an Exec value: arguments quoted as the specification asks, ``%`` doubled,
    then escaped as a desktop file string (backslashes doubled, line breaks as ``\\n``)."""
    words = []
    for arg in command:
        arg = arg.replace("%", "%%")
        if any(c in _RESERVED for c in arg):
            escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
            arg = f'"{escaped}"'
        words.append(arg)
    value = " ".join(words).replace("\\", "\\\\")
    return value.replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def desktop_entry(command: list[str]) -> str:
    """The text of ``goldmines.desktop`` for a program started by ``command``."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.4",
            "Name=Gold Mines",
            "GenericName=Tile-laying board game",
            "Comment=Carcassonne with The Abbot and The Gold Mines, for pass-and-play",
            f"Exec={exec_value(command)}",
            f"Icon={APP_ID}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            "Keywords=Carcassonne;tiles;meeple;board game;",
            f"StartupWMClass={APP_ID}",
            "",
        ]
    )


def _put(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` through a new temporary file and a rename; False when the file
    already holds exactly that. What stands there is only read when it is a regular file (not
    through a link, never a FIFO or a device) no bigger than ``data``; anything else is
    replaced."""
    try:
        if read_small_file(path, len(data), follow=False) == data:
            return False
    except OSError:
        pass  # missing, odd or different: written anew
    path.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(path, data, shared=True)
    return True


def install(command: list[str] | None = None) -> tuple[Path, bool]:
    """Put the entry and the icons in place; where the entry is, and whether anything changed.
    OSError when a file cannot be written."""
    home = data_home()
    entry = home / "applications" / f"{APP_ID}.desktop"
    changed = False
    for size in PNG_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        changed = _put(icon, icon_png(size)) or changed
    text = desktop_entry(command or program_command())
    changed = _put(entry, text.encode("utf-8")) or changed
    return entry, changed


def install_command() -> int:
    """The command line's ``--install-desktop-entry``: one line saying what happened."""
    if not sys.platform.startswith("linux"):
        print(
            "goldmines: --install-desktop-entry is for Linux; the Windows installer and the "
            "macOS app already put Gold Mines in the Start menu or Applications.",
            file=sys.stderr,
        )
        return 2
    try:
        entry, changed = install()
    except UnusableHome as err:
        print(f"goldmines: the menu entry was not written: {err}.", file=sys.stderr)
        return 1
    except OSError as err:
        print(
            f"goldmines: the menu entry could not be written ({err.filename}: {err.strerror}).",
            file=sys.stderr,
        )
        return 1
    if changed:
        print(f"Gold Mines is now in the applications menu (entry: {entry}).")
    else:
        print(f"Gold Mines is already in the applications menu (entry: {entry}).")
    return 0
