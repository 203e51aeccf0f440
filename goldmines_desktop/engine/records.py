"""Game records (shared/spec/RECORD.md): parse, check, replay, write, and the replay summary.

A record is the setup, the draw order and the players' decisions; everything else is derived by
replaying. It is the save, autosave, replay and scenario-test format.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .moves import MOVE_TYPES, IllegalMoveError, Move, move_name
from .rules import apply_in_place, new_game
from .state import CATEGORIES, COLORS, GameState, Options, Phase, PlayerSetup, Setup
from .tiles import Catalogue

FORMAT = "goldmines-record"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
MOVE_FIELDS: dict[str, tuple[str, ...]] = {
    "place_tile": ("x", "y", "rotation"),
    "place_gold": ("x", "y"),
    "place_meeple": ("figure", "location"),
    "return_abbot": ("x", "y"),
    "skip": (),
    "score_feature": ("x", "y", "location"),
    "take_gold": ("x", "y"),
}
STRING_FIELDS = ("figure", "location")


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is one readable line."""


@dataclass(frozen=True)
class Record:
    setup: Setup
    seed: int | None
    draw_order: tuple[str, ...] | None
    moves: tuple[Move, ...]


# --- reading ---------------------------------------------------------------------------------


def read_record_file(path: str | Path) -> Record:
    """Load and check a record file (JSON only, at most 5 MB)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RecordError(f"{path.name} is {size} bytes: records over 5 MB are refused")
        text = path.read_bytes().decode("utf-8")
    except OSError as err:
        raise RecordError(f"cannot read {path}: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path.name} is not a text file (not UTF-8)") from None
    return parse_record_text(text)


def parse_record_text(text: str) -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"not valid JSON: {err.msg} at line {err.lineno}") from None
    return parse_record(data)


def parse_record(data: Any) -> Record:
    """Check the shape of a decoded record and turn it into values."""
    obj = _object(data, "the record", {"format", "version", "setup", "seed", "draw_order", "moves"})
    if obj.get("format") != FORMAT:
        raise RecordError(f'"format" must be "{FORMAT}"')
    if obj.get("version") != VERSION or isinstance(obj.get("version"), bool):
        raise RecordError(f'"version" must be {VERSION} (got {obj.get("version")!r})')
    setup = _setup(obj.get("setup"))
    seed = obj.get("seed")
    if seed is not None and not _is_int(seed):
        raise RecordError('"seed" must be a whole number')
    draw = obj.get("draw_order")
    if draw is not None:
        if not isinstance(draw, list) or not all(isinstance(c, str) for c in draw):
            raise RecordError('"draw_order" must be a list of tile codes')
        draw = tuple(draw)
    if seed is None and draw is None:
        raise RecordError('the record needs a "seed" or a "draw_order"')
    moves = obj.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError('"moves" must be a list')
    return Record(setup, seed, draw, tuple(_move(m, i) for i, m in enumerate(moves)))


def _object(data: Any, what: str, allowed: set[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"{what} must be a JSON object")
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise RecordError(f"{what} has unknown key {unknown[0]!r}")
    return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _setup(data: Any) -> Setup:
    obj = _object(data, '"setup"', {"players", "options"})
    players = obj.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 6:
        raise RecordError('"setup.players" must list 2 to 6 players')
    seats = tuple(_player(p, i) for i, p in enumerate(players))
    colors = [p.color for p in seats]
    if len(set(colors)) != len(colors):
        raise RecordError("two players have the same colour")
    return Setup(seats, _options(obj.get("options", {})))


def _player(data: Any, index: int) -> PlayerSetup:
    obj = _object(data, f"player {index}", {"name", "color", "kind"})
    name, color, kind = obj.get("name"), obj.get("color"), obj.get("kind", "human")
    if not isinstance(name, str) or not name.strip():
        raise RecordError(f"player {index} needs a name")
    if color not in COLORS:
        raise RecordError(f"player {index} has colour {color!r}; use one of {', '.join(COLORS)}")
    if not isinstance(kind, str) or not (kind == "human" or kind.startswith("ai:")):
        raise RecordError(f'player {index} kind must be "human" or "ai:<level>"')
    return PlayerSetup(name, color, kind)


def _options(data: Any) -> Options:
    obj = _object(data, '"setup.options"', {"goldmines", "abbot", "gold_distribution"})
    for key in ("goldmines", "abbot"):
        if key in obj and not isinstance(obj[key], bool):
            raise RecordError(f'option "{key}" must be true or false')
    dist = obj.get("gold_distribution", "edition3")
    if dist not in ("edition3", "round_robin"):
        raise RecordError('option "gold_distribution" must be "edition3" or "round_robin"')
    return Options(obj.get("goldmines", True), obj.get("abbot", True), dist)


def _move(data: Any, index: int) -> Move:
    where = f"move {index}"
    if not isinstance(data, dict):
        raise RecordError(f"{where}: must be a JSON object")
    kind = data.get("type")
    if kind not in MOVE_TYPES:
        raise RecordError(f"{where}: unknown move type {kind!r}")
    fields = MOVE_FIELDS[kind]
    unknown = sorted(set(data) - {"type", *fields})
    if unknown:
        raise RecordError(f"{where}: {kind} has unknown field {unknown[0]!r}")
    values: list[Any] = []
    for name in fields:
        value = data.get(name)
        ok = isinstance(value, str) if name in STRING_FIELDS else _is_int(value)
        if not ok:
            expected = "a string" if name in STRING_FIELDS else "a whole number"
            raise RecordError(f"{where}: {kind} needs {name!r} as {expected}")
        values.append(value)
    return MOVE_TYPES[kind](*values)


# --- replaying -------------------------------------------------------------------------------


def replay(record: Record, catalogue: Catalogue) -> GameState:
    """Play a record's moves from the start; errors name the move index.

    The moves are played in place on one state (each checked on its own), so the time grows
    with the length of the record, not its square."""
    try:
        state = new_game(record.setup, catalogue, record.seed, record.draw_order)
    except ValueError as err:
        raise RecordError(str(err)) from None
    for index, move in enumerate(record.moves):
        if state.phase is Phase.GAME_OVER:
            raise RecordError(f"move {index}: the game is already over")
        try:
            apply_in_place(state, move)
        except IllegalMoveError as err:
            raise RecordError(f"move {index}: {err}") from None
    return state


# --- writing ---------------------------------------------------------------------------------


def move_to_json(move: Move) -> dict[str, Any]:
    kind = move_name(move)
    return {"type": kind, **{name: getattr(move, name) for name in MOVE_FIELDS[kind]}}


def record_of(state: GameState) -> dict[str, Any]:
    """The record of a game so far (it always writes its full draw order)."""
    setup = state.setup
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "setup": {
            "players": [{"name": p.name, "color": p.color, "kind": p.kind} for p in setup.players],
            "options": {
                "goldmines": setup.options.goldmines,
                "abbot": setup.options.abbot,
                "gold_distribution": setup.options.gold_distribution,
            },
        },
    }
    if state.seed is not None:
        data["seed"] = state.seed
    data["draw_order"] = list(state.draw_order)
    data["moves"] = [move_to_json(m) for m in state.moves]
    return data


def write_json_atomic(path: str | Path, data: Any) -> None:
    """Write JSON through a temporary file and a rename, so a crash never leaves half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_record_file(path: str | Path, state: GameState) -> None:
    write_json_atomic(path, record_of(state))


# --- the replay summary ----------------------------------------------------------------------


def summary(state: GameState) -> dict[str, Any]:
    """The JSON object ``goldmines replay --json`` prints."""
    players = []
    for index, seat in enumerate(state.players):
        abbot: str | None = None
        if state.options.abbot:
            abbot = "supply" if state.abbots[index] is None else "board"
        players.append(
            {
                "name": seat.name,
                "score": state.total(index),
                "ingots": state.held[index],
                "meeples": state.meeples[index],
                "abbot": abbot,
                "breakdown": {c: state.scores[index][c] for c in CATEGORIES},
            }
        )
    return {
        "finished": state.finished,
        "players": players,
        "ingots": {
            "supply": state.supply,
            "board": state.ingots_on_board(),
            "players": sum(state.held),
            "returned": state.returned,
        },
        "tiles_left": state.tiles_left,
    }
