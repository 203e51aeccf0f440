"""The parts a game state is made of (pile, board, supplies, scores, log), which two states may
share until one writes: each part's copy is generated from its dataclass fields, one level
deep, never listed by hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .board import Constraint, Pos, Rotated
from .moves import Move
from .values import Feature, SegRef


def _dup(value: Any) -> Any:
    """A copy of one field of a part: containers are copied one level deep, values shared."""
    kind = type(value)
    if kind is list:
        return [v.copy() for v in value] if value and type(value[0]) is dict else value.copy()
    if kind is dict or kind is set:
        return value.copy()
    return value


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def copy_part(part: Any) -> Any:
    """A copy of a part, generated from its dataclass fields."""
    kind = type(part)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(part))
    return kind(*[_dup(getattr(part, name)) for name in names])


@dataclass(slots=True)
class Pile:
    """The draw pile (fixed at setup), how far it is drawn, and the tile in hand."""

    draw_order: tuple[str, ...]
    pos: int = 0
    discarded: list[str] = field(default_factory=list)
    tile: str | None = None


@dataclass(slots=True)
class Board:
    """Placed tiles, the open positions around them, and the features they form."""

    tiles: dict[Pos, Rotated] = field(default_factory=dict)
    order: list[Pos] = field(default_factory=list)  # in the order tiles were placed
    placed_by: dict[Pos, int] = field(default_factory=dict)  # the start tile is nobody's
    frontier: dict[Pos, Constraint] = field(default_factory=dict)
    open_by_constraint: dict[Constraint, dict[Pos, None]] = field(default_factory=dict)
    seg_feature: dict[SegRef, int] = field(default_factory=dict)
    cloisters: dict[Pos, tuple[int, ...]] = field(default_factory=dict)  # monastery/garden segments
    features: dict[int, Feature] = field(default_factory=dict)
    owned: set[int] = field(default_factory=set)  # features this part may change in place
    # the groups of ``open_by_constraint`` this part may change in place (the others are
    # shared with the board it was copied from)
    owned_groups: set[Constraint] = field(default_factory=set)
    next_id: int = 0
    last: Pos | None = None

    def copy(self) -> Board:
        new: Board = copy_part(self)
        new.owned = set()  # the features are shared with the original until written
        new.owned_groups = set()  # and so are the groups of open positions
        return new


@dataclass(slots=True)
class Supplies:
    """Where the ingots and figures are: on tiles, in the supply, held, back in the box."""

    ingots: dict[Pos, int]
    supply: int
    held: list[int]
    returned: int
    meeples: list[int]
    abbots: list[SegRef | None]
    # Where each player's one-of-a-kind figures stand (None: in the supply, or not in the game):
    # the large meeple (Inns & Cathedrals), the builder and the pig (Traders & Builders).
    large_meeples: list[SegRef | None]
    builders: list[SegRef | None]
    pigs: list[SegRef | None]
    goods: list[tuple[int, int, int]]  # each player's goods tokens: wine, grain, cloth


@dataclass(slots=True)
class Scores:
    scores: list[dict[str, int]]  # per player, per category
    history: list[tuple[int, ...]]  # totals after every turn


@dataclass(slots=True)
class Log:
    moves: list[Move] = field(default_factory=list)
