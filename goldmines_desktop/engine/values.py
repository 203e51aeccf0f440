"""The game's plain values: the seats and options of a game (``Setup``), its phases, the
figures and features on the board, and each phase's scratch data (``pending``). The state
(``state``) is made of parts holding these.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any, Literal, NoReturn, TypeVar, cast

from .board import Pos
from .moves import FigureKind

COLORS: tuple[str, ...] = ("red", "blue", "green", "yellow", "black", "pink")
CATEGORIES: tuple[str, ...] = ("road", "city", "monastery", "garden", "field", "gold")
GOODS_CATEGORY = "goods"  # the goods majorities' points (Traders & Builders only)
GOODS: tuple[str, ...] = ("wine", "grain", "cloth")
GOODS_IN_GAME: tuple[int, ...] = (9, 6, 5)  # tokens of each kind, in the order of ``GOODS``
MIN_PLAYERS = 2
MAX_PLAYERS = 6
MEEPLES_PER_PLAYER = 7
INGOTS_IN_GAME = 16
GoldSharing = Literal["edition3", "round_robin"]
GOLD_SHARINGS: tuple[GoldSharing, ...] = ("edition3", "round_robin")
FIELD_POINTS = 3  # a field's points per completed city, unless the house rule says 2
FIELD_POINT_CHOICES: tuple[int, ...] = (3, 2)
SegRef = tuple[int, int, int]  # x, y, segment index
T = TypeVar("T")


class Phase(Enum):
    __hash__ = object.__hash__  # members are singletons: hash by identity, in C (hot in play)

    PLACE_TILE = "place_tile"
    PLACE_GOLD = "place_gold"
    PLACE_FIGURE = "place_figure"
    SCORE = "score"
    TAKE_GOLD = "take_gold"
    END_TURN = "end_turn"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Options:
    goldmines: bool = True
    abbot: bool = True
    gold_distribution: GoldSharing = "edition3"  # how gold is shared: the record's word
    river: bool = False  # The River: the spring starts, the river tiles are drawn first
    farmers: bool = True  # house rule when false: no figure on a field, fields score nothing
    field_points: int = FIELD_POINTS  # a field at the end: per completed city (house rule: 2)
    inns_cathedrals: bool = False  # Inns & Cathedrals: its tiles and a large meeple each
    traders_builders: bool = False  # Traders & Builders: its tiles, goods, a builder and a pig


def added_boxes(options: Options) -> tuple[str, ...]:
    """The expansions on whose tiles join the land (``Catalogue.box``'s ``extra``)."""
    return (
        *(("inns_cathedrals",) if options.inns_cathedrals else ()),
        *(("traders_builders",) if options.traders_builders else ()),
    )


def categories(options: Options) -> tuple[str, ...]:
    """The score breakdown's categories in a game with ``options`` (goods only with Traders &
    Builders)."""
    return (*CATEGORIES, GOODS_CATEGORY) if options.traders_builders else CATEGORIES


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    color: str
    kind: str = "human"  # "human" or "ai:<level>"


@dataclass(frozen=True)
class Setup:
    players: tuple[PlayerSetup, ...]
    options: Options = field(default_factory=Options)

    def with_options(
        self,
        *,
        goldmines: bool | None = None,
        abbot: bool | None = None,
        gold_distribution: GoldSharing | None = None,
        river: bool | None = None,
        farmers: bool | None = None,
        field_points: int | None = None,
        inns_cathedrals: bool | None = None,
        traders_builders: bool | None = None,
    ) -> Setup:
        """The same seats with the options named changed."""
        old = self.options
        options = Options(
            old.goldmines if goldmines is None else goldmines,
            old.abbot if abbot is None else abbot,
            old.gold_distribution if gold_distribution is None else gold_distribution,
            old.river if river is None else river,
            old.farmers if farmers is None else farmers,
            old.field_points if field_points is None else field_points,
            old.inns_cathedrals if inns_cathedrals is None else inns_cathedrals,
            old.traders_builders if traders_builders is None else traders_builders,
        )
        return replace(self, options=options)


@dataclass(frozen=True, slots=True)
class Figure:
    player: int
    kind: FigureKind
    at: SegRef


class FixedSet(set[T]):
    """A set that refuses every change: a feature's segments, tiles and cities.

    Only the engine grows one, through ``set``'s own methods (``set.update(s, other)``), and
    only in a feature its own state has copied (see ``GameState._edit_feature``), as it sets a
    frozen feature's fields through ``object.__setattr__``. It is a set rather than a frozenset
    so that the engine's merges stay in place: a merge costs the smaller feature's size, and the
    sets keep the order they have always been walked in. It is built by ``set``'s own
    constructor (no Python code on the way: features are made several times a tile)."""

    __slots__ = ()

    def __reduce__(self) -> tuple[type[FixedSet[T]], tuple[list[T]]]:
        return FixedSet, (list(self),)


def _refuse(self: object, *args: object) -> NoReturn:
    raise TypeError("a feature's sets are read-only: only the engine grows them")


for _name in (
    "add",
    "clear",
    "difference_update",
    "discard",
    "intersection_update",
    "pop",
    "remove",
    "symmetric_difference_update",
    "update",
    "__iand__",
    "__ior__",
    "__isub__",
    "__ixor__",
):
    setattr(FixedSet, _name, _refuse)


@dataclass(frozen=True, slots=True, eq=False)
class Feature:
    """A connected feature on the board, read-only to everyone but the engine.

    Its fields cannot be set and its sets cannot change. The engine changes only a feature
    that its own state has copied (``GameState._edit_feature``: copy-on-write), so a feature
    read from a state never changes under the reader, and states sharing it stay apart."""

    id: int
    kind: str
    segments: FixedSet[SegRef]
    tiles: FixedSet[Pos]
    open_edges: int = 0
    pennants: int = 0
    figures: tuple[Figure, ...] = ()
    cities: FixedSet[SegRef] = field(default_factory=FixedSet)  # fields: city segments touched

    def copy(self) -> Feature:
        """A copy the engine may change (engine-internal)."""
        return new_feature(
            self.id,
            self.kind,
            FixedSet(self.segments),
            FixedSet(self.tiles),
            self.open_edges,
            self.pennants,
            self.figures,
            self.cities if self.cities is NO_CITIES else FixedSet(self.cities),
        )


# The cities of every feature but a field: empty for good (a feature merges only with features of
# its kind, so the engine never grows it), one set for all.
NO_CITIES: FixedSet[SegRef] = FixedSet()


class _Unsealed:
    """A feature being built: ``Feature``'s slots without its read-only face."""

    __slots__ = tuple(f.name for f in fields(Feature))

    def __init__(
        self,
        id: int,
        kind: str,
        segments: FixedSet[SegRef],
        tiles: FixedSet[Pos],
        open_edges: int,
        pennants: int,
        figures: tuple[Figure, ...],
        cities: FixedSet[SegRef],
    ) -> None:
        self.id, self.kind, self.segments, self.tiles = id, kind, segments, tiles
        self.open_edges, self.pennants, self.figures, self.cities = (
            open_edges,
            pennants,
            figures,
            cities,
        )


def new_feature(
    id: int,
    kind: str,
    segments: FixedSet[SegRef],
    tiles: FixedSet[Pos],
    open_edges: int,
    pennants: int,
    figures: tuple[Figure, ...],
    cities: FixedSet[SegRef],
) -> Feature:
    """A new feature (engine-internal), as ``Feature(...)`` makes it but at a third of the cost:
    a frozen dataclass sets each field through ``object.__setattr__``, and features are made
    several times a tile. It is built plainly, then given its read-only face (same slots)."""
    built: Any = _Unsealed(id, kind, segments, tiles, open_edges, pennants, figures, cities)
    built.__class__ = Feature
    return cast(Feature, built)


# The engine's writers of a feature its own state has copied: the slots' own setters, past the
# read-only face (``GameState._edit_feature`` hands out such a feature).
_SLOTS: dict[str, Any] = dict(vars(Feature))
write_open_edges: Callable[[Feature, int], None] = _SLOTS["open_edges"].__set__
write_pennants: Callable[[Feature, int], None] = _SLOTS["pennants"].__set__
write_figures: Callable[[Feature, tuple[Figure, ...]], None] = _SLOTS["figures"].__set__


# --- the per-phase scratch data: one ``pending`` value per phase ------------------------------


@dataclass(frozen=True, slots=True)
class GoldPending:
    """PLACE_GOLD: the placed tiles around the gold tile where the second ingot may go."""

    targets: tuple[Pos, ...]


@dataclass(frozen=True, slots=True)
class ScorePending:
    """SCORE: the completed features with figures, and the order named so far."""

    completed: tuple[int, ...]
    order: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TakePending:
    """TAKE_GOLD (round robin): who may take from which tile, and whose go it is."""

    claims: tuple[tuple[Pos, frozenset[int]], ...]
    taker: int


Pending = GoldPending | ScorePending | TakePending | None
