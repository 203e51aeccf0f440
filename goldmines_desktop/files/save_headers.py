"""The small header beside each record the game writes: what a list shows of it, read without
replaying it.

A header lives in the hidden ``.headers`` folder next to its record, under the same name: the
players and their scores, the turn, the tiles left, whether the game is over, the expansions it
is played with and the tiles on the board (the little picture). It is a cache, and a cache may
make the game faster but never lose or hide a game, so it is untrusted like every file: at most
``HEADER_LIMIT`` bytes, every value bounded and checked, and it only counts while the record is
byte for byte the one it was written for: its size, its time and the SHA-256 of its bytes
(``sha256``) all match. A record edited by hand, copied in, written by an older version or whose
header was forged has none that matches, and is replayed to list it (its header written again
then). A list that has a reason to doubt a header (an autosave said to be finished) asks
``read_header`` with ``finished`` and replays the record on a mismatch.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import (
    COLORS,
    MAX_PLAYERS,
    MAX_RECORD_BYTES,
    MIN_PLAYERS,
    GameState,
    RecordError,
    name_problem,
)
from ..i18n import _, ngettext
from ..wording import EXPANSION_NAMES, expansions_on
from .record_files import read_json_file, read_regular_file, write_json_atomic
from .safe_paths import own_folder

HEADERS = ".headers"
HEADER_FORMAT = "goldmines-save-header"
HEADER_VERSION = 3  # 2: the record's SHA-256; 3: the expansions (an older one is written again)
HEADER_LIMIT = 64 * 1024  # bytes
MAX_PICTURE_TILES = 400  # tiles kept for the little picture (the first ones placed)
MAX_COORDINATE = MAX_PICTURE_TILES  # each tile touches one before it: within this of the start
MAX_COUNT = 1_000_000  # turns, tiles left, points
ROTATIONS = (0, 90, 180, 270)
_HEADER_KEYS = {
    "format",
    "version",
    "size",
    "mtime_ns",
    "sha256",
    "players",
    "turn",
    "tiles_left",
    "finished",
    "expansions",
    "board",
}

PictureTile = tuple[str, int, int, int]  # tile code, x, y, rotation


@dataclass(frozen=True)
class SaveInfo:
    """One save or autosave as a list shows it."""

    path: Path
    modified: float
    players: tuple[tuple[str, str, int], ...]  # name, colour, score
    status: str
    problem: str | None = None  # why it cannot be read (the file is damaged)
    finished: bool = False
    tiles_left: int = 0
    board: tuple[PictureTile, ...] = ()  # for the little picture
    expansions: tuple[str, ...] = ()  # keys of ``wording.EXPANSION_NAMES``, in their order

    @property
    def title(self) -> str:
        """The save's name as the screen may draw it (no control characters)."""
        return printable(self.path.stem)


def printable(text: str) -> str:
    """``text`` with control characters and lone surrogates (undecodable file-name bytes) shown
    as the replacement character, so it can be drawn."""
    return "".join(c if c.isprintable() else "\ufffd" for c in text)


def status_of(finished: bool, turn: int, tiles_left: int) -> str:
    if finished:
        return _("finished")
    return ngettext("turn {turn}, {n} tile left", "turn {turn}, {n} tiles left", tiles_left).format(
        turn=turn + 1, n=tiles_left
    )


def info_of(state: GameState, path: Path, modified: float) -> SaveInfo:
    players = tuple((p.name, p.color, state.total(i)) for i, p in enumerate(state.players))
    status = status_of(state.finished, state.turn, state.tiles_left)
    return SaveInfo(
        path,
        modified,
        players,
        status,
        None,
        state.finished,
        state.tiles_left,
        picture_of(state),
        expansions_on(state.options),
    )


def picture_of(state: GameState) -> tuple[PictureTile, ...]:
    """The board's first ``MAX_PICTURE_TILES`` tiles, in the order they were placed."""
    tiles = state.board
    return tuple(
        (tiles[pos].code, pos[0], pos[1], tiles[pos].rotation)
        for pos in state.order[:MAX_PICTURE_TILES]
    )


# --- headers ---------------------------------------------------------------------------------


def header_path(path: Path) -> Path:
    return path.parent / HEADERS / path.name


def _digest(path: Path, info: os.stat_result) -> str | None:
    """The SHA-256 of the record's bytes, when they are the ``info.st_size`` bytes named."""
    try:
        data = read_regular_file(path, MAX_RECORD_BYTES)
    except RecordError:
        return None
    return hashlib.sha256(data).hexdigest() if len(data) == info.st_size else None


