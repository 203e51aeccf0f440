"""The rules engine of Gold Mines: Carcassonne (3rd edition) with The Abbot and The Gold Mines.

Pure Python: it imports neither pygame nor pytmx and touches no files. One vocabulary, used
everywhere:

- **tile**: a square land tile, of a kind named by its **code** (``D``, ``Eg``, ``GM_F``);
  it has four **edges** (N, E, S, W: city, road or field) and eight **half-edges**
  (``Nw`` .. ``Wn``) that fields touch. A **gold tile** shows the gold symbol.
- **segment**: one piece of a feature on one tile, named as seen on the board after rotation:
  the first edge it touches (``N`` .. ``W``, roads and cities), the first half-edge (``Nw`` ..
  ``Wn``, fields), or ``monastery`` / ``garden``.
- **feature**: connected segments across tiles: road, city, monastery, garden, field.
- **river** (The River, option ``river``): river tiles (codes ``RV_A`` .. ``RV_J``) have river
  edges ``S`` (meeting only ``S``) and a river segment; the river is a feature nobody can claim
  and that never scores (``river`` module: the spring, the deal, the open end, no U-turn).
- **figure**: a meeple (on a road, city, monastery or field: a farmer) or an abbot
  (on a monastery or garden). **owners** of a feature: the players with the most figures on it
  (all of them when tied); they score it and take its gold.
- **ingot**: a gold ingot, on a tile, in the supply, held or returned to the box. **Gold
  sharing**: ``edition3`` or ``round_robin`` (``Options.gold_distribution``).
- **house rules**: ``Options.farmers`` (false: no figure may stand on a field, so fields
  score nothing) and ``Options.field_points`` (a field's points per completed city at the end:
  ``FIELD_POINTS`` 3, or 2 by the house rule; ``FIELD_POINT_CHOICES``).
- **player**, **turn**, **phase** (``Phase``), **move** (imperative: ``PlaceGold``),
  **event** (past tense: ``GoldPlaced``).

Playing:
``new_game(setup, catalogue, seed=None, draw_order=None) -> GameState``;
``legal_moves(state) -> list[Move]``; ``is_legal(state, move) -> bool``;
``why_illegal(state, move) -> Refusal | None`` (a ``Reason`` code, the engine's whole
``message`` and the player's ``words``); ``acting_player(state) -> int``;
``apply(state, move) -> (GameState, list[Event])`` (never changes ``state``: the one public way
to play); after a turn's last decision the state waits in ``Phase.END_TURN`` until ``EndTurn()``
is played (the next player draws, or the final scoring); ``apply_decision(state, move)`` plays a
decision and, where it ended the turn, ``EndTurn`` too (a record holds decisions only, never
``EndTurn``); ``ends_the_game(state)``: ending the turn now ends the game;
illegal moves raise ``IllegalMoveError`` (a ValueError with a message for the player).

Replaying: ``game_start(record_or_state, catalogue=None) -> GameState`` (a game's first
position); ``steps(state, moves, first=0) -> Iterator[Step]`` plays the moves on ``state``
itself, one ``Step`` (index, move, events, state after it, player, turn, ``ends_turn``) a
move; a move that cannot be played stops it with ``ReplayStopped`` (an IllegalMoveError with
the move's ``index``). Every replay of a game (the viewer, the log, the chart, the coach, the
records) runs this one loop.

Searching: ``random_legal_move(state, rng)``, ``random_playout(state, rng) -> GameState``,
``remaining_tiles(state) -> Counter``, ``determinize(state, rng) -> GameState``,
``position_key(state)``, ``turn_completions(state) -> Iterator[Completion(moves, state)]``.

Asking: ``feature_at(state, x, y, location) -> FeatureInfo | None`` (kind, tiles, owners,
figures, complete, points now, gold on it), ``gold_on(state, feature)``,
``placed_by(state, pos)``, ``open_spot(state, pos)``, ``dead_spots(state)`` (open spots no
tile left can ever fill),
``GOLD_CHART`` and ``gold_points(ingots)``, ``POINTS`` (what features are worth: the table the
scoring counts by), ``MIN_PLAYERS``/``MAX_PLAYERS``. Events mark where final scoring
starts (``FinalScoringStarted``) and carry who, the feature kind, where and the points.
``projected_scores(state)``: each player's total if the game ended now (the final scoring run
on a copy); ``projected_history(state)``: those totals at the start and after every turn.

Files: ``parse_record``, ``record_of``, ``replay``, ``summary`` and ``RecordError`` read and
write the record format (``parse_options``: a mapping's options, typed); ``prepared_game``
sets up a position from a board map.

A state is read-only: nothing its public attributes hand out can be changed. A replay walks a
game through ``steps``; a random game played for tests and benchmarks that steps a state of
its own in place uses ``engine.stepping``, the one engine module besides this face that may be
imported for it.

This package face is the only way in for the UI, the file loaders and the command line (a
test keeps it so); the computer players
(``ai``) may also read the engine's board geometry and scoring helpers from its modules.
"""

