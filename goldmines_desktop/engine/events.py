"""Events: what happened when a move was applied (past-tense names), for the UI to animate and
log without re-deriving a rule. Every event says who, what kind of feature, where and how many
points, when that applies."""

from __future__ import annotations

from dataclasses import dataclass

from .moves import FigureKind

Pos = tuple[int, int]


@dataclass(frozen=True, slots=True)
class TileDrawn:
    """A tile was drawn for ``player`` (every draw, including one then discarded): the chance
    outcome a search can branch on."""

    player: int
    code: str


@dataclass(frozen=True, slots=True)
class TileDiscarded:
    """The tile just drawn fits nowhere and leaves the game."""

    code: str
    player: int = 0


@dataclass(frozen=True, slots=True)
class TilePlaced:
    player: int
    code: str
    x: int
    y: int
    rotation: int


@dataclass(frozen=True, slots=True)
class GoldPlaced:
    """An ingot was put on the tile at (x, y) during ``player``'s turn."""

    x: int
    y: int
    player: int = 0


@dataclass(frozen=True, slots=True)
class FigurePlaced:
    player: int
    figure: FigureKind
    x: int
    y: int
    location: str
    feature: str = ""  # the kind of feature it stands on: road, city, monastery, garden, field


@dataclass(frozen=True, slots=True)
class FigureReturned:
    player: int
    figure: FigureKind
    x: int
    y: int
    location: str
    feature: str = ""  # the kind of feature it stood on


@dataclass(frozen=True, slots=True)
class FeatureScored:
    """A feature scored: ``points`` to each of ``owners`` (the majority).

    What the points were counted from comes along, so nobody has to work it back from them:
    ``cities`` for a field (the ids of the completed city features it feeds, sorted; the
    field is worth ``Options.field_points`` for each: 3, or 2 by the house rule) and
    ``neighbours`` for a monastery or garden (the placed tiles among the 8 around it, in
    reading order; worth 1 point each plus 1)."""

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
    cities: tuple[int, ...] = ()  # a field: the completed cities it feeds (feature ids)
    neighbours: tuple[Pos, ...] = ()  # a monastery or garden: the tiles around it
    # (player, points) an owner scores besides ``points``: a pig in the field (Traders &
    # Builders) adds 1 per completed city to its owner's points
    bonus: tuple[tuple[int, int], ...] = ()
    # what changed the feature's value from the base game's (Inns & Cathedrals): "inn" or
    # "cathedral" (completed: 2 per road tile, 3 per city tile and pennant; unfinished: 0)
    special: str = ""


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
class GoodsTaken:
    """The player whose tile completed a city took its goods tokens (Traders & Builders):
    ``goods`` is (wine, grain, cloth) from this city; the city lies at (x, y) ``location``."""

    player: int
    goods: tuple[int, int, int]
    x: int
    y: int
    location: str


@dataclass(frozen=True, slots=True)
class SecondPartEarned:
    """The tile just placed grew the road or city where the player's builder stands: a second
    part of the turn follows this one (Traders & Builders)."""

    player: int
    feature: str  # "road" or "city"
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class SecondPartStarted:
    """The player's second part of the turn begins: they draw and place another tile."""

    player: int


@dataclass(frozen=True, slots=True)
class GoodsScored:
    """End of the game: the most tokens of one kind of goods score ``points`` each (every
    player tied for the most). ``counts`` is every player's tokens of that kind."""

    goods: str  # "wine", "grain" or "cloth"
    owners: tuple[int, ...]
    points: int
    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnEnded:
    player: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FinalScoringStarted:
    """The last turn has ended: every event after this one is end-of-game scoring."""

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
    | GoodsTaken
    | SecondPartEarned
    | SecondPartStarted
    | GoodsScored
    | TurnEnded
    | FinalScoringStarted
    | GameOver
)
