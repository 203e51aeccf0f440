"""Moves: the decisions a player makes, as small frozen values (imperative names)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FigureKind = Literal["meeple", "abbot"]


class IllegalMoveError(ValueError):
    """A move that the rules do not allow now; the message is meant for the player."""


@dataclass(frozen=True, slots=True)
class PlaceTile:
    x: int
    y: int
    rotation: int


@dataclass(frozen=True, slots=True)
class PlaceGold:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class PlaceFigure:
    """Put a meeple or the abbot on a segment of the tile just placed (record: place_meeple)."""

    figure: FigureKind
    location: str


@dataclass(frozen=True, slots=True)
class ReturnAbbot:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Skip:
    pass


@dataclass(frozen=True, slots=True)
class ScoreFeature:
    x: int
    y: int
    location: str


@dataclass(frozen=True, slots=True)
class TakeGold:
    x: int
    y: int


Move = PlaceTile | PlaceGold | PlaceFigure | ReturnAbbot | Skip | ScoreFeature | TakeGold

MOVE_TYPES: dict[str, type[Move]] = {
    "place_tile": PlaceTile,
    "place_gold": PlaceGold,
    "place_meeple": PlaceFigure,
    "return_abbot": ReturnAbbot,
    "skip": Skip,
    "score_feature": ScoreFeature,
    "take_gold": TakeGold,
}
MOVE_NAMES: dict[type[Move], str] = {cls: name for name, cls in MOVE_TYPES.items()}


def move_name(move: Move) -> str:
    """The record name of a move, e.g. ``place_tile``."""
    return MOVE_NAMES[type(move)]
