"""Events: what happened when a move was applied (past-tense names), for the UI to animate."""

from __future__ import annotations

from dataclasses import dataclass

from .moves import FigureKind

Pos = tuple[int, int]


@dataclass(frozen=True, slots=True)
class TileDrawn:
    player: int
    code: str


@dataclass(frozen=True, slots=True)
class TileDiscarded:
    code: str


@dataclass(frozen=True, slots=True)
class TilePlaced:
    player: int
    code: str
    x: int
    y: int
    rotation: int


@dataclass(frozen=True, slots=True)
class GoldPlaced:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class FigurePlaced:
    player: int
    figure: FigureKind
    x: int
    y: int
    location: str


@dataclass(frozen=True, slots=True)
class FigureReturned:
    player: int
    figure: FigureKind
    x: int
    y: int
    location: str


@dataclass(frozen=True, slots=True)
class FeatureScored:
    """A feature scored: ``points`` to each of ``owners`` (the majority)."""

    kind: str
    points: int
    owners: tuple[int, ...]
    tiles: tuple[Pos, ...]
    x: int
    y: int
    location: str
    completed: bool
    category: str  # breakdown category the points count in
    abbot_returned: bool = False


@dataclass(frozen=True, slots=True)
class GoldTaken:
    player: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class GoldReturned:
    x: int
    y: int
    count: int


@dataclass(frozen=True, slots=True)
class GoldScored:
    player: int
    ingots: int
    points: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    player: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    scores: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str, int], ...], ...]
    winners: tuple[int, ...]


Event = (
    TileDrawn
    | TileDiscarded
    | TilePlaced
    | GoldPlaced
    | FigurePlaced
    | FigureReturned
    | FeatureScored
    | GoldTaken
    | GoldReturned
    | GoldScored
    | TurnEnded
    | GameOver
)
