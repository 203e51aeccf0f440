"""Where the game keeps its files: the autosave, saved games and settings.

The data directory is ``GOLDMINES_DATA_DIR`` if set, else the platform's user data directory.
Everything is JSON, written atomically; a file that cannot be read is moved aside (never
overwritten or deleted) and reported in one clear message.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .catalogue import load_catalogue
from .engine import GameState
from .engine.records import (
    RecordError,
    read_record_file,
    record_of,
    replay,
    write_json_atomic,
)

AUTOSAVE = "autosave.json"


def data_dir() -> Path:
    """The folder for autosave, saves and settings (created on demand)."""
    override = os.environ.get("GOLDMINES_DATA_DIR")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("goldmines", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def write_autosave(state: GameState) -> None:
    write_json_atomic(autosave_path(), record_of(state))


def load_game(path: Path) -> GameState:
    """Replay a record file into a game state; RecordError with a readable message if bad."""
    return replay(read_record_file(path), load_catalogue())


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``NAME.corrupt-<time>.json`` next to it, and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.rename(target)
    return target


@dataclass(frozen=True)
class AutosaveCheck:
    """What the main menu needs to know about the autosave."""

    state: GameState | None  # an unfinished game to continue, if any
    problem: str | None  # a message for the player when the autosave was unreadable


def check_autosave() -> AutosaveCheck:
    """Load the autosave; a corrupt one is moved aside and reported, never overwritten."""
    path = autosave_path()
    if not path.exists():
        return AutosaveCheck(None, None)
    try:
        state = load_game(path)
    except RecordError as err:
        moved = move_aside(path)
        return AutosaveCheck(
            None, f"The autosave could not be read ({err}). It was kept as {moved.name}."
        )
    return AutosaveCheck(None if state.finished else state, None)


def save_game(state: GameState, name: str) -> Path:
    """Save the game as a record in ``saves/`` under a file name made from ``name``."""
    safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "game"
    path = saves_dir() / f"{safe[:60]}.json"
    write_json_atomic(path, record_of(state))
    return path


def read_json(path: Path) -> Any:
    """A JSON file's contents, or None when it is missing or unreadable."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
