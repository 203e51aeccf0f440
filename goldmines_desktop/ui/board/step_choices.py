"""The choices of the step a turn is in, and what the pointer is over among them: the state
of the turn's input (the pointer, the tile in hand, the selection), without its events.

A turn is a row of steps (the table in :mod:`..table.steps`). For each step the choices come
straight from ``legal_moves``: the UI highlights them and plays the one picked, so it can never
disagree with the rules. How events change this state and pick a choice is
:class:`.TurnInput`'s, which builds on this class. It reads the turn controller (the state and
its legal moves) and the views (where the board and the panels are on screen); it plays nothing
itself: it hands back the move a choice stands for.
"""

from __future__ import annotations

from dataclasses import dataclass

from ... import i18n
from ...engine import (
    GameState,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Pos,
    Reason,
    Refusal,
    ReturnAbbot,
    ScoreFeature,
    SegRef,
    TakeGold,
    feature_of_segment,
    open_spot,
    why_illegal,
)
from ..hud.hud import Hud
from ..table import figure_modes
from ..table.steps import STEPS, Pick, Step, StepRow
from ..table.turn_controller import TurnController
from .board_view import BoardView
from .figure_spots import spot_reach, spots_on_tile


@dataclass(frozen=True)
class Choice:
    """One legal move of the step, with the tile (and segment) it is shown on."""

    move: Move
    pos: Pos
    ref: SegRef | None = None


NO_FIT_WORDS = i18n.N_("Doesn't fit here: {why}")
TOOLTIP_REST = 0.5  # seconds the pointer rests before a tooltip shows


def player_words(refusal: Refusal) -> str:
    """The engine's refusal for the player, beside the spot it is about ("Doesn't fit here:
    south edge is field, ..."; "A tile is already there")."""
    if refusal.reason is Reason.NO_FIT:
        return i18n._(NO_FIT_WORDS).format(why=refusal.words)
    return refusal.words[:1].upper() + refusal.words[1:]


