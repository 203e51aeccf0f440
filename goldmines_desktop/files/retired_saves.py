"""A saved game that was then played to its end leaves the saves: it is a finished game now.

When the last move is autosaved (``saves.write_autosave``), the finished record is written to
the finished games first; then every save that is an earlier position of that very game (the
same seats and options, the same draw order, and its moves the first moves of the finished
game) is removed with its header, so the Load screen lists the game once, under Finished games.
A save of another game, of another draw, or one that went another way (a different move) stays.
Unreadable files stay too: nothing is removed that was not read and matched.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from ..engine import GameState, RecordError
from .record_files import read_record_file
from .save_headers import remove_header
from .save_list import record_files

MAX_CHECKED = 500  # the newest saves looked at (as many as the Load screen lists)


def is_position_of(path: Path, state: GameState) -> bool:
    """Whether the save at ``path`` is a position of ``state``'s game (False if unreadable)."""
    try:
        record = read_record_file(path)
    except (RecordError, OSError, ValueError):
        return False
    if record.setup != state.setup or record.draw_order != tuple(state.draw_order):
        return False
    moves = tuple(state.moves)
    return len(record.moves) <= len(moves) and record.moves == moves[: len(record.moves)]


def retire_saves_of(state: GameState, folder: Path) -> list[Path]:
    """Remove the saves in ``folder`` that are positions of the finished ``state``'s game;
    the removed ones. Any folder or file trouble leaves the saves as they are."""
    try:
        files, _total = record_files(folder, limit=MAX_CHECKED)
    except OSError:
        return []
    removed = []
    for file in files:
        if is_position_of(file.path, state):
            with contextlib.suppress(OSError):
                file.path.unlink()
                remove_header(file.path)
                removed.append(file.path)
    return removed
