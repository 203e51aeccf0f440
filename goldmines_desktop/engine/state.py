"""The game state: setup, the board, features, figures, ingots, scores and the phase."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Literal

from .board import Constraint, Pos, Rotated
from .moves import FigureKind, Move
from .tiles import Catalogue

COLORS: tuple[str, ...] = ("red", "blue", "green", "yellow", "black", "pink")
CATEGORIES: tuple[str, ...] = ("road", "city", "monastery", "garden", "field", "gold")
MEEPLES_PER_PLAYER = 7
INGOTS_IN_GAME = 16
GoldDistribution = Literal["edition3", "round_robin"]
SegRef = tuple[int, int, int]  # x, y, segment index


class Phase(Enum):
    PLACE_TILE = "place_tile"
    PLACE_GOLD = "place_gold"
    PLACE_FIGURE = "place_figure"
    SCORE = "score"
    TAKE_GOLD = "take_gold"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Options:
    goldmines: bool = True
    abbot: bool = True
    gold_distribution: GoldDistribution = "edition3"


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    color: str
    kind: str = "human"  # "human" or "ai:<level>"


@dataclass(frozen=True)
class Setup:
    players: tuple[PlayerSetup, ...]
    options: Options = field(default_factory=Options)

    def with_options(self, **changes: object) -> Setup:
        return replace(self, options=replace(self.options, **changes))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Figure:
    player: int
    kind: FigureKind
    at: SegRef


@dataclass(frozen=True, slots=True)
class Feature:
    """A connected feature on the board (never mutated: merges build a new one)."""

    id: int
    kind: str
    segments: frozenset[SegRef]
    tiles: frozenset[Pos]
    open_edges: int = 0
    pennants: int = 0
    figures: tuple[Figure, ...] = ()
    cities: frozenset[SegRef] = frozenset()  # fields: the city segments they touch

    def with_figures(self, figures: tuple[Figure, ...]) -> Feature:
        return replace(self, figures=figures)


class GameState:
    """Everything about a game in progress. Treat as read-only: ``apply`` returns a new one."""

    __slots__ = (
        "setup",
        "catalogue",
        "seed",
        "draw_order",
        "deck_pos",
        "discarded",
        "moves",
        "board",
        "order",
        "frontier",
        "seg_feature",
        "features",
        "next_id",
        "ingots",
        "supply",
        "held",
        "returned",
        "meeples",
        "abbots",
        "scores",
        "history",
        "active",
        "phase",
        "tile",
        "last",
        "gold_targets",
        "completed",
        "score_order",
        "claims",
        "taker",
        "turn",
    )

    def __init__(
        self, setup: Setup, catalogue: Catalogue, seed: int | None, draw_order: tuple[str, ...]
    ) -> None:
        n = len(setup.players)
        self.setup = setup
        self.catalogue = catalogue
        self.seed = seed
        self.draw_order = draw_order
        self.deck_pos = 0
        self.discarded: tuple[str, ...] = ()
        self.moves: tuple[Move, ...] = ()
        self.board: dict[Pos, Rotated] = {}
        self.order: tuple[Pos, ...] = ()  # positions in the order tiles were placed
        self.frontier: dict[Pos, Constraint] = {}
        self.seg_feature: dict[SegRef, int] = {}
        self.features: dict[int, Feature] = {}
        self.next_id = 0
        self.ingots: dict[Pos, int] = {}
        self.supply = INGOTS_IN_GAME
        self.held = [0] * n
        self.returned = 0
        self.meeples = [MEEPLES_PER_PLAYER] * n
        self.abbots: list[SegRef | None] = [None] * n
        self.scores = [dict.fromkeys(CATEGORIES, 0) for _ in range(n)]
        self.history: tuple[tuple[int, ...], ...] = ()  # totals after every turn
        self.active = 0
        self.phase = Phase.PLACE_TILE
        self.tile: str | None = None
        self.last: Pos | None = None
        self.gold_targets: tuple[Pos, ...] = ()
        self.completed: tuple[int, ...] = ()
        self.score_order: tuple[int, ...] = ()
        self.claims: dict[Pos, frozenset[int]] = {}
        self.taker = 0
        self.turn = 0

    def clone(self) -> GameState:
        new = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(new, name, getattr(self, name))
        new.board = dict(self.board)
        new.frontier = dict(self.frontier)
        new.seg_feature = dict(self.seg_feature)
        new.features = dict(self.features)
        new.ingots = dict(self.ingots)
        new.held = list(self.held)
        new.meeples = list(self.meeples)
        new.abbots = list(self.abbots)
        new.scores = [dict(s) for s in self.scores]
        new.claims = dict(self.claims)
        return new

    # --- read-only helpers for the UI, the AI and the records -------------------------------

    @property
    def options(self) -> Options:
        return self.setup.options

    @property
    def players(self) -> tuple[PlayerSetup, ...]:
        return self.setup.players

    @property
    def finished(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def tiles_left(self) -> int:
        """Tiles still in the draw pile (not counting the one in hand)."""
        return len(self.draw_order) - self.deck_pos

    def total(self, player: int) -> int:
        return sum(self.scores[player].values())

    def totals(self) -> tuple[int, ...]:
        return tuple(self.total(p) for p in range(len(self.players)))

    def feature_of(self, ref: SegRef) -> Feature:
        return self.features[self.seg_feature[ref]]

    def figures(self) -> list[Figure]:
        """Every figure on the board."""
        return [f for feat in self.features.values() for f in feat.figures]

    def ingots_on_board(self) -> int:
        return sum(self.ingots.values())

    def snapshot(self) -> dict[str, object]:
        """A comparable summary of everything that matters (for tests and replays)."""
        return {
            "board": {p: (t.code, t.rotation) for p, t in self.board.items()},
            "figures": sorted((f.player, f.kind, f.at) for f in self.figures()),
            "ingots": dict(sorted((p, n) for p, n in self.ingots.items() if n)),
            "supply": self.supply,
            "held": list(self.held),
            "returned": self.returned,
            "meeples": list(self.meeples),
            "abbots": list(self.abbots),
            "scores": [dict(s) for s in self.scores],
            "phase": self.phase,
            "active": self.active,
            "tile": self.tile,
            "deck_pos": self.deck_pos,
            "discarded": self.discarded,
            "history": self.history,
            "taker": self.taker,
        }