class StepChoices:
    """The pointer, the tile in hand, the current selection and the step's choices."""

    def __init__(self, turns: TurnController, board: BoardView, hud: Hud) -> None:
        self.turns = turns
        self.board = board
        self.hud = hud
        self.pointer: tuple[int, int] = (-1, -1)
        self.rotation = 0
        self.dragging = False
        self.press: tuple[str, tuple[int, int]] | None = None  # what was pressed, and where
        self.panned = False
        self.selected: int | None = None
        self.figure = figure_modes.MEEPLE  # the figure asked for (``figure_in_use``: offered)
        self.confirm: ReturnAbbot | None = None
        self.advised_skip = False  # the hint of this figure step says "no figure this time"
        self._moves: list[Move] | None = None
        self._spots: dict[Pos, tuple[int, ...]] = {}
        self._choices: list[Choice] = []
        self._refusal: tuple[object, Refusal | None] = (None, None)  # the engine's last answer
        self.rest: float | None = None  # seconds the pointer has rested since it last moved

    def reset(self) -> None:
        """A new step: forget the selection (the hand keeps its rotation within a turn)."""
        self.selected = None
        self.dragging = False
        self.figure = figure_modes.MEEPLE
        self.confirm = None
        self.advised_skip = False
        self.press = None
        self.rest = None  # a tooltip waits for the pointer to move and rest again

    def moved(self, point: tuple[int, int]) -> None:
        """The pointer moved to ``point``: it rests from now on until it moves again."""
        if point != self.pointer:
            self.rest = 0.0
        self.pointer = point

    def wait(self, dt: float) -> None:
        """``dt`` seconds went by (the pointer's rest grows)."""
        if self.rest is not None:
            self.rest += dt

    @property
    def resting(self) -> bool:
        """Whether the pointer has rested long enough for a tooltip."""
        return self.rest is not None and self.rest >= TOOLTIP_REST

    # --- the choices of the step ------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.turns.state

    @property
    def step(self) -> Step:
        return self.turns.step

    @property
    def row(self) -> StepRow:
        """What the board does in this step (its row of the steps' table)."""
        return STEPS[self.turns.step]

    def moves(self) -> list[Move]:
        """``legal_moves`` of the current state (the choices are worked out once per state)."""
        moves = self.turns.moves()
        if moves is not self._moves:
            self._moves = moves
            self._spots = self._find_spots()
            self._choices = self._find_choices()
        return moves

    def tile_spots(self) -> dict[Pos, tuple[int, ...]]:
        """Every spot the tile in hand fits, with the rotations that fit there."""
        self.moves()
        return self._spots

    def _find_spots(self) -> dict[Pos, tuple[int, ...]]:
        spots: dict[Pos, list[int]] = {}
        for move in self._moves or ():
            if isinstance(move, PlaceTile):
                spots.setdefault((move.x, move.y), []).append(move.rotation)
        return {pos: tuple(sorted(r)) for pos, r in spots.items()}

    def choices(self) -> list[Choice]:
        """What Tab cycles through in this step, in a stable order (in the figure step those
        of the figure in use: ``figure_modes.in_mode``)."""
        self.moves()
        if self.row.pick is Pick.FIGURE_SPOT:
            mode = self.figure_in_use()
            return [c for c in self._choices if figure_modes.in_mode(c.move, mode)]
        return self._choices

    def _find_choices(self) -> list[Choice]:
        state = self.state
        found: list[Choice] = []
        for move in self._moves or ():
            match move:
                case PlaceTile(x, y, _):
                    if not any(c.pos == (x, y) for c in found):
                        found.append(Choice(move, (x, y)))
                case PlaceGold(x, y) | TakeGold(x, y):
                    found.append(Choice(move, (x, y)))
                case ReturnAbbot(x, y):
                    ref = state.abbots[state.active]
                    found.append(Choice(move, (x, y), ref))
                case PlaceFigure(_, location):
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
            pos = self.board.camera.tile_at(self.pointer)
            if pos in self.tile_spots() and not self.hud.over_panel(self.pointer):
                return pos
            return None
        choice = self.selection()
        return choice.pos if choice is not None and self.row.holds_tile else None

    def bad_spot(self) -> tuple[Pos, str] | None:
        """While dragging over an empty spot next to the board where the tile does not fit
        (in any rotation): the spot and the engine's reason, for the player to read."""
        if not self.dragging or self.hud.over_panel(self.pointer):
            return None
        pos = self.board.camera.tile_at(self.pointer)
        state = self.state
        if pos in self.tile_spots() or pos in state.board or state.tile is None:
            return None
        if not open_spot(state, pos):
            return None
        x, y = pos
        key = (state, pos, self.rotation)
        if self._refusal[0] != key:
            reason = why_illegal(state, PlaceTile(x, y, self.rotation))
            self._refusal = (key, reason)
        reason = self._refusal[1]
        return None if reason is None else (pos, player_words(reason))

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

    def tile_move(self, pos: Pos) -> PlaceTile | None:
        """The move that puts the tile in hand on ``pos`` (turned to fit), if it fits there."""
        rotation = self.fit_rotation(pos)
        if rotation is None:
            return None
        self.rotation = rotation
        return PlaceTile(pos[0], pos[1], rotation)

    def select(self, move: Move) -> Choice | None:
        """Select the choice that plays ``move`` (a hint), turning the tile in hand to it
        (and choosing its figure)."""
        if isinstance(move, PlaceFigure) and move.figure in self.figure_modes():
            self.figure = move.figure
        for index, choice in enumerate(self.choices()):
            if isinstance(move, PlaceTile) and choice.pos == (move.x, move.y):
                self.rotation = move.rotation
            elif choice.move != move:
                continue
            self.selected = index
            return choice
        return None

    # --- figures ----------------------------------------------------------------------------

    def figure_move(self, ref: SegRef) -> PlaceFigure | None:
        """The figure a click on segment ``ref`` of the new tile would place: the figure in
        use (in the meeple's mode the abbot where only the abbot may go)."""
        state = self.state
        if state.last is None or (ref[0], ref[1]) != state.last:
            return None
        name = state.board[state.last].segments[ref[2]].name
        return figure_modes.move_at(self.moves(), name, self.figure_in_use())

    def figure_modes(self) -> tuple[str, ...]:
        """The figures the step offers, in the order B goes through them."""
        return figure_modes.modes(self.moves())

    def figure_in_use(self) -> str:
        """The figure a click places now: the one asked for if offered, else the first."""
        return figure_modes.chosen(self.moves(), self.figure)

    def chooser(self) -> bool:
        """Whether the step shows the figure chooser (an expansion's figure has a spot)."""
        return self.row.pick is Pick.FIGURE_SPOT and figure_modes.chooser_shown(self.moves())

    @property
    def abbot_mode(self) -> bool:
        """Only the abbot's spots are offered (B, Use abbot, or the chooser's Abbot)."""
        return self.row.pick is Pick.FIGURE_SPOT and self.figure_in_use() == figure_modes.ABBOT

    def abbot_possible(self) -> bool:
        return any(isinstance(m, PlaceFigure) and m.figure == "abbot" for m in self.moves())

    def figure_refs(self, every: bool = False) -> list[SegRef]:
        """The new tile's segments where the figure in use may go (``every``: any figure,
        e.g. to size the tile for all the spots it may show)."""
        self.moves()
        last, shown = self.state.last, self._choices if every else self.choices()
        return [
            c.ref
            for c in shown
            if c.ref is not None and c.pos == last and isinstance(c.move, PlaceFigure)
        ]

    def return_abbot_move(self) -> ReturnAbbot | None:
        return next((m for m in self.moves() if isinstance(m, ReturnAbbot)), None)

    def on_own_abbot(self, point: tuple[int, int]) -> bool:
        """Whether ``point`` is on the acting player's abbot standing on the board."""
        state = self.state
        ref = state.abbots[state.active]
        if ref is None or self.return_abbot_move() is None:
            return False
        x, y = self.board.figure_point(state, ref)
        reach = self.board.figure_size() * 0.7
        return (point[0] - x) ** 2 + (point[1] - y) ** 2 <= reach * reach

    def hovered_ref(self) -> SegRef | None:
        """The segment pointed at: a figure spot's within its reach, else the one under it."""
        if self.hud.over_panel(self.pointer):
            return None
        return self.spot_at(self.pointer) or self.board.segment_under(self.state, self.pointer)

    def spot_points(self) -> dict[SegRef, tuple[int, int]]:
        """Where the figure step's spots are drawn on the new tile: on their own segments,
        their ``SPOT_REACH`` discs apart and off the ingots (``figure_spots``); where the
        tile is drawn too small for that, at their segments' anchors pulled apart."""
        state = self.state
        if self.row.pick is not Pick.FIGURE_SPOT or state.last is None:
            return {}
        return spots_on_tile(state, self.board, self.figure_refs())

    def spot_at(self, point: tuple[int, int]) -> SegRef | None:
        """The figure spot within ``SPOT_REACH`` of ``point`` (the nearest), if any."""
        near = [
            ((point[0] - x) ** 2 + (point[1] - y) ** 2, ref)
            for ref, (x, y) in self.spot_points().items()
        ]
        best = min(near, default=None)
        return best[1] if best is not None and best[0] <= spot_reach() ** 2 else None

    def score_choice_at(self, ref: SegRef | None) -> Choice | None:
        """The feature to score whose segments include ``ref``."""
        wanted = feature_of_segment(self.state, ref) if ref is not None else None
        if wanted is None:
            return None
        for choice in self.choices():
            if choice.ref is not None and choice.ref in wanted.segments:
                return choice
        return None

    # --- who decides ------------------------------------------------------------------------

    @property
    def locked(self) -> bool:
        """A computer player is deciding: the board still pans and zooms, nothing else."""
        return self.turns.computer_decides
