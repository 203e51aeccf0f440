"""The game state: setup, and five parts (pile, board, supplies, scores, turn) plus the log.

A ``GameState`` is made of parts that two states may share. ``copy()`` shares every part and
costs almost nothing; the first write to a shared part copies that part alone (copy-on-write),
and the copy of a part is generated from its dataclass fields, never listed by hand. Features
inside the board part are copied on their first write in the same way, so a state stepped in
place (replay, a search playout) merges features in time proportional to the smaller one.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Generic, TypeVar, overload

from .board import Constraint, Pos, Rotated
from .moves import Move
from .parts import Board, Log, Pile, Scores, Supplies, copy_part
from .tiles import Catalogue
from .values import (
    INGOTS_IN_GAME,
    MEEPLES_PER_PLAYER,
    Feature,
    Figure,
    Options,
    Pending,
    Phase,
    PlayerSetup,
    SegRef,
    Setup,
    TakePending,
    categories,
    write_figures,
)

PARTS: tuple[str, ...] = ("pile", "board", "supplies", "scores", "log")
# Read-only views of the parts' mappings (a state's ``_views``, by index), made on the first
# read and dropped when their part is copied (a view shows the part it was made of).
BOARD_VIEW, FRONTIER_VIEW, SEG_FEATURE_VIEW, FEATURES_VIEW, INGOTS_VIEW = range(5)
_VIEWS_OF: dict[str, tuple[int, ...]] = {
    "board": (BOARD_VIEW, FRONTIER_VIEW, SEG_FEATURE_VIEW, FEATURES_VIEW),
    "supplies": (INGOTS_VIEW,),
}
FIRST_PART, SECOND_PART_DUE, SECOND_PART = range(3)  # the parts of a turn (``GameState.part``)
_set = object.__setattr__  # the engine's writer (a state refuses ``state.x = ...``)
K = TypeVar("K")
V = TypeVar("V")


class _View(Generic[K, V]):
    """A state's read-only view of one mapping of one part: a ``MappingProxyType`` made on the
    first read and kept in the state's ``_views`` until that part is copied."""

    def __init__(self, index: int, part: str, field: str, doc: str) -> None:
        self.index, self.part, self.field, self.__doc__ = index, part, field, doc

    @overload
    def __get__(self, state: None, owner: type[Any]) -> _View[K, V]: ...
    @overload
    def __get__(self, state: GameState, owner: type[Any]) -> Mapping[K, V]: ...
    def __get__(self, state: GameState | None, owner: type[Any]) -> Mapping[K, V] | _View[K, V]:
        if state is None:
            return self
        views = state._views
        if views is not None and (view := views[self.index]) is not None:
            return view
        if views is None:
            views = [None] * (INGOTS_VIEW + 1)
            _set(state, "_views", views)
        made: Mapping[K, V] = MappingProxyType(getattr(getattr(state, self.part), self.field))
        views[self.index] = made
        return made


class _SupplyReaders:
    """The read-only views of a state's supplies part (``GameState`` inherits them): where the
    ingots and every kind of figure are, and the goods."""

    __slots__ = ()
    _supplies: Supplies
    part: int

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
    def large_meeples(self) -> tuple[SegRef | None, ...]:
        """Where each player's large meeple stands (None: in the supply, or not in the game)."""
        return tuple(self._supplies.large_meeples)

    @property
    def builders(self) -> tuple[SegRef | None, ...]:
        """Where each player's builder stands (None: in the supply, or not in the game)."""
        return tuple(self._supplies.builders)

    @property
    def pigs(self) -> tuple[SegRef | None, ...]:
        """Where each player's pig stands (None: in the supply, or not in the game)."""
        return tuple(self._supplies.pigs)

    @property
    def goods(self) -> tuple[tuple[int, int, int], ...]:
        """Each player's goods tokens: wine, grain, cloth (Traders & Builders)."""
        return tuple(self._supplies.goods)

    @property
    def second_part(self) -> bool:
        """Whether the turn is in its second part (a double turn, Traders & Builders)."""
        return self.part == SECOND_PART


