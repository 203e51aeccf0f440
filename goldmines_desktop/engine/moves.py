"""Moves: the decisions a player makes, as small frozen values (imperative names)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Literal

FigureKind = Literal["meeple", "abbot", "large_meeple", "builder", "pig"]


class IllegalMoveError(ValueError):
    """A move that the rules do not allow now; the message is meant for the player."""


class Reason(Enum):
    """Why a move is refused: one code for each rule a move can break."""

    NOT_A_MOVE = "not_a_move"
    WRONG_PHASE = "wrong_phase"  # the move belongs to another phase of the turn
    ROTATION = "rotation"  # not 0, 90, 180 or 270
    OCCUPIED = "occupied"  # a tile is already there
    NOT_BESIDE = "not_beside"  # the spot touches no placed tile edge to edge
    NO_FIT = "no_fit"  # an edge does not match its neighbour
    RIVER = "river"  # the river's own rules: closed, its open end, no U-turn
    GOLD_SPOT = "gold_spot"  # the second ingot goes next to the gold tile
    NO_SEGMENT = "no_segment"  # the new tile has no such segment
    ON_RIVER = "on_river"
    TAKEN = "taken"  # the feature already has a figure
    NO_ABBOT = "no_abbot"  # The Abbot is not in this game
    ABBOT_SPOT = "abbot_spot"  # the abbot goes on a monastery or a garden
    ABBOT_OUT = "abbot_out"  # the abbot is already on the board
    GARDEN = "garden"  # only the abbot goes on a garden
    NO_FARMERS = "no_farmers"  # the house rule: no figure on a field
    FIGURE = "figure"  # no such figure
    NO_MEEPLES = "no_meeples"
    ABBOT_NOT_THERE = "abbot_not_there"
    NOT_IN_GAME = "not_in_game"  # the figure's expansion is not in this game
    FIGURE_OUT = "figure_out"  # the one-of-a-kind figure is already on the board
    LARGE_SPOT = "large_spot"  # the large meeple goes where a meeple may
    BUILDER_SPOT = "builder_spot"  # the builder joins a road or city of the player's meeple
    PIG_SPOT = "pig_spot"  # the pig joins a field of the player's farmer
    SCORE_ORDER = "score_order"  # name a completed feature that still holds gold
    NO_CLAIM = "no_claim"  # take an ingot from a tile you have a claim on
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Refusal:
    """What ``why_illegal`` says: the rule broken (``reason``), the engine's whole message
    (``message``: what ``IllegalMoveError`` and ``goldmines replay`` print) and the words a
    player reads beside the move (``words``: the message without the move it names)."""

    reason: Reason
    message: str
    words: str

    def __str__(self) -> str:
        return self.message


def refusal(reason: Reason, words: str, where: str = "") -> Refusal:
    """A refusal of the move named by ``where`` ("place_tile at (3, -1)"), if any."""
    return Refusal(reason, f"{where}: {words}" if where else words, words)


@dataclass(frozen=True, slots=True)
class PlaceTile:
    x: int
    y: int
    rotation: int


@dataclass(frozen=True, slots=True)
class PlaceGold:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class PlaceFigure:
    """Put a figure (a meeple, the abbot, the large meeple, the builder or the pig) on a segment
    of the tile just placed (record: place_meeple)."""

    figure: FigureKind
    location: str


@dataclass(frozen=True, slots=True)
class ReturnAbbot:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Skip:
    pass


@dataclass(frozen=True, slots=True)
class ScoreFeature:
    x: int
    y: int
    location: str


@dataclass(frozen=True, slots=True)
class TakeGold:
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Confirm the end of the turn: the next player draws (or the final scoring begins).

    Not a decision, so a record never holds it: reading a record plays it where it is due."""


END_TURN = EndTurn()  # the move that ends a turn (it holds nothing: one serves every game)


Move = PlaceTile | PlaceGold | PlaceFigure | ReturnAbbot | Skip | ScoreFeature | TakeGold | EndTurn

MOVE_TYPES: dict[str, type[Move]] = {
    "place_tile": PlaceTile,
    "place_gold": PlaceGold,
    "place_meeple": PlaceFigure,
    "return_abbot": ReturnAbbot,
    "skip": Skip,
    "score_feature": ScoreFeature,
    "take_gold": TakeGold,
}
MOVE_NAMES: dict[type[Move], str] = {
    **{cls: name for name, cls in MOVE_TYPES.items()},
    EndTurn: "end_turn",  # a name for messages only: records never hold it
}


def move_name(move: Move) -> str:
    """The record name of a move, e.g. ``place_tile``."""
    return MOVE_NAMES[type(move)]