from .board import Pos
from .events import (
    Event,
    FeatureScored,
    FigurePlaced,
    FigureReturned,
    FinalScoringStarted,
    GameOver,
    GoldPlaced,
    GoldReturned,
    GoldScored,
    GoldTaken,
    GoodsScored,
    GoodsTaken,
    SecondPartEarned,
    SecondPartStarted,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
)
from .expansions import in_play as tile_in_play
from .expansions.inns_cathedrals import SPECIAL, SpecialPoints
from .expansions.traders_builders import TRADE, TradePoints, goods_leaders
from .features import neighbours_present
from .gold import GOLD_CHART, gold_points
from .moves import (
    END_TURN,
    EndTurn,
    IllegalMoveError,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Reason,
    Refusal,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from .names import draws_nothing, is_printable_name, name_problem, quote, seed_from_text
from .prepared import PreparedError, PreparedFigure, from_prepared_board, prepared_game
from .projection import projected_history, projected_scores
from .queries import (
    AbbotReturn,
    FeatureInfo,
    abbot_return,
    dead_spots,
    feature_at,
    feature_of_segment,
    gold_on,
    open_spot,
    placed_by,
)
from .records import MAX_BYTES as MAX_RECORD_BYTES
from .records import MAX_DRAW as MAX_DRAW_CODES
from .records import (
    Record,
    RecordError,
    check_record_setup,
    decode_json,
    parse_options,
    parse_record,
    record_of,
    replay,
    summary,
)
from .replaying import ReplayStopped, Step, game_start, steps
from .river import LAKE, river_end, river_tiles_left
from .rules import (
    acting_player,
    apply,
    apply_decision,
    ends_the_game,
    is_legal,
    legal_moves,
    new_game,
    random_legal_move,
    why_illegal,
)
from .scoring import POINTS, PointsTable, completed_cities, winners
from .search import (
    Completion,
    determinize,
    position_key,
    random_playout,
    remaining_tiles,
    turn_completions,
)
from .state import GameState
from .tiles import EDGES, HALF_EDGES, Catalogue, SegmentDef, SegmentKind, TileDef
from .values import (
    CATEGORIES,
    COLORS,
    FIELD_POINT_CHOICES,
    FIELD_POINTS,
    GOODS,
    GOODS_CATEGORY,
    GOODS_IN_GAME,
    INGOTS_IN_GAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Feature,
    Figure,
    GoldSharing,
    Options,
    Phase,
    PlayerSetup,
    SegRef,
    Setup,
    added_boxes,
    categories,
)

__all__ = [
    "SPECIAL",
    "SpecialPoints",
    "TRADE",
    "TradePoints",
    "tile_in_play",
    "goods_leaders",
    "GOODS",
    "GOODS_CATEGORY",
    "GOODS_IN_GAME",
    "GoodsScored",
    "GoodsTaken",
    "SecondPartEarned",
    "SecondPartStarted",
    "added_boxes",
    "categories",
    "CATEGORIES",
    "COLORS",
    "EDGES",
    "GOLD_CHART",
    "HALF_EDGES",
    "LAKE",
    "MAX_PLAYERS",
    "MAX_RECORD_BYTES",
    "MAX_DRAW_CODES",
    "MIN_PLAYERS",
    "POINTS",
    "AbbotReturn",
    "Catalogue",
    "Completion",
    "END_TURN",
    "EndTurn",
    "Event",
    "Feature",
    "FeatureInfo",
    "FeatureScored",
    "Figure",
    "FigurePlaced",
    "FigureReturned",
    "FinalScoringStarted",
    "GameOver",
    "GameState",
    "GoldPlaced",
    "GoldReturned",
    "GoldScored",
    "GoldSharing",
    "GoldTaken",
    "IllegalMoveError",
    "Move",
    "FIELD_POINT_CHOICES",
    "FIELD_POINTS",
    "INGOTS_IN_GAME",
    "Options",
    "Phase",
    "PlaceFigure",
    "PlaceGold",
    "PlaceTile",
    "PlayerSetup",
    "PointsTable",
    "Pos",
    "PreparedError",
    "PreparedFigure",
    "Reason",
    "Record",
    "RecordError",
    "Refusal",
    "ReplayStopped",
    "ReturnAbbot",
    "ScoreFeature",
    "SegRef",
    "SegmentDef",
    "SegmentKind",
    "Setup",
    "Skip",
    "Step",
    "TakeGold",
    "TileDef",
    "TileDiscarded",
    "TileDrawn",
    "TilePlaced",
    "TurnEnded",
    "abbot_return",
    "acting_player",
    "apply",
    "apply_decision",
    "check_record_setup",
    "completed_cities",
    "decode_json",
    "determinize",
    "feature_at",
    "feature_of_segment",
    "from_prepared_board",
    "game_start",
    "gold_points",
    "is_legal",
    "is_printable_name",
    "legal_moves",
    "name_problem",
    "draws_nothing",
    "ends_the_game",
    "neighbours_present",
    "new_game",
    "open_spot",
    "dead_spots",
    "gold_on",
    "parse_options",
    "parse_record",
    "placed_by",
    "position_key",
    "prepared_game",
    "projected_history",
    "projected_scores",
    "quote",
    "random_legal_move",
    "random_playout",
    "record_of",
    "remaining_tiles",
    "replay",
    "river_end",
    "river_tiles_left",
    "seed_from_text",
    "steps",
    "summary",
    "turn_completions",
    "why_illegal",
    "winners",
]
