"""The player's input in a turn: the pointer, the tile in hand, the selection, and what they
point at among the choices of the step.

A turn is a row of steps (tile, gold, figure, score, take gold, end turn). For each step the
choices come straight from ``legal_moves``: the UI highlights them and plays the one picked, so
it can never disagree with the rules. How mouse and keyboard events change the input and pick
a choice is :mod:`.turn_controls`'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import (
    Move,
    PlaceGold,
    PlaceMeeple,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    TakeGold,
    legal_moves,
)
from ..engine.board import Pos
from ..engine.state import SegRef

if TYPE_CHECKING:
    from .game_scene import GameScene


@dataclass(frozen=True)
class Choice:
    """One legal move of the step, with the tile (and segment) it is shown on."""

    move: Move
    pos: Pos
    ref: SegRef | None = None


class TurnInput:
    """The pointer, the tile in hand and the current keyboard selection."""

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.pointer: tuple[int, int] = (-1, -1)
        self.rotation = 0
        self.dragging = False
        self.press: tuple[str, tuple[int, int]] | None = None  # what was pressed, and where
        self.panned = False
        self.selected: int | None = None
        self.abbot_mode = False
        self.confirm: ReturnAbbot | None = None
        self._moves_key: tuple[object, bool] = (None, False)
        self._moves: list[Move] = []
        self._spots: dict[Pos, tuple[int, ...]] = {}
        self._choices: list[Choice] = []

    def reset(self) -> None:
        """A new step: forget the selection (the hand keeps its rotation within a turn)."""
        self.selected = None
        self.dragging = False
        self.abbot_mode = False
        self.confirm = None
        self.press = None

    # --- the choices of the step ------------------------------------------------------------

    def moves(self) -> list[Move]:
        """``legal_moves`` of the current state (computed once per state)."""
        state = self.scene.state
        done = self.scene.turn_done
        if self._moves_key[0] is not state or self._moves_key[1] != done:
            self._moves = [] if done or state.finished else legal_moves(state)
            self._moves_key = (state, done)
            self._spots = self._find_spots()
            self._choices = self._find_choices()
        return self._moves

    def tile_spots(self) -> dict[Pos, tuple[int, ...]]:
        """Every spot the tile in hand fits, with the rotations that fit there."""
        self.moves()
        return self._spots

    def _find_spots(self) -> dict[Pos, tuple[int, ...]]:
        spots: dict[Pos, list[int]] = {}
        for move in self._moves:
            if isinstance(move, PlaceTile):
                spots.setdefault((move.x, move.y), []).append(move.rotation)
        return {pos: tuple(sorted(r)) for pos, r in spots.items()}

    def choices(self) -> list[Choice]:
        """What Tab cycles through in this step, in a stable order."""
        self.moves()
        return self._choices

    def _find_choices(self) -> list[Choice]:
        state = self.scene.state
        found: list[Choice] = []
        for move in self._moves:
            match move:
                case PlaceTile(x, y, _):
                    if not any(c.pos == (x, y) for c in found):
                        found.append(Choice(move, (x, y)))
                case PlaceGold(x, y) | TakeGold(x, y):
                    found.append(Choice(move, (x, y)))
                case ReturnAbbot(x, y):
                    ref = state.abbots[state.active]
                    found.append(Choice(move, (x, y), ref))
                case PlaceMeeple(_, location):
                    assert state.last is not None
                    index = state.board[state.last].segment_index(location)
                    found.append(Choice(move, state.last, (*state.last, index or 0)))
                case ScoreFeature(x, y, location):
                    index = state.board[(x, y)].segment_index(location)
                    found.append(Choice(move, (x, y), (x, y, index or 0)))
        if found and isinstance(found[0].move, PlaceTile):
            found.sort(key=lambda c: (c.pos[1], c.pos[0]))
        return found

    def selection(self) -> Choice | None:
        choices = self.choices()
        if self.selected is None or not choices:
            return None
        return choices[self.selected % len(choices)]

    # --- the tile in hand -------------------------------------------------------------------

    def fit_rotation(self, pos: Pos) -> int | None:
        """The rotation the tile shows at ``pos``: the hand's if it fits, else the next one
        clockwise that does (None if it fits nowhere there)."""
        fits = self.tile_spots().get(pos)
        if not fits:
            return None
        for step in range(4):
            rotation = (self.rotation + 90 * step) % 360
            if rotation in fits:
                return rotation
        return None

    def target_spot(self) -> Pos | None:
        """The spot the tile previews on: under the dragged tile, else the selected spot."""
        if self.dragging:
            pos = self.scene.camera.tile_at(self.pointer)
            if pos in self.tile_spots() and not self.scene.hud.over_panel(self.pointer):
                return pos
            return None
        choice = self.selection()
        return choice.pos if choice is not None and self.scene.step == "tile" else None

    def rotate(self, clockwise: bool = True) -> None:
        """R, right click or the wheel: over a spot only through the rotations that fit."""
        step = 90 if clockwise else 270
        spot = self.target_spot()
        if spot is None:
            self.rotation = (self.rotation + step) % 360
        else:
            fits = self.tile_spots()[spot]
            current = self.fit_rotation(spot) or 0
            order = [(current + step * k) % 360 for k in range(1, 5)]
            self.rotation = next(r for r in order if r in fits)
        self.scene.app.audio.play("click")

    def place_tile_at(self, pos: Pos) -> bool:
        rotation = self.fit_rotation(pos)
        if rotation is None:
            return False
        self.rotation = rotation
        self.scene.play(PlaceTile(pos[0], pos[1], rotation))
        return True

    # --- figures ----------------------------------------------------------------------------

    def figure_move(self, ref: SegRef) -> PlaceMeeple | None:
        """The figure a click on segment ``ref`` of the new tile would place (meeple, or the
        abbot when chosen or when only the abbot may go there)."""
        state = self.scene.state
        if state.last is None or (ref[0], ref[1]) != state.last:
            return None
        name = state.board[state.last].segments[ref[2]].name
        legal = self.moves()
        meeple, abbot = PlaceMeeple("meeple", name), PlaceMeeple("abbot", name)
        if self.abbot_mode and abbot in legal:
            return abbot
        if meeple in legal:
            return meeple
        return abbot if abbot in legal else None

    def abbot_possible(self) -> bool:
        return any(isinstance(m, PlaceMeeple) and m.figure == "abbot" for m in self.moves())

    def return_abbot_move(self) -> ReturnAbbot | None:
        return next((m for m in self.moves() if isinstance(m, ReturnAbbot)), None)

    def on_own_abbot(self, point: tuple[int, int]) -> bool:
        """Whether ``point`` is on the acting player's abbot standing on the board."""
        state = self.scene.state
        ref = state.abbots[state.active]
        if ref is None or self.return_abbot_move() is None:
            return False
        x, y = self.scene.board.figure_point(state, ref)
        reach = self.scene.board.figure_size() * 0.7
        return (point[0] - x) ** 2 + (point[1] - y) ** 2 <= reach * reach

    def hovered_ref(self) -> SegRef | None:
        if self.scene.hud.over_panel(self.pointer):
            return None
        return self.scene.board.segment_under(self.scene.state, self.pointer)

    def score_choice_at(self, ref: SegRef | None) -> Choice | None:
        """The feature to score whose segments include ``ref``."""
        if ref is None:
            return None
        state = self.scene.state
        wanted = state.seg_feature.get(ref)
        for choice in self.choices():
            if choice.ref is not None and state.seg_feature.get(choice.ref) == wanted:
                return choice
        return None

    # --- who decides ------------------------------------------------------------------------

    @property
    def locked(self) -> bool:
        """A computer player is deciding: the board still pans and zooms, nothing else."""
        return self.scene.computer.level(self.scene.acting) is not None
