"""Game records (the public JSON format, version 1): parse, check, replay, write, and the replay
summary.

A record is the setup, the draw order and the players' decisions; everything else is derived by
replaying. It is the save, autosave, replay and scenario-test format.

Records come from other machines, hand edits and half-written disks, so everything in one is
bounded here: the JSON text (nesting depth, number length), the players (2 to 6, names under
``name_problem``'s rule, ``human`` or ``ai:<level>`` for a level in ``AI_LEVELS``), tile codes
and segment names. ``check_record_setup`` runs the same checks on a setup and seed before a game
starts, so every game the program makes writes a record it can read back. Every value from the
record that a message repeats is quoted by ``quote``, so a ``RecordError`` is always one line.
Reading files is not the engine's job: the game's ``record_files`` module reads and writes them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from .moves import MOVE_TYPES, Move, move_name
from .names import MAX_DIGITS, name_problem, quote, seed_problem
from .projection import projected_scores
from .replaying import ReplayStopped, game_start, steps
from .state import GameState
from .tiles import Catalogue
from .values import (
    COLORS,
    FIELD_POINT_CHOICES,
    FIELD_POINTS,
    GOLD_SHARINGS,
    GOODS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Options,
    PlayerSetup,
    Setup,
    categories,
)

FORMAT = "goldmines-record"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 64  # brackets nested deeper than this are refused before decoding
MAX_COORDINATE = 1_000_000
MAX_DRAW = 1000  # tile codes in a draw order: about ten games, so every reader stays bounded
# The computer levels a seat may name as ``ai:<level>`` (the ``ai`` package's LEVELS must match;
# the engine never imports it).
AI_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
FIGURES = ("meeple", "abbot", "large_meeple", "builder", "pig")
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
_WORD = re.compile(r"[A-Za-z0-9_]{1,16}")  # a tile code or a segment name
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)  # "? : an open string ends the text
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_JSON_WORDS = {  # the json module's messages, for a person
    "Expecting value": "a value is missing",
    "Expecting ',' delimiter": "a comma or a closing bracket is missing",
    "Expecting ':' delimiter": "a colon is missing",
    "Expecting property name enclosed in double quotes": "expected a key in double quotes",
    "Unterminated string starting at": "unterminated string",
    "Invalid control character at": "a control character inside a string",
    "Invalid \\escape": "a bad backslash escape",
    "Invalid \\uXXXX escape": "a bad \\u escape",
    "Extra data": "more text after the end of the document",
}


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is one readable line."""


@dataclass(frozen=True)
class Record:
    setup: Setup
    seed: int | None
    draw_order: tuple[str, ...] | None
    moves: tuple[Move, ...]


def check_record_setup(
    setup: Setup, seed: int | None = None, who: Callable[[int], str] | None = None
) -> None:
    """RecordError (one line) unless a game of ``setup`` and ``seed`` writes a record this
    module reads back: the setup and seed are written as ``record_of`` writes them and read by
    the record reader itself. ``who(index)`` names a seat in the message (``player 0``, as a
    record counts, by default)."""
    if seed is not None:
        problem = seed_problem(seed)
        if problem is not None:
            raise RecordError(problem)
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "setup": setup_json(setup)}
    if seed is not None:
        data["seed"] = seed
    else:
        data["draw_order"] = []
    obj = decode_json(json.dumps(data))
    _setup(obj["setup"], who or _record_seat)
    parse_record(obj)


def _record_seat(index: int) -> str:
    return f"player {index}"


# --- reading ---------------------------------------------------------------------------------


