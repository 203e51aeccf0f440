"""What one finished game adds to the family's records, worked out by replaying it.

The game's record is replayed with the engine, so the numbers are the rules' own: per seat the
final score, the biggest completed city scored (in tiles), the longest road scored (in tiles)
and the gold held at the end, and who won. A seat is keyed by its name without case (a human)
or its level (a computer); a game by a digest of its record, so it is counted once.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from ..engine import (
    FeatureScored,
    GameOver,
    GameState,
    IllegalMoveError,
    RecordError,
    game_start,
    parse_record,
    record_of,
    steps,
)
from .book import COMPUTER


@dataclass(frozen=True)
class Seat:
    key: str
    name: str
    human: bool
    score: int
    city: int
    road: int
    gold: int


@dataclass(frozen=True)
class Result:
    """What one finished game adds to the records."""

    game_id: str
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]


def seat_key(name: str, kind: str) -> str:
    """A human's key is their name without case; a computer seat's is its level."""
    if kind.startswith(COMPUTER):
        return COMPUTER + kind[len(COMPUTER) :][:20]
    return " ".join(name.split()).casefold()


def game_id(record: dict[str, Any]) -> str:
    """The same finished game always has the same id (a digest of its record)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def result_of(state: GameState) -> Result:
    """Replay a finished game to read its features scored and its end."""
    record = record_of(state)
    parsed = parse_record(record)
    game = game_start(parsed, state.catalogue)
    count = len(state.players)
    city, road = [0] * count, [0] * count
    winners: tuple[int, ...] = ()
    try:
        for step in steps(game, parsed.moves):
            for event in step.events:
                if isinstance(event, FeatureScored):
                    tiles = len(set(event.tiles))
                    for owner in event.owners:
                        if event.kind == "city" and event.completed:
                            city[owner] = max(city[owner], tiles)
                        elif event.kind == "road":
                            road[owner] = max(road[owner], tiles)
                elif isinstance(event, GameOver):
                    winners = event.winners
            if game.finished:  # moves after the end are not read
                break
    except IllegalMoveError as err:
        raise RecordError(str(err)) from None
    if not game.finished:
        raise RecordError("the game in this record is not finished")
    seats = tuple(
        Seat(
            seat_key(p.name, p.kind),
            p.name if p.kind == "human" else p.kind[len(COMPUTER) :],
            p.kind == "human",
            game.total(i),
            city[i],
            road[i],
            game.held[i],
        )
        for i, p in enumerate(game.players)
    )
    return Result(game_id(record), seats, winners)
