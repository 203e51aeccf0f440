"""Player settings (volume, mute, full screen, animation speed), kept in settings.json."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from ..engine.records import write_json_atomic
from ..saves import data_dir, read_json

FILE = "settings.json"
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)


@dataclass
class Settings:
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    animation_speed: float = 1.0
    last_setup: dict[str, Any] | None = None  # the new-game screen's last choices

    @classmethod
    def load(cls, folder: Path | None = None) -> Settings:
        """Read settings; anything missing or malformed falls back to the default."""
        data = read_json((folder or data_dir()) / FILE)
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for item in fields(cls):
            value = data.get(item.name)
            default = getattr(settings, item.name)
            if item.name == "last_setup":
                settings.last_setup = value if isinstance(value, dict) else None
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, item.name, value)
            elif isinstance(value, int | float) and not isinstance(value, bool):
                setattr(settings, item.name, float(value))
        settings.volume = min(1.0, max(0.0, settings.volume))
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = 1.0
        return settings

    def save(self, folder: Path | None = None) -> None:
        write_json_atomic((folder or data_dir()) / FILE, asdict(self))