def decode_json(text: str) -> Any:
    """Decode untrusted JSON text, bounded: RecordError (one readable line) if it is not JSON.

    A leading byte order mark is allowed; brackets nested more than ``MAX_DEPTH`` deep and
    numbers of more than ``MAX_DIGITS`` digits are refused before they reach the decoder.
    """
    text = text.removeprefix("\ufeff")
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)
    if depth > MAX_DEPTH:
        raise RecordError(f"not a record: brackets nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float)
    except json.JSONDecodeError as err:
        what = _JSON_WORDS.get(err.msg, err.msg[:60])
        raise RecordError(
            f"not valid JSON: {what} at line {err.lineno}, column {err.colno}"
        ) from None
    except RecursionError:
        raise RecordError(f"not a record: brackets nested more than {MAX_DEPTH} deep") from None
    except _NumberTooLong:
        raise RecordError(f"not a record: a number has more than {MAX_DIGITS} digits") from None


class _NumberTooLong(Exception):
    pass


def _bounded_int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_DIGITS:
        raise _NumberTooLong
    return int(literal)


def _bounded_float(literal: str) -> float:
    if len(literal) > MAX_DIGITS + 10:
        raise _NumberTooLong
    return float(literal)


def parse_record_text(text: str) -> Record:
    return parse_record(decode_json(text))


def parse_record(data: Any) -> Record:
    """Check the shape of a decoded record and turn it into values."""
    obj = _object(data, "the record", {"format", "version", "setup", "seed", "draw_order", "moves"})
    if obj.get("format") != FORMAT:
        raise RecordError(f'"format" must be "{FORMAT}"')
    version = obj.get("version")
    if not _is_int(version) or version != VERSION:
        raise RecordError(f'"version" must be {VERSION} (got {quote(version)})')
    setup = _setup(obj.get("setup"))
    seed = obj.get("seed")
    if seed is not None and not _is_int(seed):
        raise RecordError('"seed" must be a whole number')
    draw = obj.get("draw_order")
    if draw is not None:
        if not isinstance(draw, list) or not all(isinstance(c, str) for c in draw):
            raise RecordError('"draw_order" must be a list of tile codes')
        if len(draw) > MAX_DRAW:
            raise RecordError(
                f'"draw_order" holds {len(draw)} tile codes: at most {MAX_DRAW} are allowed'
            )
        bad = next((c for c in draw if not _WORD.fullmatch(c)), None)
        if bad is not None:
            raise RecordError(f"unknown tile code {quote(bad)} in the draw order")
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
        raise RecordError(f"{what} has unknown key {quote(unknown[0])}")
    return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _setup(data: Any, who: Callable[[int], str] = _record_seat) -> Setup:
    obj = _object(data, '"setup"', {"players", "options"})
    players = obj.get("players")
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RecordError(f'"setup.players" must list {MIN_PLAYERS} to {MAX_PLAYERS} players')
    seats = tuple(_player(p, who(i)) for i, p in enumerate(players))
    colors = [p.color for p in seats]
    if len(set(colors)) != len(colors):
        raise RecordError("two players have the same colour")
    return Setup(seats, parse_options(obj.get("options", {})))


def _player(data: Any, who: str) -> PlayerSetup:
    obj = _object(data, who, {"name", "color", "kind"})
    name, color, kind = obj.get("name"), obj.get("color"), obj.get("kind", "human")
    if not isinstance(name, str):
        raise RecordError(f"{who} needs a name")
    problem = name_problem(name, who)
    if problem is not None:
        raise RecordError(problem)
    if not isinstance(color, str) or color not in COLORS:
        raise RecordError(f"{who} has colour {quote(color)}; use one of {', '.join(COLORS)}")
    kinds = ("human", *(f"ai:{level}" for level in AI_LEVELS))
    if not isinstance(kind, str) or kind not in kinds:
        raise RecordError(
            f'{who} has kind {quote(kind)}: the kind must be "human" or one of '
            + ", ".join(kinds[1:])
        )
    return PlayerSetup(name, color, kind)


def parse_options(data: object) -> Options:
    """The options of a record's, a save's or the settings' mapping (``setup.options``), each
    checked for its type; RecordError in the record's words for anything else."""
    keys = {"goldmines", "abbot", "gold_distribution", "river", "farmers", "field_points"}
    keys |= {"inns_cathedrals", "traders_builders"}
    obj = _object(data, '"setup.options"', keys)
    switches = {"goldmines": True, "abbot": True, "river": False, "farmers": True}
    switches |= {"inns_cathedrals": False, "traders_builders": False}
    for key in switches:
        value = obj.get(key, switches[key])
        if not isinstance(value, bool):
            raise RecordError(f'option "{key}" must be true or false')
        switches[key] = value
    dist = obj.get("gold_distribution", "edition3")
    sharing = next((s for s in GOLD_SHARINGS if s == dist), None)
    if sharing is None:
        raise RecordError('option "gold_distribution" must be "edition3" or "round_robin"')
    field_points = obj.get("field_points", FIELD_POINTS)
    if not _is_int(field_points) or field_points not in FIELD_POINT_CHOICES:
        raise RecordError('option "field_points" must be 3 or 2')
    return Options(
        switches["goldmines"],
        switches["abbot"],
        sharing,
        switches["river"],
        switches["farmers"],
        field_points,
        switches["inns_cathedrals"],
        switches["traders_builders"],
    )


def _move(data: Any, index: int) -> Move:
    where = f"move {index}"
    if not isinstance(data, dict):
        raise RecordError(f"{where}: must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in MOVE_TYPES:
        raise RecordError(f"{where}: unknown move type {quote(kind)}")
    fields = MOVE_FIELDS[kind]
    unknown = sorted(set(data) - {"type", *fields})
    if unknown:
        raise RecordError(f"{where}: {kind} has unknown field {quote(unknown[0])}")
    values: list[Any] = []
    for name in fields:
        value: Any = data.get(name)
        ok = isinstance(value, str) if name in STRING_FIELDS else _is_int(value)
        if not ok:
            expected = "a string" if name in STRING_FIELDS else "a whole number"
            raise RecordError(f"{where}: {kind} needs {name!r} as {expected}")
        if name == "figure" and value not in FIGURES:
            raise RecordError(
                f"{where}: {kind} has figure {quote(value)} (meeple, abbot, large_meeple, "
                "builder or pig)"
            )
        if name == "location" and not _WORD.fullmatch(value):
            raise RecordError(f"{where}: {kind} has no segment called {quote(value)}")
        if name in ("x", "y") and abs(value) > MAX_COORDINATE:
            raise RecordError(f"{where}: {kind} has {name} = {quote(value)}, far off the board")
        values.append(value)
    return MOVE_TYPES[kind](*values)


# --- replaying -------------------------------------------------------------------------------


def replay(record: Record, catalogue: Catalogue) -> GameState:
    """Play a record's moves from the start; errors name the move index.

    The moves are played in place on one state (``replaying.steps``, each checked on its own),
    so the time grows with the length of the record, not its square. A record holds decisions
    only: where a move ends a turn, the turn is ended too (``EndTurn``), as the game went on
    after it (the table's Continue stops where the player would confirm: ``save_list.resume``)."""
    try:
        state = game_start(record, catalogue)
    except ValueError as err:
        raise RecordError(str(err)) from None
    try:
        for _step in steps(state, record.moves):
            pass
    except ReplayStopped as err:
        raise RecordError(f"move {err.index}: {err}") from None
    return state


# --- writing ---------------------------------------------------------------------------------


def move_to_json(move: Move) -> dict[str, Any]:
    kind = move_name(move)
    return {"type": kind, **{name: getattr(move, name) for name in MOVE_FIELDS[kind]}}


def setup_json(setup: Setup) -> dict[str, Any]:
    """A record's ``setup`` object."""
    return {
        "players": [{"name": p.name, "color": p.color, "kind": p.kind} for p in setup.players],
        "options": {
            "goldmines": setup.options.goldmines,
            "abbot": setup.options.abbot,
            "gold_distribution": setup.options.gold_distribution,
            # Written only when on, so a game without the river saves as it always did.
            **({"river": True} if setup.options.river else {}),
            # The house rules too: written only when they differ from the rules.
            **({} if setup.options.farmers else {"farmers": False}),
            **_field_points_json(setup.options.field_points),
            # The expansions, like the river: written only when on.
            **({"inns_cathedrals": True} if setup.options.inns_cathedrals else {}),
            **({"traders_builders": True} if setup.options.traders_builders else {}),
        },
    }


def _expansion_figures(state: GameState, index: int) -> dict[str, Any]:
    """A player's figures and goods of the expansions on (1: in the supply, 0: on the board)."""
    found: dict[str, Any] = {}
    if state.options.inns_cathedrals:
        found["large_meeple"] = int(state.large_meeples[index] is None)
    if state.options.traders_builders:
        found["builder"] = int(state.builders[index] is None)
        found["pig"] = int(state.pigs[index] is None)
        found["goods"] = dict(zip(GOODS, state.goods[index], strict=True))
    return found


def _field_points_json(points: int) -> dict[str, int]:
    return {} if points == FIELD_POINTS else {"field_points": points}


def record_of(state: GameState) -> dict[str, Any]:
    """The record of a game so far (it always writes its full draw order)."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "setup": setup_json(state.setup)}
    if state.seed is not None:
        data["seed"] = state.seed
    data["draw_order"] = list(state.draw_order)
    data["moves"] = [move_to_json(m) for m in state.moves]
    return data


# --- the replay summary ----------------------------------------------------------------------


def summary(state: GameState) -> dict[str, Any]:
    """The JSON object ``goldmines replay --json`` prints."""
    players = []
    projected = projected_scores(state)
    for index, seat in enumerate(state.players):
        abbot: str | None = None
        if state.options.abbot:
            abbot = "supply" if state.abbots[index] is None else "board"
        players.append(
            {
                "name": seat.name,
                "score": state.total(index),
                "projected": projected[index],  # if the game ended now: its score once over
                "ingots": state.held[index],
                "meeples": state.meeples[index],
                "abbot": abbot,
                **_expansion_figures(state, index),
                "breakdown": {c: state.scores[index][c] for c in categories(state.options)},
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
