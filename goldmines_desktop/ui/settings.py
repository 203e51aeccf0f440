"""Player settings (volume, mute, full screen, animation speed, interface size, language, the
window's size), kept in settings.json.

The file is read like any untrusted file (``read_json_file``: bounded, regular files only), and
every field is checked for its type and range: a bad one gets its default, the file is moved
aside (``settings.corrupt-<time>.json``, every byte kept) and the main menu says so once. Anything
missing, or a data folder that cannot be used, gives the defaults.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..engine import RecordError
from ..files.record_files import read_json_file, write_json_atomic
from ..files.saves import SETTINGS_LIMIT, data_dir, move_aside
from ..i18n import LANGUAGES, _
from .table.seat_help import FULL_HELP, SeatHelp, helps_from_data, remember
from .table.setup_draft import SetupDraft
from .window_size import remembered_size

FILE = "settings.json"
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
UI_SCALES = (1.0, 1.25, 1.5, 2.0)  # the panels' size, for a screen across the room
MAX_LESSONS = 50  # finished lessons remembered
NAME_LENGTH = 100  # a lesson's file name, at most


@dataclass
class Settings:
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    animation_speed: float = 1.0
    ui_scale: float = 1.0
    last_setup: dict[str, Any] | None = None  # the new-game screen's last choices
    lessons_done: list[str] = field(default_factory=list)  # finished lessons (file names)
    welcomed: bool = False  # the first launch offered the lessons
    language: str | None = None  # chosen in Settings ("nl"); None follows the system
    help: dict[str, SeatHelp] = field(default_factory=dict)  # a player's name -> their help
    window_size: tuple[int, int] | None = None  # the window as the player left it (not full)
    # Not kept in the file: what was wrong with it when it was read, said in the language
    # chosen by then (``take_notice``).
    notice: Callable[[], str] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def load(cls, folder: Path | None = None) -> Settings:
        """Read settings. Every field is checked for its type and range; a bad one falls back
        to its default, and then the file is moved aside and ``notice`` says so once (in the
        player's language). A missing file, or a data folder that cannot be used, gives the
        defaults without a notice (the folder's problem is told by the main menu)."""
        settings = cls()
        try:
            path = (folder or data_dir()) / FILE
        except OSError:  # the data folder cannot be used: run with the defaults
            return settings
        if not os.path.lexists(path):
            return settings
        try:
            data = read_json_file(path, SETTINGS_LIMIT)
        except RecordError as err:
            said = str(err)
            settings.notice = _set_aside(path, lambda: said)
            return settings
        if not isinstance(data, dict):
            settings.notice = _set_aside(path, lambda: _("it is not a table of settings"))
            return settings
        settings._take(data)
        kept = settings._to_file()
        wrong = [name for name in kept if name in data and not agrees(data[name], kept[name])]
        if wrong:
            names = ", ".join(wrong)
            settings.notice = _set_aside(
                path, lambda: _("wrong values for {names}").format(names=names)
            )
        return settings

    def _take(self, data: dict[str, Any]) -> None:
        """The fields of ``data`` that are well formed; the rest keep their defaults."""
        for item in fields(self):
            if item.name not in data or item.name == "notice":
                continue
            value, default = data[item.name], getattr(self, item.name)
            if item.name == "last_setup":
                self.last_setup = _last_setup(value)
            elif item.name == "help":
                self.help = helps_from_data(value)
            elif item.name == "window_size":
                self.window_size = remembered_size(value)
            elif item.name == "language":
                self.language = value if isinstance(value, str) and value in LANGUAGES else None
            elif item.name == "lessons_done":
                if isinstance(value, list):
                    done = [v for v in value if isinstance(v, str) and 0 < len(v) <= NAME_LENGTH]
                    self.lessons_done = done[:MAX_LESSONS]
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(self, item.name, value)
            elif isinstance(value, int | float) and not isinstance(value, bool):
                setattr(self, item.name, float(value))
        if not 0.0 <= self.volume <= 1.0:  # (NaN too)
            self.volume = 0.7
        if self.animation_speed not in ANIMATION_SPEEDS:
            self.animation_speed = 1.0
        if self.ui_scale not in UI_SCALES:
            self.ui_scale = 1.0

    def _to_file(self) -> dict[str, Any]:
        kept = asdict(self)
        del kept["notice"]
        if self.window_size is not None:  # JSON has lists, not pairs
            kept["window_size"] = list(self.window_size)
        return kept

    def take_notice(self) -> str | None:
        """What was wrong with the file when it was read, once (the main menu shows it)."""
        notice, self.notice = self.notice, None
        return None if notice is None else notice()

    def save(self, folder: Path | None = None) -> None:
        write_json_atomic((folder or data_dir()) / FILE, self._to_file())

    def help_for(self, name: str) -> SeatHelp:
        """The help the player called ``name`` chose last (all of it until they choose)."""
        return self.help.get(name, FULL_HELP)

    def remember_help(self, name: str, chosen: SeatHelp) -> None:
        remember(self.help, name, chosen)


def _last_setup(value: Any) -> dict[str, Any] | None:
    """The new-game screen's remembered choices, cleaned: only what the screen would keep."""
    if not isinstance(value, dict):
        return None
    return SetupDraft.from_dict(value).to_dict()


def agrees(read: Any, kept: Any) -> bool:
    """Whether a value read from the file is what was kept of it: the same type (a bool is not
    a number) and value, every key of a table and every item of a list agreeing in turn (a key
    the file leaves out is fine: it gets its default)."""
    if isinstance(read, bool) or isinstance(kept, bool):
        return type(read) is type(kept) and read == kept
    if isinstance(kept, float):
        return isinstance(read, int | float) and read == kept
    if isinstance(kept, dict):
        return isinstance(read, dict) and all(
            key in kept and agrees(value, kept[key]) for key, value in read.items()
        )
    if isinstance(kept, list):
        return (
            isinstance(read, list)
            and len(read) == len(kept)
            and all(agrees(a, b) for a, b in zip(read, kept, strict=True))
        )
    return type(read) is type(kept) and read == kept


def _set_aside(path: Path, why: Callable[[], str]) -> Callable[[], str]:
    """Move the bad file aside (every byte kept); what to say, in the language of the moment
    it is said."""
    try:
        moved = move_aside(path)
    except OSError as err:
        problem = err.strerror or type(err).__name__
        return lambda: _(
            "Your settings could not all be read ({why}), so those are back to their defaults. "
            "The file could not be moved aside ({problem})."
        ).format(why=why(), problem=problem)
    return lambda: _(
        "Your settings could not all be read ({why}), so those are back to their defaults. "
        "The file was kept as {name}."
    ).format(why=why(), name=moved.name)