class GameState(_SupplyReaders):
    """Everything about a game in progress, read-only to everyone but the engine: ``apply``
    returns a new one. Nothing its public attributes hand out can change: mappings are
    read-only views (``MappingProxyType``), sequences are tuples, and what they hold is frozen
    (placed tiles, features, figures, the pending data, the setup and the catalogue).

    The engine changes a state it owns through the private writers below (``_edit_*``, the
    turn's writers), and its modules read the parts themselves (``state._board``, ...) where
    they need fields no view shows. Nothing outside ``engine`` uses either."""

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
        "part",
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
    part: int  # the turn's part: FIRST_PART, SECOND_PART_DUE (it earned a second) or SECOND_PART
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
        kinds = categories(setup.options)
        for name, value in (
            ("setup", setup),
            ("catalogue", catalogue),
            ("seed", seed),
            ("active", 0),
            ("phase", Phase.PLACE_TILE),
            ("turn", 0),
            ("pending", None),
            ("part", FIRST_PART),
            ("legal_cache", None),
            ("_pile", Pile(tuple(draw_order))),
            ("_board", Board()),
            (
                "_supplies",
                Supplies(
                    {},
                    INGOTS_IN_GAME,
                    [0] * n,
                    0,
                    [MEEPLES_PER_PLAYER] * n,
                    [None] * n,
                    [None] * n,
                    [None] * n,
                    [None] * n,
                    [(0, 0, 0)] * n,
                ),
            ),
            ("_scores", Scores([dict.fromkeys(kinds, 0) for _ in range(n)], [])),
            ("_log", Log()),
            ("_shared", set()),
            ("_views", None),
        ):
            _set(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a game state is read-only: {name} changes only inside the engine")

    def __delattr__(self, name: str) -> None:
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
            _set(self, slot, part.copy() if isinstance(part, Board) else copy_part(part))
            self._shared.discard(name)
            views = self._views
            if views is not None:
                for index in _VIEWS_OF.get(name, ()):  # they show the part as it was
                    views[index] = None
        return getattr(self, slot)

    # Engine-internal: the part, made safe to change in place. Once a state owns its parts
    # (``_shared`` empty) this is one test, which matters in playouts.
    def _edit_pile(self) -> Pile:
        return self._edit("pile") if self._shared else self._pile

    def _edit_board(self) -> Board:
        return self._edit("board") if self._shared else self._board

    def _edit_supplies(self) -> Supplies:
        if self._shared:
            return self._edit("supplies")  # type: ignore[no-any-return]
        return self._supplies

    def _edit_scores(self) -> Scores:
        return self._edit("scores") if self._shared else self._scores

    def _edit_log(self) -> Log:
        return self._edit("log") if self._shared else self._log

    def _edit_feature(self, fid: int) -> Feature:
        """The feature ``fid``, this state's own copy (engine-internal): the engine changes it
        in place through the slots' own setters (``values.write_*``) and ``set``'s methods."""
        board = self._edit_board()
        feature = board.features[fid]
        if fid not in board.owned:
            feature = board.features[fid] = feature.copy()
            board.owned.add(fid)
        return feature

    def _set_figures(self, fid: int, figures: tuple[Figure, ...]) -> Feature:
        """The feature ``fid`` with these figures on it (engine-internal)."""
        feature = self._edit_feature(fid)
        write_figures(feature, figures)
        return feature

    # Engine-internal: the turn's values are replaced, never changed in place.
    def _enter_phase(self, phase: Phase, pending: Pending = None) -> None:
        _set(self, "phase", phase)
        _set(self, "pending", pending)

    def _set_pending(self, pending: Pending) -> None:
        _set(self, "pending", pending)

    def _pass_turn(self) -> None:
        """The next player's turn begins (the phase is entered after)."""
        _set(self, "active", (self.active + 1) % len(self.setup.players))
        _set(self, "turn", self.turn + 1)
        _set(self, "part", FIRST_PART)

    def _set_part(self, part: int) -> None:
        """The turn's part changes: a second part is earned, or begins (Traders & Builders)."""
        _set(self, "part", part)

    def _keep_legal(self, moves: tuple[Move, ...] | None) -> None:
        _set(self, "legal_cache", moves)

    # --- read-only views for the UI, the AI and the records ---------------------------------

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

    board = _View[Pos, Rotated](BOARD_VIEW, "_board", "tiles", "The placed tiles by position.")
    frontier = _View[Pos, Constraint](
        FRONTIER_VIEW,
        "_board",
        "frontier",
        "The open positions beside the board, with the edges a tile must match there.",
    )
    seg_feature = _View[SegRef, int](
        SEG_FEATURE_VIEW, "_board", "seg_feature", "Each segment's feature id."
    )
    features = _View[int, Feature](FEATURES_VIEW, "_board", "features", "The features by id.")
    ingots = _View[Pos, int](INGOTS_VIEW, "_supplies", "ingots", "The ingots lying on tiles.")

    @property
    def order(self) -> tuple[Pos, ...]:
        return tuple(self._board.order)

    @property
    def next_id(self) -> int:
        return self._board.next_id

    @property
    def last(self) -> Pos | None:
        """Where the tile of this turn was placed (None before it is placed)."""
        return self._board.last

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

    def figures(self) -> tuple[Figure, ...]:
        """Every figure on the board."""
        return tuple(f for feat in self._board.features.values() for f in feat.figures)

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
            "large_meeples": list(self.large_meeples),
            "builders": list(self.builders),
            "pigs": list(self.pigs),
            "goods": list(self.goods),
            "part": self.part,
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