def write_header(path: Path, state: GameState) -> None:
    """Write the header of the record just written at ``path``, when the folder allows (a
    record without one is listed by replaying it)."""
    with contextlib.suppress(OSError):
        info = path.stat()
        digest = _digest(path, info)
        if digest is None:
            return
        data = {
            "format": HEADER_FORMAT,
            "version": HEADER_VERSION,
            "size": info.st_size,
            "mtime_ns": info.st_mtime_ns,
            "sha256": digest,
            "players": [[p.name, p.color, state.total(i)] for i, p in enumerate(state.players)],
            "turn": state.turn,
            "tiles_left": state.tiles_left,
            "finished": state.finished,
            "expansions": list(expansions_on(state.options)),
            "board": [list(tile) for tile in picture_of(state)],
        }
        own_folder(path.parent / HEADERS)  # never written through a link to another place
        write_json_atomic(header_path(path), data, indent=None)


def remove_header(path: Path) -> None:
    """Remove a record's header (if the folder does not allow it, a stale one never matches)."""
    with contextlib.suppress(OSError):
        header_path(path).unlink()


def read_header(path: Path, finished: bool | None = None) -> SaveInfo | None:
    """The header of the record at ``path`` when it is there, well formed and the record's
    own (its size, time and bytes match); None otherwise, and None when ``finished`` is given
    and the header says otherwise (the list doubts it: the record is replayed)."""
    try:
        info = path.lstat()
        if not stat.S_ISREG(info.st_mode):
            return None
        data = read_json_file(header_path(path), HEADER_LIMIT)
        found = _checked_header(data, path, info)
    except (OSError, RecordError):
        return None
    if found is None or (finished is not None and found.finished != finished):
        return None
    return found


def _checked_header(data: Any, path: Path, info: os.stat_result) -> SaveInfo | None:
    if not isinstance(data, dict) or set(data) != _HEADER_KEYS:
        return None
    if data["format"] != HEADER_FORMAT or data["version"] != HEADER_VERSION:
        return None
    if data["size"] != info.st_size or data["mtime_ns"] != info.st_mtime_ns:
        return None
    if not isinstance(data["sha256"], str) or data["sha256"] != _digest(path, info):
        return None
    players, board = data["players"], data["board"]
    turn, left, finished = data["turn"], data["tiles_left"], data["finished"]
    if not (_count(turn) and _count(left) and isinstance(finished, bool)):
        return None
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        return None
    if not all(_player(p) for p in players):
        return None
    expansions = _expansions(data["expansions"])
    if expansions is None:
        return None
    if not isinstance(board, list) or len(board) > MAX_PICTURE_TILES:
        return None
    from .catalogue import load_catalogue  # the Tiled reader (pytmx) only for a picture

    codes = load_catalogue()
    if not all(_picture_tile(t, codes) for t in board):
        return None
    return SaveInfo(
        path,
        info.st_mtime,
        tuple((name, colour, score) for name, colour, score in players),
        status_of(finished, turn, left),
        None,
        finished,
        left,
        tuple((code, x, y, r) for code, x, y, r in board),
        expansions,
    )


def _expansions(value: Any) -> tuple[str, ...] | None:
    """A header's expansions when they are known ones, each once, in the list's order."""
    if not isinstance(value, list) or len(value) > len(EXPANSION_NAMES):
        return None
    if not all(isinstance(v, str) and v in EXPANSION_NAMES for v in value):
        return None
    found = tuple(value)
    return found if list(found) == [k for k in EXPANSION_NAMES if k in found] else None


def _count(value: Any) -> bool:
    return type(value) is int and 0 <= value <= MAX_COUNT


def _player(value: Any) -> bool:
    if not isinstance(value, list) or len(value) != 3:
        return False
    name, colour, score = value
    return (
        isinstance(name, str)
        and name_problem(name, "a player") is None  # the record's own name rule
        and colour in COLORS
        and _count(score)
    )


def _picture_tile(value: Any, codes: Any) -> bool:
    if not isinstance(value, list) or len(value) != 4:
        return False
    code, x, y, rotation = value
    return (
        isinstance(code, str)
        and code in codes
        and all(type(v) is int and abs(v) <= MAX_COORDINATE for v in (x, y))
        and rotation in ROTATIONS
        and type(rotation) is int
    )
