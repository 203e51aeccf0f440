"""The game state: setup, and five parts (pile, board, supplies, scores, turn) plus the log.

A ``GameState`` is made of parts that two states may share. ``copy()`` shares every part and
costs almost nothing; the first write to a shared part copies that part alone (copy-on-write),
and the copy of a part is generated from its dataclass fields, never listed by hand. Features
inside the board part are copied on their first write in the same way, so a state stepped in
place (replay, a search playout) merges features in time proportional to the smaller one.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any, Literal, NamedTuple

from .board import Constraint, Pos, Rotated
from .moves import FigureKind, Move
from .tiles import Catalogue

COLORS: tuple[str, ...] = ("red", "blue", "green", "yellow", "black", "pink")
CATEGORIES: tuple[str, ...] = ("road", "city", "monastery", "garden", "field", "gold")
MIN_PLAYERS = 2
MAX_PLAYERS = 6
MEEPLES_PER_PLAYER = 7
INGOTS_IN_GAME = 16
GoldSharing = Literal["edition3", "round_robin"]
GOLD_SHARINGS: tuple[GoldSharing, ...] = ("edition3", "round_robin")
GoldDistribution = GoldSharing  # the older name of the same type
SegRef = tuple[int, int, int]  # x, y, segment index


class Phase(Enum):
    __hash__ = object.__hash__  # members are singletons: hash by identity, in C (hot in play)

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
    gold_distribution: GoldSharing = "edition3"  # how gold is shared: the record's word
    river: bool = False  # The River: the spring starts, the river tiles are drawn first


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


@dataclass(slots=True, eq=False)
class Feature:
    """A connected feature on the board.

    Treat it as read-only: the engine only changes a feature that its own state has copied
    (see the module docstring), so a feature read from a state never changes under the reader.
    """

    id: int
    kind: str
    segments: set[SegRef]
    tiles: set[Pos]
    open_edges: int = 0
    pennants: int = 0
    figures: tuple[Figure, ...] = ()
    cities: set[SegRef] = field(default_factory=set)  # fields: the city segments they touch

    def copy(self) -> Feature:
        return Feature(
            self.id,
            self.kind,
            set(self.segments),
            set(self.tiles),
            self.open_edges,
            self.pennants,
            self.figures,
            set(self.cities),
        )

    def with_figures(self, figures: tuple[Figure, ...]) -> Feature:
        new = self.copy()
        new.figures = figures
        return new


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


# --- the parts -------------------------------------------------------------------------------


def _dup(value: Any) -> Any:
    """A copy of one field of a part: containers are copied one level deep, values shared."""
    kind = type(value)
    if kind is list:
        return [v.copy() for v in value] if value and type(value[0]) is dict else value.copy()
    if kind is dict or kind is set:
        return value.copy()
    return value


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _copy_part(part: Any) -> Any:
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
        new: Board = _copy_part(self)
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


@dataclass(slots=True)
class Scores:
    scores: list[dict[str, int]]  # per player, per category
    history: list[tuple[int, ...]]  # totals after every turn


class Turn(NamedTuple):
    """Whose turn, which phase, and the phase's pending data (a frozen value, replaced)."""

    active: int = 0
    phase: Phase = Phase.PLACE_TILE
    number: int = 0
    pending: Pending = None


@dataclass(slots=True)
class Log:
    moves: list[Move] = field(default_factory=list)


PARTS: tuple[str, ...] = ("pile", "board", "supplies", "scores", "log")


