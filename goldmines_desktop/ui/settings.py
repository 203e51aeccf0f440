"""Player settings (volume, mute, full screen, animation speed, interface size, language, the
window's size), kept in settings.json.

The file is read like any untrusted file (``saves.read_json``: bounded, regular files only);
anything missing or malformed, or a data folder that cannot be used, gives the defaults.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..files.record_files import write_json_atomic
from ..files.saves import data_dir, read_json
from ..i18n import LANGUAGES
from .table.seat_help import FULL_HELP, SeatHelp, helps_from_data, remember
from .table.setup_draft import SetupDraft
from .window_size import remembered_size

FILE = "settings.json"
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
UI_SCALES = (1.0, 1.25, 1.5, 2.0)  # the panels' size, for a screen across the room


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

    @classmethod
    def load(cls, folder: Path | None = None) -> Settings:
        """Read settings; anything missing or malformed falls back to the default."""
        settings = cls()
        try:
            data = read_json((folder or data_dir()) / FILE)
        except OSError:  # the data folder cannot be used: run with the defaults
            return settings
        if not isinstance(data, dict):
            return settings
        for item in fields(cls):
            value = data.get(item.name)
            default = getattr(settings, item.name)
            if item.name == "last_setup":
                settings.last_setup = _last_setup(value)
            elif item.name == "help":
                settings.help = helps_from_data(value)
            elif item.name == "window_size":
                settings.window_size = remembered_size(value)
            elif item.name == "language":
                settings.language = value if value in LANGUAGES else None
            elif item.name == "lessons_done":
                if isinstance(value, list):
                    settings.lessons_done = [v for v in value if isinstance(v, str)][:50]
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, item.name, value)
            elif isinstance(value, int | float) and not isinstance(value, bool):
                setattr(settings, item.name, float(value))
        settings.volume = min(1.0, max(0.0, settings.volume))
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = 1.0
        if settings.ui_scale not in UI_SCALES:
            settings.ui_scale = 1.0
        return settings

    def save(self, folder: Path | None = None) -> None:
        write_json_atomic((folder or data_dir()) / FILE, asdict(self))

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
