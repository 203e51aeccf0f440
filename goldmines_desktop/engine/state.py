"""The game state: setup, and five parts (pile, board, supplies, scores, turn) plus the log.

A ``GameState`` is made of parts that two states may share. ``copy()`` shares every part and
costs almost nothing; the first write to a shared part copies that part alone (copy-on-write),
and the copy of a part is generated from its dataclass fields, never listed by hand. Features
inside the board part are copied on their first write in the same way, so a state stepped in
place (replay, a search playout) merges features in time proportional to the smaller one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from types import MappingProxyType
from typing import Any, Literal

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

    def with_options(
        self,
        *,
        goldmines: bool | None = None,
        abbot: bool | None = None,
        gold_distribution: GoldSharing | None = None,
        river: bool | None = None,
    ) -> Setup:
        """The same seats with the options named changed."""
        old = self.options
        options = Options(
            old.goldmines if goldmines is None else goldmines,
            old.abbot if abbot is None else abbot,
            old.gold_distribution if gold_distribution is None else gold_distribution,
            old.river if river is None else river,
        )
        return replace(self, options=options)


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


@dataclass(slots=True)
class Log:
    moves: list[Move] = field(default_factory=list)


PARTS: tuple[str, ...] = ("pile", "board", "supplies", "scores", "log")
# Read-only views of the parts' mappings (a state's ``_views``, by index), made on the first
# read and dropped when their part is copied (a view shows the part it was made of).
BOARD_VIEW, FRONTIER_VIEW, SEG_FEATURE_VIEW, FEATURES_VIEW, INGOTS_VIEW = range(5)
_VIEWS_OF: dict[str, tuple[int, ...]] = {
    "board": (BOARD_VIEW, FRONTIER_VIEW, SEG_FEATURE_VIEW, FEATURES_VIEW),
    "supplies": (INGOTS_VIEW,),
}
_set = object.__setattr__  # the engine's writer (a state refuses ``state.x = ...``)


class GameState:
    """Everything about a game in progress, read-only to everyone but the engine: ``apply``
    returns a new one. Its attributes are properties, and what they hand out cannot change
    the state: mappings are read-only views (``MappingProxyType``), sequences are tuples. The
    engine changes a state it owns through the ``edit_*`` parts and the few writers below."""

    # The turn is four plain values (whose turn, the phase, the turn number, the phase's
    # pending data): immutable, so a copy shares them and a step replaces them. They are
    # plain slots, read at full speed; only the engine's writers below set them.
    __slots__ = (
        "setup",
        "catalogue",
        "seed",
        "active",
        "phase",
        "turn",
        "pending",
        "legal_cache",
        *(f"_{p}" for p in PARTS),
        "_shared",
        "_views",
    )
    setup: Setup
    catalogue: Catalogue
    seed: int | None
    active: int  # whose turn it is
    phase: Phase
    turn: int  # how many turns have ended
    pending: Pending  # the phase's pending data: GoldPending, ScorePending, TakePending or None
    legal_cache: tuple[Move, ...] | None  # the legal moves once listed (engine-internal)
    _pile: Pile
    _board: Board
    _supplies: Supplies
    _scores: Scores
    _log: Log
    _shared: set[str]  # the parts shared with another state (copied before a write)
    _views: list[Mapping[Any, Any] | None] | None  # this state's own list (a copy gets a copy)

    def __init__(
        self, setup: Setup, catalogue: Catalogue, seed: int | None, draw_order: tuple[str, ...]
    ) -> None:
        n = len(setup.players)
        for name, value in (
            ("setup", setup),
            ("catalogue", catalogue),
            ("seed", seed),
            ("active", 0),
            ("phase", Phase.PLACE_TILE),
            ("turn", 0),
            ("pending", None),
            ("legal_cache", None),
            ("_pile", Pile(tuple(draw_order))),
            ("_board", Board()),
            (
                "_supplies",
                Supplies({}, INGOTS_IN_GAME, [0] * n, 0, [MEEPLES_PER_PLAYER] * n, [None] * n),
            ),
            ("_scores", Scores([dict.fromkeys(CATEGORIES, 0) for _ in range(n)], [])),
            ("_log", Log()),
            ("_shared", set()),
            ("_views", None),
        ):
            _set(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a game state is read-only: {name} changes only inside the engine")

    # --- copying ---------------------------------------------------------------------------

    def copy(self) -> GameState:
        """A new state sharing every part with this one until either writes to it."""
        new = GameState.__new__(GameState)
        for read, write in _COPIED:
            write(new, read(self))
        _SET_SHARED(self, set(PARTS))
        _SET_SHARED(new, set(PARTS))
        views = self._views  # they show the parts both now share; each state drops its own
        _SET_VIEWS(new, None if views is None else views.copy())
        return new

    def __getstate__(self) -> dict[str, Any]:
        """For pickling (a state crosses to the computer's process): the views are remade."""
        return {name: getattr(self, name) for name in _PICKLED}

    def __setstate__(self, state: dict[str, Any]) -> None:
        _set(self, "_views", None)
        for name, value in state.items():
            _set(self, name, value)

    def _edit(self, name: str) -> Any:
        slot = f"_{name}"
        if name in self._shared:
            part = getattr(self, slot)
            _set(self, slot, part.copy() if isinstance(part, Board) else _copy_part(part))
            self._shared.discard(name)
            views = self._views
            if views is not None:
                for index in _VIEWS_OF.get(name, ()):  # they show the part as it was
                    views[index] = None
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

    # Engine-internal: the turn's values are replaced, never changed in place.
    def enter_phase(self, phase: Phase, pending: Pending = None) -> None:
        _set(self, "phase", phase)
        _set(self, "pending", pending)

    def set_pending(self, pending: Pending) -> None:
        _set(self, "pending", pending)

    def pass_turn(self) -> None:
        """The next player's turn begins (the phase is entered after)."""
        _set(self, "active", (self.active + 1) % len(self.setup.players))
        _set(self, "turn", self.turn + 1)

    def keep_legal(self, moves: tuple[Move, ...] | None) -> None:
        _set(self, "legal_cache", moves)

    # --- read-only views for the UI, the AI and the records ---------------------------------

    # The parts themselves: engine-internal, for code that reads many fields at once.
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

    def _view(self, index: int, mapping: Mapping[Any, Any]) -> Mapping[Any, Any]:
        views = self._views
        if views is None:
            views = [None] * (INGOTS_VIEW + 1)
            _set(self, "_views", views)
        view = views[index] = MappingProxyType(mapping)
        return view

    @property
    def board(self) -> Mapping[Pos, Rotated]:
        """The placed tiles by position."""
        views = self._views
        if views is not None and (view := views[BOARD_VIEW]) is not None:
            return view
        return self._view(BOARD_VIEW, self._board.tiles)

    @property
    def order(self) -> tuple[Pos, ...]:
        return tuple(self._board.order)

    @property
    def frontier(self) -> Mapping[Pos, Constraint]:
        """The open positions beside the board, with the edges a tile must match there."""
        views = self._views
        if views is not None and (view := views[FRONTIER_VIEW]) is not None:
            return view
        return self._view(FRONTIER_VIEW, self._board.frontier)

    @property
    def seg_feature(self) -> Mapping[SegRef, int]:
        views = self._views
        if views is not None and (view := views[SEG_FEATURE_VIEW]) is not None:
            return view
        return self._view(SEG_FEATURE_VIEW, self._board.seg_feature)

    @property
    def features(self) -> Mapping[int, Feature]:
        views = self._views
        if views is not None and (view := views[FEATURES_VIEW]) is not None:
            return view
        return self._view(FEATURES_VIEW, self._board.features)

    @property
    def next_id(self) -> int:
        return self._board.next_id

    @property
    def last(self) -> Pos | None:
        """Where the tile of this turn was placed (None before it is placed)."""
        return self._board.last

    @property
    def ingots(self) -> Mapping[Pos, int]:
        views = self._views
        if views is not None and (view := views[INGOTS_VIEW]) is not None:
            return view
        return self._view(INGOTS_VIEW, self._supplies.ingots)

    @property
    def supply(self) -> int:
        return self._supplies.supply

    @property
    def held(self) -> tuple[int, ...]:
        return tuple(self._supplies.held)

    @property
    def returned(self) -> int:
        return self._supplies.returned

    @property
    def meeples(self) -> tuple[int, ...]:
        return tuple(self._supplies.meeples)

    @property
    def abbots(self) -> tuple[SegRef | None, ...]:
        return tuple(self._supplies.abbots)

    @property
    def scores(self) -> tuple[Mapping[str, int], ...]:
        """Per player, the points by category."""
        return tuple(MappingProxyType(s) for s in self._scores.scores)

    @property
    def history(self) -> tuple[tuple[int, ...], ...]:
        return tuple(self._scores.history)

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
        pending = self.pending
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
            "taker": pending.taker if isinstance(pending, TakePending) else self.active,
        }


# what a copy shares with its original (everything but who owns which part)
# (the slots' own readers and writers: quicker than getattr and setattr by name)
_COPIED: tuple[tuple[Any, Any], ...] = tuple(
    (slot.__get__, slot.__set__)
    for name, slot in vars(GameState).items()
    if name in GameState.__slots__ and name not in ("_shared", "_views")
)
_SET_SHARED = vars(GameState)["_shared"].__set__
_SET_VIEWS = vars(GameState)["_views"].__set__
# what a pickle holds (the views are remade after)
_PICKLED: tuple[str, ...] = tuple(name for name in GameState.__slots__ if name != "_views")
