"""The rules engine of Gold Mines: Carcassonne (3rd edition) with The Abbot and The Gold Mines.

Pure Python: it imports neither pygame nor pytmx. One vocabulary, used everywhere:

- **tile**: a square land tile, of a kind named by its **code** (``D``, ``Eg``, ``GM_F``);
  it has four **edges** (N, E, S, W: city, road or field) and eight **half-edges**
  (``Nw`` .. ``Wn``) that fields touch. A **gold tile** shows the gold symbol.
- **segment**: one piece of a feature on one tile, named as seen on the board after rotation:
  the first edge it touches (``N`` .. ``W``, roads and cities), the first half-edge (``Nw`` ..
  ``Wn``, fields), or ``monastery`` / ``garden``.
- **feature**: connected segments across tiles: road, city, monastery, garden, field.
- **figure**: a meeple (on a road, city, monastery or field: a farmer) or an abbot
  (on a monastery or garden). **ingot**: a gold ingot, on a tile, in the supply or held.
- **player**, **turn**, **phase** (``Phase``), **move** (imperative: ``PlaceGold``),
  **event** (past tense: ``GoldPlaced``).

API: ``new_game(setup, catalogue, seed or draw_order)``, ``legal_moves(state)``,
``apply(state, move) -> (state, events)``; illegal moves raise ``IllegalMoveError``.
"""

from .events import (
    Event,
    FeatureScored,
    FigurePlaced,
    FigureReturned,
    GameOver,
    GoldPlaced,
    GoldReturned,
    GoldScored,
    GoldTaken,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
)
from .moves import (
    IllegalMoveError,
    Move,
    PlaceGold,
    PlaceMeeple,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from .rules import (
    acting_player,
    apply,
    apply_in_place,
    is_legal,
    legal_moves,
    new_game,
    random_legal_move,
    why_illegal,
)
from .state import COLORS, Feature, Figure, GameState, Options, Phase, PlayerSetup, Setup
from .tiles import Catalogue, SegmentDef, TileDef

__all__ = [
    "COLORS",
    "Catalogue",
    "Event",
    "FeatureScored",
    "Feature",
    "Figure",
    "FigurePlaced",
    "FigureReturned",
    "GameOver",
    "GameState",
    "GoldPlaced",
    "GoldReturned",
    "GoldScored",
    "GoldTaken",
    "IllegalMoveError",
    "Move",
    "Options",
    "Phase",
    "PlaceGold",
    "PlaceMeeple",
    "PlaceTile",
    "PlayerSetup",
    "ReturnAbbot",
    "ScoreFeature",
    "SegmentDef",
    "Setup",
    "Skip",
    "TakeGold",
    "TileDef",
    "TileDiscarded",
    "TileDrawn",
    "TilePlaced",
    "TurnEnded",
    "acting_player",
    "apply",
    "apply_in_place",
    "is_legal",
    "random_legal_move",
    "why_illegal",
    "legal_moves",
    "new_game",
]
