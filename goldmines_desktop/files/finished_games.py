"""The finished games: every game played to its end keeps its whole record in the data folder.

When the last move of a game is autosaved, ``saves.write_autosave`` writes the record to
``finished/<id>.json`` (``saves.finished_dir``, the same name as its autosave had) with a header
beside it, as saves have, and removes the autosave. So the Load screen lists finished games apart
from saves, fast (from the headers), and any of them can be watched again. Other features read
the folder through ``finished_records``: each file is a record in the usual format, replayed
with ``save_list.load_game`` (or ``resume``).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..engine import quote
from ..i18n import _
from .save_headers import SaveInfo
from .save_list import SaveFile, SaveList, read_save_info, record_files
from .saves import FINISHED, MAX_LISTED, finished_dir


def _is_record(name: str) -> bool:
    """Not a damaged file set aside, nor a temporary or hidden one."""
    return ".corrupt-" not in name and not name.startswith(".")


def finished_records(limit: int | None = None) -> tuple[list[SaveFile], int]:
    """The finished games' record files, newest first (the newest ``limit`` of them when
    given), and how many there are in all. One scan of the folder: no file is opened. OSError
    when the data folder cannot be used."""
    return record_files(finished_dir(), _is_record, limit=limit)


def list_finished() -> tuple[SaveList, str | None]:
    """The newest ``MAX_LISTED`` finished games for the Load screen (details read as they are
    asked for), and a problem with the folder (a message for the player) or None."""
    try:
        files, total = finished_records(MAX_LISTED)
    except OSError as err:
        where = os.environ.get("GOLDMINES_DATA_DIR")
        name = f"{where}/{FINISHED}" if where else FINISHED
        why = err.strerror or type(err).__name__
        message = _("The finished games folder {name} cannot be opened ({why}).")
        return SaveList([]), message.format(name=quote(name, 80), why=why)
    return SaveList(files, _read_finished, total=total), None


def _read_finished(path: Path) -> SaveInfo:
    """A finished game's details; a header that calls it unfinished is doubted (replayed)."""
    return read_save_info(path, finished=True)