class GameState:
    """Everything about a game in progress. Treat as read-only: ``apply`` returns a new one."""

    # The turn is four plain values (whose turn, the phase, the turn number, the phase's
    # pending data): immutable, so a copy shares them and a step replaces them.
    __slots__ = (
        "setup",
        "catalogue",
        "seed",
        "active",
        "phase",
        "turn",
        "pending",
        *(f"_{p}" for p in PARTS),
        "_shared",
        "legal_cache",
    )

    def __init__(
        self, setup: Setup, catalogue: Catalogue, seed: int | None, draw_order: tuple[str, ...]
    ) -> None:
        n = len(setup.players)
        self.setup = setup
        self.catalogue = catalogue
        self.seed = seed
        self.active = 0
        self.phase = Phase.PLACE_TILE
        self.turn = 0  # how many turns have ended
        self.pending: Pending = None
        self._pile = Pile(tuple(draw_order))
        self._board = Board()
        self._supplies = Supplies(
            {}, INGOTS_IN_GAME, [0] * n, 0, [MEEPLES_PER_PLAYER] * n, [None] * n
        )
        self._scores = Scores([dict.fromkeys(CATEGORIES, 0) for _ in range(n)], [])
        self._log = Log()
        self._shared: set[str] = set()
        # The legal moves of this position once listed (engine-internal; cleared by each step).
        self.legal_cache: tuple[Move, ...] | None = None

    # --- copying ---------------------------------------------------------------------------

    def copy(self) -> GameState:
        """A new state sharing every part with this one until either writes to it."""
        new = GameState.__new__(GameState)
        for name in GameState.__slots__:
            if name != "_shared":
                setattr(new, name, getattr(self, name))
        self._shared = set(PARTS)
        new._shared = set(PARTS)
        return new

    clone = copy  # the older name

    def _edit(self, name: str) -> Any:
        slot = f"_{name}"
        if name in self._shared:
            part = getattr(self, slot)
            setattr(self, slot, part.copy() if isinstance(part, Board) else _copy_part(part))
            self._shared.discard(name)
        return getattr(self, slot)

    # Engine-internal: the part, made safe to change in place. Once a state owns its parts
    # (``_shared`` empty) this is one test, which matters in playouts.
    def edit_pile(self) -> Pile:
        return self._edit("pile") if self._shared else self._pile

    def edit_board(self) -> Board:
        return self._edit("board") if self._shared else self._board

    def edit_supplies(self) -> Supplies:
        if self._shared:
            return self._edit("supplies")  # type: ignore[no-any-return]
        return self._supplies

    def edit_scores(self) -> Scores:
        return self._edit("scores") if self._shared else self._scores

    def edit_log(self) -> Log:
        return self._edit("log") if self._shared else self._log

    def edit_feature(self, fid: int) -> Feature:
        """The feature ``fid``, safe to change in place (engine-internal)."""
        board = self.edit_board()
        feature = board.features[fid]
        if fid not in board.owned:
            feature = board.features[fid] = feature.copy()
            board.owned.add(fid)
        return feature

    @property
    def turn_part(self) -> Turn:
        return Turn(self.active, self.phase, self.turn, self.pending)

    # --- read-only views for the UI, the AI and the records ---------------------------------

    @property
    def pile(self) -> Pile:
        return self._pile

    @property
    def board_part(self) -> Board:
        return self._board

    @property
    def supplies(self) -> Supplies:
        return self._supplies

    @property
    def draw_order(self) -> tuple[str, ...]:
        return self._pile.draw_order

    @draw_order.setter
    def draw_order(self, order: tuple[str, ...]) -> None:
        # Kept for older search code that set the unseen pile by hand: use ``determinize``.
        self.edit_pile().draw_order = tuple(order)

    @property
    def deck_pos(self) -> int:
        return self._pile.pos

    @property
    def discarded(self) -> tuple[str, ...]:
        return tuple(self._pile.discarded)

    @property
    def tile(self) -> str | None:
        """The tile in hand (drawn, not yet placed)."""
        return self._pile.tile

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(self._log.moves)

    @property
    def board(self) -> dict[Pos, Rotated]:
        return self._board.tiles

    @property
    def order(self) -> tuple[Pos, ...]:
        return tuple(self._board.order)

    @property
    def frontier(self) -> dict[Pos, Constraint]:
        return self._board.frontier

    @property
    def seg_feature(self) -> dict[SegRef, int]:
        return self._board.seg_feature

    @property
    def features(self) -> dict[int, Feature]:
        return self._board.features

    @property
    def next_id(self) -> int:
        return self._board.next_id

    @property
    def last(self) -> Pos | None:
        """Where the tile of this turn was placed (None before it is placed)."""
        return self._board.last

    @property
    def ingots(self) -> dict[Pos, int]:
        return self._supplies.ingots

    @property
    def supply(self) -> int:
        return self._supplies.supply

    @property
    def held(self) -> list[int]:
        return self._supplies.held

    @property
    def returned(self) -> int:
        return self._supplies.returned

    @property
    def meeples(self) -> list[int]:
        return self._supplies.meeples

    @property
    def abbots(self) -> list[SegRef | None]:
        return self._supplies.abbots

    @property
    def scores(self) -> list[dict[str, int]]:
        return self._scores.scores

    @property
    def history(self) -> tuple[tuple[int, ...], ...]:
        return tuple(self._scores.history)

    @property
    def gold_targets(self) -> tuple[Pos, ...]:
        pending = self.pending
        return pending.targets if isinstance(pending, GoldPending) else ()

    @property
    def completed(self) -> tuple[int, ...]:
        pending = self.pending
        return pending.completed if isinstance(pending, ScorePending) else ()

    @property
    def score_order(self) -> tuple[int, ...]:
        pending = self.pending
        return pending.order if isinstance(pending, ScorePending) else ()

    @property
    def claims(self) -> dict[Pos, frozenset[int]]:
        pending = self.pending
        return dict(pending.claims) if isinstance(pending, TakePending) else {}

    @property
    def taker(self) -> int:
        """Who takes the next ingot (round robin); the active player at any other time."""
        pending = self.pending
        return pending.taker if isinstance(pending, TakePending) else self.active

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
        return len(self._pile.draw_order) - self._pile.pos

    def total(self, player: int) -> int:
        return sum(self._scores.scores[player].values())

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(s.values()) for s in self._scores.scores)

    def feature_of(self, ref: SegRef) -> Feature:
        board = self._board
        return board.features[board.seg_feature[ref]]

    def figures(self) -> list[Figure]:
        """Every figure on the board."""
        return [f for feat in self._board.features.values() for f in feat.figures]

    def ingots_on_board(self) -> int:
        return sum(self._supplies.ingots.values())

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
