"""The hooks an expansion may fill in, and the register of the expansions: ``Expansion`` does
nothing in each hook, so an expansion's module (``engine/expansions/``) overrides only what it
needs. It stands below the core's scoring, which asks it how strong a figure is and what a
feature is worth (the package ``expansions`` docstring says who calls each hook)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .events import Event
from .moves import Move, PlaceFigure, PlaceTile, Refusal
from .state import GameState
from .tiles import Catalogue, TileDef
from .values import Feature, Figure, Options, SegRef

Events = list[Event]
Claim = tuple[Feature, tuple[int, ...]]  # a completed feature and its owners as it scored


class Expansion:
    """An expansion's hooks; each does nothing unless the expansion's module says otherwise."""

    name = ""  # the word its tiles carry (``TileDef.expansion``); "" for rules without tiles
    title = ""  # for messages: "The River"
    figures: tuple[str, ...] = ()  # the figure kinds it adds (``PlaceFigure.figure``)
    moves: tuple[type, ...] = ()  # the figure phase's moves it adds besides placing a figure
    spots: frozenset[str] = frozenset()  # the segment kinds its figures may stand on
    # its figures join a feature that already holds figures (the builder, the pig: beside the
    # player's own meeple); ``figure_moves`` is then asked for taken segments too
    joins_taken = False

    def is_on(self, options: Options) -> bool:
        return False

    # --- tiles ---------------------------------------------------------------------------------

    def start_code(self, catalogue: Catalogue) -> str | None:
        """The tile placed at (0, 0) instead of the catalogue's start tile."""
        return None

    def deals_apart(self, tile: TileDef) -> bool:
        """Whether the expansion deals this tile of its box itself (not shuffled with the land)."""
        return False

    def deal(self, catalogue: Catalogue, land: list[str], rng: random.Random) -> list[str] | None:
        """The pile, when the expansion deals it its own way (``land``: the tiles shuffled
        together, not yet shuffled; ``rng``: the seed's one random source)."""
        return None

    def known_order(self, unseen: list[str], catalogue: Catalogue) -> None:
        """Put a shuffled unseen pile in the order every player knows (in place)."""

    def governs(self, tile: TileDef) -> bool:
        """Whether the expansion places this tile by its own rules (``placements``)."""
        return False

    def placements(self, state: GameState, code: str) -> list[Move]:
        """Every legal placement of a tile the expansion governs."""
        return []

    def why_not_placed(self, state: GameState, move: PlaceTile) -> Refusal | None:
        """Why a tile the expansion governs may not go where it fits its neighbours."""
        return None

    # --- figures -------------------------------------------------------------------------------

    def figure_moves(self, state: GameState, player: int, kind: str, name: str) -> list[Move]:
        """Its figures that may go on segment ``name`` of the new tile (asked only for a
        segment whose ``kind`` is one of its ``spots``, and only for a free one unless
        ``joins_taken``)."""
        return []

    def own_moves(self, state: GameState, player: int) -> list[Move]:
        """Its moves of the figure phase other than placing a figure (taking the abbot back)."""
        return []

    def not_in_game(self) -> Refusal | None:
        """Why its figures or moves are refused in a game without it."""
        return None

    def why_not_figure(self, state: GameState, move: Move, kind: str | None) -> Refusal | None:
        """Why it refuses a move of its own (``kind``: the segment's, for ``PlaceFigure``)."""
        return None

    def play_figure(self, state: GameState, move: Move, events: Events) -> None:
        """Play a move of its own (``moves``)."""

    def take_figure(self, state: GameState, figure: PlaceFigure, ref: SegRef) -> None:
        """One of its figures leaves its owner's supply for ``ref``."""

    def figure_home(self, state: GameState, figure: Figure) -> None:
        """One of its figures goes back to its owner's supply."""

    # --- the turn and the scoring --------------------------------------------------------------

    def tile_placed(self, state: GameState, events: Events) -> None:
        """The tile of the turn has just been placed and joined to its neighbours."""

    def order_choices(self, state: GameState) -> list[int]:
        """The completed features the active player may name to score next (the order
        matters while two or more compete)."""
        return []

    def scored(self, state: GameState, claims: Sequence[Claim], events: Events) -> None:
        """The completed features of the turn have scored and their figures gone home."""

    def final_scoring(self, state: GameState, events: Events) -> None:
        """The end of the game, after the unfinished features and the fields scored."""

    def another_turn(self, state: GameState) -> bool:
        """Whether the player who ends the turn takes another at once (a double turn)."""
        return False

    # --- points (``scoring``) ------------------------------------------------------------------

    def points(self, state: GameState, feature: Feature, value: int) -> int:
        """What ``feature`` is worth now, given ``value`` from the base game's table."""
        return value

    def strength(self, figure: Figure) -> int:
        """How many figures ``figure`` counts as for a feature's majority (0: none, it never
        counts, like the builder and the pig)."""
        return 1

    def bonus(
        self, state: GameState, feature: Feature, owners: tuple[int, ...], value: int
    ) -> list[tuple[int, int]]:
        """(player, points) that owners score besides ``value`` as ``feature`` scores (the
        pig's extra field points)."""
        return []

    def special(self, state: GameState, feature: Feature) -> str:
        """What on the feature changes its value from the base game's ("inn", "cathedral"),
        for the screens; "" when nothing does."""
        return ""

    # --- asking --------------------------------------------------------------------------------

    def claims(self, state: GameState, feature: Feature) -> int:
        """What completing ``feature`` wins besides its points (ingots), for the screens."""
        return 0


_REGISTERED: list[Expansion] = []


def register(expansion: Expansion) -> Expansion:
    """Plug an expansion in (each expansion's module registers its own, once, on import)."""
    _REGISTERED.append(expansion)
    _ACTIVE.clear()
    return expansion


def registered() -> tuple[Expansion, ...]:
    """Every expansion, in the order they were registered: the order their hooks are called."""
    return tuple(_REGISTERED)


# The expansions on, and those filling in each hook, per ``Options`` object: looked up by
# identity (the hooks are asked several times a move; hashing the options each time showed).
_ACTIVE: dict[int, tuple[Options, dict[str, tuple[Expansion, ...]]]] = {}
_KEEP = 256  # options objects remembered at most (a game keeps its one)


def _on(options: Options) -> dict[str, tuple[Expansion, ...]]:
    entry = _ACTIVE.get(id(options))
    if entry is None or entry[0] is not options:
        if len(_ACTIVE) >= _KEEP:
            _ACTIVE.clear()
        entry = (options, {"": tuple(e for e in _REGISTERED if e.is_on(options))})
        _ACTIVE[id(options)] = entry
    return entry[1]


def active(options: Options) -> tuple[Expansion, ...]:
    """The expansions on in a game with ``options``."""
    return _on(options)[""]


def hooked(options: Options, hook: str) -> tuple[Expansion, ...]:
    """The expansions on in a game with ``options`` that fill in ``hook``: only they are
    called for the hooks asked many times a move."""
    entry = _ACTIVE.get(id(options))  # ``_on`` inlined: asked several times a move
    on = entry[1] if entry is not None and entry[0] is options else _on(options)
    found = on.get(hook)
    if found is None:
        default = getattr(Expansion, hook)
        found = on[hook] = tuple(e for e in on[""] if getattr(type(e), hook) is not default)
    return found


def strength(figure: Figure) -> int:
    """How many figures ``figure`` counts as for a majority (1 unless an expansion says)."""
    for expansion in _REGISTERED:
        if figure.kind in expansion.figures:
            return expansion.strength(figure)
    return 1
